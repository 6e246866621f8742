//! The learner's file, rewritten so every call of its functions is recorded.
//!
//! Each function (free, nested in a body, or a method of an inherent `impl`) is renamed
//! `__traced_NAME` and a wrapper with its old name is put before it, on the same line: the
//! wrapper records the arguments, asks the reference the same question when it can, calls the
//! renamed body and records the answer. A recursive call names the wrapper, so every call is
//! seen. The edits are made in place (see [`super::edits`]), so the learner's lines keep their
//! numbers. Trait impls, `const`, `async` and `extern` functions are left as written.

use std::collections::BTreeMap;

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use syn::spanned::Spanned;
use syn::visit::{self, Visit};
use syn::{Attribute, ImplItemFn, Item, ItemFn, ItemImpl, Signature, Visibility};

use super::edits::{Edits, text_of};
use super::signature::{Wrapper, generics_with_bounds, mentions};

/// What to do to one file.
#[derive(Clone, Debug, Default)]
pub struct Plan {
    /// The functions whose answers the reference is asked for: name → the reference's path
    /// (`::ayoayo::kalah::distribute`). Empty when no oracle is wanted.
    pub oracles: BTreeMap<String, String>,
    /// The chapter's types the reference can stand in for: name → its path
    /// (`::ayoayo::tree::Tree`).
    pub types: BTreeMap<String, String>,
    /// The stub's source: a type is the reference's only where the file defines it as the
    /// stub does. `None`: every one of `types` is the reference's (the reference's own file).
    pub stub: Option<String>,
    /// Whether type parameters get a `Debug` bound (and `Clone` where the oracle needs it), so
    /// a `Tree<P>` shows its positions rather than its type's name.
    pub bounds: bool,
}

/// `source` instrumented as `plan` says, or the parser's reason why it is not Rust.
pub fn instrument(source: &str, plan: &Plan) -> syn::Result<String> {
    let file = syn::parse_file(source)?;
    let mut walker = Walker {
        source,
        plan,
        kept_types: Vec::new(),
        edits: Edits::default(),
        nested: 0,
        owner: None,
    };
    walker.give_types(&file);
    walker.visit_file(&file);
    Ok(walker.edits.apply(source))
}

/// `source` with its paths from the crate's root (`crate::Board`, `super::next_pit`) made
/// paths into the reference (`::ayoayo::Board`): a module of the reference compiled as a
/// crate of its own. `pub(crate)` and `$crate` are left alone.
pub fn paths_into_reference(source: &str) -> syn::Result<String> {
    let tokens: TokenStream = source.parse()?;
    let mut edits = Edits::default();
    root_paths(tokens, &mut edits);
    Ok(edits.apply(source))
}

fn root_paths(tokens: TokenStream, edits: &mut Edits) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    for (index, token) in tokens.iter().enumerate() {
        match token {
            TokenTree::Group(group) => root_paths(group.stream(), edits),
            TokenTree::Ident(ident) if ident == "crate" || ident == "super" => {
                let after_dollar = index > 0
                    && matches!(&tokens[index - 1], TokenTree::Punct(p) if p.as_char() == '$');
                let path = matches!(tokens.get(index + 1),
                    Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Joint);
                if path && !after_dollar {
                    edits.replace(ident.span(), "::ayoayo");
                }
            }
            _ => {}
        }
    }
}

struct Walker<'a> {
    source: &'a str,
    plan: &'a Plan,
    /// The chapter's types the file defines its own way: functions using them get no oracle.
    kept_types: Vec<String>,
    edits: Edits,
    /// How many function bodies the walk is inside.
    nested: usize,
    /// The type of the inherent `impl` whose methods are being walked.
    owner: Option<String>,
}

