//! The course model: what every part of the course needs to agree on, said once.
//!
//! - the chapters, read from `exercises/course.toml` ([`Course`], with the `parse` feature);
//! - how the course names a chapter's folder, package, crate and learner's file ([`Chapter`]);
//! - every time limit ([`limits`]);
//! - why a test did not pass, in words said once ([`cause`]), and the events the test kit
//!   tells the course tool of ([`cause::Event`]);
//! - where the course tool builds and keeps its scratch work ([`target_dir`]);
//! - how the course tool and the test kit stop a child and all it started (`process_group`), and
//!   how much processor time it has used (`processor_time`), both with the `process` feature.

use std::path::{Path, PathBuf};
use std::time::Duration;

pub mod cause;

/// Where the chapters are described, relative to the workspace.
pub const COURSE_FILE: &str = "exercises/course.toml";

/// Where each chapter's typical mistakes are kept, relative to the workspace: `MISTAKES_DIR/NN-slug/`.
pub const MISTAKES_DIR: &str = "tests/mutants";

/// The line of a chapter's stub after which its drills come, before its challenges' marker.
pub const DRILLS_MARKER: &str =
    "// Drills: small exercises beside the lab; see the chapter's page.";

/// Where a chapter's typical drill mistakes are kept, inside its folder of mistakes:
/// `MISTAKES_DIR/NN-slug/DRILL_MISTAKES/DRILL/*.rs`, a folder per drill.
pub const DRILL_MISTAKES: &str = "drills";

/// The line of a chapter's stub after which its optional challenges come, and nothing else.
pub const CHALLENGES_MARKER: &str = "// Challenges (optional): see the end of the chapter's page.";

/// One chapter of the course, as `exercises/course.toml` describes it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "parse", derive(serde::Deserialize))]
#[cfg_attr(feature = "parse", serde(deny_unknown_fields))]
pub struct Chapter {
    pub number: u32,
    /// Also the exercise's package name, as in `cargo test -p relay-sow`.
    pub slug: String,
    /// As the book's page heads it.
    pub title: String,
    /// The functions the learner writes, in the order the stub gives them.
    pub functions: Vec<String>,
    /// The types the stub defines for those functions (a data definition the page designs
    /// with the learner, such as Part IV's trees). In the reference's version of the exercise,
    /// and in each typical mistake, the reference's types of the same names stand in for them.
    #[cfg_attr(feature = "parse", serde(default))]
    pub types: Vec<String>,
    /// Whether the tests run each call of the learner's code in a child process, because it may
    /// recurse or loop for ever.
    #[cfg_attr(feature = "parse", serde(default))]
    pub isolated: bool,
    /// The functions the chapter asks to be written recursively.
    #[cfg_attr(feature = "parse", serde(default))]
    pub recursive: Vec<String>,
    /// The optional challenges with tests, in the order the stub gives them after the
    /// chapter's functions; their tests are `#[ignore]`d, so they never count in the verdict.
    #[cfg_attr(feature = "parse", serde(default))]
    pub challenges: Vec<String>,
    /// The drills: small exercises beside the lab's functions, on the chapter's idea, written
    /// in the stub between the functions and the challenges (after [`DRILLS_MARKER`]) and
    /// answered in `ayoayo::drills::CRATE_NAME`. Their tests are `#[ignore]`d and named by the
    /// drill (`drills::NAME_...`), so the lab passes without them; `check` and `grade` count
    /// them apart.
    #[cfg_attr(feature = "parse", serde(default))]
    pub drills: Vec<String>,
    /// The types the stub defines for its drills (a data definition a drill asks the learner
    /// to write, such as a list of moves): in the checks' versions, the model answers' types of
    /// the same names (`ayoayo::drills::CRATE_NAME`) stand in for them, as for `types`.
    #[cfg_attr(feature = "parse", serde(default))]
    pub drill_types: Vec<String>,
    /// The functions (challenges, mostly) to be written with recursion alone: no `for`,
    /// `while` or `loop`, no iterator adaptors.
    #[cfg_attr(feature = "parse", serde(default))]
    pub recursive_only: Vec<String>,
    /// The public module of `ayoayo` holding the reference's versions of the functions, when
    /// they are not at the crate's root: Part II's share names with Part I's (`kalah` for
    /// `ayoayo::kalah::distribute`).
    #[cfg_attr(feature = "parse", serde(default))]
    pub module: Option<String>,
    /// How long the exercise takes a learner working alone after reading the page, as the
    /// page's teacher note says; the book's schedule adds these up. 0 when not given.
    #[cfg_attr(feature = "parse", serde(default))]
    pub minutes: u32,
    /// How long the chapter's drills take a learner, all of them, after the lab, as the page's
    /// teacher note on them says ("**Drills' time.** About N minutes"); the term plans' problem
    /// sets add these up. 0 when the chapter has no drills.
    #[cfg_attr(feature = "parse", serde(default))]
    pub drill_minutes: u32,
    /// How many 90-minute class sessions the book's schedule gives the chapter. 0 when not given.
    #[cfg_attr(feature = "parse", serde(default))]
    pub sessions: u32,
    /// The calls `cargo run -- trace` runs and draws, simplest first, and the book shows with
    /// the reference's answers: worked examples of the chapter's recursive functions.
    #[cfg_attr(feature = "parse", serde(default, rename = "example"))]
    pub examples: Vec<Example>,
    /// Expressions, written as the examples' calls are, that name each generic function of the
    /// chapter no worked example calls, at a type: `grade` compiles them (never runs them)
    /// after the learner's file, so that those functions are compiled into the learner's
    /// library, where the course tool reads which of the reference's answers they call.
    #[cfg_attr(feature = "parse", serde(default))]
    pub instances: Vec<String>,
}

