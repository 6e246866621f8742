//! Reading a run of a chapter's tests for the learner: which tests fail, in the order to read
//! them, and why ([`Problem`]): code that does not compile, a stack overflow, a call that never
//! returns, a process ended early, a `todo!()` still there, a panic, different answers.
//! Failures are read in the order the book gives the tests: worked examples, then pictures, then
//! properties; within each, in the order the tests are written in their file, where each
//! chapter's authors put the most basic first (the depth-0 search before a whole one), then by
//! the order of the chapter's functions, then the shortest report.

use std::collections::BTreeSet;
use std::fs;

use course_model::cause::{Cause, Event, ProcessEnd};

use crate::cargo_messages::CompileError;
use crate::chapters::Exercise;
use crate::learner_file::LearnerFile;
use crate::problem::Problem;
use crate::test_run::libtest::{self, FailedTest};
use crate::test_run::{Ending, TestRun};

/// What [`diagnose`] reads from a run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reading {
    /// The failing tests' names, in reading order: examples, pictures, properties.
    pub failing: Vec<String>,
    /// Why they fail, the most telling first.
    pub problems: Vec<Problem>,
    /// What the simplest failing test printed: its panic message or assertion diff.
    pub first_failure: Option<FailedTest>,
    /// The first failing picture test's diff, when it is not already the first failure.
    pub first_picture: Option<FailedTest>,
}

/// Reads a run of the tests of `chapter`, whose learner's file holds `learner_source`.
/// Failures are ordered by where the chapter's test files write them, then by the chapter's
/// functions as the course model lists them.
pub fn diagnose(run: &TestRun, chapter: &Exercise, learner_source: &str) -> Reading {
    let written = TestFiles::of(chapter);
    let order = |name: &str, text: &str| reading_order(name, text, &chapter.functions, &written);
    let mut sections = libtest::failures(&run.output);
    sections.sort_by_cached_key(|failure| order(&failure.test, &failure.text));
    let text_of = |name: &str| {
        let section = sections.iter().find(|failure| failure.test == name);
        section
            .map_or("", |failure| failure.text.as_str())
            .to_string()
    };
    let mut failing: Vec<String> = run.failed().into_iter().map(String::from).collect();
    failing.sort_by_cached_key(|name| order(name, &text_of(name)));
    let problems = if run.built {
        problems_of_a_run(run, chapter, learner_source, &sections)
    } else {
        problems_of_a_build(run, chapter)
    };
    // A run stopped at its deadline printed no failure: the test kit's events still say which
    // call failed, and on which board.
    let told = run.events.iter().find(|event| event.cause.is_crash());
    Reading {
        failing,
        problems,
        first_failure: sections.first().cloned().or_else(|| told.map(told_failure)),
        first_picture: sections
            .iter()
            .skip(1)
            .find(|failure| failure.test.starts_with("pictures::"))
            .cloned(),
    }
}

/// Why tests that built did not pass: how the process ended, what the test kit told, what the
/// runtime said of a panic; different answers when nothing else did.
fn problems_of_a_run(
    run: &TestRun,
    chapter: &Exercise,
    learner_source: &str,
    sections: &[FailedTest],
) -> Vec<Problem> {
    let mut problems = how_it_ended(run);
    // What the test kit saw of a call says more than how the whole run ended.
    for told in told_by_the_test_kit(&run.events) {
        match problems
            .iter_mut()
            .find(|seen| seen.cause() == told.cause())
        {
            Some(seen) => *seen = told,
            None => problems.push(told),
        }
    }
    problems.extend(unwritten(run, chapter, learner_source));
    if !problems
        .iter()
        .any(|problem| matches!(problem, Problem::Panic { .. }))
        && let Some(message) = sections.iter().find_map(learner_panic)
    {
        problems.push(Problem::Panic { message });
    }
    if problems.is_empty() && !run.failed().is_empty() {
        problems.push(Problem::WrongAnswers);
    }
    problems
}

