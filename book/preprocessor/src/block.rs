//! One ```` ```ayoayo ```` block: its `key: value` lines, parsed and checked into a [`Block`].
//!
//! | key | value |
//! | --- | --- |
//! | `board:` | required: the stones of pits 0 to 11, at most 48 in all (`4 4 4 ...`; commas and the brackets of an array are allowed, so `[4, 4, ...]` can be pasted from the prose) |
//! | `sow:` | a pit: show the whole move from it, step by step, instead of a still board |
//! | `player:` | `south` or `north`: checks the pit is theirs (without it, the pit's owner moves) |
//! | `mark:` | pits to highlight in every picture: `mark: 3 9` |
//! | `caption:` | text under a board, or the title of a move |
//! | `endless: show` | draw a move whose relay never ends, up to the frame that says so |
//!
//! A block is checked completely here, against the rules, so drawing it can never fail: the
//! board holds at most 48 stones, the pit to sow is on the board, holds stones and belongs to
//! the player named, and the move comes to rest unless the block asks to see it go round.

use std::fmt;

use ayoayo::{Board, PITS, Pit, Player, StepKind, owner, trace_move, try_relay_sow};

/// The stones of a whole game: no board can hold more.
pub const MAX_STONES: u32 = 48;

/// The keys a block may use, in the order the error message lists them.
pub const KEYS: [&str; 6] = ["board", "sow", "player", "mark", "caption", "endless"];

/// A checked block: what to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    /// The board before anything happens.
    pub board: Board,
    /// The pit a move is sown from, if the block shows a move; its owner is the mover.
    pub sow: Option<Pit>,
    /// Pits to highlight in every picture (`mark: 3 9`).
    pub marks: Vec<Pit>,
    /// A caption written by the author, shown under the picture.
    pub caption: Option<String>,
    /// `endless: show`: the move never comes to rest, and the block wants to see it anyway.
    pub endless: bool,
}

/// What is wrong with a block, and on which of its lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockError {
    /// The line of the block's body (0 is the line after the opening fence) the problem is on;
    /// `None` when it is about the block as a whole, such as a missing `board:`.
    pub line: Option<usize>,
    pub kind: ErrorKind,
}

/// Every way a block can be wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// A line that is not `key: value`.
    NotAKey {
        text: String,
    },
    UnknownKey {
        key: String,
    },
    RepeatedKey {
        key: String,
    },
    MissingBoard,
    /// A board must have exactly twelve numbers.
    BoardSize {
        count: usize,
    },
    NotAStoneCount {
        word: String,
    },
    TooManyStones {
        total: u64,
    },
    NotAPit {
        word: String,
    },
    OffBoard {
        pit: usize,
    },
    EmptyPit {
        pit: Pit,
    },
    UnknownPlayer {
        word: String,
    },
    /// `player:` names someone who does not own the pit to sow.
    NotYourPit {
        pit: Pit,
        player: Player,
    },
    UnknownEndless {
        word: String,
    },
    /// `player:` or `endless:` without a move to apply to.
    NeedsSow {
        key: String,
    },
    /// The move never comes to rest, and the block does not say `endless: show`.
    Endless {
        pit: Pit,
        after_sowings: usize,
        cycle: usize,
    },
    /// `endless: show` on a move that does come to rest.
    NotEndless {
        pit: Pit,
    },
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ErrorKind::*;
        match self {
            NotAKey { text } => write!(f, "`{text}` is not a `key: value` line"),
            UnknownKey { key } => {
                write!(f, "unknown key `{key}` (a block knows {})", KEYS.join(", "))
            }
            RepeatedKey { key } => write!(f, "`{key}` is given twice"),
            MissingBoard => write!(
                f,
                "no `board:` line: give the stones of the 12 pits, pit 0 first"
            ),
            BoardSize { count } => write!(
                f,
                "a board has 12 pits, numbered 0 to 11, but this one has {count} numbers"
            ),
            NotAStoneCount { word } => write!(f, "`{word}` is not a number of stones"),
            TooManyStones { total } => write!(
                f,
                "the board holds {total} stones, but the game has only {MAX_STONES}"
            ),
            NotAPit { word } => write!(f, "`{word}` is not a pit number"),
            OffBoard { pit } => write!(
                f,
                "there is no pit {pit} on the board: pits are numbered 0 to 11"
            ),
            EmptyPit { pit } => write!(f, "pit {pit} is empty: there is nothing to sow"),
            UnknownPlayer { word } => {
                write!(f, "`{word}` is not a player: write `south` or `north`")
            }
            NotYourPit { pit, player } => write!(
                f,
                "pit {pit} is {}'s, so {} cannot sow it",
                name(owner(*pit)),
                name(*player)
            ),
            UnknownEndless { word } => write!(
                f,
                "`endless: {word}` is not a choice: the only one is `endless: show`"
            ),
            NeedsSow { key } => write!(f, "`{key}:` needs a move: add a `sow:` line"),
            Endless {
                pit,
                after_sowings,
                cycle,
            } => write!(
                f,
                "sowing pit {pit} never ends: the relay comes back to an earlier state after \
                 {} sowings and goes round {} sowings for ever \
                 (write `endless: show` to draw it anyway)",
                thousands(*after_sowings),
                thousands(*cycle)
            ),
            NotEndless { pit } => write!(
                f,
                "`endless: show`, but sowing pit {pit} comes to rest: remove that line"
            ),
        }
    }
}

