//! What `check` and `watch` print of a chapter, in colour: its standing in the words every
//! command shares ([`standing`]), the tests, the recursion, then what went wrong, with the
//! learner's recursion traced where it first goes wrong, or where to go next. Rendering only:
//! nothing here runs. It stands above the verdict, the session and the tracer it draws from.

use std::fmt::Write;

use console::style;

use ayoayo_calltree::draw;

use crate::chapters::Exercise;
use crate::optional::Kind;
use crate::progress::State;
use crate::session::Checked;
use crate::tracer::plan::{self, FailingTrace};
use crate::tracer::tree::Colours;
use crate::verdict::{Verdict, standing};

/// How many failing tests, and unfinished ones, to list by name.
const LISTED: usize = 8;
/// How many of the compiler's warnings to show in full: the first few matter most.
const WARNINGS_SHOWN: usize = 3;
/// The trace's excerpt fits a 100-column terminal once indented.
const EXCERPT_WIDTH: usize = 96;
/// Enough lines for the call, its caller and its own calls, boards included.
const EXCERPT_LINES: usize = 14;

/// The report on a chapter: passing, with the chapter to do next (none when every chapter
/// passes), or failing, with the learner's recursion traced where it goes wrong.
pub fn render(chapter: &Exercise, checked: &Checked) -> String {
    let mut out = String::new();
    let verdict = &checked.verdict;
    let warnings = &checked.warnings;
    if verdict.is_passing() {
        passing(&mut out, chapter, verdict, checked.next.as_ref(), warnings);
    } else {
        failing(
            &mut out,
            chapter,
            verdict,
            checked.traced.as_ref(),
            warnings,
        );
    }
    out
}

/// The compiler's warnings on the learner's file, the first [`WARNINGS_SHOWN`] in full: after
/// the verdict, which they never change, since one of them may point straight at a bug (an
/// unused variable that was meant for the recursive call).
fn warned(out: &mut String, chapter: &Exercise, warnings: &[String]) {
    if warnings.is_empty() {
        return;
    }
    let heading = match warnings.len() {
        1 => "The compiler warns of one thing in your file".to_string(),
        n => format!("The compiler warns of {n} things in your file"),
    };
    let heading =
        format!("{heading} (they do not change the verdict, but one may point at a bug):");
    let _ = writeln!(out, "{}\n", style(heading).yellow().bold());
    for warning in warnings.iter().take(WARNINGS_SHOWN) {
        let _ = writeln!(out, "{}\n", indent(warning.trim_end()));
    }
    let more = warnings.len().saturating_sub(WARNINGS_SHOWN);
    if more > 0 {
        let package = chapter.package();
        let _ = writeln!(out, "    ... and {more} more: cargo build -p {package}\n");
    }
}

/// The report's heading: the chapter and its [`standing`]; for a file not started, also how
/// many of its tests pass, since `check` ran them.
fn heading(chapter: &Exercise, verdict: &Verdict) -> String {
    let title = format!("Chapter {}, {}", chapter.number, chapter.slug);
    let standing = standing(&verdict.state);
    match verdict.state {
        State::NotStarted if verdict.total > 0 => {
            let (passed, total) = (verdict.passed, verdict.total);
            format!("{title}: {standing} ({passed} of {total} tests pass).")
        }
        _ => format!("{title}: {standing}."),
    }
}

/// A chapter that passes: the tests, the recursion, the drills and challenges, then the next
/// chapter.
fn passing(
    out: &mut String,
    chapter: &Exercise,
    verdict: &Verdict,
    next: Option<&Exercise>,
    warnings: &[String],
) {
    let passing = format!("{} Well done!", heading(chapter, verdict));
    let _ = writeln!(out, "{}\n", style(passing).green().bold());
    recursion(out, verdict);
    optional(out, chapter, verdict);
    warned(out, chapter, warnings);
    let _ = match next {
        Some(next) => writeln!(
            out,
            "Next: chapter {}, {}. Read {}, then run `cargo run -- check {}`.",
            next.number,
            next.slug,
            next.book_page(),
            next.slug
        ),
        None => writeln!(
            out,
            "Every chapter passes now. Try `cargo run -- play`, or `cargo run -- play --mine` \
             on your own chapters."
        ),
    };
}

