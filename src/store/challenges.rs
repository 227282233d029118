//! Challenges: one member invites another, who accepts or declines before it expires.

use serde_json::Value;
use sqlx::FromRow;

use crate::engine::Lang;

use super::matches::{Invitations, NewMatch};
use super::sql::{query_as, query_scalar, Lock, Tx};
use super::status::{lang_code, lang_of_code, ChallengeStatus};
use super::{from_db, now, to_db, Store, StoreError, StoreResult};

/// What a new challenge is made of.
#[derive(Debug, Clone)]
pub struct NewChallenge<'a> {
    pub game: &'a str,
    pub guild_id: u64,
    pub channel_id: u64,
    pub challenger: u64,
    pub challenged: u64,
    pub options: &'a Value,
    /// The language of the challenge message and of the board it becomes.
    pub lang: Lang,
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
    pub lang: Lang,
}

impl Challenge {
    /// Whether it can no longer be accepted because its time ran out.
    #[must_use]
    pub fn expired_at(&self, t: i64) -> bool {
        self.status == ChallengeStatus::Expired
            || (self.status == ChallengeStatus::Open && t >= self.expires_at)
    }
}

/// How many challenges a member may have open, and how often they may open one.
#[derive(Debug, Clone, Copy)]
pub struct Quota {
    pub max_open: i64,
    pub cooldown_secs: i64,
}

impl Quota {
    /// Why an invitation was refused: `sql` counts `user`'s open invitations at `t` (`$1` the
    /// user, `$2` the time) and finds when they last opened one.
    pub(super) async fn refusal(
        self,
        tx: &mut Tx,
        sql: &str,
        user: u64,
        t: i64,
    ) -> StoreResult<QuotaRefusal> {
        let (open, last): (Option<i64>, Option<i64>) = query_as(sql)
            .bind(to_db(user))
            .bind(t)
            .fetch_one(tx)
            .await?;
        let open = open.unwrap_or(0);
        Ok(if open >= self.max_open {
            QuotaRefusal::TooMany(open)
        } else {
            QuotaRefusal::Cooldown(last.unwrap_or(t) + self.cooldown_secs)
        })
    }
}

/// Why a challenge or lobby was not opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QuotaRefusal {
    /// Already this many open ones.
    TooMany(i64),
    /// Opened one too recently: the next may be opened at this Unix time.
    Cooldown(i64),
}

#[derive(FromRow)]
struct ChallengeRow {
    id: i64,
    game: String,
    guild_id: i64,
    channel_id: i64,
    challenger: i64,
    challenged: i64,
    options: String,
    status: ChallengeStatus,
    match_id: Option<i64>,
    expires_at: i64,
    lang: String,
}

impl ChallengeRow {
    fn into_challenge(self) -> StoreResult<Challenge> {
        Ok(Challenge {
            options: serde_json::from_str(&self.options)
                .map_err(|e| StoreError::corrupt("challenges", self.id, e))?,
            id: self.id,
            game: self.game,
            guild_id: from_db(self.guild_id),
            channel_id: from_db(self.channel_id),
            challenger: from_db(self.challenger),
            challenged: from_db(self.challenged),
            status: self.status,
            match_id: self.match_id,
            expires_at: self.expires_at,
            lang: lang_of_code(&self.lang),
        })
    }
}

impl Store {
    /// Records an open challenge that expires `ttl_secs` from now, unless the challenger is over
    /// `quota`: one statement, under the challenger's quota lock (PostgreSQL, where two bot
    /// processes may insert at once), so two challenges at once cannot both slip under the cap.
    ///
    /// # Errors
    /// On a database error.
    pub async fn challenge_create(
        &self,
        c: &NewChallenge<'_>,
        ttl_secs: i64,
        quota: Quota,
    ) -> StoreResult<Result<i64, QuotaRefusal>> {
        let t = now();
        let mut tx = self
            .db
            .begin_locked(Lock::Quota(to_db(c.challenger)))
            .await?;
        let created: Option<i64> = query_scalar(
            "INSERT INTO challenges (game, guild_id, channel_id, challenger, challenged, options, lang, created_at, expires_at)
             SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9
             WHERE (SELECT COUNT(*) FROM challenges
                    WHERE challenger = $4 AND status = 'open' AND expires_at > $8) < $10
               AND NOT EXISTS (SELECT 1 FROM challenges WHERE challenger = $4 AND created_at > $8 - $11)
             RETURNING id",
        )
        .bind(c.game)
        .bind(to_db(c.guild_id))
        .bind(to_db(c.channel_id))
        .bind(to_db(c.challenger))
        .bind(to_db(c.challenged))
        .bind(c.options.to_string())
        .bind(lang_code(c.lang))
        .bind(t)
        .bind(t + ttl_secs)
        .bind(quota.max_open)
        .bind(quota.cooldown_secs)
        .fetch_optional(&mut tx)
        .await?;
        match created {
            Some(id) => {
                tx.commit().await?;
                Ok(Ok(id))
            }
            None => {
                let sql = "SELECT COUNT(*) FILTER (WHERE status = 'open' AND expires_at > $2),
                                  MAX(created_at)
                           FROM challenges WHERE challenger = $1";
                Ok(Err(quota.refusal(&mut tx, sql, c.challenger, t).await?))
            }
        }
    }

