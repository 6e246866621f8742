//! Assessments: rules drawn for each learner (all different unless the teacher allows
//! repeats, and unchanged when the roster grows), `assess new` as a teacher runs it, and a small
//! class graded on their own rules: right answers pass, a classmate's copied answer and a
//! wrong direction fail, an untouched stub is "not started".

mod common;

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use ayoayo::toolkit::variant::{Capture, Direction, Variant};
use ayoayo_course::assess::{
    AssessmentGrader, Assigned, Record, SCHEMA, draw, grade_assessment, package,
};
use ayoayo_course::grade::{Standing, Submission};
use ayoayo_course::sandbox::Sandbox;

/// A learner's answer, written once as a learner might, with the rules as constants.
const ANSWER: &str = r#"
const PITS: usize = @PITS@;
const CLOCKWISE: bool = @CLOCKWISE@;
const SKIP: bool = @SKIP@;
const RELAYS: bool = @RELAYS@;
const CAPTURE: &str = "@CAPTURE@";
const BINS: usize = 2 * PITS;

fn owner(bin: usize) -> usize {
    if bin < PITS { 0 } else { 1 }
}

fn step(bin: usize, by: usize) -> usize {
    (bin + by) % BINS
}

const FORWARD: usize = if CLOCKWISE { BINS - 1 } else { 1 };
const BACKWARD: usize = BINS - FORWARD;

pub fn play(board: &[u8], pit: usize) -> Option<(Vec<u8>, [u8; 2])> {
    if board.len() != BINS || pit >= BINS || board[pit] == 0 {
        return None;
    }
    let mover = owner(pit);
    let (mut bins, mut captured, mut from) = (board.to_vec(), [0u8; 2], pit);
    let mut seen = std::collections::HashSet::new();
    loop {
        if !seen.insert((bins.clone(), captured, from)) {
            return None; // the relay came back: it would sow for ever
        }
        let mut hand = std::mem::take(&mut bins[from]);
        let mut at = from;
        while hand > 0 {
            at = step(at, FORWARD);
            if SKIP && at == pit {
                at = step(at, FORWARD);
            }
            bins[at] += 1;
            hand -= 1;
            if CAPTURE == "fours" && bins[at] == 4 {
                let taker = if hand > 0 { owner(at) } else { mover };
                captured[taker] += 4;
                bins[at] = 0;
            }
        }
        if RELAYS && bins[at] > 1 {
            from = at;
            continue;
        }
        if CAPTURE == "opposite" && owner(at) == mover && bins[at] == 1 {
            captured[mover] += std::mem::take(&mut bins[BINS - 1 - at]);
        }
        if CAPTURE == "pairs" {
            let (mut after, mut taken, mut bin) = (bins.clone(), 0, at);
            while owner(bin) != mover && (after[bin] == 2 || after[bin] == 3) {
                taken += std::mem::take(&mut after[bin]);
                bin = step(bin, BACKWARD);
            }
            if taken > 0 && (0..BINS).any(|b| owner(b) != mover && after[b] > 0) {
                captured[mover] += taken;
                bins = after;
            }
        }
        return Some((bins, captured));
    }
}
"#;

/// [`ANSWER`] for `rules`.
fn answer(rules: Variant) -> String {
    let capture = match rules.capture() {
        Capture::Pairs => "pairs",
        Capture::Opposite => "opposite",
        Capture::Fours => "fours",
    };
    ANSWER
        .replace("@PITS@", &rules.pits().to_string())
        .replace(
            "@CLOCKWISE@",
            &(rules.direction() == Direction::Clockwise).to_string(),
        )
        .replace("@SKIP@", &rules.skip_origin().to_string())
        .replace("@RELAYS@", &rules.relays().to_string())
        .replace("@CAPTURE@", capture)
}

