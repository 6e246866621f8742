//! The environment a build or a run of learner code gets: emptied of the teacher's variables,
//! but for the few the toolchain needs ([`PASSED`]). A teacher's or a CI runner's environment
//! holds secrets (`GITHUB_TOKEN`, a registry token, a cloud key); learner code that reads one,
//! at compile time (`option_env!`) or at run time (`std::env::var`, `/proc/self/environ`), could
//! put it in a failing test's message, and so in the exports handed back to the learner.
//!
//! A variable a caller sets on the command itself (`CARGO_TARGET_DIR`, the test kit's
//! `AYOAYO_EVENTS`) is kept: the tool chose it. None of the tool's other `AYOAYO_*` variables is
//! read by a build or a test program (the tool reads them itself), so none is passed. Inside the
//! sandbox, bubblewrap clears the environment too (`--clearenv`) and sets its own `PATH`, `HOME`
//! and `TMPDIR`.
//!
//! Not cleared: what cargo reads from files, such as an `[env]` table in the teacher's
//! `$CARGO_HOME/config.toml`, and, without the sandbox, the environments of the teacher's other
//! processes, which code running as the teacher can read in `/proc`.

use std::ffi::OsString;
use std::process::Command;

/// The variables passed on from this program's environment, and why each is needed. Names, not
/// a prefix: a secret named `AYOAYO_...` or `CARGO_...` (`CARGO_REGISTRY_TOKEN`) is not passed.
pub const PASSED: [&str; 10] = [
    // Where cargo, rustc, rustup's proxies and the linker (`cc`) are found.
    "PATH",
    // Where rustup and cargo find their homes when the two below are not set.
    "HOME",
    // cargo's home: its registry cache (the workspace's dependencies, offline) and config.
    "CARGO_HOME",
    // rustup's home: the installed toolchains.
    "RUSTUP_HOME",
    // The toolchain the tool was started with (`cargo +1.88 run`): rustup's proxies, such as
    // the `rustc` cargo runs, build with it rather than the default one.
    "RUSTUP_TOOLCHAIN",
    // Where rustc and the linker write their temporary files (a small `/tmp` elsewhere).
    "TMPDIR",
    // The language of messages (the linker's), as the sandbox passes it.
    "LANG",
    // Windows: its sockets and its linker need the system's folder, its temporary files
    // go where these say.
    "SYSTEMROOT",
    "TEMP",
    "TMP",
];

/// Which environment a child process gets.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Environment {
    /// Only [`PASSED`] and what is set on the command: for learner code built or run to be
    /// graded, where the environment is the teacher's.
    #[default]
    Cleared,
    /// This program's whole environment: for a learner's own `check`, whose environment is
    /// theirs, and whose build shares its compiled files with their own `cargo test` (cargo
    /// builds anew when a variable such as `RUSTFLAGS` differs).
    Inherited,
}

impl Environment {
    /// Gives `command` this environment.
    pub fn apply(self, command: &mut Command) {
        if self == Environment::Cleared {
            clear(command);
        }
    }
}

/// Empties `command`'s environment but for [`PASSED`] and the variables set (or removed) on
/// the command itself.
pub fn clear(command: &mut Command) {
    let own: Vec<(OsString, Option<OsString>)> = command
        .get_envs()
        .map(|(name, value)| (name.to_owned(), value.map(ToOwned::to_owned)))
        .collect();
    command.env_clear();
    for name in PASSED {
        if let Some(value) = std::env::var_os(name) {
            command.env(name, value);
        }
    }
    for (name, value) in own {
        match value {
            Some(value) => command.env(name, value),
            None => command.env_remove(name),
        };
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    /// What `env` prints when run with `environment`, given `OURS=1`.
    fn seen(environment: Environment) -> String {
        let mut command = Command::new("env");
        command.env("OURS", "1");
        environment.apply(&mut command);
        let output = command.output().unwrap();
        String::from_utf8(output.stdout).unwrap()
    }

    /// cargo gives a test program `CARGO_PKG_NAME`: a variable of this program's environment,
    /// not on the list.
    #[test]
    fn a_cleared_environment_keeps_the_list_and_the_command_s_own_and_nothing_else() {
        assert!(std::env::var_os("CARGO_PKG_NAME").is_some());
        let inherited = seen(Environment::Inherited);
        assert!(inherited.contains("CARGO_PKG_NAME="), "{inherited}");
        let cleared = seen(Environment::Cleared);
        let names: Vec<&str> = cleared
            .lines()
            .filter_map(|l| l.split_once('='))
            .map(|(n, _)| n)
            .collect();
        assert!(
            names.contains(&"OURS") && names.contains(&"PATH"),
            "{cleared}"
        );
        let strangers: Vec<&&str> = names
            .iter()
            .filter(|n| **n != "OURS" && !PASSED.contains(n))
            .collect();
        assert!(strangers.is_empty(), "{strangers:?}");
    }
}
