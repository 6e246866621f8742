//! A traced function's wrapper, written from its signature: the same name, generics, argument
//! types and result, with plain argument names (`__a0`, `__a1`...), recording the call around
//! a call of the renamed body. Built as tokens (`quote`), from the signature's own syntax
//! tree, so what is generated is Rust by construction rather than by careful string pasting.

use proc_macro2::{Ident, TokenStream};
use quote::{ToTokens, format_ident, quote};
use syn::visit::Visit;
use syn::{
    Attribute, FnArg, GenericParam, Generics, Pat, ReceiverKind, ReturnType, Safety, Signature,
    Type, Visibility,
};

use super::closures::{Names, closure_names, mentions_a_closure, observer, shareable};
use super::instrument::{Outline, last_ident};
use crate::rust_file::has_impl;

/// The type parameters given bounds: `Debug` to show values of them, `Clone` to ask the
/// reference with copies of them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bounded {
    pub debug: Vec<String>,
    pub clone: Vec<String>,
}

/// The wrapper of one function.
pub struct Wrapper<'a> {
    pub sig: &'a Signature,
    pub vis: &'a Visibility,
    pub attrs: &'a [Attribute],
    /// The type of the inherent `impl` a method is in.
    pub owner: Option<&'a str>,
    /// The reference's function to ask, such as `::ayoayo::distribute`.
    pub oracle: Option<&'a str>,
    /// Whether type parameters get `Debug` (and `Clone`) bounds.
    pub bounds: bool,
    /// How to show the result, when `{:?}` would hide what it holds.
    pub outline: Option<&'a Outline>,
    /// The memo tables' types: the reference gets an empty one (see `Plan::fresh`).
    pub fresh: &'a [String],
}

