//! The book's two editions, built from one source.
//!
//! The **teacher's edition** is the whole book. The **learner's edition** leaves out what would
//! put answers one click from the exercises: every page under `teachers/` (the teacher's kit:
//! quizzes with their answers, model answers, rubrics, exams), a part title whose pages are all
//! left out, and every `<details class="teacher-notes">` block of the pages it keeps. Each
//! `<details class="reference">` block (the reference of a chapter's functions, which the
//! teacher's edition shows folded after the exercise) becomes one line saying that once the
//! tests pass, `cargo run -- solution SLUG` prints it: the course tool shows the learner the
//! reference then, and the book no longer puts it one click from the stub. A link
//! from a kept page to a left-out one becomes its plain text, marked as being in the teacher's
//! edition, so the learner's edition has no dead link.
//!
//! The edition is a setting of this preprocessor, `edition = "learner"` or `"teacher"` in
//! `[preprocessor.ayoayo]` of `book.toml`, which mdBook lets the environment override
//! (`MDBOOK_PREPROCESSOR__AYOAYO__EDITION=teacher mdbook build book`). Which pages are the
//! teacher's is decided by their folder, not by a list, so a page added to the kit is left out
//! of the learner's edition without anyone having to remember it. Only pages: mdBook copies
//! every file of `src/` that is not Markdown into either edition, so the kit holds none (the
//! book's tests check that the learner's edition has no file under `teachers/`).

use std::fmt;
use std::path::{Component, Path, PathBuf};

use anyhow::{Context, anyhow};
use mdbook_preprocessor::book::{Book, BookItem, Chapter};
use mdbook_preprocessor::config::Config;
use pulldown_cmark::{Event, Parser, Tag, TagEnd};

/// The folder of `src/` whose pages are the teacher's edition's alone.
pub const TEACHERS_FOLDER: &str = "teachers";

/// The class of the blocks that are the teacher's edition's alone.
pub const TEACHER_NOTES_CLASS: &str = "teacher-notes";

/// The class of the blocks that hold the reference of what a learner writes (a chapter's
/// functions and challenges): the teacher's edition shows them folded, the learner's edition
/// replaces each by a [`solution_pointer`].
pub const REFERENCE_CLASS: &str = "reference";

/// The class of the line that stands for a reference block in the learner's edition.
pub const SOLUTION_POINTER_CLASS: &str = "solution-pointer";

/// The class of the text a link to a teacher's page becomes in the learner's edition.
pub const TEACHERS_EDITION_CLASS: &str = "teachers-edition";

/// The setting of `[preprocessor.ayoayo]` that chooses the edition.
pub const SETTING: &str = "edition";

/// Which edition of the book is built.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Edition {
    /// Without the teacher's kit and the teacher notes: what learners read. The default, so
    /// that a build which says nothing never publishes the answers.
    #[default]
    Learner,
    /// The whole book.
    Teacher,
}

impl Edition {
    /// The edition `config` asks for: `preprocessor.ayoayo.edition`, the learner's when unset.
    pub fn of(config: &Config) -> anyhow::Result<Edition> {
        let key = format!("preprocessor.{}.{SETTING}", crate::NAME);
        let value: Option<String> = config
            .get(&key)
            .with_context(|| format!("`{key}` in book.toml should be a string"))?;
        value.map_or(Ok(Edition::Learner), |value| {
            value.parse().map_err(|error| anyhow!("`{key}`: {error}"))
        })
    }

    /// The word for this edition in `book.toml`.
    pub fn name(self) -> &'static str {
        match self {
            Edition::Learner => "learner",
            Edition::Teacher => "teacher",
        }
    }
}

impl std::str::FromStr for Edition {
    type Err = String;

