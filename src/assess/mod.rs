//! Assessments a learner cannot copy: each learner on a roster gets, from their ID and the
//! teacher's secret seed, a rule set of their own ([`ayoayo::toolkit::variant::Variant`]), a
//! package to write its sowing move in, and is graded on tests written afresh from those rules.
//!
//! Drawing is [`draw()`]'s job (pure), the record of who has which rules [`Record`]'s, the
//! learner's package [`package`]'s (its rules page [`words`]'), grading [`AssessmentGrader`]'s.

pub mod draw;
mod grade;
pub mod package;
pub mod record;
pub mod words;

pub use draw::{LearnerId, draw, read_roster};
pub use grade::{AssessmentGrader, exercise, grade_assessment};
pub use record::{Assigned, Record, SCHEMA};
