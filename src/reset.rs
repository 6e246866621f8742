//! Putting a chapter's shipped stub back into the learner's `src/lib.rs`, losing nothing: the
//! learner's file is first copied to a backup named after the time
//! (`backups/lib-2025-01-31T09-15-00Z.rs`), and the stub is written only once that backup has
//! been read back and found identical. The stub goes to a temporary file beside `src/lib.rs`
//! that is renamed over it, so an interrupt leaves the old file or the stub, never an empty one;
//! a `src/lib.rs` that is a symbolic link is refused, so nothing outside the course is ever
//! written.

use std::fs;
use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use anyhow::{Context, Result, bail};

use crate::chapters::Exercise;

/// What a reset did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reset {
    /// The file was still the stub: nothing was written.
    AlreadyTheStub,
    /// The learner's file is saved in `backup`, and the stub is back.
    Restored { backup: PathBuf },
    /// There was no file to save; the stub is back.
    WasMissing,
}

/// Puts `chapter`'s stub back into the learner's file, backing the file up first; `shown` names
/// a path in an error as the learner sees it.
pub fn reset(chapter: &Exercise, shown: impl Fn(&Path) -> String) -> Result<Reset> {
    let learner_file = chapter.learner_file();
    let stub = fs::read(chapter.stub_file())
        .with_context(|| format!("reading the shipped stub {}", shown(&chapter.stub_file())))?;
    let restore = || {
        replace_with(&learner_file, &stub)
            .with_context(|| format!("restoring the stub into {}", shown(&learner_file)))
    };
    if fs::symlink_metadata(&learner_file).is_ok_and(|found| found.is_symlink()) {
        bail!(
            "{} is a symbolic link, so reset leaves it alone rather than write to where it \
             points: replace the link with a plain file, then reset again",
            shown(&learner_file)
        );
    }
    match fs::read(&learner_file) {
        Ok(mine) if mine == stub => Ok(Reset::AlreadyTheStub),
        Ok(mine) => {
            let backup = back_up(&chapter.dir.join("backups"), &mine, &timestamp())?;
            restore()?;
            Ok(Reset::Restored { backup })
        }
        // No file at all: there is nothing to save, only the stub to put back.
        Err(error) if error.kind() == ErrorKind::NotFound => {
            restore()?;
            Ok(Reset::WasMissing)
        }
        Err(error) => Err(error).with_context(|| format!("reading {}", shown(&learner_file))),
    }
}

/// Replaces `path` with a file holding `contents`, all at once: they are written and synced to a
/// temporary file in the same folder, which is then renamed over `path` (a rename within one
/// folder is atomic). The new file keeps the old one's permissions; should anything fail, the
/// temporary file is removed and `path` is untouched.
fn replace_with(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let mut temporary = tempfile::Builder::new()
        .prefix(".lib.rs.")
        .suffix(".reset")
        .tempfile_in(dir)?;
    temporary.write_all(contents)?;
    if let Ok(old) = fs::metadata(path) {
        temporary.as_file().set_permissions(old.permissions())?;
    }
    temporary.as_file().sync_all()?;
    temporary.persist(path).map_err(|error| error.error)?;
    Ok(())
}

/// The current time in UTC as RFC 3339 (`2025-01-31T09:15:00Z`), with `-` for `:`, which some
/// file systems (Windows, old macOS) do not allow in a name.
fn timestamp() -> String {
    humantime::format_rfc3339_seconds(SystemTime::now())
        .to_string()
        .replace(':', "-")
}

/// Writes `contents` to a new file in `dir` named for `stamp`, never replacing a file that is
/// already there, and reads it back to make sure it holds exactly `contents`.
fn back_up(dir: &Path, contents: &[u8], stamp: &str) -> Result<PathBuf> {
    fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    let path = loop {
        let path = dir.join(backup_name(stamp, |name| dir.join(name).exists()));
        // `create_new` fails rather than overwrite, should another reset take the name meanwhile.
        match fs::File::options().write(true).create_new(true).open(&path) {
            Ok(mut file) => {
                file.write_all(contents)
                    .and_then(|()| file.sync_all())
                    .with_context(|| format!("writing the backup {}", path.display()))?;
                break path;
            }
            Err(error) if error.kind() == ErrorKind::AlreadyExists => continue,
            Err(error) => {
                return Err(error).with_context(|| format!("creating {}", path.display()));
            }
        }
    };
    let written =
        fs::read(&path).with_context(|| format!("reading back the backup {}", path.display()))?;
    if written != contents {
        bail!(
            "the backup {} does not match your file, so src/lib.rs was left as it was",
            path.display()
        );
    }
    Ok(path)
}

/// The first free backup name for `stamp`: `lib-STAMP.rs`, then `lib-STAMP-2.rs`, `-3` and so
/// on, where `taken` says whether a name is already used.
fn backup_name(stamp: &str, taken: impl Fn(&str) -> bool) -> String {
    (1..)
        .map(|copy| match copy {
            1 => format!("lib-{stamp}.rs"),
            _ => format!("lib-{stamp}-{copy}.rs"),
        })
        .find(|name| !taken(name))
        .expect("there is always a free name")
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::{backup_name, replace_with, timestamp};

    const STAMP: &str = "2025-01-31T09-15-00Z";

    /// The backup name for [`STAMP`] when the names `existing` are taken.
    fn name_beside(existing: &[&str]) -> String {
        backup_name(STAMP, |name| existing.contains(&name))
    }

    #[test]
    fn the_first_backup_of_a_second_is_named_for_the_time_alone() {
        assert_eq!(name_beside(&[]), "lib-2025-01-31T09-15-00Z.rs");
    }

    #[test]
    fn later_backups_in_the_same_second_are_numbered_from_two() {
        let existing = [
            "lib-2025-01-31T09-15-00Z.rs",
            "lib-2025-01-31T09-15-00Z-2.rs",
            "lib-2024-12-25T00-00-00Z-3.rs",
        ];
        assert_eq!(name_beside(&existing), "lib-2025-01-31T09-15-00Z-3.rs");
    }

    #[test]
    fn a_gap_in_the_numbers_is_filled_first() {
        let existing = [
            "lib-2025-01-31T09-15-00Z.rs",
            "lib-2025-01-31T09-15-00Z-3.rs",
        ];
        assert_eq!(name_beside(&existing), "lib-2025-01-31T09-15-00Z-2.rs");
    }

    #[test]
    fn replacing_a_file_leaves_only_the_new_contents_and_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let lib = dir.path().join("lib.rs");
        fs::write(&lib, "// mine\n").unwrap();
        replace_with(&lib, b"// the stub\n").unwrap();
        assert_eq!(fs::read_to_string(&lib).unwrap(), "// the stub\n");
        let names: Vec<_> = fs::read_dir(dir.path())
            .unwrap()
            .map(|entry| entry.unwrap().file_name())
            .collect();
        assert_eq!(names, ["lib.rs"]);
    }

    #[cfg(unix)]
    #[test]
    fn a_replaced_file_keeps_its_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let lib = dir.path().join("lib.rs");
        fs::write(&lib, "// mine\n").unwrap();
        fs::set_permissions(&lib, fs::Permissions::from_mode(0o640)).unwrap();
        replace_with(&lib, b"// the stub\n").unwrap();
        let mode = fs::metadata(&lib).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o640);
    }

    #[test]
    fn timestamps_are_utc_seconds_without_colons() {
        let stamp = timestamp();
        assert_eq!(stamp.len(), "2025-01-31T09-15-00Z".len(), "{stamp}");
        assert!(stamp.ends_with('Z') && !stamp.contains(':'), "{stamp}");
    }
}
