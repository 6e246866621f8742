//! `grade`'s reports on a tiny class graded at a deadline (`--before`), through the built
//! binary: Ada's folder is not a git repository, Grace's has a commit before the deadline and
//! one after it, and uncommitted changes. Every file written is read back, and they must agree;
//! `--csv` prints the CSV alone on stdout.

mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use ayoayo_course::grade::{GRADES_SCHEMA, POINTS_PER_CHAPTER};
use ayoayo_course::sandbox::Sandbox;
use ayoayo_course::workshop::scratch::Scratch;
use common::{course, course_with, own_answer, sandbox_env, scratch, with_challenges};

/// A learner's copy of the course, `class-at-deadline/NAME`, as the course ships it.
fn copy(name: &str) -> PathBuf {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("class-at-deadline")
        .join(name);
    Scratch::copy(Path::new(env!("CARGO_MANIFEST_DIR")), &root).unwrap();
    root
}

/// Runs git in `dir`, with `date` as the author's and committer's date, and returns its output.
fn git(dir: &Path, args: &[&str], date: &str) -> String {
    let ran = Command::new("git")
        .args([
            "-c",
            "user.name=Grace",
            "-c",
            "user.email=grace@example.com",
        ])
        .args(["-c", "commit.gpgsign=false", "-C"])
        .arg(dir)
        .args(args)
        .env("GIT_AUTHOR_DATE", date)
        .env("GIT_COMMITTER_DATE", date)
        .env("GIT_CEILING_DIRECTORIES", dir.parent().unwrap())
        .output()
        .expect("running git");
    assert!(ran.status.success(), "git {args:?}: {ran:?}");
    String::from_utf8(ran.stdout).unwrap().trim().to_string()
}

/// Chapter 1's file, answered (with the challenges) or not compiling.
fn scoop(answered: bool) -> String {
    match answered {
        true => with_challenges("01-scoop", &own_answer("01-scoop")),
        false => with_challenges("01-scoop", "pub fn scoop() -> u8 { \"not a number\" }\n"),
    }
}

