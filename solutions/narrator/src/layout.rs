//! What the narration needs to know about a board, and about a traced move, so that a board of
//! other pits (Part II's 14 bins with stores) is told by the same code.

use ayoayo::{Board, PITS, Pit, Player, StepKind, Trace};

use crate::grammar::{self, GrammarError};

/// The shape of a board: how many pits, who owns each, which faces which, where sowing goes.
pub trait Layout {
    /// The board: a stone count per pit.
    type Board: Copy + PartialEq + std::fmt::Debug;
    /// The stones of a whole game: no board holds more.
    const STONES: u32;
    /// The player whose row `pit` is in.
    fn owner(pit: Pit) -> Player;
    /// The pit facing `pit` across the board.
    fn opposite(pit: Pit) -> Pit;
    /// The pit a stone goes into after `pit`.
    fn next_pit(pit: Pit) -> Pit;
    /// A board from text, pit 0 first (see [`grammar::parse_board`]).
    fn parse_board(text: &str) -> Result<Self::Board, GrammarError>;
}

/// Part I's board: two rows of six pits, South's 0 to 5 and North's 6 to 11.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TwelvePits;

impl Layout for TwelvePits {
    type Board = Board;
    const STONES: u32 = 48;

    fn owner(pit: Pit) -> Player {
        ayoayo::owner(pit)
    }

    fn opposite(pit: Pit) -> Pit {
        ayoayo::opposite(pit)
    }

    fn next_pit(pit: Pit) -> Pit {
        ayoayo::next_pit(pit)
    }

    fn parse_board(text: &str) -> Result<Board, GrammarError> {
        grammar::parse_board::<PITS>(text, Self::STONES)
    }
}

/// A move as a reference traced it: the board before it, the pit sown, and every step with the
/// board after it.
pub trait Traced {
    type Layout: Layout;
    fn board(&self) -> BoardOf<Self>;
    fn start(&self) -> Pit;
    fn steps(&self) -> impl Iterator<Item = (StepKind, BoardOf<Self>)>;
}

/// The board type of a traced move.
pub type BoardOf<T> = <<T as Traced>::Layout as Layout>::Board;

impl Traced for Trace {
    type Layout = TwelvePits;

    fn board(&self) -> Board {
        self.board
    }

    fn start(&self) -> Pit {
        self.start
    }

    fn steps(&self) -> impl Iterator<Item = (StepKind, Board)> {
        self.steps.iter().map(|step| (step.kind, step.board))
    }
}
