//! A learner's copy grading itself on GitHub Actions: the workflow that runs `autograde` once
//! per chapter in the learner's repository, and one chapter's grade as the result GitHub
//! Classroom's grading reporter (`classroom-resources/autograding-grading-reporter`) read.
//!
//! GitHub Classroom was retired on 2026-08-28, and the workflow no longer runs its reporter:
//! each step adds its chapter's feedback to the run's summary page instead, and the run keeps
//! the chapters' exports as its artifact. The result is still written to `$GITHUB_OUTPUT`, in
//! the reporter's shape, for a workflow of the teacher's own that reads it: the reporter decoded
//! each step's result from base64 JSON, and counted the sum of every test's `score` out of the
//! sum of every step's `max_score`. So a chapter's points ([`Grade::points`]) are shared out
//! over the tests that passed, and a chapter without tests has one entry saying why.

use serde::{Deserialize, Serialize};

use super::{Grade, POINTS_PER_CHAPTER, Standing, TestStatus};
use crate::chapters::Exercise;

/// One grading step's result, as the reporter decodes it (the command grader's version 1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepResult {
    pub version: u32,
    pub status: Status,
    pub max_score: u32,
    pub tests: Vec<StepTest>,
}

/// A step's or a test's outcome, in the reporter's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Pass,
    Fail,
    /// The step could not grade at all (no pristine course, an unknown chapter).
    Error,
}

/// One entry of a step's result: a test of the chapter, or the chapter itself when no test ran.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepTest {
    pub name: String,
    pub status: Status,
    pub score: u32,
    #[serde(default)]
    pub message: String,
    /// The reporter prints ` - line N` after a test unless this is 0.
    #[serde(default)]
    pub line_no: u32,
}

impl StepResult {
    /// `grade` as the reporter reads it: its points shared out over the tests that passed.
    pub fn of(grade: &Grade) -> StepResult {
        let passed = grade
            .tests
            .iter()
            .filter(|test| test.status == TestStatus::Passed);
        let mut shares = shares(grade.points(), passed.count()).into_iter();
        let mut tests: Vec<StepTest> = grade
            .tests
            .iter()
            .map(|test| {
                let status = match test.status {
                    TestStatus::Passed => Status::Pass,
                    TestStatus::Failed | TestStatus::Unfinished => Status::Fail,
                };
                StepTest {
                    name: test.name.clone(),
                    status,
                    score: match status {
                        Status::Pass => shares.next().unwrap_or(0),
                        _ => 0,
                    },
                    message: test.message.clone().unwrap_or_default(),
                    line_no: 0,
                }
            })
            .collect();
        // The reporter divides by the number of entries: never leave it none.
        if tests.is_empty() {
            tests.push(StepTest {
                name: grade.chapter.clone(),
                status: Status::Fail,
                score: grade.points(),
                message: summary(grade),
                line_no: 0,
            });
        }
        let status = match grade.state {
            Standing::Passing => Status::Pass,
            _ => Status::Fail,
        };
        StepResult {
            version: 1,
            status,
            max_score: POINTS_PER_CHAPTER,
            tests,
        }
    }

    /// The result of a step that could not grade `chapter`: no points, and why.
    pub fn error(chapter: &str, why: &str) -> StepResult {
        StepResult {
            version: 1,
            status: Status::Error,
            max_score: POINTS_PER_CHAPTER,
            tests: vec![StepTest {
                name: chapter.to_string(),
                status: Status::Error,
                score: 0,
                message: why.to_string(),
                line_no: 0,
            }],
        }
    }

    /// The line a step writes to `$GITHUB_OUTPUT`: `result=` and the JSON in base64.
    pub fn output_line(&self) -> String {
        let json = serde_json::to_string(self).expect("a step result is plain data");
        format!("result={}\n", base64(json.as_bytes()))
    }
}

/// `points` shared out over `passed` tests in whole points, the first ones one more when they
/// do not divide evenly, so the shares add up to `points`.
fn shares(points: u32, passed: usize) -> Vec<u32> {
    let Ok(count) = u32::try_from(passed) else {
        return vec![0; passed];
    };
    if count == 0 {
        return Vec::new();
    }
    let (each, extra) = (points / count, points % count);
    (0..count).map(|i| each + u32::from(i < extra)).collect()
}

/// One line for the log: the chapter, where it stands in the words the course map and `check`
/// give ([`Grade::standing`]), and its points.
pub fn summary(grade: &Grade) -> String {
    format!(
        "{} — {}; {}/{POINTS_PER_CHAPTER} points",
        grade.chapter,
        grade.standing(),
        grade.points()
    )
}

/// Standard base64 (RFC 4648, with padding), as Node's `Buffer.from(text, "base64")` reads it.
pub fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut text = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for group in bytes.chunks(3) {
        let [a, b, c] = [0, 1, 2].map(|i| group.get(i).copied().unwrap_or(0));
        let bits = u32::from(a) << 16 | u32::from(b) << 8 | u32::from(c);
        for (i, shift) in [18, 12, 6, 0].into_iter().enumerate() {
            text.push(match i <= group.len() {
                true => ALPHABET[(bits >> shift & 0x3f) as usize] as char,
                false => '=',
            });
        }
    }
    text
}

/// The step id of a chapter in the workflow: letters and digits only (`chapter03`), the
/// pattern the reporter's `runners` asked for.
pub fn step_id(chapter: &Exercise) -> String {
    format!("chapter{:02}", chapter.number)
}

