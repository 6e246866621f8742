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
//! A block whose first line is `variant: lagos` (or `oware`, `awari`, `kalah`) draws a board of
//! that Part II system and traces its moves under its rules: `board:` then has 12 numbers
//! (lagos, oware) or 14 (awari, kalah: pits 0 to 5, store 6, pits 7 to 12, store 13), at most
//! the game's stones, and `sow:` is a pit (never a store) sown by its owner. Without it, the
//! block is Part I's Ayòayò (`variant: ayoayo` says so too).
//!
//! A block is checked completely here, against the rules, so drawing it can never fail: the
//! board holds at most 48 stones, the pit to sow is on the board, holds stones and belongs to
//! the player named, and the move comes to rest unless the block asks to see it go round.

use std::fmt;

use ayoayo::{Pit, Player, StepKind, owner};
use ayoayo_narrator::grammar::{self, GrammarError};
use ayoayo_narrator::system::{AnyBoard, System, TracedMove, UnknownSystem};
use ayoayo_narrator::words::{player_name as name, thousands};

/// The keys a block may use, in the order the error message lists them.
pub const KEYS: [&str; 7] = [
    "variant", "board", "sow", "player", "mark", "caption", "endless",
];

/// A checked block: what to draw, of any system.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    /// The system whose board it is: Part I's unless its first line is `variant: ...`.
    pub system: System,
    /// The board before anything happens: 12 pits or 14 bins, as the system has.
    pub board: AnyBoard,
    /// The move from the pit of `sow:`, traced once under the system's rules, if the block
    /// shows a move; the owner of its start is the mover.
    pub trace: Option<TracedMove>,
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
    /// A board, pit or player that does not read (see [`grammar`]).
    Grammar(GrammarError),
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
    /// `variant:` names no system.
    UnknownSystem(UnknownSystem),
    /// `variant:` anywhere but the block's first line.
    VariantNotFirst,
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
            Grammar(error) => error.fmt(f),
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
            UnknownSystem(error) => error.fmt(f),
            VariantNotFirst => write!(
                f,
                "`variant:` must be the block's first line, so the board is read as that \
                 system's"
            ),
        }
    }
}

impl From<GrammarError> for ErrorKind {
    fn from(error: GrammarError) -> ErrorKind {
        ErrorKind::Grammar(error)
    }
}

impl fmt::Display for BlockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.kind.fmt(f)
    }
}

impl std::error::Error for BlockError {}

/// One `key: value` line of a block, with where it was.
struct Entry<'a> {
    line: usize,
    value: &'a str,
}

/// A block's entries, looked up by key, each error placed on its entry's line.
struct Entries<'a>(Vec<(&'a str, Entry<'a>)>);

impl<'a> Entries<'a> {
    fn get(&self, key: &str) -> Option<&Entry<'a>> {
        self.0
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, entry)| entry)
    }

    /// The value of `key` as `read` reads it, `None` when the block has no such line; what
    /// `read` refuses is an error on that line.
    fn read<T>(
        &self,
        key: &str,
        read: impl FnOnce(&'a str) -> Result<T, ErrorKind>,
    ) -> Result<Option<T>, BlockError> {
        self.get(key)
            .map(|entry| read(entry.value).map_err(|kind| entry.error(kind)))
            .transpose()
    }
}

impl Entry<'_> {
    /// `kind`, placed on this entry's line.
    fn error(&self, kind: ErrorKind) -> BlockError {
        BlockError {
            line: Some(self.line),
            kind,
        }
    }
}

