//! Chapter 10: Awari as David Ahl's "BASIC Computer Games" (1978) plays it: 14 bins, with the
//! stores sown like any pit, one extra move for a last token in your own store, and two
//! computer opponents: the JavaScript tutorial's greedy one and the 1978 program's own.

use crate::toolkit::{Rules, Sown, nothing_while_sowing, sow_move};
use crate::{IllegalMove, Player};

/// The board: 0..=5 the human's pits (South), 6 the human's store, 7..=12 the computer's pits
/// (North), 13 the computer's store. Sowing runs up the numbers and wraps from 13 to 0.
pub type Bins = [u8; 14];

/// The opening: three tokens in each of the twelve pits, both stores empty.
pub const OPENING: Bins = [3, 3, 3, 3, 3, 3, 0, 3, 3, 3, 3, 3, 3, 0];

// ANCHOR: rules
/// Awari's sowing: round all fourteen bins, both stores included, never skipping the origin;
/// no relay; a last token alone in a pit (either side) takes the bin opposite with it.
pub const RULES: Rules<14> = Rules {
    name: "Awari (Ahl, 1978)",
    stones: 36,
    route: |_, _, bin| (bin + 1) % 14,
    on_drop: nothing_while_sowing,
    relays: false,
    at_rest: take_opposite,
};

/// A player's store: bin 6 for the human (South), 13 for the computer (North).
pub fn store(player: Player) -> usize {
    6 + 7 * player as usize
}

/// When the last token lands in a pit (not a store) that now holds one, and the bin opposite
/// (`12 - bin`) is not empty, the mover's store gets both.
fn take_opposite(sown: Sown<14>, mover: Player, _start: usize) -> Sown<14> {
    let last = sown.last;
    if last == 6 || last == 13 || sown.bins[last] != 1 || sown.bins[12 - last] == 0 {
        return sown;
    }
    let mut bins = sown.bins;
    let taken = bins[12 - last].saturating_add(1);
    (bins[last], bins[12 - last]) = (0, 0);
    bins[store(mover)] = bins[store(mover)].saturating_add(taken);
    Sown { bins, ..sown }
}
// ANCHOR_END: rules

// ANCHOR: sow
/// Scoop `pit` (a non-empty pit of `mover`), sow through both stores, capture.
/// Returns the bins and the index of the bin that got the last token.
///
/// An empty pit, or one off the board, sows nothing: the bins come back as they were, with
/// `pit` itself as the last bin.
///
/// ```
/// use ayoayo::{Player, awari};
/// // The human's pit 3 reaches the store with its third token: an extra move.
/// let (bins, last) = awari::sow(awari::OPENING, Player::South, 3);
/// assert_eq!(bins, [3, 3, 3, 0, 4, 4, 1, 3, 3, 3, 3, 3, 3, 0]);
/// assert_eq!(last, 6);
/// ```
pub fn sow(bins: Bins, mover: Player, pit: usize) -> (Bins, usize) {
    sow_move(&RULES, bins, mover, pit).map_or((bins, pit), |sown| (sown.bins, sown.last))
}
// ANCHOR_END: sow

// ANCHOR: end
/// The pits of `player`'s row: 0..=5 for the human, 7..=12 for the computer.
pub fn pits(player: Player) -> std::ops::Range<usize> {
    let first = 7 * player as usize;
    first..first + 6
}

/// Whether the game is over: either row of six pits is empty. Checked after every half move.
pub fn is_over(bins: Bins) -> bool {
    [Player::South, Player::North]
        .into_iter()
        .any(|player| bins[pits(player)].iter().all(|&tokens| tokens == 0))
}

/// The game's result, as the 1978 program reports it: the human's store minus the computer's.
/// Tokens left in the pits count for no one.
pub fn result(bins: Bins) -> i32 {
    i32::from(bins[store(Player::South)]) - i32::from(bins[store(Player::North)])
}
// ANCHOR_END: end

// ANCHOR: position
/// Where a game stands between half moves: the bins, who sows next, and whether that sowing is
/// an extra move (after which no other is given, wherever its last token lands).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub bins: Bins,
    pub to_move: Player,
    pub extra_move: bool,
}

