//! The reports `grade` writes, each a pure function of a class's [`Grades`]: the Markdown a
//! teacher reads, the CSV a gradebook imports, Exercism's `results.json` per learner-chapter and
//! JUnit XML for CI dashboards. Every one counts with the same rules ([`Grade::points`],
//! [`Learner::chapters_passed`]), so they agree on the same class.

mod csv;
mod exercism;
mod html;
mod junit;
mod markdown;
mod test_code;

pub(super) use csv::{canvas, csv, moodle};
pub(super) use exercism::exercism;
pub use html::html;
pub(super) use junit::junit;

/// One chapter's grade as the exports `grade` writes for each learner-chapter: JUnit XML (one
/// suite, named `learner/folder`) and Exercism's `results.json`, for a copy that grades
/// itself (`autograde`) and keeps them as its CI run's artifacts.
pub fn chapter_exports(
    learner: &str,
    folder: &str,
    grade: &Grade,
    sources: &[TestSource],
) -> (String, String) {
    let mut grades = super::Grades::new(vec![grade.chapter.clone()], None);
    grades
        .learners
        .push(Learner::new(learner, vec![grade.clone()]));
    (
        junit(&grades, &[folder.to_string()]),
        exercism(grade, sources),
    )
}
pub use markdown::{markdown, summary};
pub use test_code::{TestSource, tests_of};

use super::{Grade, Grades, Learner, POINTS_PER_CHAPTER, Standing, Tally};
use crate::recursion::{Judgement, RecursionCheck};

/// Whether `check` finds the function recursive, in any of the ways that count.
fn is_recursive(check: &RecursionCheck) -> bool {
    matches!(
        check.judgement,
        Judgement::Recursive | Judgement::Mutual(_) | Judgement::RecursiveHelper(_)
    )
}

/// What was graded, in a sentence.
fn heading(grades: &Grades) -> String {
    let when = match &grades.before {
        Some(deadline) => format!(", each learner's last commit at or before {deadline}"),
        None => String::new(),
    };
    format!(
        "Graded at {}{when}: {} chapters, {POINTS_PER_CHAPTER} points each (all of them only \
         when the chapter passes).",
        grades.graded_at,
        grades.chapters.len()
    )
}

/// What the reports' section on the typical mistakes says first, in Markdown (`grades.html`
/// sets its code spans as code).
const MISTAKES_INTRO: &str = "How many learners' failing files make each typical mistake (kept in \
                              `tests/mutants/`), and whose: a file makes one when it fails \
                              exactly that mistake's tests; a file that fails other tests \
                              matches none.";

/// The summary table's headings: the columns of [`summary_rows`].
const SUMMARY_HEADINGS: [&str; 7] = [
    "learner",
    "chapters passed",
    "points",
    "drills",
    "challenges",
    "recursion",
    "needs a look",
];

/// The summary table's rows, a learner each: the chapters passed (`14/21`), the points, the
/// drills done of those their counted chapters offer, the challenges done of those their
/// passed chapters offer, how many functions asked to be recursive are, and what needs a look.
fn summary_rows(grades: &Grades) -> Vec<[String; 7]> {
    let most = grades.chapters.len() as u32 * POINTS_PER_CHAPTER;
    let row = |learner: &Learner| {
        let sum = |pick: fn(&Grade) -> Option<Tally>| match tally(learner, pick) {
            Some(Tally { done, of }) => format!("{done}/{of}"),
            None => "—".into(),
        };
        let recursion = match recursion(learner) {
            (_, 0) => "—".into(),
            (recursive, judged) => format!("{recursive}/{judged} recursive"),
        };
        let looks = needs_a_look(learner);
        let looks = match looks.is_empty() {
            true => "—".into(),
            false => looks.join("; "),
        };
        [
            learner.name.clone(),
            format!("{}/{}", learner.chapters_passed(), learner.chapters.len()),
            format!("{}/{most}", learner.points()),
            sum(|grade| grade.drills),
            sum(|grade| grade.challenges),
            recursion,
            looks,
        ]
    };
    grades.learners.iter().map(row).collect()
}

/// The drills or challenges (`pick`) a learner did, summed over the chapters that counted them
/// (challenges: those passed; drills: those that built): `None` when none did.
fn tally(learner: &Learner, pick: fn(&Grade) -> Option<Tally>) -> Option<Tally> {
    let counted = learner.chapters.iter().filter_map(pick);
    let sum = counted.fold(Tally { done: 0, of: 0 }, |sum, tally| Tally {
        done: sum.done + tally.done,
        of: sum.of + tally.of,
    });
    (sum.of > 0).then_some(sum)
}

