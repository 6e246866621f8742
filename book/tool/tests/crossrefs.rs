//! Every cross-reference in the book's prose, checked against what it points at: "chapter N"
//! names a chapter of `exercises/course.toml` (with its title, in "chapter N (Title)"), "rule N"
//! a rule of `rules.md`, "chapter N's `f`" and "`f` (chapter N)" a function that chapter owns,
//! "the next chapter's `f`" the next chapter in `SUMMARY.md`, `f()` a function of the code, a
//! test named in prose (`examples::...`) a test of the exercises, and `page.md#anchor` a heading
//! of that page. The pages are read with the Markdown parser mdBook uses, so code blocks are not
//! prose; every failure names the page, the line and what is wrong.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::LazyLock;

use course_model::{Chapter, Course};
use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};
use regex::Regex;

fn root() -> PathBuf {
    ayoayo_book::workspace()
}

/// A run of prose (a paragraph, a heading, a list item's text, a table cell) as one string, its
/// inline code kept in backticks, and where in the page's source each piece of it came from.
struct Prose {
    text: String,
    /// (offset in `text`, offset in the page's source) at the start of each piece.
    origins: Vec<(usize, usize)>,
}

impl Prose {
    /// The byte of the page's source that `at` (an offset in `text`) came from.
    fn source_offset(&self, at: usize) -> usize {
        let i = self.origins.partition_point(|&(start, _)| start <= at);
        let (start, source) = self.origins[i.saturating_sub(1)];
        source + (at - start)
    }
}

/// A page of the book, or a chapter's hints, read as mdBook reads it.
struct Page {
    /// As the failure messages name it: `book/src/04-relay-sow.md`.
    name: String,
    source: String,
    prose: Vec<Prose>,
    /// The chapter the page belongs to, for "the next chapter" and unqualified test names.
    chapter: Option<u32>,
    /// Every code block's text, `{{#include}}`s resolved, and the inline code of the page.
    code: String,
}

impl Page {
    fn read(path: &Path, chapter: Option<u32>) -> Page {
        let source = fs::read_to_string(path).unwrap();
        let mut prose = Vec::new();
        let mut code = String::new();
        let mut current = Prose {
            text: String::new(),
            origins: Vec::new(),
        };
        let mut in_code_block = false;
        let flush = |current: &mut Prose, prose: &mut Vec<Prose>| {
            if !current.text.trim().is_empty() {
                prose.push(std::mem::replace(
                    current,
                    Prose {
                        text: String::new(),
                        origins: Vec::new(),
                    },
                ));
            } else {
                current.text.clear();
                current.origins.clear();
            }
        };
        let options = Options::ENABLE_TABLES | Options::ENABLE_FOOTNOTES;
        for (event, range) in Parser::new_ext(&source, options).into_offset_iter() {
            match event {
                Event::Start(Tag::CodeBlock(_)) => {
                    flush(&mut current, &mut prose);
                    in_code_block = true;
                }
                Event::End(TagEnd::CodeBlock) => in_code_block = false,
                Event::Text(text) if in_code_block => {
                    code.push_str(&resolve_includes(path, &text));
                    code.push('\n');
                }
                Event::Text(text) => {
                    current.origins.push((current.text.len(), range.start));
                    current.text.push_str(&text);
                }
                Event::Code(text) => {
                    // The source offset of the backtick, so a code span's line is its own.
                    current.origins.push((current.text.len(), range.start));
                    current.text.push('`');
                    current.text.push_str(&text);
                    current.text.push('`');
                    code.push_str(&text);
                    code.push('\n');
                }
                Event::SoftBreak | Event::HardBreak => {
                    current.origins.push((current.text.len(), range.start));
                    current.text.push(' ');
                }
                Event::Start(
                    Tag::Paragraph
                    | Tag::Heading { .. }
                    | Tag::Item
                    | Tag::TableCell
                    | Tag::BlockQuote(_)
                    | Tag::FootnoteDefinition(_),
                )
                | Event::End(
                    TagEnd::Paragraph
                    | TagEnd::Heading(_)
                    | TagEnd::Item
                    | TagEnd::TableCell
                    | TagEnd::BlockQuote(_)
                    | TagEnd::FootnoteDefinition,
                )
                | Event::Html(_) => flush(&mut current, &mut prose),
                _ => {}
            }
        }
        flush(&mut current, &mut prose);
        let name = path
            .strip_prefix(root())
            .unwrap()
            .to_string_lossy()
            .into_owned();
        Page {
            name,
            source,
            prose,
            chapter,
            code,
        }
    }

