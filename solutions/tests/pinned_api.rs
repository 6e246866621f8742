//! Part II's public modules exactly as `course-api.md` pins them: checks outside this
//! repository call these names with these types, so a change to any of them fails to compile
//! here first. The openings are checked by value.

use ayoayo::{IllegalMove, Outcome, Pit, Player, Score, awari, kalah, lagos, oware};

/// A value of a type that is every trait the contract asks of a position.
fn plain_value<T: std::fmt::Debug + Clone + Copy + PartialEq + Eq + std::hash::Hash>(_: T) {}

#[test]
fn lagos_is_as_pinned() {
    let opening = lagos::Position {
        board: [4; 12],
        captured: [0, 0],
        to_move: Player::South,
    };
    assert_eq!(lagos::OPENING, opening);
    plain_value(opening);
    let _: fn(lagos::Position) -> Vec<Pit> = lagos::permitted_moves;
    let _: fn(lagos::Position, Pit) -> Result<lagos::Position, IllegalMove> = lagos::play;
    let _: fn(lagos::Position) -> Option<Outcome> = lagos::outcome;
}

#[test]
fn oware_is_as_pinned() {
    let opening = oware::Position {
        houses: [4; 12],
        stores: [0, 0],
        to_move: Player::South,
    };
    assert_eq!(oware::OPENING, opening);
    plain_value(opening);
    let _: fn(oware::Position) -> Vec<Pit> = oware::legal_moves;
    let _: fn(oware::Position, Pit) -> Result<oware::Position, IllegalMove> = oware::play;
    let _: fn(oware::Position) -> bool = oware::is_over;
    let _: fn(oware::Position) -> Option<Score> = oware::final_score;
    let _: fn(oware::Position) -> Option<Outcome> = oware::outcome;
    let _: fn(oware::Position, u32) -> u64 = oware::perft;
}

#[test]
fn awari_is_as_pinned() {
    let opening: awari::Bins = [3, 3, 3, 3, 3, 3, 0, 3, 3, 3, 3, 3, 3, 0];
    assert_eq!(awari::OPENING, opening);
    let _: fn(awari::Bins, Player, usize) -> (awari::Bins, usize) = awari::sow;
    let _: fn(awari::Bins) -> bool = awari::is_over;
    let _: fn(awari::Bins) -> usize = awari::greedy_move;
    let _: fn() -> awari::AhlOpponent = awari::AhlOpponent::new;
    let _: fn(&awari::AhlOpponent, awari::Bins, &[usize]) -> usize = awari::AhlOpponent::choose;
    let _: fn(awari::AhlOpponent, &[usize], i32) -> awari::AhlOpponent = awari::AhlOpponent::learn;
    let opponent = awari::AhlOpponent::new();
    let _: (awari::AhlOpponent, String) = (opponent.clone(), format!("{opponent:?}"));
}

/// What Kalah's `distribute` returns, as pinned.
type Hand = (kalah::Board, Player, kalah::Square, u8, &'static str);

#[test]
fn kalah_is_as_pinned() {
    let standard: kalah::Board = [4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0];
    assert_eq!(kalah::STANDARD_BOARD, standard);
    let _: kalah::Square = 0usize;
    let _: fn(Player) -> Player = kalah::player_next;
    let _: fn(Player, kalah::Square) -> kalah::Square = kalah::square_next;
    let _: fn(kalah::Board, Player, kalah::Square) -> kalah::Board = kalah::capture_stones;
    let _: fn(kalah::Board, Player, kalah::Square, u8) -> Hand = kalah::distribute;
    let _: fn(kalah::Board, Player, kalah::Square) -> bool = kalah::is_legal_move;
    let _: fn(kalah::Board) -> bool = kalah::is_game_over;
    let _: fn(kalah::Board) -> Option<Player> = kalah::winner;
}
