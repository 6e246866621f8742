//! `grades.md`, the report a teacher reads: a summary table, one row a learner, then each
//! learner's details.

use super::{MISTAKES_INTRO, SUMMARY_HEADINGS, heading, summary_rows};
use crate::grade::mistakes::ChapterMistakes;
use crate::grade::{Grade, Grades, Learner, Standing, Tally};

/// The whole report: a heading saying what was graded, the [`summary`], then each learner's
/// details: their commit, each chapter they started, the functions not written recursively and
/// notes. The chapters not started are counted, not listed.
pub fn markdown(grades: &Grades) -> String {
    let mut text = format!("# Grades\n\n{}\n\n{}", heading(grades), summary(grades));
    text.push_str(&mistakes(&grades.mistakes));
    for learner in &grades.learners {
        text.push_str(&details(learner));
    }
    text
}

/// The summary table: per learner, the chapters passed (`14/21`), the points, the challenges
/// done of those their passed chapters offer, how many functions asked to be recursive are, and
/// what needs a look.
pub fn summary(grades: &Grades) -> String {
    let mut lines = vec![
        row(&SUMMARY_HEADINGS),
        row(&[":--", "---", "---", "---", "---", "---", ":--"]),
    ];
    lines.extend(summary_rows(grades).iter().map(|cells| row(cells)));
    lines.join("\n") + "\n"
}

/// The typical mistakes seen, a list a chapter: each mistake with how many learners made it and
/// who, then those whose failures match no kept mistake. Nothing when none were looked for.
fn mistakes(chapters: &[ChapterMistakes]) -> String {
    if chapters.is_empty() {
        return String::new();
    }
    let mut text = format!("\n## Typical mistakes\n\n{MISTAKES_INTRO}\n");
    for chapter in chapters {
        text.push_str(&format!("\n### {}\n\n", chapter.chapter));
        for seen in &chapter.seen {
            let named: Vec<String> = seen
                .mistakes
                .iter()
                .map(|m| format!("{} (`{}`)", one_line(&m.description), m.name))
                .collect();
            text.push_str(&format!(
                "- **{}**: {} — {}\n",
                seen.learners.len(),
                named.join("; or "),
                seen.learners.join(", ")
            ));
        }
        if !chapter.unknown.is_empty() {
            text.push_str(&format!(
                "- **{}**: matches no typical mistake — {}\n",
                chapter.unknown.len(),
                chapter.unknown.join(", ")
            ));
        }
    }
    text
}

/// One learner's section: what was graded, then a row per chapter started.
fn details(learner: &Learner) -> String {
    let mut text = format!("\n## {}\n\n", one_line(&learner.name));
    if let Some(note) = &learner.note {
        text.push_str(&format!("Nothing graded: {}.\n\n", one_line(note)));
    }
    if let Some(commit) = &learner.commit {
        text.push_str(&format!("Commit `{commit}`.\n\n"));
    }
    if let Some(head) = &learner.changed_since {
        text.push_str(&format!(
            "The files graded have changes not committed since `{head}`.\n\n"
        ));
    }
    let started: Vec<&Grade> = learner.chapters.iter().filter(|g| is_started(g)).collect();
    if !started.is_empty() {
        let headings = [
            "chapter",
            "grade",
            "points",
            "drills",
            "challenges",
            "notes",
        ];
        text.push_str(&row(&headings));
        text.push('\n');
        text.push_str(&row(&[":--", "---", "---", "---", "---", ":--"]));
        text.push('\n');
        for grade in &started {
            let count = |tally: Option<Tally>| match tally {
                Some(Tally { done, of }) => format!("{done}/{of}"),
                None => "—".into(),
            };
            text.push_str(&row(&[
                grade.chapter.clone(),
                grade.cell(),
                grade.points().to_string(),
                count(grade.drills),
                count(grade.challenges),
                notes(grade),
            ]));
            text.push('\n');
        }
    }
    let untouched = learner.chapters.len() - started.len();
    if untouched > 0 && learner.note.is_none() {
        text.push_str(&format!(
            "\nNot started: {untouched} of {} chapters.\n",
            learner.chapters.len()
        ));
    }
    text
}

