//! `trace` on right solutions written in other styles than the reference's: a loop, a
//! recursive helper with an accumulator, and a closure that recurses. Each agrees with the
//! reference on every example, and its tree shows the calls it made.

// For its `target_dir`, where the tool's tests of `grade` build; the rest is other tests'.
#[allow(dead_code)]
mod common;
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

/// `grade` confirms a recursion mark by tracing the worked examples: no correct solution in
/// `tests/styles/` (eager, lazy, by a helper, through a partner) loses its mark that way, while
/// a loop behind a self-call that never runs, traced in the same build, does.
#[test]
fn no_correct_style_is_marked_as_never_recursing_and_a_self_call_that_never_runs_is() {
    use ayoayo_course::chapters::chapters;
    use ayoayo_course::grader::recursion_ran::{ToConfirm, confirm};
    use ayoayo_course::grader::{Grade, Standing};
    use ayoayo_course::recursion::{Judgement, analyse_chapter};
    use ayoayo_course::workshop::{Generated, with_optional};
    use std::path::Path;

    let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
    let chapters = chapters(workspace).unwrap();
    let mut files = Vec::new();
    for chapter in &chapters {
        for style in chapter.kept_files(workspace, "tests/styles").unwrap() {
            let text = std::fs::read_to_string(&style).unwrap();
            let source = text + &chapter.given_types() + &chapter.optional_answers();
            files.push((chapter, style.display().to_string(), source));
        }
    }
    let distribute = chapters.iter().find(|c| c.slug == "distribute").unwrap();
    let fake = workspace
        .join("tests/hostile/fake-recursion")
        .join(distribute.learner_path());
    // Built as `grade` builds it: with the stub's drills it was written without.
    let stub = std::fs::read(distribute.stub_file()).unwrap();
    let fake = with_optional(distribute, &std::fs::read(fake).unwrap(), &stub);
    let fake = String::from_utf8(fake).unwrap();
    files.push((distribute, "fake".to_string(), fake));
    let mut grades: Vec<Grade> = (files.iter())
        .map(|(chapter, _, source)| Grade {
            recursion: analyse_chapter(source, chapter),
            ..Grade::new(&chapter.slug, Standing::Passing, 1, 1)
        })
        .collect();
    let mut confirming: Vec<ToConfirm<'_>> = (files.iter().zip(&mut grades).enumerate())
        .map(|(at, ((chapter, _, source), grade))| ToConfirm {
            chapter,
            name: format!("style-{at}"),
            source: source.clone(),
            grade,
        })
        .collect();
    // Where the tool's tests of `grade` build, as `grade` builds: its dependencies are there.
    let dir = common::target_dir().join("course-grade");
    let workshop =
        Generated::for_grading(workspace, &dir.join("traced-styles"), &dir.join("target")).unwrap();
    confirm(&workshop, workspace, None, &mut confirming).unwrap();

    let (fake, styles) = grades.split_last().unwrap();
    let never = Judgement::NeverRan("distribute".into());
    assert_eq!(fake.recursion[0].judgement, never, "{:?}", fake.recursion);
    let mut recursive = 0;
    for ((_, style, _), grade) in files.iter().zip(styles) {
        for check in &grade.recursion {
            assert!(
                !matches!(check.judgement, Judgement::NeverRan(_)),
                "{style}: {}",
                check.sentence()
            );
            recursive += usize::from(check.judgement == Judgement::Recursive);
        }
    }
    // The styles hold recursive functions to confirm, not only loops.
    assert!(recursive >= 10, "{recursive} functions judged recursive");
}
