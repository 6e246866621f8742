//! The numbers the book's prose states that the reference (or the course model) can compute,
//! each checked against what it computes now. A fact is a page, a short phrase of it with `{}`
//! where the numbers go, and how to compute them; the test finds the phrase with the computed
//! numbers on the page, and otherwise says what the page reads there and what the reference
//! computes. Keep the phrases short, so rewording around a number does not break them; when a
//! phrase is reworded, reword it here too. Tables checked elsewhere: the perft table of chapter
//! 12 (solutions/tests/perft.rs), the endgame table of chapter 16 (solutions/tests/endgames.rs),
//! chapter 5's table of planted bugs (solutions/examples/shrinking.rs) and chapter 17's table
//! and plot (solutions/tests/tchoukaillon.rs).

use std::collections::HashSet;
use std::fs;
use std::ops::ControlFlow::{self, Break, Continue};
use std::sync::LazyLock;

use ayoayo::cycle::{Fate, fate, steps_before_cycle};
use ayoayo::endgames::{arrangements, board_at, boards_with};
use ayoayo::search::{Ayoayo, GameTree, Kalah, best_moves, negamax, perft};
use ayoayo::toolkit::{Sown, sow_move, sow_once};
use ayoayo::{Board, Outcome, Pit, Player, awari, kalah, lagos, oware, relay_step, try_relay_sow};
use course_model::Course;
use regex::Regex;

/// One number (or a few) of a page, and where the reference's come from.
struct Fact {
    /// Under `book/src`.
    page: &'static str,
    /// Words of the page, whitespace as one space, with `{}` for each computed number.
    phrase: &'static str,
    /// The numbers, formatted as the page writes them.
    values: fn() -> Vec<String>,
}

