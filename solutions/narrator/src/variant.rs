//! Part II's systems as one small table, for every tool that reads a board or traces a move of
//! any of them (`show`, the book's pictures, and `play` later): a [`Variant`] names a system,
//! reads its board and traces its moves under its `RULES`, so no command has special cases.

use std::fmt;
use std::str::FromStr;

use ayoayo::toolkit::Rules;
use ayoayo::toolkit::trace::{Trace, trace_move};
use ayoayo::{awari, kalah, lagos, oware};

use crate::grammar::{self, GrammarError};
use crate::layout::{FourteenBins, Layout, TwelvePits};

/// One of Part II's systems, by the slug of its chapter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    Lagos,
    Oware,
    Awari,
    Kalah,
}

/// A board of a variant: 12 pits, or 14 bins with the stores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bins {
    Twelve([u8; 12]),
    Fourteen([u8; 14]),
}

/// A move of a variant, traced on its board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantTrace {
    Twelve(Trace<12>),
    Fourteen(Trace<14>),
}

impl Variant {
    /// Every variant, in chapter order.
    pub const ALL: [Variant; 4] = [
        Variant::Lagos,
        Variant::Oware,
        Variant::Awari,
        Variant::Kalah,
    ];

    /// The chapter's slug, as a command line or a book block writes it: `lagos`.
    pub fn slug(self) -> &'static str {
        match self {
            Variant::Lagos => "lagos",
            Variant::Oware => "oware",
            Variant::Awari => "awari",
            Variant::Kalah => "kalah",
        }
    }

    /// The system's name, as the book uses it (its rules' name).
    pub fn name(self) -> &'static str {
        match self {
            Variant::Lagos => lagos::RULES.name,
            Variant::Oware => oware::RULES.name,
            Variant::Awari => awari::RULES.name,
            Variant::Kalah => kalah::RULES.name,
        }
    }

    /// How many numbers a board of this variant has: 12 pits, or 14 bins.
    pub fn bins(self) -> usize {
        match self {
            Variant::Lagos | Variant::Oware => 12,
            Variant::Awari | Variant::Kalah => 14,
        }
    }

    /// The stones of a whole game of this variant.
    pub fn stones(self) -> u32 {
        match self {
            Variant::Lagos => lagos::RULES.stones,
            Variant::Oware => oware::RULES.stones,
            Variant::Awari => awari::RULES.stones,
            Variant::Kalah => kalah::RULES.stones,
        }
    }

    /// The opening board: the game's stones shared out over the twelve pits, stores empty.
    ///
    /// ```
    /// use ayoayo_narrator::variant::{Bins, Variant};
    /// assert_eq!(Variant::Awari.opening(), Bins::Fourteen([3, 3, 3, 3, 3, 3, 0, 3, 3, 3, 3, 3, 3, 0]));
    /// ```
    pub fn opening(self) -> Bins {
        let each = u8::try_from(self.stones() / 12).unwrap_or(u8::MAX);
        match self.bins() {
            12 => Bins::Twelve([each; 12]),
            _ => {
                let mut bins = [each; 14];
                (bins[6], bins[13]) = (0, 0);
                Bins::Fourteen(bins)
            }
        }
    }

    /// A board of this variant from text, bin 0 first, holding at most the game's stones.
    pub fn parse_board(self, text: &str) -> Result<Bins, GrammarError> {
        match self.bins() {
            12 => grammar::parse_board::<12>(text, self.stones()).map(Bins::Twelve),
            _ => grammar::parse_bins(text, self.stones()).map(Bins::Fourteen),
        }
    }

    /// The move from `pit`, by its owner, traced under this variant's rules; an error when
    /// the pit is off the board, a store, empty, or the board is not this variant's size.
    pub fn trace(self, bins: Bins, pit: usize) -> Result<VariantTrace, GrammarError> {
        fn traced<L: Layout, const N: usize>(
            rules: &Rules<N>,
            bins: [u8; N],
            pit: usize,
        ) -> Result<Trace<N>, GrammarError> {
            let pit = grammar::sowable_in::<L>(&bins, pit)?;
            Ok(trace_move(rules, bins, L::owner(pit), pit))
        }
        let twelve = |rules: &Rules<12>, bins| traced::<TwelvePits, 12>(rules, bins, pit);
        let fourteen = |rules: &Rules<14>, bins| traced::<FourteenBins, 14>(rules, bins, pit);
        match (self, bins) {
            (Variant::Lagos, Bins::Twelve(b)) => twelve(&lagos::RULES, b).map(VariantTrace::Twelve),
            (Variant::Oware, Bins::Twelve(b)) => twelve(&oware::RULES, b).map(VariantTrace::Twelve),
            (Variant::Awari, Bins::Fourteen(b)) => {
                fourteen(&awari::RULES, b).map(VariantTrace::Fourteen)
            }
            (Variant::Kalah, Bins::Fourteen(b)) => {
                fourteen(&kalah::RULES, b).map(VariantTrace::Fourteen)
            }
            (_, Bins::Twelve(_)) => Err(GrammarError::BinCount { count: 12 }),
            (_, Bins::Fourteen(_)) => Err(GrammarError::PitCount {
                pits: 12,
                count: 14,
            }),
        }
    }
}

