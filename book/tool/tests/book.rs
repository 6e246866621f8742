//! Checks of the book: every `{{#include}}` points at a file and anchor that exist, every
//! public function of the reference is shown somewhere, and the book builds as `ayoayo-book`
//! builds it, with its ```` ```ayoayo ```` pictures drawn in-process, and fails to build when a
//! picture's block is wrong; its sidebar and page titles number the chapters as the course model
//! does, and the Pages workflow publishes it with the mdBook it is built with here.
//!
//! Both editions are built: the teacher's has every page, the learner's has none of the
//! teacher's kit (`src/teachers/`), no teacher notes and no line of their text, and neither has
//! a link to a page or anchor that is not there. The Pages workflow publishes the learner's.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

use ayoayo_book::{Edition, with_pictures};
use ayoayo_course::learner_file::LearnerFile;
use ayoayo_course::workshop::scratch::copy_tree;
use course_model::Course;
use mdbook_driver::MDBook;
use mdbook_driver::config::Config;

mod common;

use common::{files_ending, root, scratch, site};

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

/// Every file under `dir`, in its subfolders too; none when there is no `dir`.
fn all_files(dir: &Path) -> Vec<PathBuf> {
    let entries = fs::read_dir(dir).into_iter().flatten();
    entries
        .map(|entry| entry.unwrap().path())
        .flat_map(|path| match path.is_dir() {
            true => all_files(&path),
            false => vec![path],
        })
        .collect()
}

/// The pages SUMMARY.md names, as paths under `src/` without `.md` (`teachers/rubrics`).
fn summary_pages() -> Vec<String> {
    let summary = fs::read_to_string(root().join("book/src/SUMMARY.md")).unwrap();
    summary
        .split("](")
        .skip(1)
        .filter_map(|rest| Some(rest.split_once(".md)")?.0.to_string()))
        .collect()
}

/// Whether a page of the summary (a path under `src/`) is in the teacher's kit.
fn is_kit_page(page: &str) -> bool {
    page.starts_with("teachers/")
}

#[test]
fn the_book_builds() {
    // The teacher's edition is the whole book.
    let out = site(Edition::Teacher);
    // Every page the summary names is built: a summary mdBook reads differently from how it
    // looks (a nested list among the prefix chapters) drops pages without an error.
    let missing: Vec<String> = summary_pages()
        .into_iter()
        .map(|page| format!("{page}.html"))
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
    for edition in [Edition::Learner, Edition::Teacher] {
        let wrong = numbering_problems(site(edition));
        assert!(
            wrong.is_empty(),
            "the {edition}'s edition numbers its pages unlike exercises/course.toml:\n{}",
            wrong.join("\n")
        );
    }
}

