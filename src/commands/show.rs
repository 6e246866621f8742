//! `show`: one move drawn step by step (the scoop, every stone, each relay, the capture), as
//! the reference plays it. The steps come from `ayoayo::trace_move`; this module only parses
//! the board and turns the trace into text for a learner or JSON for tools.

use std::process::ExitCode;

use anyhow::{Result, bail};
use ayoayo::{
    Board, IllegalMove, OPENING, PITS, Pit, Step, StepKind, Trace, draw, next_pit, opposite, owner,
};
use serde::Serialize;

/// All the stones of a game: no pit, and no board, can hold more.
const STONES: u8 = 48;

/// A move of up to this many stones is drawn stone by stone, with a board after each; a
/// longer one sowing by sowing, so that it stays readable.
const STONE_BY_STONE_MAX_DROPS: usize = 12;

/// A relay of more sowings than this is drawn by its first and last halves only.
const MAX_SOWINGS_DRAWN: usize = 12;

pub fn run(board: Option<&str>, sow: usize, json: bool) -> Result<ExitCode> {
    let board = board.map_or(Ok(OPENING), parse_board)?;
    check_pit(board, sow)?;
    let trace = ayoayo::trace_move(board, sow);
    if json {
        println!("{}", serde_json::to_string(&to_json(&trace))?);
    } else {
        println!("{}", describe(&trace));
    }
    Ok(ExitCode::SUCCESS)
}

/// Twelve whole numbers, pit 0 to pit 11, separated by spaces or commas (square brackets
/// around them are allowed, so a board printed as JSON can be pasted back).
fn parse_board(text: &str) -> Result<Board> {
    let inner = text.trim().trim_start_matches('[').trim_end_matches(']');
    let numbers: Vec<u8> = inner
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|token| !token.is_empty())
        .enumerate()
        .map(|(pit, token)| parse_stones(pit, token))
        .collect::<Result<_>>()?;
    let Ok(board) = Board::try_from(numbers.as_slice()) else {
        let count = numbers.len();
        let plural = if count == 1 { "" } else { "s" };
        bail!("a board has {PITS} pits; you gave {count} number{plural}");
    };
    let total: u32 = board.iter().map(|&stones| u32::from(stones)).sum();
    if total > STONES.into() {
        bail!("the board holds {total} stones in all, but the game has only {STONES}");
    }
    Ok(board)
}

/// The stones of one pit: a whole number, at most all the stones of the game.
fn parse_stones(pit: Pit, token: &str) -> Result<u8> {
    if !token.bytes().all(|byte| byte.is_ascii_digit()) {
        bail!(
            "`{token}` is not a number of stones: give twelve whole numbers, \
             like \"4 4 4 4 4 4 4 4 4 4 4 4\""
        );
    }
    match token.parse::<u8>() {
        Ok(stones) if stones <= STONES => Ok(stones),
        _ => bail!("pit {pit} holds {token} stones, but the game has only {STONES}"),
    }
}

/// A pit that can be sown: on the board and holding stones. Either side may be sown here.
fn check_pit(board: Board, pit: Pit) -> Result<()> {
    if pit >= PITS {
        bail!(IllegalMove::OffBoard(pit));
    }
    if board[pit] == 0 {
        bail!(IllegalMove::EmptyPit(pit));
    }
    Ok(())
}

/// The whole move as text: blocks of a sentence and a board, separated by blank lines.
fn describe(trace: &Trace) -> String {
    let mover = owner(trace.start);
    let header = format!(
        "{mover:?} sows pit {} of this board:\n{}",
        trace.start,
        draw(trace.board)
    );
    let steps = if drops(trace) <= STONE_BY_STONE_MAX_DROPS {
        trace.steps.iter().map(step_block).collect()
    } else {
        sowing_blocks(&trace.steps, trace.start)
    };
    [vec![header], steps, vec![summary(trace)]]
        .concat()
        .join("\n\n")
}

/// How many stones the move dropped.
fn drops(trace: &Trace) -> usize {
    let is_drop = |step: &&Step| matches!(step.kind, StepKind::Drop { .. });
    trace.steps.iter().filter(is_drop).count()
}

/// One step's sentence, and the board after it when the step changed the board.
fn step_block(step: &Step) -> String {
    match step.kind {
        StepKind::Scoop { .. } | StepKind::Drop { .. } | StepKind::Capture { .. } => {
            format!("{}\n{}", sentence(step.kind), draw(step.board))
        }
        StepKind::Relay { .. } | StepKind::Rest { .. } | StepKind::Endless { .. } => {
            sentence(step.kind)
        }
    }
}

