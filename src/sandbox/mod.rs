//! Running learner code in a sandbox, with bubblewrap (`bwrap`) on Linux: it sees only the
//! system's programs and libraries and the paths it is given, read-only; it can write only to a
//! private, empty /tmp and the files it is given; it has no network; everything it starts dies
//! with it; and its memory, processes, CPU time and file sizes are limited.
//!
//! The kernel never applies `RLIMIT_NPROC` to root, even in the sandbox's user namespace
//! (measured: a fork bomb reached about 21,000 processes in a 2 s deadline, against a `pid_max`
//! of 32,768, and the next sandbox could not start). So when the tool runs as root, a
//! [`Sandbox::run`] runs bubblewrap as a user id of its own (its `watch` module), where the limit holds
//! for that run alone, and watches that user's processes as a whole.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, PoisonError};

use anyhow::Result;

use crate::process::Finished;

#[cfg(target_os = "linux")]
mod watch;
#[cfg(target_os = "linux")]
use watch::RunUser;

/// Address space per process, and resident memory of a watched run's processes together: a
/// chapter's test binary runs in 256 MiB (measured with `ulimit -v`), so this leaves room while
/// stopping a runaway allocation.
pub const MEMORY: u64 = 1 << 30;
/// Processes and threads of the sandbox's user (for root, only through [`Sandbox::run`]).
pub const PROCESSES: u64 = 256;
/// CPU seconds per process: a backstop, past the longest run the course allows on two threads.
pub const CPU_SECONDS: u64 = 300;
/// The largest file that can be written, and the size of the private /tmp and of /dev/shm.
pub const FILE_SIZE: u64 = 64 << 20;

/// The system's folders programs and libraries are read from; on a merged /usr (Debian) all but
/// /usr are symlinks, and are recreated as such.
const SYSTEM: [&str; 7] = [
    "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32",
];
/// What the dynamic linker and some programs read under /etc; nothing more of /etc is shown.
const SYSTEM_FILES: [&str; 4] = [
    "/etc/ld.so.cache",
    "/etc/ld.so.conf",
    "/etc/ld.so.conf.d",
    "/etc/alternatives",
];

/// The variable that makes a missing sandbox fail the course's tests of it instead of skipping
/// them: CI sets it (`AYOAYO_REQUIRE_SANDBOX=1`), so the sandboxed path always runs there.
pub const REQUIRED_BY_TESTS: &str = "AYOAYO_REQUIRE_SANDBOX";

/// The limit of the sandbox a run reached, which stopped it: what a grade's note names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exceeded {
    /// Its processes and threads reached [`PROCESSES`].
    Processes,
    /// Its processes together held more than [`MEMORY`].
    Memory,
    /// The sandbox itself could not be started, the machine's (or this user's) processes
    /// exhausted: what the system said.
    NotStarted(String),
}

impl std::fmt::Display for Exceeded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Exceeded::Processes => write!(
                f,
                "stopped: it started more processes and threads than the sandbox's limit of \
                 {PROCESSES}"
            ),
            Exceeded::Memory => write!(
                f,
                "stopped: its processes together held more memory than the sandbox's limit of \
                 {} MiB",
                MEMORY >> 20
            ),
            Exceeded::NotStarted(why) => write!(f, "stopped: the sandbox could not start: {why}"),
        }
    }
}

/// Bubblewrap, found and seen to work; or, for root where bubblewrap cannot start, a user of
/// its own for each run alone ([`Sandbox::own_user_only`]).
#[derive(Clone, Debug)]
pub struct Sandbox {
    /// `None` for a sandbox of a user of its own alone.
    bwrap: Option<PathBuf>,
    /// Whether bubblewrap works as a user of its own ([`RunUser`]): only root can give one,
    /// and only where unprivileged user namespaces are allowed.
    own_users: bool,
}

/// Whether learner code can run in the sandbox here, found once per process.
#[derive(Clone, Debug)]
pub enum Availability {
    /// Bubblewrap is here and works.
    Ready(Sandbox),
    /// `AYOAYO_SANDBOX=off`: whoever runs the tool chose to run without one.
    TurnedOff,
    /// There is none: why, in a plain sentence.
    Missing(Missing),
}

/// Why there is no sandbox here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Missing {
    /// Bubblewrap is not installed.
    NotInstalled,
    /// Bubblewrap is installed but fails, or cannot be started: what it or the system said.
    Broken(String),
    /// Not Linux.
    Unsupported,
}

