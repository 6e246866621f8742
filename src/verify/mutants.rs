//! The typical mistakes kept for each chapter in `tests/mutants/NN-slug/`, each a whole
//! `lib.rs` that some test must catch.

use std::path::Path;

use anyhow::Result;

use crate::chapters::{Exercise, KeptFile};

/// Each chapter must come with at least this many typical mistakes.
pub const MISTAKES_PER_CHAPTER: usize = 3;

/// Each drill must come with at least this many typical mistakes, in
/// `tests/mutants/NN-slug/drills/DRILL/`.
pub const MISTAKES_PER_DRILL: usize = 2;

/// How the check names a drill's mistake among a chapter's versions,
/// `drill-DRILL--NAME`, so that it is run with the ignored tests, where the drills' are.
pub const DRILL_PREFIX: &str = "drill-";
/// See [`DRILL_PREFIX`].
pub const DRILL_SEPARATOR: &str = "--";

/// One typical mistake: its name (the file's stem) and its source.
pub type Mistake = KeptFile;

/// The typical mistakes kept for `chapter` in `workspace`, in name order.
pub fn mistakes(workspace: &Path, chapter: &Exercise) -> Result<Vec<Mistake>> {
    chapter.typical_mistakes(workspace)
}
