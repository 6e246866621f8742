//! What the workshop's grader says of one chapter of one submission: where the learner stands
//! ([`Standing`]), and the counts, notes and tests behind it ([`Grade`]).

use serde::{Deserialize, Serialize};

use super::TestResult;
use crate::optional::Tally;
use crate::progress::State;
use crate::recursion::RecursionCheck;
use crate::test_run::TestRun;
use crate::verdict::{self, Verdict};

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
    /// The file was not built, because it reaches past the learner's own code (another file,
    /// the teacher's environment, the reference's answer to the chapter) or could forge its
    /// verdict: the grade's note says how, in words the learner can act on.
    Refused,
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
    /// How many of the chapter's drills the file answers, when it builds, is not the stub and
    /// the chapter has drills; it never changes the grade (a teacher weighs it apart).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub drills: Option<Tally>,
    /// How many of the chapter's optional challenges the file answers, when the chapter passes
    /// and has any; it never changes the grade.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub challenges: Option<Tally>,
    /// Each of the chapter's tests that ran or was stopped, with why it did not pass: what the
    /// per-test exports (results.json, JUnit) list. Empty when no test ran.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tests: Vec<TestResult>,
    /// The compiler's errors as it rendered them (without colour), when the file does not
    /// compile: what the learner reads to fix it, where `note` has only the first error's line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compiler: Option<String>,
    /// How long the chapter's tests ran, when they were built and run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seconds: Option<Seconds>,
}

/// How long a chapter's tests ran by the wall clock ([`TestRun::elapsed`]), in seconds: what
/// JUnit's `time` reports. A measurement, not part of what a grade is: two grades of the same
/// file are equal however long each run took, so grading twice (one by one, or the class at
/// once) gives equal grades on a busy machine and an idle one.
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seconds(pub f64);

impl PartialEq for Seconds {
    fn eq(&self, _: &Seconds) -> bool {
        true
    }
}

impl Eq for Seconds {}

impl Grade {
    /// The grade of a file that was not built, `why` saying what in it was refused.
    pub fn refused(chapter: &str, why: String) -> Grade {
        Grade {
            note: Some(why),
            ..Grade::new(chapter, Standing::Refused, 0, 0)
        }
    }

