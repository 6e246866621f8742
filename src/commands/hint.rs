//! `hint [CHAPTER] [N | DRILL]`: one of a chapter's hints (the current chapter's by default),
//! from a gentle nudge (1) to nearly the answer (the last), or the hint for one of its drills.
//! The hints live beside the exercise in `course/hints.md` and `course/drill-hints.md`, one
//! `## ` section each, so a teacher can edit them without touching code.

use std::fs;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use ayoayo_course::chapters::Exercise;
use ayoayo_course::hints::{drill_hints_file, hints_file, parse};
use ayoayo_course::session::Session;

/// Show one of a chapter's hints (the first unless you give a number); hints go from a
/// nudge to nearly the answer, and each one names the command for the next.
///
/// Example: cargo run -- hint distribute 2
///
/// The current chapter's first hint: cargo run -- hint
///
/// A drill's hint: cargo run -- hint scoop total
#[derive(clap::Args)]
pub struct Args {
    /// The chapter: its number, name or folder (default: the first unfinished, as for
    /// check).
    chapter: Option<String>,
    /// Which hint (1 is the gentlest), or the name of one of the chapter's drills for its
    /// hint; without it, hint 1.
    which: Option<String>,
}

impl Args {
    /// Hint `number` of the chapter `chapter`: what `watch`'s `h` asks for.
    pub fn of(chapter: &str, number: usize) -> Args {
        Args {
            chapter: Some(chapter.to_string()),
            which: Some(number.to_string()),
        }
    }
}

/// Prints hint `number` (default 1) of the chapter named, or of the current chapter (the one
/// `check` would check).
pub fn run(args: Args, session: &Session) -> Result<ExitCode> {
    let Args { chapter, which } = args;
    let workspace = &session.workspace;
    let chapter = match chapter.as_deref() {
        Some(name) => session.chapter(name)?,
        None => match session.next_after(None)? {
            Some(chapter) => chapter,
            None => bail!(
                "every chapter passes, so there is no current chapter: name one, as in \
                 `cargo run -- hint sow`"
            ),
        },
    };
    let number = match which.as_deref().map(str::parse::<usize>) {
        None => 1,
        Some(Ok(number)) => number,
        Some(Err(_)) => return drill_hint(workspace, &chapter, which.as_deref().unwrap_or("")),
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

/// Prints the hint for `chapter`'s drill `drill`, or says which drills it has.
fn drill_hint(workspace: &Path, chapter: &Exercise, drill: &str) -> Result<ExitCode> {
    if !chapter.drills.iter().any(|name| name == drill) {
        let drills = match chapter.drills.is_empty() {
            true => "it has no drills".to_string(),
            false => format!("its drills are {}", chapter.drills.join(", ")),
        };
        bail!(
            "`{drill}` is neither a hint's number nor a drill of chapter {}, {}: {drills}",
            chapter.number,
            chapter.slug
        );
    }
    let file = drill_hints_file(chapter);
    let text = fs::read_to_string(&file)
        .with_context(|| format!("reading {}", relative(workspace, &file).display()))?;
    let Some(hint) = parse(&text).into_iter().find(|hint| hint.title == drill) else {
        bail!(
            "{} has no hint for `{drill}` (a `## {drill}` section)",
            relative(workspace, &file).display()
        );
    };
    println!(
        "Chapter {}, {}: the drill {drill}\n\n{}\n",
        chapter.number, chapter.slug, hint.body
    );
    println!(
        "Its tests: cargo test -p {} -- --ignored drills::{drill}",
        chapter.package()
    );
    Ok(ExitCode::SUCCESS)
}

/// `path` as the learner would type it from the workspace, for messages.
fn relative<'a>(workspace: &Path, path: &'a Path) -> &'a Path {
    path.strip_prefix(workspace).unwrap_or(path)
}
