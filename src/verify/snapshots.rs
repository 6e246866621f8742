//! The chapters' insta snapshots: reading them, comparing fresh ones with the committed ones,
//! and blessing (writing) fresh ones into the workspace.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

use crate::files::files_under;

/// Snapshots by path relative to their exercise folder, with their text.
pub type Snapshots = BTreeMap<PathBuf, String>;

/// Every `.snap` file under the `tests/` of exercise folder `exercise`.
pub fn snapshot_files(exercise: &Path) -> Result<Snapshots> {
    let mut snaps = BTreeMap::new();
    for path in files_ending(&exercise.join("tests"), &[".snap"])? {
        let text =
            fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
        let relative = path.strip_prefix(exercise).unwrap_or(&path).to_path_buf();
        snaps.insert(relative, text);
    }
    Ok(snaps)
}

/// Replaces every snapshot under exercise folder `exercise` with `snaps`.
pub fn replace(exercise: &Path, snaps: &Snapshots) -> Result<()> {
    for old in snapshot_files(exercise)?.into_keys() {
        let old = exercise.join(old);
        fs::remove_file(&old).with_context(|| format!("removing {}", old.display()))?;
    }
    for (path, text) in snaps {
        let target = exercise.join(path);
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent)?;
        }
        fs::write(&target, text).with_context(|| format!("writing {}", target.display()))?;
    }
    Ok(())
}

/// Insta records the test file's path, relative to the workspace, in each snapshot's `source:`
/// line: snapshots made in a copy of an exercise at `copied` say so, and are made to name the
/// exercise's own folder `folder` instead.
pub fn as_if_made_in(snaps: Snapshots, copied: &str, folder: &str) -> Snapshots {
    let from = format!("\nsource: exercises/{copied}/");
    let to = format!("\nsource: exercises/{folder}/");
    let renamed = snaps.into_iter().map(|(path, text)| {
        let text = text.replacen(&from, &to, 1);
        (path, text)
    });
    renamed.collect()
}

/// The problems with the `committed` snapshots of exercise folder `folder`, given the `fresh`
/// ones the reference makes: missing, stale, or made by no test.
pub fn differences(folder: &str, fresh: &Snapshots, committed: &Snapshots) -> Vec<String> {
    let mut problems = Vec::new();
    for (path, text) in fresh {
        let shown = format!("{folder}/{}", path.display());
        match committed.get(path) {
            None => problems.push(format!("{shown} is missing")),
            Some(old) if old != text => problems.push(format!("{shown} is stale")),
            Some(_) => {}
        }
    }
    for path in committed.keys().filter(|path| !fresh.contains_key(*path)) {
        problems.push(format!(
            "{folder}/{} is not made by any test",
            path.display()
        ));
    }
    problems
}

/// Every file under `folder` (none if it does not exist) whose name ends with one of `endings`.
pub fn files_ending(folder: &Path, endings: &[&str]) -> Result<Vec<PathBuf>> {
    let mut found = files_under(folder)?;
    found.retain(|path| {
        let name = path.to_string_lossy();
        endings.iter().any(|ending| name.ends_with(ending))
    });
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn differences_name_missing_stale_and_orphaned_snapshots() {
        let snaps = |pairs: &[(&str, &str)]| -> Snapshots {
            let owned = pairs.iter().map(|(p, t)| (PathBuf::from(p), t.to_string()));
            owned.collect()
        };
        let fresh = snaps(&[("a.snap", "1"), ("b.snap", "2")]);
        let committed = snaps(&[("b.snap", "old"), ("c.snap", "3")]);
        assert_eq!(
            differences("01-scoop", &fresh, &committed),
            [
                "01-scoop/a.snap is missing",
                "01-scoop/b.snap is stale",
                "01-scoop/c.snap is not made by any test"
            ]
        );
    }

    #[test]
    fn a_copy_s_snapshots_name_the_exercise_s_own_folder() {
        let made = "---\nsource: exercises/scoop--reference/tests/scoop/pictures.rs\n---\nx\n";
        let snaps = Snapshots::from([(PathBuf::from("a.snap"), made.to_string())]);
        let renamed = as_if_made_in(snaps, "scoop--reference", "01-scoop");
        assert_eq!(
            renamed[Path::new("a.snap")],
            "---\nsource: exercises/01-scoop/tests/scoop/pictures.rs\n---\nx\n"
        );
    }
}
