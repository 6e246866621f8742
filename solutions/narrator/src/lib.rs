//! Boards read from text and moves told in words, once, for the course tool's `show` and
//! `play` and for the book's pictures.
//!
//! - [`grammar`]: a board, a pit and a player parsed from what a person types, with errors a
//!   player understands;
//! - [`frames`]: a traced move as frames (a board, the roles of its pits, a caption), stone by
//!   stone, sowing by sowing, or cut short when very long;
//! - [`system`]: the five systems as one table, each reading its board, tracing its moves
//!   and drawing its board;
//! - [`tournament`]: a round-robin of the computer opponents on any system, and its table;
//! - [`words`]: counts, thousands, capitals and the players' names, as the book writes them.
//!
//! All three are generic over the board ([`Layout`]): Part I's twelve pits are [`TwelvePits`], and
//! a board of other pits only needs its own layout.

pub mod frames;
pub mod grammar;
mod layout;
pub mod system;
pub mod tournament;
pub mod words;

pub use frames::{Frame, Role, frames, summary};
pub use grammar::{GrammarError, parse_pit, parse_player, sowable};
pub use layout::{BoardOf, FourteenBins, Layout, Traced, TwelvePits};
