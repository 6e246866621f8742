//! The pattern of a run that was cut, in a sentence or two: which calls repeat, after how
//! many, and whether their arguments come back the same or which one keeps changing and how.
//! Only what the recorded calls show: no guess about calls that were never made.

use std::collections::HashSet;

use crate::model::{Call, CallTree, Cut, End};

/// Cycles longer than this many calls are not looked for.
const LONGEST_CYCLE: usize = 8;
/// Values longer than this are named by their parameter in a sentence: `board`.
const LONGEST_SHOWN: usize = 12;

/// What a run that was cut kept doing, in words; `None` for a run that was not cut.
pub fn pattern(trace: &CallTree) -> Option<String> {
    let End::Cut { cut } = trace.end else {
        return None;
    };
    let chain: Vec<&Call> = trace.calls.iter().filter(|c| c.result.is_none()).collect();
    Some(match cut {
        Cut::Depth(limit) => {
            let opening = format!(
                "The run was cut when more than {} calls were running at once, each inside the one \
                 before.",
                thousands(limit)
            );
            join(&[opening, repeating(&chain, true)])
        }
        Cut::Calls(limit) => join(&[
            format!(
                "The run was cut when it had made more than {} calls.",
                thousands(limit)
            ),
            breadth(trace),
            repeating(&chain, false),
        ]),
        Cut::Time(millis) => still_running(trace, millis),
    })
}

/// Sentences joined by a space, the empty ones left out.
fn join(sentences: &[String]) -> String {
    let kept: Vec<&str> = sentences
        .iter()
        .map(String::as_str)
        .filter(|s| !s.is_empty())
        .collect();
    kept.join(" ")
}

/// `n` with a comma between thousands: `20,000`.
pub fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// The shortest cycle of function names the end of `names` repeats, seen at least twice in a
/// row: 1 for `f → f`, 2 for `a → b → a → b`; and how many names at the end follow it.
pub(crate) fn cycle(names: &[&str]) -> Option<(usize, usize)> {
    (1..=LONGEST_CYCLE).find_map(|period| {
        let following = (period..names.len())
            .rev()
            .take_while(|&i| names[i] == names[i - period])
            .count();
        (following >= period).then_some((period, following + period))
    })
}

/// The repeating pattern at the end of the chain of calls still running, in words; with
/// `said_if_none`, the chain's end is named even when nothing repeats.
fn repeating(chain: &[&Call], said_if_none: bool) -> String {
    let names: Vec<&str> = chain.iter().map(|c| c.function.as_str()).collect();
    let Some((period, length)) = cycle(&names) else {
        // The call the limit stopped may be one the repeating calls make on the way (a
        // `next_pit` under each `distribute`): the pattern is then in the calls above it.
        if chain.len() > 2 && cycle(&names[..names.len() - 1]).is_some() {
            return repeating(&chain[..chain.len() - 1], said_if_none);
        }
        if !said_if_none || chain.is_empty() {
            return String::new();
        }
        let start = names.len().saturating_sub(LONGEST_CYCLE);
        return format!(
            "The calls still running end with {}, and repeat no pattern.",
            names[start..].join(" → ")
        );
    };
    let innermost = chain.len() - 1;
    let loop_names: Vec<&str> = names[innermost - period..].to_vec();
    let function = names[innermost];
    let after = if period == 1 {
        "1 call".to_string()
    } else {
        format!("{period} calls")
    };
    let repeat = if period == 1 {
        format!("`{function}` calls itself again and again")
    } else {
        format!("The calls go `{}` again and again", loop_names.join(" → "))
    };
    // The same function's calls along the repeating part, the oldest first.
    let seen: Vec<&Call> = (innermost + 1 - length..=innermost)
        .rev()
        .step_by(period)
        .map(|i| chain[i])
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    let (last, before) = (seen[seen.len() - 1], seen[seen.len() - 2]);
    if last.args == before.args {
        let comes_back = if period == 1 {
            "calls itself"
        } else {
            "comes back to itself"
        };
        return format!(
            "{repeat}: `{}` {comes_back} with the same arguments, after {after}: it can never end.",
            call_text(last)
        );
    }
    format!("{repeat} (it repeats after {after}): {}.", changes(&seen))
}

/// A call as a sentence shows it: `distribute(board, 0, 1, 4)`, long values by their name.
fn call_text(call: &Call) -> String {
    let args: Vec<&str> = call
        .args
        .iter()
        .map(|arg| {
            if arg.value.chars().count() > LONGEST_SHOWN {
                arg.name.as_str()
            } else {
                arg.value.as_str()
            }
        })
        .collect();
    format!("{}({})", call.function, args.join(", "))
}

