//! What the facts need computed: the relays, counts and positions the pages quote.

use std::collections::HashSet;
use std::fs;
use std::ops::ControlFlow::{self, Break, Continue};
use std::sync::LazyLock;

use ayoayo::cycle::{Fate, fate, steps_before_cycle};
use ayoayo::endgames::{board_at, boards_with};
use ayoayo::search::{Ayoayo, GameTree};
use ayoayo::toolkit::{Sown, sow_move, sow_once};
use ayoayo::{Board, Pit, Player, lagos, oware, relay_step, try_relay_sow};

use crate::{s, thousands};

/// What a relay that never ends does, as `fate` and `steps_before_cycle` measure it.
#[derive(Clone, Copy)]
pub(crate) struct Endless {
    /// Sowings before the relay enters its cycle.
    pub(crate) tail: usize,
    /// Sowings round the cycle.
    pub(crate) length: usize,
    /// Sowings Brent's method (`fate`) makes before it sees the repeat.
    pub(crate) seen_after: usize,
}

/// Part I's relay from `start` on `board`, which must never end.
pub(crate) fn endless(board: Board, start: Pit) -> Endless {
    let next = |relay| match relay_step(relay, start) {
        Continue(relay) => relay,
        Break(_) => panic!("the relay from pit {start} of {board:?} ends"),
    };
    let mut seen_after = 0;
    let Fate::Cycles { length } = fate((board, start), |relay| {
        seen_after += 1;
        relay_step(relay, start)
    }) else {
        panic!("the relay from pit {start} of {board:?} ends");
    };
    let tail = steps_before_cycle((board, start), length, next);
    Endless {
        tail,
        length,
        seen_after,
    }
}

/// Chapter 4's endless board, and its relay from pit 1.
pub(crate) static ENDLESS: LazyLock<Endless> =
    LazyLock::new(|| endless([2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1], 1));

/// The long relay chapter 4 quotes: sowings before it first repeats a state.
pub(crate) static LONG_RELAY: LazyLock<usize> = LazyLock::new(|| {
    let relay = endless([6, 0, 2, 1, 6, 3, 12, 7, 0, 1, 6, 2], 7);
    relay.tail + relay.length
});

/// The fewest stones on a board with a relay that never ends: every board of `n` stones, every
/// pit holding some, for `n` = 1, 2, 3...
pub(crate) static FEWEST_FOR_AN_ENDLESS_RELAY: LazyLock<u32> = LazyLock::new(|| {
    (1..=48)
        .find(|&stones| {
            (0..boards_with(stones)).any(|index| {
                let board = board_at(stones, index);
                (0..12).any(|pit| board[pit] > 0 && try_relay_sow(board, pit).is_none())
            })
        })
        .expect("some endless relay")
});

/// Oware's perft from the opening, depths 0 to 10.
pub(crate) static OWARE_PERFT: LazyLock<Vec<u64>> = LazyLock::new(|| {
    (0..=10)
        .map(|depth| oware::perft(oware::OPENING, depth))
        .collect()
});

/// How many different positions Oware's sequences of exactly `depth` moves from the opening
/// end in, depths 0 to 8: layer by layer, each the positions one move from the one before (the
/// count `ayoayo::challenges::perft::distinct_positions` answers, which takes a minute at 8).
pub(crate) static OWARE_POSITIONS: LazyLock<Vec<usize>> = LazyLock::new(|| {
    let mut layer = HashSet::from([oware::OPENING]);
    let mut counts = vec![1];
    for _ in 1..=8 {
        layer = layer
            .iter()
            .flat_map(|position| position.moves().into_iter().map(|pit| position.after(pit)))
            .collect();
        counts.push(layer.len());
    }
    let five = ayoayo::challenges::perft::distinct_positions(oware::OPENING, 5);
    assert_eq!(
        counts[5], five,
        "the layers count what the reference's answer counts"
    );
    counts
});

/// One row of the table of the answer "Is a memory worth it?": perft, distinct positions, and
/// their ratio, at `depth` from Oware's opening.
pub(crate) fn positions_row(depth: usize) -> Vec<String> {
    let (sequences, positions) = (OWARE_PERFT[depth], OWARE_POSITIONS[depth]);
    vec![
        thousands(sequences),
        thousands(positions as u64),
        format!("{:.1}", 100.0 * positions as f64 / sequences as f64),
    ]
}

/// One row of the answer's table of endgame layers: the layer of `stones` and all up to it.
pub(crate) fn layers_row(stones: u32) -> Vec<String> {
    let so_far: usize = (0..=stones).map(boards_with).sum();
    vec![
        thousands(boards_with(stones) as u64),
        thousands(so_far as u64),
    ]
}

