//! Each system of the course as a [`GameTree`], on its reference module's public functions.

use crate::search::GameTree;
use crate::{Board, Pit, Player, Score, awari, kalah, lagos, oware, permissible_moves, take_turn};

/// Part I's Ayòayò as a position: the board, the score, whose move, and whether the game has
/// ended (`take_turn` says so; the repetition rule needs a history, which a position has not).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ayoayo {
    pub board: Board,
    pub score: Score,
    pub to_move: Player,
    pub over: bool,
}

impl Ayoayo {
    /// The opening, South to move.
    pub const OPENING: Ayoayo = Ayoayo {
        board: crate::OPENING,
        score: [0, 0],
        to_move: Player::South,
        over: false,
    };
}

impl GameTree for Ayoayo {
    fn moves(&self) -> Vec<Pit> {
        if self.over {
            return Vec::new();
        }
        permissible_moves(self.board, self.to_move)
    }
    fn after(&self, pit: Pit) -> Ayoayo {
        match take_turn(self.board, self.score, self.to_move, pit) {
            Ok((board, score, over)) => Ayoayo {
                board,
                score,
                to_move: self.to_move.other(),
                over,
            },
            Err(_) => *self, // not one of `moves`: nothing changes
        }
    }
    fn to_move(&self) -> Player {
        self.to_move
    }
    fn stores(&self) -> [u8; 2] {
        self.score
    }
}

impl GameTree for lagos::Position {
    fn moves(&self) -> Vec<Pit> {
        lagos::permitted_moves(*self)
    }
    fn after(&self, pit: Pit) -> Self {
        lagos::play(*self, pit).unwrap_or(*self)
    }
    fn to_move(&self) -> Player {
        self.to_move
    }
    fn stores(&self) -> [u8; 2] {
        self.captured
    }
}

impl GameTree for oware::Position {
    fn moves(&self) -> Vec<Pit> {
        oware::legal_moves(*self)
    }
    fn after(&self, pit: Pit) -> Self {
        oware::play(*self, pit).unwrap_or(*self)
    }
    fn to_move(&self) -> Player {
        self.to_move
    }
    fn stores(&self) -> [u8; 2] {
        oware::final_score(*self).unwrap_or(self.stores)
    }
}

impl GameTree for awari::Position {
    fn moves(&self) -> Vec<Pit> {
        awari::legal_moves(*self)
    }
    fn after(&self, pit: Pit) -> Self {
        awari::play(*self, pit).unwrap_or(*self)
    }
    fn to_move(&self) -> Player {
        self.to_move
    }
    fn stores(&self) -> [u8; 2] {
        [self.bins[6], self.bins[13]]
    }
}

/// Kalah as a position: the board (goals included) and whose move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Kalah {
    pub board: kalah::Board,
    pub to_move: Player,
}

impl Kalah {
    /// The standard opening, South (player 0) to move.
    pub const OPENING: Kalah = Kalah {
        board: kalah::STANDARD_BOARD,
        to_move: Player::South,
    };
}

impl GameTree for Kalah {
    fn moves(&self) -> Vec<Pit> {
        if kalah::is_game_over(self.board) {
            return Vec::new();
        }
        (0..14)
            .filter(|&square| kalah::is_legal_move(self.board, self.to_move, square))
            .collect()
    }
    fn after(&self, pit: Pit) -> Kalah {
        let (board, to_move, _) = kalah::play_move(self.board, self.to_move, pit);
        Kalah { board, to_move }
    }
    fn to_move(&self) -> Player {
        self.to_move
    }
    fn stores(&self) -> [u8; 2] {
        [self.board[6], self.board[13]]
    }
}
