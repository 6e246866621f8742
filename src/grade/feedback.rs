//! A chapter's grade in words for the learner, the same on every platform that shows it as it
//! grades (Gradescope's entries, Classroom 50's release).

use super::classroom::summary;
use super::{Grade, TestStatus};

/// What a learner reads of a chapter's grade on a platform that grades as they submit: where
/// it stands, the compiler's errors when it does not compile, then each test, and what each
/// that did not pass said.
pub fn feedback(grade: &Grade) -> String {
    let mut parts = vec![summary(grade)];
    if let Some(compiler) = &grade.compiler {
        parts.push(format!("The compiler said:\n\n{compiler}"));
    }
    if !grade.tests.is_empty() {
        let lines = grade.tests.iter().map(|test| {
            let mark = match test.status {
                TestStatus::Passed => "✓",
                TestStatus::Failed => "✗",
                TestStatus::Unfinished => "… did not finish:",
            };
            format!("{mark} {}", test.name)
        });
        parts.push(lines.collect::<Vec<_>>().join("\n"));
    }
    let said = grade.tests.iter().filter_map(|test| {
        let message = test.message.as_deref()?;
        Some(format!("--- {}\n{}", test.name, message.trim_end()))
    });
    parts.extend(said);
    parts.join("\n\n")
}
