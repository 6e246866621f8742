//! The book's two term plans add up, agree with the course model, fit their exams and weigh
//! everything graded.
//!
//! `exercises/course.toml` gives each chapter its `minutes` (how long the exercise takes) and its
//! `sessions` (90-minute class sessions). These checks hold every copy of those numbers to it: the
//! "**Time.**" teacher note of each chapter's page, the time column of "The chapters at a glance"
//! in `for-teachers.md`, and each plan's table, whose weeks must give every required chapter its
//! sessions (an optional one none, named in the optional column instead), and add up: each
//! week's exercise minutes, class hours and the totals and hours a week the page states.
//!
//! Each plan sits exams of `teachers/exams.md`, whose tables give every question its points,
//! minutes and chapters: an exam must fit the slot its plan gives it, and the plan's exams must
//! examine every chapter it requires. Each plan's weighting adds up to 100 and has a row for
//! every kind of graded work, every rubric of `teachers/rubrics.md` and every exam it sits. The
//! README's sentence about the plans is held to them and to the course.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use course_model::{Chapter, Course};

/// The workspace root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn read(path: &str) -> String {
    let path = root().join(path);
    fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

fn page(name: &str) -> String {
    read(&format!("book/src/{name}"))
}

fn course() -> Course {
    Course::load(&root()).expect("reading exercises/course.toml")
}

/// The pages the schedule places besides the chapters, which have no exercise crate and so no
/// entry in the course model: their minutes come from the glance table.
const OTHER_PAGES: [&str; 3] = ["the-board.md", "five-rule-sets.md", "opponents.md"];

/// How long one class session lasts, in minutes.
const SESSION: u32 = 90;

/// The two plans, by their headings in `for-teachers.md`, and their weightings' headings.
const PLANS: [(&str, &str); 2] = [
    ("The 16-week plan", "The 16-week plan's weighting"),
    ("The 13-week plan", "The 13-week plan's weighting"),
];

/// The row of a plan's table for the exam week, after the weeks of teaching.
const EXAM_WEEK: &str = "exam week";

/// The text under the heading `title` (of any level) of `text`, up to the next heading of the
/// same level or a higher one.
fn section<'a>(text: &'a str, title: &str) -> &'a str {
    let found = text.lines().find(|line| {
        let hashes = line.len() - line.trim_start_matches('#').len();
        hashes > 0 && line[hashes..].strip_prefix(' ') == Some(title)
    });
    let heading = found.unwrap_or_else(|| panic!("no heading `{title}`"));
    let level = heading.len() - heading.trim_start_matches('#').len();
    let start = text
        .find(&format!("{heading}\n"))
        .expect("the heading's line")
        + heading.len();
    let after = &text[start..];
    let end = (after.match_indices("\n#"))
        .map(|(at, _)| at)
        .find(|&at| {
            let hashes = after[at + 1..].len() - after[at + 1..].trim_start_matches('#').len();
            hashes <= level && after[at + 1 + hashes..].starts_with(' ')
        })
        .unwrap_or(after.len());
    &after[..end]
}

/// The rows of the first table of `text`, each split into its trimmed cells (header and
/// separator rows left out).
fn rows(text: &str) -> Vec<Vec<String>> {
    text.lines()
        .skip_while(|line| !line.starts_with('|'))
        .take_while(|line| line.starts_with('|'))
        .skip(2)
        .map(|line| {
            let inner = line.trim().trim_start_matches('|').trim_end_matches('|');
            inner
                .split('|')
                .map(|cell| cell.trim().to_string())
                .collect()
        })
        .collect()
}

/// The rows of the first table under the heading `title` of `text`.
fn table(text: &str, title: &str) -> Vec<Vec<String>> {
    rows(section(text, title))
}

/// The targets a cell links to (`[4 Relay sow](04-relay-sow.md#session-b)` links to
/// `04-relay-sow.md#session-b`).
fn targets(cell: &str) -> Vec<String> {
    cell.split("](")
        .skip(1)
        .filter_map(|rest| rest.split_once(')'))
        .map(|(target, _)| target.to_string())
        .collect()
}

