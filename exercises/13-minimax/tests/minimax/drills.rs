//! The drills: four small exercises beside the lab, on a game tree walked with two rules, one
//! for each side (two functions calling each other, or one choosing its rule by whose move it
//! is), and on searches handed a function. A plain `cargo test -p minimax` leaves them out, so
//! the chapter passes without them; run them with `cargo test -p minimax -- --ignored drills`.

use ayoayo::Player::{North, South};
use ayoayo::drills::minimax as reference;
use ayoayo::search::{Ayoayo, GameTree, Kalah, minimax, negamax};
use ayoayo::{Pit, awari, lagos, oware};
use minimax::{can_force_lead, must_trail, value_against, value_with};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError};
use testkit::positions::{CHOICES, reached};
use testkit::{assert_answer, config, isolated, prop_assert_answer, quietly};

use crate::{Drawable, announce_search};

/// The page's worked example: Part I's rules, South to move, two moves each way, 20 stones in
/// each store.
const TWO_CHOICES: Ayoayo = Ayoayo {
    board: [1, 0, 3, 0, 0, 0, 1, 1, 0, 0, 2, 0],
    score: [20, 20],
    to_move: South,
    over: false,
};

/// A finished game that South lost, 20 to 28, South to move.
const LOST: Ayoayo = Ayoayo {
    board: [0; 12],
    score: [20, 28],
    to_move: South,
    over: true,
};

/// Fewer cases than the kit's default: each is a search, in five systems.
fn searches() -> Config {
    Config {
        cases: 32,
        ..config()
    }
}

/// Up to 40 random moves, and a depth of 0 to 3.
fn games() -> impl Strategy<Value = (Vec<usize>, u32)> {
    (proptest::collection::vec(0..6usize, 0..40), 0..4u32)
}