/// What the test process's own end says: a stack overflow the runtime reported, a time limit,
/// or an exit, abort or signal before every test had finished.
fn how_it_ended(run: &TestRun) -> Vec<Problem> {
    let mut problems = Vec::new();
    if let Some(test) = libtest::overflowed_test(&run.output) {
        problems.push(Problem::StackOverflow { test: Some(test) });
    }
    let left = run.unfinished.len();
    if let Ending::TimedOut(stop) = run.ending {
        problems.push(Problem::NoAnswer {
            whole_run: Some(stop),
        });
    } else if left > 0 && problems.is_empty() {
        problems.push(ended_early(run, left));
    }
    problems
}

/// The process ended before `left` tests had finished: how.
fn ended_early(run: &TestRun, left: usize) -> Problem {
    let unfinished = Some(left);
    if libtest::ran_out_of_memory(&run.output) {
        return Problem::OutOfMemory { unfinished };
    }
    let how = match run.ending {
        Ending::Signalled(signal) => ProcessEnd::Signalled(signal),
        Ending::Exited(code) => ProcessEnd::Exited(code),
        Ending::NotRun | Ending::TimedOut(_) => ProcessEnd::Exited(-1),
    };
    Problem::EndedEarly { how, unfinished }
}

/// The test kit's events, one problem a cause, in the order first told.
fn told_by_the_test_kit(events: &[Event]) -> Vec<Problem> {
    let mut problems: Vec<Problem> = Vec::new();
    for event in events {
        let problem = match event.cause {
            Cause::StackOverflow => Problem::StackOverflow { test: None },
            Cause::NoAnswer => Problem::NoAnswer { whole_run: None },
            Cause::EndedEarly(how) => Problem::EndedEarly {
                how,
                unfinished: None,
            },
            Cause::OutOfMemory => Problem::OutOfMemory { unfinished: None },
            Cause::Panic => Problem::Panic {
                message: event.message.clone().unwrap_or_default(),
            },
            _ => continue,
        };
        if !problems.iter().any(|seen| seen.cause() == problem.cause()) {
            problems.push(problem);
        }
    }
    problems
}

/// What the test kit told of a failed call, as the failure to read: the cause, the call and
/// its board, drawn.
fn told_failure(event: &Event) -> FailedTest {
    let call = event
        .call
        .as_deref()
        .unwrap_or("(no call of your code had started)");
    let mut text = format!("{}.\nThe call was {call}", event.cause.headline());
    if matches!(event.board.len(), 12 | 14) {
        let drawn = ayoayo::draw_bins(&event.board, None);
        text += &format!(", on the board {:?}\n{drawn}", event.board);
    }
    FailedTest {
        test: event.test.clone(),
        text,
    }
}

/// The learner's functions whose `todo!()` a test ran into, found from the places of the panics
/// the runtime reported and of those the test kit caught and told (in a child process, or in a
/// property's `quietly`).
fn unwritten(run: &TestRun, chapter: &Exercise, source: &str) -> Option<Problem> {
    let learner_path = chapter.learner_path();
    let todos = libtest::panics(&run.output).into_iter();
    let reported = todos
        .filter(|panic| panic.is_todo() && panic.file == learner_path)
        .map(|panic| panic.line);
    let told = (run.events.iter())
        .filter(|event| event.cause == Cause::Unwritten)
        .filter_map(|event| line_of(event.message.as_deref()?, &learner_path));
    let file = LearnerFile::parse(source).ok()?;
    // In the file's order, each once: the order the stub gives them and the page teaches them.
    let lines: BTreeSet<usize> = reported.chain(told).collect();
    let mut functions: Vec<String> = Vec::new();
    for function in lines
        .into_iter()
        .filter_map(|line| file.function_at_line(line))
    {
        if !functions.contains(&function) {
            functions.push(function);
        }
    }
    (!functions.is_empty()).then_some(Problem::Unwritten {
        functions,
        learner_path,
    })
}

