//! The move log: the batched statements that commit moves (with their matches' snapshots and
//! clocks), and reading the log back.

use serde_json::Value;
use sqlx::FromRow;

use crate::engine::{Outcome, Seat};

use super::sql::{query, query_as, query_scalar, Query, Tx};
use super::status::MatchStatus;
use super::{json, now, ClockChange, ClockSync, CommitTimes, Store, StoreError, StoreResult};

/// One row of the move log.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredMove {
    pub idx: i64,
    pub seat: Seat,
    pub notation: String,
    pub events: Value,
}

/// What a committed move changes besides the log row. Owned: it waits in the commit queue.
#[derive(Debug, Clone)]
pub struct MoveWrite {
    pub mv: StoredMove,
    /// The game's state after the move, serialized.
    pub snapshot: String,
    pub seat_versions: Vec<i64>,
    /// The result, when this move ends the match.
    pub finished: Option<Outcome>,
    /// The turn clocks after the move (cleared when it finishes the match), in its transaction.
    pub clocks: ClockSync,
    /// A seat on automatic play whose player made this move: theirs again.
    pub back: Option<Seat>,
}

/// The text of the update that moves matches on by one move each, `count` of them.
pub(super) fn moves_update_sql(count: usize) -> String {
    // `updated_at` is `$1`; each move's row follows.
    let rows = super::numbered_rows(count, 6, 2);
    format!(
        "UPDATE matches SET snapshot = w.column3, version = version + 1, status = w.column4,
                result = w.column5, seat_versions = w.column6, updated_at = $1
         FROM (VALUES {rows}) AS w
         WHERE matches.id = w.column1 AND matches.version = w.column2
           AND matches.status = 'playing'
         RETURNING matches.id"
    )
}

/// The update of `moves`' matches (each only at the version its move was computed from),
/// returning the ids it updated.
pub(super) fn moves_update<'q>(
    sql: &'q str,
    moves: &[(i64, i64, &'q MoveWrite)],
    t: i64,
) -> Query<'q, (i64,), i64> {
    let mut update = query_scalar::<i64>(sql)
        .persistent(super::kept_prepared(moves.len()))
        .bind(t);
    for (id, version, w) in moves {
        let status = if w.finished.is_some() {
            MatchStatus::Finished
        } else {
            MatchStatus::Playing
        };
        update = update
            .bind(*id)
            .bind(*version)
            .bind(&w.snapshot)
            .bind(status)
            .bind(
                w.finished
                    .as_ref()
                    .map(|o| serde_json::to_string(o).expect("outcomes serialize")),
            )
            .bind(serde_json::to_string(&w.seat_versions).expect("numbers"));
    }
    update
}

/// The moves whose match the update moved on.
pub(super) fn moves_written<'a, 'm>(
    moves: &'a [(i64, i64, &'m MoveWrite)],
    updated: &[i64],
) -> Vec<&'a (i64, i64, &'m MoveWrite)> {
    moves
        .iter()
        .filter(|(id, ..)| updated.contains(id))
        .collect()
}

/// The text of the insertion of `count` moves into the log.
pub(super) fn moves_insert_sql(count: usize) -> String {
    let rows = super::numbered_rows(count, 6, 1);
    format!("INSERT INTO moves (match_id, idx, seat, notation, events, created_at) VALUES {rows}")
}

/// The insertion of the `written` moves into the log.
pub(super) fn moves_insert<'q>(
    sql: &'q str,
    written: &[&(i64, i64, &'q MoveWrite)],
    t: i64,
) -> Query<'q, (), ()> {
    let mut insert = query(sql).persistent(super::kept_prepared(written.len()));
    for (id, version, w) in written {
        insert = insert
            .bind(*id)
            .bind(*version)
            .bind(i64::from(w.mv.seat.0))
            .bind(&w.mv.notation)
            .bind(w.mv.events.to_string())
            .bind(t);
    }
    insert
}

/// The statement giving a seat on automatic play back to its player.
pub(super) fn seat_back(id: i64, seat: Seat) -> Query<'static, (), ()> {
    query("UPDATE match_seats SET absent = FALSE WHERE match_id = $1 AND seat = $2")
        .bind(id)
        .bind(i64::from(seat.0))
}

/// The clocks to sync of the `written` moves whose match goes on.
pub(super) fn moves_clocks<'m>(written: &[&(i64, i64, &'m MoveWrite)]) -> Vec<&'m ClockSync> {
    written
        .iter()
        .filter(|(.., w)| w.finished.is_none())
        .map(|(.., w)| &w.clocks)
        .collect()
}

/// The write of move `version` by seat `version % seats` of a match with `seats`, with the
/// clocks of the seats `owing` after it and those `standing` before it (since 0).
#[cfg(test)]
pub(super) fn test_write(
    id: i64,
    version: i64,
    seats: usize,
    (owing, standing): (Vec<Seat>, Vec<Seat>),
    back: Option<Seat>,
) -> MoveWrite {
    let seat = Seat((version % seats as i64) as u8);
    MoveWrite {
        mv: StoredMove {
            idx: version,
            seat,
            notation: format!("m{version}"),
            events: serde_json::json!([version]),
        },
        snapshot: serde_json::json!({ "after": version + 1 }).to_string(),
        seat_versions: vec![version + 1; seats],
        finished: None,
        clocks: ClockSync {
            match_id: id,
            owing,
            restart: Some(seat),
            absent: vec![false; seats],
            standing: standing.into_iter().map(|s| (s, 0)).collect(),
            settings: super::GuildSettings::default(),
        },
        back,
    }
}

