//! Classroom 50's autograder, run as its runner runs it: `classroom50 make` writes
//! autograder.py, which is called in a learner's checkout (the course in a first commit, then
//! the learner's commits) with the runner's variables set, and must leave `result.json` as the
//! contract of Classroom 50's wiki ("Advanced Autograding") spells it, and `release-body.md`.

#[allow(dead_code)] // the helpers that drive a copy of the workspace: not used here
mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use ayoayo_course::grade::classroom50::instant;
use ayoayo_course::sandbox::Sandbox;
use ayoayo_course::workshop::scratch::Scratch;
use common::{course, git, own_answer, sandbox_env, with_challenges};
use serde::Deserialize;

/// `result.json` as the contract lists its fields; the runner stamps `owner` and
/// `assignment_type` itself. A field the contract does not name is an error.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)] // read by the assertions' Debug output
struct Result50 {
    schema: String,
    classroom: String,
    assignment: String,
    submission: String,
    commit: String,
    release: String,
    review: String,
    datetime: String,
    graded_at: Option<String>,
    score: u32,
    #[serde(rename = "max-score")]
    max_score: u32,
    tests: Vec<Test50>,
}

/// A test of the contract; extra fields (the course's `message`) are kept verbatim by it.
#[derive(Debug, Deserialize)]
struct Test50 {
    #[serde(rename = "test-name")]
    name: String,
    passed: bool,
    score: u32,
    #[serde(rename = "max-score")]
    max_score: u32,
    message: String,
}

fn workspace() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A learner's repository: the course in a first commit, then the learner's `files`.
fn repository(dir: &Path, files: &[(&str, String)]) {
    Scratch::copy(workspace(), dir).expect("copying the course");
    git(dir, &["init", "--quiet"]);
    git(dir, &["add", "--all"]);
    git(
        dir,
        &["commit", "--quiet", "-m", "The course, as handed out"],
    );
    for (path, text) in files {
        fs::write(dir.join(path), text).unwrap();
    }
    git(dir, &["commit", "--quiet", "--all", "-m", "My work"]);
}

/// `classroom50 make` for scoop and distribute, into the folder a teacher's configuration
/// repository holds the assignment's autograder in.
fn bundle(dir: &Path) -> PathBuf {
    let bundle = dir.join("config/recursion-2027/autograders/part-one");
    let out = bundle.to_string_lossy();
    let made = course(
        workspace(),
        &["classroom50", "make", "scoop", "2", "--out", &out],
    );
    assert_eq!(made.code, Some(0), "{}", made.all());
    let chapters = fs::read_to_string(bundle.join("chapters")).unwrap();
    assert_eq!(chapters, "scoop\ndistribute\n");
    let runtime = fs::read_to_string(bundle.join("runtime.json")).unwrap();
    let runtime: serde_json::Value = serde_json::from_str(&runtime).unwrap();
    assert_eq!(runtime["rust"], "stable");
    assert_eq!(runtime["apt"], serde_json::json!(["bubblewrap"]));
    bundle
}

/// Runs the bundle's autograder.py in `checkout` as the runner does (its variables set, the
/// checkout as its folder), with the built course tool, and reads the result it left.
fn run_autograder(bundle: &Path, checkout: &Path) -> Result50 {
    let sandboxed = Sandbox::for_a_test("the autograder runs with AYOAYO_SANDBOX=off").is_some();
    let runner = [
        ("CLASSROOM", "recursion-2027"),
        ("ASSIGNMENT", "part-one"),
        ("SUBMISSION_TAG", "submit/2027-02-01T10-00-00Z-a1b2c3d"),
        ("COMMIT_URL", "https://github.com/o/r/commit/a1b2c3d"),
        (
            "RELEASE_URL",
            "https://github.com/o/r/releases/tag/submit%2F2027",
        ),
    ];
    let ran = Command::new("python3")
        .arg(bundle.join("autograder.py"))
        .current_dir(checkout)
        .env("AYOAYO_COURSE_TOOL", env!("CARGO_BIN_EXE_course"))
        .envs(runner)
        .envs(sandbox_env(sandboxed).iter().copied())
        .env_remove("CI")
        .output()
        .expect("running python3");
    let out = String::from_utf8_lossy(&ran.stdout);
    let err = String::from_utf8_lossy(&ran.stderr);
    assert!(ran.status.success(), "the autograder failed:\n{out}{err}");
    let json = fs::read_to_string(checkout.join("result.json")).expect("result.json");
    serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {json}"))
}

