//! Style: folds and `Option`/`Result` chains instead of first/rest recursion and `if` ladders.
//! `count_stones` folds the pits into the count so far; `take_turn` checks the move with
//! `Result`s joined by `and_then`, one per rule, so the first that fails is the one reported.
//!
//! Correct because a fold with `counted` as its start is the accumulator the page writes
//! recursively (each pit added, saturating at 255, the empty list giving `counted` back), and
//! the checks come in the order the rules give them.
use ayoayo::{
    Board, IllegalMove, Pit, Player, Score, has_stones, owner, permissible_moves, potential_moves,
    sow_and_capture, try_relay_sow,
};

pub fn count_stones(board: Board, pits: &[Pit], counted: u8) -> u8 {
    pits.iter()
        .map(|&pit| board.get(pit).copied().unwrap_or(0))
        .fold(counted, u8::saturating_add)
}

pub fn handle_game_end(board: Board, score: Score, mover: Player) -> (Board, Score) {
    if has_stones(board, mover.other()) {
        return (board, score);
    }
    let mut score = score;
    let side = potential_moves(mover);
    score[mover as usize] = count_stones(board, &side, score[mover as usize]);
    ([0; 12], score)
}

/// `Ok(())` when `fine`, else the illegal move `why`.
fn require(fine: bool, why: IllegalMove) -> Result<(), IllegalMove> {
    if fine { Ok(()) } else { Err(why) }
}

/// The first rule, in the order of the rules, that the move breaks.
fn legal(board: Board, mover: Player, pit: Pit) -> Result<(), IllegalMove> {
    require(pit < 12, IllegalMove::OffBoard(pit))
        .and_then(|()| require(owner(pit) == mover, IllegalMove::NotYourPit(pit)))
        .and_then(|()| require(board[pit] > 0, IllegalMove::EmptyPit(pit)))
        .and_then(|()| {
            let ends = try_relay_sow(board, pit).is_some();
            require(ends, IllegalMove::SowsForever(pit))
        })
        .and_then(|()| {
            let allowed = permissible_moves(board, mover).contains(&pit);
            require(allowed, IllegalMove::MustFeed(pit))
        })
}

pub fn take_turn(
    board: Board,
    score: Score,
    mover: Player,
    pit: Pit,
) -> Result<(Board, Score, bool), IllegalMove> {
    legal(board, mover, pit)?;
    let (sown, score) = sow_and_capture(board, score, pit).ok_or(IllegalMove::SowsForever(pit))?;
    let (board, score) = handle_game_end(sown, score, mover);
    let opponent = mover.other();
    if !has_stones(board, opponent) {
        return Ok((board, score, true));
    }
    if !permissible_moves(board, opponent).is_empty() {
        return Ok((board, score, false));
    }
    let everything = count_stones(board, &(0..12).collect::<Vec<_>>(), score[mover as usize]);
    let mut score = score;
    score[mover as usize] = everything;
    Ok(([0; 12], score, true))
}