/// A worked example of one of a chapter's recursive functions: a call to trace.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "parse", derive(serde::Deserialize))]
#[cfg_attr(feature = "parse", serde(deny_unknown_fields))]
pub struct Example {
    /// A short name, unique in its chapter: `cargo run -- trace distribute --example first-move`.
    pub name: String,
    /// The function it calls: one of the chapter's functions or challenges.
    pub function: String,
    /// The call, as Rust: the chapter's functions by their bare names, anything else of the
    /// reference by its path (`ayoayo::oware::OPENING`).
    pub call: String,
}

impl Chapter {
    /// `NN-slug`, the name shared by the exercise folder and the book page.
    pub fn folder_name(&self) -> String {
        format!("{:02}-{}", self.number, self.slug)
    }

    /// The exercise's library crate name, as Rust code names it: `relay_sow`.
    pub fn crate_name(&self) -> String {
        self.slug.replace('-', "_")
    }

    /// The learner's file as the course shows it, relative to the workspace:
    /// `exercises/NN-slug/src/lib.rs` (also how cargo names it in panic locations).
    pub fn learner_path(&self) -> String {
        format!("exercises/{}/src/lib.rs", self.folder_name())
    }

    /// The files of this chapter's typical mistakes in `workspace` (`tests/mutants/NN-slug/*.rs`),
    /// in name order; none when the folder is missing. The checks run them, the book lists them.
    pub fn mistake_files(&self, workspace: &Path) -> std::io::Result<Vec<PathBuf>> {
        self.kept_files(workspace, MISTAKES_DIR)
    }

    /// The `.rs` files of this chapter's folder below `kept` in `workspace` (`KEPT/NN-slug/*.rs`:
    /// its typical mistakes, its correct solutions in other styles), in name order; none when
    /// the folder is missing.
    pub fn kept_files(&self, workspace: &Path, kept: &str) -> std::io::Result<Vec<PathBuf>> {
        rust_files(&workspace.join(kept).join(self.folder_name()))
    }

    /// The files of the typical mistakes kept for the chapter's drill `drill` in `workspace`
    /// (`MISTAKES_DIR/NN-slug/DRILL_MISTAKES/DRILL/*.rs`), in name order; none when the folder
    /// is missing. Each writes the drill alone.
    pub fn drill_mistake_files(
        &self,
        workspace: &Path,
        drill: &str,
    ) -> std::io::Result<Vec<PathBuf>> {
        self.drill_files(workspace, MISTAKES_DIR, drill)
    }

