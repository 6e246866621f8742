//! The workshop's generated packages: a scratch copy of the workspace with a folder, `mine/`,
//! of packages the tool writes from a learner's chapters (their manifests carry the chapter's
//! own dependencies), all members of the copy, built with one cargo command in the workspace's
//! own build folder, whose dependencies a learner's first `cargo run` has built. Files are
//! written only when they change, so cargo rebuilds only what did. `check --mine`, `play --mine`
//! and `trace` each write their own packages here (what goes in them is theirs); `grade` opens
//! a workshop of its own to trace the files it grades ([`Generated::for_grading`]).

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use course_model::limits;

use super::batch::{self, Profile};
use super::scratch::Scratch;
use crate::chapters::Exercise;
use crate::workspace::work_dir;

/// The folder of the scratch workspace that holds the generated packages (named for
/// `check --mine`, the first to use it).
pub const GENERATED: &str = "mine";

/// The scratch workspace: a copy of the course with the generated packages in `mine/`.
pub struct Generated {
    root: PathBuf,
    target_dir: PathBuf,
    profile: Profile,
}

impl Generated {
    /// Brings the scratch copy of `workspace` up to date (rewriting only what changed, so cargo
    /// rebuilds only that), building in the workspace's own build folder, whose dependencies
    /// are already built.
    pub fn open(workspace: &Path) -> Result<Generated> {
        let root = work_dir(workspace, "mine").join("workspace");
        let target_dir = course_model::target_dir(workspace);
        Generated::open_at(workspace, &root, &target_dir, Profile::AsCargoTest)
    }

    /// A workshop of learners' files to grade: a copy of `workspace` in `root`, building in
    /// `target_dir` as a class's files are built ([`Profile::RunOnce`]: the teacher's
    /// environment cleared, each compiler held to a graded build's limits).
    pub fn for_grading(workspace: &Path, root: &Path, target_dir: &Path) -> Result<Generated> {
        Generated::open_at(workspace, root, target_dir, Profile::RunOnce)
    }

    fn open_at(
        workspace: &Path,
        root: &Path,
        target_dir: &Path,
        profile: Profile,
    ) -> Result<Generated> {
        let root = root.to_path_buf();
        let copy = Scratch { root: root.clone() };
        copy.restore(workspace)?;
        let manifest = root.join("Cargo.toml");
        let text = fs::read_to_string(&manifest)?;
        let members = format!("members = [\"{GENERATED}/*\", ");
        if !text.contains("members = [") {
            bail!("the workspace's Cargo.toml has no `members = [` list");
        }
        fs::write(&manifest, text.replacen("members = [", &members, 1))?;
        Ok(Generated {
            root: fs::canonicalize(&root)?,
            target_dir: target_dir.to_path_buf(),
            profile,
        })
    }

    /// A workshop at `root` building in `target_dir`, without copying anything: for tests of
    /// what is decided before any build.
    #[cfg(test)]
    pub(crate) fn at(root: PathBuf, target_dir: PathBuf) -> Generated {
        let profile = Profile::AsCargoTest;
        Generated {
            root,
            target_dir,
            profile,
        }
    }

    /// The scratch workspace's root, where its tests run.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The folder of the generated package `package`.
    pub fn package_dir(&self, package: &str) -> PathBuf {
        self.root.join(GENERATED).join(package)
    }

    /// Builds `packages` (`--tests` or `--bins`) with one cargo command; each package's
    /// program, or the compiler's errors for it.
    pub fn build(
        &self,
        packages: &[String],
        targets: &str,
    ) -> Result<BTreeMap<String, Result<PathBuf, String>>> {
        let found = batch::build(
            "your chapters",
            &self.root,
            &self.target_dir,
            targets,
            packages,
            self.profile,
            limits::BUILD,
        )?;
        // By package name, the generated folders' names; a program wins over errors.
        let errors = found
            .errors
            .into_iter()
            .map(|(dir, errors)| (dir, Err(tidy_paths(&errors))));
        let programs = found.programs.into_iter().map(|(dir, exe)| (dir, Ok(exe)));
        let built: BTreeMap<String, Result<PathBuf, String>> = errors
            .chain(programs)
            .filter_map(|(dir, build)| {
                Some((dir.file_name()?.to_string_lossy().into_owned(), build))
            })
            .collect();
        let finished = found.finished;
        if built.is_empty() && !finished.succeeded() {
            bail!("cargo could not build your chapters:\n{}", finished.output);
        }
        Ok(built)
    }
}

