//! Closures among a function's arguments. A closure that returns nothing only watches (chapter
//! 14's `visit`, told of each position searched), so the reference is handed one that does
//! nothing, and can still be asked. A closure that answers is the caller's, not the traced
//! function's: the reference is handed the same one when it can be shared (a `&impl Fn`, as
//! chapter 18's `fold_tree` takes) or copied (a type parameter bounded `Clone`, as chapter 19's
//! `map_tree` takes), so both compute with the same closure. A closure taken by `&mut` or by value
//! without `Clone` cannot be handed to both, and the function is not compared.

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

/// The bounds of type parameter `name`, in its list and in the `where` clause.
fn bounds_of<'a>(generics: &'a Generics, name: &str) -> Vec<&'a TypeParamBound> {
    let listed = (generics.type_params())
        .filter(|param| param.ident == name)
        .flat_map(|param| &param.bounds);
    let predicates = generics.where_clause.iter().flat_map(|w| &w.predicates);
    let wheres = predicates.flat_map(|predicate| match predicate {
        WherePredicate::Type(typed) => match &typed.bounded_ty {
            Type::Path(path) if path.path.is_ident(name) => typed.bounds.iter().collect(),
            _ => Vec::new(),
        },
        _ => Vec::new(),
    });
    listed.chain(wheres).collect()
}

/// Whether `bounds` has `Clone`.
fn has_clone<'a>(bounds: impl IntoIterator<Item = &'a TypeParamBound>) -> bool {
    bounds.into_iter().any(|bound| match bound {
        TypeParamBound::Trait(t) => t.path.segments.last().is_some_and(|s| s.ident == "Clone"),
        _ => false,
    })
}

/// Whether `ty` is a closure itself: an `impl Fn`, a `dyn Fn`, or a type parameter bounded by
/// one; with `Clone` among its bounds when `cloned`.
fn is_closure(ty: &Type, generics: &Generics, cloned: bool) -> bool {
    let bounds: Vec<&TypeParamBound> = match ty {
        Type::ImplTrait(it) => it.bounds.iter().collect(),
        Type::TraitObject(object) => object.bounds.iter().collect(),
        Type::Path(path) => match path.path.get_ident() {
            Some(name) => bounds_of(generics, &name.to_string()),
            None => Vec::new(),
        },
        Type::Paren(inner) => return is_closure(&inner.elem, generics, cloned),
        _ => Vec::new(),
    };
    fn_shape(bounds.iter().copied()).is_some() && (!cloned || has_clone(bounds))
}

/// Whether the reference can be handed the same closure as the traced function: `ty` is a
/// closure behind a shared reference, or one that can be cloned.
pub fn shareable(ty: &Type, generics: &Generics) -> bool {
    match ty {
        Type::Reference(r) if r.mutability.is_none() => is_closure(&r.elem, generics, false),
        other => is_closure(other, generics, true),
    }
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
        assert!(shareable(&arg(&f, 2), &f.generics));
        assert!(!shareable(&arg(&f, 0), &f.generics));
        assert!(!shareable(&arg(&f, 1), &f.generics), "F is not Clone");
        let m = sig(
            "fn m<L, F>(f: F, g: &dyn Fn(u8) -> u8, h: impl Fn() -> u8 + Clone, l: L) where F: Fn(&L) -> u8 + Clone",
        );
        assert!(shareable(&arg(&m, 0), &m.generics));
        assert!(shareable(&arg(&m, 1), &m.generics));
        assert!(shareable(&arg(&m, 2), &m.generics));
        assert!(!shareable(&arg(&m, 3), &m.generics), "not a closure");
        let w = sig("fn w<V>(v: V) where V: Fn(u8)");
        assert_eq!(
            observer(&arg(&w, 0), &w.generics).as_deref(),
            Some("|_| {}")
        );
    }
}
