//! Versions of `sow_and_capture` with a bug planted in each, for chapter 5's properties to
//! catch: its tests grade the learner's properties with them, and the reference's `shrinking`
//! example counts what each property rejects. Each is the reference's move with one thing
//! wrong, so each is wrong in one way only.

use ayoayo::{Board, Pit, Play, Score, owner, scoop, sow, sow_and_capture, try_relay_sow};

/// A version of `sow_and_capture` with a bug planted in it, named and described.
#[derive(Clone, Copy)]
pub struct Planted {
    pub name: &'static str,
    pub bug: &'static str,
    pub play: Play,
}

/// Each bug as a `Planted` constant, named after the function it is planted in.
macro_rules! planted {
    ($($(#[$doc:meta])* $constant:ident = $play:ident: $bug:literal;)*) => {$(
        $(#[$doc])*
        pub const $constant: Planted = Planted {
            name: stringify!($play),
            bug: $bug,
            play: $play,
        };
    )*};
}

planted! {
    /// The mover's score gains one stone fewer than the capture: a stone is lost.
    LOSES_A_STONE = loses_a_stone:
        "the mover's score gains one stone fewer than each capture, so a stone is lost";
    /// Every capture goes to South's score, North's captures too.
    CREDITS_SOUTH_ALWAYS = credits_south_always:
        "every capture goes to South's score[0], even North's";
    /// The move captures the pit it ended in, instead of the pit opposite.
    CAPTURES_THE_END_PIT = captures_the_end_pit:
        "a capture takes the stones of the pit the move ended in, not those of the pit opposite";
    /// A move that needs more than one sowing is taken never to end.
    GIVES_UP_ON_RELAYS = gives_up_on_relays:
        "a move whose first sowing ends in a pit that held stones answers None, as if it never \
         ended";
}

/// Every planted bug, for checking that a property judges each as it says it will.
pub const ALL: [Planted; 4] = [
    LOSES_A_STONE,
    CREDITS_SOUTH_ALWAYS,
    CAPTURES_THE_END_PIT,
    GIVES_UP_ON_RELAYS,
];

fn loses_a_stone(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    let (after, mut new_score) = sow_and_capture(board, score, start)?;
    let mover = owner(start) as usize;
    if new_score[mover] > score[mover] {
        new_score[mover] -= 1;
    }
    Some((after, new_score))
}

fn credits_south_always(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    let (after, new_score) = sow_and_capture(board, score, start)?;
    let captured = new_score[0] + new_score[1] - score[0] - score[1];
    Some((after, [score[0] + captured, score[1]]))
}

fn captures_the_end_pit(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    let (sown, end) = try_relay_sow(board, start)?;
    let mover = owner(start);
    let (after, captured) = if owner(end) == mover {
        scoop(sown, end)
    } else {
        (sown, 0)
    };
    let mut new_score = score;
    new_score[mover as usize] += captured;
    Some((after, new_score))
}

fn gives_up_on_relays(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    let (sown, end) = sow(board, start, start);
    if sown[end] != 1 {
        return None;
    }
    sow_and_capture(board, score, start)
}
