//! The drills: four small exercises beside the lab. Like the chapter's tests, each runs in a
//! child process, so a recursion that never ends, or one that would take for ever, is reported
//! in words. A plain `cargo test -p relay-sow` leaves them out, so the chapter passes without
//! them; run them with `cargo test -p relay-sow -- --ignored drills`.

use std::collections::BTreeMap;

use ayoayo::drills::relay_sow as reference;
use ayoayo::{Board, OPENING, PITS, Pit};
use proptest::prelude::*;
use relay_sow::{first_repeat, hanoi, moves_needed, relay_within};
use testkit::{
    Drawn, announce, announce_call, assert_answer, config, isolated, pits, prop_assert_answer,
    quick_boards_with_stones_in, quietly,
};

/// The endless board of the chapter's page: South's pit 1 relays for ever, its state after the
/// first sowing coming back 638 sowings later.
const ENDLESS: Board = [2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1];

/// A relay of 179 sowings, from pit 0, and where it comes to rest.
const LONG: Board = [20, 1, 7, 0, 1, 0, 3, 2, 1, 0, 1, 0];
const LONG_AT_REST: (Board, Pit) = ([0, 3, 0, 7, 0, 7, 8, 1, 5, 0, 3, 2], 7);

/// Plays `moves` on a tower of `stones` stones in pit `from` (numbered by size, 1 the smallest),
/// and answers each pit's stones from the bottom up, or the first move that breaks the rules.
fn play(stones: u8, from: Pit, moves: &[(Pit, Pit)]) -> Result<BTreeMap<Pit, Vec<u8>>, String> {
    let mut pits: BTreeMap<Pit, Vec<u8>> = BTreeMap::new();
    pits.insert(from, (1..=stones).rev().collect());
    for (index, &(source, target)) in moves.iter().enumerate() {
        let Some(stone) = pits.get_mut(&source).and_then(Vec::pop) else {
            return Err(format!(
                "move {index}, {source} to {target}: pit {source} holds no stone"
            ));
        };
        let below = pits.entry(target).or_default();
        if below.last().is_some_and(|&top| top < stone) {
            return Err(format!(
                "move {index}, {source} to {target}: stone {stone} goes onto the smaller stone {}",
                below.last().unwrap()
            ));
        }
        below.push(stone);
    }
    pits.retain(|_, stones| !stones.is_empty());
    Ok(pits)
}

/// Calls `hanoi`, saying so first, so that a call that never returns is named.
fn tower(stones: u8, from: Pit, to: Pit, via: Pit) -> Vec<(Pit, Pit)> {
    announce_call(format_args!("hanoi({stones}, {from}, {to}, {via})"));
    hanoi(stones, from, to, via)
}

/// Calls `moves_needed`, saying so first, so that a call that never returns is named.
fn needed(stones: u8) -> u64 {
    announce_call(format_args!("moves_needed({stones})"));
    moves_needed(stones)
}

/// Three different pits of the board: where a tower starts, where it goes, and the third.
fn three_pits() -> impl Strategy<Value = (Pit, Pit, Pit)> {
    (pits(), pits(), pits()).prop_filter("three different pits", |&(a, b, c)| {
        a != b && b != c && c != a
    })
}

