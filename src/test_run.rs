//! Running one exercise's tests: cargo builds the test binary, then the binary itself is run,
//! inside the sandbox when there is one, to its limits: processor time, and a longer wall clock
//! for a run that waits ([`process::run_computing`]).
//!
//! Which tests passed is read from one of two channels ([`Channel`]), never from what the tests
//! print: learner code can print lines that look like libtest's, and can end the process with
//! any status, but neither makes a test pass. A test neither channel names as finished never
//! finished.
//!
//! - **libtest's log file** (`--logfile`), written by the harness as each test ends, at a path
//!   learner code is not told of: the channel in use whenever the toolchain writes it.
//! - **the harness's transcript**, the fallback for a toolchain that no longer honours
//!   `--logfile` (deprecated by the Rust project, rust-lang/rust#134283), or when
//!   `AYOAYO_LOGFILE=off` asks for it. The tests run one at a time (`--test-threads=1`), so
//!   libtest writes `test NAME ... ` before each test and its verdict once it returns, and its
//!   summary (`test result: ...`) last. The transcript is read strictly (see
//!   [`TestRun::from_transcript`]): every listed test must have its line, once and in order,
//!   ending with a verdict, and the summary must agree with those verdicts and with the exit
//!   status. A line `println!` writes never reaches it (the harness captures it), a process
//!   that exits or aborts leaves no summary, and a pass-like line out of place breaks the
//!   count: all of them make the affected tests failures. What it cannot tell apart is code
//!   written on purpose to imitate the harness (every real name in order, a matching summary,
//!   then `exit`), which the log file cannot either (such code can write into it): a grader's
//!   threat model already admits that.
//!
//! The transcript is slower, so the log file stays the first choice: one test at a time, the
//! isolated tests' waits for calls that never return add up (four such calls in chapter 4 take
//! `check` past its limit: the chapter is reported stuck, not failing, and nothing passes).

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use course_model::cause::{EVENTS_VAR, Event, ProcessEnd};
use course_model::limits;

use crate::Attempt;
use crate::cargo_messages::{CompileError, CompileWarning};
use crate::process::environment::{self, Environment};
use crate::process::{self, Finished, Stop};
use crate::sandbox::{Exceeded, Sandbox};

pub mod libtest;
mod transcript;

/// The most of a log file that is read: far more than any exercise's tests write.
const LOG_LIMIT: u64 = 1 << 20;

/// Set to `off` to read verdicts from the harness's transcript, as on a toolchain that no longer
/// honours `--logfile`: how that fallback is exercised on a toolchain that still does.
pub const LOGFILE_VAR: &str = "AYOAYO_LOGFILE";

/// Where a run's verdicts are read from (see the module's documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Channel {
    /// libtest's log file, `--logfile`.
    LogFile,
    /// libtest's own output, one test at a time, read strictly.
    Transcript,
}

/// Whether a run of this process has read its verdicts from each channel, for [`Channel::report`].
static USED: [AtomicBool; 2] = [AtomicBool::new(false), AtomicBool::new(false)];

impl Channel {
    /// The log file, unless [`LOGFILE_VAR`] is `off`.
    pub fn preferred() -> Channel {
        match std::env::var(LOGFILE_VAR) {
            Ok(value) if value == "off" => Channel::Transcript,
            _ => Channel::LogFile,
        }
    }

    /// The channel in words, for `verify`'s report.
    pub fn describe(self) -> &'static str {
        match self {
            Channel::LogFile => "libtest's log file (--logfile)",
            Channel::Transcript => {
                "the harness's transcript (fallback: one test at a time, read strictly)"
            }
        }
    }

    /// `Verdicts read from: ...`, naming the channels this process's runs have read verdicts
    /// from, for `verify` and `grade` to say; `None` before any run.
    pub fn report() -> Option<String> {
        let channels = [Channel::LogFile, Channel::Transcript]
            .into_iter()
            .zip(&USED);
        let used: Vec<&str> = channels
            .filter(|(_, used)| used.load(Ordering::Relaxed))
            .map(|(channel, _)| channel.describe())
            .collect();
        (!used.is_empty()).then(|| format!("Verdicts read from: {}", used.join(", and ")))
    }

    fn note_used(self) {
        USED[self as usize].store(true, Ordering::Relaxed);
    }
}

/// Which tests a run includes. The chapters' optional challenges are `#[ignore]`d, so a plain
/// run (and the learner's `cargo test -p SLUG`) is about the chapter alone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Ignored {
    /// As `cargo test` runs them: the ignored tests are listed, but not run.
    #[default]
    Skipped,
    /// Every test, ignored or not (`--include-ignored`): what the integrity checks run.
    Included,
    /// The ignored tests alone (`--ignored`): the challenges.
    Only,
}

