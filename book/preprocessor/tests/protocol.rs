//! The `mdbook-ayoayo` binary speaks mdBook's preprocessor protocol, as a stock `mdbook build`
//! runs it: `supports RENDERER` answers by exit status, and a `[context, book]` on stdin comes
//! back as the processed book on stdout, or as a failure naming the file and line; the edition
//! it builds is the one the context's config asks for (as mdBook reads it from `book.toml` and
//! `MDBOOK_` variables), the learner's when it asks for none.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use mdbook_preprocessor::PreprocessorContext;
use mdbook_preprocessor::book::{Book, BookItem, Chapter, SectionNumber};
use mdbook_preprocessor::config::Config;

fn binary() -> Command {
    Command::new(env!("CARGO_BIN_EXE_mdbook-ayoayo"))
}

/// Runs the binary on a book of one chapter, `src/01-scoop.md`, as mdBook would.
fn preprocess(content: &str) -> Output {
    let chapter = Chapter::new("Scoop", content.into(), "01-scoop.md", Vec::new());
    let book = Book::new_with_items(vec![BookItem::Chapter(chapter)]);
    preprocess_book(Config::default(), &book)
}

/// Runs the binary on `book`, with `config` as the context's, as mdBook would.
fn preprocess_book(config: Config, book: &Book) -> Output {
    let root = PathBuf::from("/nowhere/book");
    let ctx = PreprocessorContext::new(root, config, "html".into());
    let mut child = binary()
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let input = serde_json::to_vec(&(&ctx, book)).unwrap();
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

#[test]
fn the_edition_is_the_one_the_config_asks_for_and_the_learner_s_by_default() {
    let chapter = "# Sow\n\nFor all.\n\n<details class=\"teacher-notes\">\n\nThe answer.\n\n</details>\n\n\
                   [Answers](teachers/answers.md)\n";
    // A chapter under a part title is numbered, as SUMMARY.md's lists are.
    let mut answers = Chapter::new(
        "Answers",
        "# Answers\n".into(),
        "teachers/answers.md",
        Vec::new(),
    );
    answers.number = Some(SectionNumber::new([1]));
    let book = Book::new_with_items(vec![
        BookItem::Chapter(Chapter::new("Sow", chapter.into(), "03-sow.md", Vec::new())),
        BookItem::PartTitle("Teacher's kit".into()),
        BookItem::Chapter(answers),
    ]);
    let run = |edition: Option<&str>| {
        let mut config = Config::default();
        if let Some(edition) = edition {
            config.set("preprocessor.ayoayo.edition", edition).unwrap();
        }
        let output = preprocess_book(config, &book);
        assert!(output.status.success(), "{edition:?}: {output:?}");
        serde_json::from_slice::<Book>(&output.stdout).expect("a book on stdout")
    };
    for edition in [None, Some("learner")] {
        let learner = run(edition);
        assert_eq!(
            learner.items.len(),
            1,
            "{edition:?}: only the chapter is left"
        );
        let sow = &learner.chapters().next().unwrap().content;
        assert!(
            sow.contains("For all.") && !sow.contains("The answer."),
            "{sow}"
        );
        assert!(!sow.contains("](teachers/"), "{sow}");
    }
    let teacher = run(Some("teacher"));
    assert_eq!(
        teacher.items, book.items,
        "the teacher's edition is the whole book"
    );

    let mut config = Config::default();
    config
        .set("preprocessor.ayoayo.edition", "student")
        .unwrap();
    let output = preprocess_book(config, &book);
    assert!(!output.status.success());
    let errors = String::from_utf8_lossy(&output.stderr);
    assert!(
        errors.contains("preprocessor.ayoayo.edition") && errors.contains("\"teacher\""),
        "{errors}"
    );
}
