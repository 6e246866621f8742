//! Running a child process (cargo, a test binary) to a limit: its output is collected, up to
//! a limit, and once it has exited or its limit has passed, everything it started (its whole
//! process group) is stopped. An interrupt of the tool stops every such group too.
//!
//! A build is given wall-clock time ([`run`]). A test run is judged by the processor time it uses
//! ([`run_computing`], see [`processor_time`]), so that a busy machine never stops correct code,
//! with a far longer wall-clock limit for a run that waits without computing.
//!
//! A process that leaves the group with `setsid` (or `setpgid`) is not in it when it is killed.
//! Inside [`crate::sandbox`] it dies with the sandbox's pid namespace. Without one, on Linux, a
//! program that calls [`adopt_orphans`] (the course tool does) becomes the parent of such a
//! process once its own parent has ended, and `run` kills it too; elsewhere it keeps running
//! until it ends on its own, but `run` does not wait for it.

use std::collections::VecDeque;
use std::io::Read;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use course_model::{limits, process_group, processor_time};
use serde::{Deserialize, Serialize};

pub mod environment;
pub mod rlimits;

/// How much of each stream (standard output, standard error) is kept: past it, the output is
/// read and dropped, so a chatty child never blocks, and the text says where it was cut.
pub const OUTPUT_LIMIT: usize = 1 << 20;

/// How much of the end of standard output is also kept once it goes past [`OUTPUT_LIMIT`]: the
/// test harness's last lines (its summary) come after whatever a chatty test wrote.
pub const STDOUT_TAIL: usize = 1 << 20;

/// How long the output is still read for once the child has exited and its group is killed.
/// The wait ends as soon as both pipes are closed, as they are at once unless a process that
/// escaped the group still holds them; this is the most that such a process costs. It is long
/// because what is left in the pipes is read by threads of ours that a busy machine may keep
/// waiting for a processor: at 200 ms, a test list read after a loaded run came back empty, and
/// correct code was judged not to have run its tests.
const LAST_READ: Duration = Duration::from_secs(3);

/// How often a run's processor time is read: often enough that a run is stopped within a tenth
/// of a second of its limit, seldom enough that reading `/proc` costs next to nothing.
const POLL: Duration = Duration::from_millis(100);

/// Writes an executable script (tests use stand-ins for cargo, a test binary or an engine)
/// through `install`, so that this process never holds it open for writing: a thread of ours
/// forking at that moment would carry the open file into its child until that child execs, and
/// running the script then fails with "Text file busy".
#[cfg(unix)]
pub fn write_script(path: &std::path::Path, text: &str) -> Result<()> {
    let staged = path.with_extension("staged");
    std::fs::write(&staged, text).with_context(|| format!("writing {}", staged.display()))?;
    let status = Command::new("install")
        .args(["-m", "755"])
        .arg(&staged)
        .arg(path)
        .status()
        .context("running install")?;
    anyhow::ensure!(
        status.success(),
        "install {} ended with {status}",
        path.display()
    );
    Ok(())
}

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
    /// Standard output alone: its first [`OUTPUT_LIMIT`] bytes and, when it was longer, a line
    /// saying where it was cut and its last [`STDOUT_TAIL`] bytes.
    pub stdout: String,
    /// Its exit status, or `None` when a limit stopped it ([`Finished::stopped`] says which).
    pub status: Option<ExitStatus>,
    /// The limit that stopped it, if one did.
    pub stopped: Option<Stop>,
    /// Whether a stream went past [`OUTPUT_LIMIT`], so `output` lacks its end.
    pub truncated: bool,
}

/// Which limit stopped a run, and how long it was, so a message can tell code that kept
/// computing from code that waited.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stop {
    /// It kept computing: the processor time of the child and all it started passed this.
    Computing(Duration),
    /// This much wall-clock time passed before it had computed for its processor-time limit:
    /// it waited (slept, blocked on input or a lock) rather than computed.
    Waiting(Duration),
    /// This much wall-clock time passed, the only limit there was: a build, or a test run where
    /// the kernel does not say how much processor time a process used.
    Clock(Duration),
}

impl Finished {
    pub fn timed_out(&self) -> bool {
        self.stopped.is_some()
    }

