//! Grading a class's copies of the course, honestly: only each learner's
//! `exercises/NN-slug/src/lib.rs` is taken, into a scratch copy of the teacher's own workspace,
//! so tests, references or snapshots edited in a submission cannot change its grade.
//!
//! Each file is graded in the copy as the teacher has it: everything else in it is put back
//! before every run, and the tests run in the sandbox (see `sandbox`), where the copy is
//! read-only and nothing else of the teacher's can be seen. Time limits make code that never
//! returns "stuck" rather than stopping the grading; a file that cannot be read marks that
//! learner's chapter only.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use course_model::limits;
use serde::{Deserialize, Serialize};

pub use crate::challenges::Challenges;
use crate::chapters::{Exercise, chapters};
use crate::progress::State;
use crate::recursion::Assessment;
use crate::sandbox::Sandbox;
use crate::scratch::Scratch;
use crate::test_run::{Ignored, TestCommand};
use crate::verdict;

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
    pub recursion: Vec<Assessment>,
    /// How many of the chapter's optional challenges the file answers, when the chapter passes
    /// and has any; it never changes the grade.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub challenges: Option<Challenges>,
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
    pub chapters: Vec<Grade>,
}

impl Learner {
    pub fn chapters_passed(&self) -> usize {
        let passing = self
            .chapters
            .iter()
            .filter(|g| g.state == Standing::Passing);
        passing.count()
    }
}

/// A whole class's grades: what `grades.json` holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Grades {
    /// The chapters' slugs, in order.
    pub chapters: Vec<String>,
    pub learners: Vec<Learner>,
}

impl Grades {
    /// A Markdown table: a row per learner, a column per chapter, the chapters passed, the
    /// challenges done of those the passed chapters offer (`3/5`), and whether the functions
    /// asked to be recursive are (`distribute ✓, relay_sow ✗`).
    pub fn markdown(&self) -> String {
        let mut heading = vec!["learner".to_string()];
        heading.extend(self.chapters.iter().cloned());
        heading.extend([
            "chapters passed".into(),
            "challenges".into(),
            "recursion".into(),
        ]);
        let mut rule = vec!["---"; self.chapters.len() + 4];
        rule[0] = ":--";
        let mut lines = vec![row(&heading), row(&rule)];
        for learner in &self.learners {
            let mut cells = vec![learner.name.clone()];
            cells.extend(learner.chapters.iter().map(Grade::cell));
            let passed = learner.chapters_passed();
            cells.push(format!("{passed}/{}", learner.chapters.len()));
            let offered = learner.chapters.iter().filter_map(|g| g.challenges);
            let (done, of) = offered.fold((0, 0), |(done, of), c| (done + c.done, of + c.of));
            cells.push(if of == 0 {
                "—".into()
            } else {
                format!("{done}/{of}")
            });
            let findings = learner.chapters.iter().flat_map(|g| &g.recursion);
            let marks: Vec<String> = findings.map(Assessment::mark).collect();
            cells.push(if marks.is_empty() {
                "—".into()
            } else {
                marks.join(", ")
            });
            lines.push(row(&cells));
        }
        lines.join("\n") + "\n"
    }

    /// Writes `grades.md` and `grades.json` into `out`, creating it if need be, and returns
    /// their paths.
    pub fn write(&self, out: &Path) -> Result<[PathBuf; 2]> {
        fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
        let markdown = out.join("grades.md");
        let json = out.join("grades.json");
        fs::write(&markdown, self.markdown())
            .with_context(|| format!("writing {}", markdown.display()))?;
        let text = serde_json::to_string_pretty(self)? + "\n";
        fs::write(&json, text).with_context(|| format!("writing {}", json.display()))?;
        Ok([markdown, json])
    }
}

/// A Markdown table row; a `|` in a cell is escaped so it cannot split the cell.
fn row(cells: &[impl AsRef<str>]) -> String {
    let cells: Vec<String> = cells
        .iter()
        .map(|c| c.as_ref().replace('|', "\\|"))
        .collect();
    format!("| {} |", cells.join(" | "))
}

/// One learner's copy of the course, named by its folder's name.
#[derive(Clone, Debug)]
pub struct Submission {
    pub name: String,
    pub dir: PathBuf,
}

impl Submission {
    /// The submission in `dir`, which must be a copy of the course (have `exercises/`).
    pub fn open(dir: &Path) -> Result<Submission> {
        let shown = dir.display();
        let full = fs::canonicalize(dir).with_context(|| format!("`{shown}` cannot be read"))?;
        if !full.join("exercises").is_dir() {
            bail!("`{shown}` is not a copy of the course: it has no exercises/ folder");
        }
        let name = match full.file_name() {
            Some(name) => name.to_string_lossy().into_owned(),
            None => bail!("`{shown}` has no name to grade it by"),
        };
        Ok(Submission { name, dir: full })
    }