/// Whether the learner did anything in the chapter worth a row.
fn is_started(grade: &Grade) -> bool {
    !matches!(grade.state, Standing::NotStarted | Standing::Missing)
}

/// A chapter's notes: how it got stuck or why it cannot be read, and each function asked to be
/// recursive that is not (the recursive ones need no word).
fn notes(grade: &Grade) -> String {
    let findings = grade.recursion.iter().filter(|a| !super::is_recursive(a));
    let sentences = findings.map(|a| a.sentence());
    let notes: Vec<String> = grade.note.iter().cloned().chain(sentences).collect();
    if notes.is_empty() {
        "—".into()
    } else {
        notes.join("; ")
    }
}

/// `text` on one line, for a table cell or a heading.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A Markdown table row; a `|` in a cell is escaped so it cannot split the cell, and line
/// breaks become spaces so they cannot end the row.
fn row(cells: &[impl AsRef<str>]) -> String {
    let cells: Vec<String> = cells
        .iter()
        .map(|c| one_line(c.as_ref()).replace('|', "\\|"))
        .collect();
    format!("| {} |", cells.join(" | "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::report::sample;

    #[test]
    fn the_summary_comes_first_then_each_learner_s_chapters_started() {
        let mut grades = sample::class();
        grades.graded_at = "2026-12-02T09:00:00Z".into();
        let expected = "\
# Grades

Graded at 2026-12-02T09:00:00Z, each learner's last commit at or before 2026-12-01T00:00:00Z: 3 chapters, 10 points each (all of them only when the chapter passes).

| learner | chapters passed | points | drills | challenges | recursion | needs a look |
| :-- | --- | --- | --- | --- | --- | :-- |
| ada, the first | 1/3 | 15/30 | 4/8 | 1/2 | 1/2 recursive | stuck: sow; not recursive: distribute |
| grace | 0/3 | 0/30 | — | — | — | no commit at or before 2026-12-01T00:00:00Z |

## ada, the first

Commit `0123456789abcdef0123456789abcdef01234567`.

| chapter | grade | points | drills | challenges | notes |
| :-- | --- | --- | --- | --- | :-- |
| scoop | ✓ 2/2 | 10 | 3/4 | 1/2 | — |
| distribute | ✗ 1/2 | 5 | 1/4 | — | distribute has no recursive call: the chapter asks for recursion (your tests still count) |
| sow | stuck | 0 | — | — | the tests ran out of time |

## grace

Nothing graded: no commit at or before 2026-12-01T00:00:00Z.

";
        assert_eq!(markdown(&grades), expected);
    }

    #[test]
    fn the_typical_mistakes_seen_follow_the_summary_with_counts_and_learners() {
        use crate::grade::mistakes::{Named, Seen};
        let mut grades = sample::class();
        let named = |name: &str| Named {
            name: name.into(),
            description: format!("{name}\nin two lines"),
        };
        grades.mistakes = vec![ChapterMistakes {
            chapter: "distribute".into(),
            seen: vec![Seen {
                mistakes: vec![named("forgets_the_skip"), named("skips_twice")],
                learners: vec!["ada, the first".into(), "bo".into()],
            }],
            unknown: vec!["cy".into()],
        }];
        let text = markdown(&grades);
        let expected = "\n## Typical mistakes\n\nHow many learners' failing files make each \
                        typical mistake (kept in `tests/mutants/`), and whose: a file makes one \
                        when it fails exactly that mistake's tests; a file that fails other tests \
                        matches none.\n\n### distribute\n\n\
                        - **2**: forgets_the_skip in two lines (`forgets_the_skip`); or \
                        skips_twice in two lines (`skips_twice`) — ada, the first, bo\n\
                        - **1**: matches no typical mistake — cy\n\n## ada, the first";
        assert!(text.contains(expected), "{text}");
    }

    #[test]
    fn a_cell_cannot_split_a_cell_or_end_a_row() {
        assert_eq!(row(&["a|b", "two\nlines"]), "| a\\|b | two lines |");
    }
}
