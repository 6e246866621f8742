//! Computer opponents for every system, and a round-robin between them: each opponent is a
//! rule for choosing a move in any [`GameTree`], and a tournament plays them against each other.

use std::cmp::Reverse;
use std::fmt;
use std::str::FromStr;

use crate::awari::{self, AhlOpponent};
use crate::search::{self, GameTree};
use crate::{Pit, Player, lagos, oware};

// ANCHOR: opponent
/// A computer opponent: how it chooses its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opponent {
    /// Any legal move, drawn at random from a seed.
    Random,
    /// One move ahead: the move after which the mover has the most stones.
    Greedy,
    /// `depth` moves ahead: the move with the best [`search::negamax`] value.
    Search(u32),
    /// The Awari program of David Ahl's 1978 book, which learns from the games it does not win.
    Ahl,
}
// ANCHOR_END: opponent

/// The depth of `search` when none is given: a move in well under a second on every system.
pub const DEFAULT_DEPTH: u32 = 6;

/// The deepest search accepted: each level multiplies the time by about six.
pub const MAX_DEPTH: u32 = 10;

/// How many moves a game may last before it is stopped and judged by the stones each player
/// has: Part I's positions, Lagos and Oware can go round for ever.
pub const MOVE_LIMIT: usize = 500;

// ANCHOR: arena
/// A system the opponents can play: every search [`GameTree`]. Awari, which has its own greedy
/// player and Ahl's, overrides the two defaults.
pub trait Arena: GameTree {
    /// The greedy opponent's move, `None` when there is none.
    fn greedy_move(&self) -> Option<Pit> {
        one_move_ahead(*self)
    }
    /// Ahl's move given the moves so far, `None` when it does not play this system.
    fn ahl_move(&self, _memory: &AhlOpponent, _history: &[Pit]) -> Option<Pit> {
        None
    }
}
// ANCHOR_END: arena

impl Arena for search::Ayoayo {}
impl Arena for lagos::Position {}
impl Arena for oware::Position {}
impl Arena for search::Kalah {}

// ANCHOR: awari_arena
/// Awari's own players, the tutorial's greedy one and Ahl's, always sit North (pits 7 to 12);
/// when they play South they are shown the board turned round, and their pit is turned back.
impl Arena for awari::Position {
    fn greedy_move(&self) -> Option<Pit> {
        from_north(self, awari::greedy_move)
    }
    fn ahl_move(&self, memory: &AhlOpponent, history: &[Pit]) -> Option<Pit> {
        from_north(self, |bins| memory.choose(bins, history))
    }
}

/// `choose`'s move for the player to move, asked as North on a board turned round if needed.
fn from_north(position: &awari::Position, choose: impl Fn(awari::Bins) -> Pit) -> Option<Pit> {
    if position.moves().is_empty() {
        return None;
    }
    let mut bins = position.bins;
    if position.to_move == Player::South {
        bins.rotate_left(7);
    }
    let pit = choose(bins);
    Some(if position.to_move == Player::South {
        pit - 7
    } else {
        pit
    })
}
// ANCHOR_END: awari_arena

// ANCHOR: choices
/// The legal move after which the mover has the most stones, the lowest pit among equals.
pub fn one_move_ahead<G: GameTree>(position: G) -> Option<Pit> {
    let mover = position.to_move() as usize;
    let stones = |pit| position.after(pit).stores()[mover];
    best_move(position, stones)
}

/// The legal move whose [`search::negamax`] value, `depth` moves ahead, is best for the mover,
/// the lowest pit among equals. The one place that says which search the opponent uses.
pub fn search_move<G: GameTree>(position: G, depth: u32) -> Option<Pit> {
    let value = |pit| {
        let child = position.after(pit);
        let value = search::negamax(child, depth.saturating_sub(1));
        if child.to_move() == position.to_move() {
            value
        } else {
            -value
        }
    };
    best_move(position, value)
}

/// The legal move with the highest `value`, the lowest pit among equals.
fn best_move<G: GameTree, V: Ord>(position: G, value: impl Fn(Pit) -> V) -> Option<Pit> {
    let moves = position.moves().into_iter();
    moves.max_by_key(|&pit| (value(pit), Reverse(pit)))
}

/// One of the legal moves, chosen by `seed`; `None` when there is none.
pub fn random_move<G: GameTree>(position: G, seed: u64) -> Option<Pit> {
    let moves = position.moves();
    let at = (seed % moves.len().max(1) as u64) as usize;
    moves.get(at).copied()
}

/// The next number of a SplitMix64 sequence and the state after it: random enough to choose
/// moves, and the same on every machine and version, so a seed always replays its game.
pub fn next_random(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (z ^ (z >> 31), state)
}
// ANCHOR_END: choices

