//! A chapter's grade in words for the learner, the same on every platform that shows it as it
//! grades (Gradescope's entries, Classroom 50's release, a CI run's summary).

use super::classroom::summary;
use super::{Grade, POINTS_PER_CHAPTER, Standing, TestStatus};

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

/// Chapter `number`'s feedback as a section of Markdown: a heading with a mark (✓ only for a
/// passing chapter, so the words, not a colour, say it) and the points, then the feedback as
/// plain text, fenced so that nothing in a test's message is read as Markdown.
pub fn markdown_section(number: u32, grade: &Grade) -> String {
    let mark = match grade.state {
        Standing::Passing => "✓",
        _ => "✗",
    };
    format!(
        "### {mark} Chapter {number}: {}: {}/{POINTS_PER_CHAPTER}\n\n````text\n{}\n````\n",
        grade.chapter,
        grade.points(),
        feedback(grade)
    )
}
