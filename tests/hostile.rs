//! The hostile and careless submissions of `tests/hostile/`, graded as a class and checked as
//! their learners would check them: each gets its own right verdict in bounded time, and
//! nothing one of them does reaches the teacher's files or another learner's grade, or outlives
//! its run. Without a sandbox, what only the sandbox stops is left out, in one line that says so.

mod common;

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use ayoayo_course::chapters::find_chapter;
use ayoayo_course::sandbox::Sandbox;
use ayoayo_course::workshop::scratch::copy_tree;
use ayoayo_course::workshop::with_optional;
use common::{
    Ran, assert_verdicts, course, course_with, sandbox_env, scratch, unique_seconds, verdicts,
    verdicts_of,
};

/// The learners whose right verdict only the sandbox gives: `snoops` answers wrongly when it
/// can read the teacher's files, and `memory-hog` would take 8 GiB. Without a sandbox, the
/// class is graded without them.
const SANDBOX_ONLY: [&str; 2] = ["snoops", "memory-hog"];

/// Gives the `background` learner's sleeps in `lib` (its chapter 1 file) durations of this
/// run's own, so that one still running later was left by this run, and returns them.
fn own_sleeps(lib: &Path) -> [String; 2] {
    let mut source = fs::read_to_string(lib).unwrap();
    let sleeps = ["600.25", "600.5"].map(|committed| {
        let own = unique_seconds(600);
        let quoted = format!("\"{committed}\"");
        assert_eq!(source.matches(&quoted).count(), 1, "{committed} in {lib:?}");
        source = source.replace(&quoted, &format!("\"{own}\""));
        own
    });
    fs::write(lib, source).unwrap();
    sleeps
}

/// Asserts that none of `sleeps` is running a few seconds after `ran` (a killed process takes
/// a moment to go): nothing the learner started outlived the run.
#[cfg(target_os = "linux")]
fn assert_none_left(sleeps: &[String], ran: &Ran) {
    use std::time::{Duration, Instant};
    let left = || -> Vec<u32> {
        let running = sleeps.iter().flat_map(|sleep| common::running_with(sleep));
        running.collect()
    };
    let deadline = Instant::now() + Duration::from_secs(5);
    while !left().is_empty() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    let left = left();
    assert!(
        left.is_empty(),
        "a learner's background process outlived the run: {left:?}\n{}",
        ran.all()
    );
}

/// The hostile learners' folders, copied to `dir` (the committed ones stay as they are).
fn class(dir: &Path) -> PathBuf {
    let _ = fs::remove_dir_all(dir);
    let committed = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hostile");
    copy_tree(&committed, dir).unwrap();
    fs::remove_file(dir.join("README.md")).unwrap();
    dir.to_path_buf()
}