impl fmt::Display for BlockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.kind.fmt(f)
    }
}

impl std::error::Error for BlockError {}

/// A player's name as the book writes it.
pub fn name(player: Player) -> &'static str {
    match player {
        Player::South => "South",
        Player::North => "North",
    }
}

/// A count as the book writes it, in groups of three digits: `6,827,228`.
pub fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// One `key: value` line of a block, with where it was.
struct Entry<'a> {
    line: usize,
    value: &'a str,
}

impl Block {
    /// Parses and checks the body of a block (the text between its fences).
    ///
    /// ```
    /// let block = mdbook_ayoayo::Block::parse("board: 4 4 4 4 4 4 4 4 4 4 4 4\nsow: 3").unwrap();
    /// assert_eq!((block.board, block.sow), ([4; 12], Some(3)));
    /// ```
    pub fn parse(body: &str) -> Result<Block, BlockError> {
        let entries = entries(body)?;
        let get = |key: &str| entries.iter().find(|(k, _)| *k == key).map(|(_, e)| e);
        let at = |entry: &Entry, kind| BlockError {
            line: Some(entry.line),
            kind,
        };

        let board_entry = get("board").ok_or(BlockError {
            line: None,
            kind: ErrorKind::MissingBoard,
        })?;
        let board = parse_board(board_entry.value).map_err(|kind| at(board_entry, kind))?;

        let marks = match get("mark") {
            Some(entry) => words(entry.value)
                .map(parse_pit)
                .collect::<Result<Vec<Pit>, ErrorKind>>()
                .map_err(|kind| at(entry, kind))?,
            None => Vec::new(),
        };

        let sow = match get("sow") {
            Some(entry) => {
                let pit = parse_pit(entry.value.trim()).map_err(|kind| at(entry, kind))?;
                if board[pit] == 0 {
                    return Err(at(entry, ErrorKind::EmptyPit { pit }));
                }
                Some((pit, entry))
            }
            None => None,
        };

        if let Some(entry) = get("player") {
            let player = parse_player(entry.value).map_err(|kind| at(entry, kind))?;
            let Some((pit, _)) = sow else {
                return Err(at(entry, needs_sow("player")));
            };
            if owner(pit) != player {
                return Err(at(entry, ErrorKind::NotYourPit { pit, player }));
            }
        }

        let endless = match get("endless") {
            Some(entry) => match entry.value.trim() {
                "show" if sow.is_some() => true,
                "show" => return Err(at(entry, needs_sow("endless"))),
                word => {
                    return Err(at(
                        entry,
                        ErrorKind::UnknownEndless {
                            word: word.to_string(),
                        },
                    ));
                }
            },
            None => false,
        };

        if let Some((pit, entry)) = sow {
            let comes_to_rest = try_relay_sow(board, pit).is_some();
            match (comes_to_rest, endless) {
                (true, true) => return Err(at(entry, ErrorKind::NotEndless { pit })),
                (false, false) => return Err(at(entry, endless_error(board, pit))),
                _ => {}
            }
        }

        Ok(Block {
            board,
            sow: sow.map(|(pit, _)| pit),
            marks,
            caption: get("caption").map(|entry| entry.value.trim().to_string()),
            endless,
        })
    }
}

