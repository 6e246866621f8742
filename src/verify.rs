//! The four checks that hold the course together, in one place for both `cargo run -- verify`
//! and the integrity tests (`tests/integrity.rs`):
//!
//! - every exercise passes when its functions are the reference's;
//! - every single test fails on the shipped stub;
//! - the snapshots are exactly what the reference generates;
//! - every typical mistake in `tests/mutants/` is caught by its chapter's tests.
//!
//! Each check works on a scratch copy of the workspace of its own, so nobody's files are
//! changed (except by [`Verifier::bless_snapshots`], which exists to write the snapshots). The
//! checks share one build folder, so the dependencies are built once; cargo names an exercise's
//! test binary the same in every copy, so checks sharing a folder must run one at a time.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, ensure};

use crate::chapters::{Chapter, chapters, find_chapter};
use crate::scratch::{Scratch, files_under};
use crate::test_run::{TestCommand, TestRun};

/// The environment variable that restricts the checks to some chapters: their names (or
/// numbers), comma-separated, as in `AYOAYO_CHAPTERS=sow,relay-sow`.
pub const CHAPTERS_VAR: &str = "AYOAYO_CHAPTERS";

/// Each chapter must come with at least this many typical mistakes.
pub const MISTAKES_PER_CHAPTER: usize = 3;

/// How to regenerate the snapshots, said whenever they are not fresh.
const BLESS_ADVICE: &str = "to regenerate them from the reference: \
                            AYOAYO_BLESS_SNAPSHOTS=1 cargo test --test integrity snapshots";

/// Files an exercise run must never leave behind: snapshots waiting to be accepted.
const STRAY_ENDINGS: &[&str] = &[".snap.new", ".pending-snap"];

/// One of the four checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    Reference,
    Stub,
    Snapshots,
    Mistakes,
}

impl Check {
    pub const ALL: [Check; 4] = [
        Check::Reference,
        Check::Stub,
        Check::Snapshots,
        Check::Mistakes,
    ];

    /// A few words for a table heading.
    pub fn heading(self) -> &'static str {
        match self {
            Check::Reference => "reference passes",
            Check::Stub => "stub fails every test",
            Check::Snapshots => "snapshots fresh",
            Check::Mistakes => "mistakes caught (n/m)",
        }
    }

    /// The rule it enforces, which heads the list of its problems.
    pub fn rule(self) -> &'static str {
        match self {
            Check::Reference => "the reference must pass every exercise",
            Check::Stub => "every test must fail on the untouched stub",
            Check::Snapshots => "snapshots must be fresh",
            Check::Mistakes => "every typical mistake must be caught",
        }
    }

    /// The name of its scratch copy.
    fn copy_name(self) -> &'static str {
        match self {
            Check::Reference => "reference",
            Check::Stub => "stub",
            Check::Snapshots => "snapshots",
            Check::Mistakes => "mutants",
        }
    }
}

/// What one check found in one chapter.
#[derive(Clone, Debug)]
pub struct Finding {
    pub chapter: Chapter,
    /// Each problem in a sentence, naming the chapter (and the test or file) it is about.
    pub problems: Vec<String>,
    /// For the mistakes check: how many typical mistakes were caught, of how many.
    pub caught: Option<(usize, usize)>,
}

impl Finding {
    fn new(chapter: &Chapter) -> Finding {
        Finding {
            chapter: chapter.clone(),
            problems: Vec::new(),
            caught: None,
        }
    }

    /// Whether the check found nothing wrong in this chapter.
    pub fn is_sound(&self) -> bool {
        self.problems.is_empty()
    }
}

/// What one check found in every chapter it looked at.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub check: Check,
    /// One per chapter, in chapter order.
    pub findings: Vec<Finding>,
    /// Problems that belong to no one chapter, and advice on fixing the others.
    pub general: Vec<String>,
}

impl Outcome {
    /// Every problem, chapter by chapter, then the general ones.
    pub fn problems(&self) -> Vec<&str> {
        let chapters = self.findings.iter().flat_map(|finding| &finding.problems);
        chapters.chain(&self.general).map(String::as_str).collect()
    }

    /// Whether the check found nothing wrong anywhere.
    pub fn is_sound(&self) -> bool {
        self.problems().is_empty()
    }

    /// The rule and every problem, one per line: the integrity test's failure message.
    pub fn report(&self) -> String {
        format!(
            "{}:\n  - {}",
            self.check.rule(),
            self.problems().join("\n  - ")
        )
    }
}

