//! `watch`: checks the current chapter (the first unfinished one) each time its `src/lib.rs`
//! is saved, and answers single keys as rustlings' watch mode does: `h` a hint (the next one at
//! each press), `n` the next chapter once this one passes (it stays on a passing chapter, so a
//! variation can be tried, until asked), `l` the course map, `r` a check now, `x` a reset of
//! the chapter (asked to be confirmed; the file is saved to a backup first), `q` quit.
//!
//! Editors save in different ways (in place, or through a temporary file renamed over the
//! old one), so the watch is on the `exercises/` folder and a check happens only when the
//! current file's modification time or content has really changed. Some folders bring no
//! file events at all (WSL's `/mnt/c`, network and container mounts): the file is also looked
//! at every second, and a change no event announced is checked all the same, once said. With
//! `--poll`, no file events are asked for at all. `AYOAYO_WATCH_EVENTS=none` makes the watch
//! ask for none while still expecting them, as on such a folder: the tests use it to reach the
//! switch to looking.
//!
//! Keys come from the terminal one at a time; when standard input is not a terminal (a
//! script, a test), each character read from it is a key.

use std::fs;
use std::io::{self, IsTerminal, Read, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;
use std::time::{Duration, Instant, SystemTime};

use anyhow::{Context, Result};
use console::{Key, Term};
use notify_debouncer_mini::notify::{RecommendedWatcher, RecursiveMode};
use notify_debouncer_mini::{DebounceEventResult, Debouncer, new_debouncer};

use ayoayo_course::chapters::Exercise;
use ayoayo_course::check_words;
use ayoayo_course::session::Session;

/// Editors often write a file in several steps; events this close together count as one save.
const DEBOUNCE: Duration = Duration::from_millis(300);
/// How often the file is looked at, whatever the file events say.
const POLL: Duration = Duration::from_secs(1);

/// The keys and what they do, as shown under each check.
const KEYS: &str = "Keys: h hint · n next chapter · l list · r check again · x reset · q quit";

/// What a save is recognised by: the modification time, and the content in case the file
/// system's clock is too coarse to tell two quick saves apart.
type Version = (SystemTime, Vec<u8>);

/// Re-check the current chapter each time you save its src/lib.rs; single keys for a hint, the
/// next chapter, the list, a check, a reset.
///
/// Example: cargo run -- watch
#[derive(clap::Args)]
pub struct Args {
    /// Look at the file every second instead of asking the system for file events: for a
    /// folder whose saves bring none (WSL's /mnt/c, network and container mounts). Without it,
    /// watch notices such a folder by itself after a save.
    #[arg(long)]
    poll: bool,
}

/// What the watch waits for.
enum Input {
    /// A file event about a `lib.rs`.
    Saved,
    /// A second has passed.
    Tick,
    Key(char),
    /// The file watcher's own trouble, said and then ignored.
    Trouble(String),
}

/// What a key leaves the watch to do.
#[derive(PartialEq)]
enum Flow {
    Stay,
    Quit,
}

pub fn run(args: Args, session: &Session) -> Result<ExitCode> {
    print!("{}", session.sandbox_notice());
    let (sender, inputs) = mpsc::channel();
    let no_events = std::env::var_os("AYOAYO_WATCH_EVENTS").is_some_and(|events| events == "none");
    let _watcher = match args.poll || no_events {
        true => None,
        false => Some(watch_files(session, sender.clone())?),
    };
    tick(sender.clone());
    read_keys(sender);
    let Some(chapter) = session.next_after(None)? else {
        println!("Every chapter passes. Congratulations! Try `cargo run -- play`.");
        return Ok(ExitCode::SUCCESS);
    };
    let mut watch = Watch::new(chapter, args.poll);
    watch.check(session)?;
    while let Ok(input) = inputs.recv() {
        let flow = match input {
            Input::Saved => watch.saved(session)?,
            Input::Tick => watch.tick(session)?,
            Input::Key(key) => watch.key(key, session, &inputs)?,
            Input::Trouble(error) => {
                eprintln!("(the file watcher reported a problem: {error}; still watching)");
                Flow::Stay
            }
        };
        if flow == Flow::Quit {
            break;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Asks the system for events about the `lib.rs` files under `exercises/`.
fn watch_files(session: &Session, sender: Sender<Input>) -> Result<Debouncer<RecommendedWatcher>> {
    let forward = move |events: DebounceEventResult| {
        let input = match events {
            Ok(batch) => {
                let about_lib = |event: &notify_debouncer_mini::DebouncedEvent| {
                    event.path.file_name().is_some_and(|name| name == "lib.rs")
                };
                match batch.iter().any(about_lib) {
                    true => Input::Saved,
                    false => return,
                }
            }
            Err(error) => Input::Trouble(error.to_string()),
        };
        let _ = sender.send(input);
    };
    let mut debouncer = new_debouncer(DEBOUNCE, forward).context("starting the file watcher")?;
    let exercises = session.workspace.join("exercises");
    debouncer
        .watcher()
        .watch(&exercises, RecursiveMode::Recursive)
        .with_context(|| format!("watching {}", exercises.display()))?;
    Ok(debouncer)
}

/// Sends a tick every [`POLL`], for as long as the watch listens.
fn tick(sender: Sender<Input>) {
    thread::spawn(move || {
        while sender.send(Input::Tick).is_ok() {
            thread::sleep(POLL);
        }
    });
}

/// Sends each key pressed: one at a time from a terminal, else each character of standard
/// input that is not blank. Ends quietly when input ends.
fn read_keys(sender: Sender<Input>) {
    thread::spawn(move || {
        if io::stdin().is_terminal() {
            let term = Term::stdout();
            while let Ok(key) = term.read_key() {
                let key = match key {
                    Key::Char(key) => key,
                    Key::Enter => 'r',
                    _ => continue,
                };
                if sender.send(Input::Key(key)).is_err() {
                    return;
                }
            }
        } else {
            for byte in io::stdin().lock().bytes() {
                let Ok(byte) = byte else { return };
                let key = char::from(byte);
                if !key.is_whitespace() && sender.send(Input::Key(key)).is_err() {
                    return;
                }
            }
        }
    });
}

/// The watch's state: the chapter it checks and what it last saw.
struct Watch {
    chapter: Exercise,
    /// The version of the file last checked.
    checked: Option<Version>,
    passing: bool,
    /// The hints shown for this chapter so far.
    hints: usize,
    /// Looking every second is all there is (`--poll`), or became so when a save brought no
    /// event.
    polling: bool,
    /// When a tick first found the file changed with no event about it.
    unannounced: Option<Instant>,
}

impl Watch {
    fn new(chapter: Exercise, polling: bool) -> Watch {
        Watch {
            chapter,
            checked: None,
            passing: false,
            hints: 0,
            polling,
            unannounced: None,
        }
    }

    /// Whether the file differs from the version last checked.
    fn changed(&self) -> bool {
        version(&self.chapter.learner_file()).is_some_and(|now| Some(now) != self.checked)
    }

    fn saved(&mut self, session: &Session) -> Result<Flow> {
        if self.changed() {
            self.check(session)?;
        }
        Ok(Flow::Stay)
    }

    /// A change found by looking: checked at once when looking is all there is, else when no
    /// event has come for it within a second (then said, and looking is all there is).
    fn tick(&mut self, session: &Session) -> Result<Flow> {
        if !self.changed() {
            self.unannounced = None;
            return Ok(Flow::Stay);
        }
        if !self.polling {
            let since = *self.unannounced.get_or_insert_with(Instant::now);
            if since.elapsed() < POLL {
                return Ok(Flow::Stay);
            }
            self.polling = true;
            println!("\n(No file event came for that save: watch looks at the file every second.)");
        }
        self.check(session)?;
        Ok(Flow::Stay)
    }

    /// Checks the chapter as it is now, and says what the keys do.
    fn check(&mut self, session: &Session) -> Result<()> {
        let file = self.chapter.learner_file();
        self.checked = version(&file);
        self.unannounced = None;
        let _ = Term::stdout().clear_screen();
        let shown = self.chapter.learner_path();
        println!("Watching {shown}: save to check again.\n");
        io::stdout().flush()?;
        let said = session.check(&self.chapter)?;
        print!("{}", check_words::render(&self.chapter, &said));
        self.passing = said.verdict.is_passing();
        if self.passing {
            println!(
                "\nThis chapter passes: press n for the next, or keep editing to try a variation."
            );
        }
        println!("\n{KEYS}");
        io::stdout().flush()?;
        Ok(())
    }

    /// What a key does.
    fn key(&mut self, key: char, session: &Session, inputs: &Receiver<Input>) -> Result<Flow> {
        let slug = self.chapter.slug.clone();
        match key {
            'q' => return Ok(Flow::Quit),
            'r' => self.check(session)?,
            'h' => {
                self.hints += 1;
                let args = super::hint::Args::of(&slug, self.hints);
                said(super::hint::run(args, session));
            }
            'l' => said(super::map::run(session)),
            'n' => self.next(session)?,
            'x' => self.reset(session, inputs)?,
            _ => println!("\n{KEYS}"),
        }
        io::stdout().flush()?;
        Ok(Flow::Stay)
    }

    /// Moves on to the chapter to do next, once this one passes.
    fn next(&mut self, session: &Session) -> Result<()> {
        if !self.passing {
            let number = self.chapter.number;
            println!("\nChapter {number} does not pass yet: n moves on once it does.");
            return Ok(());
        }
        match session.next_after(Some(&self.chapter))? {
            Some(next) => {
                *self = Watch::new(next, self.polling);
                self.check(session)
            }
            None => {
                println!("\nEvery chapter passes. Congratulations! Try `cargo run -- play`.");
                Ok(())
            }
        }
    }

    /// Puts the stub back, once confirmed by `y`, the learner's file saved to a backup first.
    fn reset(&mut self, session: &Session, inputs: &Receiver<Input>) -> Result<()> {
        let number = self.chapter.number;
        println!(
            "\nReset chapter {number} to its stub? Your file is saved to a backup first. \
             Press y to reset, any other key to keep it."
        );
        io::stdout().flush()?;
        let confirmed = loop {
            match inputs.recv() {
                Ok(Input::Key(key)) => break key == 'y',
                Ok(_) => continue,
                Err(_) => break false,
            }
        };
        if !confirmed {
            println!("Kept as it is.");
            return Ok(());
        }
        said(super::reset::run(
            super::reset::Args::of(&self.chapter.slug),
            session,
        ));
        self.hints = 0;
        self.check(session)
    }
}

/// Says a command's error in the watch, which goes on.
fn said(ran: Result<ExitCode>) {
    if let Err(error) = ran {
        println!("\nerror: {error:#}");
    }
}

/// The file as it is on disk now, or `None` while it is missing (an editor may be replacing it).
fn version(file: &Path) -> Option<Version> {
    let modified = fs::metadata(file).and_then(|meta| meta.modified()).ok()?;
    Some((modified, fs::read(file).ok()?))
}