    pub fn succeeded(&self) -> bool {
        self.status.is_some_and(|status| status.success())
    }
}

/// Runs `command` with its output piped, in a process group of its own, until it exits or
/// `timeout` has passed on the wall clock; either way its whole group is then killed, so
/// nothing it started is left running or waited for.
pub fn run(command: Command, timeout: Duration) -> Result<Finished> {
    run_to(command, |_| (timeout, None))
}

/// Like [`run`], but a run that keeps computing is stopped once the processor time of the child
/// and all it started passes `computing`, and a run that waits once the wall clock passes
/// [`limits::WAITING_FACTOR`] times that. Where processor time cannot be read, the wall clock
/// alone stops it, after `computing`, as before.
pub fn run_computing(command: Command, computing: Duration) -> Result<Finished> {
    run_to(command, |child| match processor_time::of_tree(child) {
        Some(_) => (computing * limits::WAITING_FACTOR, Some(computing)),
        None => (computing, None),
    })
}

/// Runs `command` to the limits `limits` gives for the started child's id: a wall-clock limit
/// and, if there is one, a processor-time limit.
fn run_to(
    mut command: Command,
    limits: impl Fn(u32) -> (Duration, Option<Duration>),
) -> Result<Finished> {
    let shown = format!("{:?}", command.get_program());
    command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let started = Instant::now();
    let mut child = running::start(command).with_context(|| format!("starting {shown}"))?;
    let stdout = Capture::start(child.stdout.take(), STDOUT_TAIL);
    let stderr = Capture::start(child.stderr.take(), 0);
    let (wall, computing) = limits(child.id());
    let stopped = watch(&mut child, started, wall, computing);
    process_group::kill(&mut child);
    let status = child.wait();
    running::forget(&child);
    running::end_orphans();
    let status = status.with_context(|| format!("waiting for {shown}"))?;
    let last_read = Instant::now() + LAST_READ;
    let (stderr, stderr_cut, _) = stderr.text_by(last_read);
    let (stdout, stdout_cut, whole_stdout) = stdout.text_by(last_read);
    Ok(Finished {
        output: stderr + &stdout,
        stdout: whole_stdout,
        status: stopped.is_none().then_some(status),
        stopped,
        truncated: stderr_cut || stdout_cut,
    })
}

/// Waits for `child`, started at `started`, to exit: `None` when it did, else the limit it
/// passed first, the `wall` clock's or, when there is one, the `computing` limit on the
/// processor time of the child and all it started.
fn watch(
    child: &mut Child,
    started: Instant,
    wall: Duration,
    computing: Option<Duration>,
) -> Option<Stop> {
    let id = child.id();
    process_group::exits_unless(child, POLL.min(wall), || {
        let used = computing.and_then(|_| processor_time::of_tree(id));
        match computing {
            Some(limit) if used.is_some_and(|used| used > limit) => Some(Stop::Computing(limit)),
            Some(_) if started.elapsed() > wall => Some(Stop::Waiting(wall)),
            None if started.elapsed() > wall => Some(Stop::Clock(wall)),
            _ => None,
        }
    })
}

/// Kills every process group `run` has started and not yet stopped, and every orphan adopted so
/// far, then ends the tool with `code`: what an interrupt (Ctrl-C, SIGTERM, SIGHUP) does, since
/// the children run in groups of their own that the terminal's signal does not reach.
pub fn stop_all_and_exit(code: i32) -> ! {
    running::stop_all();
    std::process::exit(code)
}

/// Makes this program the parent of every process its children leave behind (Linux's child
/// subreaper), so that after each [`run`] whatever is left of it, even in a session of its own,
/// is killed: without a sandbox, nothing a learner's code starts outlives its run. Only for a
/// program whose children are all started by `run`, one at a time, like the course tool: any
/// other child alive when a run ends would be taken for a leftover. A daemon that a build starts
/// for later builds (sccache's server) ends with that build too; the next one starts it again.
pub fn adopt_orphans() {
    orphans::adopt();
}

/// One stream's output, read on a thread of its own, kept up to [`OUTPUT_LIMIT`], and its last
/// `tail_limit` bytes past that.
struct Capture {
    kept: Arc<Mutex<Kept>>,
    done: mpsc::Receiver<()>,
}

