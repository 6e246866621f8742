//! One module per command of the course tool: each defines its flags and their help (`Args`,
//! with clap's derive) and `run`, which `main.rs` calls with them, so a new flag is one edit.

pub mod assess;
pub mod autograde;
pub mod book;
pub mod check;
pub mod classroom50;
pub mod grade;
pub mod gradescope;
pub mod hint;
pub mod map;
pub mod mine;
pub mod play;
pub mod reset;
pub mod show;
pub mod solution;
pub mod solve;
pub mod tournament;
pub mod trace;
pub mod verify;
pub mod watch;

use ayoayo_narrator::system::System;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};

/// `--variant`'s parser, for every command that takes one: the systems by slug, each with its
/// name, so `--help` lists them. Part I's `ayoayo` is accepted but not listed: it is what no
/// `--variant` means.
fn variants() -> impl TypedValueParser<Value = System> {
    let slugs = System::ALL.map(|system| {
        let slug = PossibleValue::new(system.slug()).help(system.name());
        slug.hide(system.is_part_one())
    });
    PossibleValuesParser::new(slugs).try_map(|slug| slug.parse::<System>())
}

use anyhow::Result;
use ayoayo_course::chapters::Exercise;
use ayoayo_course::grade::classroom::summary;
use ayoayo_course::grade::{Grade, Grader, Submission};
use ayoayo_course::session::Session;

/// The chapters named, in course order and each once; every chapter when none is named.
pub(crate) fn chosen(session: &Session, names: &[String]) -> Result<Vec<Exercise>> {
    let all = session.chapters()?;
    if names.is_empty() {
        return Ok(all.to_vec());
    }
    let named: Vec<String> = names
        .iter()
        .map(|name| Ok(session.chapter(name)?.slug.clone()))
        .collect::<Result<_>>()?;
    let kept = all.iter().filter(|c| named.contains(&c.slug));
    Ok(kept.cloned().collect())
}

/// Grades `submission`'s file for each of `chapters` (the grader's own), one after another,
/// printing each chapter's line for the log: each grade with its chapter's number, as the
/// platforms that grade a submission at a time (Gradescope, Classroom 50) report them.
pub(crate) fn grade_each(
    grader: &Grader,
    submission: &Submission,
    chapters: &[Exercise],
) -> Result<Vec<(u32, Grade)>> {
    let mut grades = Vec::new();
    for chapter in chapters {
        let grade = grader.grade(submission, chapter)?;
        println!("{}", summary(&grade));
        grades.push((chapter.number, grade));
    }
    Ok(grades)
}
