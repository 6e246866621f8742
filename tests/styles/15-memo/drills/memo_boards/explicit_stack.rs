//! Style: a loop over an explicit stack of questions instead of recursion. A question whose
//! smaller questions are not all answered yet goes back on the stack under them; once they
//! are in the table, it is worked out from them and stored.
//!
//! Correct because it asks exactly the reference's questions: a key already in the table is
//! answered from it and nothing below it is asked; any other is a base case, stored at once, or
//! stored once both its smaller questions are, which are asked only if missing. So the table
//! gains each key the reference's recursion works out, base cases included, with the same
//! counts (a planted count is used as it stands), and nothing else. The stack holds at most two
//! entries for each level the recursion would go down, `stones + pits` levels.
use std::collections::HashMap;

pub fn memo_boards(stones: u8, pits: u8, table: &mut HashMap<(u8, u8), u64>) -> u64 {
    let mut stack = vec![(stones, pits)];
    while let Some((s, p)) = stack.pop() {
        if table.contains_key(&(s, p)) {
            continue;
        }
        if p == 0 {
            table.insert((s, p), u64::from(s == 0));
            continue;
        }
        if s == 0 {
            table.insert((s, p), 1);
            continue;
        }
        let smaller = [(s - 1, p), (s, p - 1)];
        match smaller.map(|key| table.get(&key).copied()) {
            [Some(with_a_stone), Some(first_empty)] => {
                table.insert((s, p), with_a_stone.saturating_add(first_empty));
            }
            missing => {
                stack.push((s, p));
                for (key, count) in smaller.into_iter().zip(missing) {
                    if count.is_none() {
                        stack.push(key);
                    }
                }
            }
        }
    }
    table[&(stones, pits)]
}
