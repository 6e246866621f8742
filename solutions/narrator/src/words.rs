//! Numbers and names as the book and the course tool write them.

use ayoayo::Player;

/// A player's name: "South", "North".
pub fn player_name(player: Player) -> &'static str {
    match player {
        Player::South => "South",
        Player::North => "North",
    }
}

/// `n` things, in the singular or the plural: "1 stone", "6 stones".
pub fn count(n: usize, thing: &str) -> String {
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{} {thing}s", thousands(n))
    }
}

/// A number in groups of three digits: `6,827,228`.
pub fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut grouped = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    grouped
}

/// `text` with its first letter a capital, to begin a sentence.
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or(String::new(), |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_counts_are_grouped_by_thousands() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(638), "638");
        assert_eq!(thousands(6_827_228), "6,827,228");
        assert_eq!(thousands(100_000), "100,000");
    }

    #[test]
    fn counts_agree_with_their_number() {
        assert_eq!(count(1, "stone"), "1 stone");
        assert_eq!(count(0, "stone"), "0 stones");
        assert_eq!(count(1_024, "sowing"), "1,024 sowings");
    }

    #[test]
    fn a_sentence_starts_with_a_capital() {
        assert_eq!(capitalise("pit 3 is empty"), "Pit 3 is empty");
        assert_eq!(capitalise("één"), "Één");
        assert_eq!(capitalise(""), "");
    }
}