/// The line of a place, `FILE:LINE:COLUMN`, when it is in `path`.
fn line_of(place: &str, path: &str) -> Option<usize> {
    let mut parts = place.rsplitn(3, ':');
    let (_column, line, file) = (parts.next()?, parts.next()?, parts.next()?);
    (file == path).then(|| line.parse().ok()).flatten()
}

/// A panic in the learner's own code, or in code it called (anything but a test's own check
/// failing), other than a `todo!()` still there: its message and place.
fn learner_panic(failure: &FailedTest) -> Option<String> {
    let panics = libtest::panics(&failure.text).into_iter();
    let mut theirs = panics.filter(|panic| !panic.is_a_tests_check() && !panic.is_todo());
    theirs.next().map(|panic| panic.in_words())
}

/// Why the tests did not build: the build's deadline, or the compiler's first error and the
/// functions the tests call that the learner's file lacks.
fn problems_of_a_build(run: &TestRun, chapter: &Exercise) -> Vec<Problem> {
    if run.timed_out() {
        return vec![Problem::BuildTimedOut];
    }
    let first_error = match run.compile_errors.first() {
        Some(error) => first_lines(&error.rendered),
        // Not the compiler's: cargo's own (a manifest it cannot read, say).
        None => first_lines(&run.output),
    };
    let mut problems = vec![Problem::DoesNotCompile { first_error }];
    problems.extend(missing_stubs(&run.compile_errors, chapter));
    problems
}

/// A chapter's test files, `tests/CRATE/*.rs`, to find where each test is written.
struct TestFiles {
    /// The text of each test module's file, by the module's name (`examples`); `main.rs`'s by
    /// the empty name.
    files: Vec<(String, String)>,
}

impl TestFiles {
    /// The test files of `chapter`; none when they cannot be read (the order then falls back
    /// on the reports' lengths).
    fn of(chapter: &Exercise) -> TestFiles {
        let dir = chapter.dir.join("tests").join(chapter.crate_name());
        let entries = fs::read_dir(dir).into_iter().flatten().flatten();
        let files = entries.filter_map(|entry| {
            let path = entry.path();
            let module = match path.file_stem()?.to_str()? {
                "main" => String::new(),
                module => module.to_string(),
            };
            Some((module, fs::read_to_string(&path).ok()?))
        });
        TestFiles {
            files: files.collect(),
        }
    }

    /// Where the test `name` (`examples::at_depth_0_...`, `challenges::f::g`) is written in its
    /// module's file: the place of its `fn`, or `None` when it is not found.
    fn place(&self, name: &str) -> Option<usize> {
        let (module, rest) = name.split_once("::").unwrap_or(("", name));
        let function = rest.rsplit("::").next()?;
        let (_, text) = self.files.iter().find(|(m, _)| m == module)?;
        let definition = format!("fn {function}");
        text.match_indices(&definition)
            .map(|(at, _)| at)
            .find(|&at| {
                let after = text[at + definition.len()..].chars().next();
                !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
            })
    }
}

/// Where a failing test comes in the order to read failures: its group as the book gives them
/// (examples, pictures, properties), where its file writes it (a chapter's tests go from the
/// most basic), the first of the chapter's `functions` its report names, then the length of
/// the report (a small input makes a short one), then its name.
fn reading_order(
    name: &str,
    text: &str,
    functions: &[String],
    written: &TestFiles,
) -> (usize, usize, usize, usize, String) {
    let group = ["examples::", "pictures::", "properties::"]
        .iter()
        .position(|group| name.starts_with(group))
        .unwrap_or(3);
    let function = functions
        .iter()
        .enumerate()
        .filter_map(|(index, function)| Some((first_call(text, function)?, index)))
        .min()
        .map(|(_, index)| index)
        .or_else(|| {
            functions
                .iter()
                .position(|function| name.contains(function.as_str()))
        })
        .unwrap_or(functions.len());
    let place = written.place(name).unwrap_or(usize::MAX);
    (group, place, function, text.len(), name.to_string())
}

