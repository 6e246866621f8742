//! What a learner's file may not do to be graded, checked before it is built. Building runs
//! the compiler with the teacher's permissions, outside the sandbox, in a workspace that holds
//! classmates' files: a macro that reads a file or the environment there (`include_str!`,
//! `option_env!`), or a module read from another file (`#[path]`), reaches past the learner's
//! own code. And code that runs before the tests, or outside them (an `unsafe` constructor, a
//! child process), can write its own verdict; and an attribute that lifts the compiler's own
//! limits (`recursion_limit`, allowing `long_running_const_eval`) lets a build run for ever.
//! None of this is needed by any exercise, so a file
//! that uses it is refused, told what was found, where and why ([`refusal`]), and the chapter
//! packages of the grading copies are built with `unsafe` code forbidden ([`forbid_unsafe`]),
//! which no attribute in the learner's file can allow again.
//!
//! The scan reads the file's tokens, not only its parsed expressions, as the tokens of a
//! `macro_rules!` body are only parsed where it is called.

use std::fmt;
use std::path::Path;

use anyhow::{Context, Result, bail};
use proc_macro2::{Delimiter, Spacing, TokenTree};
use quote::ToTokens;

use super::scratch::write_if_changed;

/// The macros that read a file or the environment while the file is built.
const BUILD_TIME_READS: [&str; 5] = [
    "include",
    "include_str",
    "include_bytes",
    "env",
    "option_env",
];

/// The compiler's own limits on a build that would never end (macro and type recursion, and the
/// lint that stops a constant evaluation taking too long), which an attribute could lift.
const COMPILER_LIMITS: [&str; 3] = [
    "recursion_limit",
    "type_length_limit",
    "long_running_const_eval",
];

/// The lint table the grading copies add to a chapter's manifest (which has none of its own).
const FORBID_UNSAFE: &str = "
# Added for grading: `unsafe` code could run before the tests and write its own verdict.
[lints.rust]
unsafe_code = \"forbid\"
";

/// Why a learner's file is refused, with the line it was found on, or `None` when it may be
/// built. A file that is not UTF-8 Rust is not refused: the compiler says better what is wrong.
pub fn refusal(source: &[u8]) -> Option<String> {
    let file = syn::parse_file(std::str::from_utf8(source).ok()?).ok()?;
    let tokens: Vec<TokenTree> = file.into_token_stream().into_iter().collect();
    let mut found = Vec::new();
    scan(&tokens, Place::Code, &mut found);
    let (line, what) = found.into_iter().min_by_key(|(line, _)| *line)?;
    Some(format!(
        "your file uses {what} (line {line}): graded code may not, as {}",
        what.why()
    ))
}

/// `manifest`, a chapter package's, with `unsafe` code forbidden in its crates.
pub fn forbid_unsafe(manifest: &str) -> Result<String> {
    if manifest
        .lines()
        .any(|line| line.trim_start().starts_with("[lints"))
    {
        bail!("a chapter's manifest has lints of its own, where grading forbids `unsafe` code");
    }
    Ok(format!("{manifest}{FORBID_UNSAFE}"))
}

/// Forbids `unsafe` code in the package in `dir` (a chapter's, in a grading copy), unless an
/// earlier file graded in the same copy did.
pub fn forbid_unsafe_in(dir: &Path) -> Result<()> {
    let path = dir.join("Cargo.toml");
    let manifest =
        std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    if manifest.ends_with(FORBID_UNSAFE) {
        return Ok(());
    }
    write_if_changed(&path, &forbid_unsafe(&manifest)?)
}

/// What was found in a file that is refused.
#[derive(Debug, PartialEq)]
enum Found {
    /// `unsafe`, with the attribute it marks (`link_section`, `no_mangle`...), if any.
    Unsafe(Option<String>),
    /// One of [`BUILD_TIME_READS`].
    BuildTimeRead(String),
    /// `env` on its own, not in a path: another macro could call it as `env!`.
    BareEnv,
    /// `#![debugger_visualizer(...)]`, which copies a file into the program.
    DebuggerVisualizer,
    /// A path through `std::process` (or `core`'s, a renamed `std`'s...).
    Process,
    /// A path whose segment a macro's argument gives (`std::$name`), which could be `process`.
    PathByArgument,
    /// `std`, `core` or `alloc` (or a `use` group's `self`) under another name.
    RenamedStd(String),
    /// Every name of `std` (or `core`, `alloc`) brought in at once: `process` among them.
    StdGlob(String),
    /// A `#[path]` attribute.
    PathAttribute,
    /// `mod` without a body in braces: a module in another file (`mod name;`), or the keyword
    /// handed to a macro that could make one.
    OutOfLineModule,
    /// An attribute naming one of [`COMPILER_LIMITS`].
    CompilerLimit(String),
}

