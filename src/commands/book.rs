//! `book [--open] [--port N]`: builds the book with mdBook, used as a library (its board
//! pictures drawn in-process by `mdbook-ayoayo`), and serves it on 127.0.0.1 with a small static
//! file server until stopped.

use std::fs;
use std::path::{Component, Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::thread;

use anyhow::{Context, Result, anyhow};
use mdbook_driver::MDBook;
use tiny_http::{Header, Response, Server};

pub fn run(workspace: &Path, open: bool, port: u16) -> Result<ExitCode> {
    let site = build(workspace)?;
    let address = format!("127.0.0.1:{port}");
    let server = Server::http(&address)
        .map_err(|error| anyhow!("cannot serve on {address}: {error} (try --port)"))?;
    let url = format!("http://{address}/");
    println!("The book is built in {}.", site.display());
    println!("Serving it at {url} (Ctrl-C to stop).");
    if open {
        open_in_browser(&url);
    }
    for request in server.incoming_requests() {
        // One thread per request, so a slow reader never holds up the pages behind it.
        let site = site.clone();
        thread::spawn(move || {
            let found = file_for(&site, request.url()).and_then(|file| {
                let bytes = fs::read(&file).ok()?;
                Some(Response::from_data(bytes).with_header(content_type(&file)))
            });
            let response = found.unwrap_or_else(|| {
                Response::from_data(b"not found".to_vec()).with_status_code(404)
            });
            let _ = request.respond(response);
        });
    }
    Ok(ExitCode::SUCCESS)
}

/// Builds the book into `target/book` and returns that folder.
pub fn build(workspace: &Path) -> Result<PathBuf> {
    let out = workspace.join("target/book");
    let mut book = load(&workspace.join("book"))?;
    book.config.build.build_dir = out.clone();
    book.build()
        .map_err(|error| anyhow!("{error:#}"))
        .context("building the book")?;
    Ok(out)
}

/// Loads the book in `root` with its ```` ```ayoayo ```` preprocessor running in this process.
///
/// `book.toml` declares `[preprocessor.ayoayo]` as a `cargo run` command, for a stock
/// `mdbook build`. Registering the same preprocessor under the same name replaces that command
/// (mdBook keeps one preprocessor per name, in the order `book.toml` gives), so no cargo is
/// started here and the pictures come from the `ayoayo` this tool was built with.
fn load(root: &Path) -> Result<MDBook> {
    let mut book = MDBook::load(root)
        .map_err(|error| anyhow!("{error:#}"))
        .context("loading the book")?;
    book.with_preprocessor(mdbook_ayoayo::Ayoayo);
    Ok(book)
}

/// The file a URL path asks for inside `site`, or `None` when it would leave the site.
fn file_for(site: &Path, url: &str) -> Option<PathBuf> {
    let path = url
        .split(['?', '#'])
        .next()
        .unwrap_or("/")
        .trim_start_matches('/');
    let relative = Path::new(path);
    if relative
        .components()
        .any(|part| !matches!(part, Component::Normal(_)))
    {
        return None;
    }
    let file = site.join(relative);
    Some(if file.is_dir() {
        file.join("index.html")
    } else {
        file
    })
}

fn content_type(file: &Path) -> Header {
    let kind = match file.extension().and_then(|ext| ext.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("css") => "text/css",
        Some("js") => "text/javascript",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("woff2") => "font/woff2",
        Some("json") => "application/json",
        _ => "application/octet-stream",
    };
    Header::from_bytes("Content-Type", kind).expect("a valid header")
}

/// Asks the desktop to open `url`; says so when it cannot, since the URL is printed anyway.
fn open_in_browser(url: &str) {
    let opener = if cfg!(target_os = "macos") {
        "open"
    } else {
        "xdg-open"
    };
    let opened = Command::new(opener)
        .arg(url)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    if !opened.is_ok_and(|status| status.success()) {
        println!("Could not open a browser here; open {url} yourself.");
    }
}

#[cfg(test)]
mod tests {
    use super::file_for;
    use std::path::Path;

    #[test]
    fn urls_map_to_files_inside_the_site_only() {
        let site = Path::new("/site");
        assert_eq!(
            file_for(site, "/01-scoop.html?x=1"),
            Some(site.join("01-scoop.html"))
        );
        assert_eq!(file_for(site, "/../secret"), None);
        assert_eq!(file_for(site, "/css/../../x"), None);
    }
}