impl std::fmt::Display for Availability {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Availability::Ready(sandbox) if sandbox.is_bubblewrap() => {
                write!(f, "bubblewrap's sandbox")
            }
            Availability::Ready(_) => {
                write!(f, "a user of its own for each run (AYOAYO_SANDBOX=user)")
            }
            Availability::TurnedOff => write!(f, "AYOAYO_SANDBOX=off"),
            Availability::Missing(Missing::NotInstalled) => {
                write!(
                    f,
                    "bubblewrap (bwrap) is not installed: apt-get install bubblewrap"
                )
            }
            Availability::Missing(Missing::Broken(why)) => write!(f, "{why}"),
            Availability::Missing(Missing::Unsupported) => {
                write!(f, "this platform has none (Linux only)")
            }
        }
    }
}

impl Availability {
    /// The sandbox, when there is one.
    pub fn sandbox(&self) -> Option<&Sandbox> {
        match self {
            Availability::Ready(sandbox) => Some(sandbox),
            _ => None,
        }
    }

    /// What to tell a learner once per command when their code runs without a sandbox though
    /// one could be had here: nothing when there is one, when it was turned off on purpose, or
    /// off Linux, where there is nothing a learner could do about it.
    pub fn notice(&self) -> Option<String> {
        match self {
            Availability::Missing(Missing::NotInstalled | Missing::Broken(_)) => {
                Some(format!("(Your code runs without a sandbox here: {self}.)"))
            }
            _ => None,
        }
    }
}

impl Sandbox {
    /// Whether there is a sandbox here. Set `AYOAYO_SANDBOX=off` to run without one, or
    /// `AYOAYO_SANDBOX=user` (root only) for a user of its own per run without bubblewrap
    /// ([`Sandbox::own_user_only`]); bubblewrap is tried on `true` once per process.
    pub fn detect() -> Availability {
        match std::env::var_os("AYOAYO_SANDBOX") {
            Some(setting) if setting == "off" => return Availability::TurnedOff,
            Some(setting) if setting == "user" => {
                return match Sandbox::own_user_only() {
                    Some(sandbox) => Availability::Ready(sandbox),
                    None => Availability::Missing(Missing::Broken(
                        "AYOAYO_SANDBOX=user gives each run a user of its own, which only root \
                         can do, on Linux"
                            .into(),
                    )),
                };
            }
            _ => {}
        }
        static PROBED: std::sync::OnceLock<Availability> = std::sync::OnceLock::new();
        PROBED.get_or_init(probe).clone()
    }

    /// For the course's own tests: the sandbox, or `None` when there is none here, after telling
    /// the terminal in one line (once per test program) why, and what `left_out` says the test
    /// leaves out without it. With [`REQUIRED_BY_TESTS`] set, a missing sandbox panics instead.
    ///
    /// The line is written to standard error itself, not with `eprintln!`: the test harness
    /// captures only the print macros (rust-lang/rust#90785), and a passing test's capture is
    /// never shown, so a skip would otherwise be silent.
    pub fn for_a_test(left_out: &str) -> Option<Sandbox> {
        let why = match Sandbox::detect() {
            Availability::Ready(sandbox) => return Some(sandbox),
            missing => missing,
        };
        let required = std::env::var_os(REQUIRED_BY_TESTS);
        if required.is_some_and(|value| !value.is_empty() && value != "0") {
            panic!("{REQUIRED_BY_TESTS} is set, and there is no sandbox here: {why}");
        }
        static SAID: Mutex<Vec<String>> = Mutex::new(Vec::new());
        let mut said = SAID.lock().unwrap_or_else(PoisonError::into_inner);
        if !said.iter().any(|line| line == left_out) {
            said.push(left_out.to_string());
            let line = format!(
                "note: no sandbox ({why}): {left_out}; {REQUIRED_BY_TESTS}=1 makes this a failure\n"
            );
            let _ = std::io::stderr().write_all(line.as_bytes());
        }
        None
    }

