//! A whole class's grades, as `grades.md` (a table a teacher reads) and `grades.json`.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};

use super::{Grade, Learner};
use crate::recursion::Assessment;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::{Challenges, Standing};
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
                    commit: None,
                    chapters: vec![scoop, relay, feeding],
                },
                Learner {
                    name: "c".into(),
                    commit: None,
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