    /// The line of the page's source that `at` in `prose` came from.
    fn line(&self, prose: &Prose, at: usize) -> usize {
        let offset = prose.source_offset(at).min(self.source.len());
        self.source[..offset].matches('\n').count() + 1
    }
}

/// A code block's text with its `{{#include file:anchor}}` lines replaced by the whole file
/// (the anchor's region is in it; more is harmless for "is this name shown").
fn resolve_includes(page: &Path, block: &str) -> String {
    let mut out = String::new();
    for line in block.lines() {
        match line.trim().strip_prefix("{{#include ") {
            Some(rest) => {
                let target = rest.trim_end_matches("}}").trim();
                let file = target.split(':').next().unwrap();
                let path = page.parent().unwrap().join(file);
                out.push_str(&fs::read_to_string(path).unwrap_or_default());
            }
            None => out.push_str(line),
        }
        out.push('\n');
    }
    out
}

/// Every file under `dir` whose name ends with `ext`, in its subfolders too, sorted.
fn files_ending(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let Ok(entries) = fs::read_dir(dir) else {
        return found;
    };
    for path in entries.map(|entry| entry.unwrap().path()) {
        if path.is_dir() {
            found.extend(files_ending(&path, ext));
        } else if path.extension().is_some_and(|e| e == ext) {
            found.push(path);
        }
    }
    found.sort();
    found
}

/// What the references may point at: the course, the rules, the pages' order and headings, and
/// the code.
struct World {
    course: Course,
    /// Rule numbers of `rules.md` with each rule's bold name ("Start", "Move"...).
    rules: BTreeMap<u32, String>,
    /// The pages of `SUMMARY.md` in order, as paths under `book/src`.
    order: Vec<String>,
    /// Every page, keyed by its path under `book/src`, and the hints.
    pages: BTreeMap<String, Page>,
    hints: Vec<Page>,
    /// Every function defined in the workspace's Rust code (`fn name`).
    functions: BTreeSet<String>,
    /// Every identifier that occurs in the workspace's Rust code.
    words: BTreeSet<String>,
    /// Every test of the exercises: (chapter, module, test name).
    tests: BTreeSet<(u32, String, String)>,
    /// The chapters' exercise folders' Rust code and the chapter pages' code, by chapter.
    chapter_code: BTreeMap<u32, String>,
}

static WORD: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"[A-Za-z_][A-Za-z0-9_]*").unwrap());
static FN: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\bfn\s+([A-Za-z_][A-Za-z0-9_]*)").unwrap());

impl World {
    fn load() -> World {
        let root = root();
        let course = Course::load(&root).expect("reading the course model");
        let src = root.join("book/src");
        let chapter_of_page = |file: &str| {
            course
                .chapters
                .iter()
                .find(|c| file == format!("{}.md", c.folder_name()))
                .map(|c| c.number)
        };
        let mut pages = BTreeMap::new();
        for path in files_ending(&src, "md") {
            let key = path
                .strip_prefix(&src)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            if key == "SUMMARY.md" {
                continue;
            }
            let page = Page::read(&path, chapter_of_page(&key));
            pages.insert(key, page);
        }
        let hints = course
            .chapters
            .iter()
            .map(|c| {
                let path = root.join("exercises").join(c.folder_name());
                Page::read(&path.join("course/hints.md"), Some(c.number))
            })
            .collect();
        let summary = fs::read_to_string(src.join("SUMMARY.md")).unwrap();
        let order = Parser::new(&summary)
            .filter_map(|event| match event {
                Event::Start(Tag::Link { dest_url, .. }) => Some(dest_url.into_string()),
                _ => None,
            })
            .collect();

        let mut functions = BTreeSet::new();
        let mut words = BTreeSet::new();
        let mut tests = BTreeSet::new();
        let mut chapter_code = BTreeMap::new();
        for folder in [
            "solutions",
            "src",
            "tests",
            "exercises",
            "book/preprocessor",
            "book/tool",
        ] {
            for file in files_ending(&root.join(folder), "rs") {
                let text = fs::read_to_string(&file).unwrap();
                functions.extend(FN.captures_iter(&text).map(|c| c[1].to_string()));
                words.extend(WORD.find_iter(&text).map(|m| m.as_str().to_string()));
            }
        }
        for chapter in &course.chapters {
            let folder = root.join("exercises").join(chapter.folder_name());
            let mut code = String::new();
            for file in files_ending(&folder, "rs") {
                let text = fs::read_to_string(&file).unwrap();
                if file.starts_with(folder.join("tests")) {
                    let module = file.file_stem().unwrap().to_string_lossy().into_owned();
                    for name in FN.captures_iter(&text) {
                        tests.insert((chapter.number, module.clone(), name[1].to_string()));
                    }
                }
                code.push_str(&text);
            }
            code.push_str(&fs::read_to_string(folder.join("course/stub.rs")).unwrap());
            if let Some(page) = pages.get(&format!("{}.md", chapter.folder_name())) {
                code.push_str(&page.code);
            }
            chapter_code.insert(chapter.number, code);
        }
        World {
            rules: rules(&fs::read_to_string(src.join("rules.md")).unwrap()),
            course,
            order,
            pages,
            hints,
            functions,
            words,
            tests,
            chapter_code,
        }
    }

