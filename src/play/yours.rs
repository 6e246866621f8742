//! `play --mine`: Ayòayò on the learner's own chapters. Each turn is their `take_turn` and the
//! moves offered are their `permissible_moves`, asked of their engine (a program built on
//! their chapters 1 to 7, see `ayoayo_course::mine`); the repetition rule, which needs the
//! game's history and is no chapter's exercise, is the reference `Game`'s, applied to what
//! their turns give.

use std::rc::Rc;

use ayoayo::{Game, Outcome, Pit, search};
use ayoayo_narrator::system::{AnyBoard, System};

use crate::mine::engine::{Engine, Turn};

use super::table::Table;

/// A game in progress on the learner's engine.
#[derive(Clone, Debug)]
pub struct YourGame {
    engine: Rc<Engine>,
    /// The game so far, each turn the learner's, its history kept by the reference's `Game`.
    game: Game,
    /// The player to move's permissible moves, as the learner's code says.
    moves: Vec<Pit>,
    /// What went wrong in the learner's code, which ends the game.
    broken: Option<String>,
}

impl YourGame {
    /// The opening, South to move, with South's moves asked of the engine.
    pub fn new(engine: Engine) -> YourGame {
        let game = YourGame {
            engine: Rc::new(engine),
            game: Game::new(),
            moves: Vec::new(),
            broken: None,
        };
        game.with_moves()
    }

    /// This game with the player to move's permissible moves filled in, or broken.
    fn with_moves(mut self) -> YourGame {
        if !self.game.is_over() {
            match self.engine.moves(self.game.board(), self.game.to_move()) {
                Ok(moves) => self.moves = moves,
                Err(why) => self.broken = Some(why),
            }
        }
        self
    }
}

/// Everything but the moves and the turns is the reference `Game`'s, which keeps the history.
impl Table for YourGame {
    type Position = search::Ayoayo;
    fn system(&self) -> System {
        System::Ayoayo
    }
    fn position(&self) -> search::Ayoayo {
        self.game.position()
    }
    fn board(&self) -> AnyBoard {
        AnyBoard::Twelve(self.game.board())
    }
    fn name(&self) -> &'static str {
        "Ayòayò on your own chapters"
    }
    fn legal_moves(&self) -> Vec<Pit> {
        self.moves.clone()
    }
    fn play(&self, pit: Pit) -> Result<YourGame, String> {
        let game = &self.game;
        let turn = self
            .engine
            .turn(game.board(), game.score(), game.to_move(), pit);
        let turn = match turn {
            Ok(Turn::Played { board, score, over }) => (board, score, over),
            Ok(Turn::Illegal(why)) => return Err(why),
            Err(why) => {
                let broken = Some(why);
                return Ok(YourGame {
                    broken,
                    ..self.clone()
                });
            }
        };
        let next = YourGame {
            game: game.after(pit, turn),
            moves: Vec::new(),
            ..self.clone()
        };
        Ok(next.with_moves())
    }
    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }
    fn broken(&self) -> Option<&str> {
        self.broken.as_deref()
    }
}
