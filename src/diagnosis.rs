//! Turning a test run into words a learner can act on: what failed, why it probably failed
//! (code that does not compile, a `todo!()` still there, a stack overflow, a call that never
//! returns, a panic), and the first failure and the first picture that differs, in full.

use std::collections::BTreeSet;

use crate::test_run::TestRun;

/// A summary of one run of a chapter's tests.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    pub passed: usize,
    pub total: usize,
    /// The failing tests' names, in the order they finished.
    pub failing: Vec<String>,
    /// Plain sentences saying what probably went wrong, the most important first.
    pub advice: Vec<String>,
    /// What the first failing test printed: its panic message or assertion diff.
    pub first_failure: Option<(String, String)>,
    /// The first failing picture test's diff, when it is not already the first failure.
    pub first_picture: Option<(String, String)>,
}

/// Reads a run of the tests of a chapter whose learner file is `learner_source`, found at
/// `learner_path` (as cargo prints it, e.g. `exercises/03-sow/src/lib.rs`).
pub fn diagnose(run: &TestRun, learner_path: &str, learner_source: &str) -> Report {
    let failing: Vec<String> = run.failed().into_iter().map(String::from).collect();
    let sections = failure_sections(&run.output);
    let mut report = Report {
        passed: run.passed().len(),
        total: run.tests.len(),
        first_failure: sections.first().cloned(),
        first_picture: sections
            .iter()
            .skip(1)
            .find(|(name, text)| name.starts_with("pictures::") && text.contains("Snapshot"))
            .cloned(),
        failing,
        advice: Vec::new(),
    };
    if !run.built {
        report
            .advice
            .push(compile_advice(&run.output, run.timed_out));
        return report;
    }
    if let Some(test) = overflowed_test(&run.output) {
        report.advice.push(format!(
            "STACK OVERFLOW in `{test}`: your function called itself until the stack ran out, \
             so the recursion never reached its base case. Look at that test's input and check \
             that every recursive call moves closer to the base case."
        ));
    }
    if run.timed_out {
        report.advice.push(
            "NO ANSWER: the tests were stopped because they did not finish in time. A loop or \
             recursion is probably not making progress: check that each step brings it closer \
             to its end."
                .into(),
        );
    }
    let output = &run.output;
    if output.contains("STACK OVERFLOW:") {
        report.advice.push(
            "STACK OVERFLOW: a call of your code recursed until the stack ran out, so it never \
             reached its base case. The failure below names and draws the board."
                .into(),
        );
    }
    if output.contains("NO ANSWER:") {
        report.advice.push(
            "NO ANSWER: a call of your code did not return in time; is it making progress? The \
             failure below names and draws the board."
                .into(),
        );
    }
    let unwritten = unwritten_functions(output, learner_path, learner_source);
    if !unwritten.is_empty() {
        let names: Vec<String> = unwritten.iter().map(|name| format!("`{name}`")).collect();
        report.advice.push(format!(
            "Still a `todo!()`: {} in {learner_path}. Replace it with your code.",
            names.join(", ")
        ));
    }
    if report.advice.is_empty() && !report.failing.is_empty() {
        report.advice.push(
            "Some answers differ from the expected ones: read the first failure below, its \
             expected value and yours."
                .into(),
        );
    }
    report
}

/// The `---- NAME stdout ----` sections of libtest's failure output: (test name, text).
fn failure_sections(output: &str) -> Vec<(String, String)> {
    let mut sections: Vec<(String, Vec<&str>)> = Vec::new();
    let mut inside = false;
    for line in output.lines() {
        if let Some(name) = line
            .strip_prefix("---- ")
            .and_then(|rest| rest.strip_suffix(" stdout ----"))
        {
            sections.push((name.to_string(), Vec::new()));
            inside = true;
        } else if line == "failures:" || line.starts_with("test result:") {
            inside = false;
        } else if inside
            && !line.starts_with("note: run with `RUST_BACKTRACE=1`")
            && let Some((_, lines)) = sections.last_mut()
        {
            lines.push(line);
        }
    }
    sections
        .into_iter()
        .map(|(name, lines)| (name, lines.join("\n").trim().to_string()))
        .collect()
}

