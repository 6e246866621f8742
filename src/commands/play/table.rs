//! A game in progress as the terminal plays it, for every system of the course: the one loop
//! in `play` asks a [`Table`] what it needs, and each system answers from its reference module.

use ayoayo::tournament::Arena;
use ayoayo::{Outcome, Pit, Player, Score};

/// One position of a game, with what the terminal needs to play on from it.
pub trait Table: Clone {
    /// The position as search sees it, which every computer opponent plays from.
    type Position: Arena;
    /// This position, as search sees it.
    fn position(&self) -> Self::Position;
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
    /// What went wrong in the code that plays the game, which ends it: only a learner's own
    /// engine (`play --mine`) can go wrong.
    fn broken(&self) -> Option<&str> {
        None
    }
}
