//! The course tool as a learner meets it, driven through the built binary on scratch copies
//! of the workspace: a stub, a correct chapter, a recursion that never ends, a loop that never
//! ends, a panic, `reset`, and bad input, which must get a clear error and never a panic.

mod common;

use std::fs;

#[cfg(target_os = "linux")]
use ayoayo_course::chapters::find_chapter;
use ayoayo_course::workshop::with_optional;
use common::running_with;
use common::{Ran, course, course_with, scratch, with_challenges};

fn assert_clear_error(ran: &Ran, words: &str) {
    assert_eq!(ran.code, Some(2), "{}", ran.all());
    assert!(ran.stderr.contains(words), "{}", ran.all());
    assert!(!ran.stderr.contains("panicked"), "{}", ran.all());
}

#[test]
fn the_map_lists_every_chapter_and_the_next_step() {
    let (copy, _turn) = scratch("map");
    let ran = course(&copy.root, &[]);
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    let slugs = common::slugs();
    for slug in &slugs {
        assert!(ran.stdout.contains(slug), "{slug} missing:\n{}", ran.all());
    }
    let none = format!("0 of {} chapters", slugs.len());
    assert!(ran.stdout.contains(&none), "{}", ran.all());
    assert!(ran.stdout.contains("cargo test -p scoop"), "{}", ran.all());
}

#[test]
fn check_on_the_stub_names_the_function_still_to_write() {
    let (copy, _turn) = scratch("stub");
    let ran = course(&copy.root, &["check", "scoop"]);
    assert_eq!(ran.code, Some(1), "{}", ran.all());
    assert!(ran.stdout.contains("0 of 9 tests pass"), "{}", ran.all());
    assert!(
        ran.stdout.contains("Still a `todo!()`: `scoop`"),
        "{}",
        ran.all()
    );
}

/// Also: while tests build and run, stderr, a pipe here, says so in one plain line; the map
/// says nothing for a state it already knows.
#[test]
fn check_passes_a_correct_chapter_and_the_map_moves_on() {
    let (copy, _turn) = scratch("correct");
    let correct = with_challenges("01-scoop", "pub use ayoayo::scoop;\n");
    copy.write_lib("01-scoop", &correct).unwrap();
    let ran = course(&copy.root, &["check", "1"]);
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    assert!(ran.stdout.contains("all 9 tests pass"), "{}", ran.all());
    let working = "Testing chapter 1, scoop (the first build takes a minute)…\n";
    assert!(ran.stderr.starts_with(working), "{}", ran.all());
    let challenges =
        "Challenges: 2 of 2 done (optional: cargo test -p scoop -- --ignored challenges)";
    assert!(ran.stdout.contains(challenges), "{}", ran.all());
    let map = course(&copy.root, &[]);
    let one = format!("1 of {} chapters", common::slugs().len());
    assert!(map.stdout.contains(&one), "{}", map.all());
    assert_eq!(map.stderr, "", "check's verdict is remembered");
    copy.write_lib("01-scoop", correct + "// saved again\n")
        .unwrap();
    let again = course(&copy.root, &[]);
    assert_eq!(again.stderr, working, "{}", again.all());
    assert!(
        map.stdout.contains("Start chapter 2, distribute"),
        "{}",
        map.all()
    );
}

/// `check` with no chapter finds the current one by its tests, and gives the verdict of that
/// same run: the chapter's tests run once.
#[test]
fn check_with_no_chapter_runs_the_current_chapters_tests_once() {
    let (copy, _turn) = scratch("current");
    let wrong = "use ayoayo::{Board, Pit};\npub fn scoop(board: Board, _pit: Pit) -> (Board, u8) {\n    \
                 (board, 0)\n}\n";
    copy.write_lib("01-scoop", with_challenges("01-scoop", wrong))
        .unwrap();
    let ran = course(&copy.root, &["check"]);
    assert_eq!(ran.code, Some(1), "{}", ran.all());
    assert!(ran.stdout.contains("Chapter 1, scoop: "), "{}", ran.all());
    let runs = ran.stderr.matches("Testing chapter 1, scoop").count();
    assert_eq!(runs, 1, "{}", ran.all());
}

/// A chapter of the course model, by its folder (`13-minimax`).
fn model(folder: &str) -> course_model::Chapter {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let course = course_model::Course::load(root).expect("reading exercises/course.toml");
    course.find(folder).expect("a chapter's folder").clone()
}

#[test]
fn a_part_iii_chapter_passed_counts_every_challenge_and_leads_to_the_next_chapter() {
    let (copy, _turn) = scratch("part-three");
    // Chapter 13 answered by the reference, challenges and all; chapter 1 is still the stub.
    copy.write_lib("13-minimax", model("13-minimax").reference_lib())
        .unwrap();
    let ran = course(&copy.root, &["check", "minimax"]);
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    let all = "Challenges: 3 of 3 done (optional: cargo test -p minimax -- --ignored challenges)";
    assert!(ran.stdout.contains(all), "{}", ran.all());
    let next = "Next: chapter 14, alpha-beta. Read book/src/14-alpha-beta.md";
    assert!(ran.stdout.contains(next), "{}", ran.all());
    let map = course(&copy.root, &[]);
    assert!(
        map.stdout.contains("Start chapter 14, alpha-beta:"),
        "{}",
        map.all()
    );
}

/// Chapter 2 written with `distribute` as a `loop`: correct, so its tests pass, but not recursive.
const DISTRIBUTE_LOOP: &str = "use ayoayo::{Board, Pit};\n\
    pub fn next_pit(pit: Pit) -> Pit {\n    (pit + 1) % 12\n}\n\
    pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {\n    \
        if in_hand == 0 || pit >= 12 {\n        return (board, pit);\n    }\n    \
        let (mut board, mut pit, mut left) = (board, pit, in_hand);\n    \
        loop {\n        \
            if pit == skip {\n            pit = next_pit(pit);\n            continue;\n        }\n        \
            board[pit] = board[pit].saturating_add(1);\n        left -= 1;\n        \
            if left == 0 {\n            return (board, pit);\n        }\n        \
            pit = next_pit(pit);\n    }\n}\n";

