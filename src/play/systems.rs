//! Each system of the course as a [`Table`], on its reference module's public functions only:
//! what the [`Table`] cannot say for every system at once.

use ayoayo::{Game, IllegalMove, Outcome, Pit, Player, Score, awari, kalah, lagos, oware, search};
use ayoayo_narrator::system::{AnyBoard, System};

use super::table::Table;

/// Who wins with these two totals, South's first.
fn compare([south, north]: Score) -> Outcome {
    match south.cmp(&north) {
        std::cmp::Ordering::Greater => Outcome::Winner(Player::South),
        std::cmp::Ordering::Less => Outcome::Winner(Player::North),
        std::cmp::Ordering::Equal => Outcome::Draw,
    }
}

/// Why `pit` may not be sown by `mover` on a board of fourteen bins, in Part II's typed words.
fn check_fourteen_bins(bins: [u8; 14], mover: Player, pit: Pit) -> Result<(), IllegalMove> {
    let first = mover as usize * 7;
    match pit {
        14.. => Err(IllegalMove::NoSuchBin(pit)),
        _ if !(first..=first + 5).contains(&pit) => Err(IllegalMove::NotYourBin(pit)),
        _ if bins[pit] == 0 => Err(IllegalMove::EmptyPit(pit)),
        _ => Ok(()),
    }
}

impl Table for Game {
    type Position = search::Ayoayo;
    fn system(&self) -> System {
        System::Ayoayo
    }
    fn position(&self) -> search::Ayoayo {
        search::Ayoayo {
            board: self.board(),
            score: Game::score(self),
            to_move: Game::to_move(self),
            over: self.is_over(),
        }
    }
    fn board(&self) -> AnyBoard {
        AnyBoard::Twelve(Game::board(self))
    }
    fn play(&self, pit: Pit) -> Result<Game, String> {
        Game::play(self, pit).map_err(|illegal| illegal.to_string())
    }
    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }
}

/// Lagos and Oware: each position is its own search position, played by its module.
macro_rules! twelve_pit_table {
    ($module:ident, $system:expr, $pits:ident) => {
        impl Table for $module::Position {
            type Position = Self;
            fn system(&self) -> System {
                $system
            }
            fn position(&self) -> Self {
                *self
            }
            fn board(&self) -> AnyBoard {
                AnyBoard::Twelve(self.$pits)
            }
            fn play(&self, pit: Pit) -> Result<Self, String> {
                $module::play(*self, pit).map_err(|illegal| illegal.to_string())
            }
            fn outcome(&self) -> Option<Outcome> {
                $module::outcome(*self)
            }
        }
    };
}

twelve_pit_table!(lagos, System::Lagos, board);
twelve_pit_table!(oware, System::Oware, houses);

/// An Awari game: the position, and every half move so far (the 1978 opponent reads them).
#[derive(Clone, Debug)]
pub struct Awari {
    pub position: awari::Position,
    pub history: Vec<usize>,
}

impl Awari {
    pub fn new() -> Awari {
        Awari {
            position: awari::START,
            history: Vec::new(),
        }
    }
}

impl Table for Awari {
    type Position = awari::Position;
    fn system(&self) -> System {
        System::Awari
    }
    fn position(&self) -> awari::Position {
        self.position
    }
    fn board(&self) -> AnyBoard {
        AnyBoard::Fourteen(self.position.bins)
    }
    fn play(&self, pit: Pit) -> Result<Self, String> {
        let position = awari::play(self.position, pit).map_err(|illegal| illegal.to_string())?;
        let history = [self.history.as_slice(), &[pit]].concat();
        Ok(Awari { position, history })
    }
    fn outcome(&self) -> Option<Outcome> {
        awari::is_over(self.position.bins).then(|| compare(self.score()))
    }
}

/// A Kalah game: the board, whose move, and what the last move said.
#[derive(Clone, Debug)]
pub struct Kalah {
    pub board: kalah::Board,
    pub to_move: Player,
    pub said: Option<&'static str>,
}

impl Kalah {
    pub fn new() -> Kalah {
        Kalah {
            board: kalah::STANDARD_BOARD,
            to_move: Player::South,
            said: None,
        }
    }
}

impl Table for Kalah {
    type Position = search::Kalah;
    fn system(&self) -> System {
        System::Kalah
    }
    fn board(&self) -> AnyBoard {
        AnyBoard::Fourteen(self.board)
    }
    fn position(&self) -> search::Kalah {
        search::Kalah {
            board: self.board,
            to_move: self.to_move,
        }
    }
    fn play(&self, pit: Pit) -> Result<Self, String> {
        if kalah::is_game_over(self.board) {
            return Err(IllegalMove::GameOver.to_string());
        }
        check_fourteen_bins(self.board, self.to_move, pit)
            .map_err(|illegal| illegal.to_string())?;
        // Scoop the square, then let `distribute` drop one stone per step until none is left.
        let mut board = self.board;
        let stones = std::mem::take(&mut board[pit]);
        let first = kalah::square_next(self.to_move, pit);
        let mut step = kalah::distribute(board, self.to_move, first, stones);
        while step.3 > 0 {
            let (board, player, square, left, _) = step;
            step = kalah::distribute(board, player, square, left);
        }
        let (board, to_move, _, _, said) = step;
        Ok(Kalah {
            board,
            to_move,
            said: Some(said),
        })
    }
    fn outcome(&self) -> Option<Outcome> {
        kalah::is_game_over(self.board).then(|| match kalah::winner(self.board) {
            Some(player) => Outcome::Winner(player),
            None => Outcome::Draw,
        })
    }
    fn said(&self) -> Option<&'static str> {
        self.said
    }
}
