//! One board for the whole program, changed in place by every function that touches it.
//!
//! THIS IS THE STYLE THIS COURSE MOVES AWAY FROM. Chapter 3 of the book ("Sow") shows it as a
//! warning: a sower coupled to a shared, mutable board gives a different answer each time it is
//! called with the same arguments. It is compiled and run so that the warning stays honest:
//!
//! ```text
//! cargo run -p ayoayo --example shared_board
//! ```

use std::sync::Mutex;

use ayoayo::{Board, OPENING, Pit, next_pit, sow};

// ANCHOR: coupled
// The style this course moves away from: every function below reads and writes one shared
// board, and none of their signatures says so.

/// The one and only board. Every function below reaches for it; none is handed it.
static BOARD: Mutex<Board> = Mutex::new(OPENING);

/// Empties `pit` of the shared board and returns how many stones it held.
fn scoop_shared(pit: Pit) -> u8 {
    let mut board = BOARD.lock().unwrap();
    let in_hand = board[pit];
    board[pit] = 0;
    in_hand
}

/// Drops `in_hand` stones into the shared board from `pit` on, never into `skip`.
fn distribute_shared(skip: Pit, pit: Pit, in_hand: u8) -> Pit {
    if pit == skip {
        return distribute_shared(skip, next_pit(pit), in_hand);
    }
    BOARD.lock().unwrap()[pit] += 1;
    if in_hand == 1 {
        pit
    } else {
        distribute_shared(skip, next_pit(pit), in_hand - 1)
    }
}

/// Sows `from` on the shared board. `None` when `from` is empty, which depends on every call
/// that came before this one.
fn sow_shared(skip: Pit, from: Pit) -> Option<Pit> {
    let in_hand = scoop_shared(from);
    if in_hand == 0 {
        return None;
    }
    Some(distribute_shared(skip, next_pit(from), in_hand))
}
// ANCHOR_END: coupled

// ANCHOR: in_place
/// Halfway back: the board is still changed in place, but now the caller hands it over, and
/// `&mut` in the signature says that it will change.
fn sow_in_place(board: &mut Board, skip: Pit, from: Pit) -> Pit {
    let (after, end) = sow(*board, skip, from);
    *board = after;
    end
}
// ANCHOR_END: in_place

// ANCHOR: surprise
fn main() {
    // The same call twice. The first one empties pit 0 of the shared board, so the second
    // finds nothing to sow: the answer depends on history, not on the arguments.
    let first = sow_shared(0, 0);
    let second = sow_shared(0, 0);
    println!("sow_shared(0, 0) gave {first:?}, then {second:?}");
    assert_eq!(first, Some(4));
    assert_ne!(first, second, "the shared board remembers the first call");

    // The pure sow: the board goes in as a value and a new board comes out. Same question,
    // same answer, as often as you like.
    let once = sow(OPENING, 0, 0);
    let again = sow(OPENING, 0, 0);
    println!("sow(OPENING, 0, 0) gave {once:?}, then {again:?}");
    assert_eq!(once, again);

    // Keeping a "current board" is still possible, in plain sight, at the edge of the program.
    let mut board = OPENING;
    let end = sow_in_place(&mut board, 0, 0);
    assert_eq!((board, end), once);
    println!("sow_in_place left pit {end} holding the last stone");
}
// ANCHOR_END: surprise

#[test]
fn the_shared_board_really_gives_two_answers() {
    main();
}
