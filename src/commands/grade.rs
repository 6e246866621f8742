//! `grade DIR... [--out DIR]`: for teachers, grades learners' copies of the course. Only each
//! learner's `exercises/NN-slug/src/lib.rs` is taken, and run against the teacher's own tests
//! in a scratch copy under `target/course-grade/` (see `ayoayo_course::grade`); the table goes
//! to `OUT/grades.md` and `OUT/grades.json`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use ayoayo_course::grade::{ClassGrader, Event, Grades, Learner, Standing, Submission};
use ayoayo_course::sandbox::{Availability, Sandbox};
use ayoayo_course::session::Session;
use ayoayo_course::test_run::Channel;
use ayoayo_course::workspace::work_dir;
use indicatif::{ProgressBar, ProgressStyle};

pub fn run(session: &Session, dirs: &[PathBuf], out: &Path) -> Result<ExitCode> {
    let workspace = &session.workspace;
    // Every folder is checked before anything runs, the output folder too, so a typo fails at
    // once rather than after the grading.
    let submissions = Submission::open_all(dirs)?;
    fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    let sandbox = sandbox(session.sandbox())?;
    let dir = work_dir(workspace, "course-grade");
    let mut grader = ClassGrader::new(workspace, &dir, sandbox)?;
    let (learners, chapters) = (submissions.len(), grader.chapters().len());
    println!(
        "Grading {learners} learners on {chapters} chapters, in {}",
        dir.display()
    );
    let chapters = grader.chapters().iter().map(|c| c.slug.clone()).collect();
    let mut grades = Grades {
        chapters,
        learners: Vec::new(),
    };
    grade_class(&mut grader, &submissions, &mut |learner| {
        grades.learners.push(learner);
        // Written after every learner, so an interrupted grading keeps what it has done.
        grades.write(out).map(|_| ())
    })?;
    let [markdown, json] = grades.write(out)?;
    println!("\n{}", grades.markdown());
    println!("Wrote {} and {}", markdown.display(), json.display());
    if let Some(channel) = Channel::report() {
        println!("{channel}");
    }
    Ok(ExitCode::SUCCESS)
}

/// The sandbox learners' code runs in. Without one, grading stops with how to get one, unless
/// the teacher has said `AYOAYO_SANDBOX=off` or the platform has none: then a warning.
fn sandbox(availability: &Availability) -> Result<Option<Sandbox>> {
    let why = match availability {
        Availability::Ready(sandbox) => {
            #[cfg(unix)]
            // SAFETY: geteuid has no preconditions and cannot fail.
            if unsafe { libc::geteuid() } == 0 {
                println!(
                    "Note: grading as root, learners' code is not held to the sandbox's limit on \
                     processes (the kernel never applies it to root); grade as an ordinary user \
                     for that limit too."
                );
            }
            return Ok(Some(sandbox.clone()));
        }
        missing => missing,
    };
    if let Availability::Missing(_) = why
        && cfg!(target_os = "linux")
    {
        bail!(
            "grading runs each learner's code in a sandbox, and there is none here: {why}.\n\
             Install bubblewrap (apt-get install bubblewrap), or set AYOAYO_SANDBOX=off to grade \
             without one: learners' code then runs with your permissions."
        );
    }
    println!(
        "Warning: no sandbox ({why}). Learners' code runs with your permissions: it can read \
         and write your files. Grade only code you trust, or grade on Linux with bubblewrap."
    );
    Ok(None)
}

/// How many learners' files are built by one cargo command. A batch is built whole before any
/// of its tests run, so a smaller one shows its first grades sooner; a larger one keeps both
/// cores busy longer. Each batch's test binaries are deleted once it is graded, so the disk
/// grading takes is a batch's, whatever the size of the class.
const LEARNERS_A_BUILD: usize = 10;

/// Grades every submission, a progress line below the grades as they come, handing each
/// learner, in class order, to `graded` as soon as all their chapters are.
fn grade_class(
    grader: &mut ClassGrader,
    submissions: &[Submission],
    graded: &mut dyn FnMut(Learner) -> Result<()>,
) -> Result<()> {
    let files = submissions.len() * grader.chapters().len();
    let bar = ProgressBar::new(files as u64);
    if let Ok(style) =
        ProgressStyle::with_template("{bar:30} {pos}/{len} files graded, {elapsed}, {msg}")
    {
        bar.set_style(style);
    }
    let started = Instant::now();
    grader.grade(submissions, LEARNERS_A_BUILD, &mut |event| {
        match event {
            Event::Building { learners, files } => bar.set_message(format!(
                "building {files} files of learners {}–{}",
                learners.start + 1,
                learners.end
            )),
            Event::OneByOne(why) => bar.suspend(|| {
                println!("These learners' files could not be built together ({why}): grading them one by one.")
            }),
            Event::Graded { learner, grade } => {
                bar.set_message(format!("{}: {}", learner.name, grade.chapter));
            }
            Event::Learner(learner) => {
                bar.inc(learner.chapters.len() as u64);
                bar.suspend(|| print_learner(&learner));
                graded(learner)?;
            }
        }
        Ok(())
    })?;
    bar.finish_and_clear();
    let seconds = started.elapsed().as_secs_f32();
    println!(
        "\nGraded {files} files in {seconds:.0} s ({:.2} s a file).",
        seconds / files.max(1) as f32
    );
    Ok(())
}

/// A learner's grades, a line a chapter.
fn print_learner(learner: &Learner) {
    println!("\n{}", learner.name);
    for grade in &learner.chapters {
        let said = match grade.state {
            Standing::NotStarted => "not started".to_string(),
            Standing::Missing => "missing: no src/lib.rs".to_string(),
            Standing::Unreadable => {
                format!("unreadable: {}", grade.note.as_deref().unwrap_or_default())
            }
            Standing::Stuck => format!("stuck: {}", grade.note.as_deref().unwrap_or_default()),
            _ => {
                let marks = grade.recursion.iter().map(|finding| finding.mark());
                let recursion: String = marks.map(|mark| format!(", {mark}")).collect();
                format!("{}{recursion}", grade.cell())
            }
        };
        println!("  {:<16} {said}", grade.chapter);
    }
}
