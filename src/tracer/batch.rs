//! Several traced packages built together: each round writes every package still to build at
//! the level it has reached and builds them all with one cargo command (`--keep-going`, so one
//! that fails does not stop the others); a package that fails goes on to the next level in the
//! next round. One package is `trace`; many are the sweep of the typical mistakes, which builds
//! 76 packages in one command instead of 76.

use std::path::Path;

use anyhow::{Context, Result};

use super::instrument::{Plan, ReferenceTypes, instrument};
use super::package::{
    BuildFailure, Level, Run, Traced, Whose, fingerprint, plan, remember, remembered, run,
    with_path, write_program,
};
use super::reference::{self, Module};
use crate::Attempt;
use crate::chapters::Exercise;
use crate::sandbox::Sandbox;
use crate::workshop::{GENERATED, Generated, tidy_paths, write_if_changed};

/// A source traced in place of the learner's file, in learner mode (the reference asked, the
/// chapter's types the reference's where the source defines them as the stub does).
#[derive(Clone, Debug)]
pub struct Given {
    /// A name for it, unique in its chapter, which names its package: `mistake-forgets_the_skip`.
    pub name: String,
    /// Its path as shown in panic messages and errors.
    pub shown_path: String,
    /// The whole `lib.rs`.
    pub text: String,
}

/// One chapter's code to trace on some calls.
#[derive(Clone, Debug)]
pub struct Job {
    pub chapter: Exercise,
    pub whose: Whose,
    /// The source to trace instead of the learner's file (with `Whose::Learner`).
    pub given: Option<Given>,
    pub runs: Vec<Run>,
}

/// A job on its way: its sources, its package, and the levels still to try.
struct Pending<'a> {
    index: usize,
    job: &'a Job,
    package: String,
    source: String,
    modules: Vec<Module>,
    shown_path: String,
    fingerprint: u64,
    levels: Vec<Level>,
}

/// Traces every job, building all of them in at most one cargo command per level; each job's
/// traces, or why it could not be traced, in the jobs' order.
pub fn trace_all(
    workspace: &Path,
    jobs: &[Job],
    sandbox: Option<&Sandbox>,
) -> Result<Vec<Result<Traced, BuildFailure>>> {
    trace_all_in(&Generated::open(workspace)?, workspace, jobs, sandbox)
}

/// [`trace_all`] in the workshop `workshop`, a copy of `workspace`: the one grading builds in.
pub fn trace_all_in(
    workshop: &Generated,
    workspace: &Path,
    jobs: &[Job],
    sandbox: Option<&Sandbox>,
) -> Result<Vec<Result<Traced, BuildFailure>>> {
    let mut results: Vec<Option<Result<Traced, BuildFailure>>> =
        jobs.iter().map(|_| None).collect();
    let mut pending = Vec::new();
    for (index, job) in jobs.iter().enumerate() {
        match prepare(workspace, workshop, index, job)? {
            Ok(job) => pending.push(job),
            Err(failure) => results[index] = Some(Err(failure)),
        }
    }
    while !pending.is_empty() {
        for job in &pending {
            write_level(workspace, workshop, job)?;
        }
        let packages: Vec<String> = pending.iter().map(|job| job.package.clone()).collect();
        let mut built = workshop.build(&packages, "--bins")?;
        let cargo_said: String = (built.values())
            .filter_map(|build| build.as_ref().err().cloned())
            .collect();
        let mut next = Vec::new();
        for mut job in pending {
            let local = format!("{GENERATED}/{}/src/lib.rs", job.package);
            let errors = match built.remove(&job.package) {
                Some(Ok(exe)) => {
                    let dir = workshop.package_dir(&job.package);
                    remember(&dir, job.fingerprint, job.levels[0])?;
                    // A program that made no trace is this job's trouble, not the others'.
                    let (traces, trouble) = match run(&exe, job.job.runs.len(), sandbox) {
                        Ok(ran) => ran,
                        Err(error) => (Vec::new(), Some(format!("{error:#}"))),
                    };
                    let traces = (traces.into_iter())
                        .map(|trace| with_path(trace, &local, &job.shown_path))
                        .collect();
                    results[job.index] = Some(Ok(Traced {
                        traces,
                        level: job.levels[0],
                        trouble: trouble.map(|text| text.replace(&local, &job.shown_path)),
                    }));
                    continue;
                }
                Some(Err(text)) => {
                    let errors = tidy_paths(&text).replace(&local, &job.shown_path);
                    // Errors in the program alone are the calls': building with less won't help.
                    let program = format!("{GENERATED}/{}/src/main.rs", job.package);
                    if text.contains(&program) && !errors.contains(&job.shown_path) {
                        results[job.index] = Some(Err(BuildFailure::CallsDoNotCompile(errors)));
                        continue;
                    }
                    errors
                }
                None => cargo_said.clone(),
            };
            job.levels.remove(0);
            match job.levels.is_empty() {
                true => results[job.index] = Some(Err(BuildFailure::DoesNotCompile(errors))),
                false => next.push(job),
            }
        }
        pending = next;
    }
    Ok(results.into_iter().flatten().collect())
}

