//! The drills: five small exercises beside the lab: the sequences perft counts, listed; the
//! nodes of the tree it walks, counted; and the work of a parallel count as a binary tree,
//! built, added up and searched. A plain `cargo test -p perft` leaves them out, so the chapter
//! passes without them; run them with `cargo test -p perft -- --ignored drills`. Each test runs
//! in a child process, so a recursion that never ends is reported, naming the call.

use std::fmt::{self, Debug};

use ayoayo::drills::perft as reference;
use ayoayo::search::{self, Kalah, OWARE_ENDING};
use ayoayo::{Pit, Player, awari, oware, tree};
use perft::{Work, halves, heaviest_job, lines, nodes, total_work};
use proptest::prelude::*;
use testkit::positions::{CHOICES, Shown, reached};
use testkit::{Answer, announce, assert_answer, config, isolated, prop_assert_answer, quietly};

/// Any answer, compared and printed as it is.
#[derive(PartialEq)]
struct Plain<T>(T);

impl<T: Debug> Debug for Plain<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl<T: PartialEq + Debug> Answer for Plain<T> {}

/// Sequences of moves, compared and printed with how many there are.
#[derive(PartialEq)]
struct Lines(Vec<Vec<Pit>>);

impl Debug for Lines {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} ({} sequences)", self.0, self.0.len())
    }
}

impl Answer for Lines {}

/// Work written out as `{:?}` writes it, the same for your `Work` and the model answers':
/// `Split(Job(0, 6), Split(Job(1, 6), Job(2, 6)))`.
#[derive(PartialEq)]
struct Written(String);

