//! `mdbook-ayoayo`: an mdBook preprocessor that turns ```` ```ayoayo ```` blocks into pictures
//! of the board, computed by the reference crate `ayoayo` when the book is built.
//!
//! ````markdown
//! ```ayoayo
//! board: 4 4 4 4 4 4 4 4 4 4 4 4
//! sow: 3
//! ```
//! ````
//!
//! A block with only a `board:` is a picture of that board. With `sow:` it is a step-through of
//! the whole move: every stone dropped, every relay, the rest and the capture, one frame each.
//! The keys are described in [`block`]. A block that is wrong (a bad board, an unknown key, a
//! pit that cannot be sown, a move that never ends) fails the build with the file and line.
//!
//! It also builds the book's two editions from one source (see [`edition`]): the teacher's, the
//! whole book, and the learner's, without the teacher's kit (`src/teachers/`), the teacher
//! notes and the reference blocks of the chapters (each a pointer to `cargo run -- solution`
//! instead), chosen by `edition = "learner"` or `"teacher"` in `[preprocessor.ayoayo]`.
//!
//! The book uses it two ways. The book's own package (`book/tool`, which `cargo run -- book`
//! runs) registers [`Ayoayo`] with its in-process `MDBook` (`book.with_preprocessor(Ayoayo)`),
//! which replaces the external command of the same name from `book.toml`; a stock
//! `mdbook build` runs this crate's binary, which speaks mdBook's preprocessor protocol on stdin
//! and stdout.
#![warn(clippy::too_many_lines)] // functions of at most 70 lines: see .clippy.toml

pub mod block;
pub mod calltree;
pub mod edition;
mod figure;
pub mod include;
pub mod mistakes;
pub mod svg;
pub mod tournament;

use std::path::{Path, PathBuf};

use anyhow::anyhow;
use course_model::Course;
use mdbook_preprocessor::book::{Book, BookItem};
use mdbook_preprocessor::errors::Result;
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};
use pulldown_cmark::{CodeBlockKind, Event, Parser, Tag, TagEnd};

pub use block::{Block, BlockError};
pub use edition::Edition;
pub use figure::render;

/// The preprocessor's name: its table in `book.toml` is `[preprocessor.ayoayo]`.
pub const NAME: &str = "ayoayo";

/// The info string that marks a block for this preprocessor.
const LANGUAGE: &str = "ayoayo";

/// The preprocessor. Its one setting is the edition (see [`edition`]); everything it draws comes
/// from the blocks.
#[derive(Clone, Copy, Debug, Default)]
pub struct Ayoayo;

impl Preprocessor for Ayoayo {
    fn name(&self) -> &str {
        NAME
    }

    /// Replaces every block of every chapter; in the learner's edition, first leaves out the
    /// teacher's pages and notes. All the bad blocks of the book are reported together, each as
    /// `file:line: what is wrong`, and the build fails.
    fn run(&self, ctx: &PreprocessorContext, mut book: Book) -> Result<Book> {
        let edition = Edition::of(&ctx.config)?;
        if edition == Edition::Learner {
            edition::leave_out_teachers_pages(&mut book);
        }
        let src = ctx.root.join(&ctx.config.book.src);
        // The book sits in the course's workspace, beside the course model and the mistakes;
        // only a page with a mistakes list needs them.
        let workspace = ctx.root.join("..");
        let course = Course::load(&workspace).map_err(|error| error.to_string());
        let mut problems = Vec::new();
        book.for_each_mut(|item| {
            let BookItem::Chapter(chapter) = item else {
                return;
            };
            let source = edition::chapter_page(chapter).map(Path::to_path_buf);
            let stem = source
                .as_deref()
                .and_then(Path::file_stem)
                .map_or_else(|| "page".into(), |stem| stem.to_string_lossy());
            let page = source.as_deref().unwrap_or(Path::new(""));
            // The chapter this page is (`04-relay-sow.md`), for its reference blocks' pointer.
            let slug = course.as_ref().ok().and_then(|course| {
                let chapter = course.chapters.iter().find(|c| c.folder_name() == stem);
                chapter.map(|chapter| chapter.slug.as_str())
            });
            let expanded = match edition {
                Edition::Learner => edition::learner_page(&chapter.content, page, slug),
                Edition::Teacher => Ok(chapter.content.clone()),
            }
            .and_then(|content| expand_page(&content, &stem, &course, &workspace, &src))
            .and_then(|content| expand_includes(&content, &chapter.content, &src.join(page)));
            match expanded {
                Ok(content) => chapter.content = content,
                Err(errors) => {
                    let file = source.as_ref().map_or_else(
                        || PathBuf::from(&chapter.name),
                        |source| shown_path(&src.join(source)),
                    );
                    problems.extend(
                        errors
                            .into_iter()
                            .map(|(line, error)| format!("{}:{line}: {error}", file.display())),
                    );
                }
            }
        });
        if problems.is_empty() {
            Ok(book)
        } else {
            Err(anyhow!(
                "{} problem{} in the book's pages:\n{}",
                problems.len(),
                if problems.len() == 1 { "" } else { "s" },
                problems.join("\n")
            ))
        }
    }

