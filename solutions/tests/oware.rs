//! Chapter 9's worked examples (variants.md, B: Oware as Khan's "Combinatorial Games: Ayo"
//! states it, abapa): perft from the opening, the Odu skip, the backward capture chain, the
//! grand slam that takes nothing, feeding, the end rule and the repetition rule of `Game`.

use ayoayo::oware::{
    Game, OPENING, Position, capture_chain, final_score, is_over, legal_moves, outcome, perft,
    play, sow_and_capture, sow_skipping_origin,
};
use ayoayo::{IllegalMove, Outcome, Player};
use proptest::prelude::*;

/// Perft from the opening, plies 1 to 10, as variants.md gives them.
const PERFT: [u64; 10] = [
    6, 36, 190, 1014, 5219, 27332, 139157, 711414, 3592872, 18137964,
];

fn position(houses: [u8; 12], stores: [u8; 2], to_move: Player) -> Position {
    Position {
        houses,
        stores,
        to_move,
    }
}

#[test]
fn perft_from_the_opening_counts_plies_1_to_7() {
    for depth in 1..=7 {
        assert_eq!(
            perft(OPENING, depth),
            PERFT[depth as usize - 1],
            "depth {depth}"
        );
    }
    assert_eq!(perft(OPENING, 0), 1);
}

/// Plies 8 to 10: about 22 million sequences, counted by the fast perft of chapter 12 in well
/// under a second (the dev profile optimises `ayoayo` too).
#[test]
fn perft_from_the_opening_counts_plies_8_to_10() {
    for depth in 8..=10 {
        assert_eq!(
            perft(OPENING, depth),
            PERFT[depth as usize - 1],
            "depth {depth}"
        );
    }
}

#[test]
fn a_finished_position_is_not_expanded() {
    let decided = position([4; 12], [25, 0], Player::South);
    assert!(is_over(decided));
    assert_eq!(perft(decided, 3), 0);
    assert_eq!(perft(decided, 0), 1);
}

#[test]
fn an_odu_skips_its_origin_on_every_lap() {
    let odu = [0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0];
    assert_eq!(
        sow_skipping_origin(odu, 5),
        ([1, 1, 1, 1, 1, 0, 2, 1, 1, 1, 1, 1], 6)
    );
    let two_laps = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 23];
    assert_eq!(
        sow_skipping_origin(two_laps, 11),
        ([3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0], 0)
    );
}

