//! A chapter's drill mistakes built as one package, a *bundle*, where each would otherwise be a
//! package of its own: building a chapter's tests takes a second or more, and a course has
//! hundreds of drill mistakes, so one build a chapter is most of what the check of drill
//! mistakes used to cost.
//!
//! Each mistake keeps its own code in a module of its own, and each bundled drill becomes a
//! dispatcher with the drill's signature that calls the mistake [`VARIANT_VAR`] names, or the
//! model answer when it names none of that drill's. A mistake run from the bundle therefore
//! meets what its own package would give it: its drill written its way, the chapter's
//! functions and every other drill answered by the reference. Its own recursive calls stay in
//! its module, and a call to another drill reaches that drill's dispatcher, which answers with
//! the model.
//!
//! Only what can dispatch is bundled: a file of functions and `use`s alone, whose drill is a
//! public free function returning no `impl Trait` (each variant's would be another type), with
//! the same signature as the drill's other bundled mistakes. Any other mistake keeps its own
//! package, and a bundle that does not build is built again as separate packages, so that a
//! mistake that does not compile is named.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::{FnArg, Item, ItemFn, ReturnType, Visibility};

use super::{DRILL_PREFIX, drill_of};
use crate::chapters::Exercise;
use crate::rust_file::{self, has_impl};
use crate::workshop::Version;

/// The variable that names, in a bundle's run, the mistake its dispatchers call: the
/// mistake's version name, `drill-DRILL--NAME`.
pub const VARIANT_VAR: &str = "AYOAYO_DRILL_VARIANT";

/// The package name of a chapter's bundle, after its slug: `SLUG--drill-mistakes`.
const BUNDLE: &str = "drill-mistakes";

/// Several drill mistakes of one chapter, built as one package.
#[derive(Clone, Debug)]
pub struct Bundle {
    pub version: Version,
    /// The names of the versions it holds.
    pub members: Vec<String>,
}

impl Bundle {
    /// Whether it holds the version named `name`.
    pub fn holds(&self, name: &str) -> bool {
        self.members.iter().any(|member| member == name)
    }
}

/// What every version of `chapter`'s drill `drill` is built after: the reference's functions
/// and types, and the model answers of the other drills and of the challenges.
pub fn around(chapter: &Exercise, drill: &str) -> String {
    chapter.reference_lab() + &chapter.answers_but(Some(drill))
}

/// The bundle of those `versions` (versions of `chapter`'s drills, each writing its drill
/// alone, built after [`around`]) that can share one build; `None` when fewer than two can.
pub fn bundle(chapter: &Exercise, versions: &[Version]) -> Option<Bundle> {
    let mut drills: Vec<Dispatched> = Vec::new();
    for version in versions.iter().filter(|v| v.name.starts_with(DRILL_PREFIX)) {
        let (drill, _) = drill_of(version);
        let Some(variant) = Variant::of(chapter, version) else {
            continue;
        };
        match drills
            .iter_mut()
            .find(|dispatched| dispatched.drill == drill)
        {
            Some(dispatched) if dispatched.shape == variant.shape => {
                dispatched.variants.push(variant);
            }
            Some(_) => {}
            None => drills.push(Dispatched {
                drill: drill.to_string(),
                shape: variant.shape.clone(),
                variants: vec![variant],
            }),
        }
    }
    let members: Vec<String> = (drills.iter())
        .flat_map(|dispatched| dispatched.variants.iter().map(|v| v.name.clone()))
        .collect();
    if members.len() < 2 {
        return None;
    }
    let lib = lib(chapter, &drills).ok()?;
    Some(Bundle {
        version: Version {
            chapter: chapter.clone(),
            name: BUNDLE.to_string(),
            lib: lib.into_bytes(),
        },
        members,
    })
}

/// One drill's bundled mistakes, and the signature they share.
struct Dispatched {
    drill: String,
    /// The signature without its argument patterns, as text: what a dispatcher can forward.
    shape: String,
    variants: Vec<Variant>,
}

/// One mistake, parsed.
struct Variant {
    /// Its version's name, which [`VARIANT_VAR`] gives to choose it.
    name: String,
    file: syn::File,
    /// Its drill's function.
    function: ItemFn,
    shape: String,
}

