//! Tchoukaillon, the solitaire behind Broline and Loeb's determinable positions (chapter 17).
//!
//! Holes 1, 2, 3, … lie in a row beside a store. A move takes every seed of one hole and sows
//! them one by one towards the store; it is allowed only when the last seed lands in the store,
//! so hole `k` must hold exactly `k` seeds. The player wins by getting every seed into the store.
//! For each number of seeds there is exactly one winning position, built here by recursion from
//! the one with a seed fewer, and found again by an exhaustive search that checks it is alone.

use std::iter;

/// A hole's number: 1 is next to the store, which is not a hole a move can start from.
pub type Hole = usize;

/// The seeds in each hole, hole 1 first: `position[k - 1]` is hole `k`'s. Written without empty
/// holes at the end, so that each position has one way of being written; the store is not kept.
pub type Position = Vec<u32>;

/// The position without its empty holes at the end.
fn trimmed(mut position: Position) -> Position {
    while position.last() == Some(&0) {
        position.pop();
    }
    position
}

// ANCHOR: play
/// The position after sowing `hole`, or `None` when that move is not allowed: the hole must hold
/// exactly as many seeds as its number, so that its seeds fill holes `hole - 1` down to 1, one
/// each, and the last drops into the store.
pub fn play(position: &[u32], hole: Hole) -> Option<Position> {
    let seeds = *position.get(hole.checked_sub(1)?)?;
    if usize::try_from(seeds) != Ok(hole) {
        return None;
    }
    let mut after = position.to_vec();
    after[hole - 1] = 0;
    for nearer in &mut after[..hole - 1] {
        *nearer += 1;
    }
    Some(trimmed(after))
}
// ANCHOR_END: play

// ANCHOR: legal_moves
/// The holes that may be sown: those holding exactly their number of seeds, nearest first.
pub fn legal_moves(position: &[u32]) -> Vec<Hole> {
    (1..=position.len())
        .filter(|&hole| usize::try_from(position[hole - 1]) == Ok(hole))
        .collect()
}
// ANCHOR_END: legal_moves

// ANCHOR: undo
/// The move from the nearest empty hole, played backwards: that hole gets its number of seeds
/// back, and each hole nearer the store gives back the seed the move dropped in it. The result
/// has one seed more than `position` (the one the move put in the store).
pub fn undo(position: Position) -> Position {
    let hole = position
        .iter()
        .position(|&seeds| seeds == 0)
        .map_or(position.len() + 1, |index| index + 1);
    let mut before = position;
    before.resize(before.len().max(hole), 0);
    for nearer in &mut before[..hole - 1] {
        *nearer -= 1;
    }
    before[hole - 1] = hole as u32;
    before
}
// ANCHOR_END: undo

// ANCHOR: winning
/// The one winning position with `seeds` seeds: none at all for no seeds, and otherwise the
/// winning position with a seed fewer, with the move from its nearest empty hole undone.
pub fn winning(seeds: u32) -> Position {
    match seeds {
        0 => Vec::new(),
        _ => undo(winning(seeds - 1)),
    }
}
// ANCHOR_END: winning

// ANCHOR: winning_positions
/// The winning positions for 0, 1, 2, … seeds, each from the one before: `winning` as an unfold,
/// for counts too large for a recursion as deep as the number of seeds.
pub fn winning_positions() -> impl Iterator<Item = Position> {
    iter::successors(Some(Vec::new()), |position: &Position| {
        Some(undo(position.clone()))
    })
}
// ANCHOR_END: winning_positions

// ANCHOR: is_winning
/// Whether some sequence of moves gets every seed into the store, found by trying every allowed
/// move in turn: exhaustive, and independent of how `winning` builds its positions.
pub fn is_winning(position: &[u32]) -> bool {
    position.iter().all(|&seeds| seeds == 0)
        || legal_moves(position)
            .into_iter()
            .filter_map(|hole| play(position, hole))
            .any(|after| is_winning(&after))
}
// ANCHOR_END: is_winning

// ANCHOR: every_position
/// Every way of putting `seeds` seeds into holes 1 to `seeds`, each written without its empty
/// holes at the end. No winning position of `seeds` seeds uses a further hole: its last
/// non-empty hole must be sown some time, so it holds as many seeds as its number.
pub fn every_position(seeds: u32) -> Vec<Position> {
    spread(seeds, seeds as usize)
        .into_iter()
        .map(trimmed)
        .collect()
}

