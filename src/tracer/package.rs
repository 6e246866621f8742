//! The generated package that runs a chapter's examples traced: its library is the learner's
//! file instrumented (under the chapter's crate name, so `crate::` paths and `use` lines keep
//! working), its program runs the calls. It is built in `--mine`'s scratch workspace, whose
//! dependencies are built already, and run in the sandbox.
//!
//! When the instrumented file does not compile although the learner's does (a type parameter
//! that cannot be `Clone`, a signature unlike the reference's), it is built again with less:
//! without the reference's answers, then without the added bounds.

use std::collections::BTreeMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::Path;
use std::process::Command;
use std::str::FromStr;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use ayoayo_calltree::CallTree;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::batch::{Job, trace_all};
use super::instrument::{Outline, Plan, ReferenceTypes};
use super::reference;
use crate::Attempt;
use crate::chapters::Exercise;
use crate::process::{self, Stop};
use crate::rust_file;
use crate::sandbox::Sandbox;
use crate::workshop::{Dependencies, Generated, package_head, write_if_changed};

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

impl Run {
    /// The call of one of the chapter's worked examples, by its name.
    pub fn of(example: &course_model::Example) -> Run {
        Run {
            call: example.call.clone(),
            example: Some(example.name.clone()),
        }
    }
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
    let drills = format!("::ayoayo::drills::{}", chapter.crate_name());
    let challenges = format!("::ayoayo::challenges::{}", chapter.crate_name());
    let oracles = (chapter.functions.iter().map(|f| (f, &module)))
        .chain(chapter.drills.iter().map(|f| (f, &drills)))
        .chain(chapter.challenges.iter().map(|f| (f, &challenges)))
        .map(|(name, path)| (name.clone(), format!("{path}::{name}")))
        .filter(|_| level == Level::Full)
        .collect();
    // A drill's data definition (`drill_types`) is the model answers', as the checks have it.
    let answers: BTreeMap<String, String> = (chapter.drill_types.iter())
        .map(|name| (name.clone(), format!("{drills}::{name}")))
        .collect();
    let types = (chapter.types.iter())
        .map(|name| (name.clone(), format!("{module}::{name}")))
        .chain(answers.clone())
        .collect();
    let (stub, reference_types) = match whose {
        Whose::Learner => (Some(std::fs::read_to_string(chapter.stub_file())?), None),
        Whose::Reference => (
            None,
            Some(ReferenceTypes {
                path: module.clone(),
                names: reference::public_types(workspace, chapter)?,
                defined_here: true,
                answers,
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

/// Writes the package's manifest and program (its library is written per level); a call that
/// cannot be read as Rust is the calls' failure.
pub(super) fn write_program(
    workshop: &Generated,
    chapter: &Exercise,
    package: &str,
    runs: &[Run],
) -> Attempt<(), BuildFailure> {
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
    let main = match program(&krate, runs) {
        Ok(main) => main,
        Err(failure) => return Ok(Err(failure)),
    };
    write_if_changed(&dir.join("src/main.rs"), &main)?;
    write_if_changed(&dir.join("src/__outcome.rs"), OUTCOME)?;
    Ok(Ok(()))
}

/// The program's `main.rs` (its header says what it does), laid out by prettyplease when it
/// parses; a call that lexes but is not an expression leaves it unparsed, and then it is
/// written as its tokens are, for the compiler to say what is wrong with the call (see
/// [`call_tokens`]).
fn program(krate: &str, runs: &[Run]) -> Result<String, BuildFailure> {
    let krate = format_ident!("{krate}");
    let runs = (runs.iter().map(run_tokens)).collect::<Result<Vec<_>, _>>()?;
    Ok(rust_file::formatted_or_as_is(quote! {
        //! Generated by the course tool for `trace`: runs worked examples of a chapter's
        //! functions, each traced (see `ayoayo_calltree::record`), and appends each trace to the
        //! file named by its argument as one line of JSON, as soon as it is made: a file, since
        //! the learner's code may print. It stops after the first trace that shows a mistake,
        //! and after a run cut by time, whose call is still running on its thread.
        //!
        //! The traits whose methods a call may use (`position.after(2)`) are in scope as in the
        //! chapters' own files, named `_` so no name of the learner's crate is shadowed.

        mod __outcome;

        #[allow(unused_imports)]
        use #krate::*;
        #[allow(unused_imports)]
        use ::ayoayo::history::OwnSides as _;
        #[allow(unused_imports)]
        use ::ayoayo::search::GameTree as _;

        fn main() {
            let Some(file) = ::std::env::args().nth(1) else {
                eprintln!("trace: expected the file to write the traces to");
                ::std::process::exit(2);
            };
            let limits = ::ayoayo_calltree::record::Limits::default();
            #(#runs)*
        }

        /// Appends `trace` to `file`; ends the program when there is no point going on.
        fn __report(file: &str, trace: ::ayoayo_calltree::CallTree) {
            use ::std::io::Write as _;
            let line = ::serde_json::to_string(&trace).expect("a trace is always JSON");
            let written = ::std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(file)
                .and_then(|mut out| writeln!(out, "{line}"));
            if let Err(error) = written {
                eprintln!("trace: could not write the trace: {error}");
                ::std::process::exit(2);
            }
            // A `match`, not `matches!`, whose arguments prettyplease would leave unformatted.
            let timed_out = match trace.end {
                ::ayoayo_calltree::End::Cut { cut: ::ayoayo_calltree::Cut::Time(_) } => true,
                _ => false,
            };
            if timed_out || __outcome::fails(&trace) {
                ::std::process::exit(0);
            }
        }
    }))
}

/// The statement that traces `run` and reports its trace.
fn run_tokens(run: &Run) -> Result<TokenStream, BuildFailure> {
    let call = call_tokens(&run.call).map_err(BuildFailure::CallsDoNotCompile)?;
    let text = run.call.as_str();
    let example = match &run.example {
        Some(name) => quote!(::core::option::Option::Some(#name)),
        None => quote!(::core::option::Option::None),
    };
    Ok(quote! {
        __report(&file, ::ayoayo_calltree::record::run(#text, #example, limits, move || {
            let _ = #call;
        }));
    })
}

/// A call, a learner's `--call`, as tokens: lexed, not parsed. A mistyped call must reach the
/// compiler as the learner wrote it, so they read the compiler's own error on it (a missing
/// comma, an argument of the wrong type), which says more than a parser's "expected an
/// expression" would; the tokens, always balanced, keep the call inside its closure whatever
/// it holds. Only a call that does not lex (an unbalanced bracket, an unclosed string) is
/// stopped here, with an error in the compiler's style pointing at where.
fn call_tokens(call: &str) -> Result<TokenStream, String> {
    TokenStream::from_str(call).map_err(|error| {
        let at = error.span().start();
        let line = call.lines().nth(at.line.saturating_sub(1)).unwrap_or(call);
        let what = match line.chars().nth(at.column) {
            Some(close @ (')' | ']' | '}')) => format!("unmatched closing delimiter: `{close}`"),
            Some('(' | '[' | '{') => "unclosed delimiter".to_string(),
            Some('"') => "unterminated double quote string".to_string(),
            _ => "Rust cannot read the call from here".to_string(),
        };
        let caret = " ".repeat(at.column);
        format!("error: {what}\n  |\n  | {line}\n  | {caret}^\n")
    })
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
    // Judged on the processor time it is given, as test runs are: a busy machine does not stop
    // a traced program that would have ended.
    let limit = Duration::from_secs(3 + 6 * runs as u64);
    let run = |command| process::run_computing(command, limit);
    // In the sandbox, as a user of its own when the tool runs as root ([`Sandbox::run`]).
    let finished = match sandbox {
        Some(sandbox) => sandbox.run(&command, &[exe], &[folder.path()], run)?.0,
        None => run(command)?,
    };
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

#[cfg(test)]
mod tests {
    use super::*;

    fn run(call: &str) -> Run {
        Run {
            call: call.to_string(),
            example: Some("lap".to_string()),
        }
    }

    #[test]
    fn a_call_that_is_rust_is_laid_out_in_its_closure_with_its_text_and_example_as_labels() {
        let main = program("distribute", &[run("distribute([4; 12], 0, 1, 6)")]).unwrap();
        syn::parse_file(&main).unwrap_or_else(|e| panic!("not Rust: {e}\n{main}"));
        assert!(main.contains("use distribute::*;"), "{main}");
        assert!(main.contains("\"distribute([4; 12], 0, 1, 6)\","), "{main}");
        assert!(main.contains("Option::Some(\"lap\")"), "{main}");
        assert!(main.contains("\n                let _ = distribute([4; 12], 0, 1, 6);\n"));
    }

    #[test]
    fn a_call_that_lexes_but_is_not_an_expression_is_left_to_the_compiler_unformatted() {
        let main = program("distribute", &[run("distribute([4; 12], 0, 1 6)")]).unwrap();
        assert!(syn::parse_file(&main).is_err(), "{main}");
        assert_eq!(main.lines().count(), 1, "{main}");
        assert!(
            main.contains("let _ = distribute ([4 ; 12] , 0 , 1 6) ;"),
            "{main}"
        );
    }

    #[test]
    fn a_call_that_does_not_lex_fails_as_the_calls_with_a_caret_under_the_culprit() {
        let failed = |call: &str| match program("distribute", &[run(call)]) {
            Err(BuildFailure::CallsDoNotCompile(errors)) => errors,
            other => panic!("{other:?}"),
        };
        let unclosed = failed("distribute([");
        assert!(
            unclosed.starts_with("error: unclosed delimiter\n"),
            "{unclosed}"
        );
        assert!(
            unclosed.contains("  | distribute([\n  |            ^\n"),
            "{unclosed}"
        );
        let mismatched = failed("distribute([4; 12, 0, 1, 6)");
        assert!(mismatched.starts_with("error: unmatched closing delimiter: `)`"));
        assert!(failed("distribute(\"six").contains("unterminated double quote string"));
    }
}
