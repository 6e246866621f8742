//! Part II: one sowing toolkit for five systems, with what varies between them passed in as
//! values.
//!
//! Every sowing game of the course scoops a pit and drops its stones one by one along a route.
//! What differs is a handful of choices: which bin the next stone goes to (is the origin
//! skipped? are the stores sown?), what each drop may take (Lagos' fours), whether a last stone
//! that lands on others scoops them and sows on (a relay), and what the stone at rest captures.
//! A [`Rules`] value holds those choices, as plain data and plain functions, and
//! [`sow_move`] plays one sowing move under any of them. Each system's module is then an
//! instance: its rules, plus what only it needs (feeding, the extra move, the end of the game).
//!
//! The board is an array of `N` bins: 12 pits for the games without stores, 14 bins (two rows
//! of six and a store after each) for those that sow their stores. `N` is a const generic, so
//! a board stays a plain `Copy` value of the right size, checked by the compiler.

use std::iter;
use std::ops::ControlFlow::{Break, Continue};

use crate::Player;
use crate::cycle::{Fate, fate};

pub mod trace;
pub mod variant;

/// Where the next stone goes: the bin after `bin`, in a move by `mover` that began at `start`.
/// Ayòayò's route skips `start`, Kalah's skips the opponent's store; most just go round.
pub type Route = fn(mover: Player, start: usize, bin: usize) -> usize;

// ANCHOR: sown
/// A sowing in progress, or at rest: the bins, what each player has captured off the board
/// during the move (stores on the board are bins, not this), and the bin of the latest stone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sown<const N: usize> {
    pub bins: [u8; N],
    pub captured: [u8; 2],
    pub last: usize,
}
// ANCHOR_END: sown

// ANCHOR: rules
/// One system's rules of sowing, as values. [`sow_move`] reads nothing else.
#[derive(Clone, Copy)]
pub struct Rules<const N: usize> {
    /// The system's name, as the book uses it.
    pub name: &'static str,
    /// Stones on a board of a real game; a board with more is one the game never reaches.
    pub stones: u32,
    /// The bin each next stone goes to.
    pub route: Route,
    /// After each stone is dropped, with this many still in hand: what that drop takes.
    /// Only Lagos takes anything here; the others use [`nothing_while_sowing`].
    pub on_drop: fn(Sown<N>, mover: Player, in_hand: u8) -> Sown<N>,
    /// Whether a last stone landing where stones already were scoops them all and sows on.
    pub relays: bool,
    /// What the move captures once its stones are at rest, from a move that began at `start`.
    pub at_rest: fn(Sown<N>, mover: Player, start: usize) -> Sown<N>,
}

/// Rules' `on_drop` for the systems that capture only once the stones are at rest.
pub fn nothing_while_sowing<const N: usize>(sown: Sown<N>, _: Player, _: u8) -> Sown<N> {
    sown
}

/// Rules' `at_rest` for a system whose captures all happen during the sowing.
pub fn nothing_at_rest<const N: usize>(sown: Sown<N>, _: Player, _: usize) -> Sown<N> {
    sown
}
// ANCHOR_END: rules

// ANCHOR: scoop
/// Empties `bin` into the hand: the bins without its stones, and how many there were.
/// A bin off the board holds nothing.
pub fn scoop<const N: usize>(bins: [u8; N], bin: usize) -> ([u8; N], u8) {
    let Some(&hand) = bins.get(bin) else {
        return (bins, 0);
    };
    let mut after = bins;
    after[bin] = 0;
    (after, hand)
}
// ANCHOR_END: scoop

// ANCHOR: landing_bins
/// The bins a hand of `hand` stones from `from` lands in, in order: the route unfolded from
/// `from`, one bin per stone. Nothing is dropped yet; this is only where the stones will go.
pub fn landing_bins(
    route: Route,
    mover: Player,
    start: usize,
    from: usize,
    hand: u8,
) -> impl Iterator<Item = usize> {
    let next = move |&bin: &usize| Some(route(mover, start, bin));
    iter::successors(next(&from), next).take(usize::from(hand))
}
// ANCHOR_END: landing_bins

