//! `grade DIR... [--out DIR] [--before DATE] [--csv] [--assessments FILE] [--roster FILE]
//! [--no-mistakes]`:
//! for teachers, grades learners' copies of the course. Only each learner's
//! `exercises/NN-slug/src/lib.rs` is taken (from the folder, or from the learner's last commit
//! by DATE), and run against the teacher's own tests in a scratch copy under
//! `target/course-grade/` (see `ayoayo_course::grade`), a batch of learners built at once; with
//! `--assessments`, each learner's assessment too, on tests written afresh from their rules.
//! The reports go to OUT: `grades.md`, `grades.json`, `grades.csv` (and its Canvas and Moodle
//! shapes), `junit.xml` and `results/`.

mod gradebook;
mod ticker;

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result};
use ayoayo_course::assess::record::owner_of;
use ayoayo_course::assess::{AssessmentGrader, Record, read_roster};
use ayoayo_course::grade::{ClassGrader, Deadline, Learner, Submission, summary};
use ayoayo_course::session::Session;
use ayoayo_course::test_run::Channel;
use ayoayo_course::workspace::{hold, work_dir};
use gradebook::{Gradebook, assessments_of, sandbox};

/// For teachers: grade copies of the course (a class's submissions).
///
/// Writes, in OUT: grades.md (a summary table, then the typical mistakes seen, then each
/// learner's chapters), grades.html (the class's progress as a chart, and the same mistakes),
/// grades.json,
/// grades.csv (for a spreadsheet), grades-canvas.csv and grades-moodle.csv (for those
/// gradebooks' imports), junit.xml (for CI) and results/LEARNER/NN-slug/results.json
/// (Exercism's format).
///
/// Example: cargo run -- grade ../class/ada ../class/grace --out grades
///
/// At a deadline: cargo run -- grade ../class/* --before "2026-12-01 17:00"
#[derive(clap::Args)]
pub struct Args {
    /// The learners' copies of the course.
    #[arg(required = true)]
    dirs: Vec<PathBuf>,
    /// Where to write the reports.
    #[arg(long, default_value = "grades")]
    out: PathBuf,
    /// Grade each learner's last commit at or before DATE (by its commit date), read from
    /// their git repository without changing their folder. DATE is 2026-12-01 (midnight),
    /// 2026-12-01 17:00, or RFC 3339 (2026-12-01T17:00:00+01:00); without an offset it is
    /// this machine's local time (its time zone, or `TZ`), as git reads a date.
    #[arg(long, value_name = "DATE")]
    before: Option<Deadline>,
    /// Print grades.csv on stdout instead of the summary table, for piping.
    #[arg(long)]
    csv: bool,
    /// Grade each learner's assessment too, with the record `assess new` wrote
    /// (assessments.json): a learner's folder is their ID, or ends in -ID.
    #[arg(long, value_name = "FILE")]
    assessments: Option<PathBuf>,
    /// The class's roster (one learner's ID a line, as `assess new` takes it): each folder is
    /// matched to its learner (its name is the ID, or ends in -ID), and grades.csv's
    /// student_id is the ID. The assessments' record serves as one when given.
    #[arg(long, value_name = "FILE")]
    roster: Option<PathBuf>,
    /// Do not name the typical mistakes seen in the class's failing chapters (found once per
    /// version of the course, by grading the mistakes kept in tests/mutants).
    #[arg(long)]
    no_mistakes: bool,
}

