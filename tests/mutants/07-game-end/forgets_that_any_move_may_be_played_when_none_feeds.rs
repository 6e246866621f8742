//! Mistake: refuses every move that leaves a starving opponent empty, even when no move could
//! feed them (then, by the feeding rule, any move may be played).
use ayoayo::{Board, IllegalMove, PITS, Pit, Player, Score, owner};
use ayoayo::{has_stones, permissible_moves, sow_and_capture, try_relay_sow};

pub use ayoayo::{count_stones, handle_game_end};

pub fn take_turn(
    board: Board,
    score: Score,
    mover: Player,
    pit: Pit,
) -> Result<(Board, Score, bool), IllegalMove> {
    if pit >= PITS {
        return Err(IllegalMove::OffBoard(pit));
    }
    if owner(pit) != mover {
        return Err(IllegalMove::NotYourPit(pit));
    }
    if board[pit] == 0 {
        return Err(IllegalMove::EmptyPit(pit));
    }
    if try_relay_sow(board, pit).is_none() {
        return Err(IllegalMove::SowsForever(pit));
    }
    let (after, _) = sow_and_capture(board, score, pit).ok_or(IllegalMove::SowsForever(pit))?;
    if !has_stones(board, mover.other()) && !has_stones(after, mover.other()) {
        return Err(IllegalMove::MustFeed(pit));
    }
    let (board, score) = sow_and_capture(board, score, pit).ok_or(IllegalMove::SowsForever(pit))?;
    let (board, score) = handle_game_end(board, score, mover);
    if !has_stones(board, mover.other()) {
        return Ok((board, score, true));
    }
    if permissible_moves(board, mover.other()).is_empty() {
        let mut score = score;
        score[mover as usize] += board.iter().sum::<u8>();
        return Ok(([0; PITS], score, true));
    }
    Ok((board, score, false))
}