impl Ignored {
    fn args(self) -> &'static [&'static str] {
        match self {
            Ignored::Skipped => &[],
            Ignored::Included => &["--include-ignored"],
            Ignored::Only => &["--ignored"],
        }
    }
}

/// How to run `cargo test` for one package: first build the tests, with time for a first
/// build, then run them with a much shorter limit, so that code that never returns is
/// stopped quickly without a slow build being mistaken for it.
#[derive(Clone, Debug)]
pub struct TestCommand {
    /// The workspace to run in.
    pub workspace: PathBuf,
    /// The package, `-p` on the command line.
    pub package: String,
    /// A build folder of its own, so a run never waits on (or disturbs) another build.
    pub target_dir: Option<PathBuf>,
    /// How long building the tests may take.
    pub build_timeout: Duration,
    /// How long running them may take, once built.
    pub timeout: Duration,
    /// Where the tests run: inside this sandbox, or (`None`) as this program's own children.
    pub sandbox: Option<Sandbox>,
    /// Whether the `#[ignore]`d tests (the challenges) run too, or alone.
    pub ignored: Ignored,
    /// Whether cargo colours the compiler's messages, for `check` to show them on a terminal.
    pub coloured: bool,
    /// The build's environment: the teacher's is cleared ([`Environment::Cleared`]) unless the
    /// caller says the code is run for its own learner. The tests always run in a cleared one.
    pub environment: Environment,
    /// Whether the run grades a learner's file, whose passes are confirmed
    /// ([`TestBinary::run_graded`]).
    pub graded: bool,
}

impl TestCommand {
    pub fn new(workspace: &Path, package: &str) -> TestCommand {
        TestCommand {
            workspace: workspace.to_path_buf(),
            package: package.to_string(),
            target_dir: None,
            build_timeout: limits::BUILD,
            timeout: limits::VERIFY_RUN,
            sandbox: None,
            ignored: Ignored::Skipped,
            coloured: false,
            environment: Environment::Cleared,
            graded: false,
        }
    }

    /// The same command for the `ignored` tests: `Ignored::Only` runs a chapter's challenges.
    pub fn with_ignored(&self, ignored: Ignored) -> TestCommand {
        TestCommand {
            ignored,
            ..self.clone()
        }
    }

    /// Builds the tests, then runs every one of them, even when some fail, and reads the verdicts.
    pub fn run(&self) -> Result<TestRun> {
        match self.build()? {
            Ok(built) => {
                let mut run = self.run_built(&built)?;
                run.warnings = built.warnings;
                Ok(run)
            }
            Err(not_built) => Ok(not_built),
        }
    }

    /// Runs every test of `built` (this command's build), even when some fail, and reads the
    /// verdicts.
    pub fn run_built(&self, built: &BuiltTests) -> Result<TestRun> {
        let mut runs = Vec::new();
        for binary in &built.binaries {
            let sandbox = self.sandbox.as_ref();
            runs.push(match self.graded {
                true => binary.run_graded(&[], self.ignored, self.timeout, sandbox)?,
                false => binary.run(&[], self.ignored, self.timeout, sandbox)?,
            });
        }
        Ok(TestRun::combine(runs))
    }

    /// Builds the package's test binaries with `cargo test --no-run`; the compiler's messages
    /// when they do not build.
    pub fn build(&self) -> Attempt<BuiltTests, TestRun> {
        let mut command = self.cargo_json(&["test", "--no-run"]);
        // Code built for someone else (a learner's, graded) is held to a build's limits.
        if self.environment == Environment::Cleared {
            process::rlimits::set(&mut command, &process::rlimits::BUILD);
        }
        let built = process::run(command, self.build_timeout)
            .with_context(|| format!("building the tests of {}", self.package))?;
        let said = crate::cargo_messages::read(&built.output);
        if !built.succeeded() {
            let mut not_built = TestRun::not_built(said.human, built.timed_out());
            not_built.compile_errors = said.compile_errors;
            return Ok(Err(not_built));
        }
        let programs = said.programs;
        let binaries: Vec<TestBinary> = (programs.into_iter())
            .map(|program| TestBinary {
                exe: program.exe,
                package_dir: program.package_dir,
                workspace: self.workspace.clone(),
                reads: Reads::Package,
            })
            .collect();
        // The package's own library: the one built in the folder its test programs come from.
        let library = (binaries.first())
            .and_then(|binary| said.libraries.get(&binary.package_dir))
            .cloned();
        Ok(Ok(BuiltTests {
            binaries,
            library,
            warnings: said.warnings,
        }))
    }
}

