//! A graded chapter's tests one by one, as the per-test exports need them: each test's name,
//! whether it passed, and in a few lines why not.

use serde::{Deserialize, Serialize};

use crate::test_run::TestRun;
use crate::test_run::libtest::failures;

/// How one test ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TestStatus {
    Passed,
    Failed,
    /// It was listed but never finished: the tests crashed or were stopped at the time limit.
    Unfinished,
}

/// One test of a graded chapter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TestResult {
    /// Its name as the harness lists it: `examples::sows_one_stone_into_each_pit`.
    pub name: String,
    pub status: TestStatus,
    /// For a test that did not pass: what it printed and its panic message, cut to
    /// `MESSAGE_LIMIT` characters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

/// The most of a failing test's output kept in a grade: enough for the first assertion.
pub const MESSAGE_LIMIT: usize = 2_000;

impl TestResult {
    /// Every test of `run`, in name order.
    pub fn of_run(run: &TestRun) -> Vec<TestResult> {
        let failed = failures(&run.output);
        let said = |name: &str| {
            let failure = failed.iter().find(|failure| failure.test == name)?;
            Some(shortened(&without_thread_ids(&failure.text)))
        };
        let finished = run.tests.iter().map(|(name, passed)| TestResult {
            name: name.clone(),
            status: match passed {
                true => TestStatus::Passed,
                false => TestStatus::Failed,
            },
            message: if *passed { None } else { said(name) },
        });
        let unfinished = run.unfinished.iter().map(|name| TestResult {
            name: name.clone(),
            status: TestStatus::Unfinished,
            message: Some("it never finished: the tests crashed or ran out of time first".into()),
        });
        // In name order: the harness runs tests in parallel, so the order they end in differs
        // from one run to the next, and a grade (and every export of it) would too.
        let mut results: Vec<TestResult> = finished.chain(unfinished).collect();
        results.sort_by(|a, b| a.name.cmp(&b.name));
        results
    }
}

/// `text` with each `thread 'NAME' (12345) panicked` line's thread number taken out: the
/// runtime prints the operating system's number for the thread, which differs from one run to
/// the next, so a grade, and every export of it, would too.
fn without_thread_ids(text: &str) -> String {
    let line_without = |line: &str| {
        let rest = line.strip_prefix("thread '")?;
        let (name, after) = rest.split_once("' (")?;
        let (number, tail) = after.split_once(") ")?;
        let numeric = !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit());
        numeric.then(|| format!("thread '{name}' {tail}"))
    };
    let lines = text
        .lines()
        .map(|line| line_without(line).unwrap_or(line.to_string()));
    lines.collect::<Vec<_>>().join("\n")
}

/// `text` cut to [`MESSAGE_LIMIT`] characters, saying so when it is.
fn shortened(text: &str) -> String {
    match text.char_indices().nth(MESSAGE_LIMIT) {
        None => text.to_string(),
        Some((end, _)) => format!("{}\n[... cut]", &text[..end]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_s_thread_number_is_left_out_and_the_rest_kept() {
        let text =
            "thread 'examples::sows' (13301) panicked at tests/x.rs:3:5:\nYour call (2) differs";
        assert_eq!(
            without_thread_ids(text),
            "thread 'examples::sows' panicked at tests/x.rs:3:5:\nYour call (2) differs"
        );
        let unnumbered = "thread 'main' panicked at src/lib.rs:1:1:";
        assert_eq!(without_thread_ids(unnumbered), unnumbered);
    }

    #[test]
    fn a_long_message_is_cut_and_says_so() {
        let long = "x".repeat(MESSAGE_LIMIT + 10);
        let cut = shortened(&long);
        assert!(cut.ends_with("[... cut]"), "{cut}");
        assert_eq!(cut.chars().filter(|&c| c == 'x').count(), MESSAGE_LIMIT);
        assert_eq!(shortened("short"), "short");
    }
}
