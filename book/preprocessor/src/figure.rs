//! The HTML that replaces a block: a `<figure class="ayoayo-board">` holding the SVG, a
//! caption, and for a move the step-through controls and its frames as JSON.
//!
//! The markup is one HTML block for Markdown: it starts with `<figure` and has no blank line
//! inside, so Markdown passes it through untouched. The class names and `data-` attributes are
//! what `book/assets/ayoayo.js` and the CSS rely on, and what a browser test may look for:
//! `figure.ayoayo-board[data-frame]` (the frame shown), `button[data-action=prev|next|play]`,
//! `input[type=range]`, `g.pit[data-pit]` and `text.stones[data-pit]`.

use std::collections::BTreeMap;
use std::fmt::Write;

use ayoayo::Pit;
use ayoayo_narrator::system::{AnyBoard, System, TracedMove};
use ayoayo_narrator::words::player_name as name;
use ayoayo_narrator::{Frame, Layout, Traced, frames};
use serde::Serialize;

use crate::block::Block;
use crate::svg::{DOT_CAP, Picture, Role, classes, draw, in_words};

/// Past this many frames, a move is shown one sowing per frame rather than one stone.
pub const MAX_FRAMES: usize = 300;

/// The HTML for a checked block, of any system: a still board of 12 pits or 14 bins, or a move
/// stepped through stone by stone under the system's rules. `id` is the figure's id, unique
/// in the book.
pub fn render(block: &Block, id: &str) -> String {
    match &block.trace {
        None => still(block, id),
        Some(TracedMove::PartOne(trace)) => stepped(block, trace, id),
        Some(TracedMove::Twelve(trace)) => stepped(block, trace, id),
        Some(TracedMove::Fourteen(trace)) => stepped(block, trace, id),
    }
}

/// A still board, with its marks and the author's caption.
fn still(block: &Block, id: &str) -> String {
    let marks: Vec<(Pit, Role)> = block.marks.iter().map(|&pit| (pit, Role::Marked)).collect();
    let svg = match block.board {
        AnyBoard::Twelve(board) => draw(&Picture::still(block.system, board, marks)),
        AnyBoard::Fourteen(bins) => draw(&Picture::still(block.system, bins, marks)),
    };
    let caption = block
        .caption
        .as_deref()
        .map(|text| {
            format!(
                "<figcaption class=\"ayoayo-caption\">{}</figcaption>\n",
                escape(text)
            )
        })
        .unwrap_or_default();
    format!("<figure class=\"ayoayo-board\" id=\"{id}\">\n{svg}\n{caption}</figure>\n")
}

/// A move stepped through, titled by its author, or by who sows (under which rules, for a
/// Part II system).
fn stepped<const N: usize, T>(block: &Block, trace: &T, id: &str) -> String
where
    T: Traced<Layout: Layout<Board = [u8; N]>>,
{
    let frames = frames(trace, &block.marks, MAX_FRAMES);
    let title = match &block.caption {
        Some(caption) => escape(caption),
        None => {
            let system = if block.system.is_part_one() {
                String::new()
            } else {
                format!("{}: ", block.system.name())
            };
            let endless = if block.endless {
                ", a move that never ends"
            } else {
                ""
            };
            let mover = name(trace.mover());
            escape(&format!(
                "{system}{mover} sows pit {}{endless}",
                trace.start()
            ))
        }
    };
    step_through(block.system, &frames, &title, id)
}

