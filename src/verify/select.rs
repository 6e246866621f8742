//! Which chapters to check: all of them, or those named in `AYOAYO_CHAPTERS`, the maintainer's
//! fast path for working on one chapter.

use std::path::Path;

use anyhow::{Context, Result, ensure};

use course_model::Course;

use crate::chapters::Exercise;

/// The environment variable that restricts the checks to some chapters: their names (or
/// numbers), comma-separated, as in `AYOAYO_CHAPTERS=sow,relay-sow`.
pub const CHAPTERS_VAR: &str = "AYOAYO_CHAPTERS";

/// The chapters named in `AYOAYO_CHAPTERS`, as the user wrote them, if it is set.
pub fn chosen_from_env() -> Option<String> {
    std::env::var(CHAPTERS_VAR)
        .ok()
        .filter(|chosen| !chosen.trim().is_empty())
}

/// The chapters of `workspace` named in `chosen` (comma-separated names or numbers), in order;
/// every chapter when `chosen` is `None` or empty. A name that is no chapter is an error, so a
/// typo never quietly checks less than was asked for.
pub fn chosen_chapters(workspace: &Path, chosen: Option<&str>) -> Result<Vec<Exercise>> {
    let names: Vec<&str> = chosen
        .unwrap_or_default()
        .split(',')
        .map(str::trim)
        .filter(|name| !name.is_empty())
        .collect();
    let course = Course::load(workspace)?;
    ensure!(!course.chapters.is_empty(), "the course lists no chapters");
    let mut named = Vec::new();
    for name in names {
        named.push(course.find(name).context(CHAPTERS_VAR)?.number);
    }
    let picked = course
        .chapters
        .into_iter()
        .filter(|chapter| named.is_empty() || named.contains(&chapter.number));
    Ok(picked
        .map(|model| Exercise::in_workspace(workspace, model))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chapters::chapters;

    #[test]
    fn chapters_are_chosen_by_name_or_number_and_typos_are_errors() {
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
        let slugs = |chosen| -> Vec<String> {
            let chosen = chosen_chapters(workspace, chosen).unwrap();
            chosen
                .into_iter()
                .map(|chapter| chapter.slug.clone())
                .collect()
        };
        assert_eq!(slugs(Some("sow, 1")), ["scoop", "sow"]);
        assert_eq!(slugs(Some(" ")).len(), chapters(workspace).unwrap().len());
        let typo = chosen_chapters(workspace, Some("sow,sowing")).unwrap_err();
        assert!(
            format!("{typo:#}").contains("no chapter `sowing`"),
            "{typo:#}"
        );
    }
}
