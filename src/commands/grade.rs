//! `grade DIR... [--out DIR] [--before DATE] [--csv]`: for teachers, grades learners' copies of
//! the course. Only each learner's `exercises/NN-slug/src/lib.rs` is taken (from the folder, or
//! from the learner's last commit by DATE), and run against the teacher's own tests in a
//! scratch copy under `target/course-grade/` (see `ayoayo_course::grade`); the reports go to
//! OUT: `grades.md`, `grades.json`, `grades.csv`, `junit.xml` and `results/`.

use std::fs;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use ayoayo_course::grade::{Deadline, Grader, Grades, Learner, Standing, Submission, summary};
use ayoayo_course::sandbox::{Availability, Sandbox};
use ayoayo_course::session::Session;
use ayoayo_course::test_run::Channel;
use ayoayo_course::workspace::work_dir;

/// What the teacher asked of `grade` besides the folders.
pub struct Options {
    /// Where the reports go.
    pub out: PathBuf,
    /// Grade each learner's last commit by then, rather than their folder as it is.
    pub before: Option<Deadline>,
    /// Print the CSV rather than the summary table, for piping.
    pub csv: bool,
}

pub fn run(session: &Session, dirs: &[PathBuf], options: &Options) -> Result<ExitCode> {
    let workspace = &session.workspace;
    let out = options.out.as_path();
    // Every folder is checked before anything runs, the output folder too, so a typo fails at
    // once rather than after the grading.
    let mut submissions = Submission::open_all(dirs)?;
    if let Some(deadline) = options.before {
        submissions = Submission::all_at(submissions, deadline)?;
    }
    fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    // With --csv, stdout is the CSV alone: everything said for a person goes to stderr.
    let mut say: Box<dyn Write> = match options.csv {
        true => Box::new(std::io::stderr()),
        false => Box::new(std::io::stdout()),
    };
    let say = say.as_mut();
    let sandbox = sandbox(session.sandbox(), say)?;
    let dir = work_dir(workspace, "course-grade");
    let grader = Grader::new(workspace, &dir, sandbox)?;
    let (learners, chapters) = (submissions.len(), grader.chapters().len());
    writeln!(
        say,
        "Grading {learners} learners on {chapters} chapters, in {}",
        dir.display()
    )?;
    let chapters = grader.chapters().iter().map(|c| c.slug.clone()).collect();
    let folders: Vec<String> = grader.chapters().iter().map(|c| c.folder_name()).collect();
    let mut grades = Grades::new(chapters, options.before);
    // Where each learner's files come from is settled before their code runs.
    let provenances: Vec<_> = submissions
        .iter()
        .map(|s| s.provenance(grader.chapters()))
        .collect();
    for (submission, provenance) in submissions.iter().zip(provenances) {
        if let Some(note) = &provenance.note {
            writeln!(say, "\n{}: {note}", submission.name)?;
        }
        let learner = grade(&grader, submission, say)?.with_provenance(provenance);
        grades.learners.push(learner);
        // Written after every learner, so an interrupted grading keeps what it has done.
        grades.write_progress(out, &folders)?;
    }
    let written = grades.write(out, &folders)?;
    if options.csv {
        print!("{}", fs::read_to_string(&written.csv)?);
    } else {
        writeln!(say, "\n{}", summary(&grades))?;
    }
    writeln!(
        say,
        "Each learner's chapters in {}; also {} (gradebooks), {} (CI), {} (per chapter, \
         Exercism's results.json) and {}",
        written.markdown.display(),
        written.csv.display(),
        written.junit.display(),
        written.results.display(),
        written.json.display()
    )?;
    if let Some(channel) = Channel::report() {
        writeln!(say, "{channel}")?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The sandbox learners' code runs in. Without one, grading stops with how to get one, unless
/// the teacher has said `AYOAYO_SANDBOX=off` or the platform has none: then a warning.
fn sandbox(availability: &Availability, say: &mut dyn Write) -> Result<Option<Sandbox>> {
    let why = match availability {
        Availability::Ready(sandbox) => {
            #[cfg(unix)]
            // SAFETY: geteuid has no preconditions and cannot fail.
            if unsafe { libc::geteuid() } == 0 {
                writeln!(
                    say,
                    "Note: grading as root, learners' code is not held to the sandbox's limit on \
                     processes (the kernel never applies it to root); grade as an ordinary user \
                     for that limit too."
                )?;
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
    writeln!(
        say,
        "Warning: no sandbox ({why}). Learners' code runs with your permissions: it can read \
         and write your files. Grade only code you trust, or grade on Linux with bubblewrap."
    )?;
    Ok(None)
}

/// Grades every chapter of one submission, printing each grade as it comes.
fn grade(grader: &Grader, submission: &Submission, say: &mut dyn Write) -> Result<Learner> {
    writeln!(say, "\n{}", submission.name)?;
    let mut chapters = Vec::new();
    for chapter in grader.chapters() {
        write!(say, "  {:<16} ", chapter.folder_name())?;
        say.flush()?;
        let started = Instant::now();
        let grade = grader.grade(submission, chapter)?;
        match grade.state {
            Standing::NotStarted => writeln!(say, "not started")?,
            Standing::Missing => writeln!(say, "missing: no src/lib.rs")?,
            Standing::Unreadable => writeln!(
                say,
                "unreadable: {}",
                grade.note.as_deref().unwrap_or_default()
            )?,
            Standing::Stuck => writeln!(
                say,
                "stuck: {} ({:.1} s)",
                grade.note.as_deref().unwrap_or_default(),
                started.elapsed().as_secs_f32()
            )?,
            _ => {
                let marks = grade.recursion.iter().map(|finding| finding.mark());
                let recursion: String = marks.map(|mark| format!(", {mark}")).collect();
                writeln!(
                    say,
                    "{} ({:.1} s){recursion}",
                    grade.cell(),
                    started.elapsed().as_secs_f32()
                )?
            }
        }
        chapters.push(grade);
    }
    Ok(Learner::new(&submission.name, chapters))
}
