//! The numbers the book's prose states that the reference (or the course model) can compute,
//! each checked against what it computes now. A fact is a page, a short phrase of it with `{}`
//! where the numbers go, and how to compute them; the test finds the phrase with the computed
//! numbers on the page, and otherwise says what the page reads there and what the reference
//! computes. Keep the phrases short, so rewording around a number does not break them; when a
//! phrase is reworded, reword it in `facts.rs` too. Tables checked elsewhere: the perft table of chapter
//! 12 (solutions/tests/perft.rs), the endgame table of chapter 16 (solutions/tests/endgames.rs),
//! chapter 5's table of planted bugs (solutions/examples/shrinking.rs) and chapter 17's table
//! and plot (solutions/tests/tchoukaillon.rs).
//!
//! The facts are in `facts.rs`, what they need computed in `computed.rs`; `calls.rs` runs the
//! calls the prose shows with literal arguments.

mod calls;
mod computed;
mod facts;

use std::fs;

use course_model::Course;
use regex::Regex;

use facts::facts;

/// One number (or a few) of a page, and where the reference's come from.
struct Fact {
    /// Under `book/src`.
    page: &'static str,
    /// Words of the page, whitespace as one space, with `{}` for each computed number.
    phrase: &'static str,
    /// The numbers, formatted as the page writes them.
    values: fn() -> Vec<String>,
}

