//! Turning a test run into words a learner can act on: what failed, why it probably failed
//! (code that does not compile, a `todo!()` still there, a stack overflow, a call that never
//! returns, a panic), and the simplest failure and the first picture that differs, in full.
//! Failures are read in the order the book gives the tests: worked examples, then pictures, then
//! properties; within each, in the order the tests are written in their file, where each
//! chapter's authors put the most basic first (the depth-0 search before a whole one), then by
//! the order of the chapter's functions, then the shortest report.

use std::collections::BTreeSet;
use std::fs;

use course_model::markers::{ENDED_EARLY, LEARNER_PANIC, NO_ANSWER, OUT_OF_MEMORY, STACK_OVERFLOW};

use crate::chapters::Chapter;
use crate::test_run::{Ending, TestRun};

/// A summary of one run of a chapter's tests.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    pub passed: usize,
    pub total: usize,
    /// The failing tests' names, in reading order: examples, pictures, properties.
    pub failing: Vec<String>,
    /// Plain sentences saying what probably went wrong, the most important first.
    pub advice: Vec<String>,
    /// What the simplest failing test printed: its panic message or assertion diff.
    pub first_failure: Option<(String, String)>,
    /// The first failing picture test's diff, when it is not already the first failure.
    pub first_picture: Option<(String, String)>,
}

