//! Limits the kernel holds each process of a child's tree to (`setrlimit`, set between fork and
//! exec and inherited by everything the child starts): on bubblewrap for test runs in the
//! sandbox ([`crate::sandbox`]), and on cargo for builds of learners' code ([`BUILD`]), where a
//! file built to never finish (a macro that doubles its tokens, a huge constant) would otherwise
//! take the teacher's memory, processor or disk until the build's deadline. With `--keep-going`,
//! the one compiler that reaches a limit fails its own package; the class's others build on.

use std::process::Command;

/// One limit, for each process on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// Bytes of address space (`RLIMIT_AS`): an allocation past it fails.
    Memory(u64),
    /// Processes and threads of the user (`RLIMIT_NPROC`), never applied to root.
    Processes(u64),
    /// Seconds of processor time (`RLIMIT_CPU`): past it the kernel ends the process.
    ProcessorSeconds(u64),
    /// Bytes in one file written (`RLIMIT_FSIZE`): a write past it fails.
    FileSize(u64),
    /// No core dumps (`RLIMIT_CORE` 0).
    NoCoreDumps,
}

/// The limits of a build of learners' code, each compiler, linker and build script on its own:
/// far over what compiling the course takes (the heaviest dependency built in 2 GiB of address
/// space; every package compiles in seconds), so only a bomb reaches them.
pub const BUILD: [Limit; 4] = [
    Limit::Memory(4 << 30),
    Limit::ProcessorSeconds(600),
    Limit::FileSize(1 << 30),
    Limit::NoCoreDumps,
];

/// The memory, processor time and file size `limits` allow, in words:
/// "4 GiB of memory, 600 s of processor time and files of 1 GiB".
pub fn in_words(limits: &[Limit]) -> String {
    let gib = |bytes: u64| format!("{} GiB", bytes as f64 / f64::from(1u32 << 30));
    let words: Vec<String> = limits
        .iter()
        .filter_map(|limit| match *limit {
            Limit::Memory(bytes) => Some(format!("{} of memory", gib(bytes))),
            Limit::ProcessorSeconds(seconds) => Some(format!("{seconds} s of processor time")),
            Limit::FileSize(bytes) => Some(format!("files of {}", gib(bytes))),
            Limit::Processes(_) | Limit::NoCoreDumps => None,
        })
        .collect();
    match words.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// Sets `limits` on `command`, for it and everything it starts.
#[cfg(target_os = "linux")]
pub fn set(command: &mut Command, limits: &[Limit]) {
    use std::os::unix::process::CommandExt;
    let limits: Vec<_> = limits.iter().map(|limit| limit.resource()).collect();
    // SAFETY: the closure only calls setrlimit, which is async-signal-safe, between fork and exec.
    unsafe {
        command.pre_exec(move || {
            for &(resource, most) in &limits {
                let limit = libc::rlimit {
                    rlim_cur: most,
                    rlim_max: most,
                };
                if libc::setrlimit(resource, &limit) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
            }
            Ok(())
        });
    }
}

#[cfg(not(target_os = "linux"))]
pub fn set(_: &mut Command, _: &[Limit]) {}

#[cfg(target_os = "linux")]
impl Limit {
    /// The kernel's resource and the most it allows.
    fn resource(self) -> (libc::__rlimit_resource_t, u64) {
        match self {
            Limit::Memory(bytes) => (libc::RLIMIT_AS, bytes),
            Limit::Processes(count) => (libc::RLIMIT_NPROC, count),
            Limit::ProcessorSeconds(seconds) => (libc::RLIMIT_CPU, seconds),
            Limit::FileSize(bytes) => (libc::RLIMIT_FSIZE, bytes),
            Limit::NoCoreDumps => (libc::RLIMIT_CORE, 0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_build_s_limits_are_said_in_words() {
        assert_eq!(
            in_words(&BUILD),
            "4 GiB of memory, 600 s of processor time and files of 1 GiB"
        );
    }

    /// A shell started with the build's limits reports them (`ulimit` counts kilobytes).
    #[cfg(target_os = "linux")]
    #[test]
    fn a_child_and_what_it_starts_have_the_limits() {
        let mut shell = Command::new("sh");
        shell.args(["-c", "sh -c 'ulimit -v; ulimit -t; ulimit -c'"]);
        set(&mut shell, &BUILD);
        let said = shell.output().expect("a shell");
        let said = String::from_utf8_lossy(&said.stdout);
        assert_eq!(
            said.split_whitespace().collect::<Vec<_>>(),
            ["4194304", "600", "0"]
        );
    }
}
