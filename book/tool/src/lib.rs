//! The course's book, built and served: mdBook used as a library, with the board pictures of
//! ```` ```ayoayo ```` blocks drawn in-process by `mdbook-ayoayo`, and the built site served on
//! 127.0.0.1 by tower-http's `ServeDir`, as mdBook's own `serve` does.

use std::net::TcpListener;
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use anyhow::{Context, Result, anyhow};
use axum::Router;
use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use mdbook_driver::MDBook;
use percent_encoding::percent_decode_str;
use tokio::sync::Semaphore;
use tower_http::services::ServeDir;

/// The course workspace this package belongs to (it lives in `book/tool/`).
pub fn workspace() -> PathBuf {
    let package = Path::new(env!("CARGO_MANIFEST_DIR"));
    package.ancestors().nth(2).unwrap_or(package).to_path_buf()
}

pub use mdbook_ayoayo::Edition;

/// Builds `edition` of the book of `workspace` into its own folder of the build folder
/// (`target/`, or `CARGO_TARGET_DIR` when that is set, like cargo's own output; see
/// [`site_folder`]) and returns that folder.
pub fn build(workspace: &Path, edition: Edition) -> Result<PathBuf> {
    let out = site_folder(workspace, edition);
    let mut book = load(&workspace.join("book"), edition)?;
    book.config.build.build_dir = out.clone();
    book.build()
        .map_err(|error| anyhow!("{error:#}"))
        .context("building the book")?;
    Ok(out)
}

/// Where [`build`] puts `edition`: `target/book` for the learner's, `target/book-teacher` for
/// the teacher's, so building one never overwrites the other.
pub fn site_folder(workspace: &Path, edition: Edition) -> PathBuf {
    let name = match edition {
        Edition::Learner => "book",
        Edition::Teacher => "book-teacher",
    };
    course_model::target_dir(workspace).join(name)
}

/// The book at `root` (the folder of its `book.toml`), set to build `edition` whatever
/// `book.toml` or an `MDBOOK_PREPROCESSOR__AYOAYO__EDITION` says, with its pictures drawn
/// in-process ([`with_pictures`]).
pub fn load(root: &Path, edition: Edition) -> Result<MDBook> {
    let mut book = MDBook::load(root)
        .map_err(|error| anyhow!("{error:#}"))
        .context("loading the book")?;
    let setting = format!(
        "preprocessor.{}.{}",
        mdbook_ayoayo::NAME,
        mdbook_ayoayo::edition::SETTING
    );
    book.config
        .set(setting, edition.name())
        .map_err(|error| anyhow!("{error:#}"))?;
    Ok(with_pictures(book))
}

/// `book` with its ```` ```ayoayo ```` preprocessor running in this process.
///
/// `book.toml` declares `[preprocessor.ayoayo]` as a `cargo run` command, for a stock
/// `mdbook build`. Registering the same preprocessor under the same name replaces that command
/// (mdBook keeps one preprocessor per name, in the order `book.toml` gives), so no cargo is
/// started and the pictures come from the `ayoayo` this package was built with.
pub fn with_pictures(mut book: MDBook) -> MDBook {
    book.with_preprocessor(mdbook_ayoayo::Ayoayo);
    book
}

/// How many connections are served at once; more wait to be accepted until one closes. A browser
/// opens about six, so this only bounds what a runaway client can hold open.
const MAX_CONNECTIONS: usize = 64;

/// The largest request head (request line and headers) read: a longer one is answered 431 and its
/// connection closed, so a header line that never ends costs at most this much memory. Roomy
/// enough for the cookies other local apps leave on 127.0.0.1.
const MAX_HEAD_BYTES: usize = 64 * 1024;

/// How long a connection may take to send a request's head, idle keep-alive time included;
/// then it is closed and its place freed (a browser reconnects without a word).
const HEAD_TIMEOUT: Duration = Duration::from_secs(30);

