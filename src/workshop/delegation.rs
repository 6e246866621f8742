//! Whether a learner's file hands the chapter over to the reference. Every stub depends on the
//! reference crate `ayoayo` (for the board's types and the earlier chapters' functions), so a
//! file could answer the chapter by calling, or re-exporting, the reference's own answer.
//!
//! - A call is read from what was built, not guessed from the source, so no alias, glob or
//!   macro hides it: the learner's compiled library (its `.rlib`) holds the code of the
//!   learner's functions, each call in it a relocation naming the function called by the path
//!   where it is defined. The learner's code may call the earlier chapters' functions (the stubs
//!   invite it), never this chapter's or a later one's, nor the model answers to this chapter's
//!   drills and challenges.
//! - A re-export compiles to nothing, so it is read from the file: each of the chapter's
//!   functions must be an `fn` of the file itself, which leaves no room for a `pub use` of the
//!   same name.

use std::path::Path;

use anyhow::{Context, Result};
use object::read::archive::ArchiveFile;
use object::{Object, ObjectSection, ObjectSymbol, RelocationTarget, SymbolKind};

use crate::chapters::Exercise;
use crate::learner_file::LearnerFile;

/// The reference crate, as symbols name it.
const REFERENCE: &str = "ayoayo";

/// Why `source`, the learner's file for `chapter` (one of the course's `chapters`, in order), is
/// not the learner's own answer, in a sentence, or `None` when it is. `library` is the file's
/// compiled library, once it built.
pub fn handed_over(
    chapters: &[Exercise],
    chapter: &Exercise,
    source: &[u8],
    library: &Path,
) -> Result<Option<String>> {
    if let Some(function) = not_written_here(chapter, &String::from_utf8_lossy(source)) {
        return Ok(Some(format!(
            "`{function}` is not written in the file itself (it is taken from elsewhere, by a \
             `pub use` or a macro): write `fn {function}` in your file"
        )));
    }
    let called = answer_called(&Answers::from(chapters, chapter), chapter, library)?;
    Ok(called.map(|path| {
        format!(
            "it calls the reference's own `{path}`, which is this chapter's answer (or a later \
             one's): write it yourself; the earlier chapters' functions are yours to use"
        )
    }))
}

/// Why a solution of one of `chapter`'s drills alone, compiled in `library` beside the
/// reference's functions for the chapter (as the integrity checks build a drill's correct
/// styles), is not its writer's own: it calls the model answer to one of the chapter's drills or
/// challenges. The lab's functions are the reference's there, so calls to them are expected.
pub fn drill_handed_over(chapter: &Exercise, library: &Path) -> Result<Option<String>> {
    let called = answer_called(&Answers::from(&[], chapter), chapter, library)?;
    Ok(called.map(|path| format!("it calls the reference's own `{path}`: write it yourself")))
}

/// The path of the first of `answers` that the code of `chapter`'s crate in `library` calls.
fn answer_called(answers: &Answers, chapter: &Exercise, library: &Path) -> Result<Option<String>> {
    let calls = calls(library, &chapter.crate_name())?;
    Ok(calls.iter().find_map(|symbol| answers.named_by(symbol)))
}

/// `source` with the calls of the chapter's worked examples appended, and its `instances` (its
/// other generic functions named at a type), in a function of their own that nothing calls:
/// what `grade` builds. A generic function (most of Parts III and IV) is compiled only where it
/// is used, so without them its calls would be in the tests' program, not in the learner's
/// library, where [`handed_over`] reads them. The calls are the ones `trace` already builds
/// against the learner's file; appended, they move no line of it.
///
/// Only the chapter's own functions' examples: a challenge may be left to the reference's model
/// answer (it never changes the grade), and calling it here would make that a call of the file's.
pub fn with_examples(chapter: &Exercise, source: &[u8]) -> Vec<u8> {
    let examples = chapter.examples.iter();
    let own = examples.filter(|example| chapter.functions.contains(&example.function));
    let instances = chapter.instances.iter();
    let calls: String = (own.map(|example| &example.call))
        .chain(instances)
        .map(|call| format!("    let _ = {call};\n"))
        .collect();
    if calls.is_empty() {
        return source.to_vec();
    }
    let block = format!(
        "\n// Added by `grade`, not part of the learner's file: the worked examples' calls, so the\n\
         // library holds the generic functions as they are used.\n\
         #[doc(hidden)]\npub fn __graded_examples() {{\n{calls}}}\n"
    );
    [source, block.as_bytes()].concat()
}