impl TestCommand {
    /// `cargo SUBCOMMAND` for this command's package, in its workspace, target folder and
    /// environment, with the compiler's messages as JSON, each with its rendering (in colour for
    /// a terminal).
    fn cargo_json(&self, subcommand: &[&str]) -> Command {
        let mut command = process::cargo();
        let (colour, format) = match self.coloured {
            true => ("always", "json-diagnostic-rendered-ansi"),
            false => ("never", "json"),
        };
        command
            .args(subcommand)
            .args(["--color", colour, "-p", &self.package])
            .args(["--message-format", format])
            .current_dir(&self.workspace);
        if let Some(target_dir) = &self.target_dir {
            command.env("CARGO_TARGET_DIR", target_dir);
        }
        self.environment.apply(&mut command);
        command
    }

    /// What clippy says of the package's library with only `lints` turned on (as warnings),
    /// each warning once: nothing when clippy is not installed, fails or takes longer than a
    /// build may, since it only adds advice to a verdict already given.
    pub fn lints(&self, lints: &[&str]) -> Vec<CompileWarning> {
        let mut command = self.cargo_json(&["clippy", "--lib"]);
        command
            .args(["--", "-A", "clippy::all"])
            .args(lints.iter().flat_map(|lint| ["-W", lint]));
        let Ok(ran) = process::run(command, self.build_timeout) else {
            return Vec::new();
        };
        let said = crate::cargo_messages::read(&ran.output);
        let mut found: Vec<CompileWarning> = Vec::new();
        for warning in said.warnings {
            let asked = warning
                .lint
                .as_deref()
                .is_some_and(|lint| lints.contains(&lint));
            if asked && !found.contains(&warning) {
                found.push(warning);
            }
        }
        found
    }
}

/// A package's tests as [`TestCommand::build`] built them.
#[derive(Clone, Debug)]
pub struct BuiltTests {
    /// Its test programs.
    pub binaries: Vec<TestBinary>,
    /// The library its own code compiled to (`.rlib`), when it has one: what `grade` reads the
    /// learner's calls from.
    pub library: Option<PathBuf>,
    /// What the compiler warned of, in any of the package's files.
    pub warnings: Vec<CompileWarning>,
}

/// A built test binary, run as `cargo test` would run it.
#[derive(Clone, Debug)]
pub struct TestBinary {
    pub exe: PathBuf,
    /// The package's folder: the tests' working directory.
    pub package_dir: PathBuf,
    /// The workspace, where insta finds the snapshots.
    pub workspace: PathBuf,
    /// What the run may read in the sandbox beside its program: its package's folder alone (a
    /// learner's graded file, which must not see the classmates built beside it), or the
    /// whole workspace (`check --mine`'s generated packages, whose tests and snapshots are
    /// the chapters' own, in their folders).
    pub reads: Reads,
}

/// What a test run may read in the sandbox, beside its program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reads {
    Package,
    Workspace,
}

impl TestBinary {
    /// Runs every test (with the `ignored` ones or not) with the extra environment `env`,
    /// stopped after `timeout`, inside `sandbox` when there is one, and reads the verdicts from
    /// the harness's log, or from its transcript when the toolchain does not write the log.
    pub fn run(
        &self,
        env: &[(String, String)],
        ignored: Ignored,
        timeout: Duration,
        sandbox: Option<&Sandbox>,
    ) -> Result<TestRun> {
        self.run_matching(env, ignored, None, timeout, sandbox)
    }

    /// Like [`run`](TestBinary::run), with only the tests whose path contains `filter` when
    /// there is one (libtest's own filter, which `--list` honours too): a drill's typical
    /// mistake needs only the tests that name its drill, not every drill's.
    pub fn run_matching(
        &self,
        env: &[(String, String)],
        ignored: Ignored,
        filter: Option<&str>,
        timeout: Duration,
        sandbox: Option<&Sandbox>,
    ) -> Result<TestRun> {
        let selection = [ignored.args(), filter.as_slice()].concat();
        let logs = Logs::new()?;
        let (names, channel, listing) = self.list(env, &selection, timeout, sandbox, &logs)?;
        channel.note_used();
        // The test kit tells why a test did not pass in a file of its own, beside the log.
        let events_var = [(
            EVENTS_VAR.to_string(),
            logs.events.to_string_lossy().into_owned(),
        )];
        let env = &[env, &events_var].concat();
        let started = Instant::now();
        let (mut run, exceeded) = match channel {
            Channel::LogFile => {
                let log_arg = logs.verdicts.to_string_lossy().into_owned();
                let args = [&["--color", "never", "--logfile", &log_arg], &selection[..]].concat();
                let tests = self.command(env, &args);
                let writable = [logs.verdicts.as_path(), &logs.events];
                let (finished, exceeded) = self.spawn(tests, sandbox, &writable, timeout)?;
                let logged = read_capped(&logs.verdicts).unwrap_or_default();
                (TestRun::from_log(&names, &logged, finished), exceeded)
            }
            Channel::Transcript => {
                let one_at_a_time = ["--color", "never", "--test-threads=1"];
                let tests = self.command(env, &[&one_at_a_time, &selection[..]].concat());
                let writable = [logs.events.as_path()];
                let (finished, exceeded) = self.spawn(tests, sandbox, &writable, timeout)?;
                (TestRun::from_transcript(&names, finished), exceeded)
            }
        };
        run.elapsed = started.elapsed();
        run.events = read_events(&logs.events, &names);
        run.exceeded = listing.or(exceeded);
        // Bubblewrap passes on a signal that ended the tests as the shell does: 128 + signal.
        if let (Some(_), Ending::Exited(code @ 129..=192)) = (sandbox, run.ending) {
            run.ending = Ending::Signalled(code - 128);
        }
        Ok(run)
    }

