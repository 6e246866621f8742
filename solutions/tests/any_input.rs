//! Every public function of the reference, given anything its types allow: boards of 0 to 255
//! stones per pit (far more than the game's 48), pits off the board, empty pits, any score and
//! either player. Each call must return, without a panic (this test builds with overflow
//! checks on), within a second of its own time (see [`OwnClock`]): the crate's promise for
//! boards the game never reaches.
//!
//! `relay_sow` is left out: it is the book's naive version, documented to recurse until the
//! stack overflows when a relay never ends, which no test can catch.

use std::ops::ControlFlow::{Break, Continue};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use ayoayo::cycle::{Fate, fate, steps_before_cycle};
use ayoayo::*;
use proptest::prelude::*;

/// The promise: no call takes longer, whatever it is given.
const LIMIT: Duration = Duration::from_secs(1);

/// The slowest call seen so far in this test binary, and what it was.
static SLOWEST: Mutex<(Duration, String)> = Mutex::new((Duration::ZERO, String::new()));

/// A stopwatch on this thread's own clock: the wall clock less the time the thread spent ready
/// to run but waiting for a processor (its `run_delay`, the second field of
/// `/proc/thread-self/schedstat`). A busy machine stretches the wall clock, not this one, so
/// the promise is never failed for the machine's sake; a call that computes for ever still
/// runs out of it. Where the scheduler's figures cannot be read, it is the wall clock.
struct OwnClock {
    started: Instant,
    waited: Duration,
}

impl OwnClock {
    fn start() -> OwnClock {
        OwnClock {
            started: Instant::now(),
            waited: waited_for_a_processor(),
        }
    }

    fn elapsed(&self) -> Duration {
        let waited = waited_for_a_processor().saturating_sub(self.waited);
        self.started.elapsed().saturating_sub(waited)
    }
}

/// How long this thread has waited for a processor, from the scheduler; zero where unknown.
fn waited_for_a_processor() -> Duration {
    let stats = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    let nanos = stats
        .split_whitespace()
        .nth(1)
        .and_then(|field| field.parse().ok());
    Duration::from_nanos(nanos.unwrap_or(0))
}

/// Runs one call, fails the case when it takes a second or more of its own time, and keeps the
/// slowest.
fn timed<T>(what: impl Fn() -> String, call: impl FnOnce() -> T) -> Result<T, TestCaseError> {
    let clock = OwnClock::start();
    let answer = call();
    let took = clock.elapsed();
    prop_assert!(took < LIMIT, "{} took {took:?}", what());
    let mut slowest = SLOWEST
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if took > slowest.0 {
        *slowest = (took, what());
        eprintln!("slowest call so far: {took:?} for {}", slowest.1);
    }
    Ok(answer)
}

/// Any board at all, often one of a game's size too: 0 to 255 stones per pit half the time
/// (hundreds of stones in all), 0 to 8 or 0 to 4 otherwise (around and under the game's 48).
fn boards() -> impl Strategy<Value = Board> {
    prop_oneof![
        2 => proptest::array::uniform12(any::<u8>()),
        1 => proptest::array::uniform12(0u8..=8),
        1 => proptest::array::uniform12(0u8..=4),
    ]
}

/// Pits on the board and well past it.
fn pits() -> impl Strategy<Value = Pit> {
    0..=40usize
}

