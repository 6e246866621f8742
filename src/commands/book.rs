//! `book`: not written yet.

use std::path::Path;
use std::process::ExitCode;

use anyhow::{Result, bail};

pub fn run(_workspace: &Path, _open: bool, _port: u16) -> Result<ExitCode> {
    bail!("`book` is not written yet")
}
