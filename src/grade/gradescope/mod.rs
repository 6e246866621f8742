//! Gradescope's side of grading: the autograder a teacher uploads, and the `results.json` its
//! harness reads after each submission.
//!
//! Gradescope builds an image once from the uploaded zip, running its `setup.sh` as root, then
//! for each submission puts the learner's files in `/autograder/submission`, runs
//! `/autograder/run_autograder` and uploads `/autograder/results/results.json`. The format and
//! the layout are those of Gradescope's "Autograder Specifications"
//! (gradescope/autograder_samples, `docs/specs.md`, last changed 2023-05-05, read 2026-11-29).
//!
//! Each chapter graded is one test entry worth [`POINTS_PER_CHAPTER`], its score the points
//! every export gives ([`Grade::points`]); its output says where the chapter stands, what the
//! compiler said when it does not compile, and what each failing test said. Outputs are plain
//! text (`"output_format": "text"`): a test's message holds `<` and `>` (`Vec<u8>`), which
//! Gradescope's default for the top level would read as HTML.

use serde::{Deserialize, Serialize};

use super::feedback::feedback;
use super::{Grade, POINTS_PER_CHAPTER, Standing};

/// `setup.sh`, run once when Gradescope builds the autograder's image.
pub const SETUP: &str = include_str!("setup.sh");
/// `run_autograder`, run for each submission.
pub const RUN_AUTOGRADER: &str = include_str!("run_autograder");
/// The file in the autograder's source folder that lists the chapters it grades, a slug a line.
pub const CHAPTERS_FILE: &str = "chapters";
/// The folder in the autograder's source folder that holds the course.
pub const COURSE_FOLDER: &str = "course";

/// What `results.json` holds: the fields of the specification the course fills in.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Results {
    /// The sum of the tests' scores, given as well so that no reader has to add them up.
    pub score: u32,
    /// Seconds the grading took.
    pub execution_time: u64,
    /// What the whole submission came to, for the learner.
    pub output: String,
    pub output_format: Format,
    pub visibility: Visibility,
    /// The grading's own log is for the teacher: it names the machine's folders.
    pub stdout_visibility: Visibility,
    pub tests: Vec<TestCase>,
}

/// One chapter of the submission, as a test entry.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TestCase {
    /// `Chapter 3: sow`.
    pub name: String,
    /// The chapter's number, which Gradescope orders and shows the entries by.
    pub number: String,
    pub score: u32,
    pub max_score: u32,
    pub status: Status,
    pub output: String,
    pub output_format: Format,
    pub visibility: Visibility,
}

/// A test entry's status: Gradescope's default compares score and maximum, which would call a
/// failing chapter's partial points a failure too; said outright, it matches the course's word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Passed,
    Failed,
}

/// When a learner sees an entry. The course's tests are the learner's own (they run them with
/// `cargo test`), so nothing is hidden.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Visibility {
    Hidden,
    AfterDueDate,
    AfterPublished,
    Visible,
}

/// How Gradescope renders a text: the course writes plain text only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    Text,
}

impl Results {
    /// The results of `grades`, each with its chapter's number, one entry per chapter in the
    /// order given, graded in `seconds`; `ran` says where the learner's code ran.
    pub fn of(grades: &[(u32, Grade)], seconds: u64, ran: &str) -> Results {
        let tests: Vec<TestCase> = grades.iter().map(|(n, g)| TestCase::of(*n, g)).collect();
        let score = tests.iter().map(|test| test.score).sum();
        let passed = grades.iter().filter(|(_, g)| g.state == Standing::Passing);
        let passed = passed.count();
        let most = grades.len() as u32 * POINTS_PER_CHAPTER;
        let output = format!(
            "{passed} of {} chapters pass: {score}/{most} points.\n\
             Each chapter is graded as `cargo run -- check` checks it, on your \
             exercises/NN-slug/src/lib.rs alone, against the course's own tests. {ran}",
            grades.len()
        );
        Results {
            score,
            execution_time: seconds,
            output,
            output_format: Format::Text,
            visibility: Visibility::Visible,
            stdout_visibility: Visibility::Hidden,
            tests,
        }
    }

