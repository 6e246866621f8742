//! Every chapter's exercise in the versions the checks need (with the reference's functions,
//! the shipped stub, each typical mistake) as packages of one scratch workspace: all built by
//! one cargo command, so both cores work and nothing is built twice, then their test binaries
//! are run directly, as often as the checks need.
//!
//! A version is a copy of the exercise folder, `exercises/SLUG--VERSION/`, with its own
//! `src/lib.rs`; its library keeps the chapter's crate name, so the chapter's tests compile
//! unchanged, and insta reads and writes snapshots next to those copied tests.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, Result, bail};
use course_model::limits;

use super::scratch::{Scratch, sync_tree, write_if_changed};
use super::{batch, refusal};
use crate::Attempt;
use crate::cargo_messages;
use crate::chapters::{Exercise, chapters};
use crate::files::files_under;
use crate::test_run::{Ignored, Reads, TestBinary, TestRun};

/// The variable that makes proptest draw from another seed than the test kit's.
const PROPTEST_SEED: &str = "PROPTEST_RNG_SEED";

/// One version of one chapter's exercise.
#[derive(Clone, Debug)]
pub struct Version {
    pub chapter: Exercise,
    /// `reference`, `stub` or `mistake-NAME`.
    pub name: String,
    /// Its `src/lib.rs`: bytes, as a learner's file may not be UTF-8 (then it does not compile).
    pub lib: Vec<u8>,
}

impl Version {
    /// Its package name, which also names its folder: `SLUG--NAME`.
    pub fn package(&self) -> String {
        format!("{}--{}", self.chapter.slug, self.name)
    }
}

/// What building a version gave.
#[derive(Clone, Debug)]
enum Build {
    /// The test binary, and the library of the version's own code.
    Binary {
        exe: PathBuf,
        library: Option<PathBuf>,
    },
    /// Why it did not build: the compiler's errors.
    Failed(String),
}

/// The scratch workspace holding the versions, and what has been built in it.
pub struct Versions {
    copy: Scratch,
    target_dir: PathBuf,
    built: BTreeMap<String, Build>,
    /// Whether the versions are learners' files to grade, built with `unsafe` code forbidden.
    graded: bool,
}

impl Versions {
    /// Copies `workspace` into `root`, to build in `target_dir`. The versions a previous run
    /// left in `root` are kept, with their dates, so that a version whose files are the same
    /// again is not rebuilt: a run after a one-chapter edit builds that chapter's versions only.
    pub fn new(workspace: &Path, root: &Path, target_dir: &Path) -> Result<Versions> {
        let copy = Scratch::copy_keeping(workspace, root, is_version_folder)?;
        refresh_kept(&copy.root.join("exercises"), &chapters(workspace)?)?;
        // Cargo reports paths canonicalized; so are these, to compare them.
        let root = fs::canonicalize(&copy.root)?;
        Ok(Versions {
            copy: Scratch { root },
            target_dir: target_dir.to_path_buf(),
            built: BTreeMap::new(),
            graded: false,
        })
    }

    /// These versions, to hold learners' files to grade: their packages forbid `unsafe` code
    /// ([`refusal::forbid_unsafe`]), as the one-by-one grader's do.
    pub fn graded(self) -> Versions {
        Versions {
            graded: true,
            ..self
        }
    }

    /// The folder of the scratch workspace that holds exercise copies.
    pub fn exercises(&self) -> PathBuf {
        self.copy.root.join("exercises")
    }

    /// The folder of `version`.
    pub fn dir(&self, version: &Version) -> PathBuf {
        self.exercises().join(version.package())
    }

    /// Writes and builds the `versions` not built yet, all with one cargo command.
    pub fn build(&mut self, versions: &[Version]) -> Result<()> {
        self.build_within(versions, "the exercises' tests", limits::VERIFY_BUILD)
    }

    /// Writes and builds the `versions` not built yet, all with one cargo command stopped
    /// after `limit`: an error saying building `what` took too long then.
    pub fn build_within(
        &mut self,
        versions: &[Version],
        what: &str,
        limit: Duration,
    ) -> Result<()> {
        let new: Vec<&Version> = versions
            .iter()
            .filter(|version| !self.built.contains_key(&version.package()))
            .collect();
        if new.is_empty() {
            return Ok(());
        }
        for version in &new {
            self.write(version)?;
        }
        let packages: Vec<String> = new.iter().map(|version| version.package()).collect();
        let mut built = batch::build(
            what,
            &self.copy.root,
            &self.target_dir,
            "--tests",
            &packages,
            batch::Profile::RunOnce,
            limit,
        )?;
        for version in new {
            let dir = self.dir(version);
            let build = match (built.programs.remove(&dir), built.errors.remove(&dir)) {
                (Some(exe), _) => Build::Binary {
                    exe,
                    library: built.libraries.remove(&dir),
                },
                (None, Some(errors)) => Build::Failed(errors),
                // The compiler stopped at a limit, or not the version's own code: what cargo said.
                (None, None) => {
                    // The package's folder as cargo gives the compiler its file: in the copy.
                    let folder = dir
                        .strip_prefix(&self.copy.root)
                        .ok()
                        .and_then(Path::to_str);
                    let output = &built.finished.output;
                    let stopped =
                        folder.and_then(|f| cargo_messages::compiler_stopped(output, Some(f)));
                    Build::Failed(stopped.unwrap_or_else(|| output.clone()))
                }
            };
            self.built.insert(version.package(), build);
        }
        Ok(())
    }

