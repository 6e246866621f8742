//! Rule sets drawn from a few dimensions, for assessments a learner cannot copy: each learner
//! gets a [`Variant`] of their own and writes its sowing move.
//!
//! A variant is the toolkit's [`Rules`] with the choices made from its dimensions: pits a side
//! ([`PITS_A_SIDE`]), the [`Direction`] of sowing, whether a lap skips the pit the move began
//! in, whether a last stone that joins others relays, and what [`Capture`] takes. The board is
//! `2 × pits` bins: South owns the first half, North the second, and bin `i` faces
//! `2 × pits − 1 − i`. Pits a side picks a const `N` for the toolkit, and each other dimension
//! picks a generic `fn` item (a fn pointer cannot capture the choice, so the choice is a type).
//!
//! Every combination is well defined except relaying with [`Capture::Pairs`]: a relay stops
//! only when the last stone lands alone, so a chain of 2s and 3s at rest could never start.
//! Those are left out of [`Variant::all`] and refused by [`Variant::new`]. A move that relays
//! for ever (a state of the sowing comes back) has no result: [`Variant::play`] answers `None`,
//! as [`sow_move`] does.

use std::fmt;
use std::str::FromStr;

use super::trace::trace_move;
use super::{Rules, nothing_at_rest, nothing_while_sowing, sow_move};
use crate::{Player, StepKind};
use choices::{route, take_fours, take_opposite, take_pairs};

// ANCHOR: dimensions
/// How many pits each player has, from the smallest board to the largest a variant uses.
pub const PITS_A_SIDE: std::ops::RangeInclusive<u8> = 4..=8;

/// Which way the stones go round the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    /// From each bin to the next higher one, and from the last back to bin 0, as every game
    /// of the course sows.
    Anticlockwise,
    /// From each bin to the next lower one, and from bin 0 to the last.
    Clockwise,
}

/// What a move captures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Capture {
    /// Oware's: once at rest, if the last stone's pit is the opponent's and holds 2 or 3, it is
    /// taken, and so is each pit before it (against the direction of sowing) that is the
    /// opponent's and holds 2 or 3; a capture that would leave the opponent no stone takes none.
    Pairs,
    /// Ayòayò's: once at rest, if the last stone landed in an empty pit of the mover's (so it
    /// is alone there), the mover takes the stones of the pit opposite.
    Opposite,
    /// Lagos': whenever a drop makes a pit hold exactly four, they are taken, by the owner of
    /// that pit while stones remain in hand, by the mover with the last stone.
    Fours,
}

/// One rule set: the dimensions' values. Its [`code`](Variant::code), such as
/// `6-cw-skip-relay-fours`, names it in a record and parses back ([`Variant::from_str`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(into = "String", try_from = "String")
)]
pub struct Variant {
    pits: u8,
    direction: Direction,
    skip_origin: bool,
    relays: bool,
    capture: Capture,
}

// ANCHOR_END: dimensions

/// Why a set of dimensions, or a code, names no variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotAVariant(pub String);

impl fmt::Display for NotAVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for NotAVariant {}

// ANCHOR: variant
impl Variant {
    /// The variant of these dimensions, or why they make none (pits a side out of
    /// [`PITS_A_SIDE`], or a relay with [`Capture::Pairs`]).
    pub fn new(
        pits: u8,
        direction: Direction,
        skip_origin: bool,
        relays: bool,
        capture: Capture,
    ) -> Result<Variant, NotAVariant> {
        if !PITS_A_SIDE.contains(&pits) {
            let (low, high) = (PITS_A_SIDE.start(), PITS_A_SIDE.end());
            return Err(NotAVariant(format!(
                "{pits} pits a side: a variant has {low} to {high}"
            )));
        }
        if relays && capture == Capture::Pairs {
            return Err(NotAVariant(
                "a relay ends only on a lone stone, so 2s and 3s could never be captured".into(),
            ));
        }
        Ok(Variant {
            pits,
            direction,
            skip_origin,
            relays,
            capture,
        })
    }

