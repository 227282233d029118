//! Open challenges: one member invites another, who accepts or declines within 24 hours.

use serde_json::Value;
use sqlx::Row;

use super::{from_db, now, to_db, Store};

/// Where a challenge stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChallengeStatus {
    Open,
    Accepted,
    Declined,
    Expired,
}

impl ChallengeStatus {
    fn parse(s: &str) -> ChallengeStatus {
        match s {
            "accepted" => ChallengeStatus::Accepted,
            "declined" => ChallengeStatus::Declined,
            "expired" => ChallengeStatus::Expired,
            _ => ChallengeStatus::Open,
        }
    }

    const fn as_str(self) -> &'static str {
        match self {
            ChallengeStatus::Open => "open",
            ChallengeStatus::Accepted => "accepted",
            ChallengeStatus::Declined => "declined",
            ChallengeStatus::Expired => "expired",
        }
    }
}

/// What a new challenge is made of.
#[derive(Debug, Clone)]
pub struct NewChallenge<'a> {
    pub game: &'a str,
    pub guild_id: u64,
    pub channel_id: u64,
    pub challenger: u64,
    pub challenged: u64,
    pub options: &'a Value,
}

/// A challenge row.
#[derive(Debug, Clone)]
pub struct Challenge {
    pub id: i64,
    pub game: String,
    pub guild_id: u64,
    pub channel_id: u64,
    pub challenger: u64,
    pub challenged: u64,
    pub options: Value,
    pub status: ChallengeStatus,
    pub match_id: Option<i64>,
    pub expires_at: i64,
}

impl Challenge {
    /// Whether it can no longer be accepted because its time ran out.
    #[must_use]
    pub fn expired_at(&self, t: i64) -> bool {
        self.status == ChallengeStatus::Expired
            || (self.status == ChallengeStatus::Open && t >= self.expires_at)
    }
}

impl Store {
    /// Records an open challenge that expires `ttl_secs` from now. Returns its id.
    ///
    /// # Errors
    /// On a database error.
    pub async fn challenge_create(
        &self,
        c: &NewChallenge<'_>,
        ttl_secs: i64,
    ) -> anyhow::Result<i64> {
        let t = now();
        Ok(sqlx::query_scalar(
            "INSERT INTO challenges (game, guild_id, channel_id, challenger, challenged, options, created_at, expires_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        )
        .bind(c.game)
        .bind(to_db(c.guild_id))
        .bind(to_db(c.channel_id))
        .bind(to_db(c.challenger))
        .bind(to_db(c.challenged))
        .bind(c.options.to_string())
        .bind(t)
        .bind(t + ttl_secs)
        .fetch_one(&self.pool)
        .await?)
    }

    /// A challenge, if it exists.
    ///
    /// # Errors
    /// On a database error or a corrupt row.
    pub async fn challenge_load(&self, id: i64) -> anyhow::Result<Option<Challenge>> {
        let Some(r) = sqlx::query(
            "SELECT game, guild_id, channel_id, challenger, challenged, options, status, match_id, expires_at
             FROM challenges WHERE id = ?",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?
        else {
            return Ok(None);
        };
        Ok(Some(Challenge {
            id,
            game: r.get(0),
            guild_id: from_db(r.get(1)),
            channel_id: from_db(r.get(2)),
            challenger: from_db(r.get(3)),
            challenged: from_db(r.get(4)),
            options: serde_json::from_str(r.get(5))?,
            status: ChallengeStatus::parse(r.get(6)),
            match_id: r.get(7),
            expires_at: r.get(8),
        }))
    }

    /// Moves an open challenge to `status` (with its match, once accepted). False when it was
    /// no longer open: someone else answered first.
    ///
    /// # Errors
    /// On a database error.
    pub async fn challenge_close(
        &self,
        id: i64,
        status: ChallengeStatus,
        match_id: Option<i64>,
    ) -> anyhow::Result<bool> {
        self.close_if_open(
            "UPDATE challenges SET status = ?, match_id = ? WHERE id = ? AND status = 'open'",
            status.as_str(),
            id,
            match_id,
        )
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn challenge(status: ChallengeStatus, expires_at: i64) -> Challenge {
        Challenge {
            id: 1,
            game: "burgueses".into(),
            guild_id: 1,
            channel_id: 1,
            challenger: 1,
            challenged: 2,
            options: Value::Null,
            status,
            match_id: None,
            expires_at,
        }
    }

    #[test]
    fn an_open_challenge_expires_after_its_time() {
        let c = challenge(ChallengeStatus::Open, 100);
        assert!(!c.expired_at(99));
        assert!(c.expired_at(100));
        assert!(!challenge(ChallengeStatus::Accepted, 100).expired_at(500));
        assert!(challenge(ChallengeStatus::Expired, 100).expired_at(0));
    }

    #[tokio::test]
    async fn only_the_first_answer_closes_a_challenge() {
        let store = Store::memory().await.unwrap();
        let new = NewChallenge {
            game: "burgueses",
            guild_id: 1,
            channel_id: 2,
            challenger: 3,
            challenged: 4,
            options: &Value::Null,
        };
        let id = store.challenge_create(&new, 24 * 3600).await.unwrap();
        let c = store.challenge_load(id).await.unwrap().unwrap();
        assert_eq!((c.status, c.challenged), (ChallengeStatus::Open, 4));
        assert!(c.expires_at - now() > 24 * 3600 - 5);
        assert!(store
            .challenge_close(id, ChallengeStatus::Accepted, None)
            .await
            .unwrap());
        assert!(!store
            .challenge_close(id, ChallengeStatus::Declined, None)
            .await
            .unwrap());
        assert!(store.challenge_load(999).await.unwrap().is_none());
    }
}
