//! Chapter 15: memoisation, where it pays and where it does not. The page's tables, the counts
//! quoted in its prose and in its benchmark lines, and its example of a transposition are what
//! the reference computes.

mod pages;

use ayoayo::challenges::perft::distinct_positions;
use ayoayo::oware;
use ayoayo::search::{GameTree, OWARE_ENDING, Savings, Table, memo_negamax, perft, savings};
use pages::thousands;

const PAGE: &str = include_str!("../../book/src/15-memo.md");

/// The cells of the page's table rows that begin `| {from} |`, after that first cell.
fn rows(from: &str) -> Vec<Vec<&'static str>> {
    let start = format!("| {from} |");
    PAGE.lines()
        .filter(|line| line.starts_with(&start))
        .map(|line| {
            line.split('|')
                .skip(2)
                .map(str::trim)
                .filter(|cell| !cell.is_empty())
                .collect()
        })
        .collect()
}

fn number(cell: &str) -> u64 {
    cell.replace(',', "")
        .parse()
        .unwrap_or_else(|_| panic!("{cell:?} is not a count"))
}

fn ratio(counted: Savings) -> f64 {
    counted.worked_out as f64 / counted.entered as f64
}

fn says(text: &str) {
    let flat = PAGE.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains(text), "the page should say {text:?}");
}

#[test]
fn the_page_s_tables_are_what_the_reference_counts() {
    for (from, start) in [("ending", OWARE_ENDING), ("opening", oware::OPENING)] {
        let rows = rows(from);
        assert!(rows.len() >= 4, "the page's table has rows from the {from}");
        for row in rows {
            let [depth, entered, worked_out, answered, share] = row[..] else {
                panic!("a row of five cells after the first: {row:?}");
            };
            let counted = savings(start, number(depth) as u32);
            let on_the_page = Savings {
                entered: number(entered),
                worked_out: number(worked_out),
                answered: number(answered),
            };
            assert_eq!(on_the_page, counted, "the {from}, depth {depth}");
            assert_eq!(
                share,
                format!("{:.3}", ratio(counted)),
                "the {from}, depth {depth}"
            );
        }
    }
}

#[test]
fn the_counts_in_the_page_s_benchmark_lines_are_the_reference_s() {
    // Lines such as `depth  6:       627 entered in ... 345 worked out in ...`: the times are one
    // run's, the counts must be the reference's, from the ending in the section where the table
    // pays and from the opening in the one where it does not.
    let (pays, does_not) = PAGE
        .split_once("## Where it does not pay")
        .expect("the page has a section where the table does not pay");
    let mut lines = 0;
    for (section, start) in [(pays, OWARE_ENDING), (does_not, oware::OPENING)] {
        for line in section.lines() {
            if !(line.starts_with("depth") && line.contains("worked out")) {
                continue;
            }
            let words: Vec<&str> = line.split_whitespace().collect();
            assert_eq!((words[3], words[8]), ("entered", "worked"), "{line}");
            let depth: u32 = words[1].trim_end_matches(':').parse().expect("a depth");
            let counted = savings(start, depth);
            assert_eq!(
                (number(words[2]), number(words[7])),
                (counted.entered, counted.worked_out),
                "{line}"
            );
            lines += 1;
        }
    }
    assert_eq!(lines, 8, "the page shows the benchmark's eight lines");
}

#[test]
fn the_numbers_in_the_page_s_prose_are_the_reference_s() {
    let deep = savings(OWARE_ENDING, 14);
    says(&format!(
        "one position for every {} that negamax enters",
        deep.entered / deep.worked_out
    ));
    // Chapter 12's model answer quotes the same figure.
    let kit = include_str!("../../book/src/teachers/answers-part-3.md");
    let kit = kit.split_whitespace().collect::<Vec<_>>().join(" ");
    let quoted = format!(
        "works out one position for every {} that negamax enters",
        deep.entered / deep.worked_out
    );
    assert!(kit.contains(&quoted), "the answers should say {quoted:?}");
    let ten = savings(OWARE_ENDING, 10);
    says(&format!(
        "works out {} of the {} positions negamax enters",
        thousands(ten.worked_out),
        thousands(ten.entered)
    ));
    let four = savings(oware::OPENING, 4);
    assert_eq!((four.answered, four.worked_out), (0, four.entered));
    says(&format!(
        "the table answers none of the {} arrivals, and every one of the {} sequences",
        thousands(four.entered),
        thousands(perft(oware::OPENING, 4))
    ));
    // Six moves ahead in the ending the table saves "almost half"; seven moves from the
    // opening, "fewer than 3 in 100".
    let six = ratio(savings(OWARE_ENDING, 6));
    assert!((0.5..0.6).contains(&six), "{six}");
    says("the table saves almost half the positions");
    assert!(ratio(savings(oware::OPENING, 7)) > 0.97);
    says("seven moves ahead they still save fewer than 3 in 100 positions");
}