// ANCHOR: seat
/// An opponent in a game: what it chooses with, and what it keeps from move to move (the
/// random one's seed) and from game to game (what Ahl's program remembers).
#[derive(Clone, Debug)]
pub struct Seat {
    pub opponent: Opponent,
    pub random: u64,
    pub memory: AhlOpponent,
}

impl Seat {
    /// A fresh opponent; `seed` starts its random numbers.
    pub fn new(opponent: Opponent, seed: u64) -> Seat {
        Seat {
            opponent,
            random: seed,
            memory: AhlOpponent::new(),
        }
    }

    /// Its move in `position`, reached by the moves `history`; `None` when there is no move,
    /// or when it is Ahl's program and the system is not Awari.
    pub fn choose<G: Arena>(&mut self, position: G, history: &[Pit]) -> Option<Pit> {
        match self.opponent {
            Opponent::Random => {
                let (number, state) = next_random(self.random);
                self.random = state;
                random_move(position, number)
            }
            Opponent::Greedy => position.greedy_move(),
            Opponent::Search(depth) => search_move(position, depth),
            Opponent::Ahl => position.ahl_move(&self.memory, history),
        }
    }

    /// After a game it played as `side`: Ahl's program remembers a game it did not win.
    pub fn learn(&mut self, game: &Played, side: Player) {
        if self.opponent != Opponent::Ahl {
            return;
        }
        let mine = i32::from(game.stores[side as usize]);
        let theirs = i32::from(game.stores[side.other() as usize]);
        self.memory = std::mem::take(&mut self.memory).learn(&game.moves, theirs - mine);
    }
}
// ANCHOR_END: seat

// ANCHOR: play_game
/// A game as played: every move, the final stones, South's first, and whether it was stopped
/// at [`MOVE_LIMIT`] rather than finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub moves: Vec<Pit>,
    pub stores: [u8; 2],
    pub stopped: bool,
}

/// Plays a game from `start`, `seats[0]` South and `seats[1]` North, until it is over or has
/// lasted [`MOVE_LIMIT`] moves. A seat with no move ends the game there.
pub fn play_game<G: Arena>(start: G, seats: [&mut Seat; 2]) -> Played {
    let mut position = start;
    let mut moves = Vec::new();
    while moves.len() < MOVE_LIMIT {
        let seat = &mut *seats[position.to_move() as usize];
        let Some(pit) = seat.choose(position, &moves) else {
            break;
        };
        position = position.after(pit);
        moves.push(pit);
    }
    let stopped = !position.moves().is_empty();
    Played {
        moves,
        stores: position.stores(),
        stopped,
    }
}
// ANCHOR_END: play_game

// ANCHOR: round_robin
/// What one pairing of a round-robin came to, from the first opponent's side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    pub first: Opponent,
    pub second: Opponent,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// The stones each finished with over all the games, the first opponent's first.
    pub stones: [u32; 2],
}

/// Every pair of `opponents` plays `games` games from `start`, taking turns at South; the
/// random ones draw their moves from `seed`. `after_each` is told after every game (for a
/// progress bar). The same arguments always give the same table.
pub fn round_robin<G: Arena>(
    start: G,
    opponents: &[Opponent],
    games: u32,
    seed: u64,
    mut after_each: impl FnMut(),
) -> Vec<Pairing> {
    let mut table = Vec::new();
    for (i, &first) in opponents.iter().enumerate() {
        for &second in &opponents[i + 1..] {
            let (pair_seed, _) = next_random(seed ^ table.len() as u64);
            let mut seats = [Seat::new(first, pair_seed), Seat::new(second, !pair_seed)];
            let mut pairing = Pairing {
                first,
                second,
                wins: 0,
                draws: 0,
                losses: 0,
                stones: [0, 0],
            };
            for game in 0..games {
                pairing.add(&mut seats, start, game % 2 == 1);
                after_each();
            }
            table.push(pairing);
        }
    }
    table
}

impl Pairing {
    /// Plays one game, the first opponent North when `swapped`, and counts it.
    fn add<G: Arena>(&mut self, seats: &mut [Seat; 2], start: G, swapped: bool) {
        let [first, second] = seats;
        let (first_side, played) = if swapped {
            (Player::North, play_game(start, [second, first]))
        } else {
            (Player::South, play_game(start, [first, second]))
        };
        let mine = played.stores[first_side as usize];
        let theirs = played.stores[first_side.other() as usize];
        match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => self.wins += 1,
            std::cmp::Ordering::Equal => self.draws += 1,
            std::cmp::Ordering::Less => self.losses += 1,
        }
        self.stones[0] += u32::from(mine);
        self.stones[1] += u32::from(theirs);
        seats[0].learn(&played, first_side);
        seats[1].learn(&played, first_side.other());
    }
}
// ANCHOR_END: round_robin