/// `text` (a run's output, the compiler's errors) with the generated packages' way to the
/// course's files (`mine/sow--yours/../../`) cut from its paths, so they read as the learner's
/// and the diagnosis knows them.
pub fn tidy_paths(text: &str) -> String {
    let mut tidy = String::new();
    let mut rest = text;
    let start = format!("{GENERATED}/");
    while let Some(at) = rest.find(&start) {
        let after = &rest[at + start.len()..];
        let package = after.split_once("/../../").map(|(package, _)| package);
        match package.filter(|package| !package.contains(['/', ' ', '\n'])) {
            Some(package) => {
                tidy.push_str(&rest[..at]);
                rest = &after[package.len() + "/../../".len()..];
            }
            None => {
                tidy.push_str(&rest[..at + start.len()]);
                rest = after;
            }
        }
    }
    tidy.push_str(rest);
    tidy
}

/// What a chapter's own manifest asks for, carried into the packages generated from it.
pub struct Dependencies {
    /// The features the chapter turns on in `ayoayo` (chapter 5's `proptest`, for `boards`).
    pub reference_features: Vec<String>,
    /// Its other dependencies, as `[dependencies]` lines: those from the workspace or by
    /// version (a path or git dependency a learner adds is not carried, as its path would not
    /// hold from the generated package).
    pub others: String,
}

impl Dependencies {
    pub fn of(chapter: &Exercise) -> Result<Dependencies> {
        let path = chapter.dir.join("Cargo.toml");
        let text =
            fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
        let manifest: toml::Table =
            toml::from_str(&text).with_context(|| format!("reading {}", path.display()))?;
        let table = manifest.get("dependencies").and_then(toml::Value::as_table);
        let mut found = Dependencies {
            reference_features: vec![],
            others: String::new(),
        };
        for (name, spec) in table.into_iter().flatten() {
            let features = strings(spec.get("features"));
            if name == "ayoayo" {
                found.reference_features = features;
                continue;
            }
            let whence = if let Some(version) = spec.as_str() {
                format!("version = {version:?}")
            } else if spec.get("workspace").and_then(toml::Value::as_bool) == Some(true) {
                "workspace = true".to_string()
            } else if let Some(version) = spec.get("version").and_then(toml::Value::as_str) {
                format!("version = {version:?}")
            } else {
                continue;
            };
            found.others += &format!("{name} = {{ {whence}, features = {features:?} }}\n");
        }
        Ok(found)
    }
}

/// The strings of a TOML array, or none.
fn strings(value: Option<&toml::Value>) -> Vec<String> {
    let items = value.and_then(toml::Value::as_array).into_iter().flatten();
    items
        .filter_map(|item| item.as_str().map(String::from))
        .collect()
}

/// The `[package]` table of a generated package.
pub fn package_head(name: &str) -> String {
    format!(
        "# Generated by the course tool (`check --mine`, `play --mine`, `trace`): do not edit.\n\
         [package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition.workspace = true\npublish = false\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_generated_packages_are_cut_from_paths_and_nothing_else() {
        let output = "panicked at mine/sow--upto-2/../../exercises/03-sow/src/lib.rs:4:5\n\
                      a mine/ of stones, mine/x y/../../z";
        assert_eq!(
            tidy_paths(output),
            "panicked at exercises/03-sow/src/lib.rs:4:5\na mine/ of stones, mine/x y/../../z"
        );
    }
}