/// The start of a game: the opening bins, the human (South) to move.
pub const START: Position = Position {
    bins: OPENING,
    to_move: Player::South,
    extra_move: false,
};

/// The pits the player to move may sow, in increasing order; none once the game is over.
pub fn legal_moves(position: Position) -> Vec<usize> {
    if is_over(position.bins) {
        return Vec::new();
    }
    pits(position.to_move)
        .filter(|&pit| position.bins[pit] > 0)
        .collect()
}

/// The position after the player to move sows `pit`, or why they may not. A last token in the
/// mover's own store gives them the next half move too, once per turn, unless the game is over.
pub fn play(position: Position, pit: usize) -> Result<Position, IllegalMove> {
    let Position { bins, to_move, .. } = position;
    if is_over(bins) {
        return Err(IllegalMove::GameOver);
    }
    if pit >= bins.len() {
        return Err(IllegalMove::NoSuchBin(pit));
    }
    if !pits(to_move).contains(&pit) {
        return Err(IllegalMove::NotYourBin(pit));
    }
    if bins[pit] == 0 {
        return Err(IllegalMove::EmptyPit(pit));
    }
    let (bins, last) = sow(bins, to_move, pit);
    let again = last == store(to_move) && !position.extra_move && !is_over(bins);
    Ok(Position {
        bins,
        to_move: if again { to_move } else { to_move.other() },
        extra_move: again,
    })
}
// ANCHOR_END: position

// ANCHOR: greedy_move
/// The tutorial's opponent: the computer pit (7..=12) whose sowing leaves the computer's store
/// fullest. When a pit earns an extra move, what counts is the store after the best extra
/// move on the board it leaves. Ties go to the lowest pit, as in the tutorial. On a board where
/// the computer has no tokens to sow it answers 7.
///
/// ```
/// use ayoayo::awari;
/// // Pit 10's third token lands in the computer's store: one token now, then an extra move.
/// assert_eq!(awari::greedy_move(awari::OPENING), 10);
/// ```
pub fn greedy_move(bins: Bins) -> usize {
    best_sowing(bins, true).map_or(7, |(pit, _)| pit)
}

/// The computer's best pit on `bins` and the bins it leads to, looking one extra move ahead
/// when `extra_left`; `None` when the computer has nothing to sow.
fn best_sowing(bins: Bins, extra_left: bool) -> Option<(usize, Bins)> {
    let computer = Player::North;
    let outcomes = pits(computer).filter(|&pit| bins[pit] > 0).map(|pit| {
        let (after, last) = sow(bins, computer, pit);
        let goes_again = extra_left && last == store(computer) && !is_over(after);
        let extra = goes_again.then(|| best_sowing(after, false)).flatten();
        (pit, extra.map_or(after, |(_, end)| end))
    });
    // `min_by_key` keeps the first of equals: the lowest pit of the fullest store.
    outcomes.min_by_key(|&(_, end)| std::cmp::Reverse(end[store(computer)]))
}
// ANCHOR_END: greedy_move

// ANCHOR: threat
/// Ahl's estimate of the human's best reply on `bins`: for each of the human's non-empty pits,
/// find the bin its last token would reach (a lap past bin 13 scores 1); if that bin is an
/// empty pit, add the tokens opposite it. The largest such threat, or 0 if there is none.
///
/// ```
/// use ayoayo::awari;
/// // Pit 0's two tokens would end in empty pit 2, opposite the computer's 5 in bin 10.
/// let bins = [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0];
/// assert_eq!(awari::threat(bins), 5);
/// ```
pub fn threat(bins: Bins) -> i32 {
    pits(Player::South)
        .filter(|&pit| bins[pit] > 0)
        .map(|pit| threat_from(bins, pit))
        .max()
        .unwrap_or(0)
}

