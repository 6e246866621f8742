//! Values as text for a trace: `{:?}` when a value's type has `Debug`, its type's name when it
//! has not (a closure), chosen at compile time by [`show!`](crate::show!) through autoref
//! specialisation, which works on any type, even a type parameter without bounds. A hash table
//! is shown by its size.

use std::any::type_name;
use std::fmt::Debug;

use crate::brackets::top_level_items;

/// A hash table (a memo table) as its size: `{:?}` lists its entries in an order that changes
/// from run to run, and they would fill the tree.
fn table(entries: usize) -> String {
    match entries {
        0 => "an empty table".to_string(),
        1 => "a table of 1 entry".to_string(),
        _ => format!("a table of {entries} entries"),
    }
}

/// A value to show: with `{:?}` when its type has `Debug`, by its type's name otherwise. See
/// [`show!`].
pub struct Shown<'a, T: ?Sized>(pub &'a T);

/// Chosen first by [`show!`], when the value has `Debug`.
pub trait ShowDebug {
    fn show(&self) -> String;
}

impl<T: Debug + ?Sized> ShowDebug for Shown<'_, T> {
    fn show(&self) -> String {
        let text = format!("{:?}", self.0);
        match type_name::<T>().contains("std::collections::hash") {
            true => table(top_level_entries(&text)),
            false => text,
        }
    }
}

/// How many entries the `{:?}` of a collection lists at its top level: `{1: [2, 3], 4: [5]}`
/// has 2.
fn top_level_entries(text: &str) -> usize {
    let text = text.trim();
    let inner = text.get(1..text.len().saturating_sub(1)).unwrap_or("");
    match inner.trim().is_empty() {
        true => 0,
        false => top_level_items(inner).len(),
    }
}

/// Chosen by [`show!`] when the value has no `Debug` (a closure, say): its type's name.
pub trait ShowType {
    fn show(&self) -> String;
}

impl<T: ?Sized> ShowType for &Shown<'_, T> {
    fn show(&self) -> String {
        short_type_name(type_name::<T>())
    }
}

/// A type's name without its paths: `alloc::vec::Vec<u8>` as `Vec<u8>`, and a closure as
/// `a closure`.
pub fn short_type_name(name: &str) -> String {
    if name.contains("{{closure}}") {
        return "a closure".to_string();
    }
    let mut short = String::with_capacity(name.len());
    let mut word = String::new();
    for character in name.chars() {
        if character.is_alphanumeric() || character == '_' || character == ':' {
            word.push(character);
        } else {
            short.push_str(word.rsplit("::").next().unwrap_or(&word));
            word.clear();
            short.push(character);
        }
    }
    short.push_str(word.rsplit("::").next().unwrap_or(&word));
    short
}

/// A value as text: `{:?}` when its type has `Debug`, its type's name otherwise (chosen at
/// compile time, by which trait's method the compiler finds first).
#[macro_export]
macro_rules! show {
    ($value:expr) => {{
        #[allow(unused_imports)]
        use $crate::show::{ShowDebug as _, ShowType as _};
        (&$crate::show::Shown(&$value)).show()
    }};
}

#[cfg(test)]
mod tests {
    #[test]
    fn values_without_debug_are_shown_by_their_type() {
        struct Opaque;
        assert_eq!(show!(Opaque), "Opaque");
        assert_eq!(show!([1u8, 2]), "[1, 2]");
        let table: std::collections::HashMap<(u8, u8), Vec<u8>> =
            [((1, 2), vec![3, 4]), ((5, 6), vec![])].into();
        assert_eq!(show!(table), "a table of 2 entries");
        assert_eq!(
            show!(std::collections::HashSet::<u8>::new()),
            "an empty table"
        );
        assert_eq!(
            show!(std::collections::HashSet::from(["a,b"])),
            "a table of 1 entry"
        );
        assert_eq!(show!(|x: u8| x), "a closure");
    }
}
