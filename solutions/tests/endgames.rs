//! Chapter 16's database checked against the independent search, on every position of the
//! smallest layers (both players to move), and more in an ignored test.

use ayoayo::endgames::{Database, board_at, boards_with, value_by_search};
use ayoayo::oware::Position;
use ayoayo::{Player, draw};

/// Every position with `n` stones on the board, either player to move, stores empty.
fn positions(n: u32) -> impl Iterator<Item = Position> {
    (0..boards_with(n)).flat_map(move |index| {
        [Player::South, Player::North].map(|to_move| Position {
            houses: board_at(n, index),
            stores: [0, 0],
            to_move,
        })
    })
}

fn agree_up_to(stones: u32) {
    let database = Database::build(stones, |_| {});
    for n in 0..=stones {
        for position in positions(n) {
            assert_eq!(
                database.value(position),
                Some(value_by_search(position)),
                "{:?} to move on\n{}",
                position.to_move,
                draw(position.houses)
            );
        }
    }
}

#[test]
fn the_database_agrees_with_plain_search_up_to_three_stones() {
    agree_up_to(3);
}

#[test]
#[ignore = "many minutes: every path of every position with 4 stones"]
fn the_database_agrees_with_plain_search_up_to_four_stones() {
    agree_up_to(4);
}
