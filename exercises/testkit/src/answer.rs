//! Comparing a learner's answer with the reference's, and saying how they differ as a player
//! would see it: an answer that holds a board is drawn as two pictures of the board, the
//! reference's and yours, with the pits that differ in brackets.

use std::fmt::Debug;

use ayoayo::{Board, IllegalMove, PITS, Pit, Player};

use crate::isolate;

/// A value a learner's function returns, which may hold a board to draw when it is wrong.
pub trait Answer: PartialEq + Debug {
    /// The board this answer holds, if any.
    fn board(&self) -> Option<Board> {
        None
    }
}

impl Answer for Board {
    fn board(&self) -> Option<Board> {
        Some(*self)
    }
}

impl<T: PartialEq + Debug> Answer for (Board, T) {
    fn board(&self) -> Option<Board> {
        Some(self.0)
    }
}

impl<T: PartialEq + Debug, U: PartialEq + Debug> Answer for (Board, T, U) {
    fn board(&self) -> Option<Board> {
        Some(self.0)
    }
}

impl<A: Answer> Answer for Option<A> {
    fn board(&self) -> Option<Board> {
        self.as_ref().and_then(A::board)
    }
}

impl<A: Answer, E: PartialEq + Debug> Answer for Result<A, E> {
    fn board(&self) -> Option<Board> {
        self.as_ref().ok().and_then(A::board)
    }
}

/// Part II's sowing state (chapter 8 on): its bins are the board to draw.
impl Answer for ayoayo::toolkit::Sown<12> {
    fn board(&self) -> Option<Board> {
        Some(self.bins)
    }
}

impl Answer for Vec<Pit> {}
impl<const N: usize> Answer for [Pit; N] {}
impl Answer for Pit {}
impl Answer for u8 {}
impl Answer for bool {}
impl Answer for Player {}
impl Answer for IllegalMove {}

/// `None` when `yours` equals `reference`; otherwise the words and pictures that say how they
/// differ. `call` names the learner's call (used when no call was announced), `why` is the
/// test's own explanation, if any.
pub fn difference<A, R>(call: &str, yours: &A, reference: &R, why: &str) -> Option<String>
where
    A: Answer + PartialEq<R>,
    R: Answer,
{
    if yours == reference {
        return None;
    }
    let heading = match isolate::last_call() {
        Some((call, board)) => format!(
            "Your call {call}, on the board {board:?}\n{}\ngives a different answer from the \
             reference.",
            draw(board)
        ),
        None => format!("Your call {call} gives a different answer from the reference."),
    };
    let why = if why.is_empty() {
        String::new()
    } else {
        format!("\n{why}")
    };
    let answers = match (reference.board(), yours.board()) {
        (Some(theirs), Some(mine)) => format!(
            "reference: {}\n{}\n\nyours:     {}\n{}\n{}",
            shape(reference, theirs),
            draw_marked(theirs, theirs),
            shape(yours, mine),
            draw_marked(mine, theirs),
            differing_pits(mine, theirs),
        ),
        (theirs, mine) => format!(
            "reference: {}\nyours:     {}",
            described(reference, theirs),
            described(yours, mine)
        ),
    };
    Some(format!("{heading}{why}\n\n{answers}"))
}

/// The answer's `Debug` text with its board called `board`, the board being drawn below it.
fn shape<A: Answer>(answer: &A, board: Board) -> String {
    format!("{answer:?}").replacen(&format!("{board:?}"), "board", 1) + ", the board:"
}

/// The answer's `Debug` text, with its board drawn when it holds one.
fn described<A: Answer>(answer: &A, board: Option<Board>) -> String {
    match board {
        Some(board) => format!("{}\n{}", shape(answer, board), draw(board)),
        None => format!("{answer:?}"),
    }
}

/// The board as the test kit draws every board of a failure, so they all line up: two rows with
/// pit numbers, as `ayoayo::draw` does, in columns wide enough for a marked pit.
pub(crate) fn draw(board: Board) -> String {
    draw_marked(board, board)
}

/// The board as [`draw`] draws it, with each pit whose count differs from `other`'s in brackets.
fn draw_marked(board: Board, other: Board) -> String {
    let north: Vec<Pit> = (PITS / 2..PITS).rev().collect();
    let south: Vec<Pit> = (0..PITS / 2).collect();
    let numbers =
        |pits: &[Pit]| -> String { pits.iter().map(|pit| format!("{pit:>4} ")).collect() };
    let stones = |pits: &[Pit]| -> String {
        pits.iter()
            .map(|&pit| match board[pit] == other[pit] {
                true => format!("{:>4} ", board[pit]),
                false => format!("{:>5}", format!("[{}]", board[pit])),
            })
            .collect()
    };
    [
        format!("pit   {}", numbers(&north)),
        format!("North {}", stones(&north)),
        format!("South {}", stones(&south)),
        format!("pit   {}", numbers(&south)),
    ]
    .map(|line| line.trim_end().to_string())
    .join("\n")
}

/// Which pits of `yours` differ from `reference`, in words.
fn differing_pits(yours: Board, reference: Board) -> String {
    let pits: Vec<String> = (0..PITS)
        .filter(|&pit| yours[pit] != reference[pit])
        .map(|pit| pit.to_string())
        .collect();
    match pits.len() {
        0 => "The boards agree; the rest of the answer differs.".into(),
        1 => format!("Pit {} differs.", pits[0]),
        _ => format!("Pits {} differ.", pits.join(", ")),
    }
}

/// Fails the test when a learner's answer differs from the reference's, drawing both boards
/// (for worked examples and pictures). The optional message says why the answer is expected.
///
/// `assert_answer!(scoop(OPENING, 0), ([0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 4));`
#[macro_export]
macro_rules! assert_answer {
    ($yours:expr, $reference:expr $(,)?) => {
        $crate::assert_answer!($yours, $reference, "")
    };
    ($yours:expr, $reference:expr, $($why:tt)+) => {{
        let (yours, reference) = ($yours, $reference);
        let why = format!($($why)+);
        if let Some(difference) =
            $crate::answer::difference(stringify!($yours), &yours, &reference, &why)
        {
            panic!("{difference}");
        }
    }};
}

/// In a property: fails the case when a learner's answer differs from the reference's, drawing
/// both boards, so proptest can shrink it to a small failing input.
#[macro_export]
macro_rules! prop_assert_answer {
    ($yours:expr, $reference:expr $(,)?) => {
        $crate::prop_assert_answer!($yours, $reference, "")
    };
    ($yours:expr, $reference:expr, $($why:tt)+) => {{
        let (yours, reference) = ($yours, $reference);
        let why = format!($($why)+);
        if let Some(difference) =
            $crate::answer::difference(stringify!($yours), &yours, &reference, &why)
        {
            return Err(::proptest::test_runner::TestCaseError::fail(difference));
        }
    }};
}