/// The block's `key: value` lines, by key, refusing unknown and repeated keys. Blank lines are
/// skipped, so a block can be spaced out.
fn entries(body: &str) -> Result<Vec<(&str, Entry<'_>)>, BlockError> {
    let mut found: Vec<(&str, Entry)> = Vec::new();
    for (line, text) in body.lines().enumerate() {
        if text.trim().is_empty() {
            continue;
        }
        let error = |kind| BlockError {
            line: Some(line),
            kind,
        };
        let Some((key, value)) = text.split_once(':') else {
            return Err(error(ErrorKind::NotAKey {
                text: text.trim().to_string(),
            }));
        };
        let key = key.trim();
        let Some(&key) = KEYS.iter().find(|&&known| known == key) else {
            return Err(error(ErrorKind::UnknownKey {
                key: key.to_string(),
            }));
        };
        if found.iter().any(|(k, _)| *k == key) {
            return Err(error(ErrorKind::RepeatedKey {
                key: key.to_string(),
            }));
        }
        found.push((key, Entry { line, value }));
    }
    Ok(found)
}

/// The words of a list, separated by spaces or commas, with the brackets of an array allowed
/// around them: `4 4 4`, `4, 4, 4` and `[4, 4, 4]` are the same list, so a board can be pasted
/// from the prose.
fn words(value: &str) -> impl Iterator<Item = &str> {
    value
        .trim()
        .trim_start_matches('[')
        .trim_end_matches(']')
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|word| !word.is_empty())
}

fn parse_board(value: &str) -> Result<Board, ErrorKind> {
    let counts = words(value)
        .map(|word| {
            word.parse::<u8>().map_err(|_| match word.parse::<u64>() {
                Ok(total) => ErrorKind::TooManyStones { total },
                Err(_) => ErrorKind::NotAStoneCount {
                    word: word.to_string(),
                },
            })
        })
        .collect::<Result<Vec<u8>, ErrorKind>>()?;
    let board: Board = counts
        .as_slice()
        .try_into()
        .map_err(|_| ErrorKind::BoardSize {
            count: counts.len(),
        })?;
    let total: u64 = board.iter().map(|&stones| u64::from(stones)).sum();
    if total > u64::from(MAX_STONES) {
        return Err(ErrorKind::TooManyStones { total });
    }
    Ok(board)
}

fn parse_pit(word: &str) -> Result<Pit, ErrorKind> {
    let pit: usize = word.parse().map_err(|_| ErrorKind::NotAPit {
        word: word.to_string(),
    })?;
    if pit < PITS {
        Ok(pit)
    } else {
        Err(ErrorKind::OffBoard { pit })
    }
}

fn parse_player(value: &str) -> Result<Player, ErrorKind> {
    match value.trim().to_ascii_lowercase().as_str() {
        "south" => Ok(Player::South),
        "north" => Ok(Player::North),
        _ => Err(ErrorKind::UnknownPlayer {
            word: value.trim().to_string(),
        }),
    }
}

fn needs_sow(key: &str) -> ErrorKind {
    ErrorKind::NeedsSow {
        key: key.to_string(),
    }
}