/// What a step did, in the words of the rules.
fn sentence(kind: StepKind) -> String {
    match kind {
        StepKind::Scoop { pit, stones } => {
            format!("scoop pit {pit}: {} in hand", count(stones.into(), "stone"))
        }
        StepKind::Drop { pit } => format!("drop in pit {pit}"),
        StepKind::Relay { pit } => format!("pit {pit} was not empty: relay from it"),
        StepKind::Rest { pit } => format!("rest in pit {pit}: it was empty"),
        StepKind::Capture { pit, stones } => {
            format!("capture pit {pit}: {}", count(stones.into(), "stone"))
        }
        StepKind::Endless {
            after_sowings,
            cycle,
        } => {
            let back_to = match after_sowings - cycle {
                0 => "where it started".to_string(),
                sowing => format!("where it was after sowing {sowing}"),
            };
            format!(
                "this sowing never ends: after {after_sowings} sowings it is back {back_to}, \
                 and from there it goes round the same {cycle} sowings for ever"
            )
        }
    }
}

/// A long move, one block per sowing (its scoop, the pits it dropped into, where the last
/// stone fell, and the board after it), then the capture or the news that it never ends.
fn sowing_blocks(steps: &[Step], origin: Pit) -> Vec<String> {
    let ends_sowing =
        |step: &Step| matches!(step.kind, StepKind::Relay { .. } | StepKind::Rest { .. });
    let (sowings, after): (Vec<&[Step]>, Vec<&[Step]>) =
        steps.split_inclusive(ends_sowing).partition(|part| {
            part.first()
                .is_some_and(|step| matches!(step.kind, StepKind::Scoop { .. }))
        });
    let mut blocks: Vec<String> = sowings
        .into_iter()
        .map(|sowing| sowing_block(sowing, origin))
        .collect();
    if blocks.len() > MAX_SOWINGS_DRAWN {
        let hidden = blocks.len() - MAX_SOWINGS_DRAWN;
        let note = format!(
            "... {} more, not drawn (`--json` lists every step) ...",
            count(hidden, "sowing")
        );
        blocks.splice(
            MAX_SOWINGS_DRAWN / 2..blocks.len() - MAX_SOWINGS_DRAWN / 2,
            [note],
        );
    }
    let last_steps = after.into_iter().flatten().map(step_block);
    blocks.into_iter().chain(last_steps).collect()
}

/// One sowing in a few lines: the scoop, every pit dropped into, where the last stone fell,
/// and the board after it.
fn sowing_block(sowing: &[Step], origin: Pit) -> String {
    let drops: Vec<Pit> = sowing
        .iter()
        .filter_map(|step| match step.kind {
            StepKind::Drop { pit } => Some(pit),
            _ => None,
        })
        .collect();
    let pits: Vec<String> = drops.iter().map(Pit::to_string).collect();
    let skipped = if skips_a_pit(&drops) {
        format!(" (never into pit {origin}, where the move began)")
    } else {
        String::new()
    };
    let lines: Vec<String> = sowing
        .iter()
        .filter_map(|step| match step.kind {
            StepKind::Drop { .. } => None,
            StepKind::Scoop { .. } => Some(format!(
                "{}\ndrop in pits {}{skipped}",
                sentence(step.kind),
                pits.join(", ")
            )),
            kind => Some(sentence(kind)),
        })
        .collect();
    let board = sowing.last().map_or(String::new(), |step| draw(step.board));
    format!("{}\n{board}", lines.join("\n"))
}

/// Whether the drops jumped over a pit: the origin of the move, which is never sown into.
fn skips_a_pit(drops: &[Pit]) -> bool {
    drops.windows(2).any(|pair| pair[1] != next_pit(pair[0]))
}

/// The last line: where the move ended and what it captured.
fn summary(trace: &Trace) -> String {
    let mover = owner(trace.start);
    let sowings = trace
        .steps
        .iter()
        .filter(|step| matches!(step.kind, StepKind::Scoop { .. }))
        .count();
    let (sowings, dropped) = (count(sowings, "sowing"), count(drops(trace), "stone"));
    let Some(end) = trace.end() else {
        return format!(
            "The move never ends (only its first {sowings} are drawn), \
             so {mover:?} may not play pit {} on this board (rule 6).",
            trace.start
        );
    };
    let facing = opposite(end);
    let capture = match trace.captured().unwrap_or(0) {
        _ if owner(end) != mover => {
            format!(
                "pit {end} is on {:?}'s side, so nothing is captured",
                mover.other()
            )
        }
        0 => format!("pit {facing}, opposite, is empty, so {mover:?} captures nothing"),
        stones => format!(
            "{mover:?} captures {} from pit {facing}",
            count(stones.into(), "stone")
        ),
    };
    format!("The move ends in pit {end} after {sowings} ({dropped} dropped): {capture}.")
}

