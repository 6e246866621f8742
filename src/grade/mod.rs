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
//! The first two, with [`Grade`] and [`Standing`], are the workshop's ([`crate::workshop`]),
//! which assessments grade with too; they are re-exported here.

mod class;
pub mod classroom;
pub mod classroom50;
mod feedback;
pub mod gradescope;
pub mod mistakes;
mod report;
mod table;

use serde::{Deserialize, Serialize};

pub use crate::grader::{
    Grade, Grader, POINTS_PER_CHAPTER, Seconds, Standing, TestResult, TestStatus,
};
pub use crate::optional::Tally;
pub use crate::workshop::{Deadline, Provenance, Submission};
pub use class::{ClassGrader, Event};
pub use feedback::{feedback, markdown_section};
pub use report::{TestSource, chapter_exports, html, markdown, summary, tests_of};
pub use table::{GRADES_SCHEMA, Grades, Written};

/// One learner's grades, chapter by chapter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Learner {
    pub name: String,
    /// The learner's ID on the teacher's roster (`grade --roster`, or the assessments' record),
    /// when one was given: the gradebook's `student_id`, where `name` is the folder's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
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
            id: None,
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
