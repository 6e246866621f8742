//! Your three properties, tried on the same few hundred moves every run. Each must hold for the
//! reference's `sow_and_capture`, catch the planted bug it is meant for, and judge the other
//! planted bugs by what it says and nothing more, exactly as the reference's property does.

use ayoayo::{Board, Pit, Play, Score, draw, owner, sow};
use captures::{agrees_turned_round, agrees_with_one_sowing, keeps_every_stone};
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use testkit::{Drawn, quick_boards_with_stones_in, stones};

use testkit::planted::{self, CAPTURES_THE_END_PIT, CREDITS_SOUTH_ALWAYS, LOSES_A_STONE, Planted};

/// How many moves each property is tried on.
const MOVES: usize = 400;

/// A property of a move, as you and the reference write it.
type Property = fn(Play, Board, Score, Pit) -> bool;

/// One of the three properties: your version, the reference's, and why it holds or not on a
/// move, in words.
struct Judged {
    name: &'static str,
    yours: Property,
    reference: Property,
    why: fn(Play, Board, Score, Pit) -> String,
}

const KEEPS_EVERY_STONE: Judged = Judged {
    name: "keeps_every_stone",
    yours: keeps_every_stone,
    reference: ayoayo::keeps_every_stone,
    why: counted,
};

const AGREES_TURNED_ROUND: Judged = Judged {
    name: "agrees_turned_round",
    yours: agrees_turned_round,
    reference: ayoayo::agrees_turned_round,
    why: turned,
};

const AGREES_WITH_ONE_SOWING: Judged = Judged {
    name: "agrees_with_one_sowing",
    yours: agrees_with_one_sowing,
    reference: ayoayo::agrees_with_one_sowing,
    why: sown_once,
};

/// The moves: random boards with one of their non-empty pits (a quarter of them relays that
/// never end) and small scores, made from a fixed seed, so every run tries the same ones.
fn moves() -> Vec<(Board, Score, Pit)> {
    let mut runner = TestRunner::deterministic();
    let strategy = (
        quick_boards_with_stones_in(),
        proptest::array::uniform2(0u8..=20),
    );
    (0..MOVES)
        .map(|_| {
            let ((Drawn(board), start), score) = strategy
                .new_tree(&mut runner)
                .expect("a random move")
                .current();
            (board, score, start)
        })
        .collect()
}

/// Panics, saying why, at the first move where your property says otherwise than the
/// reference's does, `play` being the move to check (described by `about`).
fn judge(property: &Judged, play: Play, about: &str) {
    for (board, score, start) in moves() {
        let yours = (property.yours)(play, board, score, start);
        let expected = (property.reference)(play, board, score, start);
        if yours != expected {
            let verdict = if expected {
                "the move has the property, so it must say true"
            } else {
                "the move breaks the property, so it must say false"
            };
            panic!(
                "Your {name}(play, board, {score:?}, {start}) says {yours}, but {verdict}.\n\
                 Here `play` is {about}.\nThe board, with pit {start} to play:\n{drawn}\n\
                 play(board, {score:?}, {start}) gives {answer:?}.\n{why}",
                name = property.name,
                drawn = draw(board),
                answer = play(board, score, start),
                why = (property.why)(play, board, score, start),
            );
        }
    }
}

/// Your property says of the reference's `sow_and_capture` what the reference's says: true.
fn holds_for_the_reference(property: &Judged) {
    let about = "the reference's sow_and_capture, which has all three properties";
    judge(property, ayoayo::sow_and_capture, about);
}

/// Your property says false wherever `planted`'s bug breaks it (some of the moves tried), and
/// true elsewhere.
fn catches(property: &Judged, planted: Planted) {
    let breaks = moves()
        .into_iter()
        .filter(|&(board, score, start)| !(property.reference)(planted.play, board, score, start))
        .count();
    assert!(
        breaks > 0,
        "test kit: no move tried shows the bug {}, so this test proves nothing",
        planted.name
    );
    judge(property, planted.play, &described(planted));
}

