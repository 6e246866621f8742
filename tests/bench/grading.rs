//! `cargo bench --bench grading`: grades a generated class both ways in one run, one file at a
//! time (the old way, on a sample of the class) and a batch of learners to one build with their
//! tests run as many at once as cores (the new way, on the whole class), and prints seconds a
//! learner-chapter for each, their ratio, and where the new way's time and disk go.
//!
//! The class: `AYOAYO_BENCH_LEARNERS` learners (30 unless set) × every chapter, the first
//! `AYOAYO_BENCH_SAMPLE` of them (3 unless set) also graded the old way, and
//! `AYOAYO_BENCH_BATCH` learners to a build (what `grade` uses unless set). Each learner's
//! files are their own (a comment names them): the reference's functions, typical mistakes,
//! untouched stubs, stubs started but unfinished, a compile error in every third learner and a
//! function that never returns in every tenth. It is written, and graded, under
//! `target/course-bench/`, in the sandbox when there is one.

use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use ayoayo_course::chapters::{Exercise, chapters};
use ayoayo_course::grade::{ClassGrader, Event, Grader, Standing, Submission};
use ayoayo_course::sandbox::Sandbox;
use ayoayo_course::verify::mutants::mistakes;
use ayoayo_course::workspace::work_dir;
use walkdir::WalkDir;

/// How many learners `grade` builds at once, unless `AYOAYO_BENCH_BATCH` says otherwise.
const GRADE_BATCH: usize = 10;

fn main() -> Result<()> {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR"));
    let learners = setting("AYOAYO_BENCH_LEARNERS", 30)?;
    let sample = setting("AYOAYO_BENCH_SAMPLE", 3)?.min(learners);
    let batch = setting("AYOAYO_BENCH_BATCH", GRADE_BATCH)?;
    let dir = work_dir(workspace, "course-bench");
    let chapters = chapters(workspace)?;
    let class = write_class(workspace, &chapters, &dir.join("class"), learners)?;
    let sandbox = Sandbox::detect().sandbox().cloned();
    let tested = count_tested(&class, &chapters)?;
    println!(
        "A class of {learners} learners × {} chapters: {} files, {tested} to build and test \
         (the rest untouched or missing), graded {}.",
        chapters.len(),
        learners * chapters.len(),
        match sandbox {
            Some(_) => "each test binary in its own sandbox",
            None => "without a sandbox (there is none here)",
        }
    );

    // Both ways build their dependencies once, untimed: a teacher's second grading is warm.
    let grading = dir.join("grading");
    let mut new_way = ClassGrader::new(workspace, &grading, sandbox.clone())?;
    new_way.grade(&class[..1], 1, &mut |_| Ok(()))?;
    let old_way = Grader::new(workspace, &grading.join("one-by-one"), sandbox)?;
    old_way.grade(&class[0], &chapters[0])?;

    let started = Instant::now();
    for submission in &class[..sample] {
        for chapter in &chapters {
            old_way.grade(submission, chapter)?;
        }
    }
    let old = started.elapsed();
    let old_each = old.as_secs_f64() / (sample * chapters.len()).max(1) as f64;
    if sample > 0 {
        println!(
            "Old way, one file at a time, on a sample of {sample} learners × {} chapters: \
             {:.1} s, {old_each:.2} s a learner-chapter ({:.2} s a tested file).",
            chapters.len(),
            old.as_secs_f64(),
            old.as_secs_f64() / count_tested(&class[..sample], &chapters)?.max(1) as f64,
        );
    }

    let measured = grade_at_once(&mut new_way, &class, batch, &grading.join("target"))?;
    let files = class.len() * chapters.len();
    let new_each = measured.total.as_secs_f64() / files as f64;
    println!(
        "New way, {batch} learners to a build, {} test binaries at once, on the whole class: \
         {:.1} s, {new_each:.2} s a learner-chapter ({:.2} s a tested file): building {:.1} s, \
         running the tests {:.1} s.",
        std::thread::available_parallelism().map_or(1, |n| n.get()),
        measured.total.as_secs_f64(),
        measured.total.as_secs_f64() / tested.max(1) as f64,
        measured.building.as_secs_f64(),
        (measured.total - measured.building).as_secs_f64(),
    );
    if sample > 0 {
        println!("The new way is {:.1} times as fast.", old_each / new_each);
    }
    println!(
        "The new way's build folder held at most {:.2} GB (after a batch's build, before its \
         binaries were deleted).",
        measured.most_disk as f64 / 1e9
    );
    Ok(())
}

