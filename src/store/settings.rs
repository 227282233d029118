//! A server's settings: its turn timer (the limit, the reminder, what a time-out does) and
//! whether boards come with pictures.

use sqlx::FromRow;

use super::sql::{query, query_as};
use super::{to_db, Store, StoreResult};

/// What a server's time limit does once it passes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OnTimeout {
    /// Two players: the opponent may claim the win. More: the absent seat plays automatically.
    Claim,
    /// Every absent seat plays automatically, in two-player matches too.
    Auto,
}

impl OnTimeout {
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            OnTimeout::Claim => "claim",
            OnTimeout::Auto => "auto",
        }
    }
}

/// A server's turn timer settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GuildSettings {
    /// Seconds a seat may owe a decision; `None`: no limit.
    pub turn_limit_secs: Option<i64>,
    /// Seconds before the one reminder of a turn; `None`: no reminders.
    pub reminder_secs: Option<i64>,
    pub on_timeout: OnTimeout,
    /// Boards and hands come with a picture (on by default); off, text only.
    pub pictures: bool,
    /// Members with this role may run tournaments, beside those who manage the server.
    pub tournament_role: Option<u64>,
    /// Matches have pages on the site (on by default), which boards link to; off, boards carry
    /// no link and the pages answer as if they never existed.
    pub match_pages: bool,
}

impl Default for GuildSettings {
    fn default() -> Self {
        GuildSettings {
            turn_limit_secs: Some(24 * 3600),
            reminder_secs: Some(600),
            on_timeout: OnTimeout::Claim,
            pictures: true,
            tournament_role: None,
            match_pages: true,
        }
    }
}

#[derive(FromRow)]
struct SettingsRow {
    turn_limit_secs: Option<i64>,
    reminder_secs: Option<i64>,
    on_timeout: String,
    pictures: bool,
    tournament_role: Option<i64>,
    match_pages: bool,
}

impl SettingsRow {
    fn settings(self) -> GuildSettings {
        GuildSettings {
            turn_limit_secs: self.turn_limit_secs,
            reminder_secs: self.reminder_secs,
            on_timeout: if self.on_timeout == "auto" {
                OnTimeout::Auto
            } else {
                OnTimeout::Claim
            },
            pictures: self.pictures,
            tournament_role: self.tournament_role.map(super::from_db),
            match_pages: self.match_pages,
        }
    }
}

impl Store {
    /// A server's settings (the defaults until a manager changes them).
    ///
    /// # Errors
    /// On a database error.
    pub async fn settings(&self, guild_id: u64) -> StoreResult<GuildSettings> {
        let row = query_as::<SettingsRow>(
            "SELECT turn_limit_secs, reminder_secs, on_timeout, pictures, tournament_role, match_pages
             FROM guild_settings
             WHERE guild_id = $1",
        )
        .bind(to_db(guild_id))
        .fetch_optional(&self.db)
        .await?;
        Ok(row.map_or_else(GuildSettings::default, SettingsRow::settings))
    }

    /// Replaces a server's settings.
    ///
    /// # Errors
    /// On a database error.
    pub async fn set_settings(&self, guild_id: u64, s: &GuildSettings) -> StoreResult<()> {
        query(
            "INSERT INTO guild_settings (guild_id, turn_limit_secs, reminder_secs, on_timeout, pictures,
                 tournament_role, match_pages)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (guild_id) DO UPDATE SET turn_limit_secs = excluded.turn_limit_secs,
                 reminder_secs = excluded.reminder_secs, on_timeout = excluded.on_timeout,
                 pictures = excluded.pictures, tournament_role = excluded.tournament_role,
                 match_pages = excluded.match_pages",
        )
        .bind(to_db(guild_id))
        .bind(s.turn_limit_secs)
        .bind(s.reminder_secs)
        .bind(s.on_timeout.as_str())
        .bind(s.pictures)
        .bind(s.tournament_role.map(super::to_db))
        .bind(s.match_pages)
        .execute(&self.db)
        .await?;
        Ok(())
    }
}
