//! Drawing a board as an inline SVG, as South sees it: North's row, pits 11 to 6, on top, and
//! South's row, pits 0 to 5, below, as the reference's text drawing `ayoayo::draw` has them.
//! A board of 14 bins (Part II's Awari and Kalah) has North's pits 12 to 7 on top, South's 0 to
//! 5 below, and the stores at the two ends where the sowing turns: North's 13 on the left,
//! South's 6 on the right.
//!
//! Each pit is a `<g class="pit ..." data-pit="N">` holding its hole, up to [`DOT_CAP`] stones
//! drawn as dots, and its count as a number (`<text class="stones">`). A pit's roles in the
//! picture (the origin of a move, where it ends, a capture...) are classes on that group, styled
//! by `book/assets/ayoayo.css` and explained in a legend. The step-through script changes only
//! those classes, the counts and which dots show, so the drawing itself happens once, here.

use std::fmt::Write;

use ayoayo::{PITS, Pit, Player};

pub use ayoayo_narrator::Role;
use ayoayo_narrator::system::System;
use ayoayo_narrator::words::player_name as name;

/// At most this many stones are drawn as dots; a pit with more shows its number alone.
pub const DOT_CAP: u8 = 12;

/// The classes of `pit`, given every (pit, role) of a picture: `"origin active"`.
pub fn classes(marks: &[(Pit, Role)], pit: Pit) -> String {
    let mut roles: Vec<Role> = marks
        .iter()
        .filter(|(marked, _)| *marked == pit)
        .map(|&(_, role)| role)
        .collect();
    roles.sort();
    roles.dedup();
    roles
        .iter()
        .map(|role| role.class())
        .collect::<Vec<_>>()
        .join(" ")
}

/// One picture to draw: the board shown first, and what the drawing must make room for when
/// a script later shows other frames in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture<const N: usize = PITS> {
    /// The system whose board it is: the legend says what its rules do to the origin.
    pub system: System,
    /// The board shown.
    pub board: [u8; N],
    /// The roles of pits on that board.
    pub marks: Vec<(Pit, Role)>,
    /// The most stones each pit holds in any frame: how many dots to draw for it.
    pub most: [u8; N],
    /// Every role of every pit in any frame: the legend explains these roles, and a pit that
    /// is ever captured gets its cross drawn (hidden until then).
    pub every_mark: Vec<(Pit, Role)>,
}

impl<const N: usize> Picture<N> {
    /// A single board, with some pits marked: nothing moves, so it needs nothing more.
    pub fn still(system: System, board: [u8; N], marks: Vec<(Pit, Role)>) -> Picture<N> {
        Picture {
            system,
            board,
            every_mark: marks.clone(),
            marks,
            most: board,
        }
    }
}

/// The roles among `marks`, once each, in legend order.
fn legend_of(marks: &[(Pit, Role)]) -> Vec<Role> {
    Role::ALL
        .into_iter()
        .filter(|role| marks.iter().any(|(_, r)| r == role))
        .collect()
}

// The layout, in SVG user units. Pits sit in six columns; the count of each pit is written in
// the strip between the rows, beside its pit, and pit numbers outside the board, as in `draw`.
const WIDTH: u32 = 560;
const PIT_RADIUS: u32 = 30;
const NORTH_Y: u32 = 76;
const SOUTH_Y: u32 = 196;
const NORTH_COUNT_Y: u32 = 128;
const SOUTH_COUNT_Y: u32 = 158;
const NORTH_NUMBER_Y: u32 = 28;
const SOUTH_NUMBER_Y: u32 = 254;
const DOT_RADIUS: f64 = 4.2;
/// A store's count, inside it below its stones.
const STORE_COUNT_Y: u32 = 204;

/// How much wider a board of 14 bins is: a store's column at each end.
const STORE_COLUMN: u32 = 76;
/// The middle of the board, between the rows: where a store's stones sit.
const STORE_Y: u32 = 136;

/// Whether `bin` is a store on a board of `N` bins.
fn is_store<const N: usize>(bin: Pit) -> bool {
    N == 14 && (bin == 6 || bin == 13)
}