#[derive(Default)]
struct Kept {
    bytes: Vec<u8>,
    cut: bool,
    tail: VecDeque<u8>,
}

impl Capture {
    fn start(pipe: Option<impl Read + Send + 'static>, tail_limit: usize) -> Capture {
        let kept = Arc::new(Mutex::new(Kept::default()));
        let (finished, done) = mpsc::channel();
        let writer = Arc::clone(&kept);
        thread::spawn(move || {
            if let Some(mut pipe) = pipe {
                let mut chunk = [0; 64 * 1024];
                while let Ok(read @ 1..) = pipe.read(&mut chunk) {
                    let mut kept = writer.lock().unwrap_or_else(PoisonError::into_inner);
                    let room = OUTPUT_LIMIT - kept.bytes.len();
                    kept.bytes.extend_from_slice(&chunk[..read.min(room)]);
                    kept.cut |= read > room;
                    if read > room && tail_limit > 0 {
                        let past = &chunk[room..read];
                        kept.tail
                            .extend(&past[past.len().saturating_sub(tail_limit)..]);
                        let over = kept.tail.len().saturating_sub(tail_limit);
                        kept.tail.drain(..over);
                    }
                }
            }
            let _ = finished.send(());
        });
        Capture { kept, done }
    }

    /// What was read until the pipe closed or `deadline`, whichever came first (a process that
    /// escaped the group may hold the pipe open: the reading thread is left to it), whether it
    /// was cut at the limit, and the same text followed by the tail kept past the cut.
    fn text_by(self, deadline: Instant) -> (String, bool, String) {
        let _ = self
            .done
            .recv_timeout(deadline.saturating_duration_since(Instant::now()));
        let kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        let mut text = String::from_utf8_lossy(&kept.bytes).into_owned();
        let mut with_tail = text.clone();
        if kept.cut {
            text.push_str(&format!(
                "\n[output cut here: past {} KiB, the rest was not kept]\n",
                OUTPUT_LIMIT / 1024
            ));
            let (front, back) = kept.tail.as_slices();
            let tail = String::from_utf8_lossy(&[front, back].concat()).into_owned();
            with_tail.push_str(&format!(
                "\n[output cut here: past {} KiB, up to its last {} KiB]\n{tail}",
                OUTPUT_LIMIT / 1024,
                kept.tail.len() / 1024
            ));
        }
        (text, kept.cut, with_tail)
    }
}

/// The process groups that are running, so that an interrupt can stop them all.
mod running {
    use super::*;

    /// The ids of the children `run` started and has not yet reaped: each leads its group.
    static GROUPS: Mutex<Vec<u32>> = Mutex::new(Vec::new());

    /// Starts `command` as the leader of a new process group, and registers it. The registry
    /// stays locked from start to registration, so an interrupt cannot miss a new group.
    pub fn start(mut command: Command) -> std::io::Result<Child> {
        let mut groups = GROUPS.lock().unwrap_or_else(PoisonError::into_inner);
        process_group::lead_a_new_one(&mut command);
        let child = command.spawn()?;
        groups.push(child.id());
        Ok(child)
    }

    /// Forgets a child that has been reaped, whose group is no longer ours to kill.
    pub fn forget(child: &Child) {
        let mut groups = GROUPS.lock().unwrap_or_else(PoisonError::into_inner);
        groups.retain(|&id| id != child.id());
    }

    /// Kills whatever the runs left behind (see [`adopt_orphans`]), with the registry held, so
    /// that a child being started is never taken for a leftover.
    pub fn end_orphans() {
        let groups = GROUPS.lock().unwrap_or_else(PoisonError::into_inner);
        orphans::end(&groups);
    }

    /// Kills every registered group and every adopted orphan, and keeps the registry locked for
    /// good: no new child can start while the tool ends.
    pub fn stop_all() {
        let groups = GROUPS.lock().unwrap_or_else(PoisonError::into_inner);
        for &leader in groups.iter() {
            process_group::kill_by_id(leader);
        }
        orphans::await_end(&groups);
        orphans::end(&groups);
        std::mem::forget(groups);
    }
}

