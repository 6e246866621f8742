//! The typical mistakes kept for each chapter in `tests/mutants/NN-slug/`, each a whole
//! `lib.rs` that some test must catch.

use std::fs;
use std::path::Path;

use anyhow::{Context, Result};

use crate::chapters::Exercise;

/// Each chapter must come with at least this many typical mistakes.
pub const MISTAKES_PER_CHAPTER: usize = 3;

/// One typical mistake: its name (the file's stem) and its source.
#[derive(Clone, Debug)]
pub struct Mistake {
    pub name: String,
    pub source: String,
}

/// The typical mistakes kept for `chapter` in `workspace`, in name order.
pub fn mistakes(workspace: &Path, chapter: &Exercise) -> Result<Vec<Mistake>> {
    let files = chapter
        .mistake_files(workspace)
        .with_context(|| format!("listing the typical mistakes of {}", chapter.slug))?;
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
