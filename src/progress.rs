//! Where a learner stands: each chapter's state, found by running its tests, and remembered
//! by the content of the files that decide it, so asking again is instant until one changes.

use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

use anyhow::Result;
use serde::{Deserialize, Serialize};

use crate::chapters::Exercise;
use crate::files::files_under;
use crate::optional::Tally;
use crate::test_run::TestRun;
use crate::workspace::work_dir;

/// A chapter's exercise, as its tests see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum State {
    /// `src/lib.rs` is still the shipped stub.
    NotStarted,
    /// The code does not compile, so no test could run.
    DoesNotCompile,
    /// The tests crashed or did not finish in time: probably a recursion that never ends.
    Stuck,
    /// Some tests fail.
    Failing { passed: usize, total: usize },
    /// Every test passes.
    Passing { total: usize },
}

impl State {
    /// Whether the chapter is done.
    pub fn is_passing(&self) -> bool {
        matches!(self, State::Passing { .. })
    }

    /// What a test run says about the chapter, on a file the learner changed (an untouched
    /// one is not started whatever its tests say: [`crate::verdict::judge`]).
    pub fn of_run(run: &TestRun) -> State {
        let total = run.total();
        let passed = run.passed().len();
        if !run.built {
            State::DoesNotCompile
        } else if !run.ran() {
            State::Stuck
        } else if passed == total && total > 0 {
            State::Passing { total }
        } else {
            State::Failing { passed, total }
        }
    }
}

/// The order in which to look for the chapter to do next, as positions in the course's list of
/// `count` chapters: those after `passed` (the chapter just passed, or the furthest passing),
/// then from the first, wrapping round; from the first when none is passed. A learner who has
/// just passed a Part III chapter is sent on to the next, not back to chapter 1.
pub fn next_step_order(count: usize, passed: Option<usize>) -> impl Iterator<Item = usize> {
    let start = passed.map_or(0, |at| (at + 1).min(count));
    (start..count).chain(0..start)
}

/// Where to go on when no chapter was just passed (the course map; `check` and `watch` with
/// no chapter named), from every chapter's state in course order: a chapter already started
/// that does not pass yet, else one not started, each looked for from after the furthest
/// chapter passed, wrapping round. `None` when every chapter passes.
pub fn where_to_go_on(states: &[State]) -> Option<usize> {
    let furthest = states.iter().rposition(State::is_passing);
    let order = || next_step_order(states.len(), furthest);
    let started = |at: &usize| !matches!(states[*at], State::NotStarted | State::Passing { .. });
    (order().find(started)).or_else(|| order().find(|&at| !states[at].is_passing()))
}

/// A chapter's state when it is known without running anything: an untouched stub, or a
/// verdict remembered for its files as they are now. `None` when only its tests can tell.
pub fn known_state(workspace: &Path, chapter: &Exercise) -> Result<Option<State>> {
    if chapter.is_untouched()? {
        return Ok(Some(State::NotStarted));
    }
    let key = digest(workspace, chapter)?;
    Ok(remembered(&cache_file(workspace, chapter), &key))
}

/// Records a chapter's state found by a run made elsewhere (by `check`), so the course map
/// need not run the same tests again. `tested` is the fingerprint taken before that run: a file
/// saved while the tests ran has another one, so it is not taken to have this verdict.
pub fn record(workspace: &Path, chapter: &Exercise, tested: &Fingerprint, state: &State) {
    remember(&cache_file(workspace, chapter), &tested.0, state);
}

/// A digest of the files that decide a chapter's verdict, taken before its tests run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fingerprint(String);

/// The fingerprint of a chapter's files as they are now.
pub fn fingerprint(workspace: &Path, chapter: &Exercise) -> Result<Fingerprint> {
    digest(workspace, chapter).map(Fingerprint)
}