#[test]
fn check_says_whether_distribute_recurses_without_changing_the_verdict() {
    let (copy, _turn) = scratch("recursion-line");
    let reference = fs::read_to_string(copy.root.join("solutions/src/distribute.rs")).unwrap();
    let recursive = reference.replace("use crate::", "use ayoayo::");
    copy.write_lib(
        "02-distribute",
        with_challenges("02-distribute", &recursive),
    )
    .unwrap();
    let ran = course(&copy.root, &["check", "distribute"]);
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    assert!(
        ran.stdout.contains("Recursion: distribute calls itself ✓"),
        "{}",
        ran.all()
    );
    assert!(!ran.stdout.contains("next_pit calls"), "{}", ran.all());

    copy.write_lib(
        "02-distribute",
        with_challenges("02-distribute", DISTRIBUTE_LOOP),
    )
    .unwrap();
    let ran = course(&copy.root, &["check", "distribute"]);
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    assert!(
        ran.stdout.contains("tests pass. Well done!"),
        "{}",
        ran.all()
    );
    let line = "Recursion: distribute has no recursive call: the chapter asks for recursion \
                (your tests still count)";
    assert!(ran.stdout.contains(line), "{}", ran.all());
}

#[test]
fn check_counts_the_challenges_apart_and_only_once_the_chapter_passes() {
    let (copy, _turn) = scratch("challenges");
    let stub = fs::read_to_string(copy.root.join("exercises/01-scoop/course/stub.rs")).unwrap();
    let solved = stub.replace(
        "todo!(\"scoop pit {pit} of the board {board:?}\")",
        "let mut after = board;\n    after[pit] = 0;\n    (after, board[pit])",
    );
    copy.write_lib("01-scoop", &solved).unwrap();
    let ran = course(&copy.root, &["check", "scoop"]);
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    assert!(ran.stdout.contains("all 9 tests pass"), "{}", ran.all());
    let none = "Challenges: 0 of 2 done (optional: cargo test -p scoop -- --ignored challenges)";
    assert!(ran.stdout.contains(none), "{}", ran.all());

    copy.write_lib("01-scoop", &stub).unwrap();
    let ran = course(&copy.root, &["check", "scoop"]);
    assert!(ran.stdout.contains("0 of 9 tests pass"), "{}", ran.all());
    assert!(!ran.stdout.contains("Challenges:"), "{}", ran.all());
}

/// Chapter 2's `landing_pits` challenge, asked for with recursion alone, written with a loop.
const LANDING_PITS_LOOP: &str =
    "pub fn landing_pits(skip: Pit, pit: Pit, in_hand: u8) -> Vec<Pit> {
    let mut landed = Vec::new();
    let mut next = pit;
    while pit < 12 && landed.len() < usize::from(in_hand) {
        if next != skip {
            landed.push(next);
        }
        next = (next + 1) % 12;
    }
    landed
}
pub use ayoayo::challenges::distribute::undistribute;
";

#[test]
fn check_says_when_a_recursion_alone_challenge_loops_without_changing_the_verdict() {
    let (copy, _turn) = scratch("recursion-alone");
    let reference = fs::read_to_string(copy.root.join("solutions/src/distribute.rs")).unwrap();
    let recursive = reference.replace("use crate::", "use ayoayo::");
    // With the stub's drills, still `todo!()`, as the learner's file has them.
    let chapter = find_chapter(&copy.root, "distribute").unwrap();
    let stub = fs::read(chapter.stub_file()).unwrap();
    let written = format!("{recursive}\n{LANDING_PITS_LOOP}");
    let lib = with_optional(&chapter, written.as_bytes(), &stub);
    copy.write_lib("02-distribute", String::from_utf8(lib).unwrap())
        .unwrap();
    let ran = course(&copy.root, &["check", "distribute"]);
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    assert!(
        ran.stdout.contains("tests pass. Well done!"),
        "{}",
        ran.all()
    );
    let line = "Recursion: landing_pits uses a `while` loop: this one asks for recursion alone, \
                no loops or iterators (your tests still count)";
    assert!(ran.stdout.contains(line), "{}", ran.all());
    let done = "Challenges: 2 of 2 done";
    assert!(ran.stdout.contains(done), "{}", ran.all());
}

#[test]
fn check_explains_a_recursion_that_never_reaches_its_base_case() {
    let (copy, _turn) = scratch("recursion");
    let endless = "use ayoayo::{Board, Pit};\n\
        pub fn next_pit(pit: Pit) -> Pit { (pit + 1) % 12 }\n\
        #[allow(unconditional_recursion)]\n\
        pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {\n\
            distribute(board, skip, next_pit(pit), in_hand)\n}\n";
    copy.write_lib("02-distribute", with_challenges("02-distribute", endless))
        .unwrap();
    let ran = course(&copy.root, &["check", "distribute"]);
    assert_eq!(ran.code, Some(1), "{}", ran.all());
    assert!(ran.stdout.contains("STACK OVERFLOW"), "{}", ran.all());
    assert!(ran.stdout.contains("base case"), "{}", ran.all());
    // The trace of the simplest example shows where it was cut, and what kept repeating.
    assert!(
        ran.stdout.contains("calls were running at once"),
        "{}",
        ran.all()
    );
    assert!(ran.stdout.contains("in_hand stays 4"), "{}", ran.all());
    let whole = "The whole tree: cargo run -- trace distribute distribute --example first-move";
    assert!(ran.stdout.contains(whole), "{}", ran.all());
}