/// The x of the first column of pits: a board with stores has the left store before it.
fn first_column<const N: usize>() -> u32 {
    if N == 14 { 100 + STORE_COLUMN } else { 100 }
}

/// The centre of a pit: columns left to right are pits 0 to 5 below and 11 to 6 above (12 to
/// 7 on a board of 14 bins, whose stores sit at the ends, between the rows).
fn centre<const N: usize>(pit: Pit) -> (u32, u32) {
    let first = first_column::<N>();
    match (N, pit) {
        (14, 13) => return (first - STORE_COLUMN, STORE_Y),
        (14, 6) => return (first + 76 * 6, STORE_Y),
        _ => {}
    }
    // The last of North's pits: 11, or 12 before North's store.
    let last_north = if N == 14 { 12 } else { N - 1 };
    let (column, y) = if pit < 6 {
        (pit, SOUTH_Y)
    } else {
        (last_north - pit, NORTH_Y)
    };
    (first + 76 * column as u32, y)
}

/// Where the `k`th stone of a pit sits, from the pit's centre: a sunflower (Vogel) spiral,
/// whose first `n` points are evenly spread for every `n`, so showing the first `count` dots
/// always looks like a handful of stones.
fn dot_offset(k: u8) -> (f64, f64) {
    const GOLDEN_ANGLE: f64 = 2.399_963_229_728_653;
    let radius = 6.2 * (f64::from(k) + 0.5).sqrt();
    let angle = f64::from(k) * GOLDEN_ANGLE - std::f64::consts::FRAC_PI_2;
    (radius * angle.cos(), radius * angle.sin())
}

/// Whether the `k`th dot of a pit holding `stones` shows.
pub fn dot_shows(k: u8, stones: u8) -> bool {
    stones <= DOT_CAP && k < stones
}

/// `" off"` when a hidden element is drawn, for the script to show later.
fn off(hidden: bool) -> &'static str {
    if hidden { " off" } else { "" }
}

/// The SVG of a picture, then its legend. The SVG's text is made of numbers and fixed words
/// only, so nothing in it needs escaping.
pub fn draw<const N: usize>(picture: &Picture<N>) -> String {
    let height = SOUTH_NUMBER_Y + 12;
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg class="ayoayo-svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" aria-label="{}">"#,
        in_words(picture.system, &picture.board, &picture.marks),
        width = width::<N>()
    );
    svg.push_str(&frame::<N>());
    for pit in 0..N {
        svg.push_str(&draw_pit(picture, pit));
    }
    svg.push_str("</svg>");
    svg.push_str(&legend(picture.system, &legend_of(&picture.every_mark)));
    svg
}

/// The legend: one item a role the picture ever shows, its swatch drawn as the board draws that
/// mark. A list in the page rather than text in the picture, so its words keep the page's size
/// and wrap on a phone, where the picture shrinks, and a screen reader reads them.
fn legend(system: System, roles: &[Role]) -> String {
    if roles.is_empty() {
        return String::new();
    }
    // Its lines follow the picture's with no blank line, so Markdown keeps the figure one block.
    let mut out = String::from("\n<ul class=\"ayoayo-legend\">\n");
    for &role in roles {
        // The swatch's hole as the board's, with the cross or the ring its role adds.
        let (hole, extra) = match role {
            Role::Captured => (10, cross_path(14, 14, 7)),
            Role::Active => (
                8,
                r#"<circle class="halo" cx="14" cy="14" r="12"/>"#.to_string(),
            ),
            _ => (10, String::new()),
        };
        let _ = writeln!(
            out,
            r#"<li><svg class="ayoayo-svg ayoayo-swatch" viewBox="0 0 28 28" width="28" height="28" aria-hidden="true"><g class="swatch {}"><circle class="hole" cx="14" cy="14" r="{hole}"/>{extra}</g></svg>{}</li>"#,
            role.class(),
            role.label(system)
        );
    }
    out.push_str("</ul>");
    out
}

