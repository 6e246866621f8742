//! The teacher's quizzes, checked against the reference.
//!
//! Every answer in `book/src/teachers/quizzes-part-*.md` that the reference can compute is
//! written there as "`CALL` returns `VALUE`", and every such CALL must be one of the calls
//! below, whose `{:?}` is VALUE (spaces aside). A call here that no page asks, or a page's call
//! missing here, fails too, so the pages and this file move together. The wrong functions the
//! quizzes ask learners to mend ("find the bug", "what is wrong with this property") and the
//! positions they search are defined here and included into the pages, so each answer about them
//! is a computed fact too. Each chapter's section must hold at least five questions.

use std::collections::HashMap;
use std::fs;
use std::path::Path;

use ayoayo::challenges::endgames::arrangements_by_recursion;
use ayoayo::challenges::lazy_tree::node_count;
use ayoayo::challenges::perft::finished_games;
use ayoayo::drills::alpha_beta::{promising_first, pruned_in_order};
use ayoayo::drills::awari::{Moves, oldest_first};
use ayoayo::drills::captures::{both_rules, capture_rule, either_rule, not_rule};
use ayoayo::drills::distribute::{row_stones, tally_stones};
use ayoayo::drills::endgames::{board_in_file, flat_index, layer_start};
use ayoayo::drills::feeding::{north_moves, south_moves};
use ayoayo::drills::game_end::{checked_count, running_counts};
use ayoayo::drills::game_tree::unfold_tree;
use ayoayo::drills::kalah::{Plan, plan_sowings, run_plan};
use ayoayo::drills::lagos::{count_spreads, shapes};
use ayoayo::drills::lazy_alpha_beta::reaches;
use ayoayo::drills::lazy_tree::first_line;
use ayoayo::drills::memo::{memo_boards, naive_boards, naive_calls};
use ayoayo::drills::minimax::{can_force_lead, must_trail, value_with};
use ayoayo::drills::oware::pits_making;
use ayoayo::drills::perft::{halves, heaviest_job, total_work};
use ayoayo::drills::relay_sow::{hanoi, moves_needed};
use ayoayo::drills::scoop::{self, move_stones};
use ayoayo::drills::sharing::{cells, distinct_positions, share};
use ayoayo::drills::sow::stone_by_stone;
use ayoayo::drills::tchoukaillon::{holes_filled, playout};
use ayoayo::endgames::{arrangements, board_at, index_of};
use ayoayo::history::{self, OwnSides, TWO_STONES};
use ayoayo::lazy::{self, Counted, Lazy, positions_made};
use ayoayo::pruning::counted::positions_made_from;
use ayoayo::pruning::{Values, evaluate_pruned, map_min, min_above};
use ayoayo::search::{Ayoayo, Kalah, OWARE_ENDING, Table, memo_negamax, savings};
use ayoayo::search::{GameTree, best_moves, divide, minimax, negamax, negamax_alpha_beta, perft};
use ayoayo::{Board, OPENING, Pit, Play, Player, Score};
use ayoayo::{agrees_turned_round, agrees_with_one_sowing, keeps_every_stone, owner};
use ayoayo::{awari, kalah, lagos, oware, tchoukaillon, tree};
use ayoayo::{captured_stones, count_stones, distribute, handle_game_end, next_pit};
use ayoayo::{permissible_moves, possible_moves, relay_states, scoop, sow, sow_and_capture};
use ayoayo::{take_turn, try_relay_sow};

// ANCHOR: endless
/// South's pit 1 on this board relays for ever (rules.md, rule 6).
const ENDLESS: Board = [2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1];
// ANCHOR_END: endless

// ANCHOR: scoop_bug
/// Meant to be chapter 1's `scoop`.
fn scoop_bug(board: Board, pit: Pit) -> (Board, u8) {
    let mut after = board;
    after[pit] = 0;
    (after, after[pit])
}
// ANCHOR_END: scoop_bug

// ANCHOR: distribute_bug
/// Meant to be chapter 2's `distribute`, with the base case at an empty hand.
fn distribute_bug(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
    if in_hand == 0 {
        return (board, pit);
    }
    if pit == skip {
        return distribute_bug(board, skip, next_pit(pit), in_hand);
    }
    let mut after = board;
    after[pit] += 1;
    distribute_bug(after, skip, next_pit(pit), in_hand - 1)
}
// ANCHOR_END: distribute_bug

// ANCHOR: keeps_stones_on_board
/// Meant to be the property "a move neither loses nor makes a stone".
fn keeps_stones_on_board(play: Play, board: Board, score: Score, start: Pit) -> bool {
    let on_board = |board: Board| board.iter().map(|&n| u32::from(n)).sum::<u32>();
    match play(board, score, start) {
        Some((after, _)) => on_board(after) == on_board(board),
        None => true,
    }
}
// ANCHOR_END: keeps_stones_on_board

