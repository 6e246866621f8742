//! `grade DIR... [--out DIR]`: for teachers, grades learners' copies of the course. Only each
//! learner's `exercises/NN-slug/src/lib.rs` is taken, and run against the teacher's own tests
//! in a scratch copy under `target/course-grade/` (see `ayoayo_course::grade`); the table goes
//! to `OUT/grades.md` and `OUT/grades.json`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use anyhow::Result;
use ayoayo_course::grade::{Grader, Grades, Learner, Submission, Verdict};
use ayoayo_course::verify::work_dir;

pub fn run(workspace: &Path, dirs: &[PathBuf], out: &Path) -> Result<ExitCode> {
    // Every folder is checked before anything runs, so a typo fails at once.
    let submissions = Submission::open_all(dirs)?;
    let dir = work_dir(workspace, "course-grade");
    let grader = Grader::new(workspace, &dir)?;
    let chapters = grader.chapters();
    println!(
        "Grading {} learners on {} chapters, in {}",
        submissions.len(),
        chapters.len(),
        dir.display()
    );
    let mut learners = Vec::new();
    for submission in &submissions {
        println!("\n{}", submission.name);
        let mut grades = Vec::new();
        for chapter in chapters {
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
            grades.push(grade);
        }
        let name = submission.name.clone();
        learners.push(Learner {
            name,
            chapters: grades,
        });
    }
    let chapters = chapters.iter().map(|c| c.slug.clone()).collect();
    let grades = Grades { chapters, learners };
    let [markdown, json] = grades.write(out)?;
    println!("\n{}", grades.markdown());
    println!("Wrote {} and {}", markdown.display(), json.display());
    Ok(ExitCode::SUCCESS)
}
