//! `solution CHAPTER [--anyway]`: prints the reference code of a chapter, then the model
//! answers to its challenges, once the learner's own version passes, to compare the two. Before
//! that it refuses, kindly, unless asked to show it anyway: reading the answer too early takes
//! away the puzzle. The learner's edition of the book shows neither, and points here.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result};
use ayoayo_course::chapters::Exercise;
use ayoayo_course::learner_file::LearnerFile;
use ayoayo_course::progress::State;
use ayoayo_course::session::Session;
use ayoayo_course::verdict;

use course_model::limits;

/// Show the reference solution of a chapter you have passed.
///
/// The chapter's reference, then the model answers to its optional challenges, to compare
/// with yours. Example: cargo run -- solution sow
#[derive(clap::Args)]
pub struct Args {
    /// The chapter: its number, name or folder.
    chapter: String,
    /// Show it even though the chapter does not pass yet.
    #[arg(long)]
    anyway: bool,
}

pub fn run(args: Args, session: &Session) -> Result<ExitCode> {
    let Args { chapter, anyway } = args;
    let workspace = &session.workspace;
    let chapter = session.chapter(&chapter)?;
    let mut sources = Vec::new();
    for file in reference_files(workspace, &chapter)? {
        let shown = file.strip_prefix(workspace).unwrap_or(&file).to_path_buf();
        let source = fs::read_to_string(&file)
            .with_context(|| format!("reading the reference {}", shown.display()))?;
        sources.push((shown, source));
    }
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
    for (at, (shown, source)) in sources.iter().enumerate() {
        let gap = if at == 0 { "" } else { "\n" };
        println!(
            "{gap}// The reference for chapter {}, {}: {}\n",
            chapter.number,
            chapter.slug,
            shown.display()
        );
        print!("{}", strip_anchors(source));
    }
    if let Some(answers) = challenge_answers(workspace, &chapter)? {
        print!("\n{answers}");
    }
    Ok(ExitCode::SUCCESS)
}

/// The files that hold the reference of the chapter's functions: its module's file, or, for a
/// module that is a folder (`search/`), those of its files that define one of them, since a
/// folder shared by chapters keeps each chapter's functions in a file of their own
/// (`search/alpha_beta.rs`, `search/memo.rs`).
fn reference_files(workspace: &Path, chapter: &Exercise) -> Result<Vec<PathBuf>> {
    let module = chapter.reference_file(workspace);
    let Some(folder) = module.parent().filter(|_| module.ends_with("mod.rs")) else {
        return Ok(vec![module]);
    };
    let mut files: Vec<PathBuf> = fs::read_dir(folder)
        .with_context(|| format!("reading the reference's folder {}", folder.display()))?
        .flatten()
        .map(|entry| entry.path())
        .filter(|file| file.extension().is_some_and(|ext| ext == "rs"))
        .collect();
    // The module's own file first, then the others by name.
    files.sort_by_key(|file| (*file != module, file.clone()));
    let defines_one = |file: &PathBuf| {
        let source = fs::read_to_string(file).unwrap_or_default();
        LearnerFile::parse(&source).is_ok_and(|parsed| {
            let defined = parsed.public_functions();
            chapter.functions.iter().any(|name| defined.contains(name))
        })
    };
    let defining: Vec<PathBuf> = files
        .iter()
        .filter(|file| defines_one(file))
        .cloned()
        .collect();
    Ok(if defining.is_empty() {
        vec![module]
    } else {
        defining
    })
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

/// Why a chapter is not done yet, in one sentence that quotes its standing as the course map
/// and `check` word it, or `None` when it passes.
fn unfinished(number: u32, state: &State) -> Option<String> {
    (!state.is_passing()).then(|| {
        format!(
            "Chapter {number} does not pass yet ({}).",
            verdict::standing(state)
        )
    })
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
    use std::path::Path;

    use ayoayo_course::chapters::find_chapter;

    use super::{State, reference_files, strip_anchors, unfinished};

    #[test]
    fn says_in_one_sentence_why_a_chapter_is_not_done() {
        let failing = State::Failing {
            passed: 4,
            total: 12,
        };
        assert_eq!(
            unfinished(3, &failing).as_deref(),
            Some("Chapter 3 does not pass yet (failing: 4 of 12 tests pass).")
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

    /// A chapter whose module is a folder shared with others is shown the files that define
    /// its own functions, not the folder's `mod.rs`.
    #[test]
    fn the_reference_is_the_files_that_define_the_chapter_s_functions() {
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
        let files = |name: &str| {
            let chapter = find_chapter(workspace, name).unwrap();
            let files = reference_files(workspace, &chapter).unwrap();
            let relative = files
                .iter()
                .map(|file| file.strip_prefix(workspace).unwrap());
            relative
                .map(|file| file.display().to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(files("scoop"), ["solutions/src/scoop.rs"]);
        assert_eq!(files("minimax"), ["solutions/src/search/mod.rs"]);
        assert_eq!(files("alpha-beta"), ["solutions/src/search/alpha_beta.rs"]);
        assert_eq!(files("memo"), ["solutions/src/search/memo.rs"]);
        assert_eq!(files("endgames"), ["solutions/src/endgames/index.rs"]);
    }

    #[test]
    fn source_without_anchors_is_unchanged() {
        let source = "fn main() {}\n\n// a comment\n";
        assert_eq!(strip_anchors(source), source);
    }
}
