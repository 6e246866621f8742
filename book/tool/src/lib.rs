//! The course's book, built and served: mdBook used as a library, with the board pictures of
//! ```` ```ayoayo ```` blocks drawn in-process by `mdbook-ayoayo`, and the built site served on
//! 127.0.0.1 by tower-http's `ServeDir`, as mdBook's own `serve` does.

use std::net::TcpListener;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, anyhow};
use axum::Router;
use mdbook_driver::MDBook;
use tower_http::services::ServeDir;

/// The course workspace this package belongs to (it lives in `book/tool/`).
pub fn workspace() -> PathBuf {
    let package = Path::new(env!("CARGO_MANIFEST_DIR"));
    package.ancestors().nth(2).unwrap_or(package).to_path_buf()
}

/// Builds the book of `workspace` into `book` in its build folder (`target/book`, or under
/// `CARGO_TARGET_DIR` when that is set, like cargo's own output) and returns that folder.
pub fn build(workspace: &Path) -> Result<PathBuf> {
    let out = course_model::target_dir(workspace).join("book");
    let mut book = with_pictures(
        MDBook::load(workspace.join("book"))
            .map_err(|error| anyhow!("{error:#}"))
            .context("loading the book")?,
    );
    book.config.build.build_dir = out.clone();
    book.build()
        .map_err(|error| anyhow!("{error:#}"))
        .context("building the book")?;
    Ok(out)
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

/// Serves the files of `site` to whoever connects to `listener`, until the process stops.
///
/// A directory's URL serves its `index.html`; a URL that would lead outside `site` (`..`, even
/// percent-encoded) is answered 404, so only the built book can be read through it.
pub fn serve(site: &Path, listener: TcpListener) -> Result<()> {
    listener.set_nonblocking(true)?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .build()?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::from_std(listener)?;
        let site = Router::new().fallback_service(ServeDir::new(site));
        axum::serve(listener, site).await
    })?;
    Ok(())
}
