//! The workflow a learner's copy grades itself with on GitHub Actions
//! (`.github/classroom/classroom.yml`, written for GitHub Classroom, now retired) and the
//! `autograde` command its steps run: the committed file is the one the course generates, read
//! as YAML its steps match the chapters and keep the exports, and its grading steps, executed
//! as a runner would in a git repository made from the course, give each chapter's honest
//! result, in the retired reporter's shape and on the run's summary page.

#[allow(dead_code)] // the helpers this file does not use: it runs the tool through bash
mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use ayoayo_course::chapters::chapters;
use ayoayo_course::grade::POINTS_PER_CHAPTER;
use ayoayo_course::grade::classroom::{Status, StepResult, workflow};
use ayoayo_course::sandbox::Sandbox;
use ayoayo_course::workshop::scratch::Scratch;
use common::{git, own_answer, sandbox_env, slugs, with_challenges};
use serde::Deserialize;

/// Where the teacher finds the workflow, outside `.github/workflows/` so that it never runs
/// on the course's own repository.
const WORKFLOW: &str = ".github/classroom/classroom.yml";

/// How every grading step starts; the test runs the built tool in its place.
const TOOL: &str = "cargo run --quiet --";

/// The parts of a workflow file these checks read.
#[derive(Deserialize)]
struct Workflow {
    jobs: BTreeMap<String, Job>,
}

#[derive(Deserialize)]
struct Job {
    #[serde(rename = "timeout-minutes")]
    timeout_minutes: Option<u32>,
    steps: Vec<Step>,
}

#[derive(Deserialize)]
struct Step {
    id: Option<String>,
    #[serde(rename = "if")]
    condition: Option<String>,
    uses: Option<String>,
    run: Option<String>,
    #[serde(default)]
    with: BTreeMap<String, serde_yaml_ng::Value>,
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The committed workflow's job (it has one).
fn job() -> Job {
    let text = fs::read_to_string(root().join(WORKFLOW)).expect("reading the workflow");
    let workflow: Workflow = serde_yaml_ng::from_str(&text).expect("the workflow is YAML");
    let mut jobs = workflow.jobs.into_values();
    let job = jobs.next().expect("a job");
    assert!(jobs.next().is_none(), "one job only");
    job
}

/// The committed workflow's steps.
fn steps() -> Vec<Step> {
    job().steps
}

/// The steps that grade a chapter, each with the chapter it names.
fn grading(steps: &[Step]) -> Vec<(&Step, String)> {
    let prefix = format!("{TOOL} autograde ");
    let named = steps.iter().filter_map(|step| {
        let chapter = step.run.as_deref()?.strip_prefix(&prefix)?;
        Some((step, chapter.trim().to_string()))
    });
    named.collect()
}

#[test]
fn the_committed_workflow_is_the_one_the_course_generates() {
    let generated = workflow(&chapters(root()).unwrap());
    let path = root().join(WORKFLOW);
    if std::env::var("AYOAYO_BLESS_CLASSROOM").is_ok_and(|value| value == "1") {
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(&path, &generated).unwrap();
    }
    let committed = fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "{WORKFLOW} is stale: write it again with \
         AYOAYO_BLESS_CLASSROOM=1 cargo test --test classroom, and read the diff"
    );
}

/// Whether `step` uses `action` (at any version).
fn uses(step: &Step, action: &str) -> bool {
    let used = step.uses.as_deref().unwrap_or_default();
    used.starts_with(&format!("{action}@"))
}

#[test]
fn the_workflow_grades_every_chapter_in_order_and_keeps_their_exports() {
    let job = job();
    assert!(job.timeout_minutes.is_some(), "the job has a time limit");
    let steps = job.steps;
    let graded = grading(&steps);
    let chapters: Vec<String> = graded.iter().map(|(_, slug)| slug.clone()).collect();
    assert_eq!(
        chapters,
        slugs(),
        "one grading step per chapter, in course order"
    );
    let ids: Vec<&str> = steps.iter().filter_map(|step| step.id.as_deref()).collect();
    let unique: BTreeSet<&str> = ids.iter().copied().collect();
    assert_eq!(unique.len(), ids.len(), "step ids are unique: {ids:?}");
    // A step that failed (a build, a chapter) does not stop the chapters after it.
    for (step, slug) in &graded {
        assert_eq!(
            step.condition.as_deref(),
            Some("${{ !cancelled() }}"),
            "{slug}"
        );
    }

    let kept = steps.last().unwrap();
    assert!(
        uses(kept, "actions/upload-artifact"),
        "the exports are kept last"
    );
    assert_eq!(kept.condition.as_deref(), Some("${{ !cancelled() }}"));
    let path = kept.with["path"].as_str().expect("a path");
    assert_eq!(path, "target/course-autograde/results/");

    let position = |action: &str| steps.iter().position(|step| uses(step, action));
    let checkout = position("actions/checkout")
        .map(|at| &steps[at])
        .expect("a checkout");
    let depth = checkout.with.get("fetch-depth");
    let depth = depth.and_then(serde_yaml_ng::Value::as_u64);
    assert_eq!(depth, Some(0), "the whole history, for the first commit");
    let runs = |command: &str| {
        let found = steps.iter().position(|step| {
            step.run
                .as_deref()
                .is_some_and(|run| run.starts_with(command))
        });
        found.expect(command)
    };
    let cached = position("Swatinem/rust-cache").expect("a cache of the build");
    let (built, graded) = (runs("cargo build"), runs(TOOL));
    assert!(
        cached < built && built < graded,
        "restored, built, then graded"
    );
}

