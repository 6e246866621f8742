//! Chapter 13's tests, in the order to read them: the book's worked example and a few
//! hand-checked values, then properties on positions of every system reached by random play.
//! Every test runs in a child process (see `testkit`), so a search that never ends is reported
//! in words.

mod challenges;
mod drills;
mod examples;
mod properties;

use ayoayo::search::{Ayoayo, GameTree, Kalah};
use ayoayo::{awari, lagos, oware};
use testkit::Stones;
use testkit::announce;

/// A position whose board the test kit can draw when a test fails.
pub trait Drawable: GameTree {
    fn pits(&self) -> impl Stones;
}

impl Drawable for Ayoayo {
    fn pits(&self) -> impl Stones {
        self.board
    }
}

impl Drawable for lagos::Position {
    fn pits(&self) -> impl Stones {
        self.board
    }
}

impl Drawable for oware::Position {
    fn pits(&self) -> impl Stones {
        self.houses
    }
}

impl Drawable for awari::Position {
    fn pits(&self) -> impl Stones {
        self.bins
    }
}

impl Drawable for Kalah {
    fn pits(&self) -> impl Stones {
        self.board
    }
}

/// Says which call is about to run: the function, the depth, who is to move and the stores,
/// with the board drawn.
pub fn announce_search<G: Drawable>(function: &str, position: G, depth: u32) {
    let call = format!(
        "{function}(position, {depth}) with {:?} to move and stores {:?}",
        position.to_move(),
        position.stores()
    );
    announce(call, position.pits());
}