    fn from_str(name: &str) -> Result<Edition, String> {
        [Edition::Learner, Edition::Teacher]
            .into_iter()
            .find(|edition| edition.name() == name)
            .ok_or_else(|| format!("no edition {name:?}: it is \"learner\" or \"teacher\""))
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Whether `page` (a path relative to `src/`) is a page of the teacher's kit.
pub fn is_teachers_page(page: &Path) -> bool {
    normalised(page)
        .components()
        .next()
        .is_some_and(|first| first.as_os_str() == TEACHERS_FOLDER)
}

/// `book` without the teacher's kit: every chapter under `teachers/` (with whatever is nested
/// under it), and every part title whose numbered chapters are all left out.
pub fn leave_out_teachers_pages(book: &mut Book) {
    book.items = without_teachers_pages(std::mem::take(&mut book.items));
}

fn without_teachers_pages(items: Vec<BookItem>) -> Vec<BookItem> {
    let is_teachers = |item: &BookItem| match item {
        BookItem::Chapter(chapter) => chapter_page(chapter).is_some_and(is_teachers_page),
        _ => false,
    };
    // A part runs from its title to the next title, or to the first unnumbered chapter (the
    // suffix chapters after the last part).
    let in_part = |item: &&BookItem| match item {
        BookItem::PartTitle(_) => false,
        BookItem::Chapter(chapter) => chapter.number.is_some(),
        BookItem::Separator => true,
    };
    let part_is_teachers = |rest: &[BookItem]| {
        let mut chapters = rest
            .iter()
            .take_while(in_part)
            .filter(|item| matches!(item, BookItem::Chapter(_)))
            .peekable();
        chapters.peek().is_some() && chapters.all(is_teachers)
    };
    let mut kept = Vec::with_capacity(items.len());
    // Whether the items are in a part left out whole (its separators go with it).
    let mut left_out_part = false;
    for (at, item) in items.iter().enumerate() {
        if !in_part(&item) {
            left_out_part = false;
        }
        match item {
            BookItem::PartTitle(_) if part_is_teachers(&items[at + 1..]) => left_out_part = true,
            BookItem::Separator if left_out_part => {}
            item if is_teachers(item) => {}
            BookItem::Chapter(chapter) => {
                let mut chapter = chapter.clone();
                chapter.sub_items = without_teachers_pages(chapter.sub_items);
                kept.push(BookItem::Chapter(chapter));
            }
            item => kept.push(item.clone()),
        }
    }
    kept
}

/// The page a chapter comes from, relative to `src/`; `None` for a draft chapter.
pub fn chapter_page(chapter: &Chapter) -> Option<&Path> {
    chapter.source_path.as_deref().or(chapter.path.as_deref())
}

/// A page of the learner's edition: `content` (the Markdown of `page`, a path relative to
/// `src/`) without its teacher-notes blocks, with each reference block replaced by one line
/// pointing to `cargo run -- solution CHAPTER` (`chapter`: the slug of the chapter the page is,
/// if it is one), and with each link to a page of the teacher's kit turned into its text. Every
/// line keeps its number, so later errors name the file's lines. Or what stops it, as (line,
/// what is wrong): a block that never closes, a reference block on a page that is no chapter's.
pub fn learner_page(
    content: &str,
    page: &Path,
    chapter: Option<&str>,
) -> Result<String, Vec<(usize, String)>> {
    let notes = details_blocks(content, TEACHER_NOTES_CLASS);
    let references = details_blocks(content, REFERENCE_CLASS);
    let (notes, references) = match (notes, references) {
        (Ok(notes), Ok(references)) => (notes, references),
        (notes, references) => {
            let errors = [notes.err(), references.err()].into_iter().flatten();
            return Err(errors.flatten().collect());
        }
    };
    let mut cuts: Vec<Cut> = notes
        .into_iter()
        .map(|range| Cut {
            range,
            with: String::new(),
        })
        .collect();
    match (references.first(), chapter) {
        (None, _) => {}
        (Some(_), Some(chapter)) => cuts.extend(reference_cuts(content, references, chapter)),
        (Some(first), None) => {
            let line = content[..first.start].matches('\n').count() + 1;
            let why = format!(
                "a <details class=\"{REFERENCE_CLASS}\"> block on a page that is no chapter's: \
                 no `cargo run -- solution` to point the learner to instead"
            );
            return Err(vec![(line, why)]);
        }
    }
    cuts.extend(links_to_teachers_pages(content, page));
    cuts.sort_by_key(|cut| cut.range.start);
    Ok(applied(content, cuts))
}

/// The cuts of a chapter page's reference blocks (`references`, in order): each becomes a
/// [`solution_pointer`], but for one that follows another with nothing between them, which goes
/// without a word: two blocks in a row are one reference, and need one pointer.
fn reference_cuts(
    content: &str,
    references: Vec<std::ops::Range<usize>>,
    chapter: &str,
) -> Vec<Cut> {
    let mut previous_end = None;
    let mut cuts = Vec::with_capacity(references.len());
    for range in references {
        let follows = previous_end.is_some_and(|end| content[end..range.start].trim().is_empty());
        previous_end = Some(range.end);
        cuts.push(Cut {
            with: if follows {
                String::new()
            } else {
                solution_pointer(chapter)
            },
            range,
        });
    }
    cuts
}

/// What the learner's edition shows instead of a reference block of `chapter` (its slug): one
/// line, saying where the reference is once it is time to read it. The course tool shows it
/// only once the chapter's tests pass, so the book no longer puts it one click from the stub.
/// It reads as well alone as after a page's "compare with the reference:".
pub fn solution_pointer(chapter: &str) -> String {
    format!(
        "<p class=\"{SOLUTION_POINTER_CLASS}\">The reference is not in this edition of the \
         book: once your tests pass, <code>cargo run -- solution {chapter}</code> prints it, to \
         compare with yours.</p>"
    )
}

/// `content` with each cut made, in order. A cut that starts inside an earlier one (a link in a
/// teacher-notes block, a reference block inside one) is gone with it. The lines cut out are
/// kept as line ends after the cut's replacement: a blank line more between blocks changes
/// nothing in Markdown, and every later line keeps its number.
fn applied(content: &str, cuts: Vec<Cut>) -> String {
    let mut out = String::with_capacity(content.len());
    let mut copied = 0;
    for cut in cuts {
        if cut.range.start < copied {
            continue;
        }
        out.push_str(&content[copied..cut.range.start]);
        out.push_str(&cut.with);
        let removed = &content[cut.range.clone()];
        out.extend(std::iter::repeat_n('\n', removed.matches('\n').count()));
        copied = cut.range.end;
    }
    out.push_str(&content[copied..]);
    out
}

/// A piece of a page to replace: `range` of the Markdown by `with`.
struct Cut {
    range: std::ops::Range<usize>,
    with: String,
}

/// One `<details ...>` or `</details>` tag in the page's HTML.
struct DetailsTag {
    /// Where the tag starts in the page.
    at: usize,
    /// Just after its `>`.
    end: usize,
    /// `None` for a closing tag; else whether it opens a block of the class looked for.
    opens: Option<bool>,
}

/// The `<details class="CLASS">` blocks of a page, each from the start of the line of its
/// opening tag to the end of the line of its matching `</details>` (other `<details>` may nest
/// inside it); or the one that never closes, as (line, what is wrong).
fn details_blocks(
    content: &str,
    class: &str,
) -> Result<Vec<std::ops::Range<usize>>, Vec<(usize, String)>> {
    let mut blocks = Vec::new();
    // Only HTML as the Markdown parser sees it: a tag in a code block or code span is text.
    let html = Parser::new(content)
        .into_offset_iter()
        .filter(|(event, _)| matches!(event, Event::Html(_) | Event::InlineHtml(_)));
    let tags = html.flat_map(|(_, range)| details_tags(content, range, class));
    // The block being cut: where it starts and how many <details> are open inside it.
    let mut open: Option<(usize, usize)> = None;
    for tag in tags {
        open = match (open, tag.opens) {
            (None, Some(true)) => Some((tag.at, 1)),
            (None, _) => None,
            (Some((start, depth)), Some(_)) => Some((start, depth + 1)),
            (Some((start, 1)), None) => {
                blocks.push(whole_lines(content, start..tag.end));
                None
            }
            (Some((start, depth)), None) => Some((start, depth - 1)),
        };
    }
    match open {
        None => Ok(blocks),
        Some((start, _)) => {
            let line = content[..start].matches('\n').count() + 1;
            Err(vec![(
                line,
                format!(
                    "this <details class=\"{class}\"> is never closed by a </details>, so the \
                     learner's edition cannot leave it out"
                ),
            )])
        }
    }
}

/// `block` (from its opening tag to just after its closing one) widened to whole lines, line
/// ends included, when the tags stand alone on theirs; else just the block.
fn whole_lines(content: &str, block: std::ops::Range<usize>) -> std::ops::Range<usize> {
    let line_start = content[..block.start].rfind('\n').map_or(0, |at| at + 1);
    let line_end = content[block.end..]
        .find('\n')
        .map_or(content.len(), |at| block.end + at + 1);
    let from = match content[line_start..block.start].trim().is_empty() {
        true => line_start,
        false => block.start,
    };
    let to = match content[block.end..line_end].trim().is_empty() {
        true => line_end,
        false => block.end,
    };
    from..to
}

/// The `<details>` tags in `content[range]`, in order, each opening one marked with whether it
/// has `class`.
fn details_tags(content: &str, range: std::ops::Range<usize>, class: &str) -> Vec<DetailsTag> {
    let html = &content[range.clone()];
    let mut tags = Vec::new();
    let mut from = 0;
    while let Some(found) = html[from..].find('<') {
        let at = from + found;
        let rest = &html[at..];
        let end = rest.find('>').map_or(html.len(), |close| at + close + 1);
        let tag = &html[at..end];
        let name = tag[1..]
            .split(|c: char| c.is_whitespace() || c == '>')
            .next()
            .unwrap_or("");
        let opens = if name.eq_ignore_ascii_case("details") {
            Some(Some(has_class(tag, class)))
        } else if name.eq_ignore_ascii_case("/details") {
            Some(None)
        } else {
            None
        };
        if let Some(opens) = opens {
            tags.push(DetailsTag {
                at: range.start + at,
                end: range.start + end,
                opens,
            });
        }
        from = at + 1;
    }
    tags
}

/// Whether the opening tag `tag` has `class` among its classes.
fn has_class(tag: &str, class: &str) -> bool {
    let Some((_, value)) = tag.split_once("class=") else {
        return false;
    };
    let value = match value.chars().next() {
        Some(quote @ ('"' | '\'')) => value[1..].split(quote).next().unwrap_or(""),
        _ => value
            .split(|c: char| c.is_whitespace() || c == '>')
            .next()
            .unwrap_or(""),
    };
    value.split_whitespace().any(|word| word == class)
}

/// Each Markdown link of `page` to a page of the teacher's kit, to be replaced by its text in a
/// span that says where the page is.
fn links_to_teachers_pages(content: &str, page: &Path) -> Vec<Cut> {
    let folder = page.parent().unwrap_or(Path::new(""));
    let mut cuts = Vec::new();
    let mut events = Parser::new(content).into_offset_iter();
    while let Some((event, range)) = events.next() {
        let Event::Start(Tag::Link { dest_url, .. }) = event else {
            continue;
        };
        if !links_to_teachers_page(folder, &dest_url) {
            continue;
        }
        // The link's text, as written: from its first inner event to its last.
        let mut text: Option<std::ops::Range<usize>> = None;
        let mut depth = 0;
        for (event, inner) in events.by_ref() {
            match event {
                Event::End(TagEnd::Link) if depth == 0 => break,
                Event::Start(Tag::Link { .. }) => depth += 1,
                Event::End(TagEnd::Link) => depth -= 1,
                _ => {}
            }
            text = Some(text.map_or(inner.clone(), |text| text.start..inner.end));
        }
        let text = text.unwrap_or(range.start..range.start);
        cuts.push(Cut {
            range: range.start..text.start,
            with: format!(
                "<span class=\"{TEACHERS_EDITION_CLASS}\" \
                 title=\"This page is in the teacher's edition of the book\">"
            ),
        });
        cuts.push(Cut {
            range: text.end..range.end,
            with: "</span>".into(),
        });
    }
    cuts
}

/// Whether a link's target, from a page in `folder`, is a page of the teacher's kit: a relative
/// URL (no scheme, not from the site's root) into `teachers/`, whatever its extension.
fn links_to_teachers_page(folder: &Path, url: &str) -> bool {
    let path = url.split(['#', '?']).next().unwrap_or("");
    let has_scheme = path
        .split_once(':')
        .is_some_and(|(scheme, _)| !scheme.contains('/'));
    !path.is_empty() && !has_scheme && !path.starts_with('/') && {
        is_teachers_page(&folder.join(path))
    }
}

/// `path` with its `.` and `..` parts resolved, as a path relative to `src/`.
fn normalised(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            Component::Normal(name) => out.push(name),
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir | Component::RootDir | Component::Prefix(_) => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn learner(content: &str, page: &str) -> String {
        learner_page(content, Path::new(page), Some("sow")).unwrap()
    }

    #[test]
    fn teacher_notes_are_cut_and_every_line_keeps_its_number() {
        let page = "# Sow\n\n<details>\n<summary>The reference</summary>\n\ncode\n\n</details>\n\n\
                    <details class=\"teacher-notes\">\n<summary>Teacher notes</summary>\n\n\
                    The answer is 42.\n\n<details>\n<summary>Inner</summary>\n\nmore\n\n</details>\n\n\
                    Still notes.\n\n</details>\n\n## Challenges\n";
        let out = learner(page, "03-sow.md");
        assert!(!out.contains("teacher-notes"), "{out}");
        assert!(!out.contains("42") && !out.contains("Still notes"), "{out}");
        assert!(out.contains("<summary>The reference</summary>"), "{out}");
        assert_eq!(out.lines().count(), page.lines().count());
        let challenges = |text: &str| text.lines().position(|line| line == "## Challenges");
        assert_eq!(challenges(&out), challenges(page));
    }

    #[test]
    fn reference_blocks_become_a_pointer_to_the_solution_command_on_the_same_lines() {
        let page = "# Sow\n\n<details class=\"reference\">\n<summary>The reference</summary>\n\n\
                    ```rust\npub fn sow() {}\n```\n\n<details>\n<summary>More</summary>\n\nmore\n\n\
                    </details>\n\nWhy it works.\n\n</details>\n\n<details>\n<summary>Hints</summary>\n\n\
                    hint\n\n</details>\n\n## Challenges\n";
        let out = learner(page, "03-sow.md");
        assert!(
            !out.contains("pub fn sow") && !out.contains("Why it works"),
            "{out}"
        );
        assert!(
            !out.contains("more") && !out.contains("<summary>The reference"),
            "{out}"
        );
        let pointer = "<p class=\"solution-pointer\">The reference is not in this edition \
                       of the book: once your tests pass, <code>cargo run -- solution sow</code> \
                       prints it, to compare with yours.</p>\n";
        assert_eq!(out.matches(pointer).count(), 1, "{out}");
        assert!(out.contains("\n\n<p class=\"solution-pointer\">"), "{out}");
        assert!(out.contains("<summary>Hints</summary>\n\nhint"), "{out}");
        assert_eq!(out.lines().count(), page.lines().count());
        let challenges = |text: &str| text.lines().position(|line| line == "## Challenges");
        assert_eq!(challenges(&out), challenges(page));
    }

    #[test]
    fn two_reference_blocks_in_a_row_get_one_pointer_and_two_apart_get_two() {
        let block = "<details class=\"reference\">\ncode\n</details>\n";
        let in_a_row = format!("A\n\n{block}\n{block}\nB\n");
        let apart = format!("A\n\n{block}\nText.\n\n{block}\nB\n");
        let pointers = |page: &str| learner(page, "03-sow.md").matches("solution sow").count();
        assert_eq!(pointers(&in_a_row), 1);
        assert_eq!(pointers(&apart), 2);
    }

    #[test]
    fn a_reference_block_inside_teacher_notes_goes_with_them() {
        let page = "A\n\n<details class=\"teacher-notes\">\nnotes\n\n<details class=\"reference\">\n\
                    code\n</details>\n\n</details>\n\nB\n";
        let out = learner(page, "03-sow.md");
        assert_eq!(out, format!("A\n\n{}\nB\n", "\n".repeat(8)));
    }

    #[test]
    fn a_reference_block_off_a_chapter_page_or_never_closed_is_an_error_with_its_line() {
        let page = "# Board\n\n<details class=\"reference\">\ncode\n</details>\n";
        let errors = learner_page(page, Path::new("the-board.md"), None).unwrap_err();
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].0, 3);
        assert!(errors[0].1.contains("no chapter's"), "{}", errors[0].1);
        let open = "# Sow\n\n<details class=\"reference\">\ncode\n";
        let errors = learner_page(open, Path::new("03-sow.md"), Some("sow")).unwrap_err();
        assert_eq!(errors[0].0, 3);
        assert!(errors[0].1.contains("never closed"), "{}", errors[0].1);
    }

