//! `trace CHAPTER [FUNCTION]`: a recursive function of the chapter run on a worked example,
//! every call recorded, drawn as a tree with the first call whose answer differs from the
//! reference's marked (see `ayoayo_course::trace`).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result};
use ayoayo_calltree::{CallTree, End, draw, html};
use ayoayo_course::chapters::Exercise;
use ayoayo_course::session::Session;
use ayoayo_course::trace::growth::{self, Measured};
use ayoayo_course::trace::shown::{Shown, legend, whose};
use ayoayo_course::tracer::plan::{Request, command, loop_note, planned_runs};
use ayoayo_course::tracer::tree::Colours;

/// Draw your recursive function's calls as a tree, run on a worked example, with the first
/// call whose answer differs from the reference's marked.
///
/// With no function, the chapter's first recursive function whose examples fail; with no
/// example, its simplest failing one.
///
/// Example: cargo run -- trace distribute
///
/// A call of your own: cargo run -- trace distribute --call "distribute([4; 12], 0, 1, 6)"
///
/// How the calls grow: cargo run -- trace distribute --growth "distribute([0; 12], 0, 1, N)"
#[derive(clap::Args)]
pub struct Args {
    /// The chapter: its number, name or folder.
    chapter: String,
    /// The function to trace (default: the first recursive one whose examples fail).
    function: Option<String>,
    /// One of the chapter's worked examples, by name.
    #[arg(long, conflicts_with = "call")]
    example: Option<String>,
    /// A call to trace instead, as Rust: `distribute([4; 12], 0, 1, 6)`.
    #[arg(long)]
    call: Option<String>,
    /// Also write a page that steps through the calls, to this file.
    #[arg(long)]
    html: Option<PathBuf>,
    /// Trace the reference's own code instead of yours.
    #[arg(long)]
    reference: bool,
    /// Draw every call, however many (by default about a screenful and a half: the first
    /// calls, the path to the first call that differs, and the last).
    #[arg(long)]
    all: bool,
    /// Print the trace as JSON, for tools.
    #[arg(long)]
    json: bool,
    /// Count the calls of this call at growing sizes instead, `N` standing for the size, and
    /// set the counts beside n, n log n, n² and 2ⁿ: `distribute([0; 12], 0, 1, N)`.
    #[arg(long, value_name = "CALL", conflicts_with_all = ["example", "call", "html", "all", "json"])]
    growth: Option<String>,
    /// The sizes `--growth` counts at (default: 1,2,4,8,16,32).
    #[arg(long, value_delimiter = ',', requires = "growth")]
    sizes: Vec<u64>,
}

impl Args {
    /// What is traced, as the trace module plans it (the rest says how it is shown).
    fn request(&self) -> Request {
        Request {
            function: self.function.clone(),
            example: self.example.clone(),
            call: self.call.clone(),
            reference: self.reference,
        }
    }
}

pub fn run(args: Args, session: &Session) -> Result<ExitCode> {
    let chapter = session.chapter(&args.chapter)?;
    if let Some(template) = &args.growth {
        return growth(session, &chapter, &args, template);
    }
    let request = args.request();
    let planned = planned_runs(&chapter, &request)?;
    if !args.json {
        print!("{}", session.sandbox_notice());
    }
    let sandbox = session.sandbox().sandbox();
    let shown = Shown::trace(&session.workspace, &chapter, &request, planned, sandbox)?;
    let (trace, function) = (shown.trace_drawn(), shown.function());
    if args.json {
        println!("{}", serde_json::to_string_pretty(trace)?);
        return Ok(ExitCode::SUCCESS);
    }
    let whose_code = if args.reference {
        "the reference's"
    } else {
        "your"
    };
    let on = match &trace.example {
        Some(name) => format!(" on the example `{name}`"),
        None => String::new(),
    };
    println!(
        "Chapter {}, {}: {whose_code} {function}{on}\n  {}",
        chapter.number, chapter.slug, trace.call
    );
    if let Some(legend) = legend(trace) {
        say(&legend);
    }
    let size = draw::Options {
        width: draw::DEFAULT_WIDTH,
        lines: (!args.all).then_some(draw::DEFAULT_LINES),
    };
    println!("\n{}", draw::draw(trace, &size, &Colours));
    if let Some(pattern) = ayoayo_calltree::pattern(trace) {
        say(&pattern);
    }
    say_notes(session, &chapter, &request, &shown);
    match &args.html {
        Some(path) => write_page(&chapter, function, trace, path)?,
        None => println!("{}", more(&chapter, function, trace, &args)),
    }
    Ok(ExitCode::SUCCESS)
}