#[test]
fn check_shows_the_first_call_that_differs_and_the_command_for_the_whole_tree() {
    let (copy, _turn) = scratch("trace-excerpt");
    let mutant = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/mutants/02-distribute/forgets_the_skip.rs"
    );
    let mutant = fs::read_to_string(mutant).unwrap();
    copy.write_lib("02-distribute", with_challenges("02-distribute", &mutant))
        .unwrap();
    let ran = course(&copy.root, &["check", "distribute"]);
    assert_eq!(ran.code, Some(1), "{}", ran.all());
    // The simplest example laps past no skipped pit, so the second is traced: the last stone
    // of the lap, dropped into the skipped pit 5, is the first call to differ.
    // The heading is wrapped to fit 100 columns.
    let heading = "Your distribute's calls on the example `lap-past-skip`, around the first call \
                   whose answer differs from the reference's:";
    assert!(
        ran.stdout.replace('\n', " ").contains(heading),
        "{}",
        ran.all()
    );
    // The mistake names its parameter `_skip`, as it never reads it.
    let marked = "distribute(board: ①, _skip: 5, pit: 5, in_hand: 1) → (②, 5) ✗ first to differ";
    assert!(ran.stdout.contains(marked), "{}", ran.all());
    assert!(
        ran.stdout.contains("the reference: (③, 6)"),
        "{}",
        ran.all()
    );
    let whole = "The whole tree: cargo run -- trace distribute distribute --example lap-past-skip";
    assert!(ran.stdout.contains(whole), "{}", ran.all());
    // The tests' own words come first, as before.
    let simplest = ran.stdout.find("The simplest failure").unwrap();
    let traced = ran.stdout.find("Your distribute's calls").unwrap();
    assert!(simplest < traced, "{}", ran.all());
}

#[test]
fn check_names_the_board_when_a_relay_recurses_for_ever() {
    let (copy, _turn) = scratch("relay");
    let mutant = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/mutants/04-relay-sow/recurses_for_ever.rs"
    );
    let mutant = fs::read_to_string(mutant).unwrap();
    copy.write_lib("04-relay-sow", with_challenges("04-relay-sow", &mutant))
        .unwrap();
    let ran = course(&copy.root, &["check", "relay-sow"]);
    assert_eq!(ran.code, Some(1), "{}", ran.all());
    assert!(ran.stdout.contains("STACK OVERFLOW"), "{}", ran.all());
    assert!(ran.stdout.contains("  - STACK OVERFLOW"), "{}", ran.all());
    assert!(ran.stdout.contains("on the board ["), "{}", ran.all());
}

#[test]
fn check_stops_a_loop_that_never_ends() {
    let (copy, _turn) = scratch("loop");
    let endless = "use ayoayo::{Board, Pit};\n\
        pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {\n\
            let mut count = 0u64;\n    while board[pit] < 255 { count += 1; std::hint::black_box(count); }\n    (board, 0)\n}\n";
    copy.write_lib("01-scoop", with_challenges("01-scoop", endless))
        .unwrap();
    let ran = course(&copy.root, &["check", "scoop"]);
    assert_eq!(ran.code, Some(1), "{}", ran.all());
    assert!(ran.stdout.contains("NO ANSWER"), "{}", ran.all());
    assert!(ran.stdout.contains("did not all finish"), "{}", ran.all());
}

#[test]
fn check_shows_a_panic_s_own_message() {
    let (copy, _turn) = scratch("panic");
    let panicking = "use ayoayo::{Board, Pit};\n\
        pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {\n\
            panic!(\"I gave up on pit {pit} of {board:?}\")\n}\n";
    copy.write_lib("01-scoop", with_challenges("01-scoop", panicking))
        .unwrap();
    let ran = course(&copy.root, &["check", "scoop"]);
    assert_eq!(ran.code, Some(1), "{}", ran.all());
    assert!(ran.stdout.contains("I gave up on pit"), "{}", ran.all());
}

#[test]
fn check_quotes_the_compiler_when_the_code_does_not_compile() {
    let (copy, _turn) = scratch("compile");
    copy.write_lib("03-sow", "pub fn sow() -> u8 { \"not a number\" }\n")
        .unwrap();
    let ran = course(&copy.root, &["check", "sow"]);
    assert_eq!(ran.code, Some(1), "{}", ran.all());
    assert!(ran.stdout.contains("does not compile"), "{}", ran.all());
    assert!(ran.stdout.contains("error[E0308]"), "{}", ran.all());
}

/// The compiler's warnings on the learner's file come after the verdict and never change it,
/// on the check that builds the file and on the next, which cargo does not build again.
#[test]
fn check_shows_the_compiler_s_warnings_on_the_learner_s_file_without_changing_the_verdict() {
    let (copy, _turn) = scratch("warnings");
    let warned = "use ayoayo::{Board, Pit};\n\
        pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {\n\
            let forgotten = pit;\n\
            ayoayo::scoop(board, pit)\n}\n";
    copy.write_lib("01-scoop", with_challenges("01-scoop", warned))
        .unwrap();
    for run in ["built", "fresh"] {
        let ran = course(&copy.root, &["check", "scoop"]);
        assert_eq!(ran.code, Some(0), "{run}: {}", ran.all());
        assert!(
            ran.stdout.contains("all 9 tests pass"),
            "{run}: {}",
            ran.all()
        );
        let heading = "The compiler warns of one thing in your file";
        assert!(ran.stdout.contains(heading), "{run}: {}", ran.all());
        let warning = "unused variable: `forgotten`";
        assert!(ran.stdout.contains(warning), "{run}: {}", ran.all());
    }
}

/// Clippy's advice is shown only for the lints chosen for the course: an argument only passed
/// down the recursion is named; `clippy::all` (here `len_zero`) stays quiet.
#[test]
fn check_shows_the_chosen_clippy_lints_on_the_learner_s_file() {
    let (copy, _turn) = scratch("lints");
    let advised = "use ayoayo::{Board, Pit};\n\
        pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {\n\
            ayoayo::scoop(board, pit)\n}\n\
        pub fn stones(pits: &[u8], from: usize) -> u32 {\n\
            if pits.len() == 0 { return 0; }\n\
            u32::from(pits[0]) + stones(&pits[1..], from)\n}\n";
    copy.write_lib("01-scoop", with_challenges("01-scoop", advised))
        .unwrap();
    let ran = course(&copy.root, &["check", "scoop"]);
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    assert!(ran.stdout.contains("all 9 tests pass"), "{}", ran.all());
    assert!(
        ran.stdout.contains("parameter is only used in recursion"),
        "{}",
        ran.all()
    );
    assert!(
        !ran.stdout.contains("len_zero") && !ran.stdout.contains("is_empty"),
        "{}",
        ran.all()
    );
}

