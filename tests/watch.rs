//! `watch` as a learner drives it: keys on standard input (a pipe here, where each character is
//! a key), saves of the chapter's file, and the polling fallback. Each step waits for the words
//! the watch prints, never for a fixed time.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::Duration;

use common::{scratch, target_dir, with_challenges};

/// Long enough for a first build of a chapter's tests on a busy machine: only a watch that
/// never says the words waits this long.
const PATIENCE: Duration = Duration::from_secs(300);

/// A running `course watch`, its output read line by line.
struct Watching {
    child: Child,
    keys: ChildStdin,
    lines: Receiver<String>,
    seen: String,
}

impl Watching {
    fn start(dir: &std::path::Path, args: &[&str]) -> Watching {
        Watching::start_with(dir, args, "")
    }

    /// `events`: `none` for a folder whose saves bring no file events.
    fn start_with(dir: &std::path::Path, args: &[&str], events: &str) -> Watching {
        let mut child = Command::new(env!("CARGO_BIN_EXE_course"))
            .arg("watch")
            .args(args)
            .env("AYOAYO_WATCH_EVENTS", events)
            .current_dir(dir)
            .env("CARGO_TARGET_DIR", target_dir())
            .env_remove("CLICOLOR_FORCE")
            .env_remove("CI")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("starting course watch");
        let keys = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (sender, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    return;
                }
            }
        });
        Watching {
            child,
            keys,
            lines,
            seen: String::new(),
        }
    }

    /// Waits until a line holding `words` is printed, after what was already waited for.
    fn expect(&mut self, words: &str) {
        loop {
            match self.lines.recv_timeout(PATIENCE) {
                Ok(line) => {
                    self.seen.push_str(&line);
                    self.seen.push('\n');
                    if line.contains(words) {
                        return;
                    }
                }
                Err(_) => panic!("watch never said {words:?}; it said:\n{}", self.seen),
            }
        }
    }

    fn press(&mut self, key: char) {
        write!(self.keys, "{key}").unwrap();
        self.keys.flush().unwrap();
    }

    /// Quits with `q` and waits for the watch to end, successfully.
    fn quit(mut self) {
        self.press('q');
        let status = self.child.wait().unwrap();
        assert!(status.success(), "{status}\n{}", self.seen);
    }
}

const KEYS: &str = "Keys: h hint";

/// `h` shows the next hint at each press; `l` the course map; `r` checks again; `n` waits for
/// the chapter to pass; a save is checked; once it passes the watch stays until `n`, which moves
/// to the next chapter; `q` quits.
#[test]
fn keys_give_hints_list_check_move_on_only_once_passing_and_quit() {
    let (copy, _turn) = scratch("watch-keys");
    let mut watch = Watching::start(&copy.root, &[]);
    watch.expect("Chapter 1, scoop: not started");
    watch.expect(KEYS);
    watch.press('h');
    watch.expect("hint 1 of");
    watch.press('h');
    watch.expect("hint 2 of");
    watch.press('l');
    watch.expect("your progress");
    watch.expect("lazy-alpha-beta not started");
    watch.press('r');
    watch.expect("Watching exercises/01-scoop/src/lib.rs");
    watch.expect(KEYS);
    watch.press('n');
    watch.expect("Chapter 1 does not pass yet: n moves on once it does.");
    let correct = with_challenges("01-scoop", "pub use ayoayo::scoop;\n");
    copy.write_lib("01-scoop", &correct).unwrap();
    watch.expect("Chapter 1, scoop: passing");
    watch.expect("This chapter passes: press n for the next");
    watch.press('n');
    watch.expect("Chapter 2, distribute: not started");
    watch.quit();
}

/// `x` asks first: any other key keeps the file; `y` saves it to a backup and puts the stub
/// back.
#[test]
fn reset_asks_before_it_puts_the_stub_back_and_keeps_a_backup() {
    let (copy, _turn) = scratch("watch-reset");
    let mine = "pub fn scoop() {}\n";
    copy.write_lib("01-scoop", mine).unwrap();
    let mut watch = Watching::start(&copy.root, &[]);
    watch.expect(KEYS);
    watch.press('x');
    watch.expect("Reset chapter 1 to its stub?");
    watch.press('k');
    watch.expect("Kept as it is.");
    let lib = copy.root.join("exercises/01-scoop/src/lib.rs");
    assert_eq!(std::fs::read_to_string(&lib).unwrap(), mine);
    watch.press('x');
    watch.expect("Reset chapter 1 to its stub?");
    watch.press('y');
    watch.expect("The stub is back");
    watch.expect("Chapter 1, scoop: not started");
    let backups = copy.root.join("exercises/01-scoop/backups");
    let kept = std::fs::read_dir(&backups)
        .map(|dir| dir.count())
        .unwrap_or(0);
    assert!(
        kept >= 1,
        "no backup in {}\n{}",
        backups.display(),
        watch.seen
    );
    watch.quit();
}

/// With `--poll`, no file event is asked for, and a save is still checked.
#[test]
fn with_poll_a_save_is_found_by_looking() {
    let (copy, _turn) = scratch("watch-poll");
    let mut watch = Watching::start(&copy.root, &["--poll"]);
    watch.expect(KEYS);
    let correct = with_challenges("01-scoop", "pub use ayoayo::scoop;\n");
    copy.write_lib("01-scoop", &correct).unwrap();
    watch.expect("Chapter 1, scoop: passing");
    watch.quit();
}

/// On a folder whose saves bring no file events, watch finds the save by looking, says it will
/// look from now on, and checks it.
#[test]
fn a_save_that_brings_no_event_turns_looking_on_by_itself() {
    let (copy, _turn) = scratch("watch-no-events");
    let mut watch = Watching::start_with(&copy.root, &[], "none");
    watch.expect(KEYS);
    let correct = with_challenges("01-scoop", "pub use ayoayo::scoop;\n");
    copy.write_lib("01-scoop", &correct).unwrap();
    watch.expect("No file event came for that save: watch looks at the file every second.");
    watch.expect("Chapter 1, scoop: passing");
    watch.quit();
}

/// The book's table of keys (how-to-use) names the keys the watch offers under each check, and
/// no other.
#[test]
fn the_book_lists_the_keys_watch_offers() {
    let (copy, _turn) = scratch("watch-book-keys");
    let mut watch = Watching::start(&copy.root, &[]);
    watch.expect(KEYS);
    let offered: Vec<String> = watch
        .seen
        .lines()
        .rfind(|line| line.starts_with(KEYS))
        .unwrap()
        .trim_start_matches("Keys:")
        .split('·')
        .filter_map(|item| item.split_whitespace().next().map(str::to_string))
        .collect();
    watch.quit();
    let page = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/book/src/how-to-use.md"
    ))
    .unwrap();
    let listed: Vec<String> = page
        .lines()
        .filter_map(|row| row.strip_prefix("| `"))
        .filter_map(|row| row.split('`').next())
        .filter(|key| key.chars().count() == 1)
        .map(str::to_string)
        .collect();
    assert_eq!(listed, offered, "the keys in book/src/how-to-use.md");
}
