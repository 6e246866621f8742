//! The grader: a learner's file run against the teacher's tests, in a scratch copy of the
//! teacher's workspace, and the verdict read into a grade. One grader for a chapter and for an
//! assessment (a package written afresh for each learner), with one judgement (`judged`),
//! which the whole-class grading gives too; a recursion the syntax finds is confirmed by the
//! [tracer](crate::tracer) ([`recursion_ran`]).
//!
//! It sits on the [workshop](crate::workshop) (copies, generated packages, builds, refusals)
//! and the tracer; `grade`, `assess`, `autograde`, `gradescope`, `classroom50` and `verify` use
//! it, and it imports none of them.

mod grade;
pub mod recursion_ran;
mod test_results;

pub use grade::{Grade, POINTS_PER_CHAPTER, Seconds, Standing};
pub use test_results::{TestResult, TestStatus};

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use anyhow::{Context, Result, bail};
use course_model::limits;

use crate::chapters::{Exercise, chapters, untouched};
use crate::sandbox::Sandbox;
use crate::test_run::{Ignored, TestCommand, TestRun};
use crate::verdict;
use crate::workshop::refusal::{forbid_unsafe_in, refusal};
use crate::workshop::{Generated, Scratch, Submission, as_built, delegation};
use recursion_ran::ToConfirm;

/// Grades submissions in a scratch copy of the teacher's workspace, one file after another.
pub struct Grader {
    chapters: Vec<Exercise>,
    workspace: PathBuf,
    copy: Scratch,
    target_dir: PathBuf,
    sandbox: Option<Sandbox>,
    /// Where graded files are traced ([`Grader::confirm_recursion`]), made when first needed.
    traces: OnceLock<Generated>,
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
            traces: OnceLock::new(),
        })
    }

    /// The teacher's workspace.
    pub fn workspace(&self) -> &Path {
        &self.workspace
    }

    /// The scratch copy's root: where [`Grader::grade_with_package`]'s package is written.
    pub fn copy(&self) -> &Path {
        &self.copy.root
    }

    /// The teacher's chapters, in order.
    pub fn chapters(&self) -> &[Exercise] {
        &self.chapters
    }

    /// Grades one chapter of one submission: its file against the teacher's tests.
    pub fn grade(&self, submission: &Submission, chapter: &Exercise) -> Result<Grade> {
        let file = match prepare(submission, chapter)? {
            Prepared::Known(grade) => return Ok(grade),
            Prepared::ToTest(file) => file,
        };
        // Whatever an earlier run changed is undone first: every file graded in the same copy.
        self.copy.restore(&self.workspace)?;
        let built = as_built(chapter, &file.source, &file.stub);
        // A file that hands the chapter over to the reference is refused before it runs.
        let mut grade = self.test(chapter, &file, &built, |library| {
            own_work(&self.chapters, chapter, &file, library)
        })?;
        self.confirm_recursion(&mut [ToConfirm {
            chapter,
            name: "graded".to_string(),
            source: String::from_utf8_lossy(&built).into_owned(),
            grade: &mut grade,
        }])?;
        Ok(grade)
    }

    /// Confirms the recursion marks of `files` by tracing them ([`recursion_ran`]), in the
    /// grader's own workshop beside its copy, building in its build folder.
    pub fn confirm_recursion(&self, files: &mut [ToConfirm<'_>]) -> Result<()> {
        let workshop = match self.traces.get() {
            Some(workshop) => workshop,
            None => {
                let root = self.copy.root.with_file_name("traced");
                let opened = Generated::for_grading(&self.workspace, &root, &self.target_dir)?;
                self.traces.get_or_init(|| opened)
            }
        };
        recursion_ran::confirm(workshop, &self.workspace, self.sandbox.as_ref(), files)
    }

    /// Grades `submission`'s file for `exercise`, a package that `write_package` writes into
    /// the copy (an assessment's, drawn for this learner). It is written before the learner's
    /// file is read, as its stub is the one the file is compared with.
    pub fn grade_with_package(
        &self,
        submission: &Submission,
        exercise: &Exercise,
        write_package: impl FnOnce() -> Result<()>,
    ) -> Result<Grade> {
        self.copy.restore(&self.workspace)?;
        write_package()?;
        let file = match prepare(submission, exercise)? {
            Prepared::Known(grade) => return Ok(grade),
            Prepared::ToTest(file) => file,
        };
        fs::create_dir_all(exercise.dir.join("src"))?;
        let built = as_built(exercise, &file.source, &file.stub);
        // An assessment's rules are the learner's own: the reference has no answer to them.
        self.test(exercise, &file, &built, |_| Ok(None))
    }

    /// Builds `chapter`'s tests on `file`, written into the copy as `lib` ([`as_built`]; its
    /// package's `unsafe` code forbidden), gives the library it compiled to `refused`, whose
    /// grade it returns when there is one, and otherwise runs the tests and judges the run.
    fn test(
        &self,
        chapter: &Exercise,
        file: &File,
        lib: &[u8],
        refused: impl FnOnce(Option<&Path>) -> Result<Option<Grade>>,
    ) -> Result<Grade> {
        forbid_unsafe_in(&self.copy.root.join("exercises").join(chapter.folder_name()))?;
        self.copy.write_lib(&chapter.folder_name(), lib)?;
        let command = TestCommand {
            target_dir: Some(self.target_dir.clone()),
            build_timeout: limits::GRADE_BUILD,
            timeout: limits::GRADE_RUN,
            sandbox: self.sandbox.clone(),
            graded: true,
            ..TestCommand::new(&self.copy.root, chapter.package())
        };
        let built = match command.build()? {
            Ok(built) => built,
            Err(not_built) => {
                let never = || bail!("a file that does not compile has no challenges to run");
                return judged(chapter, file, &not_built, never);
            }
        };
        if let Some(refusal) = refused(built.library.as_deref())? {
            return Ok(refusal);
        }
        let run = command.run_built(&built)?;
        let challenges = || command.with_ignored(Ignored::Only).run();
        judged(chapter, file, &run, challenges)
    }
}

