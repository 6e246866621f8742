//! Chapter 9: Oware (abapa), as Khan's "Combinatorial Games: Ayo" describes it.
//!
//! Twelve pits, no relay, and three rules Part I did not have: a hand of twelve or more (an
//! *Odu*) skips the pit it came from on every lap; the last stone captures backwards along the
//! opponent's row while pits hold 2 or 3; and a move that would take every stone the opponent
//! has (a grand slam) takes none. The sowing itself is the toolkit's [`sow_move`] under
//! [`RULES`]; this module adds the position, the legal moves and the end of the game.
//!
//! Every function answers any value its types allow, without a panic: a pit off the board or an
//! empty one sows nothing, and stores stop at 255.

use crate::toolkit::{Rules, Sown, feeding_filter, nothing_while_sowing, sow_move, sow_once};
use crate::{Board, IllegalMove, Outcome, PITS, Pit, Player, STONES, Score, owner, scoop};
use crate::{has_stones, potential_moves};

mod game;
mod perft;

pub use game::Game;
pub use perft::perft;
#[cfg(feature = "parallel")]
pub use perft::{SEQUENTIAL_DEPTH, parallel_perft};

// ANCHOR: rules
/// Oware's sowing: round the twelve pits, skipping the pit sown from (only a hand of twelve or
/// more, an *Odu*, ever gets back to it), no relay, and the backward chain of 2s and 3s.
pub const RULES: Rules<12> = Rules {
    name: "Oware (abapa)",
    stones: STONES,
    route: |_, start, pit| {
        let next = (pit + 1) % 12;
        if next == start { (next + 1) % 12 } else { next }
    },
    on_drop: nothing_while_sowing,
    relays: false,
    at_rest: take_the_chain,
};

/// The capture once the stones are at rest: the chain that ends at the last stone, unless it
/// would leave the opponent no stone at all (a grand slam), in which case nothing is taken.
fn take_the_chain(sown: Sown<12>, mover: Player, _start: usize) -> Sown<12> {
    let (bins, taken) = capture_chain(sown.bins, mover, sown.last);
    if taken == 0 || !has_stones(bins, mover.other()) {
        return sown; // nothing to take, or a grand slam: the abapa convention takes nothing
    }
    let mut captured = sown.captured;
    captured[mover as usize] = captured[mover as usize].saturating_add(taken);
    Sown {
        bins,
        captured,
        ..sown
    }
}
// ANCHOR_END: rules

// ANCHOR: sow_skipping_origin
/// Scoops `pit` and sows its stones one per pit from the next, never into `pit` itself: a
/// hand of twelve or more (an *Odu*) skips its origin on every lap. Returns the houses and the
/// pit of the last stone; an empty pit, or one off the board, sows nothing and stays `pit`.
///
/// ```
/// use ayoayo::oware::sow_skipping_origin;
/// let odu = [0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0];
/// assert_eq!(sow_skipping_origin(odu, 5), ([1, 1, 1, 1, 1, 0, 2, 1, 1, 1, 1, 1], 6));
/// ```
pub fn sow_skipping_origin(houses: Board, pit: Pit) -> (Board, Pit) {
    let before = Sown {
        bins: houses,
        captured: [0, 0],
        last: pit,
    };
    let after = sow_once(&RULES, before, owner(pit), pit);
    (after.bins, after.last)
}
// ANCHOR_END: sow_skipping_origin

// ANCHOR: capture_chain
/// The backward chain of captures by `mover` ending at `last`: if `last` is the opponent's and
/// holds 2 or 3, it is taken, and so is the chain ending at the pit before it. Stops at the
/// first pit that is the mover's, or holds another count. Returns the houses without the
/// stones taken, and how many were taken. (No grand-slam rule here: see [`sow_and_capture`].)
///
/// ```
/// use ayoayo::{oware::capture_chain, Player};
/// let houses = [0, 0, 0, 0, 0, 0, 2, 3, 1, 2, 3, 0];
/// assert_eq!(capture_chain(houses, Player::South, 10), ([0, 0, 0, 0, 0, 0, 2, 3, 1, 0, 0, 0], 5));
/// ```
pub fn capture_chain(houses: Board, mover: Player, last: Pit) -> (Board, u8) {
    match houses.get(last) {
        Some(2 | 3) if owner(last) != mover => {
            let (houses, here) = scoop(houses, last);
            let (houses, before) = match last.checked_sub(1) {
                Some(previous) => capture_chain(houses, mover, previous),
                None => (houses, 0),
            };
            (houses, here + before)
        }
        _ => (houses, 0),
    }
}
// ANCHOR_END: capture_chain

// ANCHOR: sow_and_capture
/// One whole move's sowing and capture, from the owner of `pit`: what [`RULES`] do, through
/// the toolkit's [`sow_move`]. A grand slam (a chain that would leave the opponent no stone)
/// takes nothing: the houses stay as sown. An empty pit, or one off the board, changes nothing.
///
/// ```
/// use ayoayo::oware::sow_and_capture;
/// let grand_slam = [0, 0, 0, 0, 0, 2, 1, 2, 0, 0, 0, 0];
/// assert_eq!(sow_and_capture(grand_slam, 5), ([0, 0, 0, 0, 0, 0, 2, 3, 0, 0, 0, 0], 0));
/// ```
pub fn sow_and_capture(houses: Board, pit: Pit) -> (Board, u8) {
    let mover = owner(pit);
    match sow_move(&RULES, houses, mover, pit) {
        Some(sown) => (sown.bins, sown.captured[mover as usize]),
        None => (houses, 0),
    }
}
// ANCHOR_END: sow_and_capture