    /// Every submission in `dirs`, checked before any grading starts; two with the same name
    /// would be indistinguishable in the table, so that is an error too.
    pub fn open_all(dirs: &[PathBuf]) -> Result<Vec<Submission>> {
        let mut seen = BTreeMap::new();
        let mut submissions = Vec::new();
        for dir in dirs {
            let submission = Submission::open(dir)?;
            if let Some(other) = seen.insert(submission.name.clone(), dir) {
                bail!(
                    "`{}` and `{}` are both named `{}`: rename one, grades are listed by name",
                    other.display(),
                    dir.display(),
                    submission.name
                );
            }
            submissions.push(submission);
        }
        Ok(submissions)
    }

    /// The learner's file for `chapter`: `None` when there is none, otherwise its bytes or why
    /// they cannot be graded (a link, not a file, too large to be an answer, unreadable).
    fn lib(&self, chapter: &Exercise) -> Option<Result<Vec<u8>, String>> {
        let path = self.dir.join(chapter.learner_path());
        let metadata = fs::symlink_metadata(&path).ok()?;
        let learner_path = chapter.learner_path();
        Some(if metadata.is_symlink() {
            Err(format!("{learner_path} is a link, not the file itself"))
        } else if !metadata.is_file() {
            Err(format!("{learner_path} is not a file"))
        } else if metadata.len() > LARGEST_FILE {
            Err(format!(
                "{learner_path} holds {} bytes, more than the {LARGEST_FILE} an answer may",
                metadata.len()
            ))
        } else {
            fs::read(&path).map_err(|error| format!("{learner_path} cannot be read: {error}"))
        })
    }
}

/// The largest learner's file graded: a chapter's answer is a few kilobytes.
const LARGEST_FILE: u64 = 256 * 1024;

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
            ..graded(standing, (run.passed().len(), run.total()))
        })
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recursion::Judgement as Recursion;

    fn grade(chapter: &str, state: Standing, passed: usize, total: usize) -> Grade {
        Grade::new(chapter, state, passed, total)
    }

    fn finding(function: &str, judgement: Recursion) -> Assessment {
        let function = function.into();
        Assessment {
            function,
            judgement,
        }
    }

    #[test]
    fn the_table_has_a_row_per_learner_a_total_and_the_recursion() {
        let relay = Grade {
            recursion: vec![finding("relay_sow", Recursion::NotRecursive)],
            ..grade("relay-sow", Standing::Failing, 3, 16)
        };
        let feeding = Grade {
            recursion: vec![finding("possible_moves", Recursion::Recursive)],
            challenges: Some(Challenges { done: 1, of: 2 }),
            ..grade("feeding", Standing::Passing, 20, 20)
        };
        let scoop = Grade {
            challenges: Some(Challenges { done: 2, of: 2 }),
            ..grade("scoop", Standing::Passing, 9, 9)
        };
        let grades = Grades {
            chapters: vec!["scoop".into(), "relay-sow".into(), "feeding".into()],
            learners: vec![
                Learner {
                    name: "a|b".into(),
                    chapters: vec![scoop, relay, feeding],
                },
                Learner {
                    name: "c".into(),
                    chapters: ["scoop", "relay-sow", "feeding"]
                        .map(|slug| grade(slug, Standing::NotStarted, 0, 0))
                        .to_vec(),
                },
            ],
        };
        let expected = "\
| learner | scoop | relay-sow | feeding | chapters passed | challenges | recursion |
| :-- | --- | --- | --- | --- | --- | --- |
| a\\|b | ✓ 9/9 | ✗ 3/16 | ✓ 20/20 | 2/3 | 3/4 | relay_sow ✗, possible_moves ✓ |
| c | — | — | — | 0/3 | — | — |
";
        assert_eq!(grades.markdown(), expected);
    }

    #[test]
    fn the_recursion_is_kept_in_grades_json() {
        let helper = Recursion::RecursiveHelper("go".into());
        let graded = Grade {
            recursion: vec![finding("distribute", helper)],
            ..grade("distribute", Standing::Passing, 16, 16)
        };
        let json = serde_json::to_value(&graded).unwrap();
        let recursion = serde_json::json!([
            {"function": "distribute", "verdict": "recursive_helper", "detail": "go"}
        ]);
        assert_eq!(json["recursion"], recursion);
        assert_eq!(serde_json::from_value::<Grade>(json).unwrap(), graded);
    }
}
