//! What libtest and the Rust runtime print about a failing test, read into values: the one place
//! the tool reads their human-oriented output. The test kit's own reports reach the tool typed
//! ([`course_model::cause::Event`]); what is read here is what only the harness and the runtime
//! can say: each failing test's captured output, a thread that overflowed its stack, a panic's
//! place and message, an allocation that failed.

/// A test that failed and what the harness printed for it: its `---- NAME stdout ----` section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FailedTest {
    pub test: String,
    /// The test's output and panic message, trimmed.
    pub text: String,
}

/// A panic the runtime reported: `panicked at FILE:LINE:COLUMN:` and the message after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Panic {
    pub file: String,
    pub line: usize,
    /// `FILE:LINE:COLUMN`.
    pub place: String,
    /// The message's first line.
    pub message: String,
}

impl Panic {
    /// Whether it is a `todo!()` (or `unimplemented!()`) still in place.
    pub fn is_todo(&self) -> bool {
        self.message.starts_with("not yet implemented")
    }

    /// Whether a test's own check panicked, rather than the code it called.
    pub fn is_a_tests_check(&self) -> bool {
        self.file.contains("/tests/")
    }

    /// Its message and place, as a report names a panic: `index out of bounds (at FILE:1:2)`.
    pub fn in_words(&self) -> String {
        let message = self.message.trim().trim_end_matches('.');
        format!("{message} (at {})", self.place)
    }
}

/// The failing tests' sections of libtest's output, in the order printed.
pub fn failures(output: &str) -> Vec<FailedTest> {
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
    let failures = sections.into_iter().map(|(test, lines)| FailedTest {
        test,
        text: lines.join("\n").trim().to_string(),
    });
    failures.collect()
}

/// The test named in the runtime's `thread 'NAME' has overflowed its stack`.
pub fn overflowed_test(output: &str) -> Option<String> {
    output.lines().find_map(|line| {
        let rest = line.strip_prefix("thread '")?;
        let (name, tail) = rest.split_once('\'')?;
        tail.contains("has overflowed its stack")
            .then(|| name.to_string())
    })
}

/// Whether the allocator said an allocation failed, which ends the process.
pub fn ran_out_of_memory(output: &str) -> bool {
    output.contains("memory allocation of")
}

/// Every panic the runtime reported in `text`, in order.
pub fn panics(text: &str) -> Vec<Panic> {
    let lines: Vec<&str> = text.lines().collect();
    let panic_at = |(at, line): (usize, &&str)| {
        let place = line.split(" panicked at ").nth(1)?.trim_end_matches(':');
        let mut parts = place.rsplitn(3, ':');
        let (_column, line_number, file) = (parts.next()?, parts.next()?, parts.next()?);
        Some(Panic {
            file: file.to_string(),
            line: line_number.parse().ok()?,
            place: place.to_string(),
            message: lines.get(at + 1).unwrap_or(&"").to_string(),
        })
    };
    lines.iter().enumerate().filter_map(panic_at).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const OUTPUT: &str = "test examples::a ... FAILED\n\nfailures:\n\n---- examples::a stdout \
        ----\n\nthread 'examples::a' (7) panicked at exercises/01-scoop/src/lib.rs:4:5:\nnot yet \
        implemented: scoop pit 0\nnote: run with `RUST_BACKTRACE=1` to see a backtrace\n\n\
        failures:\n    examples::a\n\ntest result: FAILED. 0 passed; 1 failed\n";

    #[test]
    fn a_failing_tests_section_and_its_panic_are_read() {
        let failures = failures(OUTPUT);
        assert_eq!(failures.len(), 1);
        assert_eq!(failures[0].test, "examples::a");
        assert!(
            failures[0]
                .text
                .ends_with("not yet implemented: scoop pit 0")
        );
        let panics = panics(&failures[0].text);
        assert_eq!(panics.len(), 1);
        let panic = &panics[0];
        assert_eq!(
            (panic.file.as_str(), panic.line),
            ("exercises/01-scoop/src/lib.rs", 4)
        );
        assert!(panic.is_todo() && !panic.is_a_tests_check());
        assert_eq!(
            panic.in_words(),
            "not yet implemented: scoop pit 0 (at exercises/01-scoop/src/lib.rs:4:5)"
        );
    }

    #[test]
    fn an_overflowed_thread_and_a_failed_allocation_are_read() {
        let output = "test examples::a ... ok\n\nthread 'examples::b' has overflowed its stack\n";
        assert_eq!(overflowed_test(output).as_deref(), Some("examples::b"));
        assert_eq!(overflowed_test(OUTPUT), None);
        assert!(ran_out_of_memory("memory allocation of 4 bytes failed\n"));
        assert!(!ran_out_of_memory(OUTPUT));
    }
}
