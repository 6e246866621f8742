//! A scratch copy of the workspace, where exercises can be swapped for the reference, the
//! stub or a deliberate mistake without touching anybody's real files.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

/// What a scratch copy needs to build the exercises: every workspace member, but not the book's
/// pages, the checks or build output.
const COPIED: &[&str] = &[
    "Cargo.toml",
    "Cargo.lock",
    ".cargo",
    "src",
    "solutions",
    "exercises",
    "book/preprocessor",
    "book/tool",
];

/// A copy of the workspace in a folder of its own.
pub struct Scratch {
    pub root: PathBuf,
}

impl Scratch {
    /// Copies `workspace` into `root`, replacing whatever was there.
    pub fn copy(workspace: &Path, root: &Path) -> Result<Scratch> {
        if root.exists() {
            fs::remove_dir_all(root).with_context(|| format!("clearing {}", root.display()))?;
        }
        for name in COPIED {
            let from = workspace.join(name);
            if from.exists() {
                copy_tree(&from, &root.join(name))?;
            }
        }
        Ok(Scratch {
            root: root.to_path_buf(),
        })
    }

    /// Replaces the `src/lib.rs` of exercise folder `folder` (`NN-slug`) with `source`.
    pub fn write_lib(&self, folder: &str, source: &str) -> Result<()> {
        let lib = self.root.join("exercises").join(folder).join("src/lib.rs");
        fs::write(&lib, source).with_context(|| format!("writing {}", lib.display()))
    }
}

/// Every file below `dir` (none when it does not exist), sorted.
pub fn files_under(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut found = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        if !folder.exists() {
            continue;
        }
        let entries =
            fs::read_dir(&folder).with_context(|| format!("listing {}", folder.display()))?;
        for entry in entries {
            let path = entry?.path();
            if path.is_dir() {
                folders.push(path);
            } else {
                found.push(path);
            }
        }
    }
    found.sort();
    Ok(found)
}

/// Copies a file, or a folder and everything in it.
pub fn copy_tree(from: &Path, to: &Path) -> Result<()> {
    if from.is_dir() {
        fs::create_dir_all(to)?;
        for entry in fs::read_dir(from)? {
            let entry = entry?;
            copy_tree(&entry.path(), &to.join(entry.file_name()))?;
        }
    } else {
        if let Some(parent) = to.parent() {
            fs::create_dir_all(parent)?;
        }
        fs::copy(from, to).with_context(|| format!("copying {}", from.display()))?;
    }
    Ok(())
}
