//! `autograde CHAPTER [--pristine REV]`: a learner's repository grades itself for one chapter,
//! as its workflow does on every push (`.github/classroom/classroom.yml`), with the verdict
//! `grade` gives.
//!
//! Only the learner's `exercises/NN-slug/src/lib.rs` is taken from the working tree; the tests,
//! stubs and references come from a pristine copy of the course: the repository's first commit
//! (the teacher's template as it was copied) or the commit `--pristine` names, read with git
//! plumbing into `target/course-autograde/`, so nothing in the repository is written. The
//! chapter's feedback goes to the run's summary page (`$GITHUB_STEP_SUMMARY`), its JUnit XML
//! and Exercism `results.json` to `target/course-autograde/results/NN-slug/`, and its result,
//! in the shape GitHub Classroom's retired reporter read, to `$GITHUB_OUTPUT`
//! (see `ayoayo_course::grade::classroom`).

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use anyhow::{Context, Result, bail};
use ayoayo_course::chapters::{Exercise, find_chapter};
use ayoayo_course::grade::classroom::StepResult;
use ayoayo_course::grade::{
    Grade, Grader, Submission, chapter_exports, feedback, markdown_section, tests_of,
};
use ayoayo_course::sandbox::Availability;
use ayoayo_course::session::Session;
use ayoayo_course::workspace::{hold, work_dir};

/// Grade one chapter of this repository, as its workflow does on every push.
///
/// Your exercises/NN-slug/src/lib.rs against the tests of the course as it was handed out
/// (the repository's first commit, or --pristine). On GitHub Actions the chapter's feedback
/// goes to the run's summary page; its junit.xml and results.json go to
/// target/course-autograde/results/; the exit code is 0 whenever a result was made, a failing
/// chapter too, so every chapter's step runs.
///
/// Example: cargo run -- autograde sow
#[derive(clap::Args)]
pub struct Args {
    /// The chapter: its number, name or folder.
    chapter: String,
    /// The commit whose tests grade the chapter (default: the repository's first commit).
    #[arg(long, value_name = "REV")]
    pristine: Option<String>,
}

/// Grades `chapter` and writes its result, also when grading fails (then saying why): the exit
/// code is 0 whenever a result was written, so every chapter's step runs.
pub fn run(args: Args, session: &Session) -> Result<ExitCode> {
    let chapter = args.chapter.as_str();
    let result = match grade(session, chapter, args.pristine.as_deref()) {
        Ok(result) => result,
        Err(error) => {
            let why = format!("{error:#}");
            println!("{chapter}: could not be graded: {why}");
            let section =
                format!("### ✗ {chapter}: could not be graded\n\n````text\n{why}\n````\n");
            add_to_summary(&section)?;
            StepResult::error(chapter, &why)
        }
    };
    write_result(&result)?;
    Ok(ExitCode::SUCCESS)
}

/// The chapter's grade against the pristine course, in the reporter's shape, after printing
/// its feedback (where it stands, the compiler's errors, each test, what failing ones said).
fn grade(session: &Session, name: &str, pristine: Option<&str>) -> Result<StepResult> {
    let repository = &session.workspace;
    let dir = work_dir(repository, "course-autograde");
    let _held = hold(&dir, "autograde")?;
    let grader = pristine_grader(session, &dir, pristine)?;
    let chapter = find_chapter(grader.workspace(), name)?;
    let submission = Submission::open(repository)?;
    let grade = grader.grade(&submission, &chapter)?;
    println!("{}", feedback(&grade));
    add_to_summary(&markdown_section(chapter.number, &grade))?;
    keep_exports(&dir.join("results"), &submission.name, &chapter, &grade)?;
    Ok(StepResult::of(&grade))
}

/// Writes the chapter's JUnit XML and Exercism `results.json` into `results/NN-slug/`, where
/// a CI run keeps them as its artifacts, and says where.
fn keep_exports(results: &Path, learner: &str, chapter: &Exercise, grade: &Grade) -> Result<()> {
    let folder = results.join(chapter.folder_name());
    fs::create_dir_all(&folder).with_context(|| format!("creating {}", folder.display()))?;
    let sources = tests_of(&chapter.dir, &chapter.slug);
    let (junit, exercism) = chapter_exports(learner, &chapter.folder_name(), grade, &sources);
    for (name, text) in [("junit.xml", junit), ("results.json", exercism)] {
        let path = folder.join(name);
        fs::write(&path, text).with_context(|| format!("writing {}", path.display()))?;
    }
    println!(
        "(Its junit.xml and results.json are in {}.)",
        folder.display()
    );
    Ok(())
}