    /// `command` (its program, arguments, current folder and explicitly set environment) to run
    /// inside the sandbox, where only the system and the `readable` paths can be read, all of it
    /// read-only, and nothing but its private /tmp and the `writable` folders (such as where the
    /// test harness writes its log) can be written: the command's current folder must be one of
    /// them or inside one. A writable folder is bounded per file only: give files where a
    /// run must be bounded as a whole.
    ///
    /// A sandbox of a user of its own alone ([`Sandbox::own_user_only`]) hides and protects
    /// nothing by itself: the command is only given the sandbox's environment and limits, and
    /// [`Sandbox::run`] gives it its user.
    pub fn wrap(&self, command: &Command, readable: &[&Path], writable: &[&Path]) -> Command {
        let Some(bwrap) = &self.bwrap else {
            return bare(command);
        };
        let mut wrapped = Command::new(bwrap);
        wrapped.args(["--unshare-all", "--die-with-parent", "--new-session"]);
        // Root in the sandbox keeps every capability unless told otherwise.
        wrapped.args(["--cap-drop", "ALL"]);
        for folder in SYSTEM.map(Path::new) {
            match std::fs::read_link(folder) {
                Ok(target) => wrapped.arg("--symlink").arg(target).arg(folder),
                Err(_) => wrapped.arg("--ro-bind-try").arg(folder).arg(folder),
            };
        }
        for file in SYSTEM_FILES {
            wrapped.args(["--ro-bind-try", file, file]);
        }
        wrapped.args(["--proc", "/proc", "--dev", "/dev"]);
        // /dev is a tmpfs with no size, and /dev/shm a folder in it: both get one.
        for folder in ["/tmp", "/dev/shm"] {
            wrapped.args(["--size", &FILE_SIZE.to_string(), "--tmpfs", folder]);
        }
        // After /tmp, so that a readable path under /tmp is mounted on top of the empty one.
        for path in readable.iter().map(|path| absolute(path)) {
            wrapped.arg("--ro-bind").arg(&path).arg(&path);
        }
        for path in writable.iter().map(|path| absolute(path)) {
            wrapped.arg("--bind").arg(&path).arg(&path);
        }
        if let Some(folder) = command.get_current_dir() {
            wrapped.arg("--chdir").arg(absolute(folder));
        }
        wrapped.arg("--clearenv");
        for (name, value) in environment(command) {
            wrapped.arg("--setenv").arg(name).arg(value);
        }
        wrapped
            .arg("--")
            .arg(command.get_program())
            .args(command.get_args());
        limit_resources(&mut wrapped);
        wrapped
    }
}

impl Sandbox {
    /// For root where bubblewrap cannot start (a container that forbids namespaces): each
    /// [`Sandbox::run`] as a user id of its own, with the sandbox's limits and environment,
    /// watched as a whole. The run can read what everyone may read, and write only the files it
    /// is given and what everyone may write (/tmp); it cannot write root's files, nor signal
    /// or trace root's processes, such as the tool grading it. `None` unless the tool runs as
    /// root, on Linux, and such a user can run a program here.
    pub fn own_user_only() -> Option<Sandbox> {
        let sandbox = Sandbox {
            bwrap: None,
            own_users: true,
        };
        #[cfg(target_os = "linux")]
        {
            use std::os::unix::process::CommandExt;
            let user = RunUser::next()?;
            let mut tried = Command::new("true");
            tried.uid(user.0).gid(user.0);
            let tried = crate::process::run(tried, std::time::Duration::from_secs(10));
            tried
                .is_ok_and(|finished| finished.succeeded())
                .then_some(sandbox)
        }
        #[cfg(not(target_os = "linux"))]
        {
            let _ = sandbox;
            None
        }
    }

    /// Whether this sandbox is bubblewrap's (rather than a user of its own alone).
    pub fn is_bubblewrap(&self) -> bool {
        self.bwrap.is_some()
    }

    /// Whether each [`Sandbox::run`] has a user of its own, and so limits that hold for the run
    /// as a whole, watched: only when the tool runs as root. Otherwise the process limit is
    /// shared with every process of the user running the tool.
    pub fn watches_runs(&self) -> bool {
        self.own_users
    }

