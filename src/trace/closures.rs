//! Closures among a function's arguments: the reference cannot be handed the learner's, but a
//! closure that returns nothing only watches (chapter 14's `visit`, told of each position
//! searched), so the reference is handed one that does nothing, and can still be asked.

use syn::visit::{self, Visit};
use syn::{Generics, Ident, PathArguments, ReturnType, Type, TypeParamBound, WherePredicate};

/// The closure bound among `bounds` (`Fn(&P) -> R`, `FnMut(u8)`): how many arguments it takes
/// and whether it returns something.
fn fn_shape<'a>(bounds: impl IntoIterator<Item = &'a TypeParamBound>) -> Option<(usize, bool)> {
    bounds.into_iter().find_map(|bound| {
        let TypeParamBound::Trait(t) = bound else {
            return None;
        };
        let segment = t.path.segments.last()?;
        if !["Fn", "FnMut", "FnOnce"].contains(&segment.ident.to_string().as_str()) {
            return None;
        }
        match &segment.arguments {
            PathArguments::Parenthesized(args) => Some((
                args.inputs.len(),
                !matches!(args.output, ReturnType::Default),
            )),
            _ => Some((0, true)),
        }
    })
}

/// The type parameters bounded by `Fn`, `FnMut` or `FnOnce` (in their list or a `where`), with
/// their shapes.
fn closure_params(generics: &Generics) -> Vec<(String, (usize, bool))> {
    let mut found: Vec<(String, (usize, bool))> = (generics.type_params())
        .filter_map(|param| Some((param.ident.to_string(), fn_shape(&param.bounds)?)))
        .collect();
    let predicates = generics.where_clause.iter().flat_map(|w| &w.predicates);
    for predicate in predicates {
        if let WherePredicate::Type(typed) = predicate
            && let Type::Path(path) = &typed.bounded_ty
            && let Some(ident) = path.path.get_ident()
            && let Some(shape) = fn_shape(&typed.bounds)
        {
            found.push((ident.to_string(), shape));
        }
    }
    found
}

/// The names of the type parameters that are closures.
pub fn closure_names(generics: &Generics) -> Vec<String> {
    closure_params(generics)
        .into_iter()
        .map(|(name, _)| name)
        .collect()
}

/// A closure that does nothing, to hand the reference for an argument of type `ty` when that
/// is a closure returning nothing: `&mut |_| {}` for `&mut impl FnMut(&G)`.
pub fn observer(ty: &Type, generics: &Generics) -> Option<String> {
    let (prefix, value) = match ty {
        Type::Reference(r) if r.mutability.is_some() => ("&mut ", &*r.elem),
        Type::Reference(r) => ("&", &*r.elem),
        other => ("", other),
    };
    let shape = match value {
        Type::ImplTrait(it) => fn_shape(&it.bounds),
        Type::Path(path) => {
            let name = path.path.get_ident()?.to_string();
            let params = closure_params(generics).into_iter();
            params
                .filter(|(n, _)| *n == name)
                .map(|(_, shape)| shape)
                .next()
        }
        _ => None,
    };
    match shape? {
        (arity, false) => Some(format!("{prefix}|{}| {{}}", vec!["_"; arity].join(", "))),
        (_, true) => None,
    }
}

/// Whether `ty` holds a closure: an `Fn` trait, or a type parameter bounded by one.
pub fn mentions_a_closure(ty: &Type, generics: &Generics) -> bool {
    let closures = closure_names(generics);
    let mut names = Names::default();
    names.visit_type(ty);
    let fns = ["Fn", "FnMut", "FnOnce"];
    (names.0.iter()).any(|name| fns.contains(&name.as_str()) || closures.contains(name))
}

/// The names in a type: `Tree`, `P` in `&Tree<P>`.
#[derive(Default)]
pub struct Names(pub Vec<String>);

impl<'ast> Visit<'ast> for Names {
    fn visit_ident(&mut self, ident: &'ast Ident) {
        self.0.push(ident.to_string());
        visit::visit_ident(self, ident);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sig(text: &str) -> syn::Signature {
        syn::parse_str::<syn::ItemFn>(&format!("{text} {{}}"))
            .unwrap()
            .sig
    }

    fn arg(sig: &syn::Signature, index: usize) -> Type {
        match &sig.inputs[index] {
            syn::FnArg::Typed(typed) => (*typed.ty).clone(),
            syn::FnArg::Receiver(_) => panic!("a receiver"),
        }
    }

    #[test]
    fn a_closure_that_returns_nothing_gets_a_stand_in_and_one_that_answers_gets_none() {
        let f = sig(
            "fn f<F: FnMut(u8, u8), G>(a: &mut impl FnMut(&G), b: F, c: &impl Fn(&G) -> u8, d: u8)",
        );
        assert_eq!(
            observer(&arg(&f, 0), &f.generics).as_deref(),
            Some("&mut |_| {}")
        );
        assert_eq!(
            observer(&arg(&f, 1), &f.generics).as_deref(),
            Some("|_, _| {}")
        );
        assert_eq!(observer(&arg(&f, 2), &f.generics), None);
        assert!(mentions_a_closure(&arg(&f, 2), &f.generics));
        assert!(!mentions_a_closure(&arg(&f, 3), &f.generics));
        let w = sig("fn w<V>(v: V) where V: Fn(u8)");
        assert_eq!(
            observer(&arg(&w, 0), &w.generics).as_deref(),
            Some("|_| {}")
        );
    }
}