    /// Runs the tests of `version` (which must be built), with the `ignored` ones or not, with
    /// the extra environment `env`, as `cargo test` would, and reads their verdicts.
    pub fn test(
        &self,
        version: &Version,
        ignored: Ignored,
        env: &[(&str, &str)],
    ) -> Result<TestRun> {
        self.test_matching(version, ignored, None, env)
    }

    /// Like [`test`](Versions::test), running only the tests whose path contains `filter`
    /// when there is one ([`TestBinary::run_matching`]).
    pub fn test_matching(
        &self,
        version: &Version,
        ignored: Ignored,
        filter: Option<&str>,
        env: &[(&str, &str)],
    ) -> Result<TestRun> {
        let binary = match self.binary(version)? {
            Ok(binary) => binary,
            Err(not_built) => return Ok(not_built),
        };
        let mut env: Vec<(String, String)> = env
            .iter()
            .map(|(key, value)| (key.to_string(), value.to_string()))
            .collect();
        // A developer's other seed reaches the course's own versions (the environment is
        // cleared, as for learner code), to find the mistakes the test kit's own seed catches
        // only by chance.
        if let Ok(seed) = std::env::var(PROPTEST_SEED) {
            env.push((PROPTEST_SEED.to_string(), seed));
        }
        // The course's own reference, stub and mistakes: no learner code, so no sandbox.
        binary.run_matching(&env, ignored, filter, limits::VERIFY_RUN, None)
    }

    /// The test binary of `version` (which must be built), or the run of a version that did
    /// not build, with the compiler's errors.
    pub fn binary(&self, version: &Version) -> Attempt<TestBinary, TestRun> {
        let exe = match self.built.get(&version.package()) {
            Some(Build::Binary { exe, .. }) => exe,
            Some(Build::Failed(errors)) => {
                return Ok(Err(TestRun::not_built(errors.clone(), false)));
            }
            None => bail!("{} was never built", version.package()),
        };
        Ok(Ok(TestBinary {
            exe: exe.clone(),
            package_dir: self.dir(version),
            workspace: self.copy.root.clone(),
            reads: Reads::Package,
        }))
    }

    /// Whether `version` was built and gave a test binary.
    pub fn built(&self, version: &Version) -> bool {
        matches!(
            self.built.get(&version.package()),
            Some(Build::Binary { .. })
        )
    }

    /// The library `version`'s own code compiled to, once it built.
    pub fn library(&self, version: &Version) -> Option<&Path> {
        match self.built.get(&version.package()) {
            Some(Build::Binary { library, .. }) => library.as_deref(),
            _ => None,
        }
    }

    /// Deletes the folders, test binaries and libraries (with their metadata) of `versions`,
    /// which are then no longer built:
    /// what a run of many versions frees once they are done with.
    pub fn discard(&mut self, versions: &[Version]) -> Result<()> {
        for version in versions {
            if let Some(Build::Binary { exe, library }) = self.built.remove(&version.package()) {
                // The library's metadata beside it holds its constants too: a huge static is
                // three files of its size (the test binary, the library and the metadata).
                let metadata = library.as_ref().map(|rlib| rlib.with_extension("rmeta"));
                for file in [Some(exe), library].into_iter().flatten() {
                    fs::remove_file(&file)
                        .with_context(|| format!("removing {}", file.display()))?;
                }
                if let Some(metadata) = metadata.filter(|metadata| metadata.exists()) {
                    fs::remove_file(&metadata)
                        .with_context(|| format!("removing {}", metadata.display()))?;
                }
            }
            let dir = self.dir(version);
            if dir.exists() {
                fs::remove_dir_all(&dir).with_context(|| format!("removing {}", dir.display()))?;
            }
        }
        Ok(())
    }

    /// Puts the scratch workspace back as `workspace` has it, versions removed, so that nothing
    /// a run changed there outlives it (see [`Scratch::restore`]); nothing is built then.
    pub fn restore(&mut self, workspace: &Path) -> Result<()> {
        self.built.clear();
        self.copy.restore(workspace)
    }

