//! Reading the chapters from `exercises/course.toml`.

use std::fmt;
use std::fs;
use std::path::Path;

use serde::Deserialize;

use crate::{COURSE_FILE, Chapter};

/// Every chapter of the course, in order.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Course {
    #[serde(rename = "chapter")]
    pub chapters: Vec<Chapter>,
}

/// Why the course file could not be read, in a sentence that names it.
#[derive(Debug)]
pub struct Error(String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl Course {
    /// The course of `workspace`, read from its `exercises/course.toml`.
    pub fn load(workspace: &Path) -> Result<Course, Error> {
        let path = workspace.join(COURSE_FILE);
        let text = fs::read_to_string(&path)
            .map_err(|error| Error(format!("cannot read {}: {error}", path.display())))?;
        Course::parse(&text).map_err(|Error(why)| Error(format!("{}: {why}", path.display())))
    }

    /// The chapter a reader means by `name`: its number (`3`, `03`), slug (`sow`) or folder
    /// name (`03-sow`), in any case and with `_` for `-` (`Relay_Sow`, as the crate is named);
    /// otherwise an error that lists the chapters.
    pub fn find(&self, name: &str) -> Result<&Chapter, Error> {
        let wanted = name.trim();
        let spelled = Course::spelling(wanted);
        let meant = |chapter: &&Chapter| {
            chapter.slug == spelled
                || chapter.folder_name() == spelled
                || wanted.parse::<u32>() == Ok(chapter.number)
        };
        self.chapters.iter().find(meant).ok_or_else(|| {
            let known: Vec<String> = self
                .chapters
                .iter()
                .map(|chapter| format!("{} {}", chapter.number, chapter.slug))
                .collect();
            Error(format!(
                "there is no chapter `{wanted}`; the chapters are: {}",
                known.join(", ")
            ))
        })
    }

    /// `name` as slugs and folder names are spelt: lower case, with `-` for `_`.
    pub fn spelling(name: &str) -> String {
        name.trim().to_lowercase().replace('_', "-")
    }

    /// The course described by `text`, which must number its chapters 1, 2, 3... in order and
    /// give each a distinct slug and at least one function.
    pub fn parse(text: &str) -> Result<Course, Error> {
        let course: Course = toml::from_str(text).map_err(|error| Error(error.to_string()))?;
        for (index, chapter) in course.chapters.iter().enumerate() {
            let expected = index as u32 + 1;
            let slug = &chapter.slug;
            if chapter.number != expected {
                return Err(Error(format!(
                    "chapter `{slug}` is number {}, but it is listed as chapter {expected}",
                    chapter.number
                )));
            }
            if course.chapters[..index].iter().any(|c| &c.slug == slug) {
                return Err(Error(format!("two chapters are named `{slug}`")));
            }
            if chapter.functions.is_empty() {
                return Err(Error(format!("chapter `{slug}` lists no functions")));
            }
            let written = chapter.stub_functions();
            if let Some(twice) = (written.iter().enumerate())
                .find_map(|(at, name)| written[..at].contains(name).then_some(name))
            {
                return Err(Error(format!(
                    "chapter `{slug}` lists `{twice}` twice among its functions, drills and \
                     challenges"
                )));
            }
            let mut asked = chapter.recursive.iter().chain(&chapter.recursive_only);
            if let Some(odd) = asked.find(|name| !written.contains(name)) {
                return Err(Error(format!(
                    "chapter `{slug}` asks for `{odd}` to be recursive, but it is not one of its \
                     functions or challenges"
                )));
            }
        }
        Ok(course)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_course_file_reads() {
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let course = Course::load(&workspace).unwrap();
        let relay = &course.chapters[3];
        assert_eq!(relay.folder_name(), "04-relay-sow");
        assert_eq!(relay.crate_name(), "relay_sow");
        assert_eq!(relay.learner_path(), "exercises/04-relay-sow/src/lib.rs");
        assert!(relay.isolated && !course.chapters[0].isolated);
        let spellings = ["relay_sow", "Relay-Sow", "04_RELAY_SOW"];
        for name in ["4", "04", "relay-sow", "04-relay-sow", " relay-sow "]
            .iter()
            .chain(&spellings)
        {
            assert_eq!(course.find(name).unwrap(), relay, "{name}");
        }
        let typo = course.find("relay").unwrap_err().to_string();
        assert!(typo.starts_with("there is no chapter `relay`; the chapters are: 1 scoop, 2"));
    }

    #[test]
    fn chapters_out_of_order_or_unknown_recursive_functions_are_errors() {
        let chapter = |number, slug, recursive| {
            format!(
                "[[chapter]]\nnumber = {number}\nslug = \"{slug}\"\ntitle = \"T\"\n\
                 functions = [\"f\"]\nrecursive = [{recursive}]\n"
            )
        };
        let skipped = chapter(2, "a", "");
        let error = Course::parse(&skipped).unwrap_err().to_string();
        assert!(error.contains("listed as chapter 1"), "{error}");
        let twice = chapter(1, "a", "") + &chapter(2, "a", "");
        assert!(
            Course::parse(&twice)
                .unwrap_err()
                .to_string()
                .contains("two chapters")
        );
        let odd = chapter(1, "a", "\"g\"");
        assert!(Course::parse(&odd).unwrap_err().to_string().contains("`g`"));
        let typo = chapter(1, "a", "") + "isolate = true\n";
        assert!(Course::parse(&typo).is_err());
    }

    #[test]
    fn a_challenge_may_be_asked_to_be_recursive_but_not_be_a_function_too() {
        let chapter = |extra: &str| {
            "[[chapter]]\nnumber = 1\nslug = \"a\"\ntitle = \"T\"\nfunctions = [\"f\"]\n"
                .to_string()
                + extra
        };
        let course = Course::parse(&chapter(
            "challenges = [\"g\"]\nrecursive = [\"f\", \"g\"]\nrecursive_only = [\"g\"]\n",
        ))
        .unwrap();
        let first = &course.chapters[0];
        assert_eq!(first.stub_functions(), ["f", "g"]);
        assert_eq!(
            first.optional_answers(),
            "pub use ayoayo::challenges::a::{g};\n"
        );
        assert!(
            first
                .reference_lib()
                .ends_with("pub use ayoayo::{f};\npub use ayoayo::challenges::a::{g};\n")
        );
        let typed = Course::parse(&chapter("types = [\"T\"]\nmodule = \"m\"\n")).unwrap();
        let typed = &typed.chapters[0];
        assert!(
            typed
                .reference_lib()
                .ends_with("pub use ayoayo::m::{T, f};\n")
        );
        assert_eq!(typed.given_types(), "pub use ayoayo::m::{T};\n");
        assert_eq!(first.given_types(), "");
        let unknown = Course::parse(&chapter("recursive_only = [\"h\"]\n")).unwrap_err();
        assert!(unknown.to_string().contains("`h`"), "{unknown}");
        let twice = Course::parse(&chapter("challenges = [\"f\"]\n")).unwrap_err();
        assert!(twice.to_string().contains("`f` twice"), "{twice}");
        let drilled = Course::parse(&chapter("drills = [\"f\"]\n")).unwrap_err();
        assert!(drilled.to_string().contains("`f` twice"), "{drilled}");
    }

    #[test]
    fn drills_come_between_the_functions_and_the_challenges_and_answer_from_their_module() {
        let text = "[[chapter]]\nnumber = 1\nslug = \"a-b\"\ntitle = \"T\"\nfunctions = [\"f\"]\n\
                    drills = [\"d\", \"e\"]\nchallenges = [\"g\"]\n";
        let course = Course::parse(text).unwrap();
        let first = &course.chapters[0];
        assert_eq!(first.stub_functions(), ["f", "d", "e", "g"]);
        let all = "pub use ayoayo::drills::a_b::{d, e};\npub use ayoayo::challenges::a_b::{g};\n";
        assert_eq!(first.optional_answers(), all);
        assert_eq!(
            first.answers_but(Some("d")),
            "pub use ayoayo::drills::a_b::{e};\npub use ayoayo::challenges::a_b::{g};\n"
        );
        assert_eq!(first.reference_lab(), "pub use ayoayo::{f};\n");
        let typed = Course::parse(&text.replace("challenges", "drill_types")).unwrap();
        assert_eq!(
            typed.chapters[0].answers_but(Some("e")),
            "pub use ayoayo::drills::a_b::{d, g};\n",
            "a drill's types are the model answers' in every version"
        );
        assert!(first.reference_lib().ends_with(all));
        let twice = Course::parse(&text.replace("[\"g\"]", "[\"d\"]")).unwrap_err();
        assert!(twice.to_string().contains("`d` twice"), "{twice}");
    }
}
