//! The checks that hold the course together, as tests. The checks themselves live in
//! `ayoayo_course::verify`, shared with `cargo run -- verify`; they work on a scratch copy of
//! the workspace (under `target/`), so a learner's own files are never changed:
//!
//! - the course model (`exercises/course.toml`) agrees with the exercises, and every shipped
//!   `src/lib.rs` is its stub;
//! - every exercise passes when its functions are the reference's;
//! - every single test fails on the shipped stub;
//! - the snapshots are exactly what the reference generates;
//! - every typical mistake in `tests/mutants/` is caught by its chapter's tests;
//! - every correct solution in another style, in `tests/styles/`, passes its chapter's tests.
//!
//! To check only some chapters, name them: `AYOAYO_CHAPTERS=sow,relay-sow cargo test --test
//! integrity`.

use std::path::Path;
use std::sync::Mutex;
use std::time::Instant;

use ayoayo_course::verify::{self, Check, Progress, Verifier};

/// Runs one check, or (for the snapshots, with `AYOAYO_BLESS_SNAPSHOTS=1`) writes the
/// snapshots, and fails with every problem found, one per line.
///
/// The checks share one verifier, so each version of an exercise is built once for all of
/// them, and one check runs at a time.
fn check(check: Check, bless: bool) {
    static VERIFIER: Mutex<Option<Verifier>> = Mutex::new(None);
    let mut shared = VERIFIER
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let verifier = shared.get_or_insert_with(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("integrity");
        let chosen = verify::chosen_from_env();
        Verifier::new(workspace(), &dir, chosen.as_deref()).expect("choosing the chapters to check")
    });
    // Seen with `--nocapture`: a whole check takes a while, so it says what each step cost.
    let heading = check.heading();
    let first = verifier.chapters()[0].slug.clone();
    let mut started = Instant::now();
    let mut show = |progress: Progress<'_>| {
        let seconds = started.elapsed().as_secs_f32();
        started = Instant::now();
        match progress {
            Progress::Building(count) => eprintln!("{heading}: building {count} versions"),
            Progress::Starting(chapter) if chapter.slug == first => {
                eprintln!("{heading}: built in {seconds:.1} s")
            }
            Progress::Starting(_) => {}
            Progress::Done(finding) => {
                let mark = if finding.is_sound() { "ok" } else { "PROBLEM" };
                let slug = &finding.chapter.slug;
                eprintln!("{heading}: {slug} {mark} (tests ran in {seconds:.1} s)");
            }
        }
    };
    let outcome = if bless {
        verifier.bless_snapshots(&mut show)
    } else {
        verifier.run(check, &mut show)
    };
    let outcome = outcome.expect("running the check");
    assert!(outcome.is_sound(), "{}", outcome.report());
}

fn workspace() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Cheap, so it needs no chapter filter: the course model, the exercise folders, their stubs,
/// the reference modules and the book pages agree, and every shipped exercise is its stub.
#[test]
fn the_course_model_matches_the_exercises() {
    let problems = verify::model::disagreements(workspace()).expect("reading the course");
    assert!(
        problems.is_empty(),
        "the course model and the exercises disagree:\n  - {}",
        problems.join("\n  - ")
    );
}

#[test]
fn every_exercise_passes_against_the_reference() {
    check(Check::Reference, false);
}

#[test]
fn every_test_fails_on_the_shipped_stub() {
    check(Check::Stub, false);
}

/// Regenerates every snapshot from the reference and compares with the committed ones. With
/// `AYOAYO_BLESS_SNAPSHOTS=1`, it writes the regenerated snapshots into the workspace instead:
/// the one way snapshots are made.
#[test]
fn snapshots_are_what_the_reference_generates() {
    let bless = std::env::var("AYOAYO_BLESS_SNAPSHOTS").is_ok_and(|value| value == "1");
    check(Check::Snapshots, bless);
}

#[test]
fn every_typical_mistake_is_caught() {
    check(Check::Mistakes, false);
}

/// Right code that is not the reference's (an explicit stack, loops, an accumulator, a fold)
/// must pass: a test that judges the way and not the answer is wrong.
#[test]
fn every_correct_style_passes() {
    check(Check::Styles, false);
}
