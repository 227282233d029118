//! Where a match, a challenge or a lobby stands, stored as a lowercase word.

use serde::{Deserialize, Serialize};

use crate::engine::Lang;

/// How a match stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::Type, Serialize, Deserialize)]
#[sqlx(type_name = "TEXT", rename_all = "lowercase")]
#[serde(rename_all = "lowercase")]
pub enum MatchStatus {
    Playing,
    Finished,
    Resigned,
    /// Ended by a server manager, without a result. Stored as `finished` with `ended_by` set
    /// (see migration 0005); never written as a word.
    Ended,
}

/// Where a challenge stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::Type)]
#[sqlx(type_name = "TEXT", rename_all = "lowercase")]
pub enum ChallengeStatus {
    Open,
    Accepted,
    Declined,
    /// Taken back by the challenger before an answer.
    Withdrawn,
    Expired,
}

/// Where a lobby stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::Type)]
#[sqlx(type_name = "TEXT", rename_all = "lowercase")]
pub enum LobbyStatus {
    Open,
    Started,
    Cancelled,
    Expired,
}

impl MatchStatus {
    /// The word stored for it.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            MatchStatus::Playing => "playing",
            MatchStatus::Finished | MatchStatus::Ended => "finished",
            MatchStatus::Resigned => "resigned",
        }
    }
}

impl ChallengeStatus {
    /// The word stored for it.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            ChallengeStatus::Open => "open",
            ChallengeStatus::Accepted => "accepted",
            ChallengeStatus::Declined => "declined",
            ChallengeStatus::Withdrawn => "withdrawn",
            ChallengeStatus::Expired => "expired",
        }
    }
}

impl LobbyStatus {
    /// The word stored for it.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            LobbyStatus::Open => "open",
            LobbyStatus::Started => "started",
            LobbyStatus::Cancelled => "cancelled",
            LobbyStatus::Expired => "expired",
        }
    }
}

/// The language code stored for a public message (a board, a challenge, a lobby).
#[must_use]
pub fn lang_code(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::Es => "es",
    }
}

/// The language of a stored code; anything unknown reads as English.
#[must_use]
pub fn lang_of_code(code: &str) -> Lang {
    if code == "es" {
        Lang::Es
    } else {
        Lang::En
    }
}
