//! The optional challenges at the end of a chapter: their tests are `#[ignore]`d, so the
//! chapter's verdict never counts them; `check` and `grade` run them apart, once the chapter
//! passes, and say how many are done.
//!
//! The tests of a challenge `f` are named by it: their path mentions `f` as whole words
//! (`challenges::f::...`, `challenges::f_counts_every_pit`), so that
//! `cargo test -p SLUG -- --ignored f` runs them. A test of two challenges names both
//! (`challenges::max_value_and_min_value_examples`), and counts for each. The integrity checks
//! require every challenge test to name one, and every challenge to be done with the
//! reference's answers.

use serde::{Deserialize, Serialize};

use crate::test_run::TestRun;

/// How many of a chapter's tested challenges pass, of how many it has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Challenges {
    pub done: usize,
    pub of: usize,
}

impl Challenges {
    /// How many of `challenges` are done in `run`, a run of a chapter's ignored tests: what
    /// `check` and `grade` say of a chapter that passes ([`crate::verdict::judge`]).
    pub fn of(run: &TestRun, challenges: &[String]) -> Challenges {
        Challenges {
            done: done(run, challenges).len(),
            of: challenges.len(),
        }
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
        let owned =
            (run.tests.iter()).filter(|(name, _)| owners(name, challenges).contains(&challenge));
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

/// The challenges of `challenges` that no test of `run` names, so that they can never be
/// counted done: what the integrity checks forbid.
pub fn untested<'a>(run: &TestRun, challenges: &'a [String]) -> Vec<&'a str> {
    let named = |challenge: &&String| {
        (run.tests.iter()).any(|(name, _)| owners(name, challenges).contains(&challenge.as_str()))
    };
    challenges
        .iter()
        .filter(|challenge| !named(challenge))
        .map(String::as_str)
        .collect()
}

/// The tests of `run` in the `challenges` module that name none of `challenges`, so count for
/// none: what the integrity checks forbid.
pub fn unowned<'a>(run: &'a TestRun, challenges: &[String]) -> Vec<&'a str> {
    let names = run.tests.iter().map(|(name, _)| name.as_str());
    names
        .filter(|name| name.starts_with("challenges::") && owners(name, challenges).is_empty())
        .collect()
}

/// The challenges a test belongs to: each of `challenges` that its path names as whole words,
/// `_`-separated (`max_value_and_min_value_examples` names `max_value` and `min_value`). Longer
/// names are matched first and keep their words, so `sow_twice_...` belongs to `sow_twice`,
/// not to `sow` as well.
fn owners<'a>(test: &str, challenges: &'a [String]) -> Vec<&'a str> {
    let words: Vec<&str> = test.split("::").flat_map(|part| part.split('_')).collect();
    let mut claimed = vec![false; words.len()];
    let mut longest_first: Vec<&String> = challenges.iter().collect();
    longest_first.sort_by_key(|challenge| std::cmp::Reverse(challenge.len()));
    let mut found = Vec::new();
    for challenge in longest_first {
        let wanted: Vec<&str> = challenge.split('_').collect();
        for start in 0..words.len().saturating_sub(wanted.len() - 1) {
            let span = start..start + wanted.len();
            if words[span.clone()] == wanted[..] && !claimed[span.clone()].contains(&true) {
                claimed[span].fill(true);
                found.push(challenge.as_str());
            }
        }
    }
    found.sort_by_key(|owner| challenges.iter().position(|c| c == owner));
    found.dedup();
    found
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
    fn a_test_of_two_challenges_counts_for_both_and_a_test_of_none_is_unowned() {
        // Chapter 13's: `min_value` has no test of its own, only one it shares with `max_value`.
        let challenges = [
            "principal_variation".to_string(),
            "max_value".into(),
            "min_value".into(),
        ];
        let run = run(&[
            ("challenges::principal_variation_examples", true),
            ("challenges::max_value_and_min_value_examples", true),
            (
                "challenges::max_value_and_min_value_are_negamax_in_every_system",
                true,
            ),
            ("challenges::both_agree_with_the_reference", false),
            ("examples::not_a_challenge", true),
        ]);
        assert_eq!(done(&run, &challenges), challenges);
        assert_eq!(
            unowned(&run, &challenges),
            ["challenges::both_agree_with_the_reference"]
        );
        let more = ["max_value".to_string(), "untested".into()];
        assert_eq!(untested(&run, &more), ["untested"]);
        assert_eq!(
            owners("challenges::maximum_value_x", &challenges),
            Vec::<&str>::new()
        );
    }

    #[test]
    fn the_line_says_how_to_run_them() {
        assert_eq!(
            Challenges { done: 1, of: 3 }.line("scoop"),
            "Challenges: 1 of 3 done (optional: cargo test -p scoop -- --ignored)"
        );
    }
}
