//! Properties on positions reached by random play, and agreement with the reference. When one
//! fails, proptest shrinks the moves played to a short game that still fails and prints it.

use ayoayo::search::{self, Ayoayo, Game};
use ayoayo::{Board, lagos, oware};
use perft::{divide, perft};
use proptest::prelude::*;
use testkit::{announce, config, isolated, quietly};

/// The position reached from `start` by picking, at each turn, the move `choice % moves`.
fn reached<G: Game>(start: G, choices: &[usize]) -> G {
    choices.iter().fold(start, |position, &choice| {
        let moves = position.moves();
        if moves.is_empty() {
            position
        } else {
            position.after(moves[choice % moves.len()])
        }
    })
}

/// Up to 60 moves of random play, and a depth of 1 to 3.
fn games() -> impl Strategy<Value = (Vec<usize>, u32)> {
    (proptest::collection::vec(0..6usize, 0..60), 1..=3u32)
}

/// The recursion's own rule, checked with the learner's function on both sides, then the
/// answer against the reference's.
fn perft_is_the_sum_below<G: Game>(
    position: G,
    board: Board,
    depth: u32,
) -> Result<(), TestCaseError> {
    announce(format_args!("perft({position:?}, {depth})"), board);
    let count = quietly(|| perft(position, depth))?;
    let below: u64 = position
        .moves()
        .into_iter()
        .map(|pit| quietly(|| perft(position.after(pit), depth - 1)))
        .sum::<Result<u64, _>>()?;
    prop_assert_eq!(
        count,
        below,
        "perft at depth {} is not the sum, over each move, of perft at depth {} after it",
        depth,
        depth - 1
    );
    prop_assert_eq!(
        count,
        search::perft(position, depth),
        "the reference counts otherwise"
    );
    Ok(())
}

fn divide_adds_up<G: Game>(position: G, board: Board, depth: u32) -> Result<(), TestCaseError> {
    announce(format_args!("divide({position:?}, {depth})"), board);
    let split = quietly(|| divide(position, depth))?;
    let moves: Vec<_> = split.iter().map(|&(pit, _)| pit).collect();
    prop_assert_eq!(
        moves,
        position.moves(),
        "one pair per legal move, in moves() order"
    );
    let total: u64 = split.iter().map(|&(_, count)| count).sum();
    prop_assert_eq!(
        total,
        search::perft(position, depth),
        "the counts should add up to perft"
    );
    prop_assert_eq!(split, search::divide(position, depth));
    Ok(())
}

#[test]
fn perft_is_the_sum_over_the_moves_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in games())| {
            let oware = reached(oware::OPENING, &choices);
            perft_is_the_sum_below(oware, oware.houses, depth)?;
            let lagos = reached(lagos::OPENING, &choices);
            perft_is_the_sum_below(lagos, lagos.board, depth)?;
            let ayoayo = reached(Ayoayo::OPENING, &choices);
            perft_is_the_sum_below(ayoayo, ayoayo.board, depth)?;
        });
    });
}

#[test]
fn divide_adds_up_to_perft_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in games())| {
            let oware = reached(oware::OPENING, &choices);
            divide_adds_up(oware, oware.houses, depth)?;
            let lagos = reached(lagos::OPENING, &choices);
            divide_adds_up(lagos, lagos.board, depth)?;
            let ayoayo = reached(Ayoayo::OPENING, &choices);
            divide_adds_up(ayoayo, ayoayo.board, depth)?;
        });
    });
}