fn grade(teacher: &Path, learners: &[PathBuf], out: &Path, env: &[(&str, &str)]) -> Ran {
    let mut args = vec!["grade".to_string()];
    args.extend(learners.iter().map(|dir| dir.display().to_string()));
    args.extend(["--out".to_string(), out.display().to_string()]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let ran = course_with(teacher, &args, env);
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    ran
}

#[cfg(target_os = "linux")]
#[test]
fn a_hostile_class_is_graded_each_learner_on_their_own_code() {
    let sandboxed = Sandbox::for_a_test(
        "the hostile class is graded with AYOAYO_SANDBOX=off and without snoops and memory-hog, \
         so reading the teacher's files, writing outside the copy and the memory limit go unchecked",
    )
    .is_some();
    let (teacher, _turn) = scratch("hostile-teacher");
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("hostile");
    let class = class(&root.join("class"));
    let secret = teacher.root.join("notes-for-teachers.txt");
    fs::write(&secret, "the answers to next week's quiz").unwrap();
    let outside = root.join("hostile-was-here");
    let _ = fs::remove_file(&outside);
    let snoops = class.join("snoops/exercises/01-scoop/src/lib.rs");
    let other = class.join("honest/exercises/01-scoop/src/lib.rs");
    let source = fs::read_to_string(&snoops).unwrap();
    let source = source
        .replace("@SECRET@", &secret.display().to_string())
        .replace("@OTHER_LEARNER@", &other.display().to_string())
        .replace("@OUTSIDE@", &outside.display().to_string());
    fs::write(&snoops, source).unwrap();
    // A huge file (sparse: it takes no disk) and a link to the teacher's notes.
    let unreadable = class.join("unreadable/exercises");
    for folder in ["01-scoop", "02-distribute"] {
        fs::create_dir_all(unreadable.join(folder).join("src")).unwrap();
    }
    let huge = fs::File::create(unreadable.join("01-scoop/src/lib.rs")).unwrap();
    huge.set_len(8 << 30).unwrap();
    std::os::unix::fs::symlink(&secret, unreadable.join("02-distribute/src/lib.rs")).unwrap();
    let sleeps = own_sleeps(&class.join("background/exercises/01-scoop/src/lib.rs"));
    let graded = |name: &str| sandboxed || !SANDBOX_ONLY.contains(&name);

    // The one who rewrites chapter 2's tests goes first, the honest one with a wrong
    // chapter 2 last: a ✓ there would mean the rewrite outlived its run.
    let order = [
        "rewrites-tests",
        "copycat",
        "forged-lines",
        "exits-quietly",
        "snoops",
        "memory-hog",
        "background",
        "chatty",
        "exits",
        "unreadable",
        "constructor-forge",
        "secrets",
        "forges-the-log",
        "saboteur",
        "fake-recursion",
        "honest",
    ];
    let learners = order.iter().filter(|name| graded(name));
    let learners = learners.map(|name| class.join(name));
    let learners: Vec<PathBuf> = learners.collect();
    let out = root.join("grades");
    // The teacher's token, which `secrets` reads while it is built.
    let token = format!("token-{}", unique_seconds(1));
    let env = [sandbox_env(sandboxed), &[("GITHUB_TOKEN", token.as_str())]].concat();
    let ran = grade(&teacher.root, &learners, &out, &env);

    let expected = [
        ("rewrites-tests", vec![("scoop", "passing")]),
        // A `#[path]` module to the file of learner-0 (rewrites-tests), built beside it.
        ("copycat", vec![("scoop", "refused")]),
        // `std::process::exit` (and `abort`, `Command` below): refused before any build.
        ("forged-lines", vec![("scoop", "refused")]),
        ("exits-quietly", vec![("relay-sow", "refused")]),
        ("snoops", vec![("scoop", "passing")]),
        ("memory-hog", vec![("distribute", "stuck")]),
        (
            "background",
            vec![("scoop", "refused"), ("distribute", "stuck")],
        ),
        ("chatty", vec![("sow", "passing")]),
        ("exits", vec![("distribute", "refused"), ("sow", "refused")]),
        (
            "unreadable",
            vec![("scoop", "unreadable"), ("distribute", "unreadable")],
        ),
        ("constructor-forge", vec![("scoop", "refused")]),
        ("secrets", vec![("scoop", "refused")]),
        // `ok` for every test written into the harness's log, then a crash (scoop) or a wrong
        // answer (relay-sow): each pass is confirmed by the test alone, and none holds. Its
        // scoop races itself: when one test's stack overflow ends the process before another
        // test's forged lines are written, no test is heard and the chapter is `stuck`, else
        // the claims, refuted, leave it `failing` (below). No pass either way.
        (
            "forges-the-log",
            vec![("scoop", FORGED_SCOOP), ("relay-sow", "failing")],
        ),
        // Another learner's crate name, and a file the compiler stops at: its own chapters
        // do not compile, and the honest learner after it is graded as alone.
        (
            "saboteur",
            vec![
                ("scoop", "does_not_compile"),
                ("distribute", "does_not_compile"),
            ],
        ),
        // A loop with a self-call that never runs: it passes, and is not called recursive.
        ("fake-recursion", vec![("distribute", "passing")]),
        (
            "honest",
            vec![("scoop", "passing"), ("distribute", "failing")],
        ),
    ];
    let mut expected = verdicts_of(expected.into_iter().filter(|(name, _)| graded(name)));
    let forged = verdicts(&out)["forges-the-log"]["scoop"].clone();
    assert!(
        ["failing", "stuck"].contains(&forged.as_str()),
        "{}",
        ran.all()
    );
    expected
        .get_mut("forges-the-log")
        .unwrap()
        .insert("scoop".into(), forged);
    assert_verdicts(&out, &expected, &ran);
    assert_eq!(csv_points(&out, "forges-the-log", "scoop"), 0);
    // The recursion marks are the run's: honest's wrong distribute recursed, the fake did not.
    let marks = recursion_marks(&out);
    let distribute = |learner: &str| marks[learner]["distribute"].clone();
    assert_eq!(distribute("honest"), ["distribute recursive"]);
    assert_eq!(
        distribute("fake-recursion"),
        ["distribute never_ran distribute"]
    );
    assert!(
        ran.stdout.contains("distribute ✗ never recursed"),
        "{}",
        ran.all()
    );
    let grades = fs::read_to_string(out.join("grades.json")).unwrap();
    for said in [
        "your file uses `unsafe` (`link_section`) (line 9)",
        "your file uses a `#[path]` attribute (line 5)",
        "your file uses `option_env!` (line 7)",
    ] {
        assert!(grades.contains(said), "{said}\n{grades}");
    }
    for file in walkdir::WalkDir::new(&out) {
        let file = file.unwrap();
        let text = fs::read(file.path()).unwrap_or_default();
        let text = String::from_utf8_lossy(&text);
        assert!(!text.contains(&token), "the token in {:?}", file.path());
    }
    assert!(!ran.all().contains(&token), "{}", ran.all());
    assert!(
        ran.stdout.contains("more than the 262144 an answer may"),
        "{}",
        ran.all()
    );
    if sandboxed {
        assert!(!outside.exists(), "a learner's code wrote outside its copy");
    }
    assert_none_left(&sleeps, &ran);
}

#[cfg(target_os = "linux")]
#[test]
fn without_the_sandbox_every_file_is_still_graded_in_the_teacher_s_copy() {
    let (teacher, _turn) = scratch("hostile-unsandboxed");
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("hostile-unsandboxed");
    let class = class(&root.join("class"));
    let learners = ["rewrites-tests", "honest"].map(|name| class.join(name));
    let out = root.join("grades");
    let ran = grade(&teacher.root, &learners, &out, sandbox_env(false));
    assert!(ran.stdout.contains("Warning: no sandbox"), "{}", ran.all());
    let honest = &verdicts(&out)["honest"];
    assert_eq!(honest["distribute"], "failing", "{}", ran.all());
}

/// What `forges-the-log`'s scoop is expected as before the grading says which of its two
/// non-passing standings the race gave (`failing` or `stuck`): replaced by what it was.
const FORGED_SCOOP: &str = "failing or stuck";

/// The points `learner` got for `chapter` in `grades.csv` (its column, their row).
fn csv_points(out: &Path, learner: &str, chapter: &str) -> u32 {
    let csv = fs::read_to_string(out.join("grades.csv")).unwrap();
    let rows: Vec<Vec<&str>> = csv.lines().map(|line| line.split(',').collect()).collect();
    let column = rows[0].iter().position(|name| *name == chapter).unwrap();
    let row = rows.iter().find(|row| row[0] == learner).unwrap();
    row[column].parse().unwrap()
}

/// Each learner's recursion marks per chapter, from `grades.json` in `out`, as
/// `function verdict detail` (`distribute recursive_helper go`).
fn recursion_marks(out: &Path) -> BTreeMap<String, BTreeMap<String, Vec<String>>> {
    let json = fs::read_to_string(out.join("grades.json")).unwrap();
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    let learners = json["learners"].as_array().unwrap().iter();
    let mark = |check: &serde_json::Value| {
        let fields = [&check["function"], &check["verdict"], &check["detail"]];
        let words = fields.into_iter().filter_map(serde_json::Value::as_str);
        words.collect::<Vec<_>>().join(" ")
    };
    learners
        .map(|learner| {
            let chapters = learner["chapters"].as_array().unwrap().iter();
            let marks = chapters.map(|grade| {
                let checks = grade["recursion"].as_array().into_iter().flatten();
                (
                    grade["chapter"].as_str().unwrap().to_string(),
                    checks.map(mark).collect(),
                )
            });
            (
                learner["name"].as_str().unwrap().to_string(),
                marks.collect(),
            )
        })
        .collect()
}

/// Puts `learner`'s file for `folder` into a copy of the course, and returns its path there.
/// The files were written before the chapters had drills: the stub's drills they lack are
/// added after them (still `todo!()`), as a learner who kept the stub's has them.
fn hand_in(copy: &Path, learner: &str, folder: &str) -> PathBuf {
    let committed = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hostile");
    let lib = format!("exercises/{folder}/src/lib.rs");
    let source = fs::read(committed.join(learner).join(&lib)).unwrap();
    let chapter = find_chapter(copy, folder).unwrap();
    let stub = fs::read(chapter.stub_file()).unwrap();
    fs::write(copy.join(&lib), with_optional(&chapter, &source, &stub)).unwrap();
    copy.join(lib)
}

/// `check CHAPTER` in a copy of the course holding `learner`'s file for `folder`.
fn check(copy: &Path, learner: &str, folder: &str, chapter: &str) -> Ran {
    hand_in(copy, learner, folder);
    course(copy, &["check", chapter])
}

#[test]
fn check_names_code_that_ends_the_tests_and_never_calls_it_a_pass() {
    let (copy, _turn) = scratch("hostile-check");
    let forged = check(&copy.root, "forged-lines", "01-scoop", "scoop");
    assert_eq!(forged.code, Some(1), "{}", forged.all());
    assert!(
        forged
            .stdout
            .contains("ENDED EARLY: your code ended the test process with exit code 0"),
        "{}",
        forged.all()
    );
    assert!(!forged.stdout.contains("Well done"), "{}", forged.all());

    let aborted = check(&copy.root, "exits", "03-sow", "sow");
    assert_eq!(aborted.code, Some(1), "{}", aborted.all());
    assert!(
        aborted.stdout.contains("aborted the test process"),
        "{}",
        aborted.all()
    );

    let quiet = check(&copy.root, "exits-quietly", "04-relay-sow", "relay-sow");
    assert_eq!(quiet.code, Some(1), "{}", quiet.all());
    assert!(
        quiet
            .stdout
            .contains("ENDED EARLY: a call of your code ended the process"),
        "{}",
        quiet.all()
    );

    // In the sandbox where there is one, then without: either way its processes end with it.
    for env in [sandbox_env(true), sandbox_env(false)] {
        let lib = hand_in(&copy.root, "background", "01-scoop");
        #[cfg_attr(not(target_os = "linux"), allow(unused_variables))]
        let sleeps = own_sleeps(&lib);
        let background = course_with(&copy.root, &["check", "scoop"], env);
        assert_eq!(background.code, Some(0), "{}", background.all());
        assert!(
            background.stdout.contains("all 9 tests pass"),
            "{}",
            background.all()
        );
        #[cfg(target_os = "linux")]
        assert_none_left(&sleeps, &background);
    }
}

/// The reference crate every stub depends on cannot answer for the learner: a re-export, a
/// wrapper through a renamed crate, a wrapper whose self-call never runs and generic wrappers
/// (one with a worked example, one named by the chapter's instances) are refused, with why, while a chapter built on the earlier chapters' reference
/// functions, as the stubs invite, passes, and so does a right answer without the optional
/// challenges' stubs.
#[test]
fn handing_a_chapter_over_to_the_reference_earns_nothing() {
    let sandboxed =
        Sandbox::for_a_test("the delegating class is graded with AYOAYO_SANDBOX=off").is_some();
    let (teacher, _turn) = scratch("hostile-delegates");
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("hostile-delegates");
    let class = class(&root.join("class"));
    let learners = ["delegates", "builds-on-earlier", "no-challenges", "honest"];
    let learners = learners.map(|name| class.join(name));
    let out = root.join("grades");
    let ran = grade(&teacher.root, &learners, &out, sandbox_env(sandboxed));
    let expected = verdicts_of([
        (
            "delegates",
            vec![
                ("scoop", "refused"),
                ("distribute", "refused"),
                ("sow", "refused"),
                ("perft", "refused"),
                ("minimax", "refused"),
            ],
        ),
        ("builds-on-earlier", vec![("sow", "passing")]),
        ("no-challenges", vec![("scoop", "passing")]),
        (
            "honest",
            vec![("scoop", "passing"), ("distribute", "failing")],
        ),
    ]);
    assert_verdicts(&out, &expected, &ran);
    let grades = fs::read_to_string(out.join("grades.json")).unwrap();
    for why in [
        "`scoop` is not written in the file itself",
        "it calls the reference's own `ayoayo::distribute",
        "it calls the reference's own `ayoayo::sow",
        "it calls the reference's own `ayoayo::search::",
        "it calls the reference's own `ayoayo::perft::divide",
    ] {
        assert!(grades.contains(why), "{why} in {grades}");
    }
    let table = fs::read_to_string(out.join("grades.md")).unwrap();
    let look = "refused: scoop, distribute, sow, perft, minimax";
    assert!(table.contains(look), "{table}");
}

/// Every file under `dir`, with its text.
fn files_under(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        match path.is_dir() {
            true => files.extend(files_under(&path)),
            false => files.push((path.clone(), fs::read_to_string(&path).unwrap())),
        }
    }
    files
}