/// A learner's file to test, and the chapter's stub it started from.
pub(crate) struct File {
    pub source: Vec<u8>,
    pub stub: Vec<u8>,
}

/// A chapter of a submission before any test runs: its grade when that is known without
/// building (missing, unreadable, not started), else its file to test.
pub(crate) enum Prepared {
    Known(Grade),
    ToTest(File),
}

/// Reads `submission`'s file for `chapter`, and what can be said of it without building:
/// missing, unreadable, not started by the verdict's own rule ([`verdict::untouched`]), or
/// refused for what it uses ([`refusal`]).
pub(crate) fn prepare(submission: &Submission, chapter: &Exercise) -> Result<Prepared> {
    let graded = |state| Prepared::Known(Grade::new(&chapter.slug, state, 0, 0));
    let source = match submission.lib(chapter) {
        None => return Ok(graded(Standing::Missing)),
        Some(Err(why)) => {
            let grade = Grade::new(&chapter.slug, Standing::Unreadable, 0, 0);
            let note = Some(why);
            return Ok(Prepared::Known(Grade { note, ..grade }));
        }
        Some(Ok(source)) => source,
    };
    let stub = fs::read(chapter.stub_file())
        .with_context(|| format!("reading {}", chapter.stub_file().display()))?;
    if untouched(&source, &stub) {
        return Ok(graded(Standing::NotStarted));
    }
    if let Some(why) = refusal(&source) {
        return Ok(Prepared::Known(Grade::refused(&chapter.slug, why)));
    }
    Ok(Prepared::ToTest(File { source, stub }))
}

/// The grade of a `file` for `chapter` that hands the chapter over to the reference's own
/// answer ([`delegation`]): refused, with why; `None` when the file is the learner's own work
/// or did not build (`library` is what it compiled to).
pub(crate) fn own_work(
    chapters: &[Exercise],
    chapter: &Exercise,
    file: &File,
    library: Option<&Path>,
) -> Result<Option<Grade>> {
    let Some(library) = library else {
        return Ok(None);
    };
    let why = delegation::handed_over(chapters, chapter, &file.source, library)?;
    Ok(why.map(|why| Grade::refused(&chapter.slug, why)))
}