#[test]
#[ignore = "drill: cargo test -p relay-sow -- --ignored drills"]
fn hanoi_moves_small_towers() {
    isolated(|| {
        assert_answer!(
            tower(1, 0, 2, 1),
            vec![(0, 2)],
            "one stone goes straight across"
        );
        assert_answer!(
            tower(2, 0, 2, 1),
            vec![(0, 1), (0, 2), (1, 2)],
            "the small stone out of the way to pit 1, the big one to pit 2, the small one on it"
        );
        assert_answer!(
            tower(3, 0, 2, 1),
            vec![(0, 2), (0, 1), (2, 1), (0, 2), (1, 0), (1, 2), (0, 2)],
            "the top two to pit 1 (three moves, by way of pit 2), the bottom stone to pit 2, and \
             the top two onto it (three moves, by way of pit 0)"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p relay-sow -- --ignored drills"]
fn hanoi_makes_two_to_the_n_minus_one_moves() {
    isolated(|| {
        for (stones, moves) in [(1, 1), (2, 3), (4, 15), (8, 255), (16, 65_535)] {
            assert_answer!(
                tower(stones, 0, 2, 1).len(),
                moves,
                "a tower of {stones} stones takes 2^{stones} - 1 moves: twice the tower one \
                 smaller, and one for the bottom stone"
            );
        }
    });
}

#[test]
#[ignore = "drill: cargo test -p relay-sow -- --ignored drills"]
fn hanoi_of_no_tower_or_without_three_pits_makes_no_moves() {
    isolated(|| {
        assert_answer!(tower(0, 0, 2, 1), vec![], "no stones, no moves");
        assert_answer!(
            tower(3, 0, 0, 1),
            vec![],
            "from pit 0 to pit 0: two pits, not three"
        );
        assert_answer!(
            tower(3, 0, 2, 2),
            vec![],
            "pit 2 twice: two pits, not three"
        );
        assert_answer!(tower(3, 0, 12, 1), vec![], "there is no pit 12");
        assert_answer!(
            tower(17, 0, 2, 1),
            vec![],
            "17 stones are taller than the tallest tower moved, 16"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p relay-sow -- --ignored drills"]
fn hanoi_keeps_every_stone_on_a_larger_one_and_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(stones in 1u8..=8, (from, to, via) in three_pits())| {
            let moves = quietly(|| tower(stones, from, to, via))?;
            let played = play(stones, from, &moves).map_err(TestCaseError::fail)?;
            let tower: Vec<u8> = (1..=stones).rev().collect();
            prop_assert_eq!(played, BTreeMap::from([(to, tower)]), "the whole tower must end in pit {}", to);
            prop_assert_answer!(moves, reference::hanoi(stones, from, to, via));
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p relay-sow -- --ignored drills"]
fn moves_needed_counts_the_moves_of_hanoi() {
    isolated(|| {
        for (stones, moves) in [
            (0, 0),
            (1, 1),
            (2, 3),
            (3, 7),
            (8, 255),
            (16, 65_535),
            (17, 131_071),
        ] {
            assert_answer!(
                needed(stones),
                moves,
                "a tower of {stones} stones takes 2^{stones} - 1 moves"
            );
        }
    });
}

#[test]
#[ignore = "drill: cargo test -p relay-sow -- --ignored drills"]
fn moves_needed_for_ayo_s_48_stones_comes_at_once() {
    isolated(|| {
        assert_answer!(
            needed(48),
            281_474_976_710_655,
            "a tower of the game's 48 stones: 2^48 - 1 moves, counted with one recursive call a \
             stone; asking for the smaller tower twice would take 2^49 - 1 calls"
        );
        assert_answer!(needed(63), (1 << 63) - 1, "2^63 - 1");
        assert_answer!(needed(64), u64::MAX, "2^64 - 1 is the largest u64");
    });
}

#[test]
#[ignore = "drill: cargo test -p relay-sow -- --ignored drills"]
fn moves_needed_past_64_stones_stays_at_the_largest_u64() {
    isolated(|| {
        assert_answer!(
            needed(65),
            u64::MAX,
            "2^65 - 1 is past u64::MAX: the count stays there (saturating_mul, saturating_add)"
        );
        assert_answer!(needed(255), u64::MAX, "the largest tower a u8 counts");
    });
}

#[test]
#[ignore = "drill: cargo test -p relay-sow -- --ignored drills"]
fn moves_needed_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(stones in any::<u8>())| {
            prop_assert_answer!(quietly(|| needed(stones))?, reference::moves_needed(stones));
        });
    });
}

/// Calls `relay_within`, saying so first, so that a call that never returns names its board.
fn within(board: Board, start: Pit, fuel: u8) -> Option<(Board, Pit)> {
    announce(format_args!("relay_within(board, {start}, {fuel})"), board);
    relay_within(board, start, fuel)
}

#[test]
#[ignore = "drill: cargo test -p relay-sow -- --ignored drills"]
fn relay_within_follows_the_opening_when_the_fuel_lasts() {
    isolated(|| {
        let at_rest = ([0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5], 9);
        assert_answer!(
            within(OPENING, 0, 4),
            Some(at_rest),
            "four sowings, from pits 0, 4, 9 and 3: fuel for four is enough"
        );
        assert_answer!(
            within(OPENING, 0, 255),
            Some(at_rest),
            "fuel left over is no matter"
        );
        assert_answer!(
            within(OPENING, 0, 3),
            None,
            "after three sowings the relay goes on from pit 3, with no fuel left for it"
        );
        assert_answer!(within(OPENING, 0, 0), None, "no fuel for even one sowing");
    });
}

#[test]
#[ignore = "drill: cargo test -p relay-sow -- --ignored drills"]
fn relay_within_needs_179_for_the_relay_of_179_sowings() {
    isolated(|| {
        assert_answer!(
            within(LONG, 0, 179),
            Some(LONG_AT_REST),
            "this relay comes to rest at its 179th sowing"
        );
        assert_answer!(
            within(LONG, 0, 178),
            None,
            "178 sowings are one too few for the relay of 179"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p relay-sow -- --ignored drills"]
fn relay_within_gives_up_on_a_relay_that_never_ends() {
    isolated(|| {
        assert_answer!(
            within(ENDLESS, 1, 255),
            None,
            "this relay never ends: the fuel must run out, and the recursion end with it"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p relay-sow -- --ignored drills"]
fn relay_within_of_an_empty_or_off_board_pit_is_at_rest_at_once() {
    isolated(|| {
        let board = [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4];
        assert_answer!(
            within(board, 0, 0),
            Some((board, 0)),
            "pit 0 is empty: nothing to sow"
        );
        assert_answer!(
            within(board, 12, 3),
            Some((board, 12)),
            "there is no pit 12"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p relay-sow -- --ignored drills"]
fn relay_within_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), start) in quick_boards_with_stones_in(), fuel in any::<u8>())| {
            let answer = quietly(|| within(board, start, fuel))?;
            if let Some(at_rest) = answer {
                prop_assert_eq!(
                    Some(at_rest),
                    ayoayo::try_relay_sow(board, start),
                    "a relay that comes to rest within the fuel rests where try_relay_sow says"
                );
            }
            prop_assert_answer!(answer, reference::relay_within(board, start, fuel));
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p relay-sow -- --ignored drills"]
fn first_repeat_finds_the_first_state_seen_before() {
    isolated(|| {
        let a = (OPENING, 0);
        let b = (OPENING, 4);
        assert_answer!(
            first_repeat(&[a, b, a]),
            Some(2),
            "state 2 is state 0 again"
        );
        assert_answer!(
            first_repeat(&[a, b, b, a]),
            Some(2),
            "state 2 repeats state 1, before state 3 repeats state 0"
        );
        assert_answer!(first_repeat(&[a, a]), Some(1), "state 1 is state 0 again");
        assert_answer!(first_repeat(&[a, b]), None, "two different states");
        assert_answer!(first_repeat(&[a]), None, "one state repeats nothing");
        assert_answer!(first_repeat(&[]), None, "no states");
    });
}

#[test]
#[ignore = "drill: cargo test -p relay-sow -- --ignored drills"]
fn first_repeat_finds_where_the_endless_relay_comes_round() {
    isolated(|| {
        let states = ayoayo::relay_states(ENDLESS, 1, 640);
        assert_answer!(
            first_repeat(&states),
            Some(639),
            "the relay's state 639 is its state 1 again, 638 sowings later"
        );
        assert_answer!(
            first_repeat(&states[..639]),
            None,
            "states 0 to 638 are all different"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p relay-sow -- --ignored drills"]
fn first_repeat_agrees_with_the_reference() {
    isolated(|| {
        // States drawn from a few, so that repeats are common.
        let state = (0usize..3, 0..PITS.min(3)).prop_map(|(board, pit)| ([board as u8; 12], pit));
        proptest!(config(), |(states in proptest::collection::vec(state, 0..=12))| {
            prop_assert_answer!(quietly(|| first_repeat(&states))?, reference::first_repeat(&states));
        });
    });
}
