//! `grade DIR... [--out DIR] [--before DATE] [--csv] [--assessments FILE]`: for teachers, grades
//! learners' copies of the course. Only each learner's `exercises/NN-slug/src/lib.rs` is taken
//! (from the folder, or from the learner's last commit by DATE), and run against the teacher's
//! own tests in a scratch copy under `target/course-grade/` (see `ayoayo_course::grade`), a
//! batch of learners built at once; with `--assessments`, each learner's assessment too, on
//! tests written afresh from their rules. The reports go to OUT: `grades.md`, `grades.json`,
//! `grades.csv`, `junit.xml` and `results/`.

mod ticker;

use std::fs;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use ayoayo_course::assess::{self, AssessmentGrader, Record};
use ayoayo_course::grade::{ClassGrader, Deadline, Grades, Submission, summary};
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
    /// The record `assess new` wrote: grade each learner's assessment too.
    pub assessments: Option<PathBuf>,
}

pub fn run(session: &Session, dirs: &[PathBuf], options: &Options) -> Result<ExitCode> {
    let workspace = &session.workspace;
    let out = options.out.as_path();
    // Every folder is checked before anything runs, the output folder and the assessments'
    // record too, so a typo fails at once rather than after the grading.
    let mut submissions = Submission::open_all(dirs)?;
    if let Some(deadline) = options.before {
        submissions = Submission::all_at(submissions, deadline)?;
    }
    let record = match &options.assessments {
        Some(path) => Some(assessments_of(path, &submissions)?),
        None => None,
    };
    fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    // With --csv, stdout is the CSV alone: everything said for a person goes to stderr.
    let mut say: Box<dyn Write> = match options.csv {
        true => Box::new(std::io::stderr()),
        false => Box::new(std::io::stdout()),
    };
    let say = say.as_mut();
    let sandbox = sandbox(session.sandbox(), say)?;
    let dir = work_dir(workspace, "course-grade");
    let mut grader = ClassGrader::new(workspace, &dir, sandbox.clone())?;
    let assessing = match record {
        Some(record) => Some((
            AssessmentGrader::new(workspace, &dir.join("assessment"), sandbox)?,
            record,
        )),
        None => None,
    };
    let (learners, chapters) = (submissions.len(), grader.chapters().len());
    writeln!(
        say,
        "Grading {learners} learners on {chapters} chapters{}, in {}",
        if assessing.is_some() {
            " and their assessments"
        } else {
            ""
        },
        dir.display()
    )?;
    let mut slugs: Vec<String> = grader.chapters().iter().map(|c| c.slug.clone()).collect();
    let mut folders: Vec<String> = grader.chapters().iter().map(|c| c.folder_name()).collect();
    if assessing.is_some() {
        slugs.push(assess::package::PACKAGE.into());
        folders.push(assess::package::FOLDER.into());
    }
    let mut grades = Grades::new(slugs, options.before);
    // Where each learner's files come from is settled before their code runs.
    let provenances: Vec<_> = submissions
        .iter()
        .map(|s| s.provenance(grader.chapters()))
        .collect();
    for (submission, provenance) in submissions.iter().zip(&provenances) {
        if let Some(note) = &provenance.note {
            writeln!(say, "{}: {note}", submission.name)?;
        }
    }
    let mut provenances = provenances.into_iter();
    ticker::grade_class(
        &mut grader,
        &submissions,
        say,
        &mut |submission, learner| {
            let mut learner = learner;
            if let Some((grader, record)) = &assessing {
                learner.chapters.push(grader.grade(submission, record)?);
            }
            if let Some(provenance) = provenances.next() {
                learner = learner.with_provenance(provenance);
            }
            grades.learners.push(learner);
            // Written after every learner, so an interrupted grading keeps what it has done.
            grades.write_progress(out, &folders)
        },
    )?;
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

/// The assessments' record at `path`, once every submission is known to be one learner's on it:
/// a folder that is nobody's, or could be two learners', stops the grading before it starts.
fn assessments_of(path: &std::path::Path, submissions: &[Submission]) -> Result<Record> {
    let record = Record::read(path)?;
    for submission in submissions {
        record.learner_of(&submission.name)?;
    }
    Ok(record)
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
