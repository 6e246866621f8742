//! `assess new --seed S --roster FILE --out DIR`: for teachers, each learner's assessment, with
//! rules of their own drawn from the seed (see `ayoayo_course::assess`). Writes the teacher's
//! record `DIR/assessments.json` and, for each learner, `DIR/ID/exercises/00-assessment/` to
//! hand out; `grade --assessments DIR/assessments.json` grades them.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use ayoayo_course::assess::{self, Assigned, Record, SCHEMA, package};
use clap::Subcommand;

/// For teachers: assessments whose rules are drawn for each learner, so none can be copied.
///
/// Example: cargo run -- assess new --seed "my secret" --roster roster.txt --out assessments
#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    action: Action,
}

/// What `assess` does.
#[derive(Subcommand)]
enum Action {
    /// Draw each learner's rules and write their packages, and the record grading reads.
    ///
    /// Example: cargo run -- assess new --seed "my secret" --roster roster.txt --out assessments
    New {
        /// Your secret: the rules and the hidden tests are drawn from it. Keep it, and keep
        /// it from the learners.
        #[arg(long)]
        seed: String,
        /// The learners' IDs, one a line (GitHub usernames for GitHub Classroom). Add
        /// latecomers at the end: the rules of those already listed do not change.
        #[arg(long)]
        roster: PathBuf,
        /// Where to write assessments.json and one folder per learner.
        #[arg(long, default_value = "assessments")]
        out: PathBuf,
        /// Let learners share rules, for a class larger than the number of rule sets: no rule
        /// set is given twice before every one is given once.
        #[arg(long)]
        allow_repeats: bool,
    },
}

pub fn run(args: Args) -> Result<ExitCode> {
    match args.action {
        Action::New {
            seed,
            roster,
            out,
            allow_repeats,
        } => new(&seed, &roster, &out, allow_repeats),
    }
}

fn new(seed: &str, roster: &Path, out: &Path, allow_repeats: bool) -> Result<ExitCode> {
    let text = fs::read_to_string(roster)
        .with_context(|| format!("the roster {} cannot be read", roster.display()))?;
    let ids = assess::read_roster(&text)?;
    let drawn = assess::draw(seed, &ids, allow_repeats)?;
    let learners = ids.into_iter().zip(drawn);
    let record = Record {
        schema: SCHEMA,
        seed: seed.to_string(),
        allow_repeats,
        learners: learners.map(|(id, rules)| Assigned { id, rules }).collect(),
    };
    let path = out.join("assessments.json");
    if path.exists() {
        keeps_every_learners_rules(&Record::read(&path)?, &record)?;
    }
    fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    for learner in &record.learners {
        let dir = out
            .join(&learner.id)
            .join("exercises")
            .join(package::FOLDER);
        package::write(&dir, &package::handout(seed, learner))?;
    }
    record.write(&path)?;
    println!(
        "Drew rules for {} learners. Hand each learner their folder {}/ID/ (it goes at the top of \
         their copy of the course, beside exercises/...); keep {} to yourself: it holds the seed.",
        record.learners.len(),
        out.display(),
        path.display()
    );
    Ok(ExitCode::SUCCESS)
}

/// A new drawing over an old record must give everyone in the old one the same rules: the same
/// seed, and the old roster at the start of the new one. Otherwise learners who already have
/// their assessment would find it changed.
fn keeps_every_learners_rules(old: &Record, new: &Record) -> Result<()> {
    if old.seed != new.seed {
        bail!(
            "the record already there was drawn with another seed: use that seed, or another --out"
        );
    }
    for (before, now) in old.learners.iter().zip(&new.learners) {
        if before != now {
            bail!(
                "this roster would change {}'s rules: keep the roster's order, and add new \
                 learners at its end",
                before.id
            );
        }
    }
    if new.learners.len() < old.learners.len() {
        let dropped = &old.learners[new.learners.len()].id;
        bail!("{dropped} is in the record but not on this roster: keep everyone already drawn");
    }
    Ok(())
}
