//! `show`: one move drawn step by step (the scoop, every stone, each relay, the capture), as
//! the reference plays it. The steps come from `ayoayo::trace_move` (Part I) or the toolkit's
//! trace under a Part II system's rules, and are told by the narrator, in the book's words;
//! this module prints them as text, or as JSON for tools.

use std::process::ExitCode;

use anyhow::Result;
use ayoayo::{Pit, StepKind};
use ayoayo_narrator::system::{System, TracedMove};
use ayoayo_narrator::{BoardOf, Layout, Traced, frames, summary};
use serde::Serialize;

/// A move of up to this many frames is drawn stone by stone, with a board after each; a longer
/// one sowing by sowing, and a very long one by its first and last sowings, so it stays
/// readable in a terminal.
const MAX_FRAMES: usize = 24;

/// Draw a board and every step of one move: scoop, each relay, capture.
///
/// Example: cargo run -- show --board "4 4 4 4 4 4 4 4 4 4 4 4" --sow 3
///
/// Part II's systems: cargo run -- show --variant kalah --sow 2
#[derive(clap::Args)]
pub struct Args {
    /// Play under a Part II system's rules: lagos, oware (12 pits), awari or kalah
    /// (14 bins: pits 0 to 5, South's store 6, pits 7 to 12, North's store 13). Without
    /// it, Part I's Ayòayò.
    #[arg(long, value_parser = super::variants(), ignore_case = true)]
    variant: Option<System>,
    /// The stone counts, pit 0 first: twelve, or fourteen for awari and kalah (default:
    /// the opening).
    // A board may begin with `-`: the board grammar, not clap, says why `-1` is wrong.
    #[arg(long, allow_hyphen_values = true)]
    board: Option<String>,
    /// The pit to sow.
    #[arg(long)]
    sow: usize,
    /// Print the steps as JSON, for tools.
    #[arg(long)]
    json: bool,
}

/// Shows the move from pit `--sow` on `--board` (default: the opening) under `--variant`'s
/// rules (default: Part I's).
pub fn run(args: Args) -> Result<ExitCode> {
    let system = args.variant.unwrap_or(System::Ayoayo);
    let board = match &args.board {
        Some(text) => system.parse_board(text)?,
        None => system.opening(),
    };
    let traced = system.trace(board, args.sow)?;
    println!("{}", shown(system, &traced, args.json)?);
    Ok(ExitCode::SUCCESS)
}

/// A traced move as text (under the system's name, but for Part I's game), or as JSON.
fn shown(system: System, traced: &TracedMove, json: bool) -> Result<String> {
    if json {
        return Ok(to_json(system, traced)?);
    }
    let text = match traced {
        TracedMove::PartOne(trace) => describe(trace),
        TracedMove::Twelve(trace) => describe(trace),
        TracedMove::Fourteen(trace) => describe(trace),
    };
    if system.is_part_one() {
        return Ok(text);
    }
    Ok(format!("{}\n\n{text}", system.name()))
}

/// The whole move as text: each frame's caption and board, separated by blank lines, then
/// where the move ended and what it captured.
fn describe<T: Traced>(trace: &T) -> String {
    let blocks = frames(trace, &[], MAX_FRAMES)
        .into_iter()
        .map(|frame| format!("{}\n{}", frame.caption, T::Layout::draw(frame.board)));
    let summary = summary(trace);
    blocks.chain([summary]).collect::<Vec<_>>().join("\n\n")
}

/// The trace as JSON: the variant (Part II only), the board, the pit sown, every step with the
/// board after it, where the move ended and what it captured (`null` for both when it never
/// ends): Part I's mover's capture, or Part II's stones each player took off the board,
/// `[South, North]` (a capture into a store on the board is a `store` step).
#[derive(Serialize)]
struct MoveJson<B, C> {
    #[serde(skip_serializing_if = "Option::is_none")]
    variant: Option<&'static str>,
    board: B,
    start: Pit,
    mover: String,
    steps: Vec<StepJson<B>>,
    end: Option<Pit>,
    captured: Option<C>,
    endless: bool,
}