    /// The `.rs` files kept for the chapter's drill `drill` below `kept` in `workspace`
    /// (`KEPT/NN-slug/DRILL_MISTAKES/DRILL/*.rs`: its typical mistakes, its correct solutions in
    /// other styles), in name order; none when the folder is missing.
    pub fn drill_files(
        &self,
        workspace: &Path,
        kept: &str,
        drill: &str,
    ) -> std::io::Result<Vec<PathBuf>> {
        let chapter = workspace.join(kept).join(self.folder_name());
        rust_files(&chapter.join(DRILL_MISTAKES).join(drill))
    }

    /// A `lib.rs` that hands the chapter's functions over to the reference crate `ayoayo` (to
    /// its [`module`](Chapter::module), when the chapter has one), and its challenges to the
    /// model answers in `ayoayo::challenges`.
    pub fn reference_lib(&self) -> String {
        let path = self.reference_module();
        let items = [self.types.as_slice(), &self.functions].concat();
        format!(
            "//! Chapter {}, answered by the reference solution.\n\npub use {path}::{{{}}};\n{}",
            self.number,
            items.join(", "),
            self.optional_answers()
        )
    }

    /// A `pub use` of the reference's versions of the chapter's [`types`](Chapter::types);
    /// empty when it has none. Appended to a typical mistake, which writes only functions.
    pub fn given_types(&self) -> String {
        if self.types.is_empty() {
            return String::new();
        }
        let path = self.reference_module();
        format!("pub use {path}::{{{}}};\n", self.types.join(", "))
    }

    /// The path of the reference's module for this chapter: `ayoayo::kalah`, or `ayoayo`.
    fn reference_module(&self) -> String {
        match &self.module {
            Some(module) => format!("ayoayo::{module}"),
            None => "ayoayo".to_string(),
        }
    }

    /// A `pub use` of the model answers to the chapter's drills (`ayoayo::drills::NAME`, named
    /// by the crate) and challenges (`ayoayo::challenges::NAME`); empty when it has neither.
    /// Appended to a typical mistake or a style, which write only the chapter's functions, so
    /// that the chapter's tests still compile.
    pub fn optional_answers(&self) -> String {
        self.answers_but(None)
    }

    /// [`optional_answers`](Chapter::optional_answers) without the drill `left_out`'s: what a
    /// typical mistake in that drill, which writes only the drill, is appended with.
    pub fn answers_but(&self, left_out: Option<&str>) -> String {
        self.answers_without(left_out.as_slice())
    }

    /// [`optional_answers`](Chapter::optional_answers) without the drills `left_out`'s: what
    /// the versions of several drills, built as one package, are built after.
    pub fn answers_without(&self, left_out: &[&str]) -> String {
        let drill_types = self.drill_types.iter().map(String::as_str);
        let drills: Vec<&str> = (self.drills.iter().map(String::as_str))
            .filter(|drill| !left_out.contains(drill))
            .chain(drill_types)
            .collect();
        let answers = |module: &str, names: &[&str]| match names.is_empty() {
            true => String::new(),
            false => format!(
                "pub use ayoayo::{module}::{}::{{{}}};\n",
                self.crate_name(),
                names.join(", ")
            ),
        };
        let challenges: Vec<&str> = self.challenges.iter().map(String::as_str).collect();
        answers("drills", &drills) + &answers("challenges", &challenges)
    }

    /// The chapter's functions handed over to the reference, with its types: a drill mistake
    /// is built after it, so that the chapter's tests compile and only the drill is the
    /// mistake's.
    pub fn reference_lab(&self) -> String {
        let items = [self.types.as_slice(), &self.functions].concat();
        format!(
            "pub use {}::{{{}}};\n",
            self.reference_module(),
            items.join(", ")
        )
    }

    /// Every function the stub gives, in its order: the chapter's, its drills, then its tested
    /// challenges.
    pub fn stub_functions(&self) -> Vec<String> {
        [self.functions.as_slice(), &self.drills, &self.challenges].concat()
    }
}

