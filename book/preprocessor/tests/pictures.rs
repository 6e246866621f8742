//! Snapshots of what the preprocessor makes of a few fixed blocks: the SVG, the frames the
//! script steps through, and the figure's markup around them (controls, caption, ids).
//!
//! The snapshots are in `tests/snapshots/`. After a deliberate change, regenerate them with
//! `INSTA_UPDATE=always cargo test -p mdbook-ayoayo --test pictures` and review the diff: the
//! workspace sets `INSTA_UPDATE=no`, so a plain test run never writes them.

use mdbook_ayoayo::{Block, render};

/// The figure a block becomes, cut into its SVG, its frame data (if it is a move) and the
/// markup around them, with those two replaced by placeholders.
fn parts(body: &str) -> (String, Option<String>, String) {
    let html = render(&Block::parse(body).expect("a good block"), "ayoayo-test-1");
    let svg_start = html.find("<svg").expect("an svg");
    let svg_end = html.find("</svg>").expect("an svg end") + "</svg>".len();
    let svg = html[svg_start..svg_end].to_string();
    let mut markup = format!("{}[svg]{}", &html[..svg_start], &html[svg_end..]);
    let open = r#"<script type="application/json" class="ayoayo-frames">"#;
    let frames = markup.find(open).map(|at| {
        let start = at + open.len();
        let end = markup[start..].find("</script>").expect("a script end") + start;
        let frames = markup[start..end].to_string();
        markup.replace_range(start..end, "[frames]");
        frames
    });
    (svg, frames, markup)
}

#[test]
fn the_opening() {
    let (svg, frames, markup) = parts("board: 4 4 4 4 4 4 4 4 4 4 4 4");
    assert_eq!(frames, None, "a board alone has no frames");
    insta::assert_snapshot!("opening_svg", svg);
    insta::assert_snapshot!("opening_figure", markup);
}

/// Checks a move's three snapshots, `NAME_svg`, `NAME_frames` and `NAME_figure`.
fn assert_move_snapshots(name: &str, body: &str) {
    let (svg, frames, markup) = parts(body);
    insta::assert_snapshot!(format!("{name}_svg"), svg);
    insta::assert_snapshot!(format!("{name}_frames"), frames.expect("frames"));
    insta::assert_snapshot!(format!("{name}_figure"), markup);
}

#[test]
fn the_opening_sown_from_pit_3_with_its_capture() {
    assert_move_snapshots("opening_sow_3", "board: 4 4 4 4 4 4 4 4 4 4 4 4\nsow: 3");
}

#[test]
fn an_endless_move_shown_to_its_cycle() {
    let body = "board: 2 2 4 2 0 1 2 1 2 1 2 1\nsow: 1\nendless: show\nmark: 3";
    assert_move_snapshots("endless", body);
}

#[test]
fn a_kalah_board_of_fourteen_bins_with_its_stores_at_the_ends() {
    let body = "variant: kalah\nboard: 4 4 4 4 4 4 0 4 4 4 4 4 4 0\nsow: 2";
    assert_move_snapshots("kalah_sow_2", body);
}

#[test]
fn an_awari_capture_into_the_store() {
    let (_, frames, _) = parts("variant: awari\nboard: 1 0 0 0 1 0 0 0 0 0 0 3 0 0\nsow: 0");
    insta::assert_snapshot!("awari_capture_frames", frames.expect("frames"));
}

#[test]
fn a_lagos_four_taken_during_the_sowing() {
    let (_, frames, _) = parts("variant: lagos\nboard: 0 0 0 0 0 2 3 0 0 0 0 0\nsow: 5");
    insta::assert_snapshot!("lagos_take_frames", frames.expect("frames"));
}