/// How the arguments of the same function's calls change from one to the next, in words.
fn changes(calls: &[&Call]) -> String {
    let arity = calls.iter().map(|c| c.args.len()).min().unwrap_or(0);
    let mut changing = Vec::new();
    let mut staying = Vec::new();
    for position in 0..arity {
        let name = &calls[0].args[position].name;
        let values: Vec<&str> = calls
            .iter()
            .map(|c| c.args[position].value.as_str())
            .collect();
        if values.iter().all(|v| *v == values[0]) {
            if values[0].chars().count() <= LONGEST_SHOWN {
                staying.push(format!("{name} stays {}", values[0]));
            }
        } else {
            changing.push(change(name, &values));
        }
    }
    if changing.is_empty() {
        changing.push("the arguments change in ways a sentence cannot show".to_string());
    }
    changing.extend(staying);
    changing.join("; ")
}

/// How one argument's values go, oldest first, in words.
pub(crate) fn change(name: &str, values: &[&str]) -> String {
    let numbers: Option<Vec<i128>> = values.iter().map(|v| v.parse().ok()).collect();
    let Some(numbers) = numbers else {
        let different: HashSet<&&str> = values.iter().collect();
        return match period_of(values) {
            Some(period) => format!("{name} comes back to the same value every {period} calls"),
            None => format!(
                "{name} changes ({} different values in {} calls)",
                thousands(different.len()),
                thousands(values.len())
            ),
        };
    };
    let steps: Vec<i128> = numbers.windows(2).map(|w| w[1] - w[0]).collect();
    let (first, last) = (numbers[0], numbers[numbers.len() - 1]);
    let listed = |list: &[i128]| {
        let shown: Vec<String> = list.iter().take(3).map(i128::to_string).collect();
        match list.len() {
            0..=3 => shown.join(", "),
            4 => format!("{}, {}", shown.join(", "), list[3]),
            _ => format!("{}, … {}", shown.join(", "), list[list.len() - 1]),
        }
    };
    if steps.iter().all(|&step| step == steps[0]) {
        let (verb, remark) = if steps[0] > 0 {
            let away = if first >= 0 {
                ": it moves away from 0"
            } else {
                ""
            };
            ("grows", away)
        } else if first > 0 && last < 0 {
            ("goes down", ": it went past 0 without stopping")
        } else if last > 0 {
            (
                "goes down",
                ": heading for 0, it had not reached it at the cut",
            )
        } else {
            ("goes down", "")
        };
        return format!("{name} {verb} {}{remark}", listed(&numbers));
    }
    match period_of(values) {
        Some(period) => {
            let round: Vec<i128> = numbers[..period].to_vec();
            format!("{name} goes round {}, {}, …", listed(&round), round[0])
        }
        None => format!("{name} changes: {}", listed(&numbers)),
    }
}

/// The shortest period the whole of `values` repeats with, seen at least twice.
fn period_of<T: PartialEq>(values: &[T]) -> Option<usize> {
    (1..=values.len() / 2).find(|&p| (p..values.len()).all(|i| values[i] == values[i - p]))
}

/// How wide and how deep the tree of a run cut for making too many calls went, and how often
/// the same calls were made again.
fn breadth(trace: &CallTree) -> String {
    let count = trace.calls.len();
    let mut depth = vec![0; count];
    for (index, call) in trace.calls.iter().enumerate() {
        depth[index] = call.parent.map_or(0, |caller| depth[caller] + 1);
    }
    let deepest = depth.iter().max().map_or(0, |d| d + 1);
    let different: HashSet<(&str, Vec<&str>)> = trace
        .calls
        .iter()
        .map(|c| {
            (
                c.function.as_str(),
                c.args.iter().map(|a| a.value.as_str()).collect(),
            )
        })
        .collect();
    let mut said = format!("The calls never went more than {} deep", thousands(deepest));
    said.push_str(if deepest * 10 < count {
        ": the tree grows wide rather than deep."
    } else {
        "."
    });
    if different.len() < count {
        said.push_str(&format!(
            " Only {} of the {} calls had different arguments: the same calls are made again and again.",
            thousands(different.len()),
            thousands(count)
        ));
    }
    said
}

/// The call that was running when the time ran out, in words.
fn still_running(trace: &CallTree, millis: u64) -> String {
    let opening = format!(
        "The run was still going after {} ms",
        thousands(millis as usize)
    );
    let Some(index) = trace.calls.iter().rposition(|c| c.result.is_none()) else {
        return format!("{opening}, before any traced call.");
    };
    let call = &trace.calls[index];
    let own = trace.calls[index + 1..]
        .iter()
        .filter(|c| c.parent == Some(index))
        .count();
    let made = match own {
        0 => "It had made no traced call".to_string(),
        1 => "Its one traced call had returned".to_string(),
        n => format!("All {} of its traced calls had returned", thousands(n)),
    };
    format!(
        "{opening}, inside `{}`, the innermost call running. {made}: look for a loop inside it.",
        call_text(call)
    )
}

#[cfg(test)]
#[path = "pattern_tests.rs"]
mod tests;