/// `6827228` as `6,827,228`, as the pages write large numbers.
fn thousands(number: impl Into<u128>) -> String {
    let digits = number.into().to_string();
    let mut grouped = String::new();
    for (place, digit) in digits.chars().enumerate() {
        if place > 0 && (digits.len() - place) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    grouped
}

/// `7` as `seven`, for the numbers a page writes in words.
fn word(number: usize) -> String {
    const WORDS: [&str; 13] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    WORDS
        .get(number)
        .map_or(number.to_string(), |w| w.to_string())
}

fn capitalised(text: String) -> String {
    let mut chars = text.chars();
    chars.next().map_or(String::new(), |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

fn s(value: impl ToString) -> String {
    value.to_string()
}

/// What a relay that never ends does, as `fate` and `steps_before_cycle` measure it.
#[derive(Clone, Copy)]
struct Endless {
    /// Sowings before the relay enters its cycle.
    tail: usize,
    /// Sowings round the cycle.
    length: usize,
    /// Sowings Brent's method (`fate`) makes before it sees the repeat.
    seen_after: usize,
}

/// Part I's relay from `start` on `board`, which must never end.
fn endless(board: Board, start: Pit) -> Endless {
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
static ENDLESS: LazyLock<Endless> =
    LazyLock::new(|| endless([2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1], 1));

/// The long relay chapter 4 quotes: sowings before it first repeats a state.
static LONG_RELAY: LazyLock<usize> = LazyLock::new(|| {
    let relay = endless([6, 0, 2, 1, 6, 3, 12, 7, 0, 1, 6, 2], 7);
    relay.tail + relay.length
});

/// The fewest stones on a board with a relay that never ends: every board of `n` stones, every
/// pit holding some, for `n` = 1, 2, 3...
static FEWEST_FOR_AN_ENDLESS_RELAY: LazyLock<u32> = LazyLock::new(|| {
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
static OWARE_PERFT: LazyLock<Vec<u64>> = LazyLock::new(|| {
    (0..=10)
        .map(|depth| oware::perft(oware::OPENING, depth))
        .collect()
});

/// How many different positions Oware's sequences of exactly `depth` moves from the opening
/// end in, depths 0 to 8: layer by layer, each the positions one move from the one before (the
/// count `ayoayo::challenges::perft::distinct_positions` answers, which takes a minute at 8).
static OWARE_POSITIONS: LazyLock<Vec<usize>> = LazyLock::new(|| {
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
fn positions_row(depth: usize) -> Vec<String> {
    let (sequences, positions) = (OWARE_PERFT[depth], OWARE_POSITIONS[depth]);
    vec![
        thousands(sequences),
        thousands(positions as u64),
        format!("{:.1}", 100.0 * positions as f64 / sequences as f64),
    ]
}

/// One row of the answer's table of endgame layers: the layer of `stones` and all up to it.
fn layers_row(stones: u32) -> Vec<String> {
    let so_far: usize = (0..=stones).map(boards_with).sum();
    vec![
        thousands(boards_with(stones) as u64),
        thousands(so_far as u64),
    ]
}

/// Lagos's relay from `start` by `mover`: (sowings before its cycle, the cycle's length).
fn lagos_cycle(board: Board, mover: Player, start: Pit) -> (usize, usize) {
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
fn tchoukaillon_320() -> (u32, u32) {
    let (hole, seeds) = *ayoayo::tchoukaillon::first_uses(320).last().unwrap();
    (hole as u32, seeds)
}

/// Chapter 13's worked example after `moves`: Part I's Ayòayò, South to move, nothing captured.
fn worked(moves: &[Pit]) -> Ayoayo {
    let start = Ayoayo {
        board: [1, 0, 3, 0, 0, 0, 1, 1, 0, 0, 2, 0],
        ..Ayoayo::OPENING
    };
    moves
        .iter()
        .fold(start, |position, &pit| position.after(pit))
}

/// A value as the answers write it, with a real minus sign: `−1`.
fn signed(value: i32) -> String {
    if value < 0 {
        format!("−{}", -value)
    } else {
        s(value)
    }
}

/// The longest Lagos relay of a permitted move in the positions up to four moves from the
/// opening: its sowings, the moves that lead there, and its pit (the first found, in the
/// order of the moves).
fn longest_lagos_relay() -> (usize, Vec<Pit>, Pit) {
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
fn table_rows(page: &str, first_cell_numeric: bool) -> Vec<Vec<String>> {
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
fn mean_shares() -> Vec<(u32, f64)> {
    table_rows("16-endgames.md", true)
        .iter()
        .filter_map(|cells| {
            let share = cells[2].trim_end_matches('%').trim().parse().ok()?;
            Some((cells[0].parse().unwrap(), share))
        })
        .collect()
}

/// Chapter 12's perft table: the depths whose counts are the same in every system's row.
fn perft_columns_alike() -> Vec<usize> {
    let rows: Vec<Vec<String>> = table_rows("12-perft.md", false)
        .into_iter()
        .filter(|cells| cells[0] != "system" && !cells[0].starts_with("---"))
        .collect();
    (1..rows[0].len())
        .filter(|&column| rows.iter().all(|row| row[column] == rows[0][column]))
        .collect()
}

/// Every fact the test checks, page by page.
fn facts() -> Vec<Fact> {
    vec![
        // Chapter 4 and the pages that retell its endless board.
        Fact {
            page: "04-relay-sow.md",
            phrase: "After {} more sowings it is back",
            values: || vec![s(ENDLESS.length)],
        },
        Fact {
            page: "04-relay-sow.md",
            phrase: "repeats those {} sowings forever",
            values: || vec![s(ENDLESS.length)],
        },
        Fact {
            page: "04-relay-sow.md",
            phrase: "its first {} states show the cycle: the state at index {} is the state at index {} again",
            values: || {
                let e = *ENDLESS;
                vec![s(e.tail + e.length + 1), s(e.tail + e.length), s(e.tail)]
            },
        },
        Fact {
            page: "04-relay-sow.md",
            phrase: "the set holds {} states when the repeat turns up",
            values: || vec![s(ENDLESS.tail + ENDLESS.length)],
        },
        Fact {
            page: "04-relay-sow.md",
            phrase: "And {} is a small number",
            values: || vec![s(ENDLESS.tail + ENDLESS.length)],
        },
        Fact {
            page: "04-relay-sow.md",
            phrase: "first repeats a state after {} sowings",
            values: || vec![thousands(*LONG_RELAY as u64)],
        },
        Fact {
            page: "04-relay-sow.md",
            phrase: "the cycle starts after the {} sowing and is {} sowings long",
            values: || {
                let first = ["", "first", "second", "third"];
                vec![
                    s(first.get(ENDLESS.tail).unwrap_or(&"?")),
                    s(ENDLESS.length),
                ]
            },
        },
        Fact {
            page: "04-relay-sow.md",
            phrase: "It teleports again after sowings 3, 7, 15, ..., {}, and from there the allowance is {},",
            values: || {
                let last = ENDLESS.seen_after - ENDLESS.length;
                vec![s(last), s(last + 1)]
            },
        },
        Fact {
            page: "04-relay-sow.md",
            phrase: "The hare meets it {} sowings later, at sowing {}.",
            values: || vec![s(ENDLESS.length), thousands(ENDLESS.seen_after as u64)],
        },
        Fact {
            page: "15-memo.md",
            phrase: "the set sees the repeat after {} sowings, Brent's method after {}.",
            values: || {
                let e = *ENDLESS;
                vec![s(e.tail + e.length), thousands(e.seen_after as u64)]
            },
        },
        Fact {
            page: "04-relay-sow.md",
            phrase: "come back to the second after {} sowings",
            values: || vec![s(ENDLESS.length)],
        },
        Fact {
            page: "04-relay-sow.md",
            phrase: "first repeats after {} sowings",
            values: || vec![thousands(*LONG_RELAY as u64)],
        },
        Fact {
            page: "watching-a-move.md",
            phrase: "after {} sowings the relay is back",
            values: || vec![s(ENDLESS.tail + ENDLESS.length)],
        },
        Fact {
            page: "watching-a-move.md",
            phrase: "goes round those {} sowings",
            values: || vec![s(ENDLESS.length)],
        },
        Fact {
            page: "teachers/unplugged.md",
            phrase: "only after {} more",
            values: || vec![s(ENDLESS.length)],
        },
        Fact {
            page: "teachers/answers-part-1.md",
            phrase: "visits {} states before one repeats",
            values: || vec![thousands(*LONG_RELAY as u64)],
        },
        Fact {
            page: "teachers/answers-part-1.md",
            // A state `(Board, Pit)` is 24 bytes.
            phrase: "holds about {} MB of states",
            values: || vec![s((*LONG_RELAY as f64 * 24.0 / 1e6).round())],
        },
        Fact {
            page: "teachers/answers-part-1.md",
            phrase: "{} stones. An exhaustive search, every board of 1 to {} stones",
            values: || {
                let fewest = *FEWEST_FOR_AN_ENDLESS_RELAY;
                vec![capitalised(word(fewest as usize)), s(fewest - 1)]
            },
        },
        Fact {
            page: "teachers/answers-part-1.md",
            phrase: "C(17, 11) = {} boards of six stones",
            values: || vec![thousands(boards_with(6) as u64)],
        },
        Fact {
            page: "teachers/extensions.md",
            phrase: "on the {}-sowing relay",
            values: || vec![thousands(*LONG_RELAY as u64)],
        },
        // The systems' boards.
        Fact {
            page: "rules.md",
            phrase: "Every pit holds four stones, {} in all",
            values: || {
                vec![s(ayoayo::OPENING
                    .iter()
                    .map(|&p| u32::from(p))
                    .sum::<u32>())]
            },
        },
        Fact {
            page: "rules.md",
            phrase: "the stones on the board make {}.",
            values: || vec![s(ayoayo::STONES)],
        },
        Fact {
            page: "03-sow.md",
            phrase: "## {} sowings from the opening",
            values: || {
                vec![capitalised(word(
                    ayoayo::relay_states(ayoayo::OPENING, 0, 100).len(),
                ))]
            },
        },
        Fact {
            page: "04-relay-sow.md",
            phrase: "Here are chapter 3's {} sowings",
            values: || vec![word(ayoayo::relay_states(ayoayo::OPENING, 0, 100).len())],
        },
        Fact {
            page: "watching-a-move.md",
            phrase: "relays {} times and captures pit 11",
            values: || {
                vec![word(
                    ayoayo::relay_states(ayoayo::OPENING, 3, 100).len() - 1,
                )]
            },
        },
        Fact {
            page: "teachers/answers-part-1.md",
            phrase: "A state `(Board, Pit)` is {} bytes",
            values: || vec![s(std::mem::size_of::<(Board, Pit)>())],
        },
        Fact {
            page: "the-board.md",
            phrase: "game only has {} stones (`STONES`)",
            values: || vec![s(ayoayo::STONES)],
        },
        Fact {
            page: "10-awari.md",
            phrase: "({} tokens cannot make a difference",
            values: || vec![s(awari::OPENING.iter().map(|&b| u32::from(b)).sum::<u32>())],
        },
        Fact {
            page: "five-rule-sets.md",
            phrase: "| bins | {} | {} | {} | {} | {} |",
            values: || {
                let lengths = [
                    ayoayo::OPENING.len(),
                    lagos::OPENING.board.len(),
                    oware::OPENING.houses.len(),
                    awari::OPENING.len(),
                    kalah::STANDARD_BOARD.len(),
                ];
                lengths.iter().map(s).collect()
            },
        },
        Fact {
            page: "five-rule-sets.md",
            phrase: "| stones | {} | {} | {} | {} | {} |",
            values: || {
                let sum = |bins: &[u8]| bins.iter().map(|&b| u32::from(b)).sum::<u32>();
                [
                    sum(&ayoayo::OPENING),
                    sum(&lagos::OPENING.board),
                    sum(&oware::OPENING.houses),
                    sum(&awari::OPENING),
                    sum(&kalah::STANDARD_BOARD),
                ]
                .iter()
                .map(s)
                .collect()
            },
        },
        // Chapter 8.
        Fact {
            page: "08-lagos.md",
            phrase: "here sows {} times and is back where it started",
            values: || {
                let (tail, length) =
                    lagos_cycle([1, 3, 1, 0, 2, 1, 0, 1, 0, 2, 1, 0], Player::South, 1);
                match tail {
                    0 => vec![s(length)],
                    _ => vec![format!(
                        "{length} (back at the state after sowing {tail}, not the start)"
                    )],
                }
            },
        },
        Fact {
            page: "08-lagos.md",
            phrase: "with 24–{} captured sows pit 11; its last seed makes pit 0 a four (24–{})",
            values: || {
                let (before, sown) = lagos_uncounted();
                vec![
                    s(before.captured[1]),
                    s(before.captured[1] + sown.captured[1]),
                ]
            },
        },
        Fact {
            page: "08-lagos.md",
            phrase: "gives North its {} seeds, a 24–{} {}",
            values: || {
                let (before, sown) = lagos_uncounted();
                let north: u8 = sown.bins[6..].iter().sum();
                let after = lagos::play(before, 11).expect("a permitted move");
                let outcome = match lagos::outcome(after) {
                    Some(Outcome::Draw) => "draw",
                    Some(Outcome::Winner(_)) => "win",
                    None => "game that goes on",
                };
                vec![s(north), s(after.captured[1]), s(outcome)]
            },
        },
        Fact {
            page: "teachers/answers-part-2.md",
            phrase: "the longest is {} sowings: after {}, South's pit {}.",
            values: || {
                let (sowings, line, pit) = longest_lagos_relay();
                let line: Vec<String> = line.iter().map(s).collect();
                let (last, rest) = line.split_last().unwrap();
                vec![
                    s(sowings),
                    format!("{} and {last}", rest.join(", ")),
                    s(pit),
                ]
            },
        },
        // Chapters 3, 5 and 7: the opening's moves.
        Fact {
            page: "03-sow.md",
            phrase: "Four stones go into pits 1 to 4. The last one lands in pit {}, which now holds {}",
            values: || {
                let (after, last) = ayoayo::sow(ayoayo::OPENING, 0, 0);
                vec![s(last), s(after[last])]
            },
        },
        Fact {
            page: "03-sow.md",
            phrase: "The last lands in pit {}, which now holds {}:",
            values: || {
                let (after, _) = ayoayo::sow(ayoayo::OPENING, 0, 0);
                let (after, last) = ayoayo::sow(after, 0, 4);
                vec![s(last), s(after[last])]
            },
        },
        Fact {
            page: "05-captures.md",
            phrase: "pit 11, which holds {} stones, so South captures all {}.",
            values: || {
                let (board, _) = ayoayo::relay_sow(ayoayo::OPENING, 3);
                let (_, score) = ayoayo::sow_and_capture(ayoayo::OPENING, [0, 0], 3).unwrap();
                vec![s(board[11]), word(score[0].into())]
            },
        },
        Fact {
            page: "07-game-end.md",
            phrase: "That is {} stones on the board and {} captured: {}.",
            values: || {
                let (board, score, _) =
                    ayoayo::take_turn(ayoayo::OPENING, [0, 0], Player::South, 3).unwrap();
                let on_board: u32 = board.iter().map(|&p| u32::from(p)).sum();
                let captured = u32::from(score[0] + score[1]);
                vec![s(on_board), s(captured), s(on_board + captured)]
            },
        },
        Fact {
            page: "07-game-end.md",
            phrase: "That is still {} stones on the board and {} captured",
            values: || {
                let (board, score, _) =
                    ayoayo::take_turn(ayoayo::OPENING, [0, 0], Player::South, 3).unwrap();
                let (board, score, _) = ayoayo::take_turn(board, score, Player::North, 9).unwrap();
                let on_board: u32 = board.iter().map(|&p| u32::from(p)).sum();
                vec![s(on_board), s(score[0] + score[1])]
            },
        },
        Fact {
            page: "07-game-end.md",
            phrase: "North's permissible moves are `{}`",
            values: || {
                let (board, _, _) =
                    ayoayo::take_turn(ayoayo::OPENING, [0, 0], Player::South, 3).unwrap();
                vec![format!(
                    "{:?}",
                    ayoayo::permissible_moves(board, Player::North)
                )]
            },
        },
        Fact {
            page: "the-board.md",
            phrase: "The whole board takes {} bytes",
            values: || vec![word(std::mem::size_of::<Board>())],
        },
        // Chapter 7's late positions.
        Fact {
            page: "07-game-end.md",
            phrase: "South's new score is {}.",
            values: || {
                let board = [1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0];
                vec![s(ayoayo::count_stones(board, &[0, 1, 2, 3, 4, 5], 40))]
            },
        },
        Fact {
            page: "07-game-end.md",
            phrase: "the score is `[{}, {}]`, and the game is {}.",
            values: || {
                let board = [1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0];
                let (_, [south, north], over) =
                    ayoayo::take_turn(board, [40, 5], Player::South, 2).unwrap();
                vec![
                    s(south),
                    s(north),
                    s(if over { "over" } else { "not over" }),
                ]
            },
        },
        Fact {
            page: "07-game-end.md",
            phrase: "so the game goes on, still at `[{}, {}]`",
            values: || {
                let board = [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0];
                let (_, [south, north], over) =
                    ayoayo::take_turn(board, [39, 5], Player::South, 2).unwrap();
                let north = if over {
                    format!("{north}, but the game is over")
                } else {
                    s(north)
                };
                vec![s(south), north]
            },
        },
        // Answers of Part II.
        Fact {
            page: "teachers/answers-part-2.md",
            phrase: "ends in pit {}, and its chain takes pits 10 back to 6, {} stones, leaving North exactly one, in pit 11 (`oware::sow_and_capture` gives `([{}], {})`)",
            values: || {
                let houses = [0, 0, 0, 0, 0, 16, 1, 0, 0, 0, 0, 0];
                let (_, end) = oware::sow_skipping_origin(houses, 5);
                let (after, taken) = oware::sow_and_capture(houses, 5);
                let after: Vec<String> = after.iter().map(s).collect();
                vec![s(end), word(taken as usize), after.join(", "), s(taken)]
            },
        },
        Fact {
            page: "teachers/answers-part-2.md",
            phrase: "`threat` says {}, but your pit 0 really captures {}",
            values: || {
                let bins = [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0];
                let (after, _) = awari::sow(bins, Player::South, 0);
                vec![
                    s(awari::threat(bins)),
                    s(after[awari::store(Player::South)]),
                ]
            },
        },
        Fact {
            page: "teachers/answers-part-2.md",
            phrase: "South wins 20–18 (the reference's `winner` says `Some({})`). Giving North the {} stones still on its side makes it 20–{}",
            values: || {
                let board = [0, 0, 0, 0, 0, 0, 20, 10, 0, 0, 0, 0, 0, 18];
                let north: u8 = board[7..13].iter().sum();
                vec![
                    format!("{:?}", kalah::winner(board).unwrap()),
                    s(north),
                    s(board[13] + north),
                ]
            },
        },
        Fact {
            page: "teachers/answers-part-1.md",
            phrase: "South's greedy move, pit {}, captures {} stone, and North's best reply, pit {}, then captures {}.",
            values: || {
                use ayoayo::challenges::captures::best_capture;
                let board = [0, 1, 2, 0, 6, 13, 1, 0, 8, 1, 5, 1];
                let (pit, taken) = best_capture(board, Player::South).unwrap();
                let (after, _) = ayoayo::sow_and_capture(board, [0, 0], pit).unwrap();
                let (reply, taken_back) = best_capture(after, Player::North).unwrap();
                vec![
                    s(pit),
                    word(taken.into()),
                    s(reply),
                    word(taken_back.into()),
                ]
            },
        },
        // Oware's perft (chapters 9 and 12, and the answers).
        Fact {
            page: "09-oware.md",
            phrase: "From the opening: {} sequences of one move, {} of two, {} of three, then {}, {}, {}, {}, {}, {} and, at ten moves, {}.",
            values: || OWARE_PERFT[1..].iter().map(s).collect(),
        },
        Fact {
            page: "12-perft.md",
            phrase: "on to {}, {}, {} and, at ten moves, {}.",
            values: || OWARE_PERFT[7..].iter().map(|&n| thousands(n)).collect(),
        },
        Fact {
            page: "12-perft.md",
            phrase: "counts Oware's {} sequences of ten moves",
            values: || vec![thousands(OWARE_PERFT[10])],
        },
        Fact {
            page: "12-perft.md",
            phrase: "at {} of the {} million nodes of a ten-move tree",
            values: || {
                let nodes: u64 = OWARE_PERFT.iter().sum();
                let millions = |n: u64| format!("{:.1}", n as f64 / 1e6);
                vec![millions(OWARE_PERFT[10]), millions(nodes)]
            },
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "From the opening Oware reaches {}, Lagos {} and Part I's Ayòayò {}",
            values: || {
                vec![
                    s(perft(oware::OPENING, 2)),
                    s(perft(lagos::OPENING, 2)),
                    s(perft(Ayoayo::OPENING, 2)),
                ]
            },
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "for the {} sequences of ten moves",
            values: || vec![thousands(OWARE_PERFT[10])],
        },
        Fact {
            page: "teachers/answers-part-3.md",
            // Ten moves of one or two digits, with separators: some 25 bytes a line.
            phrase: "some 25 bytes a line, about {} MB of text",
            values: || vec![s((OWARE_PERFT[10] as f64 * 25.0 / 1e7).round() * 10.0)],
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "| 5 | {} | {} | {}% |",
            values: || positions_row(5),
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "| 6 | {} | {} | {}% |",
            values: || positions_row(6),
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "| 7 | {} | {} | {}% |",
            values: || positions_row(7),
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "| 8 | {} | {} | {}% |",
            values: || positions_row(8),
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "over {}% of the sequences of up to eight moves end in different positions",
            values: || {
                let row = positions_row(8);
                vec![s(row[2].parse::<f64>().unwrap().floor())]
            },
        },
        // Chapter 13 and its horizon answer.
        Fact {
            page: "13-minimax.md",
            phrase: "{} at depth 3, about {} million at depth 10",
            values: || vec![s(6u64.pow(3)), s((6f64.powi(10) / 1e6).round())],
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "| best moves | {} | {} | {} | {} | {} | {} | {} |",
            values: || {
                (1..=7)
                    .map(|depth| {
                        let pits: Vec<String> =
                            best_moves(Kalah::OPENING, depth).iter().map(s).collect();
                        pits.join(", ")
                    })
                    .collect()
            },
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "| value | {} | {} | {} | {} | {} | {} | {} |",
            values: || {
                (1..=7)
                    .map(|depth| s(negamax(Kalah::OPENING, depth)))
                    .collect()
            },
        },
        // Chapter 13's worked example: a small Part I position, South to move.
        Fact {
            page: "13-minimax.md",
            phrase: "One move ahead, pit 0 is worth {} and pit 2 is worth {}",
            values: || vec![s(-negamax(worked(&[0]), 0)), s(-negamax(worked(&[2]), 0))],
        },
        Fact {
            page: "13-minimax.md",
            phrase: "pit 6 leaves North ahead by {}, pit 7 behind by {}, so that position is worth `max({}, {}) = {}` to North, and `{}` to South",
            values: || {
                let (six, seven) = (-negamax(worked(&[0, 6]), 0), -negamax(worked(&[0, 7]), 0));
                let north = negamax(worked(&[0]), 1);
                vec![s(six), s(-seven), s(six), s(seven), s(north), s(-north)]
            },
        },
        Fact {
            page: "13-minimax.md",
            phrase: "After pit 2 it is worth `max({}, {}) = {}` to North. The root is worth `max(-{}, -{}) = {}` to South",
            values: || {
                let replies: Vec<i32> = worked(&[2])
                    .moves()
                    .iter()
                    .map(|&pit| -negamax(worked(&[2, pit]), 0))
                    .collect();
                let mut values: Vec<String> = replies.iter().map(s).collect();
                values.push(s(negamax(worked(&[2]), 1)));
                values.push(s(negamax(worked(&[0]), 1)));
                values.push(s(negamax(worked(&[2]), 1)));
                values.push(s(negamax(worked(&[]), 2)));
                values
            },
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "`best_moves` at depth 2 picks pit {} (worth {} to North) over pit 7 (worth {}); at depth 3, pit 11 is still worth {} but pit 7 is worth {}, and `best_moves` picks {}.",
            values: || {
                let position = oware::Position {
                    houses: [0, 1, 8, 4, 2, 3, 11, 2, 1, 6, 0, 8],
                    stores: [0, 2],
                    to_move: Player::North,
                };
                let worth = |pit: Pit, depth: u32| signed(-negamax(position.after(pit), depth - 1));
                let pits = |depth| {
                    let pits: Vec<String> = best_moves(position, depth).iter().map(s).collect();
                    pits.join(", ")
                };
                vec![
                    pits(2),
                    worth(11, 2),
                    worth(7, 2),
                    worth(11, 3),
                    worth(7, 3),
                    pits(3),
                ]
            },
        },
        // Chapter 16 and its answers.
        Fact {
            page: "16-endgames.md",
            phrase: "{} boards in all",
            values: || layers_row(15)[1..].to_vec(),
        },
        Fact {
            page: "16-endgames.md",
            phrase: "for 48 stones and their {} boards",
            values: || vec![thousands(arrangements(48, 12) as u64)],
        },
        Fact {
            page: "16-endgames.md",
            // A board and either player to move.
            phrase: "of the {} positions of 5 stones",
            values: || vec![thousands(2 * boards_with(5) as u64)],
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "{} for 48 stones in 12 pits",
            values: || vec![thousands(arrangements(48, 12) as u64)],
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "`C(60, 12)` = {} boards",
            values: || layers_row(48)[1..].to_vec(),
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "about {} TB at a byte each",
            values: || {
                let all: usize = (0..=48).map(boards_with).sum();
                vec![format!("{:.1}", all as f64 / 1e12)]
            },
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "| 15 | {} | {} |",
            values: || layers_row(15),
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "| 20 | {} | {} |",
            values: || layers_row(20),
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "| 25 | {} | {} |",
            values: || layers_row(25),
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "| 30 | {} | {} |",
            values: || layers_row(30),
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "| 48 | {} | {} |",
            values: || layers_row(48),
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "up to about 30 stones ({} GB), and one more layer, of {} GB",
            values: || {
                let so_far: usize = (0..=30).map(boards_with).sum();
                vec![
                    s((so_far as f64 / 1e9).round()),
                    format!("{:.1}", boards_with(31) as f64 / 1e9),
                ]
            },
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "boards, {} for 4 stones",
            values: || vec![thousands(boards_with(4) as u64)],
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "walks all {} boards of three stones",
            values: || vec![thousands(boards_with(3) as u64)],
        },
        // Chapter 16's reading of its own table (which solutions/tests/endgames.rs checks).
        Fact {
            page: "16-endgames.md",
            phrase: "With one to {} stones, having the move is a handicap",
            values: || {
                vec![word(
                    mean_shares().iter().take_while(|&&(_, m)| m < 50.0).count(),
                )]
            },
        },
        Fact {
            page: "16-endgames.md",
            phrase: "(at {} stones only just)",
            values: || {
                let shares = mean_shares();
                let below = shares.iter().take_while(|&&(_, m)| m < 50.0).count();
                // "Only just": within a point of half.
                let (last, share) = shares[below - 1];
                match 50.0 - share < 1.0 {
                    true => vec![word(last as usize)],
                    false => vec![format!(
                        "{} ({share} %, not only just)",
                        word(last as usize)
                    )],
                }
            },
        },
        Fact {
            page: "16-endgames.md",
            phrase: "From {} stones on it is an advantage",
            values: || {
                let shares = mean_shares();
                let from = (0..shares.len())
                    .find(|&i| shares[i..].iter().all(|&(_, m)| m > 50.0))
                    .map_or(0, |i| shares[i].0);
                vec![word(from as usize)]
            },
        },
        Fact {
            page: "16-endgames.md",
            phrase: "settles at about {} % of the board from {}.",
            values: || {
                // The first layer from which every mean share is within a point of their mean.
                let shares = mean_shares();
                let (settled, from) = (0..shares.len())
                    .find_map(|i| {
                        let rest = &shares[i..];
                        let mean = rest.iter().map(|&(_, m)| m).sum::<f64>() / rest.len() as f64;
                        rest.iter()
                            .all(|&(_, m)| (m - mean).abs() <= 1.0)
                            .then(|| (mean.round(), rest[0].0))
                    })
                    .unwrap();
                vec![s(settled), word(from as usize)]
            },
        },
        // Chapter 12's reading of its own table (which solutions/tests/perft.rs checks).
        Fact {
            page: "12-perft.md",
            phrase: "Only the {} column is the same for every system",
            values: || {
                let same = perft_columns_alike();
                match same.as_slice() {
                    [1] => vec![s("first")],
                    other => vec![format!("{other:?} (the columns alike)")],
                }
            },
        },
        Fact {
            page: "12-perft.md",
            phrase: "The systems part at the {} move",
            values: || {
                let first_apart = (1..).find(|c| !perft_columns_alike().contains(c)).unwrap();
                vec![s(
                    ["", "first", "second", "third", "fourth"][first_apart.min(4)]
                )]
            },
        },
        // Chapter 17 and its answers.
        Fact {
            page: "17-tchoukaillon.md",
            phrase: "{} positions for `n = 10` alone",
            values: || {
                vec![thousands(
                    ayoayo::tchoukaillon::every_position(10).len() as u64
                )]
            },
        },
        Fact {
            page: "17-tchoukaillon.md",
            phrase: "a board of {} holes needs {} seeds, and `{}² / {}` is within {} of π",
            values: || {
                let (holes, seeds) = tchoukaillon_320();
                let off =
                    (f64::from(holes * holes) / f64::from(seeds) - std::f64::consts::PI).abs();
                vec![
                    s(holes),
                    thousands(seeds),
                    s(holes),
                    s(seeds),
                    format!("{:.3}", (off * 1000.0).ceil() / 1000.0),
                ]
            },
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "some {} holes for a million seeds",
            values: || {
                let holes = (std::f64::consts::PI * 1e6).sqrt();
                vec![thousands(((holes / 100.0).round() * 100.0) as u64)]
            },
        },
    ]
}

/// Chapter 8's position where the published program leaves seeds uncounted, and North's
/// sowing of pit 11 there, before the game's end is settled.
fn lagos_uncounted() -> (lagos::Position, Sown<12>) {
    let before = lagos::Position {
        board: [3, 0, 0, 0, 0, 0, 1, 1, 0, 1, 13, 1],
        captured: [24, 4],
        to_move: Player::North,
    };
    let sown = sow_move(&lagos::RULES, before.board, Player::North, 11).expect("a move");
    (before, sown)
}

/// A page's text with every run of whitespace as one space, and for each of its bytes the
/// line of the page it came from.
fn flattened(text: &str) -> (String, Vec<usize>) {
    let (mut flat, mut lines) = (String::new(), Vec::new());
    let mut line = 1;
    let mut space = false;
    for ch in text.chars() {
        if ch.is_whitespace() {
            space = true;
        } else {
            if space && !flat.is_empty() {
                flat.push(' ');
                lines.push(line);
            }
            space = false;
            flat.push(ch);
            lines.extend(std::iter::repeat_n(line, ch.len_utf8()));
        }
        if ch == '\n' {
            line += 1;
        }
    }
    (flat, lines)
}

/// What is wrong with `fact` on its page, if anything.
fn problem(fact: &Fact) -> Option<String> {
    let path = ayoayo_book::workspace().join("book/src").join(fact.page);
    let name = format!("book/src/{}", fact.page);
    let Ok(text) = fs::read_to_string(&path) else {
        return Some(format!("{name}: no such page"));
    };
    let (page, lines) = flattened(&text);
    let values = (fact.values)();
    let pieces: Vec<&str> = fact.phrase.split("{}").collect();
    assert_eq!(
        pieces.len(),
        values.len() + 1,
        "{}: one value per {{}}",
        fact.phrase
    );
    let mut expected = pieces[0].to_string();
    for (value, piece) in values.iter().zip(&pieces[1..]) {
        expected.push_str(value);
        expected.push_str(piece);
    }
    if page.contains(&expected) {
        return None;
    }
    // Say what the page has where the phrase should be: the phrase with other numbers, or
    // else whatever follows its first words, or precedes its last ones.
    let pattern: Vec<String> = pieces.iter().map(|piece| regex::escape(piece)).collect();
    let other_numbers = Regex::new(&pattern.join("(.{1,40}?)")).unwrap();
    let (before, after) = (pieces[0], pieces[pieces.len() - 1]);
    let around = |at: usize| {
        let end = page[at..]
            .char_indices()
            .nth(expected.chars().count() + 10)
            .map_or(page.len(), |(i, _)| at + i);
        (at, &page[at..end])
    };
    let found = if let Some(m) = other_numbers.find(&page) {
        Some((m.start(), m.as_str()))
    } else if !before.is_empty() {
        page.find(before).map(around)
    } else {
        page.find(after).map(|end| {
            let end = end + after.len();
            let start = page[..end]
                .char_indices()
                .rev()
                .nth(expected.chars().count() + 10)
                .map_or(0, |(i, _)| i);
            (start, &page[start..end])
        })
    };
    Some(match found {
        Some((at, reads)) => format!(
            "{name}:{}: should read \"{expected}\" (the reference computes {}), but reads \"{reads}\"",
            lines[at],
            values.join(", ")
        ),
        None => format!(
            "{name}: the phrase \"{}\" is no longer on the page (the reference computes {}): \
             if it was reworded, reword it in book/tool/tests/numbers.rs too",
            fact.phrase,
            values.join(", ")
        ),
    })
}

#[test]
fn the_numbers_in_the_book_are_what_the_reference_computes() {
    let problems: Vec<String> = facts().iter().filter_map(problem).collect();
    assert!(
        problems.is_empty(),
        "{} numbers in the book differ from the reference:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// Counts of the course the prose states: its tests, functions and chapters.
#[test]
fn the_counts_of_the_course_in_the_book_are_the_course_s() {
    let root = ayoayo_book::workspace();
    let course = Course::load(&root).expect("reading the course model");
    let chapter = |n: u32| course.chapters.iter().find(|c| c.number == n).unwrap();
    // The tests `cargo test -p scoop` runs: every `#[test]` of the exercise but the ignored.
    let scoop_tests = {
        let folder = root
            .join("exercises")
            .join(chapter(1).folder_name())
            .join("tests");
        let mut count = 0;
        for file in walk(&folder) {
            let text = fs::read_to_string(file).unwrap();
            let lines: Vec<&str> = text.lines().map(str::trim).collect();
            count += lines
                .iter()
                .enumerate()
                .filter(|&(i, line)| {
                    *line == "#[test]"
                        && !lines
                            .get(i + 1)
                            .is_some_and(|next| next.starts_with("#[ignore"))
                })
                .count();
        }
        count
    };
    let summary = fs::read_to_string(root.join("book/src/SUMMARY.md")).unwrap();
    let part_one = summary
        .split("\n# ")
        .find(|part| part.starts_with("Part I:"))
        .expect("Part I in SUMMARY.md")
        .lines()
        .filter(|line| {
            line.starts_with("- [") && line.as_bytes().get(3).is_some_and(u8::is_ascii_digit)
        })
        .count();
    let counts = [
        ("01-scoop.md", "When all {} tests pass", word(scoop_tests)),
        ("01-scoop.md", "pass all {} tests", word(scoop_tests)),
        (
            "06-feeding.md",
            "there are {} functions",
            word(chapter(6).functions.len()),
        ),
        (
            "11-kalah.md",
            "It asks for {} functions",
            word(chapter(11).functions.len()),
        ),
        (
            "for-teachers.md",
            "a game on all {}, each move",
            word(part_one),
        ),
    ];
    // "An exercise asks for one to six small functions. Chapter 5 has the most (...); chapter
    // 6 comes next": the chapters by how many functions they ask for.
    let mut by_size: Vec<(usize, u32)> = course
        .chapters
        .iter()
        .map(|c| (c.functions.len(), c.number))
        .collect();
    by_size.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let fewest = by_size.last().unwrap().0;
    let range = format!("{} to {}", word(fewest), word(by_size[0].0));
    let sizes = [
        ("for-teachers.md", "asks for {} small functions", range),
        (
            "for-teachers.md",
            "Chapter {} has the most",
            s(by_size[0].1),
        ),
        ("for-teachers.md", "chapter {} comes next", s(by_size[1].1)),
    ];
    let ties = (by_size[0].0 == by_size[1].0 || by_size[1].0 == by_size[2].0)
        .then(|| format!("chapters tie for the most functions: {by_size:?}"));
    let problems: Vec<String> = counts
        .into_iter()
        .chain(sizes)
        .filter_map(|(page, phrase, value)| {
            let expected = phrase.replace("{}", &value);
            let text = fs::read_to_string(root.join("book/src").join(page)).unwrap_or_default();
            (!flattened(&text).0.contains(&expected)).then(|| {
                format!("book/src/{page}: should read \"{expected}\" (the course has {value})")
            })
        })
        .chain(ties)
        .collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every file under `dir`, in its subfolders too.
fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut found = Vec::new();
    for path in fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
    {
        if path.is_dir() {
            found.extend(walk(&path));
        } else {
            found.push(path);
        }
    }
    found
}

/// An argument of a call the prose shows, as literal Rust.
#[derive(Debug)]
enum Arg {
    Number(u64),
    List(Vec<u64>),
    Player(Player),
}

/// `OPENING`, `3`, `[0, 5, 5]`, `&[6, 7]` or `Player::South`, or `None` for anything else
/// (a variable's name, an expression), which the test then leaves alone.
fn parse_arg(text: &str) -> Option<Arg> {
    let text = text.trim().trim_start_matches('&');
    match text {
        "OPENING" => return Some(Arg::List(vec![4; 12])),
        "Player::South" => return Some(Arg::Player(Player::South)),
        "Player::North" => return Some(Arg::Player(Player::North)),
        _ => {}
    }
    if let Some(inner) = text.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
        let items: Option<Vec<u64>> = inner
            .split(',')
            .filter(|item| !item.trim().is_empty())
            .map(|item| item.trim().parse().ok())
            .collect();
        return items.map(Arg::List);
    }
    text.parse().ok().map(Arg::Number)
}

/// The arguments of a call, split at the commas outside brackets.
fn parse_args(text: &str) -> Option<Vec<Arg>> {
    let (mut args, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, ch) in text.char_indices() {
        match ch {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            ',' if depth == 0 => {
                args.push(parse_arg(&text[start..i])?);
                start = i + 1;
            }
            _ => {}
        }
    }
    args.push(parse_arg(&text[start..])?);
    Some(args)
}

/// What the reference answers to `name(args)`, as `{:?}` prints it, for the Part I functions
/// the prose calls with literal arguments; `None` for others.
fn call(name: &str, args: &[Arg]) -> Option<String> {
    let board = |arg: &Arg| match arg {
        Arg::List(items) if items.len() == 12 => {
            Some(std::array::from_fn::<u8, 12, _>(|i| items[i] as u8))
        }
        _ => None,
    };
    let number = |arg: &Arg| match arg {
        Arg::Number(n) => Some(*n as usize),
        _ => None,
    };
    let score = |arg: &Arg| match arg {
        Arg::List(items) if items.len() == 2 => Some([items[0] as u8, items[1] as u8]),
        _ => None,
    };
    Some(match (name, args) {
        ("scoop", [b, p]) => format!("{:?}", ayoayo::scoop(board(b)?, number(p)?)),
        ("sow", [b, skip, from]) => {
            format!("{:?}", ayoayo::sow(board(b)?, number(skip)?, number(from)?))
        }
        ("relay_sow", [b, p]) => format!("{:?}", ayoayo::relay_sow(board(b)?, number(p)?)),
        ("try_relay_sow", [b, p]) => format!("{:?}", try_relay_sow(board(b)?, number(p)?)),
        ("captured_stones", [b, start, end]) => format!(
            "{:?}",
            ayoayo::captured_stones(board(b)?, number(start)?, number(end)?)
        ),
        ("sow_and_capture", [b, sc, p]) => format!(
            "{:?}",
            ayoayo::sow_and_capture(board(b)?, score(sc)?, number(p)?)
        ),
        ("possible_moves", [b, Arg::List(moves)]) => {
            let moves: Vec<Pit> = moves.iter().map(|&m| m as Pit).collect();
            format!("{:?}", ayoayo::possible_moves(board(b)?, &moves))
        }
        ("permissible_moves", [b, Arg::Player(player)]) => {
            format!("{:?}", ayoayo::permissible_moves(board(b)?, *player))
        }
        _ => return None,
    })
}

/// "`sow(OPENING, 0, 0)` returns `([0,5,5,5,5,4,4,4,4,4,4,4], 4)`": every call of a Part I
/// function with literal arguments that a page or a hint says returns something returns it.
#[test]
fn every_call_the_book_shows_returns_what_it_says() {
    let claim =
        Regex::new(r"`([a-z_]+)\(([^`]*)\)` (?:returns|gives|answers|is) `([^`]*)`").unwrap();
    let root = ayoayo_book::workspace();
    let mut pages = walk(&root.join("book/src"));
    pages.extend(
        walk(&root.join("exercises"))
            .into_iter()
            .filter(|p| p.ends_with("course/hints.md")),
    );
    let (mut checked, mut problems) = (0, Vec::new());
    for path in pages
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
    {
        let text = fs::read_to_string(path).unwrap();
        let (flat, lines) = flattened(&text);
        for m in claim.captures_iter(&flat) {
            let Some(answer) = parse_args(&m[2]).and_then(|args| call(&m[1], &args)) else {
                continue;
            };
            checked += 1;
            let said: String = m[3].split_whitespace().collect();
            let computed: String = answer.split_whitespace().collect();
            if said != computed {
                problems.push(format!(
                    "{}:{}: `{}({})` returns `{answer}`, not `{}`",
                    path.strip_prefix(&root).unwrap().display(),
                    lines[m.get(0).unwrap().start()],
                    &m[1],
                    &m[2],
                    &m[3]
                ));
            }
        }
    }
    assert!(
        checked >= 10,
        "only {checked} calls found: has the pattern changed?"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
