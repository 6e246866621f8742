//! The learner's edition of the book, as built, gives no exercise away:
//!
//! - no page shows, in any of its code, the reference of a function or a challenge a learner
//!   writes (those `exercises/course.toml` lists), folded or not: a reference's body is found by
//!   its syntax tree, and two of its distinctive lines in a row in a page's code are a leak;
//! - no chapter page draws the reference's calls of its own chapter's functions before its
//!   "Your turn" heading, folded or not (an earlier chapter's calls may come first);
//! - each chapter page says instead where the reference is, once the tests pass:
//!   `cargo run -- solution SLUG`.
//!
//! Each check is also run where it must find something, so that none passes by finding nothing.

mod common;

use std::collections::HashSet;
use std::fs;
use std::path::Path;

use ayoayo_book::Edition;
use common::{challenge_file, files_ending, function_files, root, site};
use course_model::Course;
use syn::visit::{self, Visit};

/// A function or challenge a learner writes, with the distinctive lines of its reference.
struct Answer {
    /// The chapter's slug.
    chapter: String,
    name: String,
    challenge: bool,
    /// The body's lines as [`distinctive`] keeps them, in order.
    lines: Vec<String>,
}

/// Every function and challenge of the course, one [`Answer`] for each reference body of its
/// name in its chapter's reference (a method and a free function may share a name).
fn answers() -> Vec<Answer> {
    let course = Course::load(&root()).expect("reading the course model");
    let shared = shared_lines();
    let mut answers = Vec::new();
    let mut missing = Vec::new();
    for chapter in &course.chapters {
        let lists = [
            (&chapter.functions, false, function_files(chapter, &course)),
            (&chapter.challenges, true, vec![challenge_file(chapter)]),
        ];
        for (names, challenge, files) in lists {
            let sources: Vec<String> = (files.iter())
                .map(|file| fs::read_to_string(file).unwrap())
                .collect();
            for name in names {
                let bodies: Vec<String> = (sources.iter())
                    .flat_map(|source| bodies(source, Some(name)))
                    .collect();
                if bodies.is_empty() {
                    missing.push(format!("{} (chapter {})", name, chapter.slug));
                }
                answers.extend(bodies.iter().map(|body| Answer {
                    chapter: chapter.slug.clone(),
                    name: name.clone(),
                    challenge,
                    lines: distinctive(body, &shared),
                }));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "no reference found for: {}",
        missing.join(", ")
    );
    answers
}

/// The lines found in more than one function of the reference crate (its tests left out):
/// `let moves = position.moves();` says nothing of which function it is from, and a page may
/// show it in code of its own.
fn shared_lines() -> HashSet<String> {
    let mut seen = HashSet::new();
    let mut shared = HashSet::new();
    let files = files_ending(&root().join("solutions/src"), "rs");
    for file in files.iter().filter(|file| !file.ends_with("tests.rs")) {
        let source = fs::read_to_string(file).unwrap();
        for body in bodies(&source, None) {
            let lines: HashSet<String> = distinctive(&body, &HashSet::new()).into_iter().collect();
            for line in lines {
                if !seen.insert(line.clone()) {
                    shared.insert(line);
                }
            }
        }
    }
    shared
}

/// The text inside the braces of every function `name` of `source` (free, in a module, or a
/// method), read from the syntax tree's spans; with no `name`, of every function not inside
/// another one, outside the `tests` modules.
fn bodies(source: &str, name: Option<&str>) -> Vec<String> {
    struct Bodies<'a> {
        name: Option<&'a str>,
        found: Vec<syn::Block>,
    }
    impl Bodies<'_> {
        /// Whether to keep `ident`'s body, and to look for more functions inside it.
        fn wanted(&self, ident: &syn::Ident) -> (bool, bool) {
            match self.name {
                Some(name) => (ident == name, true),
                None => (true, false),
            }
        }
    }
    impl<'ast> Visit<'ast> for Bodies<'_> {
        fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
            let (keep, inside) = self.wanted(&f.sig.ident);
            if keep {
                self.found.push((*f.block).clone());
            }
            if inside {
                visit::visit_item_fn(self, f);
            }
        }
        fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
            let (keep, inside) = self.wanted(&f.sig.ident);
            if keep {
                self.found.push(f.block.clone());
            }
            if inside {
                visit::visit_impl_item_fn(self, f);
            }
        }
        fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
            if self.name.is_some() || m.ident != "tests" {
                visit::visit_item_mod(self, m);
            }
        }
    }
    let file = syn::parse_file(source).expect("the reference parses");
    let mut walk = Bodies {
        name,
        found: Vec::new(),
    };
    walk.visit_file(&file);
    let offset = |at: proc_macro2::LineColumn| {
        let line_start: usize = source
            .split_inclusive('\n')
            .take(at.line - 1)
            .map(str::len)
            .sum();
        let line = &source[line_start..];
        line_start
            + line
                .char_indices()
                .nth(at.column)
                .map_or(line.len(), |(i, _)| i)
    };
    (walk.found.iter())
        .map(|block| {
            let braces = block.brace_token.span;
            source[offset(braces.open().end())..offset(braces.close().start())].to_string()
        })
        .collect()
}