    /// Makes the folder of `version` hold the chapter's manifest (renamed) and tests, and its
    /// lib, rewriting only the files that differ (see [`sync_tree`]) and removing any other.
    fn write(&self, version: &Version) -> Result<()> {
        let chapter = &version.chapter;
        let from = self.exercises().join(chapter.folder_name());
        let to = self.dir(version);
        sync_tree(&from.join("tests"), &to.join("tests"))?;
        let manifest = fs::read_to_string(from.join("Cargo.toml"))?;
        let mut manifest = renamed(&manifest, chapter, &version.package())?;
        if self.graded {
            manifest = refusal::forbid_unsafe(&manifest)?;
        }
        write_if_changed(&to.join("Cargo.toml"), manifest.as_bytes())?;
        write_if_changed(&to.join("src/lib.rs"), &version.lib)?;
        for file in files_under(&to)? {
            let relative = file.strip_prefix(&to)?;
            let known = relative.starts_with("tests")
                || ["Cargo.toml", "src/lib.rs"]
                    .iter()
                    .any(|name| relative == Path::new(name));
            if !known {
                fs::remove_file(&file).with_context(|| format!("removing {}", file.display()))?;
            }
        }
        Ok(())
    }
}

/// Whether `relative`, a path below a scratch copy, is the folder of a version:
/// `exercises/SLUG--NAME`, a name no chapter's own folder has.
fn is_version_folder(relative: &Path) -> bool {
    let parts: Vec<_> = relative.iter().collect();
    matches!(parts.as_slice(), [exercises, name]
        if *exercises == "exercises" && name.to_string_lossy().contains("--"))
}

/// Brings the versions kept in `exercises` in line with the course: cargo reads every member's
/// manifest, so each gets its chapter's manifest as it is now, and a version of a chapter the
/// course no longer has is removed. Their other files are brought up to date when they are
/// built again.
fn refresh_kept(exercises: &Path, chapters: &[Exercise]) -> Result<()> {
    for entry in fs::read_dir(exercises)? {
        let entry = entry?;
        let package = entry.file_name().to_string_lossy().into_owned();
        let Some((slug, _)) = package.split_once("--") else {
            continue;
        };
        match chapters.iter().find(|chapter| chapter.slug == slug) {
            Some(chapter) => {
                let manifest = fs::read_to_string(chapter.dir.join("Cargo.toml"))?;
                let manifest = renamed(&manifest, chapter, &package)?;
                write_if_changed(&entry.path().join("Cargo.toml"), manifest.as_bytes())?;
            }
            None => fs::remove_dir_all(entry.path())
                .with_context(|| format!("removing {}", entry.path().display()))?,
        }
    }
    Ok(())
}

/// The manifest of `chapter`'s exercise, renamed to `package`, its library keeping the
/// chapter's crate name.
fn renamed(manifest: &str, chapter: &Exercise, package: &str) -> Result<String> {
    let name = format!("name = \"{}\"", chapter.slug);
    if !manifest.lines().any(|line| line == name) {
        bail!(
            "the manifest of {} has no `{name}` line",
            chapter.folder_name()
        );
    }
    let lib_name = format!("[lib]\nname = \"{}\"", chapter.crate_name());
    let manifest = manifest.replacen(&name, &format!("name = \"{package}\""), 1);
    Ok(if manifest.contains("\n[lib]\n") {
        manifest.replacen("\n[lib]", &format!("\n{lib_name}"), 1)
    } else {
        format!("{manifest}\n{lib_name}\n")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_version_s_manifest_is_renamed_but_keeps_the_crate_name() {
        let chapter = crate::chapters::of_this_course("relay-sow");
        let manifest = fs::read_to_string(chapter.dir.join("Cargo.toml")).unwrap();
        let renamed = renamed(&manifest, &chapter, "relay-sow--stub").unwrap();
        assert!(renamed.contains("name = \"relay-sow--stub\""), "{renamed}");
        assert!(
            renamed.contains("[lib]\nname = \"relay_sow\"\n"),
            "{renamed}"
        );
        assert!(!renamed.contains("name = \"relay-sow\""), "{renamed}");
    }

    #[test]
    fn graded_versions_are_built_with_unsafe_code_forbidden() {
        let _turn = crate::workshop::grading_turn();
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
        let root = crate::workspace::work_dir(workspace, "tmp/integrity/target/course-grade-class");
        // The dependencies built once, where the class grading's test builds them.
        let target = root.with_file_name("course-grade").join("target");
        let mut versions = Versions::new(workspace, &root, &target).unwrap().graded();
        let chapter = crate::chapters::of_this_course("scoop");
        let version = |name: &str, lib: String| Version {
            chapter: chapter.clone(),
            name: name.to_string(),
            lib: lib.into_bytes(),
        };
        let reference = version("reference", chapter.reference_lib());
        let lib = chapter.reference_lib();
        let forged = format!("#![allow(unsafe_code)]\n{lib}\n#[unsafe(no_mangle)]\nfn f() {{}}\n");
        let forged = version("no-mangle", forged);
        let both = [reference.clone(), forged.clone()];
        versions.build(&both).unwrap();
        assert!(versions.binary(&reference).unwrap().is_ok());
        match versions.binary(&forged).unwrap() {
            Ok(_) => panic!("a graded version with `unsafe` code was built"),
            Err(not_built) => assert!(
                not_built.output.contains("no_mangle"),
                "{}",
                not_built.output
            ),
        }
        versions.discard(&both).unwrap();
    }
}
