//! Every fact the test checks, page by page.

use ayoayo::endgames::{MAX_STONES, arrangements, boards_with};
use ayoayo::lazy::{self, Counted, positions_made};
use ayoayo::search::{Ayoayo, GameTree, Kalah, OWARE_ENDING, best_moves, negamax, perft};
use ayoayo::{Board, Outcome, Pit, Player, awari, history, kalah, lagos, oware, tree};

use crate::computed::*;
use crate::{Fact, capitalised, s, thousands, word};

/// Every fact the test checks, page by page.
pub(crate) fn facts() -> Vec<Fact> {
    vec![
        // Chapter 4 and the pages that retell its endless board.
        Fact {
            page: "04-relay-sow.md",
            phrase: "once it has computed for {} seconds without an answer",
            values: || {
                let patience = course_model::limits::ISOLATED_CALL.as_secs();
                vec![word(usize::try_from(patience).unwrap())]
            },
        },
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
            // All 48 stones accounted for: on the board, or in the stores.
            phrase: "{} stones on the board, and the other {} captured, {} each",
            values: || {
                let start = worked(&[]);
                let on_board: u32 = start.board.iter().map(|&stones| u32::from(stones)).sum();
                let captured: u32 = start.score.iter().map(|&stones| u32::from(stones)).sum();
                assert_eq!(
                    on_board + captured,
                    ayoayo::STONES,
                    "chapter 13's worked example: {on_board} stones on the board and {captured} \
                     captured are not the game's {} stones",
                    ayoayo::STONES
                );
                assert_eq!(
                    start.score[0], start.score[1],
                    "the page says the stores are level"
                );
                vec![s(on_board), s(captured), s(start.score[0])]
            },
        },
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
            phrase: "every position with up to {} stones on the board (the most the course tool's `solve` builds), {} boards in all",
            values: || vec![s(MAX_STONES), layers_row(MAX_STONES)[1].clone()],
        },
        Fact {
            page: "16-endgames.md",
            // The page's table, checked row by row in solutions/tests/endgames.rs.
            phrase: "up to 15 stones ({} boards in all)",
            values: || layers_row(15)[1..].to_vec(),
        },
        Fact {
            page: "16-endgames.md",
            phrase: "{} stones is {} of a game. But for every Oware ending with up to {} stones",
            values: || {
                let share = match (3 * MAX_STONES).cmp(&ayoayo::STONES) {
                    std::cmp::Ordering::Less => "less than a third",
                    std::cmp::Ordering::Equal => "a third",
                    std::cmp::Ordering::Greater => "more than a third",
                };
                vec![s(MAX_STONES), s(share), s(MAX_STONES)]
            },
        },
        Fact {
            page: "15-memo.md",
            phrase: "every Oware position with up to {} stones on the board",
            values: || vec![s(MAX_STONES)],
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "The layer of {} stones, which `solve` builds too, has {} possible values",
            values: || vec![s(MAX_STONES), s(MAX_STONES + 1)],
        },
        Fact {
            page: "teachers/answers-part-3.md",
            phrase: "packs three values into two bytes ({}³ = {} values,",
            values: || {
                let values = MAX_STONES + 1;
                vec![s(values), thousands(u64::from(values.pow(3)))]
            },
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
        // Chapter 18: the tree grown, counted and weighed.
        Fact {
            page: "18-game-tree.md",
            phrase: "two moves deep, the tree has {} + {} + {} = {} nodes, height {}, and {} leaves",
            values: || {
                let tree = tree::grow(oware::OPENING, 2);
                let level = |depth| s(perft(oware::OPENING, depth));
                vec![
                    level(0),
                    level(1),
                    level(2),
                    s(tree::size(&tree)),
                    s(tree::height(&tree)),
                    s(tree::leaves(&tree)),
                ]
            },
        },
        Fact {
            page: "18-game-tree.md",
            phrase: "the tree has {} nodes and {} leaves, but `perft(ENDING, 2)` is {}",
            values: || {
                let tree = tree::grow(tree::ENDING, 2);
                vec![
                    s(tree::size(&tree)),
                    s(tree::leaves(&tree)),
                    s(perft(tree::ENDING, 2)),
                ]
            },
        },
        Fact {
            page: "18-game-tree.md",
            phrase: "captures them: South's {}th stone, more than half of the {}",
            values: || vec![s(tree::ENDING.after(5).stores()[0]), s(ayoayo::STONES)],
        },
        Fact {
            page: "18-game-tree.md",
            phrase: "So a tree of Oware positions is {} bytes",
            values: || vec![s(size_of::<tree::Tree<oware::Position>>())],
        },
        Fact {
            page: "18-game-tree.md",
            phrase: "bytes, {} for the three systems below (a position of {} or {} bytes, padded to {}, and the `Vec`'s {})",
            values: || {
                let node = size_of::<tree::Tree<Kalah>>();
                assert_eq!(node, size_of::<tree::Tree<oware::Position>>());
                assert_eq!(node, size_of::<tree::Tree<Ayoayo>>());
                let vec = size_of::<Vec<tree::Tree<Kalah>>>();
                vec![
                    s(node),
                    s(size_of::<oware::Position>()),
                    s(size_of::<Ayoayo>()),
                    s(node - vec),
                    s(vec),
                ]
            },
        },
        Fact {
            page: "18-game-tree.md",
            phrase: "a tree of `n` nodes holds exactly `{} × (n - 1)` bytes",
            values: || vec![s(size_of::<tree::Tree<oware::Position>>())],
        },
        Fact {
            page: "18-game-tree.md",
            phrase: "| Oware | {} | {} | | Ayòayò | {} | {} | | Kalah | {} | {} |",
            values: || {
                fn row<G: GameTree>(opening: G) -> [String; 2] {
                    let nodes = tree::size(&tree::grow(opening, 6));
                    let bytes = (nodes - 1) * size_of::<tree::Tree<G>>() as u64;
                    [thousands(nodes), thousands(bytes)]
                }
                [
                    row(oware::OPENING),
                    row(Ayoayo::OPENING),
                    row(Kalah::OPENING),
                ]
                .concat()
            },
        },
        Fact {
            page: "18-game-tree.md",
            phrase: "each further move multiplies the bill by about {}",
            values: || {
                let growth = perft(oware::OPENING, 6) as f64 / perft(oware::OPENING, 5) as f64;
                vec![word(growth.round() as usize)]
            },
        },
        Fact {
            page: "18-game-tree.md",
            phrase: "the tree would have {} nodes and hold {} bytes",
            values: || {
                // Each level of the tree holds as many nodes as perft counts at its depth.
                let nodes: u64 = OWARE_PERFT.iter().sum();
                let bytes = (nodes - 1) * size_of::<tree::Tree<oware::Position>>() as u64;
                vec![thousands(nodes), thousands(bytes)]
            },
        },
        Fact {
            page: "teachers/answers-part-4.md",
            phrase: "the tree six moves deep from Oware's opening holds {}",
            values: || {
                let nodes = tree::size(&tree::grow(oware::OPENING, 6));
                vec![thousands(
                    (nodes - 1) * size_of::<tree::Tree<oware::Position>>() as u64,
                )]
            },
        },
        // Chapter 19: what the lazy tree makes, counted through `lazy::Counted`.
        Fact {
            page: "19-lazy-tree.md",
            phrase: "`game_tree(Counted(Ayoayo::OPENING))` makes {} positions",
            values: || {
                let (_, made) = positions_made(|| lazy::game_tree(Counted(Ayoayo::OPENING)));
                vec![s(made)]
            },
        },
        Fact {
            page: "19-lazy-tree.md",
            phrase: "Ten steps down its first branch (`subtrees().next()`, ten times) make {} positions",
            values: || {
                let tree = lazy::game_tree(Counted(Ayoayo::OPENING));
                let (_, made) = positions_made(|| {
                    (0..10).fold(tree, |node, _| node.subtrees().next().expect("a move"))
                });
                vec![s(made)]
            },
        },
        Fact {
            page: "19-lazy-tree.md",
            phrase: "`evaluate(4)` makes {} positions, and `negamax(position, 4)` makes {}.",
            values: || {
                let opening = Counted(Ayoayo::OPENING);
                let (_, by_evaluate) = positions_made(|| lazy::evaluate(4)(opening));
                let (_, by_negamax) = positions_made(|| negamax(opening, 4));
                vec![thousands(by_evaluate), thousands(by_negamax)]
            },
        },
        Fact {
            page: "19-lazy-tree.md",
            phrase: "the positions are made twice: {} for the first walk, {} for both",
            values: || {
                let opening = Counted(Ayoayo::OPENING);
                let me = opening.to_move();
                let tree = lazy::map_tree(
                    lazy::score_for(me),
                    lazy::prune(4, lazy::game_tree(opening)),
                );
                let (_, once) = positions_made(|| lazy::maximise(&tree));
                let (_, twice) = positions_made(|| (lazy::maximise(&tree), lazy::maximise(&tree)));
                vec![thousands(once), thousands(twice)]
            },
        },
        Fact {
            page: "19-lazy-tree.md",
            phrase: "asks for the moves of all {} positions it enters, and the lazy evaluator only for those of the {} above the cut",
            values: || {
                let lines =
                    |depth: u32| -> u64 { (0..=depth).map(|d| perft(Ayoayo::OPENING, d)).sum() };
                vec![thousands(lines(4)), thousands(lines(3))]
            },
        },
        Fact {
            page: "teachers/answers-part-4.md",
            phrase: "opening pruned to depth 6, {} nodes (the sum of `perft` to depth 6)",
            values: || {
                let nodes: u64 = (0..=6).map(|d| perft(Ayoayo::OPENING, d)).sum();
                vec![thousands(nodes)]
            },
        },
        Fact {
            page: "19-lazy-tree.md",
            phrase: "| Part I's Ayòayò | 4 | {} | 21.94 | 18.37 |",
            values: || vec![thousands(made_by_search(Ayoayo::OPENING, 4))],
        },
        Fact {
            page: "19-lazy-tree.md",
            phrase: "| Part I's Ayòayò | 5 | {} | 21.48 | 18.14 |",
            values: || vec![thousands(made_by_search(Ayoayo::OPENING, 5))],
        },
        Fact {
            page: "19-lazy-tree.md",
            phrase: "| Oware | 5 | {} | 8.04 | 11.48 |",
            values: || vec![thousands(made_by_search(oware::OPENING, 5))],
        },
        Fact {
            page: "19-lazy-tree.md",
            phrase: "| Oware | 6 | {} | 7.90 | 11.40 |",
            values: || vec![thousands(made_by_search(oware::OPENING, 6))],
        },
        Fact {
            page: "19-lazy-tree.md",
            phrase: "| Oware | 7 | {} | 7.88 | 11.36 |",
            values: || vec![thousands(made_by_search(oware::OPENING, 7))],
        },
        // Chapter 21: what sharing the path saves against copying it, from `OWARE_ENDING`.
        Fact {
            page: "21-sharing.md",
            phrase: "about {} positions copied per cell at depth 6, {} at depth 12",
            values: || {
                let per_cell = |depth| {
                    let counts = history::path_counts(OWARE_ENDING, depth);
                    word((counts.stored as f64 / counts.cells as f64).round() as usize)
                };
                vec![per_cell(6), per_cell(12)]
            },
        },
        Fact {
            page: "21-sharing.md",
            phrase: "an Oware position is {} bytes, and a cell is {}",
            values: || vec![s(size_of::<oware::Position>()), s(SHARED_CELL)],
        },
        Fact {
            page: "21-sharing.md",
            phrase: "Sharing wins once paths are longer than about {} positions",
            values: || {
                let ratio = SHARED_CELL as f64 / size_of::<oware::Position>() as f64;
                vec![word(ratio.round() as usize)]
            },
        },
        Fact {
            page: "21-sharing.md",
            phrase: "| {} ({} cells of {} bytes) |",
            values: || {
                let cells = history::path_counts(OWARE_ENDING, 12).cells;
                let bytes = cells * SHARED_CELL as u64;
                vec![thousands(bytes), thousands(cells), s(SHARED_CELL)]
            },
        },
        Fact {
            page: "21-sharing.md",
            phrase: "| {} ({} positions of {} bytes) |",
            values: || {
                let stored = history::path_counts(OWARE_ENDING, 12).stored;
                let position = size_of::<oware::Position>();
                vec![
                    thousands(stored * position as u64),
                    thousands(stored),
                    s(position),
                ]
            },
        },
        Fact {
            page: "21-sharing.md",
            phrase: "sharing allocates a {} of what copying does here",
            values: || {
                let counts = history::path_counts(OWARE_ENDING, 12);
                let shared = (counts.cells * SHARED_CELL as u64) as f64;
                let copied = (counts.stored * size_of::<oware::Position>() as u64) as f64;
                let parts = (copied / shared).round() as usize;
                vec![s(if parts == 4 { "quarter" } else { "?" })]
            },
        },
    ]
}

/// The bytes of one cell of chapter 21's shared history of Oware positions: the position and
/// the handle before it, after the `Rc`'s two counts (strong and weak).
const SHARED_CELL: usize =
    size_of::<(oware::Position, history::History<oware::Position>)>() + 2 * size_of::<usize>();

/// The positions a search `depth` moves ahead makes from `position` (negamax and chapter 19's
/// evaluator alike): one per line of play of 1 to `depth` moves, chapter 12's perft summed.
fn made_by_search<G: GameTree>(position: G, depth: u32) -> u64 {
    (1..=depth).map(|d| perft(position, d)).sum()
}
