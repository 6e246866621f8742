//! The drills: four small exercises beside the lab, on alpha-beta as two functions that call
//! each other, and on a search handed the order of its moves as a function. Like the lab's
//! tests, they compare the positions your searches enter with the reference's, one by one. A
//! plain `cargo test -p alpha-beta` leaves them out, so the chapter passes without them; run
//! them with `cargo test -p alpha-beta -- --ignored drills`.

use alpha_beta::{max_pruned, min_pruned, promising_first, pruned_in_order};
use ayoayo::drills::alpha_beta as model;
use ayoayo::search::{Ayoayo, GameTree, Kalah, negamax, ordered_moves};
use ayoayo::{Pit, awari, lagos, oware, tree};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError};
use testkit::positions::CHOICES;
use testkit::{assert_answer, config, isolated, prop_assert_answer, quietly};

use crate::{Shown, pruning_difference, reached, reference};

const WHOLE: (i32, i32) = (-i32::MAX, i32::MAX);

/// Fewer cases than the kit's default: each is a search, in five systems.
fn searches() -> Config {
    Config {
        cases: 48,
        ..config()
    }
}

/// Moves to play from the opening, a search depth and a window (sometimes the whole one).
fn games() -> impl Strategy<Value = (Vec<usize>, u32, (i32, i32))> {
    let window = prop_oneof![
        Just(WHOLE),
        (-6..4i32, 1..6i32).prop_map(|(alpha, width)| (alpha, alpha + width)),
    ];
    (
        proptest::collection::vec(0..6usize, 0..50),
        1..=3u32,
        window,
    )
}

/// Whether `mine` answers as `theirs` does for the window: the same value inside it, on the
/// same side of it outside.
fn same_side(mine: i32, theirs: i32, (alpha, beta): (i32, i32)) -> bool {
    if theirs <= alpha {
        mine <= alpha
    } else if theirs >= beta {
        mine >= beta
    } else {
        mine == theirs
    }
}

/// Checks a search of yours, `call` with the window given, against the positions and the value
/// of `negamax_alpha_beta` (the reference's) in the window `of_reference`, the value seen
/// through `seen` (the identity, or negation for `min_pruned`).
fn compare<G: Shown>(
    position: G,
    depth: u32,
    call: &str,
    yours: impl FnOnce(&mut dyn FnMut(&G)) -> i32,
    window: (i32, i32),
    of_reference: (i32, i32),
    seen: fn(i32) -> i32,
) -> Result<(), String> {
    let (theirs, their_path) = reference(position, depth, of_reference.0, of_reference.1);
    let theirs = seen(theirs);
    position.announce(call);
    let mut my_path = Vec::new();
    let mine = yours(&mut |p: &G| my_path.push(*p));
    if let Some(difference) = pruning_difference(&my_path, &their_path, depth) {
        return Err(format!("Your call {call}:\n{difference}"));
    }
    if same_side(mine, theirs, window) {
        Ok(())
    } else {
        Err(format!(
            "Your call {call} entered the right positions but answers {mine}; the reference \
             answers {theirs}, for\n{}",
            position.picture()
        ))
    }
}

fn max_agrees<G: Shown>(position: G, depth: u32, (alpha, beta): (i32, i32)) -> Result<(), String> {
    let call = format!("max_pruned(position, {depth}, {alpha}, {beta}, visit)");
    let yours =
        |visit: &mut dyn FnMut(&G)| max_pruned(position, depth, alpha, beta, &mut |p| visit(p));
    compare(
        position,
        depth,
        &call,
        yours,
        (alpha, beta),
        (alpha, beta),
        |v| v,
    )
}

fn min_agrees<G: Shown>(position: G, depth: u32, (alpha, beta): (i32, i32)) -> Result<(), String> {
    let call = format!("min_pruned(position, {depth}, {alpha}, {beta}, visit)");
    let yours =
        |visit: &mut dyn FnMut(&G)| min_pruned(position, depth, alpha, beta, &mut |p| visit(p));
    let negated = (-beta, -alpha);
    compare(position, depth, &call, yours, (alpha, beta), negated, |v| {
        -v
    })
}

