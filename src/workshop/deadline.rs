//! `grade --before DATE`: a deadline, as a teacher writes it (`2026-12-01`, `2026-12-01 17:00`,
//! or RFC 3339 with its offset), read into an instant. A date or time without an offset is UTC.

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// An instant learners' work is graded at: the last commit made by then.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deadline(pub SystemTime);

impl Deadline {
    /// Seconds since 1970 (UTC), as git's `--before=@SECONDS` takes them.
    pub fn unix_seconds(&self) -> u64 {
        let since = self.0.duration_since(UNIX_EPOCH).unwrap_or_default();
        since.as_secs()
    }
}

impl fmt::Display for Deadline {
    /// RFC 3339 in UTC, to the second: `2026-12-01T17:00:00Z`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", humantime::format_rfc3339_seconds(self.0))
    }
}

impl FromStr for Deadline {
    type Err = String;

    fn from_str(said: &str) -> Result<Deadline, String> {
        let unclear = || {
            format!(
                "`{said}` is not a date and time I can read: write 2026-12-01 (midnight UTC), \
                 2026-12-01 17:00 (UTC) or 2026-12-01T17:00:00+01:00 (RFC 3339, with its offset)"
            )
        };
        let (local, offset) = split_offset(said.trim()).ok_or_else(unclear)?;
        let local = local.replacen(' ', "T", 1);
        let full = match local.len() {
            10 => format!("{local}T00:00:00Z"),
            16 => format!("{local}:00Z"),
            _ => format!("{local}Z"),
        };
        let utc = humantime::parse_rfc3339(&full).map_err(|_| unclear())?;
        let instant = if offset >= 0 {
            utc.checked_sub(Duration::from_secs(offset.unsigned_abs()))
        } else {
            utc.checked_add(Duration::from_secs(offset.unsigned_abs()))
        };
        instant.map(Deadline).ok_or_else(unclear)
    }
}

/// `said` without its UTC offset (`Z`, `+01:00`, `-05:30`), and that offset in seconds east of
/// UTC (0 when there is none); `None` when the offset is malformed.
fn split_offset(said: &str) -> Option<(&str, i64)> {
    if let Some(local) = said.strip_suffix(['Z', 'z']) {
        return Some((local, 0));
    }
    // The date's own dashes come in its first ten characters, an offset's sign after them.
    let sign_at = said.get(10..)?.rfind(['+', '-']).map(|at| at + 10);
    let Some(at) = sign_at else {
        return Some((said, 0));
    };
    let (hours, minutes) = said[at + 1..].split_once(':')?;
    let digits = |s: &str| s.len() == 2 && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(hours) || !digits(minutes) {
        return None;
    }
    let (hours, minutes): (i64, i64) = (hours.parse().ok()?, minutes.parse().ok()?);
    if hours > 23 || minutes > 59 {
        return None;
    }
    let east = (hours * 60 + minutes) * 60;
    Some((
        &said[..at],
        if &said[at..=at] == "-" { -east } else { east },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(said: &str) -> Result<String, String> {
        said.parse::<Deadline>()
            .map(|deadline| deadline.to_string())
    }

    #[test]
    fn a_date_a_time_and_rfc_3339_are_read_as_utc_unless_they_say_otherwise() {
        assert_eq!(read("2026-12-01").unwrap(), "2026-12-01T00:00:00Z");
        assert_eq!(read("2026-12-01 17:00").unwrap(), "2026-12-01T17:00:00Z");
        assert_eq!(read("2026-12-01T17:00").unwrap(), "2026-12-01T17:00:00Z");
        assert_eq!(read("2026-12-01 17:00:30").unwrap(), "2026-12-01T17:00:30Z");
        assert_eq!(
            read("2026-12-01T17:00:00Z").unwrap(),
            "2026-12-01T17:00:00Z"
        );
        assert_eq!(
            read("2026-12-01T17:00:00+01:00").unwrap(),
            "2026-12-01T16:00:00Z"
        );
        assert_eq!(
            read("2026-12-01T17:00:00-05:30").unwrap(),
            "2026-12-01T22:30:00Z"
        );
    }

    #[test]
    fn anything_else_is_refused_with_the_forms_it_may_take() {
        for bad in [
            "",
            "tomorrow",
            "2026-13-01",
            "2026-02-30",
            "01/12/2026",
            "2026-12-01 25:00",
            "2026-12-01T17:00:00+1",
        ] {
            let error = read(bad).unwrap_err();
            assert!(error.contains(&format!("`{bad}`")), "{error}");
            assert!(error.contains("2026-12-01 17:00 (UTC)"), "{error}");
        }
    }

    #[test]
    fn git_is_given_the_deadline_in_seconds() {
        let deadline: Deadline = "1970-01-02".parse().unwrap();
        assert_eq!(deadline.unix_seconds(), 86_400);
    }
}