#[test]
fn reset_keeps_a_backup_and_loses_nothing() {
    let (copy, _turn) = scratch("reset");
    let mine = "// my own attempt, to be kept\npub use ayoayo::scoop;\n";
    copy.write_lib("01-scoop", mine).unwrap();
    let ran = course(&copy.root, &["reset", "scoop"]);
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    let exercise = copy.root.join("exercises/01-scoop");
    let stub = fs::read_to_string(exercise.join("course/stub.rs")).unwrap();
    assert_eq!(
        fs::read_to_string(exercise.join("src/lib.rs")).unwrap(),
        stub
    );
    let backups: Vec<_> = fs::read_dir(exercise.join("backups"))
        .unwrap()
        .flatten()
        .collect();
    assert_eq!(backups.len(), 1, "{}", ran.all());
    assert_eq!(fs::read_to_string(backups[0].path()).unwrap(), mine);
    let name = backups[0].file_name().into_string().unwrap();
    assert!(
        ran.stdout.contains(&name),
        "the backup's name is said: {}",
        ran.all()
    );

    let again = course(&copy.root, &["reset", "scoop"]);
    assert_eq!(again.code, Some(0), "{}", again.all());
    assert!(again.stdout.contains("nothing to reset"), "{}", again.all());
    assert_eq!(fs::read_dir(exercise.join("backups")).unwrap().count(), 1);
}

#[test]
fn reset_refuses_a_lib_rs_that_is_a_symbolic_link() {
    let (copy, _turn) = scratch("reset-symlink");
    let outside = copy.root.with_file_name("reset-symlink-outside.rs");
    let theirs = "// a file outside the course, not to be touched\n";
    fs::write(&outside, theirs).unwrap();
    let lib = copy.root.join("exercises/01-scoop/src/lib.rs");
    fs::remove_file(&lib).unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(&outside, &lib).unwrap();
    #[cfg(windows)]
    std::os::windows::fs::symlink_file(&outside, &lib).unwrap();

    let ran = course(&copy.root, &["reset", "scoop"]);
    assert_clear_error(&ran, "is a symbolic link");
    assert_eq!(fs::read_to_string(&outside).unwrap(), theirs);
    assert!(fs::symlink_metadata(&lib).unwrap().is_symlink());
}

#[test]
fn outside_a_course_folder_the_tool_says_so_and_where_the_course_is() {
    let elsewhere = tempfile::tempdir().unwrap();
    let ran = course(elsewhere.path(), &[]);
    assert_clear_error(&ran, "is not a course folder");
    assert!(
        ran.stderr.contains(env!("CARGO_MANIFEST_DIR")),
        "{}",
        ran.all()
    );
    assert_clear_error(
        &course(elsewhere.path(), &["check", "1"]),
        "is not a course folder",
    );
    // Drawing a move needs no course.
    let show = course(elsewhere.path(), &["show", "--sow", "3"]);
    assert_eq!(show.code, Some(0), "{}", show.all());
}

/// A chapter is found in any case and by its crate's name, a misspelt one gets a suggestion,
/// and `hint` with no chapter gives the current chapter's first hint, as `check` checks it.
#[test]
fn chapter_names_forgive_case_and_underscores_and_hint_defaults_to_the_current_chapter() {
    let (copy, _turn) = scratch("names");
    let dir = &copy.root;
    for (name, heading) in [
        ("Sow", "Chapter 3, sow: hint 1 of"),
        ("relay_sow", "Chapter 4, relay-sow: hint 1 of"),
        ("04_Relay_Sow", "Chapter 4, relay-sow: hint 1 of"),
    ] {
        let ran = course(dir, &["hint", name]);
        assert_eq!(ran.code, Some(0), "{}", ran.all());
        assert!(ran.stdout.starts_with(heading), "{name}: {}", ran.all());
    }
    assert_clear_error(&course(dir, &["hint", "sowe"]), "Did you mean `sow`?");
    assert_clear_error(&course(dir, &["reset", "Scop"]), "Did you mean `scoop`?");
    let current = course(dir, &["hint"]);
    assert_eq!(current.code, Some(0), "{}", current.all());
    assert!(
        current.stdout.starts_with("Chapter 1, scoop: hint 1 of"),
        "{}",
        current.all()
    );
}

/// With its output pipe closed before it prints, a command ends without a word, as `cat`
/// does: by SIGPIPE on Unix, and never by a panic.
#[cfg(unix)]
#[test]
fn a_closed_output_pipe_ends_every_printing_command_quietly() {
    use std::os::unix::process::ExitStatusExt;
    use std::process::{Command, Stdio};
    let (copy, _turn) = scratch("broken-pipe");
    let commands: [&[&str]; 4] = [
        &["show", "--sow", "3"],
        &["hint", "scoop"],
        &[],
        &["--help"],
    ];
    for args in commands {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let ran = Command::new(env!("CARGO_BIN_EXE_course"))
            .args(args)
            .current_dir(&copy.root)
            .env("CARGO_TARGET_DIR", common::target_dir())
            .stdout(writer)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&ran.stderr);
        assert_eq!(
            ran.status.signal(),
            Some(13),
            "{args:?}: {:?}\n{stderr}",
            ran.status
        );
        assert_eq!(stderr, "", "{args:?}");
    }
}