    /// A grade with nothing more to say than its standing and counts.
    pub fn new(chapter: &str, state: Standing, passed: usize, total: usize) -> Grade {
        Grade {
            chapter: chapter.to_string(),
            state,
            passed,
            total,
            note: None,
            recursion: Vec::new(),
            drills: None,
            challenges: None,
            tests: Vec::new(),
            compiler: None,
            seconds: None,
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
            note: verdict.stuck.clone().or_else(|| why_not_built(run)),
            recursion: verdict.recursion.clone(),
            drills: verdict.drills,
            challenges: verdict.challenges,
            tests: TestResult::of_run(run),
            compiler: compiler_errors(run),
            seconds: run.built.then_some(Seconds(run.elapsed.as_secs_f64())),
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

    /// The state of the chapter's tests, for a file that was tested: `None` when it is missing
    /// or could not be read.
    fn tested(&self) -> Option<State> {
        let (passed, total) = (self.passed, self.total);
        match self.state {
            Standing::NotStarted => Some(State::NotStarted),
            Standing::DoesNotCompile => Some(State::DoesNotCompile),
            Standing::Stuck => Some(State::Stuck),
            Standing::Failing => Some(State::Failing { passed, total }),
            Standing::Passing => Some(State::Passing { total }),
            Standing::Missing | Standing::Unreadable | Standing::Refused => None,
        }
    }

    /// The standing's first words (`not started`, `does not compile yet`, `stuck`, `missing`,
    /// ...): the verdict's own for a tested file ([`verdict::standing_name`]).
    pub fn standing_name(&self) -> &'static str {
        match (self.tested(), self.state) {
            (Some(state), _) => verdict::standing_name(&state),
            (None, Standing::Missing) => "missing",
            (None, Standing::Refused) => "refused",
            (None, _) => "unreadable",
        }
    }

    /// Where the learner stands, in a few words: for a tested file the very words the course
    /// map and `check` give ([`verdict::standing`]), a stuck one saying how its tests ended and
    /// one that does not compile the compiler's first error; for
    /// the others, why there was nothing to test.
    pub fn standing(&self) -> String {
        let note = self.note.as_deref();
        match (self.tested(), note) {
            (Some(State::Stuck | State::DoesNotCompile), Some(note)) => {
                format!("{}: {note}", self.standing_name())
            }
            (Some(state), _) => verdict::standing(&state),
            (None, _) if self.state == Standing::Missing => {
                format!("{}: the submission has no src/lib.rs", self.standing_name())
            }
            (None, Some(note)) => format!("{}: {note}", self.standing_name()),
            (None, None) => self.standing_name().into(),
        }
    }

    /// The grade in a table cell: `✓ 9/9` or `✗ 3/16` for a chapter whose tests all ran, else
    /// the standing's first words (`not started`, `does not compile yet`, `stuck`, ...).
    pub fn cell(&self) -> String {
        let (passed, total) = (self.passed, self.total);
        match self.state {
            Standing::Failing => format!("✗ {passed}/{total}"),
            Standing::Passing => format!("✓ {passed}/{total}"),
            _ => self.standing_name().into(),
        }
    }
}

/// Why `run`'s tests were never built, in a line for the exports, when they were not: the
/// build's deadline, or the compiler's first error with where it points
/// (``error[E0425]: cannot find value `x` in this scope (exercises/01-scoop/src/lib.rs:3:5)``).
/// The compiler's errors in `run`, when it did not build, as the compiler rendered them: at
/// most [`ERRORS_SHOWN`] of them, the first ones being what to fix first, and without colour.
fn compiler_errors(run: &TestRun) -> Option<String> {
    if run.built || run.compile_errors.is_empty() {
        return None;
    }
    let shown = run.compile_errors.iter().take(ERRORS_SHOWN);
    let rendered: String = shown.map(|error| error.rendered.as_str()).collect();
    let mut text = console::strip_ansi_codes(&rendered).trim_end().to_string();
    let more = run.compile_errors.len().saturating_sub(ERRORS_SHOWN);
    if more > 0 {
        text.push_str(&format!(
            "\n\n... and {more} more error(s): fix these first."
        ));
    }
    Some(text)
}

/// How many of the compiler's errors a grade keeps: later errors often follow from the first.
const ERRORS_SHOWN: usize = 5;

fn why_not_built(run: &TestRun) -> Option<String> {
    if run.built {
        return None;
    }
    if run.timed_out() {
        return Some("its build did not finish in time".into());
    }
    if let Some(stopped) = crate::cargo_messages::compiler_stopped(&run.output, None) {
        return Some(stopped);
    }
    let mut lines = run.output.lines().map(str::trim);
    let error = lines
        .find(|line| line.starts_with("error") && !line.starts_with("error: could not compile"))?;
    let at = lines.next().and_then(|line| line.strip_prefix("--> "));
    Some(match at {
        Some(at) => format!("{error} ({at})"),
        None => error.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_passing_chapter_has_all_its_points() {
        let points = |state, passed, total| Grade::new("sow", state, passed, total).points();
        assert_eq!(points(Standing::Passing, 9, 9), POINTS_PER_CHAPTER);
        assert_eq!(points(Standing::Failing, 15, 16), 9);
        assert_eq!(points(Standing::Stuck, 16, 16), 9);
        assert_eq!(points(Standing::Failing, 1, 16), 0);
        assert_eq!(points(Standing::DoesNotCompile, 0, 0), 0);
    }

    #[test]
    fn a_file_that_does_not_compile_says_the_compiler_s_first_error() {
        let output = "   Compiling scoop v0.1.0\nerror[E0425]: cannot find value `x` in this scope\n \
                      --> exercises/01-scoop/src/lib.rs:3:5\n  |\nerror: could not compile `scoop`\n";
        let run = TestRun::not_built(output.into(), false);
        assert_eq!(
            why_not_built(&run).as_deref(),
            Some(
                "error[E0425]: cannot find value `x` in this scope \
                 (exercises/01-scoop/src/lib.rs:3:5)"
            )
        );
        let stopped = TestRun::not_built(String::new(), true);
        assert_eq!(
            why_not_built(&stopped).as_deref(),
            Some("its build did not finish in time")
        );
        let grade = Grade {
            note: why_not_built(&run),
            ..Grade::new("scoop", Standing::DoesNotCompile, 0, 0)
        };
        assert!(
            grade
                .standing()
                .starts_with("does not compile yet: error[E0425]")
        );
    }

    #[test]
    fn a_grade_keeps_the_compiler_s_first_errors_without_colour() {
        use crate::cargo_messages::CompileError;
        let error = |n: usize| CompileError {
            code: Some("E0425".into()),
            message: format!("cannot find value `x{n}`"),
            rendered: format!("\u{1b}[31merror[E0425]\u{1b}[0m: cannot find value `x{n}`\n"),
        };
        let mut run = TestRun::not_built(String::new(), false);
        assert_eq!(compiler_errors(&run), None, "no error, nothing to show");
        run.compile_errors = (1..=ERRORS_SHOWN + 2).map(error).collect();
        let shown = compiler_errors(&run).unwrap();
        assert!(
            shown.starts_with("error[E0425]: cannot find value `x1`"),
            "{shown}"
        );
        assert!(shown.contains(&format!("`x{ERRORS_SHOWN}`")), "{shown}");
        assert!(
            !shown.contains(&format!("`x{}`", ERRORS_SHOWN + 1)),
            "{shown}"
        );
        assert!(
            shown.ends_with("... and 2 more error(s): fix these first."),
            "{shown}"
        );
        run.built = true;
        assert_eq!(
            compiler_errors(&run),
            None,
            "a build that succeeded has none"
        );
    }

    #[test]
    fn a_tested_chapter_is_worded_as_the_map_and_check_word_it() {
        for state in [
            State::NotStarted,
            State::DoesNotCompile,
            State::Stuck,
            State::Failing {
                passed: 3,
                total: 16,
            },
            State::Passing { total: 9 },
        ] {
            let (passed, total) = match state {
                State::Failing { passed, total } => (passed, total),
                State::Passing { total } => (total, total),
                _ => (0, 0),
            };
            let grade = Grade::new("sow", Standing::of(&state), passed, total);
            assert_eq!(grade.standing(), verdict::standing(&state));
            assert_eq!(grade.standing_name(), verdict::standing_name(&state));
        }
        let stuck = Grade {
            note: Some("a test ran for 3 s".into()),
            ..Grade::new("sow", Standing::Stuck, 2, 16)
        };
        assert_eq!(stuck.standing(), "stuck: a test ran for 3 s");
        let missing = Grade::new("sow", Standing::Missing, 0, 0);
        assert_eq!(
            missing.standing(),
            "missing: the submission has no src/lib.rs"
        );
        assert_eq!(missing.cell(), "missing");
        let refused = Grade::refused("sow", "it uses `#[path]`".into());
        assert_eq!(refused.standing(), "refused: it uses `#[path]`");
    }
}
