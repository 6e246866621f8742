//! `solution CHAPTER [--anyway]`: prints the reference code of a chapter, then the model
//! answers to its challenges, once the learner's own version passes, to compare the two. Before
//! that it refuses, kindly, unless asked to show it anyway: reading the answer too early takes
//! away the puzzle. The learner's edition of the book shows neither, and points here.

use std::fs;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result};
use ayoayo_course::chapters::Exercise;
use ayoayo_course::progress::State;
use ayoayo_course::session::Session;

use course_model::limits;

pub fn run(session: &Session, chapter: &str, anyway: bool) -> Result<ExitCode> {
    let workspace = &session.workspace;
    let chapter = session.chapter(chapter)?;
    let reference = chapter.reference_file(workspace);
    let shown = reference.strip_prefix(workspace).unwrap_or(&reference);
    let source = fs::read_to_string(&reference)
        .with_context(|| format!("reading the reference {}", shown.display()))?;
    let state = session.state(&chapter, limits::CHECK_RUN)?;
    if let Some(why) = unfinished(chapter.number, &state) {
        if !anyway {
            println!(
                "{why} Solve it first, or look anyway with `cargo run -- solution {} --anyway`.",
                chapter.slug
            );
            return Ok(ExitCode::FAILURE);
        }
        eprintln!("{why} Here is the reference anyway; then try your own version again.");
    }
    println!(
        "// The reference for chapter {}, {}: {}\n",
        chapter.number,
        chapter.slug,
        shown.display()
    );
    print!("{}", strip_anchors(&source));
    if let Some(answers) = challenge_answers(workspace, &chapter)? {
        print!("\n{answers}");
    }
    Ok(ExitCode::SUCCESS)
}

/// The model answers to the chapter's optional challenges, after a heading line, when it has
/// any: `solutions/src/challenges/CRATE.rs`. The learner's edition of the book does not show
/// them, so this is where a learner compares their own answers, as for the chapter's.
fn challenge_answers(workspace: &Path, chapter: &Exercise) -> Result<Option<String>> {
    if chapter.challenges.is_empty() {
        return Ok(None);
    }
    let file = Path::new("solutions/src/challenges").join(format!("{}.rs", chapter.crate_name()));
    let source = fs::read_to_string(workspace.join(&file))
        .with_context(|| format!("reading the model answers {}", file.display()))?;
    Ok(Some(format!(
        "// The model answers to chapter {}'s challenges ({}): {}\n\n{}",
        chapter.number,
        chapter.challenges.join(", "),
        file.display(),
        strip_anchors(&source)
    )))
}

/// Why a chapter is not done yet, in one sentence, or `None` when it passes.
fn unfinished(number: u32, state: &State) -> Option<String> {
    let why = match state {
        State::Passing { .. } => return None,
        State::NotStarted => "you have not started it (its src/lib.rs is the stub)".to_string(),
        State::DoesNotCompile => "it does not compile".to_string(),
        State::Stuck => "a test crashed or never finished".to_string(),
        State::Failing { passed, total } => format!("{passed} of {total} tests pass"),
    };
    Some(format!("Chapter {number} does not pass yet: {why}."))
}

/// The source without mdBook's `// ANCHOR: name` and `// ANCHOR_END: name` lines, which mark
/// the regions the book includes and mean nothing to a reader of the code.
fn strip_anchors(source: &str) -> String {
    source
        .lines()
        .filter(|line| {
            let line = line.trim_start();
            !(line.starts_with("// ANCHOR:") || line.starts_with("// ANCHOR_END:"))
        })
        .map(|line| format!("{line}\n"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{State, strip_anchors, unfinished};

    #[test]
    fn says_in_one_sentence_why_a_chapter_is_not_done() {
        let failing = State::Failing {
            passed: 4,
            total: 12,
        };
        assert_eq!(
            unfinished(3, &failing).as_deref(),
            Some("Chapter 3 does not pass yet: 4 of 12 tests pass.")
        );
        assert_eq!(unfinished(3, &State::Passing { total: 12 }), None);
    }

    #[test]
    fn anchor_lines_go_and_everything_else_stays() {
        let source = "use crate::Board;\n\n// ANCHOR: scoop\n/// Doc.\npub fn scoop() {\n    // ANCHOR_END: inner\n    // ANCHOR is just a word here\n}\n// ANCHOR_END: scoop\n";
        assert_eq!(
            strip_anchors(source),
            "use crate::Board;\n\n/// Doc.\npub fn scoop() {\n    // ANCHOR is just a word here\n}\n"
        );
    }

    #[test]
    fn source_without_anchors_is_unchanged() {
        let source = "fn main() {}\n\n// a comment\n";
        assert_eq!(strip_anchors(source), source);
    }
}