#[test]
fn bad_input_gets_a_clear_error_and_never_a_panic() {
    let (copy, _turn) = scratch("bad-input");
    let dir = &copy.root;
    assert_clear_error(
        &course(dir, &["check", "nosuch"]),
        "there is no chapter `nosuch`",
    );
    assert_clear_error(&course(dir, &["reset", "99"]), "there is no chapter `99`");
    assert_clear_error(
        &course(dir, &["hint", "scoop", "99"]),
        "there is no hint 99",
    );
    assert_clear_error(
        &course(dir, &["show", "--board", "1 2 3", "--sow", "1"]),
        "12 pits",
    );
    assert_clear_error(
        &course(
            dir,
            &["show", "--board", "4 4 4 4 4 4 4 4 4 4 4 x", "--sow", "1"],
        ),
        "`x` is not a number",
    );
    assert_clear_error(&course(dir, &["show", "--sow", "12"]), "there is no pit 12");
    // A leading `-` reaches the board grammar instead of being taken for an option.
    assert_clear_error(
        &course(
            dir,
            &["show", "--board", "-1 4 4 4 4 4 4 4 4 4 4 4", "--sow", "3"],
        ),
        "`-1` is not a number of stones",
    );
    let unknown = course(dir, &["fly"]);
    assert_eq!(unknown.code, Some(2), "{}", unknown.all());
    assert!(!unknown.stderr.contains("panicked"), "{}", unknown.all());
}

/// A pit holding more stones than a pit can is named, with the limit, in Part I and in every
/// Part II system, however many digits it has: never a total that wrapped or saturated.
#[test]
fn show_names_a_pit_holding_more_than_a_pit_can() {
    let elsewhere = tempfile::tempdir().unwrap();
    let huge = "99999999999999999999999999";
    let boards = [
        (None, 12, "pit 11", 48),
        (Some("lagos"), 12, "pit 11", 48),
        (Some("oware"), 12, "pit 11", 48),
        (Some("awari"), 14, "bin 13", 36),
        (Some("kalah"), 14, "bin 13", 48),
    ];
    for (variant, bins, last, most) in boards {
        let board = format!("{}{huge}", "0 ".repeat(bins - 1));
        let mut args = vec!["show", "--board", &board, "--sow", "0"];
        args.extend(
            variant
                .map(|variant| ["--variant", variant])
                .into_iter()
                .flatten(),
        );
        let place = last.split(' ').next().unwrap();
        let why = format!("{last} holds {huge} stones, but a {place} can hold at most {most}");
        assert_clear_error(&course(elsewhere.path(), &args), &why);
    }
}

/// `show --variant` draws a move of each Part II system, from its opening or a board given,
/// and refuses what that system cannot sow with the same clear errors as Part I.
/// The book's page "Watching a move" prints what `show` prints for its command, word for word:
/// the page shows the tool's output, so it must be the tool's output.
#[test]
fn the_watching_a_move_page_shows_what_show_prints() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let page = fs::read_to_string(root.join("book/src/watching-a-move.md")).unwrap();
    let command = "cargo run -- show --board \"4 4 4 4 4 4 4 4 4 4 4 4\" --sow 3";
    assert!(page.contains(command), "the page no longer runs {command}");
    let shown = page
        .split("```text\n")
        .find(|block| block.starts_with("South is about to sow"))
        .and_then(|block| block.split("```").next())
        .expect("the page's printed move");
    let ran = course(
        root,
        &["show", "--board", "4 4 4 4 4 4 4 4 4 4 4 4", "--sow", "3"],
    );
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    assert_eq!(shown, ran.stdout);
}

#[test]
fn show_traces_a_move_of_every_variant_and_says_what_is_wrong() {
    let elsewhere = tempfile::tempdir().unwrap();
    let dir = elsewhere.path();
    let firsts = [
        (
            "lagos",
            "Ayòayò (Lagos)\n\nSouth is about to sow pit 2, which holds 4 stones",
        ),
        (
            "oware",
            "Oware (abapa)\n\nSouth is about to sow pit 2, which holds 4 stones",
        ),
        (
            "awari",
            "Awari (Ahl, 1978)\n\nSouth is about to sow pit 2, which holds 3 stones",
        ),
        (
            "kalah",
            "Kalah\n\nSouth is about to sow pit 2, which holds 4 stones",
        ),
    ];
    for (variant, first) in firsts {
        let ran = course(dir, &["show", "--variant", variant, "--sow", "2"]);
        assert_eq!(ran.code, Some(0), "{}", ran.all());
        assert!(ran.stdout.starts_with(first), "{}", ran.all());
    }
    let kalah = course(dir, &["show", "--variant", "kalah", "--sow", "2"]);
    assert!(
        kalah
            .stdout
            .contains("store 13: 0                        store 6: 1\n")
    );
    let json = course(dir, &["show", "--variant", "awari", "--sow", "4", "--json"]);
    let json: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(json["variant"], "awari");
    assert_eq!(json["board"].as_array().map(Vec::len), Some(14));
    assert_clear_error(
        &course(
            dir,
            &[
                "show",
                "--variant",
                "kalah",
                "--board",
                "4 4 4 4 4 4 4 4 4 4 4 4",
                "--sow",
                "1",
            ],
        ),
        "a board of 14 bins has 14 numbers",
    );
    assert_clear_error(
        &course(
            dir,
            &[
                "show",
                "--variant",
                "awari",
                "--board",
                "4 4 4 4 4 4 0 4 4 4 4 4 4 0",
                "--sow",
                "1",
            ],
        ),
        "the game has only 36",
    );
    assert_clear_error(
        &course(dir, &["show", "--variant", "kalah", "--sow", "13"]),
        "bin 13 is North's store: a store is never sown",
    );
    assert_clear_error(
        &course(dir, &["show", "--variant", "oware", "--sow", "12"]),
        "there is no pit 12",
    );
    assert_clear_error(
        &course(
            dir,
            &[
                "show",
                "--variant",
                "lagos",
                "--board",
                "0 4 4 4 4 4 4 4 4 4 4 4",
                "--sow",
                "0",
            ],
        ),
        "pit 0 is empty",
    );
    assert_clear_error(
        &course(dir, &["show", "--variant", "mancala", "--sow", "1"]),
        "invalid value 'mancala' for '--variant <VARIANT>'\n  [possible values: lagos, oware, \
         awari, kalah]",
    );
}