/// `n` things, in the singular or the plural: "1 stone", "6 stones".
fn count(n: usize, thing: &str) -> String {
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{n} {thing}s")
    }
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

/// A step as `{"kind": "scoop", "pit": 3, "stones": 4, "board": [...]}`.
#[derive(Serialize)]
struct StepJson {
    #[serde(flatten, with = "StepKindJson")]
    kind: StepKind,
    board: Board,
}

/// How `StepKind` is written in JSON: `ayoayo` has no dependencies, so no serde, and serde
/// checks that this mirror matches it field for field.
#[derive(Serialize)]
#[serde(remote = "StepKind", tag = "kind", rename_all = "snake_case")]
enum StepKindJson {
    Scoop { pit: Pit, stones: u8 },
    Drop { pit: Pit },
    Relay { pit: Pit },
    Rest { pit: Pit },
    Capture { pit: Pit, stones: u8 },
    Endless { after_sowings: usize, cycle: usize },
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
    fn boards_are_numbers_separated_by_spaces_or_commas() {
        let board = [2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1];
        assert_eq!(parse_board("2 2 4 2 0 1 2 1 2 1 2 1").unwrap(), board);
        assert_eq!(parse_board("[2,2,4,2, 0,1,2,1,2,1,2,1]").unwrap(), board);
    }

    #[test]
    fn malformed_boards_are_refused_with_the_reason() {
        let error = |text: &str| parse_board(text).unwrap_err().to_string();
        assert_eq!(
            error("4 4 4 4 4 4 4 4 4 4 4"),
            "a board has 12 pits; you gave 11 numbers"
        );
        assert_eq!(error(""), "a board has 12 pits; you gave 0 numbers");
        assert!(error("4 4 x 4").starts_with("`x` is not a number of stones"));
        assert!(error("4 4 -1 4").starts_with("`-1` is not a number"));
        assert_eq!(
            error("49 0 0 0 0 0 0 0 0 0 0 0"),
            "pit 0 holds 49 stones, but the game has only 48"
        );
        assert!(error("0 99999999999999999999 0 0 0 0 0 0 0 0 0 0").starts_with("pit 1 holds"));
        assert_eq!(
            error("5 4 4 4 4 4 4 4 4 4 4 4"),
            "the board holds 49 stones in all, but the game has only 48"
        );
    }

    #[test]
    fn a_pit_must_be_on_the_board_and_hold_stones() {
        let board = [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4];
        assert!(
            check_pit(board, 12)
                .unwrap_err()
                .to_string()
                .contains("no pit 12")
        );
        assert!(
            check_pit(board, 0)
                .unwrap_err()
                .to_string()
                .contains("pit 0 is empty")
        );
        assert!(
            check_pit(board, 11).is_ok(),
            "North's pits can be shown too"
        );
    }

    #[test]
    fn the_opening_from_3_is_drawn_sowing_by_sowing_and_ends_with_the_capture() {
        let text = describe(&ayoayo::trace_move(OPENING, 3));
        assert!(text.starts_with("South sows pit 3 of this board:\n"));
        assert!(text.contains("scoop pit 3: 4 stones in hand\ndrop in pits 4, 5, 6, 7\n"));
        assert!(text.contains("pit 7 was not empty: relay from it"));
        assert!(text.contains("capture pit 11: 6 stones"));
        assert!(text.ends_with("(20 stones dropped): South captures 6 stones from pit 11."));
    }

    #[test]
    fn a_short_move_is_drawn_stone_by_stone() {
        let text = describe(&ayoayo::trace_move([0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0, 0], 2));
        assert!(text.contains("drop in pit 3\n"));
        assert!(text.contains("rest in pit 4: it was empty"));
        assert!(text.contains("capture pit 7: 0 stones"));
        assert!(text.ends_with(
            "The move ends in pit 4 after 1 sowing (2 stones dropped): \
             pit 7, opposite, is empty, so South captures nothing."
        ));
    }

    #[test]
    fn an_endless_move_is_cut_short_and_said_to_be_endless() {
        let board = [2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1];
        let text = describe(&ayoayo::trace_move(board, 1));
        assert!(text.contains("after 639 sowings it is back where it was after sowing 1"));
        assert!(text.ends_with("South may not play pit 1 on this board (rule 6)."));
        let json = json!(to_json(&ayoayo::trace_move(board, 1)));
        assert_eq!(
            (json["endless"].clone(), json["end"].clone()),
            (json!(true), Value::Null)
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
