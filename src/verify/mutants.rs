//! The typical mistakes kept for each chapter in `tests/mutants/NN-slug/`, each a whole
//! `lib.rs` that some test must catch.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

/// Each chapter must come with at least this many typical mistakes.
pub const MISTAKES_PER_CHAPTER: usize = 3;

/// One typical mistake: its name (the file's stem) and its source.
#[derive(Clone, Debug)]
pub struct Mistake {
    pub name: String,
    pub source: String,
}

/// The typical mistakes kept for exercise folder `folder` (`NN-slug`), in name order.
pub fn mistakes(workspace: &Path, folder: &str) -> Result<Vec<Mistake>> {
    let dir = workspace.join("tests/mutants").join(folder);
    if !dir.exists() {
        return Ok(Vec::new());
    }
    let entries = fs::read_dir(&dir).with_context(|| format!("listing {}", dir.display()))?;
    let mut files: Vec<PathBuf> = Vec::new();
    for entry in entries {
        let path = entry?.path();
        if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let name = path.file_stem().unwrap_or_default().to_string_lossy();
            let source =
                fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
            Ok(Mistake {
                name: name.into_owned(),
                source,
            })
        })
        .collect()
}
