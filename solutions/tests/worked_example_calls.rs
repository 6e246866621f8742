//! Every worked example's call, with the chapter's functions from the reference. Written
//! from exercises/course.toml by `worked_examples.rs`: do not edit.

#[rustfmt::skip]
mod distribute {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 2, answered by the reference solution.

        pub use ayoayo::{next_pit, distribute};
        pub use ayoayo::drills::distribute::{steps_round, row_stones, tally_stones, calls_to_distribute};
        pub use ayoayo::challenges::distribute::{landing_pits, undistribute};
    }
    use chapter::*;

    /// `distribute`, example `first-move`.
    #[test]
    fn first_move() {
        let _ = distribute([0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 0, 1, 4);
    }

    /// `distribute`, example `lap-past-skip`.
    #[test]
    fn lap_past_skip() {
        let _ = distribute([4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4], 5, 6, 12);
    }

    /// `steps_round`, example `steps-three`.
    #[test]
    fn steps_three() {
        let _ = steps_round(10, 3);
    }

    /// `steps_round`, example `steps-two-laps`.
    #[test]
    fn steps_two_laps() {
        let _ = steps_round(5, 25);
    }

    /// `row_stones`, example `row-of-three`.
    #[test]
    fn row_of_three() {
        let _ = row_stones(ayoayo::OPENING, 0, 3);
    }

    /// `row_stones`, example `row-round-the-board`.
    #[test]
    fn row_round_the_board() {
        let _ = row_stones([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 6, 12);
    }

    /// `tally_stones`, example `tally-of-three`.
    #[test]
    fn tally_of_three() {
        let _ = tally_stones(ayoayo::OPENING, 0, 3, 0);
    }

    /// `tally_stones`, example `tally-round-the-board`.
    #[test]
    fn tally_round_the_board() {
        let _ = tally_stones([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 6, 12, 40);
    }

    /// `calls_to_distribute`, example `calls-of-four`.
    #[test]
    fn calls_of_four() {
        let _ = calls_to_distribute(0, 1, 4);
    }

    /// `calls_to_distribute`, example `calls-past-skip`.
    #[test]
    fn calls_past_skip() {
        let _ = calls_to_distribute(0, 1, 16);
    }

    /// `landing_pits`, example `pits-wrap-round`.
    #[test]
    fn pits_wrap_round() {
        let _ = landing_pits(11, 10, 3);
    }

    /// `landing_pits`, example `pits-past-skip`.
    #[test]
    fn pits_past_skip() {
        let _ = landing_pits(5, 6, 12);
    }

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::distribute_stub::*;
        fn first_move() { let _ = distribute([0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 0, 1, 4); }
        fn lap_past_skip() { let _ = distribute([4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4], 5, 6, 12); }
        fn steps_three() { let _ = steps_round(10, 3); }
        fn steps_two_laps() { let _ = steps_round(5, 25); }
        fn row_of_three() { let _ = row_stones(ayoayo::OPENING, 0, 3); }
        fn row_round_the_board() { let _ = row_stones([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 6, 12); }
        fn tally_of_three() { let _ = tally_stones(ayoayo::OPENING, 0, 3, 0); }
        fn tally_round_the_board() { let _ = tally_stones([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 6, 12, 40); }
        fn calls_of_four() { let _ = calls_to_distribute(0, 1, 4); }
        fn calls_past_skip() { let _ = calls_to_distribute(0, 1, 16); }
        fn pits_wrap_round() { let _ = landing_pits(11, 10, 3); }
        fn pits_past_skip() { let _ = landing_pits(5, 6, 12); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/02-distribute/src/lib.rs"]
mod distribute_stub;

#[rustfmt::skip]
mod sow {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 3, answered by the reference solution.

        pub use ayoayo::{sow};
        pub use ayoayo::drills::sow::{sow_each, first_to_rest, is_relay, stone_by_stone};
        pub use ayoayo::challenges::sow::{sow_clockwise};
    }
    use chapter::*;

    /// `sow_each`, example `each-two-pits`.
    #[test]
    fn each_two_pits() {
        let _ = sow_each(ayoayo::OPENING, 0, &[0, 4]);
    }

    /// `sow_each`, example `each-the-walk`.
    #[test]
    fn each_the_walk() {
        let _ = sow_each(ayoayo::OPENING, 0, &[0, 4, 9, 3]);
    }

    /// `first_to_rest`, example `rest-second-pit`.
    #[test]
    fn rest_second_pit() {
        let _ = first_to_rest([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], &[0, 1]);
    }

    /// `first_to_rest`, example `rest-none-north`.
    #[test]
    fn rest_none_north() {
        let _ = first_to_rest([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], &[6, 7, 8, 10, 11]);
    }

    /// `is_relay`, example `relay-two-pits`.
    #[test]
    fn relay_two_pits() {
        let _ = is_relay(ayoayo::OPENING, 0, &[0, 4]);
    }

    /// `is_relay`, example `relay-one-too-many`.
    #[test]
    fn relay_one_too_many() {
        let _ = is_relay(ayoayo::OPENING, 0, &[0, 4, 9, 3, 9]);
    }

    /// `stone_by_stone`, example `stones-first-sowing`.
    #[test]
    fn stones_first_sowing() {
        let _ = stone_by_stone(ayoayo::OPENING, 0, 0);
    }

    /// `stone_by_stone`, example `stones-past-skip`.
    #[test]
    fn stones_past_skip() {
        let _ = stone_by_stone([0, 5, 5, 5, 0, 5, 5, 5, 5, 5, 4, 4], 0, 9);
    }

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::sow_stub::*;
        fn each_two_pits() { let _ = sow_each(ayoayo::OPENING, 0, &[0, 4]); }
        fn each_the_walk() { let _ = sow_each(ayoayo::OPENING, 0, &[0, 4, 9, 3]); }
        fn rest_second_pit() { let _ = first_to_rest([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], &[0, 1]); }
        fn rest_none_north() { let _ = first_to_rest([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], &[6, 7, 8, 10, 11]); }
        fn relay_two_pits() { let _ = is_relay(ayoayo::OPENING, 0, &[0, 4]); }
        fn relay_one_too_many() { let _ = is_relay(ayoayo::OPENING, 0, &[0, 4, 9, 3, 9]); }
        fn stones_first_sowing() { let _ = stone_by_stone(ayoayo::OPENING, 0, 0); }
        fn stones_past_skip() { let _ = stone_by_stone([0, 5, 5, 5, 0, 5, 5, 5, 5, 5, 4, 4], 0, 9); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/03-sow/src/lib.rs"]
mod sow_stub;

#[rustfmt::skip]
mod relay_sow {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 4, answered by the reference solution.

        pub use ayoayo::{relay_sow, relay_states, try_relay_sow};
        pub use ayoayo::drills::relay_sow::{hanoi, moves_needed, relay_within, first_repeat};
        pub use ayoayo::challenges::relay_sow::{relay_path};
    }
    use chapter::*;

    /// `relay_sow`, example `relay-of-two`.
    #[test]
    fn relay_of_two() {
        let _ = relay_sow([0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0], 1);
    }

    /// `relay_sow`, example `opening`.
    #[test]
    fn opening() {
        let _ = relay_sow(ayoayo::OPENING, 0);
    }

    /// `relay_sow`, example `long-relay`.
    #[test]
    fn long_relay() {
        let _ = relay_sow([6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5, 0], 0);
    }

    /// `hanoi`, example `tower-of-two`.
    #[test]
    fn tower_of_two() {
        let _ = hanoi(2, 0, 2, 1);
    }

    /// `hanoi`, example `tower-of-four`.
    #[test]
    fn tower_of_four() {
        let _ = hanoi(4, 0, 2, 1);
    }

    /// `moves_needed`, example `moves-three`.
    #[test]
    fn moves_three() {
        let _ = moves_needed(3);
    }

    /// `moves_needed`, example `moves-forty-eight`.
    #[test]
    fn moves_forty_eight() {
        let _ = moves_needed(48);
    }

    /// `relay_within`, example `within-opening`.
    #[test]
    fn within_opening() {
        let _ = relay_within(ayoayo::OPENING, 0, 4);
    }

    /// `relay_within`, example `within-endless`.
    #[test]
    fn within_endless() {
        let _ = relay_within([2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1], 1, 20);
    }

    /// `first_repeat`, example `repeat-three-states`.
    #[test]
    fn repeat_three_states() {
        let _ = first_repeat(&[(ayoayo::OPENING, 0), (ayoayo::OPENING, 4), (ayoayo::OPENING, 0)]);
    }

    /// `first_repeat`, example `repeat-none-yet`.
    #[test]
    fn repeat_none_yet() {
        let _ = first_repeat(&ayoayo::relay_states([2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1], 1, 20));
    }

    /// `relay_path`, example `path-relay-of-two`.
    #[test]
    fn path_relay_of_two() {
        let _ = relay_path([0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0], 1);
    }

    /// `relay_path`, example `path-opening`.
    #[test]
    fn path_opening() {
        let _ = relay_path(ayoayo::OPENING, 0);
    }

    /// `relay_path`, example `path-long-relay`.
    #[test]
    fn path_long_relay() {
        let _ = relay_path([6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5, 0], 0);
    }

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::relay_sow_stub::*;
        fn relay_of_two() { let _ = relay_sow([0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0], 1); }
        fn opening() { let _ = relay_sow(ayoayo::OPENING, 0); }
        fn long_relay() { let _ = relay_sow([6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5, 0], 0); }
        fn tower_of_two() { let _ = hanoi(2, 0, 2, 1); }
        fn tower_of_four() { let _ = hanoi(4, 0, 2, 1); }
        fn moves_three() { let _ = moves_needed(3); }
        fn moves_forty_eight() { let _ = moves_needed(48); }
        fn within_opening() { let _ = relay_within(ayoayo::OPENING, 0, 4); }
        fn within_endless() { let _ = relay_within([2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1], 1, 20); }
        fn repeat_three_states() { let _ = first_repeat(&[(ayoayo::OPENING, 0), (ayoayo::OPENING, 4), (ayoayo::OPENING, 0)]); }
        fn repeat_none_yet() { let _ = first_repeat(&ayoayo::relay_states([2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1], 1, 20)); }
        fn path_relay_of_two() { let _ = relay_path([0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0], 1); }
        fn path_opening() { let _ = relay_path(ayoayo::OPENING, 0); }
        fn path_long_relay() { let _ = relay_path([6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5, 0], 0); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/04-relay-sow/src/lib.rs"]
mod relay_sow_stub;

#[rustfmt::skip]
mod feeding {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 6, answered by the reference solution.

        pub use ayoayo::{potential_moves, possible_moves, has_stones, moves_that_feed, permissible_moves};
        pub use ayoayo::drills::feeding::{any_pit, all_pits, keep_moves, south_moves, north_moves};
        pub use ayoayo::challenges::feeding::{stones_in, split_moves};
    }
    use chapter::*;

    /// `possible_moves`, example `three-pits`.
    #[test]
    fn three_pits() {
        let _ = possible_moves([1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0], &[0, 1, 2]);
    }

    /// `possible_moves`, example `south-row`.
    #[test]
    fn south_row() {
        let _ = possible_moves([1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0], &[0, 1, 2, 3, 4, 5]);
    }

    /// `possible_moves`, example `north-row`.
    #[test]
    fn north_row() {
        let _ = possible_moves([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], &[6, 7, 8, 9, 10, 11]);
    }

    /// `stones_in`, example `stones-three-pits`.
    #[test]
    fn stones_three_pits() {
        let _ = stones_in(ayoayo::OPENING, &[0, 1, 2]);
    }

    /// `stones_in`, example `stones-north-row`.
    #[test]
    fn stones_north_row() {
        let _ = stones_in([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], &[6, 7, 8, 9, 10, 11]);
    }

    /// `split_moves`, example `split-two`.
    #[test]
    fn split_two() {
        let _ = split_moves([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], &[11, 7]);
    }

    /// `split_moves`, example `split-four`.
    #[test]
    fn split_four() {
        let _ = split_moves([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], &[11, 7, 6, 8]);
    }

    /// `any_pit`, example `any-north-holds`.
    #[test]
    fn any_north_holds() {
        let _ = any_pit([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], &[6, 7, 8], &|stones: u8| stones > 0);
    }

    /// `any_pit`, example `any-north-row-empty`.
    #[test]
    fn any_north_row_empty() {
        let _ = any_pit([1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0], &[6, 7, 8, 9, 10, 11], &|stones: u8| stones > 0);
    }

    /// `all_pits`, example `all-three-pits`.
    #[test]
    fn all_three_pits() {
        let _ = all_pits(ayoayo::OPENING, &[0, 1, 2], &|stones: u8| stones > 0);
    }

    /// `all_pits`, example `all-north-row-empty`.
    #[test]
    fn all_north_row_empty() {
        let _ = all_pits([1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0], &[6, 7, 8, 9, 10, 11], &|stones: u8| stones == 0);
    }

    /// `keep_moves`, example `keep-three-pits`.
    #[test]
    fn keep_three_pits() {
        let _ = keep_moves(&[0, 1, 2], &|pit: usize| [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0][pit] > 0);
    }

    /// `keep_moves`, example `keep-north-row`.
    #[test]
    fn keep_north_row() {
        let _ = keep_moves(&[6, 7, 8, 9, 10, 11], &|pit: usize| [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0][pit] > 0);
    }

    /// `south_moves`, example `south-of-three`.
    #[test]
    fn south_of_three() {
        let _ = south_moves(&[3, 9, 1]);
    }

    /// `south_moves`, example `south-of-a-game`.
    #[test]
    fn south_of_a_game() {
        let _ = south_moves(&[3, 7, 5, 8, 2, 7, 3, 8]);
    }

    /// `north_moves`, example `north-of-three`.
    #[test]
    fn north_of_three() {
        let _ = north_moves(&[3, 9, 1]);
    }

    /// `north_moves`, example `north-of-a-game`.
    #[test]
    fn north_of_a_game() {
        let _ = north_moves(&[3, 7, 5, 8, 2, 7, 3, 8]);
    }

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::feeding_stub::*;
        fn three_pits() { let _ = possible_moves([1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0], &[0, 1, 2]); }
        fn south_row() { let _ = possible_moves([1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0], &[0, 1, 2, 3, 4, 5]); }
        fn north_row() { let _ = possible_moves([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], &[6, 7, 8, 9, 10, 11]); }
        fn stones_three_pits() { let _ = stones_in(ayoayo::OPENING, &[0, 1, 2]); }
        fn stones_north_row() { let _ = stones_in([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], &[6, 7, 8, 9, 10, 11]); }
        fn split_two() { let _ = split_moves([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], &[11, 7]); }
        fn split_four() { let _ = split_moves([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], &[11, 7, 6, 8]); }
        fn any_north_holds() { let _ = any_pit([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], &[6, 7, 8], &|stones: u8| stones > 0); }
        fn any_north_row_empty() { let _ = any_pit([1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0], &[6, 7, 8, 9, 10, 11], &|stones: u8| stones > 0); }
        fn all_three_pits() { let _ = all_pits(ayoayo::OPENING, &[0, 1, 2], &|stones: u8| stones > 0); }
        fn all_north_row_empty() { let _ = all_pits([1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0], &[6, 7, 8, 9, 10, 11], &|stones: u8| stones == 0); }
        fn keep_three_pits() { let _ = keep_moves(&[0, 1, 2], &|pit: usize| [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0][pit] > 0); }
        fn keep_north_row() { let _ = keep_moves(&[6, 7, 8, 9, 10, 11], &|pit: usize| [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0][pit] > 0); }
        fn south_of_three() { let _ = south_moves(&[3, 9, 1]); }
        fn south_of_a_game() { let _ = south_moves(&[3, 7, 5, 8, 2, 7, 3, 8]); }
        fn north_of_three() { let _ = north_moves(&[3, 9, 1]); }
        fn north_of_a_game() { let _ = north_moves(&[3, 7, 5, 8, 2, 7, 3, 8]); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/06-feeding/src/lib.rs"]
mod feeding_stub;

#[rustfmt::skip]
mod game_end {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 7, answered by the reference solution.

        pub use ayoayo::{count_stones, handle_game_end, take_turn};
        pub use ayoayo::drills::game_end::{fold_pits, share_out, checked_count, running_counts};
        pub use ayoayo::challenges::game_end::{play_moves};
    }
    use chapter::*;

    /// `count_stones`, example `three-pits`.
    #[test]
    fn three_pits() {
        let _ = count_stones(ayoayo::OPENING, &[0, 1, 2], 0);
    }

    /// `count_stones`, example `north-row`.
    #[test]
    fn north_row() {
        let _ = count_stones([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], &[6, 7, 8, 9, 10, 11], 0);
    }

    /// `count_stones`, example `whole-board`.
    #[test]
    fn whole_board() {
        let _ = count_stones([1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0], &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0);
    }

    /// `fold_pits`, example `fold-three-pits`.
    #[test]
    fn fold_three_pits() {
        let _ = fold_pits(ayoayo::OPENING, &[0, 1, 2], 0u8, &|sum: u8, _pit: usize, stones: u8| sum.saturating_add(stones));
    }

    /// `fold_pits`, example `fold-south-row`.
    #[test]
    fn fold_south_row() {
        let _ = fold_pits([1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0], &[0, 1, 2, 3, 4, 5], 40u8, &|sum: u8, _pit: usize, stones: u8| sum.saturating_add(stones));
    }

    /// `fold_pits`, example `fold-share-out`.
    #[test]
    fn fold_share_out() {
        let _ = fold_pits([1, 0, 2, 0, 0, 0, 0, 3, 0, 0, 0, 1], &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [20u8, 21u8], &|mut score: [u8; 2], pit: usize, stones: u8| { score[pit / 6] += stones; score });
    }

    /// `checked_count`, example `checked-three-pits`.
    #[test]
    fn checked_three_pits() {
        let _ = checked_count(ayoayo::OPENING, &[0, 1, 2], 0);
    }

    /// `checked_count`, example `checked-gives-up`.
    #[test]
    fn checked_gives_up() {
        let _ = checked_count(ayoayo::OPENING, &[0, 1, 2, 3, 4, 5], 243);
    }

    /// `checked_count`, example `checked-south-row`.
    #[test]
    fn checked_south_row() {
        let _ = checked_count([1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0], &[0, 1, 2, 3, 4, 5], 40);
    }

    /// `running_counts`, example `running-three-pits`.
    #[test]
    fn running_three_pits() {
        let _ = running_counts(ayoayo::OPENING, &[0, 1, 2], 0);
    }

    /// `running_counts`, example `running-south-row`.
    #[test]
    fn running_south_row() {
        let _ = running_counts([1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0], &[0, 1, 2, 3, 4, 5], 40);
    }

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::game_end_stub::*;
        fn three_pits() { let _ = count_stones(ayoayo::OPENING, &[0, 1, 2], 0); }
        fn north_row() { let _ = count_stones([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], &[6, 7, 8, 9, 10, 11], 0); }
        fn whole_board() { let _ = count_stones([1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0], &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0); }
        fn fold_three_pits() { let _ = fold_pits(ayoayo::OPENING, &[0, 1, 2], 0u8, &|sum: u8, _pit: usize, stones: u8| sum.saturating_add(stones)); }
        fn fold_south_row() { let _ = fold_pits([1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0], &[0, 1, 2, 3, 4, 5], 40u8, &|sum: u8, _pit: usize, stones: u8| sum.saturating_add(stones)); }
        fn fold_share_out() { let _ = fold_pits([1, 0, 2, 0, 0, 0, 0, 3, 0, 0, 0, 1], &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [20u8, 21u8], &|mut score: [u8; 2], pit: usize, stones: u8| { score[pit / 6] += stones; score }); }
        fn checked_three_pits() { let _ = checked_count(ayoayo::OPENING, &[0, 1, 2], 0); }
        fn checked_gives_up() { let _ = checked_count(ayoayo::OPENING, &[0, 1, 2, 3, 4, 5], 243); }
        fn checked_south_row() { let _ = checked_count([1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0], &[0, 1, 2, 3, 4, 5], 40); }
        fn running_three_pits() { let _ = running_counts(ayoayo::OPENING, &[0, 1, 2], 0); }
        fn running_south_row() { let _ = running_counts([1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0], &[0, 1, 2, 3, 4, 5], 40); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/07-game-end/src/lib.rs"]
mod game_end_stub;

#[rustfmt::skip]
mod lagos {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 8, answered by the reference solution.

        pub use ayoayo::lagos::{take_fours, sow_taking_fours, try_relay_move};
        pub use ayoayo::drills::lagos::{count_spreads, memo_spreads, spread_calls, shapes, rows_without_threes};
        pub use ayoayo::challenges::lagos::{endless_moves};
    }
    use chapter::*;

    /// `count_spreads`, example `spreads-two-two`.
    #[test]
    fn spreads_two_two() {
        let _ = count_spreads(2, 2);
    }

    /// `count_spreads`, example `spreads-three-three`.
    #[test]
    fn spreads_three_three() {
        let _ = count_spreads(3, 3);
    }

    /// `memo_spreads`, example `memo-two-two`.
    #[test]
    fn memo_two_two() {
        let _ = memo_spreads(2, 2, &mut std::collections::HashMap::new());
    }

    /// `memo_spreads`, example `memo-three-three`.
    #[test]
    fn memo_three_three() {
        let _ = memo_spreads(3, 3, &mut std::collections::HashMap::new());
    }

    /// `shapes`, example `shapes-two-two`.
    #[test]
    fn shapes_two_two() {
        let _ = shapes(2, 2);
    }

    /// `shapes`, example `shapes-south-row`.
    #[test]
    fn shapes_south_row() {
        let _ = shapes(4, 6);
    }

    /// `rows_without_threes`, example `without-threes-two-pits`.
    #[test]
    fn without_threes_two_pits() {
        let _ = rows_without_threes(3, 2);
    }

    /// `rows_without_threes`, example `without-threes-three-pits`.
    #[test]
    fn without_threes_three_pits() {
        let _ = rows_without_threes(4, 3);
    }

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::lagos_stub::*;
        fn spreads_two_two() { let _ = count_spreads(2, 2); }
        fn spreads_three_three() { let _ = count_spreads(3, 3); }
        fn memo_two_two() { let _ = memo_spreads(2, 2, &mut std::collections::HashMap::new()); }
        fn memo_three_three() { let _ = memo_spreads(3, 3, &mut std::collections::HashMap::new()); }
        fn shapes_two_two() { let _ = shapes(2, 2); }
        fn shapes_south_row() { let _ = shapes(4, 6); }
        fn without_threes_two_pits() { let _ = rows_without_threes(3, 2); }
        fn without_threes_three_pits() { let _ = rows_without_threes(4, 3); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/08-lagos/src/lib.rs"]
mod lagos_stub;

#[rustfmt::skip]
mod oware {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 9, answered by the reference solution.

        pub use ayoayo::oware::{sow_skipping_origin, capture_chain, sow_and_capture, legal_moves};
        pub use ayoayo::drills::oware::{pits_making, chain_rows, chain_shapes, odu_free_boards};
        pub use ayoayo::challenges::oware::{sow_by_recursion, grand_slam};
    }
    use chapter::*;

    /// `capture_chain`, example `chain-of-two`.
    #[test]
    fn chain_of_two() {
        let _ = capture_chain([0, 0, 0, 0, 0, 0, 0, 3, 2, 0, 0, 0], ayoayo::Player::South, 8);
    }

    /// `capture_chain`, example `stops-at-four`.
    #[test]
    fn stops_at_four() {
        let _ = capture_chain([0, 0, 0, 0, 0, 0, 4, 3, 2, 0, 0, 0], ayoayo::Player::South, 8);
    }

    /// `capture_chain`, example `stops-at-own-row`.
    #[test]
    fn stops_at_own_row() {
        let _ = capture_chain([0, 0, 0, 0, 0, 2, 2, 3, 2, 0, 0, 0], ayoayo::Player::South, 8);
    }

    /// `capture_chain`, example `chain-of-four`.
    #[test]
    fn chain_of_four() {
        let _ = capture_chain([0, 0, 0, 0, 0, 2, 2, 3, 2, 3, 0, 0], ayoayo::Player::South, 9);
    }

    /// `sow_by_recursion`, example `sow-four-stones`.
    #[test]
    fn sow_four_stones() {
        let _ = sow_by_recursion(ayoayo::OPENING, 0);
    }

    /// `sow_by_recursion`, example `sow-odu`.
    #[test]
    fn sow_odu() {
        let _ = sow_by_recursion([0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0], 5);
    }

    /// `pits_making`, example `making-three`.
    #[test]
    fn making_three() {
        let _ = pits_making([0, 0, 0, 0, 0, 0, 2, 3, 1, 2, 3, 0], 6..9, 3);
    }

    /// `pits_making`, example `making-five`.
    #[test]
    fn making_five() {
        let _ = pits_making([0, 0, 0, 0, 0, 0, 2, 3, 1, 2, 3, 0], 6..12, 5);
    }

    /// `chain_rows`, example `rows-of-five`.
    #[test]
    fn rows_of_five() {
        let _ = chain_rows(5, 2);
    }

    /// `chain_rows`, example `rows-of-twelve`.
    #[test]
    fn rows_of_twelve() {
        let _ = chain_rows(12, 5);
    }

    /// `chain_shapes`, example `shapes-of-five`.
    #[test]
    fn shapes_of_five() {
        let _ = chain_shapes(5, 2);
    }

    /// `chain_shapes`, example `shapes-of-twelve`.
    #[test]
    fn shapes_of_twelve() {
        let _ = chain_shapes(12, 5);
    }

    /// `odu_free_boards`, example `odu-free-two-two`.
    #[test]
    fn odu_free_two_two() {
        let _ = odu_free_boards(2, 2, &mut std::collections::HashMap::new());
    }

    /// `odu_free_boards`, example `odu-free-twelve-two`.
    #[test]
    fn odu_free_twelve_two() {
        let _ = odu_free_boards(12, 2, &mut std::collections::HashMap::new());
    }

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::oware_stub::*;
        fn chain_of_two() { let _ = capture_chain([0, 0, 0, 0, 0, 0, 0, 3, 2, 0, 0, 0], ayoayo::Player::South, 8); }
        fn stops_at_four() { let _ = capture_chain([0, 0, 0, 0, 0, 0, 4, 3, 2, 0, 0, 0], ayoayo::Player::South, 8); }
        fn stops_at_own_row() { let _ = capture_chain([0, 0, 0, 0, 0, 2, 2, 3, 2, 0, 0, 0], ayoayo::Player::South, 8); }
        fn chain_of_four() { let _ = capture_chain([0, 0, 0, 0, 0, 2, 2, 3, 2, 3, 0, 0], ayoayo::Player::South, 9); }
        fn sow_four_stones() { let _ = sow_by_recursion(ayoayo::OPENING, 0); }
        fn sow_odu() { let _ = sow_by_recursion([0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0], 5); }
        fn making_three() { let _ = pits_making([0, 0, 0, 0, 0, 0, 2, 3, 1, 2, 3, 0], 6..9, 3); }
        fn making_five() { let _ = pits_making([0, 0, 0, 0, 0, 0, 2, 3, 1, 2, 3, 0], 6..12, 5); }
        fn rows_of_five() { let _ = chain_rows(5, 2); }
        fn rows_of_twelve() { let _ = chain_rows(12, 5); }
        fn shapes_of_five() { let _ = chain_shapes(5, 2); }
        fn shapes_of_twelve() { let _ = chain_shapes(12, 5); }
        fn odu_free_two_two() { let _ = odu_free_boards(2, 2, &mut std::collections::HashMap::new()); }
        fn odu_free_twelve_two() { let _ = odu_free_boards(12, 2, &mut std::collections::HashMap::new()); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/09-oware/src/lib.rs"]
mod oware_stub;

#[rustfmt::skip]
mod awari {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 10, answered by the reference solution.

        pub use ayoayo::awari::{sow, greedy_move};
        pub use ayoayo::drills::awari::{move_count, replay, oldest_first, computer_turns, Moves};
        pub use ayoayo::challenges::awari::{human_greedy_move, greedy_move_chained};
    }
    use chapter::*;

    /// `greedy_move`, example `opening`.
    #[test]
    fn opening() {
        let _ = greedy_move(ayoayo::awari::OPENING);
    }

    /// `greedy_move`, example `nothing-to-sow`.
    #[test]
    fn nothing_to_sow() {
        let _ = greedy_move([3, 3, 3, 3, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0]);
    }

    /// `greedy_move`, example `extra-move-wins`.
    #[test]
    fn extra_move_wins() {
        let _ = greedy_move([3, 3, 3, 3, 3, 3, 0, 7, 0, 0, 0, 0, 1, 0]);
    }

    /// `greedy_move`, example `lap-feeds-the-human`.
    #[test]
    fn lap_feeds_the_human() {
        let _ = greedy_move([1, 1, 1, 1, 1, 1, 0, 13, 9, 0, 0, 0, 0, 0]);
    }

    /// `greedy_move`, example `after-pits-3-and-5`.
    #[test]
    fn after_pits_3_and_5() {
        let _ = greedy_move([3, 3, 3, 0, 4, 0, 2, 4, 4, 4, 3, 3, 3, 0]);
    }

    /// `greedy_move_chained`, example `chained-opening`.
    #[test]
    fn chained_opening() {
        let _ = greedy_move_chained(ayoayo::awari::OPENING);
    }

    /// `greedy_move_chained`, example `chained-store-five-times`.
    #[test]
    fn chained_store_five_times() {
        let _ = greedy_move_chained([1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 3, 2, 1, 0]);
    }

    /// `move_count`, example `count-two`.
    #[test]
    fn count_two() {
        let _ = move_count(&Moves::Then(3, Box::new(Moves::Then(0, Box::new(Moves::End)))));
    }

    /// `move_count`, example `count-twelve-move-game`.
    #[test]
    fn count_twelve_move_game() {
        let _ = move_count(&Moves::Then(3, Box::new(Moves::Then(0, Box::new(Moves::Then(10, Box::new(Moves::Then(7, Box::new(Moves::Then(4, Box::new(Moves::Then(11, Box::new(Moves::Then(0, Box::new(Moves::Then(7, Box::new(Moves::Then(5, Box::new(Moves::Then(8, Box::new(Moves::Then(1, Box::new(Moves::Then(7, Box::new(Moves::End)))))))))))))))))))))))));
    }

    /// `replay`, example `replay-one`.
    #[test]
    fn replay_one() {
        let _ = replay(ayoayo::awari::START, &Moves::Then(3, Box::new(Moves::End)));
    }

    /// `replay`, example `replay-twelve-move-game`.
    #[test]
    fn replay_twelve_move_game() {
        let _ = replay(ayoayo::awari::START, &Moves::Then(3, Box::new(Moves::Then(0, Box::new(Moves::Then(10, Box::new(Moves::Then(7, Box::new(Moves::Then(4, Box::new(Moves::Then(11, Box::new(Moves::Then(0, Box::new(Moves::Then(7, Box::new(Moves::Then(5, Box::new(Moves::Then(8, Box::new(Moves::Then(1, Box::new(Moves::Then(7, Box::new(Moves::End)))))))))))))))))))))))));
    }

    /// `oldest_first`, example `oldest-first-two`.
    #[test]
    fn oldest_first_two() {
        let _ = oldest_first(&Moves::Then(0, Box::new(Moves::Then(3, Box::new(Moves::End)))));
    }

    /// `oldest_first`, example `oldest-first-twelve-move-game`.
    #[test]
    fn oldest_first_twelve_move_game() {
        let _ = oldest_first(&Moves::Then(7, Box::new(Moves::Then(1, Box::new(Moves::Then(8, Box::new(Moves::Then(5, Box::new(Moves::Then(7, Box::new(Moves::Then(0, Box::new(Moves::Then(11, Box::new(Moves::Then(4, Box::new(Moves::Then(7, Box::new(Moves::Then(10, Box::new(Moves::Then(0, Box::new(Moves::Then(3, Box::new(Moves::End)))))))))))))))))))))))));
    }

    /// `computer_turns`, example `turns-game-over`.
    #[test]
    fn turns_game_over() {
        let _ = computer_turns([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0]);
    }

    /// `computer_turns`, example `turns-opening`.
    #[test]
    fn turns_opening() {
        let _ = computer_turns(ayoayo::awari::OPENING);
    }

    /// `computer_turns`, example `turns-all-reach-the-store`.
    #[test]
    fn turns_all_reach_the_store() {
        let _ = computer_turns([1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 3, 2, 1, 0]);
    }

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::awari_stub::*;
        fn opening() { let _ = greedy_move(ayoayo::awari::OPENING); }
        fn nothing_to_sow() { let _ = greedy_move([3, 3, 3, 3, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0]); }
        fn extra_move_wins() { let _ = greedy_move([3, 3, 3, 3, 3, 3, 0, 7, 0, 0, 0, 0, 1, 0]); }
        fn lap_feeds_the_human() { let _ = greedy_move([1, 1, 1, 1, 1, 1, 0, 13, 9, 0, 0, 0, 0, 0]); }
        fn after_pits_3_and_5() { let _ = greedy_move([3, 3, 3, 0, 4, 0, 2, 4, 4, 4, 3, 3, 3, 0]); }
        fn chained_opening() { let _ = greedy_move_chained(ayoayo::awari::OPENING); }
        fn chained_store_five_times() { let _ = greedy_move_chained([1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 3, 2, 1, 0]); }
        fn count_two() { let _ = move_count(&Moves::Then(3, Box::new(Moves::Then(0, Box::new(Moves::End))))); }
        fn count_twelve_move_game() { let _ = move_count(&Moves::Then(3, Box::new(Moves::Then(0, Box::new(Moves::Then(10, Box::new(Moves::Then(7, Box::new(Moves::Then(4, Box::new(Moves::Then(11, Box::new(Moves::Then(0, Box::new(Moves::Then(7, Box::new(Moves::Then(5, Box::new(Moves::Then(8, Box::new(Moves::Then(1, Box::new(Moves::Then(7, Box::new(Moves::End))))))))))))))))))))))))); }
        fn replay_one() { let _ = replay(ayoayo::awari::START, &Moves::Then(3, Box::new(Moves::End))); }
        fn replay_twelve_move_game() { let _ = replay(ayoayo::awari::START, &Moves::Then(3, Box::new(Moves::Then(0, Box::new(Moves::Then(10, Box::new(Moves::Then(7, Box::new(Moves::Then(4, Box::new(Moves::Then(11, Box::new(Moves::Then(0, Box::new(Moves::Then(7, Box::new(Moves::Then(5, Box::new(Moves::Then(8, Box::new(Moves::Then(1, Box::new(Moves::Then(7, Box::new(Moves::End))))))))))))))))))))))))); }
        fn oldest_first_two() { let _ = oldest_first(&Moves::Then(0, Box::new(Moves::Then(3, Box::new(Moves::End))))); }
        fn oldest_first_twelve_move_game() { let _ = oldest_first(&Moves::Then(7, Box::new(Moves::Then(1, Box::new(Moves::Then(8, Box::new(Moves::Then(5, Box::new(Moves::Then(7, Box::new(Moves::Then(0, Box::new(Moves::Then(11, Box::new(Moves::Then(4, Box::new(Moves::Then(7, Box::new(Moves::Then(10, Box::new(Moves::Then(0, Box::new(Moves::Then(3, Box::new(Moves::End))))))))))))))))))))))))); }
        fn turns_game_over() { let _ = computer_turns([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0]); }
        fn turns_opening() { let _ = computer_turns(ayoayo::awari::OPENING); }
        fn turns_all_reach_the_store() { let _ = computer_turns([1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 3, 2, 1, 0]); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/10-awari/src/lib.rs"]
mod awari_stub;

#[rustfmt::skip]
mod kalah {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 11, answered by the reference solution.

        pub use ayoayo::kalah::{square_next, distribute, sowing, play_move};
        pub use ayoayo::drills::kalah::{landing_squares, plan_sowings, run_plan, whole_turns, Plan};
        pub use ayoayo::challenges::kalah::{play_move_by_recursion, extra_turn_moves};
    }
    use chapter::*;

    /// `play_move_by_recursion`, example `into-the-store`.
    #[test]
    fn into_the_store() {
        let _ = play_move_by_recursion(ayoayo::kalah::STANDARD_BOARD, ayoayo::Player::South, 2);
    }

    /// `play_move_by_recursion`, example `lap`.
    #[test]
    fn lap() {
        let _ = play_move_by_recursion([0, 0, 0, 0, 2, 1, 3, 13, 0, 0, 0, 0, 0, 0], ayoayo::Player::North, 7);
    }

    /// `plan_sowings`, example `sowings-two-then-five`.
    #[test]
    fn sowings_two_then_five() {
        let _ = plan_sowings(&Plan::Then(Box::new(Plan::Sow(2)), Box::new(Plan::Sow(5))));
    }

    /// `plan_sowings`, example `sowings-repeats`.
    #[test]
    fn sowings_repeats() {
        let _ = plan_sowings(&Plan::Then(Box::new(Plan::Repeat(2, Box::new(Plan::Sow(0)))), Box::new(Plan::Repeat(3, Box::new(Plan::Then(Box::new(Plan::Sow(2)), Box::new(Plan::Sow(5))))))));
    }

    /// `run_plan`, example `run-two-then-five`.
    #[test]
    fn run_two_then_five() {
        let _ = run_plan(ayoayo::kalah::STANDARD_BOARD, ayoayo::Player::South, &Plan::Then(Box::new(Plan::Sow(2)), Box::new(Plan::Sow(5))));
    }

    /// `run_plan`, example `run-three-rounds`.
    #[test]
    fn run_three_rounds() {
        let _ = run_plan(ayoayo::kalah::STANDARD_BOARD, ayoayo::Player::South, &Plan::Repeat(3, Box::new(Plan::Then(Box::new(Plan::Sow(0)), Box::new(Plan::Sow(12))))));
    }

    /// `whole_turns`, example `turns-standard`.
    #[test]
    fn turns_standard() {
        let _ = whole_turns(ayoayo::kalah::STANDARD_BOARD, ayoayo::Player::South);
    }

    /// `whole_turns`, example `turns-order-matters`.
    #[test]
    fn turns_order_matters() {
        let _ = whole_turns([0, 0, 0, 0, 2, 1, 0, 4, 4, 4, 4, 4, 4, 0], ayoayo::Player::South);
    }

    /// `whole_turns`, example `turns-four-pits-in-reach`.
    #[test]
    fn turns_four_pits_in_reach() {
        let _ = whole_turns([0, 0, 4, 3, 2, 1, 0, 4, 4, 4, 4, 4, 4, 0], ayoayo::Player::South);
    }

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::kalah_stub::*;
        fn into_the_store() { let _ = play_move_by_recursion(ayoayo::kalah::STANDARD_BOARD, ayoayo::Player::South, 2); }
        fn lap() { let _ = play_move_by_recursion([0, 0, 0, 0, 2, 1, 3, 13, 0, 0, 0, 0, 0, 0], ayoayo::Player::North, 7); }
        fn sowings_two_then_five() { let _ = plan_sowings(&Plan::Then(Box::new(Plan::Sow(2)), Box::new(Plan::Sow(5)))); }
        fn sowings_repeats() { let _ = plan_sowings(&Plan::Then(Box::new(Plan::Repeat(2, Box::new(Plan::Sow(0)))), Box::new(Plan::Repeat(3, Box::new(Plan::Then(Box::new(Plan::Sow(2)), Box::new(Plan::Sow(5)))))))); }
        fn run_two_then_five() { let _ = run_plan(ayoayo::kalah::STANDARD_BOARD, ayoayo::Player::South, &Plan::Then(Box::new(Plan::Sow(2)), Box::new(Plan::Sow(5)))); }
        fn run_three_rounds() { let _ = run_plan(ayoayo::kalah::STANDARD_BOARD, ayoayo::Player::South, &Plan::Repeat(3, Box::new(Plan::Then(Box::new(Plan::Sow(0)), Box::new(Plan::Sow(12)))))); }
        fn turns_standard() { let _ = whole_turns(ayoayo::kalah::STANDARD_BOARD, ayoayo::Player::South); }
        fn turns_order_matters() { let _ = whole_turns([0, 0, 0, 0, 2, 1, 0, 4, 4, 4, 4, 4, 4, 0], ayoayo::Player::South); }
        fn turns_four_pits_in_reach() { let _ = whole_turns([0, 0, 4, 3, 2, 1, 0, 4, 4, 4, 4, 4, 4, 0], ayoayo::Player::South); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/11-kalah/src/lib.rs"]
mod kalah_stub;

#[rustfmt::skip]
mod perft {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 12, answered by the reference solution.

        pub use ayoayo::perft::{perft, divide};
        pub use ayoayo::drills::perft::{lines, nodes, halves, total_work, heaviest_job, Work};
        pub use ayoayo::challenges::perft::{finished_games, distinct_positions};
    }
    use chapter::*;

    /// `perft`, example `ending-0`.
    #[test]
    fn ending_0() {
        let _ = perft(ayoayo::tree::ENDING, 0);
    }

    /// `perft`, example `ending-1`.
    #[test]
    fn ending_1() {
        let _ = perft(ayoayo::tree::ENDING, 1);
    }

    /// `perft`, example `ending-3`.
    #[test]
    fn ending_3() {
        let _ = perft(ayoayo::tree::ENDING, 3);
    }

    /// `perft`, example `opening-2`.
    #[test]
    fn opening_2() {
        let _ = perft(ayoayo::oware::OPENING, 2);
    }

    /// `finished_games`, example `finished-ending-2`.
    #[test]
    fn finished_ending_2() {
        let _ = finished_games(ayoayo::tree::ENDING, 2);
    }

    /// `finished_games`, example `finished-ending-4`.
    #[test]
    fn finished_ending_4() {
        let _ = finished_games(ayoayo::tree::ENDING, 4);
    }

    /// `finished_games`, example `finished-oware-ending-4`.
    #[test]
    fn finished_oware_ending_4() {
        let _ = finished_games(ayoayo::search::OWARE_ENDING, 4);
    }

    /// `lines`, example `lines-ending-1`.
    #[test]
    fn lines_ending_1() {
        let _ = lines(ayoayo::tree::ENDING, 1);
    }

    /// `lines`, example `lines-ending-3`.
    #[test]
    fn lines_ending_3() {
        let _ = lines(ayoayo::tree::ENDING, 3);
    }

    /// `lines`, example `lines-oware-ending-3`.
    #[test]
    fn lines_oware_ending_3() {
        let _ = lines(ayoayo::search::OWARE_ENDING, 3);
    }

    /// `nodes`, example `nodes-ending-2`.
    #[test]
    fn nodes_ending_2() {
        let _ = nodes(ayoayo::tree::ENDING, 2);
    }

    /// `nodes`, example `nodes-oware-ending-3`.
    #[test]
    fn nodes_oware_ending_3() {
        let _ = nodes(ayoayo::search::OWARE_ENDING, 3);
    }

    /// `halves`, example `halves-three`.
    #[test]
    fn halves_three() {
        let _ = halves(&[(0, 6), (1, 6), (2, 6)]);
    }

    /// `halves`, example `halves-opening-4`.
    #[test]
    fn halves_opening_4() {
        let _ = halves(&ayoayo::search::divide(ayoayo::oware::OPENING, 4));
    }

    /// `total_work`, example `total-three`.
    #[test]
    fn total_three() {
        let _ = total_work(&Work::Split(Box::new(Work::Job(0, 6)), Box::new(Work::Split(Box::new(Work::Job(1, 6)), Box::new(Work::Job(2, 6))))));
    }

    /// `total_work`, example `total-opening-4`.
    #[test]
    fn total_opening_4() {
        let _ = total_work(&Work::Split(Box::new(Work::Split(Box::new(Work::Job(0, 184)), Box::new(Work::Split(Box::new(Work::Job(1, 179)), Box::new(Work::Job(2, 172)))))), Box::new(Work::Split(Box::new(Work::Job(3, 165)), Box::new(Work::Split(Box::new(Work::Job(4, 158)), Box::new(Work::Job(5, 156))))))));
    }

    /// `heaviest_job`, example `heaviest-three`.
    #[test]
    fn heaviest_three() {
        let _ = heaviest_job(&Work::Split(Box::new(Work::Job(0, 6)), Box::new(Work::Split(Box::new(Work::Job(1, 6)), Box::new(Work::Job(2, 6))))));
    }

    /// `heaviest_job`, example `heaviest-opening-4`.
    #[test]
    fn heaviest_opening_4() {
        let _ = heaviest_job(&Work::Split(Box::new(Work::Split(Box::new(Work::Job(0, 184)), Box::new(Work::Split(Box::new(Work::Job(1, 179)), Box::new(Work::Job(2, 172)))))), Box::new(Work::Split(Box::new(Work::Job(3, 165)), Box::new(Work::Split(Box::new(Work::Job(4, 158)), Box::new(Work::Job(5, 156))))))));
    }

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::perft_stub::*;
        fn ending_0() { let _ = perft(ayoayo::tree::ENDING, 0); }
        fn ending_1() { let _ = perft(ayoayo::tree::ENDING, 1); }
        fn ending_3() { let _ = perft(ayoayo::tree::ENDING, 3); }
        fn opening_2() { let _ = perft(ayoayo::oware::OPENING, 2); }
        fn finished_ending_2() { let _ = finished_games(ayoayo::tree::ENDING, 2); }
        fn finished_ending_4() { let _ = finished_games(ayoayo::tree::ENDING, 4); }
        fn finished_oware_ending_4() { let _ = finished_games(ayoayo::search::OWARE_ENDING, 4); }
        fn lines_ending_1() { let _ = lines(ayoayo::tree::ENDING, 1); }
        fn lines_ending_3() { let _ = lines(ayoayo::tree::ENDING, 3); }
        fn lines_oware_ending_3() { let _ = lines(ayoayo::search::OWARE_ENDING, 3); }
        fn nodes_ending_2() { let _ = nodes(ayoayo::tree::ENDING, 2); }
        fn nodes_oware_ending_3() { let _ = nodes(ayoayo::search::OWARE_ENDING, 3); }
        fn halves_three() { let _ = halves(&[(0, 6), (1, 6), (2, 6)]); }
        fn halves_opening_4() { let _ = halves(&ayoayo::search::divide(ayoayo::oware::OPENING, 4)); }
        fn total_three() { let _ = total_work(&Work::Split(Box::new(Work::Job(0, 6)), Box::new(Work::Split(Box::new(Work::Job(1, 6)), Box::new(Work::Job(2, 6)))))); }
        fn total_opening_4() { let _ = total_work(&Work::Split(Box::new(Work::Split(Box::new(Work::Job(0, 184)), Box::new(Work::Split(Box::new(Work::Job(1, 179)), Box::new(Work::Job(2, 172)))))), Box::new(Work::Split(Box::new(Work::Job(3, 165)), Box::new(Work::Split(Box::new(Work::Job(4, 158)), Box::new(Work::Job(5, 156)))))))); }
        fn heaviest_three() { let _ = heaviest_job(&Work::Split(Box::new(Work::Job(0, 6)), Box::new(Work::Split(Box::new(Work::Job(1, 6)), Box::new(Work::Job(2, 6)))))); }
        fn heaviest_opening_4() { let _ = heaviest_job(&Work::Split(Box::new(Work::Split(Box::new(Work::Job(0, 184)), Box::new(Work::Split(Box::new(Work::Job(1, 179)), Box::new(Work::Job(2, 172)))))), Box::new(Work::Split(Box::new(Work::Job(3, 165)), Box::new(Work::Split(Box::new(Work::Job(4, 158)), Box::new(Work::Job(5, 156)))))))); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/12-perft/src/lib.rs"]
mod perft_stub;

#[rustfmt::skip]
mod minimax {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 13, answered by the reference solution.

        pub use ayoayo::search::{negamax, best_moves};
        pub use ayoayo::drills::minimax::{can_force_lead, must_trail, value_with, value_against};
        pub use ayoayo::challenges::minimax::{principal_variation, max_value, min_value};
    }
    use chapter::*;

    /// `negamax`, example `ending-1`.
    #[test]
    fn ending_1() {
        let _ = negamax(ayoayo::tree::ENDING, 1);
    }

    /// `negamax`, example `ending-3`.
    #[test]
    fn ending_3() {
        let _ = negamax(ayoayo::tree::ENDING, 3);
    }

    /// `negamax`, example `kalah-2`.
    #[test]
    fn kalah_2() {
        let _ = negamax(ayoayo::search::Kalah::OPENING, 2);
    }

    /// `principal_variation`, example `pv-oware-ending-2`.
    #[test]
    fn pv_oware_ending_2() {
        let _ = principal_variation(ayoayo::search::OWARE_ENDING, 2);
    }

    /// `principal_variation`, example `pv-oware-ending-4`.
    #[test]
    fn pv_oware_ending_4() {
        let _ = principal_variation(ayoayo::search::OWARE_ENDING, 4);
    }

    /// `max_value`, example `max-ending-2`.
    #[test]
    fn max_ending_2() {
        let _ = max_value(ayoayo::tree::ENDING, 2);
    }

    /// `max_value`, example `max-oware-ending-3`.
    #[test]
    fn max_oware_ending_3() {
        let _ = max_value(ayoayo::search::OWARE_ENDING, 3);
    }

    /// `min_value`, example `min-ending-2`.
    #[test]
    fn min_ending_2() {
        let _ = min_value(ayoayo::tree::ENDING, 2);
    }

    /// `min_value`, example `min-oware-ending-3`.
    #[test]
    fn min_oware_ending_3() {
        let _ = min_value(ayoayo::search::OWARE_ENDING, 3);
    }

    /// `can_force_lead`, example `lead-ending-1`.
    #[test]
    fn lead_ending_1() {
        let _ = can_force_lead(ayoayo::tree::ENDING, 1);
    }

    /// `can_force_lead`, example `lead-two-choices-2`.
    #[test]
    fn lead_two_choices_2() {
        let _ = can_force_lead(ayoayo::search::Ayoayo { board: [1, 0, 3, 0, 0, 0, 1, 1, 0, 0, 2, 0], score: [20, 20], to_move: ayoayo::Player::South, over: false }, 2);
    }

    /// `can_force_lead`, example `lead-oware-ending-3`.
    #[test]
    fn lead_oware_ending_3() {
        let _ = can_force_lead(ayoayo::search::OWARE_ENDING, 3);
    }

    /// `must_trail`, example `trail-ending-1`.
    #[test]
    fn trail_ending_1() {
        let _ = must_trail(ayoayo::tree::ENDING, 1);
    }

    /// `must_trail`, example `trail-oware-ending-3`.
    #[test]
    fn trail_oware_ending_3() {
        let _ = must_trail(ayoayo::search::OWARE_ENDING, 3);
    }

    /// `value_with`, example `mobility-ending-1`.
    #[test]
    fn mobility_ending_1() {
        let _ = value_with(ayoayo::tree::ENDING, 1, &|p: &ayoayo::oware::Position| ayoayo::search::GameTree::moves(p).len() as i32);
    }

    /// `value_with`, example `mobility-oware-ending-3`.
    #[test]
    fn mobility_oware_ending_3() {
        let _ = value_with(ayoayo::search::OWARE_ENDING, 3, &|p: &ayoayo::oware::Position| ayoayo::search::GameTree::moves(p).len() as i32);
    }

    /// `value_against`, example `lowest-ending-2`.
    #[test]
    fn lowest_ending_2() {
        let _ = value_against(ayoayo::tree::ENDING, 2, ayoayo::Player::South, &|p: &ayoayo::oware::Position| ayoayo::search::GameTree::moves(p)[0]);
    }

    /// `value_against`, example `lowest-oware-ending-4`.
    #[test]
    fn lowest_oware_ending_4() {
        let _ = value_against(ayoayo::search::OWARE_ENDING, 4, ayoayo::Player::South, &|p: &ayoayo::oware::Position| ayoayo::search::GameTree::moves(p)[0]);
    }

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::minimax_stub::*;
        fn ending_1() { let _ = negamax(ayoayo::tree::ENDING, 1); }
        fn ending_3() { let _ = negamax(ayoayo::tree::ENDING, 3); }
        fn kalah_2() { let _ = negamax(ayoayo::search::Kalah::OPENING, 2); }
        fn pv_oware_ending_2() { let _ = principal_variation(ayoayo::search::OWARE_ENDING, 2); }
        fn pv_oware_ending_4() { let _ = principal_variation(ayoayo::search::OWARE_ENDING, 4); }
        fn max_ending_2() { let _ = max_value(ayoayo::tree::ENDING, 2); }
        fn max_oware_ending_3() { let _ = max_value(ayoayo::search::OWARE_ENDING, 3); }
        fn min_ending_2() { let _ = min_value(ayoayo::tree::ENDING, 2); }
        fn min_oware_ending_3() { let _ = min_value(ayoayo::search::OWARE_ENDING, 3); }
        fn lead_ending_1() { let _ = can_force_lead(ayoayo::tree::ENDING, 1); }
        fn lead_two_choices_2() { let _ = can_force_lead(ayoayo::search::Ayoayo { board: [1, 0, 3, 0, 0, 0, 1, 1, 0, 0, 2, 0], score: [20, 20], to_move: ayoayo::Player::South, over: false }, 2); }
        fn lead_oware_ending_3() { let _ = can_force_lead(ayoayo::search::OWARE_ENDING, 3); }
        fn trail_ending_1() { let _ = must_trail(ayoayo::tree::ENDING, 1); }
        fn trail_oware_ending_3() { let _ = must_trail(ayoayo::search::OWARE_ENDING, 3); }
        fn mobility_ending_1() { let _ = value_with(ayoayo::tree::ENDING, 1, &|p: &ayoayo::oware::Position| ayoayo::search::GameTree::moves(p).len() as i32); }
        fn mobility_oware_ending_3() { let _ = value_with(ayoayo::search::OWARE_ENDING, 3, &|p: &ayoayo::oware::Position| ayoayo::search::GameTree::moves(p).len() as i32); }
        fn lowest_ending_2() { let _ = value_against(ayoayo::tree::ENDING, 2, ayoayo::Player::South, &|p: &ayoayo::oware::Position| ayoayo::search::GameTree::moves(p)[0]); }
        fn lowest_oware_ending_4() { let _ = value_against(ayoayo::search::OWARE_ENDING, 4, ayoayo::Player::South, &|p: &ayoayo::oware::Position| ayoayo::search::GameTree::moves(p)[0]); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/13-minimax/src/lib.rs"]
mod minimax_stub;

#[rustfmt::skip]
mod alpha_beta {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 14, answered by the reference solution.

        pub use ayoayo::search::{negamax_alpha_beta};
        pub use ayoayo::drills::alpha_beta::{max_pruned, min_pruned, pruned_in_order, promising_first};
        pub use ayoayo::challenges::alpha_beta::{best_move, at_least};
    }
    use chapter::*;

    /// `negamax_alpha_beta`, example `ending-2`.
    #[test]
    fn ending_2() {
        let _ = negamax_alpha_beta(ayoayo::tree::ENDING, 2, -i32::MAX, i32::MAX, &mut |_| {});
    }

    /// `negamax_alpha_beta`, example `ending-4`.
    #[test]
    fn ending_4() {
        let _ = negamax_alpha_beta(ayoayo::tree::ENDING, 4, -i32::MAX, i32::MAX, &mut |_| {});
    }

    /// `negamax_alpha_beta`, example `kalah-3`.
    #[test]
    fn kalah_3() {
        let _ = negamax_alpha_beta(ayoayo::search::Kalah::OPENING, 3, -i32::MAX, i32::MAX, &mut |_| {});
    }

    /// `max_pruned`, example `max-ending-2`.
    #[test]
    fn max_ending_2() {
        let _ = max_pruned(ayoayo::tree::ENDING, 2, -i32::MAX, i32::MAX, &mut |_| {});
    }

    /// `max_pruned`, example `max-kalah-3`.
    #[test]
    fn max_kalah_3() {
        let _ = max_pruned(ayoayo::search::Kalah::OPENING, 3, -i32::MAX, i32::MAX, &mut |_| {});
    }

    /// `min_pruned`, example `min-ending-2`.
    #[test]
    fn min_ending_2() {
        let _ = min_pruned(ayoayo::tree::ENDING, 2, -i32::MAX, i32::MAX, &mut |_| {});
    }

    /// `min_pruned`, example `min-kalah-3`.
    #[test]
    fn min_kalah_3() {
        let _ = min_pruned(ayoayo::search::Kalah::OPENING, 3, -i32::MAX, i32::MAX, &mut |_| {});
    }

    /// `pruned_in_order`, example `reversed-ending-2`.
    #[test]
    fn reversed_ending_2() {
        let _ = pruned_in_order(ayoayo::tree::ENDING, 2, -i32::MAX, i32::MAX, &|p: &ayoayo::oware::Position| ayoayo::search::GameTree::moves(p).into_iter().rev().collect(), &mut |_| {});
    }

    /// `pruned_in_order`, example `ordered-kalah-3`.
    #[test]
    fn ordered_kalah_3() {
        let _ = pruned_in_order(ayoayo::search::Kalah::OPENING, 3, -i32::MAX, i32::MAX, &|p: &ayoayo::search::Kalah| ayoayo::search::ordered_moves(*p).into_iter().map(|(pit, _)| pit).collect(), &mut |_| {});
    }

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::alpha_beta_stub::*;
        fn ending_2() { let _ = negamax_alpha_beta(ayoayo::tree::ENDING, 2, -i32::MAX, i32::MAX, &mut |_| {}); }
        fn ending_4() { let _ = negamax_alpha_beta(ayoayo::tree::ENDING, 4, -i32::MAX, i32::MAX, &mut |_| {}); }
        fn kalah_3() { let _ = negamax_alpha_beta(ayoayo::search::Kalah::OPENING, 3, -i32::MAX, i32::MAX, &mut |_| {}); }
        fn max_ending_2() { let _ = max_pruned(ayoayo::tree::ENDING, 2, -i32::MAX, i32::MAX, &mut |_| {}); }
        fn max_kalah_3() { let _ = max_pruned(ayoayo::search::Kalah::OPENING, 3, -i32::MAX, i32::MAX, &mut |_| {}); }
        fn min_ending_2() { let _ = min_pruned(ayoayo::tree::ENDING, 2, -i32::MAX, i32::MAX, &mut |_| {}); }
        fn min_kalah_3() { let _ = min_pruned(ayoayo::search::Kalah::OPENING, 3, -i32::MAX, i32::MAX, &mut |_| {}); }
        fn reversed_ending_2() { let _ = pruned_in_order(ayoayo::tree::ENDING, 2, -i32::MAX, i32::MAX, &|p: &ayoayo::oware::Position| ayoayo::search::GameTree::moves(p).into_iter().rev().collect(), &mut |_| {}); }
        fn ordered_kalah_3() { let _ = pruned_in_order(ayoayo::search::Kalah::OPENING, 3, -i32::MAX, i32::MAX, &|p: &ayoayo::search::Kalah| ayoayo::search::ordered_moves(*p).into_iter().map(|(pit, _)| pit).collect(), &mut |_| {}); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/14-alpha-beta/src/lib.rs"]
mod alpha_beta_stub;

#[rustfmt::skip]
mod memo {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 15, answered by the reference solution.

        pub use ayoayo::search::{memo_negamax};
        pub use ayoayo::drills::memo::{naive_boards, memo_boards, naive_calls, table_saving};
        pub use ayoayo::challenges::memo::{memo_perft};
    }
    use chapter::*;

    /// `memo_negamax`, example `ending-2`.
    #[test]
    fn ending_2() {
        let _ = memo_negamax(ayoayo::search::OWARE_ENDING, 2, &mut ayoayo::search::Table::new(), &mut |_| {});
    }

    /// `memo_negamax`, example `kalah-3`.
    #[test]
    fn kalah_3() {
        let _ = memo_negamax(ayoayo::search::Kalah::OPENING, 3, &mut ayoayo::search::Table::new(), &mut |_| {});
    }

    /// `memo_negamax`, example `ending-4`.
    #[test]
    fn ending_4() {
        let _ = memo_negamax(ayoayo::search::OWARE_ENDING, 4, &mut ayoayo::search::Table::new(), &mut |_| {});
    }

    /// `memo_perft`, example `perft-ending-2`.
    #[test]
    fn perft_ending_2() {
        let _ = memo_perft(ayoayo::search::OWARE_ENDING, 2, &mut std::collections::HashMap::new());
    }

    /// `memo_perft`, example `perft-ending-4`.
    #[test]
    fn perft_ending_4() {
        let _ = memo_perft(ayoayo::search::OWARE_ENDING, 4, &mut std::collections::HashMap::new());
    }

    /// `naive_boards`, example `naive-two-in-three`.
    #[test]
    fn naive_two_in_three() {
        let _ = naive_boards(2, 3);
    }

    /// `naive_boards`, example `naive-three-in-four`.
    #[test]
    fn naive_three_in_four() {
        let _ = naive_boards(3, 4);
    }

    /// `memo_boards`, example `memo-two-in-three`.
    #[test]
    fn memo_two_in_three() {
        let _ = memo_boards(2, 3, &mut std::collections::HashMap::new());
    }

    /// `memo_boards`, example `memo-three-in-four`.
    #[test]
    fn memo_three_in_four() {
        let _ = memo_boards(3, 4, &mut std::collections::HashMap::new());
    }

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::memo_stub::*;
        fn ending_2() { let _ = memo_negamax(ayoayo::search::OWARE_ENDING, 2, &mut ayoayo::search::Table::new(), &mut |_| {}); }
        fn kalah_3() { let _ = memo_negamax(ayoayo::search::Kalah::OPENING, 3, &mut ayoayo::search::Table::new(), &mut |_| {}); }
        fn ending_4() { let _ = memo_negamax(ayoayo::search::OWARE_ENDING, 4, &mut ayoayo::search::Table::new(), &mut |_| {}); }
        fn perft_ending_2() { let _ = memo_perft(ayoayo::search::OWARE_ENDING, 2, &mut std::collections::HashMap::new()); }
        fn perft_ending_4() { let _ = memo_perft(ayoayo::search::OWARE_ENDING, 4, &mut std::collections::HashMap::new()); }
        fn naive_two_in_three() { let _ = naive_boards(2, 3); }
        fn naive_three_in_four() { let _ = naive_boards(3, 4); }
        fn memo_two_in_three() { let _ = memo_boards(2, 3, &mut std::collections::HashMap::new()); }
        fn memo_three_in_four() { let _ = memo_boards(3, 4, &mut std::collections::HashMap::new()); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/15-memo/src/lib.rs"]
mod memo_stub;

#[rustfmt::skip]
mod endgames {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 16, answered by the reference solution.

        pub use ayoayo::endgames::{index_of, board_at};
        pub use ayoayo::drills::endgames::{layer_start, flat_index, board_in_file, best_capture_share};
        pub use ayoayo::challenges::endgames::{arrangements_by_recursion, next_board};
    }
    use chapter::*;

    /// `index_of`, example `index-two-stones`.
    #[test]
    fn index_two_stones() {
        let _ = index_of([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
    }

    /// `index_of`, example `index-five-stones`.
    #[test]
    fn index_five_stones() {
        let _ = index_of([1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 1]);
    }

    /// `board_at`, example `board-two-stones`.
    #[test]
    fn board_two_stones() {
        let _ = board_at(2, 3);
    }

    /// `board_at`, example `board-five-stones`.
    #[test]
    fn board_five_stones() {
        let _ = board_at(5, 1000);
    }

    /// `arrangements_by_recursion`, example `count-three-pits`.
    #[test]
    fn count_three_pits() {
        let _ = arrangements_by_recursion(2, 3);
    }

    /// `arrangements_by_recursion`, example `count-whole-game`.
    #[test]
    fn count_whole_game() {
        let _ = arrangements_by_recursion(48, 12);
    }

    /// `layer_start`, example `start-of-two-stones`.
    #[test]
    fn start_of_two_stones() {
        let _ = layer_start(2);
    }

    /// `layer_start`, example `start-of-sixteen-stones`.
    #[test]
    fn start_of_sixteen_stones() {
        let _ = layer_start(16);
    }

    /// `board_in_file`, example `file-place-1`.
    #[test]
    fn file_place_1() {
        let _ = board_in_file(1);
    }

    /// `board_in_file`, example `file-place-500`.
    #[test]
    fn file_place_500() {
        let _ = board_in_file(500);
    }

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::endgames_stub::*;
        fn index_two_stones() { let _ = index_of([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1]); }
        fn index_five_stones() { let _ = index_of([1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 1]); }
        fn board_two_stones() { let _ = board_at(2, 3); }
        fn board_five_stones() { let _ = board_at(5, 1000); }
        fn count_three_pits() { let _ = arrangements_by_recursion(2, 3); }
        fn count_whole_game() { let _ = arrangements_by_recursion(48, 12); }
        fn start_of_two_stones() { let _ = layer_start(2); }
        fn start_of_sixteen_stones() { let _ = layer_start(16); }
        fn file_place_1() { let _ = board_in_file(1); }
        fn file_place_500() { let _ = board_in_file(500); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/16-endgames/src/lib.rs"]
mod endgames_stub;

#[rustfmt::skip]
mod tchoukaillon {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 17, answered by the reference solution.

        pub use ayoayo::tchoukaillon::{play, winning};
        pub use ayoayo::drills::tchoukaillon::{first_winners, holes_filled, first_use, playout};
        pub use ayoayo::challenges::tchoukaillon::{solve};
    }
    use chapter::*;

    /// `winning`, example `four-seeds`.
    #[test]
    fn four_seeds() {
        let _ = winning(4);
    }

    /// `winning`, example `ten-seeds`.
    #[test]
    fn ten_seeds() {
        let _ = winning(10);
    }

    /// `solve`, example `solve-dead-end`.
    #[test]
    fn solve_dead_end() {
        let _ = solve(&[0, 2]);
    }

    /// `solve`, example `solve-four-seeds`.
    #[test]
    fn solve_four_seeds() {
        let _ = solve(&winning(4));
    }

    /// `solve`, example `solve-ten-seeds`.
    #[test]
    fn solve_ten_seeds() {
        let _ = solve(&winning(10));
    }

    /// `holes_filled`, example `holes-two-seeds`.
    #[test]
    fn holes_two_seeds() {
        let _ = holes_filled(2);
    }

    /// `holes_filled`, example `holes-ten-seeds`.
    #[test]
    fn holes_ten_seeds() {
        let _ = holes_filled(10);
    }

    /// `playout`, example `playout-stuck`.
    #[test]
    fn playout_stuck() {
        let _ = playout(&[1, 3]);
    }

    /// `playout`, example `playout-ten-seeds`.
    #[test]
    fn playout_ten_seeds() {
        let _ = playout(&winning(10));
    }

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::tchoukaillon_stub::*;
        fn four_seeds() { let _ = winning(4); }
        fn ten_seeds() { let _ = winning(10); }
        fn solve_dead_end() { let _ = solve(&[0, 2]); }
        fn solve_four_seeds() { let _ = solve(&winning(4)); }
        fn solve_ten_seeds() { let _ = solve(&winning(10)); }
        fn holes_two_seeds() { let _ = holes_filled(2); }
        fn holes_ten_seeds() { let _ = holes_filled(10); }
        fn playout_stuck() { let _ = playout(&[1, 3]); }
        fn playout_ten_seeds() { let _ = playout(&winning(10)); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/17-tchoukaillon/src/lib.rs"]
mod tchoukaillon_stub;

#[rustfmt::skip]
mod game_tree {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 18, answered by the reference solution.

        pub use ayoayo::tree::{Tree, Line, grow, size, height, leaves, fringe, fold_tree, map_tree, negamax_fold};
        pub use ayoayo::drills::game_tree::{score_tree, best_hope, cut, unfold_tree};
        pub use ayoayo::challenges::game_tree::{size_by_fold, height_by_fold, leaves_by_fold, principal_line};
    }
    use chapter::*;

    /// `grow`, example `grow-ending-1`.
    #[test]
    fn grow_ending_1() {
        let _ = grow(ayoayo::tree::ENDING, 1);
    }

    /// `grow`, example `grow-ending-2`.
    #[test]
    fn grow_ending_2() {
        let _ = grow(ayoayo::tree::ENDING, 2);
    }

    /// `grow`, example `grow-oware-ending-3`.
    #[test]
    fn grow_oware_ending_3() {
        let _ = grow(ayoayo::search::OWARE_ENDING, 3);
    }

    /// `size`, example `size-ending-2`.
    #[test]
    fn size_ending_2() {
        let _ = size(&grow(ayoayo::tree::ENDING, 2));
    }

    /// `size`, example `size-oware-ending-3`.
    #[test]
    fn size_oware_ending_3() {
        let _ = size(&grow(ayoayo::search::OWARE_ENDING, 3));
    }

    /// `height`, example `height-ending-2`.
    #[test]
    fn height_ending_2() {
        let _ = height(&grow(ayoayo::tree::ENDING, 2));
    }

    /// `height`, example `height-oware-ending-3`.
    #[test]
    fn height_oware_ending_3() {
        let _ = height(&grow(ayoayo::search::OWARE_ENDING, 3));
    }

    /// `leaves`, example `leaves-ending-2`.
    #[test]
    fn leaves_ending_2() {
        let _ = leaves(&grow(ayoayo::tree::ENDING, 2));
    }

    /// `leaves`, example `leaves-oware-ending-3`.
    #[test]
    fn leaves_oware_ending_3() {
        let _ = leaves(&grow(ayoayo::search::OWARE_ENDING, 3));
    }

    /// `fringe`, example `fringe-1-of-3`.
    #[test]
    fn fringe_1_of_3() {
        let _ = fringe(&grow(ayoayo::tree::ENDING, 3), 1);
    }

    /// `fringe`, example `fringe-3-of-3`.
    #[test]
    fn fringe_3_of_3() {
        let _ = fringe(&grow(ayoayo::tree::ENDING, 3), 3);
    }

    /// `fringe`, example `fringe-3-of-oware-ending`.
    #[test]
    fn fringe_3_of_oware_ending() {
        let _ = fringe(&grow(ayoayo::search::OWARE_ENDING, 3), 3);
    }

    /// `fold_tree`, example `fold-size-2`.
    #[test]
    fn fold_size_2() {
        let _ = fold_tree(&grow(ayoayo::tree::ENDING, 2), &|_: &ayoayo::oware::Position, sizes: Vec<u64>| 1 + sizes.iter().sum::<u64>());
    }

    /// `fold_tree`, example `fold-shape-2`.
    #[test]
    fn fold_shape_2() {
        let _ = fold_tree(&grow(ayoayo::tree::ENDING, 2), &|_: &ayoayo::oware::Position, shapes: Vec<String>| format!("({})", shapes.concat()));
    }

    /// `fold_tree`, example `fold-leaves-oware-ending`.
    #[test]
    fn fold_leaves_oware_ending() {
        let _ = fold_tree(&grow(ayoayo::search::OWARE_ENDING, 3), &|_: &ayoayo::oware::Position, leaves: Vec<u64>| if leaves.is_empty() { 1 } else { leaves.iter().sum::<u64>() });
    }

    /// `map_tree`, example `map-stores-2`.
    #[test]
    fn map_stores_2() {
        let _ = map_tree(&grow(ayoayo::tree::ENDING, 2), &|position: &ayoayo::oware::Position| position.stores);
    }

    /// `map_tree`, example `map-stores-oware-ending`.
    #[test]
    fn map_stores_oware_ending() {
        let _ = map_tree(&grow(ayoayo::search::OWARE_ENDING, 3), &|position: &ayoayo::oware::Position| position.stores);
    }

    /// `cut`, example `cut-ending-1`.
    #[test]
    fn cut_ending_1() {
        let _ = cut(&grow(ayoayo::tree::ENDING, 3), 1);
    }

    /// `cut`, example `cut-oware-ending-2`.
    #[test]
    fn cut_oware_ending_2() {
        let _ = cut(&grow(ayoayo::search::OWARE_ENDING, 3), 2);
    }

    /// `unfold_tree`, example `unfold-count-down-2`.
    #[test]
    fn unfold_count_down_2() {
        let _ = unfold_tree(2u32, &|&n: &u32| (0..n).collect());
    }

    /// `unfold_tree`, example `unfold-count-down-5`.
    #[test]
    fn unfold_count_down_5() {
        let _ = unfold_tree(5u32, &|&n: &u32| (0..n).collect());
    }

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::game_tree_stub::*;
        fn grow_ending_1() { let _ = grow(ayoayo::tree::ENDING, 1); }
        fn grow_ending_2() { let _ = grow(ayoayo::tree::ENDING, 2); }
        fn grow_oware_ending_3() { let _ = grow(ayoayo::search::OWARE_ENDING, 3); }
        fn size_ending_2() { let _ = size(&grow(ayoayo::tree::ENDING, 2)); }
        fn size_oware_ending_3() { let _ = size(&grow(ayoayo::search::OWARE_ENDING, 3)); }
        fn height_ending_2() { let _ = height(&grow(ayoayo::tree::ENDING, 2)); }
        fn height_oware_ending_3() { let _ = height(&grow(ayoayo::search::OWARE_ENDING, 3)); }
        fn leaves_ending_2() { let _ = leaves(&grow(ayoayo::tree::ENDING, 2)); }
        fn leaves_oware_ending_3() { let _ = leaves(&grow(ayoayo::search::OWARE_ENDING, 3)); }
        fn fringe_1_of_3() { let _ = fringe(&grow(ayoayo::tree::ENDING, 3), 1); }
        fn fringe_3_of_3() { let _ = fringe(&grow(ayoayo::tree::ENDING, 3), 3); }
        fn fringe_3_of_oware_ending() { let _ = fringe(&grow(ayoayo::search::OWARE_ENDING, 3), 3); }
        fn fold_size_2() { let _ = fold_tree(&grow(ayoayo::tree::ENDING, 2), &|_: &ayoayo::oware::Position, sizes: Vec<u64>| 1 + sizes.iter().sum::<u64>()); }
        fn fold_shape_2() { let _ = fold_tree(&grow(ayoayo::tree::ENDING, 2), &|_: &ayoayo::oware::Position, shapes: Vec<String>| format!("({})", shapes.concat())); }
        fn fold_leaves_oware_ending() { let _ = fold_tree(&grow(ayoayo::search::OWARE_ENDING, 3), &|_: &ayoayo::oware::Position, leaves: Vec<u64>| if leaves.is_empty() { 1 } else { leaves.iter().sum::<u64>() }); }
        fn map_stores_2() { let _ = map_tree(&grow(ayoayo::tree::ENDING, 2), &|position: &ayoayo::oware::Position| position.stores); }
        fn map_stores_oware_ending() { let _ = map_tree(&grow(ayoayo::search::OWARE_ENDING, 3), &|position: &ayoayo::oware::Position| position.stores); }
        fn cut_ending_1() { let _ = cut(&grow(ayoayo::tree::ENDING, 3), 1); }
        fn cut_oware_ending_2() { let _ = cut(&grow(ayoayo::search::OWARE_ENDING, 3), 2); }
        fn unfold_count_down_2() { let _ = unfold_tree(2u32, &|&n: &u32| (0..n).collect()); }
        fn unfold_count_down_5() { let _ = unfold_tree(5u32, &|&n: &u32| (0..n).collect()); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/18-game-tree/src/lib.rs"]
mod game_tree_stub;

#[rustfmt::skip]
mod lazy_tree {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 19, answered by the reference solution.

        pub use ayoayo::lazy::{game_tree, prune, map_tree, score_for, maximise, minimise, evaluate};
        pub use ayoayo::drills::lazy_tree::{first_line, first_win, lazy_unfold, with_depth};
        pub use ayoayo::challenges::lazy_tree::{unfold, node_count, compose};
    }
    use chapter::*;

    /// `game_tree`, example `tree-ending-1`.
    #[test]
    fn tree_ending_1() {
        let _ = node_count(&prune(1, game_tree(ayoayo::tree::ENDING)));
    }

    /// `game_tree`, example `tree-oware-ending-3`.
    #[test]
    fn tree_oware_ending_3() {
        let _ = node_count(&prune(3, game_tree(ayoayo::search::OWARE_ENDING)));
    }

    /// `prune`, example `prune-ending-2`.
    #[test]
    fn prune_ending_2() {
        let _ = node_count(&prune(2, game_tree(ayoayo::tree::ENDING)));
    }

    /// `prune`, example `prune-kalah-2`.
    #[test]
    fn prune_kalah_2() {
        let _ = node_count(&prune(2, game_tree(ayoayo::search::Kalah::OPENING)));
    }

    /// `map_tree`, example `map-ending-1`.
    #[test]
    fn map_ending_1() {
        let _ = maximise(&map_tree(score_for(ayoayo::Player::South), prune(1, game_tree(ayoayo::tree::ENDING))));
    }

    /// `map_tree`, example `map-oware-ending-3`.
    #[test]
    fn map_oware_ending_3() {
        let _ = maximise(&map_tree(score_for(ayoayo::Player::South), prune(3, game_tree(ayoayo::search::OWARE_ENDING))));
    }

    /// `maximise`, example `max-ending-2`.
    #[test]
    fn max_ending_2() {
        let _ = maximise(&map_tree(score_for(ayoayo::Player::South), prune(2, game_tree(ayoayo::tree::ENDING))));
    }

    /// `maximise`, example `max-kalah-2`.
    #[test]
    fn max_kalah_2() {
        let _ = maximise(&map_tree(score_for(ayoayo::Player::South), prune(2, game_tree(ayoayo::search::Kalah::OPENING))));
    }

    /// `maximise`, example `max-oware-ending-3`.
    #[test]
    fn max_oware_ending_3() {
        let _ = maximise(&map_tree(score_for(ayoayo::Player::South), prune(3, game_tree(ayoayo::search::OWARE_ENDING))));
    }

    /// `minimise`, example `min-ending-2`.
    #[test]
    fn min_ending_2() {
        let _ = minimise(&map_tree(score_for(ayoayo::Player::North), prune(2, game_tree(ayoayo::tree::ENDING))));
    }

    /// `minimise`, example `min-kalah-2`.
    #[test]
    fn min_kalah_2() {
        let _ = minimise(&map_tree(score_for(ayoayo::Player::North), prune(2, game_tree(ayoayo::search::Kalah::OPENING))));
    }

    /// `minimise`, example `min-oware-ending-3`.
    #[test]
    fn min_oware_ending_3() {
        let _ = minimise(&map_tree(score_for(ayoayo::Player::North), prune(3, game_tree(ayoayo::search::OWARE_ENDING))));
    }

    /// `unfold`, example `unfold-4-nodes`.
    #[test]
    fn unfold_4_nodes() {
        let _ = node_count(&unfold(2u32, |&n: &u32| (0..n).collect()));
    }

    /// `unfold`, example `unfold-16-nodes`.
    #[test]
    fn unfold_16_nodes() {
        let _ = node_count(&unfold(4u32, |&n: &u32| (0..n).collect()));
    }

    /// `node_count`, example `count-4-nodes`.
    #[test]
    fn count_4_nodes() {
        let _ = node_count(&unfold(2u32, |&n: &u32| (0..n).collect()));
    }

    /// `node_count`, example `count-oware-ending-3`.
    #[test]
    fn count_oware_ending_3() {
        let _ = node_count(&prune(3, game_tree(ayoayo::search::OWARE_ENDING)));
    }

    /// `first_line`, example `first-line-ending-2`.
    #[test]
    fn first_line_ending_2() {
        let _ = first_line(&game_tree(ayoayo::tree::ENDING), 2);
    }

    /// `first_line`, example `first-line-opening-20`.
    #[test]
    fn first_line_opening_20() {
        let _ = first_line(&game_tree(ayoayo::search::Ayoayo::OPENING), 20);
    }

    /// `first_win`, example `first-win-ending-1`.
    #[test]
    fn first_win_ending_1() {
        let _ = first_win(&game_tree(ayoayo::tree::ENDING), ayoayo::Player::South, 1);
    }

    /// `first_win`, example `no-win-ending-8`.
    #[test]
    fn no_win_ending_8() {
        let _ = first_win(&game_tree(ayoayo::tree::ENDING), ayoayo::Player::North, 8);
    }

    /// `lazy_unfold`, example `lazy-unfold-2`.
    #[test]
    fn lazy_unfold_2() {
        let _ = node_count(&lazy_unfold(2u32, |&n: &u32| 0..n));
    }

    /// `lazy_unfold`, example `lazy-unfold-5`.
    #[test]
    fn lazy_unfold_5() {
        let _ = node_count(&lazy_unfold(5u32, |&n: &u32| 0..n));
    }

    /// `with_depth`, example `depth-ending-1`.
    #[test]
    fn depth_ending_1() {
        let _ = node_count(&prune(1, with_depth(game_tree(ayoayo::tree::ENDING), 0)));
    }

    /// `with_depth`, example `depth-oware-ending-3`.
    #[test]
    fn depth_oware_ending_3() {
        let _ = node_count(&prune(3, with_depth(game_tree(ayoayo::search::OWARE_ENDING), 0)));
    }

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::lazy_tree_stub::*;
        fn tree_ending_1() { let _ = node_count(&prune(1, game_tree(ayoayo::tree::ENDING))); }
        fn tree_oware_ending_3() { let _ = node_count(&prune(3, game_tree(ayoayo::search::OWARE_ENDING))); }
        fn prune_ending_2() { let _ = node_count(&prune(2, game_tree(ayoayo::tree::ENDING))); }
        fn prune_kalah_2() { let _ = node_count(&prune(2, game_tree(ayoayo::search::Kalah::OPENING))); }
        fn map_ending_1() { let _ = maximise(&map_tree(score_for(ayoayo::Player::South), prune(1, game_tree(ayoayo::tree::ENDING)))); }
        fn map_oware_ending_3() { let _ = maximise(&map_tree(score_for(ayoayo::Player::South), prune(3, game_tree(ayoayo::search::OWARE_ENDING)))); }
        fn max_ending_2() { let _ = maximise(&map_tree(score_for(ayoayo::Player::South), prune(2, game_tree(ayoayo::tree::ENDING)))); }
        fn max_kalah_2() { let _ = maximise(&map_tree(score_for(ayoayo::Player::South), prune(2, game_tree(ayoayo::search::Kalah::OPENING)))); }
        fn max_oware_ending_3() { let _ = maximise(&map_tree(score_for(ayoayo::Player::South), prune(3, game_tree(ayoayo::search::OWARE_ENDING)))); }
        fn min_ending_2() { let _ = minimise(&map_tree(score_for(ayoayo::Player::North), prune(2, game_tree(ayoayo::tree::ENDING)))); }
        fn min_kalah_2() { let _ = minimise(&map_tree(score_for(ayoayo::Player::North), prune(2, game_tree(ayoayo::search::Kalah::OPENING)))); }
        fn min_oware_ending_3() { let _ = minimise(&map_tree(score_for(ayoayo::Player::North), prune(3, game_tree(ayoayo::search::OWARE_ENDING)))); }
        fn unfold_4_nodes() { let _ = node_count(&unfold(2u32, |&n: &u32| (0..n).collect())); }
        fn unfold_16_nodes() { let _ = node_count(&unfold(4u32, |&n: &u32| (0..n).collect())); }
        fn count_4_nodes() { let _ = node_count(&unfold(2u32, |&n: &u32| (0..n).collect())); }
        fn count_oware_ending_3() { let _ = node_count(&prune(3, game_tree(ayoayo::search::OWARE_ENDING))); }
        fn first_line_ending_2() { let _ = first_line(&game_tree(ayoayo::tree::ENDING), 2); }
        fn first_line_opening_20() { let _ = first_line(&game_tree(ayoayo::search::Ayoayo::OPENING), 20); }
        fn first_win_ending_1() { let _ = first_win(&game_tree(ayoayo::tree::ENDING), ayoayo::Player::South, 1); }
        fn no_win_ending_8() { let _ = first_win(&game_tree(ayoayo::tree::ENDING), ayoayo::Player::North, 8); }
        fn lazy_unfold_2() { let _ = node_count(&lazy_unfold(2u32, |&n: &u32| 0..n)); }
        fn lazy_unfold_5() { let _ = node_count(&lazy_unfold(5u32, |&n: &u32| 0..n)); }
        fn depth_ending_1() { let _ = node_count(&prune(1, with_depth(game_tree(ayoayo::tree::ENDING), 0))); }
        fn depth_oware_ending_3() { let _ = node_count(&prune(3, with_depth(game_tree(ayoayo::search::OWARE_ENDING), 0))); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/19-lazy-tree/src/lib.rs"]
mod lazy_tree_stub;

#[rustfmt::skip]
mod lazy_alpha_beta {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 20, answered by the reference solution.

        pub use ayoayo::pruning::{Values, min_above, map_min, map_max, maximise_values, minimise_values, evaluate_pruned};
        pub use ayoayo::drills::lazy_alpha_beta::{max_under, omit, leaf_values, reaches};
        pub use ayoayo::challenges::lazy_alpha_beta::{high_first, min_leq, best_move};
    }
    use chapter::*;

    /// `maximise_values`, example `max-ending-2`.
    #[test]
    fn max_ending_2() {
        let _ = maximise_values(ayoayo::lazy::map_tree(ayoayo::lazy::score_for(ayoayo::Player::South), ayoayo::lazy::prune(2, ayoayo::lazy::game_tree(ayoayo::tree::ENDING)))).max();
    }

    /// `maximise_values`, example `max-kalah-2`.
    #[test]
    fn max_kalah_2() {
        let _ = maximise_values(ayoayo::lazy::map_tree(ayoayo::lazy::score_for(ayoayo::Player::South), ayoayo::lazy::prune(2, ayoayo::lazy::game_tree(ayoayo::search::Kalah::OPENING)))).max();
    }

    /// `maximise_values`, example `max-oware-ending-4`.
    #[test]
    fn max_oware_ending_4() {
        let _ = maximise_values(ayoayo::lazy::map_tree(ayoayo::lazy::score_for(ayoayo::Player::South), ayoayo::lazy::prune(4, ayoayo::lazy::game_tree(ayoayo::search::OWARE_ENDING)))).max();
    }

    /// `minimise_values`, example `min-ending-2`.
    #[test]
    fn min_ending_2() {
        let _ = minimise_values(ayoayo::lazy::map_tree(ayoayo::lazy::score_for(ayoayo::Player::North), ayoayo::lazy::prune(2, ayoayo::lazy::game_tree(ayoayo::tree::ENDING)))).min();
    }

    /// `minimise_values`, example `min-kalah-2`.
    #[test]
    fn min_kalah_2() {
        let _ = minimise_values(ayoayo::lazy::map_tree(ayoayo::lazy::score_for(ayoayo::Player::North), ayoayo::lazy::prune(2, ayoayo::lazy::game_tree(ayoayo::search::Kalah::OPENING)))).min();
    }

    /// `minimise_values`, example `min-oware-ending-4`.
    #[test]
    fn min_oware_ending_4() {
        let _ = minimise_values(ayoayo::lazy::map_tree(ayoayo::lazy::score_for(ayoayo::Player::North), ayoayo::lazy::prune(4, ayoayo::lazy::game_tree(ayoayo::search::OWARE_ENDING)))).min();
    }

    /// `min_leq`, example `found-third`.
    #[test]
    fn found_third() {
        let _ = min_leq([3, 5, 1, 4].into_iter(), 2);
    }

    /// `min_leq`, example `never-found`.
    #[test]
    fn never_found() {
        let _ = min_leq([3, 5, 4, 6].into_iter(), 2);
    }

    /// `omit`, example `omit-one-list`.
    #[test]
    fn omit_one_list() {
        let _ = omit(3, &[vec![5, 4, 9]]);
    }

    /// `omit`, example `omit-page-lists`.
    #[test]
    fn omit_page_lists() {
        let _ = omit(i32::MIN, &[vec![3, 8], vec![6, 4], vec![9, 4, 7], vec![5]]);
    }

    /// `leaf_values`, example `leaves-ending-1`.
    #[test]
    fn leaves_ending_1() {
        let _ = leaf_values(ayoayo::lazy::map_tree(ayoayo::lazy::score_for(ayoayo::Player::South), ayoayo::lazy::prune(1, ayoayo::lazy::game_tree(ayoayo::tree::ENDING)))).max();
    }

    /// `leaf_values`, example `leaves-oware-ending-3`.
    #[test]
    fn leaves_oware_ending_3() {
        let _ = leaf_values(ayoayo::lazy::map_tree(ayoayo::lazy::score_for(ayoayo::Player::South), ayoayo::lazy::prune(3, ayoayo::lazy::game_tree(ayoayo::search::OWARE_ENDING)))).max();
    }

    /// `reaches`, example `reaches-ending-2`.
    #[test]
    fn reaches_ending_2() {
        let _ = reaches(&ayoayo::lazy::map_tree(ayoayo::lazy::score_for(ayoayo::Player::South), ayoayo::lazy::prune(2, ayoayo::lazy::game_tree(ayoayo::tree::ENDING))), 4);
    }

    /// `reaches`, example `reaches-oware-ending-3`.
    #[test]
    fn reaches_oware_ending_3() {
        let _ = reaches(&ayoayo::lazy::map_tree(ayoayo::lazy::score_for(ayoayo::Player::South), ayoayo::lazy::prune(3, ayoayo::lazy::game_tree(ayoayo::search::OWARE_ENDING))), 1);
    }

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::lazy_alpha_beta_stub::*;
        fn max_ending_2() { let _ = maximise_values(ayoayo::lazy::map_tree(ayoayo::lazy::score_for(ayoayo::Player::South), ayoayo::lazy::prune(2, ayoayo::lazy::game_tree(ayoayo::tree::ENDING)))).max(); }
        fn max_kalah_2() { let _ = maximise_values(ayoayo::lazy::map_tree(ayoayo::lazy::score_for(ayoayo::Player::South), ayoayo::lazy::prune(2, ayoayo::lazy::game_tree(ayoayo::search::Kalah::OPENING)))).max(); }
        fn max_oware_ending_4() { let _ = maximise_values(ayoayo::lazy::map_tree(ayoayo::lazy::score_for(ayoayo::Player::South), ayoayo::lazy::prune(4, ayoayo::lazy::game_tree(ayoayo::search::OWARE_ENDING)))).max(); }
        fn min_ending_2() { let _ = minimise_values(ayoayo::lazy::map_tree(ayoayo::lazy::score_for(ayoayo::Player::North), ayoayo::lazy::prune(2, ayoayo::lazy::game_tree(ayoayo::tree::ENDING)))).min(); }
        fn min_kalah_2() { let _ = minimise_values(ayoayo::lazy::map_tree(ayoayo::lazy::score_for(ayoayo::Player::North), ayoayo::lazy::prune(2, ayoayo::lazy::game_tree(ayoayo::search::Kalah::OPENING)))).min(); }
        fn min_oware_ending_4() { let _ = minimise_values(ayoayo::lazy::map_tree(ayoayo::lazy::score_for(ayoayo::Player::North), ayoayo::lazy::prune(4, ayoayo::lazy::game_tree(ayoayo::search::OWARE_ENDING)))).min(); }
        fn found_third() { let _ = min_leq([3, 5, 1, 4].into_iter(), 2); }
        fn never_found() { let _ = min_leq([3, 5, 4, 6].into_iter(), 2); }
        fn omit_one_list() { let _ = omit(3, &[vec![5, 4, 9]]); }
        fn omit_page_lists() { let _ = omit(i32::MIN, &[vec![3, 8], vec![6, 4], vec![9, 4, 7], vec![5]]); }
        fn leaves_ending_1() { let _ = leaf_values(ayoayo::lazy::map_tree(ayoayo::lazy::score_for(ayoayo::Player::South), ayoayo::lazy::prune(1, ayoayo::lazy::game_tree(ayoayo::tree::ENDING)))).max(); }
        fn leaves_oware_ending_3() { let _ = leaf_values(ayoayo::lazy::map_tree(ayoayo::lazy::score_for(ayoayo::Player::South), ayoayo::lazy::prune(3, ayoayo::lazy::game_tree(ayoayo::search::OWARE_ENDING)))).max(); }
        fn reaches_ending_2() { let _ = reaches(&ayoayo::lazy::map_tree(ayoayo::lazy::score_for(ayoayo::Player::South), ayoayo::lazy::prune(2, ayoayo::lazy::game_tree(ayoayo::tree::ENDING))), 4); }
        fn reaches_oware_ending_3() { let _ = reaches(&ayoayo::lazy::map_tree(ayoayo::lazy::score_for(ayoayo::Player::South), ayoayo::lazy::prune(3, ayoayo::lazy::game_tree(ayoayo::search::OWARE_ENDING))), 1); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/20-lazy-alpha-beta/src/lib.rs"]
mod lazy_alpha_beta_stub;

#[rustfmt::skip]
mod sharing {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 21, answered by the reference solution.

        pub use ayoayo::history::{History, start, then, back, len, contains, to_vec, negamax_with_history};
        pub use ayoayo::drills::sharing::{first_repeat, distinct_positions, share, expand, cells, Shared};
        pub use ayoayo::challenges::sharing::{positions, shared_len};
    }
    use chapter::*;

    /// `len`, example `len-two`.
    #[test]
    fn len_two() {
        let _ = len(&then(&then(&start(), 1), 2));
    }

    /// `len`, example `len-five`.
    #[test]
    fn len_five() {
        let _ = len(&then(&then(&then(&then(&then(&start(), 1), 2), 3), 4), 5));
    }

    /// `contains`, example `found-last`.
    #[test]
    fn found_last() {
        let _ = contains(&then(&then(&then(&start(), 1), 2), 3), &1);
    }

    /// `contains`, example `not-there`.
    #[test]
    fn not_there() {
        let _ = contains(&then(&then(&then(&then(&start(), 1), 2), 3), 4), &5);
    }

    /// `to_vec`, example `vec-three`.
    #[test]
    fn vec_three() {
        let _ = to_vec(&then(&then(&then(&start(), 1), 2), 3));
    }

    /// `to_vec`, example `vec-five`.
    #[test]
    fn vec_five() {
        let _ = to_vec(&then(&then(&then(&then(&then(&start(), 1), 2), 3), 4), 5));
    }

    /// `negamax_with_history`, example `ending-2`.
    #[test]
    fn ending_2() {
        let _ = negamax_with_history(ayoayo::tree::ENDING, 2, &start());
    }

    /// `negamax_with_history`, example `over-and-repeated`.
    #[test]
    fn over_and_repeated() {
        let _ = { let over = ayoayo::oware::Position { houses: [1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], stores: [24, 21], to_move: ayoayo::Player::North }; negamax_with_history(over, 2, &then(&start(), over)) };
    }

    /// `negamax_with_history`, example `two-stones-12`.
    #[test]
    fn two_stones_12() {
        let _ = negamax_with_history(ayoayo::history::TWO_STONES, 12, &start());
    }

    /// `first_repeat`, example `repeat-at-once`.
    #[test]
    fn repeat_at_once() {
        let _ = first_repeat(ayoayo::history::TWO_STONES, &[5], &then(&start(), ayoayo::history::TWO_STONES));
    }

    /// `first_repeat`, example `repeat-two-stones`.
    #[test]
    fn repeat_two_stones() {
        let _ = first_repeat(ayoayo::history::TWO_STONES, &[5, 6, 0, 7, 1, 8, 2, 9, 3, 10, 4, 11], &start());
    }

    /// `expand`, example `expand-ending-1`.
    #[test]
    fn expand_ending_1() {
        let _ = expand(&share(ayoayo::tree::ENDING, 1));
    }

    /// `expand`, example `expand-oware-ending-3`.
    #[test]
    fn expand_oware_ending_3() {
        let _ = expand(&share(ayoayo::search::OWARE_ENDING, 3));
    }

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::sharing_stub::*;
        fn len_two() { let _ = len(&then(&then(&start(), 1), 2)); }
        fn len_five() { let _ = len(&then(&then(&then(&then(&then(&start(), 1), 2), 3), 4), 5)); }
        fn found_last() { let _ = contains(&then(&then(&then(&start(), 1), 2), 3), &1); }
        fn not_there() { let _ = contains(&then(&then(&then(&then(&start(), 1), 2), 3), 4), &5); }
        fn vec_three() { let _ = to_vec(&then(&then(&then(&start(), 1), 2), 3)); }
        fn vec_five() { let _ = to_vec(&then(&then(&then(&then(&then(&start(), 1), 2), 3), 4), 5)); }
        fn ending_2() { let _ = negamax_with_history(ayoayo::tree::ENDING, 2, &start()); }
        fn over_and_repeated() { let _ = { let over = ayoayo::oware::Position { houses: [1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], stores: [24, 21], to_move: ayoayo::Player::North }; negamax_with_history(over, 2, &then(&start(), over)) }; }
        fn two_stones_12() { let _ = negamax_with_history(ayoayo::history::TWO_STONES, 12, &start()); }
        fn repeat_at_once() { let _ = first_repeat(ayoayo::history::TWO_STONES, &[5], &then(&start(), ayoayo::history::TWO_STONES)); }
        fn repeat_two_stones() { let _ = first_repeat(ayoayo::history::TWO_STONES, &[5, 6, 0, 7, 1, 8, 2, 9, 3, 10, 4, 11], &start()); }
        fn expand_ending_1() { let _ = expand(&share(ayoayo::tree::ENDING, 1)); }
        fn expand_oware_ending_3() { let _ = expand(&share(ayoayo::search::OWARE_ENDING, 3)); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/21-sharing/src/lib.rs"]
mod sharing_stub;
