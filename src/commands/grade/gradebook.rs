//! Grading a class, around the graders: what is checked before anything runs (the
//! assessments' record, the sandbox) and the [`Gradebook`] kept as each learner is graded.
//! `grade`'s command reads the command line and prints; this composes the features it grades
//! with (the chapters' grades and the assessments), which stand side by side below it.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Result, bail};

use ayoayo_course::assess::{self, AssessmentGrader, Record};
use ayoayo_course::chapters::Exercise;
use ayoayo_course::grade::mistakes::{self, catalogue::catalogue};
use ayoayo_course::grade::{
    ClassGrader, Deadline, Grades, Learner, Provenance, Submission, TestSource, Written, tests_of,
};
use ayoayo_course::sandbox::{Availability, Sandbox};

/// The assessments' record at `path`, once every submission is known to be one learner's on it:
/// a folder that is nobody's, or could be two learners', stops the grading before it starts.
pub fn assessments_of(path: &Path, submissions: &[Submission]) -> Result<Record> {
    let record = Record::read(path)?;
    for submission in submissions {
        record.learner_of(&submission.name)?;
    }
    Ok(record)
}

/// The sandbox learners' code runs in. Without one, grading stops with how to get one, unless
/// the teacher has said `AYOAYO_SANDBOX=off` or the platform has none: then a warning.
pub fn sandbox(availability: &Availability, say: &mut dyn Write) -> Result<Option<Sandbox>> {
    let why = match availability {
        Availability::Ready(sandbox) => {
            #[cfg(unix)]
            // SAFETY: geteuid has no preconditions and cannot fail.
            if unsafe { libc::geteuid() } == 0 && !sandbox.watches_runs() {
                writeln!(
                    say,
                    "Note: grading as root, and the sandbox cannot give each run a user of its \
                     own here, so learners' code is not held to its limit on processes (the \
                     kernel never applies it to root); grade as an ordinary user for that limit."
                )?;
            }
            return Ok(Some(sandbox.clone()));
        }
        missing => missing,
    };
    if let Availability::Missing(_) = why
        && cfg!(target_os = "linux")
    {
        bail!(
            "grading runs each learner's code in a sandbox, and there is none here: {why}.\n\
             Install bubblewrap (apt-get install bubblewrap), or set AYOAYO_SANDBOX=off to grade \
             without one: learners' code then runs with your permissions."
        );
    }
    writeln!(
        say,
        "Warning: no sandbox ({why}). Learners' code runs with your permissions: it can read \
         and write your files. Grade only code you trust, or grade on Linux with bubblewrap."
    )?;
    Ok(None)
}

/// A class's grades as they are made: each learner's chapters, their assessment's grade beside
/// them when assessments are graded, and where their files came from; written out after every
/// learner, so an interrupted grading keeps what it has done.
pub struct Gradebook {
    grades: Grades,
    /// Each column's folder in the reports (`NN-slug`, the assessment's last).
    folders: Vec<String>,
    /// Each column's tests as its files write them (none for the assessment, drawn for each
    /// learner): their order and code in Exercism's `results.json`.
    tests: Vec<Vec<TestSource>>,
    assessing: Option<(AssessmentGrader, Record)>,
    out: PathBuf,
}

impl Gradebook {
    /// An empty gradebook of `chapters` (and of the assessment, with `assessing`), written to
    /// `out`; `before` is the deadline the submissions were read at.
    pub fn new(
        chapters: &[Exercise],
        assessing: Option<(AssessmentGrader, Record)>,
        before: Option<Deadline>,
        out: &Path,
    ) -> Gradebook {
        let mut slugs: Vec<String> = chapters.iter().map(|c| c.slug.clone()).collect();
        let mut folders: Vec<String> = chapters.iter().map(|c| c.folder_name()).collect();
        let tests = chapters.iter().map(|c| tests_of(&c.dir, &c.slug)).collect();
        if assessing.is_some() {
            slugs.push(assess::package::PACKAGE.into());
            folders.push(assess::package::FOLDER.into());
        }
        let drills_offered = chapters.iter().map(|c| c.drills.len()).sum();
        Gradebook {
            grades: Grades {
                drills_offered,
                ..Grades::new(slugs, before)
            },
            folders,
            tests,
            assessing,
            out: out.to_path_buf(),
        }
    }

    /// Whether each learner's assessment is graded too.
    pub fn assesses(&self) -> bool {
        self.assessing.is_some()
    }

    /// Adds `learner`, graded on the chapters from `submission`, with their assessment graded
    /// and where their files came from, then writes the class so far.
    pub fn add(
        &mut self,
        submission: &Submission,
        mut learner: Learner,
        provenance: Option<Provenance>,
    ) -> Result<()> {
        if let Some((grader, record)) = &self.assessing {
            learner.chapters.push(grader.grade(submission, record)?);
        }
        if let Some(provenance) = provenance {
            learner = learner.with_provenance(provenance);
        }
        self.grades.learners.push(learner);
        self.grades
            .write_progress(&self.out, &self.folders, &self.tests)
    }

    /// Writes the reports of the whole class, once every learner is in.
    pub fn write(&self) -> Result<Written> {
        self.grades.write(&self.out, &self.folders, &self.tests)
    }

    pub fn grades(&self) -> &Grades {
        &self.grades
    }

    /// Names the typical mistakes seen in each chapter some learner failed: each chapter's kept
    /// mistakes are graded with `grader` (the first time for this version of the course; then
    /// read from `dir`), and each failing file is matched to the one whose tests it fails.
    pub fn name_mistakes(
        &mut self,
        grader: &mut ClassGrader,
        workspace: &Path,
        dir: &Path,
        say: &mut dyn Write,
    ) -> Result<()> {
        let failed = mistakes::chapters_failed(&self.grades);
        if failed.is_empty() {
            return Ok(());
        }
        let known = catalogue(grader, workspace, dir, &failed, &mut |files, chapters| {
            let folders: Vec<String> = chapters.iter().map(|c| c.folder_name()).collect();
            writeln!(
                say,
                "Naming the typical mistakes: grading the {files} kept in tests/mutants for {} \
                 (once for this version of the course)",
                folders.join(", ")
            )?;
            Ok(())
        })?;
        self.grades.mistakes = mistakes::recognise(&self.grades, &known);
        Ok(())
    }
}
