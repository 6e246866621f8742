//! Checks of the book: every `{{#include}}` points at a file and anchor that exist, every
//! public function of the reference is shown somewhere, and the book builds as `ayoayo-book`
//! builds it, with its ```` ```ayoayo ```` pictures drawn in-process, and fails to build when a
//! picture's block is wrong; its sidebar and page titles number the chapters as the course model
//! does, and the Pages workflow publishes it with the mdBook it is built with here.

use std::fs;
use std::path::{Path, PathBuf};

use ayoayo_book::with_pictures;
use ayoayo_course::learner_file::LearnerFile;
use ayoayo_course::scratch::copy_tree;
use course_model::Course;
use mdbook_driver::MDBook;
use mdbook_driver::config::Config;

fn root() -> PathBuf {
    ayoayo_book::workspace()
}

/// One `{{#include path:anchor}}` found on a page.
struct Include {
    page: PathBuf,
    path: String,
    anchor: Option<String>,
}

/// Every include on every page of `book/src`, the teacher's kit in `teachers/` included.
fn includes() -> Vec<Include> {
    let mut found = Vec::new();
    for page in files_ending(&root().join("book/src"), "md") {
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
    let src = root().join("solutions/src");
    for file in files_ending(&src, "rs") {
        let source = fs::read_to_string(&file).unwrap();
        for name in LearnerFile::parse(&source).unwrap().public_functions() {
            // A generic function's name is followed by its parameters' `<`.
            let signature = |after: char| format!("pub fn {name}{after}");
            if !shown.contains(&signature('(')) && !shown.contains(&signature('<')) {
                let file = file.strip_prefix(&src).unwrap().display();
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

/// Every file under `dir` whose extension is `ext`, in its subfolders too.
fn files_ending(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let entries = fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path());
    entries
        .flat_map(|path| match path.is_dir() {
            true => files_ending(&path, ext),
            false => vec![path]
                .into_iter()
                .filter(|p| p.extension().is_some_and(|e| e == ext))
                .collect(),
        })
        .collect()
}

/// A fresh folder for this test under Cargo's scratch space for integration tests.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// The course's book, built as `ayoayo-book` builds it into a fresh scratch folder `name`.
fn built_book(name: &str) -> PathBuf {
    let out = scratch(name);
    let mut book = with_pictures(MDBook::load(root().join("book")).expect("loading the book"));
    book.config.build.build_dir = out.clone();
    book.build().expect("building the book");
    out
}

#[test]
fn the_book_builds() {
    let out = built_book("book");
    // Every page the summary names is built: a summary mdBook reads differently from how it
    // looks (a nested list among the prefix chapters) drops pages without an error.
    let summary = fs::read_to_string(root().join("book/src/SUMMARY.md")).unwrap();
    let pages = summary
        .split("](")
        .skip(1)
        .filter_map(|rest| rest.split_once(".md)"));
    let missing: Vec<String> = pages
        .map(|(page, _)| format!("{page}.html"))
        .filter(|html| !out.join(html).exists())
        .collect();
    assert!(
        missing.is_empty(),
        "pages in SUMMARY.md but not built: {missing:?}"
    );
    let first_chapter = fs::read_to_string(out.join("01-scoop.html")).expect("no chapter 1 page");
    assert!(
        first_chapter.contains("pub fn scoop("),
        "chapter 1 does not show the included scoop code"
    );
    assert!(
        first_chapter.contains(r#"<figure class="ayoayo-board"#),
        "chapter 1 has no board drawn from an ```ayoayo block"
    );
    assert!(
        !first_chapter.contains("language-ayoayo"),
        "an ```ayoayo block was left as code"
    );
    // mdBook names copied files by content hash: `assets/ayoayo-5ac659d8.css`.
    for ext in ["js", "css"] {
        let copied = fs::read_dir(out.join("assets"))
            .into_iter()
            .flatten()
            .flatten()
            .map(|entry| entry.file_name().to_string_lossy().into_owned())
            .find(|name| name.starts_with("ayoayo") && name.ends_with(&format!(".{ext}")));
        let Some(copied) = copied else {
            panic!("the book's ayoayo.{ext} was not copied into the built book")
        };
        assert!(
            first_chapter.contains(&format!("assets/{copied}")),
            "chapter 1 does not load {copied}"
        );
    }
}

/// The links of the built book's sidebar, in order, as (page, the text a reader sees: mdBook's
/// own section numbers included). mdBook writes the same sidebar into `toc.html` and into the
/// script every page loads (`toc-HASH.js`).
fn sidebar(site: &Path) -> Vec<(String, String)> {
    let toc = fs::read_to_string(site.join("toc.html")).expect("the built book has no toc.html");
    toc.split("<a href=\"")
        .skip(1)
        .filter_map(|link| {
            let (page, rest) = link.split_once('"')?;
            let (html, _) = rest.split_once('>')?.1.split_once("</a>")?;
            Some((page.to_string(), without_tags(html)))
        })
        .collect()
}

/// The text of a piece of HTML: `<strong>14.</strong> Alpha-beta` reads `14. Alpha-beta`.
fn without_tags(html: &str) -> String {
    let mut parts = html.split('<');
    let first = parts.next().unwrap_or_default();
    let rest = parts.map(|part| part.split_once('>').map_or("", |(_, text)| text));
    std::iter::once(first).chain(rest).collect()
}

#[test]
fn the_sidebar_and_the_page_titles_number_the_chapters_as_the_course_does() {
    let site = built_book("book-numbers");
    let course = Course::load(&root()).expect("reading the course model");
    let links = sidebar(&site);
    let mut wrong = Vec::new();
    for chapter in &course.chapters {
        let page = format!("{}.html", chapter.folder_name());
        let numbered = format!("{}. {}", chapter.number, chapter.title);
        let shown = links.iter().find(|(link, _)| *link == page);
        match shown.map(|(_, text)| text) {
            Some(text) if *text == numbered => {}
            Some(text) => wrong.push(format!(
                "the sidebar shows {page} as {text:?}, not {numbered:?}"
            )),
            None => wrong.push(format!("the sidebar has no link to {page}")),
        }
        let html = fs::read_to_string(site.join(&page)).unwrap();
        if !html.contains(&format!("<title>{numbered} - ")) {
            wrong.push(format!("{page}'s <title> does not begin {numbered:?}"));
        }
    }
    // Any other page showing a number would be a number the course does not have.
    let is_chapter = |page: &str| {
        course
            .chapters
            .iter()
            .any(|c| page == format!("{}.html", c.folder_name()))
    };
    for (page, text) in links.iter().filter(|(page, _)| !is_chapter(page)) {
        if text.starts_with(|c: char| c.is_ascii_digit()) {
            wrong.push(format!(
                "the sidebar numbers {page}, not a chapter of the course: {text:?}"
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "the book numbers its pages unlike exercises/course.toml:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_pictures_are_drawn_in_process_not_by_the_command_in_book_toml() {
    // Point book.toml's command at a program that does not exist: building still works only
    // if the registered preprocessor replaced it.
    let book_root = root().join("book");
    let mut config = Config::from_disk(book_root.join("book.toml")).unwrap();
    config
        .set("preprocessor.ayoayo.command", "./no-such-preprocessor")
        .unwrap();
    let load = || MDBook::load_with_config(&book_root, config.clone()).unwrap();

    let out = scratch("book-in-process");
    let mut book = with_pictures(load());
    book.config.build.build_dir = out.clone();
    book.build()
        .expect("the in-process preprocessor should replace the command");

    let mut book = load();
    book.config.build.build_dir = scratch("book-command");
    assert!(
        book.build().is_err(),
        "without the in-process preprocessor, book.toml's command should run (and fail here)"
    );
}

/// Copies the book's pages and settings into `dir/book`, with what its teacher notes' mistakes
/// lists read beside it, as in the workspace: the course model `dir/exercises/course.toml` and
/// the typical mistakes in `dir/tests/mutants`. Returns the copy.
fn copy_book(dir: &Path) -> PathBuf {
    let (book, copy) = (root().join("book"), dir.join("book"));
    copy_tree(&book.join("book.toml"), &copy.join("book.toml")).unwrap();
    copy_tree(&book.join("src"), &copy.join("src")).unwrap();
    for beside in ["exercises/course.toml", "tests/mutants"] {
        copy_tree(&root().join(beside), &dir.join(beside)).unwrap();
    }
    copy
}

#[test]
fn a_bad_ayoayo_block_fails_the_build_naming_its_file_and_line() {
    let dir = copy_book(&scratch("broken-book"));
    let page = dir.join("src/03-sow.md");
    let bad_board = "board: 4 4 4 4 4 4 4 4 4 4 4\n";
    let text = fs::read_to_string(&page).unwrap() + "\n```ayoayo\n" + bad_board + "sow: 3\n```\n";
    fs::write(&page, &text).unwrap();
    let line = text[..text.find(bad_board).unwrap()].matches('\n').count() + 1;

    let mut book = with_pictures(MDBook::load(&dir).expect("loading the copy"));
    book.config.build.build_dir = dir.join("build");
    let error = format!(
        "{:#}",
        book.build().expect_err("a bad block must fail the build")
    );
    assert!(
        error.contains(&format!("03-sow.md:{line}: ayoayo block:")),
        "the error does not name 03-sow.md, line {line}: {error}"
    );
    assert!(
        error.contains("11 numbers"),
        "the error does not say what is wrong: {error}"
    );
    assert!(
        error.contains("1 ```ayoayo block cannot be drawn"),
        "the bad block should be the only error: {error}"
    );
}

#[test]
fn the_pages_workflow_installs_the_mdbook_the_book_is_built_with() {
    let lock = fs::read_to_string(root().join("Cargo.lock")).unwrap();
    let driver = lock
        .split("[[package]]")
        .find(|package| package.contains("name = \"mdbook-driver\"\n"))
        .expect("no mdbook-driver in Cargo.lock");
    let version = driver
        .lines()
        .find_map(|line| line.strip_prefix("version = \"")?.strip_suffix('"'))
        .expect("mdbook-driver has no version in Cargo.lock");
    let workflow = fs::read_to_string(root().join(".github/workflows/pages.yml")).unwrap();
    assert!(
        workflow.contains(&format!("tool: mdbook@{version}\n")),
        "the Pages workflow should install mdBook {version}, the version book/tool builds the book with"
    );
}