#[test]
fn a_class_graded_at_a_deadline_gets_the_same_facts_in_every_file() {
    let sandboxed = Sandbox::for_a_test(
        "the deadline's class is graded with AYOAYO_SANDBOX=off, so not inside the sandbox",
    )
    .is_some();
    let (teacher, _turn) = scratch("grade-exports");
    let ada = copy("ada");
    fs::write(ada.join("exercises/01-scoop/src/lib.rs"), scoop(true)).unwrap();
    let grace = copy("grace");
    let lib = grace.join("exercises/01-scoop/src/lib.rs");
    git(&grace, &["init", "-q"], "2026-11-30T12:00:00Z");
    fs::write(&lib, scoop(true)).unwrap();
    git(&grace, &["add", "exercises"], "2026-11-30T12:00:00Z");
    git(&grace, &["commit", "-qm", "scoop"], "2026-11-30T12:00:00Z");
    let in_time = git(&grace, &["rev-parse", "HEAD"], "2026-11-30T12:00:00Z");
    fs::write(&lib, scoop(false)).unwrap();
    // 18:00 in New York, where the teacher's 17:00 deadline is read: an hour late.
    git(&grace, &["commit", "-qam", "late"], "2026-12-01T23:00:00Z");
    let uncommitted = "pub fn not_even_rust(";
    fs::write(
        grace.join("exercises/02-distribute/src/lib.rs"),
        uncommitted,
    )
    .unwrap();
    let index = fs::read(grace.join(".git/index")).unwrap();
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("class-at-deadline-grades");
    let _ = fs::remove_dir_all(&out);

    let (ada_dir, grace_dir) = (ada.to_str().unwrap(), grace.to_str().unwrap());
    let out_dir = out.to_str().unwrap();
    // The roster names Ada as her school does; her folder is matched to it, whatever its case.
    let roster = out.with_extension("roster");
    fs::write(&roster, "# the class\nADA\ngrace\nzed\n").unwrap();
    let args = [
        "grade",
        ada_dir,
        grace_dir,
        "--before",
        "2026-12-01 17:00",
        "--out",
        out_dir,
        "--csv",
        "--roster",
        roster.to_str().unwrap(),
    ];
    // The teacher's machine keeps New York's time (a POSIX rule, so no time zone database is
    // needed): a deadline without an offset is read as its local time, as git reads one.
    let new_york = [("TZ", "EST5EDT,M3.2.0,M11.1.0")];
    let ran = course_with(
        &teacher.root,
        &args,
        &[sandbox_env(sandboxed), &new_york].concat(),
    );
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    let said = "At the deadline 2026-12-01T22:00:00Z, 2026-12-01 17:00:00 read in this \
                machine's time zone (UTC-05)";
    assert!(ran.stderr.contains(said), "{}", ran.all());

    // Grace's folder is as she left it: her late file, her uncommitted one, her index.
    assert_eq!(fs::read_to_string(&lib).unwrap(), scoop(false));
    let distribute = fs::read_to_string(grace.join("exercises/02-distribute/src/lib.rs"));
    assert_eq!(distribute.unwrap(), uncommitted);
    assert_eq!(fs::read(grace.join(".git/index")).unwrap(), index);

    let chapters = common::slugs().len();
    let json: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(out.join("grades.json")).unwrap()).unwrap();
    assert_eq!(json["schema"], 2);
    assert_eq!(json["before"], "2026-12-01T22:00:00Z");
    assert!(humantime::parse_rfc3339(json["graded_at"].as_str().unwrap()).is_ok());
    let (ada_json, grace_json) = (&json["learners"][0], &json["learners"][1]);
    let note = ada_json["note"].as_str().unwrap();
    assert!(note.starts_with("not a git repository"), "{json:#}");
    assert!(ada_json.get("commit").is_none(), "{json:#}");
    assert_eq!(grace_json["commit"], in_time.as_str(), "{json:#}");
    assert_eq!(grace_json["chapters"][0]["state"], "passing", "{json:#}");
    assert_eq!(
        grace_json["chapters"][1]["state"], "not_started",
        "{json:#}"
    );
    let passed_in_json: Vec<usize> = [ada_json, grace_json]
        .map(|learner| {
            let grades = learner["chapters"].as_array().unwrap().iter();
            grades.filter(|g| g["state"] == "passing").count()
        })
        .to_vec();
    assert_eq!(passed_in_json, [0, 1]);

    let csv = fs::read_to_string(out.join("grades.csv")).unwrap();
    // With --csv, stdout is the CSV alone, for piping; the progress goes to stderr.
    assert_eq!(ran.stdout, csv, "{}", ran.all());
    assert!(ran.stderr.contains("Grading 2 learners"), "{}", ran.all());
    let rows: Vec<Vec<&str>> = csv.lines().map(|line| line.split(',').collect()).collect();
    assert_eq!(rows.len(), 3, "{csv}");
    assert_eq!(rows[0][0], "student_id");
    assert_eq!(rows[0][1..=chapters], common::slugs());
    assert_eq!(
        rows[0][chapters + 1..],
        ["chapters_passed", "total", "drills_done"]
    );
    let zeros = vec!["0"; chapters - 1];
    assert_eq!(
        rows[1],
        [&["ADA"][..], &zeros, &["0", "0", "0", "0"]].concat()
    );
    // Grace's drills are the reference's, re-exported: none is her own, so none is done.
    assert_eq!(
        rows[2],
        [&["grace", "10"][..], &zeros, &["1", "10", "0"]].concat()
    );

    // Canvas's and Moodle's shapes carry the same points, a column a chapter, then the drills.
    let canvas = fs::read_to_string(out.join("grades-canvas.csv")).unwrap();
    let canvas: Vec<&str> = canvas.lines().collect();
    assert!(canvas[0].starts_with("Student,ID,SIS User ID,SIS Login ID,Section,Ayoayo 01-scoop,"));
    assert!(canvas[1].starts_with("Points Possible,,,,,10,10,"));
    assert_eq!(
        canvas[3],
        format!("grace,,grace,,,10,{},0", zeros.join(","))
    );
    let offered = chapters_with_drills();
    assert!(canvas[1].ends_with(&format!(",{offered}")), "{}", canvas[1]);
    let moodle = fs::read_to_string(out.join("grades-moodle.csv")).unwrap();
    let moodle: Vec<&str> = moodle.lines().collect();
    assert!(moodle[0].starts_with("ID number,Folder,Ayoayo 01-scoop,"));
    assert_eq!(moodle[1], format!("ADA,ada,0,{},0", zeros.join(",")));

    let markdown = fs::read_to_string(out.join("grades.md")).unwrap();
    let look = "| ada | 0/{c} | 0/{p} | — | — | — | not a git repository: nothing can be graded as \
                it was at 2026-12-01T22:00:00Z |";
    let look = look
        .replace("{c}", &chapters.to_string())
        .replace("{p}", &(chapters * 10).to_string());
    assert!(markdown.contains(&look), "{markdown}");
    // Her one chapter built offers its drills, none of them hers.
    let scoop_drills = course_model::Course::load(std::path::Path::new(env!("CARGO_MANIFEST_DIR")))
        .unwrap()
        .chapters[0]
        .drills
        .len();
    let grace_row = format!(
        "| grace | 1/{chapters} | 10/{} | 0/{scoop_drills} | 2/2 | — | — |",
        chapters * 10
    );
    assert!(markdown.contains(&grace_row), "{markdown}");
    assert!(
        markdown.contains(&format!("Commit `{in_time}`.")),
        "{markdown}"
    );

    let results = |learner: &str, folder: &str| -> serde_json::Value {
        let path = out
            .join("results")
            .join(learner)
            .join(folder)
            .join("results.json");
        let text = fs::read_to_string(&path).unwrap_or_else(|_| panic!("no {}", path.display()));
        serde_json::from_str(&text).unwrap()
    };
    let passing = results("grace", "01-scoop");
    assert_eq!(passing["version"], 3);
    // The teachers' page names the version the files follow.
    let version = format!("(version {})", passing["version"]);
    assert!(
        page().contains(&version),
        "the grading page does not say {version}"
    );
    assert_eq!(passing["status"], "pass");
    let tests = passing["tests"].as_array().unwrap();
    assert_eq!(tests.len(), 9, "{passing:#}");
    assert!(tests.iter().all(|t| t["status"] == "pass"), "{passing:#}");
    // In the order of the chapter's test files (examples first), each with its code.
    let first = "examples::scooping_pit_0_of_the_opening_takes_its_four_stones";
    assert_eq!(tests[0]["name"], first, "{passing:#}");
    let code = tests[0]["test_code"].as_str().unwrap();
    assert!(
        code.starts_with("assert_answer!(\n    scoop(OPENING, 0),"),
        "{code}"
    );
    let missing = results("ada", "01-scoop");
    assert_eq!(missing["status"], "error");
    assert!(missing["message"].as_str().unwrap().starts_with("missing"));
    // Grace's untouched stub fails every test of the chapter, each saying why.
    let stub = results("grace", "02-distribute");
    assert_eq!(stub["status"], "fail", "{stub:#}");
    let stub_tests = stub["tests"].as_array().unwrap();
    assert!(stub_tests.len() >= 10, "{stub:#}");
    for test in stub_tests {
        assert_eq!(test["status"], "fail", "{stub:#}");
        let message = test["message"].as_str().unwrap();
        assert!(message.contains("the file is still the stub"), "{message}");
    }

    let junit = fs::read_to_string(out.join("junit.xml")).unwrap();
    let suite = "<testsuite name=\"grace/01-scoop\" tests=\"9\" failures=\"0\" errors=\"0\" \
                 skipped=\"0\" time=\"";
    // The one chapter whose tests ran took a measured time; the whole file's is the same.
    let time = |after: &str| -> f64 {
        let at = junit
            .find(after)
            .unwrap_or_else(|| panic!("no {after} in {junit}"));
        let rest = &junit[at + after.len()..];
        rest[..rest.find('"').unwrap()].parse().unwrap()
    };
    assert!(time(suite) > 0.0, "{junit}");
    let skipped = (chapters - 1).to_string();
    let totals = format!(
        "<testsuites name=\"grades\" tests=\"{}\" failures=\"0\" errors=\"{chapters}\" \
         skipped=\"{skipped}\" time=\"",
        chapters * 2 - 1 + 9
    );
    assert_eq!(time(&totals), time(suite), "{junit}");
    let untimed = "<testsuite name=\"ada/01-scoop\" tests=\"1\" failures=\"0\" errors=\"1\" \
                   skipped=\"0\" time=\"0.000\">";
    assert!(junit.contains(untimed), "{junit}");
    assert_eq!(junit.matches("<testsuite ").count(), chapters * 2);
    assert_eq!(junit.matches("</testsuite>").count(), chapters * 2);
}

