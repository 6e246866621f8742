//! `reset`: not written yet.

use std::path::Path;
use std::process::ExitCode;

use anyhow::{Result, bail};

pub fn run(_workspace: &Path, _chapter: &str) -> Result<ExitCode> {
    bail!("`reset` is not written yet")
}
