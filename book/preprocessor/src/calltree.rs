//! ```` ```ayoayo-calltree ```` blocks: the reference's calls on one of a chapter's worked
//! examples, drawn as a tree by the same code that draws a learner's in `cargo run -- trace`,
//! so a page can never disagree with the tool.
//!
//! ````markdown
//! ```ayoayo-calltree
//! chapter: distribute
//! example: first-move
//! ```
//! ````
//!
//! `chapter` and `example` name a `[[chapter.example]]` of `exercises/course.toml`; an optional
//! `lines: N` keeps the drawing to about N lines (every call by default). The trace is read from
//! `book/src/calltrees/SLUG.json`, a JSON object from example names to the reference's traces,
//! as the course tool's `trace --reference --json` prints them. The folder holds only the
//! examples the pages show (a test checks it), and `cargo test --test book_calltrees` traces
//! each again and compares. After a change to the reference, to an example or to the recorder,
//! write them again with `AYOAYO_BLESS_CALLTREES=1 cargo test --test book_calltrees`; to show a
//! new example, add its name to its chapter's file with any trace (`{"NAME": {...}}` copied from
//! `cargo run -- trace SLUG --example NAME --reference --json`) and bless.
//!
//! A block fails the build when the file or the example is missing, when the trace is not of the
//! example's call (the example changed since), and when it is not the reference's: a call whose
//! answer differs, or a run that did not return.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use ayoayo_calltree::{CallTree, Options, Paint, Reference, Role, draw, model::End};
use course_model::Course;

use crate::figure::escape;

/// The info string that marks a call-tree block.
pub const LANGUAGE: &str = "ayoayo-calltree";

/// The folder of the committed traces, in the book's `src/`.
pub const FOLDER: &str = "calltrees";

/// The width of a drawing: what the book's text column holds of monospace text.
pub const WIDTH: usize = 80;

/// What is wrong with a block: the line of its body it is about (from 0), if any, and why.
pub type Error = (Option<usize>, String);

/// A block's keys.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The chapter, by slug (or any name `Course::find` takes).
    pub chapter: String,
    /// The name of one of the chapter's examples.
    pub example: String,
    /// About how many lines the drawing may take; `None`: every call.
    pub lines: Option<usize>,
}

impl Request {
    /// The keys of a block's body, one `key: value` a line; or the first thing wrong.
    pub fn parse(body: &str) -> Result<Request, Error> {
        let (mut chapter, mut example, mut lines) = (None, None, None);
        for (index, line) in body.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let at = |why: String| (Some(index), why);
            let Some((key, value)) = line.split_once(':') else {
                return Err(at(format!("`{}` is not `key: value`", line.trim())));
            };
            let value = value.trim().to_string();
            let slot = match key.trim() {
                "chapter" => &mut chapter,
                "example" => &mut example,
                "lines" => {
                    let number = value.parse::<usize>().ok().filter(|&n| n > 0);
                    let why = format!("lines: `{value}` is not a number of lines");
                    lines = Some(number.ok_or_else(|| at(why))?);
                    continue;
                }
                other => {
                    return Err(at(format!(
                        "unknown key `{other}`: chapter, example, lines"
                    )));
                }
            };
            *slot = Some(value);
        }
        let missing = |key: &str| (None, format!("the block needs `{key}:`"));
        Ok(Request {
            chapter: chapter.ok_or_else(|| missing("chapter"))?,
            example: example.ok_or_else(|| missing("example"))?,
            lines,
        })
    }
}

/// The block's figure: the reference's trace of the example, read from the book's `src`
/// folder and drawn; or what is wrong with the block.
pub fn render(body: &str, course: &Course, src: &Path) -> Result<String, Error> {
    let request = Request::parse(body)?;
    let chapter = course
        .find(&request.chapter)
        .map_err(|error| (None, error.to_string()))?;
    let Some(example) = (chapter.examples.iter()).find(|e| e.name == request.example) else {
        let names: Vec<&str> = chapter.examples.iter().map(|e| e.name.as_str()).collect();
        let known = match names.is_empty() {
            true => "none".to_string(),
            false => names.join(", "),
        };
        let why = format!(
            "chapter {} has no example `{}` in exercises/course.toml; its examples: {known}",
            chapter.slug, request.example
        );
        return Err((None, why));
    };
    let file = format!("{FOLDER}/{}.json", chapter.slug);
    let text = fs::read_to_string(src.join(&file))
        .map_err(|error| (None, format!("cannot read src/{file}: {error}")))?;
    let mut traces: BTreeMap<String, CallTree> = serde_json::from_str(&text).map_err(|error| {
        (
            None,
            format!("src/{file} is not traces by example: {error}"),
        )
    })?;
    let trace = traces.remove(&example.name).ok_or_else(|| {
        (
            None,
            format!("src/{file} has no trace of `{}`", example.name),
        )
    })?;
    if trace.call != example.call {
        let why = format!(
            "src/{file}: the trace of `{}` is of `{}`, but the example calls `{}`: write the file again",
            example.name, trace.call, example.call
        );
        return Err((None, why));
    }
    check_is_the_reference_s(&trace).map_err(|why| (None, format!("src/{file}: {why}")))?;
    let command = format!(
        "cargo run -- trace {} --example {}",
        chapter.slug, example.name
    );
    Ok(figure(&trace, &chapter.slug, request.lines, &command))
}