/// Where `text` first calls `function` (`name(`, not as the end of a longer name).
fn first_call(text: &str, function: &str) -> Option<usize> {
    let call = format!("{function}(");
    text.match_indices(&call).map(|(at, _)| at).find(|&at| {
        let before = text[..at].chars().next_back();
        !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
    })
}

/// The functions of the chapter the tests cannot find in the learner's crate, most likely an
/// optional challenge's stub deleted: the tests name every one of them.
fn missing_stubs(errors: &[CompileError], chapter: &Exercise) -> Option<Problem> {
    let krate = chapter.crate_name();
    let named = |error: &CompileError| {
        let (message, code) = (&error.message, error.code.as_deref());
        let quoted =
            |after: &str| Some(message.split_once(after)?.1.split_once('`')?.0.to_string());
        match code {
            // ``cannot find function `scoop_all` in crate `scoop` ``
            Some("E0425") if message.ends_with(&format!("in crate `{krate}`")) => {
                quoted("cannot find function `")
            }
            // ``unresolved import `scoop::fullest_pit` ``: the tests' `use scoop::{...}`.
            Some("E0432") => quoted(&format!("unresolved import `{krate}::")),
            _ => None,
        }
    };
    let expected = |name: &String| chapter.stub_functions().contains(name);
    let missing: BTreeSet<String> = errors.iter().filter_map(named).filter(expected).collect();
    (!missing.is_empty()).then(|| Problem::MissingFunctions {
        names: missing.into_iter().collect(),
        learner_path: chapter.learner_path(),
        stub_path: format!("exercises/{}/course/stub.rs", chapter.folder_name()),
    })
}