fn described(planted: Planted) -> String {
    format!("the planted bug `{}`: {}", planted.name, planted.bug)
}

/// Why `keeps_every_stone` holds or not: the stones in play before and after the move.
fn counted(play: Play, board: Board, score: Score, start: Pit) -> String {
    let in_play = |board: Board, score: Score| {
        let total = stones(board) + u32::from(score[0]) + u32::from(score[1]);
        format!(
            "{total} ({} on the board, {} and {} in the scores)",
            stones(board),
            score[0],
            score[1]
        )
    };
    match play(board, score, start) {
        Some((after, new_score)) => format!(
            "Stones in play before the move: {}; after it: {}.",
            in_play(board, score),
            in_play(after, new_score)
        ),
        None => "The move never ends (None): there is nothing to count.".into(),
    }
}

/// The board turned round by six pits.
fn turned_round(board: Board) -> Board {
    std::array::from_fn(|pit| board[(pit + 6) % 12])
}

/// Why `agrees_turned_round` holds or not: the turned move's answer and the turned answer.
fn turned(play: Play, board: Board, score: Score, start: Pit) -> String {
    let swapped = [score[1], score[0]];
    let pit = (start + 6) % 12;
    let answer = play(turned_round(board), swapped, pit);
    let expected = play(board, score, start)
        .map(|(after, new_score)| (turned_round(after), [new_score[1], new_score[0]]));
    format!(
        "Turned round, the board is {:?}, the score {swapped:?} and the pit {pit}: playing it \
         gives {answer:?}. The answer above, turned round, is {expected:?}.",
        turned_round(board)
    )
}

/// Why `agrees_with_one_sowing` holds or not: where one sowing ends, and what it then gives.
fn sown_once(_: Play, board: Board, score: Score, start: Pit) -> String {
    let (sown, end) = sow(board, start, start);
    if sown[end] != 1 {
        return format!(
            "One sowing of pit {start} ends in pit {end}, which then holds {} stones: the move \
             relays on, which this property leaves to the others.",
            sown[end]
        );
    }
    let (after, captured) = ayoayo::captured_stones(sown, start, end);
    let mut expected = score;
    expected[owner(start) as usize] += captured;
    format!(
        "One sowing of pit {start} ends in the empty pit {end}: no relay. With the capture, the \
         move must give {:?}.",
        Some((after, expected))
    )
}

#[test]
fn keeps_every_stone_holds_for_the_reference() {
    holds_for_the_reference(&KEEPS_EVERY_STONE);
}

#[test]
fn keeps_every_stone_catches_a_move_that_loses_a_stone() {
    catches(&KEEPS_EVERY_STONE, LOSES_A_STONE);
}

#[test]
fn keeps_every_stone_judges_each_planted_bug_by_its_stones_alone() {
    for planted in planted::ALL {
        judge(&KEEPS_EVERY_STONE, planted.play, &described(planted));
    }
}

#[test]
fn agrees_turned_round_holds_for_the_reference() {
    holds_for_the_reference(&AGREES_TURNED_ROUND);
}

#[test]
fn agrees_turned_round_catches_a_move_that_credits_south_for_north_s_captures() {
    catches(&AGREES_TURNED_ROUND, CREDITS_SOUTH_ALWAYS);
}

#[test]
fn agrees_turned_round_judges_each_planted_bug_by_its_symmetry_alone() {
    for planted in planted::ALL {
        judge(&AGREES_TURNED_ROUND, planted.play, &described(planted));
    }
}

#[test]
fn agrees_with_one_sowing_holds_for_the_reference() {
    holds_for_the_reference(&AGREES_WITH_ONE_SOWING);
}

#[test]
fn agrees_with_one_sowing_catches_a_move_that_captures_the_end_pit() {
    catches(&AGREES_WITH_ONE_SOWING, CAPTURES_THE_END_PIT);
}

#[test]
fn agrees_with_one_sowing_judges_each_planted_bug_by_moves_of_one_sowing_alone() {
    for planted in planted::ALL {
        judge(&AGREES_WITH_ONE_SOWING, planted.play, &described(planted));
    }
}