#[test]
fn the_autograder_grades_a_checkout_as_the_runner_runs_it() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("classroom50");
    let _ = fs::remove_dir_all(&dir);
    let bundle = bundle(&dir);
    // Scoop solved; distribute wrong, with its tests emptied, which must not count.
    let checkout = dir.join("checkout");
    let solved = with_challenges("01-scoop", &own_answer("01-scoop"));
    let mistake = workspace().join("tests/mutants/02-distribute/forgets_the_skip.rs");
    let wrong = with_challenges("02-distribute", &fs::read_to_string(mistake).unwrap());
    let emptied = "exercises/02-distribute/tests/distribute/main.rs";
    let files = [
        ("exercises/01-scoop/src/lib.rs", solved),
        ("exercises/02-distribute/src/lib.rs", wrong),
        (emptied, String::new()),
    ];
    repository(&checkout, &files);
    let result = run_autograder(&bundle, &checkout);

    assert_eq!(result.schema, "classroom50/result/v1");
    let names = (result.classroom.as_str(), result.assignment.as_str());
    assert_eq!(names, ("recursion-2027", "part-one"));
    assert_eq!(result.review, result.commit, "no REVIEW_URL: the commit's");
    let committed = git(&checkout, &["log", "-1", "--format=%ct"]);
    let committed = instant(committed.trim().parse().unwrap()).unwrap();
    assert_eq!(
        result.datetime, committed,
        "the graded commit's date, in UTC"
    );
    let scored: u32 = result.tests.iter().map(|test| test.score).sum();
    assert_eq!(
        (result.score, result.max_score),
        (scored, 20),
        "{result:#?}"
    );
    let scoop = &result.tests[0];
    let scoop = (
        scoop.name.as_str(),
        scoop.passed,
        scoop.score,
        scoop.max_score,
    );
    assert_eq!(scoop, ("Chapter 1: scoop", true, 10, 10));
    let distribute = &result.tests[1];
    assert!(!distribute.passed && distribute.score < 10, "{result:#?}");
    assert!(
        distribute.message.starts_with("distribute — failing"),
        "{result:#?}"
    );
    let body = fs::read_to_string(checkout.join("release-body.md")).unwrap();
    assert!(body.contains("### ✓ Chapter 1: scoop: 10/10"), "{body}");
}

/// The page says what the code does: the points, the runner's variables, the runtime block.
#[test]
fn the_classroom50_page_says_what_the_autograder_does() {
    use ayoayo_course::grade::POINTS_PER_CHAPTER;
    use ayoayo_course::grade::classroom50::AUTOGRADER;
    let page = fs::read_to_string(workspace().join("book/src/class/classroom50.md")).unwrap();
    let page = page.split_whitespace().collect::<Vec<_>>().join(" ");
    let phrase = format!("Each chapter is worth {POINTS_PER_CHAPTER} points");
    assert!(page.contains(&phrase), "the page does not say `{phrase}`");
    for variable in [
        "CLASSROOM",
        "ASSIGNMENT",
        "SUBMISSION_TAG",
        "COMMIT_URL",
        "RELEASE_URL",
    ] {
        assert!(page.contains(variable), "the page does not name {variable}");
    }
    assert!(AUTOGRADER.contains("AYOAYO_COURSE_TOOL") && page.contains("AYOAYO_COURSE_TOOL"));
    assert!(AUTOGRADER.contains("\"rev-list\", \"--max-parents=0\", \"HEAD\""));
    assert!(page.contains("Rust (stable) and bubblewrap"));
}