    /// Only the HTML renderer can show the pictures.
    fn supports_renderer(&self, renderer: &str) -> Result<bool> {
        Ok(renderer == "html")
    }
}

/// `content` with its indented includes expanded, the files found beside `page` (the source
/// whose text, `source`, gives each error its line): mdBook's own `{{#include}}` would not
/// indent every line of the file it brings in.
fn expand_includes(
    content: &str,
    source: &str,
    page: &Path,
) -> std::result::Result<String, Vec<(usize, String)>> {
    let dir = page.parent().map(Path::to_path_buf).unwrap_or_default();
    include::expand_indented(content, &dir).map_err(|errors| {
        // Each error begins with its include, found on the page for its line.
        let line_of = |error: &String| {
            let include = error.split("}}").next().unwrap_or_default();
            (source.lines())
                .position(|line| line.contains(include))
                .map_or(0, |index| index + 1)
        };
        errors
            .into_iter()
            .map(|error| (line_of(&error), error))
            .collect()
    })
}

/// `file` relative to the current directory when it is inside it, so a message names a path
/// the reader can open from where they ran the build.
fn shown_path(file: &Path) -> PathBuf {
    std::env::current_dir()
        .ok()
        .and_then(|here| file.strip_prefix(here).ok().map(Path::to_path_buf))
        .unwrap_or_else(|| file.to_path_buf())
}

/// A chapter's Markdown with its mistakes lists (see [`mistakes`]), call trees (see
/// [`calltree`], read from the book's `src`) and figures drawn, in one pass so every line
/// number is the file's; or every bad block, as (line, what is wrong).
fn expand_page(
    content: &str,
    page: &str,
    course: &std::result::Result<Course, String>,
    workspace: &Path,
    src: &Path,
) -> std::result::Result<String, Vec<(usize, String)>> {
    let mut figures = 0;
    let render = |language: &str, body: &str| match language {
        mistakes::LANGUAGE => Some(
            course
                .as_ref()
                .map_err(String::clone)
                .and_then(|course| mistakes::render(body, course, workspace))
                .map_err(|error| (None, error)),
        ),
        calltree::LANGUAGE => Some(
            course
                .as_ref()
                .map_err(|error| (None, error.clone()))
                .and_then(|course| calltree::render(body, course, src))
                .map_err(|(line, error)| (line, format!("ayoayo-calltree block: {error}"))),
        ),
        tournament::LANGUAGE => Some(
            tournament::render(body)
                .map_err(|error| (None, format!("ayoayo-tournament block: {error}"))),
        ),
        LANGUAGE => {
            figures += 1;
            let id = format!("ayoayo-{page}-{figures}");
            let drawn = Block::parse(body).map(|block| figure::render(&block, &id));
            Some(drawn.map_err(|error| (error.line, format!("ayoayo block: {error}"))))
        }
        _ => None,
    };
    replace_blocks(content, render, |(line, _)| *line).map_err(|errors| {
        let messages = errors.into_iter();
        messages
            .map(|(line, (_, message))| (line, message))
            .collect()
    })
}

/// A chapter's Markdown with every ```` ```ayoayo ```` block replaced by its figure; or every
/// bad block, as (line in the chapter, what is wrong). `page` names the chapter in the
/// figures' ids (`ayoayo-03-sow-2` is the second figure of `03-sow.md`).
pub fn expand(content: &str, page: &str) -> std::result::Result<String, Vec<(usize, BlockError)>> {
    let mut figures = 0;
    let draw = |language: &str, body: &str| {
        (language == LANGUAGE).then(|| {
            figures += 1;
            let block = Block::parse(body)?;
            Ok(figure::render(&block, &format!("ayoayo-{page}-{figures}")))
        })
    };
    replace_blocks(content, draw, |error: &BlockError| error.line)
}