/// Reads a run of the tests of `chapter`, whose learner's file holds `learner_source`.
/// Failures are ordered by where the chapter's test files write them, then by the chapter's
/// functions as the course model lists them.
pub fn diagnose(run: &TestRun, chapter: &Chapter, learner_source: &str) -> Report {
    let learner_path = &chapter.learner_path();
    let functions = &chapter.functions;
    let written = TestFiles::of(chapter);
    let mut sections = failure_sections(&run.output);
    let text_of = |name: &str| {
        let section = sections.iter().find(|(section, _)| section == name);
        section.map_or("", |(_, text)| text.as_str()).to_string()
    };
    let mut failing: Vec<String> = run.failed().into_iter().map(String::from).collect();
    let order = |name: &str, text: &str| reading_order(name, text, functions, &written);
    failing.sort_by_cached_key(|name| order(name, &text_of(name)));
    sections.sort_by_cached_key(|(name, text)| order(name, text));
    let mut report = Report {
        passed: run.passed().len(),
        total: run.total(),
        first_failure: sections.first().cloned(),
        first_picture: sections
            .iter()
            .skip(1)
            .find(|(name, _)| name.starts_with("pictures::"))
            .cloned(),
        failing,
        advice: Vec::new(),
    };
    if !run.built {
        report
            .advice
            .push(compile_advice(&run.output, run.timed_out()));
        // Read without the colours the compiler's messages have on a terminal.
        let plain = console::strip_ansi_codes(&run.output);
        report.advice.extend(missing_stubs(&plain, chapter));
        return report;
    }
    if let Some(test) = overflowed_test(&run.output) {
        report.advice.push(format!(
            "STACK OVERFLOW in `{test}`: your function called itself until the stack ran out, \
             so the recursion never reached its base case. Look at that test's input and check \
             that every recursive call moves closer to the base case."
        ));
    }
    if run.timed_out() {
        report.advice.push(
            "NO ANSWER: the tests were stopped because they did not finish in time. A loop or \
             recursion is probably not making progress: check that each step brings it closer \
             to its end."
                .into(),
        );
    } else if !run.unfinished.is_empty() && report.advice.is_empty() {
        report.advice.push(ended_early(run));
    }
    let output = &run.output;
    // The test kit starts its report of an isolated call with the course model's markers.
    if output.contains(STACK_OVERFLOW) {
        report.advice.push(format!(
            "{STACK_OVERFLOW} a call of your code recursed until the stack ran out, so it never \
             reached its base case. The failure below names and draws the board."
        ));
    }
    if output.contains(ENDED_EARLY) {
        report.advice.push(format!(
            "{ENDED_EARLY} a call of your code ended the process running its test (an exit, an \
             abort or a signal) instead of returning an answer. The failure below names and \
             draws the board."
        ));
    }
    if output.contains(OUT_OF_MEMORY) {
        report.advice.push(format!(
            "{OUT_OF_MEMORY} a call of your code asked for more memory than the tests allow. \
             The failure below names and draws the board."
        ));
    }
    if output.contains(NO_ANSWER) {
        report.advice.push(format!(
            "{NO_ANSWER} a call of your code did not return in time; is it making progress? The \
             failure below names and draws the board."
        ));
    }
    let unwritten = unwritten_functions(output, learner_path, learner_source);
    if !unwritten.is_empty() {
        let names: Vec<String> = unwritten.iter().map(|name| format!("`{name}`")).collect();
        report.advice.push(format!(
            "Still a `todo!()`: {} in {learner_path}. Replace it with your code.",
            names.join(", ")
        ));
    }
    if let Some(panic) = sections
        .iter()
        .find_map(|(_, text)| learner_panic(text, learner_path))
    {
        report.advice.push(format!(
            "A PANIC: your code stopped with a panic instead of giving an answer: {panic}. \
             The failure below says which call."
        ));
    }
    if report.advice.is_empty() && !report.failing.is_empty() {
        report.advice.push(
            "Some answers differ from the reference's: read the simplest failure below, the \
             reference's answer and yours."
                .into(),
        );
    }
    report
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
    fn of(chapter: &Chapter) -> TestFiles {
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

/// The message of a panic in the learner's own code, or in code it called (anything but a
/// test's own check failing), other than a `todo!()` still there.
fn learner_panic(text: &str, learner_path: &str) -> Option<String> {
    let lines: Vec<&str> = text.lines().collect();
    lines.iter().enumerate().find_map(|(at, line)| {
        let message = if let Some(rest) = line.split(&format!("{LEARNER_PANIC} ")).nth(1) {
            rest.split_once(": ")?.1.to_string()
        } else if line.contains(&format!("panicked at {learner_path}:")) {
            lines.get(at + 1)?.to_string()
        } else if let Some(place) = line.split(" panicked at ").nth(1)
            && !place.contains("/tests/")
        {
            let place = place.trim_end_matches(':');
            format!("{} (at {place})", lines.get(at + 1)?.trim_end_matches('.'))
        } else {
            return None;
        };
        let message = message.trim().trim_end_matches('.').to_string();
        (!message.starts_with("not yet implemented")).then_some(message)
    })
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

/// The name of the innermost function of `source` around its `line` (1-based).
fn enclosing_function(source: &str, line: usize) -> Option<String> {
    crate::learner_file::LearnerFile::parse(source)
        .ok()?
        .function_at_line(line)
}

/// What to say when the test process ended before every test had: how it ended, in words.
fn ended_early(run: &TestRun) -> String {
    let left = run.unfinished.len();
    let tests = if left == 1 { "test" } else { "tests" };
    if run.output.contains("memory allocation of") {
        return format!(
            "{OUT_OF_MEMORY} your code asked for more memory than the tests allow, so the test \
             process was stopped before {left} {tests} had finished."
        );
    }
    let how = {
        match run.ending {
            Ending::Exited(code) => format!(
                "your code ended the test process with exit code {code} (`std::process::exit` \
                 or something that calls it)"
            ),
            Ending::Signalled(6) => {
                "your code aborted the test process (`std::process::abort()`?)".to_string()
            }
            Ending::Signalled(signal) => format!(
                "the test process was killed by signal {signal}, probably for going over the \
                 limits on memory, processes or time the tests run with"
            ),
            Ending::NotRun | Ending::TimedOut => "the test process ended".to_string(),
        }
    };
    format!(
        "{ENDED_EARLY} {how} before {left} {tests} had finished. A test passes only when your \
         function returns its answer: ending the program is never an answer."
    )
}

/// What to say when the tests cannot find a function of the chapter in the learner's crate,
/// most likely an optional challenge's stub deleted: the tests name every one of them.
fn missing_stubs(output: &str, chapter: &Chapter) -> Option<String> {
    let krate = chapter.crate_name();
    let missing: BTreeSet<&str> = output
        .lines()
        .filter_map(|line| line.split_once("cannot find function `"))
        .filter_map(|(_, rest)| rest.split_once('`'))
        .filter(|(_, rest)| rest.contains(&format!("in crate `{krate}`")))
        .map(|(name, _)| name)
        .filter(|name| {
            chapter
                .functions
                .iter()
                .chain(&chapter.challenges)
                .any(|f| f == name)
        })
        .collect();
    if missing.is_empty() {
        return None;
    }
    let names: Vec<String> = missing.iter().map(|name| format!("`{name}`")).collect();
    let stub = format!("exercises/{}/course/stub.rs", chapter.folder_name());
    Some(format!(
        "Your file has no {}, which the chapter's tests call. Even a function you skip, such as \
         an optional challenge, must stay in {} as its stub, `todo!()` and all: copy it back \
         from {}.",
        names.join(", "),
        chapter.learner_path(),
        stub,
    ))
}

/// What to say when the code does not compile: the first error, as the compiler gave it, in
/// its colours if it has them.
fn compile_advice(output: &str, timed_out: bool) -> String {
    if timed_out {
        return "The build did not finish in time. Try again; if it keeps happening, run \
                `cargo test` yourself to see what it is doing."
            .into();
    }
    let first_error: Vec<&str> = output
        .lines()
        .skip_while(|line| !console::strip_ansi_codes(line).starts_with("error"))
        .take_while(|line| !console::strip_ansi_codes(line).is_empty())
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

    /// A chapter of the model with these functions, for the learner's file
    /// `exercises/01-scoop/src/lib.rs`, with no test files.
    fn chapter(functions: &[&str]) -> Chapter {
        Chapter {
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
            isolated: false,
            recursive: Vec::new(),
            challenges: Vec::new(),
            recursive_only: Vec::new(),
            module: None,
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
            (Ending::Exited(0), "with exit code 0 (`std::process::exit`"),
            (Ending::Exited(1), "with exit code 1"),
            (Ending::Signalled(6), "aborted the test process"),
            (Ending::Signalled(9), "killed by signal 9"),
        ] {
            ended.ending = ending;
            let report = diagnose(&ended, &chapter(&["scoop"]), STUB);
            let advice = &report.advice[0];
            assert!(advice.starts_with(ENDED_EARLY), "{advice}");
            assert!(advice.contains(words), "{advice}");
            assert!(advice.contains("before 2 tests had finished"), "{advice}");
            assert_eq!((report.passed, report.total), (1, 3));
        }
        ended.output += "memory allocation of 4294967296 bytes failed\n";
        let report = diagnose(&ended, &chapter(&["scoop"]), STUB);
        assert!(report.advice[0].contains("more memory than the tests allow"));
    }

    #[test]
    fn names_the_function_still_holding_a_todo() {
        let output = "test examples::a ... FAILED\n\nfailures:\n\n---- examples::a stdout ----\n\n\
            thread 'examples::a' (7) panicked at exercises/01-scoop/src/lib.rs:4:5:\n\
            not yet implemented\n\nfailures:\n    examples::a\n\ntest result: FAILED. 0 passed; 1 failed\n";
        let report = diagnose(&run(output, true, false), &chapter(&["scoop"]), STUB);
        assert_eq!(report.failing, ["examples::a"]);
        assert!(report.advice[0].contains("`scoop`"), "{:?}", report.advice);
        let (name, text) = report.first_failure.unwrap();
        assert_eq!(name, "examples::a");
        assert!(text.ends_with("not yet implemented"));
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
        let report = diagnose(
            &run(output, true, false),
            &chapter(&["next_pit", "distribute"]),
            "",
        );
        let order = [
            "examples::next",
            "examples::long",
            "examples::short",
            "pictures::b",
        ];
        assert_eq!(report.failing[..4], order);
        assert_eq!(report.failing[4], "properties::a");
        assert_eq!(report.first_failure.unwrap().0, "examples::next");
        assert_eq!(report.first_picture.unwrap().0, "pictures::b");
        assert!(
            report.advice[0].contains("PANIC") && report.advice[0].contains("attempt to add"),
            "{:?}",
            report.advice
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
        assert_eq!(report.first_failure.unwrap().0, depth_0);
    }

    #[test]
    fn a_panic_in_code_the_learner_called_is_a_panic_not_a_different_answer() {
        let output = "test examples::a ... FAILED\n\nfailures:\n\n---- examples::a stdout ----\n\n\
            thread 'examples::a' (7) panicked at solutions/src/distribute.rs:20:9:\n\
            index out of bounds: the len is 12 but the index is 12\n\nfailures:\n    examples::a\n\n\
            test result: FAILED. 0 passed; 1 failed\n";
        let report = diagnose(&run(output, true, false), &chapter(&["scoop"]), STUB);
        let advice = &report.advice[0];
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
        assert!(report.advice[0].starts_with("STACK OVERFLOW in `examples::b`"));
    }

    #[test]
    fn explains_a_timeout_and_a_compile_error() {
        let stuck = diagnose(
            &run("test a ... ok\n", true, true),
            &chapter(&["scoop"]),
            STUB,
        );
        assert!(stuck.advice[0].starts_with("NO ANSWER"));
        let broken = "error[E0425]: cannot find value `x`\n --> src/lib.rs:3:5\n\nmore\n";
        let report = diagnose(&run(broken, false, false), &chapter(&["scoop"]), STUB);
        assert!(report.advice[0].contains("error[E0425]: cannot find value `x`"));
        assert!(!report.advice[0].contains("more"));
        assert_eq!(report.advice.len(), 1, "nothing is said of a missing stub");
    }

    #[test]
    fn a_coloured_compile_error_is_read_and_shown_in_its_colours() {
        let mut scoop = chapter(&["scoop"]);
        scoop.model.challenges = vec!["scoop_all".into()];
        // As cargo --color always prints it: bold red `error`, blue arrows.
        let broken = "\x1b[1m\x1b[92m   Compiling\x1b[0m scoop\n\
            \x1b[1m\x1b[91merror[E0425]\x1b[0m\x1b[1m: cannot find function `scoop_all` in \
            crate `scoop`\x1b[0m\n \x1b[1m\x1b[94m--> \x1b[0mtests/scoop/challenges.rs:9:5\n\nmore\n";
        let report = diagnose(&run(broken, false, false), &scoop, STUB);
        let first_error = &report.advice[0];
        assert!(
            first_error.contains("\x1b[91merror[E0425]"),
            "{first_error}"
        );
        assert!(first_error.contains("challenges.rs:9:5"), "{first_error}");
        assert!(!first_error.contains("more"), "{first_error}");
        assert!(report.advice[1].starts_with("Your file has no `scoop_all`"));
    }

    #[test]
    fn a_deleted_challenge_stub_is_named_with_where_to_copy_it_from() {
        let mut scoop = chapter(&["scoop"]);
        scoop.model.challenges = vec!["scoop_all".into()];
        let broken = "error[E0425]: cannot find function `scoop_all` in crate `scoop`
             --> exercises/01-scoop/tests/scoop/challenges.rs:9:5
";
        let report = diagnose(&run(broken, false, false), &scoop, STUB);
        assert_eq!(
            report.advice[1],
            "Your file has no `scoop_all`, which the chapter's tests call. Even a function you \
             skip, such as an optional challenge, must stay in exercises/01-scoop/src/lib.rs as \
             its stub, `todo!()` and all: copy it back from exercises/01-scoop/course/stub.rs."
        );
    }
}
