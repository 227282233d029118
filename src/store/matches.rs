//! Matches and their seats: made, loaded, resigned and ended. The move log is `moves.rs`.

use serde_json::Value;
use sqlx::FromRow;

use crate::engine::ismcts::Level;
use crate::engine::{Lang, Outcome, Seat};

use super::sql::{query, query_as, query_scalar, Lock, Tx};
use super::status::{lang_code, lang_of_code, MatchStatus};
use super::{from_db, json, now, to_db, Store, StoreError, StoreResult};

/// What a new match is made of.
#[derive(Debug, Clone)]
pub struct NewMatch<'a> {
    pub game: &'a str,
    pub guild_id: u64,
    pub channel_id: u64,
    pub seed: u64,
    pub options: &'a Value,
    pub snapshot: &'a Value,
    pub users: &'a [u64],
    /// Per seat, the level of its computer player (`None` for a person); empty when every
    /// seat is a person's.
    pub bots: &'a [Option<Level>],
    /// The language of its public board.
    pub lang: Lang,
    /// The message that shows its board, when known at the start (the invitation's).
    pub board_message_id: Option<u64>,
    /// The token of its web page (see [`super::web::new_token`]).
    pub web_token: &'a str,
}

/// A match row with its seats.
#[derive(Debug, Clone)]
pub struct StoredMatch {
    pub id: i64,
    pub game: String,
    pub guild_id: u64,
    pub channel_id: u64,
    pub board_message_id: Option<u64>,
    pub seed: u64,
    pub options: Value,
    /// `null` when the stored snapshot is not even JSON (the move log rebuilds it).
    pub snapshot: Value,
    pub version: i64,
    pub status: MatchStatus,
    pub result: Option<Outcome>,
    pub users: Vec<u64>,
    /// Per seat, the level of its computer player (`None` for a person).
    pub bots: Vec<Option<Level>>,
    /// Per seat, the member's display name when the match started (empty where unknown).
    pub names: Vec<String>,
    pub lang: Lang,
    /// Per seat, the version from which its decision has not changed (absent in old rows).
    pub seat_versions: Option<Vec<i64>>,
    /// Per seat, whether it is on automatic play.
    pub absent: Vec<bool>,
    /// The server manager who ended the match, if one did.
    pub ended_by: Option<u64>,
    /// The seat a win was claimed against on time, if one was.
    pub lost_on_time: Option<Seat>,
    /// The token of its web page.
    pub web_token: String,
}

/// A match row with no real game state, for the store's own tests.
#[cfg(test)]
pub(super) fn test_match<'a>(game: &'a str, users: &'a [u64]) -> NewMatch<'a> {
    NewMatch {
        game,
        guild_id: 1,
        channel_id: 2,
        seed: 1,
        options: &Value::Null,
        snapshot: &Value::Null,
        users,
        bots: &[],
        lang: Lang::En,
        board_message_id: None,
        web_token: Box::leak(super::web::new_token().into_boxed_str()),
    }
}

#[derive(FromRow)]
struct MatchRow {
    game: String,
    guild_id: i64,
    channel_id: i64,
    board_message_id: Option<i64>,
    seed: i64,
    options: String,
    snapshot: String,
    version: i64,
    status: MatchStatus,
    result: Option<String>,
    lang: String,
    seat_versions: Option<String>,
    ended_by: Option<i64>,
    lost_on_time: Option<i64>,
    web_token: Option<String>,
}

/// Where a match can come from: the tables of invitations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Invitations {
    Challenges,
    Lobbies,
}

impl Store {
    /// Starts the match of an invitation in one transaction: creates `new`'s match and closes
    /// the row `id` of `invitations`, still open and unexpired, as accepted (a challenge) or
    /// started (a lobby), naming the match. `None`, with nothing written, when the row was no
    /// longer open.
    pub(super) async fn start_invited_match(
        mut tx: Tx,
        invitations: Invitations,
        id: i64,
        new: &NewMatch<'_>,
    ) -> StoreResult<Option<i64>> {
        let match_id = Self::insert_match(&mut tx, new).await?;
        let (table, status) = match invitations {
            Invitations::Challenges => ("challenges", "accepted"),
            Invitations::Lobbies => ("lobbies", "started"),
        };
        let closed = query(&format!(
            "UPDATE {table} SET status = '{status}', match_id = $1 WHERE id = $2 AND status = 'open' AND expires_at > $3"
        ))
        .bind(match_id)
        .bind(id)
        .bind(now())
        .execute(&mut tx)
        .await?
        .rows_affected();
        if closed != 1 {
            // Dropping `tx` rolls the new match back.
            return Ok(None);
        }
        tx.commit().await?;
        Ok(Some(match_id))
    }

