//! The book never gives an exercise away: on every learner's page, the reference of each
//! function a chapter asks for (its `functions` and `challenges` in `exercises/course.toml`) is
//! included only folded, inside a `<details>` block, and only after the page's "## Your turn"
//! heading, as Parts I and II have always done. And each chapter page does show the reference of
//! each of its functions, folded and outside the teacher's notes, for the learner to compare with
//! once the tests pass: in the teacher's edition as it is, in the learner's as one line pointing
//! to `cargo run -- solution` (its reference blocks are `<details class="reference">`; the built
//! learner's edition is checked by `learner_edition.rs`).
//!
//! A reference is recognised by what the page includes, not by how the page names it: an
//! `{{#include file:anchor}}` of a file that holds the chapter's reference (the module
//! `course.toml` gives, the crate root when it gives none, `challenges::CRATE` for the
//! challenges) whose text defines `pub fn NAME`. The teacher's pages (`book/src/teachers/`)
//! are answer pages, and are not checked.

use std::fs;
use std::path::{Path, PathBuf};

use course_model::Course;

mod common;

use common::{challenge_file, function_files, root};

/// The heading after which a page may show its chapter's answers.
const YOUR_TURN: &str = "## Your turn";

/// One `{{#include path:anchor}}` on a page, where the page stands at that line.
struct Include {
    /// 1-based, as an editor counts.
    line: usize,
    /// The included file, resolved from the page's folder.
    file: PathBuf,
    anchor: Option<String>,
    /// Inside a `<details>` block (of any class).
    folded: bool,
    /// Inside a teacher's `<details class="teacher-notes">` block, which the learner's edition
    /// of the book leaves out.
    in_teacher_notes: bool,
    /// Below the page's "## Your turn" heading.
    after_your_turn: bool,
}

/// Every include of `page`, with where it stands. Code fences are not special: an include in a
/// fence is still text the reader sees.
fn includes(page: &Path) -> Vec<Include> {
    let text = fs::read_to_string(page).unwrap();
    let folder = page.parent().unwrap();
    // The `<details>` blocks open at this line, innermost last: whether each is teacher notes.
    let (mut open_details, mut after_your_turn) = (Vec::new(), false);
    let mut found = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if line.trim_end() == YOUR_TURN {
            after_your_turn = true;
        }
        // mdBook passes a line that starts with an HTML tag through as HTML; `<details>` written
        // inside prose or a code span is text, and folds nothing.
        let tag = line.trim_start();
        if tag.starts_with("<details") {
            open_details.push(tag.contains("teacher-notes"));
        }
        let folded = !open_details.is_empty();
        let in_teacher_notes = open_details.contains(&true);
        for (at, _) in line.match_indices("{{#include ") {
            let rest = &line[at + "{{#include ".len()..];
            let target = rest.split("}}").next().unwrap_or(rest).trim();
            let (path, anchor) = match target.split_once(':') {
                Some((path, anchor)) => (path, Some(anchor.to_string())),
                None => (target, None),
            };
            found.push(Include {
                line: index + 1,
                file: folder.join(path),
                anchor,
                folded,
                in_teacher_notes,
                after_your_turn,
            });
        }
        if tag.starts_with("</details>") {
            open_details.pop();
        }
    }
    found
}