    fn chapter(&self, number: u32) -> Option<&Chapter> {
        self.course.chapters.iter().find(|c| c.number == number)
    }

    /// Whether `name` is chapter `number`'s: a function or challenge of it in the course model,
    /// or defined (a `fn`, type, constant or variant) in its exercise or the code its page shows.
    fn belongs(&self, name: &str, number: u32) -> bool {
        let Some(chapter) = self.chapter(number) else {
            return false;
        };
        if chapter
            .functions
            .iter()
            .chain(&chapter.challenges)
            .any(|f| f == name)
        {
            return true;
        }
        let code = &self.chapter_code[&number];
        let defined = Regex::new(&format!(
            r"\b(fn|struct|enum|trait|type|const|static|mod)\s+{name}\b|^\s*{name}\s*[,({{]|\b{name}\b\s*=>"
        ))
        .unwrap();
        code.lines().any(|line| defined.is_match(line))
    }

    /// The chapter `step` places away from `page`'s chapter in the book's order, if that
    /// neighbour is a chapter.
    fn neighbour(&self, chapter: u32, step: isize) -> Option<u32> {
        let page = format!("{}.md", self.chapter(chapter)?.folder_name());
        let at = self.order.iter().position(|p| *p == page)?;
        let other = self.order.get(at.checked_add_signed(step)?)?;
        self.course
            .chapters
            .iter()
            .find(|c| *other == format!("{}.md", c.folder_name()))
            .map(|c| c.number)
    }
}

/// The rules of `rules.md`: the items of its first numbered list, by number, with the bold
/// name each starts with.
fn rules(source: &str) -> BTreeMap<u32, String> {
    let mut rules = BTreeMap::new();
    let mut number = None;
    let mut item = 0;
    let mut in_strong = false;
    let mut depth = 0;
    for event in Parser::new(source) {
        match event {
            Event::Start(Tag::List(Some(first))) if depth == 0 && rules.is_empty() => {
                number = Some(first as u32);
                depth += 1;
            }
            Event::Start(Tag::List(_)) => depth += 1,
            Event::End(TagEnd::List(_)) => {
                depth -= 1;
                if depth == 0 && number.is_some() {
                    break;
                }
            }
            Event::Start(Tag::Item) if depth == 1 => {
                if let Some(first) = number {
                    rules.insert(first + item, String::new());
                    item += 1;
                }
            }
            Event::Start(Tag::Strong) => in_strong = true,
            Event::End(TagEnd::Strong) => in_strong = false,
            Event::Text(text) if in_strong && number.is_some() => {
                if let Some(name) = rules.values_mut().next_back().filter(|n| n.is_empty()) {
                    *name = text.trim_end_matches('.').to_string();
                }
            }
            _ => {}
        }
    }
    rules
}