impl Block {
    /// Parses and checks the body of a block (the text between its fences), tracing its move
    /// once under its system's rules.
    ///
    /// ```
    /// use ayoayo_narrator::system::{AnyBoard, System};
    /// let block = mdbook_ayoayo::Block::parse("board: 4 4 4 4 4 4 4 4 4 4 4 4\nsow: 3").unwrap();
    /// assert_eq!(block.board, AnyBoard::Twelve([4; 12]));
    /// assert_eq!(block.trace.map(|trace| trace.start()), Some(3));
    /// let block = mdbook_ayoayo::Block::parse("variant: kalah\nboard: 4 4 4 4 4 4 0 4 4 4 4 4 4 0").unwrap();
    /// assert_eq!((block.system, block.board), (System::Kalah, System::Kalah.opening()));
    /// ```
    pub fn parse(body: &str) -> Result<Block, BlockError> {
        let entries = Entries(entries(body)?);
        let system = system(body, &entries)?;
        let board = entries
            .read("board", |text| Ok(system.parse_board(text)?))?
            .ok_or(BlockError {
                line: None,
                kind: ErrorKind::MissingBoard,
            })?;
        let marks = entries.read("mark", |text| {
            grammar::tokens(text)
                .map(|word| grammar::parse_pit(word, system.bins()).map_err(ErrorKind::from))
                .collect()
        })?;
        let trace = entries.read("sow", |text| {
            let pit = grammar::parse_pit(text, system.bins())?;
            Ok(system.trace(board, pit)?)
        })?;
        let start = trace.as_ref().map(TracedMove::start);
        entries.read("player", |text| {
            mover_as_said(start, grammar::parse_player(text)?)
        })?;
        let endless = entries.read("endless", |text| match (text.trim(), start) {
            ("show", Some(_)) => Ok(true),
            ("show", None) => Err(needs_sow("endless")),
            (word, _) => Err(ErrorKind::UnknownEndless {
                word: word.to_string(),
            }),
        })?;
        let endless = endless.unwrap_or(false);
        if let (Some(trace), Some(entry)) = (&trace, entries.get("sow")) {
            endless_as_said(trace.start(), &trace.steps(), endless).map_err(|e| entry.error(e))?;
        }
        Ok(Block {
            system,
            board,
            trace,
            marks: marks.unwrap_or_default(),
            caption: entries
                .get("caption")
                .map(|entry| entry.value.trim().to_string()),
            endless,
        })
    }
}

/// The block's system: the one its `variant:` line names, which must be its first line, or
/// Part I's when it has none.
fn system(body: &str, entries: &Entries<'_>) -> Result<System, BlockError> {
    let Some(entry) = entries.get("variant") else {
        return Ok(System::Ayoayo);
    };
    let first = body.lines().position(|line| !line.trim().is_empty());
    if first != Some(entry.line) {
        return Err(entry.error(ErrorKind::VariantNotFirst));
    }
    entry
        .value
        .parse()
        .map_err(|e| entry.error(ErrorKind::UnknownSystem(e)))
}

/// Whether `player:` names the owner of the pit sown from (every pit that can be sown is
/// South's below 6 and North's above, as Part I's `owner` says); it needs a move.
fn mover_as_said(start: Option<Pit>, player: Player) -> Result<(), ErrorKind> {
    match start {
        None => Err(needs_sow("player")),
        Some(pit) if owner(pit) != player => Err(ErrorKind::NotYourPit { pit, player }),
        Some(_) => Ok(()),
    }
}

