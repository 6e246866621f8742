//! A scratch copy of the workspace, where exercises can be swapped for the reference, the
//! stub or a deliberate mistake without touching anybody's real files.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use walkdir::WalkDir;

/// What a scratch copy needs to build the exercises and check them against the course model:
/// every workspace member and the book's pages (for their titles), but not the checks or build
/// output.
const COPIED: &[&str] = &[
    "Cargo.toml",
    "Cargo.lock",
    ".cargo",
    "src",
    "solutions",
    "exercises",
    "book/preprocessor",
    "book/src",
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

    /// Puts every file copied from `workspace` back as it is there, and removes files that were
    /// added, so nothing a run wrote (a test file rewritten, a snapshot added) outlives it. A
    /// file that is already the same is left alone, so cargo rebuilds only what was changed.
    pub fn restore(&self, workspace: &Path) -> Result<()> {
        for name in COPIED {
            let (original, copy) = (workspace.join(name), self.root.join(name));
            for file in files_under(&original)? {
                let copied = moved(&file, &original, &copy);
                if fs::read(&copied).ok() != Some(fs::read(&file)?) {
                    copy_tree(&file, &copied)?;
                }
            }
            for file in files_under(&copy)? {
                if !moved(&file, &copy, &original).is_file() {
                    fs::remove_file(&file)
                        .with_context(|| format!("removing {}", file.display()))?;
                }
            }
        }
        Ok(())
    }

    /// Replaces the learner's file of exercise folder `folder` (`NN-slug`) with `source`.
    pub fn write_lib(&self, folder: &str, source: impl AsRef<[u8]>) -> Result<()> {
        let lib = self.root.join("exercises").join(folder).join("src/lib.rs");
        fs::write(&lib, source).with_context(|| format!("writing {}", lib.display()))
    }
}

/// `path`, which is `from` or below it, as the same place below `to`.
fn moved(path: &Path, from: &Path, to: &Path) -> PathBuf {
    match path.strip_prefix(from) {
        Ok(relative) if !relative.as_os_str().is_empty() => to.join(relative),
        _ => to.to_path_buf(),
    }
}

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

/// Copies a file, or a folder and everything in it. The copies are new files, dated now, so
/// cargo rebuilds from them even where it built another copy's files before.
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