    /// Like [`run`](TestBinary::run), for a learner's graded file: when the run did not end as
    /// the harness ends when every test passes (exit 0), each test it says passed is run again
    /// alone, and passes only if that run exits successfully. The learner's code runs in the
    /// harness's process and can write into its log (the path is in the process's arguments),
    /// or print a transcript's lines; what it cannot do is make a process whose test failed exit
    /// with success, which needs `std::process` or `unsafe` code, both refused for grading.
    pub fn run_graded(
        &self,
        env: &[(String, String)],
        ignored: Ignored,
        timeout: Duration,
        sandbox: Option<&Sandbox>,
    ) -> Result<TestRun> {
        let mut run = self.run(env, ignored, timeout, sandbox)?;
        if run.ending == Ending::Exited(0) {
            return Ok(run);
        }
        for (name, passed) in &mut run.tests {
            if *passed {
                *passed = self.passes_alone(env, name, timeout, sandbox)?;
            }
        }
        Ok(run)
    }

    /// Whether test `name`, run alone, exits successfully.
    fn passes_alone(
        &self,
        env: &[(String, String)],
        name: &str,
        timeout: Duration,
        sandbox: Option<&Sandbox>,
    ) -> Result<bool> {
        let alone = ["--exact", "--include-ignored", "--color", "never", name];
        let (finished, _) = self.spawn(self.command(env, &alone), sandbox, &[], timeout)?;
        Ok(finished.succeeded())
    }

    /// The names of the tests a run of `selection` (the arguments that choose them) includes,
    /// as the binary lists them (in the order it runs them one at a time), the channel to read
    /// their verdicts from: the log file when the listing, asked for one in `logs`, writes it
    /// (a toolchain that rejects the option fails the listing, one that ignores it writes
    /// nothing), else the transcript; and the limit of the sandbox the listing reached, if it
    /// reached one.
    fn list(
        &self,
        env: &[(String, String)],
        selection: &[&str],
        timeout: Duration,
        sandbox: Option<&Sandbox>,
        logs: &Logs,
    ) -> Result<(Vec<String>, Channel, Option<Exceeded>)> {
        let list = [&["--list", "--format", "terse"], selection].concat();
        let names = |listed: Finished| {
            let names = listed
                .stdout
                .lines()
                .filter_map(|line| line.strip_suffix(": test"));
            names.map(str::to_string).collect()
        };
        if Channel::preferred() == Channel::LogFile {
            let log_arg = logs.listed.to_string_lossy().into_owned();
            let args = [list.as_slice(), &["--logfile", &log_arg]].concat();
            let writable = [logs.listed.as_path()];
            let command = self.command(env, &args);
            let (listed, exceeded) = self.spawn(command, sandbox, &writable, timeout)?;
            let written = std::fs::metadata(&logs.listed).is_ok_and(|log| log.len() > 0);
            if listed.succeeded() && written {
                return Ok((names(listed), Channel::LogFile, exceeded));
            }
        }
        let (listed, exceeded) = self.spawn(self.command(env, &list), sandbox, &[], timeout)?;
        Ok((names(listed), Channel::Transcript, exceeded))
    }

    /// The binary with `args`, in the package's folder, with the environment cargo would give
    /// it (`.cargo/config.toml` says snapshots are never written by an exercise's run).
    fn command(&self, env: &[(String, String)], args: &[&str]) -> Command {
        let mut command = Command::new(&self.exe);
        command
            .args(args)
            .current_dir(&self.package_dir)
            .env("RUST_BACKTRACE", "0")
            .env("INSTA_UPDATE", "no")
            .env_remove("INSTA_FORCE_PASS")
            .env_remove("CI")
            // The harness must capture what tests print, or `println!` reaches its transcript.
            .env_remove("RUST_TEST_NOCAPTURE")
            .env("CARGO_MANIFEST_DIR", &self.package_dir)
            // Saying where the workspace is spares insta a `cargo metadata` call.
            .env("INSTA_WORKSPACE_ROOT", &self.workspace)
            .envs(env.iter().map(|(key, value)| (key, value)));
        command
    }