/// `reads-env` puts every variable its code finds at run time into its failing tests' messages:
/// a secret planted in the teacher's environment is in none of the exports and not in what
/// `grade` prints, with the sandbox and without, while what the code saw is there.
#[test]
fn no_export_carries_a_secret_planted_in_the_teacher_s_environment() {
    let secret = format!("planted-{}", unique_seconds(1));
    let (teacher, _turn) = scratch("hostile-environment");
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("hostile-environment");
    let class = class(&root.join("class"));
    let mut ways = vec![false];
    if Sandbox::for_a_test("the planted secret is looked for without a sandbox only").is_some() {
        ways.insert(0, true);
    }
    for sandboxed in ways {
        let out = root.join(format!("grades-sandboxed-{sandboxed}"));
        let _ = fs::remove_dir_all(&out);
        let planted = [
            ("AYOAYO_PLANTED_SECRET", secret.as_str()),
            ("GITHUB_TOKEN", secret.as_str()),
        ];
        let env = [sandbox_env(sandboxed), &planted].concat();
        let ran = grade(&teacher.root, &[class.join("reads-env")], &out, &env);
        assert!(ran.all().contains("Grading 1 learner on"), "{}", ran.all());
        let exports = files_under(&out);
        let seen = exports
            .iter()
            .any(|(_, text)| text.contains("environment seen: "));
        assert!(seen, "the learner's code never ran:\n{}", ran.all());
        let carrying: Vec<&PathBuf> = exports
            .iter()
            .filter(|(_, text)| text.contains(&secret))
            .map(|(path, _)| path)
            .collect();
        assert!(carrying.is_empty(), "sandboxed: {sandboxed}: {carrying:?}");
        assert!(
            !ran.all().contains(&secret),
            "sandboxed: {sandboxed}:\n{}",
            ran.all()
        );
    }
}

