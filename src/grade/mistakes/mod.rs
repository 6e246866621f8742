//! The class's typical mistakes, named: what to re-teach on Monday. Each chapter keeps its
//! typical mistakes in `tests/mutants/NN-slug/` (a whole `lib.rs` each, its first line saying
//! what the mistake is); graded like a learner's file, each fails some of the chapter's tests,
//! and those tests are its [`Signature`] ([`catalogue`] computes them once per version of the
//! chapter and keeps them).
//!
//! A learner's failing chapter is recognised as a mistake when it fails exactly that mistake's
//! tests: the same tests, no more and no fewer. A file with two mistakes in it, or one half
//! written, fails another set, and is listed as matching none, for the teacher to read: the
//! recognition never guesses. Two kept mistakes that fail the same tests cannot be told apart
//! by them, and are named together.

pub mod catalogue;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{Grade, Grades, Standing, TestStatus};

/// The tests a graded file did not pass (failed, or cut short), by name, sorted.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Signature(pub Vec<String>);

impl Signature {
    /// What `grade` failed, when its tests ran and some did not pass (a failing or stuck
    /// chapter); `None` for a chapter that passed or was never tested.
    pub fn of(grade: &Grade) -> Option<Signature> {
        if !matches!(grade.state, Standing::Failing | Standing::Stuck) {
            return None;
        }
        let mut failed: Vec<String> = grade
            .tests
            .iter()
            .filter(|test| test.status != TestStatus::Passed)
            .map(|test| test.name.clone())
            .collect();
        failed.sort();
        (!failed.is_empty()).then_some(Signature(failed))
    }
}

/// A typical mistake kept for a chapter: its name (its file's stem), what it is (the file's
/// first comment, without `Mistake:`), and the tests it fails.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Known {
    pub name: String,
    pub description: String,
    pub signature: Signature,
}

/// A mistake as the report names it: its name and what it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Named {
    pub name: String,
    pub description: String,
}

/// The learners whose chapter fails exactly the tests of `mistakes` (one, or several that fail
/// the same tests).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seen {
    pub mistakes: Vec<Named>,
    pub learners: Vec<String>,
}

/// What the class's failing files in one chapter were: the typical mistakes recognised (most
/// learners first), and the learners whose failures match none.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChapterMistakes {
    /// The chapter's slug.
    pub chapter: String,
    pub seen: Vec<Seen>,
    pub unknown: Vec<String>,
}

/// Each chapter's mistakes seen in `grades`, given each chapter's known mistakes (`known`, by
/// slug): only chapters where some learner's file failed and some mistakes are known, in the
/// course's order.
pub fn recognise(grades: &Grades, known: &BTreeMap<String, Vec<Known>>) -> Vec<ChapterMistakes> {
    let mut chapters = Vec::new();
    for (at, slug) in grades.chapters.iter().enumerate() {
        // A chapter without kept mistakes has nothing to name its failures by.
        let Some(known) = known.get(slug).filter(|known| !known.is_empty()) else {
            continue;
        };
        let mut by_signature: BTreeMap<Signature, Vec<String>> = BTreeMap::new();
        for learner in &grades.learners {
            if let Some(signature) = learner.chapters.get(at).and_then(Signature::of) {
                let learners = by_signature.entry(signature).or_default();
                learners.push(learner.name.clone());
            }
        }
        if by_signature.is_empty() {
            continue;
        }
        let mut seen = Vec::new();
        let mut unknown = Vec::new();
        for (signature, learners) in by_signature {
            let mistakes: Vec<Named> = known
                .iter()
                .filter(|mistake| mistake.signature == signature)
                .map(|mistake| Named {
                    name: mistake.name.clone(),
                    description: mistake.description.clone(),
                })
                .collect();
            match mistakes.is_empty() {
                true => unknown.extend(learners),
                false => seen.push(Seen { mistakes, learners }),
            }
        }
        seen.sort_by_key(|seen| std::cmp::Reverse(seen.learners.len()));
        unknown.sort();
        chapters.push(ChapterMistakes {
            chapter: slug.clone(),
            seen,
            unknown,
        });
    }
    chapters
}

/// The chapters (slugs) in which some learner's file failed: those whose mistakes are worth
/// knowing.
pub fn chapters_failed(grades: &Grades) -> Vec<String> {
    let failed = |at: usize| {
        let grades = grades
            .learners
            .iter()
            .map(|learner| learner.chapters.get(at));
        grades.flatten().any(|grade| Signature::of(grade).is_some())
    };
    let slugs = grades.chapters.iter().enumerate();
    slugs
        .filter(|(at, _)| failed(*at))
        .map(|(_, slug)| slug.clone())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::{Learner, TestResult};

    fn failing(failed: &[&str]) -> Grade {
        let mut tests: Vec<TestResult> = ["a", "b", "c"]
            .iter()
            .map(|name| TestResult {
                name: name.to_string(),
                status: TestStatus::Passed,
                message: None,
            })
            .collect();
        for test in &mut tests {
            if failed.contains(&test.name.as_str()) {
                test.status = TestStatus::Failed;
            }
        }
        Grade {
            tests,
            ..Grade::new("scoop", Standing::Failing, 3 - failed.len(), 3)
        }
    }

    fn known(name: &str, failed: &[&str]) -> Known {
        Known {
            name: name.into(),
            description: format!("{name}, described"),
            signature: Signature(failed.iter().map(|s| s.to_string()).collect()),
        }
    }

    #[test]
    fn a_learner_is_named_with_the_mistake_whose_tests_they_fail_exactly() {
        let class = [
            ("ada", failing(&["a"])),
            ("bob", failing(&["a"])),
            ("cy", failing(&["a", "b"])),
            ("dee", failing(&["c"])),
            ("eve", Grade::new("scoop", Standing::Passing, 3, 3)),
            ("fay", Grade::new("scoop", Standing::NotStarted, 0, 0)),
        ];
        let mut grades = Grades::new(vec!["scoop".into()], None);
        for (name, grade) in class {
            grades.learners.push(Learner::new(name, vec![grade]));
        }
        let kept = vec![
            known("one_stone", &["a"]),
            known("twin", &["c"]),
            known("twin_too", &["c"]),
            known("never_seen", &["b"]),
        ];
        let seen = recognise(&grades, &BTreeMap::from([("scoop".to_string(), kept)]));
        assert_eq!(seen.len(), 1);
        let scoop = &seen[0];
        let names =
            |seen: &Seen| -> Vec<String> { seen.mistakes.iter().map(|m| m.name.clone()).collect() };
        assert_eq!(names(&scoop.seen[0]), ["one_stone"]);
        assert_eq!(scoop.seen[0].learners, ["ada", "bob"]);
        // Two kept mistakes failing the same tests are named together.
        assert_eq!(names(&scoop.seen[1]), ["twin", "twin_too"]);
        assert_eq!(scoop.seen[1].learners, ["dee"]);
        assert_eq!(scoop.seen.len(), 2, "a mistake no one made is not listed");
        // Failing a and b is neither mistake: not guessed.
        assert_eq!(scoop.unknown, ["cy"]);
        assert_eq!(chapters_failed(&grades), ["scoop"]);
    }
}
