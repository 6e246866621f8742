//! `hint [CHAPTER] [N]`: one of a chapter's hints (the current chapter's by default), from a
//! gentle nudge (1) to nearly the answer (the last). The hints live beside the exercise in `course/hints.md`, one `## ` section each,
//! so a teacher can edit them without touching code.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use ayoayo_course::chapters::Exercise;
use ayoayo_course::session::Session;

/// One hint: the title of its `## ` heading, and the Markdown under it.
#[derive(Debug, PartialEq, Eq)]
struct Hint {
    title: String,
    body: String,
}

/// Prints hint `number` (default 1) of the chapter named, or of the current chapter (the one
/// `check` would check).
pub fn run(session: &Session, chapter: Option<&str>, number: Option<usize>) -> Result<ExitCode> {
    let workspace = &session.workspace;
    let chapter = match chapter {
        Some(name) => session.chapter(name)?,
        None => match session.next_after(None)? {
            Some(chapter) => chapter,
            None => bail!(
                "every chapter passes, so there is no current chapter: name one, as in \
                 `cargo run -- hint sow`"
            ),
        },
    };
    let file = hints_file(&chapter);
    let text = fs::read_to_string(&file).with_context(|| {
        format!(
            "chapter {} has no hints yet (there is no {})",
            chapter.number,
            relative(workspace, &file).display()
        )
    })?;
    let hints = parse(&text);
    let count = hints.len();
    if count == 0 {
        bail!(
            "{} holds no hints: each hint starts with a `## ` heading",
            relative(workspace, &file).display()
        );
    }
    let number = number.unwrap_or(1);
    let Some(hint) = number.checked_sub(1).and_then(|index| hints.get(index)) else {
        bail!(
            "there is no hint {number} for chapter {}, {}: it has {count} hints, numbered 1 to \
             {count}",
            chapter.number,
            chapter.slug
        );
    };
    println!(
        "Chapter {}, {}: hint {number} of {count}, {}\n",
        chapter.number, chapter.slug, hint.title
    );
    println!("{}\n", hint.body);
    if number < count {
        println!(
            "There are {count} hints; `cargo run -- hint {} {}` shows the next.",
            chapter.slug,
            number + 1
        );
    } else {
        println!(
            "That was the last hint. Read {} again, or run\n`cargo run -- check {}` to see \
             what still fails.",
            chapter.book_page(),
            chapter.slug
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Where a chapter's hints are kept: beside its exercise, with the shipped stub.
fn hints_file(chapter: &Exercise) -> PathBuf {
    chapter.dir.join("course/hints.md")
}

/// `path` as the learner would type it from the workspace, for messages.
fn relative<'a>(workspace: &Path, path: &'a Path) -> &'a Path {
    path.strip_prefix(workspace).unwrap_or(path)
}

/// Splits a hints file into its `## ` sections, in order. Anything before the first heading (a
/// title, a note for teachers) is not a hint. A `## ` line inside a fenced code block is code,
/// not a heading.
fn parse(text: &str) -> Vec<Hint> {
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

    use ayoayo_course::chapters::chapters;

    use super::{Hint, hints_file, parse};

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
}