/// A digest of everything that decides a chapter's verdict: the learner's file, the chapter's
/// tests and manifest, the reference crate and the shared test support (with the course
/// model's time limits and markers, which the test kit uses).
fn digest(workspace: &Path, chapter: &Exercise) -> Result<String> {
    let mut files = vec![chapter.learner_file(), chapter.dir.join("Cargo.toml")];
    for dir in [
        chapter.dir.join("tests"),
        workspace.join("solutions/src"),
        workspace.join("exercises/testkit/src"),
        workspace.join("exercises/model/src"),
    ] {
        files.extend(files_under(&dir).unwrap_or_default());
    }
    let mut hasher = DefaultHasher::new();
    for file in files {
        file.hash(&mut hasher);
        fs::read(&file)?.hash(&mut hasher);
    }
    Ok(format!("{:016x}", hasher.finish()))
}

fn cache_file(workspace: &Path, chapter: &Exercise) -> PathBuf {
    work_dir(workspace, "course-progress").join(format!("{}.json", chapter.folder_name()))
}

#[derive(Serialize, Deserialize)]
struct Remembered {
    fingerprint: String,
    state: State,
    /// How many drills were done, when a `check` of the same files counted them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    drills: Option<Tally>,
}

fn remembered(cache: &Path, key: &str) -> Option<State> {
    read_remembered(cache, key).map(|remembered| remembered.state)
}

fn read_remembered(cache: &Path, key: &str) -> Option<Remembered> {
    let text = fs::read_to_string(cache).ok()?;
    let remembered: Remembered = serde_json::from_str(&text).ok()?;
    (remembered.fingerprint == key).then_some(remembered)
}

/// Records how many of a chapter's drills `check` found done in the files of fingerprint
/// `tested`, beside their state, for the course map; nothing when the state remembered is of
/// other files.
pub fn record_drills(workspace: &Path, chapter: &Exercise, tested: &Fingerprint, drills: Tally) {
    let cache = cache_file(workspace, chapter);
    if let Some(remembered) = read_remembered(&cache, &tested.0) {
        write(
            &cache,
            &Remembered {
                drills: Some(drills),
                ..remembered
            },
        );
    }
}

/// How many of a chapter's drills the last `check` of its files as they are now found done:
/// `None` when no check counted them.
pub fn known_drills(workspace: &Path, chapter: &Exercise) -> Option<Tally> {
    let key = digest(workspace, chapter).ok()?;
    read_remembered(&cache_file(workspace, chapter), &key)?.drills
}

/// Saves a verdict; a cache that cannot be written only costs time, so failures are ignored.
fn remember(cache: &Path, key: &str, state: &State) {
    let remembered = Remembered {
        fingerprint: key.to_string(),
        state: state.clone(),
        drills: None,
    };
    write(cache, &remembered);
}

