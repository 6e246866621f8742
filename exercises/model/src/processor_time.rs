//! How much processor time a process and everything it started have used: the clock a whole
//! test run (the course tool) and each isolated call (the test kit) are judged on, so that a
//! verdict never depends on how busy the machine is. On a busy
//! machine the wall clock runs on while the tests wait their turn for a processor; processor
//! time does not, so correct code is never stopped for the machine's sake, while a loop that
//! never ends uses one processor-second a second, as on a quiet machine.
//!
//! The kernel keeps each process's figures in `/proc/PID/stat`: the time its threads computed
//! (`utime`, `stime`) and the time of the children it has reaped (`cutime`, `cstime`). A run's
//! time is the sum over the child and every live descendant, found by their parents' ids: the
//! test kit runs each isolated call in a child of its own, in a process group of its own, and
//! reaps it. Where `/proc` cannot be read (not Linux) there is no figure, and the caller falls
//! back to the wall clock.
//!
//! A process whose parent has ended is no longer a descendant (the course tool adopts it, see
//! `adopt_orphans`), so its time is not counted: such a run is still stopped by its wall-clock
//! limit, and whatever is left of it is killed when the run ends.

use std::time::Duration;

/// The processor time used so far by `root` and its live descendants, with the children they
/// have reaped; `None` where the kernel does not say.
#[cfg(target_os = "linux")]
pub fn of_tree(root: u32) -> Option<Duration> {
    use std::collections::{HashMap, HashSet};

    let mut children: HashMap<u32, Vec<u32>> = HashMap::new();
    let mut ticks: HashMap<u32, u64> = HashMap::new();
    for entry in std::fs::read_dir("/proc").ok()?.flatten() {
        let Some(pid) = entry
            .file_name()
            .to_str()
            .and_then(|name| name.parse().ok())
        else {
            continue;
        };
        let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
        if let Some((parent, used)) = parent_and_ticks(&stat) {
            children.entry(parent).or_default().push(pid);
            ticks.insert(pid, used);
        }
    }
    ticks.get(&root)?;
    // The ids are read one file at a time, so a reused id could make a loop: each is seen once.
    let mut seen = HashSet::new();
    let mut to_visit = vec![root];
    let mut total = 0;
    while let Some(pid) = to_visit.pop() {
        if seen.insert(pid) {
            total += ticks.get(&pid).copied().unwrap_or(0);
            to_visit.extend(children.get(&pid).into_iter().flatten());
        }
    }
    Some(Duration::from_secs_f64(total as f64 / ticks_per_second()))
}

#[cfg(not(target_os = "linux"))]
pub fn of_tree(_root: u32) -> Option<Duration> {
    None
}

/// The processor time used so far by `pid` alone (every thread it has had, and the children it
/// has reaped): one file read, cheap enough to take at every call the test kit hears of.
/// `None` where the kernel does not say.
#[cfg(target_os = "linux")]
pub fn of_process(pid: u32) -> Option<Duration> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let (_, used) = parent_and_ticks(&stat)?;
    Some(Duration::from_secs_f64(used as f64 / ticks_per_second()))
}

#[cfg(not(target_os = "linux"))]
pub fn of_process(_pid: u32) -> Option<Duration> {
    None
}

/// How many clock ticks make a second, the unit of `/proc/PID/stat`'s times.
#[cfg(target_os = "linux")]
fn ticks_per_second() -> f64 {
    // SAFETY: asks for a constant of the system; no memory is passed.
    let ticks = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
    if ticks > 0 { ticks as f64 } else { 100.0 }
}

/// A `/proc/PID/stat` line's parent id and its four times summed (`utime`, `stime`, `cutime`,
/// `cstime`), in clock ticks. The fields are read after the program's name, the only field in
/// parentheses and the only one that can hold a `)` or a space.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
fn parent_and_ticks(stat: &str) -> Option<(u32, u64)> {
    let (_, fields) = stat.rsplit_once(')')?;
    let fields: Vec<&str> = fields.split_whitespace().collect();
    let parent = fields.get(1)?.parse().ok()?;
    let times = fields
        .get(11..15)?
        .iter()
        .map(|field| field.parse::<u64>().ok());
    Some((parent, times.sum::<Option<u64>>()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_parent_and_the_four_times_are_read_after_the_name() {
        let stat = "4242 (a) b) R 17 4242 4242 0 -1 4194304 90 0 0 0 250 30 7 5 20 0 1 0";
        assert_eq!(parent_and_ticks(stat), Some((17, 250 + 30 + 7 + 5)));
        assert_eq!(parent_and_ticks("4242 (cut) R 17 1 2"), None);
    }

    /// On Linux this process's own figure is read, it has computed something by now, and the
    /// process alone has used no more than it and its descendants.
    #[cfg(target_os = "linux")]
    #[test]
    fn this_process_has_a_figure() {
        let busy: u64 = (0..5_000_000u64).map(std::hint::black_box).sum();
        assert!(busy > 0);
        let alone = of_process(std::process::id()).expect("a figure for this process");
        let tree = of_tree(std::process::id()).expect("a figure for its tree");
        assert!(alone <= tree, "{alone:?} > {tree:?}");
    }
}