/// What a check tells its caller as it goes, so a long run can show progress.
pub enum Progress<'a> {
    /// It starts on a chapter.
    Starting(&'a Chapter),
    /// It is done with a chapter.
    Done(&'a Finding),
}

/// Whether the snapshots check compares the regenerated snapshots or writes them.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Snapshots {
    Compare,
    Bless,
}

/// Runs the checks on a workspace's chapters, in scratch copies under a folder of its own.
pub struct Verifier {
    workspace: PathBuf,
    dir: PathBuf,
    chapters: Vec<Chapter>,
    /// Added to the copies' names when only some chapters are checked, so that checks of
    /// different chapters, run at the same time, each get a copy of their own.
    suffix: String,
}

impl Verifier {
    /// Checks the chapters of `workspace` named in `chosen` (as in [`CHAPTERS_VAR`]; all of
    /// them when it is `None` or empty), making scratch copies in `dir` and building in
    /// `dir/target`.
    pub fn new(workspace: &Path, dir: &Path, chosen: Option<&str>) -> Result<Verifier> {
        let chapters = chosen_chapters(workspace, chosen)?;
        let mut suffix = String::new();
        if chosen.is_some_and(|chosen| !chosen.trim().is_empty()) {
            suffix = chapters.iter().map(|c| format!("-{}", c.slug)).collect();
        }
        Ok(Verifier {
            workspace: workspace.to_path_buf(),
            dir: dir.to_path_buf(),
            chapters,
            suffix,
        })
    }

    /// The chapters it checks, in order.
    pub fn chapters(&self) -> &[Chapter] {
        &self.chapters
    }

    /// The build folder every check shares.
    pub fn target_dir(&self) -> PathBuf {
        self.dir.join("target")
    }

    /// Runs one check on every chapter, telling `progress` as it goes.
    pub fn run(&self, check: Check, progress: &mut dyn FnMut(Progress)) -> Result<Outcome> {
        self.run_with(check, Snapshots::Compare, progress)
    }

    /// Regenerates every snapshot from the reference and writes them into the workspace,
    /// removing those no test makes: the one way snapshots are made. The outcome lists the
    /// chapters whose tests did not run, and so were left as they were.
    pub fn bless_snapshots(&self, progress: &mut dyn FnMut(Progress)) -> Result<Outcome> {
        self.run_with(Check::Snapshots, Snapshots::Bless, progress)
    }

