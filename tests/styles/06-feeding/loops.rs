//! Style: `for` loops that push into a `Vec`, where the book uses first/rest recursion and
//! iterator adaptors. Correct because each loop visits the moves in the order given and keeps
//! exactly those the rule asks for, so the order is kept; `permissible_moves` first keeps the
//! moves that hold stones and end, then, only when the opponent is empty, those that feed,
//! falling back to all of them when none does.
use ayoayo::{Board, Pit, Player, owner, sow_and_capture, try_relay_sow};

pub fn potential_moves(player: Player) -> Vec<Pit> {
    let mut pits = Vec::new();
    for pit in 0..12 {
        if owner(pit) == player {
            pits.push(pit);
        }
    }
    pits
}

pub fn possible_moves(board: Board, moves: &[Pit]) -> Vec<Pit> {
    let mut possible = Vec::new();
    for &pit in moves {
        if pit < 12 && board[pit] > 0 {
            possible.push(pit);
        }
    }
    possible
}

pub fn has_stones(board: Board, player: Player) -> bool {
    for pit in potential_moves(player) {
        if board[pit] > 0 {
            return true;
        }
    }
    false
}

pub fn moves_that_feed(board: Board, moves: &[Pit]) -> Vec<Pit> {
    let mut feeding = Vec::new();
    for &pit in moves {
        if let Some((after, _)) = sow_and_capture(board, [0, 0], pit)
            && has_stones(after, owner(pit).other())
        {
            feeding.push(pit);
        }
    }
    feeding
}

pub fn permissible_moves(board: Board, player: Player) -> Vec<Pit> {
    let mut ending = Vec::new();
    for pit in possible_moves(board, &potential_moves(player)) {
        if try_relay_sow(board, pit).is_some() {
            ending.push(pit);
        }
    }
    if has_stones(board, player.other()) {
        return ending;
    }
    let feeding = moves_that_feed(board, &ending);
    if feeding.is_empty() { ending } else { feeding }
}
