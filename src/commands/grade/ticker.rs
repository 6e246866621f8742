//! Grading a class with a progress line: a batch of learners built at once, each learner's
//! chapters printed, a line a chapter, as soon as all of them are graded.

use std::io::Write;
use std::time::Instant;

use anyhow::Result;
use ayoayo_course::grade::{ClassGrader, Event, Learner, Standing, Submission};
use indicatif::{ProgressBar, ProgressStyle};

/// How many learners' files are built by one cargo command. A batch is built whole before any
/// of its tests run, so a smaller one shows its first grades sooner; a larger one keeps both
/// cores busy longer. Each batch's test binaries are deleted once it is graded, so the disk
/// grading takes is a batch's, whatever the size of the class.
pub const LEARNERS_A_BUILD: usize = 10;

/// Grades every submission, a progress line below the grades as they come, handing each
/// learner, in class order, with their submission, to `graded` as soon as all their chapters
/// are.
pub fn grade_class(
    grader: &mut ClassGrader,
    submissions: &[Submission],
    say: &mut dyn Write,
    graded: &mut dyn FnMut(&Submission, Learner) -> Result<()>,
) -> Result<()> {
    let files = submissions.len() * grader.chapters().len();
    let bar = ProgressBar::new(files as u64);
    if let Ok(style) =
        ProgressStyle::with_template("{bar:30} {pos}/{len} files graded, {elapsed}, {msg}")
    {
        bar.set_style(style);
    }
    let started = Instant::now();
    let mut told = 0;
    grader.grade(submissions, LEARNERS_A_BUILD, &mut |event| {
        match event {
            Event::Building { learners, files } => bar.set_message(format!(
                "building {files} files of learners {}–{}",
                learners.start + 1,
                learners.end
            )),
            Event::OneByOne(why) => bar.suspend(|| {
                writeln!(
                    say,
                    "These learners' files could not be built together ({why}): grading them \
                     one by one."
                )
            })?,
            Event::Graded { learner, grade } => {
                bar.set_message(format!("{}: {}", learner.name, grade.chapter));
            }
            Event::Learner(learner) => {
                bar.inc(learner.chapters.len() as u64);
                bar.suspend(|| write_learner(say, &learner))?;
                graded(&submissions[told], learner)?;
                told += 1;
            }
        }
        Ok(())
    })?;
    bar.finish_and_clear();
    let seconds = started.elapsed().as_secs_f32();
    writeln!(
        say,
        "\nGraded {files} files in {seconds:.0} s ({:.2} s a file).",
        seconds / files.max(1) as f32
    )?;
    Ok(())
}

/// A learner's grades, a line a chapter started, and how many are not.
fn write_learner(say: &mut dyn Write, learner: &Learner) -> std::io::Result<()> {
    writeln!(say, "\n{}", learner.name)?;
    let (untouched, started): (Vec<_>, Vec<_>) =
        (learner.chapters.iter()).partition(|grade| grade.state == Standing::NotStarted);
    for grade in started {
        // Where the learner stands in the map's and check's words, with the recursion's marks
        // once the tests ran.
        let said = match grade.state {
            Standing::Failing | Standing::Passing => {
                let marks = grade.recursion.iter().map(|finding| finding.mark());
                let recursion: String = marks.map(|mark| format!(", {mark}")).collect();
                format!("{}{recursion}", grade.cell())
            }
            _ => grade.standing(),
        };
        writeln!(say, "  {:<16} {said}", grade.chapter)?;
    }
    match untouched.len() {
        0 => Ok(()),
        1 => writeln!(say, "  not started: {}", untouched[0].chapter),
        n => writeln!(say, "  not started: {n} chapters"),
    }
}
