//! `play`: not written yet.

use std::process::ExitCode;

use anyhow::{Result, bail};

/// Who plays North.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum Opponent {
    Computer,
    Human,
}

pub fn run(_vs: Opponent) -> Result<ExitCode> {
    bail!("`play` is not written yet")
}