/// Appends `markdown` to the run's summary page when the CI sets one (`$GITHUB_STEP_SUMMARY`,
/// which GitHub shows on the run's page); elsewhere the log already has it in words.
fn add_to_summary(markdown: &str) -> Result<()> {
    append_to_file_named_by("GITHUB_STEP_SUMMARY", &format!("{markdown}\n"))
}

/// Appends `text` to the file the environment variable `variable` names, when it names one:
/// how a GitHub Actions step hands on its outputs and its summary.
fn append_to_file_named_by(variable: &str, text: &str) -> Result<()> {
    let Some(path) = std::env::var_os(variable) else {
        return Ok(());
    };
    let path = PathBuf::from(path);
    let mut file = fs::OpenOptions::new()
        .append(true)
        .create(true)
        .open(&path)
        .with_context(|| format!("opening {}", path.display()))?;
    file.write_all(text.as_bytes())
        .with_context(|| format!("writing {}", path.display()))
}

/// A grader of the session's repository against the course as it was handed out (its first
/// commit, or `pristine`), read from git's history into `dir/pristine`, and building in `dir`;
/// in the sandbox when there is one, else saying so.
pub(super) fn pristine_grader(
    session: &Session,
    dir: &Path,
    pristine: Option<&str>,
) -> Result<Grader> {
    let repository = &session.workspace;
    let commit = pristine_commit(repository, pristine)?;
    let course = dir.join("pristine");
    extract(repository, &commit, &course, &dir.join("pristine.index"))?;
    let sandbox = match session.sandbox() {
        Availability::Ready(sandbox) => Some(sandbox.clone()),
        other => {
            println!("(The tests run without a sandbox here: {other}.)");
            None
        }
    };
    Grader::new(&course, dir, sandbox)
}

/// Appends the result to `$GITHUB_OUTPUT` when a runner sets it: on a learner's own machine a
/// line of base64 says nothing, and the exports say it all.
fn write_result(result: &StepResult) -> Result<()> {
    append_to_file_named_by("GITHUB_OUTPUT", &result.output_line())
}

/// The commit the course's tests are taken from: `rev` when given, else the repository's only
/// first commit. A shallow clone's first commit is the learner's latest, so that is refused.
fn pristine_commit(repository: &Path, rev: Option<&str>) -> Result<String> {
    let shallow = git(repository, &["rev-parse", "--is-shallow-repository"]).context(
        "autograde reads the course as it was handed out from the repository's history, and \
         this folder's history cannot be read: is it a clone of your repository?",
    )?;
    if shallow == "true" {
        bail!(
            "the repository was cloned without its history, so the course as it was handed out \
             cannot be found: check it out with `fetch-depth: 0`"
        );
    }
    if let Some(rev) = rev {
        let commit = format!("{rev}^{{commit}}");
        return git(repository, &["rev-parse", "--verify", "--quiet", &commit])
            .with_context(|| format!("`{rev}` names no commit of this repository"));
    }
    let roots = git(repository, &["rev-list", "--max-parents=0", "HEAD"])?;
    match roots.lines().collect::<Vec<_>>()[..] {
        [root] => Ok(root.to_string()),
        _ => bail!(
            "the repository has {} first commits, so which one is the course as it was handed \
             out is unclear: name it with --pristine",
            roots.lines().count()
        ),
    }
}

/// Writes the files of `commit` into `into` (emptied first), through an index file of our own,
/// so the repository's index and working tree are never touched.
fn extract(repository: &Path, commit: &str, into: &Path, index: &Path) -> Result<()> {
    if into.exists() {
        fs::remove_dir_all(into).with_context(|| format!("clearing {}", into.display()))?;
    }
    fs::create_dir_all(into).with_context(|| format!("creating {}", into.display()))?;
    let _ = fs::remove_file(index);
    let prefix = format!("{}/", into.display());
    for args in [
        &["read-tree", commit][..],
        &["checkout-index", "--all", "--force", "--prefix", &prefix],
    ] {
        run_git(repository, args, Some(index))?;
    }
    Ok(())
}

/// What `git ARGS` printed in `repository`, trimmed.
pub(super) fn git(repository: &Path, args: &[&str]) -> Result<String> {
    run_git(repository, args, None)
}

fn run_git(repository: &Path, args: &[&str], index: Option<&Path>) -> Result<String> {
    let mut command = Command::new("git");
    command.args(args).current_dir(repository);
    if let Some(index) = index {
        command.env("GIT_INDEX_FILE", index);
    }
    let shown = format!("git {}", args.join(" "));
    let output = command
        .output()
        .with_context(|| format!("running `{shown}`: is git installed?"))?;
    if !output.status.success() {
        let said = String::from_utf8_lossy(&output.stderr);
        bail!("`{shown}` failed: {}", said.trim());
    }
    Ok(String::from_utf8_lossy(&output.stdout).trim().to_string())
}
