//! Boards, pits and players as a person types them, read once for the course tool and the book.
//!
//! A list is numbers separated by spaces or commas, with the brackets of an array allowed
//! around them: `4 4 4`, `4, 4, 4` and `[4, 4, 4]` are the same, so a board printed by a test
//! or written in the prose can be pasted back.

use std::fmt;

use ayoayo::{Pit, Player};

use crate::words::{count, player_name};

/// What is wrong with a board, a pit or a player as typed, in words a player understands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GrammarError {
    /// A board needs one number per pit.
    PitCount {
        pits: usize,
        count: usize,
    },
    /// A board of 14 bins needs one number per bin, stores included.
    BinCount {
        count: usize,
    },
    NotAStoneCount {
        word: String,
    },
    /// One pit holding more stones (`stones`, as typed) than a pit can (`limit`): the game's
    /// stones, and never more than a `u8` counts.
    PitTooFull {
        pit: usize,
        stones: String,
        limit: u32,
    },
    /// The same for a board of 14 bins, whose stores are bins but not pits.
    BinTooFull {
        bin: usize,
        stones: String,
        limit: u32,
    },
    /// More stones than the whole game has (`most`).
    TooManyStones {
        total: u64,
        most: u32,
    },
    NotAPit {
        word: String,
    },
    /// A pit number past the last pit of a board of `pits` pits.
    OffBoard {
        pit: usize,
        pits: usize,
    },
    EmptyPit {
        pit: Pit,
    },
    /// A store is never sown from.
    Store {
        bin: usize,
        player: Player,
    },
    NotAPlayer {
        word: String,
    },
}

impl fmt::Display for GrammarError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use GrammarError::*;
        match self {
            PitCount { pits, count: given } => write!(
                f,
                "a board has {pits} pits, numbered 0 to {}, but this one has {}",
                pits - 1,
                count(*given, "number")
            ),
            BinCount { count: given } => write!(
                f,
                "a board of 14 bins has 14 numbers (pits 0 to 5, South's store 6, pits 7 to 12, \
                 North's store 13), but this one has {}",
                count(*given, "number")
            ),
            NotAStoneCount { word } => write!(
                f,
                "`{word}` is not a number of stones: give whole numbers, pit 0 first"
            ),
            PitTooFull { pit, stones, limit } => write!(
                f,
                "pit {pit} holds {stones} stones, but a pit can hold at most {limit}"
            ),
            BinTooFull { bin, stones, limit } => write!(
                f,
                "bin {bin} holds {stones} stones, but a bin can hold at most {limit}"
            ),
            TooManyStones { total, most } => write!(
                f,
                "the board holds {total} stones, but the game has only {most}"
            ),
            NotAPit { word } => write!(f, "`{word}` is not a pit number"),
            OffBoard { pit, pits } => write!(
                f,
                "there is no pit {pit} on the board: pits are numbered 0 to {}",
                pits - 1
            ),
            EmptyPit { pit } => write!(f, "pit {pit} is empty: there is nothing to sow"),
            Store { bin, player } => write!(
                f,
                "bin {bin} is {}'s store: a store is never sown, only pits 0 to 5 and 7 to 12",
                player_name(*player)
            ),
            NotAPlayer { word } => write!(f, "`{word}` is not a player: write `south` or `north`"),
        }
    }
}

impl std::error::Error for GrammarError {}

/// The words of a list: separated by spaces or commas, brackets around them allowed.
pub fn tokens(text: &str) -> impl Iterator<Item = &str> {
    text.trim()
        .trim_start_matches('[')
        .trim_end_matches(']')
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|word| !word.is_empty())
}

