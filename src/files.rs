//! Listing the files under a folder: what the progress fingerprints, the scratch copies and the
//! checks all need, at the bottom of the house so none of them imports another for it.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use walkdir::WalkDir;

/// Every file below `dir` (none when it does not exist; `dir` itself when it is a file), sorted.
pub fn files_under(dir: &Path) -> Result<Vec<PathBuf>> {
    if !dir.exists() {
        return Ok(Vec::new());
    }
    let mut found = Vec::new();
    for entry in WalkDir::new(dir).sort_by_file_name() {
        let entry = entry.with_context(|| format!("listing {}", dir.display()))?;
        if !entry.file_type().is_dir() {
            found.push(entry.into_path());
        }
    }
    found.sort();
    Ok(found)
}
