//! The checks that hold the course together. Each works on a scratch copy of the workspace
//! (under `target/`), so a learner's own files are never read or changed by them:
//!
//! - every exercise passes when its functions are the reference's;
//! - every single test fails on the shipped stub;
//! - the snapshots are exactly what the reference generates;
//! - every typical mistake in `tests/mutants/` is caught by its chapter's tests.
//!
//! To check only some chapters, name them: `AYOAYO_CHAPTERS=sow,relay-sow cargo test --test
//! integrity`.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

use ayoayo_course::chapters::{Chapter, chapters};
use ayoayo_course::scratch::Scratch;
use ayoayo_course::test_run::{TestCommand, TestRun};

/// Each chapter must come with at least this many typical mistakes.
const MISTAKES_PER_CHAPTER: usize = 3;

fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn integrity_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("integrity")
}

/// The chapters named in `AYOAYO_CHAPTERS` (slugs, comma-separated), if it is set.
fn chosen_chapters() -> Option<String> {
    std::env::var("AYOAYO_CHAPTERS")
        .ok()
        .filter(|chosen| !chosen.is_empty())
}

/// A fresh scratch copy of the workspace for one check, and the right to build in it.
///
/// The checks share one build folder (so the dependencies are built once), and cargo names an
/// exercise's test binary the same in every copy: so one check runs at a time.
fn scratch(name: &str) -> (Scratch, MutexGuard<'static, ()>) {
    static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());
    let turn = ONE_AT_A_TIME
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    // Checks of different chapters, run at the same time, each get a copy of their own.
    let name = match chosen_chapters() {
        Some(chosen) => format!("{name}-{}", chosen.replace(',', "-")),
        None => name.to_string(),
    };
    let copy = Scratch::copy(&workspace(), &integrity_dir().join(name));
    (copy.expect("copying the workspace"), turn)
}

/// Every chapter, or those chosen with `AYOAYO_CHAPTERS`.
fn all_chapters() -> Vec<Chapter> {
    let mut chapters = chapters(&workspace()).expect("finding the chapters");
    if let Some(chosen) = chosen_chapters() {
        chapters.retain(|chapter| chosen.split(',').any(|slug| slug.trim() == chapter.slug));
    }
    assert!(!chapters.is_empty(), "no exercises found under exercises/");
    chapters
}

/// Runs one chapter's tests in the scratch copy, with the shared integrity build folder.
fn run(scratch: &Scratch, chapter: &Chapter, env: &[(&str, &str)]) -> TestRun {
    let mut command = TestCommand::new(&scratch.root, chapter.package());
    command.target_dir = Some(integrity_dir().join("target"));
    command.env = env.iter().map(|&(k, v)| (k.into(), v.into())).collect();
    command.run().expect("running cargo test")
}

/// Fails with every problem found, one per line, when there are any.
fn assert_no_problems(check: &str, problems: Vec<String>) {
    assert!(
        problems.is_empty(),
        "{check}:\n  - {}",
        problems.join("\n  - ")
    );
}

/// The last lines of a run's output, to show what went wrong.
fn tail(run: &TestRun) -> String {
    let lines: Vec<&str> = run.output.lines().collect();
    lines[lines.len().saturating_sub(30)..].join("\n")
}

/// Runs every chapter's tests in scratch copy `name`, with `lib` as the learner's file. Returns
/// each chapter's run, and a problem for each chapter where no test ran at all.
fn run_every_chapter(
    name: &str,
    lib: impl Fn(&Chapter) -> String,
) -> (Vec<(Chapter, TestRun)>, Vec<String>) {
    let (scratch, _turn) = scratch(name);
    let mut runs = Vec::new();
    let mut problems = Vec::new();
    for chapter in all_chapters() {
        scratch
            .write_lib(&chapter.folder_name(), &lib(&chapter))
            .unwrap();
        let run = run(&scratch, &chapter, &[]);
        if !run.ran || run.tests.is_empty() {
            problems.push(format!("{}: no tests ran\n{}", chapter.slug, tail(&run)));
        }
        runs.push((chapter, run));
    }
    (runs, problems)
}

#[test]
fn every_exercise_passes_against_the_reference() {
    let reference = |chapter: &Chapter| chapter.reference_lib().expect("reading the stub");
    let (runs, mut problems) = run_every_chapter("reference", reference);
    for (chapter, run) in &runs {
        for name in run.failed() {
            problems.push(format!("{}: `{name}` fails on the reference", chapter.slug));
        }
    }
    assert_no_problems("the reference must pass every exercise", problems);
}

#[test]
fn every_test_fails_on_the_shipped_stub() {
    let stub = |chapter: &Chapter| fs::read_to_string(chapter.stub_file()).expect("no stub");
    let (runs, mut problems) = run_every_chapter("stub", stub);
    for (chapter, run) in &runs {
        for name in run.passed() {
            problems.push(format!("{}: `{name}` passes on the stub", chapter.slug));
        }
    }
    assert_no_problems("every test must fail on the untouched stub", problems);
}

