//! One module per command of the course tool.

pub mod assess;
pub mod autograde;
pub mod book;
pub mod check;
pub mod grade;
pub mod hint;
pub mod map;
pub mod mine;
pub mod play;
pub mod reset;
pub mod show;
pub mod solution;
pub mod solve;
pub mod tournament;
pub mod trace;
pub mod verify;
pub mod watch;