fn write(cache: &Path, remembered: &Remembered) {
    if let (Some(dir), Ok(text)) = (cache.parent(), serde_json::to_string(remembered)) {
        let _ = fs::create_dir_all(dir).and_then(|()| fs::write(cache, text));
    }
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::{
        State, cache_file, fingerprint, known_drills, next_step_order, record, record_drills,
        remembered, where_to_go_on,
    };
    use crate::chapters::{Exercise, chapters};
    use crate::optional::Tally;

    #[test]
    fn the_drills_a_check_counted_are_known_until_the_file_changes() {
        let workspace = tempfile::tempdir().unwrap();
        let (workspace, chapter) = (workspace.path(), chapter_in(workspace.path()));
        let tested = fingerprint(workspace, &chapter).unwrap();
        let two = Tally { done: 2, of: 4 };
        record_drills(workspace, &chapter, &tested, two);
        assert_eq!(
            known_drills(workspace, &chapter),
            None,
            "no state remembered yet"
        );
        let failing = State::Failing {
            passed: 1,
            total: 9,
        };
        record(workspace, &chapter, &tested, &failing);
        record_drills(workspace, &chapter, &tested, two);
        assert_eq!(known_drills(workspace, &chapter), Some(two));
        assert_eq!(
            remembered(&cache_file(workspace, &chapter), &tested.0),
            Some(failing)
        );
        fs::write(chapter.learner_file(), "// another answer\n").unwrap();
        assert_eq!(known_drills(workspace, &chapter), None, "the file changed");
    }

    /// A chapter of a small workspace in a temporary folder, with the files a fingerprint reads.
    fn chapter_in(workspace: &std::path::Path) -> Exercise {
        let real = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let model = chapters(real).unwrap().remove(0).model;
        let chapter = Exercise::in_workspace(workspace, model);
        fs::create_dir_all(chapter.dir.join("src")).unwrap();
        fs::write(chapter.dir.join("Cargo.toml"), "[package]\n").unwrap();
        fs::write(chapter.learner_file(), "// what was tested\n").unwrap();
        chapter
    }

    #[test]
    fn a_verdict_belongs_to_the_file_as_it_was_before_the_run() {
        let workspace = tempfile::tempdir().unwrap();
        let chapter = chapter_in(workspace.path());
        let tested = fingerprint(workspace.path(), &chapter).unwrap();
        // The learner saves a broken file while the tests run on the one read before.
        fs::write(chapter.learner_file(), "broken {\n").unwrap();
        record(
            workspace.path(),
            &chapter,
            &tested,
            &State::Passing { total: 9 },
        );

        let cache = cache_file(workspace.path(), &chapter);
        let now = fingerprint(workspace.path(), &chapter).unwrap();
        assert_eq!(
            remembered(&cache, &now.0),
            None,
            "the broken file is not passing"
        );
        fs::write(chapter.learner_file(), "// what was tested\n").unwrap();
        let back = fingerprint(workspace.path(), &chapter).unwrap();
        assert_eq!(
            remembered(&cache, &back.0),
            Some(State::Passing { total: 9 })
        );
    }

    #[test]
    fn the_next_chapter_comes_after_the_one_passed_wrapping_round_only_at_the_end() {
        let order = |count, passed| next_step_order(count, passed).collect::<Vec<usize>>();
        assert_eq!(order(4, None), [0, 1, 2, 3]);
        assert_eq!(order(4, Some(1)), [2, 3, 0, 1]);
        assert_eq!(order(4, Some(3)), [0, 1, 2, 3]);
        // Chapters 12 to 15 passed, nothing else: after 15 (position 14) comes 16, then 17,
        // and only then chapter 1.
        let passed: Vec<bool> = (1..=17).map(|n| (12..=15).contains(&n)).collect();
        let next = next_step_order(17, Some(14)).find(|&at| !passed[at]);
        assert_eq!(next, Some(15), "chapter 16");
        let all_after_passed: Vec<bool> = (1..=17).map(|n| n >= 12).collect();
        let next = next_step_order(17, Some(14)).find(|&at| !all_after_passed[at]);
        assert_eq!(next, Some(0), "chapter 1, once none after is left");
    }

    #[test]
    fn with_no_chapter_just_passed_a_started_chapter_comes_first_then_the_next_after_the_furthest()
    {
        let passing = State::Passing { total: 9 };
        let failing = State::Failing {
            passed: 1,
            total: 9,
        };
        let mut states = vec![State::NotStarted; 17];
        assert_eq!(
            where_to_go_on(&states),
            Some(0),
            "a fresh course: chapter 1"
        );
        states[11..15].fill(passing.clone());
        assert_eq!(
            where_to_go_on(&states),
            Some(15),
            "12 to 15 passed: chapter 16"
        );
        states[3] = failing.clone();
        assert_eq!(
            where_to_go_on(&states),
            Some(3),
            "chapter 4, started, comes first"
        );
        states[16] = State::DoesNotCompile;
        assert_eq!(
            where_to_go_on(&states),
            Some(16),
            "the one started after 15 first"
        );
        let all = vec![passing; 17];
        assert_eq!(where_to_go_on(&all), None);
    }
}
