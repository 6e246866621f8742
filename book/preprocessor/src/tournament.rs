//! ```` ```ayoayo-tournament ```` blocks: a round-robin of the reference's computer opponents,
//! played when the book is built, shown as a table, so the book's figures are the code's.
//!
//! ````markdown
//! ```ayoayo-tournament
//! variant: oware
//! games: 4
//! depth: 3
//! seed: 1
//! ```
//! ````
//!
//! Every key is needed, so the table is the same on every build; keep the games few and the
//! search shallow, since every build of the book plays them.

use ayoayo::tournament::MAX_DEPTH;
use ayoayo_narrator::system::System;
use ayoayo_narrator::tournament::{entrants, play, table};

/// The info string that marks a tournament block.
pub const LANGUAGE: &str = "ayoayo-tournament";

/// The block's table, or what is wrong with the block.
pub fn render(body: &str) -> Result<String, String> {
    let (mut variant, mut games, mut depth, mut seed) = (None, None, None, None);
    for line in body.lines().filter(|line| !line.trim().is_empty()) {
        let Some((key, value)) = line.split_once(':') else {
            return Err(format!("`{line}` is not `key: value`"));
        };
        let value = value.trim();
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("`{value}` is not a number"))
        };
        match key.trim() {
            "variant" => variant = Some(value.parse::<System>().map_err(|e| e.to_string())?),
            "games" => games = Some(number()?),
            "depth" => depth = Some(number()?),
            "seed" => seed = Some(number()?),
            other => {
                return Err(format!(
                    "unknown key `{other}`: variant, games, depth, seed"
                ));
            }
        }
    }
    let missing = |key: &str| format!("the block needs `{key}:`");
    let variant = variant.ok_or_else(|| missing("variant"))?;
    let games = games.ok_or_else(|| missing("games"))?;
    let depth = depth.ok_or_else(|| missing("depth"))?;
    let seed = seed.ok_or_else(|| missing("seed"))?;
    let games = u32::try_from(games)
        .ok()
        .filter(|&games| (1..=100).contains(&games));
    let games = games.ok_or("games: 1 to 100, which every build of the book plays")?;
    let depth = u32::try_from(depth)
        .ok()
        .filter(|depth| (1..=MAX_DEPTH).contains(depth));
    let depth = depth.ok_or(format!("depth: 1 to {MAX_DEPTH}"))?;
    let pairings = play(variant, &entrants(variant, depth), games, seed, || ());
    Ok(table(&pairings))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_block_becomes_the_reference_s_table_and_a_bad_one_says_why() {
        let table = render("variant: kalah\ngames: 2\ndepth: 2\nseed: 1\n").unwrap();
        assert!(table.starts_with("| pairing | games |"), "{table}");
        assert!(table.contains("| greedy vs search:2 | 2 |"), "{table}");
        assert_eq!(
            render("variant: kalah\ngames: 2\ndepth: 2\n"),
            Err("the block needs `seed:`".into())
        );
        let error = render("variant: kalah\ngames: 2\ndepth: 20\nseed: 1").unwrap_err();
        assert_eq!(error, "depth: 1 to 10");
        let error = render("variant: kalah\nplayers: 2").unwrap_err();
        assert!(error.starts_with("unknown key `players`"), "{error}");
    }

    /// The prose of `book/src/opponents.md` reads its block's table: greedy beats random and
    /// search beats both, in every game.
    #[test]
    fn the_opponents_page_s_table_says_what_its_prose_says() {
        let page = include_str!("../../src/opponents.md");
        let block = "```ayoayo-tournament\nvariant: oware\ngames: 4\ndepth: 3\nseed: 1\n```";
        assert!(
            page.contains(block),
            "the page's block changed: update this test"
        );
        let opponents = entrants(System::Oware, 3);
        for pairing in play(System::Oware, &opponents, 4, 1, || ()) {
            assert_eq!((pairing.wins, pairing.losses), (0, 4), "{pairing:?}");
        }
    }
}
