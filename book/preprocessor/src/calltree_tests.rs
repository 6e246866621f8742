//! The tests of `calltree`: a block's keys and errors, and a drawn trace.

use std::path::PathBuf;

use ayoayo_calltree::{Arg, Call};

use super::*;

fn course() -> Course {
    Course::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")).unwrap()
}

/// A call of `function` with one argument `name: value`, made by call `parent`.
fn call(function: &str, parent: Option<usize>, name: &str, value: &str, result: &str) -> Call {
    Call {
        function: function.into(),
        parent,
        args: vec![Arg {
            name: name.into(),
            value: value.into(),
        }],
        result: Some(result.into()),
        reference: Some(Reference::Agrees),
    }
}

/// The reference's `landing_pits(5, 6, 12)`, as a chapter-2 example calls it, cut short: two
/// calls, the second's answer holding a `<` and an argument named with a `&`.
fn two_calls() -> CallTree {
    CallTree {
        call: "landing_pits(5, 6, 12)".into(),
        example: Some("pits-past-skip".into()),
        calls: vec![
            call("landing_pits", None, "pit", "6", "[1 < 2]"),
            call("landing_pits", Some(0), "a&b", "7", "[\"<b>\"]"),
        ],
        end: End::Returned,
    }
}

/// A fresh folder holding `calltrees/distribute.json` with `text`, as a book's `src`.
fn src_with(test: &str, text: &str) -> PathBuf {
    let src = std::env::temp_dir().join(format!("mdbook-ayoayo-{}-{test}", std::process::id()));
    fs::create_dir_all(src.join(FOLDER)).unwrap();
    fs::write(src.join(FOLDER).join("distribute.json"), text).unwrap();
    src
}

/// `traces` as the file of chapter 2, by example name.
fn file_of(traces: &[CallTree]) -> String {
    let by_name: BTreeMap<&str, &CallTree> = traces
        .iter()
        .map(|trace| (trace.example.as_deref().unwrap(), trace))
        .collect();
    serde_json::to_string(&by_name).unwrap()
}

#[test]
fn a_block_names_a_chapter_and_an_example_and_may_give_a_budget() {
    let request = Request::parse("chapter: distribute\nexample: first-move\n").unwrap();
    let expected = Request {
        chapter: "distribute".into(),
        example: "first-move".into(),
        lines: None,
    };
    assert_eq!(request, expected);
    let request = Request::parse("\nexample: a\nchapter: 2\nlines: 12\n").unwrap();
    assert_eq!((request.chapter.as_str(), request.lines), ("2", Some(12)));
}

#[test]
fn a_bad_block_says_which_line_is_wrong() {
    let error = |body| Request::parse(body).unwrap_err();
    let (line, why) = error("chapter: distribute\nexmaple: first-move\n");
    assert_eq!(line, Some(1));
    assert_eq!(why, "unknown key `exmaple`: chapter, example, lines");
    let (line, why) = error("chapter: distribute\n\nexample: first-move\nlines: many");
    assert_eq!(line, Some(3));
    assert_eq!(why, "lines: `many` is not a number of lines");
    assert_eq!(error("lines: 0").0, Some(0));
    assert_eq!(error("first-move").1, "`first-move` is not `key: value`");
    assert_eq!(
        error("example: first-move"),
        (None, "the block needs `chapter:`".into())
    );
    assert_eq!(
        error("chapter: 2"),
        (None, "the block needs `example:`".into())
    );
}

#[test]
fn a_chapter_or_an_example_the_course_does_not_have_is_an_error() {
    let src = Path::new("/nowhere");
    let render = |body| render(body, &course(), src).unwrap_err().1;
    let why = render("chapter: nothing\nexample: first-move");
    assert!(why.starts_with("there is no chapter `nothing`"), "{why}");
    let why = render("chapter: distribute\nexample: second-move");
    assert!(
        why.starts_with("chapter distribute has no example `second-move`"),
        "{why}"
    );
    // The lab's examples come first, then the drills', then the challenges'.
    assert!(
        why.contains("; its examples: first-move, lap-past-skip, ")
            && why.ends_with(", pits-wrap-round, pits-past-skip"),
        "{why}"
    );
    let why = render("chapter: scoop\nexample: first-move");
    assert!(why.ends_with("its examples: none"), "{why}");
}

