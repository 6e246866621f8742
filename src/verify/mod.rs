//! The checks that hold the course together, in one place for both `cargo run -- verify`
//! and the integrity tests (`tests/integrity.rs`):
//!
//! - the course model agrees with the exercise folders ([`model`]), checked first, cheaply;
//! - every exercise passes when its functions are the reference's;
//! - every single test fails on the shipped stub;
//! - the snapshots are exactly what the reference generates ([`snapshots`]);
//! - every typical mistake in `tests/mutants/` is caught by its chapter's tests ([`mutants`]);
//! - every correct solution in another style, in `tests/styles/`, passes its chapter's tests
//!   ([`styles`](mod@styles)).
//!
//! The checks work on versions of each exercise in one scratch copy of the workspace
//! ([`versions`](crate::workshop::versions)), so nobody's files are changed (except by [`Verifier::bless_snapshots`],
//! which exists to write the snapshots). Each version is built once, all of a check's versions
//! by one cargo command, and its tests are then run as often as the checks need. A chapter's
//! drill mistakes share one build where they can (the private module `bundle`), and each runs
//! only the tests that name its drill.

mod bundle;
pub mod model;
pub mod mutants;
mod outcome;
mod select;
pub mod snapshots;
pub mod styles;

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

use anyhow::{Context, Result};

pub use outcome::{BLESS_ADVICE, Check, Finding, Outcome, Progress};
pub use select::{CHAPTERS_VAR, chosen_chapters, chosen_from_env};

use crate::chapters::Exercise;
use crate::grader::{File, own_work};
use crate::optional::{self, Kind};
use crate::test_run::{Ignored, TestRun};
use crate::workshop::delegation::drill_handed_over;
use crate::workshop::{Version, Versions, with_examples};
use bundle::{Bundle, VARIANT_VAR, bundle};
use course_model::DRILL_MISTAKES;
use mutants::{DRILL_PREFIX, DRILL_SEPARATOR, MISTAKES_PER_CHAPTER, MISTAKES_PER_DRILL, mistakes};
use snapshots::{files_ending, snapshot_files};
use styles::{STYLES_DIR, style_problems, styles};

/// Files an exercise run must never leave behind: snapshots waiting to be accepted.
const STRAY_ENDINGS: &[&str] = &[".snap.new", ".pending-snap"];

/// Whether the snapshots check compares the regenerated snapshots or writes them.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Snapshots {
    Compare,
    Bless,
}

/// Runs the checks on a workspace's chapters, on versions of their exercises in a scratch copy
/// under a folder of its own. Keep one for several checks: what one check built, the next reuses.
pub struct Verifier {
    workspace: PathBuf,
    chapters: Vec<Exercise>,
    versions: Versions,
}

impl Verifier {
    /// Checks the chapters of `workspace` named in `chosen` (as in [`CHAPTERS_VAR`]; all of
    /// them when it is `None` or empty), with a scratch copy in `dir` and building in
    /// `dir/target`.
    pub fn new(workspace: &Path, dir: &Path, chosen: Option<&str>) -> Result<Verifier> {
        let chapters = chosen_chapters(workspace, chosen)?;
        // Checks of different chapters, run at the same time, each get a copy of their own.
        let mut copy = String::from("versions");
        if chosen.is_some_and(|chosen| !chosen.trim().is_empty()) {
            copy.extend(chapters.iter().map(|c| format!("-{}", c.slug)));
        }
        let versions = Versions::new(workspace, &dir.join(copy), &dir.join("target"))?;
        Ok(Verifier {
            workspace: workspace.to_path_buf(),
            chapters,
            versions,
        })
    }

    /// The chapters it checks, in order.
    pub fn chapters(&self) -> &[Exercise] {
        &self.chapters
    }