// ANCHOR: position
/// A position of Oware: the twelve houses, the stones each player has captured (their store),
/// and whose move it is. Repetition needs a game's history, so it is [`Game`]'s, not this.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub houses: Board,
    pub stores: Score,
    pub to_move: Player,
}

/// Four stones in every house, both stores empty, South to move.
pub const OPENING: Position = Position {
    houses: crate::OPENING,
    stores: [0, 0],
    to_move: Player::South,
};
// ANCHOR_END: position

// ANCHOR: legal_moves
/// The moves the player to move may make, in increasing order: their non-empty houses, and
/// when the opponent has no stone, only those that give them one. Empty once a store holds
/// more than half the stones of a game (24), the game being decided.
///
/// ```
/// use ayoayo::oware::{legal_moves, OPENING};
/// assert_eq!(legal_moves(OPENING), [0, 1, 2, 3, 4, 5]);
/// ```
pub fn legal_moves(position: Position) -> Vec<Pit> {
    let Position {
        houses, to_move, ..
    } = position;
    if position
        .stores
        .iter()
        .any(|&store| u32::from(store) > STONES / 2)
    {
        return Vec::new();
    }
    let sowable: Vec<Pit> = potential_moves(to_move)
        .into_iter()
        .filter(|&pit| houses[pit] > 0)
        .collect();
    let feeds = |pit| has_stones(sow_and_capture(houses, pit).0, to_move.other());
    feeding_filter(&sowable, !has_stones(houses, to_move.other()), feeds)
}
// ANCHOR_END: legal_moves

// ANCHOR: play
/// The position after the player to move sows `pit`, or why they may not. The reasons are
/// checked in Part I's order (a finished game first, as `Game::play` does). No stones are
/// gathered at the end: that is [`final_score`]'s job, so a position stays what the board shows.
///
/// ```
/// use ayoayo::{oware::{play, OPENING}, IllegalMove};
/// let after = play(OPENING, 5).unwrap();
/// assert_eq!(after.houses, [4, 4, 4, 4, 4, 0, 5, 5, 5, 5, 4, 4]);
/// assert_eq!(play(after, 5), Err(IllegalMove::NotYourPit(5)));
/// ```
pub fn play(position: Position, pit: Pit) -> Result<Position, IllegalMove> {
    let Position {
        houses,
        stores,
        to_move,
    } = position;
    let legal = legal_moves(position);
    if legal.is_empty() {
        Err(IllegalMove::GameOver)
    } else if pit >= PITS {
        Err(IllegalMove::OffBoard(pit))
    } else if owner(pit) != to_move {
        Err(IllegalMove::NotYourPit(pit))
    } else if houses[pit] == 0 {
        Err(IllegalMove::EmptyPit(pit))
    } else if !legal.contains(&pit) {
        Err(IllegalMove::MustFeed(pit))
    } else {
        let (houses, taken) = sow_and_capture(houses, pit);
        let mut stores = stores;
        stores[to_move as usize] = stores[to_move as usize].saturating_add(taken);
        Ok(Position {
            houses,
            stores,
            to_move: to_move.other(),
        })
    }
}
// ANCHOR_END: play

// ANCHOR: end
/// Whether the game is over: a store holds more than 24, or the player to move has no legal
/// move (their houses are empty, or none of their moves feeds an opponent who has none).
pub fn is_over(position: Position) -> bool {
    legal_moves(position).is_empty()
}

/// The stores once the game is over (`None` while it goes on). Unless a store holds more than
/// 24 or both hold 24, each player then takes the stones left on their own side.
///
/// ```
/// use ayoayo::{oware::{final_score, Position}, Player};
/// let stuck = Position { houses: [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 2], stores: [20, 25], to_move: Player::South };
/// assert_eq!(final_score(stuck), Some([20, 25]));
/// let fed_out = Position { houses: [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0], stores: [23, 24], to_move: Player::North };
/// assert_eq!(final_score(fed_out), Some([24, 24]));
/// ```
pub fn final_score(position: Position) -> Option<Score> {
    if !is_over(position) {
        return None;
    }
    let [south, north] = position.stores;
    let decided = u32::from(south.max(north)) > STONES / 2 || south == north && south == 24;
    if decided {
        return Some(position.stores);
    }
    let own_side = |player: Player| {
        potential_moves(player)
            .iter()
            .fold(position.stores[player as usize], |store, &pit| {
                store.saturating_add(position.houses[pit])
            })
    };
    Some([own_side(Player::South), own_side(Player::North)])
}

/// Who won, once the game is over: more stones in the final score; equal is a draw.
pub fn outcome(position: Position) -> Option<Outcome> {
    let [south, north] = final_score(position)?;
    Some(match south.cmp(&north) {
        std::cmp::Ordering::Greater => Outcome::Winner(Player::South),
        std::cmp::Ordering::Less => Outcome::Winner(Player::North),
        std::cmp::Ordering::Equal => Outcome::Draw,
    })
}
// ANCHOR_END: end
