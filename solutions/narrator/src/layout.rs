//! What the narration needs to know about a board, and about a traced move, so that a board of
//! other pits (Part II's 14 bins with stores) is told by the same code.

use ayoayo::toolkit::trace as toolkit;
use ayoayo::{Board, PITS, Pit, Player, StepKind, Trace};

use crate::grammar::{self, GrammarError};

/// The shape of a board: how many pits, who owns each, which faces which, where sowing goes.
pub trait Layout {
    /// The board: a stone count per pit.
    type Board: Copy + PartialEq + std::fmt::Debug + AsRef<[u8]>;
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
    /// The board as text, as South sees it (for the course tool).
    fn draw(board: Self::Board) -> String;
    /// Whether `bin` is a store, which holds what a player has captured and is never sown from.
    fn is_store(_bin: usize) -> bool {
        false
    }
    /// `pit`, if it can be sown on `board`: on the board, not a store, holding stones.
    fn sowable(board: &[u8], pit: usize) -> Result<Pit, GrammarError> {
        let pit = grammar::on_board(pit, board.len())?;
        if Self::is_store(pit) {
            return Err(GrammarError::Store {
                bin: pit,
                player: Self::owner(pit),
            });
        }
        grammar::sowable(board, pit)
    }

    /// A bin as a sentence names it: "pit 3", or "South's store (bin 6)".
    fn bin_name(bin: usize) -> String {
        if Self::is_store(bin) {
            format!(
                "{}'s store (bin {bin})",
                crate::words::player_name(Self::owner(bin))
            )
        } else {
            format!("pit {bin}")
        }
    }
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

    fn draw(board: Board) -> String {
        ayoayo::draw_bins(&board, None)
    }
}

/// Part II's board of 14 bins: South's pits 0 to 5 and its store 6, North's pits 7 to 12 and
/// its store 13, sown in that order; the pit opposite `p` is `12 - p`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FourteenBins;

impl Layout for FourteenBins {
    type Board = [u8; 14];
    /// The most stones of any 14-bin system (Kalah's); each system checks its own.
    const STONES: u32 = 48;

    fn owner(bin: usize) -> Player {
        if bin < 7 {
            Player::South
        } else {
            Player::North
        }
    }

    /// Facing pits across the board; a store faces itself.
    fn opposite(bin: usize) -> usize {
        (26 - bin % 14) % 14
    }

    fn next_pit(bin: usize) -> usize {
        (bin + 1) % 14
    }

    fn parse_board(text: &str) -> Result<[u8; 14], GrammarError> {
        grammar::parse_bins(text, Self::STONES)
    }

    fn is_store(bin: usize) -> bool {
        bin == 6 || bin == 13
    }

    /// North's row above (pits 12 to 7), South's below (0 to 5), and between them the stores
    /// at the two ends, where the sowing turns: North's 13 on the left, South's 6 on the right.
    ///
    /// ```
    /// use ayoayo_narrator::{FourteenBins, Layout};
    /// assert_eq!(
    ///     FourteenBins::draw([4, 4, 4, 4, 4, 4, 1, 4, 4, 4, 4, 4, 4, 0]),
    ///     "pit         12  11  10   9   8   7\n\
    ///      North        4   4   4   4   4   4\n\
    ///      store 13: 0                        store 6: 1\n\
    ///      South        4   4   4   4   4   4\n\
    ///      pit          0   1   2   3   4   5"
    /// );
    /// ```
    fn draw(bins: [u8; 14]) -> String {
        ayoayo::draw_bins(&bins, None)
    }
}

/// A move as a reference traced it: the board before it, the pit sown, and every step with the
/// board after it.
pub trait Traced {
    type Layout: Layout;
    fn board(&self) -> BoardOf<Self>;
    fn start(&self) -> Pit;
    fn steps(&self) -> impl Iterator<Item = (StepKind, BoardOf<Self>)>;
    /// The player who sows: by default the owner of the pit sown.
    fn mover(&self) -> Player {
        Self::Layout::owner(self.start())
    }
    /// The rules the move was played under: `None` for Part I's own trace, told in the words
    /// of Part I's rules; a Part II system's name for a trace of the toolkit.
    fn system(&self) -> Option<&'static str> {
        None
    }
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

/// A move of a Part II system on 12 pits or 14 bins, traced by the toolkit.
macro_rules! traced_by_the_toolkit {
    ($bins:literal, $layout:ty) => {
        impl Traced for toolkit::Trace<$bins> {
            type Layout = $layout;

            fn board(&self) -> [u8; $bins] {
                self.bins
            }

            fn start(&self) -> Pit {
                self.start
            }

            fn steps(&self) -> impl Iterator<Item = (StepKind, [u8; $bins])> {
                self.steps.iter().map(|step| (step.kind, step.bins))
            }

            fn mover(&self) -> Player {
                self.mover
            }

            fn system(&self) -> Option<&'static str> {
                Some(self.system)
            }
        }
    };
}

traced_by_the_toolkit!(12, TwelvePits);
traced_by_the_toolkit!(14, FourteenBins);