    /// A challenge, if it exists.
    ///
    /// # Errors
    /// On a database error or a corrupt row.
    pub async fn challenge_load(&self, id: i64) -> StoreResult<Option<Challenge>> {
        query_as::<ChallengeRow>(
            "SELECT id, game, guild_id, channel_id, challenger, challenged, options, status, match_id,
                    expires_at, lang
             FROM challenges WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&self.db)
        .await?
        .map(ChallengeRow::into_challenge)
        .transpose()
    }

    /// Moves an open challenge to `status` (declined, expired). False when it was no longer
    /// open: someone else answered first.
    ///
    /// # Errors
    /// On a database error.
    pub async fn challenge_close(&self, id: i64, status: ChallengeStatus) -> StoreResult<bool> {
        self.invitation_close(Invitations::Challenges, id, status.into())
            .await
    }

    /// Accepts an open, unexpired challenge and creates its match, in one transaction: either
    /// both happen or neither. `None` when the challenge was no longer open.
    ///
    /// # Errors
    /// On a database error.
    pub async fn challenge_accept(&self, id: i64, new: &NewMatch<'_>) -> StoreResult<Option<i64>> {
        let tx = self.db.begin().await?;
        Self::start_invited_match(tx, Invitations::Challenges, id, new).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FREE: Quota = Quota {
        max_open: 100,
        cooldown_secs: 0,
    };

    fn new(challenger: u64) -> NewChallenge<'static> {
        NewChallenge {
            game: "tally",
            guild_id: 1,
            channel_id: 2,
            challenger,
            challenged: 4,
            options: &Value::Null,
            lang: Lang::Es,
        }
    }

    fn new_match(users: &[u64]) -> NewMatch<'_> {
        crate::store::matches::test_match("tally", users)
    }

    #[tokio::test]
    async fn only_the_first_answer_closes_a_challenge() {
        let store = Store::scratch().await.unwrap();
        let id = store
            .challenge_create(&new(3), 24 * 3600, FREE)
            .await
            .unwrap()
            .unwrap();
        let c = store.challenge_load(id).await.unwrap().unwrap();
        assert_eq!(
            (c.status, c.challenged, c.lang),
            (ChallengeStatus::Open, 4, Lang::Es)
        );
        assert!(c.expires_at - now() > 24 * 3600 - 5);
        let m = store
            .challenge_accept(id, &new_match(&[3, 4]))
            .await
            .unwrap();
        assert!(m.is_some());
        assert!(!store
            .challenge_close(id, ChallengeStatus::Declined)
            .await
            .unwrap());
        assert_eq!(
            store
                .challenge_accept(id, &new_match(&[3, 4]))
                .await
                .unwrap(),
            None
        );
        let c = store.challenge_load(id).await.unwrap().unwrap();
        assert_eq!((c.status, c.match_id), (ChallengeStatus::Accepted, m));
        assert!(store.challenge_load(999).await.unwrap().is_none());
    }

    #[tokio::test]
    async fn an_expired_challenge_cannot_be_accepted() {
        let store = Store::scratch().await.unwrap();
        let id = store
            .challenge_create(&new(3), 0, FREE)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            store
                .challenge_accept(id, &new_match(&[3, 4]))
                .await
                .unwrap(),
            None
        );
        assert_eq!(store.matches_playing().await.unwrap(), Vec::<i64>::new());
    }

    #[tokio::test]
    async fn the_quota_caps_open_challenges_and_spaces_them() {
        let store = Store::scratch().await.unwrap();
        let two = Quota {
            max_open: 2,
            cooldown_secs: 0,
        };
        assert!(store
            .challenge_create(&new(3), 60, two)
            .await
            .unwrap()
            .is_ok());
        assert!(store
            .challenge_create(&new(3), 60, two)
            .await
            .unwrap()
            .is_ok());
        assert_eq!(
            store.challenge_create(&new(3), 60, two).await.unwrap(),
            Err(QuotaRefusal::TooMany(2))
        );
        assert!(store
            .challenge_create(&new(5), 60, two)
            .await
            .unwrap()
            .is_ok());
        let spaced = Quota {
            max_open: 10,
            cooldown_secs: 30,
        };
        match store.challenge_create(&new(5), 60, spaced).await.unwrap() {
            Err(QuotaRefusal::Cooldown(at)) => assert!(at > now() + 25),
            other => panic!("expected a cooldown, got {other:?}"),
        }
    }

    #[test]
    fn an_open_challenge_expires_after_its_time() {
        let c = Challenge {
            id: 1,
            game: "tally".into(),
            guild_id: 1,
            channel_id: 1,
            challenger: 1,
            challenged: 2,
            options: Value::Null,
            status: ChallengeStatus::Open,
            match_id: None,
            expires_at: 100,
            lang: Lang::En,
        };
        assert!(!c.expired_at(99));
        assert!(c.expired_at(100));
        let accepted = Challenge {
            status: ChallengeStatus::Accepted,
            ..c.clone()
        };
        assert!(!accepted.expired_at(500));
    }
}
