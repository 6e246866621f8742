//! Reading a learner's copy of the course: only its files for each chapter, and only when they
//! are plain files of a sensible size.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use crate::chapters::Exercise;

/// One learner's copy of the course, named by its folder's name.
#[derive(Clone, Debug)]
pub struct Submission {
    pub name: String,
    pub dir: PathBuf,
}

impl Submission {
    /// The submission in `dir`, which must be a copy of the course (have `exercises/`).
    pub fn open(dir: &Path) -> Result<Submission> {
        let shown = dir.display();
        let full = fs::canonicalize(dir).with_context(|| format!("`{shown}` cannot be read"))?;
        if !full.join("exercises").is_dir() {
            bail!("`{shown}` is not a copy of the course: it has no exercises/ folder");
        }
        let name = match full.file_name() {
            Some(name) => name.to_string_lossy().into_owned(),
            None => bail!("`{shown}` has no name to grade it by"),
        };
        Ok(Submission { name, dir: full })
    }

    /// Every submission in `dirs`, checked before any grading starts; two with the same name
    /// would be indistinguishable in the table, so that is an error too.
    pub fn open_all(dirs: &[PathBuf]) -> Result<Vec<Submission>> {
        let mut seen = BTreeMap::new();
        let mut submissions = Vec::new();
        for dir in dirs {
            let submission = Submission::open(dir)?;
            if let Some(other) = seen.insert(submission.name.clone(), dir) {
                bail!(
                    "`{}` and `{}` are both named `{}`: rename one, grades are listed by name",
                    other.display(),
                    dir.display(),
                    submission.name
                );
            }
            submissions.push(submission);
        }
        Ok(submissions)
    }

    /// The learner's file for `chapter`: `None` when there is none, otherwise its bytes or why
    /// they cannot be graded (a link, not a file, too large to be an answer, unreadable).
    pub(super) fn lib(&self, chapter: &Exercise) -> Option<Result<Vec<u8>, String>> {
        let path = self.dir.join(chapter.learner_path());
        let metadata = fs::symlink_metadata(&path).ok()?;
        let learner_path = chapter.learner_path();
        Some(if metadata.is_symlink() {
            Err(format!("{learner_path} is a link, not the file itself"))
        } else if !metadata.is_file() {
            Err(format!("{learner_path} is not a file"))
        } else if metadata.len() > LARGEST_FILE {
            Err(format!(
                "{learner_path} holds {} bytes, more than the {LARGEST_FILE} an answer may",
                metadata.len()
            ))
        } else {
            fs::read(&path).map_err(|error| format!("{learner_path} cannot be read: {error}"))
        })
    }
}

/// The largest learner's file graded: a chapter's answer is a few kilobytes.
const LARGEST_FILE: u64 = 256 * 1024;