    /// Runs `command`, in `sandbox` when there is one, where it reads only its test binary and
    /// the folder [`Reads`] gives (for a graded file its package's: its tests, their snapshots,
    /// the learner's file, not the classmates' beside it in a batch's workspace) and writes
    /// only the `writable` files; and the limit of
    /// the sandbox it reached, if it reached one. The sandbox clears the environment itself;
    /// without one it is cleared here: either way the run never sees the teacher's variables.
    fn spawn(
        &self,
        mut command: Command,
        sandbox: Option<&Sandbox>,
        writable: &[&Path],
        timeout: Duration,
    ) -> Result<(Finished, Option<Exceeded>)> {
        let context = || format!("running the tests in {}", self.exe.display());
        let Some(sandbox) = sandbox else {
            environment::clear(&mut command);
            let finished = process::run_computing(command, timeout).with_context(context)?;
            return Ok((finished, None));
        };
        let folder = match self.reads {
            Reads::Package => &self.package_dir,
            Reads::Workspace => &self.workspace,
        };
        let readable = [self.exe.as_path(), folder];
        let run = |wrapped| process::run_computing(wrapped, timeout);
        let ran = sandbox.run(&command, &readable, writable, run);
        ran.with_context(context)
    }
}

/// The files a test run writes, empty, in a folder of their own: bound into the sandbox one by
/// one, so a run can write these and no more (each is bounded by the sandbox's file size); a
/// writable folder would take any number of files. The folder is open for the sandbox's own
/// user to reach them ([`Sandbox::run`]), and nobody can list it.
struct Logs {
    folder: tempfile::TempDir,
    /// libtest's log of the listing.
    listed: PathBuf,
    /// libtest's log of the run.
    verdicts: PathBuf,
    /// The test kit's events.
    events: PathBuf,
}

impl Logs {
    fn new() -> Result<Logs> {
        let folder = tempfile::tempdir().context("making a folder for the test log")?;
        let file = |name: &str| -> Result<PathBuf> {
            let path = folder.path().join(name);
            File::create(&path).with_context(|| format!("making {}", path.display()))?;
            Ok(path)
        };
        let logs = Logs {
            listed: file("listed.log")?,
            verdicts: file("verdicts.log")?,
            events: file("events.jsonl")?,
            folder,
        };
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let open = std::fs::Permissions::from_mode(0o711);
            std::fs::set_permissions(logs.folder.path(), open)?;
        }
        Ok(logs)
    }
}

/// The test kit's events about the `listed` tests, in the order written; a line that is not an
/// event, or names a test never listed, is passed over (learner code could write there: at
/// worst it changes the words of a report, never a verdict).
fn read_events(path: &Path, listed: &[String]) -> Vec<Event> {
    let text = read_capped(path).unwrap_or_default();
    let events = text
        .lines()
        .filter_map(|line| serde_json::from_str(line).ok());
    events
        .filter(|event: &Event| listed.contains(&event.test))
        .collect()
}

/// The start of a file, at most [`LOG_LIMIT`] bytes of it, as text.
fn read_capped(path: &Path) -> std::io::Result<String> {
    let mut bytes = Vec::new();
    File::open(path)?.take(LOG_LIMIT).read_to_end(&mut bytes)?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// How the test process ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// It was never started: the tests did not build.
    NotRun,
    /// A limit stopped it: which one.
    TimedOut(Stop),
    /// It exited with this code.
    Exited(i32),
    /// A signal ended it (unix): `6` is an abort, which is also how a stack overflow ends.
    Signalled(i32),
}

impl Ending {
    /// How a process ended, from its exit status (`None`: stopped by a limit), read as the
    /// course model reads it ([`ProcessEnd::of`]).
    fn of(finished: &Finished) -> Ending {
        if let Some(stop) = finished.stopped {
            return Ending::TimedOut(stop);
        }
        match finished.status.map(ProcessEnd::of) {
            None => Ending::Exited(-1),
            Some(ProcessEnd::Exited(code)) => Ending::Exited(code),
            Some(ProcessEnd::Signalled(signal)) => Ending::Signalled(signal),
        }
    }
}

