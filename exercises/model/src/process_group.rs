//! A child process leading a process group of its own, and the whole group killed as one: the
//! child, if it still runs, and whatever it started that stayed in the group. The course tool
//! (its `process` module) and the test kit's isolated calls both stop their children this way.
//!
//! On Unix the group is the kernel's. Elsewhere there is no group to kill: only the child itself
//! is stopped, and its exit is polled for.

use std::process::{Child, Command};
use std::time::Duration;

/// Makes `command`'s child, once spawned, the leader of a new process group whose id is its own.
pub fn lead_a_new_one(command: &mut Command) {
    imp::lead_a_new_one(command);
}

/// Whether `child` exited within `timeout`. On Unix it is left unreaped (a zombie), so its id,
/// which is its group's, cannot be given to another process before the group is killed.
pub fn exits_within(child: &mut Child, timeout: Duration) -> bool {
    imp::exits_within(child, timeout)
}

/// Waits for `child` to exit, asking `give_up` every `every` whether to stop waiting: `None`
/// once the child has exited, else what `give_up` answered. Like [`exits_within`], it leaves the
/// child unreaped on Unix.
pub fn exits_unless<T>(
    child: &mut Child,
    every: Duration,
    give_up: impl FnMut() -> Option<T>,
) -> Option<T> {
    imp::exits_unless(child, every, give_up)
}

/// Kills `child`'s group. Once the child is reaped its id still names the group while the group
/// has members, and the kernel gives it to no new process until the group is empty.
pub fn kill(child: &mut Child) {
    imp::kill(child);
}

/// Kills the group led by the process `leader` (Unix only: elsewhere it does nothing).
pub fn kill_by_id(leader: u32) {
    imp::kill_by_id(leader);
}

#[cfg(unix)]
mod imp {
    use std::os::unix::process::CommandExt;
    use std::process::{Child, Command};
    use std::sync::mpsc;
    use std::thread;
    use std::time::Duration;

    pub fn lead_a_new_one(command: &mut Command) {
        command.process_group(0);
    }

    pub fn exits_within(child: &mut Child, timeout: Duration) -> bool {
        let (exited, exit) = mpsc::channel();
        let id = child.id();
        thread::spawn(move || {
            wait_without_reaping(id);
            let _ = exited.send(());
        });
        exit.recv_timeout(timeout).is_ok()
    }

    pub fn exits_unless<T>(
        child: &mut Child,
        every: Duration,
        mut give_up: impl FnMut() -> Option<T>,
    ) -> Option<T> {
        let (exited, exit) = mpsc::channel();
        let id = child.id();
        thread::spawn(move || {
            wait_without_reaping(id);
            let _ = exited.send(());
        });
        loop {
            if exit.recv_timeout(every).is_ok() {
                return None;
            }
            if let Some(answer) = give_up() {
                return Some(answer);
            }
        }
    }

    fn wait_without_reaping(id: u32) {
        loop {
            // SAFETY: `info` is a plain C struct that waitid fills in; zeroed is a valid value.
            let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
            // SAFETY: waits for our own child `id`, writing only into `info`.
            let waited = unsafe {
                libc::waitid(
                    libc::P_PID,
                    id as libc::id_t,
                    &mut info,
                    libc::WEXITED | libc::WNOWAIT,
                )
            };
            if waited == 0 || std::io::Error::last_os_error().raw_os_error() != Some(libc::EINTR) {
                return;
            }
        }
    }

    pub fn kill(child: &mut Child) {
        kill_by_id(child.id());
    }

    pub fn kill_by_id(leader: u32) {
        let Ok(group) = libc::pid_t::try_from(leader) else {
            return;
        };
        // SAFETY: sends a signal; a group that is already empty only yields ESRCH.
        unsafe { libc::killpg(group, libc::SIGKILL) };
    }
}

#[cfg(not(unix))]
mod imp {
    use std::process::{Child, Command};
    use std::thread;
    use std::time::{Duration, Instant};

    pub fn lead_a_new_one(_: &mut Command) {}

    pub fn exits_within(child: &mut Child, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        while Instant::now() < deadline {
            if let Ok(Some(_)) = child.try_wait() {
                return true;
            }
            thread::sleep(Duration::from_millis(10));
        }
        false
    }

    pub fn exits_unless<T>(
        child: &mut Child,
        every: Duration,
        mut give_up: impl FnMut() -> Option<T>,
    ) -> Option<T> {
        loop {
            if exits_within(child, every) {
                return None;
            }
            if let Some(answer) = give_up() {
                return Some(answer);
            }
        }
    }

    pub fn kill(child: &mut Child) {
        let _ = child.kill();
    }

    pub fn kill_by_id(_: u32) {}
}

#[cfg(all(test, unix))]
mod tests {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    use std::time::Instant;

    use super::*;

    /// `sh` running `script` as the leader of a group of its own, its output piped.
    fn leader(script: &str) -> Child {
        let mut command = Command::new("sh");
        command.args(["-c", script]).stdout(Stdio::piped());
        lead_a_new_one(&mut command);
        command.spawn().unwrap()
    }

    /// Whether the process `pid` is gone, or a zombie, within five seconds (Linux's /proc).
    #[cfg(target_os = "linux")]
    fn gone_soon(pid: i32) -> bool {
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
            let running = (stat.rsplit_once(')'))
                .is_some_and(|(_, rest)| !rest.trim_start().starts_with('Z'));
            if !running {
                return true;
            }
            if Instant::now() > deadline {
                return false;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    #[test]
    fn an_exit_is_seen_and_a_child_still_running_is_not_taken_for_one() {
        let mut quick = leader("exit 3");
        assert!(exits_within(&mut quick, Duration::from_secs(10)));
        assert_eq!(quick.wait().unwrap().code(), Some(3));
        let mut slow = leader("sleep 30");
        assert!(!exits_within(&mut slow, Duration::from_millis(100)));
        kill(&mut slow);
        assert!(exits_within(&mut slow, Duration::from_secs(10)));
        assert_eq!(slow.wait().unwrap().code(), None, "killed by a signal");
    }

    #[test]
    #[cfg(target_os = "linux")]
    fn killing_the_group_stops_what_the_child_started() {
        let mut child = leader("sleep 30 & echo $!; wait");
        let mut line = String::new();
        let stdout = child.stdout.take().unwrap();
        BufReader::new(stdout).read_line(&mut line).unwrap();
        let started: i32 = line.trim().parse().unwrap();
        kill(&mut child);
        child.wait().unwrap();
        assert!(
            gone_soon(started),
            "the background sleep {started} still runs"
        );
    }
}