#[test]
fn a_hand_of_eleven_never_comes_back_to_its_pit() {
    let houses = [11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    assert_eq!(
        sow_skipping_origin(houses, 0),
        ([0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 11)
    );
}

#[test]
fn the_chain_runs_backwards_while_pits_hold_two_or_three() {
    let houses = [0, 0, 0, 0, 0, 0, 2, 3, 1, 2, 3, 0];
    assert_eq!(
        capture_chain(houses, Player::South, 10),
        ([0, 0, 0, 0, 0, 0, 2, 3, 1, 0, 0, 0], 5)
    );
}

#[test]
fn the_chain_stops_at_the_mover_s_own_side() {
    // North's last stone in pit 0: the chain cannot wrap round to North's own pit 11.
    let houses = [3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2];
    assert_eq!(
        capture_chain(houses, Player::North, 0),
        ([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2], 3)
    );
    // South's chain from pit 7 takes 7 and 6, never South's pit 5.
    let houses = [0, 0, 0, 0, 0, 2, 2, 3, 0, 0, 0, 0];
    assert_eq!(
        capture_chain(houses, Player::South, 7),
        ([0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0], 5)
    );
}

#[test]
fn a_last_stone_on_the_mover_s_own_side_takes_nothing() {
    let houses = [0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    assert_eq!(capture_chain(houses, Player::South, 2), (houses, 0));
}

#[test]
fn a_move_captures_the_chain_it_ends() {
    // South sows pit 4's three stones into 5, 6 and 7: 7 holds 3, 6 holds 2.
    let houses = [0, 0, 0, 0, 3, 0, 1, 2, 0, 0, 0, 1];
    assert_eq!(
        sow_and_capture(houses, 4),
        ([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1], 5)
    );
}

#[test]
fn the_grand_slam_takes_nothing() {
    let grand_slam = [0, 0, 0, 0, 0, 2, 1, 2, 0, 0, 0, 0];
    assert_eq!(
        sow_and_capture(grand_slam, 5),
        ([0, 0, 0, 0, 0, 0, 2, 3, 0, 0, 0, 0], 0)
    );
    let after = play(position(grand_slam, [20, 23], Player::South), 5).unwrap();
    assert_eq!(after.stores, [20, 23]);
}

#[test]
fn the_opening_moves_capture_nothing() {
    let after = play(OPENING, 5).unwrap();
    assert_eq!(after.houses, [4, 4, 4, 4, 4, 0, 5, 5, 5, 5, 4, 4]);
    assert_eq!((after.stores, after.to_move), ([0, 0], Player::North));
    assert_eq!(legal_moves(after), [6, 7, 8, 9, 10, 11]);
}

#[test]
fn an_empty_opponent_must_be_fed() {
    // North has nothing: South's pit 1 (one stone) stays home, pit 4 (two) reaches pit 6.
    let houses = [0, 1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0];
    let starved = position(houses, [22, 23], Player::South);
    assert_eq!(legal_moves(starved), [4]);
    assert_eq!(play(starved, 1), Err(IllegalMove::MustFeed(1)));
    assert!(play(starved, 4).is_ok());
}

/// The usual Oware rule, as variants.md states it: the stones left go to the side they are on,
/// here the player who cannot feed. (Khan's sentence can be read as awarding them to the
/// starved opponent instead; the book says which the course follows.)
#[test]
fn when_no_move_can_feed_the_game_ends_and_each_side_takes_its_own() {
    let houses = [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    let stuck = position(houses, [20, 26 - 20], Player::South);
    assert!(legal_moves(stuck).is_empty());
    assert!(is_over(stuck));
    assert_eq!(final_score(stuck), Some([22, 6]));
    assert_eq!(outcome(stuck), Some(Outcome::Winner(Player::South)));
    assert_eq!(play(stuck, 0), Err(IllegalMove::GameOver));
}

#[test]
fn more_than_24_ends_the_game_and_nothing_is_gathered() {
    let decided = position(
        [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2],
        [20, 25],
        Player::South,
    );
    assert!(is_over(decided));
    assert_eq!(final_score(decided), Some([20, 25]));
    assert_eq!(outcome(decided), Some(Outcome::Winner(Player::North)));
}

#[test]
fn a_player_with_empty_houses_ends_the_game() {
    let fed_out = position(
        [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0],
        [23, 24],
        Player::North,
    );
    assert_eq!(final_score(fed_out), Some([24, 24]));
    assert_eq!(outcome(fed_out), Some(Outcome::Draw));
}

#[test]
fn a_game_in_progress_has_no_score_yet() {
    assert!(!is_over(OPENING));
    assert_eq!(final_score(OPENING), None);
    assert_eq!(outcome(OPENING), None);
}

#[test]
fn illegal_moves_are_reported_in_part_one_s_order() {
    let houses = [0, 3, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4];
    let south = position(houses, [10, 11], Player::South);
    assert_eq!(play(south, 12), Err(IllegalMove::OffBoard(12)));
    assert_eq!(play(south, 7), Err(IllegalMove::NotYourPit(7)));
    assert_eq!(play(south, 0), Err(IllegalMove::EmptyPit(0)));
}

/// Two lone stones chase each other round the board: after twelve moves the first position
/// comes back, and the game ends with each side taking the stone on its side.
#[test]
fn a_repeated_position_ends_the_game_each_side_taking_its_own() {
    let chase = position(
        [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
        [23, 23],
        Player::South,
    );
    let moves = [0, 6, 1, 7, 2, 8, 3, 9, 4, 10, 5];
    let game = moves.iter().fold(Game::from_position(chase), |game, &pit| {
        let next = game.play(pit).unwrap();
        assert!(!next.is_over(), "over too early, after pit {pit}");
        next
    });
    let repeated = game.play(11).unwrap();
    assert!(repeated.is_over());
    assert_eq!(repeated.position().houses, [0; 12]);
    assert_eq!(repeated.position().stores, [24, 24]);
    assert_eq!(repeated.outcome(), Some(Outcome::Draw));
    assert_eq!(repeated.play(0), Err(IllegalMove::GameOver));
    // The same moves as bare positions never end: repetition is the game's rule, not theirs.
    let bare = [moves.as_slice(), &[11]]
        .concat()
        .iter()
        .fold(chase, |now, &pit| play(now, pit).unwrap());
    assert_eq!(bare, chase);
    assert!(!is_over(bare));
}

#[test]
fn a_game_starts_at_the_opening() {
    let game = Game::new();
    assert_eq!(game.position(), OPENING);
    assert!(!game.is_over());
    assert_eq!(game.outcome(), None);
    assert_eq!(game.play(5).unwrap().position(), play(OPENING, 5).unwrap());
}

/// Any twelve houses with up to 8 stones, any stores, either player to move.
fn positions() -> impl Strategy<Value = Position> {
    (
        proptest::array::uniform12(0u8..=8),
        proptest::array::uniform2(0u8..=30),
        any::<bool>(),
    )
        .prop_map(|(houses, stores, north)| Position {
            houses,
            stores,
            to_move: if north { Player::North } else { Player::South },
        })
}

fn on_the_board(position: Position) -> u32 {
    let [south, north] = position.stores;
    position.houses.iter().map(|&h| u32::from(h)).sum::<u32>() + u32::from(south) + u32::from(north)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn every_move_keeps_the_stones_and_passes_the_turn(position in positions(), pit in 0..14usize) {
        match play(position, pit) {
            Ok(after) => {
                prop_assert!(legal_moves(position).contains(&pit));
                prop_assert_eq!(on_the_board(after), on_the_board(position));
                prop_assert_eq!(after.to_move, position.to_move.other());
                prop_assert_eq!(after.stores[position.to_move.other() as usize],
                    position.stores[position.to_move.other() as usize]);
                prop_assert!(ayoayo::has_stones(after.houses, position.to_move.other()),
                    "a legal move never leaves the opponent without a stone");
            }
            Err(_) => prop_assert!(!legal_moves(position).contains(&pit)),
        }
    }

    #[test]
    fn the_final_score_counts_every_stone_unless_decided(position in positions()) {
        if let Some([south, north]) = final_score(position) {
            let decided = position.stores.iter().any(|&s| s > 24) || position.stores == [24, 24];
            if !decided {
                prop_assert_eq!(u32::from(south) + u32::from(north), on_the_board(position));
            }
        }
        prop_assert_eq!(final_score(position).is_some(), is_over(position));
    }
}
