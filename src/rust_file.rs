//! Rust the tool generates, built as tokens (`quote`) and laid out by prettyplease: where no
//! line number matters, a generated file reads like a hand-written one without the tool
//! pasting text into templates. (A traced function's wrapper is the exception: it must stay on
//! one line; see `tracer::signature::Wrapper::text`.)

use anyhow::{Context, Result};
use proc_macro2::TokenStream;
use syn::visit::Visit;

/// `tokens`, a whole file of Rust, laid out as rustfmt would, near enough.
pub fn formatted(tokens: TokenStream) -> Result<String> {
    let file: syn::File = syn::parse2(tokens).context("the tool generated Rust that is not")?;
    Ok(prettyplease::unparse(&file))
}

/// `tokens` laid out by [`formatted`] when they parse as a file; else as they are, on one line
/// (`TokenStream`'s `Display`): for a file holding Rust the tool was given rather than built (a
/// learner's `--call`), which the compiler, not the tool, should tell them is wrong.
pub fn formatted_or_as_is(tokens: TokenStream) -> String {
    match syn::parse2::<syn::File>(tokens.clone()) {
        Ok(file) => prettyplease::unparse(&file),
        Err(_) => tokens.to_string(),
    }
}

/// Whether a type has an `impl Trait` anywhere in it: `&impl Fn(&P) -> Q`. A trace's wrapper
/// and a bundle of drill mistakes (which must return one type from every mistake) both ask.
pub fn has_impl(ty: &syn::Type) -> bool {
    struct Impls(bool);
    impl<'ast> Visit<'ast> for Impls {
        fn visit_type_impl_trait(&mut self, _: &'ast syn::TypeImplTrait) {
            self.0 = true;
        }
    }
    let mut found = Impls(false);
    found.visit_type(ty);
    found.0
}
