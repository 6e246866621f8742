//! The chapters of the course, as the course model (`exercises/course.toml`) lists them, each
//! found in its exercise folder `exercises/NN-slug/` of a workspace.

use std::fs;
use std::ops::Deref;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use course_model::Course;

/// A chapter's exercise in one workspace: the course model's chapter (a
/// [`course_model::Chapter`], the same in every copy of the course) located in its folder `dir`,
/// with the learner's file, the stub and the book page found from there. It reads as the model's
/// chapter (`chapter.slug`, `chapter.functions`, `chapter.folder_name()`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exercise {
    pub model: course_model::Chapter,
    pub dir: PathBuf,
}

impl Deref for Exercise {
    type Target = course_model::Chapter;

    fn deref(&self) -> &course_model::Chapter {
        &self.model
    }
}

impl Exercise {
    /// The chapter `model` of the course in `workspace`.
    pub fn in_workspace(workspace: &Path, model: course_model::Chapter) -> Exercise {
        let dir = workspace.join("exercises").join(model.folder_name());
        Exercise { model, dir }
    }

    /// The package name, for `cargo test -p`.
    pub fn package(&self) -> &str {
        &self.slug
    }

    /// The file the learner edits.
    pub fn learner_file(&self) -> PathBuf {
        self.dir.join("src/lib.rs")
    }

    /// The reference module of this chapter, in `solutions/src/`: the model's `module` when it
    /// names one (Part III's `search` is a folder, `search/mod.rs`), else the crate's name.
    pub fn reference_file(&self, workspace: &Path) -> PathBuf {
        let module = self.module.clone().unwrap_or_else(|| self.crate_name());
        let sources = workspace.join("solutions/src");
        let file = sources.join(format!("{module}.rs"));
        let folder = sources.join(&module).join("mod.rs");
        if !file.is_file() && folder.is_file() {
            folder
        } else {
            file
        }
    }

    /// The chapter's page in the book.
    pub fn book_page(&self) -> String {
        format!("book/src/{}.md", self.folder_name())
    }

    /// The stub as shipped, kept beside the exercise so it can be restored and checked.
    pub fn stub_file(&self) -> PathBuf {
        self.dir.join("course/stub.rs")
    }

    /// Whether the learner's file is still exactly the shipped stub, by the verdict's one rule
    /// ([`untouched`]): what the map, `solution` and the checks ask.
    pub fn is_untouched(&self) -> Result<bool> {
        let (source, stub) = (fs::read(self.learner_file())?, fs::read(self.stub_file())?);
        Ok(untouched(&source, &stub))
    }
}

/// A whole `lib.rs` kept for a chapter (a typical mistake, a correct style): its name (the
/// file's stem) and its source.
#[derive(Clone, Debug)]
pub struct KeptFile {
    pub name: String,
    pub source: String,
}

impl Exercise {
    /// The files kept for the chapter in `workspace` below `kept` (`KEPT/NN-slug/*.rs`), read,
    /// in name order; `what` they are names them in an error.
    pub fn kept(&self, workspace: &Path, kept: &str, what: &str) -> Result<Vec<KeptFile>> {
        let files = self
            .kept_files(workspace, kept)
            .with_context(|| format!("listing the {what} of {}", self.slug))?;
        read_kept(files)
    }

    /// The typical mistakes kept for the chapter's drill `drill` in `workspace`
    /// (`tests/mutants/NN-slug/drills/DRILL/*.rs`), read, in name order: each writes the drill
    /// alone, and `verify` requires the drill's tests to catch it.
    pub fn drill_mistakes(&self, workspace: &Path, drill: &str) -> Result<Vec<KeptFile>> {
        self.drill_kept(workspace, course_model::MISTAKES_DIR, drill)
    }

    /// The files kept for the chapter's drill `drill` below `kept` in `workspace`
    /// (`KEPT/NN-slug/drills/DRILL/*.rs`), read, in name order.
    pub fn drill_kept(&self, workspace: &Path, kept: &str, drill: &str) -> Result<Vec<KeptFile>> {
        let files = (self.drill_files(workspace, kept, drill))
            .with_context(|| format!("listing {kept} of {}'s drill {drill}", self.slug))?;
        read_kept(files)
    }

    /// The chapter's typical mistakes kept in `workspace` (`tests/mutants/NN-slug/*.rs`), in
    /// name order: what `verify` requires its tests to catch and `grade` names in a class.
    pub fn typical_mistakes(&self, workspace: &Path) -> Result<Vec<KeptFile>> {
        self.kept(workspace, course_model::MISTAKES_DIR, "typical mistakes")
    }
}

