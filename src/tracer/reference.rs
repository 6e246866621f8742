//! The reference's module of a chapter, made a crate of its own for `trace --reference`: paths
//! from the reference's root (`crate::Board`) become paths into the reference
//! (`::ayoayo::Board`), its child modules (`mod games;`) and the reference's private modules it
//! uses (`crate::board::holds_stones`) are copied beside it, and the chapter's challenges,
//! answered in `challenges/CRATE.rs`, are added as a module whose functions it re-exports.

use std::fs;
use std::path::Path;

use anyhow::{Context, Result};
use proc_macro2::{Spacing, TokenStream, TokenTree};

use super::edits::Edits;
use crate::chapters::Exercise;

/// A source file of the generated crate, other than its root.
pub struct Module {
    /// Its file name in `src/`: `games.rs`.
    pub file: String,
    pub text: String,
    /// Whether its functions are traced: the chapter's own modules', not a private helper's.
    pub traced: bool,
}

/// The root file and the other modules of the crate standing for `chapter`'s reference module.
pub fn sources(workspace: &Path, chapter: &Exercise) -> Result<(String, Vec<Module>)> {
    let sources = workspace.join("solutions/src");
    let private = private_modules(&fs::read_to_string(sources.join("lib.rs"))?);
    let root_file = chapter.reference_file(workspace);
    let root = read(&root_file)?;
    let mut modules = Vec::new();
    // `mod games;` in `search/mod.rs` (or `oware.rs`) is `search/games.rs` (`oware/game.rs`).
    let folder = root_file.with_extension("");
    let folder = if root_file.ends_with("mod.rs") {
        root_file.parent().unwrap_or(&folder).to_path_buf()
    } else {
        folder
    };
    for child in child_modules(&root) {
        let text = read(&folder.join(format!("{child}.rs")))?;
        modules.push(Module {
            file: format!("{child}.rs"),
            text: rewrite(&text, None, &private)?,
            traced: true,
        });
    }
    let mut lib = rewrite(&root, Some("::ayoayo"), &private)?;
    // The model answers to its drills and challenges, traced as the chapter's own functions.
    for (kind, names) in [
        ("drills", &chapter.drills),
        ("challenges", &chapter.challenges),
    ] {
        let answers = sources
            .join(kind)
            .join(format!("{}.rs", chapter.crate_name()));
        if names.is_empty() || !answers.is_file() {
            continue;
        }
        let text = rewrite(
            &read(&answers)?,
            Some(&format!("::ayoayo::{kind}")),
            &private,
        )?;
        modules.push(Module {
            file: format!("__{kind}.rs"),
            text,
            traced: true,
        });
        lib += &format!("\npub mod __{kind};\npub use __{kind}::*;\n");
    }
    // The private modules used, and those they use in turn.
    let mut used: Vec<String> = Vec::new();
    let mut index = 0;
    let texts = |modules: &[Module]| modules.iter().map(|m| m.text.clone()).collect::<Vec<_>>();
    let mut pending: Vec<String> = [vec![lib.clone()], texts(&modules)].concat();
    while index < pending.len() {
        for name in &private {
            let mark = format!("crate::__reference_{name}");
            if pending[index].contains(&mark) && !used.contains(name) {
                used.push(name.clone());
                let text = rewrite(
                    &read(&sources.join(format!("{name}.rs")))?,
                    Some("::ayoayo"),
                    &private,
                )?;
                pending.push(text.clone());
                modules.push(Module {
                    file: format!("__reference_{name}.rs"),
                    text,
                    traced: false,
                });
            }
        }
        index += 1;
    }
    for name in &used {
        lib += &format!("mod __reference_{name};\n");
    }
    Ok((lib, modules))
}

