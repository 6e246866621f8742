//! What the checks are, and what they report.

use crate::chapters::Exercise;

/// How to regenerate the snapshots, said whenever they are not fresh.
pub const BLESS_ADVICE: &str = "to regenerate them from the reference: \
                                AYOAYO_BLESS_SNAPSHOTS=1 cargo test --test integrity snapshots";

/// One of the five checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    Reference,
    Stub,
    Snapshots,
    Mistakes,
    Styles,
}

impl Check {
    pub const ALL: [Check; 5] = [
        Check::Reference,
        Check::Stub,
        Check::Snapshots,
        Check::Mistakes,
        Check::Styles,
    ];

    /// A few words for a table heading.
    pub fn heading(self) -> &'static str {
        match self {
            Check::Reference => "reference passes",
            Check::Stub => "stub fails every test",
            Check::Snapshots => "snapshots fresh",
            Check::Mistakes => "mistakes caught (n/m)",
            Check::Styles => "correct styles pass (n/m)",
        }
    }

    /// The rule it enforces, which heads the list of its problems.
    pub fn rule(self) -> &'static str {
        match self {
            Check::Reference => "the reference must pass every exercise",
            Check::Stub => "every test must fail on the untouched stub",
            Check::Snapshots => "snapshots must be fresh",
            Check::Mistakes => "every typical mistake must be caught",
            Check::Styles => "every correct solution in another style must pass",
        }
    }
}

/// What one check found in one chapter.
#[derive(Clone, Debug)]
pub struct Finding {
    pub chapter: Exercise,
    /// Each problem in a sentence, naming the chapter (and the test or file) it is about.
    pub problems: Vec<String>,
    /// For the mistakes check, how many typical mistakes were caught; for the styles check,
    /// how many correct styles passed; of how many.
    pub caught: Option<(usize, usize)>,
}

impl Finding {
    pub(super) fn new(chapter: &Exercise) -> Finding {
        Finding {
            chapter: chapter.clone(),
            problems: Vec::new(),
            caught: None,
        }
    }

    /// Whether the check found nothing wrong in this chapter.
    pub fn is_sound(&self) -> bool {
        self.problems.is_empty()
    }
}

/// What one check found in every chapter it looked at.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub check: Check,
    /// One per chapter, in chapter order.
    pub findings: Vec<Finding>,
    /// Problems that belong to no one chapter, and advice on fixing the others.
    pub general: Vec<String>,
}

impl Outcome {
    /// Every problem, chapter by chapter, then the general ones.
    pub fn problems(&self) -> Vec<&str> {
        let chapters = self.findings.iter().flat_map(|finding| &finding.problems);
        chapters.chain(&self.general).map(String::as_str).collect()
    }

    /// Whether the check found nothing wrong anywhere.
    pub fn is_sound(&self) -> bool {
        self.problems().is_empty()
    }

    /// The rule and every problem, one per line: the integrity test's failure message.
    pub fn report(&self) -> String {
        format!(
            "{}:\n  - {}",
            self.check.rule(),
            self.problems().join("\n  - ")
        )
    }
}

/// What a check tells its caller as it goes, so a long run can show progress.
pub enum Progress<'a> {
    /// It builds this many versions of the exercises (some may be built already).
    Building(usize),
    /// It starts on a chapter.
    Starting(&'a Exercise),
    /// It is done with a chapter.
    Done(&'a Finding),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_report_lists_every_problem_under_the_rule() {
        let chapter = crate::chapters::of_this_course("scoop");
        let mut finding = Finding::new(&chapter);
        finding.problems.push("01-scoop/a.snap is stale".into());
        let outcome = Outcome {
            check: Check::Snapshots,
            findings: vec![finding],
            general: vec![BLESS_ADVICE.into()],
        };
        assert!(!outcome.is_sound());
        assert_eq!(
            outcome.report(),
            format!("snapshots must be fresh:\n  - 01-scoop/a.snap is stale\n  - {BLESS_ADVICE}")
        );
    }
}
