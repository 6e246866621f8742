//! Chapter 8: Ayòayò as played in Lagos. Replace each `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p lagos
//! ```
//!
//! Here a pit is taken the moment a seed makes it hold four, in the middle of the sowing, so a
//! sowing carries more than a board: the seeds each player has taken so far, and where the
//! latest seed fell. The toolkit's `Sown<12>` holds exactly that. Use the toolkit's pieces
//! (`ayoayo::toolkit::{scoop, landing_bins}`, `ayoayo::cycle::fate`, `ayoayo::owner`), and
//! the route `ayoayo::lagos::RULES.route`; writing what `sow_once` and `sow_move` do for you is
//! the exercise, so leave those two alone.
//!
//! Some relays never end. The tests run each case in a child process, so if your relay never
//! stops they will say so, and name the board, instead of crashing.

use ayoayo::toolkit::Sown;
use ayoayo::{Board, Pit, Player, Score};

/// What one dropped seed takes. `sown.last` is the pit the seed just fell into (already
/// counted in `sown.bins`), `in_hand` how many seeds `mover` still holds after it.
///
/// If that pit now holds exactly 4, its 4 seeds are taken off the board: by the owner of the
/// pit's row while seeds remain in hand, by `mover` if this was the last seed. The pit is left
/// empty and the 4 are added to the taker's entry of `captured` (`captured[player as usize]`).
/// Any other count takes nothing: return `sown` as it is.
///
/// South's seed making North's pit 8 a four, with 2 seeds still in hand, gives the four to
/// North: `captured` goes from `[0, 0]` to `[0, 4]` and pit 8 from 4 to 0. Had it been South's
/// last seed, `captured` would be `[4, 0]`.
pub fn take_fours(sown: Sown<12>, mover: Player, in_hand: u8) -> Sown<12> {
    todo!(
        "take the pit {} if it holds four ({mover:?}, {in_hand} in hand)",
        sown.last
    )
}

/// One sowing by `mover`, no relay: scoop the pit `sown.last` and drop its seeds one at a time
/// into the following pits (11 is followed by 0, and the pit sown from is *not* skipped on a
/// lap), calling `take_fours` after every drop. Write it as a `fold` over the landing pits,
/// carrying the `Sown` from drop to drop. Returns the `Sown` with `last` at the pit of the last
/// seed and the captures added to those `sown` came with.
///
/// South sowing pit 0 of `[3, 3, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0]` (nothing captured yet) makes
/// pits 1, 2 and 3 fours in turn: the first two go to South as the row's owner, the third as
/// the mover's last seed. The answer is the empty board, `captured: [12, 0]`, `last: 3`.
pub fn sow_taking_fours(sown: Sown<12>, mover: Player) -> Sown<12> {
    todo!("sow pit {} for {mover:?}, taking fours", sown.last)
}

/// A whole move by `mover` from `pit` (a pit of theirs with seeds): sow with
/// `sow_taking_fours`, and while the last seed lands in a pit that now holds more than one,
/// sow again from that pit (a relay). A last seed that made a four took it, so its pit is
/// empty and the move ends there.
///
/// Returns the board at rest and the seeds each player took during the whole move (starting
/// from `[0, 0]`), or `None` if the relay comes back to a state it has been in, and so would
/// sow for ever. South's pit 1 of `[1, 3, 1, 0, 2, 1, 0, 1, 0, 2, 1, 0]` is back where it
/// started after 60 sowings: `None`. South's pit 0 of the opening relays to
/// `Some(([2, 7, 1, 6, 1, 6, 6, 6, 0, 1, 6, 6], [0, 0]))`.
pub fn try_relay_move(board: Board, mover: Player, pit: Pit) -> Option<(Board, Score)> {
    todo!("move from pit {pit} of {board:?} for {mover:?}, or notice that it never ends")
}

// Challenges (optional): see the end of the chapter's page.

use ayoayo::lagos::Position;

/// Challenge 1: the pits of the player to move that hold seeds but whose relay would sow for
/// ever, in increasing order (whatever the captures so far, and even when the opponent's row
/// is empty).
///
/// With South to move on `[1, 3, 1, 0, 2, 1, 0, 1, 0, 2, 1, 0]`, the page's endless board, only
/// pit 1 relays for ever: the answer is `[1]`. From the opening it is `[]`.
pub fn endless_moves(position: Position) -> Vec<Pit> {
    todo!("the pits of {position:?} whose relay never ends")
}