#[test]
fn a_missing_file_or_trace_or_a_trace_of_another_call_is_an_error() {
    let course = course();
    let missing = render(
        "chapter: 2\nexample: first-move",
        &course,
        Path::new("/nowhere"),
    );
    let why = missing.unwrap_err().1;
    assert!(
        why.starts_with("cannot read src/calltrees/distribute.json"),
        "{why}"
    );
    let src = src_with("stale", &file_of(&[two_calls()]));
    let why = render("chapter: 2\nexample: first-move", &course, &src)
        .unwrap_err()
        .1;
    assert_eq!(
        why,
        "src/calltrees/distribute.json has no trace of `first-move`"
    );
    let mut stale = two_calls();
    stale.call = "landing_pits(5, 6, 11)".into();
    fs::write(src.join("calltrees/distribute.json"), file_of(&[stale])).unwrap();
    let why = render("chapter: 2\nexample: pits-past-skip", &course, &src)
        .unwrap_err()
        .1;
    assert!(
        why.contains(
            "is of `landing_pits(5, 6, 11)`, but the example calls `landing_pits(5, 6, 12)`"
        ),
        "{why}"
    );
    fs::write(src.join("calltrees/distribute.json"), "[]").unwrap();
    let why = render("chapter: 2\nexample: pits-past-skip", &course, &src)
        .unwrap_err()
        .1;
    assert!(
        why.starts_with("src/calltrees/distribute.json is not traces by example"),
        "{why}"
    );
    fs::remove_dir_all(src).unwrap();
}

#[test]
fn a_trace_that_is_not_the_reference_s_is_an_error() {
    let course = course();
    let mut differs = two_calls();
    differs.calls[1].reference = Some(Reference::Differs("[]".into()));
    let mut panicked = two_calls();
    panicked.calls[1].result = None;
    panicked.end = End::Panicked {
        message: "index out of bounds".into(),
    };
    for (name, trace) in [("differs", differs), ("panicked", panicked)] {
        let src = src_with(name, &file_of(&[trace]));
        let why = render("chapter: 2\nexample: pits-past-skip", &course, &src)
            .unwrap_err()
            .1;
        assert!(why.starts_with("src/calltrees/distribute.json: the book shows the reference's calls: this trace is not the reference's ("), "{why}");
        fs::remove_dir_all(src).unwrap();
    }
}

#[test]
fn the_reference_s_trace_is_drawn_escaped_with_a_caption() {
    let src = src_with("drawn", &file_of(&[two_calls()]));
    let body = "chapter: distribute\nexample: pits-past-skip\n";
    let html = render(body, &course(), &src).unwrap();
    fs::remove_dir_all(src).unwrap();
    let expected = [
        "<figure class=\"ayoayo-calltree\" data-chapter=\"distribute\">",
        "<pre class=\"ayoayo-calltree\"><span class=\"ct-function\">landing_pits</span>(pit: \
         <span class=\"ct-argument\">6</span>) → <span class=\"ct-result\">[1 &lt; 2]</span>\
         <span class=\"ct-note\"> ✓</span>",
        "<span class=\"ct-guide\">└─ </span><span class=\"ct-function\">landing_pits</span>\
         (a&amp;b: <span class=\"ct-argument\">7</span>) → \
         <span class=\"ct-result\">[&quot;&lt;b&gt;&quot;]</span><span class=\"ct-note\"> ✓</span></pre>",
        "<figcaption class=\"ayoayo-caption\">The reference's calls for \
         <code>landing_pits(5, 6, 12)</code>, as <code>cargo run -- trace distribute \
         --example pits-past-skip</code> draws yours.</figcaption>",
        "</figure>",
        "",
    ];
    assert_eq!(html, expected.join("\n"));
}

/// `lines: N` reaches the drawing: a long run is folded to about that many lines.
#[test]
fn a_budget_folds_a_long_run() {
    let mut long = two_calls();
    long.calls = (0..40usize)
        .map(|i| {
            call(
                "landing_pits",
                i.checked_sub(1),
                "pit",
                &i.to_string(),
                "[]",
            )
        })
        .collect();
    let whole = figure(&long, "distribute", None, "cargo run -- trace distribute");
    let folded = figure(
        &long,
        "distribute",
        Some(10),
        "cargo run -- trace distribute",
    );
    assert!(!whole.contains("not shown"), "{whole}");
    assert!(folded.contains("calls not shown"), "{folded}");
    assert!(folded.lines().count() < 20, "{folded}");
}
