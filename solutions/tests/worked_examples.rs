//! The worked examples of `exercises/course.toml` (`[[chapter.example]]`, the calls
//! `cargo run -- trace` runs and the book draws) hold on the reference: every call compiles with
//! the chapter's functions taken from the reference, as `Chapter::reference_lib` hands them over,
//! and runs without a panic; and every call compiles against the chapter's stub, whose
//! signatures and types (Part IV's own) are the learner's. The calls are the tests of
//! `worked_example_calls.rs`, a test target of its own written from the course file by
//! [`render`]; a test here renders it again and compares, so the file cannot go stale. After changing an example, write it afresh with
//! `UPDATE_EXAMPLES=1 cargo test -p ayoayo --test worked_examples` (which builds without it, so
//! a call that no longer compiles is no obstacle), then run it with
//! `cargo test -p ayoayo --test worked_example_calls`.
//!
//! The model's own rules for examples are checked here too: names unique in their chapter and
//! in kebab case, each example calling one of its chapter's functions or challenges, and at least
//! two examples for every function the chapter asks to be written recursively.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use course_model::{Chapter, Course, Example};

/// The workspace: the parent of this package.
fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn course() -> Course {
    Course::load(&workspace()).expect("reading exercises/course.toml")
}

/// Where [`render`]'s text is kept, beside this file.
fn calls_file() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/worked_example_calls.rs")
}

/// The test target holding every chapter's examples: for each chapter with examples, a module
/// named by its crate, which brings in the reference's versions of the chapter's functions as
/// the traced program's `use CRATE::*;` does, and one test per example that makes its call.
/// `cargo fmt` leaves the modules as written, so each call reads as course.toml gives it.
fn render(course: &Course) -> String {
    let mut text = String::from(
        "//! Every worked example's call, with the chapter's functions from the reference. Written\n\
         //! from exercises/course.toml by `worked_examples.rs`: do not edit.\n",
    );
    for chapter in course.chapters.iter().filter(|c| !c.examples.is_empty()) {
        text.push_str(&render_chapter(chapter));
    }
    text
}

fn render_chapter(chapter: &Chapter) -> String {
    let lib: String = chapter
        .reference_lib()
        .lines()
        .map(|line| match line {
            "" => "\n".to_string(),
            _ => format!("        {line}\n"),
        })
        .collect();
    let tests: String = chapter.examples.iter().map(render_example).collect();
    format!(
        "\n#[rustfmt::skip]\nmod {crate_name} {{\n    \
         #[allow(unused_imports)]\n    mod chapter {{\n{lib}    }}\n    \
         use chapter::*;\n{tests}{stub}",
        crate_name = chapter.crate_name(),
        stub = render_stub_calls(chapter),
    )
}

/// The same calls made with the learner's signatures and types: the chapter's stub, taken in
/// as a module beside the chapter's, in place of the reference. They are compiled and never
/// run, since the stub answers `todo!()`; a call that compiles only with the reference's types
/// (a `Tree` of `ayoayo::tree` handed to the learner's `size`) fails here as in `trace`.
fn render_stub_calls(chapter: &Chapter) -> String {
    let crate_name = chapter.crate_name();
    let calls: String = chapter
        .examples
        .iter()
        .map(|example| {
            let name = example.name.replace('-', "_");
            format!("        fn {name}() {{ let _ = {}; }}\n", example.call)
        })
        .collect();
    format!(
        "\n    /// The calls against the stub's signatures and types, compiled only.\n    \
         #[allow(dead_code)]\n    mod stub {{\n        \
         use crate::{crate_name}_stub::*;\n{calls}    }}\n\
         }}\n\n#[rustfmt::skip]\n#[allow(dead_code, unused)]\n#[path = \"../../{learner_path}\"]\n\
         mod {crate_name}_stub;\n",
        learner_path = chapter.learner_path(),
    )
}

fn render_example(example: &Example) -> String {
    format!(
        "\n    /// `{function}`, example `{name}`.\n    #[test]\n    fn {test}() {{\n        \
         let _ = {call};\n    }}\n",
        function = example.function,
        name = example.name,
        test = example.name.replace('-', "_"),
        call = example.call,
    )
}

#[test]
fn the_calls_file_is_written_from_the_course_file() {
    let expected = render(&course());
    let path = calls_file();
    if std::env::var_os("UPDATE_EXAMPLES").is_some() {
        std::fs::write(&path, &expected).expect("writing worked_example_calls.rs");
    }
    let found = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        found == expected,
        "{} is not what exercises/course.toml's examples give: write it afresh with \
         `UPDATE_EXAMPLES=1 cargo test -p ayoayo --test worked_examples`",
        path.display()
    );
}

/// Whether `name` is kebab case, and so also a test's name once its dashes are underscores:
/// words of lower-case letters and digits joined by single dashes, the first starting with a letter.
fn is_kebab_case(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_lowercase())
        && name.split('-').all(|word| {
            !word.is_empty()
                && word
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

#[test]
fn kebab_case_is_lower_case_words_joined_by_dashes() {
    assert!(is_kebab_case("lap-past-skip"));
    assert!(is_kebab_case("ending-2"));
    for wrong in ["", "2-ply", "Lap", "lap_past", "lap--past", "-lap", "lap-"] {
        assert!(!is_kebab_case(wrong), "{wrong:?}");
    }
}

#[test]
fn example_names_are_kebab_case_and_unique_in_their_chapter() {
    for chapter in course().chapters {
        let mut seen = BTreeSet::new();
        for example in &chapter.examples {
            let name = &example.name;
            let folder = chapter.folder_name();
            assert!(
                is_kebab_case(name),
                "{folder}: example `{name}` is not kebab case"
            );
            assert!(
                seen.insert(name),
                "{folder}: two examples are named `{name}`"
            );
        }
    }
}

#[test]
fn every_example_calls_a_function_of_its_chapter() {
    for chapter in course().chapters {
        let functions = chapter.stub_functions();
        for example in &chapter.examples {
            assert!(
                functions.contains(&example.function),
                "{}: example `{}` is of `{}`, which is not one of the chapter's functions \
                 or challenges {functions:?}",
                chapter.folder_name(),
                example.name,
                example.function
            );
        }
    }
}

#[test]
fn every_recursive_function_has_at_least_two_examples() {
    for chapter in course().chapters {
        let recursive: BTreeSet<&String> = chapter
            .recursive
            .iter()
            .chain(&chapter.recursive_only)
            .collect();
        for function in recursive {
            let count = chapter
                .examples
                .iter()
                .filter(|example| &example.function == function)
                .count();
            assert!(
                count >= 2,
                "{}: `{function}` has {count} worked example(s), and needs two at least",
                chapter.folder_name()
            );
        }
    }
}
