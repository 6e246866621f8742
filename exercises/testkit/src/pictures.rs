//! Comparing a test's pictures with the reference's, kept as insta `.snap` files that only the
//! reference makes. A difference is shown line by line, labelled "reference" and "yours",
//! without insta's advice for maintainers (reviewing and accepting snapshots), which a learner
//! must never follow: their pictures are the ones to change.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

use similar::{ChangeTag, TextDiff};

/// Lines of unchanged pictures shown around each difference.
const CONTEXT: usize = 4;

/// Whether this run makes the reference's snapshots (`INSTA_UPDATE=always`, as the course's
/// integrity check sets it) rather than checks a learner's pictures against them.
pub fn blessing() -> bool {
    env::var("INSTA_UPDATE").is_ok_and(|update| update == "always" || update == "force")
}

/// The `.snap` file insta keeps for test function `function` of module `module` in `source`
/// (a path as `file!()` gives it) of the crate in `manifest_dir`.
pub fn snapshot_file(manifest_dir: &str, source: &str, module: &str, function: &str) -> PathBuf {
    let source = Path::new(manifest_dir)
        .ancestors()
        .map(|dir| dir.join(source))
        .find(|path| path.exists())
        .unwrap_or_else(|| PathBuf::from(source));
    let folder = source.parent().unwrap_or(Path::new(".")).join("snapshots");
    folder.join(format!("{}__{function}.snap", module.replace("::", "__")))
}

/// The name of the function whose path is `path` (from `std::any::type_name`), leaving out
/// closures: the name insta gives a test's snapshot.
pub fn function_name(path: &str) -> &str {
    let mut path = path.strip_suffix("::f").unwrap_or(path);
    while let Some(outer) = path.strip_suffix("::{{closure}}") {
        path = outer;
    }
    path.rsplit("::").next().unwrap_or(path)
}

/// `None` when `yours` are the pictures kept in `snapshot`; otherwise a line-by-line difference.
pub fn difference(snapshot: &Path, yours: &str) -> Option<String> {
    let Ok(text) = fs::read_to_string(snapshot) else {
        return Some(format!(
            "There are no reference pictures to compare with ({} is missing).",
            snapshot.display()
        ));
    };
    let reference = text.splitn(3, "---\n").nth(2).unwrap_or_default();
    let (reference, yours) = (normalized(reference), normalized(yours));
    (reference != yours).then(|| describe(&reference, &yours))
}

/// As insta compares: without trailing white space, with Unix line ends.
fn normalized(pictures: &str) -> String {
    pictures.trim_end().replace("\r\n", "\n")
}

fn describe(reference: &str, yours: &str) -> String {
    let diff = TextDiff::from_lines(reference, yours);
    let mut lines = vec![
        "Your pictures differ from the reference's. Lines marked `reference` are what the \
         reference draws, lines marked `yours` what your code gives; the other lines agree."
            .to_string(),
    ];
    for (number, group) in diff.grouped_ops(CONTEXT).iter().enumerate() {
        if number > 0 {
            lines.push("          ⋮".into());
        }
        for op in group {
            for change in diff.iter_changes(op) {
                let label = match change.tag() {
                    ChangeTag::Equal => "",
                    ChangeTag::Delete => "reference",
                    ChangeTag::Insert => "yours",
                };
                lines.push(format!(
                    "{label:<9} │ {}",
                    change.value().trim_end_matches('\n')
                ));
            }
        }
    }
    lines.join("\n")
}

/// Checks a test's pictures against the reference's: the snapshot of the test function it is
/// called in. When the course's integrity check makes the snapshots, it hands them to insta.
#[macro_export]
macro_rules! assert_pictures {
    ($pictures:expr $(,)?) => {{
        if $crate::pictures::blessing() {
            ::insta::assert_snapshot!($pictures);
        } else {
            fn f() {}
            fn path_of<T>(_: T) -> &'static str {
                ::std::any::type_name::<T>()
            }
            let snapshot = $crate::pictures::snapshot_file(
                env!("CARGO_MANIFEST_DIR"),
                file!(),
                module_path!(),
                $crate::pictures::function_name(path_of(f)),
            );
            let yours: String = $pictures;
            if let Some(difference) = $crate::pictures::difference(&snapshot, &yours) {
                panic!("{difference}");
            }
        }
    }};
}
