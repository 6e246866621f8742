//! Grading a whole class at once. A batch of learners' files to test become packages of one
//! scratch workspace (as the integrity checks' versions do, [`Versions`]), all built by one
//! cargo command that goes on past a file that does not compile; then their test binaries run
//! at once, as many as there are cores, each in its own sandbox, with the time limit of the
//! one-by-one [`Grader`]. The grades are that grader's own judgement ([`judged`]) of the same
//! tests, so they are the same; the batch's recursion marks are then confirmed from its files'
//! traces, as that grader confirms each of its own ([`Grader::confirm_recursion`]), before any
//! learner of the batch is told.
//!
//! One learner cannot change another's grade: every binary of a batch is built before any of
//! them runs, and in the sandbox a run sees only its own package's folder, read-only, not its
//! classmates' beside it ([`TestBinary::run`]); a run that exhausts the sandbox's processes or
//! memory is that learner's chapter graded stuck, and the others run on. Without a sandbox,
//! learners' code runs with the teacher's permissions anyway: it could write another's
//! package in the scratch workspace while both run, as it could write the teacher's files.
//! What runs changed there is undone before the next batch is built, as the one-by-one grader
//! undoes it before every file.

use std::collections::HashMap;
use std::num::NonZero;
use std::ops::Range;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use anyhow::{Result, bail};
use course_model::limits;

use super::{Grade, Grader, Learner, Submission};
use crate::chapters::Exercise;
use crate::grader::recursion_ran::ToConfirm;
use crate::grader::{File, Prepared, judged, own_work, prepare};
use crate::sandbox::Sandbox;
use crate::test_run::{Ignored, TestBinary, TestRun};
use crate::workshop::{Version, Versions, as_built};

/// The time a batch's build is given for each of its files, beyond the time the one-by-one
/// grader gives a build (which covers a first build of the dependencies): well over the second
/// or two a file takes on a busy two-core machine, so only a build that never ends is stopped.
const BUILD_A_FILE: Duration = Duration::from_secs(10);

/// Grades a class, a batch of learners at a time, in a scratch copy of the teacher's workspace.
pub struct ClassGrader {
    one_by_one: Grader,
    versions: Versions,
    sandbox: Option<Sandbox>,
}

/// What the grading tells as it goes, for a progress line and for writing the grades.
pub enum Event<'a> {
    /// The files to test of `learners` (their places in the class) are being built.
    Building {
        learners: Range<usize>,
        files: usize,
    },
    /// Building the batch as a whole failed, for this reason: its files are graded one by one.
    OneByOne(String),
    /// One chapter of a learner tested and graded (those known without building are told with
    /// their learner).
    Graded {
        learner: &'a Submission,
        grade: &'a Grade,
    },
    /// Every chapter of the next learner in class order graded.
    Learner(Learner),
}

/// One learner's file to test: the learner's place in the batch, the chapter's place in the
/// course, and the file as a version of the chapter's exercise.
struct Job {
    learner: usize,
    chapter: usize,
    version: Version,
    file: File,
}

impl ClassGrader {
    /// Grades in `dir` (a copy of `workspace` for each way of grading, and `dir/target` to
    /// build in), running the tests in `sandbox`.
    pub fn new(workspace: &Path, dir: &Path, sandbox: Option<Sandbox>) -> Result<ClassGrader> {
        let one_by_one = Grader::new(workspace, dir, sandbox.clone())?;
        let versions = Versions::new(workspace, &dir.join("class"), &dir.join("target"))?.graded();
        Ok(ClassGrader {
            one_by_one,
            versions,
            sandbox,
        })
    }

    /// The teacher's chapters, in order.
    pub fn chapters(&self) -> &[Exercise] {
        self.one_by_one.chapters()
    }

