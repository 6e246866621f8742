//! Comparing a learner's answer with the reference's, and saying how they differ as a player
//! would see it: an answer that holds a board is drawn as two pictures of the board, the
//! reference's and yours, with the pits that differ in brackets.

use std::fmt::Debug;

use ayoayo::{Board, IllegalMove, Pit, Player};

use crate::drawing::{Stones, draw, draw_marked};
use crate::isolate;

/// A value a learner's function returns, which may hold a board to draw when it is wrong.
pub trait Answer: PartialEq + Debug {
    /// The stones of the board this answer holds, if any.
    fn board(&self) -> Option<Vec<u8>> {
        None
    }
}

impl<B: Stones> Answer for B {
    fn board(&self) -> Option<Vec<u8>> {
        Some(self.stones())
    }
}

impl<B: Stones, T: PartialEq + Debug> Answer for (B, T) {
    fn board(&self) -> Option<Vec<u8>> {
        Some(self.0.stones())
    }
}

impl<B: Stones, T: PartialEq + Debug, U: PartialEq + Debug> Answer for (B, T, U) {
    fn board(&self) -> Option<Vec<u8>> {
        Some(self.0.stones())
    }
}

impl<B: Stones, T: PartialEq + Debug, U: PartialEq + Debug, V: PartialEq + Debug> Answer
    for (B, T, U, V)
{
    fn board(&self) -> Option<Vec<u8>> {
        Some(self.0.stones())
    }
}

impl<B, T, U, V, W> Answer for (B, T, U, V, W)
where
    B: Stones,
    T: PartialEq + Debug,
    U: PartialEq + Debug,
    V: PartialEq + Debug,
    W: PartialEq + Debug,
{
    fn board(&self) -> Option<Vec<u8>> {
        Some(self.0.stones())
    }
}

impl<A: Answer> Answer for Option<A> {
    fn board(&self) -> Option<Vec<u8>> {
        self.as_ref().and_then(A::board)
    }
}

impl<A: Answer, E: PartialEq + Debug> Answer for Result<A, E> {
    fn board(&self) -> Option<Vec<u8>> {
        self.as_ref().ok().and_then(A::board)
    }
}

/// Part II's sowing state (chapter 8 on): its bins are the board to draw.
impl<const N: usize> Answer for ayoayo::toolkit::Sown<N> {
    fn board(&self) -> Option<Vec<u8>> {
        Some(self.bins.to_vec())
    }
}

/// A Part II position: its pits are the board to draw.
impl Answer for ayoayo::lagos::Position {
    fn board(&self) -> Option<Vec<u8>> {
        Some(self.board.to_vec())
    }
}

/// A Part II position: its houses are the board to draw.
impl Answer for ayoayo::oware::Position {
    fn board(&self) -> Option<Vec<u8>> {
        Some(self.houses.to_vec())
    }
}

