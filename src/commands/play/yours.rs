//! `play --mine`: Ayòayò on the learner's own chapters. Each turn is their `take_turn` and the
//! moves offered are their `permissible_moves`, asked of their engine (a program built on
//! their chapters 1 to 7, see `ayoayo_course::mine`); the repetition rule, which needs the
//! game's history and is no chapter's exercise, is kept here as the reference's `Game` keeps it.

use std::rc::Rc;

use ayoayo::{Board, OPENING, Outcome, Pit, Player, Score, search};
use ayoayo_course::mine::engine::{Engine, Turn};

use super::systems::{row, status, twelve_pits};
use super::table::Table;

/// A game in progress on the learner's engine.
#[derive(Clone, Debug)]
pub struct YourGame {
    engine: Rc<Engine>,
    board: Board,
    score: Score,
    to_move: Player,
    over: bool,
    /// The player to move's permissible moves, as the learner's code says.
    moves: Vec<Pit>,
    /// Positions since the last capture, for the repetition rule.
    since_capture: Vec<(Board, Player)>,
    /// What went wrong in the learner's code, which ends the game.
    broken: Option<String>,
}

impl YourGame {
    /// The opening, South to move, with South's moves asked of the engine.
    pub fn new(engine: Engine) -> YourGame {
        let game = YourGame {
            engine: Rc::new(engine),
            board: OPENING,
            score: [0, 0],
            to_move: Player::South,
            over: false,
            moves: Vec::new(),
            since_capture: vec![(OPENING, Player::South)],
            broken: None,
        };
        game.with_moves()
    }

    /// This game with the player to move's permissible moves filled in, or broken.
    fn with_moves(mut self) -> YourGame {
        if !self.over {
            match self.engine.moves(self.board, self.to_move) {
                Ok(moves) => self.moves = moves,
                Err(why) => self.broken = Some(why),
            }
        }
        self
    }

    /// Rule 10: a position came again, and each player captures the stones on their side.
    fn end_by_repetition(&mut self) {
        for player in [Player::South, Player::North] {
            let (first, last) = row(player, 12);
            for pit in first..=last {
                self.score[player as usize] += self.board[pit];
                self.board[pit] = 0;
            }
        }
        self.over = true;
    }
}

impl Table for YourGame {
    type Position = search::Ayoayo;
    fn position(&self) -> search::Ayoayo {
        search::Ayoayo {
            board: self.board,
            score: self.score,
            to_move: self.to_move,
            over: self.over,
        }
    }
    fn name(&self) -> &'static str {
        "Ayòayò on your own chapters"
    }
    fn show_flag(&self) -> &'static str {
        ""
    }
    fn to_move(&self) -> Player {
        self.to_move
    }
    fn own_pits(&self, player: Player) -> (Pit, Pit) {
        row(player, 12)
    }
    fn legal_moves(&self) -> Vec<Pit> {
        self.moves.clone()
    }
    fn play(&self, pit: Pit) -> Result<YourGame, String> {
        let turn = self.engine.turn(self.board, self.score, self.to_move, pit);
        let (board, score, over) = match turn {
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
        let to_move = self.to_move.other();
        let position = (board, to_move);
        let mut next = YourGame {
            board,
            score,
            to_move,
            over,
            moves: Vec::new(),
            since_capture: match score == self.score {
                true => [self.since_capture.as_slice(), &[position]].concat(),
                false => vec![position],
            },
            ..self.clone()
        };
        if !over && self.since_capture.contains(&position) {
            next.end_by_repetition();
        }
        Ok(next.with_moves())
    }
    fn score(&self) -> Score {
        self.score
    }
    fn outcome(&self) -> Option<Outcome> {
        let [south, north] = self.score;
        self.over.then_some(match south.cmp(&north) {
            std::cmp::Ordering::Greater => Outcome::Winner(Player::South),
            std::cmp::Ordering::Less => Outcome::Winner(Player::North),
            std::cmp::Ordering::Equal => Outcome::Draw,
        })
    }
    fn picture(&self) -> String {
        twelve_pits(self.board, self.score, status(self.outcome(), self.to_move))
    }
    fn broken(&self) -> Option<&str> {
        self.broken.as_deref()
    }
}
