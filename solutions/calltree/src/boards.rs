//! Boards inside a value's text, found and drawn the course's way: North's row above, its pits
//! right to left, South's below, left to right, as a player sees the board from the South.

/// A board found in a value's text: the byte range of its `[...]` and its stone counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Found {
    pub start: usize,
    pub end: usize,
    pub bins: Vec<u8>,
}

/// Every list of 12 numbers (Part I's board) or 14 (Kalah's bins, stores included) in `text`,
/// as `{:?}` writes them: `[0, 4, 4, ...]`. A list inside a list is found on its own.
pub(crate) fn find_boards(text: &str) -> Vec<Found> {
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(offset) = text[from..].find('[') {
        let start = from + offset;
        match numbers_list(&text[start..]) {
            Some((length, bins)) if bins.len() == 12 || bins.len() == 14 => {
                found.push(Found {
                    start,
                    end: start + length,
                    bins,
                });
                from = start + length;
            }
            _ => from = start + 1,
        }
    }
    found
}

/// The numbers of a `[n, n, ...]` at the start of `text`, each a `u8`, and the list's length in
/// bytes; `None` when `text` does not start with such a list.
fn numbers_list(text: &str) -> Option<(usize, Vec<u8>)> {
    let close = text.find(']')?;
    let inside = &text[1..close];
    let bins = inside
        .split(',')
        .map(|number| number.trim().parse::<u8>().ok())
        .collect::<Option<Vec<u8>>>()?;
    Some((close + 1, bins))
}

/// The widest a board's rows are, with cells `cell` columns wide and a label such as `① `.
pub(crate) fn rows_width(bins: usize, cell: usize) -> usize {
    let pits = if bins == 14 { 8 } else { 6 };
    LABEL + ROW_NAME + pits * cell
}

/// Columns taken by a board's label: `① `.
const LABEL: usize = 2;
/// Columns taken by a row's name: `North `.
const ROW_NAME: usize = 6;

/// A board's two rows, North's above South's, each cell `cell` columns wide, the first row
/// headed by `label`. Part I's 12 pits: North's 11 to 6 above South's 0 to 5. Kalah's 14 bins:
/// North's store 13 on the left of its pits 12 to 7, South's store 6 on the right of its pits
/// 0 to 5, each store in parentheses, where the sowing turns as the course draws it.
pub(crate) fn rows(label: char, bins: &[u8], cell: usize) -> [String; 2] {
    let cells = |pits: &mut dyn Iterator<Item = usize>| -> String {
        pits.map(|pit| format!("{:>cell$}", bins[pit])).collect()
    };
    let store = |bin: usize| format!("{:>cell$}", format!("({})", bins[bin]));
    let (north, south) = if bins.len() == 14 {
        (
            format!("{}{}", store(13), cells(&mut (7..13).rev())),
            format!("{:cell$}{}{}", "", cells(&mut (0..6)), store(6)),
        )
    } else {
        (cells(&mut (6..12).rev()), cells(&mut (0..6)))
    };
    [
        format!("{label} North {north}").trim_end().to_string(),
        format!("  South {south}").trim_end().to_string(),
    ]
}

/// The `n`th label (from 0): ①, ②, ... ⑳; `None` past twenty.
pub(crate) fn label(n: usize) -> Option<char> {
    u32::try_from(n)
        .ok()
        .filter(|&n| n < 20)
        .and_then(|n| char::from_u32(0x2460 + n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_inside_a_tuple_is_found_and_a_short_list_is_not() {
        let text = "([0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 4, [1, 2])";
        let found = find_boards(text);
        assert_eq!(found.len(), 1);
        assert_eq!(&text[found[0].start..found[0].end], &text[1..37]);
        assert_eq!(found[0].bins[1], 4);
    }

    #[test]
    fn numbers_past_a_byte_are_not_a_board() {
        let text = "[300, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]";
        assert!(find_boards(text).is_empty());
    }

    #[test]
    fn twelve_pits_are_drawn_north_right_to_left_above_south() {
        let bins: Vec<u8> = (0..12).collect();
        assert_eq!(
            rows('①', &bins, 4),
            [
                "① North   11  10   9   8   7   6",
                "  South    0   1   2   3   4   5"
            ]
        );
    }

    #[test]
    fn fourteen_bins_put_the_stores_at_the_ends_where_sowing_turns() {
        let bins = [4, 4, 4, 4, 4, 4, 1, 4, 4, 4, 4, 4, 4, 0];
        assert_eq!(
            rows('②', &bins, 4),
            [
                "② North  (0)   4   4   4   4   4   4",
                "  South        4   4   4   4   4   4 (1)"
            ]
        );
        assert_eq!(rows('②', &bins, 4)[1].chars().count(), rows_width(14, 4));
    }
}
