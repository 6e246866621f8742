//! Includes indented under a list item. mdBook's `links` pastes an included file's lines as they
//! are, so an `{{#include}}` inside a fenced block that is itself indented (a code block in a
//! numbered quiz question) comes out unindented: the list ends there, the code falls out of its
//! block, and Markdown reads `<a::B>` in it as a link. This pass expands such an include itself,
//! with every line indented as the include was; an include at the start of its line is left to
//! `links`.

use std::fs;
use std::path::Path;

/// `content` with each indented `{{#include FILE}}` or `{{#include FILE:ANCHOR}}` line replaced
/// by the file's lines (between `ANCHOR: name` and `ANCHOR_END: name`, marker lines left out, as
/// `links` does), each indented as the include was. `dir` is the page's folder, which `FILE` is
/// relative to. Errors name the include that could not be read.
pub fn expand_indented(content: &str, dir: &Path) -> Result<String, Vec<String>> {
    let mut out = String::with_capacity(content.len());
    let mut errors = Vec::new();
    for line in content.split_inclusive('\n') {
        let text = line.trim_end();
        let indent = &text[..text.len() - text.trim_start().len()];
        let target = (text.trim_start().strip_prefix("{{#include "))
            .and_then(|rest| rest.strip_suffix("}}"))
            .filter(|_| !indent.is_empty());
        let Some(target) = target else {
            out.push_str(line);
            continue;
        };
        match included(target.trim(), dir) {
            Ok(lines) => {
                for included in lines.lines() {
                    if !included.trim().is_empty() {
                        out.push_str(indent);
                        out.push_str(included);
                    }
                    out.push('\n');
                }
            }
            Err(error) => errors.push(format!("{{{{#include {target}}}}}: {error}")),
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// The lines `target` (`FILE` or `FILE:ANCHOR`) names, read relative to `dir`.
fn included(target: &str, dir: &Path) -> Result<String, String> {
    let (file, anchor) = match target.rsplit_once(':') {
        Some((file, anchor)) if !anchor.contains('/') => (file, Some(anchor)),
        _ => (target, None),
    };
    let path = dir.join(file);
    let text = fs::read_to_string(&path).map_err(|error| format!("{}: {error}", path.display()))?;
    let Some(anchor) = anchor else {
        return Ok(text);
    };
    let start = format!("ANCHOR: {anchor}");
    let end = format!("ANCHOR_END: {anchor}");
    let mut lines = text.lines().skip_while(|line| !line.contains(&start));
    if lines.next().is_none() {
        return Err(format!("no `{start}` in {}", path.display()));
    }
    let kept: Vec<&str> = lines
        .take_while(|line| !line.contains(&end))
        .filter(|line| !line.contains("ANCHOR:") && !line.contains("ANCHOR_END:"))
        .collect();
    Ok(kept.join("\n") + "\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_indented_include_keeps_its_indent_and_one_at_the_margin_is_left_to_links() {
        let dir = std::env::temp_dir().join(format!("include-test-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        fs::write(
            dir.join("code.rs"),
            "// ANCHOR: f\nfn f() -> Lazy<lazy::Score> {\n\n    // ANCHOR: inner\n    1\n    // ANCHOR_END: inner\n}\n// ANCHOR_END: f\n",
        )
        .unwrap();
        let page =
            "1. Value:\n\n   ```rust\n   {{#include code.rs:f}}\n   ```\n{{#include code.rs:f}}\n";
        let expanded = expand_indented(page, &dir).unwrap();
        assert_eq!(
            expanded,
            "1. Value:\n\n   ```rust\n   fn f() -> Lazy<lazy::Score> {\n\n       1\n   }\n   ```\n{{#include code.rs:f}}\n"
        );
        let missing = expand_indented("   {{#include code.rs:g}}\n", &dir).unwrap_err();
        assert!(missing[0].contains("no `ANCHOR: g`"), "{missing:?}");
        fs::remove_dir_all(dir).unwrap();
    }
}
