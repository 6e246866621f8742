//! `grades.html`, the report a teacher opens in a browser: what was graded, a chart of where the
//! class stands chapter by chapter, the same counts as a table, the typical mistakes seen, and
//! the summary table. One file with no script and nothing fetched: it opens from a folder,
//! offline, and prints.
//!
//! The chart tells nothing the table does not: it is a picture of the table, named as one for a
//! screen reader, and its groups differ by pattern as well as colour, each colour at least 3:1
//! against the page (WCAG 2.2's non-text contrast). Written by hand, as the JUnit file is: the
//! page has one shape, and every text in it (folder names, notes) is escaped by one rule.

use ayoayo_calltree::html::escape;

use super::{MISTAKES_INTRO, SUMMARY_HEADINGS, heading, summary_rows};
use crate::grade::mistakes::ChapterMistakes;
use crate::grade::{Grades, Standing};

/// Where a learner stands in a chapter, as the chart groups them, in the order it draws them
/// (each group's place in [`GROUPS`] and in a chapter's [`Counts`]).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Group {
    Passing,
    Failing,
    Stuck,
    NotBuilt,
    NotStarted,
}

/// The groups, in the order the chart draws them, left to right.
const GROUPS: [Group; 5] = [
    Group::Passing,
    Group::Failing,
    Group::Stuck,
    Group::NotBuilt,
    Group::NotStarted,
];

impl Group {
    fn of(state: Standing) -> Group {
        match state {
            Standing::Passing => Group::Passing,
            Standing::Failing => Group::Failing,
            Standing::Stuck => Group::Stuck,
            Standing::DoesNotCompile | Standing::Refused | Standing::Unreadable => Group::NotBuilt,
            Standing::NotStarted | Standing::Missing => Group::NotStarted,
        }
    }

    fn label(self) -> &'static str {
        match self {
            Group::Passing => "passing",
            Group::Failing => "failing",
            Group::Stuck => "stuck",
            Group::NotBuilt => "not built (does not compile, refused or unreadable)",
            Group::NotStarted => "not started or missing",
        }
    }

    /// The group's short name, for the table's headings and the patterns' ids.
    fn name(self) -> &'static str {
        match self {
            Group::Passing => "passing",
            Group::Failing => "failing",
            Group::Stuck => "stuck",
            Group::NotBuilt => "not built",
            Group::NotStarted => "not started",
        }
    }

    /// How its bar is filled: a colour of at least 3:1 on white, and a pattern of its own.
    fn pattern(self) -> &'static str {
        match self {
            Group::Passing => r##"<rect width="8" height="8" fill="#1a7f37"/>"##,
            Group::Failing => {
                r##"<rect width="8" height="8" fill="#9a4a00"/><path d="M0 8L8 0" stroke="#fff" stroke-width="2"/>"##
            }
            Group::Stuck => {
                r##"<rect width="8" height="8" fill="#6639ba"/><circle cx="4" cy="4" r="1.6" fill="#fff"/>"##
            }
            Group::NotBuilt => {
                r##"<rect width="8" height="8" fill="#b42318"/><path d="M0 4H8M4 0V8" stroke="#fff" stroke-width="1.5"/>"##
            }
            Group::NotStarted => {
                r##"<rect width="8" height="8" fill="#fff"/><path d="M0 0L8 8" stroke="#59636e" stroke-width="1"/>"##
            }
        }
    }

    fn id(self) -> String {
        format!("fill-{}", self.name().replace(' ', "-"))
    }
}

/// How many learners stand in each group, for one chapter.
type Counts = [usize; GROUPS.len()];

/// The whole page.
pub fn html(grades: &Grades) -> String {
    let counts = counts(grades);
    let learners = grades.learners.len();
    let body = [
        format!("<h1>Grades</h1>\n<p>{}</p>\n", escape(&heading(grades))),
        format!(
            "<h2 id=\"progress\">The class, chapter by chapter</h2>\n{}{}{}",
            legend(),
            scrollable("The chart", &chart(&counts, learners)),
            table(&counts)
        ),
        mistakes(&grades.mistakes),
        summary(grades),
    ];
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>Grades: {} learners, {} chapters</title>\n<style>{STYLE}</style>\n</head>\n\
         <body>\n<main>\n{}</main>\n</body>\n</html>\n",
        learners,
        grades.chapters.len(),
        body.concat()
    )
}

/// Each chapter's slug and how many learners stand in each group.
fn counts(grades: &Grades) -> Vec<(String, Counts)> {
    let chapter = |at: usize| {
        let mut counts = [0; GROUPS.len()];
        for grade in grades.learners.iter().filter_map(|l| l.chapters.get(at)) {
            counts[Group::of(grade.state) as usize] += 1;
        }
        counts
    };
    let slugs = grades.chapters.iter().enumerate();
    slugs
        .map(|(at, slug)| (slug.clone(), chapter(at)))
        .collect()
}

