//! Grading assessments: each learner's `play` against tests written afresh from their own
//! rules, with hidden examples, in a scratch copy of the teacher's workspace, judged by the
//! verdict every chapter gets.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Result, bail};
use course_model::limits;

use super::package::{self, FOLDER, PACKAGE};
use super::record::Record;
use crate::chapters::Exercise;
use crate::grade::{Grade, Prepared, Submission, judged, prepare};
use crate::sandbox::Sandbox;
use crate::scratch::Scratch;
use crate::test_run::TestCommand;

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

/// Grades assessments in a scratch copy of the teacher's workspace, one after another.
pub struct AssessmentGrader {
    workspace: PathBuf,
    copy: Scratch,
    target_dir: PathBuf,
    sandbox: Option<Sandbox>,
}

impl AssessmentGrader {
    /// Copies `workspace` into `dir/workspace`, to build in `dir/target` and run the tests in
    /// `sandbox` (without one, learners' code runs with the teacher's permissions).
    pub fn new(workspace: &Path, dir: &Path, sandbox: Option<Sandbox>) -> Result<Self> {
        Ok(AssessmentGrader {
            workspace: workspace.to_path_buf(),
            copy: Scratch::copy(workspace, &dir.join("workspace"))?,
            target_dir: dir.join("target"),
            sandbox,
        })
    }

    /// The grade of `submission`'s assessment (chapter `assessment`), under the rules `record`
    /// gives the learner its folder is named for; an error when the folder is nobody's, or
    /// could be more than one learner's.
    pub fn grade(&self, submission: &Submission, record: &Record) -> Result<Grade> {
        let learner = record.learner_of(&submission.name)?;
        let dir = self.copy.root.join("exercises").join(FOLDER);
        let exercise = exercise(&dir);
        // Written afresh first: its stub (`course/stub.rs`) is this learner's, which is how an
        // untouched file is known, as a chapter's is.
        self.copy.restore(&self.workspace)?;
        package::write(&dir, &package::graded(&record.seed, learner))?;
        let file = match prepare(submission, &exercise)? {
            Prepared::Known(grade) => return Ok(grade),
            Prepared::ToTest(file) => file,
        };
        fs::create_dir_all(dir.join("src"))?;
        self.copy.write_lib(FOLDER, &file.source)?;
        let command = TestCommand {
            target_dir: Some(self.target_dir.clone()),
            build_timeout: limits::GRADE_BUILD,
            timeout: limits::GRADE_RUN,
            sandbox: self.sandbox.clone(),
            ..TestCommand::new(&self.copy.root, PACKAGE)
        };
        let run = command.run()?;
        let no_challenges = || bail!("an assessment has no challenges to run");
        judged(&exercise, &file, &run, no_challenges)
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