    #[test]
    fn a_class_among_others_and_single_quotes_count() {
        for open in [
            "<details class='teacher-notes'>",
            "<details class=\"wide teacher-notes\" open>",
            "<DETAILS class=teacher-notes>",
        ] {
            let page = format!("A\n\n{open}\nsecret\n</details>\n\nB\n");
            let out = learner(&page, "p.md");
            assert!(!out.contains("secret"), "{open}: {out}");
            assert!(out.contains('B'), "{open}: {out}");
        }
        let kept = "<details class=\"teacher-notes-like\">\nshown\n</details>\n";
        assert!(learner(kept, "p.md").contains("shown"));
    }

    #[test]
    fn a_tag_in_code_is_text_not_a_block() {
        let page = "```html\n<details class=\"teacher-notes\">\n```\n\n`<details class=\"teacher-notes\">`\n";
        assert_eq!(learner(page, "p.md"), page);
    }

    #[test]
    fn teacher_notes_that_never_close_are_an_error_with_their_line() {
        let page = "# Title\n\ntext\n\n<details class=\"teacher-notes\">\nnotes\n";
        let errors = learner_page(page, Path::new("p.md"), None).unwrap_err();
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].0, 5);
        assert!(errors[0].1.contains("never closed"), "{}", errors[0].1);
    }

    #[test]
    fn links_into_the_kit_become_their_text_and_other_links_stay() {
        let page = "See [the *quizzes*](teachers/quizzes.md#chapter-3), \
                    [rules](rules.md), [answers](./teachers/answers-part-1.html) and \
                    [a site](https://example.com/teachers/x.md).\n";
        let out = learner(page, "for-teachers.md");
        assert!(
            !out.contains("](teachers/") && !out.contains("](./teachers"),
            "{out}"
        );
        assert!(
            out.contains("<span class=\"teachers-edition\" title=\"This page is in the teacher's edition of the book\">the *quizzes*</span>"),
            "{out}"
        );
        assert!(out.contains(">answers</span>"), "{out}");
        assert!(out.contains("[rules](rules.md)"), "{out}");
        assert!(
            out.contains("[a site](https://example.com/teachers/x.md)"),
            "{out}"
        );
    }

    #[test]
    fn a_link_is_judged_from_the_folder_of_its_page() {
        assert!(links_to_teachers_page(
            Path::new("part"),
            "../teachers/a.md"
        ));
        assert!(!links_to_teachers_page(
            Path::new("teachers"),
            "../rules.md"
        ));
        assert!(links_to_teachers_page(Path::new("teachers"), "rubrics.md"));
        assert!(!links_to_teachers_page(Path::new(""), "#teachers"));
        assert!(!links_to_teachers_page(Path::new(""), "/teachers/a.html"));
        assert!(!links_to_teachers_page(Path::new(""), "mailto:teachers/a"));
    }

    #[test]
    fn edition_names() {
        assert_eq!("teacher".parse(), Ok(Edition::Teacher));
        assert_eq!("learner".parse(), Ok(Edition::Learner));
        assert!(
            "student"
                .parse::<Edition>()
                .unwrap_err()
                .contains("\"learner\"")
        );
        assert_eq!(Edition::default(), Edition::Learner);
    }

    fn chapter(name: &str, path: &str, number: bool) -> BookItem {
        let mut chapter = Chapter::new(name, String::new(), path, Vec::new());
        if number {
            chapter.number = Some(Default::default());
        }
        BookItem::Chapter(chapter)
    }

    fn names(items: &[BookItem]) -> Vec<String> {
        items
            .iter()
            .map(|item| match item {
                BookItem::Chapter(chapter) => chapter.name.clone(),
                BookItem::PartTitle(title) => format!("# {title}"),
                BookItem::Separator => "---".into(),
            })
            .collect()
    }

    #[test]
    fn the_kit_and_its_part_title_are_left_out() {
        let mut nested = chapter("Perft", "12-perft.md", true);
        if let BookItem::Chapter(perft) = &mut nested {
            perft.sub_items = vec![
                chapter("Perft answers", "teachers/perft.md", true),
                chapter("Perft more", "12-more.md", true),
            ];
        }
        let mut book = Book::new_with_items(vec![
            chapter("For teachers", "for-teachers.md", false),
            BookItem::PartTitle("Part III".into()),
            nested,
            BookItem::PartTitle("Teacher's kit".into()),
            chapter("Quizzes", "teachers/quizzes.md", true),
            BookItem::Separator,
            chapter("Exams", "teachers/exams/midterm.md", true),
            chapter("Rules", "rules.md", false),
        ]);
        leave_out_teachers_pages(&mut book);
        assert_eq!(
            names(&book.items),
            ["For teachers", "# Part III", "Perft", "Rules"]
        );
        let BookItem::Chapter(perft) = &book.items[2] else {
            panic!("Perft is kept")
        };
        assert_eq!(names(&perft.sub_items), ["Perft more"]);
    }
}
