//! `trace` as a learner meets it, through the built tool on a scratch copy of the workspace:
//! the reference's own recursion, a typical mistake with its first wrong call marked, and the
//! clear errors for what cannot be traced.

mod common;

use std::fs;
use std::path::Path;

use ayoayo_calltree::{CallTree, End, Reference};
use common::{Ran, course, scratch, with_challenges};

/// The trace `trace ... --json` printed.
fn trace_of(ran: &Ran) -> CallTree {
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    serde_json::from_str(&ran.stdout).unwrap_or_else(|e| panic!("{e}\n{}", ran.all()))
}

/// The `distribute` calls of `trace`, each with how many `distribute` calls it is inside.
fn distribute_depths(trace: &CallTree) -> Vec<usize> {
    let calls = trace.calls.iter().enumerate();
    let own = calls.filter(|(_, call)| call.function == "distribute");
    own.map(|(index, _)| {
        let mut depth = 0;
        let mut at = trace.calls[index].parent;
        while let Some(parent) = at {
            depth += usize::from(trace.calls[parent].function == "distribute");
            at = trace.calls[parent].parent;
        }
        depth
    })
    .collect()
}

fn mistake(name: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let file = root.join("tests/mutants/02-distribute").join(name);
    with_challenges("02-distribute", &fs::read_to_string(file).unwrap())
}

/// A lap round the board: 12 stones from pit 0, skipping pit 11, the last one into pit 0.
const LAP: &str = "distribute([0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 12], 11, 0, 12)";

#[test]
fn the_reference_agrees_with_itself_and_a_mistake_is_marked_where_it_first_answers_wrong() {
    let (copy, _turn) = scratch("trace");
    let ran = course(
        &copy.root,
        &["trace", "distribute", "--reference", "--json"],
    );
    let reference = trace_of(&ran);
    assert_eq!(reference.example.as_deref(), Some("first-move"));
    assert_eq!(reference.end, End::Returned);
    // One call per stone, each inside the one before; `next_pit` is traced too.
    assert_eq!(distribute_depths(&reference), [0, 1, 2, 3]);
    assert!(reference.calls.iter().any(|c| c.function == "next_pit"));
    let answered = reference.calls.iter().map(|call| &call.reference);
    assert!(
        answered.clone().all(|r| r == &Some(Reference::Agrees)),
        "{reference:?}"
    );
    assert_eq!(reference.first_difference(), None);

    copy.write_lib(
        "02-distribute",
        mistake("returns_the_pit_after_the_last.rs"),
    )
    .unwrap();
    let ran = course(
        &copy.root,
        &["trace", "distribute", "--call", LAP, "--json"],
    );
    let wrong = trace_of(&ran);
    assert_eq!(wrong.call, LAP);
    // 12 stones, and one more call to pass over pit 11.
    assert_eq!(distribute_depths(&wrong), (0..13).collect::<Vec<_>>());
    let marked = wrong.first_difference().expect("a call is marked");
    let call = &wrong.calls[marked];
    assert_eq!(call.function, "distribute");
    let in_hand = &call.args[3];
    assert_eq!(
        (in_hand.name.as_str(), in_hand.value.as_str()),
        ("in_hand", "1")
    );
    assert_eq!(call.args[2].value, "0", "the last stone goes into pit 0");
    assert_eq!(
        call.reference,
        Some(Reference::Differs(
            "([2, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 12], 0)".into()
        ))
    );
    // A panic ends the run: the frames up to it, and where it was, in the learner's file.
    let full = "distribute([255; 12], 0, 1, 2)";
    let ran = course(
        &copy.root,
        &["trace", "distribute", "--call", full, "--json"],
    );
    let panicked = trace_of(&ran);
    let End::Panicked { message } = &panicked.end else {
        panic!("{panicked:?}")
    };
    assert!(
        message.contains("(at exercises/02-distribute/src/lib.rs:"),
        "{message}"
    );
    assert_eq!(panicked.calls.len(), 1);
    assert_eq!(panicked.calls[0].result, None);
    let text = course(&copy.root, &["trace", "distribute", "--call", LAP]);
    assert!(text.stdout.contains("✗ first to differ"), "{}", text.all());
    assert!(text.stdout.contains("the reference: "), "{}", text.all());
}

