//! The book's server, asked over a real socket: a page and its content type, a folder's
//! index.html, URLs and symlinks that try to leave the site; and the `ayoayo-book` program
//! itself: the port it prints, its threads under many connections, a header that never ends.

use std::fs;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::thread;
use std::time::Duration;

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

#[cfg(unix)]
#[test]
fn symlinks_are_followed_only_to_files_inside_the_site() {
    use std::os::unix::fs::symlink;

    let site = site("served-symlinks");
    let outside = site.parent().unwrap();
    fs::create_dir_all(outside.join("elsewhere")).unwrap();
    fs::write(outside.join("elsewhere/index.html"), "the secret").unwrap();
    symlink(outside.join("secret.txt"), site.join("secret.txt")).unwrap();
    symlink(outside.join("elsewhere"), site.join("elsewhere")).unwrap();
    fs::create_dir(site.join("folder")).unwrap();
    symlink(outside.join("secret.txt"), site.join("folder/index.html")).unwrap();
    symlink("01-scoop.html", site.join("scoop.html")).unwrap();
    let port = serving(site);

    for path in [
        "/secret.txt",
        "/elsewhere/",
        "/elsewhere/index.html",
        "/folder/",
        "/folder",
    ] {
        let answer = get(port, path);
        assert!(answer.starts_with("HTTP/1.1 404"), "{path}: {answer}");
        assert!(!answer.contains("the secret"), "{path}: {answer}");
    }
    let inside = get(port, "/scoop.html");
    assert!(inside.ends_with("<h1>scoop</h1>"), "{inside}");
}

/// `ayoayo-book --port 0` running as a child process, killed when dropped. One runs at a time:
/// each builds the book into the same folder.
struct BookServer {
    child: Child,
    port: u16,
    _turn: MutexGuard<'static, ()>,
}

static ONE_BOOK_SERVER_AT_A_TIME: Mutex<()> = Mutex::new(());

impl BookServer {
    /// Starts the program and waits for the line that says where it serves.
    fn start() -> BookServer {
        let turn = ONE_BOOK_SERVER_AT_A_TIME
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let mut child = Command::new(env!("CARGO_BIN_EXE_ayoayo-book"))
            .args(["--port", "0"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let mut server = BookServer {
            child,
            port: 0,
            _turn: turn,
        };
        let said: Vec<String> = stdout.lines().map(Result::unwrap).take(2).collect();
        let serving = said
            .iter()
            .find_map(|line| line.strip_prefix("Serving it at http://127.0.0.1:"))
            .unwrap_or_else(|| panic!("no address printed: {said:?}"));
        server.port = serving.split('/').next().unwrap().parse().unwrap();
        server
    }

    /// A line of the server's `/proc/PID/status`, such as `Threads` or `VmRSS`, as a number.
    #[cfg(target_os = "linux")]
    fn status(&self, field: &str) -> u64 {
        let status = fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        let line = status
            .lines()
            .find_map(|line| line.strip_prefix(&format!("{field}:")))
            .unwrap();
        line.split_whitespace().next().unwrap().parse().unwrap()
    }
}

impl Drop for BookServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A connection to `port` that gives up after 30 s instead of hanging a broken test.
fn connect(port: u16) -> TcpStream {
    let stream = TcpStream::connect((Ipv4Addr::LOCALHOST, port)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    stream
        .set_write_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    stream
}

#[test]
fn port_0_prints_the_port_actually_bound_and_it_answers() {
    let server = BookServer::start();
    assert_ne!(server.port, 0);
    let index = get(server.port, "/");
    assert!(index.starts_with("HTTP/1.1 200"), "{index}");
    assert!(index.contains("Ayoayo, recursively"), "{index}");
}

#[cfg(target_os = "linux")]
#[test]
fn many_idle_connections_add_no_threads_and_the_book_is_served_after_them() {
    let server = BookServer::start();
    // More than the server serves at once (64), but few enough that the system's queue of
    // connections not yet accepted holds the rest (128), so none waits to connect.
    let idle: Vec<TcpStream> = (0..150).map(|_| connect(server.port)).collect();
    // Watch for a second, as the server accepts them: one thread serves every connection and
    // at most four read files; the server this replaced started one per connection.
    let most = (0..20)
        .map(|_| {
            thread::sleep(Duration::from_millis(50));
            server.status("Threads")
        })
        .max()
        .unwrap();
    assert!(most <= 5, "{most} threads for 150 idle connections");
    drop(idle);
    let index = get(server.port, "/");
    assert!(index.starts_with("HTTP/1.1 200"), "{index}");
}

#[cfg(target_os = "linux")]
#[test]
fn a_header_line_that_never_ends_is_refused_and_not_kept() {
    let server = BookServer::start();
    // The server's peak memory: a buffer it filled and freed again still counts.
    let before = server.status("VmHWM");
    let line = vec![b'a'; 64 * 1024];
    let mut answers = Vec::new();
    for _ in 0..16 {
        let mut stream = connect(server.port);
        let _ = stream.write_all(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Long: ");
        // 1 MiB and no end of line; the server may close the connection midway.
        for _ in 0..16 {
            if stream.write_all(&line).is_err() {
                break;
            }
        }
        answers.push(stream);
    }
    for mut stream in answers {
        let mut answer = Vec::new();
        // The answer is 431, or a reset that overtook it; never a page, never a wait.
        match stream.read_to_end(&mut answer) {
            Ok(_) => {
                let answer = String::from_utf8_lossy(&answer);
                assert!(answer.starts_with("HTTP/1.1 431"), "{answer}");
            }
            Err(error) => assert_eq!(error.kind(), std::io::ErrorKind::ConnectionReset, "{error}"),
        }
    }
    let grown = server.status("VmHWM").saturating_sub(before);
    assert!(
        grown < 4096,
        "the server's peak grew by {grown} KiB for 16 MiB of header"
    );
}
