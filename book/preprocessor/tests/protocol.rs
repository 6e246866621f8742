//! The `mdbook-ayoayo` binary speaks mdBook's preprocessor protocol, as a stock `mdbook build`
//! runs it: `supports RENDERER` answers by exit status, and a `[context, book]` on stdin comes
//! back as the processed book on stdout, or as a failure naming the file and line.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use mdbook_preprocessor::PreprocessorContext;
use mdbook_preprocessor::book::{Book, BookItem, Chapter};
use mdbook_preprocessor::config::Config;

fn binary() -> Command {
    Command::new(env!("CARGO_BIN_EXE_mdbook-ayoayo"))
}

/// Runs the binary on a book of one chapter, `src/01-scoop.md`, as mdBook would.
fn preprocess(content: &str) -> Output {
    let root = PathBuf::from("/nowhere/book");
    let ctx = PreprocessorContext::new(root, Config::default(), "html".into());
    let chapter = Chapter::new("Scoop", content.into(), "01-scoop.md", Vec::new());
    let book = Book::new_with_items(vec![BookItem::Chapter(chapter)]);
    let mut child = binary()
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let input = serde_json::to_vec(&(&ctx, &book)).unwrap();
    child.stdin.take().unwrap().write_all(&input).unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn it_supports_the_html_renderer_only() {
    let supports = |renderer: &str| {
        binary()
            .args(["supports", renderer])
            .status()
            .unwrap()
            .success()
    };
    assert!(supports("html"));
    assert!(!supports("markdown"));
}

#[test]
fn a_book_comes_back_with_its_blocks_drawn() {
    let output = preprocess("# Scoop\n\n```ayoayo\nboard: 4 4 4 4 4 4 4 4 4 4 4 4\nsow: 0\n```\n");
    assert!(output.status.success(), "{output:?}");
    let book: Book = serde_json::from_slice(&output.stdout).expect("a book on stdout");
    let content = &book.chapters().next().unwrap().content;
    assert!(content.contains(r#"<figure class="ayoayo-board ayoayo-move" id="ayoayo-01-scoop-1""#));
    assert!(!content.contains("```ayoayo"));
}

#[test]
fn a_bad_block_fails_with_its_file_and_line() {
    let output = preprocess("# Scoop\n\n```ayoayo\nboard: 4 4 4 4 4 4 4 4 4 4 4 4\nsow: 12\n```\n");
    assert!(!output.status.success());
    let errors = String::from_utf8_lossy(&output.stderr);
    assert!(
        errors.contains("/nowhere/book/src/01-scoop.md:5: ayoayo block: there is no pit 12"),
        "{errors}"
    );
}
