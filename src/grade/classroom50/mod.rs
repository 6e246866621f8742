//! Classroom 50's side of grading: the per-assignment `autograder.py` its runner calls once per
//! submission, in the learner's checkout, and the `result.json` it must leave there, whose
//! contract is its wiki's "Advanced Autograding" page (foundation50/classroom50,
//! `wiki/Advanced-Autograding.md`, read 2026-11-29; its runner, `autograde-runner.yaml`, checks
//! the submission out with its whole history and gives the job 15 minutes).
//!
//! The runner stamps `owner` and `assignment_type` itself; the rest comes from the variables it
//! sets (`CLASSROOM`, `ASSIGNMENT`, `SUBMISSION_TAG`, `COMMIT_URL`, `RELEASE_URL`,
//! `REVIEW_URL`). Each chapter is a test worth [`POINTS_PER_CHAPTER`], with the learner's
//! feedback in an extra field (`message`), which the contract keeps as it is; the same feedback,
//! as Markdown, is the release's body (`release-body.md`), what the learner reads.

use serde::{Deserialize, Serialize};

use super::feedback::{feedback, markdown_section};
use super::{Grade, POINTS_PER_CHAPTER, Standing};

/// The autograder a teacher puts in `CLASSROOM/autograders/ASSIGNMENT/`.
pub const AUTOGRADER: &str = include_str!("autograder.py");
/// The contract's schema name.
pub const SCHEMA: &str = "classroom50/result/v1";

/// Who and what is graded, as the runner's variables say: the fields of `result.json` that
/// name the submission.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Identity {
    pub classroom: String,
    pub assignment: String,
    pub submission: String,
    pub commit: String,
    pub release: String,
    pub review: String,
}

impl Identity {
    /// Read with `var` (the environment, or a test's map); `REVIEW_URL` may be missing, and is
    /// then the commit's URL, as the contract's own templates do.
    pub fn read(var: impl Fn(&str) -> Option<String>) -> Result<Identity, String> {
        let needed = |name: &str| {
            var(name).filter(|value| !value.is_empty()).ok_or_else(|| {
                format!(
                    "{name} is not set: `classroom50 run` is run by Classroom 50's runner, \
                     through the assignment's autograder.py"
                )
            })
        };
        let commit = needed("COMMIT_URL")?;
        Ok(Identity {
            classroom: needed("CLASSROOM")?,
            assignment: needed("ASSIGNMENT")?,
            submission: needed("SUBMISSION_TAG")?,
            release: needed("RELEASE_URL")?,
            review: var("REVIEW_URL")
                .filter(|url| !url.is_empty())
                .unwrap_or(commit.clone()),
            commit,
        })
    }
}

/// `result.json`, as the contract spells it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Result50 {
    pub schema: String,
    #[serde(flatten)]
    pub who: Identity,
    /// The graded commit's committer date, in UTC: the submission's instant.
    pub datetime: String,
    /// When this grading ran.
    pub graded_at: String,
    pub score: u32,
    #[serde(rename = "max-score")]
    pub max_score: u32,
    pub tests: Vec<Test50>,
}

/// One chapter, as a test of the contract.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Test50 {
    #[serde(rename = "test-name")]
    pub name: String,
    pub passed: bool,
    pub score: u32,
    #[serde(rename = "max-score")]
    pub max_score: u32,
    /// The learner's feedback: an extra field, which the contract keeps.
    pub message: String,
}

impl Result50 {
    /// The result of `grades`, each with its chapter's number, for the submission `who` made at
    /// `datetime` and graded at `graded_at` (both UTC, `2026-06-01T14:32:01Z`).
    pub fn of(grades: &[(u32, Grade)], who: Identity, datetime: String, graded_at: String) -> Self {
        let tests: Vec<Test50> = grades
            .iter()
            .map(|(number, grade)| Test50 {
                name: format!("Chapter {number}: {}", grade.chapter),
                passed: grade.state == Standing::Passing,
                score: grade.points(),
                max_score: POINTS_PER_CHAPTER,
                message: feedback(grade),
            })
            .collect();
        Result50 {
            schema: SCHEMA.into(),
            who,
            datetime,
            graded_at,
            score: tests.iter().map(|test| test.score).sum(),
            max_score: tests.iter().map(|test| test.max_score).sum(),
            tests,
        }
    }
}