/// The processes left behind by a run's children, which a subreaper adopts (Linux only).
#[cfg(target_os = "linux")]
mod orphans {
    use std::sync::atomic::{AtomicBool, Ordering};

    use super::*;

    /// How long [`end`] keeps killing, and [`await_end`] waiting: a process that cannot die
    /// (stuck in the kernel) or a fork bomb outside the sandbox is given up on after it.
    const GIVE_UP_AFTER: Duration = Duration::from_secs(5);

    static ADOPTING: AtomicBool = AtomicBool::new(false);

    pub fn adopt() {
        // SAFETY: sets a flag of this process; no memory is passed.
        let adopting = unsafe { libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) } == 0;
        ADOPTING.store(adopting, Ordering::SeqCst);
    }

    /// Kills and reaps every child of ours but the `running` ones (the group leaders `run` has
    /// started), over and over, since each one reaped hands its own children to us, until none
    /// is left.
    pub fn end(running: &[u32]) {
        if !ADOPTING.load(Ordering::SeqCst) {
            return;
        }
        let deadline = Instant::now() + GIVE_UP_AFTER;
        loop {
            let adopted: Vec<libc::pid_t> = children()
                .into_iter()
                .filter(|&pid| !running.contains(&(pid as u32)))
                .collect();
            if adopted.is_empty() || Instant::now() > deadline {
                return;
            }
            for &pid in &adopted {
                // SAFETY: sends a signal to a child of ours, unreaped, so its id is still its own.
                unsafe { libc::kill(pid, libc::SIGKILL) };
            }
            for pid in adopted {
                reap(pid, deadline);
            }
        }
    }

    /// Waits, until a deadline, for the `leaders` just killed to end: only then are what they
    /// leave behind handed to us.
    pub fn await_end(leaders: &[u32]) {
        if !ADOPTING.load(Ordering::SeqCst) {
            return;
        }
        let deadline = Instant::now() + GIVE_UP_AFTER;
        let alive =
            |&leader: &u32| stat(leader as libc::pid_t).is_some_and(|(state, _)| state != 'Z');
        while leaders.iter().any(alive) && Instant::now() < deadline {
            thread::sleep(Duration::from_millis(5));
        }
    }

    /// The ids of this process's children, found in /proc.
    fn children() -> Vec<libc::pid_t> {
        let ours = std::process::id();
        let Ok(entries) = std::fs::read_dir("/proc") else {
            return Vec::new();
        };
        let pids = entries.flatten();
        let pids = pids.filter_map(|entry| entry.file_name().to_str()?.parse().ok());
        pids.filter(|&pid| stat(pid).is_some_and(|(_, parent)| parent == ours))
            .collect()
    }

    /// `pid`'s state (`Z` for a zombie) and its parent's id: in `/proc/PID/stat`, the two fields
    /// after the program's name (in parentheses, and the only field that can hold a `)`).
    fn stat(pid: libc::pid_t) -> Option<(char, u32)> {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        let (_, fields) = stat.rsplit_once(')')?;
        let mut fields = fields.split_whitespace();
        let state = fields.next()?.chars().next()?;
        Some((state, fields.next()?.parse().ok()?))
    }

    /// Waits for the killed child `pid` to end, polling, until `deadline`.
    fn reap(pid: libc::pid_t, deadline: Instant) {
        loop {
            // SAFETY: waits for our own child, without blocking; the status is not kept.
            let waited = unsafe { libc::waitpid(pid, std::ptr::null_mut(), libc::WNOHANG) };
            if waited != 0 || Instant::now() > deadline {
                return;
            }
            thread::sleep(Duration::from_millis(5));
        }
    }
}

/// Elsewhere, nothing is adopted: a process that left its group outlives the run.
#[cfg(not(target_os = "linux"))]
mod orphans {
    pub fn adopt() {}

    pub fn await_end(_: &[u32]) {}

    pub fn end(_: &[u32]) {}
}

#[cfg(all(test, unix))]
pub(crate) mod tests {
    use super::*;

    fn shell(script: &str) -> Command {
        let mut command = Command::new("sh");
        command.args(["-c", script]);
        command
    }

