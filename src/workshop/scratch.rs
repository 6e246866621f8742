//! A scratch copy of the workspace, where exercises can be swapped for the reference, the
//! stub or a deliberate mistake without touching anybody's real files.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use walkdir::WalkDir;

use crate::files::files_under;

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

/// The crates of the workspace that every copy builds as they are, and that nothing running in
/// a copy changes: the reference (with its narrator and call-tree recorder), the test kit and
/// the course model. A copy keeps their files' dates (see [`Scratch::copy_keeping`]).
const SHARED: &[&str] = &["solutions", "exercises/testkit", "exercises/model"];

/// A copy of the workspace in a folder of its own.
pub struct Scratch {
    pub root: PathBuf,
}

impl Scratch {
    /// Copies `workspace` into `root`, replacing whatever was there.
    pub fn copy(workspace: &Path, root: &Path) -> Result<Scratch> {
        Scratch::copy_keeping(workspace, root, |_| false)
    }

    /// Copies `workspace` into `root`, replacing whatever was there but the folders of `root`
    /// for which `kept` is true (given their path below `root`): a run's own packages, whose
    /// files then keep their dates, so that what cargo built from them last time is still
    /// fresh. Whoever keeps a folder must bring its files up to date before building it.
    ///
    /// Every copied file is dated now, so cargo rebuilds from it even where it built another
    /// copy's files before, except the files of the crates that copies share unchanged
    /// (`SHARED`): those keep the workspace's dates, so one build folder used by several
    /// copies builds them once.
    pub fn copy_keeping(
        workspace: &Path,
        root: &Path,
        kept: impl Fn(&Path) -> bool,
    ) -> Result<Scratch> {
        let mut aside = root.as_os_str().to_owned();
        aside.push(".kept");
        let aside = PathBuf::from(aside);
        let kept = set_aside(root, &aside, kept)?;
        if root.exists() {
            fs::remove_dir_all(root).with_context(|| format!("clearing {}", root.display()))?;
        }
        for name in COPIED {
            let from = workspace.join(name);
            if from.exists() {
                copy_tree(&from, &root.join(name))?;
            }
        }
        for name in SHARED {
            date_as(&workspace.join(name), &root.join(name))?;
        }
        for relative in kept {
            fs::rename(aside.join(&relative), root.join(&relative))
                .with_context(|| format!("putting back {}", relative.display()))?;
        }
        if aside.exists() {
            fs::remove_dir_all(&aside).with_context(|| format!("removing {}", aside.display()))?;
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
            sync_tree(&workspace.join(name), &self.root.join(name))?;
        }
        Ok(())
    }

    /// Replaces the learner's file of exercise folder `folder` (`NN-slug`) with `source`.
    pub fn write_lib(&self, folder: &str, source: impl AsRef<[u8]>) -> Result<()> {
        let lib = self.root.join("exercises").join(folder).join("src/lib.rs");
        fs::write(&lib, source).with_context(|| format!("writing {}", lib.display()))
    }
}

/// Makes `to` hold exactly the files of `from` (a folder or a file), with the same bytes:
/// a file already the same is left alone, keeping its date, so cargo rebuilds only from what
/// changed; a file written is dated now; a file `from` does not have is removed.
pub fn sync_tree(from: &Path, to: &Path) -> Result<()> {
    for file in files_under(from)? {
        write_if_changed(&moved(&file, from, to), &fs::read(&file)?)?;
    }
    for file in files_under(to)? {
        if !moved(&file, to, from).is_file() {
            fs::remove_file(&file).with_context(|| format!("removing {}", file.display()))?;
        }
    }
    Ok(())
}

/// Writes `bytes` to `path` unless it holds them already, so that an unchanged file keeps its
/// date and cargo does not rebuild from it.
pub fn write_if_changed(path: &Path, bytes: &(impl AsRef<[u8]> + ?Sized)) -> Result<()> {
    let bytes = bytes.as_ref();
    if fs::read(path).is_ok_and(|held| held == bytes) {
        return Ok(());
    }
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent)?;
    }
    fs::write(path, bytes).with_context(|| format!("writing {}", path.display()))
}

/// Moves the folders of `root` that are `kept` (at most two levels down) into `aside`, and
/// says which, by their path below `root`.
fn set_aside(root: &Path, aside: &Path, kept: impl Fn(&Path) -> bool) -> Result<Vec<PathBuf>> {
    if aside.exists() {
        fs::remove_dir_all(aside).with_context(|| format!("clearing {}", aside.display()))?;
    }
    if !root.exists() {
        return Ok(Vec::new());
    }
    let mut found = Vec::new();
    for entry in WalkDir::new(root).min_depth(1).max_depth(2) {
        let entry = entry.with_context(|| format!("listing {}", root.display()))?;
        let relative = entry.path().strip_prefix(root)?.to_path_buf();
        let inside_kept = found
            .iter()
            .any(|kept: &PathBuf| relative.starts_with(kept));
        if entry.file_type().is_dir() && !inside_kept && kept(&relative) {
            found.push(relative);
        }
    }
    for relative in &found {
        let to = aside.join(relative);
        fs::create_dir_all(to.parent().unwrap_or(aside))?;
        fs::rename(root.join(relative), &to)
            .with_context(|| format!("setting aside {}", relative.display()))?;
    }
    Ok(found)
}