/// The marker planted in the honest learner's file, which no classmate's run may read.
const MARKER: &str = "honest-learner's-own-marker";

/// The learners who go after the sandbox's limits or their classmates in a batch, graded
/// beside an honest one: each is graded by itself, a limit it reached is named in the grade's
/// note, the others are graded and written, nothing of the honest learner's file reaches the
/// exports, and nothing the disk hog wrote is left in the teacher's `/tmp`.
#[cfg(target_os = "linux")]
#[test]
fn learners_who_exhaust_the_sandbox_or_look_for_classmates_are_graded_alone() {
    let Some(sandbox) = Sandbox::for_a_test(
        "the class that exhausts the sandbox's limits and looks for classmates is not graded",
    ) else {
        return;
    };
    // Run by a user other than root, the process limit is that user's, shared with the tool
    // itself, and runs are not watched: the bomb is left out.
    let limited = sandbox.watches_runs();
    if !limited {
        eprintln!("note: runs are not watched here (not root): the thread bomb is left out");
    }
    let (teacher, _turn) = scratch("hostile-limits");
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("hostile-limits");
    let class = class(&root.join("class"));
    let honest = class.join("honest/exercises/01-scoop/src/lib.rs");
    let planted = fs::read_to_string(&honest).unwrap() + &format!("// {MARKER}\n");
    fs::write(&honest, planted).unwrap();
    // What the disk hog would leave in the teacher's /tmp; a failed run's are cleared first.
    let hogged = || {
        let tmp = fs::read_dir("/tmp")
            .unwrap()
            .flatten()
            .map(|entry| entry.path());
        let hog = |path: &PathBuf| path.to_string_lossy().starts_with("/tmp/ayoayo-disk-hog-");
        tmp.filter(hog).collect::<Vec<PathBuf>>()
    };
    hogged()
        .iter()
        .for_each(|left| fs::remove_file(left).unwrap());
    let order = [
        "lists-classmates",
        "fork-bomb",
        "memory-by-children",
        "disk-hog",
        "honest",
    ];
    let graded = |name: &str| limited || name != "fork-bomb";
    let learners = order.iter().filter(|name| graded(name));
    let learners: Vec<PathBuf> = learners.map(|name| class.join(name)).collect();
    let out = root.join("grades");
    let started = std::time::Instant::now();
    let ran = grade(&teacher.root, &learners, &out, &[]);
    let took = started.elapsed();

    let expected = [
        ("lists-classmates", vec![("scoop", "passing")]),
        ("fork-bomb", vec![("scoop", "stuck")]),
        // Children need `std::process`, which `grade` refuses before building; the sandbox's
        // watch on their memory together is tested on its own (src/sandbox's unit tests).
        ("memory-by-children", vec![("scoop", "refused")]),
        // Its `/tmp` is the sandbox's own, 64 MiB: the writes past it fail, the answer is right.
        ("disk-hog", vec![("scoop", "passing")]),
        (
            "honest",
            vec![("scoop", "passing"), ("distribute", "failing")],
        ),
    ];
    let expected = verdicts_of(expected.into_iter().filter(|(name, _)| graded(name)));
    assert_verdicts(&out, &expected, &ran);
    let json = fs::read_to_string(out.join("grades.json")).unwrap();
    let note_of = |learner: &str| {
        let json: serde_json::Value = serde_json::from_str(&json).unwrap();
        let learners = json["learners"].as_array().unwrap().iter();
        let learner = learners.into_iter().find(|one| one["name"] == learner);
        learner.unwrap()["chapters"][0]["note"].to_string()
    };
    if limited {
        let bomb = note_of("fork-bomb");
        assert!(bomb.contains("limit of 256"), "{bomb}\n{}", ran.all());
    }
    for export in walkdir::WalkDir::new(&out).into_iter().flatten() {
        let text = fs::read(export.path()).unwrap_or_default();
        let text = String::from_utf8_lossy(&text);
        assert!(!text.contains(MARKER), "{:?}: {text}", export.path());
    }
    let left = hogged();
    assert!(
        left.is_empty(),
        "the disk hog's files in the teacher's /tmp: {left:?}"
    );
    eprintln!("the class was graded in {took:?}");
}

