//! Running a child process (cargo, a test binary) to a deadline: its output is collected, and
//! past the deadline the child is stopped with everything it started, its whole process group.

use std::io::Read;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use process_wrap::std::{CommandWrap, ProcessGroup};

/// A `cargo` command: the cargo that started this program when there is one (cargo sets
/// `CARGO` for what it runs), so the course builds with the toolchain it was started with.
pub fn cargo() -> Command {
    Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
}

/// How a child process ended.
#[derive(Debug)]
pub struct Finished {
    /// What it printed: standard error first, then standard output.
    pub output: String,
    /// Its exit status, or `None` when it was stopped at the deadline.
    pub status: Option<ExitStatus>,
}

impl Finished {
    pub fn timed_out(&self) -> bool {
        self.status.is_none()
    }

    pub fn succeeded(&self) -> bool {
        self.status.is_some_and(|status| status.success())
    }
}

/// Runs `command` with its output piped, in a process group of its own, until it has closed its
/// output and exited, or until `timeout` has passed: then the whole group is killed.
///
/// The deadline is kept by waiting for the output pipes to close, which happens when every
/// process holding them (the child and whatever it started) has ended.
pub fn run(command: Command, timeout: Duration) -> Result<Finished> {
    let shown = format!("{:?}", command.get_program());
    let mut command = CommandWrap::from(command);
    command.command_mut().stdin(Stdio::null());
    command.command_mut().stdout(Stdio::piped());
    command.command_mut().stderr(Stdio::piped());
    command.wrap(ProcessGroup::leader());
    let mut child = command
        .spawn()
        .with_context(|| format!("starting {shown}"))?;
    let (closed, pipes_closed) = mpsc::channel();
    let stdout = read_in_background(child.stdout().take(), closed.clone());
    let stderr = read_in_background(child.stderr().take(), closed);
    let deadline = Instant::now() + timeout;
    let mut open = 2;
    while open > 0 {
        let left = deadline.saturating_duration_since(Instant::now());
        match pipes_closed.recv_timeout(left) {
            Ok(()) => open -= 1,
            Err(_) => break,
        }
    }
    let in_time = open == 0;
    if !in_time {
        child.kill().with_context(|| format!("stopping {shown}"))?;
    }
    let status = child
        .wait()
        .with_context(|| format!("waiting for {shown}"))?;
    let output = format!(
        "{}{}",
        stderr.join().unwrap_or_default(),
        stdout.join().unwrap_or_default()
    );
    Ok(Finished {
        output,
        status: in_time.then_some(status),
    })
}

/// Collects a pipe's output on a thread of its own, so a chatty child never blocks on it, and
/// says on `closed` when the pipe has closed.
fn read_in_background(
    pipe: Option<impl Read + Send + 'static>,
    closed: mpsc::Sender<()>,
) -> thread::JoinHandle<String> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_end(&mut bytes);
        }
        let _ = closed.send(());
        String::from_utf8_lossy(&bytes).into_owned()
    })
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn output_and_status_are_kept() {
        let mut command = Command::new("sh");
        command.args(["-c", "echo out; echo err >&2; exit 3"]);
        let finished = run(command, Duration::from_secs(10)).unwrap();
        assert_eq!(finished.output, "err\nout\n");
        assert_eq!(finished.status.and_then(|s| s.code()), Some(3));
    }

    #[test]
    fn past_the_deadline_the_child_and_what_it_started_are_stopped() {
        let mut command = Command::new("sh");
        // The background sleep holds the pipes open too: it must be stopped with its parent.
        command.args(["-c", "sleep 30 & sleep 30"]);
        let started = Instant::now();
        let finished = run(command, Duration::from_millis(300)).unwrap();
        assert!(finished.timed_out());
        assert!(started.elapsed() < Duration::from_secs(10));
    }
}
