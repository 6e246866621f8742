//! Rust the tool generates, built as tokens (`quote`) and laid out by prettyplease: where no
//! line number matters, a generated file reads like a hand-written one without the tool
//! pasting text into templates. (A traced function's wrapper is the exception: it must stay on
//! one line; see `trace::signature::Wrapper::text`.)

use anyhow::{Context, Result};
use proc_macro2::TokenStream;

/// `tokens`, a whole file of Rust, laid out as rustfmt would, near enough.
pub fn formatted(tokens: TokenStream) -> Result<String> {
    let file: syn::File = syn::parse2(tokens).context("the tool generated Rust that is not")?;
    Ok(prettyplease::unparse(&file))
}
