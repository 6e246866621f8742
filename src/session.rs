//! One command's session with a learner's workspace: the workspace and its chapters, the
//! sandbox learner code runs in, how tests are run, and the runs made so far, so that no
//! chapter's tests run twice for one command. Everything that runs a chapter's tests for the
//! learner goes through here; the commands only print what it finds.

use std::cell::{OnceCell, RefCell};
use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::time::Duration;

use anyhow::Result;
use course_model::limits;

use crate::chapters::{Exercise, chapters, find_chapter};
use crate::process::environment::Environment;
use crate::progress::{self, Fingerprint, State};
use crate::recursion::Judgement;
use crate::sandbox::{Availability, Sandbox};
use crate::spinner::{running_tests, while_working};
use crate::test_run::{Ignored, TestCommand, TestRun};
use crate::tracer;
use crate::tracer::plan::FailingTrace;
use crate::verdict::{self, Verdict};

/// What `check` and `watch` print ([`crate::check_words::render`]): the verdict, with what the
/// session adds to it ([`Session::check`]).
pub struct Checked {
    pub verdict: Verdict,
    /// The learner's recursion traced where it first goes wrong
    /// ([`Session::traced`]).
    pub traced: Option<FailingTrace>,
    /// For a chapter that passes, the chapter to do next.
    pub next: Option<Exercise>,
    /// What the compiler warned of in the learner's file, each as it rendered it: shown after
    /// the verdict, which they never change.
    pub warnings: Vec<String>,
}

/// A command's view of the learner's workspace.
pub struct Session {
    pub workspace: PathBuf,
    /// Whether cargo colours the compiler's messages, for a terminal.
    pub coloured: bool,
    chapters: OnceCell<Vec<Exercise>>,
    sandbox: OnceCell<Availability>,
    /// The runs made so far, by chapter number, with the fingerprint of the files they tested.
    runs: RefCell<HashMap<u32, (Fingerprint, Rc<TestRun>)>>,
}

/// The few clippy lints `check` shows beside the compiler's warnings: each points at something
/// the course teaches, where clippy's hundreds of others would bury them.
/// - `only_used_in_recursion`: an argument passed down the recursion but never used: often the
///   accumulator or the count that the base case forgot to read.
/// - `needless_range_loop`: a loop over indices where the chapter walks the values.
/// - `unnecessary_fold`: a fold that is a `sum`, `any` or `all`.
/// - `redundant_closure`: `|x| f(x)` where the function `f` itself can be passed.
/// - `needless_return`: `return` at the end, where the body is an expression.
pub const TEACHING_LINTS: [&str; 5] = [
    "clippy::only_used_in_recursion",
    "clippy::needless_range_loop",
    "clippy::unnecessary_fold",
    "clippy::redundant_closure",
    "clippy::needless_return",
];

impl Session {
    /// A session with the workspace at `workspace`; nothing is read or run until asked for.
    pub fn new(workspace: &Path) -> Session {
        Session {
            workspace: workspace.to_path_buf(),
            coloured: console::colors_enabled(),
            chapters: OnceCell::new(),
            sandbox: OnceCell::new(),
            runs: RefCell::default(),
        }
    }

    /// The course's chapters, in order.
    pub fn chapters(&self) -> Result<&[Exercise]> {
        if self.chapters.get().is_none() {
            let _ = self.chapters.set(chapters(&self.workspace)?);
        }
        Ok(self.chapters.get().map(Vec::as_slice).unwrap_or_default())
    }

    /// The chapter a learner named by its number, slug or folder.
    pub fn chapter(&self, name: &str) -> Result<Exercise> {
        find_chapter(&self.workspace, name)
    }

    /// Whether learner code runs in a sandbox here, found once.
    pub fn sandbox(&self) -> &Availability {
        self.sandbox.get_or_init(Sandbox::detect)
    }

    /// What to tell a learner, once per command, when their code runs without a sandbox
    /// though one could be had here (with a blank line after it), or nothing.
    pub fn sandbox_notice(&self) -> String {
        match self.sandbox().notice() {
            Some(notice) => format!("{notice}\n\n"),
            None => String::new(),
        }
    }

    /// How `chapter`'s tests are run for the learner, stopped after `timeout` once built.
    pub fn test_command(&self, chapter: &Exercise, timeout: Duration) -> TestCommand {
        TestCommand {
            timeout,
            sandbox: self.sandbox().sandbox().cloned(),
            coloured: self.coloured,
            // The learner's own environment builds their own code, as their `cargo test` does.
            environment: Environment::Inherited,
            ..TestCommand::new(&self.workspace, chapter.package())
        }
    }

    /// A chapter's state: known without running anything for an untouched stub or files whose
    /// verdict is remembered, else found by running its tests (saying so meanwhile).
    pub fn state(&self, chapter: &Exercise, timeout: Duration) -> Result<State> {
        if let Some(state) = progress::known_state(&self.workspace, chapter)? {
            return Ok(state);
        }
        Ok(State::of_run(&*self.run(chapter, timeout)?))
    }