/// The chart's key: each group's swatch and name.
fn legend() -> String {
    let items: Vec<String> = GROUPS
        .iter()
        .map(|group| {
            format!(
                "<li><svg width=\"16\" height=\"16\" aria-hidden=\"true\"><rect width=\"16\" \
                 height=\"16\" fill=\"url(#{})\" stroke=\"#1f2328\"/></svg> {}</li>",
                group.id(),
                group.label()
            )
        })
        .collect();
    format!("<ul class=\"legend\">{}</ul>\n", items.concat())
}

/// The chart: a bar a chapter, its length the class, cut into the groups, each with its count
/// as a tooltip, and how many pass at its end. Drawn at its own size (a narrow screen scrolls
/// it), so its words are never smaller than the page's.
fn chart(counts: &[(String, Counts)], learners: usize) -> String {
    const ROW: usize = 26;
    const LABEL: usize = 150;
    const BAR: usize = 420;
    let height = ROW * counts.len() + 8;
    let patterns: Vec<String> = GROUPS
        .iter()
        .map(|group| {
            format!(
                "<pattern id=\"{}\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\">{}</pattern>",
                group.id(),
                group.pattern()
            )
        })
        .collect();
    let mut rows = String::new();
    for (row, (slug, counts)) in counts.iter().enumerate() {
        let y = row * ROW + 4;
        rows.push_str(&format!(
            "<text x=\"0\" y=\"{}\">{}</text>",
            y + 15,
            escape(slug)
        ));
        let mut x = LABEL as f64;
        for (group, count) in GROUPS.iter().zip(counts).filter(|(_, c)| **c > 0) {
            let width = BAR as f64 * *count as f64 / learners.max(1) as f64;
            rows.push_str(&format!(
                "<rect x=\"{x:.1}\" y=\"{y}\" width=\"{width:.1}\" height=\"20\" fill=\"url(#{})\" \
                 stroke=\"#1f2328\" stroke-width=\"0.5\"><title>{}: {count} {}</title></rect>",
                group.id(),
                escape(slug),
                group.name()
            ));
            x += width;
        }
        rows.push_str(&format!(
            "<text x=\"{}\" y=\"{}\">{}/{learners} pass</text>",
            LABEL + BAR + 8,
            y + 15,
            counts[0]
        ));
    }
    format!(
        "<svg class=\"chart\" role=\"img\" aria-labelledby=\"chart-title\" viewBox=\"0 0 660 {height}\" \
         width=\"660\" height=\"{height}\"><title id=\"chart-title\">A bar a chapter: how many of the \
         {learners} learners pass, fail, are stuck, did not build or did not start. The table below \
         gives the same counts.</title><defs>{}</defs>{rows}</svg>\n",
        patterns.concat()
    )
}

/// The chart's counts as a table.
fn table(counts: &[(String, Counts)]) -> String {
    let headings: Vec<String> = GROUPS
        .iter()
        .map(|g| format!("<th scope=\"col\">{}</th>", g.name()))
        .collect();
    let rows: Vec<String> = counts
        .iter()
        .map(|(slug, counts)| {
            let cells: Vec<String> = counts.iter().map(|c| format!("<td>{c}</td>")).collect();
            format!(
                "<tr><th scope=\"row\">{}</th>{}</tr>\n",
                escape(slug),
                cells.concat()
            )
        })
        .collect();
    scrollable(
        "Learners by chapter",
        &format!(
            "<table>\n<caption>Learners by chapter</caption>\n<thead><tr><th scope=\"col\">chapter</th>{}</tr></thead>\n<tbody>\n{}</tbody>\n</table>",
            headings.concat(),
            rows.concat()
        ),
    )
}

/// The typical mistakes seen, a list a chapter; nothing when none were looked for.
fn mistakes(chapters: &[ChapterMistakes]) -> String {
    if chapters.is_empty() {
        return String::new();
    }
    let intro = code_spans(MISTAKES_INTRO);
    let mut html = format!("<h2 id=\"mistakes\">Typical mistakes</h2>\n<p>{intro}</p>\n");
    for chapter in chapters {
        html.push_str(&format!("<h3>{}</h3>\n<ul>\n", escape(&chapter.chapter)));
        for seen in &chapter.seen {
            let named: Vec<String> = seen
                .mistakes
                .iter()
                .map(|m| {
                    format!(
                        "{} (<code>{}</code>)",
                        code_spans(&m.description),
                        escape(&m.name)
                    )
                })
                .collect();
            html.push_str(&item(
                seen.learners.len(),
                &named.join("; or "),
                &seen.learners,
            ));
        }
        if !chapter.unknown.is_empty() {
            let unknown = chapter.unknown.len();
            html.push_str(&item(
                unknown,
                "matches no typical mistake",
                &chapter.unknown,
            ));
        }
        html.push_str("</ul>\n");
    }
    html
}

