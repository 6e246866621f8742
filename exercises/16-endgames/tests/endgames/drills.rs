//! The drills: four small exercises beside the lab, on the layers of the database laid end to
//! end (a count over the layers with fewer stones, and a walk through them) and on a value
//! worked out from the values of boards with fewer stones. A plain `cargo test -p endgames`
//! leaves them out, so the chapter passes without them; run them with
//! `cargo test -p endgames -- --ignored drills`.

use ::endgames::{best_capture_share, board_in_file, flat_index, layer_start};
use ayoayo::Board;
use ayoayo::drills::endgames as model;
use ayoayo::endgames::{Database, boards_with, index_of};
use proptest::prelude::*;
use testkit::{
    Drawn, announce, assert_answer, boards, config, isolated, prop_assert_answer, quietly,
};

use crate::all_in;

fn stones(houses: Board) -> u32 {
    houses.iter().map(|&h| u32::from(h)).sum()
}

/// A board of 0 to `most` stones, each dropped into a random pit.
fn few_stones(most: usize) -> impl Strategy<Value = Drawn> {
    proptest::collection::vec(0..12usize, 0..=most).prop_map(|pits| {
        let mut houses = [0; 12];
        for pit in pits {
            houses[pit] += 1;
        }
        Drawn(houses)
    })
}