    /// Every well-defined variant, in the order of their dimensions.
    pub fn all() -> Vec<Variant> {
        let mut all = Vec::new();
        for pits in PITS_A_SIDE {
            for direction in [Direction::Anticlockwise, Direction::Clockwise] {
                for skip_origin in [true, false] {
                    for relays in [true, false] {
                        for capture in [Capture::Pairs, Capture::Opposite, Capture::Fours] {
                            all.extend(Variant::new(pits, direction, skip_origin, relays, capture));
                        }
                    }
                }
            }
        }
        all
    }

    pub fn pits(self) -> u8 {
        self.pits
    }

    pub fn direction(self) -> Direction {
        self.direction
    }

    /// Whether a hand that laps the board skips the pit the move began in.
    pub fn skip_origin(self) -> bool {
        self.skip_origin
    }

    /// Whether a last stone that lands on others scoops them all and sows on.
    pub fn relays(self) -> bool {
        self.relays
    }

    pub fn capture(self) -> Capture {
        self.capture
    }

    /// The variants that differ from this one in one dimension other than pits a side, each
    /// with the dimension's name: what an example must tell apart to show this variant's rules.
    pub fn neighbours(self) -> Vec<(&'static str, Variant)> {
        let Variant {
            pits,
            direction,
            skip_origin,
            relays,
            capture,
        } = self;
        let turned = match direction {
            Direction::Anticlockwise => Direction::Clockwise,
            Direction::Clockwise => Direction::Anticlockwise,
        };
        let mut changed = vec![
            (
                "direction",
                Variant::new(pits, turned, skip_origin, relays, capture),
            ),
            (
                "skip",
                Variant::new(pits, direction, !skip_origin, relays, capture),
            ),
            (
                "relay",
                Variant::new(pits, direction, skip_origin, !relays, capture),
            ),
        ];
        for other in [Capture::Pairs, Capture::Opposite, Capture::Fours] {
            if other != capture {
                let variant = Variant::new(pits, direction, skip_origin, relays, other);
                changed.push(("capture", variant));
            }
        }
        let defined = changed.into_iter();
        defined
            .filter_map(|(dimension, variant)| Some((dimension, variant.ok()?)))
            .collect()
    }

    /// The number of bins on the board: both players' pits.
    pub fn bins(self) -> usize {
        2 * usize::from(self.pits)
    }

    /// Stones in a real game: four a pit.
    pub fn stones(self) -> u32 {
        4 * self.bins() as u32
    }

    /// Who owns `bin`: South the first half of the board, North the rest.
    pub fn owner(self, bin: usize) -> Player {
        if bin < usize::from(self.pits) {
            Player::South
        } else {
            Player::North
        }
    }

    /// The short name of the variant: pits a side, `ccw` or `cw`, `skip` or `noskip`, `relay`
    /// or `once`, `pairs`, `opposite` or `fours`.
    pub fn code(self) -> String {
        let direction = match self.direction {
            Direction::Anticlockwise => "ccw",
            Direction::Clockwise => "cw",
        };
        let skip = if self.skip_origin { "skip" } else { "noskip" };
        let relay = if self.relays { "relay" } else { "once" };
        let capture = match self.capture {
            Capture::Pairs => "pairs",
            Capture::Opposite => "opposite",
            Capture::Fours => "fours",
        };
        format!("{}-{direction}-{skip}-{relay}-{capture}", self.pits)
    }

    /// One whole move from `pit` by its owner, on a board of [`bins`](Variant::bins) bins:
    /// the board at rest and what each player (South, North) captured. `None` when the board
    /// has the wrong size, `pit` is off it or empty, or the move relays for ever.
    pub fn play(self, board: &[u8], pit: usize) -> Option<(Vec<u8>, [u8; 2])> {
        match self.pits {
            4 => self.play_on::<8>(board, pit),
            5 => self.play_on::<10>(board, pit),
            6 => self.play_on::<12>(board, pit),
            7 => self.play_on::<14>(board, pit),
            8 => self.play_on::<16>(board, pit),
            _ => None, // `new` allows no other size
        }
    }

    fn play_on<const N: usize>(self, board: &[u8], pit: usize) -> Option<(Vec<u8>, [u8; 2])> {
        let bins: [u8; N] = board.try_into().ok()?;
        let sown = sow_move(&self.rules::<N>(), bins, self.owner(pit), pit)?;
        Some((sown.bins.to_vec(), sown.captured))
    }

