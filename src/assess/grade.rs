//! Grading assessments: each learner's `play` against tests written afresh from their own
//! rules, with hidden examples, in a scratch copy of the teacher's workspace, judged by the
//! verdict every chapter gets.

use std::path::Path;

use anyhow::Result;

use super::package::{self, FOLDER, PACKAGE};
use super::record::Record;
use crate::chapters::Exercise;
use crate::grader::{Grade, Grader};
use crate::sandbox::Sandbox;
use crate::workshop::Submission;

/// The assessment as the verdict sees a chapter: number 0, its one function `play`, nothing
/// asked to be recursive, no challenges.
pub fn exercise(dir: &Path) -> Exercise {
    let model = course_model::Chapter {
        number: 0,
        slug: PACKAGE.into(),
        title: "Your assessment".into(),
        functions: vec!["play".into()],
        ..Default::default()
    };
    Exercise {
        model,
        dir: dir.to_path_buf(),
    }
}

/// Grades assessments in a scratch copy of the teacher's workspace, one after another: the
/// workshop's [`Grader`], given each learner's package.
pub struct AssessmentGrader {
    grader: Grader,
}

impl AssessmentGrader {
    /// Copies `workspace` into `dir/workspace`, to build in `dir/target` and run the tests in
    /// `sandbox` (without one, learners' code runs with the teacher's permissions).
    pub fn new(workspace: &Path, dir: &Path, sandbox: Option<Sandbox>) -> Result<Self> {
        Ok(AssessmentGrader {
            grader: Grader::new(workspace, dir, sandbox)?,
        })
    }

    /// The grade of `submission`'s assessment (chapter `assessment`), under the rules `record`
    /// gives the learner its folder is named for; an error when the folder is nobody's, or
    /// could be more than one learner's.
    pub fn grade(&self, submission: &Submission, record: &Record) -> Result<Grade> {
        let learner = record.learner_of(&submission.name)?;
        let dir = self.grader.copy().join("exercises").join(FOLDER);
        // Written afresh first: its stub (`course/stub.rs`) is this learner's, which is how an
        // untouched file is known, as a chapter's is.
        let write = || package::write(&dir, &package::graded(&record.seed, learner));
        self.grader
            .grade_with_package(submission, &exercise(&dir), write)
    }
}

/// Grades one submission's assessment in `scratch_dir` (a copy of `workspace` is made there):
/// what `grade --assessments FILE` calls for each learner. To grade many, make one
/// [`AssessmentGrader`] and call its `grade` for each, which copies the workspace once.
pub fn grade_assessment(
    workspace: &Path,
    scratch_dir: &Path,
    submission: &Submission,
    record: &Record,
    sandbox: Option<Sandbox>,
) -> Result<Grade> {
    AssessmentGrader::new(workspace, scratch_dir, sandbox)?.grade(submission, record)
}
