//! Lobbies: a host opens a table, members join and leave, the host starts or cancels it.
//! Every change is one conditional statement (or one transaction), so racing clicks cannot
//! overfill a table, change a started one, or start a match without closing its lobby.

use serde_json::Value;
use sqlx::FromRow;

use crate::engine::ismcts::Level;
use crate::engine::Lang;

use super::challenges::{Quota, QuotaRefusal};
use super::matches::{Invitations, NewMatch};
use super::sql::{query, query_as, query_scalar, Arg, Dialect, Lock};
use super::status::{lang_code, lang_of_code, LobbyStatus};
use super::{from_db, now, to_db, Store, StoreError, StoreResult};

/// What a new lobby is made of.
#[derive(Debug, Clone)]
pub struct NewLobby<'a> {
    pub game: &'a str,
    pub guild_id: u64,
    pub channel_id: u64,
    /// The host first.
    pub members: &'a [u64],
    /// Computer players already seated (a rematch's).
    pub bots: &'a [Level],
    pub options: &'a Value,
    pub lang: Lang,
}

/// A lobby with its members in join order (the host first).
#[derive(Debug, Clone)]
pub struct Lobby {
    pub id: i64,
    pub game: String,
    pub guild_id: u64,
    pub channel_id: u64,
    pub host: u64,
    pub options: Value,
    pub status: LobbyStatus,
    pub members: Vec<u64>,
    /// The computer players the host added, in order: they sit after the members.
    pub bots: Vec<Level>,
    pub expires_at: i64,
    pub match_id: Option<i64>,
    pub lang: Lang,
}

impl Lobby {
    /// Whether it can no longer be joined or started because its time ran out.
    #[must_use]
    pub fn expired_at(&self, t: i64) -> bool {
        self.status == LobbyStatus::Expired
            || (self.status == LobbyStatus::Open && t >= self.expires_at)
    }

    /// Seats taken, by members and computer players.
    #[must_use]
    pub fn seated(&self) -> usize {
        self.members.len() + self.bots.len()
    }
}

#[derive(FromRow)]
struct LobbyRow {
    game: String,
    guild_id: i64,
    channel_id: i64,
    host: i64,
    options: String,
    status: LobbyStatus,
    expires_at: i64,
    match_id: Option<i64>,
    lang: String,
    bots: String,
}

/// The condition every membership change needs: the lobby is open and its time has not run
/// out (`$1` is the lobby, `$2` the time now).
const STILL_OPEN: &str =
    "EXISTS (SELECT 1 FROM lobbies WHERE id = $1 AND status = 'open' AND expires_at > $2)";

/// The seats taken in lobby `$1`: its members and its computer players.
fn seated(dialect: Dialect) -> String {
    format!(
        "((SELECT COUNT(*) FROM lobby_members WHERE lobby_id = $1)
          + (SELECT {} FROM lobbies WHERE id = $1))",
        bots_count(dialect)
    )
}

/// The number of computer players in a lobby's `bots` (a JSON array kept as text, which both
/// databases store alike; each has its own JSON functions).
fn bots_count(dialect: Dialect) -> &'static str {
    match dialect {
        Dialect::Sqlite => "json_array_length(bots)",
        Dialect::Postgres => "jsonb_array_length(bots::jsonb)",
    }
}

/// `bots` with the level `$3` added at the end.
fn bots_pushed(dialect: Dialect) -> &'static str {
    match dialect {
        Dialect::Sqlite => "json_insert(bots, '$[#]', $3)",
        Dialect::Postgres => "(bots::jsonb || to_jsonb($3::text))::text",
    }
}

/// `bots` without its last level.
fn bots_popped(dialect: Dialect) -> &'static str {
    match dialect {
        Dialect::Sqlite => "json_remove(bots, '$[#-1]')",
        Dialect::Postgres => "(bots::jsonb - (-1))::text",
    }
}

fn levels_json(levels: &[Level]) -> String {
    serde_json::to_string(levels).expect("levels serialize")
}

