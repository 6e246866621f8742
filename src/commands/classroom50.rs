//! `classroom50 make [CHAPTER]... [--out DIR]` writes the autograder a teacher puts in their
//! Classroom 50 configuration repository; `classroom50 run [CHAPTER]...` is what that
//! autograder runs in a learner's checkout (see `ayoayo_course::grade::classroom50`).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, anyhow};
use ayoayo_course::chapters::{Exercise, find_chapter};
use ayoayo_course::grade::classroom50::{AUTOGRADER, Identity, Result50, instant, release_body};
use ayoayo_course::grade::{POINTS_PER_CHAPTER, Submission};
use ayoayo_course::session::Session;
use ayoayo_course::workspace::{hold, work_dir};
use clap::Subcommand;

use super::autograde::{git, pristine_grader};

/// For teachers: grade on Classroom 50, with the verdict `check` and `grade` give.
///
/// Example: cargo run -- classroom50 make scoop distribute sow
#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    action: Action,
}

/// What `classroom50` does.
#[derive(Subcommand)]
enum Action {
    /// Write the assignment's autograder (autograder.py, the chapters it grades, and the
    /// runtime block the assignment needs) for the chapters named, or for every chapter.
    ///
    /// Example: cargo run -- classroom50 make scoop distribute sow --out autograder
    Make {
        /// The chapters the assignment grades: numbers, names or folders (default: all).
        chapters: Vec<String>,
        /// Where to write the files (default: target/classroom50).
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
    },
    /// Grade this checkout's chapters against the course as it was handed out (its first
    /// commit), writing ./result.json and ./release-body.md: what autograder.py runs.
    Run {
        /// The chapters to grade: numbers, names or folders.
        #[arg(required = true)]
        chapters: Vec<String>,
    },
}

pub fn run(args: Args, session: &Session) -> Result<ExitCode> {
    match args.action {
        Action::Make { chapters, out } => make(session, &chapters, out),
        Action::Run { chapters } => grade(session, &chapters),
    }
}

/// The runtime block the assignment needs, for `gh teacher assignment add --runtime`: Rust,
/// and bubblewrap, the course's sandbox.
const RUNTIME: &str = "{\n  \"runs-on\": \"ubuntu-latest\",\n  \"rust\": \"stable\",\n  \"apt\": [\"bubblewrap\"]\n}\n";

fn make(session: &Session, names: &[String], out: Option<PathBuf>) -> Result<ExitCode> {
    let chosen = super::chosen(session, names)?;
    let out = out.unwrap_or_else(|| work_dir(&session.workspace, "classroom50"));
    fs::create_dir_all(&out).with_context(|| format!("creating {}", out.display()))?;
    let list: String = chosen.iter().map(|c| format!("{}\n", c.slug)).collect();
    for (name, text) in [
        ("autograder.py", AUTOGRADER),
        ("chapters", &list),
        ("runtime.json", RUNTIME),
    ] {
        let path = out.join(name);
        fs::write(&path, text).with_context(|| format!("writing {}", path.display()))?;
    }
    println!(
        "Wrote autograder.py, chapters and runtime.json in {} for {} chapter(s), {} points.\n\n\
         In your classroom50 repository, put autograder.py and chapters in \
         CLASSROOM/autograders/ASSIGNMENT/, and give the assignment runtime.json's block \
         (gh teacher assignment add ... --runtime runtime.json).",
        out.display(),
        chosen.len(),
        chosen.len() as u32 * POINTS_PER_CHAPTER
    );
    Ok(ExitCode::SUCCESS)
}

/// Grades the chapters named against the course as handed out, and writes the result and the
/// release's body into the checkout.
fn grade(session: &Session, names: &[String]) -> Result<ExitCode> {
    let who = Identity::read(|name| std::env::var(name).ok()).map_err(|why| anyhow!(why))?;
    let repository = &session.workspace;
    let dir = work_dir(repository, "course-autograde");
    let _held = hold(&dir, "classroom50 run")?;
    let grader = pristine_grader(session, &dir, None)?;
    let submission = Submission::open(repository)?;
    // The chapters as the course handed out has them, which grade.
    let chapters: Vec<Exercise> = super::chosen(session, names)?
        .iter()
        .map(|chapter| find_chapter(grader.workspace(), &chapter.slug))
        .collect::<Result<_>>()?;
    let grades = super::grade_each(&grader, &submission, &chapters)?;
    let committed = git(repository, &["log", "-1", "--format=%ct", "HEAD"])?;
    let datetime = committed.parse().ok().and_then(instant);
    let datetime = datetime.context("reading the graded commit's date")?;
    let now = jiff::Timestamp::now().as_second();
    let graded_at = instant(now).context("reading the clock")?;
    let result = Result50::of(&grades, who, datetime, graded_at);
    write(
        repository,
        "result.json",
        &serde_json::to_string_pretty(&result)?,
    )?;
    write(repository, "release-body.md", &release_body(&grades))?;
    Ok(ExitCode::SUCCESS)
}

fn write(folder: &Path, name: &str, text: &str) -> Result<()> {
    let path = folder.join(name);
    fs::write(&path, text).with_context(|| format!("writing {}", path.display()))
}