/// Where the built `site` numbers a page unlike the course model.
fn numbering_problems(site: &Path) -> Vec<String> {
    let course = Course::load(&root()).expect("reading the course model");
    let links = sidebar(site);
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
    wrong
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
        error.contains("1 problem in the book's pages"),
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

#[test]
fn the_published_book_is_the_learner_s_edition() {
    let config = Config::from_disk(root().join("book/book.toml")).unwrap();
    let edition: Option<String> = config.get("preprocessor.ayoayo.edition").unwrap();
    assert_eq!(
        edition.as_deref(),
        Some("learner"),
        "book.toml should build the learner's edition unless told otherwise"
    );
    let workflow = fs::read_to_string(root().join(".github/workflows/pages.yml")).unwrap();
    assert!(
        !workflow.contains("MDBOOK_PREPROCESSOR__AYOAYO__EDITION"),
        "the Pages workflow should publish book.toml's edition, the learner's"
    );
}

#[test]
fn the_learner_s_edition_has_every_page_but_the_teacher_s_kit() {
    let learner = site(Edition::Learner);
    let missing: Vec<String> = summary_pages()
        .into_iter()
        .filter(|page| !is_kit_page(page))
        .map(|page| format!("{page}.html"))
        .filter(|html| !learner.join(html).exists())
        .collect();
    assert!(
        missing.is_empty(),
        "learners' pages of SUMMARY.md not built: {missing:?}"
    );
    let leaks = leaks(learner, site(Edition::Teacher));
    assert!(
        leaks.is_empty(),
        "the learner's edition shows what only the teacher's should:\n{}",
        leaks.join("\n")
    );
}

/// The check above can fail: run on the teacher's edition, it finds every kind of leak.
#[test]
fn the_leak_check_finds_the_kit_and_the_notes_in_the_teacher_s_edition() {
    let teacher = site(Edition::Teacher);
    let leaks = leaks(teacher, teacher);
    for kind in [
        "a file of the kit: teachers/",
        "teacher notes in 01-scoop.html",
        "the sidebar links to teachers/",
        "the sidebar has the kit's part title",
        "text of teachers/answers-part-1.html",
        "text of the teacher notes of 03-sow.html",
    ] {
        assert!(
            leaks.iter().any(|leak| leak.starts_with(kind)),
            "no leak found of the kind {kind:?}: {leaks:#?}"
        );
    }
}

/// What `site` shows that only the teacher's edition should, using `teacher`, the teacher's
/// edition, for the text that is the teacher's alone: files of the kit, teacher notes, sidebar
/// links and part titles of the kit, and any line of their text (of 50 characters or more: a
/// line that long is no coincidence).
fn leaks(site: &Path, teacher: &Path) -> Vec<String> {
    let mut leaks = Vec::new();
    let pages = files_ending(site, "html");
    let name = |page: &Path| page.strip_prefix(site).unwrap().display().to_string();
    // Any file: mdBook copies every file of src/ that is not Markdown into the site, whatever
    // the edition, so a picture or a PDF in src/teachers/ would be published with the learner's.
    for file in all_files(&site.join("teachers")) {
        leaks.push(format!("a file of the kit: {}", name(&file)));
    }
    for page in &pages {
        if fs::read_to_string(page).unwrap().contains(TEACHER_NOTES) {
            leaks.push(format!("teacher notes in {}", name(page)));
        }
    }
    for (link, _) in sidebar(site) {
        if link.starts_with("teachers/") {
            leaks.push(format!("the sidebar links to {link}"));
        }
    }
    let toc = fs::read_to_string(site.join("toc.html")).unwrap();
    for title in kit_part_titles() {
        if part_titles(&toc).contains(&title) {
            leaks.push(format!("the sidebar has the kit's part title {title:?}"));
        }
    }
    // Every line of the site's text, and the teacher's own text, line by line.
    let shown: HashSet<String> = pages
        .iter()
        .flat_map(|page| text_lines(&fs::read_to_string(page).unwrap()))
        .collect();
    for (whose, lines) in teachers_text(teacher) {
        let leaked = lines.into_iter().find(|line| shown.contains(line));
        if let Some(line) = leaked {
            leaks.push(format!("text of {whose}: {line:?}"));
        }
    }
    leaks
}

/// How a teacher-notes block starts in a built page.
const TEACHER_NOTES: &str = r#"<details class="teacher-notes">"#;

/// The text that is the teacher's edition's alone, as (whose, its lines as [`text_lines`] reads
/// them): the content of each page of the kit, and each teacher-notes block of the other pages,
/// without the lines that the teacher's edition also shows outside of them (a kit page may quote
/// a chapter).
fn teachers_text(teacher: &Path) -> Vec<(String, Vec<String>)> {
    let mut found = Vec::new();
    let mut public = HashSet::new();
    for page in files_ending(teacher, "html") {
        let name = page.strip_prefix(teacher).unwrap().display().to_string();
        // print.html repeats every page.
        if name == "print.html" {
            continue;
        }
        let html = fs::read_to_string(&page).unwrap();
        if name.starts_with("teachers/") {
            let main = html.split_once("<main>").map_or("", |(_, main)| main);
            let main = main.split_once("</main>").map_or(main, |(main, _)| main);
            found.push((name, text_lines(main)));
            continue;
        }
        let mut rest = html.as_str();
        while let Some(at) = rest.find(TEACHER_NOTES) {
            let block = details_block(&rest[at..]);
            public.extend(text_lines(&rest[..at]));
            found.push((format!("the teacher notes of {name}"), text_lines(block)));
            rest = &rest[at + block.len()..];
        }
        public.extend(text_lines(rest));
    }
    for (_, lines) in &mut found {
        lines.retain(|line| !public.contains(line));
    }
    found
}

/// The `<details>` element `html` starts with, up to its matching `</details>` (or the end).
fn details_block(html: &str) -> &str {
    let mut depth = 0;
    let mut at = 0;
    while let Some(found) = html[at..].find("details") {
        at += found;
        if html[..at].ends_with("</") {
            depth -= 1;
            if depth == 0 {
                return &html[..at + "details>".len()];
            }
        } else if html[..at].ends_with('<') {
            depth += 1;
        }
        at += "details".len();
    }
    html
}

/// The lines of prose of a piece of HTML, without its tags, trimmed, of 50 characters or more.
/// Code is left out: the book includes it from the course's crates, and the kit and a chapter
/// may show the same lines of a file.
fn text_lines(html: &str) -> Vec<String> {
    let mut prose = String::new();
    let mut rest = html;
    while let Some((before, code)) = rest.split_once("<pre") {
        prose.push_str(before);
        rest = code.split_once("</pre>").map_or("", |(_, after)| after);
    }
    prose.push_str(rest);
    without_tags(&prose)
        .lines()
        .map(str::trim)
        .filter(|line| line.chars().count() >= 50)
        .map(String::from)
        .collect()
}

/// The part titles of SUMMARY.md whose numbered chapters are all pages of the kit.
fn kit_part_titles() -> Vec<String> {
    let summary = fs::read_to_string(root().join("book/src/SUMMARY.md")).unwrap();
    let mut titles = Vec::new();
    for part in summary.split("\n# ").skip(1) {
        let (title, body) = part.split_once('\n').unwrap_or((part, ""));
        let links: Vec<&str> = body
            .lines()
            .filter(|line| line.trim_start().starts_with("- ["))
            .filter_map(|line| line.split_once("](").map(|(_, rest)| rest))
            .collect();
        if !links.is_empty() && links.iter().all(|link| is_kit_page(link)) {
            titles.push(title.trim().to_string());
        }
    }
    assert!(!titles.is_empty(), "SUMMARY.md has no part for the kit");
    titles
}

/// The part titles of a built sidebar, their HTML entities read.
fn part_titles(toc: &str) -> Vec<String> {
    toc.split(r#"<li class="part-title">"#)
        .skip(1)
        .filter_map(|rest| rest.split_once("</li>"))
        .map(|(title, _)| {
            title
                .replace("&#39;", "'")
                .replace("&#x27;", "'")
                .replace("&amp;", "&")
        })
        .collect()
}

#[test]
fn no_link_of_either_edition_leads_to_a_missing_page_or_anchor() {
    for edition in [Edition::Learner, Edition::Teacher] {
        let dead = dead_links(site(edition));
        assert!(
            dead.is_empty(),
            "dead links in the {edition}'s edition:\n{}",
            dead.join("\n")
        );
    }
}

/// Every `href` and `src` of the built `site`'s pages that leads inside the site to a file that
/// is not there, or to an anchor its page does not have.
fn dead_links(site: &Path) -> Vec<String> {
    let mut dead = Vec::new();
    let mut ids = std::collections::HashMap::new();
    for page in files_ending(site, "html") {
        let html = fs::read_to_string(&page).unwrap();
        let name = page.strip_prefix(site).unwrap().display().to_string();
        // A page with a <base> (the 404 page) resolves its links from there.
        let base = match html.split_once("<base href=\"") {
            Some((_, rest)) => site.join(rest.split('"').next().unwrap().trim_start_matches('/')),
            None => page.parent().unwrap().to_path_buf(),
        };
        for link in attributes(&html, "href").chain(attributes(&html, "src")) {
            let is_outside = link.contains("://")
                || ["mailto:", "javascript:", "data:", "{"]
                    .iter()
                    .any(|scheme| link.starts_with(scheme));
            if is_outside || link.is_empty() {
                continue;
            }
            let (file, anchor) = link.split_once('#').unwrap_or((link, ""));
            let file = file.split('?').next().unwrap();
            let target = if file.is_empty() {
                page.clone()
            } else if let Some(from_root) = file.strip_prefix('/') {
                site.join(from_root)
            } else {
                base.join(file)
            };
            let target = if target.is_dir() {
                target.join("index.html")
            } else {
                target
            };
            if !target.exists() {
                dead.push(format!("{name}: {link} (no such file)"));
                continue;
            }
            let is_page = target.extension().is_some_and(|ext| ext == "html");
            if anchor.is_empty() || !is_page {
                continue;
            }
            let target = target.canonicalize().unwrap();
            let known: &HashSet<String> = ids.entry(target.clone()).or_insert_with(|| {
                let html = fs::read_to_string(&target).unwrap();
                attributes(&html, "id").map(String::from).collect()
            });
            if !known.contains(anchor) {
                dead.push(format!("{name}: {link} (no such anchor)"));
            }
        }
    }
    dead
}

/// The values of every `name="..."` attribute in `html`.
fn attributes<'a>(html: &'a str, name: &str) -> impl Iterator<Item = &'a str> {
    let pattern = format!(" {name}=\"");
    html.split(pattern.as_str())
        .skip(1)
        .filter_map(|rest| rest.split_once('"').map(|(value, _)| value))
        .collect::<Vec<_>>()
        .into_iter()
}

#[test]
fn links_to_the_kit_are_plain_text_in_the_learner_s_edition() {
    let page = "for-teachers.html";
    let read = |edition| fs::read_to_string(site(edition).join(page)).unwrap();
    let (learner, teacher) = (read(Edition::Learner), read(Edition::Teacher));
    let links = attributes(&teacher, "href")
        .filter(|link| link.starts_with("teachers/"))
        .count();
    assert!(
        links > 0,
        "the teacher's {page} links to no page of the kit"
    );
    assert_eq!(
        attributes(&learner, "href")
            .filter(|link| link.starts_with("teachers/"))
            .count(),
        0,
        "the learner's {page} links to the kit"
    );
    let marked = learner
        .matches(r#"<span class="teachers-edition" title="This page is in the teacher"#)
        .count();
    assert_eq!(
        marked, links,
        "each link to the kit in the teacher's {page} should be its text in the learner's, marked as the teacher's edition's"
    );
}
