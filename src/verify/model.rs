//! The course model (`exercises/course.toml`) against the files it describes: the exercise
//! folders, their manifests and stubs, the reference and the book. Cheap, so it runs first.

use std::fs;
use std::path::Path;

use anyhow::{Context, Result};

use crate::chapters::{Exercise, chapters};
use crate::files::files_under;
use crate::learner_file::LearnerFile;

/// Every way the workspace disagrees with its course model, one sentence each.
///
/// This is also the one rule tying the two copies of a stub together: a shipped exercise's
/// `src/lib.rs` must be its `course/stub.rs` ([`Exercise::is_untouched`](crate::chapters::Exercise::is_untouched)).
pub fn disagreements(workspace: &Path) -> Result<Vec<String>> {
    let chapters = chapters(workspace)?;
    let mut problems = Vec::new();
    let exercises = workspace.join("exercises");
    for entry in fs::read_dir(&exercises).context("listing exercises/")? {
        let name = entry?.file_name().to_string_lossy().into_owned();
        let numbered = name
            .split_once('-')
            .is_some_and(|(n, _)| n.parse::<u32>().is_ok());
        if numbered && !chapters.iter().any(|c| c.folder_name() == name) {
            problems.push(format!(
                "exercises/{name} is not a chapter of {}",
                course_model::COURSE_FILE
            ));
        }
    }
    for chapter in &chapters {
        problems.extend(chapter_disagreements(workspace, chapter)?);
    }
    Ok(problems)
}

/// Every way `chapter`'s files disagree with the course model.
fn chapter_disagreements(workspace: &Path, chapter: &Exercise) -> Result<Vec<String>> {
    let folder = format!("exercises/{}", chapter.folder_name());
    if !chapter.dir.is_dir() {
        return Ok(vec![format!("{folder} is missing")]);
    }
    let mut problems = package_disagreements(workspace, chapter, &folder);
    problems.extend(stub_disagreements(chapter, &folder));
    problems.extend(isolation_disagreement(chapter)?);
    if !chapter.reference_file(workspace).is_file() {
        problems.push(format!(
            "solutions/src/{}.rs is missing",
            chapter.crate_name()
        ));
    }
    let page = fs::read_to_string(workspace.join(chapter.book_page())).unwrap_or_default();
    let heading = format!("# {}", chapter.title);
    if page.lines().find(|line| line.starts_with("# ")) != Some(heading.as_str()) {
        problems.push(format!("{} is not headed `{heading}`", chapter.book_page()));
    }
    Ok(problems)
}

/// The exercise's package against the model: its name, its tests, and its challenges' tests
/// and model answers.
fn package_disagreements(workspace: &Path, chapter: &Exercise, folder: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let manifest = fs::read_to_string(chapter.dir.join("Cargo.toml")).unwrap_or_default();
    if !manifest
        .lines()
        .any(|line| line == format!("name = \"{}\"", chapter.slug))
    {
        problems.push(format!(
            "{folder}/Cargo.toml does not name the package `{}`",
            chapter.slug
        ));
    }
    let tests = chapter.dir.join("tests").join(chapter.crate_name());
    if !tests.join("main.rs").is_file() {
        problems.push(format!(
            "{folder} has no tests/{}/main.rs",
            chapter.crate_name()
        ));
    }
    for (kind, names) in [
        ("drills", &chapter.drills),
        ("challenges", &chapter.challenges),
    ] {
        if names.is_empty() {
            continue;
        }
        let crate_name = chapter.crate_name();
        if !tests.join(format!("{kind}.rs")).is_file() {
            problems.push(format!(
                "{folder} has {kind} but no tests/{crate_name}/{kind}.rs"
            ));
        }
        let answers = format!("solutions/src/{kind}/{crate_name}.rs");
        if !workspace.join(&answers).is_file() {
            problems.push(format!("{folder} has {kind} but no {answers}"));
        }
    }
    problems
}

/// The stub against the model: its functions, then its drills after their marker line, then
/// its challenges after theirs, and the learner's file still the stub.
fn stub_disagreements(chapter: &Exercise, folder: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let stub = fs::read_to_string(chapter.stub_file()).unwrap_or_default();
    let written = public_functions(&stub);
    if written != chapter.stub_functions() {
        problems.push(format!(
            "{folder}/course/stub.rs has the functions {written:?}, the course model {:?} \
             (its functions, then its drills, then its challenges)",
            chapter.stub_functions()
        ));
    }
    let after_marker = stub.split_once(course_model::CHALLENGES_MARKER);
    let challenges_written = after_marker.map(|(_, rest)| public_functions(rest));
    if challenges_written.unwrap_or_default() != chapter.challenges {
        problems.push(format!(
            "{folder}/course/stub.rs must give the challenges {:?} after the line `{}`, and \
             nothing else there",
            chapter.challenges,
            course_model::CHALLENGES_MARKER
        ));
    }
    let drills = stub
        .split_once(course_model::DRILLS_MARKER)
        .map(|(_, rest)| {
            let before_challenges = rest.split(course_model::CHALLENGES_MARKER).next();
            public_functions(before_challenges.unwrap_or_default())
        });
    if drills.unwrap_or_default() != chapter.drills {
        problems.push(format!(
            "{folder}/course/stub.rs must give the drills {:?} after the line `{}` (and before \
             the challenges' line, if any), and nothing else there",
            chapter.drills,
            course_model::DRILLS_MARKER
        ));
    }
    if !chapter.is_untouched().unwrap_or(false) {
        // Never advise a reset here: on a learner's copy the difference is their work.
        problems.push(format!(
            "{} differs from the shipped stub {folder}/course/stub.rs: expected on a learner's \
             copy (it is their work); in the course's own repository a stub was changed in one \
             file only, so make both the same",
            chapter.learner_path(),
        ));
    }
    problems
}

/// The public functions of (part of) a stub: none when it is not Rust that parses, which its
/// build says better.
fn public_functions(stub: &str) -> Vec<String> {
    LearnerFile::parse(stub).map_or_else(|_| Vec::new(), |file| file.public_functions())
}

/// Whether the chapter's tests isolate its calls, against whether the model says they do.
fn isolation_disagreement(chapter: &Exercise) -> Result<Option<String>> {
    let isolates = files_under(&chapter.dir.join("tests"))?
        .iter()
        .any(|file| fs::read_to_string(file).is_ok_and(|text| text.contains("isolated(")));
    Ok((isolates != chapter.isolated).then(|| {
        format!(
            "the course model says chapter {} is {}isolated, but its tests {} testkit::isolated",
            chapter.slug,
            if chapter.isolated { "" } else { "not " },
            if isolates { "use" } else { "never use" }
        )
    }))
}