impl Found {
    /// Why graded code may not use it, finishing "graded code may not, as ...".
    fn why(&self) -> &'static str {
        match self {
            Found::Unsafe(_) => {
                "code outside Rust's safety checks could run before the tests and write its \
                 own verdict; no exercise needs it"
            }
            Found::BuildTimeRead(_) | Found::BareEnv | Found::DebuggerVisualizer => {
                "it reads the teacher's files or environment while your code is built, outside \
                 the sandbox; no exercise needs it"
            }
            Found::Process | Found::PathByArgument | Found::RenamedStd(_) | Found::StdGlob(_) => {
                "ending the test process or starting programs could forge the verdict; no \
                 exercise needs `std::process`"
            }
            Found::PathAttribute | Found::OutOfLineModule => {
                "it compiles another file (a classmate's) into yours; write every module of \
                 yours inside your lib.rs, `mod name { ... }`"
            }
            Found::CompilerLimit(_) => {
                "the compiler's limits stop a build that would never end, and the class's \
                 grading waits for every build; no exercise needs them changed"
            }
        }
    }
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::Unsafe(None) => write!(f, "`unsafe`"),
            Found::Unsafe(Some(attribute)) => write!(f, "`unsafe` (`{attribute}`)"),
            Found::BuildTimeRead(name) => write!(f, "`{name}!`"),
            Found::BareEnv => write!(f, "`env` on its own, which a macro could call as `env!`"),
            Found::DebuggerVisualizer => write!(f, "`debugger_visualizer`"),
            Found::Process => write!(f, "`std::process`"),
            Found::PathByArgument => write!(f, "a path a macro's argument completes (`::$`)"),
            Found::RenamedStd(name) => write!(f, "`{name}` under another name (`{name} as`)"),
            Found::StdGlob(name) => write!(f, "`{name}::*`"),
            Found::PathAttribute => write!(f, "a `#[path]` attribute"),
            Found::OutOfLineModule => write!(f, "`mod` without its body in braces (`mod name;`)"),
            Found::CompilerLimit(name) => write!(f, "`{name}` in an attribute"),
        }
    }
}

/// Where a group of tokens is: what some tokens mean depends on it.
#[derive(Clone, Copy, PartialEq)]
enum Place {
    Code,
    /// Inside `#[...]` or `#![...]`, at any depth.
    Attribute,
    /// The braces of a `use` tree: `use std::{...}`.
    UseGroup,
}

/// Adds to `found` what `tokens` (one level of a token tree, in `place`) hold that is refused,
/// with its line, looking into every group.
fn scan(tokens: &[TokenTree], place: Place, found: &mut Vec<(usize, Found)>) {
    for (at, token) in tokens.iter().enumerate() {
        let what = match token {
            TokenTree::Ident(_) => of_ident(tokens, at, place),
            TokenTree::Punct(punct) if punct.as_char() == '$' && in_a_path(tokens, at, place) => {
                Some(Found::PathByArgument)
            }
            TokenTree::Group(group) => {
                let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                scan(&inner, place_of(tokens, at, place), found);
                None
            }
            _ => None,
        };
        if let Some(what) = what {
            found.push((token.span().start().line, what));
        }
    }
}

/// Where the group at `tokens[at]`, in a group of `place`.
fn place_of(tokens: &[TokenTree], at: usize, place: Place) -> Place {
    let TokenTree::Group(group) = &tokens[at] else {
        return place;
    };
    let attribute = group.delimiter() == Delimiter::Bracket
        && (punct_at(tokens, at.wrapping_sub(1), '#')
            || punct_at(tokens, at.wrapping_sub(1), '!')
                && punct_at(tokens, at.wrapping_sub(2), '#'));
    let use_group = group.delimiter() == Delimiter::Brace
        && (path_sep_before(tokens, at) || ident_at(tokens, at.wrapping_sub(1), "use"));
    if place == Place::Attribute || attribute {
        Place::Attribute
    } else if use_group {
        Place::UseGroup
    } else {
        Place::Code
    }
}

