//! The learner's file, rewritten so every call of its functions is recorded.
//!
//! Each function (free, nested in a body, or a method of an inherent `impl`) is renamed
//! `__traced_NAME` and a wrapper with its old name is put before it, on the same line: the
//! wrapper records the arguments, asks the reference the same question when it can, calls the
//! renamed body and records the answer. A recursive call names the wrapper, so every call is
//! seen. The edits are made in place (see [`super::edits`]), so the learner's lines keep their
//! numbers. Trait impls, `const`, `async` and `extern` functions are left as written.

use std::collections::BTreeMap;

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use quote::format_ident;
use syn::spanned::Spanned;
use syn::visit::{self, Visit};
use syn::{Attribute, ImplItemFn, Item, ItemFn, ItemImpl, Signature, Visibility};

use super::edits::{Edits, text_of};
use super::signature::{Wrapper, generics_with_bounds, mentions};

/// The types and traits of the reference's module that the generated crate takes from the
/// reference rather than defining again, so the reference can be asked about its values and
/// the `impl`s of them, the reference's already, go.
#[derive(Clone, Debug, Default)]
pub struct ReferenceTypes {
    /// Where they are: `::ayoayo::search`.
    pub path: String,
    /// Their names: the module's public types and traits.
    pub names: Vec<String>,
    /// Whether this file defines them (the module's own file, not a child module's).
    pub defined_here: bool,
    /// The model answers' types (a drill's data definition), name → path
    /// (`::ayoayo::drills::awari::Moves`), taken from there in whichever file defines them.
    pub answers: BTreeMap<String, String>,
}

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
    /// For the reference's own modules: its types and traits, which stay the reference's.
    pub reference_types: Option<ReferenceTypes>,
    /// Whether type parameters get a `Debug` bound (and `Clone` where the oracle needs it), so
    /// a `Tree<P>` shows its positions rather than its type's name.
    pub bounds: bool,
    /// The types whose `{:?}` hides what they hold, by name, with how to show it: a result of
    /// such a type is shown, and compared with the reference's, that way, with recording
    /// paused. Used only with `bounds`, which showing needs.
    pub outlines: BTreeMap<String, Outline>,
    /// The types of memo tables (`HashMap`, `Table`): one handed by `&mut` is not copied for
    /// the reference, which gets an empty one, so its answer is the question's own and not
    /// what the learner's table, right or wrong, already holds.
    pub fresh: Vec<String>,
}

/// How to show a value whose `{:?}` hides what it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outline {
    /// An expression showing the value written in place of `{}`:
    /// `::ayoayo::lazy::outline(&{})`.
    pub show: String,
    /// Whether showing the value uses it up (a lazy list walks once): then what is shown is a
    /// fresh one, from the function called again on copies of its arguments before the call.
    pub again: bool,
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
        if let Some(given) = &self.plan.reference_types {
            return self.give_reference_types(file, given);
        }
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

    /// Replaces the reference's module's own types and traits by the reference's, and removes
    /// the `impl`s of them: the reference has them already.
    fn give_reference_types(&mut self, file: &syn::File, given: &ReferenceTypes) {
        let names = &given.names;
        for item in &file.items {
            let text = text_of(self.source, item.span());
            let blank = "\n".repeat(text.matches('\n').count());
            match (type_name(item), item) {
                (Some(name), _) if given.answers.contains_key(&name) => {
                    let path = &given.answers[&name];
                    (self.edits).replace(item.span(), format!("pub use {path};{blank}"));
                }
                (Some(name), _) if given.defined_here && names.contains(&name) => {
                    let path = &given.path;
                    (self.edits).replace(item.span(), format!("pub use {path}::{name};{blank}"));
                }
                (_, Item::Impl(block)) => {
                    let trait_name = (block.trait_.as_ref())
                        .and_then(|(path, _)| path.segments.last())
                        .map(|segment| segment.ident.to_string());
                    // A drill's data definition is the model answers' too, with its `impl`s.
                    let own = [last_ident(&block.self_ty), trait_name];
                    let given_type =
                        |name: &String| names.contains(name) || given.answers.contains_key(name);
                    if own.iter().flatten().any(given_type) {
                        self.edits.replace(item.span(), blank);
                    }
                }
                _ => {}
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
            sig,
            vis,
            attrs,
            owner: self.owner.as_deref(),
            oracle: oracle.map(String::as_str),
            bounds: self.plan.bounds,
            outline: self.outline(sig),
            fresh: &self.plan.fresh,
        };
        let text = wrapper.text();
        self.edits.insert_at(start, text);
        let traced = format_ident!("__traced_{}", sig.ident);
        (self.edits).replace(sig.ident.span(), traced.to_string());
        if let (Some(lt), Some(gt)) = (sig.generics.lt_token, sig.generics.gt_token) {
            let generics = generics_with_bounds(&sig.generics, &wrapper.bounded());
            (self.edits).replace_between(lt.span, gt.span, generics.to_string());
        }
    }
}

impl<'a> Walker<'a> {
    /// The function that shows what a result of `sig` holds, when its type hides it.
    fn outline(&self, sig: &Signature) -> Option<&'a Outline> {
        let syn::ReturnType::Type(_, ty) = &sig.output else {
            return None;
        };
        let name = last_ident(ty)?;
        self.plan.outlines.get(&name).filter(|_| self.plan.bounds)
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
            let text = generics_with_bounds(generics, &bounded);
            (self.edits).replace_between(lt.span, gt.span, text.to_string());
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

/// The name a type item defines: a struct, an enum, a union, an alias or a trait.
fn type_name(item: &Item) -> Option<String> {
    match item {
        Item::Struct(s) => Some(s.ident.to_string()),
        Item::Enum(e) => Some(e.ident.to_string()),
        Item::Union(u) => Some(u.ident.to_string()),
        Item::Type(t) => Some(t.ident.to_string()),
        Item::Trait(t) => Some(t.ident.to_string()),
        _ => None,
    }
}

/// The last name of a path type: `Tree` for `Tree<P>` or `crate::Tree<P>`.
pub fn last_ident(ty: &syn::Type) -> Option<String> {
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