// ANCHOR: possible_moves_bug
/// Meant to be chapter 6's `possible_moves`.
fn possible_moves_bug(board: Board, moves: &[Pit]) -> Vec<Pit> {
    match moves {
        [] => Vec::new(),
        [first, ..] if board[*first] > 0 => vec![*first],
        [_, rest @ ..] => possible_moves_bug(board, rest),
    }
}
// ANCHOR_END: possible_moves_bug

// Clippy sees the bug the quiz asks for; the attribute sits outside the anchor, not to give it away.
#[allow(clippy::only_used_in_recursion)]
// ANCHOR: count_stones_bug
/// Meant to be chapter 7's `count_stones`, with its accumulator.
fn count_stones_bug(board: Board, pits: &[Pit], counted: u8) -> u8 {
    match pits {
        [] => 0,
        [first, rest @ ..] => count_stones_bug(board, rest, counted + board[*first]),
    }
}
// ANCHOR_END: count_stones_bug

// ANCHOR: chain_bug
/// Meant to be chapter 9's capture chain for South, ending in North's pit `last`.
fn chain_bug(houses: Board, last: Pit) -> (Board, u8) {
    if !matches!(houses[last], 2 | 3) {
        return (houses, 0);
    }
    let (after, taken) = scoop(houses, last);
    if last == 0 {
        return (after, taken);
    }
    let (rest, more) = chain_bug(after, last - 1);
    (rest, taken + more)
}
// ANCHOR_END: chain_bug

// ANCHOR: small
/// An Oware ending: three stones for South, two for North, South to move.
const SMALL: oware::Position = oware::Position {
    houses: [0, 0, 0, 1, 0, 2, 0, 0, 0, 0, 1, 1],
    stores: [20, 23],
    to_move: Player::South,
};
// ANCHOR_END: small

// ANCHOR: last_seeds
/// An Oware ending with two seeds left, South to move.
const LAST_SEEDS: oware::Position = oware::Position {
    houses: [0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0],
    stores: [22, 24],
    to_move: Player::South,
};
// ANCHOR_END: last_seeds

// ANCHOR: perft_bug
/// Meant to be chapter 12's `perft`.
fn perft_bug<G: GameTree>(position: G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let below: u64 = (position.moves().into_iter())
        .map(|pit| perft_bug(position.after(pit), depth - 1))
        .sum();
    1 + below
}
// ANCHOR_END: perft_bug

// ANCHOR: negamax_bug
/// Meant to be chapter 13's `negamax`.
fn negamax_bug<G: GameTree>(position: G, depth: u32) -> i32 {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference();
    }
    (moves.into_iter())
        .map(|pit| -negamax_bug(position.after(pit), depth - 1))
        .max()
        .unwrap_or_default()
}
// ANCHOR_END: negamax_bug

// ANCHOR: alpha_beta_bug
/// Meant to be chapter 14's `negamax_alpha_beta` (without `visit`).
fn alpha_beta_bug<G: GameTree>(position: G, depth: u32, mut alpha: i32, beta: i32) -> i32 {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference();
    }
    let mut best = -i32::MAX;
    for pit in moves {
        let child = position.after(pit);
        let value = if child.to_move() == position.to_move() {
            alpha_beta_bug(child, depth - 1, alpha, beta)
        } else {
            -alpha_beta_bug(child, depth - 1, -alpha, -beta)
        };
        best = best.max(value);
        alpha = alpha.max(value);
        if alpha >= beta {
            break;
        }
    }
    best
}
// ANCHOR_END: alpha_beta_bug

// ANCHOR: entered
/// How many positions `negamax_alpha_beta` enters searching `position` `depth` moves ahead in
/// the window `alpha..beta`.
fn entered<G: GameTree>(position: G, depth: u32, alpha: i32, beta: i32) -> u32 {
    let mut count = 0;
    negamax_alpha_beta(position, depth, alpha, beta, &mut |_| count += 1);
    count
}
// ANCHOR_END: entered

// ANCHOR: lists
/// Chapter 20's lists of values, written out, as `map_min` takes them.
fn lists(written: &[&[i32]]) -> impl Iterator<Item = Values> + 'static {
    let lists: Vec<Values> = written
        .iter()
        .map(|values| -> Values { Box::new(Vec::from(*values).into_iter()) })
        .collect();
    lists.into_iter()
}
// ANCHOR_END: lists

// ANCHOR: min_above_twice
/// Meant to be chapter 20's `min_above`.
fn min_above_twice(pot: i32, mut values: impl Iterator<Item = i32>) -> Option<i32> {
    if values.any(|value| value <= pot) {
        None
    } else {
        values.min()
    }
}
// ANCHOR_END: min_above_twice

