//! `tournament`: a round-robin of the computer opponents on one system (both colours, many
//! games), with a progress bar, and the table of what each pairing came to.

use std::process::ExitCode;

use anyhow::{Result, bail};
use ayoayo::tournament::{MAX_DEPTH, Pairing};
use ayoayo_course::play::seed_from_clock;
use ayoayo_narrator::system::System;
use ayoayo_narrator::tournament::{entrants, play, table};
use indicatif::{ProgressBar, ProgressStyle};

/// Play the computer opponents against each other: a round-robin, both colours.
///
/// Random, greedy and search (and Ahl's program in Awari) meet each other for --games
/// games per pairing; the table gives each pairing's wins, draws, losses and stones.
///
/// Example: cargo run --release -- tournament --variant oware --games 20 --depth 4
#[derive(clap::Args)]
pub struct Args {
    /// A Part II system. Without it, Part I's Ayòayò.
    #[arg(long, value_parser = super::variants(), ignore_case = true)]
    variant: Option<System>,
    /// Games per pairing; the opponents take turns at South.
    #[arg(long, default_value_t = 20)]
    games: u32,
    /// How many moves ahead the search opponent looks (1 to 10).
    #[arg(long, default_value_t = 4)]
    depth: u32,
    /// Starts the random opponent's choices (default: from the clock; printed).
    #[arg(long)]
    seed: Option<u64>,
    /// Print the pairings as JSON, for tools.
    #[arg(long)]
    json: bool,
}

/// Plays the round-robin on `--variant` and prints its table, or its pairings as JSON.
pub fn run(args: Args) -> Result<ExitCode> {
    let Args {
        variant,
        games,
        depth,
        seed,
        json,
    } = args;
    let system = variant.unwrap_or(System::Ayoayo);
    if !(1..=MAX_DEPTH).contains(&depth) {
        bail!("--depth {depth}: the search looks 1 to {MAX_DEPTH} moves ahead");
    }
    if games == 0 {
        bail!("--games 0: a pairing needs at least one game");
    }
    let seed = seed.unwrap_or_else(seed_from_clock);
    let opponents = entrants(system, depth);
    let pairs = opponents.len() * (opponents.len() - 1) / 2;
    let bar = ProgressBar::new(pairs as u64 * u64::from(games)).with_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, {eta} left")
            .expect("a fixed template"),
    );
    let pairings = play(system, &opponents, games, seed, || bar.inc(1));
    bar.finish_and_clear();
    if json {
        println!(
            "{}",
            serde_json::to_string_pretty(&as_json(&pairings, seed))?
        );
    } else {
        println!(
            "{}: {games} games per pairing, each opponent South in half of them.",
            system.name()
        );
        println!("Seed {seed} (add --seed {seed} to play the same games again).\n");
        print!("{}", table(&pairings));
    }
    Ok(ExitCode::SUCCESS)
}

/// The pairings as plain JSON values, the opponents by name.
fn as_json(pairings: &[Pairing], seed: u64) -> serde_json::Value {
    let rows: Vec<serde_json::Value> = pairings
        .iter()
        .map(|pairing| {
            serde_json::json!({
                "first": pairing.first.to_string(),
                "second": pairing.second.to_string(),
                "wins": pairing.wins,
                "draws": pairing.draws,
                "losses": pairing.losses,
                "stones": pairing.stones,
            })
        })
        .collect();
    serde_json::json!({ "seed": seed, "pairings": rows })
}