    /// The results of a submission that could not be graded, `why` saying why in words the
    /// learner can act on: no points, and no entry.
    pub fn error(why: &str, seconds: u64) -> Results {
        Results {
            score: 0,
            execution_time: seconds,
            output: format!("Your submission could not be graded: {why}"),
            output_format: Format::Text,
            visibility: Visibility::Visible,
            stdout_visibility: Visibility::Hidden,
            tests: Vec::new(),
        }
    }
}

impl TestCase {
    /// The entry of `grade`, chapter `number`'s.
    pub fn of(number: u32, grade: &Grade) -> TestCase {
        let status = match grade.state {
            Standing::Passing => Status::Passed,
            _ => Status::Failed,
        };
        TestCase {
            name: format!("Chapter {number}: {}", grade.chapter),
            number: number.to_string(),
            score: grade.points(),
            max_score: POINTS_PER_CHAPTER,
            status,
            output: feedback(grade),
            output_format: Format::Text,
            visibility: Visibility::Visible,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grader::{TestResult, TestStatus};

    fn test(name: &str, status: TestStatus, message: Option<&str>) -> TestResult {
        TestResult {
            name: name.into(),
            status,
            message: message.map(String::from),
        }
    }

    /// Field by field as the specification spells them: the names Gradescope reads, its status
    /// and visibility words, and a score on every entry as well as in all.
    #[test]
    fn results_are_written_in_the_specification_s_words() {
        let scoop = Grade::new("scoop", Standing::Passing, 2, 2);
        let sow = Grade {
            tests: vec![
                test("examples::a", TestStatus::Passed, None),
                test(
                    "examples::b",
                    TestStatus::Failed,
                    Some("left: [1]\nright: [2]"),
                ),
            ],
            ..Grade::new("sow", Standing::Failing, 1, 2)
        };
        let grades = [(1, scoop), (3, sow)];
        let results = Results::of(&grades, 42, "It ran in a sandbox.");
        let json = serde_json::to_value(&results).unwrap();
        assert_eq!(json["score"], 15);
        assert_eq!(json["execution_time"], 42);
        assert_eq!(json["output_format"], "text");
        assert_eq!(json["visibility"], "visible");
        assert_eq!(json["stdout_visibility"], "hidden");
        let output = json["output"].as_str().unwrap();
        assert!(
            output.starts_with("1 of 2 chapters pass: 15/20 points."),
            "{output}"
        );
        assert!(output.ends_with("It ran in a sandbox."), "{output}");
        let sow = &json["tests"][1];
        let keys: Vec<&str> = sow
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(
            keys,
            [
                "max_score",
                "name",
                "number",
                "output",
                "output_format",
                "score",
                "status",
                "visibility"
            ]
        );
        assert_eq!(sow["status"], "failed");
        assert_eq!(
            (sow["score"].as_u64(), sow["max_score"].as_u64()),
            (Some(5), Some(10))
        );
        let output = sow["output"].as_str().unwrap();
        assert!(output.starts_with("sow — failing"), "{output}");
        assert!(output.contains("✓ examples::a\n✗ examples::b"), "{output}");
        assert!(
            output.ends_with("--- examples::b\nleft: [1]\nright: [2]"),
            "{output}"
        );
        assert_eq!(json["tests"][0]["status"], "passed");
        assert_eq!(
            (sow["name"].as_str(), sow["number"].as_str()),
            (Some("Chapter 3: sow"), Some("3"))
        );
    }

    #[test]
    fn a_chapter_that_does_not_compile_shows_the_compiler_s_errors() {
        let grade = Grade {
            compiler: Some("error[E0425]: cannot find value `x`".into()),
            ..Grade::new("scoop", Standing::DoesNotCompile, 0, 0)
        };
        let case = TestCase::of(1, &grade);
        assert_eq!(
            (case.name.as_str(), case.number.as_str()),
            ("Chapter 1: scoop", "1")
        );
        assert_eq!((case.score, case.status), (0, Status::Failed));
        assert!(
            case.output
                .ends_with("The compiler said:\n\nerror[E0425]: cannot find value `x`"),
            "{}",
            case.output
        );
    }

    #[test]
    fn a_submission_that_cannot_be_graded_says_why_with_no_points() {
        let results = Results::error("it has no exercises/ folder", 3);
        let json = serde_json::to_value(&results).unwrap();
        assert_eq!(json["score"], 0);
        assert_eq!(json["tests"], serde_json::json!([]));
        let output = json["output"].as_str().unwrap();
        assert!(output.ends_with("it has no exercises/ folder"), "{output}");
    }
}