/// The `.rs` files of `dir`, in name order; none when it is missing.
fn rust_files(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    if !dir.exists() {
        return Ok(Vec::new());
    }
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

/// Every time limit of the course, in one place.
pub mod limits {
    use super::Duration;

    /// Building a chapter's tests, with time for a first build of the dependencies.
    pub const BUILD: Duration = Duration::from_secs(600);
    /// The processor time a chapter's tests may use for `check` (and `watch`), once built: that
    /// of the test process and of every process it started, so a busy machine, which slows the
    /// tests but gives them no less processor time, never stops correct code.
    ///
    /// Measured on a 2-core machine shared with other builds, in the dev profile, each
    /// chapter's tests against the reference, as `check` runs them (processor seconds, user +
    /// system, then wall seconds; the challenges are a run of their own): game-tree 5.1 (6.3
    /// wall), challenges 2.5 (2.7); lazy-alpha-beta 3.9 (4.7); memo's challenges 2.0 (2.7);
    /// alpha-beta's challenges 2.3 (2.0); sharing 1.9 (2.2); perft 1.4 (1.6), challenges 1.1
    /// (1.2); minimax 0.8 (1.0); every other chapter under 1.5. 16 s is over 3 times the
    /// heaviest. A loop that never ends in one test uses one processor-second a second, so it
    /// is stopped after 16 s (8 s when both test threads spin), and a call in an isolated
    /// chapter is stopped on its own after [`ISOLATED_CALL`] anyway.
    pub const CHECK_RUN: Duration = Duration::from_secs(16);
    /// The processor time a chapter's tests may use for the course map: only a runaway is
    /// stopped (over 3 times the heaviest chapter, game-tree's 5.1 s: see [`CHECK_RUN`]).
    pub const MAP_RUN: Duration = Duration::from_secs(20);
    /// The processor time a chapter's tests may use for the integrity checks and `verify`,
    /// which also run mutants and the challenges with the tests: game-tree's reference, the
    /// heaviest, used 9.5 s (12.3 s wall); lazy-alpha-beta's 6.7 s, minimax's 5.2 s.
    pub const VERIFY_RUN: Duration = Duration::from_secs(120);
    /// Building every version of every chapter the integrity checks and `verify` need (the
    /// reference, the stub, each typical mistake), in one go.
    pub const VERIFY_BUILD: Duration = Duration::from_secs(1800);
    /// Building a learner's submission for `grade`, on a slow machine.
    pub const GRADE_BUILD: Duration = Duration::from_secs(900);
    /// The processor time a learner's submission's tests may use for `grade`: as for
    /// [`CHECK_RUN`], with room to spare for a grading machine's slower processors.
    pub const GRADE_RUN: Duration = Duration::from_secs(20);
    /// How many times its processor-time limit a test run may last on the wall clock: the limit
    /// of a run that waits without computing (sleeps, or blocks on input or a lock).
    ///
    /// With the limits above, correct code is stopped by the wall clock only if the machine
    /// gives it less than a twelfth of one processor for the whole run (game-tree's 5.1 s in
    /// 4 × 16 s), which no editor or build does; a test run that sleeps for ever is still told
    /// within about a minute on `check`.
    pub const WAITING_FACTOR: u32 = 4;
    /// How much processor time one call of the learner's code, in an isolated child, may use
    /// before it is stopped and reported as giving no answer; a call that waits without
    /// computing is stopped after [`WAITING_FACTOR`] times it on the child's own clock.
    pub const ISOLATED_CALL: Duration = Duration::from_secs(3);
}

/// The build folder of `workspace`, like cargo's own: `CARGO_TARGET_DIR` when it is set, else
/// `workspace/target`. The course tool keeps its scratch copies and caches there.
pub fn target_dir(workspace: &Path) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace.join("target"))
}

#[cfg(feature = "parse")]
mod course;
#[cfg(feature = "parse")]
pub use course::{Course, Error};

#[cfg(feature = "process")]
pub mod process_group;
#[cfg(feature = "process")]
pub mod processor_time;