/// Gives every file copied from `from` to `to` the date of its original.
fn date_as(from: &Path, to: &Path) -> Result<()> {
    for file in files_under(from)? {
        let modified = fs::metadata(&file)?.modified()?;
        let copy = moved(&file, from, to);
        // Changing a file's dates needs its owner, not write access: a read-only file is dated too.
        let opened =
            fs::File::open(&copy).with_context(|| format!("opening {}", copy.display()))?;
        opened
            .set_modified(modified)
            .with_context(|| format!("dating {}", copy.display()))?;
    }
    Ok(())
}

/// `path`, which is `from` or below it, as the same place below `to`.
fn moved(path: &Path, from: &Path, to: &Path) -> PathBuf {
    match path.strip_prefix(from) {
        Ok(relative) if !relative.as_os_str().is_empty() => to.join(relative),
        _ => to.to_path_buf(),
    }
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

#[cfg(test)]
mod tests {
    use std::time::{Duration, SystemTime};

    use super::*;

    /// A small workspace: a shared crate's file and a chapter's file, both dated long ago.
    fn workspace() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        let long_ago = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000_000);
        for file in ["solutions/src/lib.rs", "exercises/01-scoop/src/lib.rs"] {
            let path = dir.path().join(file);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(&path, file).unwrap();
            fs::File::open(&path)
                .unwrap()
                .set_modified(long_ago)
                .unwrap();
        }
        dir
    }

    fn modified(path: &Path) -> SystemTime {
        fs::metadata(path).unwrap().modified().unwrap()
    }

    #[test]
    fn a_copy_dates_its_files_now_but_keeps_the_shared_crates_dates() {
        let workspace = workspace();
        let scratch = tempfile::tempdir().unwrap();
        let root = scratch.path().join("copy");
        Scratch::copy(workspace.path(), &root).unwrap();
        let shared = "solutions/src/lib.rs";
        assert_eq!(
            modified(&root.join(shared)),
            modified(&workspace.path().join(shared))
        );
        let chapter = "exercises/01-scoop/src/lib.rs";
        assert!(modified(&root.join(chapter)) > modified(&workspace.path().join(chapter)));
    }

    #[test]
    fn a_copy_keeps_the_kept_folders_as_they_were_and_replaces_the_rest() {
        let workspace = workspace();
        let scratch = tempfile::tempdir().unwrap();
        let root = scratch.path().join("copy");
        Scratch::copy(workspace.path(), &root).unwrap();
        let version = root.join("exercises/01-scoop--reference/src/lib.rs");
        fs::create_dir_all(version.parent().unwrap()).unwrap();
        fs::write(&version, "a version").unwrap();
        let written = modified(&version);
        fs::write(root.join("exercises/01-scoop/src/lib.rs"), "a learner's").unwrap();
        fs::write(root.join("stray.txt"), "left by a run").unwrap();

        let kept = |relative: &Path| relative.ends_with("01-scoop--reference");
        Scratch::copy_keeping(workspace.path(), &root, kept).unwrap();

        assert_eq!(fs::read_to_string(&version).unwrap(), "a version");
        assert_eq!(modified(&version), written);
        let chapter = fs::read_to_string(root.join("exercises/01-scoop/src/lib.rs")).unwrap();
        assert_eq!(chapter, "exercises/01-scoop/src/lib.rs");
        assert!(!root.join("stray.txt").exists());
        assert!(!root.with_extension("kept").exists());
    }

    #[test]
    fn syncing_keeps_the_same_files_dated_as_they_were_and_rewrites_the_others() {
        let (from, to) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        for (name, bytes) in [("same.rs", "same"), ("changed.rs", "new")] {
            fs::write(from.path().join(name), bytes).unwrap();
        }
        for (name, bytes) in [("same.rs", "same"), ("changed.rs", "old"), ("gone.rs", "")] {
            fs::write(to.path().join(name), bytes).unwrap();
        }
        let long_ago = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000_000);
        for name in ["same.rs", "changed.rs"] {
            let file = fs::File::open(to.path().join(name)).unwrap();
            file.set_modified(long_ago).unwrap();
        }

        sync_tree(from.path(), to.path()).unwrap();

        assert_eq!(modified(&to.path().join("same.rs")), long_ago);
        assert!(modified(&to.path().join("changed.rs")) > long_ago);
        let changed = fs::read_to_string(to.path().join("changed.rs")).unwrap();
        assert_eq!(changed, "new");
        assert!(!to.path().join("gone.rs").exists());
    }
}
