//! Chapter 15's tests, in the order to read them: worked examples, then properties on random
//! positions of every system. Each compares the value, the positions your search works out
//! and the table it leaves with the reference's. Every test runs in a child process (see
//! `testkit`), so a search that never ends is reported in words.

mod examples;
mod properties;

use ayoayo::search::{Ayoayo, Game, Kalah, Table};
use ayoayo::{awari, lagos, oware};

/// A position the tests can draw: its bins, its stores, whose move.
pub trait Shown: Game {
    /// The pits (and the stores, for the systems with fourteen bins), as the test kit draws them.
    fn bins(&self) -> Vec<u8>;

    /// Tells the test kit which call is about to run, on this position's board.
    fn announce(&self, call: &str);

    /// The position drawn, with the stores and who is to move.
    fn picture(&self) -> String {
        let [south, north] = self.stores();
        format!(
            "{}\nstores: South {south}, North {north}; {:?} to move",
            testkit::draw(&self.bins()),
            self.to_move()
        )
    }

    /// The position on one line, for the pictures.
    fn line(&self) -> String {
        let [south, north] = self.stores();
        let bins: Vec<String> = self.bins().iter().map(u8::to_string).collect();
        format!(
            "{:<5} to move, stores {south:>2}-{north:<2} bins {}",
            format!("{:?}", self.to_move()),
            bins.join(" ")
        )
    }
}

impl Shown for Ayoayo {
    fn bins(&self) -> Vec<u8> {
        self.board.to_vec()
    }
    fn announce(&self, call: &str) {
        testkit::announce(call, self.board);
    }
}
impl Shown for lagos::Position {
    fn bins(&self) -> Vec<u8> {
        self.board.to_vec()
    }
    fn announce(&self, call: &str) {
        testkit::announce(call, self.board);
    }
}
impl Shown for oware::Position {
    fn bins(&self) -> Vec<u8> {
        self.houses.to_vec()
    }
    fn announce(&self, call: &str) {
        testkit::announce(call, self.houses);
    }
}
impl Shown for awari::Position {
    fn bins(&self) -> Vec<u8> {
        self.bins.to_vec()
    }
    fn announce(&self, call: &str) {
        testkit::announce(call, self.bins);
    }
}
impl Shown for Kalah {
    fn bins(&self) -> Vec<u8> {
        self.board.to_vec()
    }
    fn announce(&self, call: &str) {
        testkit::announce(call, self.board);
    }
}

/// A search's value, the positions it worked out in order, and the table it left.
pub type Run<G> = (i32, Vec<G>, Table<G>);

/// Your search from the table `table`: what it answers, works out and leaves.
pub fn yours<G: Game>(position: G, depth: u32, mut table: Table<G>) -> Run<G> {
    let mut searched = Vec::new();
    let value = memo::memo_negamax(position, depth, &mut table, &mut |p: &G| searched.push(*p));
    (value, searched, table)
}

/// The reference's search from the table `table`.
pub fn reference<G: Game>(position: G, depth: u32, mut table: Table<G>) -> Run<G> {
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

/// The position reached from `start` by picking, at each turn, the move `choice % moves`.
pub fn reached<G: Game>(start: G, choices: &[usize]) -> G {
    choices.iter().fold(start, |position, &choice| {
        let moves = position.moves();
        if moves.is_empty() {
            position
        } else {
            position.after(moves[choice % moves.len()])
        }
    })
}
