//! What to re-teach on Monday: a generated class of 20 learners, most of them carrying a typical
//! mistake planted from `tests/mutants/` in chapter 1 or 2, one a mistake of their own and one
//! right, is graded through the built binary. The report must name every planted mistake with
//! the right count and learners, and the new mistake as matching none; a second grading of the
//! same course reads the mistakes' tests from where the first kept them.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use ayoayo_course::sandbox::Sandbox;
use common::{course_with, own_answer, sandbox_env, scratch};
use serde_json::Value;

/// The typical mistakes kept for the exercise `folder`, by name, with their sources.
fn kept(folder: &str) -> BTreeMap<String, String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/mutants")
        .join(folder);
    // The chapter's own mistakes: its drills' are in a folder of their own.
    let files = fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.is_file());
    files
        .map(|path| {
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            (name, fs::read_to_string(&path).unwrap())
        })
        .collect()
}

/// A learner's submission `class/NAME`, holding only `folder`'s file, `lib`: the chapters it
/// leaves out are graded missing.
fn learner(class: &Path, name: &str, folder: &str, lib: &str) -> PathBuf {
    let dir = class.join(name);
    let src = dir.join("exercises").join(folder).join("src");
    fs::create_dir_all(&src).unwrap();
    fs::write(src.join("lib.rs"), lib).unwrap();
    dir
}

/// A mistake no kept file makes: the pit is emptied and its stones handed over, except from
/// pits 3 and 9, which hand over one stone fewer.
const NEW_MISTAKE: &str = "use ayoayo::{Board, Pit};\n\
    pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {\n\
        let mut after = board;\n\
        after[pit] = 0;\n\
        let short = u8::from(pit % 6 == 3 && board[pit] > 0);\n\
        (after, board[pit] - short)\n\
    }\n";

