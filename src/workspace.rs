//! Finding the course workspace: the folder with `exercises/` and `solutions/` in it.

use std::path::{Path, PathBuf};

use anyhow::{Result, bail};

/// The workspace that holds `start`: the nearest folder at or above it with `Cargo.toml`,
/// `exercises/` and `solutions/`, as `cargo` finds its `Cargo.toml`. That lets the tool work
/// on any copy of the course (a teacher's scratch copy, a test's); `cargo run` starts it in
/// the folder it was run from. Anywhere else it is an error, never a silent fallback to the
/// copy the tool was built in, which would act on a course the learner is not looking at.
pub fn find(start: &Path) -> Result<PathBuf> {
    if let Some(found) = start.ancestors().find(|dir| is_workspace(dir)) {
        return Ok(found.to_path_buf());
    }
    let built_in = Path::new(env!("CARGO_MANIFEST_DIR"));
    let where_it_is = if is_workspace(built_in) {
        format!(
            "this tool was built from the course in {}",
            built_in.display()
        )
    } else {
        "that is the folder you cloned or unpacked".to_string()
    };
    bail!(
        "{} is not a course folder: no folder here or above holds `Cargo.toml`, `exercises/` \
         and `solutions/`. Run the command inside the course ({where_it_is}): \
         cd there, then `cargo run`",
        start.display()
    )
}

fn is_workspace(dir: &Path) -> bool {
    ["Cargo.toml", "exercises", "solutions"]
        .iter()
        .all(|name| dir.join(name).exists())
}

/// Where a command of the course tool keeps its scratch copies and build folder: `NAME` in the
/// build folder, `target/` or `CARGO_TARGET_DIR`, like cargo's own output.
pub fn work_dir(workspace: &Path, name: &str) -> PathBuf {
    course_model::target_dir(workspace).join(name)
}

/// A command's hold on its work folder ([`work_dir`]): while it lives, the same command started
/// again in the same course is refused, so two gradings never build in, and put back, each
/// other's copies (which graded right answers "does not compile", silently). The kernel lets go
/// when the process ends, however it ends, so no lock outlives a crash.
#[derive(Debug)]
pub struct Held {
    _lock: std::fs::File,
}

/// Holds `dir` for the command `what` (`grade`), or says that another one holds it.
pub fn hold(dir: &Path, what: &str) -> Result<Held> {
    std::fs::create_dir_all(dir)?;
    let path = dir.join(".lock");
    let lock = std::fs::File::create(&path)?;
    if !locked(&lock) {
        bail!(
            "another `{what}` is running in this course (it holds {}): wait for it to end, as two \
             would build in each other's copies and spoil each other's grades",
            path.display()
        );
    }
    Ok(Held { _lock: lock })
}

/// Takes `file`'s advisory lock, without waiting: whether it was free.
#[cfg(unix)]
fn locked(file: &std::fs::File) -> bool {
    use std::os::fd::AsRawFd;
    // SAFETY: `flock` only reads the descriptor, which `file` keeps open for the call.
    unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) == 0 }
}

/// Elsewhere there is no lock: two gradings of one course are the teacher's to avoid.
#[cfg(not(unix))]
fn locked(_file: &std::fs::File) -> bool {
    true
}

#[cfg(test)]
mod tests {
    use super::find;

    #[cfg(unix)]
    #[test]
    fn a_work_folder_is_held_by_one_command_at_a_time() {
        let dir = tempfile::tempdir().unwrap();
        let first = super::hold(dir.path(), "grade").unwrap();
        let second = super::hold(dir.path(), "grade").unwrap_err();
        assert!(
            second.to_string().contains("another `grade` is running"),
            "{second}"
        );
        drop(first);
        super::hold(dir.path(), "grade").unwrap();
    }

    #[test]
    fn a_folder_inside_the_course_finds_the_course() {
        let course = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        assert_eq!(
            find(&course.join("exercises/01-scoop/src")).unwrap(),
            course
        );
    }

    #[test]
    fn a_folder_outside_any_course_is_an_error_that_says_where_the_course_is() {
        let elsewhere = tempfile::tempdir().unwrap();
        let error = find(elsewhere.path()).unwrap_err().to_string();
        assert!(error.contains("is not a course folder"), "{error}");
        assert!(error.contains(env!("CARGO_MANIFEST_DIR")), "{error}");
    }
}
