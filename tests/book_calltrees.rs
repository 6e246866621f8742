//! The book's call trees are the reference's as it is now: every trace kept in
//! `book/src/calltrees/` (which the pages' ```` ```ayoayo-calltree ```` blocks draw) is traced
//! again with the course tool, `trace SLUG --example NAME --reference --json`, and compared.
//!
//! After a change to the reference, an example or the recorder, write them again with
//! `AYOAYO_BLESS_CALLTREES=1 cargo test --test book_calltrees`, and read the diff.

mod common;

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use ayoayo_calltree::CallTree;
use common::{course, scratch};

/// A file of the folder: example names to the reference's traces.
type Traces = BTreeMap<String, CallTree>;

#[test]
fn the_books_call_trees_are_what_the_reference_traces_now() {
    let bless = std::env::var("AYOAYO_BLESS_CALLTREES").is_ok_and(|value| value == "1");
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("book/src/calltrees");
    let (copy, _turn) = scratch("book-calltrees");
    let mut stale = Vec::new();
    let mut files: Vec<_> = fs::read_dir(&folder).unwrap().flatten().collect();
    files.sort_by_key(|entry| entry.file_name());
    assert!(!files.is_empty(), "no call trees in {}", folder.display());
    for entry in files {
        let path = entry.path();
        let slug = path.file_stem().unwrap().to_string_lossy().to_string();
        let kept: Traces = serde_json::from_str(&fs::read_to_string(&path).unwrap())
            .unwrap_or_else(|error| panic!("{}: {error}", path.display()));
        let mut now = Traces::new();
        for example in kept.keys() {
            let args = [
                "trace",
                &slug,
                "--example",
                example,
                "--reference",
                "--json",
            ];
            let ran = course(&copy.root, &args);
            assert_eq!(ran.code, Some(0), "{slug} {example}: {}", ran.all());
            let trace: CallTree = serde_json::from_str(&ran.stdout)
                .unwrap_or_else(|error| panic!("{slug} {example}: {error}\n{}", ran.all()));
            now.insert(example.clone(), trace);
        }
        if now != kept {
            stale.push(path.display().to_string());
            if bless {
                let text = serde_json::to_string_pretty(&now).unwrap();
                fs::write(&path, text + "\n").unwrap();
            }
        }
    }
    assert!(
        bless || stale.is_empty(),
        "These call trees are not what the reference traces now:\n  {}\n\
         Write them again with AYOAYO_BLESS_CALLTREES=1 cargo test --test book_calltrees, and \
         read the diff.",
        stale.join("\n  ")
    );
}