/// What one run of a chapter's tests said.
#[derive(Clone, Debug)]
pub struct TestRun {
    /// Each test the harness logged as finished, and whether it passed, in the order they ended.
    pub tests: Vec<(String, bool)>,
    /// The tests that were listed but never finished: the process ended or was stopped first.
    pub unfinished: Vec<String>,
    /// The `#[ignore]`d tests the run skipped (the challenges, on a plain run): neither passed
    /// nor failed, and not counted.
    pub ignored: Vec<String>,
    /// Whether the code compiled.
    pub built: bool,
    /// How the test process ended.
    pub ending: Ending,
    /// Everything cargo and the tests printed: compiler errors first, then the tests.
    pub output: String,
    /// What the test kit said of the tests that did not pass, in the order it said it.
    pub events: Vec<Event>,
    /// The compiler's errors, when the tests did not build.
    pub compile_errors: Vec<CompileError>,
    /// The compiler's warnings on code that built (none when it did not: its errors say more).
    pub warnings: Vec<CompileWarning>,
    /// The limit of the sandbox that stopped the run, if one did: then it did not run to its end.
    pub exceeded: Option<Exceeded>,
    /// How long the test binaries ran, by the wall clock (listing them and any confirmation
    /// left out): what a JUnit report's `time` says. Zero when nothing ran.
    pub elapsed: Duration,
}

impl TestRun {
    /// A run whose tests did not build, with what cargo said; `timed_out` when the build's
    /// wall-clock limit ([`limits::BUILD`]) stopped it.
    pub fn not_built(output: String, timed_out: bool) -> TestRun {
        TestRun {
            tests: Vec::new(),
            unfinished: Vec::new(),
            ignored: Vec::new(),
            built: false,
            ending: if timed_out {
                Ending::TimedOut(Stop::Clock(limits::BUILD))
            } else {
                Ending::NotRun
            },
            output,
            events: Vec::new(),
            compile_errors: Vec::new(),
            warnings: Vec::new(),
            exceeded: None,
            elapsed: Duration::ZERO,
        }
    }

    /// Reads the harness's log (`ok NAME`, `failed NAME`, `ignored: WHY NAME` lines) against the
    /// `listed` tests. A name the log gives that was never listed is not counted.
    pub fn from_log(listed: &[String], log: &str, finished: Finished) -> TestRun {
        let mut tests: Vec<(String, bool)> = Vec::new();
        let mut ignored: Vec<String> = Vec::new();
        for line in log.lines() {
            // `VERDICT NAME`, where an ignored test's verdict carries its reason:
            // `ignored: optional challenge: ... NAME`. A test's name has no space.
            let Some((verdict, name)) = line.rsplit_once(' ') else {
                continue;
            };
            let verdict = verdict.split([' ', ':']).next().unwrap_or_default();
            let known = listed.iter().any(|listed| listed == name);
            let seen = tests.iter().any(|(seen, _)| seen == name)
                || ignored.iter().any(|seen| seen == name);
            if !known || seen {
                continue;
            }
            match verdict {
                "ok" => tests.push((name.to_string(), true)),
                "failed" => tests.push((name.to_string(), false)),
                "ignored" => ignored.push(name.to_string()),
                _ => {}
            }
        }
        let logged =
            |name: &&String| tests.iter().any(|(seen, _)| seen == *name) || ignored.contains(name);
        let unfinished = listed
            .iter()
            .filter(|name| !logged(name))
            .cloned()
            .collect();
        TestRun {
            tests,
            unfinished,
            ignored,
            built: true,
            ending: Ending::of(&finished),
            output: finished.output,
            events: Vec::new(),
            compile_errors: Vec::new(),
            warnings: Vec::new(),
            exceeded: None,
            elapsed: Duration::ZERO,
        }
    }

    /// One run made of the runs of a package's test binaries: it ended as the first that did
    /// not run to its end, or else as the last.
    fn combine(runs: Vec<TestRun>) -> TestRun {
        let ending = runs
            .iter()
            .find(|run| !run.ran())
            .or(runs.last())
            .map_or(Ending::Exited(0), |run| run.ending);
        let mut combined = TestRun {
            tests: Vec::new(),
            unfinished: Vec::new(),
            ignored: Vec::new(),
            built: true,
            ending,
            output: String::new(),
            events: Vec::new(),
            compile_errors: Vec::new(),
            warnings: Vec::new(),
            exceeded: None,
            elapsed: Duration::ZERO,
        };
        for run in runs {
            combined.tests.extend(run.tests);
            combined.unfinished.extend(run.unfinished);
            combined.ignored.extend(run.ignored);
            combined.output.push_str(&run.output);
            combined.events.extend(run.events);
        }
        combined
    }

    /// The compiler's warnings on `file` (as cargo names it: see [`CompileWarning::file`]), each
    /// once: the library is built twice for the tests, once as their dependency and once with
    /// its own tests, and each build warns.
    pub fn warnings_in(&self, file: &Path) -> Vec<&str> {
        let mut shown: Vec<&str> = Vec::new();
        for warning in self.warnings.iter().filter(|w| w.file == file) {
            if !shown.contains(&warning.rendered.as_str()) {
                shown.push(&warning.rendered);
            }
        }
        shown
    }