#[test]
#[ignore = "drill: cargo test -p endgames -- --ignored drills"]
fn layer_start_examples() {
    isolated(|| {
        assert_answer!(layer_start(0), 0, "the layer of no stones comes first");
        assert_answer!(
            layer_start(1),
            1,
            "the layer of one stone comes after the empty board, the one board of no stones"
        );
        assert_answer!(
            layer_start(2),
            13,
            "after the empty board and the twelve boards of one stone"
        );
        assert_answer!(
            layer_start(16),
            17_383_860,
            "every board of up to 15 stones, as the page's table counts them"
        );
        assert_answer!(
            layer_start(17),
            30_421_755,
            "every board of up to 16 stones: the course tool's whole database"
        );
        let whole = (0..=48).map(boards_with).sum::<usize>();
        assert_answer!(
            layer_start(49),
            whole,
            "every layer of a game, 0 to 48 stones"
        );
        assert_answer!(
            layer_start(60),
            whole,
            "a game has 48 stones: past 49, the file's length"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p endgames -- --ignored drills"]
fn layer_start_is_the_size_of_the_smaller_layers() {
    isolated(|| {
        proptest!(config(), |(stones in 0u32..=80)| {
            let smaller = (0..stones.min(49)).map(boards_with).sum::<usize>();
            prop_assert_answer!(
                quietly(|| layer_start(stones))?,
                smaller,
                "the boards of fewer than {} stones", stones.min(49)
            );
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p endgames -- --ignored drills"]
fn flat_index_examples() {
    isolated(|| {
        announce("flat_index([0; 12])", [0u8; 12]);
        assert_answer!(flat_index([0; 12]), Some(0), "the empty board is first");
        let last = all_in(11, 1);
        announce(format_args!("flat_index({last:?})"), last);
        assert_answer!(
            flat_index(last),
            Some(1),
            "the first board of one stone (in pit 11) comes right after the empty board"
        );
        let board = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
        announce(format_args!("flat_index({board:?})"), board);
        assert_answer!(
            flat_index(board),
            Some(13 + 66),
            "the layer of two stones starts at 13, and this board is number 66 in it"
        );
        let full = all_in(0, 48);
        announce(format_args!("flat_index({full:?})"), full);
        assert_answer!(
            flat_index(full),
            Some((0..=48).map(boards_with).sum::<usize>() - 1),
            "all 48 stones in pit 0: the last board of the last layer, the file's last place"
        );
        let more = all_in(3, 49);
        announce(format_args!("flat_index({more:?})"), more);
        assert_answer!(
            flat_index(more),
            None,
            "49 stones: no game has them, and the file has no place for them"
        );
        let heaped = [200, 60, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        announce(format_args!("flat_index({heaped:?})"), heaped);
        assert_answer!(
            flat_index(heaped),
            None,
            "260 stones, more than a u8 counts: add the pits up as u32"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p endgames -- --ignored drills"]
fn flat_index_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(Drawn(houses) in boards())| {
            announce(format_args!("flat_index({houses:?})"), houses);
            let n = stones(houses);
            let expected = (n <= 48).then(|| model::layer_start(n) + index_of(houses));
            prop_assert_answer!(
                quietly(|| flat_index(houses))?,
                expected,
                "the start of the layer of {} stones, plus the board's number in it", n
            );
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p endgames -- --ignored drills"]
fn board_in_file_examples() {
    isolated(|| {
        assert_answer!(
            board_in_file(0),
            Some([0; 12]),
            "the first place: the empty board"
        );
        assert_answer!(
            board_in_file(1),
            Some(all_in(11, 1)),
            "the layer of one stone starts at 1, with its first board"
        );
        assert_answer!(
            board_in_file(12),
            Some(all_in(0, 1)),
            "the last board of one stone, at 12"
        );
        assert_answer!(
            board_in_file(13),
            Some(all_in(11, 2)),
            "the first board of two stones, at 13"
        );
        assert_answer!(
            board_in_file(79),
            Some([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]),
            "13 + 66: number 66 of the layer of two stones"
        );
        let whole = (0..=48).map(boards_with).sum::<usize>();
        assert_answer!(
            board_in_file(whole - 1),
            Some(all_in(0, 48)),
            "the file's last place: all 48 stones in pit 0"
        );
        assert_answer!(board_in_file(whole), None, "past the end of the file");
        assert_answer!(
            board_in_file(usize::MAX),
            None,
            "far past the end of the file"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p endgames -- --ignored drills"]
fn board_in_file_undoes_flat_index() {
    isolated(|| {
        proptest!(config(), |(Drawn(houses) in boards())| {
            if stones(houses) <= 48 {
                let place = model::flat_index(houses).unwrap_or_default();
                announce(format_args!("board_in_file({place})"), houses);
                prop_assert_answer!(
                    quietly(|| board_in_file(place))?,
                    Some(houses),
                    "board_in_file({}) must give back the board whose place it is", place
                );
            }
        });
        proptest!(config(), |(place in 0usize..2_000_000)| {
            prop_assert_answer!(
                quietly(|| board_in_file(place))?,
                model::board_in_file(place),
                "the board at place {place}"
            );
        });
    });
}

/// The values of the boards of up to six stones, solved.
fn database() -> Database {
    Database::build(6, |_| {})
}

/// A board's value in the database, as the player to move sees it.
fn value_in(database: &Database, houses: Board) -> u8 {
    database
        .layer(stones(houses))
        .map_or(0, |layer| layer[index_of(houses)])
}

#[test]
#[ignore = "drill: cargo test -p endgames -- --ignored drills"]
fn best_capture_share_examples() {
    isolated(|| {
        let three = [0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 1];
        announce("best_capture_share(houses, &|_| 0)", three);
        assert_answer!(
            best_capture_share(three, &|_| 0),
            Some(3),
            "pit 5 makes two in North's pit 6 and takes them; if the stone left were worth \
             nothing to North, South would end with all three"
        );
        let database = database();
        announce("best_capture_share(houses, the database's values)", three);
        assert_answer!(
            best_capture_share(three, &|board| value_in(&database, board)),
            Some(3),
            "the one stone left, in North's pit 11, is worth nothing to North: North must sow \
             it to South, who then cannot feed North, and the game ends with South taking it"
        );
        let grand_slam = [0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0];
        announce("best_capture_share(houses, &|_| 0)", grand_slam);
        assert_answer!(
            best_capture_share(grand_slam, &|_| 0),
            None,
            "taking North's pit 6 would leave North no stone, a grand slam, which takes nothing \
             in this course's Oware: no move captures"
        );
        let page = [0, 0, 0, 0, 1, 2, 0, 0, 0, 1, 0, 0];
        announce("best_capture_share(houses, &|_| 0)", page);
        assert_answer!(
            best_capture_share(page, &|_| 0),
            None,
            "the page's example: neither pit 4 nor pit 5 captures"
        );
        let chain = [0, 0, 0, 0, 1, 2, 1, 2, 0, 0, 0, 1];
        announce(
            "best_capture_share(houses, &|board| stones on board)",
            chain,
        );
        assert_answer!(
            best_capture_share(chain, &|board: Board| board.iter().sum()),
            Some(5),
            "pit 5 makes 2 and 3 in pits 6 and 7 and takes both, 5 of the 7 stones: if North \
             got every stone left, the share would be the capture itself"
        );
        assert_answer!(
            best_capture_share(chain, &|_| 0),
            Some(7),
            "if North got nothing of the two stones left, all seven"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p endgames -- --ignored drills"]
fn best_capture_share_agrees_with_the_reference_and_the_database() {
    isolated(|| {
        let database = database();
        let solved = |board: Board| value_in(&database, board);
        let nothing = |_: Board| 0;
        let everything = |board: Board| board.iter().sum::<u8>();
        proptest!(config(), |(Drawn(houses) in few_stones(8))| {
            announce("best_capture_share(houses, the database's values)", houses);
            let share = quietly(|| best_capture_share(houses, &solved))?;
            prop_assert_answer!(
                share,
                model::best_capture_share(houses, &solved),
                "the smaller boards valued by the database of up to 6 stones"
            );
            if let (Some(share), Some(layer)) = (share, database.layer(stones(houses))) {
                let value = layer[index_of(houses)];
                prop_assert!(
                    share <= value,
                    "your share through a capture, {}, is more than the board's value, {}: the \
                     mover cannot be sure of more than the value",
                    share,
                    value
                );
            }
            announce("best_capture_share(houses, &|_| 0)", houses);
            prop_assert_answer!(
                quietly(|| best_capture_share(houses, &nothing))?,
                model::best_capture_share(houses, &nothing),
                "the smaller boards worth nothing to the opponent"
            );
            announce("best_capture_share(houses, &|board| stones on board)", houses);
            prop_assert_answer!(
                quietly(|| best_capture_share(houses, &everything))?,
                model::best_capture_share(houses, &everything),
                "the smaller boards worth all their stones to the opponent: the best capture"
            );
        });
    });
}
