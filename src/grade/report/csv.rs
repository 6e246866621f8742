//! `grades.csv`, for a gradebook's import (Moodle, Canvas, Google Classroom): a header row, a
//! row a learner, plain commas, numbers without units, and a field quoted only when it holds a
//! comma, a quote or a line break (RFC 4180). Written by hand: quoting is one rule, and the file
//! has one shape.

use crate::grade::{Grade, Grades};

/// The class as CSV: `student_id` (the learner's name as `grade` names them), a column of
/// points a chapter ([`Grade::points`]), `chapters_passed` and `total` (the sum of the points).
pub fn csv(grades: &Grades) -> String {
    let mut heading = vec!["student_id".to_string()];
    heading.extend(grades.chapters.iter().cloned());
    heading.extend(["chapters_passed".into(), "total".into()]);
    let mut lines = vec![line(&heading)];
    for learner in &grades.learners {
        let mut fields = vec![learner.name.clone()];
        fields.extend(
            learner
                .chapters
                .iter()
                .map(|g| Grade::points(g).to_string()),
        );
        fields.push(learner.chapters_passed().to_string());
        fields.push(learner.points().to_string());
        lines.push(line(&fields));
    }
    lines.join("\n") + "\n"
}

/// One row of fields, each quoted if need be.
fn line(fields: &[String]) -> String {
    let quoted: Vec<String> = fields.iter().map(|f| field(f)).collect();
    quoted.join(",")
}

/// A field as CSV writes it: in quotes, with its quotes doubled, when it holds a comma, a quote,
/// a line break or space at either end (which some importers trim); as it is otherwise.
fn field(text: &str) -> String {
    let special = text.contains([',', '"', '\n', '\r']) || text.trim() != text;
    if special {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::report::sample;

    #[test]
    fn a_header_then_a_row_of_points_a_learner() {
        let expected = "\
student_id,scoop,distribute,sow,chapters_passed,total
\"ada, the first\",10,5,0,1,15
grace,0,0,0,0,0
";
        assert_eq!(csv(&sample::class()), expected);
    }

    #[test]
    fn only_fields_that_need_quotes_have_them() {
        assert_eq!(field("ada"), "ada");
        assert_eq!(field("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(field("two\nlines"), "\"two\nlines\"");
        assert_eq!(field(" ada"), "\" ada\"");
    }
}
