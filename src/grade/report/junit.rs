//! `junit.xml`, for CI dashboards: a `testsuite` per learner-chapter (`ada/01-scoop`), a
//! `testcase` per test, `failure` with why it failed, `error` for a chapter that does not
//! compile, is stuck, is missing or cannot be read, `skipped` for one not started. A suite whose
//! drills were counted says how many are done in its `properties` (`drills_done`,
//! `drills_offered`), as the schema has a suite carry facts that are not tests: the drills are
//! not the chapter's tests and never change its counts.
//!
//! `time` is measured: a suite's is how long its chapter's tests ran, by the wall clock (0 when
//! none ran), and the whole file's is their sum. A testcase has none: libtest on stable Rust
//! does not time each test (its `--report-time` needs nightly), tests run side by side, and
//! timing each alone would run every chapter's tests twice. A report that needs one (Jenkins'
//! schema, dorny/test-reporter's totals) reads the suites'.
//!
//! Escaping is written here rather than taken from an XML crate: the file is written, never
//! read, in one fixed shape, and the rules are two (escape five characters, drop those XML 1.0
//! forbids), where learners' output is the only text that needs them.

use super::{headline, why_untested};
use crate::grade::{Grade, Grades, Standing, TestStatus};

/// The class as JUnit XML; `folders` are the chapters' exercise folders, in order.
pub fn junit(grades: &Grades, folders: &[String]) -> String {
    let mut suites = Vec::new();
    let mut totals = Counts::default();
    let mut seconds = 0.0;
    for learner in &grades.learners {
        for (grade, folder) in learner.chapters.iter().zip(folders) {
            let name = format!("{}/{folder}", learner.name);
            let (counts, cases) = testcases(grade, &name);
            totals = totals.plus(&counts);
            seconds += grade.seconds.map_or(0.0, |s| s.0);
            let properties = grade.drills.map_or(String::new(), |drills| {
                format!(
                    "    <properties><property name=\"drills_done\" value=\"{}\"/>\
                     <property name=\"drills_offered\" value=\"{}\"/></properties>\n",
                    drills.done, drills.of
                )
            });
            suites.push(format!(
                "  <testsuite name=\"{}\" {} time=\"{:.3}\">\n{properties}{cases}  </testsuite>\n",
                escape(&name),
                counts.attributes(),
                grade.seconds.map_or(0.0, |s| s.0)
            ));
        }
    }
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"grades\" {} time=\"{seconds:.3}\">\n{}</testsuites>\n",
        totals.attributes(),
        suites.concat()
    )
}

/// How many tests a suite has, and of them how many failed, erred or were skipped.
#[derive(Clone, Copy, Default)]
struct Counts {
    tests: usize,
    failures: usize,
    errors: usize,
    skipped: usize,
}

impl Counts {
    fn plus(&self, other: &Counts) -> Counts {
        Counts {
            tests: self.tests + other.tests,
            failures: self.failures + other.failures,
            errors: self.errors + other.errors,
            skipped: self.skipped + other.skipped,
        }
    }

    fn attributes(&self) -> String {
        let Counts {
            tests,
            failures,
            errors,
            skipped,
        } = self;
        format!(
            "tests=\"{tests}\" failures=\"{failures}\" errors=\"{errors}\" skipped=\"{skipped}\""
        )
    }
}

/// A chapter's testcases, and their counts. A chapter that could not be tested has one more
/// testcase, named for the chapter: skipped (not started) or an error saying why.
fn testcases(grade: &Grade, suite: &str) -> (Counts, String) {
    let classname = escape(suite);
    let mut counts = Counts::default();
    let mut cases = String::new();
    let why = why_untested(grade).unwrap_or_default();
    for test in &grade.tests {
        counts.tests += 1;
        let name = escape(&test.name);
        let text = test.message.as_deref().unwrap_or_default();
        let inner = match test.status {
            TestStatus::Passed => None,
            TestStatus::Failed => {
                counts.failures += 1;
                Some(format!(
                    "<failure message=\"{}\">{}</failure>",
                    escape(headline(text)),
                    escape(text)
                ))
            }
            TestStatus::Unfinished => {
                counts.errors += 1;
                Some(format!(
                    "<error message=\"{}\">{}</error>",
                    escape(&why),
                    escape(text)
                ))
            }
        };
        cases.push_str(&match inner {
            None => format!("    <testcase classname=\"{classname}\" name=\"{name}\"/>\n"),
            Some(inner) => format!(
                "    <testcase classname=\"{classname}\" name=\"{name}\">{inner}</testcase>\n"
            ),
        });
    }
    // A chapter that could not be tested says so in a testcase of its own, unless its tests
    // already say it (a stuck chapter's unfinished tests are errors).
    let needs_own_case = match grade.state {
        Standing::Passing | Standing::Failing => false,
        Standing::Stuck => counts.errors == 0,
        _ => grade.tests.is_empty(),
    };
    if needs_own_case {
        counts.tests += 1;
        let inner = if grade.state == Standing::NotStarted {
            counts.skipped += 1;
            format!("<skipped message=\"{}\"/>", escape(&why))
        } else {
            counts.errors += 1;
            format!("<error message=\"{}\"/>", escape(&why))
        };
        let name = escape(&grade.chapter);
        cases.push_str(&format!(
            "    <testcase classname=\"{classname}\" name=\"{name}\">{inner}</testcase>\n"
        ));
    }
    (counts, cases)
}

