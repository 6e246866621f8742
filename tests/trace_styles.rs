//! `trace` on right solutions written in other styles than the reference's: a loop, a
//! recursive helper with an accumulator, and a closure that recurses. Each agrees with the
//! reference on every example, and its tree shows the calls it made.

mod trace_support;

use ayoayo_calltree::{End, Reference};
use trace_support::{Pin, count, path, pinned};

const NEXT_PIT: &str = "use ayoayo::{Board, Pit};\n\
    pub fn next_pit(pit: Pit) -> Pit {\n    (pit + 1) % 12\n}\n";

/// Chapter 2's `distribute` with a loop: right, and one frame.
const LOOPING: &str = "pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {\n\
    \x20   let (mut board, mut pit, mut last) = (board, pit, pit);\n\
    \x20   for _ in 0..in_hand {\n\
    \x20       while pit == skip { pit = next_pit(pit); }\n\
    \x20       board[pit] += 1;\n\
    \x20       last = pit;\n\
    \x20       pit = next_pit(pit);\n\
    \x20   }\n\
    \x20   (board, last)\n\
    }\n";

/// Chapter 2's `distribute` as a call of a recursive helper carrying the last pit sown.
const HELPER: &str = "pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {\n\
    \x20   sow(board, skip, pit, in_hand, pit)\n\
    }\n\
    fn sow(board: Board, skip: Pit, pit: Pit, left: u8, last: Pit) -> (Board, Pit) {\n\
    \x20   if left == 0 { return (board, last); }\n\
    \x20   if pit == skip { return sow(board, skip, next_pit(pit), left, last); }\n\
    \x20   let mut after = board;\n\
    \x20   after[pit] += 1;\n\
    \x20   sow(after, skip, next_pit(pit), left - 1, pit)\n\
    }\n";

/// Chapter 2's `distribute` as a closure that recurses through `fix`, which hands it itself.
const CLOSURE: &str = "fn fix<A, R>(step: &dyn Fn(&dyn Fn(A) -> R, A) -> R, a: A) -> R {\n\
    \x20   step(&|a| fix(step, a), a)\n\
    }\n\
    pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {\n\
    \x20   let step = |again: &dyn Fn((Board, Pit, u8, Pit)) -> (Board, Pit), (board, pit, left, last): (Board, Pit, u8, Pit)| {\n\
    \x20       if left == 0 { return (board, last); }\n\
    \x20       if pit == skip { return again((board, next_pit(pit), left, last)); }\n\
    \x20       let mut after = board;\n\
    \x20       after[pit] += 1;\n\
    \x20       again((after, next_pit(pit), left - 1, pit))\n\
    \x20   };\n\
    \x20   fix(&step, (board, pit, in_hand, pit))\n\
    }\n";

/// Chapter 2 with `distribute` written as `body` writes it, on its examples.
fn style(name: &'static str, body: &str) -> Pin {
    Pin {
        slug: "distribute",
        name,
        text: Some(format!("{NEXT_PIT}{body}")),
        calls: &[],
    }
}

#[test]
fn a_loop_is_one_frame_and_a_helper_or_a_closure_recursing_through_fix_is_drawn_call_by_call() {
    let pins = [
        style("loop", LOOPING),
        style("helper", HELPER),
        style("closure", CLOSURE),
    ];
    let [looping, helper, closure] = <[_; 3]>::try_from(pinned(&pins)).unwrap();
    // Other styles, each right on every example (else `pinned` would return the first that
    // failed, not the last example): a loop is one frame of `distribute` (and `trace` says
    // it loops: tests/trace.rs), a helper with an accumulator is drawn with its calls, each
    // inside the one before, and a closure recursing through `fix` is drawn as `fix`'s calls.
    for trace in [&looping, &helper, &closure] {
        assert_eq!(trace.example.as_deref(), Some("lap-past-skip"));
        assert_eq!(trace.end, End::Returned);
        assert_eq!(trace.calls[0].reference, Some(Reference::Agrees));
        assert!(
            trace
                .calls
                .iter()
                .all(|c| !matches!(c.reference, Some(Reference::Differs(_))))
        );
        assert_eq!(count(trace, "distribute"), 1);
    }
    assert_eq!(looping.calls.len(), 1 + count(&looping, "next_pit"));
    // 12 stones, a pass over the skipped pit, and the call that finds none left.
    for (trace, helper) in [(&helper, "sow"), (&closure, "fix")] {
        assert_eq!(count(trace, helper), 14);
        let deepest = (0..trace.calls.len())
            .max_by_key(|&at| trace.depth(at))
            .unwrap();
        assert_eq!(path(trace, deepest)[1..], [helper; 14]);
    }
}
