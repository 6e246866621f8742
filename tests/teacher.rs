//! The course tool as a teacher meets it, driven through the built binary on scratch copies of
//! the workspace: `verify` on a sound course and on a broken one, and `grade` on two sample
//! submissions and on a folder that is not a course.
//!
//! `verify` runs every check, so these tests restrict it to chapter 1 with `AYOAYO_CHAPTERS`.

mod common;

use std::fs;
use std::path::{Path, PathBuf};

use ayoayo_course::sandbox::Sandbox;
use ayoayo_course::workshop::scratch::{Scratch, copy_tree};
use common::{Ran, course, course_with, own_answer, sandbox_env, scratch, with_challenges};

/// Runs `course verify` in `dir` on the chapters `chosen`, as `AYOAYO_CHAPTERS=chosen cargo
/// run -- verify` would.
fn verify(dir: &Path, chosen: &str) -> Ran {
    course_with(dir, &["verify"], &[("AYOAYO_CHAPTERS", chosen)])
}

/// Gives a scratch copy chapter 1's typical mistakes and correct styles, which scratch copies
/// leave out.
fn with_mistakes_and_styles(copy: &Scratch) {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
    for kept in ["tests/mutants/01-scoop", "tests/styles/01-scoop"] {
        copy_tree(&workspace.join(kept), &copy.root.join(kept)).unwrap();
    }
}

fn assert_clear_error(ran: &Ran, words: &[&str]) {
    assert_eq!(ran.code, Some(2), "{}", ran.all());
    for words in words {
        assert!(
            ran.stderr.contains(words),
            "no `{words}` in:\n{}",
            ran.all()
        );
    }
    assert!(!ran.stderr.contains("panicked"), "{}", ran.all());
}

#[test]
fn verify_finds_the_course_sound() {
    let (copy, _turn) = scratch("verify-sound");
    with_mistakes_and_styles(&copy);
    let ran = verify(&copy.root, "scoop");
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    let row = ran
        .stdout
        .lines()
        .rfind(|line| line.starts_with("01-scoop"));
    let row = row.unwrap_or_else(|| panic!("no table row for scoop:\n{}", ran.all()));
    let cells: Vec<&str> = row.split_whitespace().skip(1).collect();
    // Every mistake kept, the lab's and the drills', is caught; every style passes.
    let (mistakes, styles) = (kept_of("tests/mutants"), kept_of("tests/styles"));
    assert_eq!(
        cells,
        ["✓", "✓", "✓", "✓", &mistakes, "✓", &styles],
        "{}",
        ran.all()
    );
    assert!(ran.stdout.contains("The course is sound."), "{}", ran.all());
    // Scratch copies only: the course's own exercise is as it was.
    let stub = fs::read(copy.root.join("exercises/01-scoop/course/stub.rs")).unwrap();
    let lib = fs::read(copy.root.join("exercises/01-scoop/src/lib.rs")).unwrap();
    assert_eq!(lib, stub);
}

