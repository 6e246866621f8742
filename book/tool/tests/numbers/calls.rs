//! The calls of Part I's functions that the prose shows with literal arguments, run against
//! the reference.

use std::fs;

use ayoayo::{Pit, Player, try_relay_sow};
use regex::Regex;

use crate::{flattened, walk};

/// An argument of a call the prose shows, as literal Rust.
#[derive(Debug)]
enum Arg {
    Number(u64),
    List(Vec<u64>),
    Player(Player),
}

/// `OPENING`, `3`, `[0, 5, 5]`, `&[6, 7]` or `Player::South`, or `None` for anything else
/// (a variable's name, an expression), which the test then leaves alone.
fn parse_arg(text: &str) -> Option<Arg> {
    let text = text.trim().trim_start_matches('&');
    match text {
        "OPENING" => return Some(Arg::List(vec![4; 12])),
        "Player::South" => return Some(Arg::Player(Player::South)),
        "Player::North" => return Some(Arg::Player(Player::North)),
        _ => {}
    }
    if let Some(inner) = text.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
        let items: Option<Vec<u64>> = inner
            .split(',')
            .filter(|item| !item.trim().is_empty())
            .map(|item| item.trim().parse().ok())
            .collect();
        return items.map(Arg::List);
    }
    text.parse().ok().map(Arg::Number)
}

/// The arguments of a call, split at the commas outside brackets.
fn parse_args(text: &str) -> Option<Vec<Arg>> {
    let (mut args, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, ch) in text.char_indices() {
        match ch {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            ',' if depth == 0 => {
                args.push(parse_arg(&text[start..i])?);
                start = i + 1;
            }
            _ => {}
        }
    }
    args.push(parse_arg(&text[start..])?);
    Some(args)
}

/// What the reference answers to `name(args)`, as `{:?}` prints it, for the Part I functions
/// the prose calls with literal arguments; `None` for others.
fn call(name: &str, args: &[Arg]) -> Option<String> {
    let board = |arg: &Arg| match arg {
        Arg::List(items) if items.len() == 12 => {
            Some(std::array::from_fn::<u8, 12, _>(|i| items[i] as u8))
        }
        _ => None,
    };
    let number = |arg: &Arg| match arg {
        Arg::Number(n) => Some(*n as usize),
        _ => None,
    };
    let score = |arg: &Arg| match arg {
        Arg::List(items) if items.len() == 2 => Some([items[0] as u8, items[1] as u8]),
        _ => None,
    };
    Some(match (name, args) {
        ("scoop", [b, p]) => format!("{:?}", ayoayo::scoop(board(b)?, number(p)?)),
        ("sow", [b, skip, from]) => {
            format!("{:?}", ayoayo::sow(board(b)?, number(skip)?, number(from)?))
        }
        ("relay_sow", [b, p]) => format!("{:?}", ayoayo::relay_sow(board(b)?, number(p)?)),
        ("try_relay_sow", [b, p]) => format!("{:?}", try_relay_sow(board(b)?, number(p)?)),
        ("captured_stones", [b, start, end]) => format!(
            "{:?}",
            ayoayo::captured_stones(board(b)?, number(start)?, number(end)?)
        ),
        ("sow_and_capture", [b, sc, p]) => format!(
            "{:?}",
            ayoayo::sow_and_capture(board(b)?, score(sc)?, number(p)?)
        ),
        ("possible_moves", [b, Arg::List(moves)]) => {
            let moves: Vec<Pit> = moves.iter().map(|&m| m as Pit).collect();
            format!("{:?}", ayoayo::possible_moves(board(b)?, &moves))
        }
        ("permissible_moves", [b, Arg::Player(player)]) => {
            format!("{:?}", ayoayo::permissible_moves(board(b)?, *player))
        }
        _ => return None,
    })
}

/// "`sow(OPENING, 0, 0)` returns `([0,5,5,5,5,4,4,4,4,4,4,4], 4)`": every call of a Part I
/// function with literal arguments that a page or a hint says returns something returns it.
#[test]
fn every_call_the_book_shows_returns_what_it_says() {
    let claim =
        Regex::new(r"`([a-z_]+)\(([^`]*)\)` (?:returns|gives|answers|is) `([^`]*)`").unwrap();
    let root = ayoayo_book::workspace();
    let mut pages = walk(&root.join("book/src"));
    pages.extend(
        walk(&root.join("exercises"))
            .into_iter()
            .filter(|p| p.ends_with("course/hints.md")),
    );
    let (mut checked, mut problems) = (0, Vec::new());
    for path in pages
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
    {
        let text = fs::read_to_string(path).unwrap();
        let (flat, lines) = flattened(&text);
        for m in claim.captures_iter(&flat) {
            let Some(answer) = parse_args(&m[2]).and_then(|args| call(&m[1], &args)) else {
                continue;
            };
            checked += 1;
            let said: String = m[3].split_whitespace().collect();
            let computed: String = answer.split_whitespace().collect();
            if said != computed {
                problems.push(format!(
                    "{}:{}: `{}({})` returns `{answer}`, not `{}`",
                    path.strip_prefix(&root).unwrap().display(),
                    lines[m.get(0).unwrap().start()],
                    &m[1],
                    &m[2],
                    &m[3]
                ));
            }
        }
    }
    assert!(
        checked >= 10,
        "only {checked} calls found: has the pattern changed?"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