/// The first of the chapter's functions that the file does not define as an `fn` at its root.
/// A file that does not parse defines none; it did build, so this does not happen.
fn not_written_here(chapter: &Exercise, source: &str) -> Option<String> {
    let defined = LearnerFile::parse(source).ok()?.root_functions();
    (chapter.functions.iter())
        .find(|function| !defined.contains(function))
        .cloned()
}

/// The reference's answers a file for one chapter may not reach: its own functions and every
/// later chapter's, each in the reference's module for its chapter, and the model answers to
/// its challenges.
struct Answers {
    /// `(module, function)`: the module's path (`ayoayo::kalah`, or `ayoayo` for Part I's).
    functions: Vec<(String, String)>,
    /// The chapter's modules of model answers: `ayoayo::drills::sow`, `ayoayo::challenges::sow`.
    optional: [String; 2],
    /// The modules Parts II to IV keep their functions in, which Part I's are never in.
    modules: Vec<String>,
}

impl Answers {
    fn from(chapters: &[Exercise], chapter: &Exercise) -> Answers {
        let module = |c: &Exercise| match &c.module {
            Some(module) => format!("{REFERENCE}::{module}"),
            None => REFERENCE.to_string(),
        };
        let from_here = chapters.iter().skip_while(|c| c.number != chapter.number);
        let functions = from_here
            .flat_map(|c| c.functions.iter().map(move |f| (module(c), f.clone())))
            .collect();
        let modules = chapters.iter().filter(|c| c.module.is_some()).map(module);
        Answers {
            functions,
            optional: ["drills", "challenges"]
                .map(|kind| format!("{REFERENCE}::{kind}::{}", chapter.crate_name())),
            modules: modules
                .chain(["drills", "challenges"].map(|kind| format!("{REFERENCE}::{kind}")))
                .collect(),
        }
    }

    /// The path `symbol` names, when it is one of the answers.
    fn named_by(&self, symbol: &str) -> Option<String> {
        let segments = segments(symbol);
        let (name, module) = segments.split_last()?;
        if module.first() != Some(&REFERENCE) {
            return None;
        }
        let module = module.join("::");
        let name = name.split('<').next().unwrap_or(name);
        let within = |path: &str| module == path || module.starts_with(&format!("{path}::"));
        let in_part_one = !self.modules.iter().any(|m| within(m));
        let answer = self.functions.iter().any(|(path, function)| {
            function == name && (within(path) && (path != REFERENCE || in_part_one))
        });
        let optional = self.optional.iter().any(|path| within(path));
        (answer || optional).then(|| format!("{module}::{name}"))
    }
}

/// A demangled path's segments, split at the `::` outside angle brackets (`<impl A for B>` is
/// one segment), without the closures and constants inside a function, which belong to it.
fn segments(path: &str) -> Vec<&str> {
    let (mut segments, mut depth, mut start) = (Vec::new(), 0i32, 0);
    let bytes = path.as_bytes();
    for (at, &byte) in bytes.iter().enumerate() {
        match byte {
            b'<' => depth += 1,
            b'>' => depth -= 1,
            b':' if depth == 0 && at > start && bytes.get(at + 1) == Some(&b':') => {
                segments.push(&path[start..at]);
                start = at + 2;
            }
            _ => {}
        }
    }
    segments.push(&path[start..]);
    while segments.last().is_some_and(|last| last.starts_with("{{")) {
        segments.pop();
    }
    segments
}

