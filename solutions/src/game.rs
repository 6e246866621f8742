//! The whole game as a value: each move returns the next game. Built on `take_turn`, it adds
//! what needs the game's history: the repetition rule and the list of moves.

use std::fmt;

use crate::{Board, IllegalMove, OPENING, Pit, Player, Score, potential_moves, take_turn};

// ANCHOR: game
/// How a finished game came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Winner(Player),
    Draw,
}

/// A game of Ayòayò: the position, the score, whose move it is, and every move so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    board: Board,
    score: Score,
    to_move: Player,
    over: bool,
    moves: Vec<Pit>,
    /// Positions (board, player to move) since the last capture: only these can come again,
    /// since a capture takes stones off the board for good.
    since_capture: Vec<(Board, Player)>,
}

impl Game {
    /// The opening: four stones in every pit, South to move.
    pub fn new() -> Game {
        Game {
            board: OPENING,
            score: [0, 0],
            to_move: Player::South,
            over: false,
            moves: Vec::new(),
            since_capture: vec![(OPENING, Player::South)],
        }
    }

    pub fn board(&self) -> Board {
        self.board
    }

    pub fn score(&self) -> Score {
        self.score
    }

    pub fn to_move(&self) -> Player {
        self.to_move
    }

    pub fn is_over(&self) -> bool {
        self.over
    }

    /// The pits played so far, in order.
    pub fn moves(&self) -> &[Pit] {
        &self.moves
    }

    /// The result once the game is over: more captured stones wins.
    pub fn outcome(&self) -> Option<Outcome> {
        let [south, north] = self.score;
        self.over.then_some(match south.cmp(&north) {
            std::cmp::Ordering::Greater => Outcome::Winner(Player::South),
            std::cmp::Ordering::Less => Outcome::Winner(Player::North),
            std::cmp::Ordering::Equal => Outcome::Draw,
        })
    }

    /// The game after the player to move sows `pit`, or why that move is illegal.
    ///
    /// ```
    /// use ayoayo::{Game, IllegalMove};
    /// let game = Game::new().play(3).unwrap();
    /// assert_eq!(game.score(), [6, 0]);
    /// assert_eq!(game.play(3), Err(IllegalMove::NotYourPit(3)));
    /// ```
    pub fn play(&self, pit: Pit) -> Result<Game, IllegalMove> {
        if self.over {
            return Err(IllegalMove::GameOver);
        }
        let turn = take_turn(self.board, self.score, self.to_move, pit)?;
        Ok(self.after(pit, turn))
    }

    /// The game after the player to move sowed `pit`, which gave `turn` (the board, the score
    /// and whether the game is over, as `take_turn` answers): what only the game's history
    /// adds, the list of moves and the repetition rule. `play` calls it on the reference's
    /// `take_turn`; `play --mine` on a learner's.
    pub fn after(&self, pit: Pit, (board, score, over): (Board, Score, bool)) -> Game {
        let to_move = self.to_move.other();
        let mut next = Game {
            board,
            score,
            to_move,
            over,
            moves: [self.moves.as_slice(), &[pit]].concat(),
            since_capture: if score == self.score {
                [self.since_capture.as_slice(), &[(board, to_move)]].concat()
            } else {
                vec![(board, to_move)]
            },
        };
        if !over && self.since_capture.contains(&(board, to_move)) {
            next.end_by_repetition();
        }
        next
    }

    /// A position came again (rule 10, the stop rule of Khan's paper): each player captures the
    /// stones on their side.
    fn end_by_repetition(&mut self) {
        for player in [Player::South, Player::North] {
            for pit in potential_moves(player) {
                self.score[player as usize] += self.board[pit];
                self.board[pit] = 0;
            }
        }
        self.over = true;
    }
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}
// ANCHOR_END: game

impl fmt::Display for Game {
    /// The board as a player sees it, with the score and whose move it is.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [south, north] = self.score;
        writeln!(f, "{}", crate::draw(self.board))?;
        write!(f, "captured: South {south}, North {north}; ")?;
        match self.outcome() {
            None => write!(f, "{:?} to move", self.to_move),
            Some(Outcome::Winner(player)) => write!(f, "{player:?} wins"),
            Some(Outcome::Draw) => write!(f, "a draw"),
        }
    }
}