#[test]
fn verify_names_a_stub_that_passes_and_a_stale_snapshot() {
    let (copy, _turn) = scratch("verify-broken");
    with_mistakes_and_styles(&copy);
    let scoop = copy.root.join("exercises/01-scoop");
    let solved = "use ayoayo::{Board, Pit};\n\n\
                  pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {\n    \
                  let mut after = board;\n    after[pit] = 0;\n    (after, board[pit])\n}\n";
    // The shipped stub's drills and challenges stay as they are: still `todo!()`, their tests
    // fail.
    let shipped = fs::read_to_string(scoop.join("course/stub.rs")).unwrap();
    let challenges = &shipped[shipped.find("// Drills: ").unwrap()..];
    fs::write(
        scoop.join("course/stub.rs"),
        format!("{solved}\n{challenges}"),
    )
    .unwrap();
    let snapshots = scoop.join("tests/scoop/snapshots");
    let snapshot = fs::read_dir(&snapshots).unwrap().next().unwrap().unwrap();
    let mut text = fs::read_to_string(snapshot.path()).unwrap();
    text.push_str("a line the reference never drew\n");
    fs::write(snapshot.path(), text).unwrap();

    let ran = verify(&copy.root, "scoop");
    assert_eq!(ran.code, Some(1), "{}", ran.all());
    let row = ran
        .stdout
        .lines()
        .rfind(|line| line.starts_with("01-scoop"));
    let cells: Vec<&str> = row.unwrap().split_whitespace().skip(1).collect();
    // A stale picture fails the reference too, and the correct style: its test compares
    // against the snapshot.
    let mistakes = kept_of("tests/mutants");
    // The lab's style fails; the drills' do not draw pictures.
    let styles = kept_of("tests/styles");
    let drawn = format!(
        "{}/{}",
        styles_passed_but_lab(),
        &styles[styles.find('/').unwrap() + 1..]
    );
    assert_eq!(
        cells,
        ["✗", "✗", "✗", "✓", &mistakes, "✗", &drawn],
        "{}",
        ran.all()
    );
    let name = snapshot.file_name();
    let stale = format!("01-scoop/tests/scoop/snapshots/{} is stale", name.display());
    for words in [
        "the reference must pass every exercise:",
        "scoop: `pictures::scoops_of_the_corpus_match_the_pictures` fails on the reference",
        "every test must fail on the untouched stub:",
        "scoop: `examples::",
        "` passes on the stub",
        "snapshots must be fresh:",
        &stale,
        "AYOAYO_BLESS_SNAPSHOTS=1 cargo test --test integrity snapshots",
        "every correct solution in another style must pass:",
        "scoop: `pictures::scoops_of_the_corpus_match_the_pictures` fails on the correct style \
         tests/styles/01-scoop/from_fn.rs",
    ] {
        assert!(
            ran.stdout.contains(words),
            "no `{words}` in:\n{}",
            ran.all()
        );
    }
}

#[test]
fn verify_refuses_a_chapter_that_does_not_exist() {
    let (copy, _turn) = scratch("verify-typo");
    let ran = verify(&copy.root, "scoop,sowing");
    assert_clear_error(&ran, &["AYOAYO_CHAPTERS", "no chapter `sowing`"]);
}

/// A learner's copy of the course, `class/NAME`, with `libs` as their files: `None` deletes one.
fn submission(name: &str, libs: &[(&str, Option<&str>)]) -> PathBuf {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("class")
        .join(name);
    let copy = Scratch::copy(Path::new(env!("CARGO_MANIFEST_DIR")), &root).unwrap();
    for &(folder, lib) in libs {
        match lib {
            Some(source) => copy
                .write_lib(folder, with_challenges(folder, source))
                .unwrap(),
            None => {
                fs::remove_file(root.join("exercises").join(folder).join("src/lib.rs")).unwrap()
            }
        }
    }
    root
}

/// Chapter 2 with `distribute` forgetting to drop the stones.
const DISTRIBUTE_WRONG: &str = "use ayoayo::{Board, Pit};\n\n\
    pub fn next_pit(pit: Pit) -> Pit {\n    (pit + 1) % 12\n}\n\n\
    pub fn distribute(board: Board, _skip: Pit, pit: Pit, _in_hand: u8) -> (Board, Pit) {\n    \
    (board, pit)\n}\n";

/// Chapter 3 with a type error.
const SOW_DOES_NOT_COMPILE: &str = "use ayoayo::{Board, Pit};\n\n\
    pub fn sow(board: Board, _skip: Pit, _from: Pit) -> (Board, Pit) {\n    \
    (board, \"the end\")\n}\n";

