//! `hint`: not written yet.

use std::path::Path;
use std::process::ExitCode;

use anyhow::{Result, bail};

pub fn run(_workspace: &Path, _chapter: &str, _number: Option<usize>) -> Result<ExitCode> {
    bail!("`hint` is not written yet")
}
