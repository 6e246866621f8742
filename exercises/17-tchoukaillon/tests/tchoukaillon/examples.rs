//! Worked examples: moves that are allowed and moves that are not, and the first winning
//! positions, each from the one before.

use tchoukaillon::{play, winning};
use testkit::{assert_answer, isolated};

#[test]
fn a_hole_with_as_many_seeds_as_its_number_sows_into_the_store() {
    isolated(|| {
        assert_answer!(
            play(&[1, 2], 2),
            Some(vec![2]),
            "hole 2's two seeds: one into hole 1, one into the store"
        );
        assert_answer!(
            play(&[1, 2], 1),
            Some(vec![0, 2]),
            "hole 1's seed goes straight into the store"
        );
        assert_answer!(
            play(&[0, 0, 3], 3),
            Some(vec![1, 1]),
            "the emptied hole 3 is the last: it is dropped"
        );
    });
}

#[test]
fn a_move_that_misses_the_store_is_not_allowed() {
    isolated(|| {
        assert_answer!(
            play(&[1, 3], 2),
            None,
            "three seeds from hole 2 would pass the store"
        );
        assert_answer!(
            play(&[1, 1], 2),
            None,
            "one seed from hole 2 stops in hole 1"
        );
        assert_answer!(
            play(&[0, 2], 1),
            None,
            "hole 1 is empty: nothing reaches the store"
        );
        assert_answer!(play(&[1], 0), None, "the store is not a hole");
        assert_answer!(play(&[1], 4), None, "there is no hole 4");
    });
}

#[test]
fn no_seeds_win_on_the_empty_board() {
    isolated(|| {
        assert_answer!(
            winning(0),
            Vec::<u32>::new(),
            "the base case: no seeds, no holes"
        );
    });
}

#[test]
fn the_first_winning_positions_each_grow_from_the_one_before() {
    isolated(|| {
        assert_answer!(winning(1), vec![1], "hole 1, the first empty hole, gets 1");
        assert_answer!(
            winning(2),
            vec![0, 2],
            "from [1]: hole 2 gets 2 and hole 1 gives a seed back"
        );
        assert_answer!(winning(3), vec![1, 2], "from [0, 2]: hole 1 gets 1");
        assert_answer!(
            winning(4),
            vec![0, 1, 3],
            "from [1, 2]: hole 3 gets 3, holes 1 and 2 give a seed back each"
        );
        assert_answer!(winning(5), vec![1, 1, 3], "from [0, 1, 3]: hole 1 gets 1");
        assert_answer!(
            winning(6),
            vec![0, 0, 2, 4],
            "from [1, 1, 3]: hole 4 gets 4, holes 1 to 3 give a seed back each"
        );
    });
}
