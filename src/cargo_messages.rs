//! cargo's JSON messages (`--message-format json`), read once and typed with `cargo_metadata`:
//! which program each package built, and the compiler's errors for each package that had any.
//! `cargo test --no-run` (see `test_run`) and the builds of generated packages (see `workshop::batch`)
//! both read them here.

use std::collections::BTreeMap;
use std::path::PathBuf;

use cargo_metadata::Message;
use cargo_metadata::diagnostic::DiagnosticLevel;
use serde::Deserialize;

/// A program a build made: a test binary (`--tests`, `test --no-run`) or a binary (`--bins`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    /// The folder of the manifest of the package it belongs to.
    pub package_dir: PathBuf,
    pub exe: PathBuf,
}

/// One error the compiler gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileError {
    /// Its code, `E0425`, when it has one.
    pub code: Option<String>,
    /// Its message alone: ``cannot find function `x` in crate `y` ``.
    pub message: String,
    /// As the compiler renders it, in colour when cargo was asked for colour.
    pub rendered: String,
}

/// One warning the compiler gave about a line of code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileWarning {
    /// The file its main span is in, as cargo names it: relative to the workspace for a
    /// member's file (`exercises/01-scoop/src/lib.rs`).
    pub file: PathBuf,
    /// As the compiler renders it, in colour when cargo was asked for colour.
    pub rendered: String,
    /// The lint that raised it (`unused_variables`, `clippy::needless_return`), when one did.
    pub lint: Option<String>,
}

/// What cargo said of a build's packages.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Said {
    /// The programs built, in cargo's order.
    pub programs: Vec<Program>,
    /// The library (`.rlib`) each package built, by the package's folder: what `grade` reads
    /// the learner's calls from.
    pub libraries: BTreeMap<PathBuf, PathBuf>,
    /// The compiler's errors, as it rendered them, by the folder of each package that had any.
    pub errors: BTreeMap<PathBuf, String>,
    /// Every error the compiler gave, in order.
    pub compile_errors: Vec<CompileError>,
    /// Every warning about a line of code, in order (cargo gives them again for a package
    /// it did not need to build again).
    pub warnings: Vec<CompileWarning>,
    /// What cargo said as text rather than as a message (`Compiling ...`, `error: could not
    /// compile ...`), with each diagnostic rendered where it came: what a person reads.
    pub human: String,
}

/// The manifest a message is about, which cargo writes on every message but `cargo_metadata`
/// keeps on artifacts alone: read from the few lines that carry an error.
#[derive(Deserialize)]
struct About {
    manifest_path: PathBuf,
}

/// Why cargo says a compiler ended before it finished, killed by a signal, as a compiler held to
/// a build's limits ([`rlimits::BUILD`]) is when it passes one: a line in words, starting
/// `error:` as the compiler's own errors do; `None` when cargo says nothing of the kind. With
/// `package_dir`, only the compiler of the package in that folder (relative to the workspace,
/// as cargo gives the compiler its file): in a batch every learner's crate has the chapter's
/// name, and the compilers' own words (such as "memory allocation failed") cannot be told apart.
///
/// [`rlimits::BUILD`]: crate::process::rlimits::BUILD
pub fn compiler_stopped(output: &str, package_dir: Option<&str>) -> Option<String> {
    let source = package_dir.map(|dir| format!(" {dir}/src/lib.rs "));
    let line = output.lines().find(|line| {
        line.contains("process didn't exit successfully")
            && line.contains("(signal: ")
            && source
                .as_ref()
                .is_none_or(|source| line.contains(source.as_str()))
    })?;
    let (_, signal) = line.rsplit_once("(signal: ")?;
    Some(format!(
        "error: the compiler was stopped (signal {}): each process of a graded build may use {}",
        signal.trim_end().trim_end_matches(')'),
        crate::process::rlimits::in_words(&crate::process::rlimits::BUILD)
    ))
}

/// The compiler's errors in `text`, errors as rendered one after another (what a batch keeps of
/// a package that did not build): each rendering starts a line with `error`, which no line
/// inside one does (those are indented, or start with ` -->`, `|` or `=`).
pub fn split_rendered(text: &str) -> Vec<CompileError> {
    let mut errors: Vec<CompileError> = Vec::new();
    for line in text.split_inclusive('\n') {
        match errors.last_mut() {
            Some(error) if !line.starts_with("error") => error.rendered.push_str(line),
            _ if line.starts_with("error") => errors.push(CompileError {
                code: None,
                message: line.trim_end().to_string(),
                rendered: line.to_string(),
            }),
            _ => {}
        }
    }
    errors
}