/// The block's `key: value` lines, by key, refusing unknown and repeated keys. Blank lines are
/// skipped, so a block can be spaced out.
fn entries(body: &str) -> Result<Vec<(&str, Entry<'_>)>, BlockError> {
    let mut found: Vec<(&str, Entry<'_>)> = Vec::new();
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

fn needs_sow(key: &str) -> ErrorKind {
    ErrorKind::NeedsSow {
        key: key.to_string(),
    }
}

/// Whether a block's `endless:` line tells the truth about the move from `pit` whose steps
/// are `steps`: a move that never ends must be drawn on purpose (`endless: show`), and only
/// such a move may be. Part I's blocks and Part II's share this one check.
fn endless_as_said(pit: usize, steps: &[StepKind], said: bool) -> Result<(), ErrorKind> {
    let repeat = steps.iter().find_map(|&kind| match kind {
        StepKind::Endless {
            after_sowings,
            cycle,
        } => Some((after_sowings, cycle)),
        _ => None,
    });
    match (repeat, said) {
        (None, true) => Err(ErrorKind::NotEndless { pit }),
        (Some((after_sowings, cycle)), false) => Err(ErrorKind::Endless {
            pit,
            after_sowings,
            cycle,
        }),
        _ => Ok(()),
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
    fn a_board_alone_is_a_picture() {
        let block = Block::parse(OPENING).unwrap();
        assert_eq!(block.board, AnyBoard::Twelve([4; 12]));
        assert_eq!((block.trace, block.endless), (None, false));
        assert!(block.marks.is_empty());
    }

    #[test]
    fn all_keys_are_read_and_blank_lines_skipped() {
        let body = "\nboard: [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0]\n\nsow: 9\nplayer: North\n\
                    mark: 3 0\ncaption: North replies: pit 9\n";
        let block = Block::parse(body).unwrap();
        assert_eq!(
            block.board,
            AnyBoard::Twelve([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0])
        );
        assert_eq!(block.trace.map(|trace| trace.start()), Some(9));
        assert_eq!(block.marks, [3, 0]);
        assert_eq!(block.caption.as_deref(), Some("North replies: pit 9"));
    }

    #[test]
    fn a_board_needs_twelve_numbers() {
        let e = error("board: 4 4 4 4 4 4 4 4 4 4 4");
        assert_eq!(
            e.kind,
            GrammarError::PitCount {
                pits: 12,
                count: 11
            }
            .into()
        );
        assert_eq!(e.line, Some(0));
        assert!(e.to_string().contains("11 numbers"), "{e}");
        let e = error("board: 4 4 4 4 4 4 4 4 4 4 4 x");
        assert_eq!(
            e.kind,
            GrammarError::NotAStoneCount { word: "x".into() }.into()
        );
    }

    #[test]
    fn a_board_holds_at_most_48_stones() {
        let e = error("board: 5 4 4 4 4 4 4 4 4 4 4 4");
        assert_eq!(
            e.kind,
            GrammarError::TooManyStones {
                total: 49,
                most: 48
            }
            .into()
        );
        let e = error("board: 300 0 0 0 0 0 0 0 0 0 0 0");
        assert!(e.to_string().contains("300 stones"), "{e}");
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
        assert_eq!(
            (e.line, e.kind),
            (Some(1), GrammarError::OffBoard { pit: 12, pits: 12 }.into())
        );
        let e = error("board: 0 4 4 4 4 4 4 4 4 4 4 4\nsow: 0");
        assert_eq!(e.kind, GrammarError::EmptyPit { pit: 0 }.into());
        let e = error(&format!("{OPENING}\nsow: -1"));
        assert_eq!(e.kind, GrammarError::NotAPit { word: "-1".into() }.into());
        let e = error(&format!("{OPENING}\nmark: 3 14"));
        assert!(e.to_string().starts_with("there is no pit 14"), "{e}");
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
        assert!(matches!(
            e.kind,
            ErrorKind::Grammar(GrammarError::NotAPlayer { .. })
        ));
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

    #[test]
    fn a_variant_block_reads_its_own_board_and_sows_by_its_rules() {
        let block = Block::parse("variant: oware\nboard: 4 4 4 4 4 4 4 4 4 4 4 4\nsow: 7").unwrap();
        assert_eq!(block.system, System::Oware);
        assert!(matches!(block.trace, Some(TracedMove::Twelve(_))));
        let block = Block::parse(OPENING).unwrap();
        assert_eq!(block.system, System::Ayoayo);
        let named = Block::parse(&format!("variant: ayoayo\n{OPENING}")).unwrap();
        assert_eq!(named, block);
    }

    #[test]
    fn a_variant_block_says_what_is_wrong_and_where() {
        let e = Block::parse("variant: kalah\nboard: 4 4 4 4 4 4 4 4 4 4 4 4").unwrap_err();
        assert_eq!(
            (e.line, e.kind),
            (Some(1), GrammarError::BinCount { count: 12 }.into())
        );
        let e = Block::parse("variant: lagos\nboard: 4 4 4 4 4 4 0 4 4 4 4 4 4 0").unwrap_err();
        assert_eq!(
            e.kind,
            GrammarError::PitCount {
                pits: 12,
                count: 14
            }
            .into()
        );
        let e =
            Block::parse("variant: awari\nboard: 3 3 3 3 3 3 0 3 3 3 3 3 3 0\nsow: 6").unwrap_err();
        assert_eq!(e.line, Some(2));
        assert!(e.to_string().contains("a store is never sown"), "{e}");
        let e = Block::parse("variant: mancala\nboard: 4").unwrap_err();
        assert_eq!(e.line, Some(0));
        assert!(e.to_string().contains("not a variant"), "{e}");
        let e = Block::parse(&format!("{OPENING}\nvariant: kalah")).unwrap_err();
        assert_eq!((e.line, e.kind), (Some(1), ErrorKind::VariantNotFirst));
        let e = Block::parse(
            "variant: kalah\nboard: 4 4 4 4 4 4 0 4 4 4 4 4 4 0\nsow: 9\nplayer: south",
        )
        .unwrap_err();
        assert_eq!(e.to_string(), "pit 9 is North's, so South cannot sow it");
    }

    #[test]
    fn a_lagos_relay_that_never_ends_is_refused_unless_shown() {
        let body = "variant: lagos\nboard: 1 3 1 0 2 1 0 1 0 2 1 0\nsow: 1";
        let e = Block::parse(body).unwrap_err();
        assert_eq!(
            (e.line, e.kind),
            (
                Some(2),
                ErrorKind::Endless {
                    pit: 1,
                    after_sowings: 60,
                    cycle: 60
                }
            )
        );
        assert!(Block::parse(&format!("{body}\nendless: show")).is_ok());
    }
}
