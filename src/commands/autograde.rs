//! `autograde CHAPTER [--pristine REV]`: a learner's repository grades itself for one chapter,
//! as GitHub Classroom's workflow asks, with the verdict `grade` gives.
//!
//! Only the learner's `exercises/NN-slug/src/lib.rs` is taken from the working tree; the tests,
//! stubs and references come from a pristine copy of the course: the repository's first commit
//! (the teacher's template as Classroom copied it) or the commit `--pristine` names, read with
//! git plumbing into `target/course-autograde/`, so nothing in the repository is written.
//! The result goes to `$GITHUB_OUTPUT` for the reporter (see `ayoayo_course::grade::classroom`).

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use anyhow::{Context, Result, bail};
use ayoayo_course::chapters::find_chapter;
use ayoayo_course::grade::classroom::{StepResult, summary};
use ayoayo_course::grade::{Grader, Submission};
use ayoayo_course::sandbox::Availability;
use ayoayo_course::session::Session;
use ayoayo_course::workspace::{hold, work_dir};

/// For GitHub Classroom: grade one chapter of this repository, as its workflow does.
///
/// Your exercises/NN-slug/src/lib.rs against the tests of the course as it was handed out
/// (the repository's first commit, or --pristine). The result goes to $GITHUB_OUTPUT for
/// Classroom's reporter (when it is not set, only its size is said); the exit code is 0
/// whenever a result was made, a failing chapter too: the reporter marks the run failed.
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

/// Grades `chapter` and writes its result, also when grading fails (then as an error the
/// reporter shows): the exit code is 0 whenever a result was written, so every chapter's step
/// runs and the reporter, not the step, marks the run failed.
pub fn run(args: Args, session: &Session) -> Result<ExitCode> {
    let chapter = args.chapter.as_str();
    let result = match grade(session, chapter, args.pristine.as_deref()) {
        Ok(result) => result,
        Err(error) => {
            let why = format!("{error:#}");
            println!("{chapter}: could not be graded: {why}");
            StepResult::error(chapter, &why)
        }
    };
    write_result(&result)?;
    Ok(ExitCode::SUCCESS)
}

/// The chapter's grade against the pristine course, as the reporter reads it, after printing
/// its summary and what each failing test said.
fn grade(session: &Session, name: &str, pristine: Option<&str>) -> Result<StepResult> {
    let repository = &session.workspace;
    let dir = work_dir(repository, "course-autograde");
    let _held = hold(&dir, "autograde")?;
    let grader = pristine_grader(session, &dir, pristine)?;
    let chapter = find_chapter(grader.workspace(), name)?;
    let grade = grader.grade(&Submission::open(repository)?, &chapter)?;
    println!("{}", summary(&grade));
    if let Some(said) = &grade.compiler {
        println!("\nThe compiler said:\n\n{said}");
    }
    for test in &grade.tests {
        if let Some(message) = &test.message {
            println!("\n--- {}\n{}", test.name, message.trim_end());
        }
    }
    Ok(StepResult::of(&grade))
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

/// Appends the result to `$GITHUB_OUTPUT` when a runner sets it, else says where it would go:
/// on a learner's own machine, a line of base64 says nothing.
fn write_result(result: &StepResult) -> Result<()> {
    let line = result.output_line();
    match std::env::var_os("GITHUB_OUTPUT") {
        Some(path) => {
            let path = PathBuf::from(path);
            let mut file = fs::OpenOptions::new()
                .append(true)
                .create(true)
                .open(&path)
                .with_context(|| format!("opening {}", path.display()))?;
            file.write_all(line.as_bytes())
                .with_context(|| format!("writing {}", path.display()))
        }
        None => {
            println!(
                "\nOn GitHub, this result (a line of {} characters for Classroom's reporter) goes to \
                 the file $GITHUB_OUTPUT names; set GITHUB_OUTPUT to a file to see it here.",
                line.len()
            );
            Ok(())
        }
    }
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
