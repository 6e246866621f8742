//! Properties on positions reached by random play, and agreement with the reference. When one
//! fails, proptest shrinks the moves played to a short game that still fails and prints it as
//! `choices`, which each failure message explains.

use ayoayo::search::{self, Ayoayo, GameTree};
use ayoayo::{Board, lagos, oware};
use perft::{divide, perft};
use proptest::prelude::*;
use testkit::positions::{CHOICES, reached};
use testkit::{announce, config, isolated, prop_assert_answer, quietly};

/// Up to 60 moves of random play, and a depth of 1 to 3.
fn games() -> impl Strategy<Value = (Vec<usize>, u32)> {
    (proptest::collection::vec(0..6usize, 0..60), 1..=3u32)
}

/// The recursion's own rule, checked with the learner's function on both sides, then the
/// answer against the reference's.
fn perft_is_the_sum_below<G: GameTree>(
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
    prop_assert!(
        count == below,
        "Your perft({position:?}, {depth}) is {count}, but the sum, over each move, of your \
         perft at depth {} after it is {below}: perft at depth {depth} must be that sum.\n{CHOICES}",
        depth - 1
    );
    prop_assert_answer!(
        count,
        search::perft(position, depth),
        "the reference counts otherwise.\n{CHOICES}"
    );
    Ok(())
}

fn divide_adds_up<G: GameTree>(position: G, board: Board, depth: u32) -> Result<(), TestCaseError> {
    announce(format_args!("divide({position:?}, {depth})"), board);
    let split = quietly(|| divide(position, depth))?;
    let moves: Vec<_> = split.iter().map(|&(pit, _)| pit).collect();
    prop_assert_answer!(
        moves,
        position.moves(),
        "the first moves of your pairs: one pair per legal move, in moves() order, as the \
         reference's are.\n{CHOICES}"
    );
    let total: u64 = split.iter().map(|&(_, count)| count).sum();
    prop_assert_answer!(
        total,
        search::perft(position, depth),
        "the counts should add up to perft: yours add up to {total}.\n{CHOICES}"
    );
    prop_assert_answer!(split, search::divide(position, depth), "{CHOICES}");
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