/// `random`, `greedy`, `ahl`, `search:6`: as [`Opponent`]'s `FromStr` reads it.
impl fmt::Display for Opponent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Opponent::Random => write!(f, "random"),
            Opponent::Greedy => write!(f, "greedy"),
            Opponent::Search(depth) => write!(f, "search:{depth}"),
            Opponent::Ahl => write!(f, "ahl"),
        }
    }
}

/// The opponents' names, as a sentence lists them.
pub const NAMES: &str = "random, greedy, ahl, search or search:N";

/// Why a word names no [`Opponent`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpponentError {
    /// The word is none of the opponents' names.
    Unknown(String),
    /// `search:N` with an N that is not a depth from 1 to [`MAX_DEPTH`].
    Depth(String),
}

impl fmt::Display for OpponentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpponentError::Unknown(text) => write!(f, "`{text}` is not an opponent: {NAMES}"),
            OpponentError::Depth(depth) => write!(
                f,
                "`{depth}` is not a search depth: write search:N with N from 1 to {MAX_DEPTH} \
                 (each level takes about six times as long as the one before)"
            ),
        }
    }
}

impl std::error::Error for OpponentError {}

/// Reads `random`, `greedy`, `ahl`, `search` (at [`DEFAULT_DEPTH`]) or `search:N`, N from 1
/// to [`MAX_DEPTH`]; a wrong one is refused with an error that says what is accepted.
impl FromStr for Opponent {
    type Err = OpponentError;

