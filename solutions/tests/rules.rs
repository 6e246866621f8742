//! Every rule and worked example of the course's rules (shared/design/rules.md), checked on the
//! reference by name, and two properties of whole random games.

use ayoayo::*;
use proptest::prelude::*;

#[test]
fn rule_1_the_opening_has_four_stones_in_every_pit_and_south_moves_first() {
    let game = Game::new();
    assert_eq!(game.board(), [4; 12]);
    assert_eq!(
        (game.score(), game.to_move(), game.is_over()),
        ([0, 0], Player::South, false)
    );
}

#[test]
fn rule_4_sowing_skips_the_origin_on_every_lap() {
    let (after, last) = sow([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 23], 11, 11);
    assert_eq!((after, last), ([3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0], 0));
}

#[test]
fn worked_example_sow_the_opening_from_0() {
    assert_eq!(
        sow(OPENING, 0, 0),
        ([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 4)
    );
}

#[test]
fn worked_example_the_three_relays_of_the_opening_from_0() {
    let step1 = [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4];
    let step2 = [0, 5, 5, 5, 0, 5, 5, 5, 5, 5, 4, 4];
    let step3 = [0, 6, 6, 6, 0, 5, 5, 5, 5, 0, 5, 5];
    assert_eq!(sow(step1, 0, 4), (step2, 9));
    assert_eq!(sow(step2, 0, 9), (step3, 3));
    assert_eq!(sow(step3, 0, 3), ([0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5], 9));
}

#[test]
fn worked_example_rule_5_relay_sow_the_opening_from_0() {
    let relayed = ([0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5], 9);
    assert_eq!(relay_sow(OPENING, 0), relayed);
    assert_eq!(try_relay_sow(OPENING, 0), Some(relayed));
    assert_eq!(
        captured_stones(relayed.0, 0, 9),
        (relayed.0, 0),
        "ends on North's side"
    );
}

#[test]
fn worked_example_rule_7_relay_sow_the_opening_from_3_and_capture() {
    assert_eq!(
        relay_sow(OPENING, 3),
        ([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 6], 0)
    );
    assert_eq!(
        sow_and_capture(OPENING, [0, 0], 3),
        Some(([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], [6, 0]))
    );
}

#[test]
fn rule_7_a_capture_from_an_empty_opposite_pit_takes_nothing() {
    let board = [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3];
    assert_eq!(
        sow_and_capture(board, [2, 2], 1),
        Some(([0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 3], [2, 2]))
    );
}

/// Chapter 4's page: the endless board's animation shows 12 sowings (see the trace tests), but
/// Brent's method, as `try_relay_sow` runs it, only sees the repeat at sowing 1,661: after the
/// checkpoint's last jump at sowing 1,023, the hare needs one lap of 638 to come round.
#[test]
fn rule_6_brent_s_method_sees_the_endless_board_repeat_at_sowing_1661() {
    use ayoayo::cycle::{Fate, fate};
    let (board, start) = ([2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1], 1);
    let mut sowings = 0;
    let counted = fate((board, start), |state| {
        sowings += 1;
        relay_step(state, start)
    });
    assert_eq!(counted, Fate::Cycles { length: 638 });
    assert_eq!(sowings, 1661);
}

#[test]
fn rule_6_the_endless_board_cycles_after_638_sowings() {
    let (board, start) = ([2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1], 1);
    assert_eq!(try_relay_sow(board, start), None);
    // Sowing by sowing, the state (board, next pit to scoop) first repeats after 638 sowings.
    let mut states = vec![(board, start)];
    let (mut now, mut from) = (board, start);
    loop {
        let (after, last) = sow(now, start, from);
        assert!(
            after[last] > 1,
            "the relay came to rest, so it was not endless"
        );
        (now, from) = (after, last);
        if let Some(first) = states.iter().position(|&state| state == (now, from)) {
            assert_eq!(
                (first, states.len()),
                (1, 639),
                "the cycle starts after one sowing"
            );
            break;
        }
        states.push((now, from));
    }
    assert_eq!(
        take_turn(board, [0, 0], Player::South, 1),
        Err(IllegalMove::SowsForever(1))
    );
    assert!(!permissible_moves(board, Player::South).contains(&1));
}

#[test]
fn worked_example_north_s_possible_moves() {
    let board = [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0];
    assert_eq!(
        possible_moves(board, &potential_moves(Player::North)),
        [7, 8, 9, 10]
    );
}

#[test]
fn worked_example_rule_8_only_pit_2_feeds_north() {
    let board = [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0];
    assert_eq!(permissible_moves(board, Player::South), [2]);
    assert_eq!(
        take_turn(board, [39, 5], Player::South, 0),
        Err(IllegalMove::MustFeed(0))
    );
}

#[test]
fn rule_8_when_no_move_feeds_any_move_may_be_played() {
    let board = [1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0];
    assert_eq!(moves_that_feed(board, &[0, 2, 4]), Vec::<Pit>::new());
    assert_eq!(permissible_moves(board, Player::South), [0, 2, 4]);
}

#[test]
fn worked_example_rule_9_a_move_that_leaves_north_empty_ends_the_game() {
    let board = [1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0];
    assert_eq!(
        take_turn(board, [40, 5], Player::South, 2),
        Ok(([0; 12], [43, 5], true))
    );
}

#[test]
fn worked_example_rule_9_a_move_that_feeds_north_goes_on() {
    let board = [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0];
    assert_eq!(
        take_turn(board, [39, 5], Player::South, 2),
        Ok(([1, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0], [39, 5], false))
    );
}

/// Plays `moves` from the opening, checking each is legal.
fn play_all(moves: &[Pit]) -> Game {
    moves.iter().fold(Game::new(), |game, &pit| {
        game.play(pit).expect("a legal move")
    })
}

/// The stones on the board plus both players' captures.
fn stones_accounted_for(game: &Game) -> u32 {
    let on_board: u32 = game.board().iter().map(|&pit| u32::from(pit)).sum();
    on_board
        + game
            .score()
            .iter()
            .map(|&captured| u32::from(captured))
            .sum::<u32>()
}

/// A game from the opening that ends when a position comes round again (found by random play).
const REPEATING_GAME: [Pit; 24] = [
    4, 6, 1, 6, 0, 8, 3, 9, 5, 7, 4, 9, 0, 10, 4, 7, 1, 8, 5, 9, 3, 11, 1, 7,
];

#[test]
fn rule_10_a_repeated_position_ends_the_game_and_each_side_keeps_its_stones() {
    let (last, before) = REPEATING_GAME.split_last().unwrap();
    let before = play_all(before);
    assert!(!before.is_over());
    let (board, score, over) =
        take_turn(before.board(), before.score(), before.to_move(), *last).unwrap();
    assert!(
        !over,
        "the last move does not end the game by the ordinary rules"
    );
    let ended = before.play(*last).unwrap();
    assert!(ended.is_over(), "but its position was seen before");
    let side = |pits: std::ops::Range<Pit>| board[pits].iter().sum::<u8>();
    assert_eq!(
        ended.score(),
        [score[0] + side(0..6), score[1] + side(6..12)]
    );
    assert_eq!(ended.board(), [0; 12]);
    assert_eq!(ended.play(0), Err(IllegalMove::GameOver));
}

#[test]
fn rule_11_more_captured_stones_wins_and_equal_is_a_draw() {
    assert_eq!(
        Game::new().outcome(),
        None,
        "no result while the game goes on"
    );
    let drawn = play_all(&[3, 7, 5, 8, 2, 7, 3, 8, 0, 9, 5, 6]);
    assert!(drawn.is_over());
    assert_eq!(
        (drawn.score(), drawn.outcome()),
        ([24, 24], Some(Outcome::Draw))
    );
    let won = play_all(&REPEATING_GAME);
    let [south, north] = won.score();
    let winner = if south > north {
        Player::South
    } else {
        Player::North
    };
    assert_ne!(south, north);
    assert_eq!(won.outcome(), Some(Outcome::Winner(winner)));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, failure_persistence: None, ..ProptestConfig::default() })]

    /// Random legal games: all 48 stones are accounted for after every move, and every game
    /// ends (the repetition rule guarantees it; the bound only keeps a failure finite).
    #[test]
    fn random_games_conserve_stones_and_end(choices in proptest::collection::vec(any::<usize>(), 1..64)) {
        let mut game = Game::new();
        for turn in 0..5_000 {
            if game.is_over() {
                prop_assert_eq!(game.board(), [0; 12], "a finished game has shared out every stone");
                return Ok(());
            }
            let moves = permissible_moves(game.board(), game.to_move());
            prop_assert!(!moves.is_empty(), "a game that goes on has a move to play");
            game = game.play(moves[choices[turn % choices.len()] % moves.len()]).unwrap();
            prop_assert_eq!(stones_accounted_for(&game), 48);
        }
        prop_assert!(false, "the game did not end in 5000 moves: {:?}", game.moves());
    }
}

#[test]
fn illegal_moves_are_reported_in_the_fixed_order() {
    let game = Game::new();
    assert_eq!(game.play(12), Err(IllegalMove::OffBoard(12)));
    assert_eq!(game.play(6), Err(IllegalMove::NotYourPit(6)));
    let board = [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4];
    assert_eq!(
        take_turn(board, [0, 0], Player::South, 0),
        Err(IllegalMove::EmptyPit(0))
    );
    assert_eq!(
        IllegalMove::EmptyPit(0).to_string(),
        "pit 0 is empty: choose a pit with stones in it"
    );
}
