//! Part III's positions of every system, as the search chapters' tests draw and reach them:
//! [`Shown`] draws any `search::GameTree` position with its stores, and [`reached`] walks from an
//! opening to a position of random play.

use ayoayo::search::{Ayoayo, GameTree, Kalah};
use ayoayo::{awari, lagos, oware};

/// A position the tests can draw: its bins, its stores, whose move.
pub trait Shown: GameTree {
    /// The pits (and the stores, for the systems with fourteen bins), as the test kit draws them.
    fn bins(&self) -> Vec<u8>;

    /// Tells the test kit which call is about to run, on this position's board.
    fn announce(&self, call: &str);

    /// The position drawn, with the stores and who is to move.
    fn picture(&self) -> String {
        let [south, north] = self.stores();
        format!(
            "{}\nstores: South {south}, North {north}; {:?} to move",
            crate::draw(&self.bins()),
            self.to_move()
        )
    }

    /// The position on one line, for the pictures.
    fn line(&self) -> String {
        let [south, north] = self.stores();
        let bins: Vec<String> = self.bins().iter().map(u8::to_string).collect();
        format!(
            "{:<5} to move, stores {south:>2}-{north:<2} bins {}",
            format!("{:?}", self.to_move()),
            bins.join(" ")
        )
    }
}

/// Each system's position is shown by its board field: the pits, or the bins with the stores.
macro_rules! shown_by {
    ($($position:ty => $board:ident),* $(,)?) => {$(
        impl Shown for $position {
            fn bins(&self) -> Vec<u8> {
                self.$board.to_vec()
            }
            fn announce(&self, call: &str) {
                crate::announce(call, self.$board);
            }
        }
    )*};
}

shown_by! {
    Ayoayo => board,
    lagos::Position => board,
    oware::Position => houses,
    awari::Position => bins,
    Kalah => board,
}

/// What the `choices` of a property's failing input are, for its failure message: proptest
/// prints them as the minimal failing input with no word of what they mean.
pub const CHOICES: &str = "The position was reached by random play from the opening: \
    `choices`, in the minimal failing input below, picks each move in turn, the legal move \
    number `choice % (number of legal moves)`, counting from 0 in the order of `moves()`.";

/// The position reached from `start` by picking, at each turn, the move `choice % moves`.
pub fn reached<G: GameTree>(start: G, choices: &[usize]) -> G {
    choices.iter().fold(start, |position, &choice| {
        let moves = position.moves();
        if moves.is_empty() {
            position
        } else {
            position.after(moves[choice % moves.len()])
        }
    })
}