    /// Grades `submissions`, `batch` learners to one build, telling `tell` as it goes: each
    /// learner is told, in class order, as soon as every chapter of theirs is graded.
    pub fn grade(
        &mut self,
        submissions: &[Submission],
        batch: usize,
        tell: &mut dyn FnMut(Event<'_>) -> Result<()>,
    ) -> Result<()> {
        let batch = batch.max(1);
        for (number, learners) in submissions.chunks(batch).enumerate() {
            self.grade_batch(learners, number * batch, tell)?;
        }
        Ok(())
    }

    /// Grades `learners`, from place `first` in the class.
    fn grade_batch(
        &mut self,
        learners: &[Submission],
        first: usize,
        tell: &mut dyn FnMut(Event<'_>) -> Result<()>,
    ) -> Result<()> {
        // Nothing a run of the batch before changed in the copy reaches this one's build.
        self.versions.restore(self.one_by_one.workspace())?;
        let mut graded = Graded::new(learners, self.chapters().len());
        let mut jobs = Vec::new();
        for (learner, submission) in learners.iter().enumerate() {
            for (place, chapter) in self.chapters().iter().enumerate() {
                match prepare(submission, chapter)? {
                    Prepared::Known(grade) => graded.record(learner, place, grade),
                    Prepared::ToTest(file) => jobs.push(Job {
                        learner,
                        chapter: place,
                        version: Version {
                            chapter: chapter.clone(),
                            name: format!("learner-{}", first + learner),
                            lib: as_built(chapter, &file.source, &file.stub),
                        },
                        file,
                    }),
                }
            }
        }
        let places = first..first + learners.len();
        let files = jobs.len();
        tell(Event::Building {
            learners: places,
            files,
        })?;
        graded.tell_complete(tell)?;
        let versions: Vec<Version> = jobs.iter().map(|job| job.version.clone()).collect();
        let what = "the learners' files";
        let limit = limits::GRADE_BUILD + BUILD_A_FILE * versions.len() as u32;
        let built = self.versions.build_within(&versions, what, limit);
        if let Err(why) = &built {
            tell(Event::OneByOne(format!("{why:#}")))?;
        }
        let mut done = |job: &Job, grade: Grade| -> Result<()> {
            let learner = &learners[job.learner];
            tell(Event::Graded {
                learner,
                grade: &grade,
            })?;
            graded.record(job.learner, job.chapter, grade);
            Ok(())
        };
        match built {
            Ok(()) => {
                self.run_all(&jobs, &mut done)?;
                self.confirm_recursion(&jobs, &mut graded)?;
            }
            // One by one, each grade's recursion is confirmed as it is graded.
            Err(_) => {
                for job in &jobs {
                    let chapter = &self.chapters()[job.chapter];
                    done(job, self.one_by_one.grade(&learners[job.learner], chapter)?)?;
                }
            }
        }
        graded.tell_complete(tell)?;
        // The batch's binaries are the bulk of the disk it takes.
        self.versions.discard(&versions)
    }

    /// Confirms from their runs the recursion marks of the batch's tested files, all traced
    /// in one build ([`Grader::confirm_recursion`]). The traced packages are named by the
    /// learner's place in the batch, so the next batch's rebuild them in place and their
    /// programs take the disk of one batch, as the tests' do.
    fn confirm_recursion(&self, jobs: &[Job], graded: &mut Graded<'_>) -> Result<()> {
        let tested: HashMap<(usize, usize), &Job> = (jobs.iter())
            .map(|job| ((job.learner, job.chapter), job))
            .collect();
        let mut files = Vec::new();
        for (learner, grades) in graded.grades.iter_mut().enumerate() {
            for (chapter, grade) in grades.iter_mut().enumerate() {
                let (Some(job), Some(grade)) = (tested.get(&(learner, chapter)), grade.as_mut())
                else {
                    continue;
                };
                files.push(ToConfirm {
                    chapter: &job.version.chapter,
                    name: format!("batch-{learner}"),
                    source: String::from_utf8_lossy(&job.version.lib).into_owned(),
                    grade,
                });
            }
        }
        self.one_by_one.confirm_recursion(&mut files)
    }

    /// Tests every job, as many at once as there are cores, handing each grade to `done` as
    /// it comes.
    fn run_all(&self, jobs: &[Job], done: &mut dyn FnMut(&Job, Grade) -> Result<()>) -> Result<()> {
        let cores = thread::available_parallelism().map_or(1, NonZero::get);
        let next = AtomicUsize::new(0);
        thread::scope(|scope| {
            let (send, receive) = mpsc::channel();
            for _ in 0..cores.min(jobs.len()) {
                let (send, next) = (send.clone(), &next);
                scope.spawn(move || {
                    while let Some(job) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                        // The receiver gone means the grading stopped: so does this worker.
                        if send.send((job, self.test(job))).is_err() {
                            break;
                        }
                    }
                });
            }
            drop(send);
            for (job, grade) in receive {
                done(job, grade?)?;
            }
            Ok(())
        })
    }

    /// Runs a job's tests (and its challenges, when the chapter passes) and judges them.
    fn test(&self, job: &Job) -> Result<Grade> {
        let chapter = &job.version.chapter;
        let binary = match self.versions.binary(&job.version)? {
            Ok(binary) => binary,
            Err(mut not_built) => {
                let never = || bail!("a file that does not compile has no challenges to run");
                not_built.output = in_own_folder(&not_built.output, &job.version);
                // As the one-by-one grader has them, from cargo's messages.
                not_built.compile_errors = crate::cargo_messages::split_rendered(&not_built.output);
                return judged(chapter, &job.file, &not_built, never);
            }
        };
        let library = self.versions.library(&job.version);
        if let Some(refused) = own_work(self.chapters(), chapter, &job.file, library)? {
            return Ok(refused);
        }
        let run = |ignored| self.run(&binary, &job.version, ignored);
        judged(chapter, &job.file, &run(Ignored::Skipped)?, || {
            run(Ignored::Only)
        })
    }

    /// Runs `binary`, the tests of `version`, in the sandbox, telling its files by the
    /// chapter's own folder (`exercises/01-scoop/src/lib.rs:3:5`), as a one-by-one run would.
    fn run(&self, binary: &TestBinary, version: &Version, ignored: Ignored) -> Result<TestRun> {
        let sandbox = self.sandbox.as_ref();
        let mut run = binary.run_graded(&[], ignored, limits::GRADE_RUN, sandbox)?;
        run.output = in_own_folder(&run.output, version);
        for event in &mut run.events {
            if let Some(message) = &mut event.message {
                *message = in_own_folder(message, version);
            }
        }
        Ok(run)
    }
}

/// `text` with `version`'s package folder named as the chapter's own
/// (`exercises/01-scoop/src/lib.rs:3:5`), as a one-by-one run names it.
fn in_own_folder(text: &str, version: &Version) -> String {
    let package = format!("exercises/{}/", version.package());
    let folder = format!("exercises/{}/", version.chapter.folder_name());
    text.replace(&package, &folder)
}

/// A batch's grades as they come, and how many of its learners were told.
struct Graded<'a> {
    learners: &'a [Submission],
    grades: Vec<Vec<Option<Grade>>>,
    told: usize,
}

