//! Pictures: every position the search enters, in order, one per line, on a few small
//! searches. The expected pictures were made by the reference; when yours differ, the test
//! prints both.

use ayoayo::search::Kalah;
use ayoayo::{Player, oware};
use testkit::isolated;

use crate::{Shown, yours};

fn entered<G: Shown>(title: &str, position: G, depth: u32, alpha: i32, beta: i32) -> String {
    position.announce(&format!(
        "negamax_alpha_beta(position, {depth}, {alpha}, {beta}, visit)"
    ));
    let (value, entered) = yours(position, depth, alpha, beta);
    let lines: Vec<String> = entered
        .iter()
        .enumerate()
        .map(|(number, position)| format!("{number:>3}  {}", position.line()))
        .collect();
    format!(
        "# {title}: depth {depth}, window {alpha}..{beta}, answers {value}\n{}\n",
        lines.join("\n")
    )
}

#[test]
fn the_positions_entered_match_the_pictures() {
    isolated(|| {
        let ending = oware::Position {
            houses: [0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 1],
            stores: [22, 23],
            to_move: Player::South,
        };
        let pictures = [
            entered("an Oware ending", ending, 3, -i32::MAX, i32::MAX),
            entered("the Oware opening", oware::OPENING, 2, -i32::MAX, i32::MAX),
            entered(
                "Kalah's opening, extra moves",
                Kalah::OPENING,
                2,
                -i32::MAX,
                i32::MAX,
            ),
            entered(
                "the Oware opening, a narrow window",
                oware::OPENING,
                3,
                0,
                1,
            ),
        ];
        testkit::assert_pictures!(pictures.join("\n"));
    });
}
