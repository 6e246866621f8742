//! Your own engine: a learner's Part I chapters built on each other instead of on the
//! reference, without touching a file the learner wrote.
//!
//! Every stub says "add `use ayoayo::{distribute, ...}` when you need them", so a learner's
//! chapter 3 calls the reference's `distribute`. Here, in a scratch workspace under
//! `target/mine/`, each chapter's file is compiled again as a package whose dependency
//! `ayoayo` is a generated facade: the reference (`pub use reference::*`) with the learner's
//! earlier chapters' functions re-exported over it, which shadow the glob. The types stay the
//! reference's, so everything type-checks, and nothing depends on itself.
//!
//! The chapter's tests then run in a package of their own whose `ayoayo` is still the
//! reference, as in `cargo test -p sow`: only the learner's chapter sees their earlier ones,
//! and the tests' answers (and the reference functions they use to pick their cases) stay the
//! reference's.
//!
//! It builds in the workspace's own build folder, whose dependencies a learner's first
//! `cargo run` has built. Measured on a 2-core machine: `play --mine`'s first build 6 to 8 s;
//! `check --mine`'s first build and run 20 s for seven chapters (49 s with an empty build
//! folder); later runs about 1 s when nothing changed. The engine's answers are typed JSON
//! (see `protocol`): its own build of serde and serde_json, whose features differ from the
//! tool's, adds about 5 s of CPU to `play --mine`'s first build only (under load, 9.3 s
//! instead of 2.7 s for the engine alone).

pub mod culprit;
pub mod engine;
pub mod protocol;
pub mod runs;

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use course_model::limits;
use quote::{format_ident, quote};

use crate::Attempt;
use crate::chapters::{Exercise, chapters};
use crate::rust_file;
use crate::sandbox::Sandbox;
use crate::stub::unfinished;
use crate::test_run::{Ignored, Reads, TestBinary, TestRun};
use crate::workshop::{Dependencies, Generated, package_head, tidy_paths, write_if_changed};
use runs::Runs;

/// The package of the engine `play --mine` asks for each move.
pub const ENGINE: &str = "ayoayo-mine-engine";
/// The engine's source, compiled in the scratch workspace on all seven of the learner's chapters.
const ENGINE_SOURCE: &str = include_str!("engine_main.rs");
/// The questions and answers the engine and the tool exchange, a module of both.
const PROTOCOL_SOURCE: &str = include_str!("protocol.rs");

/// Part I's chapters: those whose functions sit at the reference crate's root.
pub fn part_one(workspace: &Path) -> Result<Vec<Exercise>> {
    let all = chapters(workspace)?;
    Ok(all.into_iter().filter(|c| c.module.is_none()).collect())
}

/// Whether the learner has written `chapter`: their file is not the stub and none of the
/// chapter's functions still holds a `todo!`, which would panic as soon as a later chapter
/// called it (an optional challenge left as a stub does not count).
pub fn is_written(chapter: &Exercise) -> Result<bool> {
    let source = fs::read_to_string(chapter.learner_file())
        .with_context(|| format!("reading {}", chapter.learner_path()))?;
    let stubbed = unfinished(&source, &chapter.functions);
    Ok(!chapter.is_untouched()? && stubbed.is_none_or(|names| names.is_empty()))
}

/// What a learner's chapter is compiled on: which earlier chapters are theirs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Basis {
    /// The reference's, as `cargo test -p` does.
    Reference,
    /// Every earlier chapter the learner has written.
    Yours,
    /// The learner's chapters up to this number, each on their own earlier ones; the
    /// reference's after it: adding the learner's chapters one at a time finds the one that
    /// breaks a later chapter, even when it does so through another of theirs.
    UpTo(u32),
}

impl Basis {
    fn tag(self) -> String {
        match self {
            Basis::Reference => "alone".into(),
            Basis::Yours => "yours".into(),
            Basis::UpTo(number) => format!("upto-{number}"),
        }
    }
}

/// The learner's Part I in the workshop's generated packages: which chapters are written, and
/// the packages that compose them on each other.
pub struct YourPartOne {
    generated: Generated,
    chapters: Vec<Exercise>,
    /// The numbers of the chapters the learner has written.
    written: Vec<u32>,
}

impl YourPartOne {
    /// Which of the learner's chapters are used and which are the reference's, in a sentence.
    pub fn whose(&self) -> String {
        let (yours, not): (Vec<&Exercise>, Vec<&Exercise>) = self
            .chapters()
            .iter()
            .partition(|chapter| self.is_written(chapter.number));
        let numbers = |chapters: &[&Exercise]| {
            let numbers: Vec<String> = chapters.iter().map(|c| c.number.to_string()).collect();
            numbers.join(", ")
        };
        match (yours.is_empty(), not.is_empty()) {
            (true, _) => {
                "None of Part I's chapters is written yet: the reference plays all of them."
                    .to_string()
            }
            (false, true) => format!("Your chapters {} are used, all of them.", numbers(&yours)),
            (false, false) => format!(
                "Your chapters {} are used; {} {} not written yet (a stub, or a todo!() left), so \
                 the reference's stand in for them.",
                numbers(&yours),
                numbers(&not),
                if not.len() == 1 { "is" } else { "are" }
            ),
        }
    }