    /// The full verdict on a chapter, as `check` gives it: its tests run (or the run this
    /// session already made of the same files), judged with its challenges run once it passes;
    /// with the run it judged, whose compiler warnings `check` shows.
    fn judged(&self, chapter: &Exercise) -> Result<(Verdict, Rc<TestRun>)> {
        // Read before the run, as the tests read it: a file saved meanwhile has another
        // fingerprint, so it is judged, and tested, at the next check.
        let source = fs::read(chapter.learner_file()).unwrap_or_default();
        let tested = progress::fingerprint(&self.workspace, chapter)?;
        let run = self.run(chapter, limits::CHECK_RUN)?;
        let stub = fs::read(chapter.stub_file()).unwrap_or_default();
        let command = self.test_command(chapter, limits::CHECK_RUN);
        let ignored = || {
            while_working("Running the chapter's drills and challenges", || {
                command.with_ignored(Ignored::Only).run()
            })
        };
        let verdict = verdict::judge(&run, chapter, &source, &stub, ignored)?;
        if let Some(drills) = verdict.drills {
            progress::record_drills(&self.workspace, chapter, &tested, drills);
        }
        Ok((verdict, run))
    }

    /// The learner's recursion traced on the simplest worked example that goes wrong, when the
    /// chapter fails after compiling and the learner has written one of the functions it asks
    /// to be recursive: `check` shows the lines around the first call that differs. A trace
    /// that cannot be made (a copy that does not build) leaves the tests' words to speak alone:
    /// it never stops the check.
    pub fn traced(&self, chapter: &Exercise, verdict: &Verdict) -> Option<FailingTrace> {
        if !worth_tracing(verdict) {
            return None;
        }
        let sandbox = self.sandbox().sandbox().cloned();
        let found = while_working("Tracing your recursion on the chapter's examples", || {
            tracer::plan::first_failing(&self.workspace, chapter, sandbox.as_ref())
        });
        found.ok().flatten()
    }

    /// What `check` and `watch` say of a chapter: its verdict, its traced recursion when it
    /// fails, and for a chapter that passes, the chapter to do next (`None` when every chapter
    /// passes).
    pub fn check(&self, chapter: &Exercise) -> Result<Checked> {
        let (verdict, run) = self.judged(chapter)?;
        let traced = self.traced(chapter, &verdict);
        let next = match verdict.is_passing() {
            true => self.next_after(Some(chapter))?,
            false => None,
        };
        let learner_file = PathBuf::from(chapter.learner_path());
        let mut warnings: Vec<String> = (run.warnings_in(&learner_file).into_iter())
            .map(str::to_string)
            .collect();
        if run.built {
            let command = self.test_command(chapter, limits::CHECK_RUN);
            let advice = while_working("Asking clippy about your file", || {
                command.lints(&TEACHING_LINTS)
            });
            let on_file = advice.into_iter().filter(|lint| lint.file == learner_file);
            warnings.extend(on_file.map(|lint| lint.rendered));
        }
        Ok(Checked {
            verdict,
            traced,
            next,
            warnings,
        })
    }

    /// The chapter to do next: after `passed`, the chapter just passed, the first after it that
    /// does not pass, wrapping round to chapter 1 only when every chapter after it passes; with
    /// none, where the course map says to go on ([`progress::where_to_go_on`]). `None` when every
    /// chapter passes.
    pub fn next_after(&self, passed: Option<&Exercise>) -> Result<Option<Exercise>> {
        let chapters = self.chapters()?;
        let state = |chapter: &Exercise| self.state(chapter, limits::CHECK_RUN);
        let next = match passed {
            Some(passed) => {
                let passed = chapters.iter().position(|c| c.number == passed.number);
                let mut next = None;
                for at in progress::next_step_order(chapters.len(), passed) {
                    if !state(&chapters[at])?.is_passing() {
                        next = Some(at);
                        break;
                    }
                }
                next
            }
            None => {
                let states: Vec<State> = chapters.iter().map(state).collect::<Result<_>>()?;
                progress::where_to_go_on(&states)
            }
        };
        Ok(next.map(|at| chapters[at].clone()))
    }

    /// The run of `chapter`'s tests on its files as they are now: the one this session already
    /// made of the same files, or a new one, whose state is remembered for the course map.
    fn run(&self, chapter: &Exercise, timeout: Duration) -> Result<Rc<TestRun>> {
        // Taken first: the verdict belongs to the files as the tests read them.
        let tested = progress::fingerprint(&self.workspace, chapter)?;
        if let Some((fingerprint, run)) = self.runs.borrow().get(&chapter.number)
            && *fingerprint == tested
        {
            return Ok(Rc::clone(run));
        }
        let command = self.test_command(chapter, timeout);
        let run = Rc::new(while_working(&running_tests(chapter), || command.run())?);
        // Saved while the tests ran, the file may or may not be the one they tested: then
        // nothing is remembered, and the next check or map runs them again.
        if progress::fingerprint(&self.workspace, chapter)? == tested {
            progress::record(&self.workspace, chapter, &tested, &State::of_run(&run));
        }
        let mut runs = self.runs.borrow_mut();
        runs.insert(chapter.number, (tested, Rc::clone(&run)));
        Ok(run)
    }
}

/// Whether a verdict's chapter is worth tracing: it failed after compiling, and the learner has
/// written one of the functions it asks to be recursive.
fn worth_tracing(verdict: &Verdict) -> bool {
    let failed = matches!(verdict.state, State::Failing { .. } | State::Stuck);
    let written = |judgement: &Judgement| {
        !matches!(
            judgement,
            Judgement::Untouched | Judgement::NotOwnCode | Judgement::Missing
        )
    };
    failed
        && verdict
            .recursion
            .iter()
            .any(|check| written(&check.judgement))
}
