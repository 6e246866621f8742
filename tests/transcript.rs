//! The fallback verdict channel, exercised today: with `AYOAYO_LOGFILE=off` the course tool
//! reads verdicts from the harness's transcript, as it must on a toolchain that no longer
//! honours libtest's `--logfile`. The hostile submissions that fight the verdict itself (forged
//! lines and `exit(0)`, `exit(1)` and `abort()`, 300 MiB of output) and an honest one are graded
//! through it, and get the verdicts `tests/hostile.rs` expects of the log file.

#[allow(dead_code)] // this test drives the tool with an environment only
mod common;

use std::fs;
use std::path::Path;

use ayoayo_course::chapters::find_chapter;
use ayoayo_course::sandbox::Sandbox;
use ayoayo_course::workshop::scratch::copy_tree;
use ayoayo_course::workshop::with_optional;
use common::{assert_verdicts, course_with, sandbox_env, scratch, verdicts_of};

#[cfg(target_os = "linux")]
#[test]
fn the_transcript_gives_hostile_submissions_the_log_file_s_verdicts() {
    let (teacher, _turn) = scratch("transcript-teacher");
    let class = Path::new(env!("CARGO_TARGET_TMPDIR")).join("transcript");
    let _ = fs::remove_dir_all(&class);
    let hostile = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hostile");
    // `grade` refuses the files that use `std::process` before building them (`check` reads
    // their runs through the transcript: tests/hostile.rs).
    let expected = [
        ("forged-lines", vec![("scoop", "refused")]),
        ("exits", vec![("distribute", "refused"), ("sow", "refused")]),
        ("chatty", vec![("sow", "passing")]),
        (
            "honest",
            vec![("scoop", "passing"), ("distribute", "failing")],
        ),
    ];
    let mut args = vec!["grade".to_string()];
    for (learner, _) in &expected {
        copy_tree(&hostile.join(learner), &class.join(learner)).unwrap();
        args.push(class.join(learner).display().to_string());
    }
    let out = class.join("grades");
    args.extend(["--out".to_string(), out.display().to_string()]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let sandboxed = Sandbox::for_a_test(
        "the transcript's class is graded with AYOAYO_SANDBOX=off, so not inside the sandbox",
    )
    .is_some();
    let mut env = vec![("AYOAYO_LOGFILE", "off")];
    env.extend(sandbox_env(sandboxed));

    let ran = course_with(&teacher.root, &args, &env);

    assert_eq!(ran.code, Some(0), "{}", ran.all());
    let channel = "Verdicts read from: the harness's transcript (fallback";
    assert!(ran.stdout.contains(channel), "{}", ran.all());
    assert!(!ran.stdout.contains("--logfile"), "{}", ran.all());
    assert_verdicts(&out, &verdicts_of(expected), &ran);
}

/// What `grade` refuses to build, `check` still runs: through the transcript, the forged pass
/// and the exits are never a pass.
#[test]
fn the_transcript_never_calls_a_forged_pass_or_an_exit_a_pass() {
    let (copy, _turn) = scratch("transcript-check");
    let hostile = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hostile");
    for (learner, folder, chapter) in [
        ("forged-lines", "01-scoop", "scoop"),
        ("exits", "02-distribute", "distribute"),
        ("exits", "03-sow", "sow"),
    ] {
        // Written before the chapters had drills: given the stub's, as a learner's file has.
        let lib = format!("exercises/{folder}/src/lib.rs");
        let source = fs::read(hostile.join(learner).join(&lib)).unwrap();
        let exercise = find_chapter(&copy.root, folder).unwrap();
        let stub = fs::read(exercise.stub_file()).unwrap();
        let kept = with_optional(&exercise, &source, &stub);
        fs::write(copy.root.join(&lib), kept).unwrap();
        let ran = course_with(
            &copy.root,
            &["check", chapter],
            &[("AYOAYO_LOGFILE", "off")],
        );
        assert_eq!(ran.code, Some(1), "{learner}: {}", ran.all());
        assert!(
            !ran.stdout.contains("Well done"),
            "{learner}: {}",
            ran.all()
        );
        assert!(
            ran.stdout.contains("ENDED EARLY"),
            "{learner}: {}",
            ran.all()
        );
    }
}
