//! A round-robin of the reference's computer opponents on any system, and its table in words,
//! once, for the course tool's `tournament` and the book's ```` ```ayoayo-tournament ```` blocks.

use ayoayo::tournament::{Opponent, Pairing, round_robin};
use ayoayo::{awari, lagos, oware, search};

use crate::system::System;
use crate::words::thousands;

/// The opponents that play `system`: random, greedy and search `depth` moves ahead
/// everywhere, and Ahl's 1978 program in Awari.
pub fn entrants(system: System, depth: u32) -> Vec<Opponent> {
    let mut entrants = vec![Opponent::Random, Opponent::Greedy, Opponent::Search(depth)];
    if system == System::Awari {
        entrants.push(Opponent::Ahl);
    }
    entrants
}

/// The reference's [`round_robin`] from `system`'s opening.
pub fn play(
    system: System,
    opponents: &[Opponent],
    games: u32,
    seed: u64,
    after_each: impl FnMut(),
) -> Vec<Pairing> {
    match system {
        System::Ayoayo => round_robin(search::Ayoayo::OPENING, opponents, games, seed, after_each),
        System::Lagos => round_robin(lagos::OPENING, opponents, games, seed, after_each),
        System::Oware => round_robin(oware::OPENING, opponents, games, seed, after_each),
        System::Awari => round_robin(awari::START, opponents, games, seed, after_each),
        System::Kalah => round_robin(search::Kalah::OPENING, opponents, games, seed, after_each),
    }
}

/// The pairings as a Markdown table, which reads as well in a terminal: each pairing's games,
/// the first opponent's wins, draws and losses, and the stones each finished with in all.
pub fn table(pairings: &[Pairing]) -> String {
    let mut lines = vec![
        "| pairing | games | wins | draws | losses | stones |".to_string(),
        "| --- | ---: | ---: | ---: | ---: | ---: |".to_string(),
    ];
    for pairing in pairings {
        let games = pairing.wins + pairing.draws + pairing.losses;
        let [first, second] = pairing.stones.map(|stones| thousands(stones as usize));
        lines.push(format!(
            "| {} vs {} | {games} | {} | {} | {} | {first} to {second} |",
            pairing.first, pairing.second, pairing.wins, pairing.draws, pairing.losses
        ));
    }
    lines.join("\n") + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ahl_joins_only_in_awari() {
        let names = |system| {
            entrants(system, 3)
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
        };
        assert_eq!(names(System::Ayoayo), ["random", "greedy", "search:3"]);
        assert_eq!(
            names(System::Awari),
            ["random", "greedy", "search:3", "ahl"]
        );
    }

    #[test]
    fn a_table_has_a_row_per_pairing_from_the_first_opponent_s_side() {
        let pairings = play(System::Kalah, &entrants(System::Kalah, 2), 2, 1, || ());
        let table = table(&pairings);
        let rows: Vec<&str> = table.lines().collect();
        assert_eq!(rows.len(), 2 + 3, "{table}");
        let greedy_search = &pairings[2];
        let [mine, theirs] = greedy_search.stones;
        let row = format!(
            "| greedy vs search:2 | 2 | {} | {} | {} | {mine} to {theirs} |",
            greedy_search.wins, greedy_search.draws, greedy_search.losses
        );
        assert_eq!(rows[4], row);
    }
}