/// A learner's repository as Classroom makes it: the course in a first commit, then the
/// learner's commits (`files`, relative paths and contents).
fn repository(name: &str, files: &[(&str, String)]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("classroom")
        .join(name);
    Scratch::copy(root(), &dir).expect("copying the course");
    git(&dir, &["init", "--quiet"]);
    git(&dir, &["add", "--all"]);
    git(
        &dir,
        &["commit", "--quiet", "-m", "The course, as handed out"],
    );
    for (path, text) in files {
        fs::write(dir.join(path), text).unwrap();
    }
    git(
        &dir,
        &[
            "commit",
            "--quiet",
            "--all",
            "--allow-empty",
            "-m",
            "My work",
        ],
    );
    dir
}

/// Runs a step's shell command as the runner's bash would, with the built tool for `cargo run`,
/// and returns what it printed and the result it wrote to `$GITHUB_OUTPUT`; what it adds to the
/// run's summary page is in `target/step-summary`.
fn run_step(repo: &Path, run: &str, target: &Path, env: &[(&str, &str)]) -> (String, StepResult) {
    let output_file = target.join("github-output");
    let _ = fs::remove_file(&output_file);
    fs::create_dir_all(target).unwrap();
    let tool = format!("'{}'", env!("CARGO_BIN_EXE_course"));
    let output = Command::new("bash")
        .args(["--noprofile", "--norc", "-eo", "pipefail", "-c"])
        .arg(run.replace(TOOL, &tool))
        .current_dir(repo)
        .env("GITHUB_OUTPUT", &output_file)
        .env("GITHUB_STEP_SUMMARY", target.join("step-summary"))
        .env("CARGO_TARGET_DIR", target)
        .env_remove("CI")
        .envs(env.iter().copied())
        .output()
        .expect("running bash");
    let printed = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.status.success(), "`{run}` failed:\n{printed}");
    let written = fs::read_to_string(&output_file).unwrap_or_default();
    let encoded = written
        .lines()
        .find_map(|line| line.strip_prefix("result="))
        .unwrap_or_else(|| panic!("`{run}` wrote no result:\n{printed}"));
    let json = decode_base64(encoded);
    let result = serde_json::from_slice(&json).expect("the reporter's JSON");
    (printed, result)
}

/// Standard base64 decoded, as the reporter decodes a step's result.
fn decode_base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("not base64: {c}"),
    };
    let mut bytes = Vec::new();
    for group in text.trim().as_bytes().chunks(4) {
        let digits: Vec<u8> = group
            .iter()
            .filter(|&&c| c != b'=')
            .map(|&c| value(c))
            .collect();
        let bits = digits
            .iter()
            .enumerate()
            .fold(0u32, |bits, (i, &d)| bits | u32::from(d) << (18 - 6 * i));
        bytes.extend(bits.to_be_bytes()[1..digits.len()].iter());
    }
    bytes
}

/// What the reporter tells Classroom: every test's score, out of every step's `max_score`.
fn points(results: &[StepResult]) -> (u32, u32) {
    let scored = results.iter().flat_map(|result| &result.tests);
    let total = scored.map(|test| test.score).sum();
    (total, results.iter().map(|result| result.max_score).sum())
}