    /// Every step of the move [`play`](Variant::play) makes, each with the board after it: what
    /// a worked example shows. No steps when `play` has nothing to play.
    pub fn steps(self, board: &[u8], pit: usize) -> Vec<(StepKind, Vec<u8>)> {
        match self.pits {
            4 => self.steps_on::<8>(board, pit),
            5 => self.steps_on::<10>(board, pit),
            6 => self.steps_on::<12>(board, pit),
            7 => self.steps_on::<14>(board, pit),
            8 => self.steps_on::<16>(board, pit),
            _ => Vec::new(),
        }
    }

    fn steps_on<const N: usize>(self, board: &[u8], pit: usize) -> Vec<(StepKind, Vec<u8>)> {
        let Ok(bins) = <[u8; N]>::try_from(board) else {
            return Vec::new();
        };
        let trace = trace_move(&self.rules::<N>(), bins, self.owner(pit), pit);
        let steps = trace.steps.into_iter();
        steps.map(|step| (step.kind, step.bins.to_vec())).collect()
    }

    /// The toolkit's rules for this variant on its board of `N` bins.
    pub fn rules<const N: usize>(self) -> Rules<N> {
        use Direction::{Anticlockwise, Clockwise};
        let route = match (self.direction, self.skip_origin) {
            (Anticlockwise, true) => route::<N, false, true>,
            (Anticlockwise, false) => route::<N, false, false>,
            (Clockwise, true) => route::<N, true, true>,
            (Clockwise, false) => route::<N, true, false>,
        };
        let at_rest = match (self.capture, self.direction) {
            (Capture::Pairs, Anticlockwise) => take_pairs::<N, false>,
            (Capture::Pairs, Clockwise) => take_pairs::<N, true>,
            (Capture::Opposite, _) => take_opposite::<N>,
            (Capture::Fours, _) => nothing_at_rest::<N>,
        };
        let on_drop = match self.capture {
            Capture::Fours => take_fours::<N>,
            _ => nothing_while_sowing::<N>,
        };
        Rules {
            name: "a variant",
            stones: 4 * N as u32,
            route,
            on_drop,
            relays: self.relays,
            at_rest,
        }
    }
}

// ANCHOR_END: variant

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

impl FromStr for Variant {
    type Err = NotAVariant;

    /// A variant from its [`code`](Variant::code).
    fn from_str(code: &str) -> Result<Variant, NotAVariant> {
        let wrong = |why: &str| NotAVariant(format!("`{code}` is not a variant's code: {why}"));
        let parts: Vec<&str> = code.trim().split('-').collect();
        let [pits, direction, skip, relay, capture] = parts[..] else {
            return Err(wrong(
                "it has five parts, such as 6-ccw-skip-relay-opposite",
            ));
        };
        let pits = pits
            .parse()
            .map_err(|_| wrong("it starts with pits a side"))?;
        let direction = match direction {
            "ccw" => Direction::Anticlockwise,
            "cw" => Direction::Clockwise,
            _ => return Err(wrong("the direction is ccw or cw")),
        };
        let skip_origin = match skip {
            "skip" => true,
            "noskip" => false,
            _ => return Err(wrong("the third part is skip or noskip")),
        };
        let relays = match relay {
            "relay" => true,
            "once" => false,
            _ => return Err(wrong("the fourth part is relay or once")),
        };
        let capture = match capture {
            "pairs" => Capture::Pairs,
            "opposite" => Capture::Opposite,
            "fours" => Capture::Fours,
            _ => return Err(wrong("the capture is pairs, opposite or fours")),
        };
        Variant::new(pits, direction, skip_origin, relays, capture)
            .map_err(|why| wrong(&why.to_string()))
    }
}

impl From<Variant> for String {
    fn from(variant: Variant) -> String {
        variant.code()
    }
}

impl TryFrom<String> for Variant {
    type Error = NotAVariant;

    fn try_from(code: String) -> Result<Variant, NotAVariant> {
        code.parse()
    }
}

mod choices;

#[cfg(test)]
mod tests;
