//! Challenges: open one (within the challenger's quota), accept or decline it. Accepting
//! creates the match and closes the challenge in one transaction.

use crate::store::{now, Challenge, ChallengeStatus, NewChallenge};

use super::{Match, MatchRequest, Refusal, Table, TableError};

/// How long a challenge can be accepted.
pub const CHALLENGE_TTL_SECS: i64 = 24 * 3600;

/// What answering a challenge did.
#[derive(Debug)]
pub enum ChallengeAnswer {
    /// The match started.
    Started(Box<Match>),
    Declined(Challenge),
    /// The challenger took it back.
    Withdrawn(Challenge),
    /// Its time had run out; it is closed now.
    Expired(Challenge),
}

impl Table {
    /// Records a challenge, unless the challenger has too many open or opened one too
    /// recently.
    ///
    /// # Errors
    /// A game that is not for two, a quota refusal, or a database error.
    pub async fn challenge_open(&self, new: &NewChallenge<'_>) -> Result<Challenge, TableError> {
        Table::for_two(new.game)?;
        if new.challenger == new.challenged {
            return Err(TableError::BadRequest(
                "a challenge needs two members".into(),
            ));
        }
        let id = self
            .store
            .challenge_create(new, self.limits.challenge_ttl_secs, self.limits.challenges)
            .await?
            .map_err(Refusal::Quota)?;
        self.store
            .challenge_load(id)
            .await?
            .ok_or(TableError::Refused(Refusal::UnknownChallenge))
    }

    /// A challenge as stored, for showing it.
    ///
    /// # Errors
    /// An unknown challenge or a database error.
    pub async fn challenge(&self, id: i64) -> Result<Challenge, TableError> {
        self.store
            .challenge_load(id)
            .await?
            .ok_or(TableError::Refused(Refusal::UnknownChallenge))
    }

    /// The challenged member accepts (the match starts) or declines. Clicks on one challenge
    /// are taken one at a time, and the store closes it only if it is still open.
    ///
    /// # Errors
    /// A refusal (unknown, not the challenged member, already answered), a game that cannot
    /// be set up, or a database error.
    pub async fn challenge_answer(
        &self,
        id: i64,
        user: u64,
        accept: bool,
        board_message_id: Option<u64>,
    ) -> Result<ChallengeAnswer, TableError> {
        let lock = self.challenges.get(&id);
        let _turn = lock.lock().await;
        let ch = self.challenge(id).await?;
        // The challenger's Decline takes the challenge back (and frees its place in the cap).
        let withdraws = !accept && user == ch.challenger;
        if user != ch.challenged && !withdraws {
            return Err(Refusal::NotChallenged(ch.challenged).into());
        }
        if ch.expired_at(now()) {
            self.store
                .challenge_close(id, ChallengeStatus::Expired)
                .await?;
            return Ok(ChallengeAnswer::Expired(ch));
        }
        if ch.status != ChallengeStatus::Open {
            return Err(Refusal::AlreadyAnswered.into());
        }
        if !accept {
            let status = if withdraws {
                ChallengeStatus::Withdrawn
            } else {
                ChallengeStatus::Declined
            };
            if !self.store.challenge_close(id, status).await? {
                return Err(Refusal::AlreadyAnswered.into());
            }
            return Ok(if withdraws {
                ChallengeAnswer::Withdrawn(ch)
            } else {
                ChallengeAnswer::Declined(ch)
            });
        }
        let users = [ch.challenger, ch.challenged];
        let req = MatchRequest {
            game: &ch.game,
            guild_id: ch.guild_id,
            channel_id: ch.channel_id,
            users: &users,
            bots: &[],
            options: &ch.options,
            seed: crate::fair::new_seed(),
            lang: ch.lang,
            board_message_id,
        };
        let game = Self::new_game(req.game, users.len(), req.options, req.seed)?;
        let snapshot = game.snapshot();
        let token = crate::store::new_token();
        let Some(match_id) = self
            .store
            .challenge_accept(id, &Self::new_row(&req, &snapshot, &token))
            .await?
        else {
            return Err(Refusal::AlreadyAnswered.into());
        };
        let m = self.remember_new(match_id, &req, game, token).await;
        Ok(ChallengeAnswer::Started(Box::new(m)))
    }
}
