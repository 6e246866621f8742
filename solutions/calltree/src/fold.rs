//! Choosing which calls a drawing with a line budget shows: the calls wanted most first, while
//! their lines and the folds between them (one line each) fit.

/// Which calls to show: `wanted` in order of preference (repeats are skipped), each costing
/// `lines[call]` lines, while the total with one line for each run of calls not shown stays
/// within `budget`. The first wanted call is shown whatever it costs; the choosing stops at the
/// first call that does not fit.
pub(crate) fn select(
    lines: &[usize],
    budget: usize,
    wanted: impl IntoIterator<Item = usize>,
) -> Vec<bool> {
    let mut shown = vec![false; lines.len()];
    let mut cost = usize::from(!lines.is_empty()); // everything folded: one fold line
    for (rank, call) in wanted.into_iter().enumerate() {
        if shown[call] {
            continue;
        }
        let hidden = |at: Option<usize>| at.and_then(|at| shown.get(at)).is_some_and(|&s| !s);
        let (before, after) = (hidden(call.checked_sub(1)), hidden(Some(call + 1)));
        // A call taken from a run of hidden calls splits it, shortens it or ends it.
        let new_cost = match (before, after) {
            (true, true) => cost + lines[call] + 1,
            (false, false) => (cost + lines[call]).saturating_sub(1),
            _ => cost + lines[call],
        };
        if rank > 0 && new_cost > budget {
            break;
        }
        shown[call] = true;
        cost = new_cost;
    }
    shown
}

/// The runs of `shown`, in order: `(first, past_last, shown)`.
pub(crate) fn runs(shown: &[bool]) -> Vec<(usize, usize, bool)> {
    let mut runs: Vec<(usize, usize, bool)> = Vec::new();
    for (index, &is_shown) in shown.iter().enumerate() {
        match runs.last_mut() {
            Some(run) if run.2 == is_shown => run.1 = index + 1,
            _ => runs.push((index, index + 1, is_shown)),
        }
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calls_are_taken_in_order_of_preference_while_they_and_the_folds_fit() {
        // Five one-line calls: 0 and 4 cost a line each and leave one fold between them; 2
        // splits the fold in two, so costs two lines, which a budget of four has not.
        assert_eq!(
            select(&[1; 5], 4, [0, 4, 2]),
            [true, false, false, false, true]
        );
        assert_eq!(
            select(&[1; 5], 5, [0, 4, 2]),
            [true, false, true, false, true]
        );
        // Showing the only call of a fold costs nothing more.
        assert_eq!(select(&[1; 3], 3, [0, 2, 1]), [true, true, true]);
    }

    #[test]
    fn the_first_call_is_shown_even_when_it_alone_is_over_the_budget() {
        assert_eq!(select(&[9, 1], 3, [0, 1]), [true, false]);
    }

    #[test]
    fn runs_alternate_between_shown_and_hidden() {
        assert_eq!(
            runs(&[true, true, false, true]),
            [(0, 2, true), (2, 3, false), (3, 4, true)]
        );
    }
}