/// A board of `N` pits, pit 0 first, holding at most `most` stones in all, and in each pit at
/// most `most` or 255 (what a `u8` counts), whichever is fewer.
///
/// ```
/// use ayoayo_narrator::grammar::parse_board;
/// assert_eq!(parse_board::<3>("[1, 2,3]", 48), Ok([1, 2, 3]));
/// assert!(parse_board::<3>("1 2", 48).is_err());
/// ```
pub fn parse_board<const N: usize>(text: &str, most: u32) -> Result<[u8; N], GrammarError> {
    let limit = most.min(u32::from(u8::MAX));
    let stones = tokens(text)
        .enumerate()
        .map(|(pit, word)| stone_count(pit, word, limit))
        .collect::<Result<Vec<u8>, GrammarError>>()?;
    let board: [u8; N] = stones
        .as_slice()
        .try_into()
        .map_err(|_| GrammarError::PitCount {
            pits: N,
            count: stones.len(),
        })?;
    let total: u64 = board.iter().map(|&n| u64::from(n)).sum();
    if total > u64::from(most) {
        return Err(GrammarError::TooManyStones { total, most });
    }
    Ok(board)
}

/// A board of 14 bins (two rows of six pits, a store after each), bin 0 first, holding at most
/// `most` stones in all.
pub fn parse_bins(text: &str, most: u32) -> Result<[u8; 14], GrammarError> {
    parse_board::<14>(text, most).map_err(|error| match error {
        GrammarError::PitCount { count, .. } => GrammarError::BinCount { count },
        GrammarError::PitTooFull { pit, stones, limit } => GrammarError::BinTooFull {
            bin: pit,
            stones,
            limit,
        },
        other => other,
    })
}

/// The stones of pit `pit`: a whole number, at most `limit`.
fn stone_count(pit: usize, word: &str, limit: u32) -> Result<u8, GrammarError> {
    if !word.bytes().all(|byte| byte.is_ascii_digit()) {
        return Err(GrammarError::NotAStoneCount {
            word: word.to_string(),
        });
    }
    // All digits, so the only way to fail is to be too large for a `u32`: over the limit too.
    match word.parse::<u32>() {
        Ok(stones) if stones <= limit => Ok(u8::try_from(stones).unwrap_or(u8::MAX)),
        _ => Err(GrammarError::PitTooFull {
            pit,
            stones: word.to_string(),
            limit,
        }),
    }
}

/// A pit number on a board of `pits` pits.
pub fn parse_pit(word: &str, pits: usize) -> Result<Pit, GrammarError> {
    let pit = word.trim().parse().map_err(|_| GrammarError::NotAPit {
        word: word.trim().to_string(),
    })?;
    on_board(pit, pits)
}

/// `pit`, if a board of `pits` pits has it.
pub fn on_board(pit: usize, pits: usize) -> Result<Pit, GrammarError> {
    if pit < pits {
        Ok(pit)
    } else {
        Err(GrammarError::OffBoard { pit, pits })
    }
}

/// `pit`, if it can be sown on `board`: on the board, and holding stones.
pub fn sowable(board: &[u8], pit: usize) -> Result<Pit, GrammarError> {
    let pit = on_board(pit, board.len())?;
    if board[pit] == 0 {
        return Err(GrammarError::EmptyPit { pit });
    }
    Ok(pit)
}