impl Wrapper<'_> {
    /// The reference's function to ask, unless an argument cannot be handed to both: a closure
    /// that answers something and can be neither shared nor cloned, or another `impl Trait`
    /// value, which cannot be copied in general.
    fn oracle(&self) -> Option<&str> {
        self.oracle.filter(|_| self.copyable())
    }

    /// Whether every argument can be handed to a second call as well as to this one.
    fn copyable(&self) -> bool {
        let generics = &self.sig.generics;
        self.sig.inputs.iter().all(|input| match input {
            FnArg::Typed(typed) => {
                let ty = &*typed.ty;
                observer(ty, generics).is_some()
                    || shareable(ty, generics)
                    || !(mentions_a_closure(ty, generics) || matches!(ty, Type::ImplTrait(_)))
            }
            FnArg::Receiver(_) => true,
        })
    }

    /// The reference's function with its type parameters named (`size::<P>`), so a parameter
    /// only its result mentions is known; without them when an argument is an `impl Trait`,
    /// which rules naming them out.
    fn oracle_path(&self, path: &str) -> TokenStream {
        let named = (self.sig.generics.params.iter()).filter_map(|param| match param {
            GenericParam::Type(tp) => Some(&tp.ident),
            GenericParam::Const(c) => Some(&c.ident),
            GenericParam::Lifetime(_) => None,
        });
        let named: Vec<&Ident> = named.collect();
        let impls = self.sig.inputs.iter().any(|input| match input {
            FnArg::Typed(typed) => has_impl(&typed.ty),
            FnArg::Receiver(_) => false,
        });
        let path = rust(path);
        match named.is_empty() || impls {
            true => path,
            false => quote!(#path::<#(#named),*>),
        }
    }

    /// Whether the result is shown from a second call (see [`Outline::again`]): not for a
    /// method, whose receiver is not copied, nor when an argument cannot be copied.
    fn again(&self) -> bool {
        let unsafe_fn = matches!(self.sig.safety, Safety::Unsafe(_));
        let again = self.outline.is_some_and(|outline| outline.again);
        again && self.owner.is_none() && !unsafe_fn && self.copyable()
    }

    /// The type parameters to bound: all but those bounded by `Fn`, `FnMut` or `FnOnce`.
    pub fn bounded(&self) -> Bounded {
        if !self.bounds {
            return Bounded::default();
        }
        let closures = closure_names(&self.sig.generics);
        let plain: Vec<String> = (self.sig.generics.type_params())
            .map(|param| param.ident.to_string())
            .filter(|name| !closures.contains(name))
            .collect();
        let clone = if self.oracle().is_some() || self.again() {
            plain.clone()
        } else {
            Vec::new()
        };
        Bounded {
            debug: plain,
            clone,
        }
    }

    /// The wrapper, on one line: it is put on the first line of the learner's function, so
    /// every line after it keeps its number, and a panic's `file:line` and the call tree's
    /// lines stay the learner's. So its tokens are printed by `TokenStream`'s `Display`, which
    /// never breaks a line, and not by prettyplease, which lays code out to be read.
    pub fn text(&self) -> String {
        format!("{} ", self.tokens())
    }

    /// The wrapper: the signature, with plain argument names, and a body that records the
    /// call, asks the reference, calls the renamed function and shows its result.
    fn tokens(&self) -> TokenStream {
        let sig = self.sig;
        let name = &sig.ident;
        let cfgs = (self.attrs.iter()).filter(|attribute| attribute.path().is_ident("cfg"));
        let vis = self.vis;
        let unsafe_fn = matches!(sig.safety, Safety::Unsafe(_));
        let unsafety = unsafe_fn.then(|| quote!(unsafe));
        let generics =
            (sig.generics.lt_token).map(|_| generics_with_bounds(&sig.generics, &self.bounded()));
        let Arguments {
            params,
            shown,
            passed,
            asked,
        } = self.arguments();
        let (output, where_clause) = (&sig.output, &sig.generics.where_clause);
        let recorded = match self.owner {
            Some(owner) => format!("{owner}::{name}"),
            None => name.to_string(),
        };
        let traced = format_ident!("__traced_{}", name);
        let callee = match self.owner {
            Some(_) => quote!(Self::#traced),
            None => quote!(#traced),
        };
        let (ask, again, result) = self.answers(&callee, &asked);
        let call = quote!(#callee(#(#passed),*));
        let call = match unsafe_fn {
            true => quote!(unsafe { #call }),
            false => call,
        };
        quote! {
            #(#cfgs)* #vis #unsafety fn #name #generics (#(#params),*) #output #where_clause {
                let __frame = ::ayoayo_calltree::record::enter(#recorded, ::std::vec![#(#shown),*]);
                let __asked = #ask;
                #again
                let __result = #call;
                let __shown = #result;
                __frame.leave(__shown, __asked);
                __result
            }
        }
    }

    /// The wrapper's arguments: as it declares them, as it records them, as it passes them to
    /// the renamed function, and as it hands them to the reference.
    fn arguments(&self) -> Arguments {
        let mut arguments = Arguments::default();
        for (index, input) in self.sig.inputs.iter().enumerate() {
            match input {
                FnArg::Receiver(receiver) => {
                    arguments.params.push(match &receiver.kind {
                        ReceiverKind::Typed(_, ty) => quote!(self: #ty),
                        ReceiverKind::Value => quote!(self),
                        _ => receiver.to_token_stream(),
                    });
                    let shown = quote!(::ayoayo_calltree::show!(self));
                    (arguments.shown).push(quote!(::ayoayo_calltree::record::arg("self", #shown)));
                    arguments.passed.push(quote!(self));
                }
                FnArg::Typed(typed) => {
                    let var = format_ident!("__a{index}");
                    let ty = &typed.ty;
                    arguments.params.push(quote!(#var: #ty));
                    let label = match &*typed.pat {
                        Pat::Ident(binding) => binding.ident.to_string(),
                        _ => format!("_{index}"),
                    };
                    let shown = quote!(::ayoayo_calltree::show!(#var));
                    (arguments.shown).push(quote!(::ayoayo_calltree::record::arg(#label, #shown)));
                    arguments.asked.push(self.asked(&var, ty));
                    arguments.passed.push(var.into_token_stream());
                }
            }
        }
        arguments
    }

    /// An argument as handed to the reference: a copy, an empty memo table, or a closure
    /// that does nothing (see [`observer`]).
    fn asked(&self, var: &Ident, ty: &Type) -> TokenStream {
        if let Some(observer) = observer(ty, &self.sig.generics) {
            return rust(&observer);
        }
        match ty {
            Type::Reference(r) if r.mutability.is_some() => {
                match last_ident(&r.elem).filter(|name| self.fresh.contains(name)) {
                    Some(_) => quote!(&mut ::core::default::Default::default()),
                    None => quote!(&mut ::core::clone::Clone::clone(&*#var)),
                }
            }
            Type::Reference(_) => quote!(#var),
            _ => quote!(::core::clone::Clone::clone(&#var)),
        }
    }

    /// The reference's answer (`__asked`), the second call a used-up result is shown from
    /// (`__again`), and the result as shown.
    fn answers(
        &self,
        callee: &TokenStream,
        asked: &[TokenStream],
    ) -> (TokenStream, Option<TokenStream>, TokenStream) {
        // A value used up by showing it is shown only from a second call, when one can be made.
        let outline = (self.outline).filter(|outline| !outline.again || self.again());
        let ask = match self.oracle() {
            Some(path) => {
                let path = self.oracle_path(path);
                let shown = show(outline, quote!(#path(#(#asked),*)));
                quote!(__frame.ask(|| #shown))
            }
            None => quote!(::core::option::Option::None),
        };
        let (again, result) = match outline {
            Some(outline) if outline.again => {
                let again = quietly(outline, quote!(#callee(#(#asked),*)));
                (Some(quote!(let __again = #again;)), quote!(__again))
            }
            Some(outline) => (None, quietly(outline, quote!(__result))),
            None => (None, show(None, quote!(__result))),
        };
        (ask, again, result)
    }
}

/// A wrapper's arguments, each four ways (see [`Wrapper::arguments`]).
#[derive(Default)]
struct Arguments {
    /// As the wrapper declares them: `__a0: Board`.
    params: Vec<TokenStream>,
    /// As the call tree records them: `arg("board", show!(__a0))`.
    shown: Vec<TokenStream>,
    /// As the renamed function gets them: `__a0`.
    passed: Vec<TokenStream>,
    /// As the reference gets them: copies (see [`Wrapper::asked`]).
    asked: Vec<TokenStream>,
}

/// `value` shown as `outline` says, or by its `{:?}`.
fn show(outline: Option<&Outline>, value: TokenStream) -> TokenStream {
    match outline {
        Some(outline) => rust(&outline.show.replace("{}", &value.to_string())),
        None => quote!(::ayoayo_calltree::show!(#value)),
    }
}

/// `value` shown when the call is recorded, without recording the calls showing it makes:
/// showing may run the learner's code, not calls the learner made, and not to be shown in
/// turn (each lazy node shown would show the nodes below it).
fn quietly(outline: &Outline, value: TokenStream) -> TokenStream {
    let shown = show(Some(outline), value);
    quote! {
        if __frame.is_recorded() {
            ::ayoayo_calltree::record::quietly(|| #shown)
        } else {
            ::std::string::String::new()
        }
    }
}

/// Rust the tool writes as text (an [`Outline`]'s template, an [`observer`], a path), as
/// tokens: it is always whole Rust, so failing to read it is the tool's mistake.
fn rust(text: &str) -> TokenStream {
    (text.parse())
        .unwrap_or_else(|error| panic!("the tool wrote Rust that is not: {text}: {error}"))
}

/// `generics` as `<...>`, with the bounds `bounded` says added to its type parameters.
pub fn generics_with_bounds(generics: &Generics, bounded: &Bounded) -> TokenStream {
    let params = generics.params.iter().map(|param| match param {
        GenericParam::Type(tp) if bounded.debug.contains(&tp.ident.to_string()) => {
            let name = &tp.ident;
            let clone =
                (bounded.clone.contains(&name.to_string())).then(|| quote!(+ ::core::clone::Clone));
            let bounds = &tp.bounds;
            let own = (!bounds.is_empty()).then(|| quote!(+ #bounds));
            let default = tp.default.as_ref().map(|(_, ty)| quote!(= #ty));
            quote!(#name: ::core::fmt::Debug #clone #own #default)
        }
        other => other.to_token_stream(),
    });
    quote!(<#(#params),*>)
}

/// Whether the signature's argument types or result name any of `names`.
pub fn mentions(sig: &Signature, names: &[String]) -> bool {
    let mut found = Names::default();
    for input in &sig.inputs {
        if let FnArg::Typed(typed) = input {
            found.visit_type(&typed.ty);
        }
    }
    if let ReturnType::Type(_, ty) = &sig.output {
        found.visit_type(ty);
    }
    found.0.iter().any(|name| names.contains(name))
}