/// A whole number from the environment variable `name`, or `default` when it is not set.
fn setting(name: &str, default: usize) -> Result<usize> {
    match std::env::var(name) {
        Ok(value) => (value.trim().parse())
            .with_context(|| format!("{name} must be a whole number, not `{value}`")),
        Err(_) => Ok(default),
    }
}

/// What grading the class the new way took.
struct Measured {
    total: Duration,
    /// From each batch's start to its first grade from a test run: its build, mostly.
    building: Duration,
    /// The most the build folder held, measured once each batch is built.
    most_disk: u64,
}

fn grade_at_once(
    grader: &mut ClassGrader,
    class: &[Submission],
    batch: usize,
    target: &Path,
) -> Result<Measured> {
    let started = Instant::now();
    let (mut building, mut most_disk) = (Duration::ZERO, 0);
    let mut batch_started: Option<Instant> = None;
    grader.grade(class, batch, &mut |event| {
        match event {
            Event::Building { .. } => batch_started = Some(Instant::now()),
            Event::Graded { grade, .. } if grade.state != Standing::Missing => {
                if let Some(since) = batch_started.take() {
                    building += since.elapsed();
                    most_disk = most_disk.max(size(target));
                }
            }
            _ => {}
        }
        Ok(())
    })?;
    Ok(Measured {
        total: started.elapsed(),
        building,
        most_disk,
    })
}

/// The bytes of the files under `dir`.
fn size(dir: &Path) -> u64 {
    let files = WalkDir::new(dir).into_iter().filter_map(Result::ok);
    files
        .filter_map(|entry| entry.metadata().ok())
        .map(|m| m.len())
        .sum()
}

/// How many of the class's files are tested: changed from the stub.
fn count_tested(class: &[Submission], chapters: &[Exercise]) -> Result<usize> {
    let mut tested = 0;
    for submission in class {
        for chapter in chapters {
            let file = submission.dir.join(chapter.learner_path());
            if let Ok(source) = fs::read(&file) {
                tested += usize::from(source != fs::read(chapter.stub_file())?);
            }
        }
    }
    Ok(tested)
}

/// Writes `learners` learners' copies of the course into `dir`, and opens them.
fn write_class(
    workspace: &Path,
    chapters: &[Exercise],
    dir: &Path,
    learners: usize,
) -> Result<Vec<Submission>> {
    if dir.exists() {
        fs::remove_dir_all(dir).with_context(|| format!("clearing {}", dir.display()))?;
    }
    let mut class = Vec::new();
    for learner in 0..learners {
        let name = format!("learner-{:02}", learner + 1);
        let copy = dir.join(&name);
        for (place, chapter) in chapters.iter().enumerate() {
            let lib = file(workspace, chapter, &name, learner, place)?;
            let path = copy.join(chapter.learner_path());
            fs::create_dir_all(path.parent().unwrap_or(&copy))?;
            fs::write(&path, lib).with_context(|| format!("writing {}", path.display()))?;
        }
        class.push(Submission::open(&copy)?);
    }
    Ok(class)
}

/// Learner number `learner`'s file for the chapter at `place`, named `name`: a mix that
/// changes from learner to learner and chapter to chapter.
fn file(
    workspace: &Path,
    chapter: &Exercise,
    name: &str,
    learner: usize,
    place: usize,
) -> Result<String> {
    let stub = fs::read_to_string(chapter.stub_file())?;
    let signed = |lib: String| format!("// {name}'s work on {}.\n{lib}", chapter.slug);
    // Later chapters are more often left untouched, as in a class part-way through the course.
    if place > 12 + learner % 9 {
        return Ok(stub);
    }
    if learner.is_multiple_of(3) && place == learner % 7 {
        return Ok(signed(stub.replacen("todo!(", "does_not_compile(", 1)));
    }
    if learner % 10 == 4 && place == 2 {
        return Ok(signed(stub.replacen("todo!(", "loop {}; todo!(", 1)));
    }
    Ok(match (learner + 2 * place) % 6 {
        0..=2 => signed(chapter.reference_lib()),
        3 | 4 => {
            let mistakes = mistakes(workspace, chapter)?;
            let mistake = &mistakes[(learner + place) % mistakes.len()];
            let lib = mistake.source.clone() + &chapter.given_types() + &chapter.optional_answers();
            signed(lib)
        }
        _ => signed(stub),
    })
}