/// `solve` answers an Oware position as the reference's endgame database does, keeps the
/// database in a cache file it says it wrote and then read, builds it again when the file is
/// spoilt, and refuses other systems and too many stones with a clear error.
#[test]
fn solve_answers_from_the_endgame_database_and_keeps_it() {
    use ayoayo::endgames::Database;
    use ayoayo::oware::Position;
    let course_dir = tempfile::tempdir().unwrap();
    for folder in ["exercises", "solutions"] {
        fs::create_dir(course_dir.path().join(folder)).unwrap();
    }
    fs::write(course_dir.path().join("Cargo.toml"), "").unwrap();
    let target = tempfile::tempdir().unwrap();
    let target_env = [("CARGO_TARGET_DIR", target.path().to_str().unwrap())];
    let solve = |board: &str, extra: &[&str]| {
        let mut args = vec!["solve", "--variant", "oware", "--board", board];
        args.extend(extra);
        course_with(course_dir.path(), &args, &target_env)
    };
    let houses = [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 2];
    let position = Position {
        houses,
        stores: [0, 0],
        to_move: ayoayo::Player::North,
    };
    let reference = Database::build(4, |_| {});
    let board = "0 0 0 0 1 0 0 0 0 0 1 2";
    let first = solve(board, &["--to-move", "north", "--json"]);
    assert_eq!(first.code, Some(0), "{}", first.all());
    assert!(
        first.stderr.contains("Wrote the endgame database"),
        "{}",
        first.all()
    );
    let answer: serde_json::Value = serde_json::from_str(&first.stdout).unwrap();
    assert_eq!(
        answer["value"],
        reference.value(position).unwrap(),
        "{}",
        first.all()
    );
    let best = reference.best_moves(position).unwrap();
    assert_eq!(
        answer["best_moves"],
        serde_json::json!(best),
        "{}",
        first.all()
    );
    assert!(best.iter().all(|&pit| pit >= 6), "North's pits: {best:?}");

    let again = solve(board, &["--to-move", "north"]);
    assert!(
        again.stderr.contains("Read the endgame database"),
        "{}",
        again.all()
    );
    assert!(
        again.stdout.contains("North can be sure to end with"),
        "{}",
        again.all()
    );

    let cache = target.path().join("endgames/oware.db");
    fs::write(&cache, "not a database").unwrap();
    let spoilt = solve(board, &["--to-move", "north", "--json"]);
    assert!(spoilt.stderr.contains("is unreadable"), "{}", spoilt.all());
    assert_eq!(spoilt.stdout, first.stdout);

    let over = solve("0 0 0 0 0 0 0 2 0 0 0 0", &[]);
    assert!(over.stdout.contains("the game is over"), "{}", over.all());
    assert_clear_error(
        &solve("9 9 0 0 0 0 0 0 0 0 0 0", &[]),
        "the board holds 18 stones: solve answers positions with at most 16",
    );
    assert_clear_error(
        &course_with(
            course_dir.path(),
            &["solve", "--variant", "lagos", "--board", board],
            &target_env,
        ),
        "the endgame database is Oware's only",
    );
}

/// Every option with a fixed set of values lists them in `--help`, `--vs` with its `search:N`,
/// and a variant is still read in any case.
#[test]
fn options_with_fixed_values_list_them_in_help() {
    let elsewhere = tempfile::tempdir().unwrap();
    let dir = elsewhere.path();
    let play = course(dir, &["play", "--help"]);
    for value in [
        "- lagos: ",
        "- kalah: ",
        "- computer: ",
        "- search:N: ",
        "- human: ",
    ] {
        assert!(play.stdout.contains(value), "{value}: {}", play.all());
    }
    for command in ["show", "tournament", "solve"] {
        let help = course(dir, &[command, "-h"]);
        let listed = "[possible values: lagos, oware, awari, kalah]";
        assert!(help.stdout.contains(listed), "{command}: {}", help.all());
    }
    let kalah = course(dir, &["show", "--variant", "Kalah", "--sow", "2"]);
    assert_eq!(kalah.code, Some(0), "{}", kalah.all());
    assert!(kalah.stdout.starts_with("Kalah\n"), "{}", kalah.all());
}

/// `--help` ends with what each exit code means, the README quotes it word for word, and the
/// codes it gives for `solution` and usage errors are the ones returned (`check`'s 0 and 1, and
/// 2 for bad input, are tested above).
#[test]
fn exit_codes_are_documented_and_kept() {
    let (copy, _turn) = scratch("exit-codes");
    let help = course(&copy.root, &["--help"]);
    let codes = &help.stdout[help
        .stdout
        .find("Exit codes:")
        .expect("an Exit codes section")..];
    let readme = fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    assert!(readme.contains(codes), "README.md lacks:\n{codes}");
    for line in [
        "  0    done",
        "  1    check: ",
        "  2    the command line",
        "  130  stopped",
    ] {
        assert!(codes.contains(line), "{line}: {codes}");
    }
    let withheld = course(&copy.root, &["solution", "scoop"]);
    assert_eq!(withheld.code, Some(1), "{}", withheld.all());
    let usage = course(&copy.root, &["hint", "--number", "2"]);
    assert_eq!(usage.code, Some(2), "{}", usage.all());
    assert!(usage.stderr.contains("Usage:"), "{}", usage.all());
}

