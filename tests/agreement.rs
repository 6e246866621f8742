//! Every command that says where a learner stands in a chapter says the same of the same file:
//! the course map, `check`, `grade` and `autograde`, on four files of chapter 1 (the untouched
//! stub, the stub with a comment added, a wrong answer and the reference's). The standing is
//! decided once ([`ayoayo_course::verdict::judge`]); this is what a learner and their teacher
//! see of it.

mod common;

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use ayoayo_course::sandbox::Sandbox;
use ayoayo_course::workshop::scratch::Scratch;
use common::{course, course_with, git, own_answer, sandbox_env, scratch, with_challenges};

const FOLDER: &str = "01-scoop";

/// The four files, by name, each with the standing every command must give it.
fn cases(stub: &str) -> Vec<(&'static str, String, &'static str)> {
    let wrong = "use ayoayo::{Board, Pit};\n\
                 pub fn scoop(board: Board, _pit: Pit) -> (Board, u8) {\n    (board, 0)\n}\n";
    vec![
        ("untouched", stub.to_string(), "not started"),
        (
            "touched",
            format!("{stub}\n// Read the chapter first.\n"),
            "failing",
        ),
        ("failing", with_challenges(FOLDER, wrong), "failing"),
        (
            "passing",
            with_challenges(FOLDER, &own_answer(FOLDER)),
            "passing",
        ),
    ]
}

/// The standing a command's words give, in the words of any of them: `not started`
/// (`not_started` in grades.json), `passing` (`passes`, `Well done`) or `failing` (`does not
/// pass yet`, `N of M tests pass`).
fn standing(said: &str) -> &'static str {
    let has = |words: &[&str]| words.iter().any(|w| said.contains(w));
    if has(&["not started", "not_started"]) {
        "not started"
    } else if has(&["passing", "passes", "Well done"]) {
        "passing"
    } else if has(&["failing", "does not pass", "tests pass"]) {
        "failing"
    } else {
        panic!("no standing in {said:?}")
    }
}

/// The first line of `text` with `words` in it.
fn line<'a>(text: &'a str, words: &str) -> &'a str {
    let mut lines = text.lines();
    lines
        .find(|line| line.contains(words))
        .unwrap_or_else(|| panic!("no line with {words:?} in:\n{text}"))
}

/// A scratch folder of this test's, `NAME` under its temporary folder.
fn tmp(name: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("agreement")
        .join(name)
}

#[test]
fn the_map_check_grade_and_autograde_say_the_same_standing_of_the_same_file() {
    let sandboxed = Sandbox::for_a_test("grade runs with AYOAYO_SANDBOX=off").is_some();
    let env = sandbox_env(sandboxed);
    let (teacher, _turn) = scratch("agreement-teacher");
    let stub_file = teacher
        .root
        .join("exercises")
        .join(FOLDER)
        .join("course/stub.rs");
    let stub = fs::read_to_string(stub_file).unwrap();
    // The learner's repository for `autograde`: the course as handed out, in a first commit.
    let repository = Scratch::copy(&teacher.root, &tmp("repository")).unwrap();
    git(&repository.root, &["init", "--quiet"]);
    git(&repository.root, &["add", "--all"]);
    git(&repository.root, &["commit", "--quiet", "-m", "The course"]);
    let autograde_target = tmp("autograde-target");

    // What each command says of each file, and the learners' folders to grade.
    let mut said: BTreeMap<&str, Vec<(&str, String)>> = BTreeMap::new();
    let mut expected = BTreeMap::new();
    let mut learners = Vec::new();
    for (case, file, standing) in cases(&stub) {
        expected.insert(case, standing);
        let learner = Scratch::copy(&teacher.root, &tmp(case)).unwrap();
        learner.write_lib(FOLDER, &file).unwrap();
        // The map first, so that it decides alone rather than recall `check`'s run.
        let map = course(&learner.root, &[]);
        let check = course(&learner.root, &["check", "scoop"]);
        repository.write_lib(FOLDER, &file).unwrap();
        let autograde = Command::new(env!("CARGO_BIN_EXE_course"))
            .args(["autograde", "scoop"])
            .current_dir(&repository.root)
            .env("CARGO_TARGET_DIR", &autograde_target)
            .env_remove("GITHUB_OUTPUT")
            .env_remove("CI")
            .envs(env.iter().copied())
            .output()
            .expect("running autograde");
        let autograde = String::from_utf8_lossy(&autograde.stdout).into_owned();
        said.entry(case).or_default().extend([
            ("map", line(&map.stdout, " 1  scoop ").to_string()),
            (
                "check",
                line(&check.stdout, "Chapter 1, scoop:").to_string(),
            ),
            ("autograde", line(&autograde, "scoop — ").to_string()),
        ]);
        learners.push(learner.root);
    }

    let out = tmp("grades");
    let _ = fs::remove_dir_all(&out);
    let mut args = vec!["grade".to_string()];
    args.extend(learners.iter().map(|dir| dir.display().to_string()));
    args.extend(["--out".to_string(), out.display().to_string()]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let graded = course_with(&teacher.root, &args, env);
    assert_eq!(graded.code, Some(0), "{}", graded.all());
    let json = fs::read_to_string(out.join("grades.json")).unwrap();
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    for learner in json["learners"].as_array().unwrap() {
        let case = learner["name"].as_str().unwrap();
        let chapters = learner["chapters"].as_array().unwrap();
        let scoop = chapters.iter().find(|g| g["chapter"] == "scoop").unwrap();
        let state = scoop["state"].as_str().unwrap().to_string();
        let case = *expected.keys().find(|c| **c == case).unwrap();
        said.entry(case).or_default().push(("grade", state));
    }

    for (case, words) in &said {
        assert_eq!(words.len(), 4, "{case}: {words:?}");
        for (command, line) in words {
            assert_eq!(
                standing(line),
                expected[case],
                "{case}: `{command}` says {line:?}; all said {words:?}"
            );
        }
    }
}