/// The anchors mdBook gives a page's headings (its `id_from_content`, with `-1`, `-2`... for
/// repeats), and any `id="..."` written in its HTML.
fn anchors(source: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut heading: Option<String> = None;
    let options = Options::ENABLE_TABLES | Options::ENABLE_HEADING_ATTRIBUTES;
    for event in Parser::new_ext(source, options) {
        match event {
            Event::Start(Tag::Heading { id: Some(id), .. }) => {
                found.insert(id.into_string());
            }
            Event::Start(Tag::Heading { .. }) => heading = Some(String::new()),
            Event::Text(text) | Event::Code(text) => {
                if let Some(heading) = &mut heading {
                    heading.push_str(&text);
                }
            }
            Event::End(TagEnd::Heading(_)) => {
                if let Some(text) = heading.take() {
                    let id: String = text
                        .trim()
                        .to_lowercase()
                        .chars()
                        .filter_map(|ch| match ch {
                            _ if ch.is_alphanumeric() || ch == '_' || ch == '-' => Some(ch),
                            _ if ch.is_whitespace() => Some('-'),
                            _ => None,
                        })
                        .collect();
                    let mut unique = id.clone();
                    let mut n = 1;
                    while !found.insert(unique.clone()) {
                        unique = format!("{id}-{n}");
                        n += 1;
                    }
                }
            }
            Event::Html(html) | Event::InlineHtml(html) => {
                static ID: LazyLock<Regex> =
                    LazyLock::new(|| Regex::new(r#"\bid="([^"]+)""#).unwrap());
                found.extend(ID.captures_iter(&html).map(|c| c[1].to_string()));
            }
            _ => {}
        }
    }
    found
}

/// Functions and types of Rust's standard library that the prose names, which the workspace
/// does not define.
const STANDARD: &[&str] = &[
    "unwrap_or_default",
    "to_vec",
    "new",
    "Vec",
    "HashMap",
    "HashSet",
    "BTreeMap",
    "String",
    "Option",
    "Result",
    "Box",
];

/// Every problem the cross-references of `page` have, as "page:line: what is wrong".
fn problems(world: &World, page: &Page) -> Vec<String> {
    static CHAPTERS: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(
            r"(?i)\bchapters?\s+(\d+(?:(?:,\s*|\s+and\s+|\s+or\s+|\s+to\s+|\s*[–-]\s*)\d+)*)",
        )
        .unwrap()
    });
    static TITLED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(
            r"(?i)\bchapter\s+(\d+)(?::\s+|\s+\()([A-Z][A-Za-z-]*(?:\s+[a-z][A-Za-z-]*)?)(\)|$)",
        )
        .unwrap()
    });
    static OWNED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\bchapter\s+(\d+)'s\s+`([^`]+)`|`([^`]+)`\s+\((?:from\s+|of\s+|in\s+)?chapter\s+(\d+)\)")
            .unwrap()
    });
    static SLUGGED: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)\bchapter\s+(\d+),\s+([a-z][a-z-]*)").unwrap());
    static NEIGHBOUR: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\bthe\s+(next|previous|last)\s+chapters?('s\s+`([^`]+)`)?").unwrap()
    });
    static RULES: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\brules?\s+(\d+(?:(?:,\s*|\s+and\s+|\s+or\s+|\s+to\s+|\s*[–-]\s*)\d+)*)(\s+\(([A-Z][a-z]+)\))?")
            .unwrap()
    });
    static NUMBER: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\d+").unwrap());
    static CALL: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"`(?:([A-Z][A-Za-z0-9_]*)::)?([A-Za-z_][A-Za-z0-9_]*)\(\)`").unwrap()
    });
    static TEST: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"`(examples|challenges|properties|pictures)::([a-z0-9_]+)`").unwrap()
    });
    static NAME: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"`([a-z][a-z0-9]*(?:_[a-z0-9]+)+|[A-Z][a-z]+(?:[A-Z][a-z0-9]*)+)`").unwrap()
    });
    static LINK: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"\]\(([^)\s#]*\.md)?#([^)\s]+)\)").unwrap());

    let mut found = Vec::new();
    let mut say = |prose: &Prose, at: usize, what: String| {
        found.push(format!("{}:{}: {what}", page.name, page.line(prose, at)));
    };
    for prose in &page.prose {
        let text = &prose.text;
        for m in CHAPTERS.captures_iter(text) {
            for n in NUMBER.find_iter(&m[1]) {
                let number: u32 = n.as_str().parse().unwrap();
                if world.chapter(number).is_none() {
                    say(
                        prose,
                        m.get(0).unwrap().start(),
                        format!("there is no chapter {number} in exercises/course.toml"),
                    );
                }
            }
        }
        for m in TITLED.captures_iter(text) {
            let number: u32 = m[1].parse().unwrap();
            let Some(chapter) = world.chapter(number) else {
                continue;
            };
            let said = m[2].trim();
            if !said.eq_ignore_ascii_case(&chapter.title) {
                say(
                    prose,
                    m.get(0).unwrap().start(),
                    format!(
                        "\"{}\": chapter {number} is titled \"{}\"",
                        &m[0], chapter.title
                    ),
                );
            }
        }
        for m in SLUGGED.captures_iter(text) {
            let number: u32 = m[1].parse().unwrap();
            let slug = &m[2];
            let names_a_chapter = world.course.chapters.iter().any(|c| c.slug == slug);
            if let Some(chapter) = world.chapter(number)
                && names_a_chapter
                && chapter.slug != slug
            {
                say(
                    prose,
                    m.get(0).unwrap().start(),
                    format!("\"{}\": chapter {number} is {}", &m[0], chapter.slug),
                );
            }
        }
        for m in OWNED.captures_iter(text) {
            let (number, name) = match (m.get(1), m.get(2)) {
                (Some(n), Some(f)) => (n.as_str(), f.as_str()),
                _ => (&m[4], &m[3]),
            };
            let number: u32 = number.parse().unwrap();
            let name = bare_name(name);
            if world.chapter(number).is_some() && !name.is_empty() && !world.belongs(name, number) {
                say(
                    prose,
                    m.get(0).unwrap().start(),
                    format!(
                        "\"{}\": `{name}` is not chapter {number}'s (not among its functions or challenges, nor defined in its exercise or on its page)",
                        &m[0]
                    ),
                );
            }
        }
        for m in NEIGHBOUR.captures_iter(text) {
            let at = m.get(0).unwrap().start();
            let Some(chapter) = page.chapter else {
                say(
                    prose,
                    at,
                    format!(
                        "\"{}\" on a page that is not a chapter's: name the chapter",
                        &m[0]
                    ),
                );
                continue;
            };
            let step = if m[1].eq_ignore_ascii_case("next") {
                1
            } else {
                -1
            };
            let Some(other) = world.neighbour(chapter, step) else {
                say(
                    prose,
                    at,
                    format!(
                        "\"{}\" in chapter {chapter}: the page beside it in SUMMARY.md is not a chapter",
                        &m[0]
                    ),
                );
                continue;
            };
            // "The next chapters ...: chapter 12's perft" on chapter 13's page points back.
            let sentence_end = text[at..].find(". ").map_or(text.len(), |end| at + end);
            for n in CHAPTERS.captures_iter(&text[at..sentence_end]) {
                for number in NUMBER.find_iter(&n[1]) {
                    let number: u32 = number.as_str().parse().unwrap();
                    if (step > 0 && number <= chapter) || (step < 0 && number >= chapter) {
                        say(
                            prose,
                            at,
                            format!(
                                "\"{}\" in chapter {chapter} names chapter {number} in the same sentence",
                                &m[0]
                            ),
                        );
                    }
                }
            }
            if let Some(name) = m.get(3).map(|f| bare_name(f.as_str()))
                && !name.is_empty()
                && !world.belongs(name, other)
            {
                say(
                    prose,
                    at,
                    format!("\"{}\": `{name}` is not chapter {other}'s", &m[0]),
                );
            }
        }
        for m in RULES.captures_iter(text) {
            let numbers: Vec<u32> = NUMBER
                .find_iter(&m[1])
                .map(|n| n.as_str().parse().unwrap())
                .collect();
            for &number in &numbers {
                if !world.rules.contains_key(&number) {
                    say(
                        prose,
                        m.get(0).unwrap().start(),
                        format!("there is no rule {number} in book/src/rules.md"),
                    );
                }
            }
            if let (Some(name), [number]) = (m.get(4), numbers.as_slice())
                && world
                    .rules
                    .get(number)
                    .is_some_and(|r| !r.eq_ignore_ascii_case(name.as_str()))
            {
                say(
                    prose,
                    m.get(0).unwrap().start(),
                    format!(
                        "\"{}\": rule {number} of rules.md is \"{}\"",
                        &m[0], world.rules[number]
                    ),
                );
            }
        }
        for m in CALL.captures_iter(text) {
            let name = &m[2];
            let known = world.functions.contains(name) || STANDARD.contains(&name);
            let type_known = m
                .get(1)
                .is_none_or(|t| world.words.contains(t.as_str()) || STANDARD.contains(&t.as_str()));
            if !known || !type_known {
                say(
                    prose,
                    m.get(0).unwrap().start(),
                    format!(
                        "{}: no such function in the reference, the exercises or the course tool",
                        &m[0]
                    ),
                );
            }
        }
        for m in TEST.captures_iter(text) {
            let (module, name) = (&m[1], &m[2]);
            let here = |number: u32| {
                world
                    .tests
                    .contains(&(number, module.to_string(), name.to_string()))
            };
            let exists = match page.chapter {
                Some(number) => here(number),
                None => world.course.chapters.iter().any(|c| here(c.number)),
            };
            if !exists {
                let whose = page
                    .chapter
                    .map_or("any chapter's".to_string(), |n| format!("chapter {n}'s"));
                say(
                    prose,
                    m.get(0).unwrap().start(),
                    format!("{}: no such test among {whose} tests", &m[0]),
                );
            }
        }
        for m in NAME.captures_iter(text) {
            let name = &m[1];
            if !world.words.contains(name) && !page.code.contains(name) && !STANDARD.contains(&name)
            {
                say(
                    prose,
                    m.get(0).unwrap().start(),
                    format!("`{name}`: named nowhere in the code of the workspace"),
                );
            }
        }
    }
    // Links are in the source, not the prose's text.
    for m in LINK.captures_iter(&page.source) {
        let fences = page.source[..m.get(0).unwrap().start()]
            .matches("```")
            .count();
        if !fences.is_multiple_of(2) {
            continue; // inside a fenced block
        }
        let target = match m.get(1) {
            Some(file) => Path::new(&page.name).parent().unwrap().join(file.as_str()),
            None => PathBuf::from(&page.name),
        };
        let key = normalise(&target);
        let anchor = &m[2];
        let line = page.source[..m.get(0).unwrap().start()]
            .matches('\n')
            .count()
            + 1;
        let ok = world
            .pages
            .get(&key)
            .map(|p| anchors(&p.source).contains(anchor));
        if ok != Some(true) {
            found.push(format!(
                "{}:{line}: link to {key}#{anchor}: {}",
                page.name,
                if ok.is_none() {
                    "no such page"
                } else {
                    "no heading with that anchor"
                }
            ));
        }
    }
    found
}