/// The error for a move that never comes to rest, with the numbers of its cycle from the
/// reference's trace.
fn endless_error(board: Board, pit: Pit) -> ErrorKind {
    let trace = trace_move(board, pit);
    let (after_sowings, cycle) = trace
        .steps
        .iter()
        .find_map(|step| match step.kind {
            StepKind::Endless {
                after_sowings,
                cycle,
            } => Some((after_sowings, cycle)),
            _ => None,
        })
        .unwrap_or_default();
    ErrorKind::Endless {
        pit,
        after_sowings,
        cycle,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const OPENING: &str = "board: 4 4 4 4 4 4 4 4 4 4 4 4";

    fn error(body: &str) -> BlockError {
        Block::parse(body).expect_err("the block should be refused")
    }

    #[test]
    fn long_counts_are_grouped_by_thousands() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(638), "638");
        assert_eq!(thousands(6_827_228), "6,827,228");
        assert_eq!(thousands(100_000), "100,000");
    }

    #[test]
    fn a_board_alone_is_a_picture() {
        let block = Block::parse(OPENING).unwrap();
        assert_eq!(block.board, [4; 12]);
        assert_eq!((block.sow, block.endless), (None, false));
        assert!(block.marks.is_empty());
    }

    #[test]
    fn all_keys_are_read_and_blank_lines_skipped() {
        let body = "\nboard: [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0]\n\nsow: 9\nplayer: North\n\
                    mark: 3 0\ncaption: North replies: pit 9\n";
        let block = Block::parse(body).unwrap();
        assert_eq!(block.board, [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0]);
        assert_eq!(block.sow, Some(9));
        assert_eq!(block.marks, [3, 0]);
        assert_eq!(block.caption.as_deref(), Some("North replies: pit 9"));
    }

    #[test]
    fn a_board_needs_twelve_numbers() {
        let e = error("board: 4 4 4 4 4 4 4 4 4 4 4");
        assert_eq!(e.kind, ErrorKind::BoardSize { count: 11 });
        assert_eq!(e.line, Some(0));
        assert!(e.to_string().contains("11 numbers"), "{e}");
        let e = error("board: 4 4 4 4 4 4 4 4 4 4 4 x");
        assert_eq!(e.kind, ErrorKind::NotAStoneCount { word: "x".into() });
    }

    #[test]
    fn a_board_holds_at_most_48_stones() {
        let e = error("board: 5 4 4 4 4 4 4 4 4 4 4 4");
        assert_eq!(e.kind, ErrorKind::TooManyStones { total: 49 });
        let e = error("board: 300 0 0 0 0 0 0 0 0 0 0 0");
        assert_eq!(e.kind, ErrorKind::TooManyStones { total: 300 });
    }

    #[test]
    fn the_board_is_required_and_keys_are_known_and_given_once() {
        assert_eq!(error("sow: 3").kind, ErrorKind::MissingBoard);
        assert_eq!(error("sow: 3").line, None);
        let e = error(&format!("{OPENING}\nsew: 3"));
        assert_eq!(
            (e.line, e.kind),
            (Some(1), ErrorKind::UnknownKey { key: "sew".into() })
        );
        let e = error(&format!("{OPENING}\nsow: 3\nsow: 4"));
        assert_eq!(
            (e.line, e.kind),
            (Some(2), ErrorKind::RepeatedKey { key: "sow".into() })
        );
        let e = error(&format!("{OPENING}\njust words"));
        assert!(matches!(e.kind, ErrorKind::NotAKey { .. }));
    }

    #[test]
    fn the_pit_to_sow_is_on_the_board_and_holds_stones() {
        let e = error(&format!("{OPENING}\nsow: 12"));
        assert_eq!((e.line, e.kind), (Some(1), ErrorKind::OffBoard { pit: 12 }));
        let e = error("board: 0 4 4 4 4 4 4 4 4 4 4 4\nsow: 0");
        assert_eq!(e.kind, ErrorKind::EmptyPit { pit: 0 });
        let e = error(&format!("{OPENING}\nsow: -1"));
        assert_eq!(e.kind, ErrorKind::NotAPit { word: "-1".into() });
        let e = error(&format!("{OPENING}\nmark: 3 14"));
        assert_eq!(e.kind, ErrorKind::OffBoard { pit: 14 });
    }

    #[test]
    fn the_player_must_own_the_pit() {
        let e = error(&format!("{OPENING}\nsow: 3\nplayer: north"));
        assert_eq!(
            e.kind,
            ErrorKind::NotYourPit {
                pit: 3,
                player: Player::North
            }
        );
        assert_eq!(e.to_string(), "pit 3 is South's, so North cannot sow it");
        let e = error(&format!("{OPENING}\nplayer: south"));
        assert!(matches!(e.kind, ErrorKind::NeedsSow { .. }));
        let e = error(&format!("{OPENING}\nsow: 3\nplayer: east"));
        assert!(matches!(e.kind, ErrorKind::UnknownPlayer { .. }));
    }

    const ENDLESS: &str = "board: 2 2 4 2 0 1 2 1 2 1 2 1\nsow: 1";

    #[test]
    fn an_endless_move_is_refused_unless_shown() {
        let e = error(ENDLESS);
        assert_eq!(
            (e.line, e.kind.clone()),
            (
                Some(1),
                ErrorKind::Endless {
                    pit: 1,
                    after_sowings: 639,
                    cycle: 638
                }
            )
        );
        assert!(e.to_string().contains("endless: show"), "{e}");
        let block = Block::parse(&format!("{ENDLESS}\nendless: show")).unwrap();
        assert!(block.endless);
    }

    #[test]
    fn endless_show_is_only_for_endless_moves() {
        let e = error(&format!("{OPENING}\nsow: 3\nendless: show"));
        assert_eq!(e.kind, ErrorKind::NotEndless { pit: 3 });
        let e = error(&format!("{ENDLESS}\nendless: yes"));
        assert!(matches!(e.kind, ErrorKind::UnknownEndless { .. }));
    }
}