/// The text an include brings in: the lines between `ANCHOR: name` and `ANCHOR_END: name`, or
/// the whole file; empty when the file or the anchor is missing (the book's own test reports
/// those).
fn included_text(include: &Include) -> String {
    let Ok(text) = fs::read_to_string(&include.file) else {
        return String::new();
    };
    let Some(anchor) = &include.anchor else {
        return text;
    };
    let (start, end) = (format!("ANCHOR: {anchor}"), format!("ANCHOR_END: {anchor}"));
    text.lines()
        .skip_while(|line| !line.trim_end().ends_with(&start))
        .skip(1)
        .take_while(|line| !line.trim_end().ends_with(&end))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether `text` defines the public function `name` (a generic one's name is followed by `<`).
fn defines(text: &str, name: &str) -> bool {
    [format!("pub fn {name}("), format!("pub fn {name}<")]
        .iter()
        .any(|signature| text.contains(signature))
}

/// One function a learner writes, and the files in which its reference may be found.
struct Exercise {
    chapter: u32,
    page: String,
    name: String,
    challenge: bool,
    files: Vec<PathBuf>,
}

/// Every function of the course, with where its reference lives.
fn exercises() -> Vec<Exercise> {
    let course = Course::load(&root()).expect("reading the course model");
    let mut all = Vec::new();
    for chapter in &course.chapters {
        let lists = [
            (&chapter.functions, false, function_files(chapter, &course)),
            (&chapter.challenges, true, vec![challenge_file(chapter)]),
        ];
        for (names, challenge, files) in lists {
            all.extend(names.iter().map(|name| Exercise {
                chapter: chapter.number,
                page: format!("{}.md", chapter.folder_name()),
                name: name.clone(),
                challenge,
                files: files.clone(),
            }));
        }
    }
    assert!(!all.is_empty(), "the course model lists no functions");
    all
}

/// The learner's pages: every page of `book/src` but the teacher's answer pages.
fn learner_pages() -> Vec<PathBuf> {
    let mut pages: Vec<PathBuf> = fs::read_dir(root().join("book/src"))
        .unwrap()
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    pages.sort();
    pages
}

/// Whether `include` brings in `exercise`'s reference.
fn shows(include: &Include, exercise: &Exercise) -> bool {
    let Ok(included) = fs::canonicalize(&include.file) else {
        return false;
    };
    let same_file = |file: &PathBuf| fs::canonicalize(file).is_ok_and(|file| file == included);
    exercise.files.iter().any(same_file) && defines(&included_text(include), &exercise.name)
}

#[test]
fn no_page_shows_a_learner_function_before_its_exercise_or_unfolded() {
    let exercises = exercises();
    let mut problems = Vec::new();
    for page in learner_pages() {
        let name = page.file_name().unwrap().to_string_lossy().into_owned();
        for include in includes(&page) {
            for exercise in exercises.iter().filter(|e| shows(&include, e)) {
                let mut wrong = Vec::new();
                if !include.after_your_turn {
                    wrong.push(format!("before \"{YOUR_TURN}\""));
                }
                if !include.folded {
                    wrong.push("outside a <details> block".to_string());
                }
                if !wrong.is_empty() {
                    let kind = if exercise.challenge {
                        "challenge"
                    } else {
                        "function"
                    };
                    problems.push(format!(
                        "{name}:{}: shows the reference of `{}` (chapter {}'s {kind}) {}",
                        include.line,
                        exercise.name,
                        exercise.chapter,
                        wrong.join(" and ")
                    ));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "a page gives an exercise away; fold the reference into a <details> block after \
         \"{YOUR_TURN}\":\n{}",
        problems.join("\n")
    );
}

#[test]
fn each_chapter_page_shows_its_functions_folded_after_your_turn() {
    let mut missing = Vec::new();
    for exercise in exercises().iter().filter(|e| !e.challenge) {
        let page = root().join("book/src").join(&exercise.page);
        let text = fs::read_to_string(&page).unwrap();
        if !text.lines().any(|line| line.trim_end() == YOUR_TURN) {
            missing.push(format!("{}: no \"{YOUR_TURN}\" heading", exercise.page));
            continue;
        }
        let includes = includes(&page);
        let folded = includes
            .iter()
            .any(|i| i.folded && !i.in_teacher_notes && i.after_your_turn && shows(i, exercise));
        if !folded {
            missing.push(format!(
                "{}: the reference of `{}` is not included, folded (not in teacher notes), after \"{YOUR_TURN}\"",
                exercise.page, exercise.name
            ));
        }
    }
    assert!(
        missing.is_empty(),
        "a chapter page does not let the learner compare with the reference:\n{}",
        missing.join("\n")
    );
}

#[test]
fn the_checks_see_an_include_as_the_book_does() {
    // A made-up page: one reference before the heading, one folded after it, one unfolded after,
    // one in teacher notes.
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("folding");
    fs::create_dir_all(&dir).unwrap();
    let page = dir.join("page.md");
    let sow = root().join("solutions/src/sow.rs");
    let include = format!("{{{{#include {}:sow}}}}", sow.display());
    let text = format!(
        "# A page\n\n{include}\n\n{YOUR_TURN}\n\n<details>\n<summary>x</summary>\n\n{include}\n\n\
         </details>\n\n{include}\n\n<details class=\"teacher-notes\">\n\n{include}\n\n</details>\n"
    );
    fs::write(&page, text).unwrap();
    let found: Vec<(usize, bool, bool, bool)> = includes(&page)
        .iter()
        .map(|i| (i.line, i.folded, i.in_teacher_notes, i.after_your_turn))
        .collect();
    assert_eq!(
        found,
        [
            (3, false, false, false),
            (10, true, false, true),
            (14, false, false, true),
            (18, true, true, true)
        ]
    );
    let sow_exercise = exercises()
        .into_iter()
        .find(|e| e.chapter == 3 && e.name == "sow")
        .expect("chapter 3 asks for sow");
    assert!(includes(&page).iter().all(|i| shows(i, &sow_exercise)));
}
