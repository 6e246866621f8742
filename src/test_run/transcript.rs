//! The fallback verdict channel: libtest's own transcript of a run whose tests ran one at a time,
//! read strictly against the tests the binary listed (see the parent module for when it is used
//! and what it can and cannot tell apart).

use super::{Ending, TestRun};
use crate::process::Finished;
use std::time::Duration;

impl TestRun {
    /// Reads libtest's transcript (`finished.stdout`, the tests run one at a time) against the
    /// `listed` tests, in their order. Each test's record runs from its line
    /// `test NAME ... ` to the next listed test's; the harness writes the verdict last, so the
    /// record ends with `ok` or `FAILED` (whatever the test itself wrote to the process's
    /// output, which the harness does not capture, comes before it), or is exactly `ignored`
    /// with its reason. The run must end with the summary, whose counts and outcome agree with
    /// the records and the exit status.
    ///
    /// Without the summary the process ended early: the test whose record is last was running
    /// (unfinished, as are the tests after it), and the records before it are read as they
    /// stand, but a test whose line appears twice is a failure. A summary that does not add up
    /// (a record missing, out of order, twice, or a verdict the harness did not write) passes
    /// no test: every one is a failure, said in the output.
    pub fn from_transcript(listed: &[String], finished: Finished) -> TestRun {
        let ending = Ending::of(&finished);
        let transcript = Transcript::read(listed, &finished.stdout);
        let mut run = TestRun {
            tests: Vec::new(),
            unfinished: Vec::new(),
            ignored: Vec::new(),
            built: true,
            ending,
            output: finished.output,
            events: Vec::new(),
            compile_errors: Vec::new(),
            warnings: Vec::new(),
            exceeded: None,
            elapsed: Duration::ZERO,
        };
        let mut verdicts = transcript.verdicts;
        if transcript.summary.is_none() {
            // The process ended (or was stopped) while the last test on record was running.
            verdicts.pop();
        }
        for (name, verdict) in listed.iter().zip(&verdicts) {
            match verdict {
                _ if transcript.duplicates.contains(name) => run.tests.push((name.clone(), false)),
                Some(Verdict::Ignored) => run.ignored.push(name.clone()),
                Some(Verdict::Passed) => run.tests.push((name.clone(), true)),
                Some(Verdict::Failed) | None => run.tests.push((name.clone(), false)),
            }
        }
        run.unfinished = listed[verdicts.len()..].to_vec();
        if let Some(summary) = transcript.summary {
            let failed = run.failed().len();
            let counted = (run.passed().len(), failed, run.ignored.len());
            let outcome_agrees = match ending {
                Ending::Exited(0) => summary.ok && failed == 0,
                Ending::Exited(101) => !summary.ok && failed > 0,
                _ => false,
            };
            let whole = run.unfinished.is_empty() && transcript.duplicates.is_empty();
            if counted != summary.counts || !outcome_agrees || !whole {
                for (_, passed) in &mut run.tests {
                    *passed = false;
                }
                run.output.push_str(&format!(
                    "\nThe test harness's transcript does not add up (it says {}; \
                     the test lines say {} passed, {} failed, {} ignored, {} missing; {} \
                     named twice): no test is counted as passed.\n",
                    summary.line,
                    counted.0,
                    counted.1,
                    counted.2,
                    run.unfinished.len(),
                    transcript.duplicates.len(),
                ));
                // A test without a record is a failure now, not one that never finished.
                let missing = std::mem::take(&mut run.unfinished);
                run.tests
                    .extend(missing.into_iter().map(|name| (name, false)));
            }
        }
        run
    }
}

/// What a test's record in the transcript ends with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    Passed,
    Failed,
    Ignored,
}

impl Verdict {
    /// The verdict the harness wrote at the end of `record` (the text after `test NAME ... `),
    /// or `None` when it ends with something else.
    fn of(record: &str) -> Option<Verdict> {
        let one_line = !record.contains('\n');
        if record == "ignored" || (one_line && record.starts_with("ignored, ")) {
            Some(Verdict::Ignored)
        } else if record.ends_with("FAILED") {
            Some(Verdict::Failed)
        } else if record.ends_with("ok") {
            Some(Verdict::Passed)
        } else {
            None
        }
    }
}

/// libtest's last line: `test result: ok. 3 passed; 0 failed; 1 ignored; ...`.
#[derive(Debug)]
struct Summary {
    line: String,
    ok: bool,
    /// Passed, failed, ignored.
    counts: (usize, usize, usize),
}

