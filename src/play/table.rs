//! A game in progress as the terminal plays it, for every system of the course: the one loop
//! in [`super::game_loop`] asks a [`Table`] what it needs, and each system answers from its
//! reference module. What every system shares is said once here, from the system and the
//! position search sees.

use ayoayo::search::GameTree as _;
use ayoayo::tournament::Arena;
use ayoayo::{Outcome, Pit, Player, Score};
use ayoayo_narrator::system::{AnyBoard, System};

/// One position of a game, with what the terminal needs to play on from it.
pub trait Table: Clone {
    /// The position as search sees it, which every computer opponent plays from.
    type Position: Arena;
    /// The system the game is played under.
    fn system(&self) -> System;
    /// This position, as search sees it.
    fn position(&self) -> Self::Position;
    /// The board, pits (and stores) as they are now.
    fn board(&self) -> AnyBoard;
    /// The position after `pit` is sown, or why it may not be, in a sentence a player reads.
    fn play(&self, pit: Pit) -> Result<Self, String>;
    /// How the game came out; `None` while it goes on.
    fn outcome(&self) -> Option<Outcome>;
    /// The game's name, as the book writes it.
    fn name(&self) -> &'static str {
        self.system().name()
    }
    /// Whose move it is (the same player again after an extra move).
    fn to_move(&self) -> Player {
        self.position().to_move()
    }
    /// The first and last pit `player` may sow from, for the prompt: the first half of the
    /// board is South's, the second North's, each row six pits and then a store if any.
    fn own_pits(&self, player: Player) -> (Pit, Pit) {
        let first = player as usize * self.system().bins() / 2;
        (first, first + 5)
    }
    /// The moves the player to move may play, in increasing order; none once the game is over.
    fn legal_moves(&self) -> Vec<Pit> {
        self.position().moves()
    }
    /// What each player has so far: captured stones, or the stores on the board.
    fn score(&self) -> Score {
        self.position().stores()
    }
    /// Whether the score is kept in stores on the board, which sowing also fills (Awari,
    /// Kalah), rather than as stones captured off it.
    fn has_stores(&self) -> bool {
        self.system().bins() == 14
    }
    /// The board as a player sees it, with the score and whose move it is.
    fn picture(&self) -> String {
        let [south, north] = self.score();
        let kept = match self.system() {
            System::Kalah => "goals",
            _ if self.has_stores() => "stores",
            _ => "captured",
        };
        let status = match self.outcome() {
            None => format!("{:?} to move", self.to_move()),
            Some(Outcome::Winner(player)) => format!("{player:?} wins"),
            Some(Outcome::Draw) => "a draw".to_string(),
        };
        let board = self.board().draw();
        format!("{board}\n{kept}: South {south}, North {north}; {status}")
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
