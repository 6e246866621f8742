//! `check --mine`'s search for the learner's chapter that breaks a later one. Each written
//! chapter's tests run on the reference's earlier chapters and on the learner's; a chapter that
//! passes on the first and fails on the second is broken by one of the learner's earlier
//! chapters, and adding those one at a time ([`Basis::UpTo`]) names the first that breaks it,
//! even when it does so through another of theirs.

use crate::chapters::Exercise;
use crate::test_run::TestRun;

use super::runs::Runs;
use super::{Basis, YourPartOne};

/// A chapter of the learner's found to break a later one.
#[derive(Debug)]
pub struct Culprit<'a> {
    /// The learner's chapter that breaks `broken`.
    pub chapter: &'a Exercise,
    /// The chapter that passes its tests on the reference's earlier chapters, not on theirs.
    pub broken: &'a Exercise,
    /// `broken`'s run on the learner's chapters up to `chapter`: the first that fails.
    pub run: &'a TestRun,
    /// How `chapter` fares on its own tests.
    pub on_its_own: OnItsOwn,
}

/// How the culprit fares on its own tests: where the learner should look first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnItsOwn {
    /// It fails its own tests, on the reference's earlier chapters.
    FailsItsOwnTests,
    /// It passes them alone, but an earlier chapter of the learner's breaks it in turn.
    BrokenByAnEarlierChapter,
    /// It passes them, yet answers differently from the reference where they do not look.
    PassesItsOwnTests,
}

/// The first runs: each written chapter on the reference's earlier chapters and, when the
/// learner has written chapters before it, on theirs.
pub fn first_runs(yours: &YourPartOne) -> Vec<(Exercise, Basis)> {
    let mut wanted = Vec::new();
    for chapter in yours.chapters() {
        if yours.is_written(chapter.number) {
            wanted.push((chapter.clone(), Basis::Reference));
            if !yours.composed(chapter.number, Basis::Yours).is_empty() {
                wanted.push((chapter.clone(), Basis::Yours));
            }
        }
    }
    wanted
}

/// The chapters that pass their tests on the reference's earlier chapters and fail them on
/// the learner's, in the first `runs`.
pub fn broken(yours: &YourPartOne, runs: &Runs) -> Vec<Exercise> {
    let chapters = yours.chapters().iter();
    let broken = chapters.filter(|chapter| {
        runs.passes(chapter, Basis::Reference) && runs.fails(chapter, Basis::Yours)
    });
    broken.cloned().collect()
}

/// The chapters that fail their own tests, on the reference's earlier chapters.
pub fn failing_alone<'a>(yours: &'a YourPartOne, runs: &Runs) -> Vec<&'a Exercise> {
    let chapters = yours.chapters().iter();
    chapters
        .filter(|chapter| runs.fails(chapter, Basis::Reference))
        .collect()
}

/// The runs that find the culprits: each `broken` chapter on the learner's chapters up to each
/// earlier one but the last (on all of them, it has run already).
pub fn suspects(yours: &YourPartOne, broken: &[Exercise]) -> Vec<(Exercise, Basis)> {
    let mut wanted = Vec::new();
    for chapter in broken {
        let mut earlier = yours.composed(chapter.number, Basis::Yours);
        earlier.pop();
        let bases = earlier.into_iter().map(Basis::UpTo);
        wanted.extend(bases.map(|basis| (chapter.clone(), basis)));
    }
    wanted
}

/// The culprit of each `broken` chapter, from the first `runs` and the `suspected` runs: the
/// first of the learner's earlier chapters with which it fails.
pub fn culprits<'a>(
    yours: &'a YourPartOne,
    broken: &'a [Exercise],
    runs: &'a Runs,
    suspected: &'a Runs,
) -> Vec<Culprit<'a>> {
    let culprit = |broken: &'a Exercise| {
        let earlier = yours.composed(broken.number, Basis::Yours);
        let first_failing = earlier.iter().find_map(|&number| {
            let run = suspected.of(broken, Basis::UpTo(number));
            run.filter(|run| !super::runs::passes(run))
                .map(|run| (number, run))
        });
        let all = || Some((*earlier.last()?, runs.of(broken, Basis::Yours)?));
        let (number, run) = first_failing.or_else(all)?;
        let chapter = yours.chapter(number)?;
        Some(Culprit {
            chapter,
            broken,
            run,
            on_its_own: on_its_own(chapter, runs),
        })
    };
    broken.iter().filter_map(culprit).collect()
}

