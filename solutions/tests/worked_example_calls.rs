//! Every worked example's call, with the chapter's functions from the reference. Written
//! from exercises/course.toml by `worked_examples.rs`: do not edit.

#[rustfmt::skip]
mod distribute {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 2, answered by the reference solution.

        pub use ayoayo::{next_pit, distribute};
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
        fn pits_wrap_round() { let _ = landing_pits(11, 10, 3); }
        fn pits_past_skip() { let _ = landing_pits(5, 6, 12); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/02-distribute/src/lib.rs"]
mod distribute_stub;

#[rustfmt::skip]
mod relay_sow {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 4, answered by the reference solution.

        pub use ayoayo::{relay_sow, relay_states, try_relay_sow};
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

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::game_end_stub::*;
        fn three_pits() { let _ = count_stones(ayoayo::OPENING, &[0, 1, 2], 0); }
        fn north_row() { let _ = count_stones([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], &[6, 7, 8, 9, 10, 11], 0); }
        fn whole_board() { let _ = count_stones([1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0], &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0); }
    }
}

#[rustfmt::skip]
#[allow(dead_code, unused)]
#[path = "../../exercises/07-game-end/src/lib.rs"]
mod game_end_stub;

#[rustfmt::skip]
mod oware {
    #[allow(unused_imports)]
    mod chapter {
        //! Chapter 9, answered by the reference solution.

        pub use ayoayo::oware::{sow_skipping_origin, capture_chain, sow_and_capture, legal_moves};
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

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::kalah_stub::*;
        fn into_the_store() { let _ = play_move_by_recursion(ayoayo::kalah::STANDARD_BOARD, ayoayo::Player::South, 2); }
        fn lap() { let _ = play_move_by_recursion([0, 0, 0, 0, 2, 1, 3, 13, 0, 0, 0, 0, 0, 0], ayoayo::Player::North, 7); }
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

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::alpha_beta_stub::*;
        fn ending_2() { let _ = negamax_alpha_beta(ayoayo::tree::ENDING, 2, -i32::MAX, i32::MAX, &mut |_| {}); }
        fn ending_4() { let _ = negamax_alpha_beta(ayoayo::tree::ENDING, 4, -i32::MAX, i32::MAX, &mut |_| {}); }
        fn kalah_3() { let _ = negamax_alpha_beta(ayoayo::search::Kalah::OPENING, 3, -i32::MAX, i32::MAX, &mut |_| {}); }
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

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::memo_stub::*;
        fn ending_2() { let _ = memo_negamax(ayoayo::search::OWARE_ENDING, 2, &mut ayoayo::search::Table::new(), &mut |_| {}); }
        fn kalah_3() { let _ = memo_negamax(ayoayo::search::Kalah::OPENING, 3, &mut ayoayo::search::Table::new(), &mut |_| {}); }
        fn ending_4() { let _ = memo_negamax(ayoayo::search::OWARE_ENDING, 4, &mut ayoayo::search::Table::new(), &mut |_| {}); }
        fn perft_ending_2() { let _ = memo_perft(ayoayo::search::OWARE_ENDING, 2, &mut std::collections::HashMap::new()); }
        fn perft_ending_4() { let _ = memo_perft(ayoayo::search::OWARE_ENDING, 4, &mut std::collections::HashMap::new()); }
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

    /// The calls against the stub's signatures and types, compiled only.
    #[allow(dead_code)]
    mod stub {
        use crate::tchoukaillon_stub::*;
        fn four_seeds() { let _ = winning(4); }
        fn ten_seeds() { let _ = winning(10); }
        fn solve_dead_end() { let _ = solve(&[0, 2]); }
        fn solve_four_seeds() { let _ = solve(&winning(4)); }
        fn solve_ten_seeds() { let _ = solve(&winning(10)); }
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
