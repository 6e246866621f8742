//! The test runs of the learner's chapters, each on a [`Basis`], and what one run says: whether
//! it passes, and its state in a few words for `check --mine`'s table.

use crate::chapters::Exercise;
use crate::progress::State;
use crate::test_run::TestRun;
use crate::verdict;

use super::Basis;

/// The test runs of chapters on their bases.
#[derive(Debug, Default)]
pub struct Runs(pub Vec<((Exercise, Basis), TestRun)>);

impl Runs {
    /// The run of `chapter` on `basis`, if it was run.
    pub fn of(&self, chapter: &Exercise, basis: Basis) -> Option<&TestRun> {
        let mut found = self
            .0
            .iter()
            .filter(|((c, b), _)| c.number == chapter.number && *b == basis);
        found.next().map(|(_, run)| run)
    }

    /// Whether `chapter` was run on `basis` and passed.
    pub fn passes(&self, chapter: &Exercise, basis: Basis) -> bool {
        self.of(chapter, basis).is_some_and(passes)
    }

    /// Whether `chapter` was run on `basis` and failed.
    pub fn fails(&self, chapter: &Exercise, basis: Basis) -> bool {
        self.of(chapter, basis).is_some_and(|run| !passes(run))
    }
}

/// Whether every test of `run` ran and passed: its [`State`] is passing.
pub fn passes(run: &TestRun) -> bool {
    State::of_run(run).is_passing()
}

/// A run's state in a few words, for a column of `check --mine`'s table: the verdict's one
/// wording of a standing, so the table says what `check` and the map say of the same run.
pub fn in_words(run: &TestRun) -> String {
    verdict::standing(&State::of_run(run))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A run in which `passed` of `total` tests passed and the rest failed.
    pub(crate) fn run(passed: usize, total: usize) -> TestRun {
        TestRun::with_counts(passed, total)
    }

    #[test]
    fn a_run_passes_when_every_test_ran_and_passed() {
        assert!(passes(&run(3, 3)));
        assert!(!passes(&run(2, 3)));
        let mut stuck = run(2, 2);
        stuck.unfinished.push("test_2".into());
        assert!(!passes(&stuck));
        assert!(!passes(&TestRun::not_built(String::new(), false)));
        assert_eq!(in_words(&run(3, 3)), "passing: all 3 tests pass");
        assert_eq!(in_words(&run(1, 3)), "failing: 1 of 3 tests pass");
        assert_eq!(in_words(&stuck), "stuck: the tests did not all finish");
        let not_built = TestRun::not_built(String::new(), false);
        assert_eq!(in_words(&not_built), "does not compile yet");
    }
}