// ANCHOR: map_min_bug
/// Meant to be chapter 20's `map_min`.
fn map_min_bug(lists: impl Iterator<Item = Values> + 'static) -> Values {
    let mut pot = None;
    Box::new(lists.filter_map(move |values| {
        let least = min_above(pot.unwrap_or(i32::MIN), values)?;
        pot.get_or_insert(least);
        Some(least)
    }))
}
// ANCHOR_END: map_min_bug

// ANCHOR: made
/// How many positions chapter 14's search makes from `position`, `depth` moves ahead.
fn made_directly<G: GameTree>(position: G, depth: u32) -> u64 {
    let search = |position| negamax_alpha_beta(position, depth, -i32::MAX, i32::MAX, &mut |_| {});
    positions_made_from(position, search).1
}

/// How many positions chapter 20's composed evaluator makes from `position`, `depth` moves ahead.
fn made_by_composing<G: GameTree + 'static>(position: G, depth: u32) -> u64 {
    positions_made_from(position, evaluate_pruned(depth)).1
}
// ANCHOR_END: made

// ANCHOR: credits_the_opponent
/// Meant to be chapter 5's `sow_and_capture`.
fn credits_the_opponent(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    let (sown, end) = try_relay_sow(board, start)?;
    let (after, captured) = captured_stones(sown, start, end);
    let mut score = score;
    score[owner(start).other() as usize] += captured;
    Some((after, score))
}
// ANCHOR_END: credits_the_opponent

// ANCHOR: count_empty
/// How many of `pits` are empty on `board`: first/rest recursion.
fn count_empty(board: Board, pits: &[Pit]) -> u8 {
    match pits {
        [] => 0,
        [first, rest @ ..] => u8::from(board[*first] == 0) + count_empty(board, rest),
    }
}
// ANCHOR_END: count_empty

// ANCHOR: total
/// The sum of `numbers` added to `sum`, the sum so far: the recursive call is in tail position.
fn total(numbers: &[u32], sum: u32) -> u32 {
    match numbers {
        [] => sum,
        [first, rest @ ..] => total(rest, sum + first),
    }
}
// ANCHOR_END: total

// ANCHOR: longest
/// The most moves a game from `position` can still last, looking at most `depth` moves ahead.
fn longest<G: GameTree>(position: G, depth: u32) -> u32 {
    if depth == 0 {
        return 0;
    }
    (position.moves().into_iter())
        .map(|pit| 1 + longest(position.after(pit), depth - 1))
        .max()
        .unwrap_or(0)
}
// ANCHOR_END: longest

// ANCHOR: abc
/// A history of three positions, `'a'` played first and `'c'` last.
fn abc() -> history::History<char> {
    history::then(
        &history::then(&history::then(&history::start(), 'a'), 'b'),
        'c',
    )
}
// ANCHOR_END: abc

// ANCHOR: negamax_fold_bug
/// Meant to be chapter 18's `negamax_fold`.
fn negamax_fold_bug<G: GameTree>(tree: &tree::Tree<G>) -> i32 {
    let differences = tree::map_tree(tree, &|position: &G| position.store_difference());
    tree::fold_tree(&differences, &|&difference, values: Vec<i32>| {
        values
            .into_iter()
            .map(|value| -value)
            .max()
            .unwrap_or(difference)
    })
}
// ANCHOR_END: negamax_fold_bug

// ANCHOR: entered_in_order
/// How many positions chapter 14's drill `pruned_in_order` enters searching `position` `depth`
/// moves ahead with the whole window, trying the moves in the order `order` gives them.
fn entered_in_order<G: GameTree>(position: G, depth: u32, order: &impl Fn(&G) -> Vec<Pit>) -> u32 {
    let mut count = 0;
    pruned_in_order(position, depth, -i32::MAX, i32::MAX, order, &mut |_| {
        count += 1
    });
    count
}
// ANCHOR_END: entered_in_order

// ANCHOR: record
/// The half moves `pits` as chapter 10's drills list them: the first of `pits` first.
fn record(pits: &[usize]) -> Moves {
    match pits {
        [] => Moves::End,
        [first, rest @ ..] => Moves::Then(*first, Box::new(record(rest))),
    }
}
// ANCHOR_END: record

// ANCHOR: plans
/// South's classic Kalah opening as chapter 11's drills write a plan: square 2, then 5.
fn two_then_five() -> Plan {
    Plan::Then(Box::new(Plan::Sow(2)), Box::new(Plan::Sow(5)))
}

/// The same plan, three times over.
fn three_rounds() -> Plan {
    Plan::Repeat(3, Box::new(two_then_five()))
}
// ANCHOR_END: plans

// ANCHOR: first_line_bug
/// Meant to be chapter 19's drill `first_line`.
fn first_line_bug<L: Clone>(tree: &Lazy<L>, steps: u32) -> Vec<L> {
    match (tree.subtrees().next(), steps) {
        (Some(first), 1..) => {
            [vec![tree.label.clone()], first_line_bug(&first, steps - 1)].concat()
        }
        _ => vec![tree.label.clone()],
    }
}
// ANCHOR_END: first_line_bug

