//! The generated package that runs a chapter's examples traced: its library is the learner's
//! file instrumented (under the chapter's crate name, so `crate::` paths and `use` lines keep
//! working), its program runs the calls. It is built in `--mine`'s scratch workspace, whose
//! dependencies are built already, and run in the sandbox.
//!
//! When the instrumented file does not compile although the learner's does (a type parameter
//! that cannot be `Clone`, a signature unlike the reference's), it is built again with less:
//! without the reference's answers, then without the added bounds.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::Path;
use std::process::Command;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use ayoayo_calltree::CallTree;

use super::batch::{Job, trace_all};
use super::instrument::{Outline, Plan, ReferenceTypes};
use super::reference;
use crate::Attempt;
use crate::chapters::Exercise;
use crate::process::{self, Stop};
use crate::sandbox::Sandbox;
use crate::workshop::{Dependencies, Generated, package_head, write_if_changed};

/// The program's source, with `__CRATE__` and `// __RUNS__` to fill in.
const HARNESS: &str = include_str!("harness_main.rs");
/// The verdict on a trace, compiled in the program too.
const OUTCOME: &str = include_str!("outcome.rs");

/// One call to trace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// The call, as Rust.
    pub call: String,
    /// The example's name, when it is one of the chapter's.
    pub example: Option<String>,
}

/// Whose code is traced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whose {
    /// The learner's file.
    Learner,
    /// The reference's module of the chapter, for the book and for checking the tool.
    Reference,
}

/// How much the instrumentation adds, from most to least.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// The reference asked, and type parameters bounded to show their values.
    Full,
    /// No reference's answers.
    NoReference,
    /// Neither: type parameters without `Debug` show as their names.
    Plain,
}

impl Level {
    pub(super) const ALL: [Level; 3] = [Level::Full, Level::NoReference, Level::Plain];

    /// What is missing at this level, in a line for the learner.
    pub fn missing(self) -> Option<&'static str> {
        match self {
            Level::Full => None,
            Level::NoReference => Some(
                "the reference's answers could not be asked here: your functions' types differ \
                 from the reference's, so no call is compared",
            ),
            Level::Plain => Some(
                "the reference's answers could not be asked here, and values of your type \
                 parameters show as their types' names",
            ),
        }
    }
}

/// The traces a run gave, and how far the instrumentation went.
#[derive(Debug)]
pub struct Traced {
    pub traces: Vec<CallTree>,
    pub level: Level,
    /// What the program said when it ended without a trace for every run it should have made
    /// (a crash, a time limit): `None` when it ended well.
    pub trouble: Option<String>,
}

/// Why nothing could be traced: the traced package did not build.
#[derive(Debug)]
pub enum BuildFailure {
    /// The instrumented file did not compile even plain: the compiler's errors.
    DoesNotCompile(String),
    /// The calls did not compile (a `--call` mistyped, say): the compiler's errors.
    CallsDoNotCompile(String),
}

/// Builds `chapter`'s traced package on `whose` code and runs `runs` in `sandbox`.
pub fn trace(
    workspace: &Path,
    chapter: &Exercise,
    whose: Whose,
    runs: &[Run],
    sandbox: Option<&Sandbox>,
) -> Attempt<Traced, BuildFailure> {
    let job = Job {
        chapter: chapter.clone(),
        whose,
        given: None,
        runs: runs.to_vec(),
    };
    let traced = trace_all(workspace, std::slice::from_ref(&job), sandbox)?.remove(0);
    if let Ok(Traced {
        traces,
        trouble: Some(trouble),
        ..
    }) = &traced
        && traces.is_empty()
    {
        bail!("{trouble}");
    }
    Ok(traced)
}