/// `--growth`: the call traced at each size in one program, its calls counted and set beside
/// n, n log n, n² and 2ⁿ, with the order whose column is steadiest.
fn growth(session: &Session, chapter: &Exercise, args: &Args, template: &str) -> Result<ExitCode> {
    let sizes = match args.sizes.is_empty() {
        true => growth::DEFAULT_SIZES.to_vec(),
        false => args.sizes.clone(),
    };
    let calls = growth::calls(template, &sizes)?;
    let request = |call: &String| Request {
        call: Some(call.clone()),
        ..args.request()
    };
    let mut planned = Vec::new();
    for call in &calls {
        planned.extend(planned_runs(chapter, &request(call))?);
    }
    print!("{}", session.sandbox_notice());
    let sandbox = session.sandbox().sandbox();
    let first = request(&calls[0]);
    let shown = Shown::trace(&session.workspace, chapter, &first, planned, sandbox)?;
    // The calls of the function traced, the first included: not its helpers'.
    let function = shown.function();
    let traces = sizes.iter().zip(&shown.traced.traces);
    let measured: Vec<Measured> = traces
        .map(|(&n, trace)| Measured {
            n,
            calls: trace
                .calls
                .iter()
                .filter(|c| c.function == function)
                .count(),
            cut: trace.end != End::Returned,
        })
        .collect();
    let whose_code = match args.reference {
        true => "the reference's",
        false => "your",
    };
    println!(
        "Chapter {}, {}: the calls of {whose_code} {function}, the first included, at growing \
         sizes N\n  {template}\n",
        chapter.number, chapter.slug,
    );
    print!("{}", growth::table(&measured));
    let reading = match growth::order(&measured) {
        Some(order) => format!(
            "\nThe steadiest column says the calls grow like {}.",
            order.words()
        ),
        None => "\nToo few sizes of 2 or more were counted in full to read an order from: give \
                 more with --sizes."
            .to_string(),
    };
    say(&reading);
    if measured.iter().any(|m| m.cut) {
        say(
            "A count marked ≥ was stopped at one of the tracer's limits (or by a panic): the \
             call makes at least that many.",
        );
    }
    if let Some(trouble) = &shown.traced.trouble {
        say(&format!("The traced program ended early: {trouble}"));
    }
    Ok(ExitCode::SUCCESS)
}

/// What is said under the tree: that every run agrees, that the function loops, what the
/// tracing could not do, and why the traced program ended early.
fn say_notes(session: &Session, chapter: &Exercise, request: &Request, shown: &Shown) {
    if let Some(agreement) = shown.agreement(request) {
        say(&agreement);
    }
    let (trace, function) = (shown.trace_drawn(), shown.function());
    let whose = whose(request);
    if let Some(loops) = loop_note(chapter, whose, function, trace, &session.workspace) {
        say(&loops);
    }
    if let Some(missing) = shown.traced.level.missing() {
        say(&format!("Note: {missing}."));
    }
    if let Some(trouble) = &shown.traced.trouble {
        say(&format!("The traced program ended early: {trouble}"));
    }
}

/// Writes the page that steps through `trace` to `path`, and says where it is.
fn write_page(chapter: &Exercise, function: &str, trace: &CallTree, path: &Path) -> Result<()> {
    let title = format!(
        "Chapter {} ({}): the calls of {function}",
        chapter.number, chapter.slug
    );
    fs::write(path, html::page(trace, &title))
        .with_context(|| format!("writing the page to {}", path.display()))?;
    println!(
        "\nThe page that steps through these calls: {} (open it in a browser).",
        path.display()
    );
    Ok(())
}

/// Prints `text` in lines that fit a 100-column terminal, as the tree does.
fn say(text: &str) {
    println!("{}", ayoayo_calltree::wrap(text, draw::DEFAULT_WIDTH));
}

/// The command that draws the trace again, on a line of its own so it can be copied whole,
/// then what can be added to it, but for what was already asked.
fn more(chapter: &Exercise, function: &str, trace: &CallTree, args: &Args) -> String {
    let again = command(chapter, function, trace);
    let reference = if args.reference { " --reference" } else { "" };
    let mut more =
        vec!["`--html trace.html` for a page that steps through it in a browser".to_string()];
    if !args.all {
        more.push("`--all` to draw every call".to_string());
    }
    if args.call.is_none() {
        more.push(format!(
            "`--call \"{function}(...)\"` to trace a call of your own"
        ));
    }
    let added = ayoayo_calltree::wrap(&format!("Add {}.", more.join("; ")), draw::DEFAULT_WIDTH);
    format!("\nThis trace again: {again}{reference}\n{added}")
}
