//! ```` ```ayoayo-mistakes ```` blocks: the typical mistakes of a chapter, listed from the
//! course's `tests/mutants/NN-slug/` folder, so the teacher notes name exactly the mistakes
//! that the course's own checks prove the tests catch.
//!
//! ````markdown
//! ```ayoayo-mistakes
//! 02-distribute
//! ```
//! ````

use std::fs;
use std::path::Path;

use ayoayo_narrator::words::capitalise;
use course_model::Course;

/// The info string that marks a mistakes block.
pub const LANGUAGE: &str = "ayoayo-mistakes";

/// A Markdown list of the mistakes kept for the chapter of `course` named in `body` (its folder
/// name, slug or number), in the course's `workspace`. Each item is the mistake's own
/// description, from the first comment lines of its file.
pub fn render(body: &str, course: &Course, workspace: &Path) -> Result<String, String> {
    let chapter = course.find(body).map_err(|error| error.to_string())?;
    let files = chapter.mistake_files(workspace).unwrap_or_default();
    if files.is_empty() {
        return Err(format!(
            "no typical mistakes in tests/mutants/{}",
            chapter.folder_name()
        ));
    }
    let items: Vec<String> = files
        .iter()
        .map(|file| {
            let source = fs::read_to_string(file).unwrap_or_default();
            let name = file.file_stem().unwrap_or_default().to_string_lossy();
            format!("- {} (`{name}`)", description(&source))
        })
        .collect();
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
        assert!(
            render("99-nothing", &course, &workspace)
                .unwrap_err()
                .starts_with("there is no chapter `99-nothing`")
        );
    }
}
