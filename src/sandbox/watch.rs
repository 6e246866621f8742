//! A sandboxed run as a whole, where the kernel's limits are per process. When the tool runs as
//! root, each run is given a user id of its own ([`RunUser`]), so its processes are exactly that
//! user's: the kernel holds their number to [`PROCESSES`] (`RLIMIT_NPROC` counts a user's
//! processes and threads, and applies to every user but root), and one run's fork bomb takes
//! nothing from another running beside it. A [`Watch`] reads that user's processes in /proc a
//! few times a second, adds up their memory, and ends them all once they reach the process
//! limit or their memory [`MEMORY`]: so a run is stopped with the limit it reached named,
//! rather than left to its deadline.
//!
//! The memory is sampled, not enforced by the kernel (a cgroup would be, where one can be made:
//! not in most containers or CI runners): between two readings a run can go past it by what it
//! allocates in [`EVERY`].

use std::os::unix::fs::MetadataExt;
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use super::{Exceeded, MEMORY, PROCESSES};

/// How often a watched run's processes are read.
pub const EVERY: Duration = Duration::from_millis(50);

/// The first of the user ids runs are given: far above the ids of people (1000...) and of the
/// ranges containers map (100000...), and no `/etc/passwd` entry is needed for one.
const FIRST_USER: u32 = 1 << 30;

/// A user id of one sandboxed run's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunUser(pub u32);

impl RunUser {
    /// A user id that no other run of this process, or of another of the tool's processes,
    /// has now; `None` unless the tool runs as root, the only user who can take another's id
    /// (and the only one `RLIMIT_NPROC` does not apply to). The id is made of this process's
    /// id and a count of its runs, so it comes back only after 256 runs of this process.
    pub fn next() -> Option<RunUser> {
        // SAFETY: geteuid cannot fail and reads no memory of ours.
        if unsafe { libc::geteuid() } != 0 {
            return None;
        }
        static RUNS: AtomicU32 = AtomicU32::new(0);
        let run = RUNS.fetch_add(1, Ordering::Relaxed) & 0xff;
        let process = std::process::id() & 0x3f_ffff;
        Some(RunUser(FIRST_USER + (process << 8 | run)))
    }

    /// Each process of this user now: its threads and its resident bytes. A process that ends
    /// while it is read is left out.
    fn processes(self) -> Vec<(u64, u64)> {
        let Ok(entries) = std::fs::read_dir("/proc") else {
            return Vec::new();
        };
        let ours = entries.flatten().filter(|entry| {
            let is_pid = entry
                .file_name()
                .to_str()
                .is_some_and(|name| name.parse::<u32>().is_ok());
            is_pid && entry.metadata().is_ok_and(|meta| meta.uid() == self.0)
        });
        let status =
            ours.filter_map(|entry| std::fs::read_to_string(entry.path().join("status")).ok());
        status
            .map(|status| (field(&status, "Threads:"), field(&status, "VmRSS:") << 10))
            .collect()
    }

    /// Ends every process of this user (their pid namespace included) and nothing else: a
    /// child that has become this user signals all it may, `kill(-1, SIGKILL)`, before it
    /// runs `true`.
    pub fn end_all(self) {
        let mut killer = Command::new("true");
        killer.uid(self.0).gid(self.0);
        killer.stdout(Stdio::null()).stderr(Stdio::null());
        // SAFETY: the closure only calls kill, which is async-signal-safe, between fork and exec.
        unsafe {
            killer.pre_exec(|| {
                libc::kill(-1, libc::SIGKILL);
                Ok(())
            });
        }
        let _ = killer.status();
    }
}

/// The number a `/proc/PID/status` line `name` gives (kB for sizes), 0 when there is none.
fn field(status: &str, name: &str) -> u64 {
    let line = status.lines().find_map(|line| line.strip_prefix(name));
    let number = line.and_then(|rest| rest.split_whitespace().next());
    number.and_then(|number| number.parse().ok()).unwrap_or(0)
}

/// A watch on one run's user, from its start until [`Watch::stop`].
pub struct Watch {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<Option<Exceeded>>,
}

impl Watch {
    /// Starts watching `user`'s processes.
    pub fn start(user: RunUser) -> Watch {
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = Arc::clone(&stop);
        let thread = thread::spawn(move || {
            while !stopped.load(Ordering::Relaxed) {
                if let Some(exceeded) = exceeded(&user.processes()) {
                    user.end_all();
                    return Some(exceeded);
                }
                thread::sleep(EVERY);
            }
            None
        });
        Watch { stop, thread }
    }

    /// Stops watching: the limit the run reached, if it reached one.
    pub fn stop(self) -> Option<Exceeded> {
        self.stop.store(true, Ordering::Relaxed);
        self.thread.join().ok().flatten()
    }
}

/// The limit `processes` (threads and resident bytes of each) reached, if any. The kernel
/// holds the count under [`PROCESSES`], and a bomb held there hovers below it (a shell whose
/// fork fails goes on, and may end, freeing a place), so three quarters of it counts as
/// reaching it (measured: a bomb of shells read at most 248 of 256): no honest run comes near
/// (libtest starts a thread a core).
fn exceeded(processes: &[(u64, u64)]) -> Option<Exceeded> {
    let threads: u64 = processes.iter().map(|(threads, _)| threads).sum();
    let bytes: u64 = processes.iter().map(|(_, bytes)| bytes).sum();
    if threads >= PROCESSES / 4 * 3 {
        Some(Exceeded::Processes)
    } else if bytes > MEMORY {
        Some(Exceeded::Memory)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_reaches_a_limit_by_its_processes_together() {
        let mebibytes = |count: u64| count << 20;
        assert_eq!(exceeded(&[(2, mebibytes(256))]), None);
        let five_children = [(1, mebibytes(800)); 5];
        assert_eq!(exceeded(&five_children), Some(Exceeded::Memory));
        let bomb = vec![(1, mebibytes(1)); PROCESSES as usize];
        assert_eq!(exceeded(&bomb), Some(Exceeded::Processes));
    }
}