/// A chapter that does not pass: how far it got, the failing tests, what went wrong, and the
/// simplest failure and first differing picture in full.
fn failing(
    out: &mut String,
    chapter: &Exercise,
    verdict: &Verdict,
    traced: Option<&FailingTrace>,
    warnings: &[String],
) {
    let heading = heading(chapter, verdict);
    let _ = writeln!(out, "{}\n", style(heading).red().bold());
    recursion(out, verdict);
    failing_tests(out, &verdict.failing);
    let _ = writeln!(out, "{}", style("What went wrong:").bold());
    for problem in &verdict.problems {
        let _ = writeln!(out, "  - {}", problem.explain().replace('\n', "\n    "));
    }
    if !verdict.unfinished.is_empty() {
        let unfinished = listed(&verdict.unfinished);
        let _ = writeln!(
            out,
            "  - Unfinished when the test process ended: {unfinished}."
        );
    }
    let failures = [
        ("The simplest failure", &verdict.first_failure),
        ("The first picture that differs", &verdict.first_picture),
    ];
    for (at, (heading, failure)) in failures.into_iter().enumerate() {
        if let Some(failure) = failure {
            let heading = style(format!("{heading}, {}:", failure.test)).bold();
            let _ = writeln!(out, "\n{heading}\n\n{}", indent(&failure.text));
        }
        if at == 0
            && let Some(found) = traced
        {
            excerpt(out, chapter, found);
        }
    }
    if let Some(drills) = &verdict.drills {
        let _ = writeln!(out, "\n{}", drills.line(Kind::Drills, chapter.package()));
    }
    out.push('\n');
    warned(out, chapter, warnings);
    let _ = writeln!(
        out,
        "For the full output: cargo test -p {}. Stuck? cargo run -- hint {}",
        chapter.package(),
        chapter.slug
    );
}

/// The few lines of the learner's call tree around the first call that differs from the
/// reference's (or that never returned), and the command that draws the whole tree.
fn excerpt(out: &mut String, chapter: &Exercise, found: &FailingTrace) {
    let trace = &found.trace;
    let Some(lines) = draw::excerpt(trace, EXCERPT_WIDTH, EXCERPT_LINES, &Colours) else {
        return;
    };
    let on = match &trace.example {
        Some(name) => format!("the example `{name}`"),
        None => "a call".to_string(),
    };
    let what = match trace.first_difference() {
        Some(_) => "around the first call whose answer differs from the reference's",
        None => "where it stopped",
    };
    let heading = format!("Your {}'s calls on {on}, {what}:", found.function);
    let heading = ayoayo_calltree::wrap(&heading, draw::DEFAULT_WIDTH);
    let _ = writeln!(out, "\n{}\n\n    {}\n", style(heading).bold(), trace.call);
    let _ = writeln!(out, "{}", indent(&lines));
    if let Some(pattern) = ayoayo_calltree::pattern(trace) {
        let pattern = ayoayo_calltree::wrap(&pattern, EXCERPT_WIDTH);
        let _ = writeln!(out, "\n{}", indent(&pattern));
    }
    let command = plan::command(chapter, &found.function, trace);
    let _ = writeln!(
        out,
        "\nThe whole tree: {command}\n(add --html trace.html to step through it in a browser)"
    );
}

/// How many drills and challenges are done, each when the verdict counted them.
fn optional(out: &mut String, chapter: &Exercise, verdict: &Verdict) {
    let counted = [
        (Kind::Drills, &verdict.drills),
        (Kind::Challenges, &verdict.challenges),
    ];
    for (kind, tally) in counted {
        if let Some(tally) = tally {
            let _ = writeln!(out, "{}\n", tally.line(kind, chapter.package()));
        }
    }
}

/// Whether the functions the chapter asks to be recursive are (which never changes the verdict).
fn recursion(out: &mut String, verdict: &Verdict) {
    for check in &verdict.recursion {
        let _ = writeln!(out, "Recursion: {}", check.sentence());
    }
    if !verdict.recursion.is_empty() {
        let _ = writeln!(out);
    }
}

/// The failing tests by name, the first [`LISTED`] of them.
fn failing_tests(out: &mut String, failing: &[String]) {
    if failing.is_empty() {
        return;
    }
    let _ = writeln!(out, "{}", style("Failing tests:").bold());
    for name in failing.iter().take(LISTED) {
        let _ = writeln!(out, "  {} {name}", style("✗").red());
    }
    if failing.len() > LISTED {
        let _ = writeln!(out, "  (and {} more)", failing.len() - LISTED);
    }
    let _ = writeln!(out);
}

/// `a, b and 3 more`: the first [`LISTED`] names.
fn listed(names: &[String]) -> String {
    let more = names.len().saturating_sub(LISTED);
    let mut listed = names[..names.len() - more].join(", ");
    if more > 0 {
        listed += &format!(" and {more} more");
    }
    listed
}

fn indent(text: &str) -> String {
    let lines: Vec<String> = text.lines().map(|line| format!("    {line}")).collect();
    lines.join("\n")
}