/// The release's body for `grades` (each with its chapter's number): the total, then each
/// chapter's feedback ([`markdown_section`]).
pub fn release_body(grades: &[(u32, Grade)]) -> String {
    let passed = grades
        .iter()
        .filter(|(_, g)| g.state == Standing::Passing)
        .count();
    let score: u32 = grades.iter().map(|(_, g)| g.points()).sum();
    let mut body = format!(
        "## Ayoayo, recursively: {passed} of {} chapters pass, {score}/{} points\n\n\
         Each chapter is graded as `cargo run -- check` checks it, on your \
         `exercises/NN-slug/src/lib.rs` alone, against the course's tests as they were handed \
         out.\n",
        grades.len(),
        grades.len() as u32 * POINTS_PER_CHAPTER
    );
    for (number, grade) in grades {
        body.push('\n');
        body.push_str(&markdown_section(*number, grade));
    }
    body
}

/// `seconds` since the epoch, in UTC as the contract writes instants.
pub fn instant(seconds: i64) -> Option<String> {
    let at = jiff::Timestamp::from_second(seconds).ok()?;
    Some(at.strftime("%Y-%m-%dT%H:%M:%SZ").to_string())
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    fn who() -> Identity {
        let vars: BTreeMap<&str, &str> = [
            ("CLASSROOM", "recursion-2027"),
            ("ASSIGNMENT", "part-one"),
            ("SUBMISSION_TAG", "submit/2027-02-01T10-00-00Z-a1b2c3d"),
            ("COMMIT_URL", "https://github.com/o/r/commit/a1b2c3d"),
            (
                "RELEASE_URL",
                "https://github.com/o/r/releases/tag/submit%2F...",
            ),
        ]
        .into();
        Identity::read(|name| vars.get(name).map(|value| value.to_string())).unwrap()
    }

    /// Field by field as the contract names them, with `max-score` and `test-name` hyphenated.
    #[test]
    fn a_result_is_written_in_the_contract_s_words() {
        let grades = [
            (1, Grade::new("scoop", Standing::Passing, 9, 9)),
            (2, Grade::new("distribute", Standing::Failing, 8, 16)),
        ];
        let at = instant(1_800_000_000).unwrap();
        assert_eq!(at, "2027-01-15T08:00:00Z");
        let result = Result50::of(&grades, who(), at.clone(), at);
        let json = serde_json::to_value(&result).unwrap();
        assert_eq!(json["schema"], "classroom50/result/v1");
        assert_eq!(
            (json["score"].as_u64(), json["max-score"].as_u64()),
            (Some(15), Some(20))
        );
        assert_eq!(
            json["review"], json["commit"],
            "no REVIEW_URL: the commit's"
        );
        let keys: Vec<&str> = json["tests"][1]
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(
            keys,
            ["max-score", "message", "passed", "score", "test-name"]
        );
        assert_eq!(json["tests"][1]["test-name"], "Chapter 2: distribute");
        assert_eq!(json["tests"][1]["passed"], false);
        let body = release_body(&grades);
        assert!(
            body.starts_with("## Ayoayo, recursively: 1 of 2 chapters pass, 15/20 points"),
            "{body}"
        );
        assert!(
            body.contains("### ✗ Chapter 2: distribute: 5/10\n\n````text\ndistribute — failing"),
            "{body}"
        );
    }

    #[test]
    fn a_runner_variable_missing_is_named() {
        let missing = Identity::read(|_| None).unwrap_err();
        assert!(missing.starts_with("COMMIT_URL is not set"), "{missing}");
    }
}