/// `text` without its whitespace, so that `sow(b, 3, 3)` and `sow(b,3,3)` are the same call.
fn squeezed(text: &str) -> String {
    text.split_whitespace().collect()
}

// ANCHOR: eager_prune
/// Meant to be chapter 19's `prune`: the right tree, made at once.
fn eager_prune<L: Clone + 'static>(depth: u32, tree: Lazy<L>) -> Lazy<L> {
    if depth == 0 {
        return Lazy::leaf(tree.label);
    }
    let subtrees: Vec<Lazy<L>> = tree
        .subtrees()
        .map(|subtree| eager_prune(depth - 1, subtree))
        .collect();
    Lazy::new(tree.label, move || subtrees.clone())
}
// ANCHOR_END: eager_prune

/// A node of a hand-made scored tree: whose move it is for me, the static value, the subtrees.
fn node(mine: bool, value: i32, subtrees: Vec<Lazy<lazy::Score>>) -> Lazy<lazy::Score> {
    Lazy::new(lazy::Score { mine, value }, move || subtrees.clone())
}

// ANCHOR: quiz_tree
/// I move at the root. Below it: my opponent's reply, an extra move of mine, and a move of my
/// opponent's that earns them an extra move (its first subtree).
fn quiz_tree() -> Lazy<lazy::Score> {
    node(
        true,
        0,
        vec![
            node(false, 1, vec![node(true, 5, vec![]), node(true, 2, vec![])]),
            node(
                true,
                3,
                vec![node(false, -4, vec![]), node(false, 7, vec![])],
            ),
            node(
                false,
                3,
                vec![node(false, 6, vec![]), node(true, 0, vec![])],
            ),
        ],
    )
}
// ANCHOR_END: quiz_tree

/// Each call as its source text, with its value's `{:?}`.
macro_rules! calls {
    ($($call:expr),* $(,)?) => {
        vec![$((squeezed(stringify!($call)), format!("{:?}", $call))),*]
    };
}

