//! `ayoayo-book [--teacher] [--open] [--port N]`: builds the book (the learner's edition, or the
//! teacher's) and serves it on 127.0.0.1 until stopped.
//! The course tool's `cargo run -- book` runs this through cargo, so mdBook is built only for
//! those who ask for the book.

use std::net::{Ipv4Addr, TcpListener};

use anyhow::{Context, Result};
use ayoayo_book::Edition;
use clap::Parser;

/// Build the course's book and serve it on 127.0.0.1.
///
/// The learner's edition leaves out the teacher's kit and the teacher notes; the teacher's
/// edition (--teacher) is the whole book.
#[derive(Parser)]
struct Args {
    /// Build the teacher's edition: the teacher's kit (quizzes, model answers, rubrics, exams)
    /// and each chapter's teacher notes.
    #[arg(long)]
    teacher: bool,
    /// Open it in a web browser.
    #[arg(long)]
    open: bool,
    /// The port to serve on.
    #[arg(long, default_value_t = 3000)]
    port: u16,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let edition = if args.teacher {
        Edition::Teacher
    } else {
        Edition::Learner
    };
    let site = ayoayo_book::build(&ayoayo_book::workspace(), edition)?;
    // Only this machine can read the book: it is a learner's draft, not a public site.
    let address = (Ipv4Addr::LOCALHOST, args.port);
    let listener = TcpListener::bind(address)
        .with_context(|| format!("cannot serve on 127.0.0.1:{} (try --port)", args.port))?;
    // The port bound, which `--port 0` leaves to the system to choose.
    let port = listener.local_addr()?.port();
    let url = format!("http://127.0.0.1:{port}/");
    // Two lines, the second the address, which scripts and the tests wait for.
    let other = match edition {
        Edition::Learner => " (the teacher's edition: cargo run -- book --teacher)",
        Edition::Teacher => "",
    };
    println!(
        "The {edition}'s edition of the book is built in {}{other}.",
        site.display()
    );
    println!("Serving it at {url} (Ctrl-C to stop).");
    if args.open && opener::open_browser(&url).is_err() {
        println!("Could not open a browser here; open {url} yourself.");
    }
    ayoayo_book::serve(&site, listener)
}