/// `solution` keeps the reference from a learner whose chapter does not pass (unless asked
/// `--anyway`), and once it passes shows the chapter's reference, then the model answers to its
/// challenges, which the learner's edition of the book no longer shows; without the book's
/// anchor lines.
#[test]
fn solution_shows_the_reference_then_the_challenges_only_once_the_chapter_passes() {
    let (copy, _turn) = scratch("solution");
    let reference = "// The reference for chapter 1, scoop: solutions/src/scoop.rs\n";
    let challenges = "// The model answers to chapter 1's challenges (scoop_all, fullest_pit): \
                      solutions/src/challenges/scoop.rs\n";
    let shows_both = |ran: &Ran| {
        let (Some(first), Some(then)) = (ran.stdout.find(reference), ran.stdout.find(challenges))
        else {
            return false;
        };
        let answers = ["pub fn scoop(", "pub fn scoop_all(", "pub fn fullest_pit("];
        first < then
            && answers.iter().all(|answer| ran.stdout.contains(answer))
            && !ran.stdout.contains("ANCHOR")
    };
    let withheld = course(&copy.root, &["solution", "scoop"]);
    assert_eq!(withheld.code, Some(1), "{}", withheld.all());
    let refusal = "Chapter 1 does not pass yet (not started).";
    assert!(withheld.stdout.contains(refusal), "{}", withheld.all());
    assert!(
        withheld
            .stdout
            .contains("cargo run -- solution scoop --anyway"),
        "{}",
        withheld.all()
    );
    assert!(!withheld.stdout.contains("pub fn"), "{}", withheld.all());

    let anyway = course(&copy.root, &["solution", "scoop", "--anyway"]);
    assert_eq!(anyway.code, Some(0), "{}", anyway.all());
    assert!(shows_both(&anyway), "{}", anyway.all());
    assert!(
        anyway.stderr.contains("Here is the reference anyway"),
        "{}",
        anyway.all()
    );

    let solved = with_challenges("01-scoop", "pub use ayoayo::scoop;\n");
    copy.write_lib("01-scoop", &solved).unwrap();
    let passed = course(&copy.root, &["solution", "1"]);
    assert_eq!(passed.code, Some(0), "{}", passed.all());
    assert!(shows_both(&passed), "{}", passed.all());
    assert!(!passed.stderr.contains("anyway"), "{}", passed.all());
}

/// Colour is on with CLICOLOR_FORCE, for the tool's own words and its errors as for clap's, and
/// off through a pipe or with NO_COLOR, even forced, as clap has it.
#[test]
fn colour_follows_the_terminal_no_color_and_clicolor_force() {
    let (copy, _turn) = scratch("colour");
    let dir = &copy.root;
    let escape = "\x1b[";
    let forced = [("CLICOLOR_FORCE", "1")];
    let refused = [("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")];
    let piped = course(dir, &[]);
    assert!(!piped.all().contains(escape), "{}", piped.all());
    let coloured = course_with(dir, &[], &forced);
    assert!(
        coloured.stdout.contains("\x1b[1mAyoayo, recursively"),
        "{}",
        coloured.all()
    );
    let plain = course_with(dir, &[], &refused);
    assert_eq!(plain.stdout, piped.stdout);
    for (env, coloured) in [(&forced[..], true), (&refused[..], false)] {
        let ours = course_with(dir, &["hint", "sowe"], env);
        let clap_s = course_with(dir, &["hint", "--number"], env);
        assert_eq!(ours.stderr.contains(escape), coloured, "{}", ours.all());
        assert_eq!(clap_s.stderr.contains(escape), coloured, "{}", clap_s.all());
    }
}