/// Every call the quizzes ask about, with its value.
fn calls() -> Vec<(String, String)> {
    calls![
        // 1 Scoop
        scoop([0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 1),
        scoop(scoop([0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 1).0, 1),
        scoop_bug([0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 1),
        scoop::total([255; 12]),
        move_stones([0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 1, 4),
        // 2 Distribute
        next_pit(11),
        distribute([0; 12], 10, 9, 3),
        distribute([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0], 10, 10, 2),
        distribute([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0], 10, 11, 2),
        distribute([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1], 10, 0, 1),
        distribute([0; 12], 0, 1, 4),
        distribute_bug([0; 12], 0, 1, 4),
        row_stones(OPENING, 10, 3),
        tally_stones(OPENING, 10, 3, 0),
        // 3 Sow
        sow([0, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0, 0], 3, 3),
        sow([0; 12], 0, 5),
        sow([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 0, 4),
        stone_by_stone(OPENING, 0, 0).len(),
        stone_by_stone(OPENING, 0, 0).last().map(|&(_, pit)| pit),
        stone_by_stone([0; 12], 0, 0).len(),
        // 4 Relay sow
        try_relay_sow(OPENING, 0),
        try_relay_sow(ENDLESS, 1),
        hanoi(3, 0, 2, 1).len(),
        moves_needed(10),
        hanoi(2, 0, 2, 1),
        moves_needed(5),
        try_relay_sow(ENDLESS, 0),
        relay_states(ENDLESS, 1, 10).len(),
        relay_states(OPENING, 0, 10).len(),
        relay_states(OPENING, 0, 10)
            .iter()
            .map(|&(_, pit)| pit)
            .collect::<Vec<_>>(),
        // 5 Captures
        captured_stones([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 6], 8, 3),
        captured_stones([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 6], 3, 0),
        sow_and_capture(ENDLESS, [0, 0], 1),
        sow_and_capture(OPENING, [0, 0], 3),
        keeps_stones_on_board(sow_and_capture, OPENING, [0, 0], 3),
        keeps_stones_on_board(sow_and_capture, OPENING, [0, 0], 0),
        capture_rule(2, 3)(3),
        not_rule(capture_rule(2, 3))(3),
        either_rule(capture_rule(2, 3), capture_rule(5, 5))(5),
        both_rules(capture_rule(2, 3), capture_rule(3, 9))(2),
        // 6 Feeding
        possible_moves([0, 3, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0], &[5, 4, 1, 0]),
        possible_moves([2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0], &[0, 1, 2]),
        possible_moves([2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0], &[1, 2]),
        possible_moves([2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0], &[2]),
        possible_moves([2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0], &[]),
        possible_moves_bug([2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0], &[0, 1, 2]),
        permissible_moves([0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0], Player::South),
        permissible_moves([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], Player::South),
        permissible_moves([0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0], Player::South),
        south_moves(&[0, 7, 2, 9, 4]),
        north_moves(&[0, 7, 2, 9, 4]),
        // 7 Game end
        take_turn(OPENING, [0, 0], Player::South, 12),
        take_turn(OPENING, [0, 0], Player::North, 3),
        take_turn(ENDLESS, [0, 0], Player::South, 1),
        take_turn(
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [24, 24],
            Player::South,
            2
        ),
        count_stones([1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0], &[3, 4, 5], 40),
        count_stones([1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0], &[4, 5], 41),
        count_stones([1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0], &[5], 42),
        count_stones([1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0], &[], 42),
        count_stones_bug([1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0], &[3, 4, 5], 40),
        handle_game_end(
            [0, 0, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0],
            [20, 25],
            Player::South
        ),
        handle_game_end(
            [0, 0, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0],
            [20, 25],
            Player::North
        ),
        checked_count([200; 12], &[0, 1, 2], 0),
        checked_count(OPENING, &[0, 1, 2], 0),
        running_counts(OPENING, &[0, 1, 2], 0),
        // 8 Lagos
        lagos::try_relay_move(OPENING, Player::South, 0),
        lagos::try_relay_move(ENDLESS, Player::South, 1),
        lagos::try_relay_move([1, 3, 1, 0, 2, 1, 0, 1, 0, 2, 1, 0], Player::South, 1),
        try_relay_sow([1, 3, 1, 0, 2, 1, 0, 1, 0, 2, 1, 0], 1),
        shapes(3, 2),
        shapes(3, 1),
        shapes(1, 2),
        shapes(2, 1),
        shapes(1, 1),
        count_spreads(3, 2),
        // 9 Oware
        oware::sow_skipping_origin([0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0], 5),
        oware::capture_chain([0, 0, 0, 0, 0, 2, 3, 2, 0, 0, 0, 0], Player::South, 7),
        oware::capture_chain([0, 0, 0, 0, 0, 2, 3, 0, 0, 0, 0, 0], Player::South, 6),
        oware::capture_chain([0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0], Player::South, 5),
        chain_bug([0, 0, 0, 0, 0, 2, 3, 2, 0, 0, 0, 0], 7),
        oware::sow_and_capture([0, 0, 0, 0, 0, 2, 1, 2, 0, 0, 0, 0], 5),
        oware::legal_moves(SMALL),
        pits_making([0, 0, 0, 0, 0, 0, 2, 3, 1, 2, 3, 0], 6..12, 4),
        pits_making([0, 0, 0, 0, 0, 0, 2, 3, 1, 2, 3, 0], 12..12, 0),
        pits_making([0, 0, 0, 0, 0, 0, 2, 3, 1, 2, 3, 0], 12..12, 4),
        // 10 Awari
        awari::sow(awari::OPENING, Player::South, 3),
        awari::sow(awari::OPENING, Player::South, 2),
        awari::greedy_move(awari::OPENING),
        oldest_first(&record(&[10, 0, 3])),
        // 11 Kalah
        kalah::square_next(Player::South, 12),
        kalah::square_next(Player::North, 5),
        kalah::play_move(kalah::STANDARD_BOARD, Player::South, 2),
        kalah::play_move(kalah::STANDARD_BOARD, Player::South, 1),
        kalah::sowing(kalah::STANDARD_BOARD, Player::South, 2).count(),
        plan_sowings(&three_rounds()),
        plan_sowings(&two_then_five()),
        run_plan(kalah::STANDARD_BOARD, Player::South, &two_then_five()),
        run_plan(kalah::STANDARD_BOARD, Player::South, &three_rounds()),
        // 12 Perft
        perft(SMALL, 0),
        perft(SMALL, 1),
        perft(SMALL, 2),
        perft(SMALL, 3),
        divide(SMALL, 3),
        perft_bug(SMALL, 3),
        perft(oware::OPENING, 1),
        divide(oware::OPENING, 3),
        halves(&divide(oware::OPENING, 3)),
        total_work(&halves(&divide(oware::OPENING, 3))),
        heaviest_job(&halves(&divide(oware::OPENING, 3))),
        perft(oware::OPENING, 3),
        // 13 Minimax
        negamax(SMALL, 0),
        negamax(SMALL, 1),
        negamax(SMALL, 2),
        best_moves(SMALL, 2),
        minimax(SMALL, 2, Player::South),
        minimax(SMALL, 2, Player::North),
        negamax(awari::START, 2),
        negamax_bug(awari::START, 2),
        negamax(oware::OPENING, 2),
        negamax_bug(oware::OPENING, 2),
        value_with(SMALL, 0, &|p: &oware::Position| p.moves().len() as i32),
        value_with(SMALL, 1, &|p: &oware::Position| p.moves().len() as i32),
        can_force_lead(SMALL, 3),
        must_trail(SMALL, 3),
        // 14 Alpha-beta
        negamax_alpha_beta(SMALL, 4, -i32::MAX, i32::MAX, &mut |_| {}),
        negamax(SMALL, 4),
        entered(oware::OPENING, 4, -i32::MAX, i32::MAX),
        (0..=4)
            .map(|depth| perft(oware::OPENING, depth))
            .sum::<u64>(),
        alpha_beta_bug(lagos::OPENING, 4, -i32::MAX, i32::MAX),
        negamax(lagos::OPENING, 4),
        negamax_alpha_beta(awari::START, 4, 0, 1, &mut |_| {}),
        negamax(awari::START, 4),
        promising_first(Kalah::OPENING, &|q: &Kalah| q.store_difference()),
        entered_in_order(Kalah::OPENING, 4, &|p: &Kalah| p.moves()),
        entered_in_order(Kalah::OPENING, 4, &|p: &Kalah| promising_first(
            *p,
            &|q: &Kalah| q.store_difference()
        )),
        negamax(Kalah::OPENING, 4),
        // 15 Memo
        naive_boards(4, 4),
        naive_calls(4, 4),
        memo_boards(4, 4, &mut HashMap::new()),
        naive_calls(12, 12),
        // 16 Endgames
        arrangements(2, 12),
        index_of([2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
        index_of([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]),
        board_at(1, 3),
        board_at(2, index_of([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0])),
        arrangements_by_recursion(2, 3),
        arrangements_by_recursion(2, 2),
        arrangements_by_recursion(2, 1),
        layer_start(1),
        layer_start(2),
        layer_start(3),
        flat_index([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]),
        board_in_file(13),
        board_in_file(12),
        // 17 Tchoukaillon
        tchoukaillon::play(&[1, 2], 2),
        tchoukaillon::play(&[1, 2], 1),
        tchoukaillon::legal_moves(&[1, 2, 3]),
        tchoukaillon::winning(4),
        tchoukaillon::is_winning(&[1, 1, 3]),
        tchoukaillon::is_winning(&[0, 2, 1]),
        tchoukaillon::undo(vec![0, 1, 3]),
        holes_filled(4),
        playout(&[0, 1, 3]),
        // The final's Part IV question
        tree::size(&tree::grow(LAST_SEEDS, 10)),
        tree::leaves(&tree::grow(LAST_SEEDS, 10)),
        lazy::evaluate(10)(LAST_SEEDS),
        negamax(LAST_SEEDS, 10),
        // 18 Game tree
        tree::size(&tree::grow(oware::OPENING, 2)),
        tree::height(&tree::grow(oware::OPENING, 2)),
        tree::leaves(&tree::grow(tree::ENDING, 3)),
        tree::fringe(&tree::grow(tree::ENDING, 3), 3),
        perft(tree::ENDING, 3),
        finished_games(tree::ENDING, 2),
        tree::fold_tree(
            &tree::grow(oware::OPENING, 2),
            &|_, below: Vec<u64>| below.len() as u64 + below.iter().sum::<u64>()
        ),
        tree::negamax_fold(&tree::grow(Kalah::OPENING, 2)),
        negamax_fold_bug(&tree::grow(Kalah::OPENING, 2)),
        negamax_fold_bug(&tree::grow(oware::OPENING, 2)),
        tree::size(&unfold_tree(3u32, &|&n: &u32| (0..n).collect())),
        tree::size(&unfold_tree(4u32, &|&n: &u32| (0..n).collect())),
        // 21 Sharing
        history::to_vec(&history::then(&history::then(&history::start(), 'a'), 'b')),
        history::len(&history::then(&history::then(&history::start(), 'a'), 'b')),
        negamax(TWO_STONES, 12),
        history::negamax_with_history(TWO_STONES, 12, &history::start()),
        TWO_STONES.repetition_value(),
        history::path_counts(TWO_STONES, 12),
        tree::size(&tree::grow(TWO_STONES, 13)),
        distinct_positions(&tree::grow(TWO_STONES, 13)),
        cells(&share(TWO_STONES, 13)),
        // 20 Lazy alpha-beta
        min_above(4, [7, 5, 4, 9].into_iter()),
        min_above(4, [7, 5, 6].into_iter()),
        map_min(lists(&[&[2, 9], &[5, 1], &[6, 3], &[8, 7]])).collect::<Vec<_>>(),
        map_min(lists(&[&[2, 9], &[6, 5], &[4, 7]])).collect::<Vec<_>>(),
        map_min_bug(lists(&[&[2, 9], &[6, 5], &[4, 7]])).collect::<Vec<_>>(),
        min_above_twice(3, [5, 4, 9].into_iter()),
        min_above(3, [5, 4, 9].into_iter()),
        made_directly(oware::OPENING, 4),
        made_by_composing(oware::OPENING, 4),
        made_directly(oware::OPENING, 3),
        made_by_composing(oware::OPENING, 3),
        evaluate_pruned(4)(oware::OPENING),
        negamax(oware::OPENING, 4),
        reaches(&quiz_tree(), 7),
        reaches(&quiz_tree(), 8),
        // 19 Lazy tree
        positions_made(|| lazy::game_tree(Counted(Ayoayo::OPENING)).subtrees().count()),
        positions_made(|| lazy::prune(3, lazy::game_tree(Counted(Ayoayo::OPENING)))).1,
        positions_made(|| eager_prune(3, lazy::game_tree(Counted(Ayoayo::OPENING)))).1,
        lazy::score_for(Player::North)(&Ayoayo::OPENING.after(3)),
        lazy::maximise(&quiz_tree()),
        lazy::maximise(&lazy::prune(1, quiz_tree())),
        node_count(&lazy::prune(2, lazy::game_tree(Ayoayo::OPENING))),
        lazy::evaluate(3)(Kalah::OPENING),
        positions_made(|| first_line(&lazy::game_tree(Counted(Ayoayo::OPENING)), 3).len()),
        positions_made(|| first_line_bug(&lazy::game_tree(Counted(Ayoayo::OPENING)), 3).len()),
        // The midterm
        sow([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 14], 11, 11),
        distribute([4; 12], 5, 5, 2),
        relay_states(OPENING, 2, 10)
            .iter()
            .map(|&(_, pit)| pit)
            .collect::<Vec<_>>(),
        try_relay_sow(OPENING, 2),
        try_relay_sow(ENDLESS, 3),
        try_relay_sow(ENDLESS, 5),
        try_relay_sow(ENDLESS, 7),
        keeps_every_stone(credits_the_opponent, OPENING, [0, 0], 3),
        agrees_turned_round(credits_the_opponent, OPENING, [0, 0], 3),
        agrees_with_one_sowing(credits_the_opponent, OPENING, [0, 0], 3),
        agrees_with_one_sowing(
            credits_the_opponent,
            [0, 0, 1, 0, 0, 0, 0, 0, 5, 0, 0, 0],
            [0, 0],
            2
        ),
        count_empty([0, 3, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0], &[0, 1, 2, 3, 4, 5]),
        // The final
        take_turn(OPENING, [0, 0], Player::South, 3),
        oware::capture_chain([0, 0, 0, 0, 0, 0, 2, 2, 3, 1, 2, 0], Player::South, 10),
        kalah::play_move([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0], Player::South, 0),
        negamax(SMALL, 3),
        best_moves(SMALL, 3),
        negamax_alpha_beta(SMALL, 3, -2, -1, &mut |_| {}),
        longest(SMALL, 6),
        longest(LAST_SEEDS, 10),
        perft(LAST_SEEDS, 10),
        tchoukaillon::winning(6),
        tchoukaillon::legal_moves(&tchoukaillon::winning(6)),
        total(&[1, 2, 3], 0),
        lagos::try_relay_move([0, 0, 2, 0, 0, 3, 3, 3, 0, 0, 0, 0], Player::South, 5),
        lagos::try_relay_move([0, 0, 0, 0, 3, 0, 3, 3, 0, 0, 0, 0], Player::South, 4),
        awari::greedy_move([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 0]),
        awari::sow(
            [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 0],
            Player::North,
            10
        ),
        awari::sow(
            [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 0],
            Player::North,
            12
        ),
        awari::sow(
            [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 1],
            Player::North,
            10
        ),
        savings(OWARE_ENDING, 4),
        memo_negamax(OWARE_ENDING, 4, &mut Table::new(), &mut |_| {}),
        negamax(OWARE_ENDING, 4),
        arrangements(3, 12),
        index_of([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1]),
        board_at(3, 4),
        index_of([3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
        min_above(3, [8, 5, 3, 9].into_iter()),
        min_above(3, [8, 5, 6].into_iter()),
        map_min(lists(&[&[3, 8], &[1, 9], &[4, 2, 7], &[5, 6]])).collect::<Vec<_>>(),
        evaluate_pruned(3)(Kalah::OPENING),
        negamax(Kalah::OPENING, 3),
        history::to_vec(&history::then(&history::back(&abc()), 'd')),
        history::len(&history::back(&abc())),
        negamax(TWO_STONES, 13),
        history::negamax_with_history(TWO_STONES, 13, &history::start()),
    ]
}

/// The workspace root.
fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

/// The quizzes, one page a Part.
const QUIZZES: [&str; 4] = [
    "book/src/teachers/quizzes-part-1.md",
    "book/src/teachers/quizzes-part-2.md",
    "book/src/teachers/quizzes-part-3.md",
    "book/src/teachers/quizzes-part-4.md",
];

/// The numbers of the course's chapters, in order, as the course model gives them.
fn chapter_numbers() -> Vec<u32> {
    let course = course_model::Course::load(root()).expect("reading exercises/course.toml");
    course
        .chapters
        .iter()
        .map(|chapter| chapter.number)
        .collect()
}

/// The exams: the midterm and the two finals.
const EXAMS: &str = "book/src/teachers/exams.md";

/// Every "`CALL` returns `VALUE`" of `text`, as (CALL, VALUE). A computed answer broken across
/// two lines would go unchecked, so a line that begins "returns `" or ends "` returns" panics.
fn asked(text: &str) -> Vec<(String, String)> {
    let mut pairs = Vec::new();
    for line in text.lines() {
        let trimmed = line.trim();
        assert!(
            !trimmed.starts_with("returns `") && !trimmed.ends_with("` returns"),
            "a computed answer is split across lines: keep it on one: {line}"
        );
        let parts: Vec<&str> = line.split('`').collect();
        for i in (2..parts.len().saturating_sub(1)).step_by(2) {
            if parts[i] == " returns " {
                pairs.push((parts[i - 1].to_string(), parts[i + 1].to_string()));
            }
        }
    }
    pairs
}

#[test]
fn every_computed_answer_is_the_reference_s() {
    let calls = calls();
    let mut wrong = Vec::new();
    let mut used = vec![false; calls.len()];
    for page in QUIZZES.into_iter().chain([EXAMS]) {
        let text = fs::read_to_string(root().join(page)).expect(page);
        for (call, value) in asked(&text) {
            match calls
                .iter()
                .position(|(known, _)| *known == squeezed(&call))
            {
                Some(index) if squeezed(&calls[index].1) == squeezed(&value) => used[index] = true,
                Some(index) => wrong.push(format!(
                    "{page}: `{call}` returns `{}`, not `{value}`",
                    calls[index].1
                )),
                None => wrong.push(format!("{page}: `{call}` is not computed in this test")),
            }
        }
    }
    for ((call, value), used) in calls.iter().zip(used) {
        if !used {
            wrong.push(format!(
                "no quiz or exam asks `{call}` (it returns `{value}`)"
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_chapter_has_at_least_five_questions() {
    let mut counts = Vec::new();
    for page in QUIZZES {
        let text = fs::read_to_string(root().join(page)).expect(page);
        for section in text.split("\n## ").skip(1) {
            let number = section
                .split(' ')
                .next()
                .and_then(|n| n.parse::<u32>().ok());
            let questions = (section.lines())
                .filter(|line| {
                    line.split_once(". ")
                        .is_some_and(|(n, _)| n.parse::<u32>().is_ok())
                })
                .count();
            counts.extend(number.map(|number| (number, questions)));
        }
    }
    let chapters: Vec<u32> = counts.iter().map(|&(number, _)| number).collect();
    assert_eq!(
        chapters,
        chapter_numbers(),
        "one section a chapter, in order"
    );
    for (number, questions) in counts {
        assert!(questions >= 5, "chapter {number} has {questions} questions");
    }
}

/// The number before `marker` in `text` (`(8 points)` gives 8 for the marker ` points)`).
fn points_before(text: &str, marker: &str) -> Vec<u32> {
    text.split(marker)
        .map(|before| before.rsplit(['(', ' ', '*']).next().unwrap_or_default())
        .filter_map(|number| number.parse().ok())
        .collect()
}

/// Each exam's rubric lines add up to its questions' points, and those to its total. An exam
/// made of another's questions (the 13-week plan's final) has no questions of its own here: the
/// book's schedule checks hold its table to the questions it names.
#[test]
fn each_exam_s_questions_and_rubric_lines_add_up_to_its_total() {
    let text = fs::read_to_string(root().join(EXAMS)).expect(EXAMS);
    let exams: Vec<&str> = text.split("\n## ").skip(1).collect();
    let written: Vec<&str> = (exams.iter().copied())
        .filter(|exam| exam.contains("\n### Question "))
        .collect();
    assert_eq!(written.len(), 2, "a midterm and a final, written out");
    for exam in written {
        let name = exam.lines().next().unwrap_or_default();
        let total = exam
            .split_once("Total: ")
            .and_then(|(_, rest)| rest.split_once(" points"))
            .and_then(|(number, _)| number.parse::<u32>().ok())
            .unwrap_or_else(|| panic!("{name}: no `Total: N points`"));
        let questions: Vec<&str> = exam.split("\n### ").skip(1).collect();
        let mut sum = 0;
        for question in questions {
            let heading = question.lines().next().unwrap_or_default();
            let [points] = points_before(heading, " points)")[..] else {
                panic!("{name}: `{heading}` gives no points");
            };
            let rubric: u32 = points_before(question, " points**:").iter().sum::<u32>()
                + points_before(question, " point**:").iter().sum::<u32>();
            assert_eq!(rubric, points, "{name}, {heading}: the rubric's lines");
            sum += points;
        }
        assert_eq!(sum, total, "{name}: the questions' points");
    }
}