/// `text` as XML 1.0 may hold it in an attribute or between tags: the five special characters
/// escaped, line breaks and tabs as character references (so an attribute keeps them), and
/// the characters XML 1.0 forbids (most control characters, U+FFFE, U+FFFF) left out.
fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&apos;"),
            '\n' => escaped.push_str("&#10;"),
            '\r' => escaped.push_str("&#13;"),
            '\t' => escaped.push_str("&#9;"),
            c if is_allowed(c) => escaped.push(c),
            _ => {}
        }
    }
    escaped
}

/// Whether XML 1.0 allows `c` in a document (its `Char` production; tab and line breaks are
/// escaped before this is asked).
fn is_allowed(c: char) -> bool {
    matches!(c, '\u{20}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}' | '\u{10000}'..='\u{10FFFF}')
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::report::sample;

    #[test]
    fn a_suite_a_learner_chapter_with_failures_errors_and_skips() {
        let mut class = sample::class();
        class.learners[1].chapters[0].state = Standing::NotStarted;
        let xml = junit(&class, &sample::folders());
        assert!(xml.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"grades\" tests=\"8\" failures=\"1\" errors=\"3\" skipped=\"1\" time=\"1.750\">"), "{xml}");
        // Each suite's time is its chapter's run; one whose tests never ran took none.
        let timed = "<testsuite name=\"ada, the first/02-distribute\" tests=\"2\" failures=\"1\" \
                     errors=\"0\" skipped=\"0\" time=\"1.500\">";
        assert!(xml.contains(timed), "{xml}");
        let untimed = "<testsuite name=\"grace/01-scoop\" tests=\"1\" failures=\"0\" errors=\"0\" \
                       skipped=\"1\" time=\"0.000\">";
        assert!(xml.contains(untimed), "{xml}");
        // The drills counted are the suite's properties, first in it, apart from its tests.
        let drills = "time=\"1.500\">\n    <properties><property name=\"drills_done\" value=\"1\"/>\
                      <property name=\"drills_offered\" value=\"4\"/></properties>\n    <testcase";
        assert!(xml.contains(drills), "{xml}");
        assert_eq!(
            xml.matches("<properties>").count(),
            2,
            "ada's scoop and distribute"
        );
        let failure = "<testcase classname=\"ada, the first/02-distribute\" name=\"examples::c\">\
                       <failure message=\"assertion `left == right` failed &amp; &quot;so&quot;\">printed &lt;by&gt; ada[31m&#10;thread \
                       &apos;examples::c&apos; panicked at tests/distribute.rs:3:5:&#10;\
                       assertion `left == right` failed &amp; &quot;so&quot;</failure></testcase>";
        assert!(xml.contains(failure), "{xml}");
        let stuck = "<error message=\"stuck: the tests ran out of time\">it never finished</error>";
        assert!(xml.contains(stuck), "{xml}");
        let skipped = "<testcase classname=\"grace/01-scoop\" name=\"scoop\">\
                       <skipped message=\"not started: the file is still the stub\"/></testcase>";
        assert!(xml.contains(skipped), "{xml}");
        let missing = "<testcase classname=\"grace/02-distribute\" name=\"distribute\">\
                       <error message=\"missing: the submission has no src/lib.rs\"/></testcase>";
        assert!(xml.contains(missing), "{xml}");
    }

    #[test]
    fn a_stuck_chapter_whose_tests_all_finished_is_still_an_error() {
        let mut class = sample::class();
        let sow = &mut class.learners[0].chapters[2];
        sow.tests[0].status = TestStatus::Passed;
        let xml = junit(&class, &sample::folders());
        let suite = "<testsuite name=\"ada, the first/03-sow\" tests=\"2\" failures=\"0\" \
                     errors=\"1\" skipped=\"0\" time=\"0.000\">";
        assert!(xml.contains(suite), "{xml}");
        let error = "name=\"sow\"><error message=\"stuck: the tests ran out of time\"/>";
        assert!(xml.contains(error), "{xml}");
    }

    #[test]
    fn nothing_xml_forbids_gets_through() {
        assert_eq!(escape("a\u{0}b\u{1b}c\u{FFFE}d\u{7}"), "abcd");
        assert_eq!(escape("<&>\"'"), "&lt;&amp;&gt;&quot;&apos;");
        assert_eq!(escape("é 𝄞"), "é 𝄞");
    }
}
