//! Matches, their seats and the move log.

use serde_json::Value;
use sqlx::Row;

use crate::engine::{Outcome, Seat};

use super::{from_db, now, to_db, Store};

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
    pub snapshot: Value,
    pub version: i64,
    pub status: String,
    pub result: Option<Outcome>,
    pub users: Vec<u64>,
}

/// One row of the move log.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredMove {
    pub idx: i64,
    pub seat: Seat,
    pub notation: String,
    pub events: Value,
}

fn json(text: &str) -> anyhow::Result<Value> {
    Ok(serde_json::from_str(text)?)
}

impl Store {
    /// Creates a match with its seats, in one transaction. Returns its id.
    ///
    /// # Errors
    /// On a database error.
    pub async fn match_create(&self, m: &NewMatch<'_>) -> anyhow::Result<i64> {
        let mut tx = self.pool.begin().await?;
        let t = now();
        let id: i64 = sqlx::query(
            "INSERT INTO matches (game, guild_id, channel_id, seed, options, snapshot, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        )
        .bind(m.game)
        .bind(to_db(m.guild_id))
        .bind(to_db(m.channel_id))
        .bind(to_db(m.seed))
        .bind(m.options.to_string())
        .bind(m.snapshot.to_string())
        .bind(t)
        .bind(t)
        .fetch_one(&mut *tx)
        .await?
        .get(0);
        for (seat, user) in m.users.iter().enumerate() {
            sqlx::query("INSERT INTO match_seats (match_id, seat, user_id) VALUES (?, ?, ?)")
                .bind(id)
                .bind(seat as i64)
                .bind(to_db(*user))
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(id)
    }

    /// A match with its seats, if it exists. An unreadable snapshot comes back as `null`.
    ///
    /// # Errors
    /// On a database error or a corrupt row.
    pub async fn match_load(&self, id: i64) -> anyhow::Result<Option<StoredMatch>> {
        let Some(row) = sqlx::query(
            "SELECT game, guild_id, channel_id, board_message_id, seed, options, snapshot, version, status, result
             FROM matches WHERE id = ?",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?
        else {
            return Ok(None);
        };
        let users: Vec<i64> =
            sqlx::query_scalar("SELECT user_id FROM match_seats WHERE match_id = ? ORDER BY seat")
                .bind(id)
                .fetch_all(&self.pool)
                .await?;
        let result: Option<String> = row.get(9);
        Ok(Some(StoredMatch {
            id,
            game: row.get(0),
            guild_id: from_db(row.get(1)),
            channel_id: from_db(row.get(2)),
            board_message_id: row.get::<Option<i64>, _>(3).map(from_db),
            seed: from_db(row.get(4)),
            options: json(row.get(5))?,
            // Only a cache of the move log: when it is not even JSON, hand over `null` so the
            // table rebuilds the match from the log instead of failing to load it.
            snapshot: json(row.get(6)).unwrap_or(Value::Null),
            version: row.get(7),
            status: row.get(8),
            result: result.map(|r| serde_json::from_str(&r)).transpose()?,
            users: users.into_iter().map(from_db).collect(),
        }))
    }

    /// Appends a move and updates the snapshot, only if the stored version is `version`; on the
    /// last move also records the result. One transaction: a move is durable or absent.
    /// Returns false when the version had moved on (nothing written).
    ///
    /// # Errors
    /// On a database error.
    pub async fn match_append_move(
        &self,
        id: i64,
        version: i64,
        mv: &StoredMove,
        snapshot: &Value,
        finished: Option<&Outcome>,
    ) -> anyhow::Result<bool> {
        let mut tx = self.pool.begin().await?;
        let t = now();
        let status = if finished.is_some() {
            "finished"
        } else {
            "playing"
        };
        let updated = sqlx::query(
            "UPDATE matches SET snapshot = ?, version = version + 1, status = ?, result = ?, updated_at = ?
             WHERE id = ? AND version = ? AND status = 'playing'",
        )
        .bind(snapshot.to_string())
        .bind(status)
        .bind(finished.map(|o| serde_json::to_string(o).expect("outcomes serialize")))
        .bind(t)
        .bind(id)
        .bind(version)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if updated != 1 {
            return Ok(false);
        }
        sqlx::query(
            "INSERT INTO moves (match_id, idx, seat, notation, events, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .bind(id)
        .bind(version)
        .bind(i64::from(mv.seat.0))
        .bind(&mv.notation)
        .bind(mv.events.to_string())
        .bind(t)
        .execute(&mut *tx)
        .await?;
        if let Some(outcome) = finished {
            Self::insert_results(&mut tx, id, outcome).await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// Ends a playing match by resignation, recording `outcome`. False if it was not playing.
    ///
    /// # Errors
    /// On a database error.
    pub async fn match_resign(&self, id: i64, outcome: &Outcome) -> anyhow::Result<bool> {
        let mut tx = self.pool.begin().await?;
        let updated = sqlx::query(
            "UPDATE matches SET status = 'resigned', result = ?, version = version + 1, updated_at = ?
             WHERE id = ? AND status = 'playing'",
        )
        .bind(serde_json::to_string(outcome)?)
        .bind(now())
        .bind(id)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if updated != 1 {
            return Ok(false);
        }
        Self::insert_results(&mut tx, id, outcome).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Remembers the public board message of a match.
    ///
    /// # Errors
    /// On a database error.
    pub async fn match_set_board(&self, id: i64, message_id: u64) -> anyhow::Result<()> {
        sqlx::query("UPDATE matches SET board_message_id = ? WHERE id = ?")
            .bind(to_db(message_id))
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The last `n` moves of a match, oldest first.
    ///
    /// # Errors
    /// On a database error or a corrupt row.
    pub async fn match_recent_moves(&self, id: i64, n: i64) -> anyhow::Result<Vec<StoredMove>> {
        let rows = sqlx::query(
            "SELECT idx, seat, notation, events FROM moves WHERE match_id = ? ORDER BY idx DESC LIMIT ?",
        )
        .bind(id)
        .bind(n)
        .fetch_all(&self.pool)
        .await?;
        let mut moves = rows
            .iter()
            .map(|r| {
                Ok(StoredMove {
                    idx: r.get(0),
                    seat: Seat(r.get::<i64, _>(1) as u8),
                    notation: r.get(2),
                    events: json(r.get(3))?,
                })
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        moves.reverse();
        Ok(moves)
    }

    /// Every move of a match in order (to rebuild it from its seed).
    ///
    /// # Errors
    /// On a database error or a corrupt row.
    pub async fn match_moves(&self, id: i64) -> anyhow::Result<Vec<StoredMove>> {
        self.match_recent_moves(id, i64::MAX).await
    }

    /// Ids of the matches still being played.
    ///
    /// # Errors
    /// On a database error.
    pub async fn matches_playing(&self) -> anyhow::Result<Vec<i64>> {
        Ok(
            sqlx::query_scalar("SELECT id FROM matches WHERE status = 'playing' ORDER BY id")
                .fetch_all(&self.pool)
                .await?,
        )
    }
}