/// The teachers' page on grading, whitespace as one space.
fn page() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("book/src/class/grading.md");
    let text = fs::read_to_string(path).unwrap();
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn the_grading_page_s_figures_are_the_code_s() {
    let page = page();
    let chapters = common::slugs().len();
    for phrase in [
        format!("A chapter is worth {POINTS_PER_CHAPTER} points"),
        format!("\"schema\": {GRADES_SCHEMA}"),
        format!("(`14/{chapters}`)"),
    ] {
        assert!(
            page.contains(&phrase),
            "the grading page does not say `{phrase}`"
        );
    }
}

#[test]
fn grade_refuses_a_folder_no_one_on_the_roster_owns_before_grading_anything() {
    let (teacher, _turn) = scratch("grade-bad-roster");
    let ada = copy("ada-unlisted");
    let roster = ada.with_extension("roster");
    fs::write(&roster, "grace\n").unwrap();
    let args = [
        "grade",
        ada.to_str().unwrap(),
        "--roster",
        roster.to_str().unwrap(),
    ];
    let ran = course(&teacher.root, &args);
    assert_eq!(ran.code, Some(2), "{}", ran.all());
    let said = "the folder `ada-unlisted` is no learner's on the roster";
    assert!(ran.stderr.contains(said), "{}", ran.all());
    assert!(!ran.stdout.contains("Grading"), "{}", ran.all());
}

#[test]
fn grade_refuses_a_deadline_it_cannot_read_before_grading_anything() {
    let (teacher, _turn) = scratch("grade-bad-deadline");
    let ada = copy("ada-undated");
    let ran = course(
        &teacher.root,
        &["grade", ada.to_str().unwrap(), "--before", "next friday"],
    );
    assert_eq!(ran.code, Some(2), "{}", ran.all());
    assert!(
        ran.stderr.contains("`next friday` is not a date"),
        "{}",
        ran.all()
    );
    assert!(
        ran.stderr.contains("2026-12-01 17:00 (your time zone)"),
        "{}",
        ran.all()
    );
    assert!(!ran.stdout.contains("Grading"), "{}", ran.all());
}

/// How many drills the course offers in all: the points possible of the gradebooks' drills
/// column.
fn chapters_with_drills() -> usize {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let course = course_model::Course::load(root).unwrap();
    course
        .chapters
        .iter()
        .map(|chapter| chapter.drills.len())
        .sum()
}
