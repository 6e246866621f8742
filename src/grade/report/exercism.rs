//! Exercism's `results.json`, version 3 of its test runners' interface, one per learner-chapter:
//! the chapter's `status` (`pass`, `fail`, or `error` when its tests could not run or did not
//! finish, with a `message` saying why), and each test's `name`, `status`, `message` (why it
//! failed) and `output` (what the learner's code printed, at most 500 characters). Tests are
//! listed by name, the order `cargo test -- --list` gives: the tests' files' order is not known
//! here.

use serde::Serialize;

use super::{split_panic, why_untested};
use crate::grade::{Grade, Standing, TestResult, TestStatus};

/// The interface's version these files follow.
const VERSION: u32 = 3;

/// The most of a test's own output the interface allows.
const OUTPUT_LIMIT: usize = 500;

#[derive(Serialize)]
struct Results {
    version: u32,
    status: &'static str,
    message: Option<String>,
    tests: Vec<Test>,
}

#[derive(Serialize)]
struct Test {
    name: String,
    status: &'static str,
    message: Option<String>,
    output: Option<String>,
}

/// `grade` as `results.json`'s text.
pub fn exercism(grade: &Grade) -> String {
    let status = match grade.state {
        Standing::Passing => "pass",
        Standing::Failing => "fail",
        _ => "error",
    };
    let mut tests: Vec<Test> = grade.tests.iter().map(test).collect();
    tests.sort_by(|a, b| a.name.cmp(&b.name));
    let results = Results {
        version: VERSION,
        status,
        message: why_untested(grade),
        tests,
    };
    serde_json::to_string_pretty(&results).expect("plain values serialise") + "\n"
}

/// One test's result: its own printing apart from the panic's message, when the harness's text
/// tells them apart.
fn test(result: &TestResult) -> Test {
    let status = match result.status {
        TestStatus::Passed => "pass",
        TestStatus::Failed => "fail",
        TestStatus::Unfinished => "error",
    };
    let (output, message) = match &result.message {
        None => (None, None),
        Some(text) => {
            let (printed, panic) = split_panic(text);
            (printed.map(limited), Some(panic.to_string()))
        }
    };
    Test {
        name: result.name.clone(),
        status,
        message,
        output,
    }
}

/// `output` within the interface's limit, saying so when it was cut, in the interface's words.
fn limited(output: &str) -> String {
    match output.char_indices().nth(OUTPUT_LIMIT) {
        None => output.to_string(),
        Some((end, _)) => format!(
            "{}\nOutput was truncated. Please limit to {OUTPUT_LIMIT} chars",
            &output[..end]
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::report::sample;
    use serde_json::{Value, json};

    fn results(grade: &Grade) -> Value {
        serde_json::from_str(&exercism(grade)).unwrap()
    }

    #[test]
    fn a_passing_chapter_lists_its_tests_by_name() {
        let scoop = &sample::class().learners[0].chapters[0];
        let expected = json!({"version": 3, "status": "pass", "message": null, "tests": [
            {"name": "examples::a", "status": "pass", "message": null, "output": null},
            {"name": "examples::b", "status": "pass", "message": null, "output": null},
        ]});
        assert_eq!(results(scoop), expected);
    }

    #[test]
    fn a_failure_s_printing_is_its_output_and_its_panic_the_message() {
        let distribute = &sample::class().learners[0].chapters[1];
        let results = results(distribute);
        assert_eq!(results["status"], "fail");
        assert_eq!(results["message"], Value::Null);
        let failed = &results["tests"][0];
        assert_eq!(failed["status"], "fail");
        assert_eq!(failed["output"], "printed <by> ada\u{1b}[31m");
        let message = failed["message"].as_str().unwrap();
        assert!(
            message.starts_with("thread 'examples::c' panicked at"),
            "{message}"
        );
        assert!(message.ends_with("failed & \"so\""), "{message}");
    }

    #[test]
    fn a_chapter_that_could_not_be_tested_is_an_error_that_says_why() {
        let class = sample::class();
        let stuck = results(&class.learners[0].chapters[2]);
        assert_eq!(stuck["status"], "error");
        assert_eq!(stuck["message"], "stuck: the tests ran out of time");
        assert_eq!(stuck["tests"][0]["status"], "error");
        let missing = results(&class.learners[1].chapters[0]);
        assert_eq!(missing["status"], "error");
        assert_eq!(missing["tests"], json!([]));
        let message = missing["message"].as_str().unwrap();
        assert!(message.starts_with("missing"), "{message}");
    }

    #[test]
    fn long_output_is_cut_as_the_interface_asks() {
        let cut = limited(&"é".repeat(OUTPUT_LIMIT + 1));
        assert_eq!(cut.chars().filter(|&c| c == 'é').count(), OUTPUT_LIMIT);
        assert!(cut.ends_with("Please limit to 500 chars"), "{cut}");
        assert_eq!(limited("short"), "short");
    }
}