/// The files no graded build may get stuck on or leave behind, graded beside an honest learner:
/// a macro that doubles its tokens is stopped at a build's memory limit and graded as not
/// compiling, with the limit in its note; an endless constant is refused (it allows the lint
/// that stops one); a 256 MiB static builds, passes, and leaves no file of its size in the
/// grading folder; the honest learner is graded as alone.
#[cfg(target_os = "linux")]
#[test]
fn compile_bombs_end_at_the_build_s_limits_and_leave_nothing_behind() {
    let sandboxed = Sandbox::for_a_test("the compile bombs are graded without a sandbox").is_some();
    let (teacher, _turn) = scratch("hostile-bombs");
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("hostile-bombs");
    let class = class(&root.join("class"));
    let learners = ["compile-bombs", "honest"].map(|name| class.join(name));
    let out = root.join("grades");
    let ran = grade(&teacher.root, &learners, &out, sandbox_env(sandboxed));

    let expected = [
        (
            "compile-bombs",
            vec![
                ("scoop", "does_not_compile"),
                ("distribute", "refused"),
                ("sow", "passing"),
            ],
        ),
        (
            "honest",
            vec![("scoop", "passing"), ("distribute", "failing")],
        ),
    ];
    assert_verdicts(&out, &verdicts_of(expected), &ran);
    let grades = fs::read_to_string(out.join("grades.json")).unwrap();
    for said in [
        "error: the compiler was stopped (signal 6, SIGABRT",
        "4 GiB of memory",
        "`long_running_const_eval` in an attribute",
    ] {
        assert!(grades.contains(said), "{said}\n{grades}");
    }
    // No file the course builds comes near 200 MiB; each of the static's is over 256 MiB.
    let work = common::target_dir().join("course-grade");
    let left: Vec<_> = walkdir::WalkDir::new(&work)
        .into_iter()
        .flatten()
        .filter(|file| {
            file.metadata()
                .is_ok_and(|meta| meta.is_file() && meta.len() > 200 << 20)
        })
        .map(|file| file.path().to_path_buf())
        .collect();
    assert!(left.is_empty(), "build files left behind: {left:?}");
}
