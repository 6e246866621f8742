//! Building several packages of a scratch workspace with one cargo command, so both cores work
//! and nothing shared is built twice, and reading from cargo's JSON messages what each package
//! gave: its program, or the compiler's errors. The integrity checks' versions of the exercises
//! and `--mine`'s generated packages are both built this way.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Result, bail};

use crate::cargo_messages;
use crate::process::environment::Environment;
use crate::process::{self, Finished, rlimits};

/// What one build gave, by the folder of each package's manifest.
pub struct Built {
    /// How cargo ended, and everything it printed.
    pub finished: Finished,
    /// The program each package built: its test binary with `--tests`, its binary with `--bins`.
    pub programs: BTreeMap<PathBuf, PathBuf>,
    /// The compiler's errors for each package that had any, as the compiler rendered them.
    pub errors: BTreeMap<PathBuf, String>,
    /// The library (`.rlib`) of each package that built one.
    pub libraries: BTreeMap<PathBuf, PathBuf>,
}

/// How a build's packages are compiled, and in which environment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Profile {
    /// As `cargo test` compiles them, so that the build shares its compiled dependencies with
    /// the learner's own runs in the same target folder (`--mine`): in the learner's own
    /// environment, which their `cargo test` has too.
    AsCargoTest,
    /// Without incremental compilation and debug info: for packages built once and only run,
    /// never edited in place or debugged (the integrity checks' versions), where neither would
    /// ever be read. The typical mistakes build in 62 s instead of 92 s on a fresh clone. Their
    /// environment is cleared of the teacher's variables, and each compiler is held to the
    /// limits of a build of learners' code ([`rlimits::BUILD`]): a class's files are built this
    /// way.
    RunOnce,
}

impl Profile {
    fn environment(self) -> Environment {
        match self {
            Profile::AsCargoTest => Environment::Inherited,
            Profile::RunOnce => Environment::Cleared,
        }
    }
}

/// Builds the `targets` (`--tests` or `--bins`) of `packages` in `workspace`, into
/// `target_dir`, compiled as `profile` says, going on past a package that fails; an error
/// saying that building `what` took too long when it is stopped at `limit`.
pub fn build(
    what: &str,
    workspace: &Path,
    target_dir: &Path,
    targets: &str,
    packages: &[String],
    profile: Profile,
    limit: Duration,
) -> Result<Built> {
    let mut command = process::cargo();
    command
        .args(["build", targets, "--keep-going", "--color", "never"])
        .args(["--message-format", "json"])
        .current_dir(workspace)
        .env("CARGO_TARGET_DIR", target_dir);
    if profile == Profile::RunOnce {
        command
            .env("CARGO_INCREMENTAL", "0")
            .env("CARGO_PROFILE_DEV_DEBUG", "0");
        rlimits::set(&mut command, &rlimits::BUILD);
    }
    for package in packages {
        command.args(["-p", package]);
    }
    profile.environment().apply(&mut command);
    let finished = process::run(command, limit)?;
    if finished.timed_out() {
        bail!("building {what} took longer than {} s", limit.as_secs());
    }
    let said = cargo_messages::read(&finished.output);
    Ok(Built {
        programs: said.program_by_package(),
        errors: said.errors,
        libraries: said.libraries,
        finished,
    })
}