/// The types and traits of `chapter`'s reference module that other crates can name: its
/// `pub` ones when the module is public (`ayoayo::search`), else those the reference's root
/// re-exports (`ayoayo::Board`).
pub fn public_types(workspace: &Path, chapter: &Exercise) -> Result<Vec<String>> {
    let root = read(&chapter.reference_file(workspace))?;
    let Ok(file) = syn::parse_file(&root) else {
        return Ok(Vec::new());
    };
    let public = file.items.iter().filter_map(|item| {
        let (vis, name) = match item {
            syn::Item::Struct(s) => (&s.vis, &s.ident),
            syn::Item::Enum(e) => (&e.vis, &e.ident),
            syn::Item::Union(u) => (&u.vis, &u.ident),
            syn::Item::Type(t) => (&t.vis, &t.ident),
            syn::Item::Trait(t) => (&t.vis, &t.ident),
            _ => return None,
        };
        matches!(vis, syn::Visibility::Public(_)).then(|| name.to_string())
    });
    let public: Vec<String> = public.collect();
    if chapter.module.is_some() {
        return Ok(public);
    }
    let lib = read(&workspace.join("solutions/src/lib.rs"))?;
    // The words of its `pub use` lines.
    let uses = lib.split("pub use ").skip(1);
    let uses: Vec<&str> = uses
        .map(|tail| tail.split(';').next().unwrap_or_default())
        .collect();
    let exported = |name: &String| {
        let mut words = uses
            .iter()
            .flat_map(|text| text.split(|c: char| !c.is_alphanumeric() && c != '_'));
        words.any(|word| word == name)
    };
    Ok(public.into_iter().filter(exported).collect())
}

fn read(path: &Path) -> Result<String> {
    fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))
}

/// The modules the reference's `lib.rs` declares without `pub`: their items are the crate's
/// own, so a copy of the module stands in for them.
fn private_modules(lib: &str) -> Vec<String> {
    let Ok(file) = syn::parse_file(lib) else {
        return Vec::new();
    };
    file.items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Mod(module)
                if matches!(module.vis, syn::Visibility::Inherited) && module.content.is_none() =>
            {
                Some(module.ident.to_string())
            }
            _ => None,
        })
        .collect()
}

/// The modules `source` declares in files of their own: `games` for `mod games;`.
fn child_modules(source: &str) -> Vec<String> {
    let Ok(file) = syn::parse_file(source) else {
        return Vec::new();
    };
    file.items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Mod(module) if module.content.is_none() => Some(module.ident.to_string()),
            _ => None,
        })
        .collect()
}

/// `source` with `crate::` paths made `::ayoayo::` paths, but those into one of the `private`
/// modules, which name its copy (`crate::__reference_board::`); with `super::` made
/// `super_to` when given (a child module's `super` is the crate standing for its parent, and
/// stays). `pub(crate)` and `$crate` are left alone.
pub fn rewrite(source: &str, super_to: Option<&str>, private: &[String]) -> Result<String> {
    let tokens: TokenStream = source
        .parse()
        .map_err(|error| anyhow::anyhow!("the reference's file does not parse: {error}"))?;
    let mut edits = Edits::default();
    root_paths(tokens, super_to, private, &mut edits);
    Ok(edits.apply(source))
}

fn root_paths(tokens: TokenStream, super_to: Option<&str>, private: &[String], edits: &mut Edits) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let punct = |index: usize, c: char| matches!(tokens.get(index), Some(TokenTree::Punct(p)) if p.as_char() == c);
    for (index, token) in tokens.iter().enumerate() {
        let TokenTree::Ident(ident) = token else {
            if let TokenTree::Group(group) = token {
                root_paths(group.stream(), super_to, private, edits);
            }
            continue;
        };
        let path = matches!(tokens.get(index + 1),
            Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Joint);
        if !path || (index > 0 && punct(index - 1, '$')) {
            continue;
        }
        if ident == "crate" {
            match tokens.get(index + 3) {
                Some(TokenTree::Ident(next)) if private.contains(&next.to_string()) => {
                    edits.replace(next.span(), format!("__reference_{next}"));
                }
                _ => edits.replace(ident.span(), "::ayoayo"),
            }
        } else if let (true, Some(to)) = (ident == "super", super_to) {
            edits.replace(ident.span(), to);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_from_the_root_go_into_the_reference_but_private_modules_name_their_copies() {
        let private = vec!["board".to_string()];
        let source = "use crate::{Board, Pit};\nuse crate::board::holds_stones;\n\
                      pub(crate) fn f() -> Pit { super::next_pit(crate::PITS) }\n\
                      macro_rules! m { () => { $crate::x } }\n";
        assert_eq!(
            rewrite(source, Some("::ayoayo"), &private).unwrap(),
            "use ::ayoayo::{Board, Pit};\nuse crate::__reference_board::holds_stones;\n\
             pub(crate) fn f() -> Pit { ::ayoayo::next_pit(::ayoayo::PITS) }\n\
             macro_rules! m { () => { $crate::x } }\n"
        );
        let child = "use super::GameTree;\nuse crate::search::negamax;\n";
        assert_eq!(
            rewrite(child, None, &private).unwrap(),
            "use super::GameTree;\nuse ::ayoayo::search::negamax;\n"
        );
    }
}
