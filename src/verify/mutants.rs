//! The typical mistakes kept for each chapter in `tests/mutants/NN-slug/`, each a whole
//! `lib.rs` that some test must catch.

use std::fs;
use std::path::Path;

use anyhow::{Context, Result};

use crate::chapters::Exercise;

/// Each chapter must come with at least this many typical mistakes.
pub const MISTAKES_PER_CHAPTER: usize = 3;

/// One typical mistake: its name (the file's stem) and its source.
pub type Mistake = KeptFile;

/// A whole `lib.rs` kept for a chapter (a typical mistake, a correct style): its name (the
/// file's stem) and its source.
#[derive(Clone, Debug)]
pub struct KeptFile {
    pub name: String,
    pub source: String,
}

/// The typical mistakes kept for `chapter` in `workspace`, in name order.
pub fn mistakes(workspace: &Path, chapter: &Exercise) -> Result<Vec<Mistake>> {
    kept_files(workspace, chapter, "tests/mutants", "typical mistakes")
}

/// The files kept for `chapter` in `workspace` below `kept` (`KEPT/NN-slug/*.rs`), read, in
/// name order; `what` they are names them in an error.
pub fn kept_files(
    workspace: &Path,
    chapter: &Exercise,
    kept: &str,
    what: &str,
) -> Result<Vec<KeptFile>> {
    let files = chapter
        .kept_files(workspace, kept)
        .with_context(|| format!("listing the {what} of {}", chapter.slug))?;
    files
        .into_iter()
        .map(|path| {
            let name = path.file_stem().unwrap_or_default().to_string_lossy();
            let source =
                fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
            Ok(KeptFile {
                name: name.into_owned(),
                source,
            })
        })
        .collect()
}