/// The pages a cell links to, anchors left off.
fn links(cell: &str) -> Vec<String> {
    (targets(cell).iter())
        .map(|target| target.split('#').next().unwrap_or_default().to_string())
        .collect()
}

/// The anchors a cell links to on `page` (`teachers/exams.md#final` gives `final`).
fn anchors_on(cell: &str, page: &str) -> Vec<String> {
    (targets(cell).iter())
        .filter_map(|target| target.strip_prefix(page)?.strip_prefix('#'))
        .map(str::to_string)
        .collect()
}

fn number(cell: &str, what: &str) -> u32 {
    cell.parse()
        .unwrap_or_else(|_| panic!("{what}: `{cell}` is not a whole number"))
}

fn page_of(chapter: &Chapter) -> String {
    format!("{}.md", chapter.folder_name())
}

/// The anchor mdBook gives a heading: lower case, spaces as dashes, punctuation dropped.
fn anchor(heading: &str) -> String {
    (heading.chars())
        .filter_map(|c| match c {
            c if c.is_alphanumeric() || c == '_' || c == '-' => Some(c.to_ascii_lowercase()),
            c if c.is_whitespace() => Some('-'),
            _ => None,
        })
        .collect()
}

/// Numbers as the pages write them: `1 to 9, 12 to 14 and 18 to 21`, or `none`.
fn spans(numbers: &BTreeSet<u32>) -> String {
    let mut runs: Vec<(u32, u32)> = Vec::new();
    for &n in numbers {
        match runs.last_mut() {
            Some((_, last)) if *last + 1 == n => *last = n,
            _ => runs.push((n, n)),
        }
    }
    let words: Vec<String> = (runs.iter())
        .map(|&(first, last)| match last - first {
            0 => first.to_string(),
            1 => format!("{first}, {last}"),
            _ => format!("{first} to {last}"),
        })
        .collect();
    match words.split_last() {
        None => "none".to_string(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// The minutes of every page the schedule places: chapters from the model, the other pages from
/// the glance table's `N min`.
fn minutes_of(course: &Course) -> Vec<(String, u32)> {
    let glance = table(&page("for-teachers.md"), "The chapters at a glance");
    let mut minutes: Vec<(String, u32)> = course
        .chapters
        .iter()
        .map(|chapter| (page_of(chapter), chapter.minutes))
        .collect();
    for other in OTHER_PAGES {
        let row = glance
            .iter()
            .find(|row| links(&row[0]) == [other])
            .unwrap_or_else(|| panic!("the glance table has no row for {other}"));
        let time = row[2].strip_suffix(" min").expect("a time in minutes");
        minutes.push((other.to_string(), number(time, other)));
    }
    minutes
}

/// One term plan of `for-teachers.md`, read from its section.
struct Plan {
    /// Its heading, `The 16-week plan`.
    name: &'static str,
    /// Its section's text: the table and what the page says of it.
    text: String,
    /// Its weeks of teaching, one row each.
    weeks: Vec<Vec<String>>,
    /// Its exam week's row.
    exam_week: Vec<String>,
    /// Its total row.
    total: Vec<String>,
    /// Its weighting's rows.
    weighting: Vec<Vec<String>>,
}

impl Plan {
    /// The plan headed `name` in `text`, with the weighting headed `weighting`: its table's
    /// weeks of teaching, then the exam week, then the total.
    fn read(text: &str, (name, weighting): (&'static str, &str)) -> Plan {
        let plan = section(text, name);
        let mut rows = rows(plan);
        let total = rows.pop().expect("a table with rows");
        assert_eq!(total[0], "total", "{name}: the last row is the total");
        let exam_week = rows.pop().expect("an exam week");
        assert_eq!(exam_week[0], EXAM_WEEK, "{name}: the row before the total");
        for row in rows.iter().chain([&exam_week, &total]) {
            assert_eq!(row.len(), 8, "{name}, {}: eight cells", row[0]);
        }
        Plan {
            name,
            text: plan.to_string(),
            weeks: rows,
            exam_week,
            total,
            weighting: table(text, weighting),
        }
    }

    /// Both plans of `for-teachers.md`, the 16-week one first.
    fn all() -> Vec<Plan> {
        let text = page("for-teachers.md");
        PLANS.map(|names| Plan::read(&text, names)).into()
    }

    /// Every class session's cell, the exam week's slot too.
    fn sessions(&self) -> impl Iterator<Item = &String> {
        (self.weeks.iter().chain([&self.exam_week])).flat_map(|row| &row[1..3])
    }

    /// How many sessions give a chapter's page.
    fn sessions_of(&self, page: &str) -> usize {
        (self.sessions())
            .filter(|cell| links(cell).iter().any(|link| link == page))
            .count()
    }

    /// The chapters the plan's sessions give time to.
    fn required(&self, course: &Course) -> BTreeSet<u32> {
        (course.chapters.iter())
            .filter(|chapter| self.sessions_of(&page_of(chapter)) > 0)
            .map(|chapter| chapter.number)
            .collect()
    }

    /// The exams the plan sits, by their anchors in `teachers/exams.md`, each with the minutes
    /// of its slot: a session, or the exam week's one slot, as long as its class hours.
    fn exams(&self) -> Vec<(String, u32)> {
        let exam_slot = number(&self.exam_week[6], self.name) * 60;
        let week_slots = (self.weeks.iter()).flat_map(|week| &week[1..3]);
        let slots = (week_slots.map(|cell| (cell, SESSION)))
            .chain(self.exam_week[1..3].iter().map(|cell| (cell, exam_slot)));
        slots
            .flat_map(|(cell, slot)| {
                let exams = anchors_on(cell, "teachers/exams.md");
                exams.into_iter().map(move |exam| (exam, slot))
            })
            .collect()
    }
}

#[test]
fn every_chapter_has_minutes_and_sessions_and_its_time_note_agrees() {
    let mut wrong = Vec::new();
    for chapter in &course().chapters {
        let name = page_of(chapter);
        if chapter.minutes == 0 || chapter.sessions == 0 {
            wrong.push(format!(
                "{name}: course.toml gives no minutes or no sessions"
            ));
        }
        let text = page(&name);
        // The drills' section has a time note of its own, for the drills alone.
        let mut in_drills = false;
        let notes: Vec<&str> = (text.lines())
            .filter(|line| {
                if line.starts_with("## ") {
                    in_drills = *line == "## Drills";
                }
                !in_drills && line.starts_with("**Time.**")
            })
            .collect();
        // A chapter of several sessions says how many, and what each takes, in its note.
        let expected = match chapter.sessions {
            1 => format!("**Time.** About {} minutes", chapter.minutes),
            2 => format!(
                "**Time.** About {} minutes, in two sessions",
                chapter.minutes
            ),
            n => format!(
                "**Time.** About {} minutes, in {n} sessions",
                chapter.minutes
            ),
        };
        match notes[..] {
            [note] if note.starts_with(&expected) => {}
            [note] => wrong.push(format!("{name}: `{note}` does not begin `{expected}`")),
            _ => wrong.push(format!(
                "{name} has {} **Time.** notes, not one",
                notes.len()
            )),
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_glance_table_gives_each_chapter_the_model_s_minutes() {
    let glance = table(&page("for-teachers.md"), "The chapters at a glance");
    let mut wrong = Vec::new();
    for chapter in &course().chapters {
        let name = page_of(chapter);
        let expected = format!("{} min", chapter.minutes);
        match glance.iter().find(|row| links(&row[0]) == [name.as_str()]) {
            Some(row) if row[2] == expected => {}
            Some(row) => wrong.push(format!("{name}: the glance table says {}", row[2])),
            None => wrong.push(format!("the glance table has no row for {name}")),
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A plan's weeks add up: each week's exercise minutes are its sessions' pages', fit in its
/// class time, and the totals and hours a week are the ones the page states.
fn adds_up(plan: &Plan, minutes: &[(String, u32)]) -> Vec<String> {
    let mut wrong = Vec::new();
    let (mut all_minutes, mut all_outside) = (0, 0);
    let mut outside_range = (u32::MAX, 0);
    for (index, week) in plan.weeks.iter().enumerate() {
        let label = format!("{}, week {}", plan.name, week[0]);
        if number(&week[0], &label) != index as u32 + 1 {
            wrong.push(format!("{label} is row {}", index + 1));
        }
        let pages: Vec<String> = week[1..3].iter().flat_map(|cell| links(cell)).collect();
        let exercise: u32 = (minutes.iter())
            .filter(|(name, _)| pages.contains(name))
            .map(|(_, minutes)| minutes)
            .sum();
        if number(&week[5], &label) != exercise {
            wrong.push(format!(
                "{label}: its pages take {exercise} min, not {}",
                week[5]
            ));
        }
        if number(&week[6], &label) * 60 != 2 * SESSION {
            wrong.push(format!(
                "{label}: two 90-minute sessions are 3 h, not {}",
                week[6]
            ));
        }
        // The page says the exercises fit in the week's class time.
        if exercise > 2 * SESSION {
            wrong.push(format!(
                "{label}: {exercise} min of exercises exceed its class time"
            ));
        }
        let outside = number(&week[7], &label);
        all_minutes += exercise;
        all_outside += outside;
        outside_range = (outside_range.0.min(outside), outside_range.1.max(outside));
    }
    let weeks = plan.weeks.len() as u32;
    let exam_hours = number(&plan.exam_week[6], plan.name);
    let all_class = 3 * weeks + exam_hours;
    all_outside += number(&plan.exam_week[7], plan.name);
    all_minutes += number(&plan.exam_week[5], plan.name);
    let totals = [all_minutes, all_class, all_outside].map(|n| n.to_string());
    if plan.total[5..] != totals {
        wrong.push(format!(
            "{}: the total row says {:?}, the rows add up to {totals:?}",
            plan.name,
            &plan.total[5..]
        ));
    }
    let (fewest, most) = outside_range;
    let summary = format!(
        "In all: {} hours, {all_class} in class and {all_outside} outside, over {weeks} weeks and \
         an exam week; a week of teaching has 3 hours in class and {fewest} to {most} outside, \
         at most {} in all.",
        all_class + all_outside,
        3 + most
    );
    if !flat(&plan.text).contains(&summary) {
        wrong.push(format!("{} does not say: {summary}", plan.name));
    }
    wrong
}

/// `text` with its line breaks as spaces, so a sentence can be found wherever it wraps.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn each_plan_s_table_adds_up() {
    let minutes = minutes_of(&course());
    let wrong: Vec<String> = (Plan::all().iter())
        .flat_map(|plan| adds_up(plan, &minutes))
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A plan gives each required chapter exactly its sessions and names each other one as
/// optional, places the pages between chapters at most once, and says which are which.
fn places_its_chapters(plan: &Plan, course: &Course) -> Vec<String> {
    let mut wrong = Vec::new();
    let optional_cells: Vec<String> = (plan.weeks.iter())
        .flat_map(|week| links(&week[4]))
        .collect();
    let mut optional = BTreeSet::new();
    for chapter in &course.chapters {
        let name = page_of(chapter);
        let sessions = plan.sessions_of(&name) as u32;
        if sessions == 0 && optional_cells.contains(&name) {
            optional.insert(chapter.number);
        } else if sessions == 0 {
            wrong.push(format!(
                "{}: {name} is neither given sessions nor optional",
                plan.name
            ));
        } else if sessions != chapter.sessions {
            wrong.push(format!(
                "{}: {name} has {sessions} sessions, {} in course.toml",
                plan.name, chapter.sessions
            ));
        }
    }
    for other in OTHER_PAGES {
        let sessions = plan.sessions_of(other);
        if sessions > 1 || (sessions == 0 && !optional_cells.iter().any(|page| page == other)) {
            wrong.push(format!("{}: {other} is in {sessions} sessions", plan.name));
        }
    }
    let stated = format!(
        "**Required chapters:** {}; **optional:** {}.",
        spans(&plan.required(course)),
        spans(&optional)
    );
    if !flat(&plan.text).contains(&stated) {
        wrong.push(format!("{} does not say: {stated}", plan.name));
    }
    wrong
}

#[test]
fn each_plan_gives_every_required_chapter_its_sessions() {
    let course = course();
    let wrong: Vec<String> = (Plan::all().iter())
        .flat_map(|plan| places_its_chapters(plan, &course))
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// One exam of `teachers/exams.md`, read from its table.
struct Exam {
    /// Its heading's anchor, as the plans link to it.
    anchor: String,
    /// Its total points and minutes, as it states them.
    points: u32,
    minutes: u32,
    /// Its questions: number, points, minutes, chapters.
    questions: Vec<(u32, u32, u32, BTreeSet<u32>)>,
    /// Its text, the questions' too.
    text: String,
}

impl Exam {
    /// Every exam of `teachers/exams.md`: one a `## ` heading.
    fn all() -> Vec<Exam> {
        let text = page("teachers/exams.md");
        (text.lines())
            .filter_map(|line| line.strip_prefix("## "))
            .map(|title| Exam::read(&text, title))
            .collect()
    }

    /// The exam headed `title`: its stated total (`Total: P points in M minutes.`) and its
    /// table's rows.
    fn read(text: &str, title: &str) -> Exam {
        let exam = section(text, title);
        let stated = flat(exam);
        let (points, minutes) = (stated.split_once("Total: "))
            .and_then(|(_, rest)| rest.split_once(" minutes."))
            .and_then(|(total, _)| total.split_once(" points in "))
            .map(|(points, minutes)| (number(points, title), number(minutes, title)))
            .unwrap_or_else(|| panic!("{title}: no `Total: P points in M minutes.`"));
        let questions = (rows(exam).iter())
            .map(|row| {
                let chapters = row[3].split(", ").map(|n| number(n, title)).collect();
                let [question, points, minutes] = [0, 1, 2].map(|i| number(&row[i], title));
                (question, points, minutes, chapters)
            })
            .collect();
        Exam {
            anchor: anchor(title),
            points,
            minutes,
            questions,
            text: exam.to_string(),
        }
    }

    /// The chapters its questions examine.
    fn chapters(&self) -> BTreeSet<u32> {
        (self.questions.iter())
            .flat_map(|(_, _, _, chapters)| chapters)
            .copied()
            .collect()
    }
}

/// An exam's table adds up to its stated total and minutes, names only the course's chapters,
/// and is its questions': each `### Question N (P points)`, or, for an exam made of another's
/// questions (it links to that exam), the same rows as that exam's.
fn maps_its_questions(exam: &Exam, exams: &[Exam], course: &Course) -> Vec<String> {
    let mut wrong = Vec::new();
    let name = &exam.anchor;
    let points: u32 = exam.questions.iter().map(|q| q.1).sum();
    let minutes: u32 = exam.questions.iter().map(|q| q.2).sum();
    if (points, minutes) != (exam.points, exam.minutes) {
        wrong.push(format!(
            "{name}: the questions make {points} points in {minutes} minutes, the total says {} \
             in {}",
            exam.points, exam.minutes
        ));
    }
    let known: BTreeSet<u32> = course.chapters.iter().map(|c| c.number).collect();
    if !exam.chapters().is_subset(&known) {
        wrong.push(format!(
            "{name}: chapters {:?} are not the course's",
            exam.chapters()
        ));
    }
    let headings: Vec<(u32, u32)> = (exam.text.lines())
        .filter_map(|line| line.strip_prefix("### Question ")?.strip_suffix(" points)"))
        .filter_map(|heading| heading.split_once(" ("))
        .map(|(question, points)| (number(question, name), number(points, name)))
        .collect();
    let rows: Vec<(u32, u32)> = exam.questions.iter().map(|q| (q.0, q.1)).collect();
    if headings.is_empty() {
        let source = anchors_on(&exam.text, "").pop().unwrap_or_default();
        let from = exams.iter().find(|other| other.anchor == source);
        match from {
            Some(from) if exam.questions.iter().all(|q| from.questions.contains(q)) => {}
            _ => wrong.push(format!(
                "{name}: its rows are not those of an exam it links to"
            )),
        }
    } else if headings != rows {
        wrong.push(format!(
            "{name}: its table gives {rows:?}, its questions {headings:?}"
        ));
    }
    wrong
}

#[test]
fn each_exam_s_table_maps_its_questions_to_points_minutes_and_chapters() {
    let (exams, course) = (Exam::all(), course());
    assert!(exams.len() >= 3, "a midterm and two finals");
    let wrong: Vec<String> = (exams.iter())
        .flat_map(|exam| maps_its_questions(exam, &exams, &course))
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A plan's exams fit the slots it gives them (one in the exam week needs the page to say how
/// long that slot is), and examine every chapter it requires.
fn fits_its_exams(plan: &Plan, exams: &[Exam], course: &Course) -> Vec<String> {
    let mut wrong = Vec::new();
    let mut examined = BTreeSet::new();
    for (anchor, slot) in plan.exams() {
        let Some(exam) = exams.iter().find(|exam| exam.anchor == anchor) else {
            wrong.push(format!("{}: no exam `{anchor}`", plan.name));
            continue;
        };
        if exam.minutes > slot {
            wrong.push(format!(
                "{}: {anchor} takes {} minutes, its slot {slot}",
                plan.name, exam.minutes
            ));
        }
        let said = format!("needs a {slot}-minute slot in the exam week");
        if slot != SESSION && !flat(&plan.text).contains(&said) {
            wrong.push(format!("{} does not say its final {said}", plan.name));
        }
        examined.extend(exam.chapters());
    }
    let unexamined: Vec<u32> = plan
        .required(course)
        .difference(&examined)
        .copied()
        .collect();
    if !unexamined.is_empty() {
        wrong.push(format!(
            "{}: no exam examines chapters {unexamined:?}",
            plan.name
        ));
    }
    wrong
}

#[test]
fn each_plan_s_exams_fit_their_slots_and_examine_its_required_chapters() {
    let (exams, course) = (Exam::all(), course());
    let wrong: Vec<String> = (Plan::all().iter())
        .flat_map(|plan| fits_its_exams(plan, &exams, &course))
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The kind of work a weighting row counts: its words before the first colon (`quizzes`).
fn kind(row: &[String]) -> String {
    row[0].split(':').next().unwrap_or_default().to_string()
}

/// A plan's weighting adds up to 100 and weighs every rubric of the teacher's kit, every exam
/// the plan sits (and no other), and every kind of work the other plan weighs.
fn weighs_everything(
    plan: &Plan,
    rubrics: &BTreeSet<String>,
    kinds: &BTreeSet<String>,
) -> Vec<String> {
    let mut wrong = Vec::new();
    let rows = &plan.weighting;
    let total: u32 = rows.iter().map(|row| number(&row[1], &row[0])).sum();
    if total != 100 {
        wrong.push(format!("{}: the weighting adds up to {total}", plan.name));
    }
    let weighed = |page: &str| -> BTreeSet<String> {
        (rows.iter())
            .flat_map(|row| anchors_on(&row[0], page))
            .collect()
    };
    let rubrics_weighed = weighed("teachers/rubrics.md");
    let missing: Vec<&String> = rubrics.difference(&rubrics_weighed).collect();
    if !missing.is_empty() {
        wrong.push(format!(
            "{}: no weight for the rubrics {missing:?}",
            plan.name
        ));
    }
    let sat: BTreeSet<String> = plan.exams().into_iter().map(|(exam, _)| exam).collect();
    if weighed("teachers/exams.md") != sat {
        wrong.push(format!(
            "{}: the weighting's exams are not the ones it sits",
            plan.name
        ));
    }
    let own: BTreeSet<String> = rows.iter().map(|row| kind(row)).collect();
    if &own != kinds {
        wrong.push(format!(
            "{}: weighs {own:?}, the plans together {kinds:?}",
            plan.name
        ));
    }
    wrong
}

#[test]
fn each_plan_s_weighting_adds_up_to_100_and_weighs_everything_graded() {
    let plans = Plan::all();
    let rubrics: BTreeSet<String> = (page("teachers/rubrics.md").lines())
        .filter_map(|line| line.strip_prefix("## "))
        .map(anchor)
        .collect();
    let kinds: BTreeSet<String> = (plans.iter())
        .flat_map(|plan| plan.weighting.iter().map(|row| kind(row)))
        .collect();
    let wrong: Vec<String> = (plans.iter())
        .flat_map(|plan| weighs_everything(plan, &rubrics, &kinds))
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The book's Parts, from its summary: each Part's numeral (`III`) and its chapters' numbers.
fn parts(course: &Course) -> Vec<(String, BTreeSet<u32>)> {
    let summary = page("SUMMARY.md");
    let mut parts: Vec<(String, BTreeSet<u32>)> = Vec::new();
    for line in summary.lines() {
        if let Some(title) = line.strip_prefix("# ") {
            let numeral = title
                .strip_prefix("Part ")
                .and_then(|rest| rest.split(':').next());
            parts.push((numeral.unwrap_or_default().to_string(), BTreeSet::new()));
        }
        let chapter = (course.chapters.iter()).find(|c| links(line).contains(&page_of(c)));
        if let (Some(chapter), Some((_, chapters))) = (chapter, parts.last_mut()) {
            chapters.insert(chapter.number);
        }
    }
    parts.retain(|(numeral, _)| !numeral.is_empty());
    parts
}

/// A plan's weighting counts what the plan requires: its required chapters' exercises and
/// quizzes (`the 21 chapters'`, `the best 17 of the 21`), and each Part's rubric over the Part's
/// required chapters (`Part III as written: chapters 12 to 14`).
#[test]
fn each_plan_s_weighting_counts_its_own_required_chapters() {
    let course = course();
    let parts = parts(&course);
    let mut wrong = Vec::new();
    for plan in Plan::all() {
        let required = plan.required(&course);
        let row = |kind_of: &str| {
            let found = plan.weighting.iter().find(|row| kind(row) == kind_of);
            found.map(|row| row[0].clone()).unwrap_or_default()
        };
        let n = required.len();
        let mut expected = vec![
            ("exercises".to_string(), format!("the {n} ")),
            ("quizzes".to_string(), format!(" of the {n} ")),
        ];
        for (numeral, chapters) in &parts {
            let kind = format!("Part {numeral} as written");
            if !row(&kind).is_empty() {
                let own = chapters.intersection(&required).copied().collect();
                expected.push((kind, format!("chapters {},", spans(&own))));
            }
        }
        for (kind, phrase) in expected {
            if !row(&kind).contains(&phrase) {
                wrong.push(format!(
                    "{}: its `{kind}` row should say `{phrase}`",
                    plan.name
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The README's sentence about the plans gives each its weeks, the course's chapters and
/// Parts (the Parts of the book's summary), and the 13-week plan's required chapters.
#[test]
fn the_readme_describes_the_plans_and_the_course() {
    let (plans, course) = (Plan::all(), course());
    let parts = parts(&course).len();
    let word = ["no", "one", "two", "three", "four", "five", "six"][parts.min(6)];
    let [long, short] = [&plans[0], &plans[1]];
    let expected = [
        format!(
            "{} weeks for all {} chapters of the {word} Parts",
            long.weeks.len(),
            course.chapters.len()
        ),
        format!(
            "{} weeks with {} chapters required",
            short.weeks.len(),
            short.required(&course).len()
        ),
    ];
    let readme = flat(&read("README.md"));
    for phrase in expected {
        assert!(readme.contains(&phrase), "README.md should say: {phrase}");
    }
}
