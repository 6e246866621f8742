//! The five rule sets of the course as one small table, for every tool that reads a board,
//! traces a move or plays a game of any of them (`show`, `play`, `tournament`, the book's
//! pictures): a [`System`] names a system, reads its board, traces its moves under its rules
//! and draws its board as text, so no caller has a special case, Part I's game included.

use std::fmt;
use std::str::FromStr;

use ayoayo::toolkit::trace::{Trace, trace_move};
use ayoayo::toolkit::{self, Rules, landing_bins};
use ayoayo::{Pit, Player, awari, kalah, lagos, oware};

use crate::grammar::{self, GrammarError};
use crate::layout::{FourteenBins, Layout, TwelvePits};

/// One of the course's systems: Part I's Ayòayò, or one of Part II's, named by its chapter's
/// slug.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum System {
    Ayoayo,
    Lagos,
    Oware,
    Awari,
    Kalah,
}

/// A board of any system: 12 pits, or 14 bins with the stores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnyBoard {
    Twelve([u8; 12]),
    Fourteen([u8; 14]),
}

/// A move of any system, traced on its board: by Part I's own `trace_move`, told in the
/// words of Part I's rules, or by the toolkit under a Part II system's rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TracedMove {
    PartOne(ayoayo::Trace),
    Twelve(Trace<12>),
    Fourteen(Trace<14>),
}

impl System {
    /// Every system, in chapter order: Part I's first.
    pub const ALL: [System; 5] = [
        System::Ayoayo,
        System::Lagos,
        System::Oware,
        System::Awari,
        System::Kalah,
    ];

