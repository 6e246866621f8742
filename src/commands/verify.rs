//! `verify`: not written yet.

use std::path::Path;
use std::process::ExitCode;

use anyhow::{Result, bail};

pub fn run(_workspace: &Path) -> Result<ExitCode> {
    bail!("`verify` is not written yet")
}
