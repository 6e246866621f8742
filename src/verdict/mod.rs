//! A chapter's verdict: the one value the commands that judge a learner's chapter receive
//! (`check`, `watch`, `grade`, `autograde`, `check --mine`), decided here, once, from a test
//! run. Its standing has one wording ([`standing`]); the rest is put into words elsewhere
//! (`check_words` for `check`, `grade`'s [`Grade::of`](crate::grade::Grade::of)). Whether a file is "not started" is decided here too
//! (through [`crate::chapters::untouched`]), for the course map as for the verdict, so every command says the same of
//! the same file.

use anyhow::Result;

use crate::chapters::{Exercise, untouched};
use crate::diagnosis;
use crate::optional::{Kind, Tally};
use crate::problem::Problem;
use crate::progress::State;
use crate::recursion::{self, Judgement, RecursionCheck};
use crate::test_run::TestRun;
use crate::test_run::libtest::FailedTest;

/// Everything a run of a chapter's tests says, in the order a learner reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub state: State,
    /// How many of the tests that ran passed, and how many ran (both 0 when none did).
    pub passed: usize,
    pub total: usize,
    /// The failing tests, in the book's reading order: examples, pictures, properties.
    pub failing: Vec<String>,
    /// Why they fail, the most telling first.
    pub problems: Vec<Problem>,
    /// The tests still running when the test process ended or was stopped.
    pub unfinished: Vec<String>,
    /// What the simplest failing test printed: its panic message or assertion diff.
    pub first_failure: Option<FailedTest>,
    /// The first failing picture test's diff, when it is not already the first failure.
    pub first_picture: Option<FailedTest>,
    /// Whether the functions the chapter asks to be recursive are (never changes the state).
    pub recursion: Vec<RecursionCheck>,
    /// How many drills are done: counted whenever the file builds and is not the stub.
    pub drills: Option<Tally>,
    /// How many optional challenges are done: counted only once the chapter passes.
    pub challenges: Option<Tally>,
    /// How a stuck chapter's tests ended, in a few words (for a grade's note): `None` unless
    /// the chapter is stuck.
    pub stuck: Option<String>,
}

/// The verdict on `run`, a run of `chapter`'s tests on the learner's file `source` (`stub` is
/// the chapter's stub). `ignored` runs the chapter's ignored tests (its drills and challenges)
/// on the same file: asked only when there is something to count, the drills of a file that
/// builds and is not the stub, the challenges of a chapter that passes (so a learner is not
/// distracted before). Neither changes the chapter's state: the grade is the lab's alone.
pub fn judge(
    run: &TestRun,
    chapter: &Exercise,
    source: &[u8],
    stub: &[u8],
    ignored: impl FnOnce() -> Result<TestRun>,
) -> Result<Verdict> {
    let not_started = untouched(source, stub);
    let source = String::from_utf8_lossy(source);
    let read = diagnosis::diagnose(run, chapter, &source);
    let state = match not_started {
        true => State::NotStarted,
        false => State::of_run(run),
    };
    let mut recursion = match not_started {
        true => Vec::new(),
        false => recursion::analyse_chapter(&source, chapter),
    };
    // A drill not begun, left out or taken from elsewhere is no news: the learner hears of a
    // drill's recursion once they write it.
    let unwritten = |judgement: &Judgement| {
        matches!(
            judgement,
            Judgement::Untouched | Judgement::Missing | Judgement::NotOwnCode
        )
    };
    recursion
        .retain(|check| !(chapter.drills.contains(&check.function) && unwritten(&check.judgement)));
    let drills = run.built && !not_started && !chapter.drills.is_empty();
    let challenges = state.is_passing() && !chapter.challenges.is_empty();
    let ignored = match drills || challenges {
        true => Some(ignored()?),
        false => None,
    };
    let ignored = ignored.as_ref();
    let drills = ignored.filter(|_| drills);
    let drills = drills.map(|run| Tally::of_drills(run, &chapter.drills, &source));
    let challenges = ignored.filter(|_| challenges);
    let challenges = challenges.map(|run| Tally::of(run, Kind::Challenges, &chapter.challenges));
    let stuck = (state == State::Stuck).then(|| match (&run.exceeded, crash(&read.problems)) {
        // The sandbox's limit stopped the run: what it did to the tests follows from that.
        (Some(exceeded), _) => exceeded.to_string(),
        (None, Some(problem)) => problem.note(),
        (None, None) => "the tests did not all finish".into(),
    });
    Ok(Verdict {
        state,
        passed: run.passed().len(),
        total: run.total(),
        failing: read.failing,
        problems: read.problems,
        unfinished: match run.built {
            true => run.unfinished.clone(),
            false => Vec::new(),
        },
        first_failure: read.first_failure,
        first_picture: read.first_picture,
        recursion,
        drills,
        challenges,
        stuck,
    })
}

impl Verdict {
    /// Whether the chapter passes.
    pub fn is_passing(&self) -> bool {
        self.state.is_passing()
    }
}

/// The problem that stopped the tests, when one did.
fn crash(problems: &[Problem]) -> Option<&Problem> {
    problems.iter().find(|problem| problem.cause().is_crash())
}

