//! A traced function's wrapper, written from its signature: the same name, generics, argument
//! types and result, with plain argument names (`__a0`, `__a1`...), recording the call around
//! a call of the renamed body.

use proc_macro2::TokenStream;
use syn::spanned::Spanned;
use syn::visit::Visit;
use syn::{
    Attribute, FnArg, GenericParam, Generics, Pat, ReceiverKind, ReturnType, Safety, Signature,
    Type, Visibility,
};

use super::closures::{Names, closure_names, mentions_a_closure, observer, shareable};
use super::edits::text_of;
use super::instrument::{Outline, last_ident};

/// The recorder's crate, as the generated code names it.
const RECORD: &str = "::ayoayo_calltree::record";
/// The recorder's macro that shows a value.
const SHOW: &str = "::ayoayo_calltree::show!";

/// The type parameters given bounds: `Debug` to show values of them, `Clone` to ask the
/// reference with copies of them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bounded {
    pub debug: Vec<String>,
    pub clone: Vec<String>,
}

/// The wrapper of one function.
pub struct Wrapper<'a> {
    pub source: &'a str,
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
    fn oracle_path(&self, path: &str) -> String {
        let named: Vec<String> = (self.sig.generics.params.iter())
            .filter_map(|param| match param {
                GenericParam::Type(tp) => Some(tp.ident.to_string()),
                GenericParam::Const(c) => Some(c.ident.to_string()),
                GenericParam::Lifetime(_) => None,
            })
            .collect();
        let impls = self.sig.inputs.iter().any(|input| match input {
            FnArg::Typed(typed) => has_impl(&typed.ty),
            FnArg::Receiver(_) => false,
        });
        match named.is_empty() || impls {
            true => path.to_string(),
            false => format!("{path}::<{}>", named.join(", ")),
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

    /// The wrapper, on one line so the lines after it keep their numbers.
    pub fn text(&self) -> String {
        let sig = self.sig;
        let name = sig.ident.to_string();
        let cfgs: String = (self.attrs.iter())
            .filter(|attribute| attribute.path().is_ident("cfg"))
            .map(|attribute| one_line(text_of(self.source, attribute.span())) + " ")
            .collect();
        let vis = match self.vis {
            Visibility::Inherited => String::new(),
            vis => one_line(text_of(self.source, vis.span())) + " ",
        };
        let unsafe_fn = matches!(sig.safety, Safety::Unsafe(_));
        let unsafety = if unsafe_fn { "unsafe " } else { "" };
        let generics = match sig.generics.lt_token {
            Some(_) => generics_with_bounds(self.source, &sig.generics, &self.bounded()),
            None => String::new(),
        };
        let (mut params, mut shown, mut passed, mut asked) = (vec![], vec![], vec![], vec![]);
        for (index, input) in sig.inputs.iter().enumerate() {
            match input {
                FnArg::Receiver(receiver) => {
                    params.push(match &receiver.kind {
                        ReceiverKind::Typed(_, ty) => format!("self: {}", self.text_of(ty)),
                        ReceiverKind::Value => "self".to_string(),
                        _ => one_line(text_of(self.source, receiver.span())),
                    });
                    shown.push(format!("{RECORD}::arg(\"self\", {SHOW}(self))"));
                    passed.push("self".to_string());
                }
                FnArg::Typed(typed) => {
                    let var = format!("__a{index}");
                    params.push(format!("{var}: {}", self.text_of(&typed.ty)));
                    let label = match &*typed.pat {
                        Pat::Ident(binding) => binding.ident.to_string(),
                        _ => format!("_{index}"),
                    };
                    shown.push(format!("{RECORD}::arg({label:?}, {SHOW}({var}))"));
                    let observing = observer(&typed.ty, &sig.generics);
                    asked.push(match &*typed.ty {
                        _ if observing.is_some() => observing.unwrap_or_default(),
                        Type::Reference(r) if r.mutability.is_some() => {
                            match last_ident(&r.elem).filter(|name| self.fresh.contains(name)) {
                                Some(_) => "&mut ::core::default::Default::default()".into(),
                                None => format!("&mut ::core::clone::Clone::clone(&*{var})"),
                            }
                        }
                        Type::Reference(_) => var.clone(),
                        _ => format!("::core::clone::Clone::clone(&{var})"),
                    });
                    passed.push(var);
                }
            }
        }
        let output = match &sig.output {
            ReturnType::Default => String::new(),
            ReturnType::Type(_, ty) => format!(" -> {}", self.text_of(ty)),
        };
        let where_clause = match &sig.generics.where_clause {
            Some(clause) => format!(" {}", one_line(text_of(self.source, clause.span()))),
            None => String::new(),
        };
        let recorded = match self.owner {
            Some(owner) => format!("{owner}::{name}"),
            None => name.clone(),
        };
        // A value used up by showing it is shown only from a second call, when one can be made.
        let outline = self
            .outline
            .filter(|outline| !outline.again || self.again());
        let show = |value: &str| match outline {
            Some(outline) => outline.show.replace("{}", value),
            None => format!("{SHOW}({value})"),
        };
        let callee = match self.owner {
            Some(_) => format!("Self::__traced_{name}"),
            None => format!("__traced_{name}"),
        };
        let ask = match self.oracle() {
            Some(path) => format!(
                "__frame.ask(|| {})",
                show(&format!("{}({})", self.oracle_path(path), asked.join(", ")))
            ),
            None => "::core::option::Option::None".to_string(),
        };
        // Showing the result may run the learner's code: not calls the learner made, and not
        // to be shown in turn (each lazy node shown would show the nodes below it).
        let quietly = |value: &str| {
            format!(
                "if __frame.is_recorded() {{ {RECORD}::quietly(|| {}) }} else {{ \
                 ::std::string::String::new() }}",
                show(value)
            )
        };
        let (again, result) = match outline {
            Some(outline) if outline.again => {
                let fresh = format!("{callee}({})", asked.join(", "));
                (
                    format!("let __again = {}; ", quietly(&fresh)),
                    "__again".into(),
                )
            }
            Some(_) => (String::new(), quietly("__result")),
            None => (String::new(), show("__result")),
        };
        let call = format!("{callee}({})", passed.join(", "));
        let call = match unsafe_fn {
            true => format!("unsafe {{ {call} }}"),
            false => call,
        };
        format!(
            "{cfgs}{vis}{unsafety}fn {name}{generics}({}){output}{where_clause} {{ \
             let __frame = {RECORD}::enter({recorded:?}, ::std::vec![{}]); \
             let __asked = {ask}; {again}let __result = {call}; \
             let __shown = {result}; __frame.leave(__shown, __asked); __result }} ",
            params.join(", "),
            shown.join(", "),
        )
    }

    fn text_of(&self, ty: &Type) -> String {
        one_line(text_of(self.source, ty.span()))
    }
}

/// `generics` as `<...>`, with the bounds `bounded` says added to its type parameters.
pub fn generics_with_bounds(source: &str, generics: &Generics, bounded: &Bounded) -> String {
    let params: Vec<String> = generics
        .params
        .iter()
        .map(|param| match param {
            GenericParam::Type(tp) if bounded.debug.contains(&tp.ident.to_string()) => {
                let name = tp.ident.to_string();
                let mut bounds = vec!["::core::fmt::Debug".to_string()];
                if bounded.clone.contains(&name) {
                    bounds.push("::core::clone::Clone".to_string());
                }
                if !tp.bounds.is_empty() {
                    bounds.push(one_line(text_of(source, tp.bounds.span())));
                }
                let default = match &tp.default {
                    Some((_, ty)) => format!(" = {}", one_line(text_of(source, ty.span()))),
                    None => String::new(),
                };
                format!("{name}: {}{default}", bounds.join(" + "))
            }
            other => one_line(text_of(source, other.span())),
        })
        .collect();
    format!("<{}>", params.join(", "))
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

/// Whether a type has an `impl Trait` anywhere in it: `&impl Fn(&P) -> Q`.
fn has_impl(ty: &Type) -> bool {
    #[derive(Default)]
    struct Impls(bool);
    impl<'ast> Visit<'ast> for Impls {
        fn visit_type_impl_trait(&mut self, _: &'ast syn::TypeImplTrait) {
            self.0 = true;
        }
    }
    let mut found = Impls::default();
    found.visit_type(ty);
    found.0
}

/// Source text on one line, without its comments, so a wrapper never spans two.
fn one_line(text: &str) -> String {
    if !text.contains(['\n', '/']) {
        return text.to_string();
    }
    match text.parse::<TokenStream>() {
        Ok(tokens) => tokens.to_string(),
        Err(_) => text.replace('\n', " "),
    }
}
