//! Gradescope's autograder, as `gradescope make` writes it and as Gradescope runs it: the zip
//! is unpacked into a simulated `/autograder` (its root given by `AUTOGRADER_ROOT`), and its
//! own `run_autograder` grades a right, a wrong, a forged, a non-compiling and an untouched
//! submission, and one that holds no course; each `results.json` is read against the fields
//! of Gradescope's "Autograder Specifications" (docs/specs.md of gradescope/autograder_samples).

#[allow(dead_code)] // the helpers that drive a copy of the workspace: not used here
mod common;

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, OnceLock, PoisonError};

use ayoayo_course::sandbox::Sandbox;
use common::{course, own_answer, sandbox_env, with_challenges};
use serde::Deserialize;

/// A `results.json` as the specification allows it: a field it does not name is an error.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)] // read by the assertions' Debug output
struct Results {
    score: Option<f64>,
    execution_time: Option<f64>,
    output: Option<String>,
    output_format: Option<Rendering>,
    visibility: Option<Visibility>,
    stdout_visibility: Option<Visibility>,
    tests: Vec<TestCase>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)] // read by the assertions' Debug output
struct TestCase {
    score: f64,
    max_score: f64,
    status: Status,
    name: String,
    number: String,
    output: String,
    output_format: Rendering,
    visibility: Visibility,
}