/// A chapter's standing in a few words: the one wording of it, which the course map lists,
/// `check`'s heading gives and `grade`'s exports quote, so they say the same of the same file.
pub fn standing(state: &State) -> String {
    let name = standing_name(state);
    match state {
        State::NotStarted | State::DoesNotCompile => name.into(),
        State::Stuck => format!("{name}: the tests did not all finish"),
        State::Failing { passed, total } => format!("{name}: {passed} of {total} tests pass"),
        State::Passing { total } => format!("{name}: all {total} tests pass"),
    }
}

/// The first words of [`standing`], without the counts: what a narrow table cell or a list of
/// chapters by standing shows.
pub fn standing_name(state: &State) -> &'static str {
    match state {
        State::NotStarted => "not started",
        State::DoesNotCompile => "does not compile yet",
        State::Stuck => "stuck",
        State::Failing { .. } => "failing",
        State::Passing { .. } => "passing",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chapters::chapters;

    /// A run in which `passed` of `total` tests passed and the rest failed.
    fn run(passed: usize, total: usize) -> TestRun {
        TestRun::with_counts(passed, total)
    }

    fn scoop() -> Exercise {
        let real = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        chapters(real).unwrap().remove(0)
    }

    #[test]
    fn an_untouched_file_is_not_started_whatever_its_tests_say_and_a_touched_one_is_tested() {
        let chapter = scoop();
        let stub = std::fs::read(chapter.stub_file()).unwrap();
        let never = || -> Result<TestRun> { panic!("a failing chapter's challenges were run") };
        let untouched = judge(&run(0, 9), &chapter, &stub, &stub, never).unwrap();
        assert_eq!(untouched.state, State::NotStarted);
        assert_eq!((untouched.passed, untouched.total), (0, 9));
        assert!(untouched.recursion.is_empty());
        let touched = [&stub[..], b"// a comment\n"].concat();
        let drills_fail = || Ok(drill_run(&chapter, false));
        let tested = judge(&run(0, 9), &chapter, &touched, &stub, drills_fail).unwrap();
        assert_eq!(
            tested.state,
            State::Failing {
                passed: 0,
                total: 9
            }
        );
        let of = chapter.drills.len();
        assert_eq!(tested.drills, Some(Tally { done: 0, of }));
        assert_eq!(
            tested.challenges, None,
            "a failing chapter's are not counted"
        );
    }

    /// A run of `chapter`'s ignored tests in which each drill's one test passed or not.
    fn drill_run(chapter: &Exercise, passed: bool) -> TestRun {
        let mut drills = run(0, 0);
        let names = chapter.drills.iter();
        drills.tests = names.map(|d| (format!("drills::{d}"), passed)).collect();
        drills
    }

    #[test]
    fn a_recursive_drill_not_begun_is_not_judged_but_one_written_is() {
        let mut chapter = scoop();
        chapter.model.recursive = vec!["total".into()];
        let stub = std::fs::read_to_string(chapter.stub_file()).unwrap();
        let begun = |source: &str| {
            let ignored = || Ok(drill_run(&chapter, false));
            let verdict = judge(
                &run(0, 9),
                &chapter,
                source.as_bytes(),
                stub.as_bytes(),
                ignored,
            );
            let recursion = verdict.unwrap().recursion;
            recursion.iter().any(|check| check.function == "total")
        };
        assert!(
            !begun(&format!("{stub}// a comment\n")),
            "total is still a todo!()"
        );
        let written = stub.replace(
            "todo!(\"count the stones of {board:?}\")",
            "if board == [0; 12] { 0 } else { total([0; 12]) }",
        );
        assert_ne!(written, stub);
        assert!(begun(&written), "total is written: its recursion is judged");
    }

    #[test]
    fn drills_are_counted_whenever_the_file_builds_and_only_those_written_in_it() {
        let chapter = scoop();
        let source = b"pub fn total() {}\npub use ayoayo::drills::scoop::add_stones;\n";
        let passed = || Ok(drill_run(&chapter, true));
        let failing = judge(&run(1, 9), &chapter, source, b"stub", passed).unwrap();
        let of = chapter.drills.len();
        assert_eq!(failing.drills, Some(Tally { done: 1, of }), "only `total`");
        let mut unbuilt = run(0, 0);
        unbuilt.built = false;
        let never = || -> Result<TestRun> { panic!("the drills of a file that did not build") };
        let broken = judge(&unbuilt, &chapter, source, b"stub", never).unwrap();
        assert_eq!(broken.drills, None);
    }

    #[test]
    fn the_challenges_are_counted_once_the_chapter_passes() {
        let chapter = scoop();
        let mut challenges = run(0, 0);
        let names = chapter.challenges.iter();
        challenges.tests = names.map(|c| (format!("challenges::{c}"), true)).collect();
        let passing = judge(&run(9, 9), &chapter, b"mine", b"stub", || Ok(challenges));
        let of = chapter.challenges.len();
        assert_eq!(passing.unwrap().challenges, Some(Tally { done: of, of }));
    }

    #[test]
    fn only_a_stuck_chapter_has_a_note_on_how_its_tests_ended() {
        let chapter = scoop();
        let ignored = || Ok(drill_run(&chapter, false));
        let mut stopped = run(2, 2);
        stopped.unfinished.push("test_2".into());
        let stuck = judge(&stopped, &chapter, b"mine", b"stub", ignored).unwrap();
        assert_eq!(stuck.state, State::Stuck);
        assert!(stuck.stuck.is_some());
        let failing = judge(&run(1, 2), &chapter, b"mine", b"stub", ignored).unwrap();
        assert_eq!(failing.stuck, None);
    }
}
