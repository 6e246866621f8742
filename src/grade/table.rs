//! A whole class's grades: the value every report is written from (see `report`), and the files
//! `grade` writes.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};

use super::mistakes::ChapterMistakes;
use super::report::TestSource;
use super::{Deadline, Learner, report};

/// The version of `grades.json`'s layout: 2 added `schema`, `graded_at`, `before`, and per
/// learner `commit`, `changed_since` and `note`.
pub const GRADES_SCHEMA: u32 = 2;

/// A whole class's grades: what `grades.json` holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Grades {
    /// [`GRADES_SCHEMA`], for programs that read the file.
    pub schema: u32,
    /// When the grading started, in RFC 3339 (UTC).
    pub graded_at: String,
    /// The deadline learners' last commits were graded at (`grade --before`), in RFC 3339.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub before: Option<String>,
    /// The chapters' slugs, in order.
    pub chapters: Vec<String>,
    /// How many drills the chapters graded offer in all: the most a learner's `drills_done`
    /// can be, and the points possible of the gradebooks' drills column.
    #[serde(default)]
    pub drills_offered: usize,
    pub learners: Vec<Learner>,
    /// The typical mistakes recognised in each chapter some learner failed, when `grade` looked
    /// for them ([`mistakes`](super::mistakes)).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mistakes: Vec<ChapterMistakes>,
}

/// The files [`Grades::write`] wrote.
pub struct Written {
    pub markdown: PathBuf,
    /// The report for a browser: a chart of the class's progress and the typical mistakes seen.
    pub html: PathBuf,
    pub json: PathBuf,
    pub csv: PathBuf,
    /// `grades.csv` in the shapes Canvas's and Moodle's grade imports read.
    pub canvas: PathBuf,
    pub moodle: PathBuf,
    pub junit: PathBuf,
    /// The folder of the per-learner-chapter `results.json` files.
    pub results: PathBuf,
}

impl Grades {
    /// No learner's grades yet, for `chapters` (slugs), graded now, at `before` if given.
    pub fn new(chapters: Vec<String>, before: Option<Deadline>) -> Grades {
        Grades {
            schema: GRADES_SCHEMA,
            graded_at: humantime::format_rfc3339_seconds(SystemTime::now()).to_string(),
            before: before.map(|deadline| deadline.to_string()),
            chapters,
            drills_offered: 0,
            learners: Vec::new(),
            mistakes: Vec::new(),
        }
    }

    /// Writes every report into `out`, creating it if need be: `grades.md`, `grades.html`,
    /// `grades.json`,
    /// `grades.csv` (and its Canvas and Moodle shapes), `junit.xml`, and `results/LEARNER/FOLDER/results.json`, where `folders`
    /// are the chapters' exercise folders (`01-scoop`), in the order of `chapters`, and
    /// `tests` their tests as their files write them ([`report::tests_of`]).
    pub fn write(
        &self,
        out: &Path,
        folders: &[String],
        tests: &[Vec<TestSource>],
    ) -> Result<Written> {
        let written = Written::in_folder(out);
        write(&written.markdown, &report::markdown(self))?;
        write(&written.html, &report::html(self))?;
        write(&written.json, &(serde_json::to_string_pretty(self)? + "\n"))?;
        write(&written.csv, &report::csv(self))?;
        write(&written.canvas, &report::canvas(self, folders))?;
        write(&written.moodle, &report::moodle(self, folders))?;
        write(&written.junit, &report::junit(self, folders))?;
        for learner in &self.learners {
            learner_results(learner, &written.results, folders, tests)?;
        }
        Ok(written)
    }

    /// Writes what an interrupted grading should keep, after each learner: `grades.md`,
    /// `grades.json` and the last learner's `results.json` files. Each learner's results are
    /// written once, so a large class is not rewritten learner after learner.
    pub fn write_progress(
        &self,
        out: &Path,
        folders: &[String],
        tests: &[Vec<TestSource>],
    ) -> Result<()> {
        let written = Written::in_folder(out);
        write(&written.markdown, &report::markdown(self))?;
        write(&written.json, &(serde_json::to_string_pretty(self)? + "\n"))?;
        match self.learners.last() {
            Some(learner) => learner_results(learner, &written.results, folders, tests),
            None => Ok(()),
        }
    }
}

impl Written {
    /// Where the reports go in `out`.
    fn in_folder(out: &Path) -> Written {
        Written {
            markdown: out.join("grades.md"),
            html: out.join("grades.html"),
            json: out.join("grades.json"),
            csv: out.join("grades.csv"),
            canvas: out.join("grades-canvas.csv"),
            moodle: out.join("grades-moodle.csv"),
            junit: out.join("junit.xml"),
            results: out.join("results"),
        }
    }
}

/// Writes `learner`'s `results.json` files under `results`, a folder a chapter.
fn learner_results(
    learner: &Learner,
    results: &Path,
    folders: &[String],
    tests: &[Vec<TestSource>],
) -> Result<()> {
    for (at, (grade, folder)) in learner.chapters.iter().zip(folders).enumerate() {
        let path = results
            .join(&learner.name)
            .join(folder)
            .join("results.json");
        let sources = tests.get(at).map_or(&[][..], Vec::as_slice);
        write(&path, &report::exercism(grade, sources))?;
    }
    Ok(())
}

/// Writes `text` to `path`, saying which file could not be written.
fn write(path: &Path, text: &str) -> Result<()> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    fs::write(path, text).with_context(|| format!("writing {}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::{Grade, Standing};
    use crate::recursion::{Judgement, RecursionCheck};

    #[test]
    fn grades_json_says_its_schema_when_and_what_was_graded() {
        let mut grades = Grades::new(vec!["scoop".into()], "2026-12-01".parse().ok());
        let graded = Grade {
            recursion: vec![RecursionCheck {
                function: "distribute".into(),
                judgement: Judgement::RecursiveHelper("go".into()),
            }],
            ..Grade::new("scoop", Standing::Passing, 9, 9)
        };
        let mut ada = Learner::new("ada", vec![graded]);
        ada.commit = Some("0123456789abcdef0123456789abcdef01234567".into());
        grades.learners.push(ada);
        let json = serde_json::to_value(&grades).unwrap();
        assert_eq!(json["schema"], 2);
        assert_eq!(json["before"], "2026-12-01T00:00:00Z");
        let graded_at = json["graded_at"].as_str().unwrap();
        assert!(humantime::parse_rfc3339(graded_at).is_ok(), "{graded_at}");
        let ada = &json["learners"][0];
        assert_eq!(ada["commit"], "0123456789abcdef0123456789abcdef01234567");
        assert!(ada.get("changed_since").is_none(), "{ada}");
        let recursion = serde_json::json!([
            {"function": "distribute", "verdict": "recursive_helper", "detail": "go"}
        ]);
        assert_eq!(ada["chapters"][0]["recursion"], recursion);
        assert_eq!(serde_json::from_value::<Grades>(json).unwrap(), grades);
    }
}
