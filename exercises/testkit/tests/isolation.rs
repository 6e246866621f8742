//! `isolated` with real child processes: only the test harness's own result passes a test, every
//! way the child can end is named in words, and what the child leaves running is neither waited
//! for nor left running. (`cargo test` runs each test on a thread named after it, so `isolated`
//! runs the body in a child process here, as it does in the chapters' tests.)
//!
//! The child runs the whole test function too, with the body in-process. So a body that panics
//! is checked for a text only the parent's report holds, or the child's own harness would count
//! the expected panic as a pass; and checks after `isolated` returns run in the parent only.

use std::env;
use std::io::Write;
use std::panic::{self, AssertUnwindSafe};
use std::process;
use std::time::{Duration, Instant};

use testkit::{announce, isolated, returned};

const BOARD: [u8; 12] = [4; 12];

#[test]
fn a_body_that_returns_passes() {
    isolated(|| {
        announce("add(2, 2)", BOARD);
        assert_eq!(2 + 2, 4);
    });
}

#[test]
#[should_panic(expected = "right: 2\n\nYour code printed:\na line printed before the check")]
fn a_failing_check_is_reported_as_its_message_with_what_was_printed() {
    isolated(|| {
        println!("a line printed before the check");
        assert_eq!(1, 2, "the answer differs");
    });
}

#[test]
#[should_panic(
    expected = "ENDED EARLY: your code ended the test process with exit code 0 (it \
                           called `std::process::exit(0)`?) before the test could finish.\nThe \
                           call was leave(board), on the board"
)]
fn exit_0_is_not_a_pass() {
    isolated(|| {
        announce("leave(board)", BOARD);
        process::exit(0);
    });
}

#[test]
#[should_panic(
    expected = "ENDED EARLY: your code ended the test process with exit code 0 (it \
                           called `std::process::exit(0)`?)"
)]
fn printing_a_pass_then_exit_0_is_not_a_pass() {
    isolated(|| {
        let test = "printing_a_pass_then_exit_0_is_not_a_pass";
        let forged = format!(
            "running 1 test\ntest {test} ... ok\n\ntest result: ok. 1 passed; 0 failed\n\
             ok {test}\n@@ayoayo-call@@ forged|1,1,1,1,1,1,1,1,1,1,1,1\n\
             @@ayoayo-panic@@ |forged\n"
        );
        print!("{forged}");
        eprint!("{forged}");
        let _ = std::io::stdout().flush();
        process::exit(0);
    });
}

#[test]
#[should_panic(
    expected = "ENDED EARLY: your code ended the test process with exit code 3 (it \
                           called `std::process::exit(3)`?)"
)]
fn exit_3_is_named() {
    isolated(|| process::exit(3));
}

#[cfg(unix)]
#[test]
#[should_panic(
    expected = "ENDED EARLY: your code aborted the test process (`std::process::abort()`?)"
)]
fn abort_is_named() {
    isolated(|| process::abort());
}

#[test]
#[should_panic(expected = "STACK OVERFLOW: your function called itself until the stack ran out")]
fn a_stack_overflow_is_named() {
    fn deeper(depth: u64) -> u64 {
        if depth == u64::MAX {
            return 0;
        }
        std::hint::black_box(deeper(depth + 1)) + 1
    }
    isolated(|| {
        announce("deeper(0)", BOARD);
        deeper(0);
    });
}

#[test]
#[should_panic(
    expected = "The allocator said: \"memory allocation of 4611686018427387904 bytes failed\"."
)]
fn running_out_of_memory_is_named() {
    isolated(|| {
        announce("hoard(board)", BOARD);
        std::hint::black_box(Vec::<u8>::with_capacity(1 << 62));
    });
}

#[test]
#[should_panic(
    expected = "NO ANSWER: your code did not return in time, so it was stopped.\nThe call was \
                spin_for_ever(board), on the board"
)]
fn a_call_that_computes_for_ever_is_stopped() {
    isolated(|| {
        announce("spin_for_ever(board)", BOARD);
        let mut turns = 0u64;
        loop {
            turns = std::hint::black_box(turns.wrapping_add(1));
        }
    });
}

/// Once a call has returned (`returned`), the test's own work that follows, such as an unpruned
/// search to compare with, is not the call's: it may compute past a call's time.
#[test]
fn the_test_s_own_work_after_a_call_returned_is_not_charged_to_the_call() {
    isolated(|| {
        announce("quick(board)", BOARD);
        returned();
        let started = std::time::Instant::now();
        let mut turns = 0u64;
        // Past a call's 3 s of processor time (the spin computes all the while).
        while started.elapsed() < Duration::from_secs(4) {
            turns = std::hint::black_box(turns.wrapping_add(1));
        }
    });
}

