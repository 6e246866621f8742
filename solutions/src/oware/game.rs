//! A game of Oware with its history, for the one rule a position alone cannot know: a position
//! that comes again ends the game.

use super::{Position, final_score, is_over, outcome, play};
use crate::{IllegalMove, Outcome, Pit, Player, potential_moves};

// ANCHOR: game
/// A game of Oware: the position now, and the positions since the last capture (a capture
/// takes stones off the board for good, so no earlier position can come back).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    position: Position,
    since_capture: Vec<Position>,
}

impl Game {
    /// The opening: four stones in every house, South to move.
    pub fn new() -> Game {
        Game::from_position(super::OPENING)
    }

    /// A game that starts from `position`, say an endgame to study, with no history before it.
    pub fn from_position(position: Position) -> Game {
        Game {
            position,
            since_capture: vec![position],
        }
    }

    /// The position now. After a repetition its houses are empty: each side took its own.
    pub fn position(&self) -> Position {
        self.position
    }

    /// Whether the game is over, by the rules of a position or by a repetition.
    pub fn is_over(&self) -> bool {
        is_over(self.position)
    }

    /// Who won, once the game is over (the final score, as [`final_score`] counts it).
    pub fn outcome(&self) -> Option<Outcome> {
        outcome(self.position)
    }

    /// The game after the player to move sows `pit`, or why they may not. When the position
    /// after the move has been seen before (same houses, stores and player to move), the game
    /// ends, each side taking the stones on its own side (the course's house rule, after Khan's
    /// stop rule for a game where too few stones are left for a capture).
    ///
    /// ```
    /// use ayoayo::{oware::Game, IllegalMove};
    /// let game = Game::new().play(5).unwrap();
    /// assert_eq!(game.play(5), Err(IllegalMove::NotYourPit(5)));
    /// ```
    pub fn play(&self, pit: Pit) -> Result<Game, IllegalMove> {
        let next = play(self.position, pit)?;
        if next.stores != self.position.stores {
            return Ok(Game {
                position: next,
                since_capture: vec![next],
            });
        }
        if self.since_capture.contains(&next) && !is_over(next) {
            return Ok(Game {
                position: each_side_takes_its_own(next),
                since_capture: Vec::new(),
            });
        }
        Ok(Game {
            position: next,
            since_capture: [self.since_capture.as_slice(), &[next]].concat(),
        })
    }

    /// The final score once the game is over, as the position's [`final_score`].
    pub fn final_score(&self) -> Option<crate::Score> {
        final_score(self.position)
    }
}

/// The position with every house emptied into the store of the side it is on.
fn each_side_takes_its_own(position: Position) -> Position {
    let mut taken = position;
    for player in [Player::South, Player::North] {
        for pit in potential_moves(player) {
            let store = &mut taken.stores[player as usize];
            *store = store.saturating_add(taken.houses[pit]);
            taken.houses[pit] = 0;
        }
    }
    taken
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}
// ANCHOR_END: game