    /// The running (not zombie) processes whose command line contains `marker`.
    pub(crate) fn running_with(marker: &str) -> Vec<libc::pid_t> {
        let entries = std::fs::read_dir("/proc").unwrap();
        let running = entries.flatten().filter(|entry| {
            let path = entry.path();
            let cmdline = std::fs::read(path.join("cmdline")).unwrap_or_default();
            let stat = std::fs::read_to_string(path.join("stat")).unwrap_or_default();
            let alive = stat
                .rsplit_once(')')
                .is_some_and(|(_, rest)| !rest.trim_start().starts_with('Z'));
            alive && String::from_utf8_lossy(&cmdline).contains(marker)
        });
        running
            .filter_map(|entry| entry.file_name().to_str()?.parse().ok())
            .collect()
    }

    /// Whether every process whose command line contains `marker` is gone within five seconds:
    /// a killed process takes a moment to die.
    pub(crate) fn all_gone_soon(marker: &str) -> bool {
        let deadline = Instant::now() + Duration::from_secs(5);
        while !running_with(marker).is_empty() {
            if Instant::now() > deadline {
                return false;
            }
            thread::sleep(Duration::from_millis(20));
        }
        true
    }

    /// A unique number of seconds for `sleep`, so a test can find its own sleepers in /proc.
    pub(crate) fn unique_sleep() -> String {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .subsec_nanos();
        format!("{}.{:09}", 1000 + std::process::id() % 1000, nanos)
    }

    /// Runs `script` with `sh` to `timeout`, and says how long it took.
    fn run_shell(script: &str, timeout: Duration) -> (Finished, Duration) {
        let started = Instant::now();
        let finished = run(shell(script), timeout).unwrap();
        (finished, started.elapsed())
    }

    /// Runs the script `around` writes around the argument of a `sleep` of its own (see
    /// [`unique_sleep`]), to `timeout`: the argument, what the run gave, and whether the run
    /// returned well before the sleep would have ended, not waiting for it.
    fn run_sleeper(around: impl Fn(&str) -> String, timeout: Duration) -> (String, Finished, bool) {
        let sleep = unique_sleep();
        let (finished, took) = run_shell(&around(&sleep), timeout);
        (sleep, finished, took < Duration::from_secs(10))
    }

    #[test]
    fn output_and_status_are_kept() {
        let (finished, _) = run_shell("echo out; echo err >&2; exit 3", Duration::from_secs(10));
        assert_eq!(finished.output, "err\nout\n");
        assert_eq!(finished.status.and_then(|s| s.code()), Some(3));
        assert!(!finished.truncated);
    }

    #[test]
    fn past_the_deadline_the_child_and_what_it_started_are_stopped() {
        let sleeper = |sleep: &str| format!("sleep {sleep} & sleep {sleep}");
        let (sleep, finished, quick) = run_sleeper(sleeper, Duration::from_millis(300));
        assert!(finished.timed_out());
        assert!(quick, "waited for the sleep");
        assert!(all_gone_soon(&sleep));
    }

    #[test]
    fn a_background_child_holding_the_output_is_not_waited_for_and_is_stopped() {
        let sleeper = |sleep: &str| format!("echo before; sleep {sleep} & exit 0");
        let (sleep, finished, quick) = run_sleeper(sleeper, Duration::from_secs(30));
        assert!(quick, "waited for the sleep");
        assert!(finished.succeeded());
        assert_eq!(finished.output, "before\n");
        assert!(all_gone_soon(&sleep));
    }

    #[test]
    fn a_child_that_left_the_group_is_not_waited_for() {
        // `setsid` takes the sleep out of the group: it survives (see the module's doc), but it
        // holds the output pipe in vain.
        let sleeper = |sleep: &str| format!("setsid sleep {sleep} & sleep 0.2; echo done");
        let (sleep, finished, quick) = run_sleeper(sleeper, Duration::from_secs(30));
        assert!(quick, "waited for the sleep");
        assert_eq!(finished.output, "done\n");
        for escaped in running_with(&sleep) {
            // SAFETY: sends a signal to the sleep this test started.
            unsafe { libc::kill(escaped, libc::SIGKILL) };
        }
    }