/// Grades `dirs` into `out` as the teacher in `root` would, returning what the tool said.
fn grade(root: &Path, dirs: &[PathBuf], out: &Path, sandboxed: bool) -> String {
    let mut args = vec![
        "grade".to_string(),
        "--out".into(),
        out.display().to_string(),
    ];
    args.extend(dirs.iter().map(|dir| dir.display().to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let ran = course_with(root, &args, sandbox_env(sandboxed));
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    ran.stdout + &ran.stderr
}

/// Each mistake group the report names in `chapter` (its names, joined), with its learners,
/// and the learners whose failures match none.
fn named(grades: &Value, chapter: &str) -> (BTreeMap<String, BTreeSet<String>>, Vec<String>) {
    let chapters = grades["mistakes"].as_array().unwrap();
    let found = chapters.iter().find(|c| c["chapter"] == chapter);
    let found = found.unwrap_or_else(|| panic!("no mistakes named in {chapter}: {grades:#}"));
    let strings = |value: &Value| -> Vec<String> {
        let values = value.as_array().unwrap().iter();
        values.map(|v| v.as_str().unwrap().to_string()).collect()
    };
    let mut seen = BTreeMap::new();
    for group in found["seen"].as_array().unwrap() {
        let names: Vec<String> = (group["mistakes"].as_array().unwrap().iter())
            .map(|m| m["name"].as_str().unwrap().to_string())
            .collect();
        let learners = strings(&group["learners"]).into_iter().collect();
        seen.insert(names.join("|"), learners);
    }
    (seen, strings(&found["unknown"]))
}

/// Who carries each planted mistake, by chapter's slug and mistake's name.
type Planted = BTreeMap<(&'static str, String), BTreeSet<String>>;

/// The chapters mistakes are planted in: folder, slug and how many learners carry one.
const PLANTED_IN: [(&str, &str, usize); 2] = [
    ("01-scoop", "scoop", 12),
    ("02-distribute", "distribute", 6),
];

/// The class in `class`: learners 1–12 carry scoop's kept mistakes in turn, 13–18
/// distribute's, 19 a new one, 20 none. Returns their folders and who carries what.
fn plant(class: &Path) -> (Vec<PathBuf>, Planted) {
    let mut planted = Planted::new();
    let mut dirs = Vec::new();
    let mut number = 0;
    for (folder, slug, learners) in PLANTED_IN {
        let mistakes: Vec<(String, String)> = kept(folder).into_iter().collect();
        for at in 0..learners {
            number += 1;
            let (name, source) = &mistakes[at % mistakes.len()];
            let who = format!("learner-{number:02}");
            dirs.push(learner(class, &who, folder, source));
            planted.entry((slug, name.clone())).or_default().insert(who);
        }
    }
    dirs.push(learner(class, "learner-19", "01-scoop", NEW_MISTAKE));
    let right = own_answer("01-scoop");
    dirs.push(learner(class, "learner-20", "01-scoop", &right));
    (dirs, planted)
}

/// Copies the course's kept mistakes into the teacher's copy `root`, as a clone holds them.
fn keep_mistakes(root: &Path) {
    let mutants = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mutants");
    for entry in walkdir::WalkDir::new(&mutants) {
        let entry = entry.unwrap();
        let relative = entry.path().strip_prefix(&mutants).unwrap();
        let to = root.join("tests/mutants").join(relative);
        match entry.file_type().is_dir() {
            true => fs::create_dir_all(to).unwrap(),
            false => drop(fs::copy(entry.path(), to).unwrap()),
        }
    }
}

/// Checks that `grades` names every mistake of `planted` with exactly the learners who carry
/// it (a group of mistakes that fail the same tests, with those who carry any of them), and
/// that the only learner matching none is the one with a new mistake.
fn assert_named(grades: &Value, planted: &Planted) {
    for (folder, slug, _) in PLANTED_IN {
        let (seen, unknown) = named(grades, slug);
        let in_chapter = planted.iter().filter(|((s, _), _)| *s == slug);
        for ((_, name), learners) in in_chapter {
            let group = seen
                .iter()
                .find(|(names, _)| names.split('|').any(|n| n == name));
            let (names, named_learners) =
                group.unwrap_or_else(|| panic!("{folder}: {name} is not named: {seen:?}"));
            let carriers: BTreeSet<String> = (names.split('|'))
                .flat_map(|n| planted[&(slug, n.to_string())].clone())
                .collect();
            assert_eq!(named_learners, &carriers, "{folder}: {name}");
            assert!(learners.is_subset(named_learners));
        }
        let expected_unknown = match slug {
            "scoop" => vec!["learner-19"],
            _ => vec![],
        };
        assert_eq!(unknown, expected_unknown, "{folder}: {seen:?}");
    }
}

/// `grades.json` in `out`.
fn grades_in(out: &Path) -> Value {
    serde_json::from_str(&fs::read_to_string(out.join("grades.json")).unwrap()).unwrap()
}

#[test]
fn a_class_s_planted_mistakes_are_named_with_their_counts_and_a_new_one_matches_none() {
    let sandboxed = Sandbox::for_a_test(
        "the class with planted mistakes is graded with AYOAYO_SANDBOX=off, outside the sandbox",
    )
    .is_some();
    let (teacher, _turn) = scratch("class-mistakes");
    keep_mistakes(&teacher.root);
    let class = Path::new(env!("CARGO_TARGET_TMPDIR")).join("class-mistakes");
    let _ = fs::remove_dir_all(&class);
    let (dirs, planted) = plant(&class);
    let out = class.join("grades");
    // What an earlier run kept is forgotten, so this one grades the kept mistakes.
    let _ = fs::remove_dir_all(common::target_dir().join("course-grade/mistakes"));
    let said = grade(&teacher.root, &dirs, &out, sandboxed);
    assert!(said.contains("Naming the typical mistakes"), "{said}");
    assert_named(&grades_in(&out), &planted);
    let report = fs::read_to_string(out.join("grades.md")).unwrap();
    let unknown = "- **1**: matches no typical mistake — learner-19";
    assert!(report.contains(unknown), "{report}");
    let one_stone = "- **2**: picks up a single stone, as if sowing one at a time, instead of the \
                     whole pit. (`takes_one_stone`) — learner-05, learner-10\n";
    assert!(report.contains(one_stone), "{report}");

    // The same course graded again: the mistakes' tests are read from where they were kept.
    let one_stone = &kept("01-scoop")["takes_one_stone"];
    let again = learner(&class, "again", "01-scoop", one_stone);
    let out = class.join("again-grades");
    let said = grade(&teacher.root, &[again], &out, sandboxed);
    assert!(!said.contains("Naming the typical mistakes"), "{said}");
    let (seen, _) = named(&grades_in(&out), "scoop");
    let carriers = seen
        .iter()
        .find(|(names, _)| names.contains("takes_one_stone"));
    let carriers = carriers.map(|(_, learners)| learners.len());
    assert_eq!(carriers, Some(1), "{seen:?}");
}