/// What the identifier at `tokens[at]` is, if it is refused there.
fn of_ident(tokens: &[TokenTree], at: usize, place: Place) -> Option<Found> {
    let name = name_at(tokens, at)?;
    let renamed = ident_at(tokens, at + 1, "as");
    let in_path = path_sep_before(tokens, at) || path_sep_at(tokens, at + 1);
    match name.as_str() {
        "unsafe" => Some(Found::Unsafe(attribute_marked(tokens, at))),
        "env" if punct_at(tokens, at + 1, '!') || renamed => Some(Found::BuildTimeRead(name)),
        // Not the module (`std::env::args`): a name another macro could be given to call.
        "env" if !in_path && place != Place::UseGroup => Some(Found::BareEnv),
        "env" => None,
        read if BUILD_TIME_READS.contains(&read) => Some(Found::BuildTimeRead(name)),
        "debugger_visualizer" => Some(Found::DebuggerVisualizer),
        "process"
            if in_path
                || renamed
                || place == Place::UseGroup
                || ident_at(tokens, at.wrapping_sub(1), "use") =>
        {
            Some(Found::Process)
        }
        "std" | "core" | "alloc" if renamed => Some(Found::RenamedStd(name)),
        "std" | "core" | "alloc" if glob_after(tokens, at) => Some(Found::StdGlob(name)),
        "self" if renamed && place == Place::UseGroup => Some(Found::RenamedStd(name)),
        "path" if place == Place::Attribute && punct_at(tokens, at + 1, '=') => {
            Some(Found::PathAttribute)
        }
        "mod" if !with_body(tokens, at) => Some(Found::OutOfLineModule),
        limit if place == Place::Attribute && COMPILER_LIMITS.contains(&limit) => {
            Some(Found::CompilerLimit(name))
        }
        _ => None,
    }
}

/// The attribute `unsafe(...)` at `tokens[at]` marks: `link_section` in
/// `#[unsafe(link_section = ".init_array")]`.
fn attribute_marked(tokens: &[TokenTree], at: usize) -> Option<String> {
    match tokens.get(at + 1)? {
        TokenTree::Group(group) if group.delimiter() == Delimiter::Parenthesis => {
            let first = group.stream().into_iter().next()?;
            name_at(&[first], 0)
        }
        _ => None,
    }
}

/// Whether `mod` at `tokens[at]` is followed by a name and the module's body in braces:
/// `mod name { ... }`, or `mod $name { ... }` in a macro.
fn with_body(tokens: &[TokenTree], at: usize) -> bool {
    let name_end = if punct_at(tokens, at + 1, '$') {
        at + 2
    } else {
        at + 1
    };
    name_at(tokens, name_end).is_some()
        && matches!(tokens.get(name_end + 1),
            Some(TokenTree::Group(group)) if group.delimiter() == Delimiter::Brace)
}

/// Whether `$` at `tokens[at]` (a macro's argument) makes part of a path: `std::$name`, or a
/// name in a `use`, which could be `process`.
fn in_a_path(tokens: &[TokenTree], at: usize, place: Place) -> bool {
    path_sep_before(tokens, at)
        || place == Place::UseGroup
        || ident_at(tokens, at.wrapping_sub(1), "use")
}

/// Whether the crate named at `tokens[at]` is followed by a glob: `std::*`, `std::{*, ...}`.
fn glob_after(tokens: &[TokenTree], at: usize) -> bool {
    if !path_sep_at(tokens, at + 1) {
        return false;
    }
    match tokens.get(at + 3) {
        Some(TokenTree::Punct(punct)) => punct.as_char() == '*',
        Some(TokenTree::Group(group)) if group.delimiter() == Delimiter::Brace => {
            let inner: Vec<TokenTree> = group.stream().into_iter().collect();
            (0..inner.len()).any(|at| punct_at(&inner, at, '*'))
        }
        _ => false,
    }
}

/// The identifier at `tokens[at]`, as the compiler reads it (`r#process` is `process`).
fn name_at(tokens: &[TokenTree], at: usize) -> Option<String> {
    match tokens.get(at)? {
        TokenTree::Ident(ident) => {
            let name = ident.to_string();
            Some(name.strip_prefix("r#").map_or(name.clone(), str::to_string))
        }
        _ => None,
    }
}