/// Reads a job's sources, writes its program, and finds the level to start from; a call that
/// cannot be read as Rust fails the job before any build.
fn prepare<'a>(
    workspace: &Path,
    workshop: &Generated,
    index: usize,
    job: &'a Job,
) -> Attempt<Pending<'a>, BuildFailure> {
    let chapter = &job.chapter;
    let (source, modules, shown_path, package) = match (&job.given, job.whose) {
        (Some(given), _) => (
            given.text.clone(),
            Vec::new(),
            given.shown_path.clone(),
            format!("trace--{}--{}", chapter.slug, given.name),
        ),
        (None, Whose::Learner) => {
            let file = chapter.learner_file();
            let text = std::fs::read_to_string(&file)
                .with_context(|| format!("reading {}", file.display()))?;
            let package = format!("trace--{}", chapter.slug);
            (text, Vec::new(), chapter.learner_path(), package)
        }
        (None, Whose::Reference) => {
            let (text, modules) = reference::sources(workspace, chapter)?;
            let file = chapter.reference_file(workspace);
            let shown = file.strip_prefix(workspace).unwrap_or(&file).display();
            let package = format!("trace--{}--reference", chapter.slug);
            (text, modules, shown.to_string(), package)
        }
    };
    if let Err(failure) = write_program(workshop, chapter, &package, &job.runs)? {
        return Ok(Err(failure));
    }
    // Of the sources as instrumented in full, so a change to the instrumentation is seen too.
    let full = plan(workspace, chapter, job.whose, Level::Full)?;
    let fingerprint = fingerprint(&instrument(&source, &full)?, &modules);
    let start = remembered(&workshop.package_dir(&package), fingerprint);
    let levels = Level::ALL.into_iter().skip_while(|level| *level != start);
    Ok(Ok(Pending {
        index,
        job,
        package,
        source,
        modules,
        shown_path,
        fingerprint,
        levels: levels.collect(),
    }))
}

/// Writes a job's library, and the modules beside it, instrumented at its current level.
fn write_level(workspace: &Path, workshop: &Generated, job: &Pending<'_>) -> Result<()> {
    let dir = workshop.package_dir(&job.package);
    let plan = plan(workspace, &job.job.chapter, job.job.whose, job.levels[0])?;
    let instrumented = instrument(&job.source, &plan)?;
    write_if_changed(&dir.join("src/lib.rs"), &instrumented)?;
    let inner = Plan {
        types: Default::default(),
        stub: None,
        reference_types: (plan.reference_types.clone()).map(|given| ReferenceTypes {
            defined_here: false,
            ..given
        }),
        ..plan
    };
    for module in &job.modules {
        let text = match module.traced {
            true => instrument(&module.text, &inner)?,
            false => module.text.clone(),
        };
        write_if_changed(&dir.join("src").join(&module.file), &text)?;
    }
    Ok(())
}
