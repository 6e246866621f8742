//! Writes the `grades.html` that `grade` writes for the class in a `grades.json`, for the
//! browser test: `cargo run --example grades_page -- GRADES_JSON OUT_HTML`.

use std::fs;

use anyhow::{Context, Result, bail};
use ayoayo_course::grade::{Grades, html};

fn main() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [json, out] = args.as_slice() else {
        bail!("usage: grades_page GRADES_JSON OUT_HTML");
    };
    let text = fs::read_to_string(json).with_context(|| format!("reading {json}"))?;
    let grades: Grades = serde_json::from_str(&text).with_context(|| format!("reading {json}"))?;
    fs::write(out, html(&grades)).with_context(|| format!("writing {out}"))?;
    Ok(())
}