fn players() -> impl Strategy<Value = Player> {
    prop_oneof![Just(Player::South), Just(Player::North)]
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 128,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn the_board_and_chapters_1_to_3_answer_anything(
        board in boards(), skip in pits(), pit in pits(), in_hand in any::<u8>()
    ) {
        let call = |name: &str| format!("{name} on {board:?}, skip {skip}, pit {pit}, {in_hand} in hand");
        timed(|| call("owner"), || owner(pit))?;
        timed(|| call("opposite"), || opposite(pit))?;
        timed(|| call("next_pit"), || next_pit(pit))?;
        timed(|| call("draw"), || draw(board))?;
        timed(|| call("scoop"), || scoop(board, pit))?;
        timed(|| call("distribute"), || distribute(board, skip, pit, in_hand))?;
        timed(|| call("sow"), || sow(board, skip, pit))?;
    }

    #[test]
    fn relays_and_captures_answer_anything(
        board in boards(), start in pits(), from in pits(), end in pits(), score in any::<Score>()
    ) {
        let call = |name: &str| format!("{name} on {board:?}, start {start}, from {from}, end {end}");
        let _ = timed(|| call("relay_step"), || relay_step((board, from), start))?;
        let _ = timed(|| call("try_relay_sow"), || try_relay_sow(board, start))?;
        let _ = timed(|| call("relay_states"), || relay_states(board, start, 100))?;
        timed(|| call("captured_stones"), || captured_stones(board, start, end))?;
        let _ = timed(|| call("sow_and_capture"), || sow_and_capture(board, score, start))?;
        timed(|| call("keeps_every_stone"), || keeps_every_stone(sow_and_capture, board, score, start))?;
        timed(|| call("agrees_turned_round"), || agrees_turned_round(sow_and_capture, board, score, start))?;
        timed(|| call("agrees_with_one_sowing"), || agrees_with_one_sowing(sow_and_capture, board, score, start))?;
        let trace = timed(|| call("trace_move"), || trace_move(board, start))?;
        timed(|| call("the trace's answers"), || (trace.final_board(), trace.end(), trace.captured()))?;
    }

    #[test]
    fn feeding_and_turns_answer_anything(
        board in boards(),
        moves in proptest::collection::vec(pits(), 0..8),
        player in players(),
        pit in pits(),
        score in any::<Score>(),
    ) {
        let call = |name: &str| format!("{name} on {board:?}, {player:?}, pit {pit}, moves {moves:?}");
        timed(|| call("potential_moves"), || potential_moves(player))?;
        let _ = timed(|| call("possible_moves"), || possible_moves(board, &moves))?;
        timed(|| call("has_stones"), || has_stones(board, player))?;
        let _ = timed(|| call("moves_that_feed"), || moves_that_feed(board, &moves))?;
        let _ = timed(|| call("permissible_moves"), || permissible_moves(board, player))?;
        timed(|| call("count_stones"), || count_stones(board, &moves, score[0]))?;
        timed(|| call("handle_game_end"), || handle_game_end(board, score, player))?;
        let _ = timed(|| call("take_turn"), || take_turn(board, score, player, pit))?;
    }

    #[test]
    fn the_cycle_functions_answer_any_relay(board in boards(), start in pits()) {
        // The relay from `start`, given a budget of sowings so that the test stays short:
        // budgets are the caller's business, as `fate`'s documentation says.
        let call = |name: &str| format!("{name} of the relay on {board:?} from {start}");
        let mut sowings_left = 20_000;
        let run = timed(|| call("fate"), || fate((board, start), |relay| {
            if sowings_left == 0 {
                return Break(None);
            }
            sowings_left -= 1;
            relay_step(relay, start).map_break(Some)
        }))?;
        if let Fate::Cycles { length } = run {
            let next = |(board, from): (Board, Pit)| sow(board, start, from);
            timed(|| call("steps_before_cycle"), || steps_before_cycle((board, start), length, next))?;
        }
    }

    #[test]
    fn games_answer_any_pit(pits in proptest::collection::vec(pits(), 0..60)) {
        let mut game = Game::new();
        for &pit in &pits {
            let call = || format!("Game::play({pit}) after {:?}", game.moves());
            if let Ok(next) = timed(call, || game.play(pit))? {
                game = next;
            }
        }
        timed(|| "the game's answers".to_string(), || (game.outcome(), game.to_string()))?;
    }
}

/// The board the issue found: 187 stones, whose relays ran for minutes before any limit.
#[test]
fn a_board_of_187_stones_is_answered_within_a_second() {
    let board = [20, 17, 14, 21, 8, 21, 18, 13, 14, 12, 14, 15];
    let clock = OwnClock::start();
    let moves = permissible_moves(board, Player::North);
    let took = clock.elapsed();
    assert!(took < LIMIT, "took {took:?}");
    assert!(
        moves.iter().all(|&pit| owner(pit) == Player::North),
        "{moves:?}"
    );
}

