//! Lobbies: a host opens a table, members join and leave, the host starts or cancels it.

use serde_json::Value;
use sqlx::Row;

use super::{from_db, now, to_db, Store};

/// Where a lobby stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LobbyStatus {
    Open,
    Started,
    Cancelled,
    Expired,
}

impl LobbyStatus {
    fn parse(s: &str) -> LobbyStatus {
        match s {
            "started" => LobbyStatus::Started,
            "cancelled" => LobbyStatus::Cancelled,
            "expired" => LobbyStatus::Expired,
            _ => LobbyStatus::Open,
        }
    }

    const fn as_str(self) -> &'static str {
        match self {
            LobbyStatus::Open => "open",
            LobbyStatus::Started => "started",
            LobbyStatus::Cancelled => "cancelled",
            LobbyStatus::Expired => "expired",
        }
    }
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
    pub expires_at: i64,
}

impl Lobby {
    /// Whether it can no longer be joined or started because its time ran out.
    #[must_use]
    pub fn expired_at(&self, t: i64) -> bool {
        self.status == LobbyStatus::Expired
            || (self.status == LobbyStatus::Open && t >= self.expires_at)
    }
}

impl Store {
    /// Opens a lobby with `members` already in it (the host first). Returns its id.
    ///
    /// # Errors
    /// On a database error.
    #[allow(clippy::too_many_arguments)]
    pub async fn lobby_create(
        &self,
        game: &str,
        guild_id: u64,
        channel_id: u64,
        members: &[u64],
        options: &Value,
        ttl_secs: i64,
    ) -> anyhow::Result<i64> {
        let t = now();
        let mut tx = self.pool.begin().await?;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO lobbies (game, guild_id, channel_id, host, options, created_at, expires_at)
             VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
        )
        .bind(game)
        .bind(to_db(guild_id))
        .bind(to_db(channel_id))
        .bind(to_db(members[0]))
        .bind(options.to_string())
        .bind(t)
        .bind(t + ttl_secs)
        .fetch_one(&mut *tx)
        .await?;
        for &user in members {
            sqlx::query("INSERT OR IGNORE INTO lobby_members (lobby_id, user_id, joined_at) VALUES (?, ?, ?)")
                .bind(id)
                .bind(to_db(user))
                .bind(t)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(id)
    }

    /// A lobby and its members, if it exists.
    ///
    /// # Errors
    /// On a database error or a corrupt row.
    pub async fn lobby_load(&self, id: i64) -> anyhow::Result<Option<Lobby>> {
        let Some(r) = sqlx::query(
            "SELECT game, guild_id, channel_id, host, options, status, expires_at FROM lobbies WHERE id = ?",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?
        else {
            return Ok(None);
        };
        let members: Vec<i64> = sqlx::query_scalar(
            "SELECT user_id FROM lobby_members WHERE lobby_id = ? ORDER BY joined_at, rowid",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        Ok(Some(Lobby {
            id,
            game: r.get(0),
            guild_id: from_db(r.get(1)),
            channel_id: from_db(r.get(2)),
            host: from_db(r.get(3)),
            options: serde_json::from_str(r.get(4))?,
            status: LobbyStatus::parse(r.get(5)),
            members: members.into_iter().map(from_db).collect(),
            expires_at: r.get(6),
        }))
    }

    /// Adds a member; false if they were in it already.
    ///
    /// # Errors
    /// On a database error.
    pub async fn lobby_join(&self, id: i64, user: u64) -> anyhow::Result<bool> {
        let done = sqlx::query(
            "INSERT OR IGNORE INTO lobby_members (lobby_id, user_id, joined_at) VALUES (?, ?, ?)",
        )
        .bind(id)
        .bind(to_db(user))
        .bind(now())
        .execute(&self.pool)
        .await?
        .rows_affected();
        Ok(done == 1)
    }

    /// Removes a member; false if they were not in it.
    ///
    /// # Errors
    /// On a database error.
    pub async fn lobby_leave(&self, id: i64, user: u64) -> anyhow::Result<bool> {
        let done = sqlx::query("DELETE FROM lobby_members WHERE lobby_id = ? AND user_id = ?")
            .bind(id)
            .bind(to_db(user))
            .execute(&self.pool)
            .await?
            .rows_affected();
        Ok(done == 1)
    }

    /// Moves an open lobby to `status` (with its match once started). False when it was no
    /// longer open.
    ///
    /// # Errors
    /// On a database error.
    pub async fn lobby_close(
        &self,
        id: i64,
        status: LobbyStatus,
        match_id: Option<i64>,
    ) -> anyhow::Result<bool> {
        self.close_if_open(
            "UPDATE lobbies SET status = ?, match_id = ? WHERE id = ? AND status = 'open'",
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

    #[tokio::test]
    async fn members_join_in_order_and_only_the_first_close_counts() {
        let store = Store::memory().await.unwrap();
        let id = store
            .lobby_create("bouillabaisse", 1, 2, &[10], &Value::Null, 3600)
            .await
            .unwrap();
        assert!(store.lobby_join(id, 20).await.unwrap());
        assert!(store.lobby_join(id, 30).await.unwrap());
        assert!(!store.lobby_join(id, 20).await.unwrap(), "no double join");
        assert!(store.lobby_leave(id, 20).await.unwrap());
        assert!(!store.lobby_leave(id, 20).await.unwrap());
        assert!(store.lobby_join(id, 20).await.unwrap());
        let lobby = store.lobby_load(id).await.unwrap().unwrap();
        assert_eq!(lobby.members, [10, 30, 20]);
        assert_eq!((lobby.host, lobby.status), (10, LobbyStatus::Open));
        assert!(!lobby.expired_at(now()) && lobby.expired_at(now() + 3600));
        assert!(store
            .lobby_close(id, LobbyStatus::Started, None)
            .await
            .unwrap());
        assert!(!store
            .lobby_close(id, LobbyStatus::Cancelled, None)
            .await
            .unwrap());
        assert!(store.lobby_load(999).await.unwrap().is_none());
    }
}