pub fn run(args: Args, session: &Session) -> Result<ExitCode> {
    let workspace = &session.workspace;
    let out = args.out.as_path();
    // Every folder is checked before anything runs, the output folder and the assessments'
    // record too, so a typo fails at once rather than after the grading.
    let mut submissions = Submission::open_all(&args.dirs)?;
    if let Some(deadline) = args.before {
        submissions = Submission::all_at(submissions, deadline)?;
    }
    let record = match &args.assessments {
        Some(path) => Some(assessments_of(path, &submissions)?),
        None => None,
    };
    let mut ids = roster_ids(args.roster.as_deref(), record.as_ref(), &submissions)?.into_iter();
    fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    // With --csv, stdout is the CSV alone: everything said for a person goes to stderr.
    let mut say: Box<dyn Write> = match args.csv {
        true => Box::new(std::io::stderr()),
        false => Box::new(std::io::stdout()),
    };
    let say = say.as_mut();
    let sandbox = sandbox(session.sandbox(), say)?;
    let dir = work_dir(workspace, "course-grade");
    let _held = hold(&dir, "grade")?;
    let mut grader = ClassGrader::new(workspace, &dir, sandbox.clone())?;
    let assessing = match record {
        Some(record) => Some((
            AssessmentGrader::new(workspace, &dir.join("assessment"), sandbox)?,
            record,
        )),
        None => None,
    };
    let mut gradebook = Gradebook::new(grader.chapters(), assessing, args.before, out);
    let chapters = grader.chapters().len();
    say_what(
        say,
        submissions.len(),
        chapters,
        &gradebook,
        &dir,
        args.before,
    )?;
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
            let learner = Learner {
                id: ids.next().flatten(),
                ..learner
            };
            gradebook.add(submission, learner, provenances.next())
        },
    )?;
    if !args.no_mistakes {
        gradebook.name_mistakes(&mut grader, workspace, &dir, say)?;
    }
    report(&gradebook, args.csv, say)
}

/// What is about to be graded, where, and at which deadline, as `grade` read it.
fn say_what(
    say: &mut dyn Write,
    learners: usize,
    chapters: usize,
    gradebook: &Gradebook,
    dir: &Path,
    before: Option<Deadline>,
) -> Result<()> {
    let learners = match learners {
        1 => "1 learner".to_string(),
        n => format!("{n} learners"),
    };
    let assessments = match gradebook.assesses() {
        true => " and their assessments",
        false => "",
    };
    let dir = dir.display();
    writeln!(
        say,
        "Grading {learners} on {chapters} chapters{assessments}, in {dir}"
    )?;
    if let Some(deadline) = before {
        writeln!(say, "At the deadline {}", deadline.in_words())?;
    }
    Ok(())
}

/// Each submission's learner ID, in order, from the roster file at `roster` or else from the
/// assessments' `record`; `None`s when there is neither. A folder that is no one's on the
/// roster stops the grading before anything runs.
fn roster_ids(
    roster: Option<&Path>,
    record: Option<&Record>,
    submissions: &[Submission],
) -> Result<Vec<Option<String>>> {
    let ids: Vec<String> = match (roster, record) {
        (Some(path), _) => {
            let text = fs::read_to_string(path)
                .with_context(|| format!("reading the roster {}", path.display()))?;
            read_roster(&text).with_context(|| format!("reading {}", path.display()))?
        }
        (None, Some(record)) => record.learners.iter().map(|l| l.id.clone()).collect(),
        (None, None) => return Ok(vec![None; submissions.len()]),
    };
    let owner = |submission: &Submission| {
        owner_of(ids.iter().map(String::as_str), &submission.name).map(|id| Some(id.to_string()))
    };
    submissions.iter().map(owner).collect()
}

/// Writes the class's reports, then prints the CSV (with `--csv`) or the summary table, and
/// where each report is.
fn report(gradebook: &Gradebook, csv: bool, say: &mut dyn Write) -> Result<ExitCode> {
    let written = gradebook.write()?;
    if csv {
        print!("{}", fs::read_to_string(&written.csv)?);
    } else {
        writeln!(say, "\n{}", summary(gradebook.grades()))?;
    }
    writeln!(
        say,
        "Each learner's chapters in {}; the class chapter by chapter, and its typical mistakes, \
         in {} (open it in a browser); also {} (gradebooks), {} (CI), {} (per chapter, \
         Exercism's results.json) and {}",
        written.markdown.display(),
        written.html.display(),
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