/// The picture's width: Part I's board, and a store's column at each end for 14 bins.
fn width<const N: usize>() -> u32 {
    WIDTH + (first_column::<N>() - 100) * 2
}

/// The board, the row names, the word "pit" by the pit numbers, and two arrows for the sowing
/// direction: up at the right end, down at the left.
fn frame<const N: usize>() -> String {
    let mut out = String::new();
    let wider = width::<N>() - WIDTH;
    let _ = writeln!(
        out,
        r#"<rect class="board" x="58" y="40" width="{}" height="192" rx="28"/>"#,
        464 + wider
    );
    for (text, y) in [
        ("pit", NORTH_NUMBER_Y),
        ("North", NORTH_Y + 5),
        ("South", SOUTH_Y + 5),
        ("pit", SOUTH_NUMBER_Y),
    ] {
        let class = if text == "pit" {
            "pit-number"
        } else {
            "row-name"
        };
        let _ = writeln!(
            out,
            r#"<text class="{class} side" x="50" y="{y}">{text}</text>"#
        );
    }
    let _ = writeln!(
        out,
        r#"<path class="direction" d="M{x} 178V100M{left} 106L{x} 94L{right} 106Z"/>"#,
        x = 540 + wider,
        left = 534 + wider,
        right = 546 + wider
    );
    let _ = writeln!(
        out,
        r#"<path class="direction" d="M32 94V172M26 166L32 178L38 166Z"/>"#
    );
    out
}

/// One pit's group: hole, a cross if it is ever captured, dots, a number for a pile too big for
/// dots, the count and the pit number. Hidden parts carry the class `off`.
fn draw_pit<const N: usize>(picture: &Picture<N>, pit: Pit) -> String {
    let (x, y) = centre::<N>(pit);
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<g class="{}" data-pit="{pit}">"#,
        ["pit", &classes(&picture.marks, pit)].join(" ").trim_end()
    );
    out += &hole::<N>(pit, x, y);
    if picture.every_mark.contains(&(pit, Role::Active)) {
        out += &halo::<N>(pit, x, y);
    }
    if picture.every_mark.contains(&(pit, Role::Captured)) {
        let _ = writeln!(out, "{}", cross_path(x, y, PIT_RADIUS - 6));
    }
    out += &stones_in(picture.board[pit], picture.most[pit], x, y);
    out += &numbers::<N>(pit, picture.board[pit], x);
    out.push_str("</g>\n");
    out
}

/// A pit's hole: a circle, or a tall rounded box for a store.
fn hole<const N: usize>(pit: Pit, x: u32, y: u32) -> String {
    if is_store::<N>(pit) {
        format!(
            "<rect class=\"hole\" x=\"{}\" y=\"56\" width=\"{}\" height=\"160\" rx=\"{PIT_RADIUS}\"/>\n",
            x - PIT_RADIUS,
            2 * PIT_RADIUS
        )
    } else {
        format!("<circle class=\"hole\" cx=\"{x}\" cy=\"{y}\" r=\"{PIT_RADIUS}\"/>\n")
    }
}

/// The ring drawn round a pit's hole while a step acts on it (hidden until then): "this step"
/// is told by its shape, not by the hole's fill alone.
fn halo<const N: usize>(pit: Pit, x: u32, y: u32) -> String {
    const GAP: u32 = 5;
    if is_store::<N>(pit) {
        format!(
            "<rect class=\"halo\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\"/>\n",
            x - PIT_RADIUS - GAP,
            56 - GAP,
            2 * (PIT_RADIUS + GAP),
            160 + 2 * GAP,
            PIT_RADIUS + GAP
        )
    } else {
        format!(
            "<circle class=\"halo\" cx=\"{x}\" cy=\"{y}\" r=\"{}\"/>\n",
            PIT_RADIUS + GAP
        )
    }
}

