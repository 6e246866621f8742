//! Frames from a [`Trace`]: what a reader steps through, one board and one sentence each.
//!
//! The reference's trace has a step for the scoop, each stone dropped, each relay, the rest and
//! the capture. A frame is made for each, except that a relay and the scoop it leads to are one
//! frame ("pit 7 was not empty: scoop its 6 stones and go on"). All the game is decided here, by
//! the trace; the page's script only shows frame `i`.

use std::collections::BTreeMap;

use ayoayo::{Board, Pit, Player, StepKind, Trace, next_pit, opposite, owner};
use serde::Serialize;

use crate::block::{name, thousands};
use crate::svg::{Role, classes};

/// Past this many frames, a move is shown one sowing per frame rather than one stone.
pub const MAX_FRAMES: usize = 300;

/// One picture of a move: the board, the roles of its pits, and what just happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    pub board: Board,
    pub marks: Vec<(Pit, Role)>,
    pub caption: String,
}

/// Every frame of a move, from the board before it to the capture (or, for a move that never
/// ends, to the frame that says so). `marks` are the author's marked pits, shown throughout.
///
/// A move of more than [`MAX_FRAMES`] stone-by-stone frames is shown a sowing per frame, and if
/// even that is too long, its middle sowings are summed up in one frame, so a page stays small.
pub fn frames(trace: &Trace, marks: &[Pit]) -> Vec<Frame> {
    let by_stone = Walk::new(trace, marks, false).run();
    if by_stone.len() <= MAX_FRAMES {
        return by_stone;
    }
    let by_sowing = Walk::new(trace, marks, true).run();
    if by_sowing.len() <= MAX_FRAMES {
        return by_sowing;
    }
    elide(by_sowing)
}

/// Keeps the first and last frames of a very long move, with one frame between them that says
/// how many were left out, on the board the move had reached there.
fn elide(frames: Vec<Frame>) -> Vec<Frame> {
    let keep_first = MAX_FRAMES / 2;
    let keep_last = MAX_FRAMES - keep_first - 1;
    let skipped = frames.len() - keep_first - keep_last;
    let resume = frames.len() - keep_last;
    let gap = Frame {
        caption: format!(
            "… {} more sowings, each like the ones before …",
            thousands(skipped)
        ),
        ..frames[resume - 1].clone()
    };
    let mut kept = frames;
    let tail = kept.split_off(resume);
    kept.truncate(keep_first);
    kept.push(gap);
    kept.extend(tail);
    kept
}

/// Walks a trace's steps in order, keeping what a caption needs to know.
struct Walk<'a> {
    trace: &'a Trace,
    marks: &'a [Pit],
    mover: Player,
    /// A sowing per frame instead of a stone per frame.
    by_sowing: bool,
    frames: Vec<Frame>,
    /// Stones still in hand, during a sowing.
    in_hand: u8,
    /// The pit the last stone went into (or the pit just scooped).
    at: Pit,
    /// The pit a relay is about to scoop, between the relay step and its scoop.
    relay: Option<Pit>,
    /// The pits sown in the current sowing, for a frame per sowing.
    sown: Vec<Pit>,
    /// What the current sowing's scoop said, for a frame per sowing.
    scooped: String,
}

