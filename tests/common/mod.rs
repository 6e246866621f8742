//! Driving the course tool as a user would: on a scratch copy of the workspace, through the
//! built binary, with the integrity checks' build folder so dependencies are built once.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Mutex, MutexGuard};

use ayoayo_course::workshop::scratch::Scratch;

/// A scratch copy of the workspace named `name`, and the right to build in it: cargo names an
/// exercise's test binary the same in every copy, so one test builds at a time.
pub fn scratch(name: &str) -> (Scratch, MutexGuard<'static, ()>) {
    static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());
    let turn = ONE_AT_A_TIME
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let root = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("cli")
        .join(name);
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
    (
        Scratch::copy(workspace, &root).expect("copying the workspace"),
        turn,
    )
}

/// The build folder shared with the integrity checks.
pub fn target_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("integrity/target")
}

/// What one run of the tool did.
pub struct Ran {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

impl Ran {
    /// Everything it printed, for assertion messages.
    pub fn all(&self) -> String {
        format!(
            "exit {:?}\n--- stdout\n{}\n--- stderr\n{}",
            self.code, self.stdout, self.stderr
        )
    }
}

/// Runs `course ARGS` in `dir`, as `cargo run -- ARGS` would there.
#[allow(dead_code)] // not every test binary runs the tool without extra environment
pub fn course(dir: &Path, args: &[&str]) -> Ran {
    course_with(dir, args, &[])
}

/// Runs `course ARGS` in `dir` with extra environment variables.
pub fn course_with(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Ran {
    let output: Output = Command::new(env!("CARGO_BIN_EXE_course"))
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target_dir())
        // Output is piped, so colour is off unless a test forces it, whatever the shell says.
        .env_remove("CLICOLOR_FORCE")
        .envs(env.iter().copied())
        .env_remove("CI")
        .output()
        .expect("running the course tool");
    Ran {
        code: output.status.code(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// The environment that makes the tool run learner code in the sandbox when the test has one
/// (`sandboxed`), and without one otherwise: `grade` refuses to run without a sandbox unless
/// told `AYOAYO_SANDBOX=off`.
#[allow(dead_code)] // for the tests that grade: teacher and hostile
pub fn sandbox_env(sandboxed: bool) -> &'static [(&'static str, &'static str)] {
    if sandboxed {
        &[]
    } else {
        &[("AYOAYO_SANDBOX", "off")]
    }
}

/// A number of seconds for `sleep`, `whole` and a fraction no other call has (this test
/// program's id, the time and a count), so that a test finds in /proc the sleeps it started
/// and no one else's.
#[allow(dead_code)] // for the tests that start processes
pub fn unique_seconds(whole: u32) -> String {
    static CALLS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let since = std::time::UNIX_EPOCH.elapsed().unwrap_or_default();
    let (id, nanos) = (std::process::id(), since.subsec_nanos());
    format!("{whole}.{id}{nanos:09}{call:03}")
}

/// The processes still alive (not zombies) whose command line contains `marker`.
#[cfg(target_os = "linux")]
#[allow(dead_code)] // for the tests that start processes: cli and hostile
pub fn running_with(marker: &str) -> Vec<u32> {
    let entries = std::fs::read_dir("/proc").unwrap();
    let running = entries.flatten().filter(|entry| {
        let cmdline = std::fs::read(entry.path().join("cmdline")).unwrap_or_default();
        let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
        let alive = stat
            .rsplit_once(')')
            .is_some_and(|(_, rest)| !rest.trim_start().starts_with('Z'));
        alive && String::from_utf8_lossy(&cmdline).contains(marker)
    });
    running
        .filter_map(|entry| entry.file_name().to_str()?.parse().ok())
        .collect()
}

/// The chapters' slugs, in order, as the course model lists them.
#[allow(dead_code)] // not every test binary counts the chapters
pub fn slugs() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let course = course_model::Course::load(root).expect("reading exercises/course.toml");
    course
        .chapters
        .into_iter()
        .map(|chapter| chapter.slug)
        .collect()
}

/// `lib`, a learner's file for the exercise `folder` (`01-scoop`) written for a test, with the
/// chapter's challenges answered by the reference's re-export: the chapter's tests name them,
/// so a file without them does not compile, as a learner's file that deleted them would not.
#[allow(dead_code)] // for the tests that write learners' files
pub fn with_challenges(folder: &str, lib: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let course = course_model::Course::load(root).expect("reading exercises/course.toml");
    let chapter = course.find(folder).expect("a chapter's folder");
    format!("{lib}\n{}", chapter.optional_answers())
}

/// A correct file for the exercise `folder` (`01-scoop`) written as a learner writes one: the
/// chapter's first correct solution in tests/styles/, with the reference's types as the
/// integrity checks add them (add the challenges with [`with_challenges`]). Not the
/// reference's own functions re-exported, which `grade` refuses as not the learner's work.
#[allow(dead_code)] // for the tests that grade a passing file
pub fn own_answer(folder: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let course = course_model::Course::load(root).expect("reading exercises/course.toml");
    let chapter = course.find(folder).expect("a chapter's folder");
    let styles = chapter
        .kept_files(root, "tests/styles")
        .expect("reading tests/styles");
    let style = styles.first().expect("a correct solution in tests/styles");
    let source = fs::read_to_string(style).expect("reading a style");
    format!("{source}\n{}", chapter.given_types())
}

/// Each learner's verdict per chapter, learner by learner, chapter by chapter.
#[allow(dead_code)] // for the tests that grade: hostile and transcript
pub type Verdicts = BTreeMap<String, BTreeMap<String, String>>;

/// Each learner's verdict per chapter, from `grades.json` in `out`, leaving out the chapters
/// they did not submit.
#[allow(dead_code)] // for the tests that grade: hostile and transcript
pub fn verdicts(out: &Path) -> Verdicts {
    let json = fs::read_to_string(out.join("grades.json")).unwrap();
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    let learners = json["learners"].as_array().unwrap().iter();
    learners
        .map(|learner| {
            let chapters = learner["chapters"].as_array().unwrap().iter();
            let submitted = chapters
                .filter(|grade| grade["state"] != "missing")
                .map(|grade| {
                    let state = grade["state"].as_str().unwrap().to_string();
                    (grade["chapter"].as_str().unwrap().to_string(), state)
                });
            (
                learner["name"].as_str().unwrap().to_string(),
                submitted.collect(),
            )
        })
        .collect()
}

/// Asserts that the grading in `out` gave `expected`; when it did not, the message starts with
/// the learners graded otherwise and their grades' notes, since a CI log may keep only the
/// first lines of the whole output that follows.
#[allow(dead_code)] // for the tests that grade: hostile and transcript
pub fn assert_verdicts(out: &Path, expected: &Verdicts, ran: &Ran) {
    let got = verdicts(out);
    if &got == expected {
        return;
    }
    let json = fs::read_to_string(out.join("grades.json")).unwrap_or_default();
    let json: serde_json::Value = serde_json::from_str(&json).unwrap_or_default();
    let learners = json["learners"].as_array().cloned().unwrap_or_default();
    let names = got.keys().chain(expected.keys());
    let differing: BTreeSet<&String> = names.filter(|n| got.get(*n) != expected.get(*n)).collect();
    let mut said = String::new();
    for name in differing {
        said += &format!(
            "{name}: graded {:?}, expected {:?}\n",
            got.get(name),
            expected.get(name)
        );
        let learner = learners.iter().find(|l| l["name"] == name.as_str());
        let chapters = learner
            .and_then(|l| l["chapters"].as_array())
            .into_iter()
            .flatten();
        for note in chapters.filter(|grade| grade["state"] != "missing") {
            said += &format!("  {}: {}\n", note["chapter"], note["note"]);
        }
    }
    panic!(
        "learners graded otherwise than expected:\n{said}\n{}",
        ran.all()
    );
}

/// The verdicts a test expects, written as `(learner, [(chapter, state)])`.
#[allow(dead_code)] // for the tests that grade: hostile and transcript
pub fn verdicts_of<'a>(
    expected: impl IntoIterator<Item = (&'a str, Vec<(&'a str, &'a str)>)>,
) -> Verdicts {
    let learners = expected.into_iter().map(|(name, grades)| {
        let grades = grades.into_iter();
        let grades = grades.map(|(chapter, state)| (chapter.into(), state.into()));
        (name.to_string(), grades.collect())
    });
    learners.collect()
}

/// `git ARGS` in `dir`, which must succeed, with an author of its own; what it printed.
#[allow(dead_code)] // for the tests that make learners' repositories: classroom and agreement
pub fn git(dir: &Path, args: &[&str]) -> String {
    let output = Command::new("git")
        .args([
            "-c",
            "user.name=Teacher",
            "-c",
            "user.email=teacher@example.org",
        ])
        .args([
            "-c",
            "commit.gpgsign=false",
            "-c",
            "init.defaultBranch=main",
        ])
        .args(args)
        .current_dir(dir)
        .output()
        .expect("running git");
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "git {args:?}: {said}");
    String::from_utf8_lossy(&output.stdout).trim().to_string()
}
