//! The optional parts of a chapter, beside its lab: its drills (small exercises on the chapter's
//! idea) and its challenges (longer ones for after it). Their tests are `#[ignore]`d, so the
//! chapter's verdict never counts them; `check` and `grade` run them apart and say how many of
//! each are done: the drills whenever the file builds, the challenges once the chapter passes.
//!
//! The tests of a drill or challenge `f` live in the module of its kind (`drills::`,
//! `challenges::`) and are named by it: their path mentions `f` as whole words
//! (`challenges::f::...`, `drills::f_counts_every_pit`), so that
//! `cargo test -p SLUG -- --ignored f` runs them. A test of two challenges names both
//! (`challenges::max_value_and_min_value_examples`), and counts for each. The integrity checks
//! require every such test to name one, and every drill and challenge to be done with the
//! reference's answers.

use serde::{Deserialize, Serialize};

use crate::learner_file::LearnerFile;
use crate::test_run::TestRun;

/// The two kinds of optional exercise a chapter has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Drills,
    Challenges,
}

impl Kind {
    /// The module of the chapter's tests that holds this kind's, and the filter that runs them.
    pub fn module(self) -> &'static str {
        match self {
            Kind::Drills => "drills",
            Kind::Challenges => "challenges",
        }
    }

    /// Whether `test` (a path, `drills::total_counts_every_pit`) is one of this kind's.
    fn holds(self, test: &str) -> bool {
        test.strip_prefix(self.module())
            .is_some_and(|rest| rest.starts_with("::"))
    }
}

/// How many of a chapter's drills, or of its tested challenges, pass, of how many it has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub done: usize,
    pub of: usize,
}

impl Tally {
    /// How many of `names` (of `kind`) are done in `run`, a run of a chapter's ignored tests:
    /// what `check` and `grade` say of a chapter ([`crate::verdict::judge`]).
    pub fn of(run: &TestRun, kind: Kind, names: &[String]) -> Tally {
        Tally {
            done: done(run, kind, names).len(),
            of: names.len(),
        }
    }

    /// How many of the chapter's `drills` are done in `run` and written in `source` itself, as
    /// an `fn` at its root: a drill taken from the reference by a `pub use` (or made by a
    /// macro) is not the learner's work, and a teacher may weigh drills, so it never counts.
    pub fn of_drills(run: &TestRun, drills: &[String], source: &str) -> Tally {
        let written = written_here(source);
        let done = done(run, Kind::Drills, drills);
        Tally {
            done: (done.iter())
                .filter(|drill| written.iter().any(|w| w == *drill))
                .count(),
            of: drills.len(),
        }
    }

    /// What `check` says of them: `Drills: 1 of 4 done (cargo test -p scoop -- --ignored
    /// drills)`, `Challenges: 1 of 3 done (optional: cargo test -p scoop -- --ignored
    /// challenges)`.
    pub fn line(&self, kind: Kind, package: &str) -> String {
        let Tally { done, of } = self;
        let module = kind.module();
        let run = format!("cargo test -p {package} -- --ignored {module}");
        match kind {
            Kind::Drills => format!("Drills: {done} of {of} done ({run})"),
            Kind::Challenges => format!("Challenges: {done} of {of} done (optional: {run})"),
        }
    }
}

/// The functions `source` defines at its root, by name: none when it does not parse.
fn written_here(source: &str) -> Vec<String> {
    (LearnerFile::parse(source).ok()).map_or_else(Vec::new, |file| file.root_functions())
}

/// The drills or challenges of `names` (of `kind`) whose tests all passed in `run` (a run of
/// the ignored tests), in order. One with no test in the run is not done.
pub fn done<'a>(run: &TestRun, kind: Kind, names: &'a [String]) -> Vec<&'a str> {
    let tests_of = |challenge: &str| -> Vec<bool> {
        let owned = (run.tests.iter())
            .filter(|(name, _)| kind.holds(name) && owners(name, names).contains(&challenge));
        owned.map(|(_, passed)| *passed).collect()
    };
    let finished = |challenge: &&String| {
        let verdicts = tests_of(challenge);
        !verdicts.is_empty() && verdicts.iter().all(|&passed| passed)
    };
    names.iter().filter(finished).map(String::as_str).collect()
}