/// Reads cargo's messages from its `output`, passing over the lines that are not one (what
/// cargo and the compiler print on standard error).
pub fn read(output: &str) -> Said {
    let mut said = Said::default();
    for line in output.lines() {
        let Ok(message) = serde_json::from_str::<Message>(line) else {
            said.human.push_str(line);
            said.human.push('\n');
            continue;
        };
        match message {
            Message::CompilerArtifact(artifact) => {
                let Some(package_dir) = artifact.manifest_path.parent().map(PathBuf::from) else {
                    continue;
                };
                let mut files = artifact.filenames.iter();
                if let Some(rlib) = files.find(|file| file.extension() == Some("rlib")) {
                    let rlib = rlib.clone().into_std_path_buf();
                    said.libraries.insert(package_dir.clone(), rlib);
                }
                if let Some(exe) = artifact.executable {
                    let exe = exe.into_std_path_buf();
                    said.programs.push(Program { package_dir, exe });
                }
            }
            Message::CompilerMessage(compiler) => {
                let diagnostic = compiler.message;
                let rendered = diagnostic.rendered.clone().unwrap_or_default();
                said.human.push_str(&rendered);
                if diagnostic.level == DiagnosticLevel::Warning {
                    let main = diagnostic.spans.iter().find(|span| span.is_primary);
                    let lint = diagnostic.code.map(|code| code.code);
                    said.warnings.extend(main.map(|span| CompileWarning {
                        file: PathBuf::from(&span.file_name),
                        rendered,
                        lint,
                    }));
                    continue;
                }
                if diagnostic.level != DiagnosticLevel::Error {
                    continue;
                }
                let about = serde_json::from_str::<About>(line).ok();
                let dir = about.and_then(|about| Some(about.manifest_path.parent()?.to_path_buf()));
                if let Some(dir) = dir {
                    said.errors.entry(dir).or_default().push_str(&rendered);
                }
                said.compile_errors.push(CompileError {
                    code: diagnostic.code.map(|code| code.code),
                    message: diagnostic.message,
                    rendered,
                });
            }
            _ => {}
        }
    }
    said
}