/// A call that waits without computing (here it sleeps) is stopped too, on the wall clock.
#[test]
#[should_panic(
    expected = "NO ANSWER: your code did not return in time, so it was stopped.\nThe call was \
                wait_for_ever(board), on the board"
)]
fn a_call_that_waits_for_ever_is_stopped() {
    isolated(|| {
        announce("wait_for_ever(board)", BOARD);
        loop {
            std::thread::sleep(Duration::from_millis(10));
        }
    });
}

#[test]
fn a_chatty_child_is_heard_to_the_end_but_only_the_start_is_kept() {
    let report = panic::catch_unwind(AssertUnwindSafe(|| {
        isolated(|| {
            let line = "a chatty line ".repeat(10);
            for _ in 0..10_000 {
                println!("{line}");
                eprintln!("{line}");
            }
            print!("{}", "no newline ".repeat(100_000));
            process::exit(1);
        })
    }));
    // Only the parent gets here: the child exits inside the body.
    let report = *report
        .expect_err("a child that exits 1 fails")
        .downcast::<String>()
        .expect("the kit's report");
    assert!(report.contains("ENDED EARLY: your code ended the test process with exit code 1"));
    assert!(report.contains("a chatty line"));
    assert!(report.contains("(output cut: only the first 64 KiB of each stream is kept)"));
    assert!(report.len() < 3 * 64 * 1024, "{} bytes kept", report.len());
}

/// Runs, isolated, a correct body that starts `sleep 30` and leaves it running, holding the
/// child's output pipes; in a process group of its own when `own_group`, as a process that
/// escapes the kit would be. In the parent, returns how long the test took and sleep's pid.
#[cfg(target_os = "linux")]
fn leave_sleep_running(own_group: bool) -> Option<(Duration, i32)> {
    use std::os::unix::process::{CommandExt, parent_id};
    let pid_file = |kit: u32| env::temp_dir().join(format!("testkit-isolation-{own_group}-{kit}"));
    let started = Instant::now();
    // Leaving `sleep` running, unwaited for, is the point of this body.
    #[allow(clippy::zombie_processes)]
    isolated(|| {
        let mut sleep = process::Command::new("sleep");
        if own_group {
            sleep.process_group(0);
        }
        let sleep = sleep.arg("30").spawn().expect("starting sleep");
        std::fs::write(pid_file(parent_id()), sleep.id().to_string()).expect("saving its pid");
    });
    // Only the parent judges; the kit marks the child in its environment.
    if env::var_os("AYOAYO_TESTKIT_CHILD").is_some() {
        return None;
    }
    let took = started.elapsed();
    let pid = std::fs::read_to_string(pid_file(process::id())).expect("the pid of sleep");
    let _ = std::fs::remove_file(pid_file(process::id()));
    Some((took, pid.parse().expect("a pid")))
}

/// Whether the process `pid` has stopped, waiting up to 5 s for it. (A zombie waiting to be
/// reaped by its new parent has stopped.)
#[cfg(target_os = "linux")]
fn stops(pid: i32) -> bool {
    let stopped = || match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Ok(stat) => stat.split_whitespace().nth(2) == Some("Z"),
        Err(_) => true,
    };
    let deadline = Instant::now() + Duration::from_secs(5);
    while !stopped() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    stopped()
}

#[cfg(target_os = "linux")]
#[test]
fn a_process_left_running_is_not_waited_for_and_is_stopped() {
    let Some((took, sleep)) = leave_sleep_running(false) else {
        return;
    };
    assert!(
        took < Duration::from_secs(10),
        "the kit waited {took:?} for sleep"
    );
    assert!(stops(sleep), "sleep (pid {sleep}) is still running");
}

#[cfg(target_os = "linux")]
#[test]
fn a_process_that_left_the_group_is_not_waited_for() {
    let Some((took, sleep)) = leave_sleep_running(true) else {
        return;
    };
    // Out of the kit's reach: this test stops it.
    let _ = process::Command::new("kill")
        .args(["-9", &sleep.to_string()])
        .status();
    assert!(
        took < Duration::from_secs(10),
        "the kit waited {took:?} for sleep"
    );
}