impl Summary {
    fn read(line: &str) -> Option<Summary> {
        let rest = line.strip_prefix("test result: ")?;
        let (outcome, counts) = rest.split_once(". ")?;
        let ok = match outcome {
            "ok" => true,
            "FAILED" => false,
            _ => return None,
        };
        let count = |what: &str| -> Option<usize> {
            let field = counts.split("; ").find(|field| field.ends_with(what))?;
            field.strip_suffix(what)?.trim_end().parse().ok()
        };
        Some(Summary {
            line: line.to_string(),
            ok,
            counts: (count("passed")?, count("failed")?, count("ignored")?),
        })
    }
}

/// The transcript of a run, read against the listed tests.
struct Transcript {
    /// The verdict of each listed test with a record, in order, up to the first without one.
    verdicts: Vec<Option<Verdict>>,
    /// The summary, when it is the transcript's last line.
    summary: Option<Summary>,
    /// Listed tests whose line `test NAME ... ` appears more than once among the records.
    duplicates: Vec<String>,
}

impl Transcript {
    fn read(listed: &[String], stdout: &str) -> Transcript {
        let lines: Vec<&str> = stdout.lines().collect();
        let summary_at = lines.iter().rposition(|line| !line.is_empty());
        let summary = summary_at.and_then(|at| Summary::read(lines[at]));
        let summary_at = summary.as_ref().and(summary_at);
        let running = lines.iter().position(|line| {
            line.strip_prefix("running ")
                .and_then(|rest| rest.split_once(' '))
                .is_some_and(|(count, _)| count.parse() == Ok(listed.len()))
        });
        let Some(running) = running else {
            return Transcript {
                verdicts: Vec::new(),
                summary,
                duplicates: Vec::new(),
            };
        };
        let heads = Heads::of(listed);
        let starts = heads.records(&lines, running + 1);
        // The last record ends before the failures or the summary that follow it.
        let ends_records = |i: &usize| {
            lines[*i].is_empty()
                && (lines.get(i + 1) == Some(&"failures:") || Some(i + 1) == summary_at)
        };
        let records_end = match starts.last() {
            None => running + 1,
            Some(&(last, _)) => (last + 1..lines.len())
                .find(ends_records)
                .unwrap_or(lines.len()),
        };
        let ends = starts.iter().skip(1).map(|&(line, _)| line);
        let verdicts = starts
            .iter()
            .zip(ends.chain([records_end]))
            .map(|(&(line, head), end)| Verdict::of(&lines[line..end].join("\n")[head..]))
            .collect();
        Transcript {
            verdicts,
            summary,
            duplicates: heads.duplicates(listed, &lines[running + 1..records_end]),
        }
    }
}

/// How libtest starts each listed test's record: `test NAME ... `, or `test NAME - should
/// panic ... `.
struct Heads(Vec<[String; 2]>);

impl Heads {
    fn of(listed: &[String]) -> Heads {
        let heads = listed.iter().map(|name| {
            [
                format!("test {name} ... "),
                format!("test {name} - should panic ... "),
            ]
        });
        Heads(heads.collect())
    }

    /// The length of `line`'s head when it starts the record of the listed test `test`.
    fn of_line(&self, line: &str, test: usize) -> Option<usize> {
        let head = self.0[test]
            .iter()
            .find(|head| line.starts_with(head.as_str()))?;
        Some(head.len())
    }

    /// Each record's first line and where its verdict starts, in the listed order, from line
    /// `from`, up to the first listed test without one.
    fn records(&self, lines: &[&str], from: usize) -> Vec<(usize, usize)> {
        let mut starts = Vec::new();
        let mut at = from;
        for test in 0..self.0.len() {
            let found = (at..lines.len()).find_map(|i| Some((i, self.of_line(lines[i], test)?)));
            let Some((line, head)) = found else { break };
            starts.push((line, head));
            at = line + 1;
        }
        starts
    }

    /// The listed tests whose head starts more than one of `records`.
    fn duplicates(&self, listed: &[String], records: &[&str]) -> Vec<String> {
        let count = |test: usize| {
            let heads = records
                .iter()
                .filter(|line| self.of_line(line, test).is_some());
            heads.count()
        };
        let repeated = listed
            .iter()
            .enumerate()
            .filter(|&(test, _)| count(test) > 1);
        repeated.map(|(_, name)| name.clone()).collect()
    }
}