    /// Inserts a match with its seats inside `tx`. Returns its id.
    pub(super) async fn insert_match(tx: &mut Tx, m: &NewMatch<'_>) -> StoreResult<i64> {
        let t = now();
        let versions = serde_json::to_string(&vec![0_i64; m.users.len()]).expect("numbers");
        let id: i64 = query_scalar(
            "INSERT INTO matches (game, guild_id, channel_id, board_message_id, seed, options, snapshot, lang, seat_versions, created_at, updated_at, web_token)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id",
        )
        .bind(m.game)
        .bind(to_db(m.guild_id))
        .bind(to_db(m.channel_id))
        .bind(m.board_message_id.map(to_db))
        .bind(to_db(m.seed))
        .bind(m.options.to_string())
        .bind(m.snapshot.to_string())
        .bind(lang_code(m.lang))
        .bind(versions)
        .bind(t)
        .bind(t)
        .bind(m.web_token)
        .fetch_one(&mut *tx)
        .await?;
        for (seat, user) in m.users.iter().enumerate() {
            let bot = m.bots.get(seat).copied().flatten().map(Level::as_str);
            query("INSERT INTO match_seats (match_id, seat, user_id, bot) VALUES ($1, $2, $3, $4)")
                .bind(id)
                .bind(seat as i64)
                .bind(to_db(*user))
                .bind(bot)
                .execute(&mut *tx)
                .await?;
        }
        Ok(id)
    }

    /// Creates a match with its seats, in one transaction. Returns its id.
    ///
    /// # Errors
    /// On a database error.
    pub async fn match_create(&self, m: &NewMatch<'_>) -> StoreResult<i64> {
        let mut tx = self.db.begin().await?;
        let id = Self::insert_match(&mut tx, m).await?;
        tx.commit().await?;
        Ok(id)
    }