#[derive(FromRow)]
struct MoveRow {
    idx: i64,
    seat: i64,
    notation: String,
    events: String,
}

impl Store {
    /// Appends a move and updates the snapshot, only if the stored version is `version`; on the
    /// last move also records the result. The turn clocks follow in the same transaction: a
    /// move is durable with its clocks, or absent. Returns, once committed, `None` when the
    /// version had moved on (nothing written), else what changed in the clocks. Moves of
    /// other matches may share the commit.
    ///
    /// # Errors
    /// On a database error.
    pub async fn match_append_move(
        &self,
        id: i64,
        version: i64,
        w: MoveWrite,
    ) -> StoreResult<(Option<ClockChange>, CommitTimes)> {
        self.commits.commit(id, version, w).await
    }

    /// Writes moves of distinct matches (each as [`Store::match_append_move`] describes) in one
    /// transaction, with one statement per kind of row for all of them: every statement is a
    /// round trip to the database's thread. Per move, in order: `None` when its match's version
    /// had moved on (nothing of it written), else what changed in its clocks.
    pub(super) async fn write_moves(
        tx: &mut Tx,
        moves: &[(i64, i64, &MoveWrite)],
    ) -> StoreResult<Vec<Option<ClockChange>>> {
        let t = now();
        let sql = moves_update_sql(moves.len());
        let updated: Vec<i64> = moves_update(&sql, moves, t).fetch_all(&mut *tx).await?;
        let written = moves_written(moves, &updated);
        if written.is_empty() {
            return Ok(vec![None; moves.len()]);
        }
        let sql = moves_insert_sql(written.len());
        moves_insert(&sql, &written, t).execute(&mut *tx).await?;
        let mut changes = std::collections::HashMap::new();
        for (id, _, w) in &written {
            if let Some(seat) = w.back {
                seat_back(*id, seat).execute(&mut *tx).await?;
            }
            if let Some(outcome) = &w.finished {
                Self::insert_results(tx, *id, outcome).await?;
                let removed = Self::clocks_clear_in(tx, *id).await?;
                changes.insert(
                    *id,
                    ClockChange {
                        removed,
                        current: Vec::new(),
                    },
                );
            }
        }
        let syncs = moves_clocks(&written);
        for (sync, change) in syncs
            .iter()
            .zip(Self::clocks_sync_all_in(tx, &syncs).await?)
        {
            changes.insert(sync.match_id, change);
        }
        Ok(moves.iter().map(|(id, ..)| changes.remove(id)).collect())
    }

    /// The last `n` moves of a match that showed something (events), oldest first.
    ///
    /// # Errors
    /// On a database error or a corrupt row.
    pub async fn match_recent_moves(&self, id: i64, n: i64) -> StoreResult<Vec<StoredMove>> {
        self.moves_where(id, n, true).await
    }

    /// The last `n` moves of a match, oldest first; `shown`: only those with events.
    async fn moves_where(&self, id: i64, n: i64, shown: bool) -> StoreResult<Vec<StoredMove>> {
        let rows = query_as::<MoveRow>(
            "SELECT idx, seat, notation, events FROM moves
             WHERE match_id = $1 AND (NOT $2 OR events <> '[]') ORDER BY idx DESC LIMIT $3",
        )
        .bind(id)
        .bind(shown)
        .bind(n)
        .fetch_all(&self.db)
        .await?;
        let mut moves = rows
            .into_iter()
            .map(|r| {
                let seat = u8::try_from(r.seat)
                    .map_err(|_| StoreError::corrupt("moves", id, format!("seat {}", r.seat)))?;
                Ok(StoredMove {
                    idx: r.idx,
                    seat: Seat(seat),
                    events: json("moves", id, &r.events)?,
                    notation: r.notation,
                })
            })
            .collect::<StoreResult<Vec<_>>>()?;
        moves.reverse();
        Ok(moves)
    }

    /// The public events of a match's moves from the one numbered `from` (from 0) on, in order:
    /// what a move showed, never its notation (a secret pick's is its secret).
    ///
    /// # Errors
    /// On a database error or a corrupt row.
    pub async fn match_events_from(&self, id: i64, from: i64) -> StoreResult<Vec<Value>> {
        let rows: Vec<String> =
            query_scalar("SELECT events FROM moves WHERE match_id = $1 AND idx >= $2 ORDER BY idx")
                .bind(id)
                .bind(from)
                .fetch_all(&self.db)
                .await?;
        rows.iter().map(|e| json("moves", id, e)).collect()
    }

    /// Every move of a match in order (to rebuild it from its seed).
    ///
    /// # Errors
    /// On a database error or a corrupt row.
    pub async fn match_moves(&self, id: i64) -> StoreResult<Vec<StoredMove>> {
        // Every one: a move that showed nothing (a secret pick) still changed the state.
        self.moves_where(id, i64::MAX, false).await
    }
}