/// The threads that read files for ServeDir, besides the one that serves every connection.
const FILE_THREADS: usize = 4;

/// Serves the files of `site` to whoever connects to `listener`, until the process stops.
///
/// A directory's URL serves its `index.html`; a URL that would lead outside `site` (`..`, even
/// percent-encoded, or a symlink whose target lies outside) is answered 404, so only the built
/// book can be read through it. A symlink to a file inside the site is served. Everything runs on
/// `1 + FILE_THREADS` threads, however many connections there are.
pub fn serve(site: &Path, listener: TcpListener) -> Result<()> {
    let site: Arc<Path> = site
        .canonicalize()
        .with_context(|| format!("no site to serve at {}", site.display()))?
        .into();
    listener.set_nonblocking(true)?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .enable_time()
        .max_blocking_threads(FILE_THREADS)
        .build()?;
    runtime.block_on(accept(pages(site), listener))
}

/// Serves `pages` on each connection `listener` accepts, at most `MAX_CONNECTIONS` at a time.
async fn accept(pages: Router, listener: TcpListener) -> Result<()> {
    let listener = tokio::net::TcpListener::from_std(listener)?;
    let pages = TowerToHyperService::new(pages);
    let places = Arc::new(Semaphore::new(MAX_CONNECTIONS));
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(HEAD_TIMEOUT)
        .max_buf_size(MAX_HEAD_BYTES);
    loop {
        let place = Arc::clone(&places).acquire_owned().await?;
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            // Out of file descriptors, or a connection reset before it was accepted: wait a
            // little rather than spin, and go on serving.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        // Send each response as soon as it is written: with Nagle's algorithm on, a response
        // whose head and body go out separately waits for the browser's delayed ACK.
        let _ = stream.set_nodelay(true);
        let connection = http.serve_connection(TokioIo::new(stream), pages.clone());
        tokio::spawn(async move {
            // A connection that ends badly (reset, head too long or too slow) concerns only
            // its client; its place is freed either way.
            let _ = connection.await;
            drop(place);
        });
    }
}

/// The site's files as ServeDir serves them, behind the guard that keeps symlinks inside.
fn pages(site: Arc<Path>) -> Router {
    Router::new()
        .fallback_service(ServeDir::new(&site))
        .layer(middleware::from_fn_with_state(site, inside_site_only))
}

/// Passes on a request only if the file it asks for really lies inside `site`; else 404.
async fn inside_site_only(State(site): State<Arc<Path>>, request: Request, next: Next) -> Response {
    let url_path = request.uri().path().to_owned();
    let inside = tokio::task::spawn_blocking(move || {
        real_file(&site, &url_path).is_some_and(|file| file.starts_with(&site))
    })
    .await
    .unwrap_or(false);
    if inside {
        next.run(request).await
    } else {
        StatusCode::NOT_FOUND.into_response()
    }
}

/// Where the file ServeDir sends for `url_path` really is, every symlink followed (a folder's
/// `index.html` for a folder), or `None` when there is none or ServeDir would refuse the path.
///
/// The URL is decoded and joined exactly as ServeDir does it, so this is the file it opens.
/// (Someone who can write into the site could swap a link between this check and the open; but
/// whoever can write there can read the secret already.)
fn real_file(site: &Path, url_path: &str) -> Option<PathBuf> {
    let decoded = percent_decode_str(url_path.trim_start_matches('/'))
        .decode_utf8()
        .ok()?;
    let mut file = site.to_path_buf();
    for part in Path::new(&*decoded).components() {
        match part {
            Component::Normal(name) => file.push(name),
            Component::CurDir => {}
            Component::ParentDir | Component::RootDir | Component::Prefix(_) => return None,
        }
    }
    let file = file.canonicalize().ok()?;
    if file.is_dir() {
        file.join("index.html").canonicalize().ok()
    } else {
        Some(file)
    }
}