/// The course's types whose `{:?}` hides what they hold, how to show it (the value in place
/// of `{}`), and whether that uses it up (see [`Outline`]). A lazy tree's `{:?}` is its label
/// only (its subtrees may never end), so a wrong `prune` would answer "the same" as the
/// reference; chapter 20's lazy list of values (`Values`) has none, and walks once. A learner's
/// own type of the same name would not compile with these, and is built again with less
/// (without bounds, so without them).
const OUTLINED: [(&str, &str, bool); 2] = [
    ("Lazy", "::ayoayo::lazy::outline(&{})", false),
    (
        "Values",
        "::ayoayo_calltree::show!({}.collect::<::std::vec::Vec<i32>>())",
        true,
    ),
];

/// The course's memo tables (chapter 15's `Table`, and the maps a challenge takes): a wrong
/// entry in the learner's table would be read by the reference too if it were handed a copy.
const MEMO_TABLES: [&str; 3] = ["Table", "HashMap", "BTreeMap"];

/// The file where the level that built last is kept, with the fingerprint of its sources.
const LEVEL_FILE: &str = "level.txt";

/// A fingerprint of the sources, to know them again (not kept across versions of Rust).
pub(super) fn fingerprint(source: &str, modules: &[reference::Module]) -> u64 {
    let mut hasher = DefaultHasher::new();
    source.hash(&mut hasher);
    for module in modules {
        module.text.hash(&mut hasher);
    }
    hasher.finish()
}

/// The level to start from: the one that built last time for the same sources, so a file
/// that needs less is not built again at the levels that fail; else [`Level::Full`].
pub(super) fn remembered(dir: &Path, fingerprint: u64) -> Level {
    let kept = std::fs::read_to_string(dir.join(LEVEL_FILE)).unwrap_or_default();
    let level = Level::ALL
        .into_iter()
        .find(|level| kept == format!("{fingerprint:x} {level:?}"));
    level.unwrap_or(Level::Full)
}

pub(super) fn remember(dir: &Path, fingerprint: u64, level: Level) -> Result<()> {
    write_if_changed(&dir.join(LEVEL_FILE), &format!("{fingerprint:x} {level:?}"))
}

/// What to instrument at `level`.
pub(super) fn plan(
    workspace: &Path,
    chapter: &Exercise,
    whose: Whose,
    level: Level,
) -> Result<Plan> {
    let module = match &chapter.module {
        Some(module) => format!("::ayoayo::{module}"),
        None => "::ayoayo".to_string(),
    };
    let challenges = format!("::ayoayo::challenges::{}", chapter.crate_name());
    let oracles = (chapter.functions.iter().map(|f| (f, &module)))
        .chain(chapter.challenges.iter().map(|f| (f, &challenges)))
        .map(|(name, path)| (name.clone(), format!("{path}::{name}")))
        .filter(|_| level == Level::Full)
        .collect();
    let types = (chapter.types.iter())
        .map(|name| (name.clone(), format!("{module}::{name}")))
        .collect();
    let (stub, reference_types) = match whose {
        Whose::Learner => (Some(std::fs::read_to_string(chapter.stub_file())?), None),
        Whose::Reference => (
            None,
            Some(ReferenceTypes {
                path: module.clone(),
                names: reference::public_types(workspace, chapter)?,
                defined_here: true,
            }),
        ),
    };
    let outlines = (OUTLINED.iter())
        .map(|(name, show, again)| {
            let (show, again) = (show.to_string(), *again);
            (name.to_string(), Outline { show, again })
        })
        .collect();
    Ok(Plan {
        oracles,
        types,
        stub,
        reference_types,
        bounds: level != Level::Plain,
        outlines,
        fresh: MEMO_TABLES.map(String::from).to_vec(),
    })
}

