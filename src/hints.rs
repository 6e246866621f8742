//! A chapter's hints, from a gentle nudge (1) to nearly the answer (the last): kept beside its
//! exercise in `course/hints.md`, one `## ` section each, so a teacher can edit them without
//! touching code.

use std::path::PathBuf;

use crate::chapters::Exercise;

/// One hint: the title of its `## ` heading, and the Markdown under it.
#[derive(Debug, PartialEq, Eq)]
pub struct Hint {
    pub title: String,
    pub body: String,
}

/// Where a chapter's hints are kept: beside its exercise, with the shipped stub.
pub fn hints_file(chapter: &Exercise) -> PathBuf {
    chapter.dir.join("course/hints.md")
}

/// Where a chapter's hints for its drills are kept, beside its hints: one `## ` section a
/// drill, titled by the drill's name (`## total`), which `hint CHAPTER DRILL` shows.
pub fn drill_hints_file(chapter: &Exercise) -> PathBuf {
    chapter.dir.join("course/drill-hints.md")
}

/// Splits a hints file into its `## ` sections, in order. Anything before the first heading (a
/// title, a note for teachers) is not a hint. A `## ` line inside a fenced code block is code,
/// not a heading.
pub fn parse(text: &str) -> Vec<Hint> {
    let mut hints: Vec<Hint> = Vec::new();
    let mut in_fence = false;
    for line in text.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
            in_fence = !in_fence;
        }
        match line.strip_prefix("## ") {
            Some(title) if !in_fence => hints.push(Hint {
                title: title.trim().to_string(),
                body: String::new(),
            }),
            _ => {
                if let Some(hint) = hints.last_mut() {
                    hint.body.push_str(line);
                    hint.body.push('\n');
                }
            }
        }
    }
    for hint in &mut hints {
        hint.body = hint.body.trim().to_string();
    }
    hints
}

#[cfg(test)]
mod tests {
    use std::fs;
    use std::path::Path;

    use crate::chapters::chapters;

    use super::{Hint, drill_hints_file, hints_file, parse};

    fn hint(title: &str, body: &str) -> Hint {
        Hint {
            title: title.into(),
            body: body.into(),
        }
    }

    #[test]
    fn each_second_level_heading_starts_a_hint_and_the_preamble_is_dropped() {
        let text = "# Hints\n\nFor teachers.\n\n## A nudge\n\nThink small.\n\n## Closer\nLine one.\n\nLine two.\n";
        assert_eq!(
            parse(text),
            [
                hint("A nudge", "Think small."),
                hint("Closer", "Line one.\n\nLine two.")
            ]
        );
    }

    #[test]
    fn headings_inside_code_blocks_and_deeper_headings_belong_to_the_body() {
        let text = "## Only\n```text\n## not a heading\n```\n### A sub-heading\n";
        assert_eq!(
            parse(text),
            [hint(
                "Only",
                "```text\n## not a heading\n```\n### A sub-heading"
            )]
        );
    }

    #[test]
    fn a_file_without_headings_has_no_hints() {
        assert!(parse("Just some text.\n").is_empty());
        assert!(parse("").is_empty());
    }

    #[test]
    fn every_chapter_ships_hints_with_a_title_and_words() {
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
        for chapter in chapters(workspace).unwrap() {
            let file = hints_file(&chapter);
            let text = fs::read_to_string(&file)
                .unwrap_or_else(|error| panic!("{}: {error}", file.display()));
            let hints = parse(&text);
            assert!(!hints.is_empty(), "{} holds no hints", file.display());
            for hint in hints {
                assert!(
                    !hint.title.is_empty() && !hint.body.is_empty(),
                    "{}: an empty hint, {hint:?}",
                    file.display()
                );
            }
        }
    }

    #[test]
    fn every_drill_has_one_hint_titled_by_its_name_and_nothing_else_has() {
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
        for chapter in chapters(workspace).unwrap() {
            let file = drill_hints_file(&chapter);
            if chapter.drills.is_empty() {
                assert!(!file.exists(), "{} has no drills", file.display());
                continue;
            }
            let text = fs::read_to_string(&file)
                .unwrap_or_else(|error| panic!("{}: {error}", file.display()));
            let hints = parse(&text);
            let titles: Vec<&str> = hints.iter().map(|hint| hint.title.as_str()).collect();
            assert_eq!(
                titles,
                chapter.drills,
                "{}: a hint a drill, in order",
                file.display()
            );
            assert!(
                hints.iter().all(|hint| !hint.body.is_empty()),
                "{}",
                file.display()
            );
        }
    }
}
