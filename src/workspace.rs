//! Finding the course workspace: the folder with `exercises/` and `solutions/` in it.

use std::path::{Path, PathBuf};

use anyhow::{Result, bail};

/// The workspace that holds `start`, or the one this tool was built in.
///
/// Looking up from the current folder first lets the tool work on any copy of the course
/// (a teacher's scratch copy, a test's), like `cargo` finds its `Cargo.toml`.
pub fn find(start: &Path) -> Result<PathBuf> {
    if let Some(found) = start.ancestors().find(|dir| is_workspace(dir)) {
        return Ok(found.to_path_buf());
    }
    let built_in = Path::new(env!("CARGO_MANIFEST_DIR"));
    if is_workspace(built_in) {
        return Ok(built_in.to_path_buf());
    }
    bail!(
        "no course workspace here: run this inside the folder that holds `exercises/` and \
         `solutions/`"
    )
}

fn is_workspace(dir: &Path) -> bool {
    ["Cargo.toml", "exercises", "solutions"]
        .iter()
        .all(|name| dir.join(name).exists())
}

/// Where a command of the course tool keeps its scratch copies and build folder: `NAME` in the
/// build folder, `target/` or `CARGO_TARGET_DIR`, like cargo's own output.
pub fn work_dir(workspace: &Path, name: &str) -> PathBuf {
    course_model::target_dir(workspace).join(name)
}