/// How the learner's `chapter` fares on its own tests in the first `runs`.
fn on_its_own(chapter: &Exercise, runs: &Runs) -> OnItsOwn {
    let own = runs.passes(chapter, Basis::Reference);
    let composed = runs
        .of(chapter, Basis::Yours)
        .is_none_or(super::runs::passes);
    match (own, composed) {
        (false, _) => OnItsOwn::FailsItsOwnTests,
        (true, false) => OnItsOwn::BrokenByAnEarlierChapter,
        (true, true) => OnItsOwn::PassesItsOwnTests,
    }
}

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    use super::*;
    use crate::mine::part_one;
    use crate::mine::runs::tests::run;
    use crate::workshop::Generated;

    /// Part I with the learner's chapters `written`.
    fn yours(written: &[u32]) -> YourPartOne {
        let course = Path::new(env!("CARGO_MANIFEST_DIR"));
        YourPartOne {
            generated: Generated::at(PathBuf::new(), PathBuf::new()),
            chapters: part_one(course).unwrap(),
            written: written.to_vec(),
        }
    }

    fn runs(yours: &YourPartOne, runs: &[(u32, Basis, TestRun)]) -> Runs {
        let runs = runs.iter().map(|(number, basis, run)| {
            let chapter = yours.chapter(*number).unwrap().clone();
            ((chapter, *basis), run.clone())
        });
        Runs(runs.collect())
    }

    fn numbers(wanted: &[(Exercise, Basis)]) -> Vec<(u32, Basis)> {
        let numbers = wanted
            .iter()
            .map(|(chapter, basis)| (chapter.number, *basis));
        numbers.collect()
    }

    #[test]
    fn each_written_chapter_runs_alone_and_on_the_earlier_ones_written() {
        let yours = yours(&[1, 3]);
        assert_eq!(
            numbers(&first_runs(&yours)),
            [
                (1, Basis::Reference),
                (3, Basis::Reference),
                (3, Basis::Yours)
            ]
        );
    }

    #[test]
    fn the_first_earlier_chapter_that_breaks_a_later_one_is_named() {
        let yours = yours(&[1, 2, 3]);
        let first = runs(
            &yours,
            &[
                (1, Basis::Reference, run(9, 9)),
                (2, Basis::Reference, run(9, 9)),
                (2, Basis::Yours, run(9, 9)),
                (3, Basis::Reference, run(12, 12)),
                (3, Basis::Yours, run(4, 12)),
            ],
        );
        let broken = broken(&yours, &first);
        assert_eq!(broken.iter().map(|c| c.number).collect::<Vec<_>>(), [3]);
        assert!(failing_alone(&yours, &first).is_empty());
        let suspects = suspects(&yours, &broken);
        assert_eq!(numbers(&suspects), [(3, Basis::UpTo(1))]);

        // Each culprit as (its number, the broken chapter's, how many tests passed with it).
        let found = |on_chapter_1: TestRun| {
            let suspected = runs(&yours, &[(3, Basis::UpTo(1), on_chapter_1)]);
            let found = culprits(&yours, &broken, &first, &suspected);
            let found = found.iter().map(|culprit| {
                let numbers = (culprit.chapter.number, culprit.broken.number);
                (numbers, culprit.run.passed().len(), culprit.on_its_own)
            });
            found.collect::<Vec<_>>()
        };
        // Chapter 3 fails on chapter 1 alone: chapter 1 breaks it.
        assert_eq!(
            found(run(6, 12)),
            [((1, 3), 6, OnItsOwn::PassesItsOwnTests)]
        );
        // It passes on chapter 1: the last, chapter 2, breaks it, with the run on all of them.
        assert_eq!(
            found(run(12, 12)),
            [((2, 3), 4, OnItsOwn::PassesItsOwnTests)]
        );
    }

    #[test]
    fn how_the_culprit_fares_on_its_own_says_where_to_look_first() {
        let yours = yours(&[1, 2]);
        let fares = |alone: TestRun, composed: Option<TestRun>| {
            let mut first = vec![(2, Basis::Reference, alone)];
            first.extend(composed.map(|run| (2, Basis::Yours, run)));
            on_its_own(yours.chapter(2).unwrap(), &runs(&yours, &first))
        };
        assert_eq!(fares(run(1, 9), None), OnItsOwn::FailsItsOwnTests);
        assert_eq!(
            fares(run(9, 9), Some(run(1, 9))),
            OnItsOwn::BrokenByAnEarlierChapter
        );
        assert_eq!(
            fares(run(9, 9), Some(run(9, 9))),
            OnItsOwn::PassesItsOwnTests
        );
        assert_eq!(fares(run(9, 9), None), OnItsOwn::PassesItsOwnTests);
    }
}
