//! Saying what the tool waits for while cargo builds and tests run, which can take a minute the
//! first time: a spinner on a terminal, one plain line when stderr is a log.

use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};

use crate::chapters::Exercise;

/// Runs `work` while saying `message` on stderr: a spinner with the time so far on a terminal,
/// cleared when the work is done, or the message once, as a line, anywhere else.
pub fn while_working<T>(message: &str, work: impl FnOnce() -> T) -> T {
    let spinner = ProgressBar::new_spinner().with_message(message.to_string());
    if spinner.is_hidden() {
        eprintln!("{message}…");
    }
    if let Ok(style) = ProgressStyle::with_template("{spinner} {msg}… {elapsed}") {
        spinner.set_style(style);
    }
    spinner.enable_steady_tick(Duration::from_millis(120));
    let result = work();
    spinner.finish_and_clear();
    result
}

/// Runs `work` saying `message` while it works, then says on stdout how long it took: for the
/// builds of `check --mine` and `play --mine`, whose time a learner may want to know.
pub fn timed<T>(message: &str, work: impl FnOnce() -> T) -> T {
    let started = Instant::now();
    let result = while_working(message, work);
    println!("{message} took {:.1} s.", started.elapsed().as_secs_f64());
    result
}

/// The words for building and running `chapter`'s tests, short enough for the spinner's line
/// on an 80-column terminal.
pub fn running_tests(chapter: &Exercise) -> String {
    format!(
        "Testing chapter {}, {} (the first build takes a minute)",
        chapter.number, chapter.slug
    )
}
