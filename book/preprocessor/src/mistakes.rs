//! ```` ```ayoayo-mistakes ```` blocks: the typical mistakes of a chapter, listed from the
//! course's `tests/mutants/NN-slug/` folder, so the teacher notes name exactly the mistakes
//! that the course's own checks prove the tests catch.
//!
//! ````markdown
//! ```ayoayo-mistakes
//! 02-distribute
//! ```
//! ````
//!
//! With `drills` after the chapter (`01-scoop drills`), the block lists the typical mistakes of
//! the chapter's drills instead (`tests/mutants/NN-slug/drills/DRILL/`), each named by its drill.

use std::fs;
use std::path::{Path, PathBuf};

use ayoayo_narrator::words::capitalise;
use course_model::Course;

/// The info string that marks a mistakes block.
pub const LANGUAGE: &str = "ayoayo-mistakes";

/// A Markdown list of the mistakes kept for the chapter of `course` named in `body` (its folder
/// name, slug or number), in the course's `workspace`. Each item is the mistake's own
/// description, from the first comment lines of its file.
pub fn render(body: &str, course: &Course, workspace: &Path) -> Result<String, String> {
    let (name, drills) = match body.trim().strip_suffix(" drills") {
        Some(name) => (name, true),
        None => (body, false),
    };
    let chapter = course.find(name).map_err(|error| error.to_string())?;
    let mut items = Vec::new();
    let listed: Vec<(Option<&str>, PathBuf)> = match drills {
        false => (chapter.mistake_files(workspace).unwrap_or_default())
            .into_iter()
            .map(|file| (None, file))
            .collect(),
        true => (chapter.drills.iter())
            .flat_map(|drill| {
                let files = chapter.drill_mistake_files(workspace, drill);
                let files = files.unwrap_or_default().into_iter();
                files.map(move |file| (Some(drill.as_str()), file))
            })
            .collect(),
    };
    if listed.is_empty() {
        let kind = if drills {
            "drill mistakes"
        } else {
            "typical mistakes"
        };
        return Err(format!(
            "no {kind} in tests/mutants/{}",
            chapter.folder_name()
        ));
    }
    for (drill, file) in listed {
        let source = fs::read_to_string(&file).unwrap_or_default();
        let name = file.file_stem().unwrap_or_default().to_string_lossy();
        let drill = drill
            .map(|drill| format!("`{drill}`: "))
            .unwrap_or_default();
        items.push(format!("- {drill}{} (`{name}`)", description(&source)));
    }
    Ok(format!("{}\n", items.join("\n")))
}

/// The file's leading `//!` comment, joined into one sentence, without its `Mistake:` label.
fn description(source: &str) -> String {
    let lines: Vec<&str> = source
        .lines()
        .map_while(|line| line.strip_prefix("//!"))
        .map(str::trim)
        .collect();
    let text = lines.join(" ");
    let text = text.strip_prefix("Mistake:").unwrap_or(&text).trim();
    match text {
        "" => "(no description)".into(),
        text => capitalise(text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mistake_is_described_by_its_leading_comment() {
        let source = "//! Mistake: never skips the origin\n//! pit.\nuse ayoayo::Board;\n";
        assert_eq!(description(source), "Never skips the origin pit.");
    }

    #[test]
    fn the_course_s_own_mistakes_are_listed_and_a_missing_chapter_is_an_error() {
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let course = Course::load(&workspace).unwrap();
        let list = render("02-distribute\n", &course, &workspace).unwrap();
        assert_eq!(render("distribute", &course, &workspace).unwrap(), list);
        assert!(
            list.contains("- Never skips the origin pit. (`forgets_the_skip`)"),
            "{list}"
        );
        let drills = render("01-scoop drills\n", &course, &workspace).unwrap();
        assert!(
            drills.contains(
                "- `total`: Counts South's six pits and forgets North's. (`counts_south_only`)"
            ),
            "{drills}"
        );
        assert!(
            render("99-nothing", &course, &workspace)
                .unwrap_err()
                .starts_with("there is no chapter `99-nothing`")
        );
    }
}
