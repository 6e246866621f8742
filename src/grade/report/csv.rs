//! The class as CSV, for a gradebook's import: `grades.csv` (a plain table, for a spreadsheet or
//! Google Classroom), and the shapes Canvas's and Moodle's grade imports read,
//! `grades-canvas.csv` and `grades-moodle.csv`. Each is a header row, a row a learner, plain
//! commas, numbers without units, and a field quoted only when it holds a comma, a quote or a
//! line break (RFC 4180). Written by hand: quoting is one rule, and the shapes are fixed.
//!
//! - **Canvas** (its "import scores in the Gradebook" guide): `Student`, `ID`, `SIS User ID`,
//!   `SIS Login ID`, `Section`, then a column an assignment, each new heading making a new
//!   assignment; the second row, `Points Possible`, as Canvas's own export writes it. The
//!   drills done are one more column, `Ayoayo drills`, out of the drills offered, so a teacher
//!   can weigh or require them as an assignment of their own (Moodle's too). The
//!   roster's ID goes in `SIS User ID`, the column Canvas matches a learner by when its own `ID`
//!   is empty; no total (Canvas computes its own, and would make the column an assignment).
//! - **Moodle** (its CSV grade import): any columns, the teacher choosing which identifies the
//!   learner ("Map from" `ID number` to the user's ID number) and which grade item each other
//!   column fills; no total, for the same reason.
//!
//! A text cell never reads as a formula: a learner's folder named `=1+1` (or `@SUM(...)`,
//! `-2+3`) would otherwise be run by the spreadsheet that opens the file ("CSV injection").
//! Such a cell starts with a `'`, as OWASP advises, which spreadsheets show as text. The
//! numbers the tool writes are counts, never negative, and stay numbers.

use super::drills_done;
use crate::grade::{Grade, Grades, Learner, POINTS_PER_CHAPTER};

/// The class as CSV: `student_id` (the learner's ID on the roster when one was given, else
/// their name as `grade` names them, their folder's), a column of
/// points a chapter ([`Grade::points`]), `chapters_passed`, `total` (the sum of the points),
/// and `drills_done` (the drills done in all, which never count in the points: a teacher who
/// requires or weighs them reads them here).
pub fn csv(grades: &Grades) -> String {
    let mut heading = vec!["student_id"];
    heading.extend(grades.chapters.iter().map(String::as_str));
    heading.extend(["chapters_passed", "total", "drills_done"]);
    let heading: Vec<String> = heading.into_iter().map(text).collect();
    let mut lines = vec![heading.join(",")];
    for learner in &grades.learners {
        let mut fields = vec![text(learner.id.as_deref().unwrap_or(&learner.name))];
        fields.extend(
            learner
                .chapters
                .iter()
                .map(|g| Grade::points(g).to_string()),
        );
        fields.push(learner.chapters_passed().to_string());
        fields.push(learner.points().to_string());
        fields.push(drills_done(learner).to_string());
        lines.push(fields.join(","));
    }
    lines.join("\n") + "\n"
}

/// The class in the shape Canvas's grade import reads (see the module's documentation): a
/// column a chapter, named `Ayoayo ` and its folder (`folders`, in the chapters' order).
pub fn canvas(grades: &Grades, folders: &[String]) -> String {
    let identity = ["Student", "ID", "SIS User ID", "SIS Login ID", "Section"];
    let mut possible = vec![String::new(); identity.len()];
    possible[0] = "Points Possible".into();
    possible.extend(folders.iter().map(|_| POINTS_PER_CHAPTER.to_string()));
    possible.push(grades.drills_offered.to_string());
    let rows = grades.learners.iter().map(|learner| {
        let id = learner.id.as_deref().unwrap_or_default();
        let blank = String::new;
        vec![text(&learner.name), blank(), text(id), blank(), blank()]
    });
    table(&identity, folders, &grades.learners, rows, Some(possible))
}

/// The class in a shape Moodle's grade import maps (see the module's documentation): the
/// roster's `ID number`, the learner's `Folder`, then a column a chapter.
pub fn moodle(grades: &Grades, folders: &[String]) -> String {
    let rows = grades.learners.iter().map(|learner| {
        let id = learner.id.as_deref().unwrap_or_default();
        vec![text(id), text(&learner.name)]
    });
    table(
        &["ID number", "Folder"],
        folders,
        &grades.learners,
        rows,
        None,
    )
}

