//! A chapter's verdict: the one value the commands that judge a learner's chapter receive
//! (`check`, `watch`, `grade`, `check --mine`), decided here, once, from a test run, and only
//! rendered elsewhere. Its state is [`State::of_run`], which the map and `solution` read alone.

use crate::challenges::Challenges;
use crate::chapters::Exercise;
use crate::diagnosis;
use crate::problem::Problem;
use crate::progress::State;
use crate::recursion::{self, Assessment};
use crate::test_run::TestRun;
use crate::test_run::libtest::Failure;
use crate::trace::plan::Finding;

/// Everything a run of a chapter's tests says, in the order a learner reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub state: State,
    /// The failing tests, in the book's reading order: examples, pictures, properties.
    pub failing: Vec<String>,
    /// Why they fail, the most telling first.
    pub problems: Vec<Problem>,
    /// The tests still running when the test process ended or was stopped.
    pub unfinished: Vec<String>,
    /// What the simplest failing test printed: its panic message or assertion diff.
    pub first_failure: Option<Failure>,
    /// The first failing picture test's diff, when it is not already the first failure.
    pub first_picture: Option<Failure>,
    /// Whether the functions the chapter asks to be recursive are (never changes the state).
    pub recursion: Vec<Assessment>,
    /// How many optional challenges are done: counted only once the chapter passes.
    pub challenges: Option<Challenges>,
    /// The learner's recursion traced on the simplest worked example that goes wrong, when a
    /// chapter with recursive functions fails: `check` shows the lines around the first call
    /// that differs. Found by whoever runs the traces ([`crate::session::Session::verdict`]).
    pub trace: Option<Finding>,
}

/// The verdict on a run of `chapter`'s tests, on the learner's file `source` (`stub` is the
/// chapter's stub: an untouched file has no recursion to judge). The challenges are counted
/// apart, by whoever runs them ([`Verdict::challenges`]).
pub fn judge(run: &TestRun, chapter: &Exercise, source: &str, stub: &str) -> Verdict {
    let read = diagnosis::diagnose(run, chapter, source);
    let recursion = if source == stub {
        Vec::new()
    } else {
        recursion::analyse_chapter(source, chapter)
    };
    Verdict {
        state: State::of_run(run),
        failing: read.failing,
        problems: read.problems,
        unfinished: if run.built {
            run.unfinished.clone()
        } else {
            Vec::new()
        },
        first_failure: read.first_failure,
        first_picture: read.first_picture,
        recursion,
        challenges: None,
        trace: None,
    }
}

impl Verdict {
    /// Whether the chapter passes.
    pub fn is_passing(&self) -> bool {
        self.state.is_passing()
    }

    /// The problem that stopped the tests, when one did: for a grade's note.
    pub fn crash(&self) -> Option<&Problem> {
        self.problems
            .iter()
            .find(|problem| problem.cause().is_crash())
    }
}