// ANCHOR: sow_once
/// One sowing in a move that began at `start`: scoop the bin of `sown.last`, then fold the
/// drops over the state, one stone per landing bin, letting `rules.on_drop` look after each.
/// Returns the state with `last` at the bin of the last stone; an empty bin sows nothing.
pub fn sow_once<const N: usize>(
    rules: &Rules<N>,
    sown: Sown<N>,
    mover: Player,
    start: usize,
) -> Sown<N> {
    let (bins, hand) = scoop(sown.bins, sown.last);
    let scooped = Sown { bins, ..sown };
    let drops = landing_bins(rules.route, mover, start, sown.last, hand).zip((0..hand).rev());
    drops.fold(scooped, |sown, (bin, in_hand)| {
        let mut bins = sown.bins;
        if let Some(pit) = bins.get_mut(bin) {
            *pit = pit.saturating_add(1); // a full bin (255, far past any game) keeps its count
        }
        (rules.on_drop)(
            Sown {
                bins,
                last: bin,
                ..sown
            },
            mover,
            in_hand,
        )
    })
}
// ANCHOR_END: sow_once

/// How many stones may be dropped in one move on a board of more stones than the game has,
/// before the move is taken to sow for ever (such boards can take hours to repeat).
pub const DROPS_PAST_THE_GAME: u64 = 2_000_000;

// ANCHOR: sow_move
/// One whole sowing move by `mover` from `start` under `rules`: sow, relay while the rules say
/// so and the last stone joined others, then capture at rest. `None` when the move sows for
/// ever (a state comes back, found by [`fate`]), or when `start` has nothing to sow.
pub fn sow_move<const N: usize>(
    rules: &Rules<N>,
    bins: [u8; N],
    mover: Player,
    start: usize,
) -> Option<Sown<N>> {
    if bins.get(start).is_none_or(|&stones| stones == 0) {
        return None;
    }
    let on_the_board: u32 = bins.iter().map(|&bin| u32::from(bin)).sum();
    let mut drops_left = if on_the_board > rules.stones {
        DROPS_PAST_THE_GAME
    } else {
        u64::MAX
    };
    let first = Sown {
        bins,
        captured: [0, 0],
        last: start,
    };
    let run = fate(first, |sown: Sown<N>| {
        let Some(left) = drops_left.checked_sub(u64::from(sown.bins[sown.last])) else {
            return Break(None); // out of budget: taken to sow for ever
        };
        drops_left = left;
        let after = sow_once(rules, sown, mover, start);
        if rules.relays && after.bins.get(after.last).is_some_and(|&stones| stones > 1) {
            Continue(after) // the last stone joined others: scoop them and sow on
        } else {
            Break(Some(after))
        }
    });
    match run {
        Fate::Ends(at_rest) => at_rest.map(|sown| (rules.at_rest)(sown, mover, start)),
        Fate::Cycles { .. } => None,
    }
}
// ANCHOR_END: sow_move

// ANCHOR: feeding
/// The feeding rule of Lagos and Oware: when the opponent has no stones, only the moves that
/// give them some may be played, and if none does, none may (the game is over). Part I's
/// Ayòayò chose otherwise: there, if no move feeds, any move may be played. Order is kept.
pub fn feeding_filter<M: Copy>(
    moves: &[M],
    opponent_empty: bool,
    feeds: impl Fn(M) -> bool,
) -> Vec<M> {
    moves
        .iter()
        .copied()
        .filter(|&m| !opponent_empty || feeds(m))
        .collect()
}
// ANCHOR_END: feeding

// ANCHOR: ayoayo
/// Part I's Ayòayò as one more instance: the route skips the pit the move began in, the last
/// stone relays, and a move that ends on the mover's own side takes the pit opposite.
pub const AYOAYO: Rules<12> = Rules {
    name: "Ayòayò",
    stones: crate::STONES,
    route: |_, start, pit| {
        let next = crate::next_pit(pit);
        if next == start {
            crate::next_pit(next)
        } else {
            next
        }
    },
    on_drop: nothing_while_sowing,
    relays: true,
    at_rest: |sown, mover, _| {
        if crate::owner(sown.last) != mover {
            return sown;
        }
        let (bins, taken) = scoop(sown.bins, crate::opposite(sown.last));
        let mut captured = sown.captured;
        captured[mover as usize] = captured[mover as usize].saturating_add(taken);
        Sown {
            bins,
            captured,
            ..sown
        }
    },
};
// ANCHOR_END: ayoayo
