//! Drawing each learner's rules from the teacher's secret seed: pure functions of the seed and
//! the roster, so the same roster always draws the same rules.
//!
//! Every draw is a keyed hash (SHA-256 of the seed and the learner's ID): without the seed, a
//! learner cannot tell which rules a classmate has, nor work back to the seed from their own.
//! Learners are served in roster order, each taking the first of their own candidates that no
//! one before them took, so learners added at the end of the roster later never change the
//! rules of those already in it.

use std::collections::BTreeSet;

use anyhow::{Result, bail};
use ayoayo::toolkit::variant::Variant;
use sha2::{Digest, Sha256};

/// A learner's ID on a roster: a GitHub username, a student number.
pub type LearnerId = String;

/// How many of a learner's own candidates are tried before the first free rule set after the
/// last candidate is taken instead: only a class nearly as large as the space (or a multiple of
/// it) gets that far.
const CANDIDATES: u64 = 64;

/// A number drawn from the seed for `purpose` ("rules", "examples"...), a learner and a count:
/// the first eight bytes of SHA-256 over all of them, each part preceded by its length so that
/// no two different inputs hash the same bytes.
pub fn keyed(seed: &str, purpose: &str, id: &str, count: u64) -> u64 {
    let mut hash = Sha256::new();
    for part in [seed.as_bytes(), purpose.as_bytes(), id.as_bytes()] {
        hash.update((part.len() as u64).to_le_bytes());
        hash.update(part);
    }
    hash.update(count.to_le_bytes());
    let digest = hash.finalize();
    let mut first = [0; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_le_bytes(first)
}

/// Each learner's rules, in roster order: all different while the class is no larger than the
/// space of rule sets. A larger class is an error that says how large the space is, unless
/// `allow_repeats`: then no rule set is given a second time before every one has been given
/// once, nor a third before every one twice, so learners share rules as little as the class's
/// size allows.
pub fn draw(seed: &str, roster: &[LearnerId], allow_repeats: bool) -> Result<Vec<Variant>> {
    let space = Variant::all();
    if seed.trim().is_empty() {
        bail!("the seed is empty: choose a secret phrase of your own, and keep it");
    }
    if !allow_repeats && roster.len() > space.len() {
        bail!(
            "the roster has {} learners, but there are only {} different rule sets: \
             use --allow-repeats to let some learners share rules",
            roster.len(),
            space.len()
        );
    }
    // How many learners have each rule set so far; a learner takes one given the fewest times.
    let mut given = vec![0usize; space.len()];
    let drawn = roster.iter().map(|id| {
        let fewest = given.iter().copied().min().unwrap_or_default();
        let candidate = |count| (keyed(seed, "rules", id, count) % space.len() as u64) as usize;
        let free = |index: &usize| given[*index] == fewest;
        let index = (0..CANDIDATES)
            .map(candidate)
            .find(free)
            .unwrap_or_else(|| {
                let after = candidate(CANDIDATES - 1);
                let mut round = (after..space.len()).chain(0..after);
                round.find(free).unwrap_or(after) // one given the fewest times always exists
            });
        given[index] += 1;
        space[index]
    });
    Ok(drawn.collect())
}

/// The learners' IDs in a roster file: one a line, blank lines and `#` comments skipped. An ID
/// is letters, digits, `-`, `_` and `.` (a GitHub username, a student number), and not `.` or
/// `..`: it names the learner's folder, so no ID can write outside `--out` (nor has a `/`, a
/// `\` or a NUL). The same ID twice, in any case, is an error, since both would be graded as one.
pub fn read_roster(text: &str) -> Result<Vec<LearnerId>> {
    let mut seen = BTreeSet::new();
    let mut ids = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let id = line.split('#').next().unwrap_or_default().trim();
        if id.is_empty() {
            continue;
        }
        let allowed = |c: char| c.is_ascii_alphanumeric() || "-_.".contains(c);
        if !id.chars().all(allowed) {
            bail!(
                "line {} of the roster, `{id}`: an ID is letters, digits, -, _ and . only",
                number + 1
            );
        }
        // Each ID names a folder of `--out`: these two would name it, or the folder above.
        if id == "." || id == ".." {
            bail!(
                "line {} of the roster, `{id}`: an ID names the learner's folder, and `{id}` \
                 names another folder; write a learner's ID",
                number + 1
            );
        }
        if !seen.insert(id.to_ascii_lowercase()) {
            bail!("line {} of the roster: `{id}` is listed twice", number + 1);
        }
        ids.push(id.to_string());
    }
    if ids.is_empty() {
        bail!("the roster lists no learner: write one ID a line");
    }
    Ok(ids)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roster(size: usize) -> Vec<LearnerId> {
        (0..size).map(|n| format!("learner-{n}")).collect()
    }

    #[test]
    fn the_same_seed_and_roster_draw_the_same_rules_and_another_seed_others() {
        let class = roster(30);
        let first = draw("lagos 1962", &class, false).unwrap();
        assert_eq!(first, draw("lagos 1962", &class, false).unwrap());
        assert_ne!(first, draw("lagos 1963", &class, false).unwrap());
    }

    #[test]
    fn the_whole_space_can_be_handed_out_and_one_more_is_refused_unless_repeats_are_allowed() {
        let space = Variant::all().len();
        let drawn = draw("seed", &roster(space), false).unwrap();
        assert_eq!(drawn.iter().collect::<BTreeSet<_>>().len(), space);
        let error = draw("seed", &roster(space + 1), false).unwrap_err();
        assert!(
            error
                .to_string()
                .contains(&format!("only {space} different")),
            "{error}"
        );
        let shared = draw("seed", &roster(space + 1), true).unwrap();
        assert_eq!(shared.len(), space + 1);
        assert_eq!(
            shared[..space],
            drawn[..],
            "the first {space} keep their rules"
        );
    }

    #[test]
    fn with_repeats_allowed_no_rule_set_is_given_twice_before_every_one_is_given_once() {
        let space = Variant::all().len();
        let class = draw("seed", &roster(2 * space + 3), true).unwrap();
        let mut given = std::collections::BTreeMap::new();
        for rules in &class {
            *given.entry(rules).or_insert(0) += 1;
        }
        assert_eq!(given.len(), space, "every rule set is given");
        let most = given.values().max().copied();
        let fewest = given.values().min().copied();
        assert_eq!((fewest, most), (Some(2), Some(3)));
    }

    #[test]
    fn a_roster_reads_one_id_a_line_and_refuses_the_same_id_twice() {
        let ids = read_roster("# class of 2027\nada\n\n  bo-2  # late joiner\n").unwrap();
        assert_eq!(ids, ["ada", "bo-2"]);
        let twice = read_roster("ada\nAda\n").unwrap_err().to_string();
        assert!(
            twice.contains("line 2") && twice.contains("twice"),
            "{twice}"
        );
        let odd = read_roster("ada lovelace\n").unwrap_err().to_string();
        assert!(odd.contains("letters, digits"), "{odd}");
        for outside in ["..", ".", "../ada", "a/b", "a\\b", "a\0b"] {
            let refused = read_roster(&format!("ada\n{outside}\n"))
                .unwrap_err()
                .to_string();
            assert!(refused.contains("line 2"), "{outside:?}: {refused}");
        }
        assert!(read_roster("# nobody\n").is_err());
    }
}