fn ident_at(tokens: &[TokenTree], at: usize, name: &str) -> bool {
    name_at(tokens, at).is_some_and(|found| found == name)
}

fn punct_at(tokens: &[TokenTree], at: usize, char: char) -> bool {
    matches!(tokens.get(at), Some(TokenTree::Punct(punct)) if punct.as_char() == char)
}

/// Whether `tokens[at..]` starts with `::`.
fn path_sep_at(tokens: &[TokenTree], at: usize) -> bool {
    let joint = matches!(tokens.get(at), Some(TokenTree::Punct(punct))
        if punct.as_char() == ':' && punct.spacing() == Spacing::Joint);
    joint && punct_at(tokens, at + 1, ':')
}

/// Whether `::` comes right before `tokens[at]`.
fn path_sep_before(tokens: &[TokenTree], at: usize) -> bool {
    at >= 2 && path_sep_at(tokens, at - 2)
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::*;
    use crate::chapters::chapters;
    use crate::files::files_under;

    /// Each construct a learner could use to reach past their file, on line 3 of a file, and
    /// what the refusal names.
    /// Each construct a learner could use to reach past their file, what the refusal names and
    /// the line of the code it is found on (the file has two lines before the code).
    const REFUSED: &[(&str, &str, usize)] = &[
        (
            "#[used]\n#[unsafe(link_section = \".init_array\")]\nstatic F: fn() = f;",
            "`unsafe` (`link_section`)",
            2,
        ),
        (
            "#[unsafe(no_mangle)]\npub extern \"C\" fn main() {}",
            "`unsafe` (`no_mangle`)",
            1,
        ),
        (
            "#[unsafe(export_name = \"x\")]\nfn f() {}",
            "`unsafe` (`export_name`)",
            1,
        ),
        (
            "unsafe extern \"C\" {\n    fn exit(code: i32);\n}",
            "`unsafe`",
            1,
        ),
        ("fn f() {\n    unsafe { g() }\n}", "`unsafe`", 2),
        (
            "const S: &str = include_str!(\"../../x\");",
            "`include_str!`",
            1,
        ),
        (
            "const S: &[u8] = include_bytes!(\"/etc/passwd\");",
            "`include_bytes!`",
            1,
        ),
        ("include!(\"../../learner-0/src/lib.rs\");", "`include!`", 1),
        (
            "const T: Option<&str> = option_env!(\"GITHUB_TOKEN\");",
            "`option_env!`",
            1,
        ),
        ("const T: &str = env!(\"HOME\");", "`env!`", 1),
        (
            "use std::env as e;\nconst T: &str = e!(\"HOME\");",
            "`env!`",
            1,
        ),
        (
            "macro_rules! m {\n    ($m:ident) => { $m!(\"HOME\") };\n}\nconst T: &str = m!(env);",
            "`env!`",
            4,
        ),
        (
            "macro_rules! m {\n    () => { option_env!(\"X\") };\n}",
            "`option_env!`",
            2,
        ),
        (
            "#![debugger_visualizer(gdb_script_file = \"../x\")]",
            "`debugger_visualizer`",
            1,
        ),
        (
            "fn f() {\n    std::process::exit(0)\n}",
            "`std::process`",
            2,
        ),
        ("use std::{fs, process};", "`std::process`", 1),
        (
            "use std::{os::unix::{process::CommandExt}};",
            "`std::process`",
            1,
        ),
        ("use ::core::process as p;", "`std::process`", 1),
        ("fn f() {\n    process::abort()\n}", "`std::process`", 2),
        (
            "fn f() {\n    std::r#process::exit(0)\n}",
            "`std::process`",
            2,
        ),
        (
            "macro_rules! m {\n    ($p:ident) => { std::$p::exit(0) };\n}",
            "(`::$`)",
            2,
        ),
        ("use std as s;", "`std` under another name", 1),
        ("extern crate std as s;", "`std` under another name", 1),
        (
            "#[path = \"../../learner-0/src/lib.rs\"]\nmod theirs;",
            "`#[path]`",
            1,
        ),
        (
            "#[cfg_attr(all(), path = \"x.rs\")]\nmod theirs;",
            "`#[path]`",
            1,
        ),
        (
            "macro_rules! m {\n    ($a:ident) => { #[$a = \"x.rs\"] mod theirs; };\n}",
            "`mod name;`",
            2,
        ),
        (
            "macro_rules! m {\n    ($a:tt $b:tt $k:tt) => { #[$a $b \"x.rs\"] $k theirs; };\n}\nm!(path = mod);",
            "`mod name;`",
            4,
        ),
        (
            "macro_rules! m {\n    ($p:ident) => { use std::{$p as p}; };\n}",
            "(`::$`)",
            2,
        ),
        (
            "macro_rules! m {\n    ($p:ident) => { use $p as p; };\n}",
            "(`::$`)",
            2,
        ),
        ("use std::*;", "`std::*`", 1),
        ("use ::std::{*};", "`std::*`", 1),
        ("use std::{self as s};", "`self` under another name", 1),
        (
            "#![recursion_limit = \"100000\"]",
            "`recursion_limit` in an attribute",
            1,
        ),
        (
            "#![type_length_limit = \"1\"]",
            "`type_length_limit` in an attribute",
            1,
        ),
        (
            "#[allow(long_running_const_eval)]\nconst X: u8 = 0;",
            "`long_running_const_eval` in an attribute",
            1,
        ),
        (
            "#![cfg_attr(all(), warn(long_running_const_eval))]",
            "`long_running_const_eval`",
            1,
        ),
    ];

    #[test]
    fn each_construct_is_refused_with_its_line() {
        for (code, named, line) in REFUSED {
            let source = format!("//! A learner's file.\n\n{code}\n");
            let why = refusal(source.as_bytes()).unwrap_or_else(|| panic!("{code}"));
            let line = format!("(line {})", line + 2);
            assert!(why.contains(named) && why.contains(&line), "{code}\n{why}");
            assert!(why.contains("graded code may not, as"), "{why}");
        }
    }

    #[test]
    fn honest_uses_of_the_same_words_are_not_refused() {
        let honest = "use std::env;\nuse std::{collections::HashMap, env::args};\n\
            fn process(board: u8) -> u8 { board }\nfn f() { let process = process(1); \
            let _ = std::env::args(); let _ = (process, \"include_str!(x)\"); }\n\
            /// `unsafe`, `std::process::exit` and `#[path]` in a comment.\nmod inline { }\n";
        assert_eq!(refusal(honest.as_bytes()), None);
    }

    #[test]
    fn a_file_that_does_not_parse_or_is_not_utf8_is_left_to_the_compiler() {
        assert_eq!(refusal(b"fn f( { include_str!(\"x\") }"), None);
        assert_eq!(refusal(b"\xff include_str!(\"x\")"), None);
    }

    #[test]
    fn the_course_s_stubs_references_styles_and_mistakes_are_not_refused() {
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files: Vec<(String, String)> = Vec::new();
        for chapter in chapters(workspace).unwrap() {
            let stub = fs::read_to_string(chapter.stub_file()).unwrap();
            files.push((chapter.slug.clone(), stub));
            files.push((chapter.slug.clone(), chapter.reference_lib()));
        }
        // The right answers in other styles, and the typical mistakes: learners' files too.
        let styles = files_under(&workspace.join("tests/styles")).unwrap();
        let mistakes = files_under(&workspace.join("tests/mutants")).unwrap();
        for style in styles.into_iter().chain(mistakes) {
            if style.extension().is_some_and(|ext| ext == "rs") {
                files.push((
                    style.display().to_string(),
                    fs::read_to_string(&style).unwrap(),
                ));
            }
        }
        assert!(files.len() > 60, "{}", files.len());
        for (name, source) in files {
            assert_eq!(refusal(source.as_bytes()), None, "{name}");
        }
    }

    #[test]
    fn grading_forbids_unsafe_code_in_a_chapter_s_manifest() {
        let chapter = crate::chapters::of_this_course("scoop");
        let manifest = fs::read_to_string(chapter.dir.join("Cargo.toml")).unwrap();
        let forbidden = forbid_unsafe(&manifest).unwrap();
        assert!(forbidden.starts_with(&manifest));
        assert!(forbidden.ends_with("[lints.rust]\nunsafe_code = \"forbid\"\n"));
        assert!(forbid_unsafe(&forbidden).is_err(), "forbidden twice");
    }
}