    fn run_with(
        &self,
        check: Check,
        mode: Snapshots,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<Outcome> {
        let name = format!("{}{}", check.copy_name(), self.suffix);
        let copy = Scratch::copy(&self.workspace, &self.dir.join(name))?;
        // Snapshots waiting in the workspace were not written by this run: clear them first.
        for leftover in files_ending(&copy.root.join("exercises"), STRAY_ENDINGS)? {
            fs::remove_file(leftover)?;
        }
        let mut findings = Vec::new();
        for chapter in &self.chapters {
            progress(Progress::Starting(chapter));
            let finding = match check {
                Check::Reference => self.reference(&copy, chapter)?,
                Check::Stub => self.stub(&copy, chapter)?,
                Check::Snapshots => self.snapshots(&copy, chapter, mode)?,
                Check::Mistakes => self.mistakes(&copy, chapter)?,
            };
            progress(Progress::Done(&finding));
            findings.push(finding);
        }
        let mut general = Vec::new();
        let any_problem = findings.iter().any(|finding| !finding.is_sound());
        if check == Check::Snapshots && mode == Snapshots::Compare && any_problem {
            general.push(BLESS_ADVICE.to_string());
        }
        if check == Check::Mistakes {
            general.extend(self.strays_elsewhere(&copy)?);
        }
        Ok(Outcome {
            check,
            findings,
            general,
        })
    }

    /// Snapshots waiting to be accepted that runs in `copy` left outside the chapters' own
    /// folders (those inside are each chapter's problem).
    fn strays_elsewhere(&self, copy: &Scratch) -> Result<Vec<String>> {
        let exercises = copy.root.join("exercises");
        let folders: Vec<PathBuf> = self
            .chapters
            .iter()
            .map(|chapter| exercises.join(chapter.folder_name()))
            .collect();
        let strays = files_ending(&exercises, STRAY_ENDINGS)?;
        let elsewhere = strays
            .iter()
            .filter(|path| !folders.iter().any(|folder| path.starts_with(folder)));
        Ok(elsewhere.map(|stray| wrote(stray)).collect())
    }

    /// Runs one chapter's tests in `copy`, with `lib` as the learner's file.
    fn test(
        &self,
        copy: &Scratch,
        chapter: &Chapter,
        lib: &str,
        env: &[(&str, &str)],
    ) -> Result<TestRun> {
        copy.write_lib(&chapter.folder_name(), lib)?;
        let mut command = TestCommand::new(&copy.root, chapter.package());
        command.target_dir = Some(self.target_dir());
        command.env = env.iter().map(|&(k, v)| (k.into(), v.into())).collect();
        command.run()
    }

    fn reference(&self, copy: &Scratch, chapter: &Chapter) -> Result<Finding> {
        let run = self.test(copy, chapter, &chapter.reference_lib()?, &[])?;
        let mut finding = Finding::new(chapter);
        finding.problems.extend(no_tests_ran(chapter, &run));
        for name in run.failed() {
            let slug = &chapter.slug;
            finding
                .problems
                .push(format!("{slug}: `{name}` fails on the reference"));
        }
        Ok(finding)
    }

    fn stub(&self, copy: &Scratch, chapter: &Chapter) -> Result<Finding> {
        let stub = fs::read_to_string(chapter.stub_file())
            .with_context(|| format!("reading {}", chapter.stub_file().display()))?;
        let run = self.test(copy, chapter, &stub, &[])?;
        let mut finding = Finding::new(chapter);
        finding.problems.extend(no_tests_ran(chapter, &run));
        for name in run.passed() {
            let slug = &chapter.slug;
            finding
                .problems
                .push(format!("{slug}: `{name}` passes on the stub"));
        }
        Ok(finding)
    }

    /// Deletes the chapter's snapshots in `copy`, lets the reference's run write them afresh,
    /// then compares them with the workspace's, or writes them there.
    fn snapshots(&self, copy: &Scratch, chapter: &Chapter, mode: Snapshots) -> Result<Finding> {
        let folder = chapter.folder_name();
        let exercise = copy.root.join("exercises").join(&folder);
        for snap in snapshot_files(&exercise)?.into_keys() {
            fs::remove_file(exercise.join(snap))?;
        }
        let env = [("INSTA_UPDATE", "always"), ("INSTA_FORCE_PASS", "1")];
        let run = self.test(copy, chapter, &chapter.reference_lib()?, &env)?;
        let mut finding = Finding::new(chapter);
        if !run.ran {
            let problem = format!("{}: the tests did not run\n{}", chapter.slug, tail(&run));
            finding.problems.push(problem);
            return Ok(finding);
        }
        let fresh = snapshot_files(&exercise)?;
        let committed = snapshot_files(&chapter.dir)?;
        if mode == Snapshots::Bless {
            bless(&chapter.dir, &fresh, &committed)?;
            return Ok(finding);
        }
        for (path, text) in &fresh {
            let path_shown = format!("{folder}/{}", path.display());
            match committed.get(path) {
                None => finding.problems.push(format!("{path_shown} is missing")),
                Some(old) if old != text => finding.problems.push(format!("{path_shown} is stale")),
                Some(_) => {}
            }
        }
        for path in committed.keys().filter(|path| !fresh.contains_key(*path)) {
            let problem = format!("{folder}/{} is not made by any test", path.display());
            finding.problems.push(problem);
        }
        Ok(finding)
    }

    /// Swaps each typical mistake in and requires that it compiles and that a test fails.
    fn mistakes(&self, copy: &Scratch, chapter: &Chapter) -> Result<Finding> {
        let folder = chapter.folder_name();
        let exercise = copy.root.join("exercises").join(&folder);
        let mutants = mutant_files(&self.workspace, &folder)?;
        let mut finding = Finding::new(chapter);
        if mutants.len() < MISTAKES_PER_CHAPTER {
            finding.problems.push(format!(
                "{folder}: only {} typical mistakes in tests/mutants/{folder}; \
                 add at least {MISTAKES_PER_CHAPTER}",
                mutants.len()
            ));
        }
        let mut caught = 0;
        for mutant in &mutants {
            let name = mutant.file_stem().unwrap_or_default().to_string_lossy();
            let source = fs::read_to_string(mutant)
                .with_context(|| format!("reading {}", mutant.display()))?;
            let run = self.test(copy, chapter, &source, &[])?;
            if !run.ran {
                let problem = format!("{folder}/{name} does not compile\n{}", tail(&run));
                finding.problems.push(problem);
            } else if run.failed().is_empty() {
                let problem = format!("{folder}/{name} is not caught by any test");
                finding.problems.push(problem);
            } else {
                caught += 1;
            }
        }
        finding.caught = Some((caught, mutants.len()));
        let strays = files_ending(&exercise, STRAY_ENDINGS)?;
        finding
            .problems
            .extend(strays.iter().map(|stray| wrote(stray)));
        Ok(finding)
    }
}

/// The chapters named in `AYOAYO_CHAPTERS`, as the user wrote them, if it is set.
pub fn chosen_from_env() -> Option<String> {
    std::env::var(CHAPTERS_VAR)
        .ok()
        .filter(|chosen| !chosen.trim().is_empty())
}

/// The chapters of `workspace` named in `chosen` (comma-separated names or numbers), in order;
/// every chapter when `chosen` is `None` or empty. A name that is no chapter is an error, so a
/// typo never quietly checks less than was asked for.
pub fn chosen_chapters(workspace: &Path, chosen: Option<&str>) -> Result<Vec<Chapter>> {
    let names: Vec<&str> = chosen
        .unwrap_or_default()
        .split(',')
        .map(str::trim)
        .filter(|name| !name.is_empty())
        .collect();
    let mut picked = chapters(workspace)?;
    ensure!(!picked.is_empty(), "no exercises found under exercises/");
    if !names.is_empty() {
        let mut named = Vec::new();
        for name in names {
            named.push(find_chapter(workspace, name).context(CHAPTERS_VAR)?);
        }
        picked.retain(|chapter| named.contains(chapter));
    }
    Ok(picked)
}

/// Where a command of the course tool keeps its scratch copies and build folder:
/// `target/NAME`, or `NAME` under `CARGO_TARGET_DIR` when that is set, like cargo's own output.
pub fn work_dir(workspace: &Path, name: &str) -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace.join("target"));
    target.join(name)
}