impl<'a> Walk<'a> {
    fn new(trace: &'a Trace, marks: &'a [Pit], by_sowing: bool) -> Walk<'a> {
        Walk {
            trace,
            marks,
            mover: owner(trace.start),
            by_sowing,
            frames: Vec::new(),
            in_hand: 0,
            at: trace.start,
            relay: None,
            sown: Vec::new(),
            scooped: String::new(),
        }
    }

    fn run(mut self) -> Vec<Frame> {
        let start = self.trace.start;
        let stones = self.trace.board[start];
        self.push(
            self.trace.board,
            &[],
            format!(
                "{} is about to sow pit {start}, which holds {}",
                name(self.mover),
                stones_word(stones)
            ),
        );
        for step in &self.trace.steps {
            self.step(step.kind, step.board);
        }
        self.frames
    }

    /// Adds a frame: the origin is marked in every frame, with the author's marks.
    fn push(&mut self, board: Board, roles: &[(Pit, Role)], caption: String) {
        let marks = std::iter::once((self.trace.start, Role::Origin))
            .chain(roles.iter().copied())
            .chain(self.marks.iter().map(|&pit| (pit, Role::Marked)))
            .collect();
        self.frames.push(Frame {
            board,
            marks,
            caption: capitalise(&caption),
        });
    }

    fn step(&mut self, kind: StepKind, board: Board) {
        match kind {
            StepKind::Scoop { pit, stones } => {
                let caption = match self.relay.take() {
                    Some(_) => format!(
                        "pit {pit} was not empty: scoop its {} and go on",
                        stones_word(stones)
                    ),
                    None => format!(
                        "scoop the {} of pit {pit} into the hand",
                        stones_word(stones)
                    ),
                };
                (self.in_hand, self.at) = (stones, pit);
                self.sown.clear();
                if self.by_sowing {
                    self.scooped = caption;
                } else {
                    self.push(board, &[(pit, Role::Active)], caption);
                }
            }
            StepKind::Drop { pit } => {
                let skipped = next_pit(self.at) != pit;
                (self.in_hand, self.at) = (self.in_hand.saturating_sub(1), pit);
                self.sown.push(pit);
                if self.by_sowing {
                    return;
                }
                let drop = if self.in_hand == 0 {
                    format!("drop the last stone in pit {pit}")
                } else {
                    format!("drop a stone in pit {pit} ({} left in hand)", self.in_hand)
                };
                let caption = if skipped {
                    format!(
                        "pass over pit {}, where the move started, and {drop}",
                        self.trace.start
                    )
                } else {
                    drop
                };
                self.push(board, &[(pit, Role::Active)], caption);
            }
            StepKind::Relay { pit } => {
                self.relay = Some(pit);
                if self.by_sowing {
                    let caption = format!(
                        "{}: {}; the last lands in pit {pit}, which was not empty",
                        self.scooped,
                        self.sown_pits()
                    );
                    self.push(board, &[(pit, Role::Active)], caption);
                }
            }
            StepKind::Rest { pit } => {
                let side = if owner(pit) == self.mover {
                    format!(
                        "it is {}'s own side, so {} captures pit {}, opposite",
                        name(self.mover),
                        name(self.mover),
                        opposite(pit)
                    )
                } else {
                    format!(
                        "it is {}'s side, so {} captures nothing",
                        name(owner(pit)),
                        name(self.mover)
                    )
                };
                let rest = format!("pit {pit} was empty, so the sowing ends there: {side}");
                let caption = if self.by_sowing {
                    format!("{}: {}; {rest}", self.scooped, self.sown_pits())
                } else {
                    rest
                };
                self.push(board, &[(pit, Role::End)], caption);
            }
            StepKind::Capture { pit, stones } => {
                let end = opposite(pit);
                let caption = if stones == 0 {
                    format!("pit {pit}, opposite pit {end}, is empty: nothing to capture")
                } else {
                    format!(
                        "capture {} from pit {pit}, opposite pit {end}",
                        stones_word(stones)
                    )
                };
                // An empty opposite pit is not drawn as captured: nothing left it.
                let roles = [(end, Role::End), (pit, Role::Captured)];
                let roles = if stones == 0 { &roles[..1] } else { &roles[..] };
                self.push(board, roles, caption);
            }
            StepKind::Endless {
                after_sowings,
                cycle,
            } => {
                let relay = self.relay.take();
                let goes_on = match relay {
                    Some(pit) => format!("pit {pit} was not empty either, and so on: "),
                    None => String::new(),
                };
                let back_to = match after_sowings.saturating_sub(cycle) {
                    0 => "the board it started from".to_string(),
                    1 => "where it was after the first sowing".to_string(),
                    before => format!("where it was after sowing {}", thousands(before)),
                };
                let caption = format!(
                    "{goes_on}the relay comes back to an earlier state after {} sowings \
                     ({back_to}) and would go round for ever, {} sowings a lap: this move is \
                     not permissible",
                    thousands(after_sowings),
                    thousands(cycle)
                );
                let next: Vec<(Pit, Role)> =
                    relay.map(|pit| (pit, Role::Active)).into_iter().collect();
                self.push(board, &next, caption);
            }
        }
    }

    /// The pits of the current sowing in words, for a frame per sowing.
    fn sown_pits(&self) -> String {
        match (self.sown.first(), self.sown.last()) {
            (Some(first), Some(last)) if self.sown.len() > 1 => {
                format!("one stone each in pits {first} to {last}")
            }
            (Some(only), _) => format!("one stone in pit {only}"),
            _ => "no stones".to_string(),
        }
    }
}

/// "1 stone", "4 stones".
fn stones_word(stones: u8) -> String {
    match stones {
        1 => "1 stone".to_string(),
        n => format!("{n} stones"),
    }
}

/// A caption starts with a capital letter, whatever phrase comes first.
fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// One frame as the page's script reads it: `b` the board, `c` the caption, `r` the classes of
/// pits that have a role. Short names, as a long move has hundreds of frames.
#[derive(Serialize)]
struct FrameData<'a> {
    b: Board,
    c: &'a str,
    r: BTreeMap<Pit, String>,
}

