//! The book's one schedule adds up, and agrees with the course model.
//!
//! `exercises/course.toml` gives each chapter its `minutes` (how long the exercise takes) and its
//! `sessions` (90-minute class sessions). These checks hold every copy of those numbers to it: the
//! "**Time.**" teacher note of each chapter's page, the time column of "The chapters at a glance"
//! in `for-teachers.md`, and the schedule's table, whose weeks must place every chapter (and the
//! board, five-rule-sets and opponents pages) in exactly one week, give each chapter its sessions,
//! and add up: each week's exercise minutes, class hours and the totals the page states. The
//! weighting on the same page must add up to 100.

use std::fs;
use std::path::{Path, PathBuf};

use course_model::{Chapter, Course};

/// The workspace root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn page(name: &str) -> String {
    let path = root().join("book/src").join(name);
    fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

fn course() -> Course {
    Course::load(&root()).expect("reading exercises/course.toml")
}

/// The pages the schedule places besides the chapters, which have no exercise crate and so no
/// entry in the course model: their minutes come from the glance table.
const OTHER_PAGES: [&str; 3] = ["the-board.md", "five-rule-sets.md", "opponents.md"];

/// How long one class session lasts, in minutes.
const SESSION: u32 = 90;

/// The rows of the first table after the heading `## {section}` of `text`, each split into its
/// trimmed cells (header and separator rows left out).
fn table(text: &str, section: &str) -> Vec<Vec<String>> {
    let heading = format!("\n## {section}\n");
    let start = text
        .find(&heading)
        .unwrap_or_else(|| panic!("no section `## {section}`"));
    let after = &text[start + heading.len()..];
    let end = after.find("\n## ").unwrap_or(after.len());
    after[..end]
        .lines()
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

/// The pages a cell links to (`[4 Relay sow](04-relay-sow.md)` links to `04-relay-sow.md`),
/// anchors left off.
fn links(cell: &str) -> Vec<String> {
    cell.split("](")
        .skip(1)
        .filter_map(|rest| rest.split_once(')'))
        .map(|(target, _)| target.split('#').next().unwrap_or_default().to_string())
        .collect()
}

fn number(cell: &str, what: &str) -> u32 {
    cell.parse()
        .unwrap_or_else(|_| panic!("{what}: `{cell}` is not a whole number"))
}

fn page_of(chapter: &Chapter) -> String {
    format!("{}.md", chapter.folder_name())
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
        let notes: Vec<&str> = (text.lines())
            .filter(|line| line.starts_with("**Time.**"))
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

#[test]
fn the_schedule_places_every_chapter_once_and_adds_up() {
    let text = page("for-teachers.md");
    let course = course();
    let minutes = minutes_of(&course);
    let rows = table(&text, "The schedule");
    let (total, weeks) = rows.split_last().expect("a schedule with rows");
    assert_eq!(total[0], "total", "the schedule's last row is its total");
    let mut wrong = Vec::new();
    let (mut all_minutes, mut all_class, mut all_outside, mut busiest) = (0, 0, 0, 0);
    for (index, week) in weeks.iter().enumerate() {
        assert_eq!(week.len(), 8, "week {}: eight cells", index + 1);
        let label = format!("week {}", week[0]);
        if number(&week[0], "week") != index as u32 + 1 {
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
        let class = number(&week[6], &label);
        if class * 60 != 2 * SESSION {
            wrong.push(format!(
                "{label}: two 90-minute sessions are 3 h, not {class}"
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
        all_class += class;
        all_outside += outside;
        busiest = busiest.max(class + outside);
    }
    for (name, _) in &minutes {
        let placed: Vec<&Vec<String>> = (weeks.iter())
            .filter(|week| week[1..3].iter().any(|cell| links(cell).contains(name)))
            .collect();
        if placed.len() != 1 {
            wrong.push(format!(
                "{name} is placed in {} weeks, not one",
                placed.len()
            ));
        }
    }
    for chapter in &course.chapters {
        let name = page_of(chapter);
        let sessions = (weeks.iter())
            .flat_map(|week| &week[1..3])
            .filter(|cell| links(cell).contains(&name))
            .count() as u32;
        if sessions != chapter.sessions {
            wrong.push(format!(
                "{name} has {sessions} sessions in the schedule, {} in course.toml",
                chapter.sessions
            ));
        }
    }
    let totals = [all_minutes, all_class, all_outside].map(|n| n.to_string());
    if total[5..] != totals {
        wrong.push(format!(
            "the total row says {:?}, the weeks add up to {totals:?}",
            &total[5..]
        ));
    }
    let summary = format!(
        "In all: {} hours, {all_class} in class and {all_outside} outside, over {} weeks, at most \
         {busiest} in a week.",
        all_class + all_outside,
        weeks.len()
    );
    if !text.contains(&summary) {
        wrong.push(format!("the page does not say: {summary}"));
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_weighting_adds_up_to_100() {
    let rows = table(&page("for-teachers.md"), "Weighting");
    let weights: Vec<u32> = (rows.iter()).map(|row| number(&row[1], &row[0])).collect();
    assert!(
        weights.len() >= 5,
        "exercises, challenges, quizzes, projects, exams"
    );
    assert_eq!(weights.iter().sum::<u32>(), 100, "{rows:?}");
}