/// `book/src/teachers/../rubrics.md` as `rubrics.md`: a path under `book/src`.
fn normalise(path: &Path) -> String {
    let mut parts: Vec<String> = Vec::new();
    for part in path.components() {
        match part.as_os_str().to_string_lossy().as_ref() {
            ".." => {
                parts.pop();
            }
            "." => {}
            other => parts.push(other.to_string()),
        }
    }
    let joined = parts.join("/");
    joined
        .strip_prefix("book/src/")
        .map(str::to_string)
        .unwrap_or(joined)
}

/// `relay_sow()`, `Fate::SowsForever` or `fate(board, pit)` as the name it is about.
/// The name a piece of code in prose refers to (`Type::f(x)` is `f`), or "" when it is not a
/// name at all (a pattern such as `[first, rest @ ..]`), which nothing can be checked against.
fn bare_name(code: &str) -> &str {
    let name = code.split(['(', '<', ' ', '.']).next().unwrap_or("");
    let name = name.rsplit("::").next().unwrap_or(name);
    let is_name = name.chars().all(|c| c.is_alphanumeric() || c == '_');
    if is_name { name } else { "" }
}

#[test]
fn every_cross_reference_in_the_book_points_at_what_it_says() {
    let world = World::load();
    assert_eq!(world.rules.len(), 11, "rules.md's rules: {:?}", world.rules);
    let mut all = Vec::new();
    for page in world.pages.values().chain(&world.hints) {
        all.extend(problems(&world, page));
    }
    assert!(
        all.is_empty(),
        "{} broken cross-references:\n{}",
        all.len(),
        all.join("\n")
    );
}