    /// The slug a command line or a book block writes: `lagos` (`ayoayo` for Part I's game).
    pub fn slug(self) -> &'static str {
        match self {
            System::Ayoayo => "ayoayo",
            System::Lagos => "lagos",
            System::Oware => "oware",
            System::Awari => "awari",
            System::Kalah => "kalah",
        }
    }

    /// The system's name, as the book uses it: Part II's from its rules.
    pub fn name(self) -> &'static str {
        match self {
            System::Ayoayo => "Ayòayò",
            System::Lagos => lagos::RULES.name,
            System::Oware => oware::RULES.name,
            System::Awari => awari::RULES.name,
            System::Kalah => kalah::RULES.name,
        }
    }

    /// Whether this is Part I's game, which the book and the tool take as given: its moves
    /// are told under no system's name, and `show` and `play` need no `--variant` for it.
    pub fn is_part_one(self) -> bool {
        self == System::Ayoayo
    }

    /// How `show` and `play` are told this system on the command line: `""` for Part I's
    /// game, else ` --variant SLUG`.
    pub fn flag(self) -> String {
        match self {
            System::Ayoayo => String::new(),
            _ => format!(" --variant {}", self.slug()),
        }
    }

    /// How many numbers a board of this system has: 12 pits, or 14 bins.
    pub fn bins(self) -> usize {
        match self {
            System::Ayoayo | System::Lagos | System::Oware => 12,
            System::Awari | System::Kalah => 14,
        }
    }

    /// The stones of a whole game of this system.
    pub fn stones(self) -> u32 {
        match self {
            System::Ayoayo => ayoayo::STONES,
            System::Lagos => lagos::RULES.stones,
            System::Oware => oware::RULES.stones,
            System::Awari => awari::RULES.stones,
            System::Kalah => kalah::RULES.stones,
        }
    }

    /// The opening board: the game's stones shared out over the twelve pits, stores empty.
    ///
    /// ```
    /// use ayoayo_narrator::system::{AnyBoard, System};
    /// assert_eq!(System::Awari.opening(), AnyBoard::Fourteen([3, 3, 3, 3, 3, 3, 0, 3, 3, 3, 3, 3, 3, 0]));
    /// assert_eq!(System::Ayoayo.opening(), AnyBoard::Twelve(ayoayo::OPENING));
    /// ```
    pub fn opening(self) -> AnyBoard {
        let each = u8::try_from(self.stones() / 12).unwrap_or(u8::MAX);
        match self.bins() {
            12 => AnyBoard::Twelve([each; 12]),
            _ => {
                let mut bins = [each; 14];
                (bins[6], bins[13]) = (0, 0);
                AnyBoard::Fourteen(bins)
            }
        }
    }

    /// Whether a hand that goes right round the board drops a stone back into the pit it was
    /// scooped from, as the system's own route decides: Lagos, Awari and Kalah do; Ayòayò
    /// and Oware skip the origin on every lap, so it is never sown into during its move.
    ///
    /// ```
    /// use ayoayo_narrator::system::System;
    /// let sown: Vec<bool> = System::ALL.iter().map(|system| system.sows_origin()).collect();
    /// assert_eq!(sown, [false, true, false, true, true]);
    /// ```
    pub fn sows_origin(self) -> bool {
        /// A hand of a whole board's stones from bin 0 is enough to come round to it.
        fn lap_comes_back<const N: usize>(rules: &Rules<N>) -> bool {
            let hand = u8::try_from(N).unwrap_or(u8::MAX);
            landing_bins(rules.route, Player::South, 0, 0, hand).any(|bin| bin == 0)
        }
        match self {
            System::Ayoayo => lap_comes_back(&toolkit::AYOAYO),
            System::Lagos => lap_comes_back(&lagos::RULES),
            System::Oware => lap_comes_back(&oware::RULES),
            System::Awari => lap_comes_back(&awari::RULES),
            System::Kalah => lap_comes_back(&kalah::RULES),
        }
    }

    /// The system a toolkit trace was made under, from the rules' name it carries: `None`
    /// for a name that is none of the five.
    pub fn named(name: &str) -> Option<System> {
        System::ALL.into_iter().find(|system| system.name() == name)
    }

    /// What the system's rules decide once a move by `mover` is at rest in `last`, beside its
    /// captures, that a reader would otherwise miss: an extra move (Kalah, Awari), or a
    /// capture not made because it would be a grand slam (Oware). `bins` are the bins at
    /// rest, before any capture.
    ///
    /// ```
    /// use ayoayo::Player::South;
    /// use ayoayo_narrator::system::{AtRest, System};
    /// let kalah = [4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0];
    /// assert_eq!(System::Kalah.at_rest(&kalah, South, 6), Some(AtRest::PlaysAgain));
    /// let oware = [0, 0, 0, 0, 0, 0, 2, 3, 0, 0, 0, 0];
    /// assert_eq!(System::Oware.at_rest(&oware, South, 7), Some(AtRest::GrandSlam { pits: vec![7, 6] }));
    /// ```
    pub fn at_rest(self, bins: &[u8], mover: Player, last: Pit) -> Option<AtRest> {
        match self {
            System::Kalah => {
                let bins: kalah::Board = bins.try_into().ok()?;
                (last == kalah::goal(mover)).then(|| match kalah::is_game_over(bins) {
                    true => AtRest::GameOver,
                    false => AtRest::PlaysAgain,
                })
            }
            System::Awari => {
                let bins: awari::Bins = bins.try_into().ok()?;
                (last == awari::store(mover)).then(|| match awari::is_over(bins) {
                    true => AtRest::GameOver,
                    false => AtRest::ExtraMoveOnce,
                })
            }
            System::Oware => {
                let bins: ayoayo::Board = bins.try_into().ok()?;
                let (after, taken) = oware::capture_chain(bins, mover, last);
                let slam = taken > 0 && !ayoayo::has_stones(after, mover.other());
                let pits = (0..=last).rev().filter(|&pit| after[pit] < bins[pit]);
                slam.then(|| AtRest::GrandSlam {
                    pits: pits.collect(),
                })
            }
            System::Ayoayo | System::Lagos => None,
        }
    }

    /// A board of this system from text, bin 0 first, holding at most the game's stones.
    pub fn parse_board(self, text: &str) -> Result<AnyBoard, GrammarError> {
        match self.bins() {
            12 => grammar::parse_board::<12>(text, self.stones()).map(AnyBoard::Twelve),
            _ => grammar::parse_bins(text, self.stones()).map(AnyBoard::Fourteen),
        }
    }

    /// The move from `pit`, by its owner, traced under this system's rules; an error when
    /// the pit is off the board, a store, empty, or the board is not this system's size.
    pub fn trace(self, board: AnyBoard, pit: usize) -> Result<TracedMove, GrammarError> {
        fn traced<L: Layout, const N: usize>(
            rules: &Rules<N>,
            bins: [u8; N],
            pit: usize,
        ) -> Result<Trace<N>, GrammarError> {
            let pit = L::sowable(&bins, pit)?;
            Ok(trace_move(rules, bins, L::owner(pit), pit))
        }
        let twelve = |rules: &Rules<12>, bins| traced::<TwelvePits, 12>(rules, bins, pit);
        let fourteen = |rules: &Rules<14>, bins| traced::<FourteenBins, 14>(rules, bins, pit);
        match (self, board) {
            (System::Ayoayo, AnyBoard::Twelve(b)) => {
                grammar::sowable(&b, pit).map(|pit| TracedMove::PartOne(ayoayo::trace_move(b, pit)))
            }
            (System::Lagos, AnyBoard::Twelve(b)) => {
                twelve(&lagos::RULES, b).map(TracedMove::Twelve)
            }
            (System::Oware, AnyBoard::Twelve(b)) => {
                twelve(&oware::RULES, b).map(TracedMove::Twelve)
            }
            (System::Awari, AnyBoard::Fourteen(b)) => {
                fourteen(&awari::RULES, b).map(TracedMove::Fourteen)
            }
            (System::Kalah, AnyBoard::Fourteen(b)) => {
                fourteen(&kalah::RULES, b).map(TracedMove::Fourteen)
            }
            (_, AnyBoard::Twelve(_)) => Err(GrammarError::BinCount { count: 12 }),
            (_, AnyBoard::Fourteen(_)) => Err(GrammarError::PitCount {
                pits: 12,
                count: 14,
            }),
        }
    }
}

impl AnyBoard {
    /// The stones, bin by bin.
    pub fn stones(&self) -> &[u8] {
        match self {
            AnyBoard::Twelve(board) => board,
            AnyBoard::Fourteen(bins) => bins,
        }
    }