#[test]
#[ignore = "drill: cargo test -p minimax -- --ignored drills"]
fn can_force_lead_examples() {
    isolated(|| {
        announce_search("can_force_lead", TWO_CHOICES, 1);
        assert_answer!(
            can_force_lead(TWO_CHOICES, 1),
            true,
            "one move ahead, South's pit 0 takes two stones: 22 to 20"
        );
        announce_search("can_force_lead", TWO_CHOICES, 2);
        assert_answer!(
            can_force_lead(TWO_CHOICES, 2),
            false,
            "two moves ahead, North's reply levels it at best: a level game is not a lead"
        );
        announce_search("can_force_lead", LOST, 3);
        assert_answer!(
            can_force_lead(LOST, 3),
            false,
            "the game is over, and South has 20 to North's 28"
        );
        let won = Ayoayo {
            to_move: North,
            ..LOST
        };
        announce_search("can_force_lead", won, 3);
        assert_answer!(
            can_force_lead(won, 3),
            true,
            "the game is over and North, to move there, has 28 to South's 20: a leaf at any \
             depth, even with no moves"
        );
        let again = Kalah::OPENING.after(2);
        announce_search("can_force_lead", again, 1);
        assert_answer!(
            can_force_lead(again, 1),
            true,
            "in Kalah, South's pit 2 ended in South's goal: South moves again, and its next \
             sowing passes the goal for a second stone. After an extra move the same player \
             still wants the lead"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p minimax -- --ignored drills"]
fn must_trail_examples() {
    isolated(|| {
        announce_search("must_trail", LOST, 3);
        assert_answer!(
            must_trail(LOST, 3),
            true,
            "the game is over, and South, to move, has 20 to North's 28"
        );
        announce_search("must_trail", TWO_CHOICES, 2);
        assert_answer!(
            must_trail(TWO_CHOICES, 2),
            false,
            "two moves ahead, South's pit 2 keeps the game level: South need not trail"
        );
        let after_pit_2 = TWO_CHOICES.after(2);
        announce_search("must_trail", after_pit_2, 0);
        assert_answer!(
            must_trail(after_pit_2, 0),
            true,
            "after South's pit 2, North, to move, is one stone behind"
        );
        announce_search("must_trail", after_pit_2, 1);
        assert_answer!(
            must_trail(after_pit_2, 1),
            false,
            "one move ahead, North's pit 7 takes the stone back: one good move is enough not \
             to trail"
        );
        let again = Kalah::OPENING.after(2);
        announce_search("must_trail", again, 2);
        assert_answer!(
            must_trail(again, 2),
            reference::must_trail(again, 2),
            "in Kalah, South moves again after pit 2: after an extra move the same player \
             still fears trailing"
        );
    });
}

/// `can_force_lead` says what negamax's value says, on a position of random play.
fn lead_holds<G: Drawable>(start: G, choices: &[usize], depth: u32) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    let value = negamax(position, depth);
    announce_search("can_force_lead", position, depth);
    let lead = quietly(|| can_force_lead(position, depth))?;
    prop_assert_answer!(
        lead,
        value > 0,
        "negamax says the position is worth {value} to the player to move.\n{CHOICES}"
    );
    Ok(())
}

/// `must_trail` says what negamax's value says, on a position of random play.
fn trail_holds<G: Drawable>(start: G, choices: &[usize], depth: u32) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    let value = negamax(position, depth);
    announce_search("must_trail", position, depth);
    let trail = quietly(|| must_trail(position, depth))?;
    prop_assert_answer!(
        trail,
        value < 0,
        "negamax says the position is worth {value} to the player to move.\n{CHOICES}"
    );
    Ok(())
}

#[test]
#[ignore = "drill: cargo test -p minimax -- --ignored drills"]
fn can_force_lead_says_what_negamax_says_in_every_system() {
    isolated(|| {
        proptest!(searches(), |((choices, depth) in games())| {
            lead_holds(Ayoayo::OPENING, &choices, depth)?;
            lead_holds(lagos::OPENING, &choices, depth)?;
            lead_holds(oware::OPENING, &choices, depth)?;
            lead_holds(awari::START, &choices, depth)?;
            lead_holds(Kalah::OPENING, &choices, depth)?;
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p minimax -- --ignored drills"]
fn must_trail_says_what_negamax_says_in_every_system() {
    isolated(|| {
        proptest!(searches(), |((choices, depth) in games())| {
            trail_holds(Ayoayo::OPENING, &choices, depth)?;
            trail_holds(lagos::OPENING, &choices, depth)?;
            trail_holds(oware::OPENING, &choices, depth)?;
            trail_holds(awari::START, &choices, depth)?;
            trail_holds(Kalah::OPENING, &choices, depth)?;
        });
    });
}

/// How many moves the player to move has: an evaluation that is not the store difference.
fn mobility<G: GameTree>(position: &G) -> i32 {
    position.moves().len() as i32
}

#[test]
#[ignore = "drill: cargo test -p minimax -- --ignored drills"]
fn value_with_examples() {
    isolated(|| {
        let stores = |p: &Ayoayo| p.store_difference();
        announce_search("value_with", TWO_CHOICES, 2);
        assert_answer!(
            value_with(TWO_CHOICES, 2, &stores),
            0,
            "with the store difference as the evaluation, this is negamax: the worked example \
             two moves ahead"
        );
        announce_search("value_with", Ayoayo::OPENING, 0);
        assert_answer!(
            value_with(Ayoayo::OPENING, 0, &mobility),
            6,
            "a leaf is worth evaluate(&leaf): South has six moves"
        );
        announce_search("value_with", Ayoayo::OPENING, 1);
        assert_answer!(
            value_with(Ayoayo::OPENING, 1, &mobility),
            -4,
            "one move ahead, the best South can do is leave North four moves: -4 for South"
        );
        announce_search("value_with", LOST, 2);
        assert_answer!(
            value_with(LOST, 2, &|_: &Ayoayo| 7),
            7,
            "the game is over: a leaf at any depth, worth what evaluate says (here always 7)"
        );
        let again = Kalah::OPENING.after(2);
        announce_search("value_with", again, 1);
        assert_answer!(
            value_with(again, 1, &|p: &Kalah| p.store_difference()),
            2,
            "after an extra move the child's value is the same player's: kept, not negated"
        );
    });
}

fn value_with_holds<G: Drawable>(
    start: G,
    choices: &[usize],
    depth: u32,
) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    announce_search("value_with", position, depth);
    let stores = |p: &G| p.store_difference();
    let yours = quietly(|| value_with(position, depth, &stores))?;
    prop_assert_answer!(
        yours,
        negamax(position, depth),
        "with the store difference as the evaluation, value_with is negamax.\n{CHOICES}"
    );
    let yours = quietly(|| value_with(position, depth, &mobility))?;
    prop_assert_answer!(
        yours,
        reference::value_with(position, depth, &mobility),
        "the evaluation is mobility, how many moves the player to move has.\n{CHOICES}"
    );
    Ok(())
}

#[test]
#[ignore = "drill: cargo test -p minimax -- --ignored drills"]
fn value_with_agrees_with_the_reference_in_every_system() {
    isolated(|| {
        proptest!(searches(), |((choices, depth) in games())| {
            value_with_holds(Ayoayo::OPENING, &choices, depth)?;
            value_with_holds(lagos::OPENING, &choices, depth)?;
            value_with_holds(oware::OPENING, &choices, depth)?;
            value_with_holds(awari::START, &choices, depth)?;
            value_with_holds(Kalah::OPENING, &choices, depth)?;
        });
    });
}

/// The opponent who always sows their lowest pit, and the one who sows their highest.
fn lowest<G: GameTree>(position: &G) -> Pit {
    position.moves()[0]
}

fn highest<G: GameTree>(position: &G) -> Pit {
    position.moves()[position.moves().len() - 1]
}

#[test]
#[ignore = "drill: cargo test -p minimax -- --ignored drills"]
fn value_against_examples() {
    isolated(|| {
        announce_search("value_against", TWO_CHOICES, 1);
        assert_answer!(
            value_against(TWO_CHOICES, 1, South, &lowest),
            2,
            "one move ahead, South's pit 0 takes two; the leaves have North to move, so their \
             store difference is North's and must be negated for South"
        );
        announce_search("value_against", TWO_CHOICES, 2);
        assert_answer!(
            value_against(TWO_CHOICES, 2, South, &lowest),
            0,
            "North sows its lowest pit: after South's pit 0 that is pit 6, which takes three, \
             so South plays pit 2 and North's pit 7 takes one back: level"
        );
        assert_answer!(
            value_against(TWO_CHOICES, 2, South, &highest),
            2,
            "North sows its highest pit, pit 7 after South's pit 0, which takes nothing: \
             South keeps its two"
        );
        announce_search("value_against", Ayoayo::OPENING, 3);
        assert_answer!(
            value_against(Ayoayo::OPENING, 3, South, &highest),
            11,
            "three moves ahead against North's highest pit, where best play by both is worth 8"
        );
        announce_search("value_against", LOST, 2);
        assert_answer!(
            value_against(LOST, 2, North, &lowest),
            8,
            "the game is over: a leaf scored for North, who is not to move there"
        );
    });
}

fn value_against_holds<G: Drawable>(
    start: G,
    choices: &[usize],
    depth: u32,
) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    for me in [South, North] {
        announce_search("value_against", position, depth);
        let yours = quietly(|| value_against(position, depth, me, &lowest))?;
        let best = minimax(position, depth, me);
        prop_assert!(
            yours >= best,
            "your value_against for {:?} is {}, less than {}, what {:?} makes sure of against \
             the best opponent: an opponent playing a fixed pit is never better than that.\n{}",
            me,
            yours,
            best,
            me,
            CHOICES
        );
        prop_assert_answer!(
            yours,
            reference::value_against(position, depth, me, &lowest),
            "the opponent always sows their lowest pit, and me is {me:?}.\n{CHOICES}"
        );
        let yours = quietly(|| value_against(position, depth, me, &highest))?;
        prop_assert_answer!(
            yours,
            reference::value_against(position, depth, me, &highest),
            "the opponent always sows their highest pit, and me is {me:?}.\n{CHOICES}"
        );
    }
    Ok(())
}

#[test]
#[ignore = "drill: cargo test -p minimax -- --ignored drills"]
fn value_against_agrees_with_the_reference_in_every_system() {
    isolated(|| {
        proptest!(searches(), |((choices, depth) in games())| {
            value_against_holds(Ayoayo::OPENING, &choices, depth)?;
            value_against_holds(lagos::OPENING, &choices, depth)?;
            value_against_holds(oware::OPENING, &choices, depth)?;
            value_against_holds(awari::START, &choices, depth)?;
            value_against_holds(Kalah::OPENING, &choices, depth)?;
        });
    });
}