/// A figure that steps through `frames`, showing the first, with the controls the script
/// wires up (hidden until it does, so a page without scripts shows no dead buttons).
fn step_through<const N: usize>(
    system: System,
    frames: &[Frame<[u8; N]>],
    title: &str,
    id: &str,
) -> String {
    let Some(first) = frames.first() else {
        return String::new();
    };
    let mut most = [0; N];
    for frame in frames {
        for (pit, &stones) in frame.board.iter().enumerate() {
            most[pit] = most[pit].max(stones);
        }
    }
    let picture = Picture {
        system,
        board: first.board,
        marks: first.marks.clone(),
        most,
        every_mark: frames.iter().flat_map(|f| f.marks.clone()).collect(),
    };
    let last = frames.len() - 1;
    let mut html = String::new();
    let _ = writeln!(
        html,
        r#"<figure class="ayoayo-board ayoayo-move" id="{id}" data-frame="0" data-dot-cap="{DOT_CAP}" tabindex="0">"#
    );
    let _ = writeln!(html, "{}", draw(&picture));
    let _ = writeln!(
        html,
        r#"<figcaption class="ayoayo-caption"><strong class="ayoayo-title">{title}</strong> <span class="ayoayo-step" aria-live="polite">{}</span></figcaption>"#,
        escape(&first.caption)
    );
    let _ = writeln!(html, r#"<div class="ayoayo-controls" hidden>"#);
    let _ = writeln!(
        html,
        r#"<button type="button" data-action="prev" aria-label="previous step">◀ Previous</button>"#
    );
    let _ = writeln!(
        html,
        r#"<button type="button" data-action="play" aria-label="play">▶ Play</button>"#
    );
    let _ = writeln!(
        html,
        r#"<button type="button" data-action="next" aria-label="next step">Next ▶</button>"#
    );
    let _ = writeln!(
        html,
        r#"<input type="range" min="0" max="{last}" value="0" step="1" aria-label="step">"#
    );
    let _ = writeln!(
        html,
        r#"<span class="ayoayo-counter">step 0 of {last}</span>"#
    );
    let _ = writeln!(html, "</div>");
    let _ = writeln!(
        html,
        r#"<script type="application/json" class="ayoayo-frames">{}</script>"#,
        frames_json(system, frames)
    );
    html.push_str("</figure>\n");
    html
}

/// Text made safe to put in HTML, between tags or in an attribute.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// One frame as the page's script reads it: `b` the board, `c` the caption, `r` the classes of
/// pits that have a role, `l` the picture in words for screen readers. Short names, as a long
/// move has hundreds of frames.
#[derive(Serialize)]
struct FrameData<'a> {
    b: &'a [u8],
    c: &'a str,
    r: BTreeMap<Pit, String>,
    l: String,
}

/// The frames as a JSON array, one frame a line, ready to sit in a
/// `<script type="application/json">`: `<` is escaped, so no caption can close the script.
pub fn frames_json<const N: usize>(system: System, frames: &[Frame<[u8; N]>]) -> String {
    let lines: Vec<String> = frames
        .iter()
        .map(|frame| {
            let roles = frame
                .marks
                .iter()
                .map(|&(pit, _)| (pit, classes(&frame.marks, pit)))
                .collect();
            let data = FrameData {
                b: &frame.board,
                c: &frame.caption,
                r: roles,
                l: in_words(system, &frame.board, &frame.marks),
            };
            serde_json::to_string(&data)
                .unwrap_or_default()
                .replace('<', "\\u003c")
        })
        .collect();
    format!("[\n{}\n]", lines.join(",\n"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ayoayo::OPENING;
    use ayoayo_narrator::system::System;

    /// The legend texts of a rendered figure, in order.
    fn legend(html: &str) -> Vec<&str> {
        html.split(r#"<g class="swatch "#)
            .skip(1)
            .filter_map(|item| item.split_once("</svg>")?.1.split_once("</li>"))
            .map(|(text, _)| text)
            .collect()
    }

    #[test]
    fn each_system_s_legend_says_whether_a_lap_sows_the_origin() {
        for system in System::ALL {
            // A hand of a whole board's stones in pit 0, and nothing else: it goes right round.
            let mut bins = vec![0; system.bins()];
            bins[0] = system.bins();
            let counts: Vec<String> = bins.iter().map(ToString::to_string).collect();
            let text = format!("variant: {system}\nboard: {}\nsow: 0", counts.join(" "));
            let block = Block::parse(&text).unwrap();
            let html = render(&block, "lap");
            // After the scoop, does the origin ever hold a stone again, on any board of the move?
            let boards: Vec<Vec<u8>> = match block.trace.as_ref().unwrap() {
                TracedMove::PartOne(trace) => {
                    trace.steps.iter().map(|s| s.board.to_vec()).collect()
                }
                TracedMove::Twelve(trace) => trace.steps.iter().map(|s| s.bins.to_vec()).collect(),
                TracedMove::Fourteen(trace) => {
                    trace.steps.iter().map(|s| s.bins.to_vec()).collect()
                }
            };
            let sown_into = boards.iter().skip(1).any(|board| board[0] > 0);
            let said = legend(&html)[0];
            let expected = if sown_into {
                "start of the move (sown into on each lap)"
            } else {
                "start of the move (never sown into)"
            };
            assert_eq!(said, expected, "{system}: {html}");
            assert_eq!(sown_into, system.sows_origin(), "{system}");
        }
    }

    #[test]
    fn frame_data_cannot_close_its_script() {
        let frame = Frame {
            board: OPENING,
            marks: vec![(3, Role::Origin)],
            caption: "</script>".into(),
        };
        let json = frames_json(System::Ayoayo, &[frame]);
        assert!(!json.contains('<'));
        assert!(json.contains(r#""r":{"3":"origin"}"#), "{json}");
        assert!(
            json.contains(r#"Start of the move (never sown into): pit 3."}"#),
            "{json}"
        );
    }
}