/// What the learner's own code in `library` calls or refers to: the symbols its relocations
/// name, from the code of the functions of the crate `learner` (its functions, closures and
/// generic instances), demangled without their hashes. The calls of the appended examples
/// ([`with_examples`]) are left out: they may call a challenge the learner left to the reference.
fn calls(library: &Path, learner: &str) -> Result<Vec<String>> {
    let bytes = std::fs::read(library).with_context(|| format!("reading {}", library.display()))?;
    let archive = ArchiveFile::parse(&*bytes)
        .with_context(|| format!("reading {} as a library", library.display()))?;
    let mut calls = Vec::new();
    for member in archive.members() {
        // The archive also holds the crate's metadata, which is not an object file.
        let Ok(object) = object::File::parse(member?.data(&*bytes)?) else {
            continue;
        };
        calls.extend(calls_in(&object, learner));
    }
    Ok(calls)
}

/// The symbols the code of `learner`'s functions in `object` refers to: each relocation is
/// the code of the function that starts at or before it, in its section.
fn calls_in(object: &object::File<'_>, learner: &str) -> Vec<String> {
    let name = |symbol: &object::Symbol<'_, '_>| -> String {
        let name = symbol.name().unwrap_or_default();
        format!("{:#}", rustc_demangle::demangle(name))
    };
    let ours = |path: &str| {
        let path = path.trim_start_matches('<');
        path.starts_with(&format!("{learner}::")) && !path.contains("__graded_examples")
    };
    let mut calls = Vec::new();
    for section in object.sections() {
        let mut starts: Vec<(u64, String)> = (object.symbols())
            .filter(|symbol| symbol.section_index() == Some(section.index()))
            .filter(|symbol| symbol.kind() == SymbolKind::Text)
            .map(|symbol| (symbol.address(), name(&symbol)))
            .collect();
        starts.sort();
        for (offset, relocation) in section.relocations() {
            let at = section.address() + offset;
            let owner = starts.iter().rev().find(|(start, _)| *start <= at);
            let RelocationTarget::Symbol(target) = relocation.target() else {
                continue;
            };
            if let (Some((_, owner)), Ok(target)) = (owner, object.symbol_by_index(target))
                && ours(owner)
            {
                calls.push(name(&target));
            }
        }
    }
    calls
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chapters::chapters;

    fn course() -> Vec<Exercise> {
        chapters(Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap()
    }

    fn answers(slug: &str) -> Answers {
        let chapters = course();
        let chapter = chapters.iter().find(|c| c.slug == slug).unwrap();
        Answers::from(&chapters, chapter)
    }

    /// Every generic function of every chapter is compiled into the learner's library: a
    /// worked example calls it, or one of the chapter's instances names it.
    #[test]
    fn every_generic_function_is_called_by_an_example_or_named_by_an_instance() {
        for chapter in course() {
            let stub = std::fs::read_to_string(chapter.stub_file()).unwrap();
            let stub = syn::parse_file(&stub).unwrap();
            for item in &stub.items {
                let syn::Item::Fn(function) = item else {
                    continue;
                };
                let name = function.sig.ident.to_string();
                if function.sig.generics.params.is_empty() || !chapter.functions.contains(&name) {
                    continue;
                }
                let example = chapter.examples.iter().any(|e| e.function == name);
                let at_a_type = format!("{name}::<");
                let named = |call: &String| {
                    call.starts_with(&at_a_type) || call.contains(&format!("({at_a_type}"))
                };
                let instance = chapter.instances.iter().any(named);
                assert!(example || instance, "{}: `{name}`", chapter.slug);
            }
        }
    }

    #[test]
    fn a_path_splits_at_the_colons_outside_angle_brackets() {
        let method = "ayoayo::search::games::<impl ayoayo::search::GameTree for ayoayo::oware::Position>::moves";
        assert_eq!(
            segments(method),
            [
                "ayoayo",
                "search",
                "games",
                "<impl ayoayo::search::GameTree for ayoayo::oware::Position>",
                "moves"
            ]
        );
        assert_eq!(
            segments("ayoayo::search::negamax::{{closure}}"),
            ["ayoayo", "search", "negamax"]
        );
    }

    /// A drill's solution is built beside the reference's functions for its chapter, so only
    /// the chapter's model answers are what it may not call.
    #[test]
    fn for_a_drill_only_the_chapter_s_model_answers_are_named() {
        let chapters = course();
        let sow = chapters.iter().find(|c| c.slug == "sow").unwrap();
        let drills = Answers::from(&[], sow);
        let named = |symbol: &str| drills.named_by(symbol);
        assert!(named("ayoayo::drills::sow::sow_each").is_some());
        assert!(named("ayoayo::challenges::sow::sow_clockwise").is_some());
        assert_eq!(
            named("ayoayo::sow::sow"),
            None,
            "the lab's, the reference's here"
        );
        assert_eq!(named("ayoayo::relay::relay_sow"), None);
        assert_eq!(named("ayoayo::drills::scoop::total"), None);
    }

    #[test]
    fn the_chapter_s_and_later_answers_are_named_and_earlier_ones_are_not() {
        let sow = answers("sow");
        let named = |symbol: &str| sow.named_by(symbol);
        assert_eq!(
            named("ayoayo::sow::sow").as_deref(),
            Some("ayoayo::sow::sow")
        );
        assert!(
            named("ayoayo::relay::relay_sow").is_some(),
            "a later chapter"
        );
        assert!(named("ayoayo::challenges::sow::sow_clockwise").is_some());
        assert!(
            named("ayoayo::drills::sow::a_drill").is_some(),
            "the drills' answers"
        );
        assert_eq!(
            named("ayoayo::drills::scoop::total"),
            None,
            "an earlier chapter's drill"
        );
        assert!(named("ayoayo::challenges::sow::helper::{{closure}}").is_some());
        // The earlier chapters' functions, the types' methods, other
        // crates' and the learner's own are all allowed.
        assert_eq!(named("ayoayo::distribute::distribute"), None);
        assert_eq!(named("ayoayo::board::Board::new"), None);
        assert_eq!(
            named("ayoayo::awari::sow").as_deref(),
            Some("ayoayo::awari::sow")
        );
        assert_eq!(named("sow::sow"), None);
        assert_eq!(named("core::ptr::drop_in_place<ayoayo::sow::sow>"), None);
        let kalah = answers("kalah");
        assert!(kalah.named_by("ayoayo::kalah::distribute").is_some());
        assert_eq!(kalah.named_by("ayoayo::distribute::distribute"), None);
        assert_eq!(
            kalah.named_by("ayoayo::awari::sow"),
            None,
            "an earlier chapter"
        );
    }

    #[test]
    fn the_examples_are_appended_and_move_no_line_of_the_file() {
        let chapters = course();
        let perft = chapters.iter().find(|c| c.slug == "perft").unwrap();
        let source = b"pub fn perft() {}\n";
        let built = String::from_utf8(with_examples(perft, source)).unwrap();
        assert!(built.starts_with("pub fn perft() {}\n"));
        assert!(
            built.contains("let _ = perft(ayoayo::tree::ENDING, 3);"),
            "{built}"
        );
        assert!(syn::parse_file(&built).is_ok(), "{built}");
    }

    #[test]
    fn every_function_of_the_chapter_must_be_written_in_the_file() {
        let chapters = course();
        let sow = chapters.iter().find(|c| c.slug == "sow").unwrap();
        let written = "use ayoayo::Board;\npub fn sow(b: Board) -> Board { b }\n";
        assert_eq!(not_written_here(sow, written), None);
        let reexported = "pub use ayoayo::sow;\n";
        assert_eq!(not_written_here(sow, reexported).as_deref(), Some("sow"));
        let in_a_module = "mod inner { pub fn sow() {} }\npub use inner::sow;\n";
        assert_eq!(not_written_here(sow, in_a_module).as_deref(), Some("sow"));
    }
}