    /// Whether every test ran to its end: it built, nothing stopped it, none was left unfinished.
    pub fn ran(&self) -> bool {
        self.built && !self.timed_out() && self.unfinished.is_empty() && self.exceeded.is_none()
    }

    /// Whether a limit stopped the build or the tests.
    pub fn timed_out(&self) -> bool {
        matches!(self.ending, Ending::TimedOut(_))
    }

    /// How many tests there are: those that finished and those that did not.
    pub fn total(&self) -> usize {
        self.tests.len() + self.unfinished.len()
    }

    /// The names of the tests that passed.
    pub fn passed(&self) -> Vec<&str> {
        self.names(true)
    }

    /// The names of the tests that failed.
    pub fn failed(&self) -> Vec<&str> {
        self.names(false)
    }

    fn names(&self, passed: bool) -> Vec<&str> {
        let matching = self.tests.iter().filter(|(_, ok)| *ok == passed);
        matching.map(|(name, _)| name.as_str()).collect()
    }
}

#[cfg(test)]
impl TestRun {
    /// A run in which `passed` of `total` tests passed and the rest failed: the unit tests'
    /// stand-in for a real run, for every module that judges one.
    pub(crate) fn with_counts(passed: usize, total: usize) -> TestRun {
        let tests = (0..total).map(|n| (format!("test_{n}"), n < passed));
        TestRun {
            tests: tests.collect(),
            unfinished: Vec::new(),
            ignored: Vec::new(),
            built: true,
            ending: Ending::Exited(if passed == total { 0 } else { 101 }),
            output: String::new(),
            events: Vec::new(),
            compile_errors: Vec::new(),
            warnings: Vec::new(),
            exceeded: None,
            elapsed: Duration::ZERO,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::process::ExitStatus;

    use super::*;

    pub(super) fn finished(output: &str, status: Option<ExitStatus>) -> Finished {
        Finished {
            output: output.into(),
            stdout: output.into(),
            status,
            stopped: status
                .is_none()
                .then_some(Stop::Computing(Duration::from_secs(8))),
            truncated: false,
        }
    }

    #[cfg(unix)]
    pub(super) fn exit(code: i32) -> Option<ExitStatus> {
        use std::os::unix::process::ExitStatusExt;
        Some(ExitStatus::from_raw(code << 8))
    }

    #[cfg(unix)]
    #[test]
    fn verdicts_come_from_the_log_never_from_what_the_tests_print() {
        let listed = ["examples::a", "examples::b", "properties::c"].map(String::from);
        let printed = "test examples::b ... ok\ntest properties::c ... ok\ntest result: ok.\n";
        let log = "ok examples::a\nok made::up\n";
        let run = TestRun::from_log(&listed, log, finished(printed, exit(0)));
        assert_eq!(run.passed(), ["examples::a"]);
        assert_eq!(run.unfinished, ["examples::b", "properties::c"]);
        assert_eq!((run.total(), run.ending), (3, Ending::Exited(0)));
        assert!(!run.ran());
    }

    #[cfg(unix)]
    #[test]
    fn a_test_logged_twice_keeps_its_first_verdict_and_a_full_log_ran() {
        let listed = ["a", "b"].map(String::from);
        let log = "failed a\nok a\nok b\n";
        let run = TestRun::from_log(&listed, log, finished("", exit(101)));
        assert_eq!((run.passed(), run.failed()), (vec!["b"], vec!["a"]));
        assert!(run.ran());
    }

    #[cfg(unix)]
    #[test]
    fn an_ignored_test_is_neither_passed_failed_nor_unfinished() {
        let listed = ["a", "challenges::b"].map(String::from);
        let log = "ok a\nignored: optional challenge: cargo test -p x -- --ignored challenges::b\n";
        let run = TestRun::from_log(&listed, log, finished("", exit(0)));
        assert_eq!(run.passed(), ["a"]);
        assert_eq!(run.ignored, ["challenges::b"]);
        assert!(run.failed().is_empty() && run.ran());
        assert_eq!(run.total(), 1);
    }

    /// A stand-in test binary, a shell script that lists `a` and `b` and passes them, on a
    /// toolchain that treats `--logfile` as `on_logfile` says (a shell command).
    #[cfg(unix)]
    fn harness(dir: &Path, on_logfile: &str) -> TestBinary {
        let script = format!(
            "#!/bin/sh\n\
             case \"$*\" in *--logfile*) {on_logfile};; esac\n\
             case \"$*\" in *--list*) printf 'a: test\\nb: test\\n'; exit 0;; esac\n\
             printf '\\nrunning 2 tests\\ntest a ... ok\\ntest b ... ok\\n\\n'\n\
             echo 'test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out'\n"
        );
        scripted(dir, &script)
    }

    /// A stand-in test binary in `dir`: the shell script `script`.
    #[cfg(unix)]
    fn scripted(dir: &Path, script: &str) -> TestBinary {
        let exe = dir.join("harness");
        crate::process::write_script(&exe, script).unwrap();
        TestBinary {
            exe,
            package_dir: dir.to_path_buf(),
            workspace: dir.to_path_buf(),
            reads: Reads::Package,
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_toolchain_without_logfile_has_its_verdicts_read_from_the_transcript() {
        let dir = tempfile::tempdir().unwrap();
        let rejects = "echo \"error: Unrecognized option: 'logfile'\" >&2; exit 101";
        let ignores = "true";
        for on_logfile in [rejects, ignores] {
            let binary = harness(dir.path(), on_logfile);
            let run = binary.run(&[], Ignored::Skipped, Duration::from_secs(10), None);
            let run = run.unwrap();
            assert_eq!(run.passed(), ["a", "b"], "{on_logfile}: {run:?}");
            assert!(run.ran(), "{on_logfile}: {run:?}");
        }
        let report = Channel::report().unwrap();
        assert!(report.contains("transcript"), "{report}");
    }

    /// A stand-in for a learner's code that writes `ok` for both tests into the log, although
    /// `b` fails (the run exits 101, and `b` alone does too): a graded run confirms each pass
    /// alone and counts `a` only; a learner's own run takes the log's word.
    #[cfg(unix)]
    #[test]
    fn a_graded_run_counts_a_pass_only_when_the_test_alone_exits_successfully() {
        let dir = tempfile::tempdir().unwrap();
        let script = "#!/bin/sh\n\
             case \"$*\" in *--exact*' a') exit 0;; *--exact*' b') exit 101;; esac\n\
             log=$(echo \"$*\" | sed 's/.*--logfile \\([^ ]*\\).*/\\1/')\n\
             case \"$*\" in *--list*) printf 'a: test\\nb: test\\n'; echo a > \"$log\"; exit 0;; esac\n\
             printf 'ok a\\nok b\\n' > \"$log\"\n\
             exit 101\n";
        let binary = scripted(dir.path(), script);
        let limit = Duration::from_secs(10);
        let logged = binary.run(&[], Ignored::Skipped, limit, None).unwrap();
        assert_eq!(logged.passed(), ["a", "b"], "{logged:?}");
        let graded = binary
            .run_graded(&[], Ignored::Skipped, limit, None)
            .unwrap();
        assert_eq!(graded.passed(), ["a"], "{graded:?}");
        assert_eq!(graded.failed(), ["b"], "{graded:?}");
    }

    /// A stand-in harness whose test `b` fails unless a filter `b` is given, which it honours as
    /// libtest does, in the listing and in the run: a run matching `b` lists, runs and judges
    /// `b` alone, and sees it pass only if the filter reached the run too.
    #[cfg(unix)]
    #[test]
    fn a_run_matching_a_filter_lists_and_runs_only_the_tests_it_names() {
        let dir = tempfile::tempdir().unwrap();
        let script = "#!/bin/sh\n\
             case \"$*\" in *--logfile*) exit 101;; esac\n\
             case \"$*\" in *--list*' b') echo 'b: test'; exit 0;; \
             *--list*) printf 'a: test\\nb: test\\n'; exit 0;; esac\n\
             case \"$*\" in *' b') printf '\\nrunning 1 test\\ntest b ... ok\\n\\n'; \
             echo 'test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 1 filtered out'; exit 0;; esac\n\
             printf '\\nrunning 2 tests\\ntest a ... ok\\ntest b ... FAILED\\n\\n'\n\
             echo 'test result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out'; \
             exit 101\n";
        let binary = scripted(dir.path(), script);
        let limit = Duration::from_secs(10);
        let all = binary.run(&[], Ignored::Only, limit, None).unwrap();
        assert_eq!(
            (all.passed(), all.failed()),
            (vec!["a"], vec!["b"]),
            "{all:?}"
        );
        let matching = binary.run_matching(&[], Ignored::Only, Some("b"), limit, None);
        let matching = matching.unwrap();
        assert_eq!(matching.tests, [("b".to_string(), true)], "{matching:?}");
        assert!(matching.ran(), "{matching:?}");
    }

    #[test]
    fn a_run_stopped_at_the_deadline_did_not_run_to_its_end() {
        let listed = ["a".to_string()];
        let run = TestRun::from_log(&listed, "", finished("", None));
        assert!(run.timed_out() && !run.ran());
        let broken = TestRun::not_built("error[E0308]".into(), false);
        assert!(!broken.built && !broken.ran() && broken.total() == 0);
    }
}