#[test]
fn a_stub_an_unknown_function_and_a_loop_are_each_said_plainly() {
    let (copy, _turn) = scratch("trace-errors");
    let stub = course(&copy.root, &["trace", "distribute"]);
    assert_eq!(stub.code, Some(2), "{}", stub.all());
    assert!(stub.stderr.contains("still a `todo!()`"), "{}", stub.all());
    let typo = course(&copy.root, &["trace", "distribute", "distribut"]);
    assert!(
        typo.stderr.contains("Did you mean `distribute`?"),
        "{}",
        typo.all()
    );
    let none = course(&copy.root, &["trace", "scoop"]);
    assert!(
        none.stderr.contains("no recursive function"),
        "{}",
        none.all()
    );

    let looping = "use ayoayo::{Board, Pit};\n\
        pub fn next_pit(pit: Pit) -> Pit { (pit + 1) % 12 }\n\
        pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {\n\
        \x20   let (mut board, mut pit, mut left) = (board, pit, in_hand);\n\
        \x20   if left == 0 { return (board, pit); }\n\
        \x20   loop {\n\
        \x20       if pit == skip { pit = next_pit(pit); continue; }\n\
        \x20       board[pit] += 1; left -= 1;\n\
        \x20       if left == 0 { return (board, pit); }\n\
        \x20       pit = next_pit(pit);\n\
        \x20   }\n\
        }\n";
    copy.write_lib("02-distribute", with_challenges("02-distribute", looping))
        .unwrap();
    let ran = course(&copy.root, &["trace", "distribute"]);
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    assert!(ran.stdout.contains("does not call itself"), "{}", ran.all());
    let typo = course(
        &copy.root,
        &["trace", "distribute", "--call", "distribute(["],
    );
    assert_eq!(typo.code, Some(2), "{}", typo.all());
    assert!(
        typo.stderr.contains("the call does not compile"),
        "{}",
        typo.all()
    );
    assert!(
        ran.stdout
            .contains("Your distribute agrees with the reference on"),
        "{}",
        ran.all()
    );
}

/// The engine checked on the reference's own code: every chapter with a recursive function is
/// traced on all its examples, asking the reference at every call, and agrees with itself.
#[test]
fn every_chapters_reference_is_traced_and_agrees_with_itself_on_all_its_examples() {
    let (copy, _turn) = scratch("trace-reference");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let model = course_model::Course::load(root).unwrap();
    let recursive = model.chapters.iter().filter(|c| !c.recursive.is_empty());
    for chapter in recursive {
        let ran = course(&copy.root, &["trace", &chapter.slug, "--reference"]);
        assert_eq!(ran.code, Some(0), "{}", ran.all());
        // The sentence is wrapped to fit 100 columns.
        assert!(
            ran.stdout
                .replace('\n', " ")
                .contains(" with the reference on "),
            "chapter {}: {}",
            chapter.number,
            ran.all()
        );
    }
}

/// A `distribute` that asks every question twice: each answer right, its calls doubling with
/// every stone.
const TWICE: &str = "use ayoayo::{Board, Pit};
pub fn next_pit(pit: Pit) -> Pit {
    (pit + 1) % 12
}
pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
    let pit = if pit == skip { next_pit(pit) } else { pit };
    let mut board = board;
    board[pit] += 1;
    if in_hand == 1 {
        return (board, pit);
    }
    let _ = distribute(board, skip, next_pit(pit), in_hand - 1);
    distribute(board, skip, next_pit(pit), in_hand - 1)
}
";

/// The count `trace --growth` printed for size `n`, from its table's row.
fn count_at(ran: &Ran, n: u64) -> String {
    let rows = ran
        .stdout
        .lines()
        .map(|line| line.split_whitespace().collect::<Vec<_>>());
    let mut row = rows.filter(|cells| cells.first() == Some(&n.to_string().as_str()));
    let row = row
        .next()
        .unwrap_or_else(|| panic!("no row for {n}: {}", ran.all()));
    row[1].to_string()
}

#[test]
fn growth_counts_a_function_s_own_calls_at_each_size_and_reads_how_they_grow() {
    let (copy, _turn) = scratch("trace-growth");
    let sizes = [1, 2, 4, 8, 16];
    let args = [
        "trace",
        "distribute",
        "--growth",
        "distribute([0; 12], 0, 1, N)",
    ];
    let ran = course(
        &copy.root,
        &[&args[..], &["--reference", "--sizes", "1,2,4,8,16"]].concat(),
    );
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    // One call a stone, and one more to pass over the skipped pit on a lap; `next_pit`'s calls
    // are not counted.
    for (n, calls) in sizes.into_iter().zip([1, 2, 4, 8, 17]) {
        assert_eq!(count_at(&ran, n), calls.to_string(), "{}", ran.all());
    }
    assert!(
        ran.stdout.contains("the calls grow like n (linear"),
        "{}",
        ran.all()
    );

    copy.write_lib("02-distribute", with_challenges("02-distribute", TWICE))
        .unwrap();
    let ran = course(
        &copy.root,
        &[&args[..], &["--sizes", "1,2,3,4,6,8,10"]].concat(),
    );
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    assert_eq!(count_at(&ran, 10), "1023", "{}", ran.all());
    assert!(
        ran.stdout.contains("the calls grow like 2ⁿ (exponential"),
        "{}",
        ran.all()
    );
    let no_size = course(
        &copy.root,
        &[
            "trace",
            "distribute",
            "--growth",
            "distribute([0; 12], 0, 1, 4)",
        ],
    );
    assert_ne!(no_size.code, Some(0));
    assert!(
        no_size.stderr.contains("the call has no `N`"),
        "{}",
        no_size.all()
    );
}