#[test]
fn the_grading_steps_give_the_reporter_each_chapter_s_honest_result() {
    let sandboxed = Sandbox::for_a_test("the steps run with AYOAYO_SANDBOX=off").is_some();
    let forged =
        fs::read_to_string(root().join("tests/hostile/forged-lines/exercises/01-scoop/src/lib.rs"))
            .unwrap();
    let solved = with_challenges("02-distribute", &own_answer("02-distribute"));
    // The learner also empties chapter 2's tests: only the first commit's may count.
    let repo = repository(
        "ada",
        &[
            ("exercises/01-scoop/src/lib.rs", forged),
            ("exercises/02-distribute/src/lib.rs", solved),
            (
                "exercises/02-distribute/tests/distribute/main.rs",
                String::new(),
            ),
        ],
    );
    let head = git(&repo, &["rev-parse", "HEAD"]);
    let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("classroom/target");

    let steps = steps();
    let _ = fs::remove_file(target.join("step-summary"));
    let mut results = BTreeMap::new();
    for (step, slug) in grading(&steps) {
        let run = step.run.as_deref().unwrap();
        let (printed, result) = run_step(&repo, run, &target, sandbox_env(sandboxed));
        assert_eq!(result.max_score, POINTS_PER_CHAPTER, "{slug}: {printed}");
        results.insert(slug, (printed, result));
    }

    let (printed, scoop) = &results["scoop"];
    assert_eq!(scoop.status, Status::Fail, "{printed}");
    // Its `std::process::exit(0)` is refused before it is built.
    assert!(
        printed.contains("scoop — refused: your file uses `std::process`"),
        "{printed}"
    );
    let scored: u32 = scoop.tests.iter().map(|test| test.score).sum();
    assert!(scored < POINTS_PER_CHAPTER, "{printed}");

    let (printed, distribute) = &results["distribute"];
    assert_eq!(distribute.status, Status::Pass, "{printed}");
    assert!(
        distribute.tests.len() > 1,
        "the course's tests ran: {printed}"
    );
    assert!(
        distribute
            .tests
            .iter()
            .all(|test| test.status == Status::Pass),
        "{printed}"
    );
    let scored: u32 = distribute.tests.iter().map(|test| test.score).sum();
    assert_eq!(scored, POINTS_PER_CHAPTER, "{printed}");
    assert!(printed.contains("distribute — passing"), "{printed}");

    let (printed, sow) = &results["sow"];
    assert_eq!(sow.status, Status::Fail, "{printed}");
    assert_eq!(sow.tests.len(), 1, "{printed}");
    assert_eq!(sow.tests[0].score, 0);
    assert!(sow.tests[0].message.contains("not started"), "{sow:?}");

    let forged_points: u32 = scoop.tests.iter().map(|test| test.score).sum();
    let all: Vec<StepResult> = results.into_values().map(|(_, result)| result).collect();
    let (total, max) = points(&all);
    assert_eq!((total, max), (POINTS_PER_CHAPTER + forged_points, 21 * 10));

    // The run's summary page has every chapter, what failed said; the exports are kept.
    let page = fs::read_to_string(target.join("step-summary")).unwrap();
    assert!(
        page.contains("### ✓ Chapter 2: distribute: 10/10\n"),
        "{page}"
    );
    assert!(page.contains("### ✗ Chapter 1: scoop: 0/10\n"), "{page}");
    assert_eq!(page.matches("### ").count(), slugs().len(), "{page}");
    // Under the build folder: the runner's is the repository's target/, this test's its own.
    let kept = target.join("course-autograde/results/02-distribute");
    let junit = fs::read_to_string(kept.join("junit.xml")).unwrap();
    assert!(
        junit.contains("<testsuite name=\"ada/02-distribute\""),
        "{junit}"
    );
    let exercism: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(kept.join("results.json")).unwrap()).unwrap();
    assert_eq!(exercism["status"], "pass");

    // Grading wrote nothing into the learner's repository.
    assert_eq!(git(&repo, &["status", "--porcelain"]), "");
    assert_eq!(git(&repo, &["rev-parse", "HEAD"]), head);
}

#[test]
fn a_clone_without_its_history_is_an_error_the_reporter_shows() {
    let repo = repository("grace", &[]);
    let shallow = repo.with_file_name("grace-shallow");
    let _ = fs::remove_dir_all(&shallow);
    let source = format!("file://{}", repo.display());
    let parent = shallow.parent().unwrap();
    git(
        parent,
        &["clone", "--quiet", "--depth", "1", &source, "grace-shallow"],
    );
    let target = parent.join("target-shallow");
    let run = format!("{TOOL} autograde sow");
    let (printed, result) = run_step(&shallow, &run, &target, &[("AYOAYO_SANDBOX", "off")]);
    assert_eq!(result.status, Status::Error, "{printed}");
    assert!(
        result.tests[0].message.contains("fetch-depth: 0"),
        "{result:?}"
    );
    assert_eq!(points(&[result]), (0, POINTS_PER_CHAPTER));
}

/// The page on Classroom says what a chapter is worth and what the course's total is: the
/// code's figures, so a change to either shows here.
#[test]
fn the_classroom_page_s_points_are_the_code_s() {
    let page = Path::new(env!("CARGO_MANIFEST_DIR")).join("book/src/class/classroom.md");
    let page = fs::read_to_string(page).unwrap();
    let page = page.split_whitespace().collect::<Vec<_>>().join(" ");
    let chapters = slugs().len();
    let total = chapters as u32 * POINTS_PER_CHAPTER;
    for phrase in [
        format!("Each chapter is worth {POINTS_PER_CHAPTER} points"),
        format!("all {POINTS_PER_CHAPTER} when the chapter passes"),
        format!("With the course's {chapters} chapters that is {total} points in all."),
    ] {
        assert!(
            page.contains(&phrase),
            "the Classroom page does not say `{phrase}`"
        );
    }
}