    /// Records each seat's display name (`names[seat]`; an empty name leaves the seat's as it
    /// is).
    ///
    /// # Errors
    /// On a database error.
    pub async fn match_name_seats(&self, id: i64, names: &[String]) -> StoreResult<()> {
        let mut tx = self.db.begin().await?;
        for (seat, name) in names.iter().enumerate().filter(|(_, n)| !n.is_empty()) {
            query("UPDATE match_seats SET name = $1 WHERE match_id = $2 AND seat = $3")
                .bind(name.as_str())
                .bind(id)
                .bind(seat as i64)
                .execute(&mut tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// A match with its seats, if it exists. An unreadable snapshot comes back as `null`.
    ///
    /// # Errors
    /// On a database error or a corrupt row.
    pub async fn match_load(&self, id: i64) -> StoreResult<Option<StoredMatch>> {
        let Some(row) = query_as::<MatchRow>(
            "SELECT game, guild_id, channel_id, board_message_id, seed, options, snapshot, version,
                    status, result, lang, seat_versions, ended_by, lost_on_time, web_token
             FROM matches WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&self.db)
        .await?
        else {
            return Ok(None);
        };
        let seats: Vec<(i64, bool, Option<String>, Option<String>)> = query_as(
            "SELECT user_id, absent, bot, name FROM match_seats WHERE match_id = $1 ORDER BY seat",
        )
        .bind(id)
        .fetch_all(&self.db)
        .await?;
        let mut users = Vec::with_capacity(seats.len());
        let mut absent = Vec::with_capacity(seats.len());
        let mut bots = Vec::with_capacity(seats.len());
        let mut names = Vec::with_capacity(seats.len());
        for (user, away, bot, name) in seats {
            users.push(user);
            names.push(name.unwrap_or_default());
            absent.push(away);
            bots.push(
                bot.map(|b| b.parse::<Level>())
                    .transpose()
                    .map_err(|e| StoreError::corrupt("match_seats", id, e))?,
            );
        }
        let status = if row.ended_by.is_some() {
            MatchStatus::Ended
        } else {
            row.status
        };
        Ok(Some(StoredMatch {
            id,
            game: row.game,
            guild_id: from_db(row.guild_id),
            channel_id: from_db(row.channel_id),
            board_message_id: row.board_message_id.map(from_db),
            seed: from_db(row.seed),
            options: json("matches", id, &row.options)?,
            // Only a cache of the move log: when it is not even JSON, hand over `null` so the
            // table rebuilds the match from the log instead of failing to load it.
            snapshot: serde_json::from_str(&row.snapshot).unwrap_or(Value::Null),
            version: row.version,
            status,
            result: row.result.map(|r| json("matches", id, &r)).transpose()?,
            users: users.into_iter().map(from_db).collect(),
            bots,
            names,
            lang: lang_of_code(&row.lang),
            // Also only a convenience: unreadable means "every seat from now on".
            seat_versions: row
                .seat_versions
                .and_then(|v| serde_json::from_str(&v).ok()),
            absent,
            ended_by: row.ended_by.map(from_db),
            lost_on_time: row
                .lost_on_time
                .and_then(|s| u8::try_from(s).ok())
                .map(Seat),
            web_token: row.web_token.unwrap_or_default(),
        }))
    }

    /// Ends a playing match by resignation, recording `outcome`. False if it was not playing.
    ///
    /// # Errors
    /// On a database error.
    pub async fn match_resign(
        &self,
        id: i64,
        outcome: &Outcome,
        on_time: Option<Seat>,
    ) -> StoreResult<bool> {
        let mut tx = self.db.begin().await?;
        let updated = query(
            "UPDATE matches SET status = 'resigned', result = $1, lost_on_time = $2,
                    version = version + 1, updated_at = $3
             WHERE id = $4 AND status = 'playing'",
        )
        .bind(serde_json::to_string(outcome).expect("outcomes serialize"))
        .bind(on_time.map(|s| i64::from(s.0)))
        .bind(now())
        .bind(id)
        .execute(&mut tx)
        .await?
        .rows_affected();
        if updated != 1 {
            return Ok(false);
        }
        Self::insert_results(&mut tx, id, outcome).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Ends a match in play without a result (a server manager's decision). False when it
    /// was no longer in play.
    ///
    /// # Errors
    /// On a database error.
    pub async fn match_end(&self, id: i64, by: u64) -> StoreResult<bool> {
        let updated = query(
            "UPDATE matches SET status = 'finished', result = NULL, ended_by = $1,
                    version = version + 1, updated_at = $2
             WHERE id = $3 AND status = 'playing'",
        )
        .bind(to_db(by))
        .bind(now())
        .bind(id)
        .execute(&self.db)
        .await?
        .rows_affected();
        Ok(updated == 1)
    }

    /// Remembers the public board message of a match.
    ///
    /// # Errors
    /// On a database error.
    pub async fn match_set_board(&self, id: i64, message_id: u64) -> StoreResult<()> {
        query("UPDATE matches SET board_message_id = $1 WHERE id = $2")
            .bind(to_db(message_id))
            .bind(id)
            .execute(&self.db)
            .await?;
        Ok(())
    }

    /// The matches in play with a seat the computer plays: a computer player's, or an absent
    /// player's.
    ///
    /// # Errors
    /// On a database error.
    pub async fn matches_with_computer_seats(&self) -> StoreResult<Vec<i64>> {
        query_scalar(&format!(
            "SELECT DISTINCT m.id FROM matches m JOIN match_seats s ON s.match_id = m.id
             WHERE m.status = 'playing' AND (s.bot IS NOT NULL OR s.absent = TRUE) AND {}
             ORDER BY m.id",
            self.shards.condition("m.guild_id")
        ))
        .fetch_all(&self.db)
        .await
    }

    /// Creates a match against the computer for `user`, unless they already play `max` such
    /// matches: `None` then, and nothing written. Counted and written under the member's quota
    /// lock, so that two processes (a member's servers can sit on different shards) cannot
    /// both pass the count.
    ///
    /// # Errors
    /// On a database error.
    pub async fn computer_match_create(
        &self,
        m: &NewMatch<'_>,
        user: u64,
        max: usize,
    ) -> StoreResult<Option<i64>> {
        let mut tx = self.db.begin_locked(Lock::Quota(to_db(user))).await?;
        let open: i64 = query_scalar(
            "SELECT COUNT(*) FROM matches m
             WHERE m.status = 'playing'
               AND EXISTS (SELECT 1 FROM match_seats s WHERE s.match_id = m.id AND s.user_id = $1)
               AND EXISTS (SELECT 1 FROM match_seats s WHERE s.match_id = m.id AND s.bot IS NOT NULL)",
        )
        .bind(to_db(user))
        .fetch_one(&mut tx)
        .await?;
        if usize::try_from(open).unwrap_or(usize::MAX) >= max {
            return Ok(None);
        }
        let id = Self::insert_match(&mut tx, m).await?;
        tx.commit().await?;
        Ok(Some(id))
    }

    /// Ids of the matches still being played.
    ///
    /// # Errors
    /// On a database error.
    pub async fn matches_playing(&self) -> StoreResult<Vec<i64>> {
        query_scalar("SELECT id FROM matches WHERE status = 'playing' ORDER BY id")
            .fetch_all(&self.db)
            .await
    }
}