/// Off-board and empty pits get the answers the crate's documentation gives, not a panic.
#[test]
fn off_board_and_empty_pits_change_nothing() {
    let empty_at_0 = [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4];
    assert_eq!(scoop(OPENING, 12), (OPENING, 0));
    assert_eq!(opposite(12), 12);
    assert_eq!(sow(empty_at_0, 0, 0), (empty_at_0, 0));
    assert_eq!(sow(OPENING, 0, 30), (OPENING, 30));
    assert_eq!(distribute(OPENING, 0, 12, 3), (OPENING, 12));
    assert_eq!(distribute(OPENING, 0, 5, 0), (OPENING, 5));
    assert_eq!(relay_sow(empty_at_0, 0), (empty_at_0, 0));
    assert_eq!(relay_step((empty_at_0, 0), 0), Break((empty_at_0, 0)));
    assert_eq!(try_relay_sow(empty_at_0, 0), None);
    assert_eq!(try_relay_sow(OPENING, 12), None);
    assert_eq!(sow_and_capture(empty_at_0, [0, 0], 0), None);
    assert_eq!(captured_stones(OPENING, 12, 13), (OPENING, 0));
    assert_eq!(possible_moves(OPENING, &[3, 12, 40]), [3]);
    assert_eq!(moves_that_feed(OPENING, &[12]), Vec::<Pit>::new());
    assert_eq!(trace_move(empty_at_0, 0).steps, []);
    assert_eq!(
        take_turn(OPENING, [0, 0], Player::South, 12),
        Err(IllegalMove::OffBoard(12))
    );
}

/// Past 255 a count stops instead of wrapping round (or panicking, in a debug build).
#[test]
fn full_pits_and_scores_stop_at_255() {
    let mut board = [0; PITS];
    (board[0], board[1]) = (1, 255);
    assert_eq!(distribute(board, 0, 1, 1), (board, 1));
    let (_, score) = handle_game_end(
        [255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        [10, 0],
        Player::South,
    );
    assert_eq!(score, [255, 0]);
    assert!(matches!(relay_step((board, 0), 0), Continue(_) | Break(_)));
}

/// Any board of fourteen bins: 0 to 255 per bin half the time, a game's size otherwise.
fn fourteen_bins() -> impl Strategy<Value = [u8; 14]> {
    prop_oneof![
        1 => proptest::array::uniform14(any::<u8>()),
        1 => proptest::array::uniform14(0u8..=6),
    ]
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn part_two_s_twelve_pit_systems_answer_anything(
        board in boards(), captured in any::<Score>(), to_move in players(), pit in pits(),
        depth in 0..3u32,
    ) {
        let what = || format!("{board:?}, {captured:?}, {to_move:?}, pit {pit}");
        let lagos = lagos::Position { board, captured, to_move };
        timed(what, || {
            (lagos::permitted_moves(lagos), lagos::play(lagos, pit).ok(), lagos::outcome(lagos))
        })?;
        timed(what, || lagos::try_relay_move(board, to_move, pit))?;
        let oware = oware::Position { houses: board, stores: captured, to_move };
        timed(what, || {
            (oware::legal_moves(oware), oware::play(oware, pit).ok(), oware::is_over(oware))
        })?;
        timed(what, || (oware::final_score(oware), oware::outcome(oware), oware::perft(oware, depth)))?;
        timed(what, || oware::capture_chain(board, to_move, pit))?;
    }

    #[test]
    fn part_two_s_fourteen_bin_systems_answer_anything(
        bins in fourteen_bins(), mover in players(), pit in pits(), stones in any::<u8>(),
        history in proptest::collection::vec(0..14usize, 0..12),
    ) {
        let what = || format!("{bins:?}, {mover:?}, pit {pit}, {stones} in hand");
        timed(what, || (awari::sow(bins, mover, pit), awari::is_over(bins), awari::greedy_move(bins)))?;
        let ahl = awari::AhlOpponent::new().learn(&history, 0);
        timed(what, || ahl.choose(bins, &history))?;
        let position = awari::Position { bins, to_move: mover, extra_move: false };
        timed(what, || (awari::legal_moves(position), awari::play(position, pit).ok()))?;
        timed(what, || {
            (
                kalah::square_next(mover, pit),
                kalah::capture_stones(bins, mover, pit),
                kalah::distribute(bins, mover, pit, stones),
                kalah::is_legal_move(bins, mover, pit),
                kalah::play_move(bins, mover, pit),
                kalah::winner(bins),
                kalah::is_game_over(bins),
            )
        })?;
    }
}