/// A problem for a chapter where no test ran at all.
fn no_tests_ran(chapter: &Chapter, run: &TestRun) -> Option<String> {
    let nothing = !run.ran || run.tests.is_empty();
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

/// Writes the `fresh` snapshots into exercise folder `exercise` and removes the `committed`
/// ones that no test makes any more.
fn bless(
    exercise: &Path,
    fresh: &BTreeMap<PathBuf, String>,
    committed: &BTreeMap<PathBuf, String>,
) -> Result<()> {
    for (path, text) in fresh {
        let target = exercise.join(path);
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent)?;
        }
        fs::write(&target, text).with_context(|| format!("writing {}", target.display()))?;
    }
    for stale in committed.keys().filter(|path| !fresh.contains_key(*path)) {
        let target = exercise.join(stale);
        fs::remove_file(&target).with_context(|| format!("removing {}", target.display()))?;
    }
    Ok(())
}

/// The typical mistakes kept for one chapter, in name order.
fn mutant_files(workspace: &Path, folder: &str) -> Result<Vec<PathBuf>> {
    let dir = workspace.join("tests/mutants").join(folder);
    if !dir.exists() {
        return Ok(Vec::new());
    }
    let entries = fs::read_dir(&dir).with_context(|| format!("listing {}", dir.display()))?;
    let mut files = Vec::new();
    for entry in entries {
        let path = entry?.path();
        if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

/// Every `.snap` file under an exercise folder, by path relative to it, with its text.
fn snapshot_files(exercise: &Path) -> Result<BTreeMap<PathBuf, String>> {
    let mut snaps = BTreeMap::new();
    for path in files_ending(&exercise.join("tests"), &[".snap"])? {
        let text =
            fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
        let relative = path.strip_prefix(exercise).unwrap_or(&path).to_path_buf();
        snaps.insert(relative, text);
    }
    Ok(snaps)
}

/// Every file under `folder` (none if it does not exist) whose name ends with one of `endings`.
fn files_ending(folder: &Path, endings: &[&str]) -> Result<Vec<PathBuf>> {
    let mut found = files_under(folder)?;
    found.retain(|path| {
        let name = path.to_string_lossy();
        endings.iter().any(|ending| name.ends_with(ending))
    });
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_report_lists_every_problem_under_the_rule() {
        let chapter = Chapter {
            number: 1,
            slug: "scoop".into(),
            dir: PathBuf::from("exercises/01-scoop"),
        };
        let mut finding = Finding::new(&chapter);
        finding.problems.push("01-scoop/a.snap is stale".into());
        let outcome = Outcome {
            check: Check::Snapshots,
            findings: vec![finding],
            general: vec![BLESS_ADVICE.into()],
        };
        assert!(!outcome.is_sound());
        assert_eq!(
            outcome.report(),
            format!("snapshots must be fresh:\n  - 01-scoop/a.snap is stale\n  - {BLESS_ADVICE}")
        );
    }

    #[test]
    fn chapters_are_chosen_by_name_or_number_and_typos_are_errors() {
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
        let slugs = |chosen| -> Vec<String> {
            let chosen = chosen_chapters(workspace, chosen).unwrap();
            chosen.into_iter().map(|chapter| chapter.slug).collect()
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
