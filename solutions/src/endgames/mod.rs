//! Chapter 16: Oware's endgames, solved. Every position with up to `n` stones on the board gets
//! its exact value: the most of those stones the player to move can be sure to end with,
//! against any defence. The database is built layer by layer, fewest stones first, by
//! retrograde analysis: a capture leads to a smaller layer, already solved; the moves that
//! capture nothing stay in the layer, whose values are then improved together until nothing
//! changes.
//!
//! The value (the page says the same in words), for the player to move, of the `n` stones on
//! the board, stores ignored:
//! - no legal move: the game is over and each side takes the stones on its side;
//! - a move that captures `c` leaves `n - c` stones to a fresh game, worth `v` to the opponent:
//!   the mover ends with `n - v` (the `c` taken plus what the opponent does not get);
//! - moves that capture nothing may go round for ever. `low` is what the mover can force when
//!   endless play would give them nothing, `high` what they get when it would give them
//!   everything; between the two, neither side can make the game end better for itself, and
//!   the course's repetition rule leaves each side the stones on its side: the value is the
//!   mover's own stones, held between `low` and `high`. When `low == high`, no repetition rule can change it.
//!
//! The store of more than 24 that ends a real game early is ignored: the value is a share of
//! the stones on the board, whatever the stores hold.

mod check;
mod index;

pub use check::value_by_search;
pub use index::{arrangements, board_at, boards_with, index_of};

use crate::oware::{self, sow_and_capture};
use crate::{Board, PITS, Pit, Player};

/// The most stones the course tool's `solve` builds a database for (the book states it, and a
/// test checks the book against it): 16 stones are 30 million boards, a byte each on disk, and
/// each stone more roughly doubles them.
pub const MAX_STONES: u32 = 16;

// ANCHOR: view
/// The houses as the player to move sees them: their own six first. The database stores every
/// position this way, so a position and its mirror image (the other player to move on the
/// board turned half round) are one entry.
pub fn seen_by(houses: Board, player: Player) -> Board {
    match player {
        Player::South => houses,
        Player::North => std::array::from_fn(|pit| houses[(pit + PITS / 2) % PITS]),
    }
}

/// The stones on `player`'s side: what they take when the game ends.
pub fn own_side(houses: Board, player: Player) -> u8 {
    let first = player as usize * PITS / 2;
    houses[first..first + PITS / 2].iter().sum()
}

/// The moves of the player to move on `houses` (seen by them, so South's pits) and where each
/// leads: the next player's view of the board and the stones captured.
fn children(houses: Board) -> Vec<(Pit, Board, u8)> {
    let position = oware::Position {
        houses,
        stores: [0, 0],
        to_move: Player::South,
    };
    oware::legal_moves(position)
        .into_iter()
        .map(|pit| {
            let (after, taken) = sow_and_capture(houses, pit);
            (pit, seen_by(after, Player::North), taken)
        })
        .collect()
}
// ANCHOR_END: view

/// Every position of Oware with up to [`Database::stones`] stones on the board, solved: one
/// byte per board as the player to move sees it, layer by layer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Database {
    /// `layers[n][index_of(houses)]`: the value for the player to move of the board with `n`.
    layers: Vec<Vec<u8>>,
    /// `repetitions[n]`: how many boards of layer `n` have a value only the repetition rule
    /// decides (`low < high`).
    repetitions: Vec<usize>,
}

/// The first bytes of [`Database::to_bytes`], with a version number.
const MAGIC: &[u8; 8] = b"OWAREDB1";

// ANCHOR: build
impl Database {
    /// Solves every board with up to `stones` stones, fewest first, calling `progress` with the
    /// number of boards just solved every so often (for a progress bar: the total is the sum of
    /// [`boards_with`] over the layers).
    pub fn build(stones: u32, mut progress: impl FnMut(usize)) -> Database {
        let mut database = Database {
            layers: Vec::new(),
            repetitions: Vec::new(),
        };
        for n in 0..=stones {
            let mut layer = Layer::bounded(n, &database.layers, &mut progress);
            layer.tighten();
            let (values, repetitions) = layer.values();
            database.layers.push(values);
            database.repetitions.push(repetitions);
        }
        database
    }
}