/// Whether every call of `trace` answered as the reference does and the run returned: the book
/// shows the reference's calls, never a learner's mistake.
fn check_is_the_reference_s(trace: &CallTree) -> Result<(), String> {
    const NOT_THE_REFERENCE: &str =
        "the book shows the reference's calls: this trace is not the reference's";
    let differs = trace.calls.iter().position(|call| {
        matches!(
            call.reference,
            Some(Reference::Differs(_) | Reference::Panicked(_))
        )
    });
    if let Some(index) = differs {
        return Err(format!(
            "{NOT_THE_REFERENCE} (call {} answers otherwise)",
            index + 1
        ));
    }
    match &trace.end {
        End::Returned => Ok(()),
        End::Panicked { message } => Err(format!("{NOT_THE_REFERENCE} (it panicked: {message})")),
        End::Cut { .. } => Err(format!("{NOT_THE_REFERENCE} (it was cut before it ended)")),
    }
}

/// The trace drawn in a `<pre>`, with a caption that says whose calls they are and how a
/// learner draws their own. One HTML block for Markdown: no line of it is blank. The figure
/// names the chapter whose functions it draws (`data-chapter="relay-sow"`), so the book's tests
/// can tell a page's call tree of its own exercise, which must wait for the exercise, from one
/// of an earlier chapter's.
pub fn figure(trace: &CallTree, chapter: &str, lines: Option<usize>, command: &str) -> String {
    let options = Options {
        width: WIDTH,
        lines,
    };
    let drawing = html(&draw(trace, &options, &Marked));
    let drawing: Vec<&str> = drawing
        .lines()
        .map(|line| if line.is_empty() { " " } else { line })
        .collect();
    format!(
        "<figure class=\"ayoayo-calltree\" data-chapter=\"{}\">\n\
         <pre class=\"ayoayo-calltree\">{}</pre>\n\
         <figcaption class=\"ayoayo-caption\">The reference's calls for <code>{}</code>, \
         as <code>{}</code> draws yours.</figcaption>\n</figure>\n",
        escape(chapter),
        drawing.join("\n"),
        escape(&trace.call),
        escape(command),
    )
}

/// Where a painted piece starts (followed by its role's letter) and ends: characters of
/// Unicode's private use area, which `{:?}` escapes and Rust's names cannot hold. [`html`] turns
/// them into `<span>`s while escaping everything else, so no piece of the drawing goes
/// unescaped, painted or not.
const START: char = '\u{E000}';
const END: char = '\u{E001}';

/// A [`Paint`] that marks each piece with its role, for [`html`] to turn into a `<span>`.
struct Marked;

impl Paint for Marked {
    fn paint(&self, role: Role, text: &str) -> String {
        let role = ROLES.iter().position(|&(r, _)| r == role).unwrap_or(0);
        let code = char::from(b'a' + role as u8);
        format!("{START}{code}{}{END}", text.replace([START, END], ""))
    }
}

/// Each role and its class in `book/assets/ayoayo.css`.
const ROLES: [(Role, &str); 8] = [
    (Role::Function, "function"),
    (Role::Argument, "argument"),
    (Role::Result, "result"),
    (Role::Mark, "mark"),
    (Role::Reference, "reference"),
    (Role::Guide, "guide"),
    (Role::Path, "path"),
    (Role::Note, "note"),
];

/// A drawing painted by [`Marked`] as HTML: every character escaped, each painted piece a
/// `<span class="ct-ROLE">`.
fn html(marked: &str) -> String {
    let mut out = String::with_capacity(marked.len() * 2);
    let mut chars = marked.chars();
    while let Some(c) = chars.next() {
        match c {
            START => {
                let class = chars
                    .next()
                    .and_then(|code| ROLES.get((code as usize).wrapping_sub('a' as usize)));
                let class = class.map_or("", |(_, class)| class);
                out.push_str(&format!("<span class=\"ct-{class}\">"));
            }
            END => out.push_str("</span>"),
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            // A board's label (①...): one column wide, as the drawing counts it, whatever width
            // the font's fallback gives the glyph, so the rows under it stay in line.
            '\u{2460}'..='\u{2473}' => {
                out.push_str(&format!("<span class=\"ct-label\">{c}</span>"))
            }
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
#[path = "calltree_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "calltree_pages.rs"]
mod pages;