/// The grade of `file` from `run`, a run of `chapter`'s tests on it: the verdict `check` gives
/// ([`verdict::judge`], which runs the challenges with `challenges` when the chapter passes),
/// seen as a grade. The one judgement the one-by-one and the whole-class grading, and the
/// assessments', give.
pub(crate) fn judged(
    chapter: &Exercise,
    file: &File,
    run: &TestRun,
    challenges: impl FnOnce() -> Result<TestRun>,
) -> Result<Grade> {
    let verdict = verdict::judge(run, chapter, &file.source, &file.stub, challenges)?;
    Ok(Grade::of(&chapter.slug, &verdict, run))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chapters::of_this_course;
    use crate::workspace::work_dir;

    /// `unsafe` code the scan would not see (here it is not asked) is still not built: the
    /// one-by-one grader's copy forbids it in the chapter's package, whatever the file allows.
    #[test]
    fn the_one_by_one_grader_builds_with_unsafe_code_forbidden() {
        let _turn = crate::workshop::grading_turn();
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
        let scoop = of_this_course("scoop");
        let stub = fs::read(scoop.stub_file()).unwrap();
        // Each file in a copy of its own, so the verdict is the forbid's alone, never a build
        // of the file graded before it.
        let graded = |copy: &str, source: String| {
            let grader = Grader {
                chapters: chapters(workspace).unwrap(),
                workspace: workspace.to_path_buf(),
                copy: Scratch::copy(workspace, &work_dir(workspace, copy)).unwrap(),
                // The dependencies built once, where the class grading's test builds them.
                target_dir: work_dir(workspace, "tmp/integrity/target/course-grade/target"),
                sandbox: None,
                traces: OnceLock::new(),
            };
            let file = File {
                source: source.into_bytes(),
                stub: stub.clone(),
            };
            let built = as_built(&scoop, &file.source, &file.stub);
            grader
                .test(&scoop, &file, &built, |_| Ok(None))
                .unwrap()
                .state
        };
        let reference = scoop.reference_lib();
        let forged = format!(
            "#![allow(unsafe_code)]\n{reference}\n#[unsafe(no_mangle)]\npub extern \"C\" fn f() {{}}\n"
        );
        let copies = "tmp/integrity/target/course-grade-unsafe";
        assert_eq!(
            graded(&format!("{copies}/reference"), reference),
            Standing::Passing
        );
        assert_eq!(
            graded(&format!("{copies}/forged"), forged),
            Standing::DoesNotCompile
        );
    }

    /// The one-by-one grader reads the library a file compiled to before running its tests: a
    /// file that hands the chapter over to the reference is refused, and its code never runs
    /// (it would leave a mark on the disk, here, where no sandbox stops it).
    #[test]
    fn a_file_that_delegates_is_refused_before_its_tests_run() {
        let _turn = crate::workshop::grading_turn();
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
        let chapters = chapters(workspace).unwrap();
        let scoop = of_this_course("scoop");
        let grader = Grader {
            chapters: chapters.clone(),
            workspace: workspace.to_path_buf(),
            copy: Scratch::copy(
                workspace,
                &work_dir(workspace, "tmp/integrity/target/course-grade-delegates"),
            )
            .unwrap(),
            target_dir: work_dir(workspace, "tmp/integrity/target/course-grade/target"),
            sandbox: None,
            traces: OnceLock::new(),
        };
        let mark = tempfile::tempdir().unwrap().keep().join("ran");
        let source = format!(
            "use ayoayo::{{Board, Pit}};\n\
             pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {{\n    \
             let _ = std::fs::write({mark:?}, \"ran\");\n    ayoayo::scoop(board, pit)\n}}\n",
        );
        let file = File {
            source: source.into_bytes(),
            stub: fs::read(scoop.stub_file()).unwrap(),
        };
        let built = as_built(&scoop, &file.source, &file.stub);
        let grade = grader
            .test(&scoop, &file, &built, |library| {
                own_work(&chapters, &scoop, &file, library)
            })
            .unwrap();
        assert_eq!(grade.state, Standing::Refused, "{grade:?}");
        assert!(!mark.exists(), "the delegating file's tests ran");
    }
}
