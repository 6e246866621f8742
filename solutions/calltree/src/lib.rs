//! Calls drawn as a tree: which calls a recursive function made, with which arguments, what
//! each returned, and the first whose answer differs from the reference's.
//!
//! Three users share it. The program `cargo run -- trace` generates links [`record`]: the
//! learner's functions, rewritten by the course tool, report each call as it starts and ends.
//! The course tool and the book's preprocessor read the resulting [`CallTree`] and draw it, as
//! text ([`draw`]) or as a page that steps through it ([`html`]).

mod boards;
mod brackets;
pub mod draw;
mod entry;
mod fit;
mod fold;
pub mod html;
pub mod model;
pub mod pattern;
pub mod record;
mod shape;
pub mod show;
mod summary;

pub use draw::{DEFAULT_LINES, DEFAULT_WIDTH, Options, Paint, Plain, Role, draw, excerpt, wrap};
pub use model::{Arg, Call, CallTree, Cut, End, Reference};
pub use pattern::pattern;