    /// Runs `command` in the sandbox as [`Sandbox::wrap`] would, with `run` (one of
    /// [`crate::process`]'s runners), and tells which limit of the sandbox stopped it, if one
    /// did. When the tool runs as root, the run is given a user of its own (who is given the
    /// `writable` paths, and must be able to read the `readable` ones) and is watched as a
    /// whole. A sandbox that could not even start, the processes exhausted, is a run stopped by
    /// that limit: a learner's doing, not the tool's failure.
    pub fn run(
        &self,
        command: &Command,
        readable: &[&Path],
        writable: &[&Path],
        run: impl FnOnce(Command) -> Result<Finished>,
    ) -> Result<(Finished, Option<Exceeded>)> {
        let wrapped = self.wrap(command, readable, writable);
        let (finished, exceeded) = self.watched(wrapped, readable, writable, run)?;
        match finished {
            Ok(finished) => Ok((finished, exceeded)),
            Err(error) if out_of_processes(&error) => {
                let why = format!("{error:#}");
                let finished = Finished {
                    output: why.clone(),
                    stdout: String::new(),
                    status: None,
                    stopped: None,
                    truncated: false,
                };
                Ok((finished, Some(Exceeded::NotStarted(why))))
            }
            Err(error) => Err(error),
        }
    }
}

impl Sandbox {
    /// Runs `wrapped` with `run`, as a user of its own and watched when the tool runs as root.
    #[cfg(target_os = "linux")]
    fn watched(
        &self,
        mut wrapped: Command,
        readable: &[&Path],
        writable: &[&Path],
        run: impl FnOnce(Command) -> Result<Finished>,
    ) -> Result<(Result<Finished>, Option<Exceeded>)> {
        use std::os::unix::process::CommandExt;
        let user = RunUser::next().filter(|_| self.own_users);
        if let Some(user) = user {
            give(user, readable, writable)?;
            wrapped.uid(user.0).gid(user.0);
        }
        let watch = user.map(watch::Watch::start);
        let finished = run(wrapped);
        Ok((finished, watch.and_then(watch::Watch::stop)))
    }

    #[cfg(not(target_os = "linux"))]
    fn watched(
        &self,
        wrapped: Command,
        _: &[&Path],
        _: &[&Path],
        run: impl FnOnce(Command) -> Result<Finished>,
    ) -> Result<(Result<Finished>, Option<Exceeded>)> {
        Ok((run(wrapped), None))
    }
}

/// Gives `user` the `writable` paths, after checking it can read the `readable` ones: their
/// folders must be open to everyone, as the tool's files are with the usual umask (022).
#[cfg(target_os = "linux")]
fn give(user: RunUser, readable: &[&Path], writable: &[&Path]) -> Result<()> {
    use std::os::unix::fs::PermissionsExt;
    for path in readable.iter().map(|path| absolute(path)) {
        for (depth, place) in path.ancestors().enumerate() {
            let mode = std::fs::metadata(place)?.permissions().mode();
            let wanted = match (depth, place.is_dir()) {
                (0, true) => 0o005,
                (0, false) => 0o004,
                _ => 0o001,
            };
            if mode & wanted != wanted {
                anyhow::bail!(
                    "the sandbox's user cannot read {}: {} is not open to others (umask 022                      makes the tool's files so)",
                    path.display(),
                    place.display()
                );
            }
        }
    }
    for path in writable {
        std::os::unix::fs::chown(path, Some(user.0), Some(user.0))?;
    }
    Ok(())
}

/// Whether starting a run failed because there are no processes to be had
/// ("Resource temporarily unavailable").
fn out_of_processes(error: &anyhow::Error) -> bool {
    let mut io = error
        .chain()
        .filter_map(|cause| cause.downcast_ref::<std::io::Error>());
    io.any(|io| io.kind() == std::io::ErrorKind::WouldBlock)
}

/// `path` from the root: bubblewrap mounts at the same path inside, where no current folder
/// is shared with ours.
fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

#[cfg(target_os = "linux")]
fn probe() -> Availability {
    let on_path = std::env::var_os("PATH").and_then(|path| {
        std::env::split_paths(&path)
            .map(|folder| folder.join("bwrap"))
            .find(|bwrap| bwrap.is_file())
    });
    let Some(bwrap) = on_path else {
        return Availability::Missing(Missing::NotInstalled);
    };
    let mut sandbox = Sandbox {
        bwrap: Some(bwrap),
        own_users: false,
    };
    let tried = crate::process::run(
        sandbox.wrap(&Command::new("true"), &[], &[]),
        std::time::Duration::from_secs(10),
    );
    match tried {
        Ok(finished) if finished.succeeded() => {
            sandbox.own_users = works_as_its_own_user(&sandbox);
            Availability::Ready(sandbox)
        }
        Ok(finished) => Availability::Missing(Missing::Broken(format!(
            "bubblewrap (bwrap) does not work here: {}",
            finished.output.trim()
        ))),
        Err(error) => Availability::Missing(Missing::Broken(format!(
            "bubblewrap (bwrap) could not be started: {error:#}"
        ))),
    }
}

