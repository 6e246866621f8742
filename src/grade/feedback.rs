//! A chapter's grade in words for the learner, the same on every platform that shows it as it
//! grades (Gradescope's entries, Classroom 50's release, a CI run's summary).

use super::classroom::summary;
use super::{Grade, POINTS_PER_CHAPTER, Standing, Tally, TestStatus};

/// What a learner reads of a chapter's grade on a platform that grades as they submit: where
/// it stands (and how many drills are done, apart from the points), the compiler's errors when
/// it does not compile, then each test, and what each that did not pass said.
pub fn feedback(grade: &Grade) -> String {
    let mut parts = vec![summary(grade)];
    if let Some(Tally { done, of }) = grade.drills {
        parts.push(format!(
            "Drills: {done} of {of} done (counted apart: they never change these points)."
        ));
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_drills_done_follow_the_standing_apart_from_the_points() {
        let grade = Grade {
            drills: Some(Tally { done: 2, of: 4 }),
            ..Grade::new("scoop", Standing::Failing, 1, 9)
        };
        let said = feedback(&grade);
        let mut parts = said.split("\n\n");
        assert!(
            parts.next().unwrap().starts_with("scoop — failing"),
            "{said}"
        );
        assert_eq!(
            parts.next(),
            Some("Drills: 2 of 4 done (counted apart: they never change these points).")
        );
        let none = feedback(&Grade::new("scoop", Standing::NotStarted, 0, 9));
        assert!(!none.contains("Drills"), "{none}");
    }
}