impl Store {
    /// Opens a lobby with `members` already in it, unless the host is over `quota`. Returns
    /// its id.
    ///
    /// # Errors
    /// On a database error.
    pub async fn lobby_create(
        &self,
        l: &NewLobby<'_>,
        ttl_secs: i64,
        quota: Quota,
    ) -> StoreResult<Result<i64, QuotaRefusal>> {
        let t = now();
        let host = to_db(l.members[0]);
        let mut tx = self.db.begin_locked(Lock::Quota(host)).await?;
        let created: Option<i64> = query_scalar(
            "INSERT INTO lobbies (game, guild_id, channel_id, host, options, lang, created_at, expires_at, bots)
             SELECT $1, $2, $3, $4, $5, $6, $7, $8, $11
             WHERE (SELECT COUNT(*) FROM lobbies
                    WHERE host = $4 AND status = 'open' AND expires_at > $7) < $9
               AND NOT EXISTS (SELECT 1 FROM lobbies WHERE host = $4 AND created_at > $7 - $10)
             RETURNING id",
        )
        .bind(l.game)
        .bind(to_db(l.guild_id))
        .bind(to_db(l.channel_id))
        .bind(host)
        .bind(l.options.to_string())
        .bind(lang_code(l.lang))
        .bind(t)
        .bind(t + ttl_secs)
        .bind(quota.max_open)
        .bind(quota.cooldown_secs)
        .bind(levels_json(l.bots))
        .fetch_optional(&mut tx)
        .await?;
        let Some(id) = created else {
            let sql = "SELECT COUNT(*) FILTER (WHERE status = 'open' AND expires_at > $2),
                              MAX(created_at)
                       FROM lobbies WHERE host = $1";
            return Ok(Err(quota.refusal(&mut tx, sql, l.members[0], t).await?));
        };
        for &user in l.members {
            query(
                "INSERT INTO lobby_members (lobby_id, user_id, joined_at) VALUES ($1, $2, $3)
                 ON CONFLICT (lobby_id, user_id) DO NOTHING",
            )
            .bind(id)
            .bind(to_db(user))
            .bind(t)
            .execute(&mut tx)
            .await?;
        }
        tx.commit().await?;
        Ok(Ok(id))
    }

    /// A lobby and its members, if it exists.
    ///
    /// # Errors
    /// On a database error or a corrupt row.
    pub async fn lobby_load(&self, id: i64) -> StoreResult<Option<Lobby>> {
        let Some(r) = query_as::<LobbyRow>(
            "SELECT game, guild_id, channel_id, host, options, status, expires_at, match_id, lang, bots
             FROM lobbies WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&self.db)
        .await?
        else {
            return Ok(None);
        };
        let members: Vec<i64> = query_scalar(
            "SELECT user_id FROM lobby_members WHERE lobby_id = $1 ORDER BY joined_at, rowid",
        )
        .bind(id)
        .fetch_all(&self.db)
        .await?;
        Ok(Some(Lobby {
            options: serde_json::from_str(&r.options)
                .map_err(|e| StoreError::corrupt("lobbies", id, e))?,
            id,
            game: r.game,
            guild_id: from_db(r.guild_id),
            channel_id: from_db(r.channel_id),
            host: from_db(r.host),
            status: r.status,
            members: members.into_iter().map(from_db).collect(),
            bots: serde_json::from_str(&r.bots)
                .map_err(|e| StoreError::corrupt("lobbies", id, e))?,
            expires_at: r.expires_at,
            match_id: r.match_id,
            lang: lang_of_code(&r.lang),
        }))
    }

    /// Adds a member to an open lobby that has fewer than `max` seats taken. False when the
    /// lobby is closed, full, or the user is in it already.
    ///
    /// # Errors
    /// On a database error.
    pub async fn lobby_join(&self, id: i64, user: u64, max: usize) -> StoreResult<bool> {
        let sql = |d| {
            format!(
                "INSERT INTO lobby_members (lobby_id, user_id, joined_at)
                 SELECT $1, $3, $2
                 WHERE {STILL_OPEN} AND {} < $4
                 ON CONFLICT (lobby_id, user_id) DO NOTHING",
                seated(d)
            )
        };
        self.lobby_change(id, sql, [to_db(user).into(), (max as i64).into()])
            .await
    }

