//! The `mdbook-ayoayo` command, for a stock `mdbook build`, which runs it twice:
//!
//! - `mdbook-ayoayo supports RENDERER`: exits with 0 when it can draw for that renderer
//!   (`html`), 1 otherwise;
//! - `mdbook-ayoayo`: reads `[context, book]` as JSON on stdin, writes the processed book as
//!   JSON on stdout. Errors go to stderr, with a failing exit status, which fails the build.

use std::io;
use std::process::ExitCode;

use mdbook_ayoayo::Ayoayo;
use mdbook_preprocessor::{MDBOOK_VERSION, Preprocessor, parse_input};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [supports, renderer] if supports == "supports" => {
            match Ayoayo.supports_renderer(renderer) {
                Ok(true) => ExitCode::SUCCESS,
                _ => ExitCode::FAILURE,
            }
        }
        [] => match preprocess() {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("mdbook-ayoayo: {error:#}");
                ExitCode::FAILURE
            }
        },
        _ => {
            eprintln!("usage: mdbook-ayoayo [supports RENDERER]  (run by mdbook, see book.toml)");
            ExitCode::from(2)
        }
    }
}

/// One run of the preprocessor protocol, stdin to stdout.
fn preprocess() -> anyhow::Result<()> {
    let (ctx, book) = parse_input(io::stdin().lock())?;
    if ctx.mdbook_version != MDBOOK_VERSION {
        eprintln!(
            "mdbook-ayoayo: warning: built for mdbook {MDBOOK_VERSION}, called by mdbook {}",
            ctx.mdbook_version
        );
    }
    let book = Ayoayo.run(&ctx, book)?;
    serde_json::to_writer(io::stdout().lock(), &book)?;
    Ok(())
}