/// The test's failure, from a comparison's words.
fn told<T>(outcome: Result<T, String>) -> Result<T, TestCaseError> {
    outcome.map_err(|why| testkit::fail(format!("{why}\n{CHOICES}")))
}

#[test]
#[ignore = "drill: cargo test -p alpha-beta -- --ignored drills"]
fn max_pruned_examples() {
    isolated(|| {
        for depth in 0..=4 {
            if let Err(why) = max_agrees(tree::ENDING, depth, WHOLE) {
                panic!("The Oware ending of the page's calls, {depth} moves ahead: {why}");
            }
        }
        tree::ENDING.announce("max_pruned(ENDING, 2, -i32::MAX, i32::MAX, visit)");
        assert_answer!(
            max_pruned(tree::ENDING, 2, -i32::MAX, i32::MAX, &mut |_| {}),
            4,
            "two moves ahead, South's pit 5 wins the game: 4, as negamax finds"
        );
        let again = Kalah::OPENING.after(2);
        if let Err(why) = max_agrees(again, 2, WHOLE) {
            panic!("Kalah after South's pit 2, an extra move, two moves ahead: {why}");
        }
    });
}

#[test]
#[ignore = "drill: cargo test -p alpha-beta -- --ignored drills"]
fn min_pruned_examples() {
    isolated(|| {
        tree::ENDING.announce("min_pruned(ENDING, 0, -i32::MAX, i32::MAX, visit)");
        assert_answer!(
            min_pruned(tree::ENDING, 0, -i32::MAX, i32::MAX, &mut |_| {}),
            -2,
            "a leaf, valued for North, who waits while South, to move, is two stones ahead"
        );
        tree::ENDING.announce("min_pruned(ENDING, 2, -i32::MAX, i32::MAX, visit)");
        assert_answer!(
            min_pruned(tree::ENDING, 2, -i32::MAX, i32::MAX, &mut |_| {}),
            -4,
            "the same search as max_pruned's, valued for North, who waits: -4"
        );
        for depth in 1..=4 {
            if let Err(why) = min_agrees(tree::ENDING, depth, WHOLE) {
                panic!("The Oware ending of the page's calls, {depth} moves ahead: {why}");
            }
        }
        let again = Kalah::OPENING.after(2);
        if let Err(why) = min_agrees(again, 2, WHOLE) {
            panic!("Kalah after South's pit 2, an extra move, two moves ahead: {why}");
        }
    });
}