/// A gradebook's table: the `identity` headings then `Ayoayo FOLDER` a chapter and `Ayoayo
/// drills`, the optional `second` row, then each learner's identity cells (`rows`, in
/// `learners`' order), points and drills done.
fn table(
    identity: &[&str],
    folders: &[String],
    learners: &[Learner],
    rows: impl Iterator<Item = Vec<String>>,
    second: Option<Vec<String>>,
) -> String {
    let mut heading: Vec<String> = identity.iter().map(|cell| text(cell)).collect();
    heading.extend(
        folders
            .iter()
            .map(|folder| text(&format!("Ayoayo {folder}"))),
    );
    heading.push(text("Ayoayo drills"));
    let mut lines = vec![heading.join(",")];
    lines.extend(second.map(|row| row.join(",")));
    for (mut cells, learner) in rows.zip(learners) {
        cells.extend(learner.chapters.iter().map(|g| g.points().to_string()));
        cells.push(drills_done(learner).to_string());
        lines.push(cells.join(","));
    }
    lines.join("\n") + "\n"
}

/// The characters a spreadsheet reads a formula from at the start of a cell.
const FORMULA_START: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// A text cell: with a `'` before it when it would start a formula, even after spaces an
/// importer trims, then quoted if need be ([`field`]).
fn text(cell: &str) -> String {
    match cell.trim_start_matches(' ').starts_with(FORMULA_START) {
        true => field(&format!("'{cell}")),
        false => field(cell),
    }
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
student_id,scoop,distribute,sow,chapters_passed,total,drills_done
\"ada, the first\",10,5,0,1,15,4
grace,0,0,0,0,0,0
";
        assert_eq!(csv(&sample::class()), expected);
    }

    #[test]
    fn a_learner_s_roster_id_is_their_student_id() {
        let mut class = sample::class();
        class.learners[1].id = Some("s1234".into());
        let written = csv(&class);
        assert_eq!(written.lines().nth(2), Some("s1234,0,0,0,0,0,0"));
    }

    #[test]
    fn canvas_reads_the_roster_id_as_the_sis_user_id_and_a_points_possible_row() {
        let mut class = sample::class();
        class.learners[1].id = Some("s1234".into());
        let expected = "\
Student,ID,SIS User ID,SIS Login ID,Section,Ayoayo 01-scoop,Ayoayo 02-distribute,Ayoayo 03-sow,Ayoayo drills
Points Possible,,,,,10,10,10,12
\"ada, the first\",,,,,10,5,0,4
grace,,s1234,,,0,0,0,0
";
        assert_eq!(canvas(&class, &sample::folders()), expected);
    }

    #[test]
    fn moodle_has_the_id_number_to_map_from_and_a_column_a_chapter() {
        let mut class = sample::class();
        class.learners[0].id = Some("=cmd".into());
        let expected = "\
ID number,Folder,Ayoayo 01-scoop,Ayoayo 02-distribute,Ayoayo 03-sow,Ayoayo drills
'=cmd,\"ada, the first\",10,5,0,4
,grace,0,0,0,0
";
        assert_eq!(moodle(&class, &sample::folders()), expected);
    }

    #[test]
    fn only_fields_that_need_quotes_have_them() {
        assert_eq!(field("ada"), "ada");
        assert_eq!(field("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(field("two\nlines"), "\"two\nlines\"");
        assert_eq!(field(" ada"), "\" ada\"");
    }

    #[test]
    fn a_text_cell_never_starts_a_formula_and_the_numbers_stay_numbers() {
        for formula in ["=1+1", "+1", "-2+3", "@SUM(A1)", "\tx", "\r=1", "  =1+1"] {
            let cell = text(formula);
            let unquoted = cell.trim_start_matches('"');
            assert!(
                unquoted.starts_with('\''),
                "{formula:?} is written {cell:?}"
            );
        }
        assert_eq!(text("=1+1"), "'=1+1");
        assert_eq!(
            text("=HYPERLINK(\"x\",\"y\")"),
            "\"'=HYPERLINK(\"\"x\"\",\"\"y\"\")\""
        );
        assert_eq!(text("ada-lovelace"), "ada-lovelace");
        let mut class = sample::class();
        class.learners[0].name = "=1+1".into();
        let written = csv(&class);
        let row = written.lines().nth(1).unwrap();
        assert_eq!(row, "'=1+1,10,5,0,1,15,4");
    }
}