    /// The board as text, as South sees it: 12 pits as Part I draws them, 14 bins with the
    /// stores between the rows.
    pub fn draw(self) -> String {
        match self {
            AnyBoard::Twelve(board) => TwelvePits::draw(board),
            AnyBoard::Fourteen(bins) => FourteenBins::draw(bins),
        }
    }
}

impl TracedMove {
    /// The pit sown.
    pub fn start(&self) -> usize {
        match self {
            TracedMove::PartOne(trace) => trace.start,
            TracedMove::Twelve(trace) => trace.start,
            TracedMove::Fourteen(trace) => trace.start,
        }
    }

    /// What each step was, in order.
    pub fn steps(&self) -> Vec<ayoayo::StepKind> {
        match self {
            TracedMove::PartOne(trace) => trace.steps.iter().map(|s| s.kind).collect(),
            TracedMove::Twelve(trace) => trace.steps.iter().map(|s| s.kind).collect(),
            TracedMove::Fourteen(trace) => trace.steps.iter().map(|s| s.kind).collect(),
        }
    }
}

/// What a system's rules decide when a move comes to rest, beside the stones it captures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AtRest {
    /// Kalah: the last stone is in the mover's own goal, so they play again.
    PlaysAgain,
    /// Awari: the last token is in the mover's own store, so they sow again, unless this
    /// sowing already was the turn's one extra move.
    ExtraMoveOnce,
    /// Kalah or Awari: the last stone is in the mover's own store, but a row of six pits is
    /// now empty, so the game is over and no one moves again.
    GameOver,
    /// Oware: taking the chain would leave the opponent no stone (a grand slam), so nothing
    /// is taken; `pits` are the chain's pits, the last stone's first.
    GrandSlam { pits: Vec<Pit> },
}

/// A word that names no system.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownSystem(pub String);

impl fmt::Display for UnknownSystem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let slugs: Vec<&str> = System::ALL.iter().map(|v| v.slug()).collect();
        write!(
            f,
            "`{}` is not a variant: write one of {}",
            self.0,
            slugs.join(", ")
        )
    }
}

impl std::error::Error for UnknownSystem {}

impl FromStr for System {
    type Err = UnknownSystem;

    /// A system by its slug, in any case: `lagos`, `Oware`.
    fn from_str(word: &str) -> Result<System, UnknownSystem> {
        let word = word.trim();
        System::ALL
            .into_iter()
            .find(|system| system.slug().eq_ignore_ascii_case(word))
            .ok_or_else(|| UnknownSystem(word.to_string()))
    }
}

impl fmt::Display for System {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_are_named_by_their_slug_in_any_case() {
        assert_eq!("Kalah".parse(), Ok(System::Kalah));
        assert_eq!(" lagos ".parse(), Ok(System::Lagos));
        let e = "mancala".parse::<System>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "`mancala` is not a variant: write one of ayoayo, lagos, oware, awari, kalah"
        );
    }

    #[test]
    fn each_variant_reads_a_board_of_its_own_size_and_stones() {
        assert!(matches!(
            System::Oware.parse_board("4 4 4 4 4 4 4 4 4 4 4 4"),
            Ok(AnyBoard::Twelve(_))
        ));
        let e = System::Kalah
            .parse_board("4 4 4 4 4 4 4 4 4 4 4 4")
            .unwrap_err();
        assert_eq!(e, GrammarError::BinCount { count: 12 });
        let e = System::Awari
            .parse_board("4 4 4 4 4 4 0 4 4 4 4 4 4 0")
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "the board holds 48 stones, but the game has only 36"
        );
    }

    #[test]
    fn each_variant_names_a_pit_holding_more_than_its_game_has() {
        for system in System::ALL {
            let mut counts = vec!["0".to_string(); system.bins()];
            *counts.last_mut().unwrap() = "99999999999999999999999999".into();
            let e = system.parse_board(&counts.join(" ")).unwrap_err();
            let last = system.bins() - 1;
            let most = system.stones();
            let place = if system.bins() == 12 { "pit" } else { "bin" };
            assert_eq!(
                e.to_string(),
                format!(
                    "{place} {last} holds 99999999999999999999999999 stones, but a {place} can \
                     hold at most {most}"
                ),
                "{system}"
            );
        }
    }

    #[test]
    fn a_move_is_traced_by_the_pit_s_owner_and_never_from_a_store() {
        let Ok(TracedMove::Fourteen(trace)) = System::Kalah.trace(System::Kalah.opening(), 9)
        else {
            panic!("pit 9 of Kalah's opening is North's to sow");
        };
        assert_eq!(trace.mover, ayoayo::Player::North);
        assert!(matches!(
            System::Awari.trace(System::Awari.opening(), 13),
            Err(GrammarError::Store { bin: 13, .. })
        ));
        assert!(matches!(
            System::Lagos.trace(System::Lagos.opening(), 12),
            Err(GrammarError::OffBoard { pit: 12, pits: 12 })
        ));
        assert!(System::Lagos.trace(System::Kalah.opening(), 1).is_err());
    }
}
