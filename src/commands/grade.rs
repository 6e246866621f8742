//! `grade DIR... [--out DIR]`: for teachers, grades learners' copies of the course. Only each
//! learner's `exercises/NN-slug/src/lib.rs` is taken, and run against the teacher's own tests
//! in a scratch copy under `target/course-grade/` (see `ayoayo_course::grade`); the table goes
//! to `OUT/grades.md` and `OUT/grades.json`.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Context, Result};
use ayoayo_course::grade::{Grader, Grades, Learner, Submission, Verdict};
use ayoayo_course::workspace::work_dir;

pub fn run(workspace: &Path, dirs: &[PathBuf], out: &Path) -> Result<ExitCode> {
    // Every folder is checked before anything runs, the output folder too, so a typo fails at
    // once rather than after the grading.
    let submissions = Submission::open_all(dirs)?;
    fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    let dir = work_dir(workspace, "course-grade");
    let grader = Grader::new(workspace, &dir)?;
    let (learners, chapters) = (submissions.len(), grader.chapters().len());
    println!(
        "Grading {learners} learners on {chapters} chapters, in {}",
        dir.display()
    );
    let learners = submissions
        .iter()
        .map(|submission| grade(&grader, submission))
        .collect::<Result<_>>()?;
    let chapters = grader.chapters().iter().map(|c| c.slug.clone()).collect();
    let grades = Grades { chapters, learners };
    let [markdown, json] = grades.write(out)?;
    println!("\n{}", grades.markdown());
    println!("Wrote {} and {}", markdown.display(), json.display());
    Ok(ExitCode::SUCCESS)
}

/// Grades every chapter of one submission, printing each grade as it comes.
fn grade(grader: &Grader, submission: &Submission) -> Result<Learner> {
    println!("\n{}", submission.name);
    let mut chapters = Vec::new();
    for chapter in grader.chapters() {
        print!("  {:<16} ", chapter.folder_name());
        let _ = std::io::stdout().flush();
        let started = Instant::now();
        let grade = grader.grade(submission, chapter)?;
        match grade.state {
            Verdict::NotStarted => println!("not started"),
            Verdict::Missing => println!("missing: no src/lib.rs"),
            _ => println!(
                "{} ({:.1} s)",
                grade.cell(),
                started.elapsed().as_secs_f32()
            ),
        }
        chapters.push(grade);
    }
    let name = submission.name.clone();
    Ok(Learner { name, chapters })
}