#[test]
#[ignore = "drill: cargo test -p alpha-beta -- --ignored drills"]
fn max_pruned_searches_as_negamax_alpha_beta_does_in_every_system() {
    isolated(|| {
        proptest!(searches(), |((choices, depth, window) in games())| {
            told(quietly(|| max_agrees(reached(Ayoayo::OPENING, &choices), depth, window))?)?;
            told(quietly(|| max_agrees(reached(lagos::OPENING, &choices), depth, window))?)?;
            told(quietly(|| max_agrees(reached(oware::OPENING, &choices), depth, window))?)?;
            told(quietly(|| max_agrees(reached(awari::START, &choices), depth, window))?)?;
            told(quietly(|| max_agrees(reached(Kalah::OPENING, &choices), depth, window))?)?;
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p alpha-beta -- --ignored drills"]
fn min_pruned_searches_as_negamax_alpha_beta_does_in_every_system() {
    isolated(|| {
        proptest!(searches(), |((choices, depth, window) in games())| {
            told(quietly(|| min_agrees(reached(Ayoayo::OPENING, &choices), depth, window))?)?;
            told(quietly(|| min_agrees(reached(lagos::OPENING, &choices), depth, window))?)?;
            told(quietly(|| min_agrees(reached(oware::OPENING, &choices), depth, window))?)?;
            told(quietly(|| min_agrees(reached(awari::START, &choices), depth, window))?)?;
            told(quietly(|| min_agrees(reached(Kalah::OPENING, &choices), depth, window))?)?;
        });
    });
}

/// The moves in pit order, and reversed.
fn pit_order<G: GameTree>(position: &G) -> Vec<Pit> {
    position.moves()
}

fn reversed<G: GameTree>(position: &G) -> Vec<Pit> {
    position.moves().into_iter().rev().collect()
}

/// The reference's ordering: the store difference for the mover right after the move.
fn ordered<G: GameTree>(position: &G) -> Vec<Pit> {
    ordered_moves(*position)
        .into_iter()
        .map(|(pit, _)| pit)
        .collect()
}

/// Your `pruned_in_order`'s value and the positions it enters, in order.
fn in_order<G: GameTree>(
    position: G,
    depth: u32,
    (alpha, beta): (i32, i32),
    order: &impl Fn(&G) -> Vec<Pit>,
) -> (i32, Vec<G>) {
    let mut entered = Vec::new();
    let value = pruned_in_order(position, depth, alpha, beta, order, &mut |p: &G| {
        entered.push(*p)
    });
    (value, entered)
}

/// The model answer's, the same way.
fn model_in_order<G: GameTree>(
    position: G,
    depth: u32,
    (alpha, beta): (i32, i32),
    order: &impl Fn(&G) -> Vec<Pit>,
) -> (i32, Vec<G>) {
    let mut entered = Vec::new();
    let value = model::pruned_in_order(position, depth, alpha, beta, order, &mut |p: &G| {
        entered.push(*p)
    });
    (value, entered)
}

#[test]
#[ignore = "drill: cargo test -p alpha-beta -- --ignored drills"]
fn pruned_in_order_examples() {
    isolated(|| {
        let opening = Ayoayo::OPENING;
        opening.announce("pruned_in_order(OPENING, 4, -i32::MAX, i32::MAX, &|p| p.moves(), visit)");
        let (value, entered) = in_order(opening, 4, WHOLE, &pit_order);
        assert_answer!(
            value,
            6,
            "Part I's opening, four moves ahead: negamax's value"
        );
        let (_, theirs) = reference(opening, 4, -i32::MAX, i32::MAX);
        if let Some(difference) = pruning_difference(&entered, &theirs, 4) {
            panic!(
                "In pit order, your search must enter what negamax_alpha_beta enters:\n{difference}"
            );
        }
        assert_answer!(
            entered.len(),
            305,
            "in pit order, four moves ahead from the opening, alpha-beta enters 305 positions"
        );
        opening.announce("pruned_in_order(OPENING, 4, -i32::MAX, i32::MAX, &ordered, visit)");
        let (value, entered) = in_order(opening, 4, WHOLE, &ordered);
        assert_answer!(value, 6, "the order never changes the value");
        assert_answer!(
            entered.len(),
            111,
            "the most promising moves first (captures first), the search enters 111 positions"
        );
        opening.announce("pruned_in_order(OPENING, 2, -i32::MAX, i32::MAX, &reversed, visit)");
        let (_, entered) = in_order(opening, 2, WHOLE, &reversed);
        assert!(
            entered.get(1) == Some(&opening.after(5)),
            "With the moves reversed, the first move tried is pit 5, so the second position \
             your search enters must be the one after South's pit 5: the order comes from the \
             function handed in, asked at every position."
        );
        assert_answer!(entered.len(), 22, "reversed, two moves ahead: 22 positions");
    });
}

fn in_order_agrees<G: Shown>(
    start: G,
    choices: &[usize],
    depth: u32,
    window: (i32, i32),
) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    for (name, order) in [
        ("the moves in pit order", pit_order as fn(&G) -> Vec<Pit>),
        ("the moves reversed", reversed),
        ("the reference's ordered_moves", ordered),
    ] {
        let call = format!(
            "pruned_in_order(position, {depth}, {}, {}, order, visit), the order {name}",
            window.0, window.1
        );
        position.announce(&call);
        let (mine, my_path) = quietly(|| in_order(position, depth, window, &order))?;
        let (theirs, their_path) = model_in_order(position, depth, window, &order);
        if let Some(difference) = pruning_difference(&my_path, &their_path, depth) {
            return Err(testkit::fail(format!(
                "Your call {call}:\n{difference}\n{CHOICES}"
            )));
        }
        prop_assert!(
            same_side(mine, theirs, window),
            "your call {} entered the right positions but answers {}; the reference answers {}.\n{}",
            call,
            mine,
            theirs,
            CHOICES
        );
        if window == WHOLE {
            prop_assert_eq!(
                mine,
                negamax(position, depth),
                "the whole window: negamax's value"
            );
        }
    }
    Ok(())
}

#[test]
#[ignore = "drill: cargo test -p alpha-beta -- --ignored drills"]
fn pruned_in_order_searches_in_the_order_given_in_every_system() {
    isolated(|| {
        proptest!(searches(), |((choices, depth, window) in games())| {
            in_order_agrees(Ayoayo::OPENING, &choices, depth, window)?;
            in_order_agrees(lagos::OPENING, &choices, depth, window)?;
            in_order_agrees(oware::OPENING, &choices, depth, window)?;
            in_order_agrees(awari::START, &choices, depth, window)?;
            in_order_agrees(Kalah::OPENING, &choices, depth, window)?;
        });
    });
}

/// How many moves the player to move has: a guess that is not the store difference.
fn mobility<G: GameTree>(position: &G) -> i32 {
    position.moves().len() as i32
}

#[test]
#[ignore = "drill: cargo test -p alpha-beta -- --ignored drills"]
fn promising_first_examples() {
    isolated(|| {
        let stores = |p: &Ayoayo| p.store_difference();
        Ayoayo::OPENING.announce("promising_first(OPENING, &|p| p.store_difference())");
        assert_answer!(
            promising_first(Ayoayo::OPENING, &stores),
            vec![3, 4, 5, 0, 1, 2],
            "pits 3 and 4 capture six (pit order between them), pit 5 two, the rest nothing: \
             the store difference after a move is North's, so it is negated for South"
        );
        let kalah = |p: &Kalah| p.store_difference();
        Kalah::OPENING.announce("promising_first(Kalah::OPENING, &|p| p.store_difference())");
        assert_answer!(
            promising_first(Kalah::OPENING, &kalah),
            vec![2, 3, 4, 5, 0, 1],
            "pit 2 ends in South's goal, an extra move: its child's value is South's own, kept \
             as it is; pits 3, 4 and 5 put a stone in the goal too, and 0 and 1 none"
        );
        Ayoayo::OPENING.announce("promising_first(OPENING, &|_| 0)");
        assert_answer!(
            promising_first(Ayoayo::OPENING, &|_: &Ayoayo| 0),
            vec![0, 1, 2, 3, 4, 5],
            "every move guessed alike: pit order, as a stable sort keeps it"
        );
        let over = Ayoayo {
            over: true,
            ..Ayoayo::OPENING
        };
        over.announce("promising_first(over, &|p| p.store_difference())");
        assert_answer!(
            promising_first(over, &stores),
            Vec::<Pit>::new(),
            "the game is over: no moves"
        );
    });
}

fn promising_agrees<G: Shown>(start: G, choices: &[usize]) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    position.announce("promising_first(position, &|p| p.store_difference())");
    let yours = quietly(|| promising_first(position, &|p: &G| p.store_difference()))?;
    prop_assert_answer!(
        yours,
        ordered(&position),
        "with the store difference as the guess, the reference's ordered_moves.\n{CHOICES}"
    );
    position.announce("promising_first(position, &mobility)");
    let yours = quietly(|| promising_first(position, &mobility))?;
    prop_assert_answer!(
        yours,
        model::promising_first(position, &mobility),
        "the guess is mobility: how many moves the player to move has.\n{CHOICES}"
    );
    Ok(())
}

#[test]
#[ignore = "drill: cargo test -p alpha-beta -- --ignored drills"]
fn promising_first_agrees_with_the_reference_in_every_system() {
    isolated(|| {
        proptest!(config(), |(choices in proptest::collection::vec(0..6usize, 0..60))| {
            promising_agrees(Ayoayo::OPENING, &choices)?;
            promising_agrees(lagos::OPENING, &choices)?;
            promising_agrees(oware::OPENING, &choices)?;
            promising_agrees(awari::START, &choices)?;
            promising_agrees(Kalah::OPENING, &choices)?;
        });
    });
}
