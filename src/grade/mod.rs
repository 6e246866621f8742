//! Grading a class's copies of the course, honestly: only each learner's
//! `exercises/NN-slug/src/lib.rs` is taken, into a scratch copy of the teacher's own workspace,
//! so tests, references or snapshots edited in a submission cannot change its grade.
//!
//! A class is graded a batch of learners at a time ([`ClassGrader`]): each file to test becomes
//! a package of the scratch workspace, all built by one cargo command, and the test binaries
//! run as many at once as there are cores, each in the sandbox (see `sandbox`), where the copy
//! is read-only and nothing else of the teacher's can be seen; what a batch changed in the copy
//! is put back before the next is built. [`Grader`] grades one file at a time, with the same
//! judgement. Time limits make code that never returns "stuck" rather than stopping the
//! grading; a file that cannot be read marks that learner's chapter only.
//!
//! Reading a submission is [`Submission`]'s job (from the folder, or from the learner's last
//! commit by a [`Deadline`]), running it [`Grader`]'s (whose verdict is the one `check` gives,
//! [`crate::verdict`]), and reporting a class [`Grades`]' (see `report` for the files written).

mod class;
pub mod classroom;
mod deadline;
mod git;
mod grader;
mod report;
mod submission;
mod table;
mod test_results;

use serde::{Deserialize, Serialize};

pub use crate::challenges::Challenges;
use crate::progress::State;
use crate::recursion::RecursionCheck;
use crate::test_run::TestRun;
use crate::verdict::Verdict;
pub use class::{ClassGrader, Event};
pub use deadline::Deadline;
pub use grader::Grader;
pub(crate) use grader::{Prepared, judged, prepare};
pub use report::{markdown, summary};
pub use submission::{Provenance, Submission};
pub use table::{GRADES_SCHEMA, Grades, Written};
pub use test_results::{TestResult, TestStatus};

/// Where a learner stands in one chapter: the state of its tests ([`State`]), or why the file
/// could not be tested.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Standing {
    /// The learner's file is still the teacher's stub.
    NotStarted,
    /// The submission has no `src/lib.rs` for this chapter.
    Missing,
    DoesNotCompile,
    /// The submission's file could not be read, or is not a plain file of a sensible size.
    Unreadable,
    /// The tests crashed or did not finish in time.
    Stuck,
    Failing,
    Passing,
}

impl Standing {
    /// A tested file's standing, from its tests' state.
    pub fn of(state: &State) -> Standing {
        match state {
            State::NotStarted => Standing::NotStarted,
            State::DoesNotCompile => Standing::DoesNotCompile,
            State::Stuck => Standing::Stuck,
            State::Failing { .. } => Standing::Failing,
            State::Passing { .. } => Standing::Passing,
        }
    }
}

/// What one chapter is worth in every export (CSV, Classroom's points, results).
pub const POINTS_PER_CHAPTER: u32 = 10;

/// One learner's grade in one chapter. `passed` and `total` count the tests that ran: both are
/// 0 when none did (not started, missing, does not compile).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Grade {
    pub chapter: String,
    pub state: Standing,
    pub passed: usize,
    pub total: usize,
    /// Why the file could not be graded (unreadable), or how its tests ended (stuck).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Whether each function the chapter asks to be recursive is, in a file the learner
    /// changed; it never changes the grade.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub recursion: Vec<RecursionCheck>,
    /// How many of the chapter's optional challenges the file answers, when the chapter passes
    /// and has any; it never changes the grade.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub challenges: Option<Challenges>,
    /// Each of the chapter's tests that ran or was stopped, with why it did not pass: what the
    /// per-test exports (results.json, JUnit) list. Empty when no test ran.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tests: Vec<TestResult>,
}

impl Grade {
    /// A grade with nothing more to say than its standing and counts.
    pub fn new(chapter: &str, state: Standing, passed: usize, total: usize) -> Grade {
        Grade {
            chapter: chapter.to_string(),
            state,
            passed,
            total,
            note: None,
            recursion: Vec::new(),
            challenges: None,
            tests: Vec::new(),
        }
    }

    /// The grade of `chapter` (a slug) a verdict gives, `run` being the run it judged: the
    /// verdict's standing and counts as they are, with each test's result for the exports.
    pub fn of(chapter: &str, verdict: &Verdict, run: &TestRun) -> Grade {
        let graded = Grade::new(
            chapter,
            Standing::of(&verdict.state),
            verdict.passed,
            verdict.total,
        );
        Grade {
            note: verdict.stuck.clone(),
            recursion: verdict.recursion.clone(),
            challenges: verdict.challenges,
            tests: TestResult::of_run(run),
            ..graded
        }
    }

    /// The chapter's points out of [`POINTS_PER_CHAPTER`], the same in every export: all of them
    /// for a chapter that passes, else the share of its tests that passed, rounded down (so
    /// only a passing chapter has them all), and none when no test ran.
    pub fn points(&self) -> u32 {
        match self.state {
            Standing::Passing => POINTS_PER_CHAPTER,
            _ if self.total == 0 => 0,
            _ => {
                let share = self.passed as u64 * u64::from(POINTS_PER_CHAPTER) / self.total as u64;
                (share as u32).min(POINTS_PER_CHAPTER - 1)
            }
        }
    }

    /// The grade in a table cell: `✓ 9/9`, `✗ 3/16`, `—` (not started), `missing`,
    /// `compile error` or `stuck`.
    pub fn cell(&self) -> String {
        let (passed, total) = (self.passed, self.total);
        match self.state {
            Standing::NotStarted => "—".into(),
            Standing::Missing => "missing".into(),
            Standing::DoesNotCompile => "compile error".into(),
            Standing::Unreadable => "unreadable".into(),
            Standing::Stuck => "stuck".into(),
            Standing::Failing => format!("✗ {passed}/{total}"),
            Standing::Passing => format!("✓ {passed}/{total}"),
        }
    }
}

/// One learner's grades, chapter by chapter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Learner {
    pub name: String,
    /// The commit graded, when the learner's folder is a git repository and the files graded
    /// are exactly that commit's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commit: Option<String>,
    /// The folder's last commit, when the files graded differ from it (changes not committed):
    /// it is not what was graded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub changed_since: Option<String>,
    /// Why nothing of the learner's was graded (no commit by the deadline, say), when nothing was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    pub chapters: Vec<Grade>,
}

impl Learner {
    /// A learner's grades with nothing known of where the files came from.
    pub fn new(name: &str, chapters: Vec<Grade>) -> Learner {
        Learner {
            name: name.to_string(),
            commit: None,
            changed_since: None,
            note: None,
            chapters,
        }
    }

    /// The learner's grades with where the files graded came from.
    pub fn with_provenance(self, provenance: Provenance) -> Learner {
        Learner {
            commit: provenance.commit,
            changed_since: provenance.changed_since,
            note: provenance.note,
            ..self
        }
    }

    /// The sum of the chapters' [`Grade::points`].
    pub fn points(&self) -> u32 {
        self.chapters.iter().map(Grade::points).sum()
    }

    pub fn chapters_passed(&self) -> usize {
        let passing = self
            .chapters
            .iter()
            .filter(|g| g.state == Standing::Passing);
        passing.count()
    }
}
