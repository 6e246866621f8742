//! `trace --growth`: how many calls a recursive function makes as its input grows. The learner
//! gives a call with `N` where the size goes (`distribute([0; 12], 0, 1, N)`); the call is
//! traced at each size, one program for all of them, and each trace's calls are counted.
//!
//! The counts are set beside n, n log n, n² and 2ⁿ: each column divides the calls by that
//! function of n, and the column that stays steadiest as n grows is the order of growth the
//! counts show. It is a reading of a few numbers, said as such ("grow like n²"), not a proof;
//! the chapters' pages derive the order, and the counts let a learner check a prediction
//! against their own code. A call the tracer cut at one of its limits has more calls than it
//! counted: it is shown as at least that many, and left out of the reading.

use std::fmt::Write;

use anyhow::{Result, bail};

/// Where the size goes in a `--growth` call.
pub const SIZE: &str = "N";

/// The sizes traced when none are given: doubling, so that each order shows its own step.
pub const DEFAULT_SIZES: [u64; 6] = [1, 2, 4, 8, 16, 32];

/// One size's count: the calls the traced run made, and whether a limit cut it short.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Measured {
    pub n: u64,
    pub calls: usize,
    pub cut: bool,
}

/// The orders of growth the counts are set beside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    Linear,
    NLogN,
    Quadratic,
    Exponential,
}

impl Order {
    const ALL: [Order; 4] = [
        Order::Linear,
        Order::NLogN,
        Order::Quadratic,
        Order::Exponential,
    ];

    /// The column's heading.
    fn heading(self) -> &'static str {
        match self {
            Order::Linear => "calls/n",
            Order::NLogN => "calls/(n log n)",
            Order::Quadratic => "calls/n²",
            Order::Exponential => "calls/2ⁿ",
        }
    }

    /// The order in words.
    pub fn words(self) -> &'static str {
        match self {
            Order::Linear => "n (linear: twice the size, twice the calls)",
            Order::NLogN => "n log n (a little more than twice the calls for twice the size)",
            Order::Quadratic => "n² (quadratic: twice the size, four times the calls)",
            Order::Exponential => "2ⁿ (exponential: one more, twice the calls)",
        }
    }

    /// The function of n the column divides by.
    fn of(self, n: u64) -> f64 {
        let n = n as f64;
        match self {
            Order::Linear => n,
            Order::NLogN => n * n.log2(),
            Order::Quadratic => n * n,
            Order::Exponential => n.exp2(),
        }
    }
}

/// The calls to trace: `template` with [`SIZE`] replaced by each of `sizes`.
pub fn calls(template: &str, sizes: &[u64]) -> Result<Vec<String>> {
    // `N` must stand alone somewhere (`OPENING` holds one that is not the size).
    if replace_size(template, "") == template {
        bail!(
            "the call has no `{SIZE}` for the size to go in: write it where the size goes, as in \
             `distribute([0; 12], 0, 1, {SIZE})`"
        );
    }
    if sizes.len() < 3 {
        bail!("give at least three sizes, so that the counts can show how they grow");
    }
    let sized = |n: &u64| replace_size(template, &n.to_string());
    Ok(sizes.iter().map(sized).collect())
}

/// `template` with every [`SIZE`] that stands alone (not part of a longer name, as in
/// `N_PITS` or `OPENING`) replaced by `n`.
fn replace_size(template: &str, n: &str) -> String {
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    let mut out = String::new();
    let mut rest = template;
    while let Some(at) = rest.find(SIZE) {
        let before = rest[..at].chars().next_back().or(out.chars().next_back());
        let after = rest[at + SIZE.len()..].chars().next();
        out.push_str(&rest[..at]);
        match word(before) || word(after) {
            true => out.push_str(SIZE),
            false => out.push_str(n),
        }
        rest = &rest[at + SIZE.len()..];
    }
    out + rest
}

/// The order whose column is steadiest over the sizes of 2 and more that were counted in
/// full (n log n is 0 at 1); `None` with fewer than three such sizes.
pub fn order(measured: &[Measured]) -> Option<Order> {
    let counted: Vec<&Measured> = measured.iter().filter(|m| !m.cut && m.n >= 2).collect();
    if counted.len() < 3 {
        return None;
    }
    let spread = |order: Order| {
        let ratios = counted.iter().map(|m| m.calls as f64 / order.of(m.n));
        let (low, high) = ratios.fold((f64::MAX, 0.0_f64), |(low, high), r| {
            (low.min(r), high.max(r))
        });
        high / low.max(f64::MIN_POSITIVE)
    };
    Order::ALL
        .into_iter()
        .min_by(|a, b| spread(*a).total_cmp(&spread(*b)))
}

/// The counts as a table: n, the calls, and each order's column.
pub fn table(measured: &[Measured]) -> String {
    let mut text = format!("{:>6}  {:>10}", "n", "calls");
    for order in Order::ALL {
        let _ = write!(text, "  {:>15}", order.heading());
    }
    text.push('\n');
    for m in measured {
        let calls = match m.cut {
            true => format!("≥ {}", m.calls),
            false => m.calls.to_string(),
        };
        let _ = write!(text, "{:>6}  {calls:>10}", m.n);
        for order in Order::ALL {
            let ratio = m.calls as f64 / order.of(m.n);
            let cell = match ratio.is_finite() && !m.cut {
                true => format!("{ratio:.3}"),
                false => "—".into(),
            };
            let _ = write!(text, "  {cell:>15}");
        }
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counted(counts: &[(u64, usize)]) -> Vec<Measured> {
        let measured = counts.iter().map(|&(n, calls)| Measured {
            n,
            calls,
            cut: false,
        });
        measured.collect()
    }

    #[test]
    fn the_size_goes_where_n_stands_alone() {
        let calls = calls("distribute(OPENING, 0, N_PIT, N)", &[1, 2, 16]).unwrap();
        assert_eq!(calls[2], "distribute(OPENING, 0, N_PIT, 16)");
        assert!(super::calls("distribute(OPENING, 0, 1, 4)", &[1, 2, 3]).is_err());
        assert!(super::calls("f(N)", &[1, 2]).is_err());
    }

    #[test]
    fn each_order_is_read_from_counts_that_grow_as_it_does() {
        let sizes = DEFAULT_SIZES;
        let grown = |f: fn(u64) -> usize| counted(&sizes.map(|n| (n, f(n))));
        assert_eq!(order(&grown(|n| n as usize)), Some(Order::Linear));
        assert_eq!(order(&grown(|n| 2 * n as usize + 1)), Some(Order::Linear));
        let n_log_n = |n: u64| (n as f64 * (n as f64).log2()).round() as usize + 1;
        assert_eq!(order(&grown(n_log_n)), Some(Order::NLogN));
        assert_eq!(
            order(&grown(|n| (n * (n + 1) / 2) as usize)),
            Some(Order::Quadratic)
        );
        let small = counted(&[(2, 3), (4, 15), (8, 255), (16, 65_535)]);
        assert_eq!(order(&small), Some(Order::Exponential));
    }

    #[test]
    fn a_cut_count_is_at_least_that_many_and_left_out_of_the_reading() {
        let mut measured = counted(&[(1, 1), (2, 2), (4, 4), (8, 8), (16, 100_000)]);
        measured[4].cut = true;
        assert_eq!(order(&measured), Some(Order::Linear));
        let table = table(&measured);
        assert!(table.contains("≥ 100000"), "{table}");
        measured[3].cut = true;
        assert_eq!(
            order(&measured),
            None,
            "two sizes of 2 and more are too few"
        );
    }
}