#[derive(Debug, Deserialize, PartialEq)]
#[serde(rename_all = "snake_case")]
enum Status {
    Passed,
    Failed,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Visibility {
    Hidden,
    AfterDueDate,
    AfterPublished,
    Visible,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Rendering {
    Text,
    Html,
    SimpleFormat,
    Md,
    Ansi,
}

fn workspace() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The autograder for scoop and distribute, made and unpacked as Gradescope unpacks it: the
/// zip's files in ROOT/source, and run_autograder copied to ROOT/run_autograder; `warm`, the
/// chapters built as setup.sh builds them.
fn autograder(dir: &Path, warm: bool) -> PathBuf {
    let _ = fs::remove_dir_all(dir);
    let out = dir.join("made");
    let out_arg = out.to_string_lossy();
    let made = course(
        workspace(),
        &["gradescope", "make", "scoop", "2", "--out", &out_arg],
    );
    assert_eq!(made.code, Some(0), "{}", made.all());
    let zip = fs::File::open(out.join("autograder.zip")).unwrap();
    let mut archive = zip::ZipArchive::new(zip).unwrap();
    for (name, mode) in [
        ("setup.sh", 0o755),
        ("run_autograder", 0o755),
        ("chapters", 0o644),
    ] {
        let entry = archive
            .by_name(name)
            .unwrap_or_else(|_| panic!("{name} at the root"));
        assert_eq!(entry.unix_mode().map(|m| m & 0o777), Some(mode), "{name}");
    }
    let root = dir.join("root");
    archive.extract(root.join("source")).unwrap();
    assert_eq!(
        fs::read_to_string(root.join("source/chapters")).unwrap(),
        "scoop\ndistribute\n"
    );
    fs::copy(
        root.join("source/run_autograder"),
        root.join("run_autograder"),
    )
    .unwrap();
    if !warm {
        return root;
    }
    // What setup.sh ends with: every chapter built and run once, into the image.
    let root_arg = root.to_string_lossy();
    let warm = ["gradescope", "run", "--root", &root_arg, "--warm"];
    let warmed = common::course_with(workspace(), &warm, sandboxed());
    assert_eq!(warmed.code, Some(0), "{}", warmed.all());
    assert!(
        warmed.stdout.contains("Every chapter builds and runs"),
        "{}",
        warmed.all()
    );
    root
}

/// Puts `files` (paths below the submission, contents) in ROOT/submission, runs the
/// autograder's run_autograder there with `tool` as the course tool, and reads its results.
/// `env` is the autograder's environment beside the test's own (the sandbox's setting).
fn submit(root: &Path, files: &[(&str, String)], tool: &str, env: &[(&str, &str)]) -> Results {
    for folder in ["submission", "results"] {
        let _ = fs::remove_dir_all(root.join(folder));
        fs::create_dir_all(root.join(folder)).unwrap();
    }
    for (path, text) in files {
        let path = root.join("submission").join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
    let ran = Command::new("bash")
        .arg(root.join("run_autograder"))
        .current_dir(root)
        .env("AUTOGRADER_ROOT", root)
        .env("AYOAYO_COURSE_TOOL", tool)
        .envs(env.iter().copied())
        .env_remove("CI")
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&ran.stdout).into_owned();
    assert!(ran.status.success(), "run_autograder failed: {said}");
    let json = fs::read_to_string(root.join("results/results.json"))
        .unwrap_or_else(|_| panic!("no results.json: {said}"));
    serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {json}"))
}

/// The learner's file for chapter `folder`, under a copy of the course named `copy`.
fn lib(copy: &str, folder: &str, text: String) -> (String, String) {
    (format!("{copy}exercises/{folder}/src/lib.rs"), text)
}

fn scores(results: &Results) -> Vec<(f64, &Status)> {
    results.tests.iter().map(|t| (t.score, &t.status)).collect()
}

/// Runs `then` on the root of the one warmed autograder these tests share, one at a time.
fn with_autograder<T>(then: impl FnOnce(&Path) -> T) -> T {
    static ROOT: OnceLock<PathBuf> = OnceLock::new();
    static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("gradescope");
    then(ROOT.get_or_init(|| autograder(&dir, true)))
}

/// The environment that runs learners' code in the sandbox when the test has one.
fn sandboxed() -> &'static [(&'static str, &'static str)] {
    let sandbox = Sandbox::for_a_test("the autograder runs with AYOAYO_SANDBOX=off");
    sandbox_env(sandbox.is_some())
}

/// Submits `files` to the shared autograder.
fn graded(files: Vec<(String, String)>) -> Results {
    let borrowed: Vec<(&str, String)> =
        files.iter().map(|(p, t)| (p.as_str(), t.clone())).collect();
    let tool = env!("CARGO_BIN_EXE_course");
    with_autograder(|root| submit(root, &borrowed, tool, sandboxed()))
}

/// Right, submitted as a zip of the course's folder: the copy one folder down.
#[test]
fn a_right_submission_has_every_point() {
    let solved = |folder: &str| with_challenges(folder, &own_answer(folder));
    let right = graded(vec![
        lib("my-course/", "01-scoop", solved("01-scoop")),
        lib("my-course/", "02-distribute", solved("02-distribute")),
    ]);
    assert_eq!(right.score, Some(20.0), "{right:#?}");
    assert_eq!(
        scores(&right),
        [(10.0, &Status::Passed), (10.0, &Status::Passed)]
    );
    let names: Vec<(&str, &str)> = right
        .tests
        .iter()
        .map(|t| (t.name.as_str(), t.number.as_str()))
        .collect();
    assert_eq!(
        names,
        [("Chapter 1: scoop", "1"), ("Chapter 2: distribute", "2")]
    );
    assert!(
        right.tests.iter().all(|t| t.max_score == 10.0),
        "{right:#?}"
    );
}

/// Wrong: a typical mistake, which some tests catch, each saying what it found.
#[test]
fn a_typical_mistake_has_the_points_of_the_tests_it_passes() {
    let mistake = fs::read_to_string(workspace().join("tests/mutants/01-scoop/takes_one_stone.rs"));
    let mistake = with_challenges("01-scoop", &mistake.unwrap());
    let wrong = graded(vec![lib("", "01-scoop", mistake)]);
    let scoop = &wrong.tests[0];
    assert_eq!(scoop.status, Status::Failed, "{wrong:#?}");
    assert!(
        scoop.score < 10.0 && scoop.output.contains("\n✗ "),
        "{wrong:#?}"
    );
    assert!(
        scoop.output.contains("\n--- "),
        "what a failing test said: {wrong:#?}"
    );
    assert!(wrong.tests[1].output.contains("missing"), "{wrong:#?}");
}

/// Forged: prints a passing transcript and exits with success.
#[test]
fn a_forged_pass_has_no_point() {
    let forged = "tests/hostile/forged-lines/exercises/01-scoop/src/lib.rs";
    let forged = fs::read_to_string(workspace().join(forged)).unwrap();
    let forged = graded(vec![lib("", "01-scoop", forged)]);
    assert_eq!(forged.score, Some(0.0), "{forged:#?}");
    assert_eq!(forged.tests[0].status, Status::Failed, "{forged:#?}");
    assert!(forged.tests[0].output.contains("refused"), "{forged:#?}");
}

/// Does not compile: the compiler's own error is in the entry.
#[test]
fn a_file_that_does_not_compile_shows_the_compiler_s_error() {
    let broken = "use ayoayo::{Board, Pit};\n\
                  pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {\n    (board, pit)\n}\n";
    let broken = graded(vec![lib(
        "",
        "01-scoop",
        with_challenges("01-scoop", broken),
    )]);
    let output = &broken.tests[0].output;
    assert!(
        output.starts_with("scoop — does not compile yet"),
        "{broken:#?}"
    );
    let said = "The compiler said:\n\nerror[E0308]: mismatched types";
    assert!(output.contains(said), "{output}");
    assert_eq!(broken.score, Some(0.0), "{broken:#?}");
}

/// Untouched: the stubs as handed out.
#[test]
fn an_untouched_submission_is_not_started() {
    let stub = |folder: &str| {
        let stub = workspace().join(format!("exercises/{folder}/course/stub.rs"));
        fs::read_to_string(stub).unwrap()
    };
    let untouched = graded(vec![
        lib("", "01-scoop", stub("01-scoop")),
        lib("", "02-distribute", stub("02-distribute")),
    ]);
    assert_eq!(
        scores(&untouched),
        [(0.0, &Status::Failed), (0.0, &Status::Failed)]
    );
    let said = untouched
        .tests
        .iter()
        .all(|t| t.output.contains("not started"));
    assert!(said, "{untouched:#?}");
}

#[test]
fn a_submission_without_the_course_or_a_grading_that_breaks_still_has_results() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("gradescope-errors");
    let root = autograder(&dir, false);
    let stray = submit(
        &root,
        &[("lib.rs", "pub fn scoop() {}\n".into())],
        env!("CARGO_BIN_EXE_course"),
        sandboxed(),
    );
    assert_eq!(
        (stray.score, stray.tests.len()),
        (Some(0.0), 0),
        "{stray:#?}"
    );
    let output = stray.output.unwrap_or_default();
    assert!(output.contains("holds no copy of the course"), "{output}");