/// The drills or challenges of `names` (of `kind`) that no test of `run` names, so that they
/// can never be counted done: what the integrity checks forbid.
pub fn untested<'a>(run: &TestRun, kind: Kind, names: &'a [String]) -> Vec<&'a str> {
    let named = |wanted: &&String| {
        (run.tests.iter())
            .any(|(name, _)| kind.holds(name) && owners(name, names).contains(&wanted.as_str()))
    };
    names
        .iter()
        .filter(|wanted| !named(wanted))
        .map(String::as_str)
        .collect()
}

/// The tests of `run` in `kind`'s module that name none of `names`, so count for none: what
/// the integrity checks forbid.
pub fn unowned<'a>(run: &'a TestRun, kind: Kind, names: &[String]) -> Vec<&'a str> {
    let tests = run.tests.iter().map(|(name, _)| name.as_str());
    tests
        .filter(|test| kind.holds(test) && owners(test, names).is_empty())
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
        assert_eq!(done(&run, Kind::Challenges, &challenges), ["sow"]);
        let all = super::tests::run(&[
            ("challenges::sow_twice_x", true),
            ("challenges::sow_y", true),
        ]);
        assert_eq!(
            done(&all, Kind::Challenges, &challenges),
            ["sow", "sow_twice"]
        );
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
        assert_eq!(done(&run, Kind::Challenges, &challenges), challenges);
        assert_eq!(
            unowned(&run, Kind::Challenges, &challenges),
            ["challenges::both_agree_with_the_reference"]
        );
        let more = ["max_value".to_string(), "untested".into()];
        assert_eq!(untested(&run, Kind::Challenges, &more), ["untested"]);
        assert_eq!(
            owners("challenges::maximum_value_x", &challenges),
            Vec::<&str>::new()
        );
    }

    #[test]
    fn a_drill_counts_only_its_own_module_s_tests() {
        // A drill's name may be a word of a lab test's or a challenge's: only `drills::` counts.
        let drills = ["total".to_string(), "add_stones".into()];
        let run = run(&[
            ("drills::total_counts_every_pit", true),
            ("examples::total_is_kept", false),
            ("challenges::total_of_a_hand", false),
            ("drills::add_stones_adds", false),
            ("drills::nothing_named", true),
        ]);
        assert_eq!(done(&run, Kind::Drills, &drills), ["total"]);
        assert_eq!(
            unowned(&run, Kind::Drills, &drills),
            ["drills::nothing_named"]
        );
        assert_eq!(
            Tally::of(&run, Kind::Drills, &drills),
            Tally { done: 1, of: 2 }
        );
        // Taken from the reference rather than written: not counted.
        let taken = "pub use ayoayo::drills::scoop::total;\nfn add_stones() {}\n";
        let written = "fn total() {}\n";
        assert_eq!(Tally::of_drills(&run, &drills, taken).done, 0);
        assert_eq!(Tally::of_drills(&run, &drills, written).done, 1);
        let none = super::tests::run(&[("examples::total_x", true)]);
        assert_eq!(untested(&none, Kind::Drills, &drills), drills);
    }

    #[test]
    fn the_line_says_how_to_run_them() {
        assert_eq!(
            Tally { done: 1, of: 3 }.line(Kind::Challenges, "scoop"),
            "Challenges: 1 of 3 done (optional: cargo test -p scoop -- --ignored challenges)"
        );
        assert_eq!(
            Tally { done: 0, of: 4 }.line(Kind::Drills, "scoop"),
            "Drills: 0 of 4 done (cargo test -p scoop -- --ignored drills)"
        );
    }
}