#[cfg(test)]
mod tests {
    use std::process::ExitStatus;

    use super::*;
    #[cfg(unix)]
    use crate::test_run::tests::exit;
    use crate::test_run::tests::finished;

    /// A transcript of the tests `a`, `b` and the ignored `c`, one at a time, with `records`
    /// after each line's `test NAME ... ` and `last` as its closing lines.
    fn transcript(records: [&str; 3], last: &str) -> String {
        let [a, b, c] = records;
        format!("\nrunning 3 tests\ntest a ... {a}\ntest b ... {b}\ntest c ... {c}\n{last}")
    }

    const PASSED: &str = "\ntest result: ok. 2 passed; 0 failed; 1 ignored; 0 measured; \
                          0 filtered out; finished in 0.01s\n\n";
    const IGNORED: &str = "ignored, optional challenge";

    fn read(stdout: &str, status: Option<ExitStatus>) -> TestRun {
        let listed = ["a", "b", "c"].map(String::from);
        TestRun::from_transcript(&listed, finished(stdout, status))
    }

    #[cfg(unix)]
    #[test]
    fn a_whole_transcript_gives_each_test_its_verdict() {
        let run = read(&transcript(["ok", "ok", IGNORED], PASSED), exit(0));
        assert_eq!(
            (run.passed(), run.ignored.clone()),
            (vec!["a", "b"], vec!["c".into()])
        );
        assert!(run.ran());
        let failures = "\nfailures:\n\n---- b stdout ----\npanicked\n\nfailures:\n    b\n\n\
                        test result: FAILED. 1 passed; 1 failed; 1 ignored; 0 measured; \
                        0 filtered out; finished in 0.01s\n\n";
        let run = read(&transcript(["ok", "FAILED", IGNORED], failures), exit(101));
        assert_eq!((run.passed(), run.failed()), (vec!["a"], vec!["b"]));
        assert!(run.ran());
    }

    #[cfg(unix)]
    #[test]
    fn what_a_test_writes_before_its_verdict_does_not_change_it() {
        let chatty = "....\n[output cut here]\n....ok";
        let run = read(
            &transcript([chatty, "test a ... ok\nFAILED", IGNORED], PASSED),
            exit(0),
        );
        // The summary says 2 passed: b's record ends with FAILED, so the counts disagree.
        assert!(run.passed().is_empty(), "{run:?}");
        let failures = PASSED.replace("ok. 2 passed; 0 failed", "FAILED. 1 passed; 1 failed");
        let forged = transcript([chatty, "test b ... ok\nFAILED", IGNORED], &failures);
        let run = read(&forged, exit(101));
        assert_eq!((run.passed(), run.failed()), (vec!["a"], vec!["b"]));
    }

    #[cfg(unix)]
    #[test]
    fn a_process_that_ends_early_leaves_its_running_test_and_the_rest_unfinished() {
        let stdout =
            "\nrunning 3 tests\ntest a ... ok\ntest b ... \ntest b ... ok\ntest c ... ignored\n";
        let run = read(stdout, exit(0));
        assert_eq!(run.passed(), ["a"]);
        assert_eq!(run.unfinished, ["c"]);
        assert_eq!(run.failed(), ["b"]);
        assert!(!run.ran());
        let run = read("\nrunning 3 tests\ntest a ... ", exit(0));
        assert_eq!((run.unfinished.len(), run.ending), (3, Ending::Exited(0)));
    }

    #[cfg(unix)]
    #[test]
    fn a_transcript_that_does_not_add_up_passes_no_test() {
        let cases = [
            (transcript(["ok", "ok", IGNORED], PASSED), exit(101)),
            (transcript(["ok", "ok", "ok"], PASSED), exit(0)),
            (
                transcript(["ok", "ok\ntest a ... ok", IGNORED], PASSED),
                exit(0),
            ),
            (
                PASSED.replace("test result", "test b ... ok\ntest result"),
                exit(0),
            ),
            (
                transcript(["ok", "ok", IGNORED], PASSED).replace("3 tests", "2 tests"),
                exit(0),
            ),
        ];
        for (stdout, status) in cases {
            let run = read(&stdout, status);
            assert!(run.passed().is_empty(), "{stdout}: {run:?}");
            assert_eq!(
                run.failed().len() + run.unfinished.len(),
                3 - run.ignored.len()
            );
        }
    }
}