/// Every way of putting `seeds` seeds into `holes` holes.
fn spread(seeds: u32, holes: usize) -> Vec<Position> {
    if holes == 0 {
        return if seeds == 0 {
            vec![Vec::new()]
        } else {
            Vec::new()
        };
    }
    (0..=seeds)
        .flat_map(|first| {
            spread(seeds - first, holes - 1)
                .into_iter()
                .map(move |rest| {
                    let mut position = vec![first];
                    position.extend(rest);
                    position
                })
        })
        .collect()
}
// ANCHOR_END: every_position

// ANCHOR: first_uses
/// For holes 1 to `holes`, the fewest seeds whose winning position uses that hole, found by
/// walking the winning positions in order of size.
pub fn first_uses(holes: usize) -> Vec<(Hole, u32)> {
    let mut uses = Vec::new();
    for (seeds, position) in (0..).zip(winning_positions()) {
        if uses.len() == holes {
            break;
        }
        if position.len() > uses.len() {
            uses.push((position.len(), seeds));
        }
    }
    uses
}
// ANCHOR_END: first_uses

/// The holes of the book's table of first uses: a few small ones, then doublings.
const TABLE_HOLES: [Hole; 9] = [1, 2, 5, 10, 20, 40, 80, 160, 320];

// ANCHOR: ratio_table
/// The book's table, as Markdown: for some holes `k`, the fewest seeds `n` that use hole `k`,
/// and `k² / n`, which approaches π as `k` grows.
pub fn ratio_table() -> String {
    let uses = first_uses(TABLE_HOLES[TABLE_HOLES.len() - 1]);
    let rows: String = TABLE_HOLES
        .iter()
        .map(|&hole| {
            let seeds = uses[hole - 1].1;
            let ratio = (hole * hole) as f64 / f64::from(seeds);
            format!("| {hole} | {seeds} | {ratio:.4} |\n")
        })
        .collect();
    format!("| hole k | seeds n | k² / n |\n| ---: | ---: | ---: |\n{rows}")
}
// ANCHOR_END: ratio_table

// ANCHOR: ratio_plot
/// The book's plot, as SVG: `k² / n` for every hole `k` up to 320, against a line at π.
pub fn ratio_plot() -> String {
    let holes = 320;
    let (width, height, margin) = (640.0, 320.0, 40.0);
    let (low, high) = (1.0, 4.0); // the ratio axis
    let x = |hole: f64| margin + (hole - 1.0) / (holes as f64 - 1.0) * (width - 2.0 * margin);
    let y = |ratio: f64| height - margin - (ratio - low) / (high - low) * (height - 2.0 * margin);
    let points: Vec<String> = first_uses(holes)
        .into_iter()
        .map(|(hole, seeds)| {
            let ratio = (hole * hole) as f64 / f64::from(seeds);
            format!("{:.1},{:.1}", x(hole as f64), y(ratio))
        })
        .collect();
    let pi = y(std::f64::consts::PI);
    let ticks: String = [1.0, 2.0, 3.0, 4.0]
        .iter()
        .map(|&ratio| {
            format!(
                "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{ratio}</text>\n",
                margin - 6.0,
                y(ratio) + 4.0
            )
        })
        .collect();
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" \
         font-family=\"sans-serif\" font-size=\"12\">\n\
         <title>k squared over the fewest seeds that use hole k, for k from 1 to {holes}</title>\n\
         <rect width=\"{width}\" height=\"{height}\" fill=\"white\"/>\n\
         <line x1=\"{margin}\" y1=\"{pi:.1}\" x2=\"{right}\" y2=\"{pi:.1}\" stroke=\"grey\" \
         stroke-dasharray=\"6 4\"/>\n\
         <text x=\"{right}\" y=\"{above:.1}\" text-anchor=\"end\">π</text>\n\
         {ticks}\
         <text x=\"{margin}\" y=\"{bottom}\">k = 1</text>\n\
         <text x=\"{right}\" y=\"{bottom}\" text-anchor=\"end\">k = {holes}</text>\n\
         <polyline fill=\"none\" stroke=\"black\" points=\"{points}\"/>\n\
         </svg>\n",
        right = width - margin,
        above = pi - 6.0,
        bottom = height - margin + 18.0,
        points = points.join(" "),
    )
}
// ANCHOR_END: ratio_plot
