//! `gradescope make [CHAPTER]... [--out DIR]` writes the autograder a teacher uploads to
//! Gradescope; `gradescope run --root DIR` is what its `run_autograder` calls for each
//! submission (see `ayoayo_course::grade::gradescope`).

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use ayoayo_course::chapters::{Exercise, chapters};
use ayoayo_course::grade::gradescope::{
    CHAPTERS_FILE, COURSE_FOLDER, RUN_AUTOGRADER, Results, SETUP,
};
use ayoayo_course::grade::{Grade, Grader, Standing, Submission};
use ayoayo_course::sandbox::{Availability, Sandbox};
use ayoayo_course::session::Session;
use ayoayo_course::workshop::scratch::Scratch;
use ayoayo_course::workspace::work_dir;
use clap::Subcommand;

/// For teachers: grade on Gradescope, with the verdict `check` and `grade` give.
///
/// Example: cargo run -- gradescope make scoop distribute sow
#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    action: Action,
}

/// What `gradescope` does.
#[derive(Subcommand)]
enum Action {
    /// Write the autograder to upload (a zip, and the folder it was made from) for the chapters
    /// named, or for every chapter.
    ///
    /// Example: cargo run -- gradescope make scoop distribute sow --out autograder
    Make {
        /// The chapters the assignment grades: numbers, names or folders (default: all).
        chapters: Vec<String>,
        /// Where to write autograder.zip and autograder/ (default: target/gradescope).
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
    },
    /// Grade the submission in ROOT/submission into ROOT/results/results.json, as Gradescope's
    /// harness asks: what the autograder's run_autograder runs.
    Run {
        /// The autograder's folder: /autograder on Gradescope.
        #[arg(long, value_name = "DIR", default_value = "/autograder")]
        root: PathBuf,
        /// Grade every chapter's stub, with one function added, instead: that builds and runs
        /// each chapter's tests once, into the image. setup.sh does this; it fails unless every
        /// chapter builds and runs.
        #[arg(long)]
        warm: bool,
    },
}

pub fn run(args: Args, session: impl FnOnce() -> Result<Session>) -> Result<ExitCode> {
    match args.action {
        Action::Make { chapters, out } => make(&session()?, &chapters, out),
        Action::Run { root, warm: false } => run_autograder(&root),
        Action::Run { root, warm: true } => warm(&root),
    }
}

/// Writes the autograder for `names` (every chapter when empty) into `out`: the folder
/// `autograder/` (setup.sh, run_autograder, the chapters' list, the course) and the zip of it.
fn make(session: &Session, names: &[String], out: Option<PathBuf>) -> Result<ExitCode> {
    let workspace = &session.workspace;
    let chosen = super::chosen(session, names)?;
    let out = out.unwrap_or_else(|| work_dir(workspace, "gradescope"));
    let folder = out.join("autograder");
    Scratch::copy(workspace, &folder.join(COURSE_FOLDER))?;
    write_file(&folder.join("setup.sh"), SETUP, 0o755)?;
    write_file(&folder.join("run_autograder"), RUN_AUTOGRADER, 0o755)?;
    let list: String = chosen.iter().map(|c| format!("{}\n", c.slug)).collect();
    write_file(&folder.join(CHAPTERS_FILE), &list, 0o644)?;
    let zip = out.join("autograder.zip");
    let files = zip_folder(&folder, &zip)?;
    let slugs: Vec<&str> = chosen.iter().map(|c| c.slug.as_str()).collect();
    println!(
        "Wrote {} ({files} files) for {} chapter(s): {}.\n\
         The same files are in {}.\n\n\
         On Gradescope: create a Programming Assignment worth {} points, open Configure \
         Autograder, choose the Ubuntu 22.04 base image, upload the zip and press Update \
         Autograder; then Test Autograder with a learner's copy of the course.",
        zip.display(),
        slugs.len(),
        slugs.join(", "),
        folder.display(),
        slugs.len() as u32 * ayoayo_course::grade::POINTS_PER_CHAPTER,
    );
    Ok(ExitCode::SUCCESS)
}