impl Said {
    /// The program of each package, by its folder; the last one cargo names when it built
    /// several.
    pub fn program_by_package(&self) -> BTreeMap<PathBuf, PathBuf> {
        let programs = self.programs.iter();
        programs
            .map(|program| (program.package_dir.clone(), program.exe.clone()))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;

    #[test]
    fn rendered_errors_one_after_another_are_split_where_each_starts() {
        let text = "error[E0425]: cannot find value `x`\n --> src/lib.rs:3:5\n  |\n\n\
                    error: aborting\n  = note: more\n";
        let errors = split_rendered(text);
        let rendered: Vec<&str> = errors.iter().map(|e| e.rendered.as_str()).collect();
        assert_eq!(
            rendered,
            [
                "error[E0425]: cannot find value `x`\n --> src/lib.rs:3:5\n  |\n\n",
                "error: aborting\n  = note: more\n"
            ]
        );
        assert!(split_rendered("   Compiling scoop\n").is_empty());
    }

    /// Lines as cargo 1.95 writes them, cut to the fields that matter and a few beside them.
    const OUTPUT: &str = r#"   Compiling sow--yours v0.1.0 (/w/mine/sow--yours)
{"reason":"compiler-artifact","package_id":"path+file:///w/solutions#ayoayo@0.1.0","manifest_path":"/w/solutions/Cargo.toml","target":{"kind":["lib"],"crate_types":["lib"],"name":"ayoayo","src_path":"/w/solutions/src/lib.rs","edition":"2024","doc":true,"doctest":true,"test":true},"profile":{"opt_level":"2","debuginfo":0,"debug_assertions":true,"overflow_checks":true,"test":false},"features":[],"filenames":["/t/libayoayo.rlib"],"executable":null,"fresh":true}
{"reason":"compiler-message","package_id":"path+file:///w/mine/sow--yours#sow--yours@0.1.0","manifest_path":"/w/mine/sow--yours/Cargo.toml","target":{"kind":["lib"],"crate_types":["lib"],"name":"sow","src_path":"/w/exercises/03-sow/src/lib.rs","edition":"2024","doc":true,"doctest":false,"test":false},"message":{"rendered":"error[E0425]: cannot find value `x`\n","$message_type":"diagnostic","children":[],"code":null,"level":"error","message":"cannot find value `x`","spans":[]}}
{"reason":"compiler-message","package_id":"path+file:///w/mine/sow--yours#sow--yours@0.1.0","manifest_path":"/w/mine/sow--yours/Cargo.toml","target":{"kind":["lib"],"crate_types":["lib"],"name":"sow","src_path":"/w/exercises/03-sow/src/lib.rs","edition":"2024","doc":true,"doctest":false,"test":false},"message":{"rendered":"warning: unused variable\n","$message_type":"diagnostic","children":[],"code":null,"level":"warning","message":"unused variable","spans":[]}}
{"reason":"compiler-artifact","package_id":"path+file:///w/mine/scoop--test-alone#scoop--test-alone@0.1.0","manifest_path":"/w/mine/scoop--test-alone/Cargo.toml","target":{"kind":["test"],"crate_types":["bin"],"name":"scoop","src_path":"/w/exercises/01-scoop/tests/scoop/main.rs","edition":"2024","doc":false,"doctest":false,"test":true},"profile":{"opt_level":"0","debuginfo":0,"debug_assertions":true,"overflow_checks":true,"test":true},"features":[],"filenames":["/t/deps/scoop-1"],"executable":"/t/deps/scoop-1","fresh":false}
{"reason":"build-finished","success":false}
"#;

    #[test]
    fn programs_and_errors_are_read_by_package_and_the_rest_passed_over() {
        let said = read(OUTPUT);
        let scoop = Path::new("/w/mine/scoop--test-alone");
        assert_eq!(
            said.programs,
            vec![Program {
                package_dir: scoop.to_path_buf(),
                exe: PathBuf::from("/t/deps/scoop-1"),
            }]
        );
        let sow = Path::new("/w/mine/sow--yours");
        assert_eq!(
            said.errors,
            BTreeMap::from([(
                sow.to_path_buf(),
                "error[E0425]: cannot find value `x`\n".into()
            )])
        );
        assert_eq!(
            said.program_by_package()[scoop],
            PathBuf::from("/t/deps/scoop-1")
        );
        assert_eq!(said.compile_errors.len(), 1);
        assert_eq!(said.compile_errors[0].message, "cannot find value `x`");
        assert_eq!(
            said.human,
            "   Compiling sow--yours v0.1.0 (/w/mine/sow--yours)\nerror[E0425]: cannot find value \
             `x`\nwarning: unused variable\n"
        );
    }

    /// A warning that points at a line is kept with its file; the count at the end (no span)
    /// is not. The lines are cargo 1.95's, cut to fewer fields.
    #[test]
    fn a_warning_is_kept_with_the_file_it_points_into() {
        let output = r#"{"reason":"compiler-message","package_id":"path+file:///w/exercises/01-scoop#scoop@0.1.0","manifest_path":"/w/exercises/01-scoop/Cargo.toml","target":{"kind":["lib"],"crate_types":["lib"],"name":"scoop","src_path":"/w/exercises/01-scoop/src/lib.rs","edition":"2024","doc":true,"doctest":true,"test":true},"message":{"rendered":"warning: unused variable: `hand`\n","$message_type":"diagnostic","children":[],"level":"warning","message":"unused variable: `hand`","spans":[{"byte_end":36,"byte_start":32,"column_end":13,"column_start":9,"expansion":null,"file_name":"exercises/01-scoop/src/lib.rs","is_primary":true,"label":null,"line_end":2,"line_start":2,"suggested_replacement":null,"suggestion_applicability":null,"text":[]}],"code":{"code":"unused_variables","explanation":null}}}
{"reason":"compiler-message","package_id":"path+file:///w/exercises/01-scoop#scoop@0.1.0","manifest_path":"/w/exercises/01-scoop/Cargo.toml","target":{"kind":["lib"],"crate_types":["lib"],"name":"scoop","src_path":"/w/exercises/01-scoop/src/lib.rs","edition":"2024","doc":true,"doctest":true,"test":true},"message":{"rendered":"warning: 1 warning emitted\n","$message_type":"diagnostic","children":[],"level":"warning","message":"1 warning emitted","spans":[],"code":null}}"#;
        let said = read(output);
        assert_eq!(
            said.warnings,
            [CompileWarning {
                file: PathBuf::from("exercises/01-scoop/src/lib.rs"),
                rendered: "warning: unused variable: `hand`\n".into(),
                lint: Some("unused_variables".into()),
            }]
        );
        assert!(said.compile_errors.is_empty());
    }

    #[test]
    fn a_compiler_killed_at_a_limit_is_said_in_words_for_its_own_crate() {
        let output = "memory allocation of 1073741824 bytes failed\n\
            error: could not compile `scoop` (lib)\n\nCaused by:\n  process didn't exit \
            successfully: `rustc --crate-name scoop --edition=2024 \
            exercises/scoop--learner-1/src/lib.rs --error-format=json` (signal: 6, SIGABRT: \
            process abort signal)\n";
        let mine = Some("exercises/scoop--learner-1");
        let said = compiler_stopped(output, mine).unwrap();
        assert!(
            said.starts_with("error: the compiler was stopped (signal 6, SIGABRT"),
            "{said}"
        );
        assert!(said.contains("4 GiB of memory"), "{said}");
        assert_eq!(
            compiler_stopped(output, Some("exercises/scoop--learner-0")),
            None
        );
        assert_eq!(
            compiler_stopped(output, Some("exercises/scoop--learner-")),
            None
        );
        assert!(compiler_stopped(output, None).is_some());
        assert_eq!(
            compiler_stopped("error[E0308]: mismatched types", None),
            None
        );
    }
}