impl Walker<'_> {
    /// Replaces each of the chapter's types defined as the stub defines it by the reference's
    /// (keeping the lines it took), unless an `impl` in the file is for it: that would then be
    /// an impl of another crate's type.
    fn give_types(&mut self, file: &syn::File) {
        let stub = self.plan.stub.as_deref().map(syn::parse_file);
        let stub_items = match &stub {
            Some(Ok(stub)) => Some(stub.items.as_slice()),
            Some(Err(_)) => Some(&[][..]),
            None => None,
        };
        let implemented: Vec<String> = file
            .items
            .iter()
            .filter_map(|item| match item {
                Item::Impl(block) => last_ident(&block.self_ty),
                _ => None,
            })
            .collect();
        for item in &file.items {
            let Some(name) = type_name(item) else {
                continue;
            };
            let Some(path) = self.plan.types.get(&name) else {
                continue;
            };
            let as_stub = stub_items.is_none_or(|items| {
                let same = |stub_item: &&Item| type_name(stub_item).as_ref() == Some(&name);
                items.iter().find(same).is_some_and(|stub_item| {
                    let stub = self.plan.stub.as_deref().unwrap_or_default();
                    without_attributes(text_of(stub, stub_item.span()))
                        == without_attributes(text_of(self.source, item.span()))
                })
            });
            if as_stub && !implemented.contains(&name) {
                let lines = text_of(self.source, item.span()).matches('\n').count();
                let text = format!("pub use {path};{}", "\n".repeat(lines));
                self.edits.replace(item.span(), text);
            } else {
                self.kept_types.push(name);
            }
        }
    }

    /// Renames a function and puts its wrapper before it.
    fn trace(&mut self, attrs: &[Attribute], vis: &Visibility, sig: &Signature, start: usize) {
        let skipped = sig.constness.is_some()
            || sig.asyncness.is_some()
            || sig.abi.is_some()
            || sig.variadic.is_some()
            || attrs.iter().any(|a| a.path().is_ident("test"));
        if skipped {
            return;
        }
        let name = sig.ident.to_string();
        let top_level = self.nested == 0 && self.owner.is_none();
        let oracle = self
            .plan
            .oracles
            .get(&name)
            .filter(|_| top_level)
            .filter(|_| !mentions(sig, &self.kept_types));
        let wrapper = Wrapper {
            source: self.source,
            sig,
            vis,
            attrs,
            owner: self.owner.as_deref(),
            oracle: oracle.map(String::as_str),
            bounds: self.plan.bounds,
        };
        let text = wrapper.text();
        self.edits.insert_at(start, text);
        self.edits
            .replace(sig.ident.span(), format!("__traced_{name}"));
        if let (Some(lt), Some(gt)) = (sig.generics.lt_token, sig.generics.gt_token) {
            let generics = generics_with_bounds(self.source, &sig.generics, &wrapper.bounded());
            self.edits.replace_between(lt.span, gt.span, generics);
        }
    }
}

impl<'ast> Visit<'ast> for Walker<'_> {
    fn visit_item_fn(&mut self, f: &'ast ItemFn) {
        let start = f.span().byte_range().start;
        self.trace(&f.attrs, &f.vis, &f.sig, start);
        let owner = self.owner.take();
        self.nested += 1;
        visit::visit_item_fn(self, f);
        self.nested -= 1;
        self.owner = owner;
    }

    fn visit_item_impl(&mut self, block: &'ast ItemImpl) {
        if block.trait_.is_some() {
            return;
        }
        let generics = &block.generics;
        if let (true, Some(lt), Some(gt)) = (self.plan.bounds, generics.lt_token, generics.gt_token)
        {
            let all: Vec<String> = generics
                .type_params()
                .map(|p| p.ident.to_string())
                .collect();
            let bounded = super::signature::Bounded {
                debug: all,
                clone: Vec::new(),
            };
            let text = generics_with_bounds(self.source, generics, &bounded);
            self.edits.replace_between(lt.span, gt.span, text);
        }
        let outer = self
            .owner
            .replace(last_ident(&block.self_ty).unwrap_or_default());
        visit::visit_item_impl(self, block);
        self.owner = outer;
    }

    fn visit_impl_item_fn(&mut self, f: &'ast ImplItemFn) {
        let start = f.span().byte_range().start;
        self.trace(&f.attrs, &f.vis, &f.sig, start);
        let owner = self.owner.take();
        self.nested += 1;
        visit::visit_impl_item_fn(self, f);
        self.nested -= 1;
        self.owner = owner;
    }

    fn visit_item_trait(&mut self, _: &'ast syn::ItemTrait) {}
}

/// The name a type item defines: a struct, an enum, a union or an alias.
fn type_name(item: &Item) -> Option<String> {
    match item {
        Item::Struct(s) => Some(s.ident.to_string()),
        Item::Enum(e) => Some(e.ident.to_string()),
        Item::Union(u) => Some(u.ident.to_string()),
        Item::Type(t) => Some(t.ident.to_string()),
        _ => None,
    }
}

/// The last name of a path type: `Tree` for `Tree<P>` or `crate::Tree<P>`.
fn last_ident(ty: &syn::Type) -> Option<String> {
    match ty {
        syn::Type::Path(path) => path.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

/// An item's tokens as text without its attributes and comments (doc comments included), so
/// a definition compares as the stub's when only its words around it differ.
fn without_attributes(text: &str) -> String {
    let Ok(tokens) = text.parse::<TokenStream>() else {
        return text.to_string();
    };
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut kept = Vec::new();
    let mut index = 0;
    while index < tokens.len() {
        let attribute = matches!(&tokens[index], TokenTree::Punct(p) if p.as_char() == '#')
            && matches!(tokens.get(index + 1),
                Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Bracket);
        if attribute {
            index += 2;
        } else {
            kept.push(tokens[index].clone());
            index += 1;
        }
    }
    kept.into_iter().collect::<TokenStream>().to_string()
}
