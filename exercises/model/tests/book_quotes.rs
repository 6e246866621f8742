//! The book quotes what the test kit and the course tool say when a test cannot pass (*STACK
//! OVERFLOW: your function called itself ...*): each quote must be the start of those words as
//! the course model gives them, so a page never shows a message nobody prints.

use std::fs;
use std::path::Path;

use course_model::cause::Cause;

#[test]
fn the_books_quotes_of_a_cause_are_its_words() {
    let book = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../book/src");
    let mut quotes = 0;
    for entry in fs::read_dir(&book).expect("the book's pages") {
        let page = entry.expect("a page").path();
        if page.extension().is_none_or(|extension| extension != "md") {
            continue;
        }
        let text = fs::read_to_string(&page).expect("a page's text");
        // Emphasised text, joined across the page's line breaks.
        let joined = text.replace('\n', " ");
        for quote in joined.split('*').skip(1).step_by(2) {
            let Some(cause) = Cause::KINDS
                .iter()
                .find(|cause| quote.starts_with(cause.marker()))
            else {
                continue;
            };
            quotes += 1;
            assert!(
                cause.headline().starts_with(quote),
                "{} quotes `{quote}`, but the words are `{}`",
                page.display(),
                cause.headline()
            );
        }
    }
    assert!(
        quotes >= 2,
        "the book quotes {quotes} causes; chapter 4 quotes two"
    );
}