/// How many drills `learner` did in all: the `drills_done` column of `grades.csv`.
pub fn drills_done(learner: &Learner) -> usize {
    tally(learner, |grade| grade.drills).map_or(0, |tally| tally.done)
}

/// What a teacher should look at for `learner`, in a few words: the learner's note, uncommitted
/// changes, then the chapters that were refused, are stuck, do not compile, cannot be read or
/// are missing, and the functions not written as asked. Empty when nothing needs a look.
fn needs_a_look(learner: &Learner) -> Vec<String> {
    let mut looks: Vec<String> = learner.note.iter().cloned().collect();
    if learner.changed_since.is_some() {
        looks.push("uncommitted changes graded".into());
    }
    let mut troubles = vec![
        Standing::Refused,
        Standing::Stuck,
        Standing::DoesNotCompile,
        Standing::Unreadable,
    ];
    // A learner with nothing graded has every file missing: their note says it once.
    if learner.note.is_none() {
        troubles.push(Standing::Missing);
    }
    for state in troubles {
        let grades: Vec<&Grade> = learner
            .chapters
            .iter()
            .filter(|g| g.state == state)
            .collect();
        if let Some(first) = grades.first() {
            let chapters: Vec<&str> = grades.iter().map(|g| g.chapter.as_str()).collect();
            looks.push(format!(
                "{}: {}",
                first.standing_name(),
                chapters.join(", ")
            ));
        }
    }
    let findings = learner.chapters.iter().flat_map(|g| &g.recursion);
    let not_as_asked: Vec<String> = findings
        .filter(|a| {
            matches!(
                a.judgement,
                Judgement::NotRecursive | Judgement::Loops(_) | Judgement::NeverRan(_)
            )
        })
        .map(|a| a.function.clone())
        .collect();
    if !not_as_asked.is_empty() {
        looks.push(format!("not recursive: {}", not_as_asked.join(", ")));
    }
    looks
}

/// The functions judged recursive, of those judged: `(recursive, judged)`.
fn recursion(learner: &Learner) -> (usize, usize) {
    let findings: Vec<&RecursionCheck> =
        learner.chapters.iter().flat_map(|g| &g.recursion).collect();
    let recursive = findings.iter().filter(|a| is_recursive(a)).count();
    (recursive, findings.len())
}

/// A failed test's text as what the test printed before it panicked (if anything) and the
/// panic's own lines (`thread 'NAME' panicked at ...`), or all of it when it has none.
fn split_panic(text: &str) -> (Option<&str>, &str) {
    let panic_at = text
        .match_indices("thread '")
        .map(|(at, _)| at)
        .find(|&at| {
            let line_start = at == 0 || text[..at].ends_with('\n');
            let line = text[at..].lines().next().unwrap_or_default();
            line_start && line.contains("panicked at")
        });
    match panic_at {
        Some(at) => {
            let printed = text[..at].trim_end();
            ((!printed.is_empty()).then_some(printed), &text[at..])
        }
        None => (None, text),
    }
}

/// The line that says why a failed test failed, for a one-line summary: the first line after
/// the panic's `thread 'NAME' panicked at FILE:LINE:`, or the text's first line.
fn headline(text: &str) -> &str {
    let (_, panic) = split_panic(text);
    let mut lines = panic.lines().filter(|line| !line.trim().is_empty());
    let first = lines.next().unwrap_or_default();
    match first.starts_with("thread '") {
        true => lines.next().unwrap_or(first),
        false => first,
    }
}

/// Why a chapter has no test results to show, in a sentence, when it has none to show: the
/// words `message`s of JUnit and results.json give, which begin with the grade's standing
/// ([`Grade::standing`]) and say where to look next.
fn why_untested(grade: &Grade) -> Option<String> {
    let standing = grade.standing();
    match grade.state {
        Standing::NotStarted => Some(format!("{standing}: the file is still the stub")),
        Standing::DoesNotCompile => Some(match &grade.compiler {
            Some(said) => format!("{standing}\n\nThe compiler said:\n\n{said}"),
            None => {
                format!("{standing}; `cargo run -- check` in the learner's copy shows every error")
            }
        }),
        Standing::Missing | Standing::Unreadable | Standing::Refused | Standing::Stuck => {
            Some(standing)
        }
        Standing::Failing | Standing::Passing => None,
    }
}

#[cfg(test)]
pub(super) mod sample {
    //! One small class every report's tests use.

    use crate::grade::{
        Deadline, Grade, Grades, Learner, Seconds, Standing, Tally, TestResult, TestStatus,
    };
    use crate::recursion::{Judgement, RecursionCheck};

    fn test(name: &str, status: TestStatus, message: Option<&str>) -> TestResult {
        TestResult {
            name: name.into(),
            status,
            message: message.map(String::from),
        }
    }