/// The workflow a teacher puts in the template repository as `.github/workflows/classroom.yml`:
/// the course tool built once, one step per chapter running `autograde` (each adds its
/// chapter's feedback to the run's summary page, and runs whatever happened before it), and a
/// last step that keeps every chapter's JUnit XML and `results.json` as the run's artifact.
/// Generated from the course's chapters; `tests/classroom.rs` keeps the committed copy fresh.
pub fn workflow(chapters: &[Exercise]) -> String {
    let mut text = String::from(WORKFLOW_HEAD);
    for chapter in chapters {
        text.push_str(&format!(
            "      - name: \"{number:02} {title}\"\n        id: {id}\n        \
             if: ${{{{ !cancelled() }}}}\n        \
             run: cargo run --quiet -- autograde {slug}\n",
            number = chapter.number,
            title = chapter.title.replace('"', "'"),
            id = step_id(chapter),
            slug = chapter.slug,
        ));
    }
    text.push_str(WORKFLOW_TAIL);
    text
}

/// Everything before the chapters' steps: triggers, permissions, a time limit, checkout with
/// the whole history (the first commit is the pristine course), an earlier build, the sandbox
/// and the build.
const WORKFLOW_HEAD: &str = r#"# The grading of one learner's copy of "Ayoayo, recursively", in the learner's own repository
# on GitHub Actions: generated by the course (src/grade/classroom.rs), copied by the teacher to
# .github/workflows/classroom.yml in the template repository. See the book's page "Grading on
# GitHub Classroom" (book/src/class/classroom.md): GitHub Classroom was retired on 2026-08-28,
# and this workflow reports to no platform; it shows each push's grade on the run's page.
#
# Each chapter's step runs `autograde`, which tests the learner's exercises/NN-slug/src/lib.rs
# against the tests of the repository's first commit (the course as the teacher handed it out)
# and adds the chapter's feedback to the run's summary page. The last step keeps each chapter's
# junit.xml and results.json as the run's artifact.
name: Grading
'on':
  - push
  - workflow_dispatch
permissions:
  contents: read
jobs:
  grade:
    runs-on: ubuntu-latest
    timeout-minutes: 60
    steps:
      - name: Checkout code, with its whole history
        uses: actions/checkout@v7
        with:
          fetch-depth: 0
      # Keyed on the Rust toolchain and Cargo.lock: a new toolchain starts a new cache.
      - name: The build of an earlier push, if any
        uses: Swatinem/rust-cache@v2
      - name: The sandbox the tests run in (bubblewrap, allowed its namespaces)
        run: |
          sudo apt-get update -qq
          sudo apt-get install -y -qq bubblewrap
          sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0
      # Not --locked: an assessment handed out into the repository (exercises/00-assessment)
      # adds its package to Cargo.lock, which cargo then writes; nothing else changes there.
      - name: Build the course tool
        run: cargo build --quiet --bin course
"#;

/// The step that keeps every chapter's exports, whatever happened before it.
const WORKFLOW_TAIL: &str = r#"      - name: Keep each chapter's junit.xml and results.json
        if: ${{ !cancelled() }}
        uses: actions/upload-artifact@v7
        with:
          name: grading
          path: target/course-autograde/results/
          if-no-files-found: warn
"#;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::TestResult;

    #[test]
    fn base64_is_rfc_4648s() {
        let cases = [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, encoded) in cases {
            assert_eq!(base64(plain.as_bytes()), encoded, "{plain:?}");
        }
        assert_eq!(base64(&[0xfb, 0xff]), "+/8=");
    }

    #[test]
    fn shares_add_up_to_the_points() {
        assert_eq!(shares(10, 4), [3, 3, 2, 2]);
        assert_eq!(shares(7, 16).iter().sum::<u32>(), 7);
        assert_eq!(shares(0, 3), [0, 0, 0]);
        assert!(shares(5, 0).is_empty());
    }

    fn test(name: &str, status: TestStatus) -> TestResult {
        let message = (status != TestStatus::Passed).then(|| format!("{name} went wrong"));
        TestResult {
            name: name.into(),
            status,
            message,
        }
    }

    #[test]
    fn a_failing_chapters_points_go_to_its_passing_tests() {
        let grade = Grade {
            tests: vec![
                test("a", TestStatus::Passed),
                test("b", TestStatus::Failed),
                test("c", TestStatus::Passed),
                test("d", TestStatus::Unfinished),
            ],
            ..Grade::new("sow", Standing::Stuck, 2, 4)
        };
        let result = StepResult::of(&grade);
        assert_eq!(result.status, Status::Fail);
        let scores: Vec<u32> = result.tests.iter().map(|test| test.score).collect();
        assert_eq!(scores, [3, 0, 2, 0]);
        assert_eq!(result.tests[3].status, Status::Fail);
        assert_eq!(result.tests[1].message, "b went wrong");
    }

    #[test]
    fn the_summary_says_where_a_chapter_stands_and_its_points() {
        let failing = Grade::new("distribute", Standing::Failing, 12, 16);
        assert_eq!(
            summary(&failing),
            "distribute — failing: 12 of 16 tests pass; 7/10 points"
        );
        // The book's page "Grading on GitHub Classroom" quotes this very line.
        let page =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("book/src/class/classroom.md");
        let page = std::fs::read_to_string(page).unwrap();
        assert!(page.contains(&format!("`{}`", summary(&failing))));
        let passing = Grade::new("scoop", Standing::Passing, 9, 9);
        assert_eq!(
            summary(&passing),
            "scoop — passing: all 9 tests pass; 10/10 points"
        );
    }

    #[test]
    fn a_chapter_without_tests_has_one_entry_that_says_why() {
        let result = StepResult::of(&Grade::new("sow", Standing::DoesNotCompile, 0, 0));
        assert_eq!(result.tests.len(), 1);
        assert_eq!(result.tests[0].score, 0);
        assert!(result.tests[0].message.contains("does not compile"));
        assert_eq!(result.max_score, POINTS_PER_CHAPTER);
    }
}
