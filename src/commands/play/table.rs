//! A game in progress as the terminal plays it, for every system of the course: the one loop
//! in `play` asks a [`Table`] what it needs, and each system answers from its reference module.

use std::cmp::Reverse;

use ayoayo::{Outcome, Pit, Player, Score};

/// One position of a game, with what the terminal needs to play on from it.
pub trait Table: Clone {
    /// The system's name, as the book writes it.
    fn name(&self) -> &'static str;
    /// How `show` is told this system: `""` for Part I's, else ` --variant NAME`.
    fn show_flag(&self) -> &'static str;
    /// Whose move it is (the same player again after an extra move).
    fn to_move(&self) -> Player;
    /// The first and last pit `player` may sow from, for the prompt.
    fn own_pits(&self, player: Player) -> (Pit, Pit);
    /// The moves the player to move may play, in increasing order; none once the game is over.
    fn legal_moves(&self) -> Vec<Pit>;
    /// The position after `pit` is sown, or why it may not be, in a sentence a player reads.
    fn play(&self, pit: Pit) -> Result<Self, String>;
    /// What each player has so far: captured stones, or the stores on the board.
    fn score(&self) -> Score;
    /// How the game came out; `None` while it goes on.
    fn outcome(&self) -> Option<Outcome>;
    /// The board as a player sees it, with the score and whose move it is.
    fn picture(&self) -> String;
    /// Whether the score is kept in stores on the board, which sowing also fills (Awari,
    /// Kalah), rather than as stones captured off it.
    fn has_stores(&self) -> bool {
        false
    }
    /// What the move that led here said, if the system speaks (Kalah's messages).
    fn said(&self) -> Option<&'static str> {
        None
    }

    /// One move ahead: the legal move after which the mover has the most, the lowest pit
    /// among equals. `None` when there is no move.
    fn greedy_move(&self) -> Option<Pit> {
        let mover = self.to_move() as usize;
        self.legal_moves()
            .into_iter()
            .filter_map(|pit| Some((self.play(pit).ok()?.score()[mover], Reverse(pit))))
            .max()
            .map(|(_, Reverse(pit))| pit)
    }
}