impl Answer for Vec<Pit> {}
/// Moves from one pit to another (chapter 4's drill `hanoi`).
impl Answer for Vec<(Pit, Pit)> {}
/// A relay's states, each a board and the pit about to be scooped (chapter 4).
impl Answer for Vec<(Board, Pit)> {}
impl<const N: usize> Answer for [Pit; N] {}
impl Answer for Pit {}
impl Answer for u8 {}
/// A count of move sequences (chapter 12).
impl Answer for u64 {}
/// A count split by the first move, `divide`'s answer (chapter 12).
impl Answer for Vec<(Pit, u64)> {}
/// A search's value (chapter 13 on).
impl Answer for i32 {}
/// Chapter 20's lazy lists of values, collected.
impl Answer for Vec<i32> {}
/// A Tchoukaillon position, seeds per hole (chapter 17).
impl Answer for Vec<u32> {}
/// A tree's height (chapter 18).
impl Answer for u32 {}
impl Answer for bool {}
impl Answer for Player {}
impl Answer for IllegalMove {}
impl Answer for &str {}

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
        Some(isolate::Call {
            description: call,
            board,
        }) if board.is_empty() => {
            format!("Your call {call} gives a different answer from the reference.")
        }
        Some(isolate::Call {
            description: call,
            board,
        }) => format!(
            "Your call {call}, on the board {board:?}\n{}\ngives a different answer from the \
             reference.",
            draw(&board)
        ),
        None => format!("Your call {call} gives a different answer from the reference."),
    };
    let why = if why.is_empty() {
        String::new()
    } else {
        format!("\n{why}")
    };
    let answers = match (reference.board(), yours.board()) {
        (Some(theirs), Some(mine)) if theirs.len() == mine.len() => format!(
            "reference: {}\n{}\n\nyours:     {}\n{}\n{}",
            shape(reference, &theirs),
            draw_marked(&theirs, &theirs),
            shape(yours, &mine),
            draw_marked(&mine, &theirs),
            differing_pits(&mine, &theirs),
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
fn shape<A: Answer>(answer: &A, board: &[u8]) -> String {
    format!("{answer:?}").replacen(&format!("{board:?}"), "board", 1) + ", the board:"
}

/// The answer's `Debug` text, with its board drawn when it holds one.
fn described<A: Answer>(answer: &A, board: Option<Vec<u8>>) -> String {
    match board {
        Some(board) => format!("{}\n{}", shape(answer, &board), draw(&board)),
        None => format!("{answer:?}"),
    }
}

/// Which pits of `yours` differ from `reference`, in words.
fn differing_pits(yours: &[u8], reference: &[u8]) -> String {
    let pits: Vec<String> = (0..yours.len())
        .filter(|&pit| yours.get(pit) != reference.get(pit))
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
    ($($arguments:tt)+) => {
        $crate::check_answer!(panic, $($arguments)+)
    };
}

/// In a property: fails the case when a learner's answer differs from the reference's, drawing
/// both boards, so proptest can shrink it to a small failing input.
#[macro_export]
macro_rules! prop_assert_answer {
    ($($arguments:tt)+) => {
        $crate::check_answer!(prop, $($arguments)+)
    };
}

/// The two macros above in one: the [`difference`] of the learner's call `$yours`, named as
/// written, from `$reference`, with the test's reason, fails a test (`panic`) or a property's
/// case (`prop`).
#[doc(hidden)]
#[macro_export]
macro_rules! check_answer {
    (@fail panic $difference:ident) => {
        panic!("{}", $difference)
    };
    (@fail prop $difference:ident) => {
        return Err($crate::fail($difference))
    };
    ($fail:ident, $yours:expr, $reference:expr $(,)?) => {
        $crate::check_answer!($fail, $yours, $reference, "")
    };
    ($fail:ident, $yours:expr, $reference:expr, $($why:tt)+) => {{
        let (yours, reference) = ($yours, $reference);
        let why = format!($($why)+);
        let difference = $crate::answer::difference(stringify!($yours), &yours, &reference, &why);
        if let Some(difference) = difference {
            $crate::check_answer!(@fail $fail difference);
        }
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn twelve_pits_are_drawn_as_part_one_draws_them() {
        let board = [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4];
        let drawn = draw(&board);
        let expected = ayoayo::draw(board);
        let squeeze = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert_eq!(squeeze(&drawn), squeeze(&expected));
    }

    #[test]
    fn fourteen_bins_put_the_stores_between_the_rows_and_mark_them_too() {
        let bins = [3, 3, 3, 3, 3, 0, 1, 4, 3, 3, 3, 3, 3, 2];
        let mut theirs = bins;
        theirs[6] = 0;
        assert_eq!(
            draw_marked(&bins, &theirs),
            "pit         12   11   10    9    8    7\n\
             North        3    3    3    3    3    4\n\
             store 13: 2                              store 6: [1]\n\
             South        3    3    3    3    3    0\n\
             pit          0    1    2    3    4    5"
        );
    }
}