#[test]
fn grade_tells_each_learner_s_chapters_apart_with_the_teacher_s_tests() {
    let sandboxed = Sandbox::for_a_test(
        "the teacher's class is graded with AYOAYO_SANDBOX=off, so not inside the sandbox",
    )
    .is_some();
    let (teacher, _turn) = scratch("grade-teacher");
    let ada = submission(
        "ada",
        &[
            ("01-scoop", Some(&own_answer("01-scoop"))),
            ("02-distribute", Some(DISTRIBUTE_WRONG)),
        ],
    );
    // Ada also emptied her chapter 2 tests: only her lib.rs may count.
    fs::write(
        ada.join("exercises/02-distribute/tests/distribute/main.rs"),
        "",
    )
    .unwrap();
    let reference = fs::read_to_string(teacher.root.join("solutions/src/distribute.rs")).unwrap();
    let recursive = reference.replace("use crate::", "use ayoayo::");
    let grace = submission(
        "grace",
        &[
            ("02-distribute", Some(&recursive)),
            ("03-sow", Some(SOW_DOES_NOT_COMPILE)),
            ("04-relay-sow", None),
        ],
    );
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("class-grades");
    let _ = fs::remove_dir_all(&out);

    let args = [
        "grade",
        ada.to_str().unwrap(),
        grace.to_str().unwrap(),
        "--out",
    ];
    let ran = course_with(
        &teacher.root,
        &[&args[..], &[out.to_str().unwrap()]].concat(),
        sandbox_env(sandboxed),
    );
    assert_eq!(ran.code, Some(0), "{}", ran.all());

    let markdown = fs::read_to_string(out.join("grades.md")).unwrap();
    let json = fs::read_to_string(out.join("grades.json")).unwrap();
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    // The summary comes first, a row a learner, and is what `grade` prints at the end.
    let summary: Vec<&str> = markdown
        .lines()
        .skip_while(|line| !line.starts_with('|'))
        .take_while(|line| line.starts_with('|'))
        .collect();
    assert!(ran.stdout.contains(&summary.join("\n")), "{}", ran.all());
    // Ada did chapters 1 and 2 (a distribute that never recurses), grace 2 (the reference's
    // recursion), 3 and 4; both answer the challenges with the reference's.
    let chapters = common::slugs().len();
    assert_eq!(
        summary[0],
        "| learner | chapters passed | points | drills | challenges | recursion | needs a look |"
    );
    // Their drills are the reference's, re-exported with the challenges: none is done, of
    // those of the chapters that built.
    let (scoop, distribute) = (drills_of("scoop"), drills_of("distribute"));
    let ada_points = 10
        + json["learners"][0]["chapters"][1]["passed"]
            .as_u64()
            .unwrap()
            * 10
            / json["learners"][0]["chapters"][1]["total"]
                .as_u64()
                .unwrap();
    assert_eq!(
        summary[2],
        format!(
            "| ada | 1/{chapters} | {ada_points}/{} | 0/{} | 2/2 | 0/1 recursive | not recursive: distribute |",
            chapters * 10,
            scoop + distribute
        )
    );
    assert_eq!(
        summary[3],
        format!(
            "| grace | 1/{chapters} | 10/{} | 0/{distribute} | 2/2 | 1/1 recursive | does not compile yet: sow; missing: relay-sow |",
            chapters * 10
        )
    );
    // Below it, each learner's chapters started, with the recursion's findings in words.
    let details = &markdown[markdown.find("## ada").expect("ada's details")..];
    assert!(
        details.contains(&format!("| scoop | ✓ 9/9 | 10 | 0/{scoop} | 2/2 | — |")),
        "{markdown}"
    );
    assert!(
        details.contains("distribute has no recursive call"),
        "{markdown}"
    );
    let grace_distribute = &json["learners"][1]["chapters"][1];
    let passing = format!(
        "| distribute | ✓ {0}/{0} | 10 | 0/{distribute} | 2/2 | — |",
        grace_distribute["total"]
    );
    assert!(details.contains(&passing), "{markdown}");
    assert!(
        details.contains(
            "| sow | does not compile yet | 0 | — | — | error[E0308]: mismatched types \
             (exercises/03-sow/src/lib.rs:"
        ),
        "{markdown}"
    );

    assert_eq!(json["chapters"][0], "scoop");
    let ada = &json["learners"][0];
    assert_eq!(ada["name"], "ada");
    // Her files answer the drills and challenges with the reference's re-export (see
    // `submission`): a challenge so answered counts, a drill does not.
    let challenges = serde_json::json!({"done": 2, "of": 2});
    let drills = serde_json::json!({"done": 0, "of": drills_of("scoop")});
    let scoop = serde_json::json!(
        {"chapter": "scoop", "state": "passing", "passed": 9, "total": 9, "drills": drills,
         "challenges": challenges}
    );
    // Each of the 9 tests is listed too (the per-test exports' source), and how long they ran:
    // compared apart.
    let mut graded = ada["chapters"][0].clone();
    let tests = graded.as_object_mut().unwrap().remove("tests").unwrap();
    let seconds = graded.as_object_mut().unwrap().remove("seconds").unwrap();
    assert!(seconds.as_f64().is_some_and(|s| s > 0.0), "{json:#}");
    assert_eq!(graded, scoop);
    let tests = tests.as_array().unwrap();
    assert_eq!(tests.len(), 9, "{json:#}");
    assert!(tests.iter().all(|t| t["status"] == "passed"), "{json:#}");
    let distribute = &ada["chapters"][1];
    assert_eq!(distribute["state"], "failing", "{json:#}");
    assert!(
        distribute["passed"].as_u64() < distribute["total"].as_u64(),
        "{json:#}"
    );
    let grace = &json["learners"][1]["chapters"];
    let states: Vec<&str> = (0..4)
        .map(|i| grace[i]["state"].as_str().unwrap())
        .collect();
    assert_eq!(
        states,
        ["not_started", "passing", "does_not_compile", "missing"]
    );
    let recursion = serde_json::json!([{"function": "distribute", "verdict": "recursive"}]);
    assert_eq!(grace[1]["recursion"], recursion, "{json:#}");
    assert_eq!(
        distribute["recursion"][0]["verdict"], "not_recursive",
        "{json:#}"
    );
}

