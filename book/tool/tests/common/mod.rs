//! What the book's test programs share: the workspace, each edition of the book built once per
//! program, and where the reference of a chapter's functions lives.

// Each test program uses a part of this module.
#![allow(dead_code)]

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use ayoayo_book::Edition;
use course_model::{Chapter, Course};

pub fn root() -> PathBuf {
    ayoayo_book::workspace()
}

/// Every file under `dir` whose extension is `ext`, in its subfolders too.
pub fn files_ending(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let entries = fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path());
    entries
        .flat_map(|path| match path.is_dir() {
            true => files_ending(&path, ext),
            false => vec![path]
                .into_iter()
                .filter(|p| p.extension().is_some_and(|e| e == ext))
                .collect(),
        })
        .collect()
}

/// A fresh folder for this test under Cargo's scratch space for integration tests.
pub fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// `edition` of the course's book, built as `ayoayo-book` builds it into a fresh scratch folder
/// `name`.
pub fn built_book(name: &str, edition: Edition) -> PathBuf {
    let out = scratch(name);
    let mut book = ayoayo_book::load(&root().join("book"), edition).expect("loading the book");
    book.config.build.build_dir = out.clone();
    book.build().expect("building the book");
    out
}

/// `edition` of the book, built once for every test of this program that only reads it. Each
/// test program builds into a folder of its own, so two running at once never share one.
pub fn site(edition: Edition) -> &'static Path {
    static LEARNER: OnceLock<PathBuf> = OnceLock::new();
    static TEACHER: OnceLock<PathBuf> = OnceLock::new();
    let cell = match edition {
        Edition::Learner => &LEARNER,
        Edition::Teacher => &TEACHER,
    };
    let program = std::env::current_exe().unwrap();
    let program = program.file_stem().unwrap().to_string_lossy();
    cell.get_or_init(|| built_book(&format!("book-{edition}-{program}"), edition))
}

/// Every `.rs` file at `path` (a file) or under it (a folder).
pub fn rust_files(path: &Path) -> Vec<PathBuf> {
    if path.is_file() {
        return vec![path.to_path_buf()];
    }
    if !path.is_dir() {
        return Vec::new();
    }
    let mut files = files_ending(path, "rs");
    files.sort();
    files
}

/// Where the reference of `chapter`'s functions lives: its module (`solutions/src/MODULE.rs`
/// and `solutions/src/MODULE/`), or, for a chapter at the crate root, the files at the top of
/// `solutions/src` that are no chapter's module.
pub fn function_files(chapter: &Chapter, course: &Course) -> Vec<PathBuf> {
    let src = root().join("solutions/src");
    if let Some(module) = &chapter.module {
        let path = src.join(module.replace("::", "/"));
        return [rust_files(&path.with_extension("rs")), rust_files(&path)].concat();
    }
    let modules: Vec<&str> = course
        .chapters
        .iter()
        .filter_map(|chapter| chapter.module.as_deref())
        .collect();
    rust_files(&src)
        .into_iter()
        .filter(|file| file.parent() == Some(src.as_path()))
        .filter(|file| {
            let stem = file.file_stem().unwrap().to_string_lossy();
            stem != "lib" && !modules.contains(&stem.as_ref())
        })
        .collect()
}

/// The model answers to `chapter`'s challenges: `solutions/src/challenges/CRATE.rs`.
pub fn challenge_file(chapter: &Chapter) -> PathBuf {
    let file = format!("solutions/src/challenges/{}.rs", chapter.crate_name());
    root().join(file)
}