fn write_file(path: &Path, text: &str, mode: u32) -> Result<()> {
    fs::write(path, text).with_context(|| format!("writing {}", path.display()))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(path, fs::Permissions::from_mode(mode))
            .with_context(|| format!("setting the permissions of {}", path.display()))?;
    }
    #[cfg(not(unix))]
    let _ = mode;
    Ok(())
}

/// Zips the files under `folder` into `zip`, at the archive's root as Gradescope asks, each
/// with its permissions (run_autograder must stay executable); how many files it holds.
fn zip_folder(folder: &Path, zip: &Path) -> Result<usize> {
    let file = fs::File::create(zip).with_context(|| format!("creating {}", zip.display()))?;
    let mut archive = zip::ZipWriter::new(file);
    let mut count = 0;
    let entries = walkdir::WalkDir::new(folder).sort_by_file_name();
    for entry in entries {
        let entry = entry?;
        if !entry.file_type().is_file() {
            continue;
        }
        let relative = entry.path().strip_prefix(folder)?;
        let name = relative.to_string_lossy().replace('\\', "/");
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated)
            .unix_permissions(permissions(&entry.metadata()?));
        archive.start_file(name, options)?;
        archive.write_all(&fs::read(entry.path())?)?;
        count += 1;
    }
    archive.finish()?;
    Ok(count)
}

#[cfg(unix)]
fn permissions(metadata: &fs::Metadata) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    metadata.permissions().mode() & 0o777
}

#[cfg(not(unix))]
fn permissions(_: &fs::Metadata) -> u32 {
    0o644
}

/// Where an autograder's parts are, below its root.
struct Layout {
    course: PathBuf,
    work: PathBuf,
    chapters: Vec<Exercise>,
}

impl Layout {
    fn of(root: &Path) -> Result<Layout> {
        let source = root.join("source");
        let course = source.join(COURSE_FOLDER);
        let list = source.join(CHAPTERS_FILE);
        let list = fs::read_to_string(&list).with_context(|| {
            format!("{} cannot be read: is this an autograder?", list.display())
        })?;
        let all = chapters(&course)?;
        let slugs: Vec<&str> = list.split_whitespace().collect();
        let chosen = all.into_iter().filter(|c| slugs.contains(&c.slug.as_str()));
        Ok(Layout {
            course,
            work: root.join("work"),
            chapters: chosen.collect(),
        })
    }

    /// Grades `submission`, chapter by chapter, printing each chapter's line for the log.
    fn grade(
        &self,
        submission: &Submission,
        sandbox: Option<Sandbox>,
    ) -> Result<Vec<(u32, Grade)>> {
        let grader = Grader::new(&self.course, &self.work, sandbox)?;
        super::grade_each(&grader, submission, &self.chapters)
    }
}

/// Grades ROOT/submission and writes ROOT/results/results.json, also when the submission
/// cannot be graded (then saying why); fails only when the results cannot be written.
fn run_autograder(root: &Path) -> Result<ExitCode> {
    let started = Instant::now();
    let (sandbox, place) = sandbox();
    let ran = format!("Your code ran {place}, in a container of its own.");
    println!("{ran}");
    let graded = Layout::of(root).and_then(|layout| {
        let submission = Submission::open(&submitted(&root.join("submission"))?)?;
        layout.grade(&submission, sandbox)
    });
    let seconds = started.elapsed().as_secs();
    let results = match graded {
        Ok(grades) => Results::of(&grades, seconds, &ran),
        Err(error) => {
            println!("Not graded: {error:#}");
            Results::error(&format!("{error:#}"), seconds)
        }
    };
    write_results(&root.join("results"), &results)?;
    Ok(ExitCode::SUCCESS)
}