/// The test named in libtest's "thread 'NAME' has overflowed its stack".
fn overflowed_test(output: &str) -> Option<String> {
    output.lines().find_map(|line| {
        let rest = line.strip_prefix("thread '")?;
        let (name, tail) = rest.split_once('\'')?;
        tail.contains("has overflowed its stack")
            .then(|| name.to_string())
    })
}

/// The learner's functions whose `todo!()` a test ran into, found from the panic locations.
fn unwritten_functions(output: &str, learner_path: &str, source: &str) -> BTreeSet<String> {
    let lines: Vec<&str> = output.lines().collect();
    let mut found = BTreeSet::new();
    for (at, line) in lines.iter().enumerate() {
        let next = lines.get(at + 1).copied().unwrap_or("");
        let todo = line.contains("not yet implemented") || next.contains("not yet implemented");
        let Some(place) = line.split(&format!("{learner_path}:")).nth(1) else {
            continue;
        };
        let line_number = place
            .split(':')
            .next()
            .and_then(|n| n.parse::<usize>().ok());
        if let (true, Some(line_number)) = (todo, line_number) {
            found.extend(enclosing_function(source, line_number));
        }
    }
    found
}

/// The name of the last `fn` that starts at or before `line` (1-based) of `source`.
fn enclosing_function(source: &str, line: usize) -> Option<String> {
    let before: Vec<&str> = source.lines().take(line).collect();
    before.into_iter().rev().find_map(|text| {
        let after = text.split("fn ").nth(1)?;
        let name = after.split(['(', '<']).next()?.trim();
        (!name.is_empty()).then(|| name.to_string())
    })
}

/// What to say when the code does not compile: the first error, as the compiler gave it.
fn compile_advice(output: &str, timed_out: bool) -> String {
    if timed_out {
        return "The build did not finish in time. Try again; if it keeps happening, run \
                `cargo test` yourself to see what it is doing."
            .into();
    }
    let first_error: Vec<&str> = output
        .lines()
        .skip_while(|line| !line.starts_with("error"))
        .take_while(|line| !line.is_empty())
        .take(25)
        .collect();
    format!(
        "Your code does not compile yet. The first thing the compiler says:\n\n{}",
        first_error.join("\n")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const STUB: &str = "use ayoayo::Board;\n\npub fn scoop(board: Board) -> u8 {\n    todo!()\n}\n";

    fn run(output: &str, built: bool, timed_out: bool) -> TestRun {
        TestRun::parse(output.into(), built, timed_out)
    }

    #[test]
    fn names_the_function_still_holding_a_todo() {
        let output = "test examples::a ... FAILED\n\nfailures:\n\n---- examples::a stdout ----\n\n\
            thread 'examples::a' (7) panicked at exercises/01-scoop/src/lib.rs:4:5:\n\
            not yet implemented\n\nfailures:\n    examples::a\n\ntest result: FAILED. 0 passed; 1 failed\n";
        let report = diagnose(
            &run(output, true, false),
            "exercises/01-scoop/src/lib.rs",
            STUB,
        );
        assert_eq!(report.failing, ["examples::a"]);
        assert!(report.advice[0].contains("`scoop`"), "{:?}", report.advice);
        let (name, text) = report.first_failure.unwrap();
        assert_eq!(name, "examples::a");
        assert!(text.ends_with("not yet implemented"));
    }

    #[test]
    fn recognises_a_stack_overflow() {
        let output = "test examples::a ... ok\n\nthread 'examples::b' has overflowed its stack\n\
            fatal runtime error: stack overflow\n";
        let report = diagnose(&run(output, true, false), "x.rs", STUB);
        assert!(report.advice[0].starts_with("STACK OVERFLOW in `examples::b`"));
    }

    #[test]
    fn explains_a_timeout_and_a_compile_error() {
        let stuck = diagnose(&run("test a ... ok\n", true, true), "x.rs", STUB);
        assert!(stuck.advice[0].starts_with("NO ANSWER"));
        let broken = "error[E0425]: cannot find value `x`\n --> src/lib.rs:3:5\n\nmore\n";
        let report = diagnose(&run(broken, false, false), "x.rs", STUB);
        assert!(report.advice[0].contains("error[E0425]: cannot find value `x`"));
        assert!(!report.advice[0].contains("more"));
    }
}
