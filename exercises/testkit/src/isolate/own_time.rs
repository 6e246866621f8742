//! When a call the child is running has had its time: a call that keeps computing is stopped
//! once it has used [`limit`](Mark::is_past)'s processor time, and a call that waits without
//! computing (sleeps, or blocks on a lock or a pipe) once it has had [`limits::WAITING_FACTOR`]
//! times that of the child's own wall clock. The course tool judges a whole test run the same way.
//!
//! Processor time does not run while a busy machine keeps the child waiting for a processor,
//! nor while the child waits for a disk that a build keeps busy, or for its parent (starved of
//! a processor itself) to read what it printed: a verdict never depends on how busy the machine
//! is. A recursion or a loop that never ends computes, and is stopped as soon as on a quiet
//! machine. The kernel's figures are read with [`course_model::processor_time`].
//!
//! The wall clock of a call that waits is the child's own: less the time it spent ready to run
//! but waiting for a processor, the second field of `/proc/PID/task/TID/schedstat` (its
//! `run_delay`, in nanoseconds) summed over the process's threads. Where processor time cannot
//! be read (not Linux), the child's own wall clock alone is the limit, as it was before.

use std::time::{Duration, Instant};

use course_model::{limits, processor_time};

/// One moment on a child's clocks.
#[derive(Clone, Copy)]
pub(super) struct Mark {
    at: Instant,
    waited: Duration,
    computed: Option<Duration>,
}

impl Mark {
    /// Now, for the child `pid`.
    pub(super) fn now(pid: u32) -> Mark {
        Mark {
            at: Instant::now(),
            waited: waited(pid),
            computed: processor_time::of_process(pid),
        }
    }

    /// Whether the child has had `limit` since this mark: that much processor time, or
    /// [`limits::WAITING_FACTOR`] times it of its own wall clock. Only the wall clock is read
    /// until it is past `limit`: the kernel's figures are read only when the answer might matter.
    pub(super) fn is_past(&self, pid: u32, limit: Duration) -> bool {
        let wall = self.at.elapsed();
        if wall < limit {
            return false;
        }
        let own = wall.saturating_sub(waited(pid).saturating_sub(self.waited));
        let computing = self
            .computed
            .zip(processor_time::of_process(pid))
            .map(|(then, now)| now.saturating_sub(then));
        match computing {
            Some(computing) => computing >= limit || own >= limit * limits::WAITING_FACTOR,
            None => own >= limit,
        }
    }
}

/// How long the threads of `pid` now alive have waited, ready to run, for a processor.
#[cfg(target_os = "linux")]
fn waited(pid: u32) -> Duration {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return Duration::ZERO;
    };
    let nanos = tasks
        .flatten()
        .filter_map(|task| std::fs::read_to_string(task.path().join("schedstat")).ok())
        .filter_map(|stat| run_delay(&stat))
        .sum();
    Duration::from_nanos(nanos)
}

#[cfg(not(target_os = "linux"))]
fn waited(_pid: u32) -> Duration {
    Duration::ZERO
}

/// The second of a `schedstat` line's three numbers: nanoseconds spent waiting on a run queue.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
fn run_delay(schedstat: &str) -> Option<u64> {
    schedstat.split_whitespace().nth(1)?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_run_delay_is_the_second_field() {
        assert_eq!(run_delay("830028 1500 1\n"), Some(1500));
        assert_eq!(run_delay("830028\n"), None);
    }

    /// A mark `ago` before now, for `pid`: the tests set the wall clock back rather than wait.
    fn mark_from(pid: u32, ago: Duration) -> Mark {
        let now = Mark::now(pid);
        Mark {
            at: now.at - ago,
            ..now
        }
    }

    /// A child that sleeps computes nothing: it is past a limit only once it has waited the
    /// limit times [`limits::WAITING_FACTOR`] on its own clock, never after the limit alone.
    #[test]
    fn a_sleeping_child_is_judged_by_its_wait() {
        let mut child = std::process::Command::new("sleep").arg("30").spawn();
        let Ok(child) = child.as_mut() else {
            eprintln!("note: no `sleep` command here to measure");
            return;
        };
        let pid = child.id();
        let limit = Duration::from_secs(10);
        let computing_is_read = Mark::now(pid).computed.is_some();
        let twice = mark_from(pid, limit * 2).is_past(pid, limit);
        let waited = mark_from(pid, limit * (limits::WAITING_FACTOR + 1)).is_past(pid, limit);
        let _ = child.kill();
        let _ = child.wait();
        assert_eq!(twice, !computing_is_read, "past after twice the limit");
        assert!(waited, "not past after waiting the limit times the factor");
    }

    /// A child that computes is past the limit once it has used that much processor time, and
    /// not before.
    #[cfg(target_os = "linux")]
    #[test]
    fn a_computing_child_is_judged_by_its_processor_time() {
        let mut child = std::process::Command::new("sh")
            .args(["-c", "while :; do :; done"])
            .spawn()
            .expect("a shell that spins");
        let pid = child.id();
        let mark = Mark::now(pid);
        let limit = Duration::from_millis(200);
        let used = || processor_time::of_process(pid).unwrap_or_default() - mark.computed.unwrap();
        // On a busy machine the spinning shell gets less than a processor: it takes longer.
        let started = Instant::now();
        while used() < limit && started.elapsed() < Duration::from_secs(120) {
            std::thread::sleep(Duration::from_millis(10));
        }
        let (spun, past, not_yet) = (
            used(),
            mark.is_past(pid, limit),
            mark.is_past(pid, limit * 60),
        );
        let _ = child.kill();
        let _ = child.wait();
        assert!(spun >= limit, "the shell used only {spun:?}");
        assert!(past, "not past after computing {spun:?}");
        assert!(!not_yet || started.elapsed() >= limit * 60 * limits::WAITING_FACTOR);
    }

    /// On Linux the scheduler's figures are read where the kernel keeps them.
    #[cfg(target_os = "linux")]
    #[test]
    fn waiting_for_a_processor_is_read_from_the_scheduler() {
        let stat = std::fs::read_to_string("/proc/self/schedstat");
        if stat.is_err() {
            eprintln!("note: this kernel keeps no scheduler statistics; the wall clock is used");
            return;
        }
        assert!(run_delay(&stat.unwrap()).is_some());
    }
}
