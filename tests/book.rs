//! Checks of the book: every `{{#include}}` points at a file and anchor that exist, every
//! public function of the reference is shown somewhere, and the book builds with mdBook,
//! used as a library.

use std::fs;
use std::path::{Path, PathBuf};

use ayoayo_course::chapters::public_functions;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// One `{{#include path:anchor}}` found on a page.
struct Include {
    page: PathBuf,
    path: String,
    anchor: Option<String>,
}

/// Every include on every page of `book/src`.
fn includes() -> Vec<Include> {
    let mut found = Vec::new();
    for entry in fs::read_dir(root().join("book/src")).unwrap() {
        let page = entry.unwrap().path();
        if page.extension().is_none_or(|ext| ext != "md") {
            continue;
        }
        let text = fs::read_to_string(&page).unwrap();
        for (_, rest) in text
            .match_indices("{{#include ")
            .map(|(at, _)| text.split_at(at))
        {
            let target = &rest["{{#include ".len()..rest.find("}}").unwrap()];
            let (path, anchor) = match target.trim().split_once(':') {
                Some((path, anchor)) => (path, Some(anchor.to_string())),
                None => (target.trim(), None),
            };
            let path = path.to_string();
            found.push(Include {
                page: page.clone(),
                path,
                anchor,
            });
        }
    }
    found
}

/// The text an include brings into the page, or why it cannot.
fn resolve(include: &Include) -> Result<String, String> {
    let file = include.page.parent().unwrap().join(&include.path);
    let text = fs::read_to_string(&file).map_err(|_| format!("no file {}", include.path))?;
    let Some(anchor) = &include.anchor else {
        return Ok(text);
    };
    if anchor.parse::<usize>().is_ok() || anchor.contains(':') {
        return Err(format!(
            "{}: use a named anchor, not line numbers",
            include.path
        ));
    }
    let start = format!("ANCHOR: {anchor}");
    let end = format!("ANCHOR_END: {anchor}");
    let region: Vec<&str> = text
        .lines()
        .skip_while(|line| !line.trim_end().ends_with(&start))
        .skip(1)
        .take_while(|line| !line.trim_end().ends_with(&end))
        .collect();
    if !text.lines().any(|line| line.trim_end().ends_with(&start)) {
        return Err(format!("{} has no anchor `{anchor}`", include.path));
    }
    Ok(region.join("\n"))
}

#[test]
fn every_include_resolves_to_a_file_and_anchor() {
    let includes = includes();
    assert!(!includes.is_empty(), "the book includes no code at all");
    let problems: Vec<String> = includes
        .iter()
        .filter_map(|include| {
            let page = include.page.file_name().unwrap().to_string_lossy();
            resolve(include).err().map(|why| format!("{page}: {why}"))
        })
        .collect();
    assert!(
        problems.is_empty(),
        "broken includes:\n{}",
        problems.join("\n")
    );
}

#[test]
fn every_public_function_of_the_reference_is_shown_in_the_book() {
    let shown: String = includes().iter().filter_map(|i| resolve(i).ok()).collect();
    let mut missing = Vec::new();
    for entry in fs::read_dir(root().join("solutions/src")).unwrap() {
        let file = entry.unwrap().path();
        let source = fs::read_to_string(&file).unwrap();
        for name in public_functions(&source) {
            if !shown.contains(&format!("pub fn {name}(")) {
                let file = file.file_name().unwrap().to_string_lossy().into_owned();
                missing.push(format!("{name} (solutions/src/{file})"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "not shown in the book: {}",
        missing.join(", ")
    );
}

#[test]
fn the_book_builds() {
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("book");
    let mut book = mdbook_driver::MDBook::load(root().join("book")).expect("loading the book");
    book.config.build.build_dir = out.clone();
    book.build().expect("building the book");
    let first_chapter = fs::read_to_string(out.join("01-scoop.html")).expect("no chapter 1 page");
    assert!(
        first_chapter.contains("pub fn scoop("),
        "chapter 1 does not show the included scoop code"
    );
}
