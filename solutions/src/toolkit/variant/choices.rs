//! The generic `fn` items a variant's dimensions choose between for the toolkit's
//! [`Rules`](crate::toolkit::Rules): the route, one way round and skipping the origin or not,
//! and the three captures. A choice is a const parameter, since a fn pointer cannot capture it.

use crate::Player;
use crate::toolkit::{Sown, scoop};

/// The bin after `bin` on a board of `N`, one way round.
fn step<const N: usize, const CLOCKWISE: bool>(bin: usize) -> usize {
    if CLOCKWISE {
        (bin + N - 1) % N
    } else {
        (bin + 1) % N
    }
}

/// The bin before `bin`: a step the other way round.
fn back<const N: usize, const CLOCKWISE: bool>(bin: usize) -> usize {
    if CLOCKWISE {
        (bin + 1) % N
    } else {
        (bin + N - 1) % N
    }
}

/// The route: one step round, and one more past `start` when the variant skips the origin.
pub(super) fn route<const N: usize, const CLOCKWISE: bool, const SKIP: bool>(
    _: Player,
    start: usize,
    bin: usize,
) -> usize {
    let next = step::<N, CLOCKWISE>(bin);
    if SKIP && next == start {
        step::<N, CLOCKWISE>(next)
    } else {
        next
    }
}

fn owner_of<const N: usize>(bin: usize) -> Player {
    if bin < N / 2 {
        Player::South
    } else {
        Player::North
    }
}

fn add_captured<const N: usize>(sown: Sown<N>, taker: Player, taken: u8) -> [u8; 2] {
    let mut captured = sown.captured;
    captured[taker as usize] = captured[taker as usize].saturating_add(taken);
    captured
}

/// [`Capture::Pairs`](super::Capture::Pairs): the chain of the opponent's 2s and 3s ending at the last stone, taken
/// backwards, unless it would leave the opponent nothing (a grand slam takes none).
pub(super) fn take_pairs<const N: usize, const CLOCKWISE: bool>(
    sown: Sown<N>,
    mover: Player,
    _: usize,
) -> Sown<N> {
    let (mut bins, mut taken, mut bin) = (sown.bins, 0u8, sown.last);
    // The chain stops at the mover's own row, so it never goes all the way round.
    while owner_of::<N>(bin) != mover && matches!(bins[bin], 2 | 3) {
        taken = taken.saturating_add(bins[bin]);
        bins[bin] = 0;
        bin = back::<N, CLOCKWISE>(bin);
    }
    let opponent_left = (0..N).any(|bin| owner_of::<N>(bin) != mover && bins[bin] > 0);
    if taken == 0 || !opponent_left {
        return sown;
    }
    let captured = add_captured(sown, mover, taken);
    Sown {
        bins,
        captured,
        ..sown
    }
}

/// [`Capture::Opposite`](super::Capture::Opposite): a last stone alone in a pit of the mover's takes the pit opposite.
pub(super) fn take_opposite<const N: usize>(sown: Sown<N>, mover: Player, _: usize) -> Sown<N> {
    if owner_of::<N>(sown.last) != mover || sown.bins.get(sown.last) != Some(&1) {
        return sown;
    }
    let (bins, taken) = scoop(sown.bins, N - 1 - sown.last);
    let captured = add_captured(sown, mover, taken);
    Sown {
        bins,
        captured,
        ..sown
    }
}

/// [`Capture::Fours`](super::Capture::Fours): a drop that makes a pit hold four loses them to the pit's owner while
/// stones remain in hand, to the mover with the last stone.
pub(super) fn take_fours<const N: usize>(sown: Sown<N>, mover: Player, in_hand: u8) -> Sown<N> {
    if sown.bins.get(sown.last) != Some(&4) {
        return sown;
    }
    let taker = if in_hand > 0 {
        owner_of::<N>(sown.last)
    } else {
        mover
    };
    let mut bins = sown.bins;
    bins[sown.last] = 0;
    let captured = add_captured(sown, taker, 4);
    Sown {
        bins,
        captured,
        ..sown
    }
}