/// The `stones` in a pit centred on (x, y), as dots, enough for the `most` it ever holds (those
/// not there now hidden), and as a number when the pile is too big for dots.
fn stones_in(stones: u8, most: u8, x: u32, y: u32) -> String {
    let mut out = String::new();
    for k in 0..most.min(DOT_CAP) {
        let (dx, dy) = dot_offset(k);
        let _ = writeln!(
            out,
            r#"<circle class="dot{}" cx="{:.1}" cy="{:.1}" r="{DOT_RADIUS}"/>"#,
            off(!dot_shows(k, stones)),
            f64::from(x) + dx,
            f64::from(y) + dy
        );
    }
    if most > DOT_CAP {
        let _ = writeln!(
            out,
            r#"<text class="pile{}" x="{x}" y="{}">{stones}</text>"#,
            off(stones <= DOT_CAP),
            y + 7
        );
    }
    out
}

/// A pit's count of `stones` and its number, each on its owner's side of the board.
fn numbers<const N: usize>(pit: Pit, stones: u8, x: u32) -> String {
    let (count_y, number_y) = if is_store::<N>(pit) {
        // A store's number is on its owner's side: North's 13 above, South's 6 below.
        let number_y = if pit == 6 {
            SOUTH_NUMBER_Y
        } else {
            NORTH_NUMBER_Y
        };
        (STORE_COUNT_Y, number_y)
    } else if pit < PITS / 2 {
        (SOUTH_COUNT_Y, SOUTH_NUMBER_Y)
    } else {
        (NORTH_COUNT_Y, NORTH_NUMBER_Y)
    };
    format!(
        "<text class=\"stones\" data-pit=\"{pit}\" x=\"{x}\" y=\"{count_y}\">{stones}</text>\n\
         <text class=\"pit-number\" x=\"{x}\" y=\"{number_y}\">{pit}</text>\n"
    )
}

/// The two strokes of an X centred on (x, y), for captured pits.
fn cross_path(x: u32, y: u32, half: u32) -> String {
    format!(
        r#"<path class="cross" d="M{} {}L{} {}M{} {}L{} {}"/>"#,
        x - half,
        y - half,
        x + half,
        y + half,
        x - half,
        y + half,
        x + half,
        y - half
    )
}

/// The picture in words, for screen readers: the board, then each role a pit has in it
/// (`Start of the move (never sown into): pit 3.`), so what is drawn as a ring, a fill or a
/// cross is said too. A stepped move's script sets each frame's own.
pub fn in_words(system: System, board: &[u8], marks: &[(Pit, Role)]) -> String {
    let mut words = describe(board);
    for role in legend_of(marks) {
        let mut pits: Vec<Pit> = marks
            .iter()
            .filter(|(_, marked)| *marked == role)
            .map(|&(pit, _)| pit)
            .collect();
        pits.sort_unstable();
        pits.dedup();
        let pits: Vec<String> = pits.iter().map(Pit::to_string).collect();
        let pits = match pits.as_slice() {
            [one] => format!("pit {one}"),
            [rest @ .., last] => format!("pits {} and {last}", rest.join(", ")),
            [] => continue,
        };
        let label = role.label(system);
        let (first, rest) = label.split_at(1);
        let _ = write!(words, " {}{rest}: {pits}.", first.to_uppercase());
    }
    words
}

