//! Where a learner stands: each chapter's state, found by running its tests.

use std::time::Duration;

use anyhow::Result;

use crate::chapters::Chapter;
use crate::test_run::TestCommand;

/// A chapter's exercise, as its tests see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum State {
    /// `src/lib.rs` is still the shipped stub.
    NotStarted,
    /// The code does not compile, so no test could run.
    DoesNotCompile,
    /// The tests did not finish in time: probably a recursion that never ends.
    TimedOut,
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
}

/// Finds a chapter's state: without running anything for an untouched stub, otherwise by
/// running its tests in the learner's workspace, stopped after `timeout`.
pub fn state(chapter: &Chapter, timeout: Duration) -> Result<State> {
    if chapter.is_untouched()? {
        return Ok(State::NotStarted);
    }
    let workspace = chapter
        .dir
        .parent()
        .and_then(|exercises| exercises.parent());
    let mut command = TestCommand::new(workspace.unwrap_or(&chapter.dir), chapter.package());
    command.timeout = timeout;
    let run = command.run()?;
    let total = run.tests.len();
    let passed = run.passed().len();
    Ok(if run.timed_out {
        State::TimedOut
    } else if !run.ran {
        State::DoesNotCompile
    } else if passed == total && total > 0 {
        State::Passing { total }
    } else {
        State::Failing { passed, total }
    })
}
