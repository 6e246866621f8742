//! Tests of the computer opponent `play` offers by default in Ayòayò: greedy, one move ahead.
//! It plays the permissible move that leaves it with the most captured stones, the lowest pit
//! among equals, a choice that can be explained in one sentence and checked by hand. Every
//! system's greedy player is this one choice ([`ayoayo::tournament::Arena::greedy_move`]); these
//! tests pin it down on Part I's game, as `play` reaches it through its [`Table`].

use ayoayo::tournament::Arena;
use ayoayo::{Game, Pit, Player, permissible_moves};

use super::table::Table;

/// The move the computer plays in `game`; `None` when the game is over (the game loop's tests
/// use it too).
pub(super) fn choose_move(game: &Game) -> Option<Pit> {
    game.position().greedy_move()
}

/// What the player to move has captured after playing `pit`.
fn captured_after(game: &Game, pit: Pit) -> u8 {
    game.play(pit).unwrap().score()[game.to_move() as usize]
}

#[test]
fn in_the_opening_it_takes_the_largest_capture_from_the_lowest_pit() {
    let game = Game::new();
    // Pits 3 and 4 both capture 6 stones, pit 5 one: the lowest of the best is pit 3.
    let captures: Vec<u8> = (0..6).map(|pit| captured_after(&game, pit)).collect();
    assert_eq!(captures, [0, 0, 0, 6, 6, 1]);
    assert_eq!(choose_move(&game), Some(3));
}

#[test]
fn it_plays_a_permissible_move_with_the_largest_capture_and_the_lowest_pit() {
    let mut game = Game::new();
    for _ in 0..40 {
        let Some(pit) = choose_move(&game) else {
            assert!(game.is_over(), "no move chosen in a game that goes on");
            return;
        };
        let moves = permissible_moves(game.board(), game.to_move());
        assert!(moves.contains(&pit), "{pit} is not one of {moves:?}");
        let best = moves.iter().map(|&m| captured_after(&game, m)).max();
        assert_eq!(Some(captured_after(&game, pit)), best, "not greedy");
        let first_best = moves
            .iter()
            .find(|&&m| Some(captured_after(&game, m)) == best);
        assert_eq!(first_best, Some(&pit), "not the lowest of the best pits");
        game = game.play(pit).unwrap();
    }
}

#[test]
fn north_answers_for_itself() {
    let game = Game::new().play(3).unwrap();
    assert_eq!(game.to_move(), Player::North);
    let pit = choose_move(&game).unwrap();
    assert!((6..12).contains(&pit), "North played South's pit {pit}");
}

#[test]
fn a_finished_game_has_no_move() {
    let mut game = Game::new();
    while let Some(pit) = choose_move(&game) {
        game = game.play(pit).unwrap();
    }
    assert!(game.is_over());
}