    /// Runs `script` with `sh` until it exits, or passes `computing` seconds of processor time
    /// (its own and its descendants'), or `wall` seconds on the wall clock.
    #[cfg(target_os = "linux")]
    fn run_limited(script: &str, computing: f64, wall: f64) -> Finished {
        let (computing, wall) = (
            Duration::from_secs_f64(computing),
            Duration::from_secs_f64(wall),
        );
        run_to(shell(script), |_| (wall, Some(computing))).unwrap()
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_run_that_keeps_computing_is_stopped_for_its_processor_time() {
        let finished = run_limited("while :; do :; done", 0.3, 600.0);
        let limit = Duration::from_millis(300);
        assert_eq!(finished.stopped, Some(Stop::Computing(limit)));
        assert!(finished.timed_out() && finished.status.is_none());
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn what_the_child_started_computes_on_the_run_s_clock() {
        // The shell only waits: its child, then its grandchild, spin.
        let script = "sh -c 'sh -c \"while :; do :; done\" & wait' & wait";
        let finished = run_limited(script, 0.3, 600.0);
        let limit = Duration::from_millis(300);
        assert_eq!(finished.stopped, Some(Stop::Computing(limit)));
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_descendant_in_a_process_group_of_its_own_computes_on_the_run_s_clock_too() {
        // Its own group, as the test kit's isolated calls have (`setsid` goes further, to a
        // session of its own): killing the run's group does not reach it, so the test ends it.
        let marker = format!("spinner-{}", unique_sleep());
        let script = format!("setsid sh -c 'while :; do :; done' {marker} & wait");
        let finished = run_limited(&script, 0.3, 600.0);
        for spinner in running_with(&marker) {
            // SAFETY: sends a signal to the spinner this test started.
            unsafe { libc::kill(spinner, libc::SIGKILL) };
        }
        let limit = Duration::from_millis(300);
        assert_eq!(finished.stopped, Some(Stop::Computing(limit)));
        assert!(all_gone_soon(&marker));
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_run_that_waits_without_computing_is_stopped_by_the_wall_clock() {
        let sleeper = |sleep: &str| format!("sleep {sleep}");
        let sleep = unique_sleep();
        let finished = run_limited(&sleeper(&sleep), 600.0, 0.3);
        let limit = Duration::from_millis(300);
        assert_eq!(finished.stopped, Some(Stop::Waiting(limit)));
        assert!(all_gone_soon(&sleep));
    }

    #[test]
    fn a_short_run_within_its_limits_is_not_stopped() {
        let finished = run_computing(shell("echo done"), Duration::from_secs(60)).unwrap();
        assert!(finished.succeeded() && finished.stopped.is_none());
        assert_eq!(finished.output, "done\n");
    }

    #[test]
    fn past_the_wall_clock_alone_a_run_is_stopped_by_the_clock() {
        let (finished, _) = run_shell("sleep 30", Duration::from_millis(200));
        assert_eq!(
            finished.stopped,
            Some(Stop::Clock(Duration::from_millis(200)))
        );
    }

    #[test]
    fn output_past_the_limit_is_cut_and_the_child_is_never_blocked() {
        let script = "head -c 5000000 /dev/zero | tr '\\0' x; echo end >&2";
        let (finished, _) = run_shell(script, Duration::from_secs(30));
        assert!(finished.succeeded());
        assert!(finished.truncated);
        assert!(finished.output.starts_with("end\nxxx"));
        assert!(finished.output.contains("[output cut here"));
        assert!(finished.output.len() < OUTPUT_LIMIT + 200);
    }

    #[test]
    fn standard_output_past_the_limit_keeps_its_end_too() {
        let script = "head -c 5000000 /dev/zero | tr '\\0' x; echo; echo the last line";
        let (finished, _) = run_shell(script, Duration::from_secs(30));
        assert!(finished.stdout.starts_with("xxx"));
        assert!(finished.stdout.ends_with("x\nthe last line\n"));
        assert!(finished.stdout.contains("[output cut here"));
        assert!(finished.stdout.len() < OUTPUT_LIMIT + STDOUT_TAIL + 200);
        assert!(!finished.output.contains("the last line"));
    }
}