    fn from_str(text: &str) -> Result<Opponent, OpponentError> {
        let depth = |depth: &str| match depth.trim().parse::<u32>() {
            Ok(depth @ 1..=MAX_DEPTH) => Ok(Opponent::Search(depth)),
            _ => Err(OpponentError::Depth(depth.to_string())),
        };
        match text.trim().to_ascii_lowercase().as_str() {
            "random" => Ok(Opponent::Random),
            "greedy" => Ok(Opponent::Greedy),
            "ahl" => Ok(Opponent::Ahl),
            "search" => Ok(Opponent::Search(DEFAULT_DEPTH)),
            other => match other.strip_prefix("search:") {
                Some(rest) => depth(rest),
                None => Err(OpponentError::Unknown(text.to_string())),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Kalah;

    #[test]
    fn opponents_are_read_as_they_are_written_and_a_bad_one_says_why() {
        for text in ["random", "greedy", "ahl", "search:1", "search:10"] {
            assert_eq!(text.parse::<Opponent>().unwrap().to_string(), text);
        }
        assert_eq!("search".parse(), Ok(Opponent::Search(DEFAULT_DEPTH)));
        let error = "search:0".parse::<Opponent>().unwrap_err();
        assert_eq!(error, OpponentError::Depth("0".into()));
        assert!(
            error.to_string().contains("`0` is not a search depth"),
            "{error}"
        );
        let error = "search:x".parse::<Opponent>().unwrap_err();
        assert!(
            error.to_string().contains("search:N with N from 1 to 10"),
            "{error}"
        );
        let error = "clever".parse::<Opponent>().unwrap_err();
        assert_eq!(error, OpponentError::Unknown("clever".into()));
        assert!(
            error.to_string().contains("`clever` is not an opponent"),
            "{error}"
        );
    }

    #[test]
    fn search_one_move_deep_is_greedy_on_the_store_difference() {
        // In the opening of Part I's game, pits 3 and 4 both capture six: the lower is chosen.
        assert_eq!(search_move(search::Ayoayo::OPENING, 1), Some(3));
        assert_eq!(one_move_ahead(search::Ayoayo::OPENING), Some(3));
    }

    /// Checks, along a random game from `start`, that search's move reaches the position's
    /// negamax value and greedy's the most stones one move ahead.
    fn choices_are_best<G: Arena>(start: G) {
        let mut seat = Seat::new(Opponent::Random, 3);
        let mut position = start;
        while let Some(pit) = seat.choose(position, &[]) {
            let mover = position.to_move();
            let value = |pit| {
                let child = position.after(pit);
                let value = search::negamax(child, 2);
                if child.to_move() == mover {
                    value
                } else {
                    -value
                }
            };
            let deep = search_move(position, 3).unwrap();
            assert_eq!(value(deep), search::negamax(position, 3), "{position:?}");
            let moves = position.moves();
            assert!(
                moves
                    .iter()
                    .all(|&other| other >= deep || value(other) < value(deep))
            );
            let stones = |pit| position.after(pit).stores()[mover as usize];
            let greedy = one_move_ahead(position).unwrap();
            assert!(moves.iter().all(|&other| stones(other) <= stones(greedy)));
            position = position.after(pit);
        }
    }

    #[test]
    fn search_reaches_the_negamax_value_and_greedy_the_most_stones_lowest_pit_first() {
        choices_are_best(search::Ayoayo::OPENING);
        choices_are_best(lagos::OPENING);
        choices_are_best(oware::OPENING);
        choices_are_best(awari::START);
        choices_are_best(Kalah::OPENING);
    }

    #[test]
    fn awari_s_own_players_sit_south_on_a_board_turned_round() {
        let south = awari::START;
        let north = awari::Position {
            bins: {
                let mut bins = south.bins;
                bins.rotate_left(7);
                bins
            },
            to_move: Player::North,
            extra_move: false,
        };
        // The opening is symmetric: South's pit is North's, seven lower.
        assert_eq!(north.greedy_move(), Some(10));
        assert_eq!(south.greedy_move(), Some(3));
        let memory = AhlOpponent::new();
        let ahl = north.ahl_move(&memory, &[]).unwrap();
        assert_eq!(south.ahl_move(&memory, &[]), Some(ahl - 7));
        assert_eq!(oware::OPENING.ahl_move(&memory, &[]), None);
    }

    #[test]
    fn a_seed_replays_the_same_game_and_another_seed_another() {
        let game = |seed| {
            let mut seats = [
                Seat::new(Opponent::Random, seed),
                Seat::new(Opponent::Greedy, 0),
            ];
            let [south, north] = &mut seats;
            play_game(oware::OPENING, [south, north])
        };
        assert_eq!(game(7), game(7));
        assert_ne!(game(7).moves, game(8).moves);
    }

    #[test]
    fn a_game_is_played_to_its_end_with_legal_moves_only() {
        let mut random = Seat::new(Opponent::Random, 1);
        let mut search = Seat::new(Opponent::Search(2), 0);
        let played = play_game(Kalah::OPENING, [&mut random, &mut search]);
        let mut position = Kalah::OPENING;
        for &pit in &played.moves {
            assert!(position.moves().contains(&pit), "{pit} in {position:?}");
            position = position.after(pit);
        }
        assert!(!played.stopped && position.moves().is_empty());
        assert_eq!(played.stores, position.stores());
    }

    #[test]
    fn a_game_that_goes_round_for_ever_is_stopped_at_the_limit() {
        // Two lone seeds chase each other round an Oware board: nothing is ever captured.
        let position = oware::Position {
            houses: [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
            stores: [23, 23],
            to_move: Player::South,
        };
        let [mut south, mut north] = [0, 1].map(|seed| Seat::new(Opponent::Random, seed));
        let played = play_game(position, [&mut south, &mut north]);
        assert!(played.stopped);
        assert_eq!(played.moves.len(), MOVE_LIMIT);
        assert_eq!(played.stores, [23, 23]);
    }

    #[test]
    fn a_round_robin_plays_every_pair_both_ways_and_counts_every_game() {
        let opponents = [Opponent::Random, Opponent::Greedy, Opponent::Search(2)];
        let mut games = 0;
        let table = round_robin(oware::OPENING, &opponents, 4, 1, || games += 1);
        assert_eq!(games, 3 * 4);
        let pairs: Vec<_> = table.iter().map(|p| (p.first, p.second)).collect();
        assert_eq!(
            pairs,
            [
                (Opponent::Random, Opponent::Greedy),
                (Opponent::Random, Opponent::Search(2)),
                (Opponent::Greedy, Opponent::Search(2)),
            ]
        );
        for pairing in &table {
            assert_eq!(pairing.wins + pairing.draws + pairing.losses, 4);
        }
        // Greedy and search play the same two games again and again, one from each side.
        let [mut greedy, mut search] =
            [Opponent::Greedy, Opponent::Search(2)].map(|o| Seat::new(o, 0));
        let south = play_game(oware::OPENING, [&mut greedy, &mut search]).stores;
        let north = play_game(oware::OPENING, [&mut search, &mut greedy]).stores;
        let greedy_stones = 2 * u32::from(south[0]) + 2 * u32::from(north[1]);
        let search_stones = 2 * u32::from(south[1]) + 2 * u32::from(north[0]);
        assert_eq!(table[2].stones, [greedy_stones, search_stones]);
        assert_eq!(table, round_robin(oware::OPENING, &opponents, 4, 1, || ()));
    }

    #[test]
    fn ahl_s_program_learns_from_a_lost_game_within_a_pairing() {
        let mut ahl = Seat::new(Opponent::Ahl, 0);
        let lost = Played {
            moves: vec![2, 9],
            stores: [30, 6],
            stopped: false,
        };
        ahl.learn(&lost, Player::North);
        assert_eq!(ahl.memory, AhlOpponent::new().learn(&[2, 9], 24));
        let mut greedy = Seat::new(Opponent::Greedy, 0);
        greedy.learn(&lost, Player::South);
        assert_eq!(greedy.memory, AhlOpponent::new());
    }
}