    /// Runs one check on every chapter, telling `progress` as it goes.
    pub fn run(&mut self, check: Check, progress: &mut dyn FnMut(Progress<'_>)) -> Result<Outcome> {
        self.run_with(check, Snapshots::Compare, progress)
    }

    /// Regenerates every snapshot from the reference and writes them into the workspace,
    /// removing those no test makes: the one way snapshots are made. The outcome lists the
    /// chapters whose tests did not run, and so were left as they were.
    pub fn bless_snapshots(&mut self, progress: &mut dyn FnMut(Progress<'_>)) -> Result<Outcome> {
        self.run_with(Check::Snapshots, Snapshots::Bless, progress)
    }

    fn run_with(
        &mut self,
        check: Check,
        mode: Snapshots,
        progress: &mut dyn FnMut(Progress<'_>),
    ) -> Result<Outcome> {
        let mut planned = Vec::new();
        for chapter in &self.chapters {
            planned.push(self.versions_for(check, chapter)?);
        }
        // A drill's typical mistakes share one build a chapter where they can.
        let bundles: Vec<Option<Bundle>> = (self.chapters.iter().zip(&planned))
            .map(|(chapter, versions)| match check {
                Check::Mistakes => bundle(chapter, versions),
                _ => None,
            })
            .collect();
        let built = to_build(&planned, &bundles);
        progress(Progress::Building(built.len()));
        self.versions.build(&built)?;
        let mut general = self.unbundle_failed(&planned, &bundles)?;
        let mut findings = Vec::new();
        for (at, (chapter, versions)) in self.chapters.iter().zip(&planned).enumerate() {
            progress(Progress::Starting(chapter));
            let bundle = bundles.get(at).and_then(Option::as_ref);
            let finding = match check {
                Check::Reference => self.all_tests(chapter, &versions[0], true)?,
                Check::Stub => self.all_tests(chapter, &versions[0], false)?,
                Check::Snapshots => self.snapshots(chapter, &versions[0], mode)?,
                Check::Mistakes => self.mistakes(chapter, versions, bundle)?,
                Check::Styles => self.all_styles(chapter, versions),
            };
            progress(Progress::Done(&finding));
            findings.push(finding);
        }
        let any_problem = findings.iter().any(|finding| !finding.is_sound());
        if check == Check::Snapshots && mode == Snapshots::Compare && any_problem {
            general.push(BLESS_ADVICE.to_string());
        }
        let strays = files_ending(&self.versions.exercises(), STRAY_ENDINGS)?;
        general.extend(strays.iter().map(|stray| wrote(stray)));
        Ok(Outcome {
            check,
            findings,
            general,
        })
    }

    /// Builds as separate packages the members of each of `bundles` that did not build, so that
    /// a mistake that does not compile is named (and the others still run). A problem for each
    /// bundle whose members all build apart: bundling them is what went wrong, which the checks
    /// must not hide by quietly taking longer.
    fn unbundle_failed(
        &mut self,
        planned: &[Vec<Version>],
        bundles: &[Option<Bundle>],
    ) -> Result<Vec<String>> {
        let mut problems = Vec::new();
        for (versions, bundle) in planned.iter().zip(bundles) {
            let Some(bundle) = bundle.as_ref() else {
                continue;
            };
            if self.versions.built(&bundle.version) {
                continue;
            }
            let members: Vec<Version> = (versions.iter())
                .filter(|version| bundle.holds(&version.name))
                .cloned()
                .collect();
            self.versions.build(&members)?;
            if members.iter().all(|member| self.versions.built(member)) {
                let errors = match self.versions.binary(&bundle.version)? {
                    Err(not_built) => not_built.output,
                    Ok(_) => String::new(),
                };
                let package = bundle.version.package();
                problems.push(format!(
                    "{package}: the drill mistakes build apart but not together\n{errors}"
                ));
            }
        }
        Ok(problems)
    }

    /// The versions of `chapter`'s exercise that `check` runs.
    fn versions_for(&self, check: Check, chapter: &Exercise) -> Result<Vec<Version>> {
        let version = |name: &str, lib: String| Version {
            chapter: chapter.clone(),
            name: name.to_string(),
            lib: lib.into_bytes(),
        };
        Ok(match check {
            Check::Reference | Check::Snapshots => {
                vec![version("reference", chapter.reference_lib())]
            }
            Check::Stub => {
                let stub = fs::read_to_string(chapter.stub_file())
                    .with_context(|| format!("reading {}", chapter.stub_file().display()))?;
                vec![version("stub", stub)]
            }
            // A mistake writes the chapter's functions only; its types and its challenges are the
            // reference's, so the chapter's tests compile, and a mistake is caught by the
            // chapter's own tests.
            // A drill's mistake writes that drill only: the chapter's functions and types, its
            // other drills and its challenges are the reference's.
            Check::Mistakes => {
                let lab = mistakes(&self.workspace, chapter)?
                    .into_iter()
                    .map(|mistake| {
                        let lib =
                            mistake.source + &chapter.given_types() + &chapter.optional_answers();
                        version(&format!("mistake-{}", mistake.name), lib)
                    });
                let drills = self.drill_versions(chapter, course_model::MISTAKES_DIR)?;
                lab.chain(drills).collect()
            }
            // A style, like a mistake, writes the chapter's functions only. It is built as
            // `grade` builds a learner's file, worked examples appended, so the check that no
            // correct style is refused sees what `grade` sees.
            Check::Styles => {
                let lab = styles(&self.workspace, chapter)?.into_iter().map(|style| {
                    let lib = style.source + &chapter.given_types() + &chapter.optional_answers();
                    let lib = with_examples(chapter, lib.as_bytes());
                    Version {
                        chapter: chapter.clone(),
                        name: format!("style-{}", style.name),
                        lib,
                    }
                });
                lab.chain(self.drill_versions(chapter, STYLES_DIR)?)
                    .collect()
            }
        })
    }

    /// The versions of `chapter`'s drills kept below `kept` (their typical mistakes, their
    /// correct styles), named `drill-DRILL--NAME`: each writes its drill alone, so it is built
    /// after the reference's functions and types and the other drills' and the challenges'
    /// model answers.
    fn drill_versions(&self, chapter: &Exercise, kept: &str) -> Result<Vec<Version>> {
        let mut versions = Vec::new();
        for drill in &chapter.drills {
            let around = bundle::around(chapter, drill);
            for file in chapter.drill_kept(&self.workspace, kept, drill)? {
                versions.push(Version {
                    chapter: chapter.clone(),
                    name: format!("{DRILL_PREFIX}{drill}{DRILL_SEPARATOR}{}", file.name),
                    lib: (file.source + &around).into_bytes(),
                });
            }
        }
        Ok(versions)
    }

    /// Runs a version whose every test must pass (the reference) or fail (the stub), with a
    /// problem for each test that does otherwise.
    fn all_tests(&self, chapter: &Exercise, version: &Version, must_pass: bool) -> Result<Finding> {
        // The optional challenges too: the reference answers them, the stub leaves them undone.
        let run = self.versions.test(version, Ignored::Included, &[])?;
        let mut finding = Finding::new(chapter);
        finding.problems.extend(no_tests_ran(chapter, &run));
        let (wrong, verdict) = match must_pass {
            true => (run.failed(), "fails on the reference"),
            false => (run.passed(), "passes on the stub"),
        };
        let slug = &chapter.slug;
        finding.problems.extend(wrong.into_iter().map(|name| {
            // On the reference, why it failed is the problem's whole story: say it.
            let why = if must_pass {
                why_failed(&run, name)
            } else {
                String::new()
            };
            format!("{slug}: `{name}` {verdict}{why}")
        }));
        if must_pass {
            finding.problems.extend(uncountable(chapter, &run));
        }
        Ok(finding)
    }

    /// Lets the reference's run write the chapter's snapshots afresh in its version's folder,
    /// then compares them with the workspace's, or writes them there. The version's committed
    /// snapshots are put back afterwards, for the reference check.
    fn snapshots(
        &self,
        chapter: &Exercise,
        reference: &Version,
        mode: Snapshots,
    ) -> Result<Finding> {
        let folder = chapter.folder_name();
        let copied = self.versions.dir(reference);
        let committed = snapshot_files(&copied)?;
        snapshots::replace(&copied, &Default::default())?;
        let env = [("INSTA_UPDATE", "always"), ("INSTA_FORCE_PASS", "1")];
        let run = self.versions.test(reference, Ignored::Included, &env);
        let fresh = snapshot_files(&copied);
        snapshots::replace(&copied, &committed)?;
        let (run, fresh) = (run?, fresh?);
        let mut finding = Finding::new(chapter);
        if !run.ran() {
            let problem = format!(
                "{}: the tests did not run
{}",
                chapter.slug,
                tail(&run)
            );
            finding.problems.push(problem);
            return Ok(finding);
        }
        let fresh = snapshots::as_if_made_in(fresh, &reference.package(), &folder);
        let committed = snapshot_files(&chapter.dir)?;
        match mode {
            Snapshots::Bless => snapshots::replace(&chapter.dir, &fresh)?,
            Snapshots::Compare => {
                let differences = snapshots::differences(&folder, &fresh, &committed);
                finding.problems.extend(differences);
            }
        }
        Ok(finding)
    }

    /// Requires that each typical mistake compiles and that a test fails on it: one of the
    /// chapter's tests for a mistake in its functions, one of the drill's own for a mistake in
    /// a drill; and that the chapter keeps enough of both.
    fn mistakes(
        &self,
        chapter: &Exercise,
        versions: &[Version],
        bundle: Option<&Bundle>,
    ) -> Result<Finding> {
        let (drills, mistakes): (Vec<Version>, Vec<Version>) =
            (versions.iter().cloned()).partition(|version| version.name.starts_with(DRILL_PREFIX));
        let mut finding = self.lab_mistakes(chapter, &mistakes)?;
        let drilled = self.drill_mistakes(chapter, &drills, bundle)?;
        finding.problems.extend(drilled.problems);
        if let (Some((caught, of)), Some((more, and))) = (finding.caught, drilled.caught) {
            finding.caught = Some((caught + more, of + and));
        }
        Ok(finding)
    }

    /// [`Verifier::mistakes`] for the drills': at least [`MISTAKES_PER_DRILL`] a drill, each
    /// caught by a test of its drill (run with the ignored tests, where the drills' are).
    fn drill_mistakes(
        &self,
        chapter: &Exercise,
        mistakes: &[Version],
        bundle: Option<&Bundle>,
    ) -> Result<Finding> {
        let folder = chapter.folder_name();
        let mut finding = Finding::new(chapter);
        for drill in &chapter.drills {
            let kept = mistakes.iter().filter(|m| drill_of(m).0 == drill).count();
            if kept < MISTAKES_PER_DRILL {
                finding.problems.push(format!(
                    "{folder}: only {kept} typical mistakes of the drill `{drill}` in \
                     tests/mutants/{folder}/drills/{drill}; add at least {MISTAKES_PER_DRILL}"
                ));
            }
        }
        let mut caught = 0;
        for (mistake, run) in
            mistakes
                .iter()
                .zip(self.mistake_runs(mistakes, Ignored::Only, bundle))
        {
            let (drill, name) = drill_of(mistake);
            let run = run?;
            let drills = [drill.to_string()];
            let missed = optional::done(&run, Kind::Drills, &drills).contains(&drill);
            if !run.built {
                let problem = format!(
                    "{folder}/drills/{drill}/{name} does not compile\n{}",
                    tail(&run)
                );
                finding.problems.push(problem);
            } else if missed || !run.ran() {
                let problem =
                    format!("{folder}/drills/{drill}/{name} is not caught by the drill's tests");
                finding.problems.push(problem);
            } else {
                caught += 1;
            }
        }
        finding.caught = Some((caught, mistakes.len()));
        Ok(finding)
    }

    /// Requires that each typical mistake of the chapter's functions compiles and that a test
    /// fails on it.
    fn lab_mistakes(&self, chapter: &Exercise, mistakes: &[Version]) -> Result<Finding> {
        let folder = chapter.folder_name();
        let mut finding = Finding::new(chapter);
        if mistakes.len() < MISTAKES_PER_CHAPTER {
            finding.problems.push(format!(
                "{folder}: only {} typical mistakes in tests/mutants/{folder}; \
                 add at least {MISTAKES_PER_CHAPTER}",
                mistakes.len()
            ));
        }
        let mut caught = 0;
        for (mistake, run) in
            mistakes
                .iter()
                .zip(self.mistake_runs(mistakes, Ignored::Skipped, None))
        {
            let name = mistake.name.trim_start_matches("mistake-");
            let run = run?;
            if !run.built {
                let problem = format!("{folder}/{name} does not compile\n{}", tail(&run));
                finding.problems.push(problem);
            } else if run.failed().is_empty() && run.ran() {
                let problem = format!("{folder}/{name} is not caught by any test");
                finding.problems.push(problem);
            } else {
                caught += 1;
            }
        }
        finding.caught = Some((caught, mistakes.len()));
        Ok(finding)
    }

    /// [`Verifier::styles`] for the chapter's functions, and for each drill's correct solutions
    /// in other styles (`tests/styles/NN-slug/drills/DRILL/`), which every test must accept
    /// with the ignored tests run, where the drills' are.
    fn all_styles(&self, chapter: &Exercise, versions: &[Version]) -> Finding {
        let (drills, lab): (Vec<Version>, Vec<Version>) =
            (versions.iter().cloned()).partition(|version| version.name.starts_with(DRILL_PREFIX));
        let mut finding = self.styles(chapter, &lab);
        let mut passed = 0;
        for style in &drills {
            let (drill, file) = drill_of(style);
            let name = format!("{DRILL_MISTAKES}/{drill}/{file}");
            let problems = self.style_run(chapter, style, &name, Ignored::Only);
            passed += usize::from(problems.is_empty());
            finding.problems.extend(problems);
        }
        if let Some((lab_passed, of)) = finding.caught {
            finding.caught = Some((lab_passed + passed, of + drills.len()));
        }
        finding
    }

    /// Requires that the chapter keeps a correct solution in another style than the reference's,
    /// and that each one passes every test the chapter runs by default (its challenges are the
    /// reference's). Each runs as the reference does, one at a time: none should wait out a
    /// limit, and a correct style must not be judged on a machine this check itself keeps busy.
    /// A problem names the style and each test it fails.
    fn styles(&self, chapter: &Exercise, styles: &[Version]) -> Finding {
        let folder = chapter.folder_name();
        let mut finding = Finding::new(chapter);
        if styles.is_empty() {
            finding.problems.push(format!(
                "{folder}: no correct solution in another style in {STYLES_DIR}/{folder}; add one"
            ));
        }
        let mut passed = 0;
        for style in styles {
            let name = style.name.trim_start_matches("style-");
            let problems = self.style_run(chapter, style, name, Ignored::Skipped);
            passed += usize::from(problems.is_empty());
            finding.problems.extend(problems);
        }
        finding.caught = Some((passed, styles.len()));
        finding
    }

    /// The problems of the correct style `style` of `chapter`, kept at
    /// `tests/styles/FOLDER/NAME.rs`: its run (with the `ignored` tests or not) must pass every
    /// test, and `grade` must not take it for the reference's: a correct solution of the
    /// learner's own, a drill's as much as a lab's, is never refused.
    fn style_run(
        &self,
        chapter: &Exercise,
        style: &Version,
        name: &str,
        ignored: Ignored,
    ) -> Vec<String> {
        let shown = format!("{STYLES_DIR}/{}/{name}.rs", chapter.folder_name());
        let mut problems = match self
            .versions
            .test_matching(style, ignored, only(style), &[])
        {
            Ok(run) => style_problems(chapter, name, &run, why_failed),
            Err(error) => vec![format!("{shown}: {error:#}")],
        };
        if let Some(why) = self.refused(chapter, style) {
            problems.push(format!("{shown}: `grade` refuses it: {why}"));
        }
        problems
    }

    /// Why `grade` would refuse `version` of `chapter`: for a drill's version, which writes the
    /// drill alone beside the reference's functions, only a call to the chapter's model answers
    /// counts ([`drill_handed_over`]); `None` when it would grade it.
    fn refused(&self, chapter: &Exercise, version: &Version) -> Option<String> {
        if !version.name.starts_with(DRILL_PREFIX) {
            return self.lab_refused(chapter, version);
        }
        let library = self.versions.library(version)?;
        drill_handed_over(chapter, library).unwrap_or_else(|error| Some(format!("{error:#}")))
    }

    /// Why `grade` would refuse `version` of `chapter` as handing the chapter over to the
    /// reference ([`own_work`]), or why that could not be told; `None` when it would grade it.
    fn lab_refused(&self, chapter: &Exercise, version: &Version) -> Option<String> {
        let file = File {
            source: version.lib.clone(),
            stub: Vec::new(),
        };
        let course = crate::chapters::chapters(&self.workspace);
        let refused = course
            .and_then(|course| own_work(&course, chapter, &file, self.versions.library(version)));
        match refused {
            Ok(grade) => grade.and_then(|grade| grade.note),
            Err(error) => Some(format!("{error:#}")),
        }
    }

    /// The run of `mistake`'s tests (with the `ignored` ones or not): from `bundle`'s build when
    /// it holds the mistake and built, choosing the mistake by [`VARIANT_VAR`]; else from its
    /// own.
    fn mistake_run(
        &self,
        mistake: &Version,
        ignored: Ignored,
        bundle: Option<&Bundle>,
    ) -> Result<TestRun> {
        let filter = only(mistake);
        let bundled = bundle.filter(|b| b.holds(&mistake.name) && self.versions.built(&b.version));
        match bundled {
            Some(bundle) => {
                let variant = [(VARIANT_VAR, mistake.name.as_str())];
                (self.versions).test_matching(&bundle.version, ignored, filter, &variant)
            }
            None => self.versions.test_matching(mistake, ignored, filter, &[]),
        }
    }

    /// Each mistake's run of the chapter's tests, in order, two at a time: a mistake whose calls
    /// never return keeps one core waiting out the test kit's limit, and the other runs the next
    /// mistake meanwhile. (Every test binary already runs its own tests two at a time.)
    fn mistake_runs(
        &self,
        mistakes: &[Version],
        ignored: Ignored,
        bundle: Option<&Bundle>,
    ) -> Vec<Result<TestRun>> {
        let next = AtomicUsize::new(0);
        let runs = Mutex::new(Vec::with_capacity(mistakes.len()));
        thread::scope(|scope| {
            for _ in 0..2 {
                scope.spawn(|| {
                    loop {
                        let at = next.fetch_add(1, Ordering::Relaxed);
                        let Some(mistake) = mistakes.get(at) else {
                            break;
                        };
                        let run = self.mistake_run(mistake, ignored, bundle);
                        let mut runs = runs.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                        runs.push((at, run));
                    }
                });
            }
        });
        let mut runs = runs
            .into_inner()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        runs.sort_by_key(|&(at, _)| at);
        runs.into_iter().map(|(_, run)| run).collect()
    }
}

/// Problems with how `check` and `grade` count the chapter's drills and challenges, on the
/// reference's run: a test of their module that names none of them, or one that no test names,
/// which could never be counted done. (A test that fails on the reference is a problem of its
/// own.)
fn uncountable(chapter: &Exercise, run: &TestRun) -> Vec<String> {
    let slug = &chapter.slug;
    let mut problems = Vec::new();
    for (kind, names) in [
        (Kind::Drills, &chapter.drills),
        (Kind::Challenges, &chapter.challenges),
    ] {
        let module = kind.module();
        problems.extend(optional::unowned(run, kind, names).into_iter().map(|name| {
            format!(
                "{slug}: `{name}` names none of the {module}; start its name with the one it tests"
            )
        }));
        problems.extend(optional::untested(run, kind, names).into_iter().map(|name| {
            format!("{slug}: no test in `{module}` names `{name}`, so it can never be counted done")
        }));
    }
    problems
}

/// The drill a drill's version is of, and the name of its file ([`Verifier::drill_versions`]).
fn drill_of(version: &Version) -> (&str, &str) {
    let named = version.name.trim_start_matches(DRILL_PREFIX);
    named.split_once(DRILL_SEPARATOR).unwrap_or((named, ""))
}

/// What one check builds: `planned`, each chapter's bundled versions replaced by its bundle.
fn to_build(planned: &[Vec<Version>], bundles: &[Option<Bundle>]) -> Vec<Version> {
    let mut built = Vec::new();
    for (at, versions) in planned.iter().enumerate() {
        let bundle = bundles.get(at).and_then(Option::as_ref);
        let apart = |version: &&Version| !bundle.is_some_and(|b| b.holds(&version.name));
        built.extend(versions.iter().filter(apart).cloned());
        built.extend(bundle.map(|bundle| bundle.version.clone()));
    }
    built
}

/// The tests a version needs run, when not all of them: a drill's version (a typical mistake,
/// a correct style) writes that drill alone, and only the tests that name it judge it
/// ([`optional::done`]); each names it as whole words, so its name is in their path. The other
/// drills' tests would only judge their model answers again.
fn only(version: &Version) -> Option<&str> {
    version
        .name
        .starts_with(DRILL_PREFIX)
        .then(|| drill_of(version).0)
}

/// A problem for a chapter where no test ran at all.
fn no_tests_ran(chapter: &Exercise, run: &TestRun) -> Option<String> {
    let nothing = !run.ran() || run.tests.is_empty();
    nothing.then(|| format!("{}: no tests ran\n{}", chapter.slug, tail(run)))
}

fn wrote(stray: &Path) -> String {
    format!("an exercise run wrote {}", stray.display())
}

/// The last lines of a run's output, to show what went wrong.
fn tail(run: &TestRun) -> String {
    let lines: Vec<&str> = run.output.lines().collect();
    lines[lines.len().saturating_sub(30)..].join("\n")
}

/// Why `test` failed in `run`, as the test kit told it (its cause and message), or that the run
/// was stopped at its time limit; empty when neither is known.
fn why_failed(run: &TestRun, test: &str) -> String {
    if let Some(event) = run.events.iter().find(|event| event.test == test) {
        let message = event.message.as_deref().unwrap_or_default();
        return format!(": {} {message}", event.cause.headline())
            .trim_end()
            .to_string();
    }
    if run.timed_out() {
        return ": the run was stopped at its time limit".to_string();
    }
    String::new()
}

#[cfg(test)]
mod tests {
    use super::*;
    use course_model::cause::{Cause, Event};

    #[test]
    fn a_test_failing_on_the_reference_says_why() {
        let mut run = TestRun::not_built(String::new(), true);
        assert_eq!(
            why_failed(&run, "slow"),
            ": the run was stopped at its time limit"
        );
        run.events.push(Event {
            test: "slow".to_string(),
            cause: Cause::NoAnswer,
            call: None,
            board: Vec::new(),
            message: None,
        });
        let why = why_failed(&run, "slow");
        assert_eq!(why, format!(": {}", Cause::NoAnswer.headline()));
        assert_eq!(
            why_failed(&TestRun::not_built(String::new(), false), "slow"),
            ""
        );
    }
}
