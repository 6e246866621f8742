//! Running one exercise's tests with `cargo test`, within a time limit, and reading which
//! tests passed and which failed from libtest's output.

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, Result};
use course_model::limits;

use crate::process::{self, Finished};

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
    /// Extra environment, such as `INSTA_UPDATE`.
    pub env: Vec<(String, String)>,
    /// How long building the tests may take.
    pub build_timeout: Duration,
    /// How long running them may take, once built.
    pub timeout: Duration,
}

impl TestCommand {
    pub fn new(workspace: &Path, package: &str) -> TestCommand {
        TestCommand {
            workspace: workspace.to_path_buf(),
            package: package.to_string(),
            target_dir: None,
            env: Vec::new(),
            build_timeout: limits::BUILD,
            timeout: limits::VERIFY_RUN,
        }
    }

    /// Builds and runs the tests, every one of them even when some fail, and reads the verdicts.
    pub fn run(&self) -> Result<TestRun> {
        let build = self.cargo(&["--no-run"], self.build_timeout)?;
        if !build.succeeded() {
            let timed_out = build.timed_out();
            return Ok(TestRun::parse(build.output, false, timed_out));
        }
        let tests = self.cargo(&["--no-fail-fast", "--", "--color", "never"], self.timeout)?;
        let timed_out = tests.timed_out();
        Ok(TestRun::parse(tests.output, true, timed_out))
    }

    /// The names of every test, without running them (the tests must already be built).
    pub fn list(&self) -> Result<Vec<String>> {
        let listed = self.cargo(&["--", "--list"], self.timeout)?;
        let names = listed
            .output
            .lines()
            .filter_map(|line| line.strip_suffix(": test"));
        Ok(names.map(str::to_string).collect())
    }

    /// Runs `cargo test -p PACKAGE` with `extra` arguments, stopped after `timeout`.
    fn cargo(&self, extra: &[&str], timeout: Duration) -> Result<Finished> {
        let mut command = process::cargo();
        command
            .args(["test", "--color", "never", "-p", &self.package])
            .args(extra)
            .current_dir(&self.workspace)
            .env("RUST_BACKTRACE", "0")
            // Snapshot behaviour comes from the workspace's own `.cargo/config.toml`, as in a
            // learner's run, not from whatever the caller's environment happens to say.
            .env_remove("INSTA_UPDATE")
            .env_remove("INSTA_FORCE_PASS")
            .env_remove("CI")
            .envs(self.env.iter().map(|(key, value)| (key, value)));
        if let Some(target_dir) = &self.target_dir {
            command.env("CARGO_TARGET_DIR", target_dir);
        }
        process::run(command, timeout)
            .with_context(|| format!("running cargo test -p {}", self.package))
    }
}

/// What one `cargo test` run said.
#[derive(Clone, Debug)]
pub struct TestRun {
    /// Each test's name and whether it passed, in the order they finished.
    pub tests: Vec<(String, bool)>,
    /// Whether the code compiled.
    pub built: bool,
    /// Whether the test binary ran to its summary (it did not if the code failed to compile,
    /// or if the run crashed or was stopped).
    pub ran: bool,
    /// Whether the run was stopped for taking too long.
    pub timed_out: bool,
    /// Everything cargo and the tests printed: compiler errors first, then the tests.
    pub output: String,
}

impl TestRun {
    /// Reads libtest's `test NAME ... ok` and `test NAME ... FAILED` lines.
    pub fn parse(output: String, built: bool, timed_out: bool) -> TestRun {
        let tests = output
            .lines()
            .filter_map(|line| line.strip_prefix("test "))
            .filter_map(|rest| {
                let (name, verdict) = rest.rsplit_once(" ... ")?;
                match verdict.trim() {
                    "ok" => Some((name.to_string(), true)),
                    "FAILED" => Some((name.to_string(), false)),
                    _ => None,
                }
            })
            .collect();
        let ran = output.lines().any(|line| line.starts_with("test result: "));
        TestRun {
            tests,
            built,
            ran,
            timed_out,
            output,
        }
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
mod tests {
    use super::TestRun;

    #[test]
    fn reads_verdicts_and_whether_tests_ran() {
        let output = "\
   Compiling sow v0.1.0
running 3 tests
test examples::a_b ... ok
test properties::c ... FAILED
test pictures::d ... ignored
test result: FAILED. 1 passed; 1 failed; 1 ignored
";
        let run = TestRun::parse(output.into(), true, false);
        assert!(run.ran);
        assert_eq!(run.passed(), ["examples::a_b"]);
        assert_eq!(run.failed(), ["properties::c"]);
    }

    #[test]
    fn a_compile_error_means_nothing_ran() {
        let run = TestRun::parse("error[E0308]: mismatched types\n".into(), false, false);
        assert!(!run.ran && !run.built);
        assert!(run.tests.is_empty());
    }
}
