//! The correct solutions kept for each chapter in `tests/styles/NN-slug/`, each a whole `lib.rs`
//! written in a style other than the reference's (an explicit stack, loops, an accumulator, a
//! fold), that every test the chapter runs by default must accept.
//!
//! A test that fails on right code a learner wrote differently is as wrong as one that passes
//! a mistake: these are the course's proof that its tests judge answers, not the reference's
//! way of reaching them, and a load on which to measure them.

use std::path::Path;

use anyhow::Result;

use crate::chapters::{Exercise, KeptFile};
use crate::test_run::TestRun;

/// Where the styles are kept, relative to the workspace.
pub const STYLES_DIR: &str = "tests/styles";

/// One correct solution: its name (the file's stem, which says its style) and its source.
pub type Style = KeptFile;

/// The styles kept for `chapter` in `workspace`, in name order; none when its folder is missing.
pub fn styles(workspace: &Path, chapter: &Exercise) -> Result<Vec<Style>> {
    chapter.kept(workspace, STYLES_DIR, "correct styles")
}

/// Everything wrong with the run of `chapter`'s tests on its correct style `name`, one sentence
/// each: that it did not compile, that its tests did not all run to their end, or each test
/// that failed, with why (`why` reads the test kit's cause from the run). Empty when it passed.
pub fn style_problems(
    chapter: &Exercise,
    name: &str,
    run: &TestRun,
    why: impl Fn(&TestRun, &str) -> String,
) -> Vec<String> {
    let folder = chapter.folder_name();
    let style = format!("tests/styles/{folder}/{name}.rs");
    if !run.built {
        return vec![format!("{style} does not compile\n{}", super::tail(run))];
    }
    let mut problems: Vec<String> = run
        .failed()
        .into_iter()
        .map(|test| {
            format!(
                "{}: `{test}` fails on the correct style {style}{}",
                chapter.slug,
                why(run, test)
            )
        })
        .collect();
    if !run.ran() || run.tests.is_empty() {
        let unfinished = match run.unfinished.as_slice() {
            [] => String::new(),
            tests => format!(" (unfinished: `{}`)", tests.join("`, `")),
        };
        let stopped = if run.timed_out() {
            ": the run was stopped at its time limit"
        } else {
            ""
        };
        problems.push(format!(
            "{}: the tests did not all run to their end on the correct style {style}{stopped}\
             {unfinished}\n{}",
            chapter.slug,
            super::tail(run)
        ));
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_run::Ending;

    /// A run of two tests in which `failed` did not pass.
    fn run_failing(failed: &str) -> TestRun {
        let mut run = TestRun::not_built(String::new(), false);
        run.built = true;
        run.ending = Ending::Exited(101);
        run.tests = vec![
            ("examples::fine".to_string(), true),
            (failed.to_string(), false),
        ];
        run
    }

    fn no_reason(_: &TestRun, _: &str) -> String {
        String::new()
    }

    #[test]
    fn a_wrong_style_is_named_with_its_chapter_and_failing_test() {
        let chapter = crate::chapters::of_this_course("relay-sow");
        let run = run_failing("properties::agrees_with_the_reference");
        let problems = style_problems(&chapter, "loops", &run, |_, test| format!(": {test}!"));
        assert_eq!(
            problems,
            [
                "relay-sow: `properties::agrees_with_the_reference` fails on the correct style \
                 tests/styles/04-relay-sow/loops.rs: properties::agrees_with_the_reference!"
            ]
        );
    }

    #[test]
    fn a_style_that_does_not_compile_or_stops_short_is_a_problem() {
        let chapter = crate::chapters::of_this_course("scoop");
        let broken = TestRun::not_built("error[E0425]".to_string(), false);
        let problems = style_problems(&chapter, "fold", &broken, no_reason);
        assert_eq!(problems.len(), 1);
        assert!(
            problems[0].starts_with("tests/styles/01-scoop/fold.rs does not compile\n"),
            "{problems:?}"
        );
        let mut stopped = run_failing("examples::slow");
        stopped.tests.pop();
        stopped.unfinished = vec!["examples::slow".to_string()];
        stopped.ending = Ending::TimedOut(crate::process::Stop::Computing(
            course_model::limits::VERIFY_RUN,
        ));
        let problems = style_problems(&chapter, "fold", &stopped, no_reason);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(
            problems[0].starts_with(
                "scoop: the tests did not all run to their end on the correct style \
                 tests/styles/01-scoop/fold.rs: the run was stopped at its time limit \
                 (unfinished: `examples::slow`)"
            ),
            "{problems:?}"
        );
    }

    #[test]
    fn a_style_passing_every_test_is_no_problem() {
        let chapter = crate::chapters::of_this_course("scoop");
        let mut run = run_failing("examples::fine_too");
        run.tests[1].1 = true;
        run.ending = Ending::Exited(0);
        assert!(style_problems(&chapter, "fold", &run, no_reason).is_empty());
        run.tests.clear();
        assert_eq!(style_problems(&chapter, "fold", &run, no_reason).len(), 1);
    }
}
