//! `grade --before DATE`: a deadline, as a teacher writes it (`2026-12-01`, `2026-12-01 17:00`,
//! or RFC 3339 with its offset), read into an instant. A date or time without an offset is the
//! teacher's own clock: the time zone of the machine that grades (the `TZ` variable, or the
//! system's), daylight saving included, as git's own `--before` reads one. A CI runner's zone is
//! usually UTC, so a workflow should give the offset.

use std::fmt;
use std::str::FromStr;
use std::time::SystemTime;

use jiff::Timestamp;
use jiff::civil::{Date, DateTime};
use jiff::tz::{Offset, TimeZone};

/// An instant learners' work is graded at: the last commit made by then.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deadline {
    pub instant: SystemTime,
    /// The clock time as written and the offset it was read at, when it gave none of its own.
    pub local: Option<(DateTime, Offset)>,
}

impl Deadline {
    /// Reads `said` in `zone` when it gives no offset of its own.
    pub fn read_in(said: &str, zone: &TimeZone) -> Result<Deadline, String> {
        let unclear = || {
            format!(
                "`{said}` is not a date and time I can read: write 2026-12-01 (midnight, your \
                 time zone), 2026-12-01 17:00 (your time zone) or 2026-12-01T17:00:00+01:00 \
                 (RFC 3339, with its offset)"
            )
        };
        let said = said.trim();
        if let Ok(instant) = said.parse::<Timestamp>() {
            let instant = SystemTime::from(instant);
            return Ok(Deadline {
                instant,
                local: None,
            });
        }
        let clock = match said.parse::<DateTime>() {
            Ok(clock) if said.len() > 10 => clock,
            _ => said.parse::<Date>().map_err(|_| unclear())?.at(0, 0, 0, 0),
        };
        let zoned = clock.to_zoned(zone.clone()).map_err(|_| unclear())?;
        Ok(Deadline {
            instant: SystemTime::from(zoned.timestamp()),
            local: Some((clock, zoned.offset())),
        })
    }

    /// Seconds since 1970 (UTC), as git's `--before=@SECONDS` takes them.
    pub fn unix_seconds(&self) -> u64 {
        let since = self.instant.duration_since(SystemTime::UNIX_EPOCH);
        since.unwrap_or_default().as_secs()
    }

    /// The deadline for the teacher to check: `2026-12-01T22:00:00Z, 2026-12-01 17:00 read in
    /// this machine's time zone (UTC-05)`.
    pub fn in_words(&self) -> String {
        match self.local {
            Some((clock, offset)) => format!(
                "{self}, {} read in this machine's time zone (UTC{offset}); give an offset \
                 (2026-12-01T17:00:00+01:00) for another",
                clock.strftime("%Y-%m-%d %H:%M:%S")
            ),
            None => self.to_string(),
        }
    }
}

impl fmt::Display for Deadline {
    /// RFC 3339 in UTC, to the second: `2026-12-01T17:00:00Z`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", humantime::format_rfc3339_seconds(self.instant))
    }
}

impl FromStr for Deadline {
    type Err = String;

    /// Reads a deadline in the machine's time zone.
    fn from_str(said: &str) -> Result<Deadline, String> {
        Deadline::read_in(said, &TimeZone::system())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// New York's rules, written out so the test needs no time zone database.
    fn new_york() -> TimeZone {
        TimeZone::posix("EST5EDT,M3.2.0,M11.1.0").unwrap()
    }

    fn read(said: &str, zone: &TimeZone) -> Result<String, String> {
        Deadline::read_in(said, zone).map(|deadline| deadline.to_string())
    }

    #[test]
    fn a_date_or_time_without_an_offset_is_the_machine_s_local_time() {
        let (utc, new_york) = (TimeZone::UTC, new_york());
        let readings = [
            ("2026-12-01", &utc, "2026-12-01T00:00:00Z"),
            ("2026-12-01 17:00", &utc, "2026-12-01T17:00:00Z"),
            ("2026-12-01T17:00", &utc, "2026-12-01T17:00:00Z"),
            ("2026-12-01 17:00:30", &utc, "2026-12-01T17:00:30Z"),
            // Five hours behind UTC in December, four in June (daylight saving).
            ("2026-12-01 17:00", &new_york, "2026-12-01T22:00:00Z"),
            ("2026-06-01 17:00", &new_york, "2026-06-01T21:00:00Z"),
            ("2026-12-01", &new_york, "2026-12-01T05:00:00Z"),
        ];
        for (said, zone, instant) in readings {
            assert_eq!(read(said, zone).unwrap(), instant, "{said}");
        }
        let deadline = Deadline::read_in("2026-12-01 17:00", &new_york).unwrap();
        let words = deadline.in_words();
        let read_as = "2026-12-01T22:00:00Z, 2026-12-01 17:00:00 read in";
        assert!(words.starts_with(read_as), "{words}");
        assert!(words.contains("(UTC-05)"), "{words}");
    }

    #[test]
    fn an_offset_given_is_kept_whatever_the_machine_s_zone() {
        let readings = [
            ("2026-12-01T17:00:00Z", "2026-12-01T17:00:00Z"),
            ("2026-12-01T17:00:00+01:00", "2026-12-01T16:00:00Z"),
            ("2026-12-01T17:00:00-05:30", "2026-12-01T22:30:00Z"),
        ];
        for zone in [TimeZone::UTC, new_york()] {
            for (said, instant) in readings {
                assert_eq!(read(said, &zone).unwrap(), instant, "{said}");
            }
            let deadline = Deadline::read_in("2026-12-01T17:00:00Z", &zone).unwrap();
            assert_eq!(deadline.in_words(), "2026-12-01T17:00:00Z");
        }
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
            let error = read(bad, &TimeZone::UTC).unwrap_err();
            assert!(error.contains(&format!("`{bad}`")), "{error}");
            assert!(
                error.contains("2026-12-01 17:00 (your time zone)"),
                "{error}"
            );
        }
    }

    #[test]
    fn git_is_given_the_deadline_in_seconds() {
        let deadline = Deadline::read_in("1970-01-02", &TimeZone::UTC).unwrap();
        assert_eq!(deadline.unix_seconds(), 86_400);
    }
}
