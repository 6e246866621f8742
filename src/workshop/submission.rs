//! Reading a learner's copy of the course: only its files for each chapter, and only when they
//! are plain files of a sensible size, from the folder or, graded at a deadline, from the
//! learner's last commit by then (see `git`).

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use super::deadline::Deadline;
use super::git::Repository;
use crate::chapters::Exercise;

/// One learner's copy of the course, named by its folder's name.
#[derive(Clone, Debug)]
pub struct Submission {
    pub name: String,
    pub dir: PathBuf,
    source: Source,
}

/// Where a submission's files are read from.
#[derive(Clone, Debug)]
enum Source {
    /// The folder as it is now.
    Folder,
    /// A commit of the folder's git repository (the last one by a deadline).
    Commit(Repository, String),
    /// Nothing: no file counts, for this reason (no commit by the deadline, say).
    Nothing(String),
}

/// What was graded of a submission, for its learner's record: the commit, when exactly that
/// commit's files were graded, or else why not.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Provenance {
    pub commit: Option<String>,
    /// The folder's HEAD when the files graded differ from it (changes not committed).
    pub changed_since: Option<String>,
    /// Why nothing was graded, when nothing was.
    pub note: Option<String>,
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
        Ok(Submission {
            name,
            dir: full,
            source: Source::Folder,
        })
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

    /// Every submission as its learner's repository held it at `deadline` (see [`Submission::at`]),
    /// once git is known to be there.
    pub fn all_at(submissions: Vec<Submission>, deadline: Deadline) -> Result<Vec<Submission>> {
        super::git::check_installed().map_err(anyhow::Error::msg)?;
        Ok(submissions.into_iter().map(|s| s.at(deadline)).collect())
    }

    /// The submission as its learner's git repository held it at `deadline`: the files of
    /// the last commit by then. A folder that is not a repository, or has no commit by then,
    /// has nothing graded, and says why.
    pub fn at(self, deadline: Deadline) -> Submission {
        let source = match Repository::open(&self.dir) {
            None => Source::Nothing(format!(
                "not a git repository: nothing can be graded as it was at {deadline}"
            )),
            Some(repository) => match repository.last_commit_by(deadline) {
                Some(commit) => Source::Commit(repository, commit),
                None => Source::Nothing(format!("no commit at or before {deadline}")),
            },
        };
        Submission { source, ..self }
    }

    /// What is graded of this submission in `chapters`: a commit's files exactly, the folder's
    /// files (with the HEAD they differ from, when they do), or nothing, and why.
    pub fn provenance(&self, chapters: &[Exercise]) -> Provenance {
        match &self.source {
            Source::Commit(_, commit) => Provenance {
                commit: Some(commit.clone()),
                ..Provenance::default()
            },
            Source::Nothing(why) => Provenance {
                note: Some(why.clone()),
                ..Provenance::default()
            },
            Source::Folder => {
                let Some(repository) = Repository::open(&self.dir) else {
                    return Provenance::default();
                };
                let Some(head) = repository.head() else {
                    return Provenance::default();
                };
                let at_head = Submission {
                    source: Source::Commit(repository, head.clone()),
                    ..self.clone()
                };
                let same = chapters.iter().all(|c| self.lib(c) == at_head.lib(c));
                match same {
                    true => Provenance {
                        commit: Some(head),
                        ..Provenance::default()
                    },
                    false => Provenance {
                        changed_since: Some(head),
                        ..Provenance::default()
                    },
                }
            }
        }
    }

    /// The learner's file for `chapter`: `None` when there is none, otherwise its bytes or why
    /// they cannot be graded (a link, not a file, too large to be an answer, unreadable).
    pub(crate) fn lib(&self, chapter: &Exercise) -> Option<Result<Vec<u8>, String>> {
        match &self.source {
            Source::Folder => self.lib_in_folder(chapter),
            Source::Commit(repository, commit) => {
                repository.file(commit, &chapter.learner_path(), LARGEST_FILE)
            }
            Source::Nothing(_) => None,
        }
    }

    /// The learner's file for `chapter` as the folder holds it now. A link anywhere on its way
    /// (`exercises`, the chapter's folder, `src`, `lib.rs`) makes it unreadable: it could make
    /// a classmate's file this learner's. The folder itself ([`Submission::open`]) may be a
    /// link: the teacher named it, and its learner cannot change where it leads.
    fn lib_in_folder(&self, chapter: &Exercise) -> Option<Result<Vec<u8>, String>> {
        let learner_path = chapter.learner_path();
        if let Some(link) = self.link_on_the_way(&learner_path) {
            return Some(Err(match Path::new(&link) == Path::new(&learner_path) {
                true => format!("{learner_path} is a link, not the file itself"),
                false => format!(
                    "{link} is a link, not a folder of the copy: {learner_path} is not read \
                     through it"
                ),
            }));
        }
        let path = self.dir.join(&learner_path);
        let metadata = fs::symlink_metadata(&path).ok()?;
        Some(if !metadata.is_file() {
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

    /// The first of the folders and the file on the way to `path` (relative to the copy) that
    /// is a link, if one is.
    fn link_on_the_way(&self, path: &str) -> Option<String> {
        let mut way = PathBuf::new();
        Path::new(path).components().find_map(|part| {
            way.push(part);
            let metadata = fs::symlink_metadata(self.dir.join(&way)).ok()?;
            metadata
                .is_symlink()
                .then(|| way.to_string_lossy().into_owned())
        })
    }
}

/// The largest learner's file graded: a chapter's answer is a few kilobytes.
const LARGEST_FILE: u64 = 256 * 1024;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chapters::chapters;
    use std::process::Command;

    /// Runs git in `dir` for a test's set-up, committing as a fixed author.
    fn git(dir: &Path, args: &[&str]) {
        let ran = Command::new("git")
            .args(["-c", "user.name=t", "-c", "user.email=t@example.com"])
            .args(["-c", "commit.gpgsign=false", "-C"])
            .arg(dir)
            .args(args)
            .env("GIT_CEILING_DIRECTORIES", dir.parent().unwrap())
            .output()
            .unwrap();
        assert!(ran.status.success(), "{ran:?}");
    }

    #[test]
    fn a_commit_is_claimed_only_when_its_files_are_those_graded() {
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
        let course = chapters(workspace).unwrap();
        let scratch = tempfile::tempdir().unwrap();
        let dir = scratch.path().join("ada");
        let scoop = dir.join(course[0].learner_path());
        fs::create_dir_all(scoop.parent().unwrap()).unwrap();
        fs::write(&scoop, "pub fn scoop() {}\n").unwrap();
        let ada = Submission::open(&dir).unwrap();
        assert_eq!(
            ada.provenance(&course),
            Provenance::default(),
            "no repository"
        );

        git(&dir, &["init", "-q"]);
        git(&dir, &["add", "."]);
        git(&dir, &["commit", "-qm", "scoop"]);
        let head = Repository::open(&ada.dir).unwrap().head();
        assert!(head.is_some());
        assert_eq!(ada.provenance(&course).commit, head);

        // A file the commit does not have, in another chapter, is graded: HEAD is not claimed.
        let sow = dir.join(course[2].learner_path());
        fs::create_dir_all(sow.parent().unwrap()).unwrap();
        fs::write(&sow, "pub fn sow() {}\n").unwrap();
        let changed = ada.provenance(&course);
        assert_eq!(changed.commit, None);
        assert_eq!(changed.changed_since, head);
        fs::remove_file(&sow).unwrap();
        fs::write(&scoop, "pub fn scoop() { todo!() }\n").unwrap();
        assert_eq!(ada.provenance(&course).changed_since, head);
    }

    /// A learner whose `exercises` (or a chapter's folder, or `src`) is a link to a
    /// classmate's has that chapter unreadable, naming the link, never the classmate's file;
    /// the folder given to grade may itself be a link.
    #[cfg(unix)]
    #[test]
    fn a_link_on_the_way_to_a_learner_s_file_makes_it_unreadable() {
        use std::os::unix::fs::symlink;
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
        let scoop = &chapters(workspace).unwrap()[0];
        let scratch = tempfile::tempdir().unwrap();
        let ada = scratch.path().join("ada");
        let lib = ada.join(scoop.learner_path());
        fs::create_dir_all(lib.parent().unwrap()).unwrap();
        fs::write(&lib, "pub fn scoop() {}\n").unwrap();
        let folder = format!("exercises/{}", scoop.folder_name());
        for link in ["exercises", folder.as_str(), &format!("{folder}/src")] {
            let bo = scratch.path().join("bo");
            let _ = fs::remove_dir_all(&bo);
            fs::create_dir_all(bo.join(link).parent().unwrap()).unwrap();
            symlink(ada.join(link), bo.join(link)).unwrap();
            let why = Submission::open(&bo)
                .unwrap()
                .lib(scoop)
                .unwrap()
                .unwrap_err();
            assert_eq!(
                why,
                format!(
                    "{link} is a link, not a folder of the copy: {} is not read through it",
                    scoop.learner_path()
                )
            );
        }
        let linked = scratch.path().join("linked");
        symlink(&ada, &linked).unwrap();
        let read = Submission::open(&linked).unwrap().lib(scoop).unwrap();
        assert_eq!(read.unwrap(), b"pub fn scoop() {}\n");
    }

    #[test]
    fn at_a_deadline_a_folder_with_no_commit_by_then_has_nothing_graded() {
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
        let course = chapters(workspace).unwrap();
        let scratch = tempfile::tempdir().unwrap();
        let dir = scratch.path().join("grace");
        let scoop = dir.join(course[0].learner_path());
        fs::create_dir_all(scoop.parent().unwrap()).unwrap();
        fs::write(&scoop, "pub fn scoop() {}\n").unwrap();
        let deadline: Deadline = "2020-01-01".parse().unwrap();
        let plain = Submission::open(&dir).unwrap().at(deadline);
        let note = plain.provenance(&course).note.unwrap();
        assert!(note.contains("not a git repository"), "{note}");
        assert_eq!(plain.lib(&course[0]), None);

        git(&dir, &["init", "-q"]);
        git(&dir, &["add", "."]);
        git(&dir, &["commit", "-qm", "scoop, after the deadline"]);
        let late = Submission::open(&dir).unwrap().at(deadline);
        let note = late.provenance(&course).note.unwrap();
        assert_eq!(note, "no commit at or before 2020-01-01T00:00:00Z");
        assert_eq!(late.lib(&course[0]), None);
    }
}
