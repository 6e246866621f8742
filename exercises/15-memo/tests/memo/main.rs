//! Chapter 15's tests, in the order to read them: worked examples, then properties on random
//! positions of every system. Each compares the value, the positions your search works out
//! and the table it leaves with the reference's. Every test runs in a child process (see
//! `testkit`), so a search that never ends is reported in words.

mod challenges;
mod drills;
mod examples;
mod properties;

use ayoayo::search::{GameTree, Table};
pub use testkit::positions::{Shown, reached};

/// A search's value, the positions it worked out in order, and the table it left.
pub type Run<G> = (i32, Vec<G>, Table<G>);

/// Your search from the table `table`: what it answers, works out and leaves.
pub fn yours<G: GameTree>(position: G, depth: u32, mut table: Table<G>) -> Run<G> {
    let mut searched = Vec::new();
    let value = memo::memo_negamax(position, depth, &mut table, &mut |p: &G| searched.push(*p));
    (value, searched, table)
}

/// The reference's search from the table `table`.
pub fn reference<G: GameTree>(position: G, depth: u32, mut table: Table<G>) -> Run<G> {
    let mut searched = Vec::new();
    let value =
        ayoayo::search::memo_negamax(position, depth, &mut table, &mut |p: &G| searched.push(*p));
    (value, searched, table)
}

/// Checks your search against the reference's on `position`, both starting from `table`: the
/// same value, the same positions worked out in the same order, the same table left behind.
pub fn compare<G: Shown>(position: G, depth: u32, table: &Table<G>) -> Result<(), String> {
    let call = format!(
        "memo_negamax(position, {depth}, table of {} entries, visit)",
        table.len()
    );
    position.announce(&call);
    let (theirs, their_list, their_table) = reference(position, depth, table.clone());
    let (mine, my_list, my_table) = yours(position, depth, table.clone());
    let heading = format!("Your call {call}, on\n{}\n", position.picture());
    if mine != theirs {
        return Err(format!(
            "{heading}answers {mine}; the reference answers {theirs}."
        ));
    }
    if let Some(first) =
        (0..my_list.len().max(their_list.len())).find(|&i| my_list.get(i) != their_list.get(i))
    {
        let count = format!(
            "(Your search worked out {} positions, the reference's {}; the table answered the rest.)",
            my_list.len(),
            their_list.len()
        );
        let said = match my_list.get(first) {
            None if first == 0 => {
                "Your search never called `visit`: call it once on every position \
                 you work out, after looking it up in the table and not finding it."
                    .to_string()
            }
            Some(mine) if !their_list[first..].contains(mine) => format!(
                "Your search worked out position {first}, below, which the reference found in the \
                 table (or never reached). Do you look `(position, depth)` up first, before \
                 calling `visit`, and store every value you work out?\n{}",
                mine.picture()
            ),
            _ => format!(
                "The reference works out position {first}, below, which your search answered \
                 without working it out. Is the key `(position, depth)`, with the depth left to \
                 search (a value searched deeper or shallower is a different value)?\n{}",
                their_list[first].picture()
            ),
        };
        return Err(format!("{heading}{said}\n{count}"));
    }
    if my_table != their_table {
        let missing = their_table
            .keys()
            .filter(|key| !my_table.contains_key(key))
            .count();
        let extra = my_table
            .keys()
            .filter(|key| !their_table.contains_key(key))
            .count();
        let wrong = their_table
            .iter()
            .filter(|(key, value)| my_table.get(key).is_some_and(|v| v != *value))
            .count();
        return Err(format!(
            "{heading}leaves a table of {} entries; the reference's has {}. Yours lacks {missing} of \
             the reference's keys, has {extra} it has not, and {wrong} values differ. Store each \
             value you work out under `(position, depth)`, as seen by the player to move there.",
            my_table.len(),
            their_table.len()
        ));
    }
    Ok(())
}
