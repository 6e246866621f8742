//! `watch`: checks the current chapter (the first unfinished one) each time its `src/lib.rs`
//! is saved, and moves on to the next chapter when it passes.
//!
//! Editors save in different ways (in place, or through a temporary file renamed over the
//! old one), so the watch is on the `src/` folder and keeps only events about `lib.rs`. File
//! events also come from merely opening the file (the check itself reads it), so a re-check
//! happens only when the file's modification time or content has really changed.

use std::fs;
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, SystemTime};

use anyhow::{Context, Result};
use console::Term;
use notify_debouncer_mini::notify::RecursiveMode;
use notify_debouncer_mini::{DebounceEventResult, new_debouncer};

use ayoayo_course::check_words;
use ayoayo_course::session::Session;

/// Editors often write a file in several steps; events this close together count as one save.
const DEBOUNCE: Duration = Duration::from_millis(300);

/// What a save is recognised by: the modification time, and the content in case the file
/// system's clock is too coarse to tell two quick saves apart.
type Version = (SystemTime, Vec<u8>);

/// Re-check the current chapter each time you save its src/lib.rs.
///
/// Example: cargo run -- watch
#[derive(clap::Args)]
pub struct Args {}

pub fn run(_: Args, session: &Session) -> Result<ExitCode> {
    print!("{}", session.sandbox_notice());
    let (sender, events) = mpsc::channel();
    let mut debouncer = new_debouncer(DEBOUNCE, sender).context("starting the file watcher")?;
    let mut first = true;
    let mut passed = None;
    while let Some(chapter) = session.next_after(passed.as_ref())? {
        let (src, file) = (chapter.dir.join("src"), chapter.learner_file());
        let shown = chapter.learner_path();
        debouncer
            .watcher()
            .watch(&src, RecursiveMode::NonRecursive)
            .with_context(|| format!("watching {}", src.display()))?;
        if !first {
            println!(
                "\nNow watching {shown}: save it to check chapter {}.",
                chapter.number
            );
            wait_for_change(&events, &file, version(&file))?;
        }
        first = false;
        loop {
            let checked = version(&file);
            let _ = Term::stdout().clear_screen();
            println!("Watching {shown} — save to re-check, Ctrl-C to stop\n");
            std::io::stdout().flush()?;
            let said = session.check(&chapter)?;
            print!("{}", check_words::render(&chapter, &said));
            if said.verdict.is_passing() {
                break;
            }
            wait_for_change(&events, &file, checked)?;
        }
        debouncer.watcher().unwatch(&src)?;
        passed = Some(chapter);
    }
    println!("\nEvery chapter passes. Congratulations! Try `cargo run -- play`.");
    Ok(ExitCode::SUCCESS)
}

/// Blocks until an event about `file` finds it different from `seen`, the version last checked.
/// Saves made during a check are caught too: their events wait in the channel.
fn wait_for_change(
    events: &Receiver<DebounceEventResult>,
    file: &Path,
    seen: Option<Version>,
) -> Result<()> {
    loop {
        match events.recv().context("the file watcher stopped")? {
            Ok(batch) => {
                let about_file = batch
                    .iter()
                    .any(|event| event.path.file_name() == file.file_name());
                if about_file && version(file).is_some_and(|now| Some(now) != seen) {
                    return Ok(());
                }
            }
            Err(error) => {
                eprintln!("(the file watcher reported a problem: {error}; still watching)")
            }
        }
    }
}

/// The file as it is on disk now, or `None` while it is missing (an editor may be replacing it).
fn version(file: &Path) -> Option<Version> {
    let modified = fs::metadata(file).and_then(|meta| meta.modified()).ok()?;
    Some((modified, fs::read(file).ok()?))
}
