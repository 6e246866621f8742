//! Style: a sowing as a hand-written `Iterator` (a struct holding the next item) instead of
//! `std::iter::successors`, `distribute` as one `match` on where the last stone fell, and
//! `play_move` as a `loop` that drops stones until the hand is empty.
//!
//! Correct because the struct yields the emptied board first and then, while the item just
//! given has stones in hand, `distribute` of it, so the items are the page's unfold; the
//! `match` takes the cases of the rules in their order (stones still in hand, own goal,
//! an empty pit of one's own, anywhere else).
use ayoayo::Player;
use ayoayo::kalah::{Board, Hand, Square, capture_stones, player_next};

const PLAY_AGAIN: &str = "Last stone in your mancala. Play again.";
const CAPTURE: &str = "Last stone in empty space. Pick up the stones in the opposite square.";
const NEXT_TURN: &str = "Out of stones. Next player's turn.";

/// `player`'s goal: 6 for South, 13 for North.
fn goal(player: Player) -> Square {
    match player {
        Player::South => 6,
        Player::North => 13,
    }
}

/// Whether `square` is one of `player`'s six pits.
fn own_pit(player: Player, square: Square) -> bool {
    square < 13 && square != 6 && (square > 6) == (player == Player::North)
}

pub fn square_next(player: Player, square: Square) -> Square {
    let mut next = (square + 1) % 14;
    if next == goal(player.other()) {
        next = (next + 1) % 14;
    }
    next
}

pub fn distribute(board: Board, player: Player, square: Square, stones: u8) -> Hand {
    if stones == 0 || square >= 14 {
        return (board, player_next(player), 0, 0, NEXT_TURN);
    }
    let mut after = board;
    after[square] = after[square].saturating_add(1);
    match (stones - 1, after[square]) {
        (left @ 1.., _) => (after, player, square_next(player, square), left, ""),
        _ if square == goal(player) => (after, player, 0, 0, PLAY_AGAIN),
        (_, 1) if own_pit(player, square) => {
            let captured = capture_stones(after, player, square);
            (captured, player_next(player), 0, 0, CAPTURE)
        }
        _ => (after, player_next(player), 0, 0, NEXT_TURN),
    }
}

/// A move under way: the item it gives next, none once the hand is empty.
struct Sowing {
    next: Option<Hand>,
}

impl Iterator for Sowing {
    type Item = Hand;

    fn next(&mut self) -> Option<Hand> {
        let now = self.next.take()?;
        let (board, player, square, stones, _) = now;
        if stones > 0 {
            self.next = Some(distribute(board, player, square, stones));
        }
        Some(now)
    }
}

pub fn sowing(board: Board, player: Player, square: Square) -> impl Iterator<Item = Hand> {
    let mut emptied = board;
    let hand = emptied.get_mut(square).map_or(0, std::mem::take);
    let first = (emptied, player, square_next(player, square), hand, "");
    Sowing { next: Some(first) }
}

pub fn play_move(board: Board, player: Player, square: Square) -> (Board, Player, &'static str) {
    let Some(&stones) = board.get(square) else {
        return (board, player, "");
    };
    let mut hand: Hand = (board, player, square_next(player, square), stones, "");
    hand.0[square] = 0;
    loop {
        let (board, mover, at, left, message) = hand;
        if left == 0 {
            return (board, mover, message);
        }
        hand = distribute(board, mover, at, left);
    }
}
