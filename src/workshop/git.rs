//! Reading a learner's git repository without trusting it: only git's plumbing (`rev-parse`,
//! `rev-list`, `ls-tree`, `cat-file`), which never touches the index or the work tree, so the
//! learner's folder is never changed and no command its config names (`core.fsmonitor`, hooks,
//! filters, a pager, a lazy fetch) is run.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use super::deadline::Deadline;

/// A learner's folder that is the top of a git work tree.
#[derive(Clone, Debug)]
pub struct Repository {
    dir: PathBuf,
}

/// Whether git can be run at all, so that a missing git is said as such, not taken for folders
/// that are not repositories.
pub fn check_installed() -> Result<(), String> {
    let ran = Command::new("git")
        .arg("--version")
        .stdin(Stdio::null())
        .output();
    match ran {
        Ok(output) if output.status.success() => Ok(()),
        _ => Err(
            "grading at a deadline reads learners' commits with git, which could not be \
                  run here: install git, or grade without --before"
                .into(),
        ),
    }
}

impl Repository {
    /// The repository whose work tree is `dir` (a canonical path), or `None` when `dir` is not
    /// one: a folder inside someone else's repository (the class's, the teacher's) is not.
    pub fn open(dir: &Path) -> Option<Repository> {
        let repository = Repository {
            dir: dir.to_path_buf(),
        };
        let top = repository.git(&["rev-parse", "--show-toplevel"]).ok()?;
        let top = PathBuf::from(String::from_utf8_lossy(&top).trim_end());
        (std::fs::canonicalize(top).ok()? == dir).then_some(repository)
    }

    /// The commit HEAD names, or `None` when there is none yet.
    pub fn head(&self) -> Option<String> {
        self.commit(&["rev-parse", "--verify", "--quiet", "HEAD^{commit}"])
    }

    /// The last commit on HEAD made at or before `deadline` (by its commit date), if any.
    pub fn last_commit_by(&self, deadline: Deadline) -> Option<String> {
        let before = format!("--before=@{}", deadline.unix_seconds());
        self.commit(&["rev-list", "-1", &before, "HEAD", "--"])
    }

    /// The file at `path` in `commit`, by the rules a learner's file in a folder is read by:
    /// `None` when there is none, otherwise its bytes or why they cannot be graded (a link, not
    /// a file, larger than `largest`, unreadable).
    pub fn file(&self, commit: &str, path: &str, largest: u64) -> Option<Result<Vec<u8>, String>> {
        let listed = match self.git(&["ls-tree", "-l", "-z", commit, "--", path]) {
            Ok(listed) => listed,
            Err(why) => return Some(Err(format!("{path} cannot be read from git: {why}"))),
        };
        let listed = String::from_utf8_lossy(&listed);
        // `MODE TYPE OBJECT SIZE\tPATH`, the size `-` for anything but a file.
        let (entry, _) = listed.split_once('\t')?;
        let fields: Vec<&str> = entry.split_whitespace().collect();
        let [mode, kind, object, size] = fields[..] else {
            return Some(Err(format!("{path}: git listed it as `{entry}`")));
        };
        Some(if mode == "120000" {
            Err(format!("{path} is a link, not the file itself"))
        } else if kind != "blob" {
            Err(format!("{path} is not a file"))
        } else {
            match size.parse::<u64>() {
                Ok(size) if size > largest => Err(format!(
                    "{path} holds {size} bytes, more than the {largest} an answer may"
                )),
                Ok(_) => self
                    .git(&["cat-file", "blob", object])
                    .map_err(|why| format!("{path} cannot be read from git: {why}")),
                Err(_) => Err(format!("{path}: git gave its size as `{size}`")),
            }
        })
    }

    /// The one commit id `args` print, or `None` when they print none or fail.
    fn commit(&self, args: &[&str]) -> Option<String> {
        let printed = self.git(args).ok()?;
        let id = String::from_utf8_lossy(&printed).trim().to_string();
        let is_id = id.len() >= 40 && id.bytes().all(|b| b.is_ascii_hexdigit());
        is_id.then_some(id)
    }

