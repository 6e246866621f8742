//! The chapters of the course, found from the exercise folders `exercises/NN-slug/`.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

/// One chapter: its number, its slug (which is also its package name) and its exercise folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chapter {
    pub number: u32,
    pub slug: String,
    pub dir: PathBuf,
}

impl Chapter {
    /// The package name, for `cargo test -p`.
    pub fn package(&self) -> &str {
        &self.slug
    }

    /// `NN-slug`, the name shared by the exercise folder and the book page.
    pub fn folder_name(&self) -> String {
        format!("{:02}-{}", self.number, self.slug)
    }

    /// The file the learner edits.
    pub fn learner_file(&self) -> PathBuf {
        self.dir.join("src/lib.rs")
    }

    /// The reference module of this chapter, in `solutions/src/`.
    pub fn reference_file(&self, workspace: &Path) -> PathBuf {
        let module = self.slug.replace('-', "_");
        workspace.join("solutions/src").join(format!("{module}.rs"))
    }

    /// The chapter's page in the book.
    pub fn book_page(&self) -> String {
        format!("book/src/{}.md", self.folder_name())
    }

    /// The stub as shipped, kept beside the exercise so it can be restored and checked.
    pub fn stub_file(&self) -> PathBuf {
        self.dir.join("course/stub.rs")
    }

    /// The names of the public functions the learner writes, read from the shipped stub.
    pub fn functions(&self) -> Result<Vec<String>> {
        let stub = fs::read_to_string(self.stub_file())
            .with_context(|| format!("reading the stub of chapter {}", self.slug))?;
        Ok(public_functions(&stub))
    }

    /// A `lib.rs` that hands the chapter's functions over to the reference crate `ayoayo`.
    pub fn reference_lib(&self) -> Result<String> {
        Ok(format!(
            "//! Chapter {}, answered by the reference solution.\n\npub use ayoayo::{{{}}};\n",
            self.number,
            self.functions()?.join(", ")
        ))
    }

    /// Whether the learner's file is still exactly the shipped stub.
    pub fn is_untouched(&self) -> Result<bool> {
        Ok(fs::read(self.learner_file())? == fs::read(self.stub_file())?)
    }
}

/// Every chapter under `workspace/exercises`, in order.
pub fn chapters(workspace: &Path) -> Result<Vec<Chapter>> {
    let exercises = workspace.join("exercises");
    let entries =
        fs::read_dir(&exercises).with_context(|| format!("listing {}", exercises.display()))?;
    let mut chapters = Vec::new();
    for entry in entries {
        let dir = entry?.path();
        let name = dir.file_name().and_then(|name| name.to_str()).unwrap_or("");
        if let Some((number, slug)) = name.split_once('-')
            && let Ok(number) = number.parse()
        {
            let slug = slug.to_string();
            chapters.push(Chapter { number, slug, dir });
        }
    }
    chapters.sort_by_key(|chapter| chapter.number);
    Ok(chapters)
}

/// The chapter a learner means by `name`: its number (`3`, `03`), slug (`sow`) or folder name
/// (`03-sow`).
pub fn find_chapter(workspace: &Path, name: &str) -> Result<Chapter> {
    let all = chapters(workspace)?;
    let wanted = name.trim();
    let matches = |chapter: &Chapter| {
        chapter.slug == wanted
            || chapter.folder_name() == wanted
            || wanted
                .parse::<u32>()
                .is_ok_and(|number| number == chapter.number)
    };
    if let Some(chapter) = all.iter().find(|chapter| matches(chapter)) {
        return Ok(chapter.clone());
    }
    let known: Vec<String> = all
        .iter()
        .map(|chapter| format!("{} {}", chapter.number, chapter.slug))
        .collect();
    bail!(
        "there is no chapter `{wanted}`; the chapters are: {}",
        known.join(", ")
    )
}

/// The names in `pub fn name(` lines of Rust source.
pub fn public_functions(source: &str) -> Vec<String> {
    source
        .lines()
        .filter_map(|line| line.trim_start().strip_prefix("pub fn "))
        .filter_map(|rest| rest.split(['(', '<']).next())
        .map(str::to_string)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::public_functions;

    #[test]
    fn finds_public_functions_but_not_private_ones() {
        let source =
            "pub fn next_pit(pit: Pit) -> Pit {\n}\nfn helper() {}\n    pub fn sow<T>(x: T) {}\n";
        assert_eq!(public_functions(source), ["next_pit", "sow"]);
    }
}