/// The board in words: each row in the order it is drawn, then the stores of a board that has
/// them.
fn describe(board: &[u8]) -> String {
    let row = |player: Player, pits: Vec<Pit>| {
        let counts: Vec<String> = pits.iter().map(|&pit| board[pit].to_string()).collect();
        format!(
            "{}, pits {} to {}: {}",
            name(player),
            pits[0],
            pits[pits.len() - 1],
            counts.join(" ")
        )
    };
    if board.len() == 14 {
        return format!(
            "Board of 14 bins. {}. {}. North's store, bin 13: {}. South's store, bin 6: {}.",
            row(Player::North, (7..13).rev().collect()),
            row(Player::South, (0..6).collect()),
            board[13],
            board[6]
        );
    }
    format!(
        "Ayoayo board. {}. {}.",
        row(Player::North, (6..PITS).rev().collect()),
        row(Player::South, (0..6).collect())
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_picture_in_words_gives_the_rows_then_each_mark() {
        let marks = [
            (9, Role::Captured),
            (3, Role::Origin),
            (7, Role::Active),
            (8, Role::Captured),
        ];
        let words = in_words(System::Oware, &[4; PITS], &marks);
        assert_eq!(
            words,
            "Ayoayo board. North, pits 11 to 6: 4 4 4 4 4 4. South, pits 0 to 5: 4 4 4 4 4 4. \
             Start of the move (never sown into): pit 3. This step: pit 7. \
             Captured: pits 8 and 9."
        );
        let svg = draw(&Picture::still(System::Oware, [4; PITS], marks.to_vec()));
        assert!(svg.contains(&format!(r#"aria-label="{words}""#)), "{svg}");
    }

    #[test]
    fn pits_sit_as_south_sees_them() {
        let centres = [0, 5, 6, 11].map(centre::<12>);
        let expected = [
            (100, SOUTH_Y),
            (480, SOUTH_Y),
            (480, NORTH_Y),
            (100, NORTH_Y),
        ];
        assert_eq!(centres, expected);
    }

    #[test]
    fn fourteen_bins_have_their_stores_at_the_ends() {
        let centres = [13, 12, 7, 0, 5, 6].map(centre::<14>);
        let expected = [
            (100, STORE_Y),
            (176, NORTH_Y),
            (556, NORTH_Y),
            (176, SOUTH_Y),
            (556, SOUTH_Y),
            (632, STORE_Y),
        ];
        assert_eq!(centres, expected);
        let svg = draw(&Picture::still(
            System::Awari,
            [3, 3, 3, 3, 3, 3, 0, 3, 3, 3, 3, 3, 3, 0],
            Vec::new(),
        ));
        assert!(svg.contains(r#"width="712""#), "{svg}");
        assert_eq!(svg.matches(r#"<rect class="hole""#).count(), 2);
        assert!(svg.contains(r#"<g class="pit" data-pit="13">"#));
    }

    #[test]
    fn dots_stay_inside_their_pit_and_apart() {
        let dots: Vec<(f64, f64)> = (0..DOT_CAP).map(dot_offset).collect();
        for (i, &(x, y)) in dots.iter().enumerate() {
            assert!(x.hypot(y) + DOT_RADIUS < f64::from(PIT_RADIUS) - 4.0);
            for &(u, v) in &dots[..i] {
                assert!((x - u).hypot(y - v) > 2.0 * DOT_RADIUS, "dot {i} overlaps");
            }
        }
    }

    #[test]
    fn a_pile_over_the_cap_shows_its_number_and_no_dots() {
        let mut board = [0; PITS];
        board[2] = 14;
        let svg = draw(&Picture::still(System::Ayoayo, board, Vec::new()));
        assert!(svg.contains(r#"<text class="pile" x="252" y="203">14</text>"#));
        assert_eq!(svg.matches(r#"class="dot off""#).count(), 12);
        assert_eq!(svg.matches(r#"class="dot""#).count(), 0);
    }

    #[test]
    fn roles_become_classes_and_legend_lines() {
        let marks = vec![(3, Role::Active), (3, Role::Origin), (9, Role::Marked)];
        assert_eq!(classes(&marks, 3), "origin active");
        let svg = draw(&Picture::still(System::Ayoayo, [4; PITS], marks));
        assert!(svg.contains(r#"<g class="pit origin active" data-pit="3">"#));
        assert!(svg.contains(r#"<g class="pit marked" data-pit="9">"#));
        assert!(svg.contains(r#"<g class="pit" data-pit="0">"#));
        assert_eq!(svg.matches(r#"<g class="swatch"#).count(), 3);
        let legend = svg.split_once("</svg>").unwrap().1;
        assert!(
            legend.starts_with("\n<ul class=\"ayoayo-legend\">"),
            "{legend}"
        );
        assert!(
            !svg.contains("\n\n"),
            "no blank line, which would end Markdown's HTML block"
        );
        assert!(legend.contains(r#"</svg>this step</li>"#), "{legend}");
    }
}