    /// What `play --mine` says of the turns when some chapters are written but not chapter 7:
    /// the reference's `take_turn` plays them.
    pub fn stand_in_note(&self) -> Option<&'static str> {
        let some_written = self.chapters().iter().any(|c| self.is_written(c.number));
        (some_written && !self.is_written(7)).then_some(
            "Chapter 7 (take_turn) is not written, so the reference's take_turn plays each turn.",
        )
    }

    /// Brings the workshop's copy of `workspace` up to date (see [`Generated::open`]) and reads
    /// which of Part I's chapters the learner has written.
    pub fn open(workspace: &Path) -> Result<YourPartOne> {
        let generated = Generated::open(workspace)?;
        let chapters = part_one(workspace)?;
        let mut written = Vec::new();
        for chapter in &chapters {
            if is_written(chapter)? {
                written.push(chapter.number);
            }
        }
        Ok(YourPartOne {
            generated,
            chapters,
            written,
        })
    }

    /// Part I's chapters, in order.
    pub fn chapters(&self) -> &[Exercise] {
        &self.chapters
    }

    /// Part I's chapter `number`.
    pub fn chapter(&self, number: u32) -> Option<&Exercise> {
        self.chapters.iter().find(|c| c.number == number)
    }

    /// Whether the learner has written chapter `number`.
    pub fn is_written(&self, number: u32) -> bool {
        self.written.contains(&number)
    }

    /// The learner's chapters before `number` that are composed under `basis`.
    pub fn composed(&self, number: u32, basis: Basis) -> Vec<u32> {
        let earlier = self.written.iter().copied().filter(|&n| n < number);
        match basis {
            Basis::Reference => Vec::new(),
            Basis::Yours => earlier.collect(),
            Basis::UpTo(last) => earlier.filter(|&n| n <= last).collect(),
        }
    }

    /// Builds the tests of each chapter in `wanted` on its basis, all with one cargo command,
    /// then runs them in `sandbox` to the time limit `check` uses.
    pub fn test(&self, wanted: Vec<(Exercise, Basis)>, sandbox: Option<&Sandbox>) -> Result<Runs> {
        if wanted.is_empty() {
            return Ok(Runs::default());
        }
        let mut packages = Vec::new();
        for (chapter, basis) in &wanted {
            self.write_lib(chapter, *basis)?;
            packages.push(self.write_tests(chapter, *basis)?);
        }
        let built = self.generated.build(&packages, "--tests")?;
        let mut runs = Vec::new();
        for ((chapter, basis), package) in wanted.iter().zip(&packages) {
            let run = match built.get(package) {
                Some(Ok(exe)) => TestBinary {
                    exe: exe.clone(),
                    package_dir: self.generated.package_dir(package),
                    workspace: self.generated.root().to_path_buf(),
                    reads: Reads::Workspace,
                }
                .run(&[], Ignored::Skipped, limits::CHECK_RUN, sandbox)
                .map(|mut run| {
                    run.output = tidy_paths(&run.output);
                    run
                })?,
                Some(Err(errors)) => TestRun::not_built(errors.clone(), false),
                None => TestRun::not_built(self.lib_errors(&built, chapter, *basis), false),
            };
            runs.push(run);
        }
        Ok(Runs(wanted.into_iter().zip(runs).collect()))
    }

    /// Builds the engine on all of the learner's written chapters and returns its program.
    pub(crate) fn build_engine(&self) -> Attempt<PathBuf, String> {
        let facade = self.write_facade(u32::MAX, Basis::Yours)?;
        let dir = self.generated.package_dir(ENGINE);
        // serde and serde_json write the typed answers (see `protocol`).
        let manifest = format!(
            "{}\n[dependencies]\nayoayo = {{ package = \"{facade}\", path = \"../{facade}\" }}\n\
             serde = {{ version = \"1\", features = [\"derive\"] }}\nserde_json = \"1\"\n",
            package_head(ENGINE)
        );
        write_if_changed(&dir.join("Cargo.toml"), &manifest)?;
        write_if_changed(&dir.join("src/main.rs"), ENGINE_SOURCE)?;
        write_if_changed(&dir.join("src/protocol.rs"), PROTOCOL_SOURCE)?;
        let mut built = self.generated.build(&[ENGINE.to_string()], "--bins")?;
        Ok(match built.remove(ENGINE) {
            Some(Ok(exe)) => Ok(exe),
            Some(Err(errors)) => Err(errors),
            None => Err(built.into_values().filter_map(Result::err).collect()),
        })
    }

    /// The compiler's errors for the learner's chapter whose tests were not built.
    fn lib_errors(
        &self,
        built: &BTreeMap<String, Result<PathBuf, String>>,
        chapter: &Exercise,
        basis: Basis,
    ) -> String {
        if let Some(Err(errors)) = built.get(&lib_package(chapter, basis)) {
            return errors.clone();
        }
        // An earlier chapter it is built on did not compile.
        let errors: Vec<&str> = built
            .values()
            .filter_map(|build| build.as_ref().err().map(String::as_str))
            .collect();
        errors.join("\n")
    }

    /// Writes the package compiling the learner's `chapter` on `basis`; returns its name.
    fn write_lib(&self, chapter: &Exercise, basis: Basis) -> Result<String> {
        let package = lib_package(chapter, basis);
        let ayoayo = match basis {
            Basis::Reference => "ayoayo = { path = \"../../solutions\" }".to_string(),
            _ => {
                let facade = self.write_facade(chapter.number, basis)?;
                format!("ayoayo = {{ package = \"{facade}\", path = \"../{facade}\" }}")
            }
        };
        let others = Dependencies::of(chapter)?.others;
        let manifest = format!(
            "{}\n[lib]\nname = \"{}\"\npath = \"../../{}\"\ntest = false\ndoctest = false\n\n\
             [dependencies]\n{ayoayo}\n{others}",
            package_head(&package),
            chapter.crate_name(),
            chapter.learner_path(),
        );
        write_if_changed(
            &self.generated.package_dir(&package).join("Cargo.toml"),
            &manifest,
        )?;
        Ok(package)
    }

    /// Writes the facade standing for `ayoayo` to the learner's chapter `number` on `basis`
    /// (and the packages of the learner's chapters it re-exports); returns its name.
    fn write_facade(&self, number: u32, basis: Basis) -> Result<String> {
        let composed = self.composed(number, basis);
        let name = match (basis, number) {
            (Basis::UpTo(last), _) => format!("ayoayo--upto-{last}"),
            (_, u32::MAX) => "ayoayo--yours-all".to_string(),
            _ => format!("ayoayo--yours-{number}"),
        };
        let features = match self.chapter(number) {
            Some(chapter) => Dependencies::of(chapter)?.reference_features,
            None => vec![],
        };
        let mut dependencies = format!(
            "reference = {{ package = \"ayoayo\", path = \"../../solutions\", features = {features:?} }}\n"
        );
        let mut uses = Vec::new();
        for chapter in self
            .chapters
            .iter()
            .filter(|c| composed.contains(&c.number))
        {
            // Each of the learner's chapters on all of their own below it.
            let package = self.write_lib(chapter, Basis::Yours)?;
            let krate = chapter.crate_name();
            dependencies +=
                &format!("{krate} = {{ package = \"{package}\", path = \"../{package}\" }}\n");
            let krate = format_ident!("{krate}");
            let functions = chapter.functions.iter().map(|name| format_ident!("{name}"));
            uses.push(quote!(pub use ::#krate::{#(#functions),*};));
        }
        let source = rust_file::formatted(quote! {
            //! Generated by the course tool: the reference, with the learner's own functions
            //! of the chapters below in place of its own (an explicit `use` shadows a glob).

            pub use reference::*;
            #(#uses)*
        })?;
        let manifest = format!(
            "{}\n[lib]\nname = \"{}\"\ntest = false\ndoctest = false\n\n[dependencies]\n{dependencies}",
            package_head(&name),
            name.replace('-', "_").replace("__", "_"),
        );
        let dir = self.generated.package_dir(&name);
        write_if_changed(&dir.join("Cargo.toml"), &manifest)?;
        write_if_changed(&dir.join("src/lib.rs"), &source)?;
        Ok(name)
    }

    /// Writes the package running `chapter`'s own tests on the learner's chapter compiled on
    /// `basis`; returns its name.
    fn write_tests(&self, chapter: &Exercise, basis: Basis) -> Result<String> {
        let package = format!("{}--test-{}", chapter.slug, basis.tag());
        let lib = lib_package(chapter, basis);
        let krate = chapter.crate_name();
        // The exercises' own development dependencies, which the integrity checks keep the same.
        let manifest = format!(
            "{}\n[[test]]\nname = \"{krate}\"\npath = \"../../exercises/{}/tests/{krate}/main.rs\"\n\n\
             [dev-dependencies]\nayoayo.workspace = true\n\
             {krate} = {{ package = \"{lib}\", path = \"../{lib}\" }}\n\
             insta.workspace = true\nproptest.workspace = true\ntestkit.workspace = true\n",
            package_head(&package),
            chapter.folder_name(),
        );
        write_if_changed(
            &self.generated.package_dir(&package).join("Cargo.toml"),
            &manifest,
        )?;
        Ok(package)
    }
}

/// The package compiling the learner's `chapter` on `basis`.
fn lib_package(chapter: &Exercise, basis: Basis) -> String {
    format!("{}--{}", chapter.slug, basis.tag())
}
