//! The optional challenges at the end of a chapter: their tests are `#[ignore]`d, so the
//! chapter's verdict never counts them; `check` and `grade` run them apart, once the chapter
//! passes, and say how many are done.
//!
//! The tests of a challenge `f` are named by it: they live in `challenges::f::...`, or their
//! own name starts with `f_` (`challenges::f_counts_every_pit`), so that
//! `cargo test -p SLUG -- --ignored f` runs them.

use anyhow::Result;
use serde::{Deserialize, Serialize};

use crate::test_run::{Ignored, TestCommand, TestRun};

/// How many of a chapter's tested challenges pass, of how many it has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Challenges {
    pub done: usize,
    pub of: usize,
}

impl Challenges {
    /// Runs the ignored tests of `command`, a chapter's run whose verdict is already read, and
    /// counts which of its `challenges` are done: what `check` and `grade` say of a chapter
    /// that passes.
    pub fn counted(command: &mut TestCommand, challenges: &[String]) -> Result<Challenges> {
        command.ignored = Ignored::Only;
        let run = command.run()?;
        Ok(Challenges {
            done: done(&run, challenges).len(),
            of: challenges.len(),
        })
    }

    /// What `check` says of them: `Challenges: 1 of 3 done (optional: cargo test -p scoop --
    /// --ignored)`.
    pub fn line(&self, package: &str) -> String {
        let Challenges { done, of } = self;
        format!("Challenges: {done} of {of} done (optional: cargo test -p {package} -- --ignored)")
    }
}

/// The challenges of `challenges` whose tests all passed in `run` (a run of the ignored tests),
/// in order. A challenge with no test in the run is not done.
pub fn done<'a>(run: &TestRun, challenges: &'a [String]) -> Vec<&'a str> {
    let tests_of = |challenge: &str| -> Vec<bool> {
        let owned = run
            .tests
            .iter()
            .filter(|(name, _)| owner(name, challenges) == Some(challenge));
        owned.map(|(_, passed)| *passed).collect()
    };
    let finished = |challenge: &&String| {
        let verdicts = tests_of(challenge);
        !verdicts.is_empty() && verdicts.iter().all(|&passed| passed)
    };
    challenges
        .iter()
        .filter(finished)
        .map(String::as_str)
        .collect()
}

/// The challenge a test belongs to: the longest of `challenges` that a part of its path is, or
/// begins (followed by `_`), so that `sow_twice_...` belongs to `sow_twice`, not `sow`.
fn owner<'a>(test: &str, challenges: &'a [String]) -> Option<&'a str> {
    let names = |challenge: &String| {
        test.split("::").any(|part| {
            part == challenge
                || part
                    .strip_prefix(challenge.as_str())
                    .is_some_and(|rest| rest.starts_with('_'))
        })
    };
    let candidates = challenges.iter().filter(|challenge| names(challenge));
    candidates
        .max_by_key(|challenge| challenge.len())
        .map(String::as_str)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(verdicts: &[(&str, bool)]) -> TestRun {
        let mut run = TestRun::not_built(String::new(), false);
        run.built = true;
        run.tests = verdicts
            .iter()
            .map(|(name, ok)| (name.to_string(), *ok))
            .collect();
        run
    }

    #[test]
    fn a_challenge_is_done_when_all_its_tests_pass_and_it_has_some() {
        let challenges = ["sow".to_string(), "sow_twice".into(), "untested".into()];
        let run = run(&[
            ("challenges::sow::keeps_the_stones", true),
            ("challenges::sow_twice_sows_two_pits", false),
            ("challenges::sow_twice::ends_where_it_should", true),
        ]);
        assert_eq!(done(&run, &challenges), ["sow"]);
        let all = super::tests::run(&[
            ("challenges::sow_twice_x", true),
            ("challenges::sow_y", true),
        ]);
        assert_eq!(done(&all, &challenges), ["sow", "sow_twice"]);
    }

    #[test]
    fn the_line_says_how_to_run_them() {
        assert_eq!(
            Challenges { done: 1, of: 3 }.line("scoop"),
            "Challenges: 1 of 3 done (optional: cargo test -p scoop -- --ignored)"
        );
    }
}
