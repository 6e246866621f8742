//! A learner's file as `grade` builds it. The learner's lines stay as they are, where they are
//! (the compiler's and the tests' line numbers are the learner's); after them come:
//! - the stub's drills and optional challenges the file left out, still `todo!()`: the
//!   chapter's tests name every one, so without them a right answer to the chapter would not
//!   compile, and neither counts in the chapter's grade;
//! - the worked examples' calls ([`delegation::with_examples`]).

use super::delegation;
use crate::chapters::Exercise;

/// `source`, the learner's file for `chapter`, as `grade` builds it; `stub` is the chapter's.
pub fn as_built(chapter: &Exercise, source: &[u8], stub: &[u8]) -> Vec<u8> {
    delegation::with_examples(chapter, &with_optional(chapter, source, stub))
}

/// `source` followed by the stub's drills and challenges it left out, still `todo!()`: the
/// file as it would be had the learner kept the stub's, which the chapter's tests name.
pub fn with_optional(chapter: &Exercise, source: &[u8], stub: &[u8]) -> Vec<u8> {
    let left_out = left_out_optional(chapter, source, stub);
    match left_out.is_empty() {
        true => source.to_vec(),
        false => {
            let note =
                "\n// Added by `grade`: the stub's drills and challenges this file left out.\n";
            [source, note.as_bytes(), left_out.as_bytes()].concat()
        }
    }
}

/// The stub's functions for the chapter's drills and challenges (and the types its drills
/// define) that `source` neither defines nor imports at its root, as the stub writes them, in
/// a module of their own with the stub's `use`s (the learner may have dropped an import they
/// need), re-exported; empty when either file does not parse or nothing is left out.
fn left_out_optional(chapter: &Exercise, source: &[u8], stub: &[u8]) -> String {
    let parse = |bytes: &[u8]| syn::parse_file(std::str::from_utf8(bytes).ok()?).ok();
    let (Some(file), Some(stub)) = (parse(source), parse(stub)) else {
        return String::new();
    };
    let named = root_names(&file);
    let optional = [&chapter.drills, &chapter.challenges, &chapter.drill_types];
    let left_out: Vec<(&syn::Item, syn::Ident)> = (stub.items.iter())
        .filter_map(|item| Some((item, item_name(item)?)))
        .filter(|(_, name)| {
            let name = name.to_string();
            optional.iter().any(|names| names.contains(&name)) && !named.contains(&name)
        })
        .collect();
    if left_out.is_empty() {
        return String::new();
    }
    let uses = stub
        .items
        .iter()
        .filter(|item| matches!(item, syn::Item::Use(_)));
    let (left_out, names): (Vec<&syn::Item>, Vec<syn::Ident>) = left_out.into_iter().unzip();
    let added: syn::File = syn::parse_quote! {
        #[allow(unused)]
        mod __left_out {
            use super::*;
            #(#uses)*
            #(#left_out)*
        }
        pub use __left_out::{#(#names),*};
    };
    prettyplease::unparse(&added)
}

/// The name a function or type item defines.
fn item_name(item: &syn::Item) -> Option<syn::Ident> {
    match item {
        syn::Item::Fn(function) => Some(function.sig.ident.clone()),
        syn::Item::Struct(item) => Some(item.ident.clone()),
        syn::Item::Enum(item) => Some(item.ident.clone()),
        syn::Item::Type(item) => Some(item.ident.clone()),
        _ => None,
    }
}

/// The names `file` gives at its root: its items' and those its `use`s bring in.
fn root_names(file: &syn::File) -> Vec<String> {
    fn used(tree: &syn::UseTree, names: &mut Vec<String>) {
        match tree {
            syn::UseTree::Path(path) => used(&path.tree, names),
            syn::UseTree::Name(name) => names.push(name.ident.to_string()),
            syn::UseTree::Rename(rename) => names.push(rename.rename.to_string()),
            syn::UseTree::Group(group) => group.items.iter().for_each(|tree| used(tree, names)),
            syn::UseTree::Glob(_) => {}
        }
    }
    let mut names = Vec::new();
    for item in &file.items {
        match item {
            syn::Item::Use(import) => used(&import.tree, &mut names),
            item => names.extend(item_name(item).map(|name| name.to_string())),
        }
    }
    names
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::chapters::chapters;

    #[test]
    fn a_file_without_its_challenges_gets_the_stub_s_and_its_own_lines_stay_first() {
        let course = chapters(Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap();
        let scoop = course.iter().find(|c| c.slug == "scoop").unwrap();
        let stub = std::fs::read(scoop.stub_file()).unwrap();
        let mine = b"use ayoayo::{Board, Pit};\npub fn scoop(b: Board, p: Pit) -> (Board, u8) { (b, p as u8) }\n";
        let built = String::from_utf8(as_built(scoop, mine, &stub)).unwrap();
        assert!(built.starts_with(std::str::from_utf8(mine).unwrap()));
        assert!(built.contains("pub fn scoop_all("), "{built}");
        assert!(built.contains("pub fn fullest_pit("), "{built}");
        assert!(syn::parse_file(&built).is_ok(), "{built}");
        // One the file answers, or imports, is not added again.
        let answered = [
            &mine[..],
            b"pub use ayoayo::challenges::scoop::scoop_all;\n",
        ]
        .concat();
        let built = String::from_utf8(as_built(scoop, &answered, &stub)).unwrap();
        assert!(!built.contains("pub fn scoop_all("), "{built}");
        assert!(built.contains("pub fn fullest_pit("), "{built}");
        // The stub itself is built as it is.
        let as_is = String::from_utf8(as_built(scoop, &stub, &stub)).unwrap();
        assert!(!as_is.contains("left out"), "{as_is}");
    }
}