/// `6827228` as `6,827,228`, as the pages write large numbers.
fn thousands(number: impl Into<u128>) -> String {
    let digits = number.into().to_string();
    let mut grouped = String::new();
    for (place, digit) in digits.chars().enumerate() {
        if place > 0 && (digits.len() - place) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    grouped
}

/// `7` as `seven`, for the numbers a page writes in words.
fn word(number: usize) -> String {
    const WORDS: [&str; 13] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    WORDS
        .get(number)
        .map_or(number.to_string(), |w| w.to_string())
}

fn capitalised(text: String) -> String {
    let mut chars = text.chars();
    chars.next().map_or(String::new(), |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

fn s(value: impl ToString) -> String {
    value.to_string()
}

/// A page's text with every run of whitespace as one space, and for each of its bytes the
/// line of the page it came from.
fn flattened(text: &str) -> (String, Vec<usize>) {
    let (mut flat, mut lines) = (String::new(), Vec::new());
    let mut line = 1;
    let mut space = false;
    for ch in text.chars() {
        if ch.is_whitespace() {
            space = true;
        } else {
            if space && !flat.is_empty() {
                flat.push(' ');
                lines.push(line);
            }
            space = false;
            flat.push(ch);
            lines.extend(std::iter::repeat_n(line, ch.len_utf8()));
        }
        if ch == '\n' {
            line += 1;
        }
    }
    (flat, lines)
}

/// What is wrong with `fact` on its page, if anything.
fn problem(fact: &Fact) -> Option<String> {
    let path = ayoayo_book::workspace().join("book/src").join(fact.page);
    let name = format!("book/src/{}", fact.page);
    let Ok(text) = fs::read_to_string(&path) else {
        return Some(format!("{name}: no such page"));
    };
    let (page, lines) = flattened(&text);
    let values = (fact.values)();
    let pieces: Vec<&str> = fact.phrase.split("{}").collect();
    assert_eq!(
        pieces.len(),
        values.len() + 1,
        "{}: one value per {{}}",
        fact.phrase
    );
    let mut expected = pieces[0].to_string();
    for (value, piece) in values.iter().zip(&pieces[1..]) {
        expected.push_str(value);
        expected.push_str(piece);
    }
    if page.contains(&expected) {
        return None;
    }
    // Say what the page has where the phrase should be: the phrase with other numbers, or
    // else whatever follows its first words, or precedes its last ones.
    let pattern: Vec<String> = pieces.iter().map(|piece| regex::escape(piece)).collect();
    let other_numbers = Regex::new(&pattern.join("(.{1,40}?)")).unwrap();
    let (before, after) = (pieces[0], pieces[pieces.len() - 1]);
    let around = |at: usize| {
        let end = page[at..]
            .char_indices()
            .nth(expected.chars().count() + 10)
            .map_or(page.len(), |(i, _)| at + i);
        (at, &page[at..end])
    };
    let found = if let Some(m) = other_numbers.find(&page) {
        Some((m.start(), m.as_str()))
    } else if !before.is_empty() {
        page.find(before).map(around)
    } else {
        page.find(after).map(|end| {
            let end = end + after.len();
            let start = page[..end]
                .char_indices()
                .rev()
                .nth(expected.chars().count() + 10)
                .map_or(0, |(i, _)| i);
            (start, &page[start..end])
        })
    };
    Some(match found {
        Some((at, reads)) => format!(
            "{name}:{}: should read \"{expected}\" (the reference computes {}), but reads \"{reads}\"",
            lines[at],
            values.join(", ")
        ),
        None => format!(
            "{name}: the phrase \"{}\" is no longer on the page (the reference computes {}): \
             if it was reworded, reword it in book/tool/tests/numbers/facts.rs too",
            fact.phrase,
            values.join(", ")
        ),
    })
}

#[test]
fn the_numbers_in_the_book_are_what_the_reference_computes() {
    let problems: Vec<String> = facts().iter().filter_map(problem).collect();
    assert!(
        problems.is_empty(),
        "{} numbers in the book differ from the reference:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// Counts of the course the prose states: its tests, functions and chapters.
#[test]
fn the_counts_of_the_course_in_the_book_are_the_course_s() {
    let root = ayoayo_book::workspace();
    let course = Course::load(&root).expect("reading the course model");
    let chapter = |n: u32| course.chapters.iter().find(|c| c.number == n).unwrap();
    // The tests `cargo test -p scoop` runs: every `#[test]` of the exercise but the ignored.
    let scoop_tests = {
        let folder = root
            .join("exercises")
            .join(chapter(1).folder_name())
            .join("tests");
        let mut count = 0;
        for file in walk(&folder) {
            let text = fs::read_to_string(file).unwrap();
            let lines: Vec<&str> = text.lines().map(str::trim).collect();
            count += lines
                .iter()
                .enumerate()
                .filter(|&(i, line)| {
                    *line == "#[test]"
                        && !lines
                            .get(i + 1)
                            .is_some_and(|next| next.starts_with("#[ignore"))
                })
                .count();
        }
        count
    };
    let summary = fs::read_to_string(root.join("book/src/SUMMARY.md")).unwrap();
    let part_one = summary
        .split("\n# ")
        .find(|part| part.starts_with("Part I:"))
        .expect("Part I in SUMMARY.md")
        .lines()
        .filter(|line| {
            line.starts_with("- [") && line.as_bytes().get(3).is_some_and(u8::is_ascii_digit)
        })
        .count();
    let counts = [
        ("01-scoop.md", "When all {} tests pass", word(scoop_tests)),
        ("01-scoop.md", "pass all {} tests", word(scoop_tests)),
        (
            "06-feeding.md",
            "there are {} functions",
            word(chapter(6).functions.len()),
        ),
        (
            "11-kalah.md",
            "It asks for {} functions",
            word(chapter(11).functions.len()),
        ),
        (
            "for-teachers.md",
            "a game on all {}, each move",
            word(part_one),
        ),
    ];
    // "An exercise asks for one to eight small functions. Chapter 18 has the most (...);
    // chapters 19 and 21 come next": the chapters by how many functions they ask for, those
    // that tie named together.
    let mut by_size: Vec<(usize, u32)> = course
        .chapters
        .iter()
        .map(|c| (c.functions.len(), c.number))
        .collect();
    by_size.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let fewest = by_size.last().unwrap().0;
    let range = format!("{} to {}", word(fewest), word(by_size[0].0));
    // The chapters asking for `count` functions: "5", "19 and 21", "4, 5 and 7".
    let asking = |count: usize| {
        let numbers: Vec<String> = (by_size.iter())
            .filter(|&&(n, _)| n == count)
            .map(|&(_, number)| number.to_string())
            .collect();
        match numbers.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
            _ => numbers.concat(),
        }
    };
    let most = by_size[0].0;
    let next = (by_size.iter())
        .map(|&(n, _)| n)
        .find(|&n| n < most)
        .unwrap_or(most);
    let leaders = asking(most);
    let runners = asking(next);
    let sizes = [
        (
            "for-teachers.md",
            "asks for {} small functions",
            range.clone(),
        ),
        ("preface.md", "adds a few functions ({})", range),
        if leaders.contains(" and ") {
            ("for-teachers.md", "Chapters {} have the most", leaders)
        } else {
            ("for-teachers.md", "Chapter {} has the most", leaders)
        },
        if runners.contains(" and ") {
            ("for-teachers.md", "chapters {} come next", runners)
        } else {
            ("for-teachers.md", "chapter {} comes next", runners)
        },
    ];
    let problems: Vec<String> = counts
        .into_iter()
        .chain(sizes)
        .filter_map(|(page, phrase, value)| {
            let expected = phrase.replace("{}", &value);
            let text = fs::read_to_string(root.join("book/src").join(page)).unwrap_or_default();
            (!flattened(&text).0.contains(&expected)).then(|| {
                format!("book/src/{page}: should read \"{expected}\" (the course has {value})")
            })
        })
        .collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every file under `dir`, in its subfolders too.
fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut found = Vec::new();
    for path in fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
    {
        if path.is_dir() {
            found.extend(walk(&path));
        } else {
            found.push(path);
        }
    }
    found
}