/// The kept files at `files`, read, each named by its stem.
fn read_kept(files: Vec<PathBuf>) -> Result<Vec<KeptFile>> {
    let read = |path: PathBuf| {
        let name = path.file_stem().unwrap_or_default().to_string_lossy();
        let source =
            fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
        Ok(KeptFile {
            name: name.into_owned(),
            source,
        })
    };
    files.into_iter().map(read).collect()
}

/// Every chapter of the course in `workspace`, in order.
pub fn chapters(workspace: &Path) -> Result<Vec<Exercise>> {
    let course = Course::load(workspace)?;
    let located = course.chapters.into_iter();
    Ok(located
        .map(|model| Exercise::in_workspace(workspace, model))
        .collect())
}

/// The chapter a learner means by `name`: its number (`3`, `03`), slug, which is also its
/// package (`relay-sow`), crate name (`relay_sow`) or folder name (`04-relay-sow`), in any
/// case. The one place every command reads a chapter's name, so all of them accept the same.
pub fn find_chapter(workspace: &Path, name: &str) -> Result<Exercise> {
    let course = Course::load(workspace)?;
    match course.find(name) {
        Ok(model) => Ok(Exercise::in_workspace(workspace, model.clone())),
        Err(unknown) => match closest_slug(&course, &Course::spelling(name)) {
            Some(slug) => bail!("{unknown}\nDid you mean `{slug}`?"),
            None => Err(unknown.into()),
        },
    }
}

/// The slug of the chapter whose slug or folder name looks most like `spelled`, if one looks
/// enough like it to be a typo (Jaro-Winkler similarity, which favours a shared beginning, at
/// least 0.8: `sowe` and `relay` find `sow` and `relay-sow`, `fly` finds nothing).
fn closest_slug<'a>(course: &'a Course, spelled: &str) -> Option<&'a str> {
    let similarity = |chapter: &course_model::Chapter| {
        let by_slug = strsim::jaro_winkler(spelled, &chapter.slug);
        by_slug.max(strsim::jaro_winkler(spelled, &chapter.folder_name()))
    };
    course
        .chapters
        .iter()
        .map(|chapter| (similarity(chapter), chapter.slug.as_str()))
        .filter(|&(score, _)| score >= 0.8)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, slug)| slug)
}

/// The chapter `name` of this repository's own course, for the crate's tests.
#[cfg(test)]
pub(crate) fn of_this_course(name: &str) -> Exercise {
    find_chapter(Path::new(env!("CARGO_MANIFEST_DIR")), name).unwrap()
}

/// Whether a learner's file is untouched: still the chapter's stub, byte for byte. Such a file
/// is "not started" whatever its tests say (they all fail on its `todo!()`s), and has no
/// recursion to judge. The one test of it: the map, `check`, `grade` and `autograde` all ask here (the
/// verdict too), so they say the same of the same file.
pub fn untouched(source: &[u8], stub: &[u8]) -> bool {
    source == stub
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chapters_are_found_by_number_slug_package_crate_or_folder_in_any_case() {
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
        let names = [
            "4",
            "04",
            "relay-sow",
            "04-relay-sow",
            "relay_sow",
            "Relay-Sow",
            "04_RELAY_SOW",
        ];
        for name in names {
            let chapter = find_chapter(workspace, name).unwrap();
            assert_eq!(
                chapter.dir,
                workspace.join("exercises/04-relay-sow"),
                "{name}"
            );
        }
        let typo = find_chapter(workspace, "relay").unwrap_err().to_string();
        assert!(typo.contains("4 relay-sow"), "{typo}");
        assert!(typo.ends_with("Did you mean `relay-sow`?"), "{typo}");
    }

    #[test]
    fn a_misspelt_chapter_gets_a_suggestion_and_nonsense_gets_none() {
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
        for (typo, meant) in [("sowe", "sow"), ("Scop", "scoop"), ("captrues", "captures")] {
            let error = find_chapter(workspace, typo).unwrap_err().to_string();
            assert!(
                error.starts_with(&format!("there is no chapter `{typo}`")),
                "{error}"
            );
            assert!(
                error.ends_with(&format!("Did you mean `{meant}`?")),
                "{error}"
            );
        }
        let error = find_chapter(workspace, "fly").unwrap_err().to_string();
        assert!(!error.contains("Did you mean"), "{error}");
    }
}
