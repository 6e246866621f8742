//! The counts chapters 14 and 15 quote from `cargo bench -p ayoayo --bench search` are what
//! its seeded positions give: the positions each search enters do not depend on the machine,
//! so a test can hold them (only the times the benchmark also prints vary).

mod pages;
#[path = "../benches/sampled/mod.rs"]
mod sampled;

use pages::thousands;
use sampled::{Sample, entered};

/// A page of the book, with its lines joined by spaces so a phrase may be wrapped anywhere.
fn page(name: &str) -> String {
    let path = format!("{}/../book/src/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"));
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Each system as the two pages name it, with what each search enters on its positions.
fn counted() -> Vec<(&'static str, &'static str, [u64; 5])> {
    let sample = Sample::draw();
    vec![
        (
            "Ayòayò (Part I)",
            "Part I's Ayòayò",
            entered(&sample.ayoayo),
        ),
        ("Lagos", "Lagos", entered(&sample.lagos)),
        ("Oware", "Oware", entered(&sample.oware)),
        ("Awari", "Awari", entered(&sample.awari)),
        ("Kalah", "Kalah", entered(&sample.kalah)),
    ]
}

fn share(part: u64, whole: u64) -> String {
    format!("{:.3}", part as f64 / whole as f64)
}

#[test]
fn chapter_14_s_table_is_what_the_benchmark_counts() {
    let text = page("14-alpha-beta.md");
    for (system, _, counts) in counted() {
        let [negamax, pit_order, ordered, deepening, _] = counts;
        let row = format!(
            "| {system} | {} | {} | {} | {} |",
            thousands(negamax),
            share(pit_order, negamax),
            share(ordered, negamax),
            share(deepening, negamax),
        );
        assert!(
            text.contains(&row),
            "book/src/14-alpha-beta.md should have the row\n{row}"
        );
    }
}

#[test]
fn chapter_15_s_share_for_the_memo_is_what_the_benchmark_counts() {
    let shares: Vec<(&str, String)> = counted()
        .into_iter()
        .map(|(_, name, counts)| (name, share(counts[4], counts[0])))
        .collect();
    let least = shares.iter().min_by(|a, b| a.1.cmp(&b.1)).unwrap();
    let most = shares.iter().max_by(|a, b| a.1.cmp(&b.1)).unwrap();
    let phrase = format!(
        "works out from {} ({}) to {} ({})",
        least.1, least.0, most.1, most.0
    );
    assert!(
        page("15-memo.md").contains(&phrase),
        "book/src/15-memo.md should read \"{phrase}\""
    );
}