impl Debug for Written {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl Answer for Written {}

fn written(work: &impl Debug) -> Written {
    Written(format!("{work:?}"))
}

/// A finished Oware game: South has 25 stones.
const DECIDED: oware::Position = oware::Position {
    houses: [4; 12],
    stores: [25, 0],
    to_move: Player::South,
};

fn job(pit: Pit, count: u64) -> Box<Work> {
    Box::new(Work::Job(pit, count))
}

fn split(first: Work, second: Work) -> Work {
    Work::Split(Box::new(first), Box::new(second))
}

/// `jobs` split in halves as the page says, by the test's own hand, so that the tests of
/// `total_work` and `heaviest_job` do not depend on your `halves`.
fn by_halves(jobs: &[(Pit, u64)]) -> Work {
    match jobs {
        [] => Work::Idle,
        [(pit, count)] => Work::Job(*pit, *count),
        _ => {
            let (first, rest) = jobs.split_at(jobs.len() / 2);
            split(by_halves(first), by_halves(rest))
        }
    }
}

/// Your work as the model answers' `Work`, variant for variant.
fn model(work: &Work) -> reference::Work {
    match work {
        Work::Idle => reference::Work::Idle,
        Work::Job(pit, count) => reference::Work::Job(*pit, *count),
        Work::Split(first, second) => {
            reference::Work::Split(Box::new(model(first)), Box::new(model(second)))
        }
    }
}

/// Random work of any shape, a job's count up to 20 so that ties are common, and now and then
/// an idle part.
fn works() -> impl Strategy<Value = Work> {
    let part = prop_oneof![
        1 => Just(Work::Idle),
        6 => (0..6usize, 0..=20u64).prop_map(|(pit, count)| Work::Job(pit, count)),
    ];
    part.prop_recursive(5, 24, 2, |inner| {
        (inner.clone(), inner).prop_map(|(first, second)| split(first, second))
    })
}

/// A list of divide's jobs: up to eight first moves, each with a count.
fn jobs() -> impl Strategy<Value = Vec<(Pit, u64)>> {
    proptest::collection::vec((0..14usize, 0..=1000u64), 0..=8)
}

/// Up to 40 moves of random play, and a depth of 0 to 3.
fn games() -> impl Strategy<Value = (Vec<usize>, u32)> {
    (proptest::collection::vec(0..6usize, 0..40), 0..=3u32)
}

/// Your `lines` against the reference's, and as many as perft counts.
fn lines_agree<G: Shown>(position: G, depth: u32) -> Result<(), TestCaseError> {
    position.announce(&format!("lines({position:?}, {depth})"));
    let yours = quietly(|| lines(position, depth))?;
    prop_assert_eq!(
        yours.len() as u64,
        search::perft(position, depth),
        "there are as many sequences as perft counts.\n{}",
        CHOICES
    );
    prop_assert_answer!(
        Lines(yours),
        Lines(reference::lines(position, depth)),
        "{CHOICES}"
    );
    Ok(())
}

/// Your `nodes` against the reference's.
fn nodes_agree<G: Shown>(position: G, depth: u32) -> Result<(), TestCaseError> {
    position.announce(&format!("nodes({position:?}, {depth})"));
    let yours = quietly(|| nodes(position, depth))?;
    prop_assert_answer!(yours, reference::nodes(position, depth), "{CHOICES}");
    Ok(())
}

#[test]
#[ignore = "drill: cargo test -p perft -- --ignored drills"]
fn lines_lists_the_sequences_perft_counts() {
    isolated(|| {
        tree::ENDING.announce("lines(tree::ENDING, 0)");
        assert_answer!(
            Lines(lines(tree::ENDING, 0)),
            Lines(vec![vec![]]),
            "depth 0: one sequence, the empty one"
        );
        tree::ENDING.announce("lines(tree::ENDING, 1)");
        assert_answer!(
            Lines(lines(tree::ENDING, 1)),
            Lines(vec![vec![4], vec![5]]),
            "South has two moves, each a sequence of one"
        );
        tree::ENDING.announce("lines(tree::ENDING, 2)");
        assert_answer!(
            Lines(lines(tree::ENDING, 2)),
            Lines(vec![vec![4, 6], vec![4, 11]]),
            "South's pit 5 wins at once, so no sequence of two moves begins with it"
        );
        tree::ENDING.announce("lines(tree::ENDING, 3)");
        assert_answer!(
            Lines(lines(tree::ENDING, 3)),
            Lines(vec![vec![4, 6, 5], vec![4, 11, 0], vec![4, 11, 5]]),
            "each sequence of two, followed by each move after it"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p perft -- --ignored drills"]
fn lines_from_the_opening_and_from_a_finished_game() {
    isolated(|| {
        oware::OPENING.announce("lines(oware::OPENING, 2)");
        let yours = lines(oware::OPENING, 2);
        let every: Vec<Vec<Pit>> = (0..6)
            .flat_map(|south| (6..12).map(move |north| vec![south, north]))
            .collect();
        assert_answer!(
            Lines(yours),
            Lines(every),
            "each of South's six moves, followed by each of North's six: 36 sequences, those \
             beginning with pit 0 first"
        );
        DECIDED.announce("lines(decided, 2)");
        assert_answer!(
            Lines(lines(DECIDED, 2)),
            Lines(vec![]),
            "the game is over: no sequence of one move or more"
        );
        DECIDED.announce("lines(decided, 0)");
        assert_answer!(
            Lines(lines(DECIDED, 0)),
            Lines(vec![vec![]]),
            "depth 0: the empty sequence, even here"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p perft -- --ignored drills"]
fn lines_agree_with_the_reference_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in games())| {
            lines_agree(reached(oware::OPENING, &choices), depth)?;
            lines_agree(reached(Kalah::OPENING, &choices), depth)?;
            lines_agree(reached(awari::START, &choices), depth)?;
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p perft -- --ignored drills"]
fn nodes_counts_every_position_of_the_tree() {
    isolated(|| {
        let counts: [u64; 5] = [1, 7, 43, 233, 1247];
        // The page reads them: from depth 1 on, each level more than five times the last.
        assert!(counts.windows(2).skip(1).all(|w| 5 * w[0] < w[1]));
        for (depth, count) in (0..).zip(counts) {
            oware::OPENING.announce(&format!("nodes(oware::OPENING, {depth})"));
            assert_answer!(
                nodes(oware::OPENING, depth),
                count,
                "the root and every node below it: 1 + 6 + 36 + 190 + 1014, perft's counts up \
                 to depth {depth}, added up"
            );
        }
        tree::ENDING.announce("nodes(tree::ENDING, 2)");
        assert_answer!(
            nodes(tree::ENDING, 2),
            5,
            "the root, its two children, and two below pit 4: the game after pit 5 is over, a \
             node with nothing below it"
        );
        DECIDED.announce("nodes(decided, 3)");
        assert_answer!(nodes(DECIDED, 3), 1, "the game is over: the root alone");
    });
}

#[test]
#[ignore = "drill: cargo test -p perft -- --ignored drills"]
fn nodes_grow_as_the_page_predicts() {
    isolated(|| {
        let counts: [u64; 8] = [4, 14, 37, 106, 252, 627, 1436, 3471];
        // The page reads the table: from depth 2 on, each level multiplies the nodes by
        // between two and three.
        assert!(
            counts
                .windows(2)
                .skip(1)
                .all(|w| 2 * w[0] < w[1] && w[1] < 3 * w[0])
        );
        for (depth, count) in (1..).zip(counts) {
            OWARE_ENDING.announce(&format!("nodes(OWARE_ENDING, {depth})"));
            assert_answer!(
                nodes(OWARE_ENDING, depth),
                count,
                "the page's table of nodes from search::OWARE_ENDING"
            );
        }
    });
}

#[test]
#[ignore = "drill: cargo test -p perft -- --ignored drills"]
fn nodes_agree_with_the_reference_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in games())| {
            nodes_agree(reached(oware::OPENING, &choices), depth)?;
            nodes_agree(reached(Kalah::OPENING, &choices), depth)?;
            nodes_agree(reached(awari::START, &choices), depth)?;
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p perft -- --ignored drills"]
fn halves_splits_the_jobs_as_rayon_does() {
    isolated(|| {
        let board = oware::OPENING.houses;
        announce("halves(&[])", board);
        assert_answer!(written(&halves(&[])), Written("Idle".into()), "no job");
        announce("halves(&[(3, 31)])", board);
        assert_answer!(
            written(&halves(&[(3, 31)])),
            Written("Job(3, 31)".into()),
            "one job, which one thread counts alone"
        );
        announce("halves(&[(0, 6), (1, 6), (2, 6)])", board);
        assert_answer!(
            written(&halves(&[(0, 6), (1, 6), (2, 6)])),
            written(&split(Work::Job(0, 6), Work::Split(job(1, 6), job(2, 6)))),
            "three jobs: the first half is the shorter, one job; the rest, two, split again"
        );
        let divided = search::divide(oware::OPENING, 4);
        announce(format_args!("halves(&{divided:?})"), board);
        let expected = split(
            split(Work::Job(0, 184), Work::Split(job(1, 179), job(2, 172))),
            split(Work::Job(3, 165), Work::Split(job(4, 158), job(5, 156))),
        );
        assert_answer!(
            written(&halves(&divided)),
            written(&expected),
            "six jobs: two halves of three, each one job and a split of two"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p perft -- --ignored drills"]
fn halves_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(jobs in jobs())| {
            announce(format_args!("halves(&{jobs:?})"), oware::OPENING.houses);
            let yours = quietly(|| halves(&jobs))?;
            prop_assert_answer!(written(&yours), written(&reference::halves(&jobs)));
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p perft -- --ignored drills"]
fn total_work_adds_up_every_job() {
    isolated(|| {
        let board = oware::OPENING.houses;
        let opening = by_halves(&search::divide(oware::OPENING, 2));
        announce("total_work(&halves(&divide(oware::OPENING, 2)))", board);
        assert_answer!(
            total_work(&opening),
            36,
            "six jobs of six: Oware's perft at depth 2"
        );
        let four = by_halves(&search::divide(oware::OPENING, 4));
        announce("total_work(&halves(&divide(oware::OPENING, 4)))", board);
        assert_answer!(
            total_work(&four),
            1014,
            "184 + 179 + 172 + 165 + 158 + 156: Oware's perft at depth 4"
        );
        announce("total_work(&Idle)", board);
        assert_answer!(total_work(&Work::Idle), 0, "no job, nothing to count");
        let lopsided = split(Work::Idle, split(Work::Job(2, 5), Work::Idle));
        announce("total_work(&Split(Idle, Split(Job(2, 5), Idle)))", board);
        assert_answer!(total_work(&lopsided), 5, "idle parts add nothing");
        let huge = Work::Split(job(0, u64::MAX), job(1, 1));
        announce("total_work(&Split(Job(0, u64::MAX), Job(1, 1)))", board);
        assert_answer!(
            total_work(&huge),
            u64::MAX,
            "past u64::MAX the total stays at u64::MAX (saturating_add), and never panics"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p perft -- --ignored drills"]
fn total_work_agrees_with_the_reference_and_with_perft() {
    isolated(|| {
        proptest!(config(), |(work in works(), (choices, depth) in games())| {
            announce(format_args!("total_work(&{work:?})"), oware::OPENING.houses);
            let yours = quietly(|| total_work(&work))?;
            prop_assert_answer!(yours, reference::total_work(&model(&work)));
            let position = reached(oware::OPENING, &choices);
            let depth = depth.max(1);
            let divided = by_halves(&search::divide(position, depth));
            position.announce(&format!("total_work(&halves(&divide({position:?}, {depth})))"));
            let yours = quietly(|| total_work(&divided))?;
            prop_assert_answer!(yours, search::perft(position, depth), "perft counts the same sequences.\n{CHOICES}");
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p perft -- --ignored drills"]
fn heaviest_job_is_the_first_of_the_heaviest() {
    isolated(|| {
        let board = oware::OPENING.houses;
        let four = by_halves(&search::divide(oware::OPENING, 4));
        announce("heaviest_job(&halves(&divide(oware::OPENING, 4)))", board);
        assert_answer!(
            Plain(heaviest_job(&four)),
            Plain(Some((0, 184))),
            "pit 0 begins the most sequences of four moves"
        );
        let three = by_halves(&search::divide(oware::OPENING, 3));
        announce("heaviest_job(&halves(&divide(oware::OPENING, 3)))", board);
        assert_answer!(
            Plain(heaviest_job(&three)),
            Plain(Some((0, 34))),
            "34, 33, 32, 31, 30, 30: pit 0's job is the heaviest"
        );
        let tie = split(Work::Job(4, 7), Work::Split(job(1, 3), job(2, 7)));
        announce(
            "heaviest_job(&Split(Job(4, 7), Split(Job(1, 3), Job(2, 7))))",
            board,
        );
        assert_answer!(
            Plain(heaviest_job(&tie)),
            Plain(Some((4, 7))),
            "pits 4 and 2 both have 7: the first, leftmost in the tree, is the answer"
        );
        let right = split(Work::Idle, Work::Job(9, 2));
        announce("heaviest_job(&Split(Idle, Job(9, 2)))", board);
        assert_answer!(
            Plain(heaviest_job(&right)),
            Plain(Some((9, 2))),
            "an idle half has no job; the other half's is the heaviest"
        );
        announce("heaviest_job(&Idle)", board);
        assert_answer!(
            Plain(heaviest_job(&Work::Idle)),
            Plain(None),
            "no job at all"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p perft -- --ignored drills"]
fn heaviest_job_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(work in works())| {
            announce(format_args!("heaviest_job(&{work:?})"), oware::OPENING.houses);
            let yours = quietly(|| heaviest_job(&work))?;
            prop_assert_answer!(Plain(yours), Plain(reference::heaviest_job(&model(&work))));
        });
    });
}