/// A word that names no variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownVariant(pub String);

impl fmt::Display for UnknownVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let slugs: Vec<&str> = Variant::ALL.iter().map(|v| v.slug()).collect();
        write!(
            f,
            "`{}` is not a variant: write one of {}",
            self.0,
            slugs.join(", ")
        )
    }
}

impl std::error::Error for UnknownVariant {}

impl FromStr for Variant {
    type Err = UnknownVariant;

    /// A variant by its slug, in any case: `lagos`, `Oware`.
    fn from_str(word: &str) -> Result<Variant, UnknownVariant> {
        let word = word.trim();
        Variant::ALL
            .into_iter()
            .find(|variant| variant.slug().eq_ignore_ascii_case(word))
            .ok_or_else(|| UnknownVariant(word.to_string()))
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_are_named_by_their_slug_in_any_case() {
        assert_eq!("Kalah".parse(), Ok(Variant::Kalah));
        assert_eq!(" lagos ".parse(), Ok(Variant::Lagos));
        let e = "mancala".parse::<Variant>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "`mancala` is not a variant: write one of lagos, oware, awari, kalah"
        );
    }

    #[test]
    fn each_variant_reads_a_board_of_its_own_size_and_stones() {
        assert!(matches!(
            Variant::Oware.parse_board("4 4 4 4 4 4 4 4 4 4 4 4"),
            Ok(Bins::Twelve(_))
        ));
        let e = Variant::Kalah
            .parse_board("4 4 4 4 4 4 4 4 4 4 4 4")
            .unwrap_err();
        assert_eq!(e, GrammarError::BinCount { count: 12 });
        let e = Variant::Awari
            .parse_board("4 4 4 4 4 4 0 4 4 4 4 4 4 0")
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "the board holds 48 stones, but the game has only 36"
        );
    }

    #[test]
    fn each_variant_names_a_pit_holding_more_than_its_game_has() {
        for variant in Variant::ALL {
            let mut counts = vec!["0".to_string(); variant.bins()];
            *counts.last_mut().unwrap() = "99999999999999999999999999".into();
            let e = variant.parse_board(&counts.join(" ")).unwrap_err();
            let last = variant.bins() - 1;
            let most = variant.stones();
            let place = if variant.bins() == 12 { "pit" } else { "bin" };
            assert_eq!(
                e.to_string(),
                format!(
                    "{place} {last} holds 99999999999999999999999999 stones, but a {place} can \
                     hold at most {most}"
                ),
                "{variant}"
            );
        }
    }

    #[test]
    fn a_move_is_traced_by_the_pit_s_owner_and_never_from_a_store() {
        let Ok(VariantTrace::Fourteen(trace)) = Variant::Kalah.trace(Variant::Kalah.opening(), 9)
        else {
            panic!("pit 9 of Kalah's opening is North's to sow");
        };
        assert_eq!(trace.mover, ayoayo::Player::North);
        assert!(matches!(
            Variant::Awari.trace(Variant::Awari.opening(), 13),
            Err(GrammarError::Store { bin: 13, .. })
        ));
        assert!(matches!(
            Variant::Lagos.trace(Variant::Lagos.opening(), 12),
            Err(GrammarError::OffBoard { pit: 12, pits: 12 })
        ));
        assert!(Variant::Lagos.trace(Variant::Kalah.opening(), 1).is_err());
    }
}