/// The README's table of commands has a row for each of the tool's subcommands, as `--help`
/// names them (clap's own `help` aside), and no row for one the tool does not have: a command
/// added without a row, or a row left for a command removed, fails here.
#[test]
fn the_readme_lists_exactly_the_tool_s_commands() {
    let elsewhere = tempfile::tempdir().unwrap();
    let help = course(elsewhere.path(), &["--help"]);
    let (_, after) = (help.stdout.split_once("Commands:\n")).expect("a Commands section");
    // A command's line is indented by two spaces; a wrapped description, by more.
    let mut commands: Vec<&str> = (after.lines())
        .take_while(|line| line.starts_with("  "))
        .filter(|line| !line.starts_with("   "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|&name| name != "help")
        .collect();
    let readme = fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let table = &readme[readme
        .find("| command | what it does |")
        .expect("the table")..];
    let mut listed: Vec<&str> = (table.lines())
        .take_while(|line| line.starts_with('|'))
        .filter_map(|line| line.strip_prefix("| `"))
        .filter_map(|row| row.split([' ', '`']).next())
        .collect();
    commands.sort_unstable();
    // `check` and `check --mine`, `play` and `play --mine` are a command's two rows.
    listed.sort_unstable();
    listed.dedup();
    assert_eq!(listed, commands, "the README's commands, and --help's");
}

/// `--version` names the tool, not the command that runs it.
#[test]
fn the_version_names_the_tool() {
    let elsewhere = tempfile::tempdir().unwrap();
    let ran = course(elsewhere.path(), &["--version"]);
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    let expected = format!("ayoayo-course {}\n", env!("CARGO_PKG_VERSION"));
    assert_eq!(ran.stdout, expected);
}

#[test]
fn every_command_explains_itself_with_an_example() {
    let (copy, _turn) = scratch("help");
    let commands = [
        "check",
        "watch",
        "hint",
        "reset",
        "solution",
        "verify",
        "grade",
        "book",
        "play",
        "show",
        "tournament",
        "solve",
        "trace",
        "autograde",
        "assess",
    ];
    for command in commands {
        let ran = course(&copy.root, &[command, "--help"]);
        assert_eq!(ran.code, Some(0), "{}", ran.all());
        assert!(
            ran.stdout.contains("Example: cargo run --"),
            "{command}:\n{}",
            ran.all()
        );
    }
}

/// Ctrl-C on the tool stops what it started in process groups of its own, which the terminal's
/// signal does not reach, even what left its group, and the tool ends as interrupted (130). A
/// stand-in for cargo (the tool runs `$CARGO`) starts three sleeps with a unique duration, to
/// find them in /proc, one of them in a session of its own.
#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_leaves_nothing_running() {
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};
    let (copy, _turn) = scratch("ctrl-c");
    let nanos = std::time::UNIX_EPOCH.elapsed().unwrap().subsec_nanos();
    let marker = format!("1{}.{nanos:09}", std::process::id());
    let cargo = copy.root.join("stand-in-cargo");
    ayoayo_course::process::write_script(
        &cargo,
        &format!("#!/bin/sh\nsetsid sleep {marker} &\nsleep {marker} &\nsleep {marker}\n"),
    )
    .unwrap();
    let mut tool = Command::new(env!("CARGO_BIN_EXE_course"))
        .args(["check", "sow"])
        .current_dir(&copy.root)
        .env("CARGO", &cargo)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while running_with(&marker).len() < 3 {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the sleeps never started"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    // SAFETY: sends SIGINT, as Ctrl-C does, to the tool this test started.
    unsafe { libc::kill(tool.id() as libc::pid_t, libc::SIGINT) };
    assert_eq!(tool.wait().unwrap().code(), Some(130));
    let stopped = Instant::now();
    while !running_with(&marker).is_empty() {
        assert!(
            stopped.elapsed() < Duration::from_secs(5),
            "left running: {:?}",
            running_with(&marker)
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Chapter 3 as a learner writes it: on the `scoop`, `next_pit` and `distribute` of `ayoayo`,
/// which `--mine` makes the learner's own.
const SOW_ON_EARLIER_CHAPTERS: &str = "use ayoayo::{Board, Pit, distribute, next_pit, scoop};\n\
    pub fn sow(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {\n    \
        let (scooped, in_hand) = scoop(board, from);\n    \
        if in_hand == 0 {\n        return (board, from);\n    }\n    \
        distribute(scooped, skip, next_pit(from), in_hand)\n}\n";

#[test]
fn check_mine_names_the_earlier_chapter_that_breaks_a_later_one() {
    let (copy, _turn) = scratch("mine-check");
    let chapters = ayoayo_course::mine::part_one(&copy.root).unwrap();
    copy.write_lib("01-scoop", chapters[0].reference_lib())
        .unwrap();
    let mistake = fs::read_to_string("tests/mutants/02-distribute/sows_clockwise.rs").unwrap();
    copy.write_lib(
        "02-distribute",
        common::with_challenges("02-distribute", &mistake),
    )
    .unwrap();
    copy.write_lib(
        "03-sow",
        common::with_challenges("03-sow", SOW_ON_EARLIER_CHAPTERS),
    )
    .unwrap();
    let ran = course(&copy.root, &["check", "--mine"]);
    assert_eq!(ran.code, Some(1), "{}", ran.all());
    for words in [
        "Your chapters 1, 2, 3 are used; 4, 5, 6, 7 are not written yet",
        "Your chapter 2 (distribute) breaks chapter 3 (sow)",
        "The simplest failure",
        "Your chapter 2 does not pass its own tests either",
        " 4 relay-sow       not written yet",
    ] {
        assert!(ran.stdout.contains(words), "no {words:?} in\n{}", ran.all());
    }
    let sow = ran
        .stdout
        .lines()
        .find(|line| line.starts_with(" 3 sow"))
        .unwrap();
    assert!(
        sow.contains("passing: all ") && sow.contains("failing: "),
        "{}",
        ran.all()
    );
}

/// Runs `play --mine` in `dir` with `script` on its input.
fn play_mine(dir: &std::path::Path, script: &str) -> Ran {
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_course"))
        .args(["play", "--mine"])
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", common::target_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // The game may end before the script does, and close its input.
    let _ = std::io::Write::write_all(&mut stdin, script.as_bytes());
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    Ran {
        code: output.status.code(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// Chapter 7 with a `take_turn` that calls itself for ever.
const TAKE_TURN_FOR_EVER: &str = "use ayoayo::{Board, IllegalMove, Pit, Player, Score};\n\
    pub use ayoayo::{count_stones, handle_game_end};\n\
    #[allow(unconditional_recursion)]\n\
    pub fn take_turn(board: Board, score: Score, mover: Player, pit: Pit)\n    \
        -> Result<(Board, Score, bool), IllegalMove> {\n    \
        take_turn(board, score, mover, pit)\n}\n";

#[test]
fn play_mine_plays_a_whole_game_on_the_learner_s_seven_chapters() {
    let (copy, _turn) = scratch("mine-play");
    let chapters = ayoayo_course::mine::part_one(&copy.root).unwrap();
    for chapter in &chapters {
        copy.write_lib(&chapter.folder_name(), chapter.reference_lib())
            .unwrap();
    }
    // South tries its pits in turn; illegal tries are refused and the next is read.
    let ran = play_mine(&copy.root, &"0\n1\n2\n3\n4\n5\n".repeat(300));
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    assert!(
        ran.stdout
            .contains("Your chapters 1, 2, 3, 4, 5, 6, 7 are used, all of them."),
        "{}",
        ran.all()
    );
    assert!(
        ran.stdout.contains("Ayòayò on your own chapters."),
        "{}",
        ran.all()
    );
    let last = ran.stdout.lines().last().unwrap_or_default();
    assert!(
        ["You win", "The computer wins", "A draw"]
            .iter()
            .any(|result| last.starts_with(result)),
        "the game did not end:\n{}",
        ran.all()
    );

    // A take_turn that never returns ends the game with a sentence, not a crash or a hang.
    copy.write_lib(
        "07-game-end",
        common::with_challenges("07-game-end", TAKE_TURN_FOR_EVER),
    )
    .unwrap();
    let ran = play_mine(&copy.root, "3\n");
    assert_eq!(ran.code, Some(0), "{}", ran.all());
    assert!(
        ran.stdout.contains(
            "STACK OVERFLOW: your take_turn (chapter 7), or a function of yours it calls, on \
             take_turn([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [0, 0], South, 3): your function \
             called itself until the stack ran out"
        ),
        "{}",
        ran.all()
    );
    // Nothing is said of the move itself (no "South moves again."): only why it broke.
    let end = "South, your move (pit 0-5, or q to quit): 3\n\nSTACK OVERFLOW: your take_turn";
    assert!(ran.stdout.contains(end), "{}", ran.all());
    assert!(
        ran.stdout.ends_with("The game stops here.\n"),
        "{}",
        ran.all()
    );
}