/// Regenerates every snapshot from the reference and compares with the committed ones. With
/// `AYOAYO_BLESS_SNAPSHOTS=1`, it writes the regenerated snapshots into the workspace instead:
/// the one way snapshots are made.
#[test]
fn snapshots_are_what_the_reference_generates() {
    let (scratch, _turn) = scratch("snapshots");
    let chapters = all_chapters();
    for chapter in &chapters {
        let folder = chapter.folder_name();
        for snap in snapshot_files(&scratch.root.join("exercises").join(&folder)).into_keys() {
            fs::remove_file(scratch.root.join("exercises").join(&folder).join(snap)).unwrap();
        }
        let lib = chapter.reference_lib().expect("reading the stub");
        scratch.write_lib(&folder, &lib).unwrap();
        let env = [("INSTA_UPDATE", "always"), ("INSTA_FORCE_PASS", "1")];
        let run = run(&scratch, chapter, &env);
        assert!(
            run.ran,
            "{}: the tests did not run\n{}",
            chapter.slug,
            tail(&run)
        );
    }
    let bless = std::env::var("AYOAYO_BLESS_SNAPSHOTS").is_ok_and(|value| value == "1");
    let mut problems = Vec::new();
    for chapter in &chapters {
        let folder = chapter.folder_name();
        let fresh = snapshot_files(&scratch.root.join("exercises").join(&folder));
        let committed = snapshot_files(&chapter.dir);
        if bless {
            for (path, text) in &fresh {
                let target = chapter.dir.join(path);
                fs::create_dir_all(target.parent().unwrap()).unwrap();
                fs::write(target, text).unwrap();
            }
            for stale in committed.keys().filter(|path| !fresh.contains_key(*path)) {
                fs::remove_file(chapter.dir.join(stale)).unwrap();
            }
            continue;
        }
        for (path, text) in &fresh {
            match committed.get(path) {
                None => problems.push(format!("{folder}/{} is missing", path.display())),
                Some(old) if old != text => {
                    problems.push(format!("{folder}/{} is stale", path.display()))
                }
                Some(_) => {}
            }
        }
        for path in committed.keys().filter(|path| !fresh.contains_key(*path)) {
            problems.push(format!(
                "{folder}/{} is not made by any test",
                path.display()
            ));
        }
    }
    if !problems.is_empty() {
        problems.push(
            "to regenerate them from the reference: \
             AYOAYO_BLESS_SNAPSHOTS=1 cargo test --test integrity snapshots"
                .into(),
        );
    }
    assert_no_problems("snapshots must be fresh", problems);
}

#[test]
fn every_typical_mistake_is_caught() {
    let (scratch, _turn) = scratch("mutants");
    let mut problems = Vec::new();
    for chapter in all_chapters() {
        let folder = chapter.folder_name();
        let mutants = mutant_files(&folder);
        if mutants.len() < MISTAKES_PER_CHAPTER {
            problems.push(format!(
                "{folder}: only {} typical mistakes in tests/mutants/{folder}; \
                 add at least {MISTAKES_PER_CHAPTER}",
                mutants.len()
            ));
        }
        for mutant in mutants {
            let name = mutant.file_stem().unwrap().to_string_lossy().into_owned();
            scratch
                .write_lib(&folder, &fs::read_to_string(&mutant).unwrap())
                .unwrap();
            let run = run(&scratch, &chapter, &[]);
            if !run.ran {
                problems.push(format!("{folder}/{name} does not compile\n{}", tail(&run)));
            } else if run.failed().is_empty() {
                problems.push(format!("{folder}/{name} is not caught by any test"));
            }
        }
    }
    for stray in files_ending(
        &scratch.root.join("exercises"),
        &[".snap.new", ".pending-snap"],
    ) {
        problems.push(format!("an exercise run wrote {}", stray.display()));
    }
    assert_no_problems("every typical mistake must be caught", problems);
}

/// The typical mistakes kept for one chapter, in name order.
fn mutant_files(folder: &str) -> Vec<PathBuf> {
    let dir = workspace().join("tests/mutants").join(folder);
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .map(|entries| entries.map(|entry| entry.unwrap().path()).collect())
        .unwrap_or_default();
    files.retain(|path| path.extension().is_some_and(|ext| ext == "rs"));
    files.sort();
    files
}

/// Every `.snap` file under an exercise folder, by path relative to it, with its text.
fn snapshot_files(exercise: &Path) -> BTreeMap<PathBuf, String> {
    let snaps = files_ending(&exercise.join("tests"), &[".snap"]);
    let read = |path: PathBuf| (path.strip_prefix(exercise).unwrap().to_path_buf(), path);
    let snaps = snaps.into_iter().map(read);
    snaps
        .map(|(relative, path)| (relative, fs::read_to_string(path).unwrap()))
        .collect()
}

/// Every file under `folder` whose name ends with one of `endings`.
fn files_ending(folder: &Path, endings: &[&str]) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![folder.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).into_iter().flatten() {
            let path = entry.unwrap().path();
            let name = path.to_string_lossy();
            if path.is_dir() {
                folders.push(path);
            } else if endings.iter().any(|ending| name.ends_with(ending)) {
                found.push(path);
            }
        }
    }
    found
}