/// The first lines of what the compiler (or cargo) said, up to the first blank line: its first
/// error, in its colours if it has them.
fn first_lines(said: &str) -> String {
    let first_error: Vec<&str> = said
        .lines()
        .skip_while(|line| !console::strip_ansi_codes(line).starts_with("error"))
        .take_while(|line| !console::strip_ansi_codes(line).is_empty())
        .take(25)
        .collect();
    first_error.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::process::Stop;
    use course_model::limits;

    /// What `check` says went wrong, problem by problem.
    fn advice(reading: &Reading) -> Vec<String> {
        reading.problems.iter().map(Problem::explain).collect()
    }

    const STUB: &str = "use ayoayo::Board;\n\npub fn scoop(board: Board) -> u8 {\n    todo!()\n}\n";

    /// A chapter of the model with these functions, for the learner's file
    /// `exercises/01-scoop/src/lib.rs`, with no test files.
    fn chapter(functions: &[&str]) -> Exercise {
        Exercise {
            model: model(functions),
            dir: "no/such/folder".into(),
        }
    }

    fn model(functions: &[&str]) -> course_model::Chapter {
        course_model::Chapter {
            number: 1,
            slug: "scoop".into(),
            title: "Scoop".into(),
            functions: functions.iter().map(|name| name.to_string()).collect(),
            ..Default::default()
        }
    }

    /// A run whose verdicts are the `test NAME ... ok|FAILED` lines of `output` (here only: the
    /// course tool reads verdicts from the harness's log, never from printed lines).
    fn run(output: &str, built: bool, timed_out: bool) -> TestRun {
        let mut run = TestRun::not_built(output.into(), timed_out);
        run.built = built;
        if built && !timed_out {
            run.ending = Ending::Exited(101);
        }
        if built && timed_out {
            run.ending = Ending::TimedOut(Stop::Computing(limits::CHECK_RUN));
        }
        run.tests = output
            .lines()
            .filter_map(|line| line.strip_prefix("test ")?.rsplit_once(" ... "))
            .map(|(name, verdict)| (name.to_string(), verdict == "ok"))
            .collect();
        run
    }

    #[test]
    fn names_how_the_test_process_ended_early() {
        let mut ended = run("test examples::a ... ok\n", true, false);
        ended.unfinished = vec!["examples::b".into(), "examples::c".into()];
        for (ending, words) in [
            (
                Ending::Exited(0),
                "with exit code 0 (it called `std::process::exit(0)`",
            ),
            (Ending::Exited(1), "with exit code 1"),
            (Ending::Signalled(6), "aborted the test process"),
            (Ending::Signalled(9), "killed (SIGKILL"),
        ] {
            ended.ending = ending;
            let report = diagnose(&ended, &chapter(&["scoop"]), STUB);
            let advice = &advice(&report)[0];
            assert!(advice.starts_with("ENDED EARLY:"), "{advice}");
            assert!(advice.contains(words), "{advice}");
            assert!(advice.contains("before 2 tests had finished"), "{advice}");
        }
        ended.output += "memory allocation of 4294967296 bytes failed\n";
        let report = diagnose(&ended, &chapter(&["scoop"]), STUB);
        assert!(advice(&report)[0].contains("more memory than the tests allow"));
    }

    #[test]
    fn names_the_function_still_holding_a_todo() {
        let output = "test examples::a ... FAILED\n\nfailures:\n\n---- examples::a stdout ----\n\n\
            thread 'examples::a' (7) panicked at exercises/01-scoop/src/lib.rs:4:5:\n\
            not yet implemented\n\nfailures:\n    examples::a\n\ntest result: FAILED. 0 passed; 1 failed\n";
        let report = diagnose(&run(output, true, false), &chapter(&["scoop"]), STUB);
        assert_eq!(report.failing, ["examples::a"]);
        assert_eq!(
            advice(&report),
            [
                "Still a `todo!()`: `scoop` in exercises/01-scoop/src/lib.rs. Replace each `todo!()` with your code."
            ]
        );
        let first = report.first_failure.unwrap();
        assert_eq!(first.test, "examples::a");
        assert!(first.text.ends_with("not yet implemented"));
    }

    #[test]
    fn a_todo_the_test_kit_caught_in_a_child_or_a_property_names_its_functions_in_file_order() {
        let two = "pub fn sow() {\n    todo!()\n}\n\npub fn relay() {\n    todo!()\n}\n";
        let output = "test examples::a ... FAILED\ntest examples::b ... FAILED\n";
        let mut caught = run(output, true, false);
        for (test, line) in [("examples::a", 6), ("examples::b", 2)] {
            caught.events.push(Event {
                test: test.into(),
                cause: Cause::Unwritten,
                call: None,
                board: Vec::new(),
                message: Some(format!("exercises/01-scoop/src/lib.rs:{line}:5")),
            });
        }
        let report = diagnose(&caught, &chapter(&["sow", "relay"]), two);
        assert_eq!(
            advice(&report),
            [
                "Still a `todo!()`: `sow`, `relay` in exercises/01-scoop/src/lib.rs. Replace each `todo!()` with your code."
            ]
        );
    }

    #[test]
    fn reads_examples_before_pictures_before_properties_and_names_a_panic() {
        let output = "\
            test properties::a ... FAILED\ntest pictures::b ... FAILED\n\
            test examples::long ... FAILED\ntest examples::short ... FAILED\n\
            test examples::next ... FAILED\n\nfailures:\n\n\
            ---- properties::a stdout ----\nYour call distribute(board) differs\n\n\
            ---- pictures::b stdout ----\nYour pictures differ\n\n\
            ---- examples::long stdout ----\nYour call distribute(board, 1, 2, 3, 4) differs\n\n\
            ---- examples::short stdout ----\nYour code panicked at \
            exercises/02-distribute/src/lib.rs:9:5: attempt to add with overflow\n\n\
            ---- examples::next stdout ----\nYour call next_pit(11) gives a different answer, \
            not distribute(...)\n\nfailures:\n    properties::a\n\n\
            test result: FAILED. 0 passed; 5 failed\n";
        let mut run = run(output, true, false);
        run.events.push(Event {
            test: "examples::short".into(),
            cause: Cause::Panic,
            call: None,
            board: Vec::new(),
            message: Some("attempt to add with overflow (at lib.rs:9:5)".into()),
        });
        let report = diagnose(&run, &chapter(&["next_pit", "distribute"]), "");
        let order = [
            "examples::next",
            "examples::long",
            "examples::short",
            "pictures::b",
        ];
        assert_eq!(report.failing[..4], order);
        assert_eq!(report.failing[4], "properties::a");
        assert_eq!(
            report.first_failure.as_ref().unwrap().test,
            "examples::next"
        );
        assert_eq!(report.first_picture.as_ref().unwrap().test, "pictures::b");
        let advice = &advice(&report)[0];
        assert!(
            advice.contains("PANIC") && advice.contains("attempt to add"),
            "{advice}"
        );
    }

    #[test]
    fn the_simplest_failure_is_the_test_written_first_not_the_shortest_report() {
        let workspace = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let alpha_beta = crate::chapters::find_chapter(workspace, "alpha-beta").unwrap();
        let depth_0 = "examples::at_depth_0_the_search_enters_the_position_alone_and_scores_it";
        let narrow = "examples::a_narrow_window_prunes_more";
        let output = format!(
            "test {narrow} ... FAILED\ntest {depth_0} ... FAILED\n\nfailures:\n\n\
             ---- {narrow} stdout ----\nYour call negamax_alpha_beta(position, 4, -1, 1, visit): \
             differs\n\n---- {depth_0} stdout ----\nYour call negamax_alpha_beta(position, 0, \
             -i32::MAX, i32::MAX, visit): depth 0 enters the position itself and nothing else, \
             and yours entered none\n\nfailures:\n    {narrow}\n\n\
             test result: FAILED. 0 passed; 2 failed\n"
        );
        let report = diagnose(&run(&output, true, false), &alpha_beta, "");
        assert_eq!(report.failing, [depth_0, narrow]);
        assert_eq!(report.first_failure.unwrap().test, depth_0);
    }

    #[test]
    fn a_panic_in_code_the_learner_called_is_a_panic_not_a_different_answer() {
        let output = "test examples::a ... FAILED\n\nfailures:\n\n---- examples::a stdout ----\n\n\
            thread 'examples::a' (7) panicked at solutions/src/distribute.rs:20:9:\n\
            index out of bounds: the len is 12 but the index is 12\n\nfailures:\n    examples::a\n\n\
            test result: FAILED. 0 passed; 1 failed\n";
        let report = diagnose(&run(output, true, false), &chapter(&["scoop"]), STUB);
        let advice = &advice(&report)[0];
        assert!(advice.starts_with("A PANIC"), "{advice}");
        assert!(
            advice.contains("index out of bounds: the len is 12 but the index is 12 (at solutions/src/distribute.rs:20:9)"),
            "{advice}"
        );
    }

    #[test]
    fn recognises_a_stack_overflow() {
        let output = "test examples::a ... ok\n\nthread 'examples::b' has overflowed its stack\n\
            fatal runtime error: stack overflow\n";
        let report = diagnose(&run(output, true, false), &chapter(&["scoop"]), STUB);
        assert!(advice(&report)[0].starts_with("STACK OVERFLOW in `examples::b`"));
    }

    /// A run whose tests did not build, the compiler having given `errors`: (code, message,
    /// rendered).
    fn not_built(errors: &[(&str, &str, &str)]) -> TestRun {
        let mut run = run(
            "   Compiling scoop\nerror: could not compile `scoop`\n",
            false,
            false,
        );
        run.compile_errors = (errors.iter())
            .map(|&(code, message, rendered)| CompileError {
                code: Some(code.into()),
                message: message.into(),
                rendered: rendered.into(),
            })
            .collect();
        run
    }

    #[test]
    fn explains_a_timeout_and_a_compile_error() {
        let stuck = diagnose(
            &run("test a ... ok\n", true, true),
            &chapter(&["scoop"]),
            STUB,
        );
        assert!(advice(&stuck)[0].starts_with("NO ANSWER"));
        let rendered = "error[E0425]: cannot find value `x`\n --> src/lib.rs:3:5\n\nmore\n";
        let broken = not_built(&[("E0425", "cannot find value `x`", rendered)]);
        let report = diagnose(&broken, &chapter(&["scoop"]), STUB);
        let advice = advice(&report);
        assert!(advice[0].contains("error[E0425]: cannot find value `x`"));
        assert!(!advice[0].contains("more"));
        assert_eq!(advice.len(), 1, "nothing is said of a missing stub");
    }

    #[test]
    fn a_coloured_compile_error_is_shown_in_its_colours_and_a_missing_stub_named() {
        let mut scoop = chapter(&["scoop"]);
        scoop.model.challenges = vec!["scoop_all".into()];
        // As the compiler renders it for a terminal: bold red `error`, blue arrows.
        let rendered = "\x1b[1m\x1b[91merror[E0425]\x1b[0m\x1b[1m: cannot find function \
            `scoop_all` in crate `scoop`\x1b[0m\n \x1b[1m\x1b[94m--> \x1b[0mtests/scoop/challenges.rs:9:5\n\nmore\n";
        let message = "cannot find function `scoop_all` in crate `scoop`";
        let report = diagnose(&not_built(&[("E0425", message, rendered)]), &scoop, STUB);
        let advice = advice(&report);
        let first_error = &advice[0];
        assert!(
            first_error.contains("\x1b[91merror[E0425]"),
            "{first_error}"
        );
        assert!(first_error.contains("challenges.rs:9:5"), "{first_error}");
        assert!(!first_error.contains("more"), "{first_error}");
        assert_eq!(
            advice[1],
            "MISSING FUNCTION: your file has no `scoop_all`, which the chapter's tests call. Even \
             a function you skip, such as an optional challenge, must stay in your file as its \
             stub, `todo!()` and all. It belongs in exercises/01-scoop/src/lib.rs: copy it back \
             from exercises/01-scoop/course/stub.rs."
        );
    }

    #[test]
    fn an_unresolved_import_of_a_challenge_is_a_missing_stub_and_a_cargo_error_is_quoted() {
        let mut scoop = chapter(&["scoop"]);
        scoop.model.challenges = vec!["scoop_all".into(), "fullest_pit".into()];
        let message = "unresolved import `scoop::fullest_pit`";
        let unresolved = not_built(&[("E0432", message, "error[E0432]: ...\n")]);
        let report = diagnose(&unresolved, &scoop, STUB);
        assert!(advice(&report)[1].contains("no `fullest_pit`"));
        let other = not_built(&[("E0432", "unresolved import `std::nothing`", "error\n")]);
        assert_eq!(advice(&diagnose(&other, &scoop, STUB)).len(), 1);
        let report = diagnose(&not_built(&[]), &scoop, STUB);
        assert!(advice(&report)[0].ends_with("error: could not compile `scoop`"));
    }

    #[test]
    fn a_run_stopped_at_its_deadline_shows_the_call_the_test_kit_told_of() {
        let mut stuck = run("", true, true);
        stuck.unfinished = vec!["examples::a".into()];
        stuck.events.push(Event {
            test: "examples::a".into(),
            cause: Cause::NoAnswer,
            call: Some("relay_sow(board, 0)".into()),
            board: vec![4; 12],
            message: None,
        });
        let report = diagnose(&stuck, &chapter(&["relay_sow"]), "");
        let advice = advice(&report);
        assert_eq!(advice.len(), 1, "{advice:?}");
        assert!(advice[0].ends_with("The failure below names and draws the board."));
        let first = report.first_failure.expect("the call told of");
        assert_eq!(first.test, "examples::a");
        assert!(
            first
                .text
                .contains("The call was relay_sow(board, 0), on the board [4, 4")
        );
        assert!(first.text.contains("North    4   4"), "{}", first.text);
    }
}
