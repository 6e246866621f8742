//! `show`: one move drawn step by step (the scoop, every stone, each relay, the capture), as
//! the reference plays it. The steps come from `ayoayo::trace_move` and are told by the
//! narrator, in the book's words; this module prints them as text, or as JSON for tools.

use std::process::ExitCode;

use anyhow::Result;
use ayoayo::{Board, OPENING, Pit, StepKind, Trace, draw, owner};
use ayoayo_narrator::{Layout, TwelvePits, frames, grammar, summary};
use serde::Serialize;

/// A move of up to this many frames is drawn stone by stone, with a board after each; a longer
/// one sowing by sowing, and a very long one by its first and last sowings, so it stays
/// readable in a terminal.
const MAX_FRAMES: usize = 24;

pub fn run(board: Option<&str>, sow: usize, json: bool) -> Result<ExitCode> {
    let board = board.map_or(Ok(OPENING), TwelvePits::parse_board)?;
    let start = grammar::sowable(&board, sow)?;
    let trace = ayoayo::trace_move(board, start);
    if json {
        println!("{}", serde_json::to_string(&to_json(&trace))?);
    } else {
        println!("{}", describe(&trace));
    }
    Ok(ExitCode::SUCCESS)
}

/// The whole move as text: each frame's caption and board, separated by blank lines, then
/// where the move ended and what it captured.
fn describe(trace: &Trace) -> String {
    let blocks = frames(trace, &[], MAX_FRAMES)
        .into_iter()
        .map(|frame| format!("{}\n{}", frame.caption, draw(frame.board)));
    let summary = summary(trace);
    blocks.chain([summary]).collect::<Vec<_>>().join("\n\n")
}

/// The trace as JSON: the board, the pit sown, every step with the board after it, where the
/// move ended and what it captured (`null` for both when it never ends).
#[derive(Serialize)]
struct MoveJson {
    board: Board,
    start: Pit,
    mover: String,
    steps: Vec<StepJson>,
    end: Option<Pit>,
    captured: Option<u8>,
    endless: bool,
}

/// A step as `{"kind": "scoop", "pit": 3, "stones": 4, "board": [...]}` (`ayoayo`'s `serde`
/// feature writes the kind).
#[derive(Serialize)]
struct StepJson {
    #[serde(flatten)]
    kind: StepKind,
    board: Board,
}

fn to_json(trace: &Trace) -> MoveJson {
    let steps = trace.steps.iter().map(|step| StepJson {
        kind: step.kind,
        board: step.board,
    });
    MoveJson {
        board: trace.board,
        start: trace.start,
        mover: format!("{:?}", owner(trace.start)),
        steps: steps.collect(),
        end: trace.end(),
        captured: trace.captured(),
        endless: trace.end().is_none(),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::*;

    #[test]
    fn the_opening_from_3_is_drawn_sowing_by_sowing_and_ends_with_the_capture() {
        let text = describe(&ayoayo::trace_move(OPENING, 3));
        assert!(text.starts_with("South is about to sow pit 3, which holds 4 stones\npit "));
        assert!(text.contains(
            "Scoop the 4 stones of pit 3 into the hand: one stone each in pits 4 to 7; the last \
             lands in pit 7, which was not empty\n"
        ));
        assert!(text.contains("Capture 6 stones from pit 11, opposite pit 0\n"));
        assert!(text.ends_with("(20 stones dropped): South captures 6 stones from pit 11."));
    }

    #[test]
    fn a_short_move_is_drawn_stone_by_stone() {
        let text = describe(&ayoayo::trace_move([0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0, 0], 2));
        assert!(text.contains("Drop a stone in pit 3 (1 left in hand)\n"));
        assert!(text.contains("Pit 7, opposite pit 4, is empty: nothing to capture"));
        assert!(text.ends_with(
            "The move ends in pit 4 after 1 sowing (2 stones dropped): \
             pit 7, opposite, is empty, so nothing is captured."
        ));
    }

    #[test]
    fn an_endless_move_is_cut_short_and_said_to_be_endless() {
        let board = [2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1];
        let text = describe(&ayoayo::trace_move(board, 1));
        assert!(text.contains("after 639 sowings (where it was after the first sowing)"));
        assert!(text.ends_with("South may not play pit 1 on this board (rule 6)."));
        let json = json!(to_json(&ayoayo::trace_move(board, 1)));
        assert_eq!(
            (json["endless"].clone(), json["end"].clone()),
            (json!(true), Value::Null)
        );
        let last = json["steps"]
            .as_array()
            .and_then(|steps| steps.last())
            .unwrap();
        assert_eq!(
            (&last["kind"], &last["after_sowings"], &last["cycle"]),
            (&json!("endless"), &json!(639), &json!(638))
        );
    }

    #[test]
    fn the_json_lists_every_step_with_its_board() {
        let json = json!(to_json(&ayoayo::trace_move(OPENING, 3)));
        assert_eq!(json["start"], 3);
        assert_eq!(
            json["steps"][0],
            json!({"kind": "scoop", "pit": 3, "stones": 4, "board": [4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 4, 4]})
        );
        assert_eq!(
            (json["end"].clone(), json["captured"].clone()),
            (json!(0), json!(6))
        );
        assert_eq!(json["endless"], false);
    }
}