#[test]
fn grade_refuses_a_folder_that_is_not_a_course_before_grading_anything() {
    let (teacher, _turn) = scratch("grade-refuses");
    let ada = submission("ada-too", &[]);
    let not_a_course = Path::new(env!("CARGO_TARGET_TMPDIR")).join("class/notes");
    fs::create_dir_all(&not_a_course).unwrap();
    let dirs = [ada.to_str().unwrap(), not_a_course.to_str().unwrap()];
    let ran = course(&teacher.root, &["grade", dirs[0], dirs[1]]);
    assert_clear_error(&ran, &["notes", "is not a copy of the course"]);
    assert!(!ran.stdout.contains("Grading"), "{}", ran.all());

    let ran = course(&teacher.root, &["grade", "no/such/folder"]);
    assert_clear_error(&ran, &["no/such/folder"]);
}

/// How many drills the chapter `slug` has, by the course model.
fn drills_of(slug: &str) -> usize {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let course = course_model::Course::load(root).unwrap();
    course.find(slug).unwrap().drills.len()
}

/// `N/N`: every `.rs` file kept for chapter 1 below `kept` (its drills' folders too), all of
/// them caught or passing.
fn kept_of(kept: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(kept)
        .join("01-scoop");
    let count = count_rust_files(&root);
    format!("{count}/{count}")
}

fn count_rust_files(dir: &Path) -> usize {
    (fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path()))
    .map(|path| match path.is_dir() {
        true => count_rust_files(&path),
        false => usize::from(path.extension().is_some_and(|ext| ext == "rs")),
    })
    .sum()
}

/// How many of chapter 1's correct styles still pass with a stale picture: the drills' (which
/// have no pictures), not the lab's.
fn styles_passed_but_lab() -> usize {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/styles/01-scoop/drills");
    count_rust_files(&root)
}