/// Writes the package's manifest and program (its library is written per level).
pub(super) fn write_program(
    workshop: &Generated,
    chapter: &Exercise,
    package: &str,
    runs: &[Run],
) -> Result<()> {
    let dependencies = Dependencies::of(chapter)?;
    let krate = chapter.crate_name();
    // serde_json writes the traces; the recorder is the one the tool reads them with.
    let manifest = format!(
        "{}\n[lib]\nname = \"{krate}\"\npath = \"src/lib.rs\"\ntest = false\ndoctest = false\n\n\
         [[bin]]\nname = \"{package}\"\npath = \"src/main.rs\"\ntest = false\n\n\
         [dependencies]\nayoayo = {{ path = \"../../solutions\", features = {:?} }}\n\
         ayoayo-calltree = {{ path = \"../../solutions/calltree\" }}\nserde_json = \"1\"\n{}",
        package_head(package),
        dependencies.reference_features,
        dependencies.others,
    );
    let dir = workshop.package_dir(package);
    write_if_changed(&dir.join("Cargo.toml"), &manifest)?;
    let calls: String = runs
        .iter()
        .map(|run| {
            let name = match &run.example {
                Some(name) => format!("::core::option::Option::Some({name:?})"),
                None => "::core::option::Option::None".to_string(),
            };
            format!(
                "\n    __report(&file, ::ayoayo_calltree::record::run({:?}, {name}, limits, \
                 move || {{ let _ = {}; }}));",
                run.call, run.call
            )
        })
        .collect();
    let main = HARNESS.replace("__CRATE__", &krate).replace(
        "    let _ = limits;\n    // __RUNS__",
        calls.trim_start_matches('\n'),
    );
    write_if_changed(&dir.join("src/main.rs"), &main)?;
    write_if_changed(&dir.join("src/__outcome.rs"), OUTCOME)
}

/// Runs the program in `sandbox`, with time for each of `runs` calls to reach the recorder's
/// time limit; the traces it wrote, and what it said if it ended early.
pub(super) fn run(
    exe: &Path,
    runs: usize,
    sandbox: Option<&Sandbox>,
) -> Result<(Vec<CallTree>, Option<String>)> {
    let folder = tempfile::tempdir().context("making a folder for the traces")?;
    let file = folder.path().join("traces.jsonl");
    let mut command = Command::new(exe);
    command
        .arg(&file)
        .current_dir(folder.path())
        .env("RUST_BACKTRACE", "0");
    let command = match sandbox {
        Some(sandbox) => sandbox.wrap(&command, &[exe], &[folder.path()]),
        None => command,
    };
    // Judged on the processor time it is given, as test runs are: a busy machine does not stop
    // a traced program that would have ended.
    let limit = Duration::from_secs(3 + 6 * runs as u64);
    let finished = process::run_computing(command, limit)?;
    let text = std::fs::read_to_string(&file).unwrap_or_default();
    let mut traces = Vec::new();
    for line in text.lines() {
        traces
            .push(serde_json::from_str(line).with_context(|| format!("reading a trace: {line}"))?);
    }
    let trouble = match (finished.succeeded(), finished.timed_out()) {
        (true, _) => None,
        (_, true) => Some(match finished.stopped {
            Some(Stop::Waiting(waited)) => format!(
                "the traced program waited {} s without computing or ending",
                waited.as_secs()
            ),
            _ => format!(
                "the traced program did not end within {} s of computing",
                limit.as_secs()
            ),
        }),
        (false, false) => Some(finished.output.trim().to_string()),
    };
    if traces.is_empty() && trouble.is_some() {
        bail!(
            "the traced program ended without a trace: {}",
            trouble.unwrap_or_default()
        );
    }
    Ok((traces, trouble))
}

/// `trace` with the generated file's path, in panic messages, made the learner's.
pub(super) fn with_path(mut trace: CallTree, local: &str, shown: &str) -> CallTree {
    if let ayoayo_calltree::End::Panicked { message } = &mut trace.end {
        *message = message.replace(local, shown);
    }
    for call in &mut trace.calls {
        if let Some(ayoayo_calltree::Reference::Panicked(message)) = &mut call.reference {
            *message = message.replace(local, shown);
        }
    }
    trace
}