/// Replaces every fenced block that `render` takes (it is given the info string's first word
/// and the body, and answers `None` for blocks that are not its own) by what it makes of it;
/// or returns every error, as (line in the chapter, error), where `line_in_body` says which
/// line of the block's body an error is about, if any.
///
/// Blocks are found with the Markdown parser mdBook itself uses, so a fence inside another
/// code block, or indented in a list, is found exactly when mdBook would see it. Line numbers
/// are those of the file, as long as this preprocessor runs before `links` expands includes
/// (`before = ["links"]` in `book.toml`).
fn replace_blocks<E>(
    content: &str,
    mut render: impl FnMut(&str, &str) -> Option<std::result::Result<String, E>>,
    line_in_body: impl Fn(&E) -> Option<usize>,
) -> std::result::Result<String, Vec<(usize, E)>> {
    let mut out = String::with_capacity(content.len());
    let mut copied = 0;
    let mut errors = Vec::new();
    let mut events = Parser::new(content).into_offset_iter();
    while let Some((event, range)) = events.next() {
        let Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) = event else {
            continue;
        };
        let language = info.split_whitespace().next().unwrap_or("").to_string();
        let mut body = String::new();
        for (event, _) in events.by_ref() {
            match event {
                Event::Text(text) => body.push_str(&text),
                Event::End(TagEnd::CodeBlock) => break,
                _ => {}
            }
        }
        let fence_line = content[..range.start].matches('\n').count() + 1;
        match render(&language, &body) {
            None => {}
            Some(Ok(html)) => {
                let line_start = content[..range.start].rfind('\n').map_or(0, |at| at + 1);
                let indent = &content[line_start..range.start];
                out.push_str(&content[copied..range.start]);
                out.push_str(&indented(&html, indent));
                copied = range.end;
            }
            Some(Err(error)) => {
                let line = line_in_body(&error).map_or(fence_line, |line| fence_line + 1 + line);
                errors.push((line, error));
            }
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    out.push_str(&content[copied..]);
    Ok(out)
}

/// The figure's lines, each after the first indented like the fence it replaces (for a block
/// in a list item), then a blank line, with the closing fence's own line end, so that Markdown
/// ends the HTML block there even when text follows the fence directly.
fn indented(html: &str, indent: &str) -> String {
    let indent: String = indent
        .chars()
        .map(|c| if c == '>' { '>' } else { ' ' })
        .collect();
    let lines: Vec<&str> = html.lines().collect();
    format!(
        "{}\n{}",
        lines.join(&format!("\n{indent}")),
        indent.trim_end()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = "# Title\n\nSome text.\n\n```ayoayo\nboard: 4 4 4 4 4 4 4 4 4 4 4 4\nsow: 3\n```\nMore text.\n\n```text\nnot a board\n```\n";

    #[test]
    fn blocks_become_figures_and_other_code_stays() {
        let out = expand(PAGE, "01-scoop").unwrap();
        assert!(out.starts_with("# Title\n\nSome text.\n\n<figure class=\"ayoayo-board"));
        assert!(out.contains("id=\"ayoayo-01-scoop-1\""));
        assert!(out.contains("</figure>\n\nMore text."));
        assert!(out.ends_with("```text\nnot a board\n```\n"));
        let figure = &out[out.find("<figure").unwrap()..out.find("</figure>").unwrap()];
        assert!(
            !figure.lines().any(|line| line.trim().is_empty()),
            "a blank line would end the HTML block"
        );
    }

    #[test]
    fn errors_name_the_line_of_the_bad_key_or_the_fence() {
        let page = "Intro\n\n```ayoayo\nboard: 4 4 4\n```\n\n```ayoayo\nsow: 3\n```\n\n\
                    ```ayoayo\nboard: 4 4 4 4 4 4 4 4 4 4 4 4\n```\n";
        let errors = expand(page, "p").unwrap_err();
        let lines: Vec<usize> = errors.iter().map(|(line, _)| *line).collect();
        assert_eq!(lines, [4, 7]);
    }

    #[test]
    fn a_block_in_a_list_keeps_its_indentation() {
        let page = "- item\n\n  ```ayoayo\n  board: 4 4 4 4 4 4 4 4 4 4 4 4\n  ```\n- next\n";
        let out = expand(page, "p").unwrap();
        assert!(out.contains("  <figure class=\"ayoayo-board\""), "{out}");
        assert!(out.contains("\n  <svg"), "{out}");
        assert!(out.contains("\n  </figure>\n\n- next"), "{out}");
    }

    #[test]
    fn a_bad_call_tree_block_names_its_line_or_its_fence() {
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let course = Course::load(&workspace).map_err(|error| error.to_string());
        let src = workspace.join("book/src");
        let page = "Intro\n\n```ayoayo-calltree\nchapter: distribute\nexmaple: first-move\n```\n\n\
                    ```ayoayo-calltree\nchapter: distribute\nexample: last-move\n```\n";
        let errors = expand_page(page, "p", &course, &workspace, &src).unwrap_err();
        let lines: Vec<usize> = errors.iter().map(|(line, _)| *line).collect();
        assert_eq!(lines, [5, 8]);
        assert!(
            errors[0]
                .1
                .starts_with("ayoayo-calltree block: unknown key `exmaple`"),
            "{errors:?}"
        );
        let good = "```ayoayo-calltree\nchapter: distribute\nexample: first-move\n```\n";
        let drawn = expand_page(good, "p", &course, &workspace, &src).unwrap();
        assert!(
            drawn.starts_with("<figure class=\"ayoayo-calltree\" data-chapter=\"distribute\">"),
            "{drawn}"
        );
    }

    #[test]
    fn a_fence_inside_another_code_block_is_left_alone() {
        let page = "````markdown\n```ayoayo\nboard: nonsense\n```\n````\n";
        assert_eq!(expand(page, "p").unwrap(), page);
    }
}
