//! Hostile submission: a file the compiler stops at, with as many errors as it can give, hoping
//! one learner's failed build fails the class's.

compile_error!("this file never builds");

pub fn next_pit(pit: Pit) -> Pit {
    undefined(pit)
}

pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
    missing(board, skip, pit, in_hand)
}