/// The threat of one human pit, as the 1978 program reckons it (a rough guess: it ignores the
/// tokens the sowing itself drops, and counts any number of laps as 1).
fn threat_from(bins: Bins, pit: usize) -> i32 {
    let reach = pit + usize::from(bins[pit]);
    let (landing, lap) = (reach % 14, i32::from(reach > 13));
    let open_pit = landing != 6 && landing != 13 && bins[landing] == 0;
    lap + if open_pit {
        i32::from(bins[12 - landing])
    } else {
        0
    }
}
// ANCHOR_END: threat

// ANCHOR: ahl
/// The 1978 program's opponent and what it remembers of games it did not win.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AhlOpponent {
    /// The opening of each game the computer lost or drew: its first eight half moves, each a
    /// pit 0..=5 on its mover's side, as the digits of a base-6 number.
    lost_openings: Vec<u64>,
}

/// How many half moves of a game its opening code keeps.
const OPENING_MOVES: usize = 8;

impl AhlOpponent {
    /// An opponent that remembers nothing: its first game is decided by the board alone.
    pub fn new() -> AhlOpponent {
        AhlOpponent::default()
    }

    /// The computer's choice, 7..=12, given this game's half moves so far (flat bin
    /// indices, both sides, extra moves included, oldest first).
    ///
    /// Each non-empty pit is sown on a copy; its value is the computer's store minus the
    /// human's, minus the human's [`threat`] on that copy, minus 2 for each remembered lost
    /// game that began as this one has so far followed by this pit (only in the first nine
    /// half moves). The highest value wins; ties go to the higher pit. With no pit to sow, 7.
    pub fn choose(&self, bins: Bins, history: &[usize]) -> usize {
        let value = |pit: usize| {
            let (after, _) = sow(bins, Player::North, pit);
            -result(after) - threat(after) - 2 * self.lost_games_like(history, pit)
        };
        // `max_by_key` keeps the last of equals: the higher pit, as the program's `Q >= D`.
        pits(Player::North)
            .filter(|&pit| bins[pit] > 0)
            .max_by_key(|&pit| value(pit))
            .unwrap_or(7)
    }

    /// After a game: remembers it when the computer did not win
    /// (`human_store - computer_store >= 0`).
    pub fn learn(self, history: &[usize], human_minus_computer: i32) -> AhlOpponent {
        let mut lost_openings = self.lost_openings;
        if human_minus_computer >= 0 {
            lost_openings.push(opening_code(history));
        }
        AhlOpponent { lost_openings }
    }

    /// How many remembered openings this game so far, followed by `pit`, matches, by the
    /// program's formula `f * 6 + k == INT(g / 6^(7 - c) + .1)`. At `c = 8` half moves that
    /// compares with `g * 6`, which only pit 7 after the whole remembered opening matches: a
    /// quirk of the original, kept. From the ninth half move on, nothing matches.
    fn lost_games_like(&self, history: &[usize], pit: usize) -> i32 {
        let played = history.len();
        if played > OPENING_MOVES {
            return 0;
        }
        let candidate = u128::from(opening_code(history)) * 6 + u128::from(digit(pit));
        let prefix = |code: u64| {
            let code = u128::from(code);
            match played {
                OPENING_MOVES => code * 6,
                // INT(g / d + .1) in whole numbers: the .1 rounds a remainder of 0.9 d or more up.
                _ => {
                    let divisor = 6u128.pow((OPENING_MOVES - 1 - played) as u32);
                    (10 * code + divisor) / (10 * divisor)
                }
            }
        };
        let matching = self
            .lost_openings
            .iter()
            .filter(|&&code| prefix(code) == candidate);
        matching.count() as i32
    }
}

/// A half move as the program writes it down: the pit 0..=5 on its mover's side.
fn digit(bin: usize) -> u64 {
    (if bin > 6 { bin - 7 } else { bin }) as u64
}

/// The first eight half moves of `history` as a base-6 number, oldest first.
fn opening_code(history: &[usize]) -> u64 {
    let opening = history.iter().take(OPENING_MOVES);
    opening.fold(0, |code, &bin| {
        code.wrapping_mul(6).wrapping_add(digit(bin))
    })
}
// ANCHOR_END: ahl
