use proptest::prelude::*;

use super::*;
use crate::toolkit::AYOAYO;
use crate::{StepKind, lagos, oware};

fn variant(code: &str) -> Variant {
    code.parse().unwrap()
}

/// The toolkit's own answer for a 12-pit system, in the variant's terms.
fn system(rules: &Rules<12>, board: [u8; 12], pit: usize) -> Option<(Vec<u8>, [u8; 2])> {
    let mover = if pit < 6 {
        Player::South
    } else {
        Player::North
    };
    let sown = sow_move(rules, board, mover, pit)?;
    Some((sown.bins.to_vec(), sown.captured))
}

proptest! {
    #[test]
    fn the_ayoayo_like_variant_is_ayoayo(board in prop::array::uniform12(0u8..=4), pit in 0usize..12) {
        let ayoayo = variant("6-ccw-skip-relay-opposite");
        prop_assert_eq!(ayoayo.play(&board, pit), system(&AYOAYO, board, pit));
    }

    #[test]
    fn the_oware_like_variant_is_oware(board in prop::array::uniform12(0u8..=4), pit in 0usize..12) {
        let oware = variant("6-ccw-skip-once-pairs");
        prop_assert_eq!(oware.play(&board, pit), system(&oware::RULES, board, pit));
    }

    #[test]
    fn the_lagos_like_variant_is_lagos(board in prop::array::uniform12(0u8..=4), pit in 0usize..12) {
        let lagos = variant("6-ccw-noskip-relay-fours");
        prop_assert_eq!(lagos.play(&board, pit), system(&lagos::RULES, board, pit));
    }

    #[test]
    fn a_move_keeps_every_stone(index in 0usize..100, seed: u64) {
        let variant = Variant::all()[index];
        let board = board_for(variant, seed);
        for pit in 0..variant.bins() {
            if let Some((after, captured)) = variant.play(&board, pit) {
                let before: u32 = board.iter().map(|&s| u32::from(s)).sum();
                let kept: u32 = after.iter().chain(&captured).map(|&s| u32::from(s)).sum();
                prop_assert_eq!(before, kept, "{} from {}", variant, pit);
            }
        }
    }
}

#[test]
fn every_well_defined_variant_is_listed_once_and_its_code_parses_back() {
    let all = Variant::all();
    assert_eq!(all.len(), 5 * 2 * 2 * (3 + 2)); // relaying leaves out the pairs
    for variant in &all {
        assert_eq!(&variant.code().parse::<Variant>().unwrap(), variant);
    }
    let mut codes: Vec<String> = all.iter().map(|v| v.code()).collect();
    codes.dedup();
    assert_eq!(codes.len(), all.len());
}

#[test]
fn codes_that_name_no_variant_say_why() {
    for (code, why) in [
        ("6-ccw-skip-relay-pairs", "never be captured"),
        ("9-ccw-skip-once-pairs", "4 to 8"),
        ("6-up-skip-once-pairs", "ccw or cw"),
        ("6-ccw-skip-once", "five parts"),
        ("6-ccw-skip-once-sixes", "pairs, opposite or fours"),
    ] {
        let error = code.parse::<Variant>().unwrap_err().to_string();
        assert!(error.contains(why), "{code}: {error}");
    }
}

#[test]
fn a_move_that_relays_for_ever_has_no_result() {
    // Lagos' own endless relay (chapter 8).
    let endless = [1, 3, 1, 0, 2, 1, 0, 1, 0, 2, 1, 0];
    assert_eq!(variant("6-ccw-noskip-relay-fours").play(&endless, 1), None);
}

#[test]
fn a_board_of_the_wrong_size_an_empty_pit_or_one_off_the_board_plays_nothing() {
    let small = variant("4-cw-skip-once-opposite");
    assert_eq!(small.play(&[4; 12], 0), None);
    assert_eq!(small.play(&[0; 8], 0), None);
    assert_eq!(small.play(&[4; 8], 8), None);
    assert!(small.play(&[4; 8], 7).is_some());
}

#[test]
fn clockwise_sows_towards_the_lower_bins_and_round() {
    let board = [0, 2, 0, 0, 0, 0, 0, 0];
    let (after, _) = variant("4-cw-noskip-once-fours").play(&board, 1).unwrap();
    assert_eq!(after, [1, 0, 0, 0, 0, 0, 0, 1]);
}

/// A board for `variant` drawn from `seed`: pits of 0 to 2 stones, and one pit with a hand that
/// may lap the board, so skipping the origin can matter; never more stones than a game has.
fn board_for(variant: Variant, seed: u64) -> Vec<u8> {
    let mut state = seed | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let bins = variant.bins();
    let mut board: Vec<u8> = (0..bins).map(|_| (next() % 3) as u8).collect();
    board[next() as usize % bins] = (next() % (bins as u64 + 3)) as u8;
    board
}

#[test]
fn every_dimension_changes_some_move_of_every_variant() {
    for variant in Variant::all() {
        for (dimension, neighbour) in variant.neighbours() {
            let differs = (0..2000u64).any(|seed| {
                let board = board_for(variant, seed.wrapping_mul(0x9e37_79b9_7f4a_7c15));
                (0..variant.bins())
                    .any(|pit| variant.play(&board, pit) != neighbour.play(&board, pit))
            });
            assert!(
                differs,
                "{variant} and {neighbour} ({dimension}) never differ"
            );
        }
    }
}

#[test]
fn pits_a_side_is_the_size_of_the_board() {
    for variant in Variant::all() {
        let board = vec![1; variant.bins()];
        assert!(variant.play(&board, 0).is_some(), "{variant}");
        assert_eq!(variant.play(&board[1..], 0), None, "{variant}");
    }
}

#[test]
fn the_steps_of_a_move_end_on_the_board_it_plays_to() {
    let lagos = variant("6-ccw-noskip-relay-fours");
    let board = [4; 12];
    let steps = lagos.steps(&board, 0);
    assert_eq!(steps[0].0, StepKind::Scoop { pit: 0, stones: 4 });
    let (after, _) = lagos.play(&board, 0).unwrap();
    assert_eq!(steps.last().unwrap().1, after);
    assert!(lagos.steps(&board[1..], 0).is_empty());
}
