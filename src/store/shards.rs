//! Which guilds a bot process looks after when several share the database, each connected to
//! Discord with a range of the gateway's shards. Discord sends a guild's events to shard
//! `(guild_id >> 22) % count`, so a match's clicks reach one process; its timers, reminders and
//! computer moves must be run by that same process, and by no other.

use std::fmt;

/// A range of shards, `first..=last` out of `count`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub count: u32,
}

impl Default for Shards {
    fn default() -> Self {
        Shards::ALL
    }
}

impl fmt::Display for Shards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{} of {}", self.first, self.last, self.count)
    }
}

impl Shards {
    /// One process, one shard: every guild (Discord's default below 2,500 servers).
    pub const ALL: Shards = Shards {
        first: 0,
        last: 0,
        count: 1,
    };

    /// The shards of a process from `SHARDS` (`first-last`, or one number) and `SHARD_COUNT`:
    /// both absent, every guild; the count alone, every shard of it.
    ///
    /// # Errors
    /// A range without a count, a malformed or empty range, or one past the count.
    pub fn parse(range: Option<&str>, count: Option<&str>) -> Result<Shards, String> {
        let number = |name: &str, text: &str| {
            text.trim()
                .parse::<u32>()
                .map_err(|_| format!("{name} must be a whole number, not `{text}`"))
        };
        let count = match count {
            Some(c) => number("SHARD_COUNT", c)?,
            None if range.is_some() => {
                return Err("SHARDS needs SHARD_COUNT (the total number of shards)".into())
            }
            None => return Ok(Shards::ALL),
        };
        if count == 0 {
            return Err("SHARD_COUNT must be at least 1".into());
        }
        let (first, last) = match range {
            None => (0, count - 1),
            Some(r) => match r.split_once('-') {
                Some((a, b)) => (number("SHARDS", a)?, number("SHARDS", b)?),
                None => {
                    let one = number("SHARDS", r)?;
                    (one, one)
                }
            },
        };
        if first > last || last >= count {
            return Err(format!(
                "SHARDS {first}-{last} is not a range of the shards 0-{} (SHARD_COUNT {count})",
                count - 1
            ));
        }
        Ok(Shards { first, last, count })
    }

    /// Whether this process gets the events of `guild`.
    #[must_use]
    pub fn owns(&self, guild: u64) -> bool {
        let shard = (guild >> 22) % u64::from(self.count);
        (u64::from(self.first)..=u64::from(self.last)).contains(&shard)
    }

    /// Whether these are every shard there is.
    #[must_use]
    pub fn all(&self) -> bool {
        self.first == 0 && self.last + 1 >= self.count
    }

    /// An SQL condition that the guild id `column` is one of these shards' (both databases
    /// read it; the numbers are ours, not a user's).
    pub(super) fn condition(&self, column: &str) -> String {
        if self.all() {
            "TRUE".to_owned()
        } else {
            format!(
                "(({column} >> 22) % {}) BETWEEN {} AND {}",
                self.count, self.first, self.last
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Shards;

    #[test]
    fn shards_read_a_range_one_shard_or_all_of_a_count() {
        assert_eq!(Shards::parse(None, None), Ok(Shards::ALL));
        let s = Shards::parse(Some("2-3"), Some("4")).unwrap();
        assert_eq!((s.first, s.last, s.count), (2, 3, 4));
        let s = Shards::parse(Some(" 1 "), Some("2")).unwrap();
        assert_eq!((s.first, s.last, s.count), (1, 1, 2));
        let s = Shards::parse(None, Some("3")).unwrap();
        assert_eq!((s.first, s.last, s.count), (0, 2, 3));
        assert!(s.all());
        for (range, count) in [
            (Some("0-1"), None),
            (Some("2-1"), Some("4")),
            (Some("0-4"), Some("4")),
            (Some("a-b"), Some("4")),
            (None, Some("0")),
        ] {
            assert!(Shards::parse(range, count).is_err(), "{range:?} {count:?}");
        }
    }

    #[test]
    fn a_guild_belongs_to_the_shard_discord_sends_its_events_to() {
        // Discord's documented example: (guild_id >> 22) % num_shards.
        let guild: u64 = 197_038_439_483_310_086;
        let shard = (guild >> 22) % 4;
        for s in 0..4_u32 {
            let one = Shards {
                first: s,
                last: s,
                count: 4,
            };
            assert_eq!(one.owns(guild), u64::from(s) == shard);
        }
        assert!(Shards::ALL.owns(guild));
        assert_eq!(Shards::ALL.condition("guild_id"), "TRUE");
        assert_eq!(
            Shards::parse(Some("1-2"), Some("4"))
                .unwrap()
                .condition("m.guild_id"),
            "((m.guild_id >> 22) % 4) BETWEEN 1 AND 2"
        );
    }
}