/// The frames as a JSON array, one frame a line, ready to sit in a
/// `<script type="application/json">`: `<` is escaped, so no caption can close the script.
pub fn frames_json(frames: &[Frame]) -> String {
    let lines: Vec<String> = frames
        .iter()
        .map(|frame| {
            let roles = frame
                .marks
                .iter()
                .map(|&(pit, _)| (pit, classes(&frame.marks, pit)))
                .collect();
            let data = FrameData {
                b: frame.board,
                c: &frame.caption,
                r: roles,
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
    use ayoayo::{OPENING, trace_move};

    fn captions(board: Board, start: Pit) -> Vec<String> {
        frames(&trace_move(board, start), &[])
            .into_iter()
            .map(|frame| frame.caption)
            .collect()
    }

    #[test]
    fn the_opening_move_from_pit_3_reads_step_by_step() {
        let captions = captions(OPENING, 3);
        assert_eq!(
            captions[..3],
            [
                "South is about to sow pit 3, which holds 4 stones",
                "Scoop the 4 stones of pit 3 into the hand",
                "Drop a stone in pit 4 (3 left in hand)",
            ]
        );
        assert!(captions.contains(&"Drop the last stone in pit 7".to_string()));
        assert!(captions.contains(&"Pit 7 was not empty: scoop its 5 stones and go on".into()));
        assert!(
            captions.contains(
                &"Pass over pit 3, where the move started, and drop a stone in pit 4 \
              (2 left in hand)"
                    .to_string()
            )
        );
        assert_eq!(
            captions.last().unwrap(),
            "Capture 6 stones from pit 11, opposite pit 0"
        );
    }

    #[test]
    fn every_frame_marks_the_origin_and_the_last_marks_end_and_capture() {
        let frames = frames(&trace_move(OPENING, 3), &[9]);
        assert!(frames.iter().all(|f| f.marks.contains(&(3, Role::Origin))));
        assert!(frames.iter().all(|f| f.marks.contains(&(9, Role::Marked))));
        let last = frames.last().unwrap();
        assert_eq!(last.board, [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0]);
        assert!(last.marks.contains(&(0, Role::End)));
        assert!(last.marks.contains(&(11, Role::Captured)));
    }

    #[test]
    fn a_move_that_ends_on_the_other_side_captures_nothing() {
        let captions = captions(OPENING, 0);
        assert_eq!(
            captions.last().unwrap(),
            "Pit 9 was empty, so the sowing ends there: it is North's side, so South \
             captures nothing"
        );
    }

    #[test]
    fn an_endless_move_ends_with_its_cycle() {
        let board = [2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1];
        let captions = captions(board, 1);
        let last = captions.last().unwrap();
        assert!(
            last.contains("after 639 sowings (where it was after the first sowing)"),
            "{last}"
        );
        assert!(last.contains("would go round for ever, 638 sowings a lap"));
    }

    #[test]
    fn a_long_move_is_shown_a_sowing_per_frame_and_elided() {
        // A made-up trace of 400 sowings of one stone each: too long even a sowing per frame.
        let mut steps = Vec::new();
        for sowing in 0..400 {
            let pit = sowing % 12;
            let board = [1; 12];
            steps.push(ayoayo::Step {
                kind: StepKind::Scoop { pit, stones: 1 },
                board,
            });
            steps.push(ayoayo::Step {
                kind: StepKind::Drop { pit: next_pit(pit) },
                board,
            });
            steps.push(ayoayo::Step {
                kind: StepKind::Relay { pit: next_pit(pit) },
                board,
            });
        }
        let trace = Trace {
            board: [1; 12],
            start: 0,
            steps,
        };
        let frames = frames(&trace, &[]);
        assert_eq!(frames.len(), MAX_FRAMES);
        assert!(
            frames[2].caption.starts_with(
                "Pit 1 was not empty: scoop its 1 stone and go on: one stone in pit 2;"
            ),
            "{}",
            frames[2].caption
        );
        assert_eq!(
            frames[MAX_FRAMES / 2].caption,
            "… 102 more sowings, each like the ones before …"
        );
    }

    #[test]
    fn frame_data_cannot_close_its_script() {
        let frame = Frame {
            board: OPENING,
            marks: vec![(3, Role::Origin)],
            caption: "</script>".into(),
        };
        let json = frames_json(&[frame]);
        assert!(!json.contains('<'));
        assert!(json.contains(r#""r":{"3":"origin"}"#), "{json}");
    }
}