/// `south` or `north`, in any case.
pub fn parse_player(word: &str) -> Result<Player, GrammarError> {
    [Player::South, Player::North]
        .into_iter()
        .find(|&player| player_name(player).eq_ignore_ascii_case(word.trim()))
        .ok_or_else(|| GrammarError::NotAPlayer {
            word: word.trim().to_string(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str) -> Result<[u8; 12], GrammarError> {
        parse_board(text, 48)
    }

    #[test]
    fn boards_are_numbers_separated_by_spaces_or_commas() {
        let expected = [2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1];
        assert_eq!(board("2 2 4 2 0 1 2 1 2 1 2 1"), Ok(expected));
        assert_eq!(board("[2,2,4,2, 0,1,2,1,2,1,2,1]"), Ok(expected));
    }

    #[test]
    fn a_board_needs_a_number_per_pit() {
        let e = board("4 4 4 4 4 4 4 4 4 4 4").unwrap_err();
        assert_eq!(
            e,
            GrammarError::PitCount {
                pits: 12,
                count: 11
            }
        );
        assert_eq!(
            e.to_string(),
            "a board has 12 pits, numbered 0 to 11, but this one has 11 numbers"
        );
        assert!(
            board("")
                .unwrap_err()
                .to_string()
                .ends_with("has 0 numbers")
        );
        assert!(
            parse_board::<14>("4", 48)
                .unwrap_err()
                .to_string()
                .contains("14 pits")
        );
    }

    #[test]
    fn stones_are_whole_numbers() {
        for word in ["x", "-1", "2.5"] {
            let e = board(&format!("4 4 {word} 4")).unwrap_err();
            assert_eq!(e, GrammarError::NotAStoneCount { word: word.into() });
            assert!(
                e.to_string()
                    .starts_with(&format!("`{word}` is not a number"))
            );
        }
    }

    #[test]
    fn a_board_holds_at_most_the_stones_of_a_game() {
        let e = board("5 4 4 4 4 4 4 4 4 4 4 4").unwrap_err();
        assert_eq!(
            e,
            GrammarError::TooManyStones {
                total: 49,
                most: 48
            }
        );
        assert_eq!(
            e.to_string(),
            "the board holds 49 stones, but the game has only 48"
        );
        let e = board("0 0 0 0 0 0 0 0 0 0 0 300").unwrap_err();
        assert_eq!(
            e.to_string(),
            "pit 11 holds 300 stones, but a pit can hold at most 48"
        );
        let e = board("4 4 4 4 4 4 4 4 4 4 4 99999999999999999999999999").unwrap_err();
        assert_eq!(
            e.to_string(),
            "pit 11 holds 99999999999999999999999999 stones, but a pit can hold at most 48"
        );
        // However many stones a game has, a pit counts them in a `u8`.
        let e = parse_board::<2>("0 256", 1000).unwrap_err();
        assert_eq!(
            e.to_string(),
            "pit 1 holds 256 stones, but a pit can hold at most 255"
        );
        assert_eq!(parse_board::<2>("0 255", 1000), Ok([0, 255]));
        let e = parse_bins("0 0 0 0 0 0 49 0 0 0 0 0 0 0", 48).unwrap_err();
        assert_eq!(
            e.to_string(),
            "bin 6 holds 49 stones, but a bin can hold at most 48"
        );
    }

    #[test]
    fn pits_are_on_the_board_and_sown_only_with_stones() {
        assert_eq!(parse_pit(" 11 ", 12), Ok(11));
        assert_eq!(
            parse_pit("-1", 12),
            Err(GrammarError::NotAPit { word: "-1".into() })
        );
        let e = parse_pit("12", 12).unwrap_err();
        assert_eq!(
            e.to_string(),
            "there is no pit 12 on the board: pits are numbered 0 to 11"
        );
        let board = [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4];
        assert_eq!(sowable(&board, 0), Err(GrammarError::EmptyPit { pit: 0 }));
        assert_eq!(sowable(&board, 11), Ok(11));
        assert_eq!(
            sowable(&board, 12),
            Err(GrammarError::OffBoard { pit: 12, pits: 12 })
        );
    }

    #[test]
    fn players_are_named_in_any_case() {
        assert_eq!(parse_player(" North"), Ok(Player::North));
        assert_eq!(parse_player("SOUTH"), Ok(Player::South));
        assert!(
            parse_player("east")
                .unwrap_err()
                .to_string()
                .contains("`south` or `north`")
        );
    }

    #[test]
    fn a_board_of_fourteen_bins_names_its_stores() {
        use crate::{FourteenBins, Layout};
        let e = FourteenBins::parse_board("4 4 4 4 4 4 4 4 4 4 4 4").unwrap_err();
        assert_eq!(e, GrammarError::BinCount { count: 12 });
        assert!(e.to_string().contains("South's store 6"), "{e}");
        let bins = [3, 4, 4, 4, 4, 4, 1, 4, 4, 4, 4, 4, 4, 0];
        assert_eq!(
            FourteenBins::parse_board("3 4 4 4 4 4 1 4 4 4 4 4 4 0"),
            Ok(bins)
        );
        let e = FourteenBins::sowable(&bins, 6).unwrap_err();
        assert_eq!(
            e.to_string(),
            "bin 6 is South's store: a store is never sown, only pits 0 to 5 and 7 to 12"
        );
        assert_eq!(FourteenBins::sowable(&bins, 12), Ok(12));
        assert_eq!(
            FourteenBins::sowable(&bins, 14),
            Err(GrammarError::OffBoard { pit: 14, pits: 14 })
        );
    }
}
