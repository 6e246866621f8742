//! Lagos relays that never end only after a few sowings (chapter 8). The page's endless relay
//! goes round its cycle from the very first sowing; here the cycle begins later, so a check
//! that only looks for a return to the first state follows it for ever.

use std::collections::HashSet;
use std::iter::successors;
use std::sync::OnceLock;

use ayoayo::lagos::sow_taking_fours;
use ayoayo::toolkit::Sown;
use ayoayo::{Board, PITS, Pit, Player};
use proptest::prelude::*;
use proptest::sample::select;

use crate::drawing::Drawn;
use crate::stones;

/// South's pit 1 here relays for ever, back where it started after [`CYCLE`] sowings
/// (variants.md A): the page's endless relay.
pub const ENDLESS: Board = [1, 3, 1, 0, 2, 1, 0, 1, 0, 2, 1, 0];

/// How many sowings the endless relay takes to come back where it started.
pub const CYCLE: usize = 60;

/// The longest tail searched for: the sowings before a relay reaches the endless cycle.
pub const LONGEST_TAIL: usize = 5;

/// The states of the endless relay's cycle, from South's pit 1 of [`ENDLESS`]: each a board and
/// the pit about to be sown. No seed on it makes a four, so it is the same whoever moves.
pub fn endless_cycle() -> impl Iterator<Item = Sown<12>> {
    let start = Sown {
        bins: ENDLESS,
        captured: [0, 0],
        last: 1,
    };
    successors(Some(start), |&sown| {
        Some(sow_taking_fours(sown, Player::South))
    })
    .take(CYCLE)
}

/// A move whose relay sows `tail` times (1 to [`LONGEST_TAIL`], mostly the longest) before it
/// reaches the endless relay's cycle: (board, pit sown by its owner, tail). It never ends, and
/// never comes back to where it started either.
pub fn endless_after_a_tail() -> impl Strategy<Value = (Drawn, Pit, usize)> {
    select(tailed_moves()).prop_map(|(board, pit, tail)| (Drawn(board), pit, tail))
}

/// Every move [`endless_after_a_tail`] draws from, searched for once per process: sowing
/// backwards from the cycle, one sowing per step, so each step lengthens the tail by one.
fn tailed_moves() -> &'static [(Board, Pit, usize)] {
    static MOVES: OnceLock<Vec<(Board, Pit, usize)>> = OnceLock::new();
    MOVES.get_or_init(|| {
        let cycle: Vec<Sown<12>> = endless_cycle().collect();
        let mut seen: HashSet<Sown<12>> = cycle.iter().copied().collect();
        let mut layer = cycle;
        let mut moves = Vec::new();
        for tail in 1..=LONGEST_TAIL {
            layer = layer
                .into_iter()
                .flat_map(sowings_into)
                .filter(|&before| seen.insert(before))
                .collect();
            moves.extend(layer.iter().map(|before| (before.bins, before.last, tail)));
        }
        moves
    })
}

/// The states whose one sowing, of 2 to 11 seeds (no lap), comes to `after`'s board with its
/// last seed in `after.last`. Undoing it: the pit sown from is empty and held the hand; each pit
/// sown into held one seed fewer, or three if it is empty now (a four made with seeds still in
/// hand, and taken). A candidate is kept only if the reference, sowing it, comes to `after`,
/// and if it holds no more seeds than a game has.
fn sowings_into(after: Sown<12>) -> impl Iterator<Item = Sown<12>> {
    (2..PITS).filter_map(move |hand| {
        let origin = (after.last + PITS - hand) % PITS;
        if after.bins[origin] != 0 {
            return None;
        }
        let mut bins = after.bins;
        for pit in (1..=hand).map(|step| (origin + step) % PITS) {
            bins[pit] = bins[pit].checked_sub(1).unwrap_or(3);
        }
        bins[origin] = u8::try_from(hand).ok()?;
        let before = Sown {
            bins,
            captured: [0, 0],
            last: origin,
        };
        let sown = sow_taking_fours(before, Player::South);
        let comes_to_after = (sown.bins, sown.last) == (after.bins, after.last);
        (comes_to_after && stones(bins) <= 48).then_some(before)
    })
}

#[cfg(test)]
mod tests {
    use std::ops::ControlFlow::{Break, Continue};

    use ayoayo::cycle::{Fate, fate, steps_before_cycle};
    use ayoayo::owner;

    use super::*;

    /// The reference's measure of a relay: the sowings before its cycle and the cycle's
    /// length, or `None` if it ends.
    fn tail_and_cycle(board: Board, pit: Pit) -> Option<(usize, usize)> {
        let first = Sown {
            bins: board,
            captured: [0, 0],
            last: pit,
        };
        let sow = |sown| sow_taking_fours(sown, owner(pit));
        let run = fate(first, |sown| {
            let after = sow(sown);
            if after.bins[after.last] > 1 {
                Continue(after)
            } else {
                Break(())
            }
        });
        match run {
            Fate::Cycles { length } => Some((steps_before_cycle(first, length, sow), length)),
            Fate::Ends(()) => None,
        }
    }

    #[test]
    fn the_page_s_relay_is_a_cycle_of_sixty_from_its_first_sowing() {
        assert_eq!(tail_and_cycle(ENDLESS, 1), Some((0, CYCLE)));
    }

    #[test]
    fn every_move_found_never_ends_after_exactly_its_tail() {
        for &(board, pit, tail) in tailed_moves() {
            assert_eq!(
                tail_and_cycle(board, pit),
                Some((tail, CYCLE)),
                "{board:?} from {pit}"
            );
            assert_eq!(ayoayo::lagos::try_relay_move(board, owner(pit), pit), None);
        }
    }

    #[test]
    fn every_tail_length_has_hundreds_of_moves_from_every_pit() {
        for tail in 1..=LONGEST_TAIL {
            let moves: Vec<Pit> = tailed_moves()
                .iter()
                .filter(|&&(_, _, length)| length == tail)
                .map(|&(_, pit, _)| pit)
                .collect();
            assert!(moves.len() >= 100, "{} of tail {tail}", moves.len());
            for pit in 0..PITS {
                assert!(moves.contains(&pit), "none of tail {tail} from pit {pit}");
            }
        }
    }
}