/// A line of code as the checks compare it: trimmed, every run of white space one space.
fn normalised(line: &str) -> String {
    line.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The lines of `code` that say something of their own, normalised: not blank, not a comment,
/// not only brackets and punctuation (`}`, `});`, `} else {`), not shorter than 12 characters
/// (`None`, `board`, `total += 1;` could be in any code), and not one of `shared`.
fn distinctive(code: &str, shared: &HashSet<String>) -> Vec<String> {
    code.lines()
        .map(normalised)
        .filter(|line| !line.starts_with("//") && !shared.contains(line))
        .filter(|line| {
            let words = line.replace("else", "");
            words.chars().any(char::is_alphanumeric)
        })
        .filter(|line| line.chars().count() >= 12)
        .collect()
}

/// The text of every `<code>` element of a built page, its tags taken out and its HTML entities
/// read: what a reader sees as code, open or folded.
fn code_texts(html: &str) -> Vec<String> {
    let mut found = Vec::new();
    for piece in html.split("<code").skip(1) {
        let Some((_, inside)) = piece.split_once('>') else {
            continue;
        };
        let inside = inside.split("</code>").next().unwrap_or(inside);
        found.push(unescaped(&without_tags(inside)));
    }
    found
}

/// `html` without its tags.
fn without_tags(html: &str) -> String {
    let mut parts = html.split('<');
    let first = parts.next().unwrap_or_default();
    let rest = parts.map(|part| part.split_once('>').map_or("", |(_, text)| text));
    std::iter::once(first).chain(rest).collect()
}

/// `text` with the HTML entities mdBook and the preprocessor write read back.
fn unescaped(text: &str) -> String {
    [
        ("&lt;", "<"),
        ("&gt;", ">"),
        ("&quot;", "\""),
        ("&#39;", "'"),
        ("&#x27;", "'"),
        ("&amp;", "&"),
    ]
    .iter()
    .fold(text.to_string(), |text, (entity, c)| {
        text.replace(entity, c)
    })
}

/// Every reference of `answers` that a page of `site` shows in its code, as one message each:
/// the page, the function, and two of its distinctive lines in a row found in one `<code>`.
/// (A body with a single distinctive line is a leak when that line is shown.) `print.html`
/// repeats every page, and is left out.
fn shown_references(site: &Path, answers: &[Answer]) -> Vec<String> {
    let shared = shared_lines();
    let mut leaks = Vec::new();
    for page in files_ending(site, "html") {
        let name = page.strip_prefix(site).unwrap().display().to_string();
        if name == "print.html" {
            continue;
        }
        let html = fs::read_to_string(&page).unwrap();
        let codes: Vec<Vec<String>> = code_texts(&html)
            .iter()
            .map(|code| distinctive(code, &shared))
            .collect();
        let pairs: HashSet<&[String]> = codes.iter().flat_map(|c| c.windows(2)).collect();
        let lines: HashSet<&String> = codes.iter().flatten().collect();
        for answer in answers {
            let shown = match answer.lines.as_slice() {
                [only] => lines.contains(only).then(|| vec![only.clone()]),
                all => (all.windows(2).find(|pair| pairs.contains(pair))).map(<[String]>::to_vec),
            };
            if let Some(shown) = shown {
                let kind = if answer.challenge {
                    "challenge"
                } else {
                    "function"
                };
                leaks.push(format!(
                    "{name} shows the reference of `{}` ({}'s {kind}):\n    {}",
                    answer.name,
                    answer.chapter,
                    shown.join("\n    ")
                ));
            }
        }
    }
    leaks
}

#[test]
fn no_page_of_the_learner_s_edition_shows_the_reference_of_a_learner_s_function() {
    let leaks = shown_references(site(Edition::Learner), &answers());
    assert!(
        leaks.is_empty(),
        "the learner's edition shows the reference of what a learner writes; put it in a \
         <details class=\"reference\"> block (or teacher notes), or show only its signature:\n{}",
        leaks.join("\n")
    );
}

/// The check above can fail: on the teacher's edition, which folds the references after each
/// exercise and has the model answers of the challenges, it finds them.
#[test]
fn the_reference_check_finds_the_references_of_the_teacher_s_edition() {
    let leaks = shown_references(site(Edition::Teacher), &answers());
    for found in [
        "04-relay-sow.html shows the reference of `relay_sow` (relay-sow's function)",
        "01-scoop.html shows the reference of `scoop` (scoop's function)",
        "21-sharing.html shows the reference of `negamax_with_history` (sharing's function)",
        "shows the reference of `sow_clockwise` (sow's challenge)",
    ] {
        assert!(
            leaks.iter().any(|leak| leak.contains(found)),
            "not found: {found:?}\n{leaks:#?}"
        );
    }
}

/// Every call tree of a chapter page drawn before its "Your turn" heading that draws the page's
/// own chapter (or names no chapter), as one message each; and each chapter page without the
/// heading. `pages` are (slug, the built page's HTML).
fn early_call_trees(pages: &[(String, String)]) -> Vec<String> {
    const FIGURE: &str = "<figure class=\"ayoayo-calltree\"";
    let mut early = Vec::new();
    for (slug, html) in pages {
        let Some(your_turn) = html.find("id=\"your-turn\"") else {
            early.push(format!("{slug}: no \"Your turn\" heading (id your-turn)"));
            continue;
        };
        for (at, _) in html[..your_turn].match_indices(FIGURE) {
            let tag = &html[at..at + html[at..].find('>').unwrap_or(0)];
            let drawn = tag
                .split_once("data-chapter=\"")
                .and_then(|(_, rest)| rest.split('"').next());
            let caption = html[at..].split("<code>").nth(1).unwrap_or_default();
            let call = unescaped(caption.split("</code>").next().unwrap_or_default());
            match drawn {
                Some(chapter) if chapter != slug => {}
                Some(_) => early.push(format!(
                    "{slug}: the call tree of `{call}` comes before \"Your turn\""
                )),
                None => early.push(format!("{slug}: a call tree names no chapter: `{call}`")),
            }
        }
    }
    early
}

/// Every chapter page of `site`, as (slug, HTML).
fn chapter_pages(site: &Path) -> Vec<(String, String)> {
    let course = Course::load(&root()).expect("reading the course model");
    (course.chapters.iter())
        .map(|chapter| {
            let page = site.join(format!("{}.html", chapter.folder_name()));
            (chapter.slug.clone(), fs::read_to_string(page).unwrap())
        })
        .collect()
}

#[test]
fn no_chapter_page_draws_its_own_calls_before_the_exercise() {
    let early = early_call_trees(&chapter_pages(site(Edition::Learner)));
    assert!(
        early.is_empty(),
        "a chapter page shows the reference's calls of its own exercise before the learner \
         writes it; move them after \"## Your turn\":\n{}",
        early.join("\n")
    );
}

/// The check above can fail: it finds a page's own call tree before its heading, folded or not,
/// and lets an earlier chapter's come first and its own come after.
#[test]
fn the_call_tree_check_tells_the_page_s_own_calls_from_an_earlier_chapter_s() {
    let tree = |chapter: &str, call: &str| {
        format!(
            "<figure class=\"ayoayo-calltree\" data-chapter=\"{chapter}\">\n<pre>x</pre>\n\
             <figcaption>The reference's calls for <code>{call}</code>, as ...</figcaption>"
        )
    };
    let heading = "<h2 id=\"your-turn\">Your turn</h2>";
    let page = format!(
        "{}<details><summary>calls</summary>{}</details>{}{heading}{}",
        tree("sow", "sow(x)"),
        tree("relay-sow", "relay_sow(a &amp; b)"),
        tree("relay-sow", "relay_sow(c)"),
        tree("relay-sow", "relay_sow(after)"),
    );
    let bare = format!("<figure class=\"ayoayo-calltree\">{heading}");
    let pages = [
        ("relay-sow".to_string(), page),
        ("sow".to_string(), bare),
        ("captures".to_string(), "no heading".to_string()),
    ];
    assert_eq!(
        early_call_trees(&pages),
        [
            "relay-sow: the call tree of `relay_sow(a & b)` comes before \"Your turn\"",
            "relay-sow: the call tree of `relay_sow(c)` comes before \"Your turn\"",
            "sow: a call tree names no chapter: ``",
            "captures: no \"Your turn\" heading (id your-turn)",
        ]
    );
}

#[test]
fn each_chapter_page_of_the_learner_s_edition_points_to_its_solution_command() {
    let pointer = |slug: &str| format!("<code>cargo run -- solution {slug}</code> prints it");
    let not_once: Vec<String> = chapter_pages(site(Edition::Learner))
        .into_iter()
        .filter(|(slug, html)| html.matches(&pointer(slug)).count() != 1)
        .map(|(slug, _)| slug)
        .collect();
    assert!(
        not_once.is_empty(),
        "these chapter pages do not say once where the reference is once the tests pass: \
         {not_once:?}"
    );
    let teacher = chapter_pages(site(Edition::Teacher));
    assert!(
        teacher
            .iter()
            .all(|(slug, html)| !html.contains(&pointer(slug))),
        "the teacher's edition keeps the reference blocks themselves"
    );
}
