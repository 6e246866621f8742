//! Each chapter's typical mistakes with the tests they fail ([`Known`]), found by grading each
//! kept file as a learner of its own, with the grader that grades the class, so a mistake's
//! tests are exactly those a learner's file with it fails.
//!
//! They are kept in `DIR/mistakes/NN-slug.json` with the version of the chapter they were found
//! for: a SHA-256 digest of everything a test's verdict rests on (the chapter's manifest and
//! tests, the test kit, the course model, the reference, `Cargo.lock`, the kept mistakes
//! themselves, and this tool's version). Grading again with the same course reads them; a
//! change to any of those finds them again.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use walkdir::WalkDir;

use super::{Known, Signature};
use crate::chapters::{Exercise, KeptFile};
use crate::grade::{ClassGrader, Event, Submission};

/// How many kept files are built by one cargo command: as many as learners are.
const FILES_A_BUILD: usize = 10;

/// The mistakes found for one chapter, and the version of the chapter they were found for.
#[derive(Serialize, Deserialize)]
struct Kept {
    version: String,
    mistakes: Vec<Known>,
}

/// The known mistakes of each chapter of `slugs` (by slug), read from `dir/mistakes` when
/// they were found for the course as it is, else found now with `grader` and kept there.
/// `finding` is told which chapters' mistakes are being graded, before they are.
pub fn catalogue(
    grader: &mut ClassGrader,
    workspace: &Path,
    dir: &Path,
    slugs: &[String],
    finding: &mut dyn FnMut(usize, &[&Exercise]) -> Result<()>,
) -> Result<BTreeMap<String, Vec<Known>>> {
    let kept_dir = dir.join("mistakes");
    let chapters: Vec<Exercise> = grader
        .chapters()
        .iter()
        .filter(|chapter| slugs.contains(&chapter.slug))
        .cloned()
        .collect();
    let mut known = BTreeMap::new();
    let mut to_find = Vec::new();
    for chapter in &chapters {
        let version = version(workspace, chapter)?;
        let path = kept_dir.join(format!("{}.json", chapter.folder_name()));
        match read_kept(&path) {
            Some(kept) if kept.version == version => {
                known.insert(chapter.slug.clone(), kept.mistakes);
            }
            _ => to_find.push((chapter, version, path)),
        }
    }
    if to_find.is_empty() {
        return Ok(known);
    }
    let files: Vec<(&Exercise, KeptFile)> = to_find
        .iter()
        .map(|(chapter, ..)| Ok((*chapter, chapter.typical_mistakes(workspace)?)))
        .collect::<Result<Vec<_>>>()?
        .into_iter()
        .flat_map(|(chapter, kept)| kept.into_iter().map(move |mistake| (chapter, mistake)))
        .collect();
    let finding_chapters: Vec<&Exercise> = to_find.iter().map(|(chapter, ..)| *chapter).collect();
    if !files.is_empty() {
        finding(files.len(), &finding_chapters)?;
    }
    let mut found = grade_kept(grader, &kept_dir.join("files"), &files)?;
    for (chapter, version, path) in to_find {
        let mistakes = found.remove(&chapter.slug).unwrap_or_default();
        let kept = Kept { version, mistakes };
        fs::create_dir_all(&kept_dir)?;
        fs::write(&path, serde_json::to_string_pretty(&kept)? + "\n")
            .with_context(|| format!("writing {}", path.display()))?;
        known.insert(chapter.slug.clone(), kept.mistakes);
    }
    Ok(known)
}

/// Grades each kept file in `files` as the only file of a submission of its own (made in
/// `scratch`), and returns, by chapter, those that fail some tests with the tests they fail.
/// A kept file that passes or is not tested (every one is caught, by the integrity checks,
/// but one could be stuck before any test ends) is left out: it has no tests to be known by.
fn grade_kept(
    grader: &mut ClassGrader,
    scratch: &Path,
    files: &[(&Exercise, KeptFile)],
) -> Result<BTreeMap<String, Vec<Known>>> {
    if scratch.exists() {
        fs::remove_dir_all(scratch).with_context(|| format!("clearing {}", scratch.display()))?;
    }
    if files.is_empty() {
        return Ok(BTreeMap::new());
    }
    let mut submissions = Vec::new();
    for (chapter, mistake) in files {
        let folder = scratch.join(format!("{}--{}", chapter.folder_name(), mistake.name));
        let lib = lib_of(&folder, chapter);
        fs::create_dir_all(lib.parent().unwrap_or(&folder))?;
        // A kept mistake writes only the chapter's functions: the reference's types are given
        // as the chapter's stub gives them (its challenges, `grade` adds as for any learner).
        let source = mistake.source.clone() + &chapter.given_types();
        fs::write(&lib, source).with_context(|| format!("writing {}", lib.display()))?;
        submissions.push(Submission::open(&folder)?);
    }
    let mut found: BTreeMap<String, Vec<Known>> = BTreeMap::new();
    let mut learners = files.iter();
    grader.grade(&submissions, FILES_A_BUILD, &mut |event| {
        if let Event::Learner(learner) = event
            && let Some((chapter, mistake)) = learners.next()
        {
            let graded = learner.chapters.iter().find(|g| g.chapter == chapter.slug);
            if let Some(signature) = graded.and_then(Signature::of) {
                found.entry(chapter.slug.clone()).or_default().push(Known {
                    name: mistake.name.clone(),
                    description: description(&mistake.source),
                    signature,
                });
            }
        }
        Ok(())
    })?;
    fs::remove_dir_all(scratch).with_context(|| format!("clearing {}", scratch.display()))?;
    Ok(found)
}