/// A step as `{"kind": "scoop", "pit": 3, "stones": 4, "board": [...]}` (`ayoayo`'s `serde`
/// feature writes the kind).
#[derive(Serialize)]
struct StepJson<B> {
    #[serde(flatten)]
    kind: StepKind,
    board: B,
}

/// A traced move of `system` as JSON text, its keys in [`MoveJson`]'s order.
fn to_json(system: System, traced: &TracedMove) -> serde_json::Result<String> {
    let variant = (!system.is_part_one()).then(|| system.slug());
    match traced {
        TracedMove::PartOne(trace) => {
            serde_json::to_string(&move_json(variant, trace, trace.captured()))
        }
        TracedMove::Twelve(trace) => serde_json::to_string(&move_json(
            variant,
            trace,
            trace.outcome().map(|s| s.captured),
        )),
        TracedMove::Fourteen(trace) => serde_json::to_string(&move_json(
            variant,
            trace,
            trace.outcome().map(|s| s.captured),
        )),
    }
}

/// A traced move as JSON, with its captures told as `captured`.
fn move_json<T: Traced, C>(
    variant: Option<&'static str>,
    trace: &T,
    captured: Option<C>,
) -> MoveJson<BoardOf<T>, C> {
    let steps = trace.steps().map(|(kind, board)| StepJson { kind, board });
    MoveJson {
        variant,
        board: trace.board(),
        start: trace.start(),
        mover: format!("{:?}", trace.mover()),
        steps: steps.collect(),
        end: steps_end(trace),
        captured,
        endless: steps_end(trace).is_none(),
    }
}

/// Where the move came to rest, from its steps; `None` when it never does.
fn steps_end<T: Traced>(trace: &T) -> Option<Pit> {
    trace.steps().find_map(|(kind, _)| match kind {
        StepKind::Rest { pit } => Some(pit),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use ayoayo::OPENING;
    use serde_json::{Value, json};

    use super::*;

    /// Part I's move from `pit` on `board`, as `show --json` prints it.
    fn part_one_json(board: ayoayo::Board, pit: Pit) -> Value {
        let traced = TracedMove::PartOne(ayoayo::trace_move(board, pit));
        serde_json::from_str(&to_json(System::Ayoayo, &traced).unwrap()).unwrap()
    }

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
        let json = part_one_json(board, 1);
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
        let json = part_one_json(OPENING, 3);
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

    #[test]
    fn a_variant_s_move_is_told_in_its_words_under_its_name() {
        let system = System::Kalah;
        let traced = system.trace(system.opening(), 2).unwrap();
        let text = shown(system, &traced, false).unwrap();
        assert!(
            text.starts_with("Kalah\n\nSouth is about to sow pit 2"),
            "{text}"
        );
        assert!(text.ends_with(
            "The move ends in South's store (bin 6) after 1 sowing (4 stones dropped): nothing \
             is captured; a last stone in one's own store earns another move: South plays again."
        ));
        let json: Value = serde_json::from_str(&shown(system, &traced, true).unwrap()).unwrap();
        assert_eq!(
            (&json["variant"], &json["end"], &json["captured"]),
            (&json!("kalah"), &json!(6), &json!([0, 0]))
        );
        assert_eq!(
            json["steps"][4],
            json!({"kind": "drop", "pit": 6, "board": [4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0]})
        );
    }

    #[test]
    fn a_lagos_four_is_a_take_step_in_the_json() {
        let system = System::Lagos;
        let bins = system.parse_board("0 0 0 0 0 2 3 0 0 0 0 0").unwrap();
        let traced = system.trace(bins, 5).unwrap();
        let json: Value = serde_json::from_str(&to_json(system, &traced).unwrap()).unwrap();
        assert_eq!(json["steps"][2]["kind"], "take");
        assert_eq!(json["steps"][2]["by"], "North");
        assert_eq!(json["captured"], json!([0, 4]));
    }
}