#[test]
fn two_orders_of_the_same_moves_meet_in_the_ending_but_not_from_the_opening() {
    fn play(moves: &[usize]) -> oware::Position {
        moves.iter().fold(OWARE_ENDING, |position, &pit| {
            assert!(position.moves().contains(&pit), "{pit} is a move");
            position.after(pit)
        })
    }
    says(
        "South plays 3, North 10, South 5; or South plays 5, North 10, South 3. Each of South's \
         sowings moves one stone one pit along",
    );
    let met = play(&[3, 10, 5]);
    assert_eq!(met, play(&[5, 10, 3]));
    assert_eq!(met.houses, [0, 0, 0, 0, 2, 0, 1, 0, 0, 1, 0, 2]);
    assert_eq!((met.stores, met.to_move), ([21, 21], ayoayo::Player::North));
    // From the opening every four-move sequence ends on a position of its own; the first
    // meetings are five moves deep.
    assert_eq!(
        distinct_positions(oware::OPENING, 4) as u64,
        perft(oware::OPENING, 4)
    );
    assert!((distinct_positions(oware::OPENING, 5) as u64) < perft(oware::OPENING, 5));
    says("Transpositions start at the fifth move");
}

#[test]
fn the_table_holds_one_entry_per_position_worked_out() {
    for depth in [4, 8] {
        let mut table = Table::new();
        let mut worked_out = 0;
        memo_negamax(OWARE_ENDING, depth, &mut table, &mut |_| worked_out += 1);
        assert_eq!(table.len() as u64, worked_out);
        assert_eq!(savings(OWARE_ENDING, depth).worked_out, worked_out);
    }
}

#[test]
fn the_answers_from_the_table_are_the_calls_that_found_their_key() {
    /// `memo_negamax` again, counting the calls that find their key: a check on `savings`,
    /// which reads the number from the table left behind.
    fn counting(
        position: oware::Position,
        depth: u32,
        table: &mut Table<oware::Position>,
        found: &mut u64,
    ) -> i32 {
        if let Some(&value) = table.get(&(position, depth)) {
            *found += 1;
            return value;
        }
        let moves = position.moves();
        let value = if depth == 0 || moves.is_empty() {
            position.store_difference()
        } else {
            moves
                .into_iter()
                .map(|pit| {
                    let child = position.after(pit);
                    let value = counting(child, depth - 1, table, found);
                    if child.to_move() == position.to_move() {
                        value
                    } else {
                        -value
                    }
                })
                .max()
                .unwrap_or_default()
        };
        table.insert((position, depth), value);
        value
    }
    for start in [OWARE_ENDING, oware::OPENING] {
        for depth in 0..=6 {
            let mut found = 0;
            counting(start, depth, &mut Table::new(), &mut found);
            assert_eq!(
                savings(start, depth).answered,
                found,
                "{start:?}, depth {depth}"
            );
        }
    }
}

/// The chapter's section of the teacher's model answers.
fn answers() -> &'static str {
    let all = include_str!("../../book/src/teachers/answers-part-3.md");
    let start = all
        .find("## Chapter 15")
        .expect("the answers have a chapter 15");
    let end = all[start..]
        .find("\n## Chapter 16")
        .map_or(all.len(), |end| start + end);
    &all[start..end]
}

#[test]
fn the_model_answers_counts_are_the_reference_s() {
    use ayoayo::challenges::memo::memo_perft;
    use std::collections::HashMap;

    let flat = answers().split_whitespace().collect::<Vec<_>>().join(" ");
    for (start, depth, words) in [(oware::OPENING, 7, "seven"), (OWARE_ENDING, 14, "fourteen")] {
        let counted = savings(start, depth);
        let said = format!(
            "{:.3} of them {words} moves ahead ({} entries)",
            ratio(counted),
            thousands(counted.worked_out)
        );
        assert!(flat.contains(&said), "the answers should say {said:?}");
    }
    let saved = 100.0 * (1.0 - ratio(savings(oware::OPENING, 7)));
    let said = format!("seven moves ahead only {saved:.1}% of the positions negamax enters");
    assert!(flat.contains(&said), "the answers should say {said:?}");
    // Challenge 2's table: `| from | depth | sequences | table entries | time ratio |`.
    let mut rows = 0;
    for line in answers().lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let start = match cells.get(1) {
            Some(&"opening") => oware::OPENING,
            Some(&"ending") => OWARE_ENDING,
            _ => continue,
        };
        let depth = number(cells[2]) as u32;
        let mut table = HashMap::new();
        let sequences = memo_perft(start, depth, &mut table);
        assert_eq!(sequences, perft(start, depth));
        assert_eq!(
            (number(cells[3]), number(cells[4])),
            (sequences, table.len() as u64),
            "{line}"
        );
        rows += 1;
    }
    assert_eq!(rows, 4, "challenge 2's table has four rows");
}