/// Lagos's relay from `start` by `mover`: (sowings before its cycle, the cycle's length).
pub(crate) fn lagos_cycle(board: Board, mover: Player, start: Pit) -> (usize, usize) {
    let step = |sown: Sown<12>| -> ControlFlow<Sown<12>, Sown<12>> {
        let after = sow_once(&lagos::RULES, sown, mover, start);
        if after.bins.get(after.last).is_some_and(|&stones| stones > 1) {
            Continue(after)
        } else {
            Break(after)
        }
    };
    let first = Sown {
        bins: board,
        captured: [0, 0],
        last: start,
    };
    let Fate::Cycles { length } = fate(first, step) else {
        panic!("the Lagos relay ends");
    };
    let tail = steps_before_cycle(first, length, |sown| step(sown).continue_value().unwrap());
    (tail, length)
}

/// The last row of chapter 17's table: holes and the fewest seeds that use the last.
pub(crate) fn tchoukaillon_320() -> (u32, u32) {
    let (hole, seeds) = *ayoayo::tchoukaillon::first_uses(320).last().unwrap();
    (hole as u32, seeds)
}

/// Chapter 13's worked example after `moves`: Part I's Ayòayò, South to move, 8 stones on the
/// board and the other 40 captured, 20 each.
pub(crate) fn worked(moves: &[Pit]) -> Ayoayo {
    let start = Ayoayo {
        board: [1, 0, 3, 0, 0, 0, 1, 1, 0, 0, 2, 0],
        score: [20, 20],
        ..Ayoayo::OPENING
    };
    moves
        .iter()
        .fold(start, |position, &pit| position.after(pit))
}

/// A value as the answers write it, with a real minus sign: `−1`.
pub(crate) fn signed(value: i32) -> String {
    if value < 0 {
        format!("−{}", -value)
    } else {
        s(value)
    }
}

/// The longest Lagos relay of a permitted move in the positions up to four moves from the
/// opening: its sowings, the moves that lead there, and its pit (the first found, in the
/// order of the moves).
pub(crate) fn longest_lagos_relay() -> (usize, Vec<Pit>, Pit) {
    fn sowings(position: lagos::Position, pit: Pit) -> usize {
        let mover = position.to_move;
        let first = Sown {
            bins: position.board,
            captured: [0, 0],
            last: pit,
        };
        let mut sown = sow_once(&lagos::RULES, first, mover, pit);
        let mut count = 1;
        while sown.bins[sown.last] > 1 {
            sown = sow_once(&lagos::RULES, sown, mover, pit);
            count += 1;
        }
        count
    }
    fn walk(position: lagos::Position, line: &mut Vec<Pit>, best: &mut (usize, Vec<Pit>, Pit)) {
        for pit in lagos::permitted_moves(position) {
            let count = sowings(position, pit);
            if count > best.0 {
                *best = (count, line.clone(), pit);
            }
            if line.len() < 4 {
                line.push(pit);
                walk(lagos::play(position, pit).unwrap(), line, best);
                line.pop();
            }
        }
    }
    let mut best = (0, Vec::new(), 0);
    walk(lagos::OPENING, &mut Vec::new(), &mut best);
    best
}

/// The rows of a page's table whose first cell is a number, as their cells.
pub(crate) fn table_rows(page: &str, first_cell_numeric: bool) -> Vec<Vec<String>> {
    let path = ayoayo_book::workspace().join("book/src").join(page);
    fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|line| line.starts_with("| "))
        .map(|line| {
            line.trim_matches('|')
                .split('|')
                .map(|cell| cell.trim().to_string())
                .collect::<Vec<_>>()
        })
        .filter(|cells| cells[0].parse::<u32>().is_ok() == first_cell_numeric)
        .collect()
}

/// Chapter 16's table: each layer of one stone or more with the mover's mean share, in %.
pub(crate) fn mean_shares() -> Vec<(u32, f64)> {
    table_rows("16-endgames.md", true)
        .iter()
        .filter_map(|cells| {
            let share = cells[2].trim_end_matches('%').trim().parse().ok()?;
            Some((cells[0].parse().unwrap(), share))
        })
        .collect()
}

/// Chapter 12's perft table: the depths whose counts are the same in every system's row.
pub(crate) fn perft_columns_alike() -> Vec<usize> {
    let rows: Vec<Vec<String>> = table_rows("12-perft.md", false)
        .into_iter()
        .filter(|cells| cells[0] != "system" && !cells[0].starts_with("---"))
        .collect();
    (1..rows[0].len())
        .filter(|&column| rows.iter().all(|row| row[column] == rows[0][column]))
        .collect()
}

/// Chapter 8's position where the published program leaves seeds uncounted, and North's
/// sowing of pit 11 there, before the game's end is settled.
pub(crate) fn lagos_uncounted() -> (lagos::Position, Sown<12>) {
    let before = lagos::Position {
        board: [3, 0, 0, 0, 0, 0, 1, 1, 0, 1, 13, 1],
        captured: [24, 4],
        to_move: Player::North,
    };
    let sown = sow_move(&lagos::RULES, before.board, Player::North, 11).expect("a move");
    (before, sown)
}
