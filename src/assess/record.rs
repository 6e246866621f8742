//! The teacher's record of a class's assessments, `assessments.json`: the seed and who has
//! which rules. It is the teacher's alone: with the seed, anyone could draw every learner's
//! rules and the hidden cases grading uses, so it is never handed out.

use std::fs;
use std::path::Path;

use anyhow::{Context, Result, bail};
use ayoayo::toolkit::variant::Variant;
use serde::{Deserialize, Serialize};

use super::draw::LearnerId;

/// The version of the record's layout, raised whenever a field changes meaning.
pub const SCHEMA: u32 = 1;

/// A class's assessments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub schema: u32,
    /// The teacher's secret: the rules and the hidden cases are drawn from it.
    pub seed: String,
    /// Whether learners may share rules (`--allow-repeats`).
    pub allow_repeats: bool,
    /// Every learner on the roster, in its order, with their rules.
    pub learners: Vec<Assigned>,
}

/// One learner's rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Assigned {
    pub id: LearnerId,
    /// Serialised as the rules' code, such as `6-cw-skip-once-pairs`.
    pub rules: Variant,
}

impl Record {
    /// The record in `path`, refusing one of another layout.
    pub fn read(path: &Path) -> Result<Record> {
        let shown = path.display();
        let text = fs::read_to_string(path).with_context(|| format!("reading {shown}"))?;
        let record: Record = serde_json::from_str(&text)
            .with_context(|| format!("{shown} is not a record of assessments"))?;
        if record.schema != SCHEMA {
            bail!(
                "{shown} is a record of layout {}, this course reads layout {SCHEMA}",
                record.schema
            );
        }
        Ok(record)
    }

    /// Writes the record to `path`.
    pub fn write(&self, path: &Path) -> Result<()> {
        let text = serde_json::to_string_pretty(self)? + "\n";
        fs::write(path, text).with_context(|| format!("writing {}", path.display()))
    }

    /// The learner a submitted folder belongs to ([`owner_of`]).
    pub fn learner_of(&self, folder: &str) -> Result<&Assigned> {
        let id = owner_of(self.learners.iter().map(|l| l.id.as_str()), folder)?;
        let found = self.learners.iter().find(|l| l.id == id);
        Ok(found.expect("the owner is one of the learners"))
    }
}

/// Whose, of the learners `ids` (a roster), a submitted folder is: the one whose ID is the
/// folder's name, or else whose ID ends it after a `-` (GitHub Classroom named a learner's
/// repository `assignment-USERNAME`), ignoring case as GitHub does. A folder that matches
/// nobody, or more than one learner, is an error naming them.
pub fn owner_of<'a>(ids: impl Iterator<Item = &'a str> + Clone, folder: &str) -> Result<&'a str> {
    if let Some(exact) = ids.clone().find(|id| id.eq_ignore_ascii_case(folder)) {
        return Ok(exact);
    }
    let folder_lower = folder.to_ascii_lowercase();
    let ends = |id: &&str| folder_lower.ends_with(&format!("-{}", id.to_ascii_lowercase()));
    let matching: Vec<&str> = ids.filter(ends).collect();
    match matching[..] {
        [one] => Ok(one),
        [] => bail!(
            "the folder `{folder}` is no learner's on the roster: name it by the learner's \
             ID, or ASSIGNMENT-ID as GitHub Classroom did"
        ),
        _ => bail!(
            "the folder `{folder}` could belong to {}: rename it to the learner's ID alone",
            matching.join(" or ")
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(ids: &[&str]) -> Record {
        let rules = Variant::all()[0];
        let learners = ids.iter().map(|id| Assigned {
            id: id.to_string(),
            rules,
        });
        Record {
            schema: SCHEMA,
            seed: "seed".into(),
            allow_repeats: false,
            learners: learners.collect(),
        }
    }

    #[test]
    fn a_folder_is_its_learners_id_or_ends_with_it_and_ambiguity_is_refused() {
        let class = record(&["ada", "bo", "ann-bo"]);
        assert_eq!(class.learner_of("ada").unwrap().id, "ada");
        assert_eq!(class.learner_of("sowing-test-Ada").unwrap().id, "ada");
        assert_eq!(class.learner_of("ann-bo").unwrap().id, "ann-bo"); // the ID itself wins
        let both = class.learner_of("sowing-ann-bo").unwrap_err().to_string();
        assert!(both.contains("bo or ann-bo"), "{both}");
        let nobody = class.learner_of("sowing-cy").unwrap_err().to_string();
        assert!(nobody.contains("no learner's"), "{nobody}");
        assert!(class.learner_of("adam").is_err());
    }

    #[test]
    fn a_record_keeps_rules_as_their_codes_and_reads_back() {
        let class = record(&["ada"]);
        let json = serde_json::to_string(&class).unwrap();
        assert!(
            json.contains(&format!("\"rules\":\"{}\"", Variant::all()[0])),
            "{json}"
        );
        assert_eq!(serde_json::from_str::<Record>(&json).unwrap(), class);
    }
}
