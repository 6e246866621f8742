//! The typical mistakes kept for each chapter in `tests/mutants/NN-slug/`, each a whole
//! `lib.rs` that some test must catch.

use std::path::Path;

use anyhow::Result;

use crate::chapters::{Exercise, KeptFile};

/// Each chapter must come with at least this many typical mistakes.
pub const MISTAKES_PER_CHAPTER: usize = 3;

/// One typical mistake: its name (the file's stem) and its source.
pub type Mistake = KeptFile;

/// The typical mistakes kept for `chapter` in `workspace`, in name order.
pub fn mistakes(workspace: &Path, chapter: &Exercise) -> Result<Vec<Mistake>> {
    chapter.typical_mistakes(workspace)
}
