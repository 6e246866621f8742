//! Chapter 8's reference against the worked examples of the Lagos rules (variants.md A), and
//! properties of games reached by play.

use ayoayo::lagos::{OPENING, Position, outcome, permitted_moves, play, sow_taking_fours};
use ayoayo::toolkit::Sown;
use ayoayo::{IllegalMove, Outcome, Player};
use proptest::prelude::*;

/// South's pit 1 here relays for ever: the sowing comes back to where it started.
const ENDLESS: Position = Position {
    board: [1, 3, 1, 0, 2, 1, 0, 1, 0, 2, 1, 0],
    captured: [12, 24],
    to_move: Player::South,
};

#[test]
fn the_endless_relay_comes_back_to_its_start_after_60_sowings() {
    let start = Sown {
        bins: ENDLESS.board,
        captured: [0, 0],
        last: 1,
    };
    let sowings = std::iter::successors(Some(start), |&sown| {
        Some(sow_taking_fours(sown, Player::South))
    });
    let back = sowings.skip(1).position(|sown| sown == start);
    assert_eq!(
        back,
        Some(59),
        "the 60th sowing is the first back at the start"
    );
}

#[test]
fn the_endless_relay_is_not_permitted() {
    assert_eq!(permitted_moves(ENDLESS), [0, 2, 4, 5]);
    assert_eq!(play(ENDLESS, 1), Err(IllegalMove::SowsForever(1)));
}

#[test]
fn north_s_last_seed_empties_south_s_row_and_north_s_seeds_make_a_draw() {
    let before = Position {
        board: [3, 0, 0, 0, 0, 0, 1, 1, 0, 1, 13, 1],
        captured: [24, 4],
        to_move: Player::North,
    };
    let after = play(before, 11).unwrap();
    assert_eq!(
        after.board, [0; 12],
        "North captures the 16 seeds of its own row"
    );
    assert_eq!(after.captured, [24, 24]);
    assert_eq!(permitted_moves(after), []);
    assert_eq!(outcome(after), Some(Outcome::Draw));
}

#[test]
fn a_seed_that_makes_four_with_seeds_still_in_hand_goes_to_the_row_s_owner() {
    let start = Sown {
        bins: [0, 0, 0, 0, 0, 2, 3, 3, 0, 0, 0, 0],
        captured: [0, 0],
        last: 5,
    };
    let after = sow_taking_fours(start, Player::South);
    // South sows pit 5's two seeds: pit 6 makes four with one seed in hand (North's), pit 7
    // makes four with the last seed (South's, the mover's).
    assert_eq!(after.bins, [0; 12]);
    assert_eq!(after.captured, [4, 4]);
}

#[test]
fn more_than_24_wins_at_once_and_ends_the_game() {
    let decided = Position {
        captured: [25, 0],
        ..OPENING
    };
    assert_eq!(outcome(decided), Some(Outcome::Winner(Player::South)));
    assert_eq!(permitted_moves(decided), []);
    assert_eq!(play(decided, 0), Err(IllegalMove::GameOver));
    assert_eq!(
        play(decided, 7),
        Err(IllegalMove::GameOver),
        "asked first, as in Part I"
    );
}

#[test]
fn errors_come_in_part_one_s_order() {
    let starved = Position {
        board: [0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0],
        captured: [22, 24],
        to_move: Player::South,
    };
    assert_eq!(play(starved, 12), Err(IllegalMove::OffBoard(12)));
    assert_eq!(play(starved, 6), Err(IllegalMove::NotYourPit(6)));
    assert_eq!(play(starved, 0), Err(IllegalMove::EmptyPit(0)));
    assert_eq!(play(starved, 1), Err(IllegalMove::MustFeed(1)));
    assert_eq!(
        permitted_moves(starved),
        [5],
        "pit 5's seed crosses to North"
    );
}

/// A position reached from the opening by up to 60 moves, each chosen among the permitted
/// ones by an index taken modulo their number.
fn reached() -> impl Strategy<Value = Position> {
    proptest::collection::vec(any::<prop::sample::Index>(), 0..60).prop_map(|choices| {
        choices.iter().fold(OPENING, |position, choice| {
            match permitted_moves(position).as_slice() {
                [] => position,
                moves => play(position, moves[choice.index(moves.len())]).unwrap(),
            }
        })
    })
}

fn seeds(position: Position) -> u32 {
    let on_board: u32 = position.board.iter().map(|&seeds| u32::from(seeds)).sum();
    on_board
        + position
            .captured
            .iter()
            .map(|&seeds| u32::from(seeds))
            .sum::<u32>()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn every_permitted_move_keeps_all_48_seeds(position in reached()) {
        for pit in permitted_moves(position) {
            let after = play(position, pit).unwrap();
            prop_assert_eq!(seeds(after), 48, "after pit {} of {:?}", pit, position);
            prop_assert_eq!(after.to_move, position.to_move.other());
        }
    }

    #[test]
    fn the_game_is_over_exactly_when_no_move_is_permitted(position in reached()) {
        prop_assert_eq!(outcome(position).is_some(), permitted_moves(position).is_empty());
    }

    #[test]
    fn any_position_and_pit_is_answered_without_a_panic(
        board in proptest::array::uniform12(any::<u8>()),
        captured in proptest::array::uniform2(any::<u8>()),
        north in any::<bool>(),
        pit in 0..20usize,
    ) {
        let to_move = if north { Player::North } else { Player::South };
        let position = Position { board, captured, to_move };
        let moves = permitted_moves(position);
        let played = play(position, pit);
        prop_assert_eq!(played.is_ok(), moves.contains(&pit));
        let _ = outcome(position);
    }
}