    /// Removes a member (never the host) from an open lobby. False when the lobby is closed
    /// or the user was not in it.
    ///
    /// # Errors
    /// On a database error.
    pub async fn lobby_leave(&self, id: i64, user: u64) -> StoreResult<bool> {
        let sql = |_| {
            format!(
                "DELETE FROM lobby_members
                 WHERE lobby_id = $1 AND user_id = $3 AND {STILL_OPEN}
                   AND $3 <> (SELECT host FROM lobbies WHERE id = $1)"
            )
        };
        self.lobby_change(id, sql, [to_db(user).into()]).await
    }

    /// Seats a computer player of `level` at an open lobby that has fewer than `max` seats
    /// taken. False when the lobby is closed or full.
    ///
    /// # Errors
    /// On a database error.
    pub async fn lobby_add_bot(&self, id: i64, level: Level, max: usize) -> StoreResult<bool> {
        let sql = |d| {
            format!(
                "UPDATE lobbies SET bots = {}
                 WHERE id = $1 AND {STILL_OPEN} AND {} < $4",
                bots_pushed(d),
                seated(d)
            )
        };
        let args = [level.as_str().into(), (max as i64).into()];
        self.lobby_change(id, sql, args).await
    }

    /// Removes the computer player seated last from an open lobby. False when the lobby is
    /// closed or has none.
    ///
    /// # Errors
    /// On a database error.
    pub async fn lobby_remove_bot(&self, id: i64) -> StoreResult<bool> {
        let sql = |d| {
            format!(
                "UPDATE lobbies SET bots = {}
                 WHERE id = $1 AND {STILL_OPEN} AND {} > 0",
                bots_popped(d),
                bots_count(d)
            )
        };
        self.lobby_change(id, sql, []).await
    }

    /// Runs one change of an open lobby under the lobby's lock: `sql`, written for the
    /// database's dialect, reads the lobby as `$1`, now as `$2` and `args` from `$3`. True when
    /// it changed a row.
    async fn lobby_change<const N: usize>(
        &self,
        id: i64,
        sql: impl FnOnce(Dialect) -> String,
        args: [Arg<'static>; N],
    ) -> StoreResult<bool> {
        let mut tx = self.db.begin_locked(Lock::Lobby(id)).await?;
        let sql = sql(tx.dialect());
        let mut change = query(&sql).bind(id).bind(now());
        for arg in args {
            change = change.bind(arg);
        }
        let done = change.execute(&mut tx).await?.rows_affected();
        tx.commit().await?;
        Ok(done == 1)
    }

    /// Moves an open lobby to `status` (cancelled, expired). False when it was no longer open.
    ///
    /// # Errors
    /// On a database error.
    pub async fn lobby_close(&self, id: i64, status: LobbyStatus) -> StoreResult<bool> {
        self.invitation_close(Invitations::Lobbies, id, status.into())
            .await
    }

    /// Starts an open, unexpired lobby whose members and computer players are still exactly
    /// those of `new` (the members' seats first): closes it and creates its match in one
    /// transaction. `None` when it was closed or its seats changed meanwhile (nothing written).
    ///
    /// # Errors
    /// On a database error.
    pub async fn lobby_start(&self, id: i64, new: &NewMatch<'_>) -> StoreResult<Option<i64>> {
        // Its seats must not change between the read and the start.
        let mut tx = self.db.begin_locked(Lock::Lobby(id)).await?;
        let members: Vec<i64> = query_scalar(
            "SELECT user_id FROM lobby_members WHERE lobby_id = $1 ORDER BY joined_at, rowid",
        )
        .bind(id)
        .fetch_all(&mut tx)
        .await?;
        let bots: String = query_scalar("SELECT bots FROM lobbies WHERE id = $1")
            .bind(id)
            .fetch_one(&mut tx)
            .await?;
        let bots: Vec<Level> =
            serde_json::from_str(&bots).map_err(|e| StoreError::corrupt("lobbies", id, e))?;
        let seated: Vec<(u64, Option<Level>)> = members
            .iter()
            .map(|&u| (from_db(u), None))
            .chain(bots.iter().map(|&b| (0, Some(b))))
            .collect();
        let asked = new
            .users
            .iter()
            .enumerate()
            .map(|(i, &u)| (u, new.bots.get(i).copied().flatten()));
        if !seated.iter().copied().eq(asked) {
            return Ok(None);
        }
        Self::start_invited_match(tx, Invitations::Lobbies, id, new).await
    }
}

#[cfg(test)]
mod tests;