/// Every `cargo test`, `cargo run` and `cargo bench` command a page or a hint gives, in prose or
/// in a code block: its package is the workspace's, a test filter matches one of that chapter's
/// tests (an `--ignored` one among its ignored challenges or drills, or all of either), an
/// example or bench exists, and a subcommand of the course tool is one it has.
#[test]
fn every_command_in_the_book_names_what_exists() {
    static TEST: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"cargo\s+test\s+-p\s+([a-z][a-z-]*)((?:\s+[a-z_]+)?)(\s+--\s+--ignored(?:\s+([a-z_]+))?)?")
            .unwrap()
    });
    static RUN: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"cargo\s+(run|bench)\s+-p\s+([a-z-]+)\s+--(example|bench)\s+([a-z_]+)").unwrap()
    });
    static TOOL: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"cargo\s+run\s+--\s+([a-z][a-z0-9]*)").unwrap());
    let world = World::load();
    let root = root();
    let commands: BTreeSet<String> = files_ending(&root.join("src/commands"), "rs")
        .iter()
        .map(|file| file.file_stem().unwrap().to_string_lossy().into_owned())
        .filter(|name| name != "mod")
        .collect();
    // The package `assess new` writes into a learner's copy, named by the course tool.
    let assessment = fs::read_to_string(root.join("src/assess/package.rs")).unwrap();
    let mut problems = Vec::new();
    for page in world.pages.values().chain(&world.hints) {
        let line = |at: usize| page.source[..at].matches('\n').count() + 1;
        let mut say = |at: usize, what: String| {
            problems.push(format!("{}:{}: {what}", page.name, line(at)));
        };
        for m in TEST.captures_iter(&page.source) {
            let at = m.get(0).unwrap().start();
            let package = &m[1];
            let Some(chapter) = world.course.chapters.iter().find(|c| c.slug == package) else {
                if !["ayoayo", "ayoayo-course", "ayoayo-book"].contains(&package)
                    && !assessment.contains(&format!("pub const PACKAGE: &str = \"{package}\";"))
                {
                    say(at, format!("`{}`: no exercise is named {package}", &m[0]));
                }
                continue;
            };
            let tests: Vec<String> = world
                .tests
                .iter()
                .filter(|(number, _, _)| *number == chapter.number)
                .map(|(_, module, name)| format!("{module}::{name}"))
                .collect();
            let filter = m[2].trim();
            if !filter.is_empty() && !tests.iter().any(|test| test.contains(filter)) {
                say(
                    at,
                    format!("`{}`: no test of {package} matches `{filter}`", &m[0]),
                );
            }
            if let Some(ignored) = m.get(4).map(|i| i.as_str()) {
                // All of a kind (`-- --ignored drills`), or one of them by name.
                let names = |kind: &str, names: &[String]| {
                    let module = format!("{kind}::");
                    (ignored == kind && !names.is_empty())
                        || (tests
                            .iter()
                            .any(|test| test.starts_with(&module) && test.contains(ignored))
                            && names.iter().any(|c| ignored.starts_with(c.as_str())))
                };
                if !names("challenges", &chapter.challenges) && !names("drills", &chapter.drills) {
                    say(
                        at,
                        format!(
                            "`{}`: `{ignored}` is not a challenge or a drill of {package}",
                            &m[0]
                        ),
                    );
                }
            }
        }
        for m in RUN.captures_iter(&page.source) {
            let (kind, name) = (&m[3], &m[4]);
            let folder = if kind == "example" {
                "examples"
            } else {
                "benches"
            };
            let package = if &m[2] == "ayoayo" {
                "solutions"
            } else {
                &m[2]
            };
            if !root
                .join(package)
                .join(folder)
                .join(format!("{name}.rs"))
                .exists()
            {
                say(
                    m.get(0).unwrap().start(),
                    format!("`{}`: no {kind} {name} in {package}/{folder}", &m[0]),
                );
            }
        }
        for m in TOOL.captures_iter(&page.source) {
            if !commands.contains(&m[1]) {
                say(
                    m.get(0).unwrap().start(),
                    format!("`{}`: the course tool has no command {}", &m[0], &m[1]),
                );
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} commands name what does not exist:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