/// Whether bubblewrap runs as a user of its own here: never but for root, and then only where
/// unprivileged user namespaces are allowed (a container's seccomp profile may not allow them).
#[cfg(target_os = "linux")]
fn works_as_its_own_user(sandbox: &Sandbox) -> bool {
    use std::os::unix::process::CommandExt;
    let Some(user) = RunUser::next() else {
        return false;
    };
    let mut tried = sandbox.wrap(&Command::new("true"), &[], &[]);
    tried.uid(user.0).gid(user.0);
    let tried = crate::process::run(tried, std::time::Duration::from_secs(10));
    tried.is_ok_and(|finished| finished.succeeded())
}

#[cfg(not(target_os = "linux"))]
fn probe() -> Availability {
    Availability::Missing(Missing::Unsupported)
}

/// The environment a sandboxed command runs with, and nothing else: a plain `PATH`, the
/// tool's `LANG`, /tmp as its home, and what the command itself sets.
fn environment(command: &Command) -> Vec<(std::ffi::OsString, std::ffi::OsString)> {
    let lang = std::env::var_os("LANG").unwrap_or_else(|| "C.UTF-8".into());
    let mut set: Vec<(std::ffi::OsString, std::ffi::OsString)> = vec![
        ("PATH".into(), "/usr/local/bin:/usr/bin:/bin".into()),
        ("LANG".into(), lang),
        ("TMPDIR".into(), "/tmp".into()),
        ("HOME".into(), "/tmp".into()),
    ];
    let own = command
        .get_envs()
        .filter_map(|(name, value)| Some((name, value?)));
    set.extend(own.map(|(name, value)| (name.to_owned(), value.to_owned())));
    set
}

/// `command` as a sandbox of a user of its own alone runs it: the same program, arguments and
/// folder, with the sandbox's environment ([`environment`]) and limits.
fn bare(command: &Command) -> Command {
    let mut bare = Command::new(command.get_program());
    bare.args(command.get_args());
    if let Some(folder) = command.get_current_dir() {
        bare.current_dir(folder);
    }
    bare.env_clear().envs(environment(command));
    limit_resources(&mut bare);
    bare
}

