//! `show`: not written yet.

use std::process::ExitCode;

use anyhow::{Result, bail};

pub fn run(_board: Option<&str>, _sow: usize, _json: bool) -> Result<ExitCode> {
    bail!("`show` is not written yet")
}