/// A layer being solved: bounds `low` and `high` on the value of each of its boards, and the
/// moves that stay in it, through which those bounds depend on each other.
struct Layer {
    /// The stones on each of its boards.
    all: u8,
    low: Vec<u8>,
    high: Vec<u8>,
    /// Boards with a move that stays in the layer: (index, best share through a capture or
    /// none, where their children's indices start in `stay`).
    open: Vec<(u32, u8, usize)>,
    stay: Vec<u32>,
}

impl Layer {
    /// Layer `n`'s first bounds, in one pass over its boards, given every `smaller` layer's
    /// values: exact where no move stays in the layer, else `low` at the best capture and
    /// `high` at all `n` stones.
    fn bounded(n: u32, smaller: &[Vec<u8>], progress: &mut impl FnMut(usize)) -> Layer {
        let size = boards_with(n);
        let all = n as u8;
        let (mut low, mut high) = (vec![0; size], vec![all; size]);
        let (mut open, mut stay) = (Vec::new(), Vec::new());
        for index in 0..size {
            let houses = board_at(n, index);
            let moves = children(houses);
            let start = stay.len();
            let mut best_exit = 0;
            for (_, child, taken) in moves.iter().copied() {
                if taken == 0 {
                    stay.push(index_of(child) as u32);
                } else {
                    let left = &smaller[usize::from(all - taken)];
                    best_exit = best_exit.max(all - left[index_of(child)]);
                }
            }
            if moves.is_empty() {
                let own = own_side(houses, Player::South);
                (low[index], high[index]) = (own, own);
            } else if stay.len() == start {
                (low[index], high[index]) = (best_exit, best_exit);
            } else {
                low[index] = best_exit;
                open.push((index as u32, best_exit, start));
            }
            if index % 65_536 == 65_535 {
                progress(65_536);
            }
        }
        progress(size % 65_536);
        Layer {
            all,
            low,
            high,
            open,
            stay,
        }
    }

    /// Improves `low` upwards and `high` downwards until neither moves (a fixed point),
    /// re-solving a board only when one of its children has changed.
    fn tighten(&mut self) {
        let Layer {
            all,
            low,
            high,
            open,
            stay,
        } = self;
        let all = *all;
        let ends = open.iter().skip(1).map(|&(_, _, start)| start);
        let ranges: Vec<(usize, usize)> = open
            .iter()
            .map(|&(_, _, start)| start)
            .zip(ends.chain([stay.len()]))
            .collect();
        let parents = parents_within(&ranges, stay, low.len());
        let mut queued = vec![true; open.len()];
        let mut queue: Vec<usize> = (0..open.len()).rev().collect();
        while let Some(k) = queue.pop() {
            queued[k] = false;
            let (index, exit, _) = open[k];
            let index = index as usize;
            let (start, end) = ranges[k];
            let (mut lo, mut hi) = (exit, exit);
            for &child in &stay[start..end] {
                lo = lo.max(all - high[child as usize]);
                hi = hi.max(all - low[child as usize]);
            }
            if (lo, hi) != (low[index], high[index]) {
                (low[index], high[index]) = (lo, hi);
                for &parent in parents.of(index) {
                    if !std::mem::replace(&mut queued[parent as usize], true) {
                        queue.push(parent as usize);
                    }
                }
            }
        }
    }

    /// The values (each board's own stones, held between its bounds) and how many of them
    /// the repetition rule decides.
    fn values(&self) -> (Vec<u8>, usize) {
        let (low, high) = (&self.low, &self.high);
        let repetitions = (self.open.iter())
            .filter(|&&(index, ..)| low[index as usize] < high[index as usize])
            .count();
        let n = u32::from(self.all);
        let values = (0..low.len())
            .map(|index| own_side(board_at(n, index), Player::South).clamp(low[index], high[index]))
            .collect();
        (values, repetitions)
    }
}
// ANCHOR_END: build

impl Database {
    // ANCHOR: lookup
    /// The largest number of stones on the board the database has solved.
    pub fn stones(&self) -> u32 {
        self.layers.len() as u32 - 1
    }

    /// The values of layer `n`, indexed by [`index_of`] the board as the player to move sees it.
    pub fn layer(&self, n: u32) -> Option<&[u8]> {
        self.layers.get(n as usize).map(Vec::as_slice)
    }

    /// How many boards of layer `n` have a value that only the repetition rule decides.
    pub fn decided_by_repetition(&self, n: u32) -> Option<usize> {
        self.repetitions.get(n as usize).copied()
    }