/// Sets the limits on bubblewrap, which everything in the sandbox inherits.
fn limit_resources(bwrap: &mut Command) {
    use crate::process::rlimits::{self, Limit};
    let limits = [
        Limit::Memory(MEMORY),
        Limit::Processes(PROCESSES),
        Limit::ProcessorSeconds(CPU_SECONDS),
        Limit::FileSize(FILE_SIZE),
        Limit::NoCoreDumps,
    ];
    rlimits::set(bwrap, &limits);
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::process::{self, Finished};

    /// The sandbox, or `None` (said once, see [`Sandbox::for_a_test`]) when there is none.
    fn sandbox_or_skip() -> Option<Sandbox> {
        Sandbox::for_a_test(
            "the sandbox's own tests (what it hides and shows, its /tmp, network, memory limit, \
             background processes and environment) are skipped",
        )
    }

    /// Runs `script` with `sh` in the sandbox, with `readable` paths.
    fn sandboxed(sandbox: &Sandbox, script: &str, readable: &[&Path]) -> Finished {
        let mut command = Command::new("sh");
        command.args(["-c", script]);
        process::run(
            sandbox.wrap(&command, readable, &[]),
            Duration::from_secs(20),
        )
        .unwrap()
    }

    /// A sandbox of a user of its own alone, for root where bubblewrap cannot start: the run is
    /// not root, writes the file it is given, cannot write root's, and sees none of the tool's
    /// environment.
    #[test]
    fn a_user_of_its_own_cannot_write_root_s_files() {
        let Some(sandbox) = Sandbox::own_user_only() else {
            eprintln!("note: not root, so no user of its own can be given: the test is skipped");
            return;
        };
        assert!(!sandbox.is_bubblewrap());
        let given = tempfile::tempdir().unwrap();
        let roots = tempfile::tempdir().unwrap();
        let script = format!(
            "id -u; echo mine > '{given}/log'; echo forged > '{roots}/results.json'; \
             echo \"[$CARGO_PKG_NAME]\"",
            given = given.path().display(),
            roots = roots.path().display()
        );
        let mut command = Command::new("sh");
        command.args(["-c", &script]);
        // cargo sets CARGO_PKG_NAME for the test program: the run must not see it.
        assert!(std::env::var_os("CARGO_PKG_NAME").is_some());
        let run = |command| process::run(command, Duration::from_secs(20));
        let (finished, _) = sandbox.run(&command, &[], &[given.path()], run).unwrap();
        // Its standard error and output come together, in either order.
        let mut lines = finished.output.lines();
        let uid: u32 = lines.find_map(|line| line.parse().ok()).unwrap();
        assert_ne!(uid, 0, "{}", finished.output);
        assert_eq!(
            std::fs::read_to_string(given.path().join("log")).unwrap(),
            "mine\n"
        );
        assert!(
            finished.output.contains("Permission denied"),
            "{}",
            finished.output
        );
        assert!(!roots.path().join("results.json").exists());
        assert!(
            finished.output.lines().any(|line| line == "[]"),
            "{}",
            finished.output
        );
    }

    #[test]
    fn a_file_outside_the_readable_paths_is_not_even_visible() {
        let Some(sandbox) = sandbox_or_skip() else {
            return;
        };
        let shown = tempfile::tempdir().unwrap();
        let hidden = Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml");
        let script = format!("test -e '{}' || echo hidden", hidden.display());
        let finished = sandboxed(&sandbox, &script, &[shown.path()]);
        assert_eq!(finished.output, "hidden\n");
        let cat = sandboxed(&sandbox, &format!("cat '{}'", hidden.display()), &[]);
        assert!(!cat.succeeded(), "{}", cat.output);
    }

    #[test]
    fn a_readable_path_can_be_read_and_not_written() {
        let Some(sandbox) = sandbox_or_skip() else {
            return;
        };
        let shown = tempfile::tempdir().unwrap();
        let file = shown.path().join("lib.rs");
        std::fs::write(&file, "kept\n").unwrap();
        let script = format!(
            "cd '{}' && cat lib.rs && echo changed > lib.rs; touch new.rs; rm lib.rs",
            shown.path().display()
        );
        let finished = sandboxed(&sandbox, &script, &[shown.path()]);
        assert!(finished.output.ends_with("kept\n"), "{}", finished.output);
        assert!(finished.output.contains("Read-only file system"));
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "kept\n");
        assert!(!shown.path().join("new.rs").exists());
    }

    #[test]
    fn a_writable_folder_is_written_through_to_ours() {
        let Some(sandbox) = sandbox_or_skip() else {
            return;
        };
        let log = tempfile::tempdir().unwrap();
        let mut command = Command::new("sh");
        command.args(["-c", "echo ok a > verdicts.log"]);
        command.current_dir(log.path());
        let wrapped = sandbox.wrap(&command, &[], &[log.path()]);
        let finished = process::run(wrapped, Duration::from_secs(20)).unwrap();
        assert!(finished.succeeded(), "{}", finished.output);
        let written = std::fs::read_to_string(log.path().join("verdicts.log")).unwrap();
        assert_eq!(written, "ok a\n");
    }

    #[test]
    fn tmp_is_writable_and_private() {
        let Some(sandbox) = sandbox_or_skip() else {
            return;
        };
        let name = format!("ayoayo-sandbox-{}", std::process::id());
        let write = format!("echo inside > /tmp/{name} && cat /tmp/{name} && echo $TMPDIR $HOME");
        assert_eq!(
            sandboxed(&sandbox, &write, &[]).output,
            "inside\n/tmp /tmp\n"
        );
        assert!(
            !Path::new("/tmp").join(&name).exists(),
            "written to our /tmp"
        );
        let again = sandboxed(&sandbox, &format!("ls /tmp/{name} || echo gone"), &[]);
        assert!(again.output.ends_with("gone\n"), "{}", again.output);
    }

    #[test]
    fn there_is_no_network() {
        let Some(sandbox) = sandbox_or_skip() else {
            return;
        };
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let mut connect = Command::new("bash");
        connect.args([
            "-c",
            &format!(": > /dev/tcp/127.0.0.1/{port} && echo connected"),
        ]);
        // The same connection, unsandboxed, does reach the listener.
        assert!(connect.output().unwrap().status.success());
        let finished =
            process::run(sandbox.wrap(&connect, &[], &[]), Duration::from_secs(20)).unwrap();
        assert!(!finished.succeeded(), "{}", finished.output);
        assert!(!finished.output.contains("connected"));
    }

    #[test]
    fn allocating_past_the_memory_limit_fails() {
        let Some(sandbox) = sandbox_or_skip() else {
            return;
        };
        // `dd` allocates its whole block at once. The limit is checked first, so a sandbox
        // without one does not take 2 GiB here.
        let script = format!(
            "[ \"$(ulimit -v)\" = {} ] || exit 9; dd bs={} count=1 if=/dev/zero of=/dev/null",
            MEMORY / 1024,
            2 * MEMORY
        );
        let finished = sandboxed(&sandbox, &script, &[]);
        assert_eq!(finished.status.and_then(|status| status.code()), Some(1));
        assert!(
            finished.output.contains("memory exhausted"),
            "{}",
            finished.output
        );
    }

    #[test]
    fn a_background_process_ends_with_the_sandboxed_command() {
        let Some(sandbox) = sandbox_or_skip() else {
            return;
        };
        let sleep = crate::process::tests::unique_sleep();
        let mut command = Command::new("sh");
        // Out of the command's session and process group: only the pid namespace holds it.
        command.args(["-c", &format!("setsid sleep {sleep} & sleep 0.3")]);
        let status = sandbox
            .wrap(&command, &[], &[])
            .stdout(std::process::Stdio::null())
            // Not ours either: a surviving sleep would hold the test's output open.
            .stderr(std::process::Stdio::null())
            .status()
            .unwrap();
        assert!(status.success());
        assert!(crate::process::tests::all_gone_soon(&sleep));
    }

    #[test]
    fn the_environment_is_clean() {
        let Some(sandbox) = sandbox_or_skip() else {
            return;
        };
        // Cargo sets it for the tests it runs: it is in this process's environment.
        assert!(std::env::var_os("CARGO_PKG_NAME").is_some());
        let mut command = Command::new("env");
        command.env("ASKED_FOR", "yes");
        let finished =
            process::run(sandbox.wrap(&command, &[], &[]), Duration::from_secs(20)).unwrap();
        let mut names: Vec<&str> = finished
            .output
            .lines()
            .filter_map(|line| Some(line.split_once('=')?.0))
            .collect();
        names.sort();
        // bubblewrap sets PWD, the sandbox's own current folder.
        assert_eq!(
            names,
            ["ASKED_FOR", "HOME", "LANG", "PATH", "PWD", "TMPDIR"]
        );
    }

    /// The sandbox, when it gives each run a user of its own (the tool runs as root); else
    /// `None`, said in one line: run by another user, the process limit is the kernel's, shared
    /// with that user's own processes, and nothing is watched.
    fn own_users_or_skip(test: &str) -> Option<Sandbox> {
        let sandbox = sandbox_or_skip()?;
        if !sandbox.own_users {
            let line = format!("note: {test} is skipped: runs have no user of their own here\n");
            let _ = std::io::stderr().write_all(line.as_bytes());
            return None;
        }
        Some(sandbox)
    }

    /// Runs `script` with `shell` through [`Sandbox::run`]: how it ended, what limit stopped it,
    /// and how long it took.
    fn run_watched(
        sandbox: &Sandbox,
        shell: &str,
        script: &str,
    ) -> (Finished, Option<Exceeded>, Duration) {
        let mut command = Command::new(shell);
        command.args(["-c", script]);
        let started = std::time::Instant::now();
        let run = |wrapped| process::run(wrapped, Duration::from_secs(60));
        let (finished, exceeded) = sandbox.run(&command, &[], &[], run).unwrap();
        (finished, exceeded, started.elapsed())
    }

    #[test]
    fn a_fork_bomb_is_held_to_the_limit_and_stopped_with_it_named() {
        let Some(sandbox) = own_users_or_skip("the fork bomb's test") else {
            return;
        };
        // Bash tries a refused fork again, as a bomb would, where dash gives up; 2,000 sleeps
        // at most, so a sandbox that does not hold cannot take the machine down.
        let bomb = "for i in $(seq 2000); do sleep 30 & done; wait";
        let (finished, exceeded, took) = run_watched(&sandbox, "bash", bomb);
        assert_eq!(exceeded, Some(Exceeded::Processes), "{}", finished.output);
        assert!(took < Duration::from_secs(20), "stopped after {took:?}");
        let note = Exceeded::Processes.to_string();
        assert!(note.contains("limit of 256"), "{note}");
    }

    #[test]
    fn children_holding_more_memory_together_than_the_limit_are_stopped() {
        let Some(sandbox) = own_users_or_skip("the memory-by-children test") else {
            return;
        };
        // 1.5 GB in all, 300 MB each (`dd` reads its whole block, then waits on a pipe).
        let hoard = "for c in 1 2 3 4 5; do \
            dd bs=300M count=1 if=/dev/zero 2>/dev/null | sleep 30 & done; wait";
        let (finished, exceeded, took) = run_watched(&sandbox, "sh", hoard);
        assert_eq!(exceeded, Some(Exceeded::Memory), "{}", finished.output);
        assert!(took < Duration::from_secs(20), "stopped after {took:?}");
    }

    #[test]
    fn a_writable_file_is_written_through_and_nothing_beside_it() {
        let Some(sandbox) = sandbox_or_skip() else {
            return;
        };
        let logs = tempfile::tempdir().unwrap();
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(logs.path(), std::fs::Permissions::from_mode(0o711)).unwrap();
        let log = logs.path().join("verdicts.log");
        std::fs::write(&log, "").unwrap();
        let beside = logs.path().join("beside.log");
        let script = format!(
            "echo ok a > '{}' && echo more > '{}'; echo written",
            log.display(),
            beside.display()
        );
        let mut command = Command::new("sh");
        command.args(["-c", &script]);
        let run = |wrapped| process::run(wrapped, Duration::from_secs(20));
        let (finished, exceeded) = sandbox.run(&command, &[], &[&log], run).unwrap();
        assert_eq!((finished.output.as_str(), exceeded), ("written\n", None));
        assert_eq!(std::fs::read_to_string(&log).unwrap(), "ok a\n");
        assert!(
            !beside.exists(),
            "a file beside the log was written in ours"
        );
    }

    #[test]
    fn dev_shm_is_as_small_as_tmp() {
        let Some(sandbox) = sandbox_or_skip() else {
            return;
        };
        // Three files of half the size each: the third does not fit.
        let script = format!(
            "for f in a b c; do dd if=/dev/zero of=/dev/shm/$f bs=1M count={} || exit 7; done",
            (FILE_SIZE >> 20) / 2
        );
        let finished = sandboxed(&sandbox, &script, &[]);
        assert_eq!(finished.status.and_then(|status| status.code()), Some(7));
        assert!(
            finished.output.contains("No space left"),
            "{}",
            finished.output
        );
    }

    #[test]
    fn a_sandbox_that_cannot_start_for_want_of_processes_is_the_run_s_limit() {
        let refused = std::io::Error::from_raw_os_error(libc::EAGAIN);
        let refused = anyhow::Error::from(refused).context("starting \"bwrap\"");
        assert!(out_of_processes(&refused));
        let missing = std::io::Error::from_raw_os_error(libc::ENOENT);
        assert!(!out_of_processes(
            &anyhow::Error::from(missing).context("starting")
        ));
    }
}

/// The README's "What grading protects" gives the limits in numbers: they are this module's
/// and the build's, read from the code here, so the page cannot drift from them.
#[cfg(test)]
mod the_readme {
    use super::*;
    use crate::process::rlimits;

    #[test]
    fn states_the_limits_the_code_sets() {
        let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"));
        let readme = readme
            .unwrap()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        let mib = FILE_SIZE >> 20;
        let stated = [
            format!("`/dev/shm` of {mib} MiB each"),
            format!("log files ({mib} MiB each at most)"),
            format!("memory ({} GiB of address space)", MEMORY >> 30),
            format!("The process limit ({PROCESSES} processes and threads)"),
            format!("the sandbox's limit of {PROCESSES}`"),
            format!("more than {} GiB of memory together", MEMORY >> 30),
            format!("what it allocates in {} ms", watch::EVERY.as_millis()),
            format!("may use {}", rlimits::in_words(&rlimits::BUILD)),
        ];
        for words in stated {
            assert!(readme.contains(&words), "README.md does not say: {words}");
        }
    }
}
