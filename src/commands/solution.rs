//! `solution`: not written yet.

use std::path::Path;
use std::process::ExitCode;

use anyhow::{Result, bail};

pub fn run(_workspace: &Path, _chapter: &str, _anyway: bool) -> Result<ExitCode> {
    bail!("`solution` is not written yet")
}