    /// The value of `position` for the player to move: the most of the stones on the board
    /// they can be sure to end with. `None` when it has more stones than the database.
    pub fn value(&self, position: oware::Position) -> Option<u8> {
        let houses = seen_by(position.houses, position.to_move);
        let n: u32 = houses.iter().map(|&h| u32::from(h)).sum();
        Some(self.layer(n)?[index_of(houses)])
    }

    /// The moves that reach the value of `position`, in increasing order (empty when the game
    /// is over); `None` when it has more stones than the database.
    pub fn best_moves(&self, position: oware::Position) -> Option<Vec<Pit>> {
        let value = self.value(position)?;
        let houses = seen_by(position.houses, position.to_move);
        let all = houses.iter().sum::<u8>();
        let shares: Vec<(Pit, u8)> = children(houses)
            .into_iter()
            .map(|(pit, child, taken)| {
                let left = &self.layers[usize::from(all - taken)];
                (pit, all - left[index_of(child)])
            })
            .collect();
        let best = shares.iter().map(|&(_, share)| share).max();
        // Under the repetition rule the value may be more than any move's share: then the
        // moves worth most are the best there are.
        let target = best.map(|best| best.min(value));
        let flat = |pit: Pit| pit + position.to_move as usize * PITS / 2;
        Some(
            shares
                .into_iter()
                .filter(|&(_, share)| Some(share) >= target)
                .map(|(pit, _)| flat(pit))
                .collect(),
        )
    }
    // ANCHOR_END: lookup

    // ANCHOR: bytes
    /// The database as bytes, for a cache file: a magic number, then each layer's count of
    /// boards the repetition rule decides and its values.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = MAGIC.to_vec();
        bytes.push(self.stones() as u8);
        for (values, repetitions) in self.layers.iter().zip(&self.repetitions) {
            bytes.extend((*repetitions as u64).to_le_bytes());
            bytes.extend(values);
        }
        bytes
    }

    /// A database read back from [`Database::to_bytes`]'s bytes, or why they are not one.
    pub fn from_bytes(bytes: &[u8]) -> Result<Database, String> {
        let rest = bytes
            .strip_prefix(MAGIC.as_slice())
            .ok_or("not an Oware endgame database (wrong first bytes)")?;
        let (&stones, mut rest) = rest.split_first().ok_or("the file ends too soon")?;
        let (mut layers, mut repetitions) = (Vec::new(), Vec::new());
        for n in 0..=u32::from(stones) {
            let size = boards_with(n);
            if rest.len() < 8 + size {
                return Err(format!("the file ends in the layer of {n} stones"));
            }
            let (count, values) = rest.split_at(8);
            let (values, after) = values.split_at(size);
            if values.iter().any(|&value| u32::from(value) > n) {
                return Err(format!("a value of the layer of {n} stones is too large"));
            }
            repetitions.push(u64::from_le_bytes(count.try_into().expect("8 bytes")) as usize);
            layers.push(values.to_vec());
            rest = after;
        }
        if !rest.is_empty() {
            return Err("the file goes on after its last layer".into());
        }
        Ok(Database {
            layers,
            repetitions,
        })
    }
    // ANCHOR_END: bytes
}

/// For each board of a layer, the open boards (by their place in `open`) with a move to it that
/// stays in the layer: the edges of the layer's moves turned round, in one flat list.
struct Parents {
    starts: Vec<u32>,
    flat: Vec<u32>,
}

impl Parents {
    fn of(&self, index: usize) -> &[u32] {
        &self.flat[self.starts[index] as usize..self.starts[index + 1] as usize]
    }
}

fn parents_within(ranges: &[(usize, usize)], stay: &[u32], size: usize) -> Parents {
    let mut starts = vec![0u32; size + 1];
    for &child in stay {
        starts[child as usize + 1] += 1;
    }
    for index in 0..size {
        starts[index + 1] += starts[index];
    }
    let mut filled = starts.clone();
    let mut flat = vec![0; stay.len()];
    for (k, &(start, end)) in ranges.iter().enumerate() {
        for &child in &stay[start..end] {
            let slot = &mut filled[child as usize];
            flat[*slot as usize] = k as u32;
            *slot += 1;
        }
    }
    Parents { starts, flat }
}