/// Where a submission in `folder` keeps its file for `chapter`.
fn lib_of(folder: &Path, chapter: &Exercise) -> PathBuf {
    let exercise = folder.join("exercises").join(chapter.folder_name());
    exercise.join("src").join("lib.rs")
}

/// What a kept mistake is, from its first comment (`//! Mistake: ...`, over as many lines as it
/// takes), as one line.
fn description(source: &str) -> String {
    let comment = source
        .lines()
        .map_while(|line| line.strip_prefix("//!"))
        .map(str::trim)
        .take_while(|line| !line.is_empty());
    let text = comment.collect::<Vec<_>>().join(" ");
    text.strip_prefix("Mistake:")
        .unwrap_or(&text)
        .trim()
        .to_string()
}

/// The kept mistakes at `path`, if they can be read.
fn read_kept(path: &Path) -> Option<Kept> {
    serde_json::from_str(&fs::read_to_string(path).ok()?).ok()
}

/// The version of `chapter` a mistake's tests hold for: a digest of every file its tests'
/// verdicts rest on (see the module's documentation), each with its path.
fn version(workspace: &Path, chapter: &Exercise) -> Result<String> {
    let mutants = workspace
        .join(course_model::MISTAKES_DIR)
        .join(chapter.folder_name());
    let roots = [
        chapter.dir.join("Cargo.toml"),
        chapter.dir.join("tests"),
        workspace.join("exercises/testkit"),
        workspace.join("exercises/model"),
        workspace.join("solutions/src"),
        workspace.join("solutions/Cargo.toml"),
        workspace.join("Cargo.lock"),
        mutants,
    ];
    let mut hash = Sha256::new();
    hash.update(env!("CARGO_PKG_VERSION").as_bytes());
    // A root that is not there (a course without kept mistakes) adds nothing.
    for root in roots.iter().filter(|root| root.exists()) {
        let walk = WalkDir::new(root).sort_by_file_name();
        for entry in walk.into_iter().filter_entry(|e| e.file_name() != "target") {
            let entry = entry.with_context(|| format!("reading {}", root.display()))?;
            if !entry.file_type().is_file() {
                continue;
            }
            let path = entry.path().strip_prefix(workspace).unwrap_or(entry.path());
            let bytes = fs::read(entry.path())
                .with_context(|| format!("reading {}", entry.path().display()))?;
            for part in [path.to_string_lossy().as_bytes(), &bytes] {
                hash.update((part.len() as u64).to_le_bytes());
                hash.update(part);
            }
        }
    }
    let digest = hash.finalize();
    Ok(digest.iter().map(|byte| format!("{byte:02x}")).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mistake_is_described_by_its_first_comment_on_one_line() {
        let source = "//! Mistake: the base case tests for \"at most two stones\", so it\n\
                      //! stops one relay too early.\n//!\n//! More.\nuse ayoayo::Board;\n";
        assert_eq!(
            description(source),
            "the base case tests for \"at most two stones\", so it stops one relay too early."
        );
    }

    #[test]
    fn the_version_changes_with_a_kept_mistake_and_not_with_the_learner_s_stub() {
        let workspace = tempfile::tempdir().unwrap();
        let root = workspace.path();
        let dir = root.join("exercises/01-scoop");
        for file in ["Cargo.toml", "tests/scoop.rs", "src/lib.rs"] {
            fs::create_dir_all(dir.join(file).parent().unwrap()).unwrap();
            fs::write(dir.join(file), file).unwrap();
        }
        let mutants = root.join("tests/mutants/01-scoop");
        fs::create_dir_all(&mutants).unwrap();
        fs::write(mutants.join("one.rs"), "//! Mistake: one\n").unwrap();
        let chapter = crate::chapters::of_this_course("scoop");
        let chapter = Exercise { dir, ..chapter };
        let first = version(root, &chapter).unwrap();
        fs::write(chapter.dir.join("src/lib.rs"), "the learner's").unwrap();
        assert_eq!(version(root, &chapter).unwrap(), first);
        fs::write(mutants.join("one.rs"), "//! Mistake: one, changed\n").unwrap();
        assert_ne!(version(root, &chapter).unwrap(), first);
    }
}
