//! A learner's rules in words: the page `RULES.md` handed out with the stub, made from the
//! rules' dimensions alone, with a worked example from the reference.

use ayoayo::toolkit::variant::{Capture, Direction, Variant};
use ayoayo::{Player, StepKind};

use super::package::{Example, PACKAGE};
use super::record::Assigned;

/// The rules page for `learner`, with `example` worked.
pub fn rules_page(learner: &Assigned, example: &Example) -> String {
    let rules = learner.rules;
    let (pits, bins) = (rules.pits(), rules.bins());
    let mut page = format!(
        "# Your assessment: rules `{rules}`\n\n\
         These rules are yours ({id}): your classmates have others. Write `play` in\n\
         `src/lib.rs`, in plain Rust, and check it with `cargo test -p {PACKAGE}`.\n\n\
         ## The board\n\n\
         {pits} pits a side, {bins} bins in all, numbered 0 to {last}. South owns bins 0 to \
         {south_last},\nNorth owns bins {pits} to {last}; bin `i` faces bin `{last} - i`:\n\n\
         ```text\n{picture}```\n\n\
         A move is made by the owner of the pit it starts from: they scoop every stone in it\n\
         and sow them one by one, one a bin.\n\n\
         ## Your rules\n\n",
        id = learner.id,
        last = bins - 1,
        south_last = pits - 1,
        picture = picture(rules),
    );
    for (dimension, rule) in rules_in_words(rules) {
        page += &format!("- **{dimension}**: {rule}\n");
    }
    page += &format!(
        "- **Nothing to play**: `play` answers `None` for a board that is not {bins} bins, a pit\n  \
         off the board, or an empty pit{}.\n\n",
        if rules.relays() {
            ", and for a move that relays for ever (the sowing comes back to a state\n  \
             it was in: the board, the stones taken and the bin it sows from)"
        } else {
            ""
        }
    );
    page += &worked(rules, example);
    page
}

/// Each dimension of `rules`, named, and said in a sentence.
pub fn rules_in_words(rules: Variant) -> Vec<(&'static str, String)> {
    let direction = match rules.direction() {
        Direction::Anticlockwise => "to the next higher bin, and from the last bin to bin 0",
        Direction::Clockwise => "to the next lower bin, and from bin 0 to the last bin",
    };
    let skip = if rules.skip_origin() {
        "a hand that goes all the way round skips the pit the move began in (it stays empty)"
    } else {
        "a hand that goes all the way round sows into the pit the move began in too"
    };
    let relay = if rules.relays() {
        "when the last stone lands in a bin that already had stones, scoop them all (that \
         stone too) and sow on from there; the move ends when a last stone lands alone"
    } else {
        "the move ends where the last stone lands, whatever is there"
    };
    let capture = match rules.capture() {
        Capture::Pairs => {
            "once the stones are at rest, if the last stone's pit is your opponent's and now \
             holds 2 or 3 stones, you take them, and so on backwards (against the direction of \
             sowing) for each pit before it that is your opponent's and holds 2 or 3; if that \
             would take every stone your opponent has on the board, you take none"
        }
        Capture::Opposite => {
            "once the stones are at rest, if the last stone landed in an empty pit of your own \
             (so it is now alone there), you take every stone in the pit opposite it"
        }
        Capture::Fours => {
            "whenever a stone makes a pit hold exactly four, those four are taken at once: by \
             the owner of that pit while you still have stones in hand, by you if it was your \
             last stone"
        }
    };
    vec![
        ("Direction", format!("each stone goes {direction}.")),
        ("The pit you sow from", format!("{skip}.")),
        ("Relays", format!("{relay}.")),
        ("Captures", format!("{capture}.")),
    ]
}

/// The board's bins as they face each other, North's row above South's.
fn picture(rules: Variant) -> String {
    let (pits, bins) = (usize::from(rules.pits()), rules.bins());
    let row = |bins: Vec<usize>| {
        let cells: Vec<String> = bins.iter().map(|bin| format!("{bin:>3}")).collect();
        cells.concat()
    };
    format!(
        "North {}\nSouth {}\n",
        row((pits..bins).rev().collect()),
        row((0..pits).collect())
    )
}

/// The worked example: the call, each step of the move in words, and the answer.
fn worked(rules: Variant, example: &Example) -> String {
    let Example { board, pit, answer } = example;
    let call = format!("play(&{board:?}, {pit})");
    let Some((after, captured)) = answer else {
        return format!("## A worked example\n\n`{call}` is `None`: there is nothing to play.\n");
    };
    let mover = match rules.owner(*pit) {
        Player::South => "South",
        Player::North => "North",
    };
    let mut page =
        format!("## A worked example\n\n`{call}`: bin {pit} is {mover}'s, so {mover} moves.\n\n");
    let mut drops: Vec<usize> = Vec::new();
    for (kind, bins) in rules.steps(board, *pit) {
        if let StepKind::Drop { pit } = kind {
            drops.push(pit);
            continue;
        }
        if !drops.is_empty() {
            let into: Vec<String> = drops.drain(..).map(|bin| bin.to_string()).collect();
            page += &match &into[..] {
                [one] => format!("1. One stone into bin {one}.\n"),
                _ => format!("1. One stone into each of bins {}.\n", into.join(", ")),
            };
        }
        if let Some(said) = step_words(kind, &bins) {
            page += &format!("1. {said}\n");
        }
    }
    page += &format!(
        "\nSo `{call}` is `Some(({after:?}, {captured:?}))`: the board at rest, then the \
         stones South and North captured.\n\n\
         The tests in `tests/{PACKAGE}/` hold more examples, and compare your `play` with the \
         reference's on hundreds of random boards.\n"
    );
    page
}

/// A step other than a drop, in words, with the board after it where that helps.
fn step_words(kind: StepKind, bins: &[u8]) -> Option<String> {
    Some(match kind {
        StepKind::Scoop { pit, stones: 1 } => format!("Scoop the one stone of bin {pit}."),
        StepKind::Scoop { pit, stones } => format!("Scoop the {stones} stones of bin {pit}."),
        StepKind::Relay { pit } => format!(
            "The last stone landed on others in bin {pit}: scoop them all and sow on. The board \
             is now `{bins:?}`."
        ),
        StepKind::Rest { pit } => {
            format!("The sowing ends at bin {pit}. The board is now `{bins:?}`.")
        }
        StepKind::Capture { pit, stones } => {
            format!("Capture the {stones} stones of bin {pit}: the board is now `{bins:?}`.")
        }
        StepKind::Take { pit, stones, by } => format!(
            "Bin {pit} now holds {stones}: {} takes them.",
            match by {
                Player::South => "South",
                Player::North => "North",
            }
        ),
        StepKind::Drop { .. } | StepKind::Endless { .. } | StepKind::Store { .. } => return None,
    })
}
