//! Fitting text to a width: long values keep their start and their end with `…` between, cut
//! between characters, never inside one.

/// Columns `text` takes, counted as one a character (the course's text is box drawing, digits,
/// letters and circled numbers, each one column in a terminal).
pub(crate) fn columns(text: &str) -> usize {
    text.chars().count()
}

/// `text` in at most `most` columns: its start and its end with `…` between when it is longer.
pub(crate) fn elide(text: &str, most: usize) -> String {
    let length = columns(text);
    if length <= most {
        return text.to_string();
    }
    if most == 0 {
        return String::new();
    }
    let kept = most - 1;
    let head = kept.div_ceil(2);
    let tail = kept - head;
    let start: String = text.chars().take(head).collect();
    let end: String = text.chars().skip(length - tail).collect();
    format!("{start}…{end}")
}

/// `text` in at most `most` columns, cut at the end with `…` when longer.
pub(crate) fn cut(text: &str, most: usize) -> String {
    if columns(text) <= most {
        return text.to_string();
    }
    let mut kept: String = text.chars().take(most.saturating_sub(1)).collect();
    if most > 0 {
        kept.push('…');
    }
    kept
}

/// The longest a value may stay so that `lengths` fit in `room` columns in all: every value
/// longer than the answer is elided to it, shorter ones stay whole. `None` when they fit whole.
pub(crate) fn longest_kept(lengths: &[usize], room: usize) -> Option<usize> {
    if lengths.iter().sum::<usize>() <= room {
        return None;
    }
    let mut sorted = lengths.to_vec();
    sorted.sort_unstable();
    // Water-filling: the shortest values stay whole while the rest share what is left evenly.
    let mut left = room;
    for (index, &length) in sorted.iter().enumerate() {
        let sharing = sorted.len() - index;
        if length * sharing > left {
            return Some(left / sharing);
        }
        left -= length;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_value_keeps_its_start_and_its_end() {
        assert_eq!(
            elide("[0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]", 11),
            "[0, 4…4, 4]"
        );
        assert_eq!(columns(&elide("[0, 4, 4, 4, 4, 4]", 11)), 11);
        assert_eq!(elide("short", 11), "short");
    }

    #[test]
    fn eliding_never_breaks_a_character() {
        assert_eq!(elide("ÀÉÎÕÜàéîõü", 5), "ÀÉ…õü");
        assert_eq!(cut("ÀÉÎÕÜàéîõü", 4), "ÀÉÎ…");
    }

    #[test]
    fn short_values_stay_whole_while_long_ones_share_the_rest() {
        assert_eq!(longest_kept(&[1, 1, 40, 40], 30), Some(14));
        assert_eq!(longest_kept(&[1, 1, 4], 30), None);
        assert_eq!(longest_kept(&[10, 10], 9), Some(4));
    }
}
