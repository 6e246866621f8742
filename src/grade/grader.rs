//! Running a learner's file against the teacher's tests, in a scratch copy of the teacher's
//! workspace, and reading the verdict into a grade.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use course_model::limits;

use super::{Challenges, Grade, Standing, Submission, TestResult};
use crate::chapters::{Exercise, chapters};
use crate::sandbox::Sandbox;
use crate::scratch::Scratch;
use crate::test_run::{Ignored, TestCommand};
use crate::verdict;

/// Grades submissions in a scratch copy of the teacher's workspace.
pub struct Grader {
    chapters: Vec<Exercise>,
    workspace: PathBuf,
    copy: Scratch,
    target_dir: PathBuf,
    sandbox: Option<Sandbox>,
}

impl Grader {
    /// Copies `workspace` into `dir/workspace`, to build in `dir/target` and run the tests in
    /// `sandbox` (without one, learners' code runs with the teacher's permissions).
    pub fn new(workspace: &Path, dir: &Path, sandbox: Option<Sandbox>) -> Result<Grader> {
        Ok(Grader {
            chapters: chapters(workspace)?,
            workspace: workspace.to_path_buf(),
            copy: Scratch::copy(workspace, &dir.join("workspace"))?,
            target_dir: dir.join("target"),
            sandbox,
        })
    }

    /// The teacher's chapters, in order.
    pub fn chapters(&self) -> &[Exercise] {
        &self.chapters
    }

    /// Grades one chapter of one submission: its file against the teacher's tests.
    pub fn grade(&self, submission: &Submission, chapter: &Exercise) -> Result<Grade> {
        let graded = |state, (passed, total)| Grade::new(&chapter.slug, state, passed, total);
        let source = match submission.lib(chapter) {
            None => return Ok(graded(Standing::Missing, (0, 0))),
            Some(Err(why)) => {
                let note = Some(why);
                return Ok(Grade {
                    note,
                    ..graded(Standing::Unreadable, (0, 0))
                });
            }
            Some(Ok(source)) => source,
        };
        let stub = fs::read(chapter.stub_file())
            .with_context(|| format!("reading {}", chapter.stub_file().display()))?;
        if source == stub {
            return Ok(graded(Standing::NotStarted, (0, 0)));
        }
        // Whatever an earlier run changed is undone first: every file graded in the same copy.
        self.copy.restore(&self.workspace)?;
        self.copy.write_lib(&chapter.folder_name(), &source)?;
        let command = TestCommand {
            target_dir: Some(self.target_dir.clone()),
            build_timeout: limits::GRADE_BUILD,
            timeout: limits::GRADE_RUN,
            sandbox: self.sandbox.clone(),
            ..TestCommand::new(&self.copy.root, chapter.package())
        };
        let run = command.run()?;
        let (source, stub) = (
            String::from_utf8_lossy(&source),
            String::from_utf8_lossy(&stub),
        );
        let mut verdict = verdict::judge(&run, chapter, &source, &stub);
        let standing = Standing::of(&verdict.state);
        // Run apart, and only for a chapter that passes: the grade is the chapter's alone.
        if standing == Standing::Passing && !chapter.challenges.is_empty() {
            let challenges = command.with_ignored(Ignored::Only);
            verdict.challenges = Some(Challenges::counted(&challenges, &chapter.challenges)?);
        }
        let note = (standing == Standing::Stuck).then(|| match verdict.crash() {
            Some(problem) => problem.note(),
            None => "the tests did not all finish".into(),
        });
        Ok(Grade {
            note,
            recursion: verdict.recursion,
            challenges: verdict.challenges,
            tests: TestResult::of_run(&run),
            ..graded(standing, (run.passed().len(), run.total()))
        })
    }
}