impl Variant {
    /// `version` as a variant to bundle, if it can be one.
    fn of(chapter: &Exercise, version: &Version) -> Option<Variant> {
        let (drill, _) = drill_of(version);
        let lib = std::str::from_utf8(&version.lib).ok()?;
        let own = lib.strip_suffix(&around(chapter, drill))?;
        let file = syn::parse_file(own).ok()?;
        let plain = (file.items.iter()).all(|item| matches!(item, Item::Fn(_) | Item::Use(_)));
        let function = file.items.iter().find_map(|item| match item {
            Item::Fn(function) if function.sig.ident == drill => Some(function.clone()),
            _ => None,
        })?;
        let sig = &function.sig;
        let free = (sig.inputs.iter()).all(|input| matches!(input, FnArg::Typed(_)));
        let public = matches!(function.vis, Visibility::Public(_));
        let plain_fn = sig.constness.is_none() && sig.asyncness.is_none() && sig.abi.is_none();
        let one_type = match &sig.output {
            ReturnType::Default => true,
            ReturnType::Type(_, ty) => !has_impl(ty),
        };
        let shape = shape(sig);
        (plain && free && public && plain_fn && one_type).then(|| Variant {
            name: version.name.clone(),
            shape,
            file,
            function,
        })
    }
}

/// A signature without its argument patterns: its generics, argument types, result and
/// `where` clause, as text.
fn shape(sig: &syn::Signature) -> String {
    let types = argument_types(sig);
    let (generics, output) = (&sig.generics, &sig.output);
    let where_clause = &generics.where_clause;
    quote!(#generics (#(#types),*) #output #where_clause).to_string()
}

/// The types of a free function's arguments, in order (a variant has no `self`).
fn argument_types(sig: &syn::Signature) -> Vec<&syn::Type> {
    let typed = sig.inputs.iter().filter_map(|input| match input {
        FnArg::Typed(typed) => Some(&*typed.ty),
        FnArg::Receiver(_) => None,
    });
    typed.collect()
}

/// The bundle's `lib.rs`: the reference's functions and types, the model answers of the drills
/// not dispatched, and for each dispatched drill its dispatcher and a module a mistake.
fn lib(chapter: &Exercise, drills: &[Dispatched]) -> anyhow::Result<String> {
    let dispatched: Vec<&str> = drills.iter().map(|d| d.drill.as_str()).collect();
    let given = chapter.reference_lab() + &chapter.answers_without(&dispatched);
    let given: TokenStream = given.parse().map_err(|e| anyhow::anyhow!("{e}"))?;
    let model = format_ident!("{}", chapter.crate_name());
    let drills = drills
        .iter()
        .map(|dispatched| drill_tokens(&model, dispatched));
    rust_file::formatted(quote! {
        //! A chapter's drill mistakes in one package: see the course tool's `verify::bundle`.
        #given
        #(#drills)*
    })
}

/// A dispatched drill: its dispatcher, then a module for each of its mistakes.
fn drill_tokens(model: &syn::Ident, dispatched: &Dispatched) -> TokenStream {
    let sig = &dispatched.variants[0].function.sig;
    let name = &sig.ident;
    let types = argument_types(sig);
    let passed: Vec<_> = (0..types.len())
        .map(|index| format_ident!("__a{index}"))
        .collect();
    let params = passed.iter().zip(&types).map(|(var, ty)| quote!(#var: #ty));
    let modules: Vec<_> = (0..dispatched.variants.len())
        .map(|index| format_ident!("variant_{name}_{index}"))
        .collect();
    let names = dispatched.variants.iter().map(|variant| &variant.name);
    let (generics, output) = (&sig.generics, &sig.output);
    let where_clause = &generics.where_clause;
    let bodies = dispatched
        .variants
        .iter()
        .zip(&modules)
        .map(|(variant, module)| {
            let (attrs, items) = (&variant.file.attrs, &variant.file.items);
            quote! {
                mod #module {
                    #(#attrs)*
                    #(#items)*
                    #[allow(unused_imports)]
                    use super::*;
                }
            }
        });
    let calls = (modules.iter()).map(|module| quote!(super::#module::#name(#(#passed),*)));
    // The dispatcher is written in a module of its own with the first mistake's `use`s, which
    // name the types of the signature it copies.
    let dispatch = format_ident!("dispatch_{name}");
    let first = &dispatched.variants[0].file.items;
    let uses = first.iter().filter(|item| matches!(item, Item::Use(_)));
    quote! {
        pub use #dispatch::#name;
        mod #dispatch {
            #(#uses)*
            #[allow(unused_imports)]
            use super::*;
            pub fn #name #generics (#(#params),*) #output #where_clause {
                match ::std::env::var(#VARIANT_VAR).as_deref() {
                    #(Ok(#names) => #calls,)*
                    _ => ::ayoayo::drills::#model::#name(#(#passed),*),
                }
            }
        }
        #(#bodies)*
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A version of perft's drill `drill` writing it as `source`, as the checks make one.
    fn version(drill: &str, name: &str, source: &str) -> Version {
        let chapter = crate::chapters::of_this_course("perft");
        let lib = source.to_string() + &around(&chapter, drill);
        Version {
            name: format!("{DRILL_PREFIX}{drill}--{name}"),
            chapter,
            lib: lib.into_bytes(),
        }
    }

    const HALVES: &str = "use ayoayo::Pit;\npub fn halves(jobs: &[(Pit, u64)]) -> Work { \
                          helper(jobs) }\nfn helper(_: &[(Pit, u64)]) -> Work { Work::Idle }\n";

    #[test]
    fn mistakes_made_of_functions_share_one_package_that_dispatches_on_the_variable() {
        let chapter = crate::chapters::of_this_course("perft");
        let nodes = "use ayoayo::search::GameTree;\n\
                     pub fn nodes<G: GameTree>(position: G, depth: u32) -> u64 { 0 }\n";
        let versions = [
            version("halves", "idle", HALVES),
            version("halves", "idle_too", HALVES),
            version("nodes", "none", nodes),
        ];
        let bundle = bundle(&chapter, &versions).expect("three plain mistakes bundle");
        let names: Vec<&str> = versions.iter().map(|v| v.name.as_str()).collect();
        assert_eq!(bundle.members, names);
        assert_eq!(bundle.version.package(), "perft--drill-mistakes");
        let lib = String::from_utf8(bundle.version.lib).unwrap();
        for expected in [
            "pub use dispatch_halves::halves;",
            "Ok(\"drill-halves--idle_too\") => super::variant_halves_1::halves(__a0)",
            "_ => ::ayoayo::drills::perft::halves(__a0)",
            "pub fn nodes<G: GameTree>(__a0: G, __a1: u32) -> u64",
        ] {
            assert!(lib.contains(expected), "{expected}\n{lib}");
        }
        // The drills dispatched are no longer handed to the model answers; the others are.
        let answers = "pub use ayoayo::drills::perft::{lines, total_work, heaviest_job, Work};";
        assert!(lib.contains(answers), "{lib}");
    }

    #[test]
    fn a_mistake_that_cannot_dispatch_keeps_a_package_of_its_own() {
        let chapter = crate::chapters::of_this_course("perft");
        let with_impl = format!("{HALVES}impl Work {{ fn twice(&self) {{}} }}\n");
        let other_shape = "pub fn halves(jobs: &[(usize, u64)]) -> Work { Work::Idle }\n";
        let opaque = "pub fn halves(_: &[(usize, u64)]) -> impl Fn() -> Work { || Work::Idle }\n";
        let broken = "pub fn halves(jobs: &[(usize, u64)]) -> Work { Work::Idle ";
        let versions = [
            version("halves", "idle", HALVES),
            version("halves", "with_impl", &with_impl),
            version("halves", "other_shape", other_shape),
            version("halves", "opaque", opaque),
            version("halves", "broken", broken),
            version("halves", "idle_too", HALVES),
        ];
        let bundle = bundle(&chapter, &versions).expect("two plain mistakes bundle");
        assert_eq!(
            bundle.members,
            ["drill-halves--idle", "drill-halves--idle_too"]
        );
        assert!(bundle.holds("drill-halves--idle") && !bundle.holds("drill-halves--opaque"));
        assert!(
            super::bundle(&chapter, &versions[..2]).is_none(),
            "one alone is not bundled"
        );
    }
}
