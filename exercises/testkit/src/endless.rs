//! Relays that never end, for the properties of the chapters that relay-sow: random boards
//! meet one about once in a thousand, too rarely to catch a function that follows one for ever.

use ayoayo::{Board, PITS, Pit};
use proptest::prelude::*;
use proptest::sample::select;

use crate::drawing::Drawn;

/// Boards whose relay from pit 0 comes back to an earlier state, so never ends, and whose every
/// relay settles within [`crate::QUICK_SOWINGS`] sowings. Found by the reference's
/// `try_relay_sow` among random boards of 0 to 4 stones a pit (about one in a thousand), each
/// turned round the ring so that its endless relay starts at pit 0.
const ENDLESS_FROM_PIT_0: [Board; 48] = [
    [1, 3, 4, 0, 2, 1, 0, 3, 4, 1, 2, 3],
    [3, 4, 3, 4, 1, 2, 1, 2, 1, 0, 4, 1],
    [1, 2, 3, 0, 1, 0, 3, 2, 4, 0, 2, 1],
    [1, 4, 3, 0, 4, 1, 4, 3, 4, 1, 2, 1],
    [1, 3, 0, 1, 2, 3, 4, 1, 0, 1, 2, 3],
    [1, 3, 0, 3, 0, 1, 0, 1, 2, 1, 4, 3],
    [2, 0, 1, 4, 3, 4, 3, 2, 3, 0, 1, 0],
    [4, 0, 1, 0, 3, 0, 1, 0, 1, 0, 1, 2],
    [2, 2, 1, 0, 3, 0, 2, 1, 3, 4, 1, 4],
    [1, 3, 4, 3, 0, 1, 0, 1, 0, 3, 4, 3],
    [1, 1, 3, 2, 4, 1, 4, 3, 4, 1, 0, 1],
    [4, 2, 1, 0, 1, 0, 3, 0, 3, 1, 2, 0],
    [4, 2, 3, 2, 1, 0, 1, 3, 4, 3, 2, 1],
    [1, 1, 2, 4, 0, 2, 3, 0, 1, 0, 2, 1],
    [2, 0, 1, 3, 4, 1, 0, 3, 2, 4, 0, 2],
    [2, 2, 3, 2, 3, 0, 3, 4, 3, 2, 1, 0],
    [4, 0, 4, 3, 2, 3, 4, 1, 2, 1, 0, 2],
    [1, 2, 1, 0, 4, 0, 4, 1, 4, 3, 2, 1],
    [2, 2, 3, 4, 1, 2, 1, 2, 1, 2, 3, 4],
    [2, 0, 1, 4, 1, 0, 3, 2, 3, 4, 1, 4],
    [2, 2, 3, 0, 1, 2, 1, 0, 1, 4, 3, 2],
    [3, 3, 2, 3, 2, 1, 0, 3, 0, 3, 1, 3],
    [1, 1, 2, 3, 2, 3, 2, 3, 0, 3, 2, 1],
    [3, 3, 2, 1, 0, 2, 4, 3, 4, 1, 4, 1],
    [4, 3, 4, 0, 1, 0, 2, 1, 0, 1, 3, 2],
    [1, 1, 0, 1, 2, 1, 0, 3, 0, 1, 2, 3],
    [1, 1, 2, 4, 0, 1, 4, 3, 4, 1, 2, 3],
    [1, 3, 0, 2, 4, 3, 4, 1, 2, 3, 2, 1],
    [2, 3, 2, 0, 4, 1, 2, 3, 0, 1, 2, 3],
    [1, 4, 3, 0, 4, 1, 2, 3, 4, 3, 0, 1],
    [2, 0, 3, 0, 4, 1, 4, 1, 0, 1, 0, 2],
    [2, 4, 1, 0, 3, 0, 3, 2, 3, 4, 3, 2],
    [3, 3, 0, 3, 2, 3, 2, 1, 2, 1, 4, 1],
    [1, 3, 2, 1, 3, 2, 3, 2, 4, 0, 2, 1],
    [1, 2, 4, 0, 4, 3, 0, 3, 2, 3, 0, 4],
    [2, 0, 2, 1, 0, 3, 4, 3, 0, 1, 0, 2],
    [4, 2, 1, 2, 1, 0, 3, 2, 1, 3, 2, 1],
    [3, 1, 0, 1, 0, 1, 2, 3, 2, 1, 2, 3],
    [3, 1, 2, 3, 0, 4, 2, 4, 3, 0, 4, 3],
    [1, 1, 2, 1, 0, 1, 0, 2, 1, 3, 4, 3],
    [3, 4, 0, 4, 1, 2, 1, 3, 2, 3, 0, 3],
    [4, 4, 3, 0, 1, 0, 3, 0, 3, 1, 3, 4],
    [4, 2, 1, 0, 2, 3, 2, 4, 3, 2, 1, 0],
    [1, 3, 2, 1, 0, 2, 4, 3, 1, 3, 2, 1],
    [2, 2, 3, 0, 1, 3, 4, 0, 1, 0, 1, 4],
    [1, 2, 1, 0, 4, 1, 2, 3, 0, 3, 0, 1],
    [4, 2, 1, 2, 4, 3, 2, 1, 0, 1, 3, 2],
    [2, 4, 1, 0, 1, 0, 3, 0, 1, 4, 3, 4],
];

/// A board with a pit whose relay never ends: one of [`ENDLESS_FROM_PIT_0`] turned round the
/// ring so that the endless relay starts at any pit. Sowing goes round the ring the same way
/// wherever it starts, so a turned board relays just as the original does.
pub fn endless_relays() -> impl Strategy<Value = (Drawn, Pit)> {
    (select(&ENDLESS_FROM_PIT_0[..]), 0..PITS).prop_map(|(mut board, start)| {
        board.rotate_right(start);
        (Drawn(board), start)
    })
}

#[cfg(test)]
mod tests {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;

    use super::*;
    use crate::{config, every_relay_settles_quickly, quick_boards_with_stones_in};

    #[test]
    fn every_board_relays_for_ever_from_every_turn_and_settles_quickly() {
        for board in ENDLESS_FROM_PIT_0 {
            assert!(every_relay_settles_quickly(board), "{board:?}");
            for start in 0..PITS {
                let mut turned = board;
                turned.rotate_right(start);
                assert_eq!(
                    ayoayo::try_relay_sow(turned, start),
                    None,
                    "{turned:?} from {start}"
                );
            }
        }
    }

    #[test]
    fn a_property_run_meets_dozens_of_endless_relays() {
        let mut runner = TestRunner::deterministic();
        let strategy = quick_boards_with_stones_in();
        let endless = (0..config().cases)
            .map(|_| strategy.new_tree(&mut runner).unwrap().current())
            .filter(|&(Drawn(board), start)| ayoayo::try_relay_sow(board, start).is_none())
            .count();
        assert!(endless >= 32, "only {endless} in {} cases", config().cases);
    }
}