/// A list item: how many learners, what (HTML), and who.
fn item(count: usize, what: &str, who: &[String]) -> String {
    let noun = match count {
        1 => "learner",
        _ => "learners",
    };
    format!(
        "<li><strong>{count}</strong> {noun}: {what} <span class=\"who\">— {}</span></li>\n",
        escape(&who.join(", "))
    )
}

/// The summary table, a row a learner, as `grades.md` has it.
fn summary(grades: &Grades) -> String {
    let headings: Vec<String> = SUMMARY_HEADINGS
        .iter()
        .map(|h| format!("<th scope=\"col\">{h}</th>"))
        .collect();
    let rows: Vec<String> = summary_rows(grades)
        .iter()
        .map(|[name, rest @ ..]| {
            let cells: Vec<String> = rest
                .iter()
                .map(|cell| format!("<td>{}</td>", escape(cell)))
                .collect();
            format!(
                "<tr><th scope=\"row\">{}</th>{}</tr>\n",
                escape(name),
                cells.concat()
            )
        })
        .collect();
    let table = format!(
        "<table class=\"learners\">\n<caption>Each learner</caption>\n<thead><tr>{}</tr></thead>\n<tbody>\n{}</tbody>\n</table>",
        headings.concat(),
        rows.concat()
    );
    format!(
        "<h2 id=\"learners\">Learners</h2>\n{}",
        scrollable("Each learner", &table)
    )
}

/// `inner` in a box that scrolls sideways on a narrow screen, reachable by the keyboard.
fn scrollable(label: &str, inner: &str) -> String {
    format!(
        "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"{label}\">{inner}</div>\n"
    )
}

/// `text` escaped, with its `code` spans (between backticks) set as code.
fn code_spans(text: &str) -> String {
    let parts = text.split('`').enumerate();
    let spans = parts.map(|(at, part)| match at % 2 {
        1 => format!("<code>{}</code>", escape(part)),
        _ => escape(part),
    });
    spans.collect()
}

/// The page's style: the system's fonts, text of at least 4.5:1, tables with lines.
const STYLE: &str = "\
body{font-family:system-ui,sans-serif;color:#1f2328;background:#fff;line-height:1.5;margin:0}\
main{max-width:60rem;margin:0 auto;padding:1rem}\
table{border-collapse:collapse;margin:0.5rem 0}\
caption{text-align:left;font-weight:600}\
th,td{border:1px solid #59636e;padding:0.25rem 0.5rem;text-align:left}\
td{text-align:right}\
th[scope=row]{white-space:nowrap}\
.learners td:last-child{text-align:left}\
.scroll{overflow-x:auto;max-width:100%}\
.scroll:focus{outline:3px solid #0b57d0;outline-offset:2px}\
.legend{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:0.25rem 1.25rem}\
.legend svg{vertical-align:-3px}\
.chart{font-size:14px;display:block}\
.chart text{fill:#1f2328}\
.who{color:#424a53}\
code{font-family:ui-monospace,monospace;background:#f0f2f4;padding:0 0.2em}";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::mistakes::{Named, Seen};
    use crate::grade::report::sample;

    #[test]
    fn the_page_counts_each_chapter_s_learners_and_names_the_mistakes_seen() {
        let mut grades = sample::class();
        grades.learners[1].name = "<script>alert(1)</script>".into();
        grades.mistakes = vec![ChapterMistakes {
            chapter: "distribute".into(),
            seen: vec![Seen {
                mistakes: vec![Named {
                    name: "forgets_the_skip".into(),
                    description: "sows into `skip` & on".into(),
                }],
                learners: vec!["ada, the first".into()],
            }],
            unknown: vec![],
        }];
        let page = html(&grades);
        // scoop: Ada passes, Grace's file is missing.
        let scoop = "<tr><th scope=\"row\">scoop</th><td>1</td><td>0</td><td>0</td><td>0</td>\
                     <td>1</td></tr>";
        assert!(page.contains(scoop), "{page}");
        assert!(page.contains(">1/2 pass</text>"), "{page}");
        let mistake = "<li><strong>1</strong> learner: sows into <code>skip</code> &amp; on \
                       (<code>forgets_the_skip</code>) <span class=\"who\">— ada, the first</span></li>";
        assert!(page.contains(mistake), "{page}");
        assert!(
            !page.contains("<script>"),
            "a folder's name is text: {page}"
        );
        assert!(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    }
}