/// The sandbox learners' code runs in here, if there is one, and where it runs in words.
/// Where bubblewrap cannot start (Gradescope's containers may forbid the namespaces it makes),
/// each run is a user of its own: the grading runs as root, so the learner's code then cannot
/// write the autograder's files or reach the tool grading it.
fn sandbox() -> (Option<Sandbox>, String) {
    let own_user = "as a user of its own, which cannot change the autograder's files";
    match Sandbox::detect() {
        Availability::Ready(sandbox) if sandbox.is_bubblewrap() => {
            (Some(sandbox), "in the course's sandbox".into())
        }
        Availability::Ready(sandbox) => {
            (Some(sandbox), format!("{own_user} (AYOAYO_SANDBOX=user)"))
        }
        Availability::TurnedOff => (None, "without a sandbox (AYOAYO_SANDBOX=off)".into()),
        missing @ Availability::Missing(_) => match Sandbox::own_user_only() {
            Some(sandbox) => (
                Some(sandbox),
                format!("{own_user}, as the course's sandbox cannot start here ({missing})"),
            ),
            None => (None, format!("without a sandbox ({missing})")),
        },
    }
}

/// The course copy in a submission's folder: the folder itself, or the one folder in it that
/// holds `exercises/` (a zip of the copy's folder).
fn submitted(folder: &Path) -> Result<PathBuf> {
    if folder.join("exercises").is_dir() {
        return Ok(folder.to_path_buf());
    }
    let entries = fs::read_dir(folder)
        .with_context(|| format!("the submission {} cannot be read", folder.display()))?;
    let copies: Vec<PathBuf> = entries
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.join("exercises").is_dir())
        .collect();
    match &copies[..] {
        [copy] => Ok(copy.clone()),
        [] => bail!(
            "it holds no copy of the course. Submit the folder of your course (the one with \
             Cargo.toml and exercises/ in it): from GitHub, or as a zip of that folder"
        ),
        _ => bail!("it holds {} copies of the course: submit one", copies.len()),
    }
}

/// Writes `results` as `folder/results.json`, whole or not at all: written beside it, then
/// renamed over whatever is there.
fn write_results(folder: &Path, results: &Results) -> Result<()> {
    fs::create_dir_all(folder).with_context(|| format!("creating {}", folder.display()))?;
    let json = serde_json::to_string_pretty(results)?;
    let mut file = tempfile::NamedTempFile::new_in(folder)?;
    file.write_all(json.as_bytes())?;
    file.persist(folder.join("results.json"))
        .context("writing results.json")?;
    Ok(())
}

/// Grades every chapter's stub with one function added, so that it counts as started: that
/// builds each chapter's tests and their dependencies into the image, and runs them (they fail,
/// as a stub's do). Fails when a chapter did not build or run: then the image cannot grade it.
fn warm(root: &Path) -> Result<ExitCode> {
    let layout = Layout::of(root)?;
    let (sandbox, place) = sandbox();
    println!("Learners' code will run {place}.");
    let started = layout.work.join("started");
    for chapter in &layout.chapters {
        let stub = fs::read_to_string(chapter.stub_file())
            .with_context(|| format!("reading {}", chapter.stub_file().display()))?;
        let file = started
            .join("exercises")
            .join(chapter.folder_name())
            .join("src/lib.rs");
        fs::create_dir_all(file.parent().expect("a file in a folder"))?;
        fs::write(
            &file,
            format!("{stub}\n#[allow(dead_code)]\nfn started() {{}}\n"),
        )?;
    }
    let grades = layout.grade(&Submission::open(&started)?, sandbox)?;
    let unbuilt: Vec<&str> = grades
        .iter()
        .filter(|(_, g)| !matches!(g.state, Standing::Failing | Standing::Stuck))
        .map(|(_, grade)| grade.chapter.as_str())
        .collect();
    if !unbuilt.is_empty() {
        bail!(
            "these chapters did not build and run: {}",
            unbuilt.join(", ")
        );
    }
    println!("Every chapter builds and runs: the autograder is ready.");
    Ok(ExitCode::SUCCESS)
}
