//! The book's server, asked over a real socket: a page and its content type, a folder's
//! index.html, and URLs that try to leave the site.

use std::fs;
use std::io::{Read, Write};
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::thread;

/// A site folder with a page, a style sheet and a folder, beside a secret that is not part of
/// it; `name` keeps each test's folder its own, as tests run at the same time.
fn site(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = fs::remove_dir_all(&dir);
    let site = dir.join("site");
    fs::create_dir_all(site.join("css")).unwrap();
    fs::write(site.join("index.html"), "<h1>the index</h1>").unwrap();
    fs::write(site.join("01-scoop.html"), "<h1>scoop</h1>").unwrap();
    fs::write(site.join("css/board.css"), "svg {}").unwrap();
    fs::write(dir.join("secret.txt"), "the secret").unwrap();
    site
}

/// Serves `site` on a free port of 127.0.0.1 in the background; returns that port.
fn serving(site: PathBuf) -> u16 {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
    let port = listener.local_addr().unwrap().port();
    thread::spawn(move || ayoayo_book::serve(&site, listener));
    port
}

/// The whole answer to `GET path`, sent as written: a raw request, since an HTTP client
/// would tidy `..` away before it reached the server.
fn get(port: u16, path: &str) -> String {
    let mut stream = TcpStream::connect((Ipv4Addr::LOCALHOST, port)).unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    answer
}

#[test]
fn pages_folders_and_styles_are_served_with_their_content_type() {
    let port = serving(site("served-pages"));
    let page = get(port, "/01-scoop.html?x=1");
    assert!(page.starts_with("HTTP/1.1 200"), "{page}");
    assert!(page.contains("content-type: text/html"), "{page}");
    assert!(page.ends_with("<h1>scoop</h1>"), "{page}");

    let index = get(port, "/");
    assert!(index.ends_with("<h1>the index</h1>"), "{index}");

    let style = get(port, "/css/board.css");
    assert!(style.contains("content-type: text/css"), "{style}");

    let missing = get(port, "/02-distribute.html");
    assert!(missing.starts_with("HTTP/1.1 404"), "{missing}");
}

#[test]
fn no_url_leads_outside_the_site() {
    let port = serving(site("served-escapes"));
    for path in [
        "/secret.txt",
        "/../secret.txt",
        "/css/../../secret.txt",
        "/%2e%2e/secret.txt",
        "/css/%2E%2E%2F%2E%2E%2Fsecret.txt",
        "/..%5csecret.txt",
    ] {
        let answer = get(port, path);
        assert!(
            !answer.contains("the secret"),
            "{path} reads a file outside the site: {answer}"
        );
        assert!(answer.starts_with("HTTP/1.1 4"), "{path}: {answer}");
    }
}