    /// Runs git's plumbing `args` in the learner's folder and returns what it printed, or what
    /// it said on failure.
    fn git(&self, args: &[&str]) -> Result<Vec<u8>, String> {
        let mut command = Command::new("git");
        // Command-line settings outrank the repository's own: nothing it configures runs. A
        // repository another user owns is read too (git refuses it otherwise), which is safe
        // because only this plumbing runs, with those settings.
        let safe = format!("safe.directory={}", self.dir.display());
        for setting in [
            safe.as_str(),
            "core.fsmonitor=false",
            "core.hooksPath=/dev/null",
            "core.pager=cat",
        ] {
            command.args(["-c", setting]);
        }
        // Git must not find a repository above the folder (the class's, the teacher's), nor
        // take one from the teacher's environment.
        let parent = self.dir.parent().unwrap_or(&self.dir);
        for variable in [
            "GIT_DIR",
            "GIT_WORK_TREE",
            "GIT_INDEX_FILE",
            "GIT_OBJECT_DIRECTORY",
            "GIT_ALTERNATE_OBJECT_DIRECTORIES",
            "GIT_COMMON_DIR",
            "GIT_NAMESPACE",
            "GIT_CONFIG",
            "GIT_CONFIG_PARAMETERS",
            "GIT_CONFIG_COUNT",
        ] {
            command.env_remove(variable);
        }
        let output = command
            .arg("-C")
            .arg(&self.dir)
            .args(args)
            .env("GIT_CEILING_DIRECTORIES", parent)
            .env("GIT_NO_LAZY_FETCH", "1")
            .env("GIT_OPTIONAL_LOCKS", "0")
            .env("GIT_TERMINAL_PROMPT", "0")
            .stdin(Stdio::null())
            .output()
            .map_err(|error| format!("git could not be run ({error}): is git installed?"))?;
        if output.status.success() {
            Ok(output.stdout)
        } else {
            let said = String::from_utf8_lossy(&output.stderr);
            Err(said.lines().next().unwrap_or("git failed").to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    /// Runs git in `dir` for a test's set-up, with a fixed author and `date` as both dates.
    fn git(dir: &Path, args: &[&str], date: &str) {
        let ran = Command::new("git")
            .args(["-c", "user.name=t", "-c", "user.email=t@example.com"])
            .args(["-c", "commit.gpgsign=false", "-C"])
            .arg(dir)
            .args(args)
            .env("GIT_AUTHOR_DATE", date)
            .env("GIT_COMMITTER_DATE", date)
            .env("GIT_CEILING_DIRECTORIES", dir.parent().unwrap())
            .output()
            .unwrap();
        assert!(ran.status.success(), "{ran:?}");
    }

    #[test]
    fn files_are_read_from_the_last_commit_by_a_deadline_by_the_worktree_s_rules() {
        let scratch = tempfile::tempdir().unwrap();
        let dir = fs::canonicalize(scratch.path()).unwrap().join("ada");
        fs::create_dir_all(&dir).unwrap();
        assert!(Repository::open(&dir).is_none(), "not a repository yet");
        git(&dir, &["init", "-q"], "2026-11-30T12:00:00Z");
        let repository = Repository::open(&dir).unwrap();
        assert_eq!(repository.head(), None);
        fs::write(dir.join("lib.rs"), "first").unwrap();
        std::os::unix::fs::symlink("lib.rs", dir.join("link.rs")).unwrap();
        fs::write(dir.join("big.rs"), "x".repeat(100)).unwrap();
        git(&dir, &["add", "."], "2026-11-30T12:00:00Z");
        git(&dir, &["commit", "-qm", "a"], "2026-11-30T12:00:00Z");
        fs::write(dir.join("lib.rs"), "second").unwrap();
        git(&dir, &["commit", "-qam", "b"], "2026-12-02T12:00:00Z");
        fs::write(dir.join("lib.rs"), "uncommitted").unwrap();

        let early: Deadline = "2026-11-01".parse().unwrap();
        assert_eq!(repository.last_commit_by(early), None);
        let deadline: Deadline = "2026-12-01".parse().unwrap();
        let first = repository.last_commit_by(deadline).unwrap();
        assert_ne!(Some(&first), repository.head().as_ref());
        assert_eq!(
            repository.file(&first, "lib.rs", 50),
            Some(Ok(b"first".to_vec()))
        );
        let head = repository.head().unwrap();
        assert_eq!(
            repository.file(&head, "lib.rs", 50),
            Some(Ok(b"second".to_vec()))
        );
        assert_eq!(repository.file(&head, "none.rs", 50), None);
        let link = repository.file(&head, "link.rs", 50).unwrap().unwrap_err();
        assert!(link.contains("is a link"), "{link}");
        let big = repository.file(&head, "big.rs", 50).unwrap().unwrap_err();
        assert!(big.contains("holds 100 bytes"), "{big}");
        // The folder's own file is as the learner left it.
        assert_eq!(fs::read(dir.join("lib.rs")).unwrap(), b"uncommitted");
    }

    #[test]
    fn a_repository_s_config_cannot_make_reading_it_run_a_command() {
        let scratch = tempfile::tempdir().unwrap();
        let dir = fs::canonicalize(scratch.path()).unwrap().join("mallory");
        fs::create_dir_all(&dir).unwrap();
        git(&dir, &["init", "-q"], "2026-11-30T12:00:00Z");
        fs::write(dir.join("lib.rs"), "mine").unwrap();
        git(&dir, &["add", "."], "2026-11-30T12:00:00Z");
        git(&dir, &["commit", "-qm", "a"], "2026-11-30T12:00:00Z");
        let ran = dir.with_file_name("ran");
        let command = format!("touch '{}'", ran.display());
        for key in ["core.fsmonitor", "core.pager", "core.sshCommand"] {
            git(&dir, &["config", key, &command], "2026-11-30T12:00:00Z");
        }
        let repository = Repository::open(&dir).unwrap();
        let head = repository.head().unwrap();
        let deadline: Deadline = "2027-01-01".parse().unwrap();
        assert_eq!(repository.last_commit_by(deadline), Some(head.clone()));
        assert_eq!(
            repository.file(&head, "lib.rs", 50),
            Some(Ok(b"mine".to_vec()))
        );
        assert!(
            !ran.exists(),
            "reading the repository ran its configured command"
        );
    }

    #[test]
    fn a_folder_inside_another_repository_is_not_one() {
        let scratch = tempfile::tempdir().unwrap();
        let class = fs::canonicalize(scratch.path()).unwrap().join("class");
        fs::create_dir_all(class.join("grace")).unwrap();
        git(&class, &["init", "-q"], "2026-11-30T12:00:00Z");
        assert!(Repository::open(&class).is_some());
        assert!(Repository::open(&class.join("grace")).is_none());
    }
}
