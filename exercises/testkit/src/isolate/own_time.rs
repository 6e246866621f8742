//! How long a child has had the machine for itself: the wall clock less the time it spent
//! ready to run but waiting for a processor.
//!
//! A call's patience is measured on this clock, not the wall clock, so that a verdict never
//! depends on how busy the machine is. On a busy machine the wall clock runs on while the child
//! waits its turn; this clock does not, so a correct call is never stopped for the machine's
//! sake. It still runs while the child computes and while it sleeps or waits for a lock, so a
//! recursion or a loop that never ends is stopped as soon as on a quiet machine, and so is a
//! call that waits for ever without computing.
//!
//! The time a process waited for a processor is the kernel's scheduler statistics: the second
//! field of `/proc/PID/task/TID/schedstat` (its `run_delay`, in nanoseconds), summed over the
//! process's threads. Where that cannot be read (not Linux, or a kernel built without them),
//! nothing is subtracted and the patience is the wall clock's, as before.

use std::time::{Duration, Instant};

/// One moment on a child's own clock.
#[derive(Clone, Copy)]
pub(super) struct Mark {
    at: Instant,
    waited: Duration,
}

impl Mark {
    /// Now, for the child `pid`.
    pub(super) fn now(pid: u32) -> Mark {
        Mark {
            at: Instant::now(),
            waited: waited(pid),
        }
    }

    /// The child's own time since this mark. Only wall time is read unless it is already past
    /// `at_least`: the scheduler's figures are read only when the answer might matter.
    pub(super) fn elapsed_past(&self, pid: u32, at_least: Duration) -> Option<Duration> {
        let wall = self.at.elapsed();
        if wall < at_least {
            return None;
        }
        let own = wall.saturating_sub(waited(pid).saturating_sub(self.waited));
        (own >= at_least).then_some(own)
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

    /// Measured on a sleeping child, as the test kit measures its children: this test
    /// program's own threads (the other tests, running beside it) may wait for a processor
    /// longer in sum than the wall clock runs, on a busy machine, so they are not the subject.
    #[test]
    fn a_process_own_time_is_no_more_than_the_wall_clock() {
        let mut child = std::process::Command::new("sleep").arg("5").spawn();
        let Ok(child) = child.as_mut() else {
            eprintln!("note: no `sleep` command here to measure");
            return;
        };
        let pid = child.id();
        let mark = Mark::now(pid);
        std::thread::sleep(Duration::from_millis(30));
        let own = mark.elapsed_past(pid, Duration::from_millis(20));
        let wall = mark.at.elapsed();
        let _ = child.kill();
        let _ = child.wait();
        let own = own.expect("sleeping is the child's own time");
        assert!(own <= wall, "{own:?}");
        assert_eq!(mark.elapsed_past(pid, Duration::from_secs(60)), None);
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
