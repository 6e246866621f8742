//! Exercism's `results.json`, version 3 of its test runners' interface, one per learner-chapter:
//! the chapter's `status` (`pass`; `fail` when a test failed or the file is still the stub,
//! whose every test would fail; `error` when no test could run or finish, with a `message`
//! saying why, the compiler's first error for a file that does not compile), and each test's
//! `name`, `status`, `message` (why it failed), `output` (what the learner's code printed, at
//! most 500 characters) and `test_code` (the test's body, from the chapter's test files).
//! Tests come in the order of those files, as the interface asks.

use serde::Serialize;

use super::{TestSource, split_panic, why_untested};
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
    #[serde(skip_serializing_if = "Option::is_none")]
    test_code: Option<String>,
}

/// `grade` as `results.json`'s text; `sources` are the chapter's tests as its files write them
/// ([`super::tests_of`]), which give the tests' order and code.
pub fn exercism(grade: &Grade, sources: &[TestSource]) -> String {
    let status = match grade.state {
        Standing::Passing => "pass",
        Standing::Failing | Standing::NotStarted => "fail",
        _ => "error",
    };
    let mut tests: Vec<Test> = match grade.state {
        Standing::NotStarted => not_started(grade, sources),
        _ => grade.tests.iter().map(test).collect(),
    };
    // In the files' order; a test they do not show (there should be none) last, by name.
    let place = |name: &str| sources.iter().position(|source| source.name == name);
    tests.sort_by(|a, b| {
        let (at_a, at_b) = (place(&a.name), place(&b.name));
        (at_a.is_none(), at_a, &a.name).cmp(&(at_b.is_none(), at_b, &b.name))
    });
    for test in &mut tests {
        let source = sources.iter().find(|source| source.name == test.name);
        test.test_code = source.map(|source| source.code.clone());
    }
    let message = match grade.state {
        Standing::NotStarted => None,
        _ => why_untested(grade),
    };
    let results = Results {
        version: VERSION,
        status,
        message,
        tests,
    };
    serde_json::to_string_pretty(&results).expect("plain values serialise") + "\n"
}

/// The tests of a file that is still the stub, none of which ran: each fails, as it would,
/// saying why. The optional challenges' tests, which run only once the chapter passes, are
/// left out, as they are from a run of the chapter's tests.
fn not_started(grade: &Grade, sources: &[TestSource]) -> Vec<Test> {
    let why = why_untested(grade).unwrap_or_default();
    let chapter_tests = sources
        .iter()
        .filter(|source| !source.name.starts_with("challenges::"));
    let failed = chapter_tests.map(|source| Test {
        name: source.name.clone(),
        status: "fail",
        message: Some(why.clone()),
        output: None,
        test_code: None,
    });
    failed.collect()
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
        test_code: None,
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
        serde_json::from_str(&exercism(grade, &[])).unwrap()
    }

    /// The sample's scoop tests as their file writes them: `b` first.
    fn sources() -> Vec<TestSource> {
        let source = |name: &str, code: &str| TestSource {
            name: name.into(),
            code: code.into(),
        };
        vec![
            source("examples::b", "assert!(true);"),
            source("examples::a", "let x = 1;\nassert_eq!(x, 1);"),
            source("challenges::c", "assert!(false);"),
        ]
    }

    #[test]
    fn a_passing_chapter_lists_its_tests_in_file_order_with_their_code() {
        let scoop = &sample::class().learners[0].chapters[0];
        let expected = json!({"version": 3, "status": "pass", "message": null, "tests": [
            {"name": "examples::b", "status": "pass", "message": null, "output": null,
             "test_code": "assert!(true);"},
            {"name": "examples::a", "status": "pass", "message": null, "output": null,
             "test_code": "let x = 1;\nassert_eq!(x, 1);"},
        ]});
        let in_order: Value = serde_json::from_str(&exercism(scoop, &sources())).unwrap();
        assert_eq!(in_order, expected);
        // Without the files, by name and without code.
        let by_name = results(scoop);
        assert_eq!(by_name["tests"][0]["name"], "examples::a");
        assert!(by_name["tests"][0].get("test_code").is_none());
    }

    #[test]
    fn an_untouched_stub_fails_every_test_of_the_chapter_saying_why() {
        let stub = Grade::new("scoop", Standing::NotStarted, 0, 0);
        let results: Value = serde_json::from_str(&exercism(&stub, &sources())).unwrap();
        assert_eq!(results["status"], "fail");
        assert_eq!(results["message"], Value::Null);
        let tests = results["tests"].as_array().unwrap();
        let names: Vec<&str> = tests.iter().map(|t| t["name"].as_str().unwrap()).collect();
        assert_eq!(names, ["examples::b", "examples::a"]);
        for test in tests {
            assert_eq!(test["status"], "fail");
            let message = test["message"].as_str().unwrap();
            assert!(message.contains("the file is still the stub"), "{message}");
        }
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

    /// The top-level message is "the only piece of information a user will receive", says
    /// the interface: for a file that does not compile, it holds the compiler's errors.
    #[test]
    fn a_chapter_that_does_not_compile_has_the_compiler_s_errors_in_its_message() {
        let said = "error[E0308]: mismatched types\n --> exercises/01-scoop/src/lib.rs:3:5";
        let grade = Grade {
            note: Some("error[E0308]: mismatched types (exercises/01-scoop/src/lib.rs:3:5)".into()),
            compiler: Some(said.into()),
            ..Grade::new("scoop", Standing::DoesNotCompile, 0, 0)
        };
        let broken = results(&grade);
        assert_eq!(broken["status"], "error");
        let message = broken["message"].as_str().unwrap();
        assert!(
            message.starts_with("does not compile yet: error[E0308]"),
            "{message}"
        );
        assert!(
            message.ends_with(&format!("The compiler said:\n\n{said}")),
            "{message}"
        );
    }

    #[test]
    fn long_output_is_cut_as_the_interface_asks() {
        let cut = limited(&"é".repeat(OUTPUT_LIMIT + 1));
        assert_eq!(cut.chars().filter(|&c| c == 'é').count(), OUTPUT_LIMIT);
        assert!(cut.ends_with("Please limit to 500 chars"), "{cut}");
        assert_eq!(limited("short"), "short");
    }
}