fn tmp(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("assessment")
        .join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// A learner's folder named `folder` in `class`, whose assessment's file is `lib`.
fn hand_in(class: &Path, folder: &str, lib: &str) -> Submission {
    let dir = class.join(folder);
    let file = dir
        .join("exercises")
        .join(package::FOLDER)
        .join("src/lib.rs");
    fs::create_dir_all(file.parent().unwrap()).unwrap();
    fs::write(&file, lib).unwrap();
    Submission::open(&dir).unwrap()
}

/// A number from `n`, well mixed (splitmix64): rosters of many sizes and names.
fn mix(n: u64) -> u64 {
    let mut z = n.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The record `assess new` would write for `ids` and `seed`.
fn record_of(seed: &str, ids: &[String]) -> Record {
    let drawn = draw(seed, ids, false).unwrap();
    let learners = ids.iter().zip(drawn).map(|(id, rules)| Assigned {
        id: id.clone(),
        rules,
    });
    Record {
        schema: SCHEMA,
        seed: seed.into(),
        allow_repeats: false,
        learners: learners.collect(),
    }
}

fn roster(names: &[&str]) -> Vec<String> {
    names.iter().map(|name| name.to_string()).collect()
}

#[test]
fn learners_never_share_rules_and_keep_theirs_when_the_roster_grows() {
    let space = Variant::all().len();
    for class in 0..60u64 {
        let size = 1 + (mix(class) % space as u64) as usize;
        let ids: Vec<String> = (0..size)
            .map(|n| format!("u{}", mix(class * 1000 + n as u64)))
            .collect();
        let seed = format!("seed {class}");
        let drawn = draw(&seed, &ids, false).unwrap();
        assert_eq!(
            drawn.iter().collect::<BTreeSet<_>>().len(),
            size,
            "class {class}"
        );
        let earlier = size / 2;
        assert_eq!(
            draw(&seed, &ids[..earlier], false).unwrap(),
            drawn[..earlier]
        );
    }
}

#[test]
fn repeats_only_when_asked_and_then_no_rule_set_twice_before_every_one_once() {
    let space = Variant::all().len();
    let ids: Vec<String> = (0..=space).map(|n| format!("learner{n}")).collect();
    let error = draw("s", &ids, false).unwrap_err().to_string();
    assert!(
        error.contains(&format!("only {space} different rule sets")),
        "{error}"
    );
    assert!(error.contains("--allow-repeats"), "{error}");
    let shared = draw("s", &ids, true).unwrap();
    let first: BTreeSet<_> = shared[..space].iter().collect();
    assert_eq!(first.len(), space, "the first {space} learners all differ");
    assert!(first.contains(&shared[space]), "the last shares a rule set");
    assert_eq!(
        shared[..space],
        draw("s", &ids[..space], false).unwrap()[..]
    );
}

/// A roster ID names the learner's folder in `--out`: `..` would write a package beside `--out`.
/// It is refused, naming its line, and nothing is written.
#[test]
fn assess_new_refuses_a_roster_id_that_leaves_out_and_writes_nothing() {
    let dir = tmp("leaves-out");
    fs::write(dir.join("roster.txt"), "ada\n..\n").unwrap();
    let out = dir.join("out");
    let ran = Command::new(env!("CARGO_BIN_EXE_course"))
        .args(["assess", "new", "--seed", "a secret", "--roster"])
        .arg(dir.join("roster.txt"))
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&ran.stderr);
    assert!(!ran.status.success() && said.contains("line 2"), "{said}");
    assert!(!out.exists() && !dir.join("exercises").exists(), "{said}");
}

#[test]
fn assess_new_writes_the_record_and_a_package_per_learner_and_keeps_rules_as_the_roster_grows() {
    let dir = tmp("new");
    let new = |roster: &[&str], seed: &str| {
        fs::write(dir.join("roster.txt"), roster.join("\n")).unwrap();
        let out = dir.join("out");
        let args = ["assess", "new", "--seed", seed, "--roster"];
        Command::new(env!("CARGO_BIN_EXE_course"))
            .args(args)
            .arg(dir.join("roster.txt"))
            .arg("--out")
            .arg(&out)
            .output()
            .unwrap()
    };
    assert!(new(&["ada", "bo"], "a secret").status.success());
    let first = Record::read(&dir.join("out/assessments.json")).unwrap();
    assert_eq!(first.seed, "a secret");
    assert!(new(&["ada", "bo", "cy"], "a secret").status.success());
    let grown = Record::read(&dir.join("out/assessments.json")).unwrap();
    assert_eq!(grown.learners[..2], first.learners[..]);
    for learner in &grown.learners {
        let package = dir
            .join("out")
            .join(&learner.id)
            .join("exercises")
            .join(package::FOLDER);
        for file in [
            "Cargo.toml",
            "src/lib.rs",
            "RULES.md",
            "tests/assessment/examples.rs",
        ] {
            assert!(package.join(file).is_file(), "{}: {file}", learner.id);
        }
        let rules = fs::read_to_string(package.join("RULES.md")).unwrap();
        assert!(rules.contains(&learner.rules.code()), "{rules}");
    }
    let reordered = new(&["bo", "ada", "cy"], "a secret");
    let said = String::from_utf8_lossy(&reordered.stderr);
    assert!(
        !reordered.status.success() && said.contains("would change"),
        "{said}"
    );
    let reseeded = new(&["ada", "bo", "cy"], "another");
    let said = String::from_utf8_lossy(&reseeded.stderr);
    assert!(
        !reseeded.status.success() && said.contains("another seed"),
        "{said}"
    );
}

#[test]
fn a_class_is_graded_on_each_learner_s_own_rules() {
    let sandbox = Sandbox::for_a_test("the assessments are graded without a sandbox");
    let ids = roster(&["ada", "bo", "cy", "di", "ed", "fa"]);
    let seed = "graded class";
    let record = record_of(seed, &ids);
    let rules = |n: usize| record.learners[n].rules;
    let turned = |rules: Variant| {
        let direction = match rules.direction() {
            Direction::Anticlockwise => Direction::Clockwise,
            Direction::Clockwise => Direction::Anticlockwise,
        };
        let (skip, relays) = (rules.skip_origin(), rules.relays());
        Variant::new(rules.pits(), direction, skip, relays, rules.capture()).unwrap()
    };
    let dir = tmp("class");
    let class = dir.join("class");
    let stub = package::stub(rules(4));
    let submissions = [
        (
            hand_in(&class, "sowing-ada", &answer(rules(0))),
            Standing::Passing,
        ),
        (
            hand_in(&class, "sowing-bo", &answer(rules(1))),
            Standing::Passing,
        ),
        // cy hands in ada's right answer, for other rules.
        (
            hand_in(&class, "sowing-cy", &answer(rules(0))),
            Standing::Failing,
        ),
        (
            hand_in(&class, "sowing-di", &answer(turned(rules(3)))),
            Standing::Failing,
        ),
        (hand_in(&class, "sowing-ed", &stub), Standing::NotStarted),
        (
            hand_in(
                &class,
                "sowing-fa",
                &(package::stub(rules(5)) + "// begun\n"),
            ),
            Standing::Failing,
        ),
    ];
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
    let grader = AssessmentGrader::new(workspace, &dir.join("grading"), sandbox.clone()).unwrap();
    for (submission, expected) in &submissions {
        let grade = grader.grade(submission, &record).unwrap();
        assert_eq!(grade.chapter, "assessment");
        assert_eq!(grade.state, *expected, "{}: {grade:?}", submission.name);
        if *expected != Standing::NotStarted {
            let hidden = grade
                .tests
                .iter()
                .filter(|t| t.name.starts_with("hidden::"));
            assert!(hidden.count() > 0, "{}: {grade:?}", submission.name);
        }
        if submission.name == "sowing-fa" {
            assert_eq!(grade.passed, 0, "every test fails on the stub: {grade:?}");
        }
    }
    // The one-call form grades the same, and a folder of nobody's is refused in words.
    let once = grade_assessment(
        workspace,
        &dir.join("grading"),
        &submissions[0].0,
        &record,
        sandbox,
    );
    assert_eq!(once.unwrap().state, Standing::Passing);
    let stranger = hand_in(&class, "sowing-zed", &stub);
    let refused = grader.grade(&stranger, &record).unwrap_err().to_string();
    assert!(refused.contains("no learner's"), "{refused}");
}

#[test]
fn grade_with_the_record_adds_each_learner_s_assessment_to_every_report() {
    let sandboxed =
        Sandbox::for_a_test("the assessments are graded with AYOAYO_SANDBOX=off").is_some();
    let (teacher, _turn) = common::scratch("grade-assessments");
    let dir = tmp("grade");
    let ids = roster(&["ada", "cy"]);
    let seed = "graded by grade";
    let record = record_of(seed, &ids);
    let record_file = dir.join("assessments.json");
    record.write(&record_file).unwrap();
    let class = dir.join("class");
    // Ada answers her own rules; cy hands in ada's answer.
    let ada = hand_in(&class, "sowing-ada", &answer(record.learners[0].rules));
    let cy = hand_in(&class, "sowing-cy", &answer(record.learners[0].rules));
    let out = dir.join("grades");
    let path = |path: &Path| path.to_str().unwrap().to_string();
    let (ada, cy, out, record_file) = (
        path(&ada.dir),
        path(&cy.dir),
        path(&out),
        path(&record_file),
    );
    let args = [
        "grade",
        &ada,
        &cy,
        "--out",
        &out,
        "--assessments",
        &record_file,
    ];
    let ran = common::course_with(&teacher.root, &args, common::sandbox_env(sandboxed));
    assert_eq!(ran.code, Some(0), "{}", ran.all());

    // The assessment is one more column of the gradebook's CSV, worth what a chapter is.
    let csv = fs::read_to_string(Path::new(&out).join("grades.csv")).unwrap();
    let rows: Vec<Vec<&str>> = csv.lines().map(|line| line.split(',').collect()).collect();
    let column = rows[0].iter().position(|&name| name == "assessment");
    let column = column.unwrap_or_else(|| panic!("no assessment column:\n{csv}"));
    let points = |learner: &str| {
        let row = rows.iter().find(|row| row[0] == learner);
        row.unwrap_or_else(|| panic!("no row for {learner}:\n{csv}"))[column]
    };
    // Each row is the learner's ID on the record's roster, not their folder's name.
    assert_eq!(points("ada"), "10", "{csv}");
    assert_ne!(points("cy"), "10", "{csv}");
    let results = Path::new(&out).join("results/sowing-cy/00-assessment/results.json");
    let results: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(&results).unwrap()).unwrap();
    assert_eq!(results["status"], "fail", "{results:#}");

    // A folder that is no one's on the roster stops the grading before anything runs.
    let zed = hand_in(&class, "zed", "pub fn play() {}\n");
    let ran = common::course(
        &teacher.root,
        &["grade", &path(&zed.dir), "--assessments", &record_file],
    );
    assert_eq!(ran.code, Some(2), "{}", ran.all());
    assert!(ran.stderr.contains("no learner's"), "{}", ran.all());
}
