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

// Drills: small exercises beside the lab; see the chapter's page.

use std::collections::HashMap;

/// Drill 1: in how many ways `seeds` alike seeds can lie in a row of `pits` pits, the order of
/// the pits mattering (`[1, 0, 3]` is not `[3, 0, 1]`). Write it as a tree recursion: either
/// the first pit takes one more seed, or it is closed and the seeds go to the pits after it.
/// No seed left is one way; seeds but no pit left, none.
///
/// For example, `count_spreads(3, 3)` is 10: 300, 210, 201, 120, 111, 102, 030, 021, 012, 003.
pub fn count_spreads(seeds: u8, pits: u8) -> u64 {
    todo!("the ways {seeds} seeds can lie in a row of {pits} pits")
}

/// Drill 2: `count_spreads` with a memo. Keep the answer to each question you work out in
/// `memo`, under the key `(seeds, pits)`, and answer a question asked again from there. A count
/// past `u64::MAX` stops there (`saturating_add`).
///
/// For example, `memo_spreads(48, 12, &mut HashMap::new())` is 279,871,768,995, at once: every
/// way the 48 seeds of a Lagos game can lie on its 12 pits.
pub fn memo_spreads(seeds: u8, pits: u8, memo: &mut HashMap<(u8, u8), u64>) -> u64 {
    todo!(
        "the ways {seeds} seeds can lie in {pits} pits, with a memo of {} answers",
        memo.len()
    )
}

/// Drill 3: your prediction, before you measure it with `trace --growth`: how many calls
/// `count_spreads(seeds, pits)` makes, and how many `memo_spreads(seeds, pits, &mut
/// HashMap::new())` makes, the first call included each time, as `[tree, memo]`. It must answer
/// at once for 48 seeds on 12 pits too. A count past `usize::MAX` stops there.
///
/// For example, `spread_calls(2, 2)` is `[11, 9]`.
pub fn spread_calls(seeds: u8, pits: u8) -> [usize; 2] {
    todo!("the calls each version makes for {seeds} seeds in {pits} pits")
}

/// Drill 4: in how many ways `seeds` seeds can lie in `pits` pits when only the counts matter,
/// not which pit holds which (`[1, 0, 3]` and `[3, 1, 0]` are one shape). Write it as a tree
/// recursion: either some pit is empty, or every pit holds a seed.
///
/// For example, `shapes(4, 6)` is 5: 4, 3 + 1, 2 + 2, 2 + 1 + 1 and 1 + 1 + 1 + 1.
pub fn shapes(seeds: u8, pits: u8) -> u64 {
    todo!("the shapes of {seeds} seeds on {pits} pits")
}

/// Drill 5: the rows of `pits` pits holding `seeds` seeds, order mattering as in
/// `count_spreads`, in which no pit holds exactly three: the rows where no seed dropped takes a
/// four. The first pit holds any count but three, and the rest lie in the pits after it.
///
/// For example, `rows_without_threes(3, 2)` is 2: `[2, 1]` and `[1, 2]` (not `[3, 0]` or
/// `[0, 3]`).
pub fn rows_without_threes(seeds: u8, pits: u8) -> u64 {
    todo!("the rows of {pits} pits holding {seeds} seeds without a pit of three")
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