    /// Ada passed scoop with three drills and a challenge, failed distribute (not recursive,
    /// one drill) and her sow is stuck; Grace did nothing by the deadline.
    pub fn class() -> Grades {
        let scoop = Grade {
            drills: Some(Tally { done: 3, of: 4 }),
            challenges: Some(Tally { done: 1, of: 2 }),
            tests: vec![
                test("examples::b", TestStatus::Passed, None),
                test("examples::a", TestStatus::Passed, None),
            ],
            seconds: Some(Seconds(0.25)),
            ..Grade::new("scoop", Standing::Passing, 2, 2)
        };
        let failure = "printed <by> ada\u{1b}[31m\nthread 'examples::c' panicked at \
                       tests/distribute.rs:3:5:\nassertion `left == right` failed & \"so\"";
        let distribute = Grade {
            drills: Some(Tally { done: 1, of: 4 }),
            recursion: vec![RecursionCheck {
                function: "distribute".into(),
                judgement: Judgement::NotRecursive,
            }],
            tests: vec![
                test("examples::c", TestStatus::Failed, Some(failure)),
                test("examples::d", TestStatus::Passed, None),
            ],
            seconds: Some(Seconds(1.5)),
            ..Grade::new("distribute", Standing::Failing, 1, 2)
        };
        let sow = Grade {
            note: Some("the tests ran out of time".into()),
            recursion: vec![RecursionCheck {
                function: "sow".into(),
                judgement: Judgement::Recursive,
            }],
            tests: vec![test(
                "examples::e",
                TestStatus::Unfinished,
                Some("it never finished"),
            )],
            ..Grade::new("sow", Standing::Stuck, 0, 1)
        };
        let ada = Learner {
            commit: Some("0123456789abcdef0123456789abcdef01234567".into()),
            ..Learner::new("ada, the first", vec![scoop, distribute, sow])
        };
        let nothing =
            ["scoop", "distribute", "sow"].map(|slug| Grade::new(slug, Standing::Missing, 0, 0));
        let grace = Learner {
            note: Some("no commit at or before 2026-12-01T00:00:00Z".into()),
            ..Learner::new("grace", nothing.to_vec())
        };
        Grades {
            learners: vec![ada, grace],
            drills_offered: 12,
            ..Grades::new(
                vec!["scoop".into(), "distribute".into(), "sow".into()],
                Deadline::read_in("2026-12-01", &jiff::tz::TimeZone::UTC).ok(),
            )
        }
    }

    /// The exercise folders of the sample's chapters.
    pub fn folders() -> Vec<String> {
        ["01-scoop", "02-distribute", "03-sow"]
            .map(String::from)
            .to_vec()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_format_tells_the_same_chapters_passed_and_points() {
        let grades = sample::class();
        let csv = csv(&grades);
        let rows: Vec<Vec<&str>> = csv
            .lines()
            .map(|l| l.rsplit(',').take(3).collect())
            .collect();
        // Columns from the right: drills done, total, then chapters passed.
        assert_eq!(rows[1], ["4", "15", "1"]);
        assert_eq!(rows[2], ["0", "0", "0"]);
        let json = serde_json::to_value(&grades).unwrap();
        for (at, (passed, points)) in [(1, 15), (0, 0)].into_iter().enumerate() {
            let chapters = json["learners"][at]["chapters"].as_array().unwrap();
            let passing = chapters.iter().filter(|g| g["state"] == "passing");
            assert_eq!(passing.count(), passed);
            assert_eq!(grades.learners[at].points(), points);
        }
        let table = summary(&grades);
        assert!(
            table.contains("| ada, the first | 1/3 | 15/30 |"),
            "{table}"
        );
        assert!(table.contains("| grace | 0/3 | 0/30 |"), "{table}");
        let junit = junit(&grades, &sample::folders());
        let passing_suite = "<testsuite name=\"ada, the first/01-scoop\" tests=\"2\" failures=\"0\" \
                             errors=\"0\" skipped=\"0\" time=\"0.250\">";
        assert!(junit.contains(passing_suite), "{junit}");
        // Canvas and Moodle read the same points, a column a chapter, and the drills done.
        let ada = "\"ada, the first\",,,,,10,5,0,4";
        assert_eq!(
            canvas(&grades, &sample::folders()).lines().nth(2),
            Some(ada)
        );
        let ada = ",\"ada, the first\",10,5,0,4";
        assert_eq!(
            moodle(&grades, &sample::folders()).lines().nth(1),
            Some(ada)
        );
        let scoop = &grades.learners[0].chapters[0];
        let results: serde_json::Value = serde_json::from_str(&exercism(scoop, &[])).unwrap();
        assert_eq!(results["status"], "pass");
    }
}
