//! Building several packages of a scratch workspace with one cargo command, so both cores work
//! and nothing shared is built twice, and reading from cargo's JSON messages what each package
//! gave: its program, or the compiler's errors. The integrity checks' versions of the exercises
//! and `--mine`'s generated packages are both built this way.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Result;
use serde_json::Value;

use crate::process::{self, Finished};

/// What one build gave, by the folder of each package's manifest.
pub struct Built {
    /// How cargo ended, and everything it printed.
    pub finished: Finished,
    /// The program each package built: its test binary with `--tests`, its binary with `--bins`.
    pub programs: BTreeMap<PathBuf, PathBuf>,
    /// The compiler's errors for each package that had any, as the compiler rendered them.
    pub errors: BTreeMap<PathBuf, String>,
}

/// How a build's packages are compiled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Profile {
    /// As `cargo test` compiles them, so that the build shares its compiled dependencies with
    /// the learner's own runs in the same target folder (`--mine`).
    AsCargoTest,
    /// Without incremental compilation and debug info: for packages built once and only run,
    /// never edited in place or debugged (the integrity checks' versions), where neither would
    /// ever be read. The typical mistakes build in 62 s instead of 92 s on a fresh clone.
    RunOnce,
}

/// Builds the `targets` (`--tests` or `--bins`) of `packages` in `workspace`, into
/// `target_dir`, compiled as `profile` says, going on past a package that fails, stopped at
/// `limit`.
pub fn build(
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
    }
    for package in packages {
        command.args(["-p", package]);
    }
    let finished = process::run(command, limit)?;
    let mut programs = BTreeMap::new();
    let mut errors: BTreeMap<PathBuf, String> = BTreeMap::new();
    let messages = finished.output.lines();
    for message in messages.filter_map(|line| serde_json::from_str::<Value>(line).ok()) {
        let manifest = message["manifest_path"].as_str().map(Path::new);
        let Some(dir) = manifest.and_then(Path::parent).map(Path::to_path_buf) else {
            continue;
        };
        match message["reason"].as_str() {
            Some("compiler-artifact") => {
                if let Some(exe) = message["executable"].as_str() {
                    programs.insert(dir, PathBuf::from(exe));
                }
            }
            Some("compiler-message") if message["message"]["level"] == "error" => {
                let rendered = message["message"]["rendered"].as_str().unwrap_or_default();
                errors.entry(dir).or_default().push_str(rendered);
            }
            _ => {}
        }
    }
    Ok(Built {
        finished,
        programs,
        errors,
    })
}