impl<'a> Graded<'a> {
    fn new(learners: &'a [Submission], chapters: usize) -> Graded<'a> {
        Graded {
            learners,
            grades: vec![vec![None; chapters]; learners.len()],
            told: 0,
        }
    }

    fn record(&mut self, learner: usize, chapter: usize, grade: Grade) {
        self.grades[learner][chapter] = Some(grade);
    }

    /// Tells each learner, in order, whose every chapter is graded and who was not told yet.
    fn tell_complete(&mut self, tell: &mut dyn FnMut(Event<'_>) -> Result<()>) -> Result<()> {
        while let Some(grades) = self.grades.get_mut(self.told) {
            if grades.iter().any(Option::is_none) {
                break;
            }
            let chapters = grades.iter_mut().filter_map(Option::take).collect();
            let name = &self.learners[self.told].name;
            tell(Event::Learner(Learner::new(name, chapters)))?;
            self.told += 1;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::*;
    use crate::chapters::of_this_course;
    use crate::grader::Standing;
    use crate::recursion::Judgement;
    use crate::workspace::work_dir;

    /// Writes `files` (chapter folder, `lib.rs`) as a learner's copy of the course in `dir`.
    fn learner(dir: &Path, files: &[(&Exercise, String)]) -> Submission {
        let _ = fs::remove_dir_all(dir);
        fs::create_dir_all(dir.join("exercises")).unwrap();
        for (chapter, lib) in files {
            let path = dir.join(chapter.learner_path());
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, lib).unwrap();
        }
        Submission::open(dir).unwrap()
    }

    /// A correct file for `chapter` written as a learner writes one: its first correct
    /// solution in tests/styles/, with the reference's types and challenges (the reference's
    /// own functions re-exported would be refused as not the learner's work).
    fn own_answer(workspace: &Path, chapter: &Exercise) -> String {
        let styles = chapter.kept_files(workspace, "tests/styles").unwrap();
        let style = fs::read_to_string(&styles[0]).unwrap();
        style + &chapter.given_types() + &chapter.optional_answers()
    }

    #[test]
    fn a_class_graded_at_once_gets_the_grades_of_one_file_at_a_time() {
        let _turn = crate::workshop::grading_turn();
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
        // Where the tool's own tests of `grade` grade (tests/common), so the dependencies are
        // built once for all of them.
        let dir = work_dir(workspace, "tmp/integrity/target/course-grade");
        let [scoop, distribute, sow] = ["scoop", "distribute", "sow"].map(of_this_course);
        let stub = |chapter: &Exercise| fs::read_to_string(chapter.stub_file()).unwrap();
        // The chapter's first typical mistake, made whole as a learner's file is.
        let mistakes = distribute.kept_files(workspace, "tests/mutants").unwrap();
        let mistake = fs::read_to_string(&mistakes[0]).unwrap()
            + &distribute.given_types()
            + &distribute.optional_answers();
        // A stub touched but unfinished: its `todo!()`s panic, naming where they are.
        let touched = format!("// Ada started here.\n{}", stub(&sow));
        let ada = learner(
            &dir.join("learners/ada"),
            &[
                (&scoop, own_answer(workspace, &scoop)),
                (&distribute, mistake),
                (&sow, touched),
            ],
        );
        let broken = "pub fn scoop(board: Board) -> u8 { board }\n".to_string();
        // A right distribute by a loop, behind a self-call that never runs.
        let fake = Path::new("tests/hostile/fake-recursion").join(distribute.learner_path());
        let fake = fs::read_to_string(workspace.join(fake)).unwrap();
        let bob = learner(
            &dir.join("learners/bob"),
            &[(&scoop, broken), (&distribute, fake)],
        );
        let class = [ada, bob];
        let sandbox = Sandbox::for_a_test("the class is graded without a sandbox");
        let mut grader = ClassGrader::new(workspace, &dir, sandbox).unwrap();
        let mut at_once = Vec::new();
        let batch = 1;
        let mut tell = |event: Event<'_>| {
            if let Event::Learner(learner) = event {
                at_once.push(learner);
            }
            Ok(())
        };
        grader.grade(&class, batch, &mut tell).unwrap();
        let one_by_one = &grader.one_by_one;
        for (learner, submission) in at_once.iter().zip(&class) {
            assert_eq!(learner.name, submission.name);
            let chapters = one_by_one.chapters().iter();
            let each = chapters.map(|chapter| one_by_one.grade(submission, chapter).unwrap());
            let each: Vec<Grade> = each.collect();
            for (at_once, each) in learner.chapters.iter().zip(&each) {
                assert_eq!(at_once, each);
            }
            assert_eq!(learner.chapters.len(), each.len());
        }
        assert_eq!(at_once.len(), 2);
        // What the class holds, so the comparison is not of grades alike by chance.
        let standings: Vec<Vec<Standing>> = (at_once.iter())
            .map(|learner| learner.chapters[..3].iter().map(|g| g.state).collect())
            .collect();
        use Standing::*;
        assert_eq!(
            standings,
            [
                vec![Passing, Failing, Failing],
                vec![DoesNotCompile, Passing, Missing]
            ]
        );
        // The recursion marks are confirmed by the runs, at once as one by one.
        let marks = |learner: usize| at_once[learner].chapters[1].recursion[0].judgement.clone();
        assert_eq!(marks(0), Judgement::Recursive);
        assert_eq!(marks(1), Judgement::NeverRan("distribute".into()));
        let sow_tests = at_once[0].chapters[2].tests.iter();
        let said: String = sow_tests.filter_map(|t| t.message.clone()).collect();
        assert!(said.contains("exercises/03-sow/src/lib.rs"));
    }
}