    // A tool that cannot even start: run_autograder writes results of its own. A line added
    // to the script (as code running while bash reads it could add one) is never read.
    let mut script = fs::OpenOptions::new()
        .append(true)
        .open(root.join("run_autograder"))
        .unwrap();
    writeln!(
        script,
        "echo '{{\"score\": 99, \"tests\": []}}' > \"$results\""
    )
    .unwrap();
    let broken = submit(&root, &[], "/nonexistent/course", sandboxed());
    assert_eq!(
        (broken.score, broken.tests.len()),
        (Some(0.0), 0),
        "{broken:#?}"
    );
    let output = broken.output.unwrap_or_default();
    assert!(output.contains("stopped before it finished"), "{output}");
}

/// The page says what the code does: the points, the variables run_autograder reads, and the
/// line the image's build prints about the sandbox.
#[test]
fn the_gradescope_page_says_what_the_autograder_does() {
    use ayoayo_course::grade::POINTS_PER_CHAPTER;
    use ayoayo_course::grade::gradescope::{RUN_AUTOGRADER, SETUP};
    let page = fs::read_to_string(workspace().join("book/src/class/gradescope.md")).unwrap();
    let page = page.split_whitespace().collect::<Vec<_>>().join(" ");
    let phrases = [
        format!("Each chapter is worth {POINTS_PER_CHAPTER} points"),
        "Learners' code will run in the course's sandbox".into(),
        "the Ubuntu 22.04 base image".into(),
    ];
    for phrase in phrases {
        assert!(page.contains(&phrase), "the page does not say `{phrase}`");
    }
    for variable in ["AUTOGRADER_ROOT", "AYOAYO_COURSE_TOOL"] {
        assert!(
            RUN_AUTOGRADER.contains(&format!("${{{variable}:-")),
            "{variable}"
        );
        assert!(page.contains(variable), "the page does not name {variable}");
    }
    assert!(SETUP.contains("gradescope run --root /autograder --warm"));
}

/// A learner's scoop, right, that on its first call tries to change the autograder: to append
/// to run_autograder, which bash is still reading (a line that would replace the results), and
/// to write into the course's copy. Its tests run in the chapter's folder, four below the root.
const TAMPERS: &str = r#"use ayoayo::{Board, Pit};

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    tamper();
    let mut after = board;
    let taken = after[pit];
    after[pit] = 0;
    (after, taken)
}

fn tamper() {
    use std::io::Write;
    let root = std::path::Path::new("../../../..");
    let script = std::fs::OpenOptions::new().append(true).open(root.join("run_autograder"));
    if let Ok(mut script) = script {
        let line = "echo '{\"score\": 99, \"tests\": []}' > \"$results\"\n";
        let _ = script.write_all(line.as_bytes());
    }
    let _ = std::fs::write(root.join("source/tampered"), "x");
}
"#;

/// Where bubblewrap cannot start, as in a container, the grading (root) runs each test run as
/// a user of its own: the learner's code cannot change the autograder's files.
#[test]
fn as_a_user_of_its_own_learners_code_cannot_change_the_autograder() {
    // SAFETY: geteuid cannot fail and reads no memory of ours.
    if unsafe { libc::geteuid() } != 0 {
        eprintln!("note: not root, so no user of its own can be given: the test is skipped");
        return;
    }
    let tampers = with_challenges("01-scoop", TAMPERS);
    let tool = env!("CARGO_BIN_EXE_course");
    with_autograder(|root| {
        let script = fs::read(root.join("run_autograder")).unwrap();
        let files = [("exercises/01-scoop/src/lib.rs", tampers)];
        let results = submit(root, &files, tool, &[("AYOAYO_SANDBOX", "user")]);
        let changed = fs::read(root.join("run_autograder")).unwrap() != script;
        fs::write(root.join("run_autograder"), &script).unwrap();
        let tampered = root.join("source/tampered");
        let wrote = fs::remove_file(&tampered).is_ok();
        assert!(
            !changed && !wrote,
            "the autograder was changed: {results:#?}"
        );
        assert_eq!(results.score, Some(10.0), "{results:#?}");
        let output = results.output.unwrap_or_default();
        assert!(output.contains("as a user of its own"), "{output}");
    });
}
