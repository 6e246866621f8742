//! The board: twelve pits in a ring, as one small `Copy` value.

// ANCHOR: types
/// How many pits the board has: two rows of six.
pub const PITS: usize = 12;

/// Stones per pit, indexed by pit number. Twelve bytes: copying it is as cheap as a pointer.
///
/// A game's board holds at most [`STONES`] stones in all. Boards with more are answered without
/// a panic, as the crate's docs describe (see "Boards the game never reaches").
pub type Board = [u8; PITS];

/// A pit number, `0..=11`, counted counter-clockwise from South's leftmost pit.
pub type Pit = usize;

/// Stones each player has captured, indexed by `player as usize`.
pub type Score = [u8; 2];

/// The opening position: four stones in every pit, 48 in all.
pub const OPENING: Board = [4; PITS];

/// All the stones of a game: the board and both scores always add up to this.
pub const STONES: u32 = 48;
// ANCHOR_END: types

// ANCHOR: player
/// One of the two players. South owns pits 0 to 5 and moves first; North owns 6 to 11.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum Player {
    South = 0,
    North = 1,
}

impl Player {
    /// The opponent.
    ///
    /// ```
    /// use ayoayo::Player;
    /// assert_eq!(Player::South.other(), Player::North);
    /// ```
    pub fn other(self) -> Player {
        match self {
            Player::South => Player::North,
            Player::North => Player::South,
        }
    }
}

/// Who owns a pit: South owns `0..=5`, North owns `6..=11` (and any number past 11, though no
/// such pit exists).
///
/// ```
/// use ayoayo::{owner, Player};
/// assert_eq!(owner(5), Player::South);
/// assert_eq!(owner(6), Player::North);
/// ```
pub fn owner(pit: Pit) -> Player {
    if pit < PITS / 2 {
        Player::South
    } else {
        Player::North
    }
}

/// The pit facing `pit` across the board: pit 0 faces 11, pit 5 faces 6. A pit off the board
/// faces nothing on it: the answer is `pit` itself, still off the board.
///
/// ```
/// use ayoayo::opposite;
/// assert_eq!(opposite(0), 11);
/// assert_eq!(opposite(7), 4);
/// assert_eq!(opposite(12), 12);
/// ```
pub fn opposite(pit: Pit) -> Pit {
    if pit >= PITS {
        return pit;
    }
    PITS - 1 - pit
}
// ANCHOR_END: player

/// Whether `pit` is on the board and holds stones: whether there is anything to sow from it.
pub(crate) fn holds_stones(board: Board, pit: Pit) -> bool {
    pit < PITS && board[pit] > 0
}

/// All the stones on a board.
pub(crate) fn stones(board: Board) -> u32 {
    board.iter().map(|&pit| u32::from(pit)).sum()
}

// ANCHOR: draw
/// Draws a board as the two rows a player sees, South's row at the bottom, with pit numbers
/// above and below. North's row reads right to left because sowing goes counter-clockwise.
///
/// ```
/// let picture = ayoayo::draw([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4]);
/// assert_eq!(
///     picture,
///     "pit     11  10   9   8   7   6\n\
///      North    4   4   4   4   4   4\n\
///      South    0   5   5   5   5   4\n\
///      pit      0   1   2   3   4   5"
/// );
/// ```
pub fn draw(board: Board) -> String {
    draw_bins(&board, None)
}
// ANCHOR_END: draw

// ANCHOR: draw_bins
/// Any board of the course as text, as South sees it: the one drawer of the reference, the
/// course tool and the test kit. Twelve pits are drawn as [`draw`] shows. Fourteen bins (Awari, Kalah)
/// have their stores between the rows, at the ends where the sowing turns: North's store 13 on
/// the left, South's store 6 on the right.
///
/// With `marked`, each count is followed by a space, so that a pit `marked` picks out can have
/// its count in brackets and still line up: the test kit draws every board of a failure this
/// way, marking the pits where a learner's board differs from the reference's.
///
/// ```
/// assert_eq!(
///     ayoayo::draw_bins(&[4, 4, 4, 4, 4, 4, 1, 4, 4, 4, 4, 4, 4, 0], None),
///     "pit         12  11  10   9   8   7\n\
///      North        4   4   4   4   4   4\n\
///      store 13: 0                        store 6: 1\n\
///      South        4   4   4   4   4   4\n\
///      pit          0   1   2   3   4   5"
/// );
/// assert_eq!(
///     ayoayo::draw_bins(&[0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], Some(&|pit| pit == 0)),
///     "pit     11   10    9    8    7    6\n\
///      North    4    4    4    4    4    4\n\
///      South   [0]   5    5    5    5    4\n\
///      pit      0    1    2    3    4    5"
/// );
/// ```
pub fn draw_bins(bins: &[u8], marked: Option<&dyn Fn(Pit) -> bool>) -> String {
    let with_stores = bins.len() == 14;
    let label = if with_stores { 10 } else { 6 };
    let width = if marked.is_some() { 5 } else { 4 };
    let cell = |text: String, bracketed: bool| match marked {
        Some(_) if bracketed => format!("[{text}]"),
        Some(_) => format!("{text} "),
        None => text,
    };
    let stones = |pit: Pit| {
        let count = bins.get(pit).copied().unwrap_or(0);
        cell(count.to_string(), marked.is_some_and(|marked| marked(pit)))
    };
    let number = |pit: Pit| cell(pit.to_string(), false);
    let row = |name: &str, pits: &[Pit], cell: &dyn Fn(Pit) -> String| {
        let cells: String = pits
            .iter()
            .map(|&pit| format!("{:>width$}", cell(pit)))
            .collect();
        format!("{name:<label$}{cells}")
    };
    let first_north = bins.len() / 2;
    let north: Vec<Pit> = (first_north..first_north + 6).rev().collect();
    let south: Vec<Pit> = (0..6).collect();
    let mut lines = vec![row("pit", &north, &number), row("North", &north, &stones)];
    if with_stores {
        let (left, gap) = (format!("store 13: {}", stones(13)), label + 6 * width + 1);
        lines.push(format!("{left:<gap$}store 6: {}", stones(6)));
    }
    lines.push(row("South", &south, &stones));
    lines.push(row("pit", &south, &number));
    let lines: Vec<&str> = lines.iter().map(|line| line.trim_end()).collect();
    lines.join("\n")
}
// ANCHOR_END: draw_bins
