//! Turn clocks: the seats that owe a decision (since when, their reminder, their deadline), and
//! the seats on automatic play. Deadlines live here, not in timers, so that they survive a
//! restart.

use sqlx::FromRow;

use crate::engine::Seat;

use super::settings::GuildSettings;
use super::sql::{query, query_as, query_scalar, Query, Tx};
use super::{now, to_db, Store, StoreError, StoreResult};

/// A seat owing a decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, FromRow)]
pub struct SeatClock {
    pub match_id: i64,
    pub seat: i64,
    pub since: i64,
    pub remind_at: Option<i64>,
    pub reminder_message_id: Option<i64>,
    pub deadline: Option<i64>,
    pub claim_message_id: Option<i64>,
}

impl SeatClock {
    /// A row of [`CLOCK_COLUMNS`], as the moves' own connection reads it.
    pub(super) fn read_on(row: &rusqlite::Row<'_>) -> rusqlite::Result<SeatClock> {
        Ok(SeatClock {
            match_id: row.get("match_id")?,
            seat: row.get("seat")?,
            since: row.get("since")?,
            remind_at: row.get("remind_at")?,
            reminder_message_id: row.get("reminder_message_id")?,
            deadline: row.get("deadline")?,
            claim_message_id: row.get("claim_message_id")?,
        })
    }

    /// The seat, as the engine numbers it.
    #[must_use]
    pub fn seat(&self) -> Seat {
        Seat(u8::try_from(self.seat).unwrap_or(u8::MAX))
    }

    /// The bot's messages about this turn (the reminder, the claim offer), to delete once the
    /// seat acts.
    #[must_use]
    pub fn messages(&self) -> Vec<u64> {
        [self.reminder_message_id, self.claim_message_id]
            .into_iter()
            .flatten()
            .map(super::from_db)
            .collect()
    }
}

/// How the seats of one match owe decisions after a change.
#[derive(Debug, Clone)]
pub struct ClockSync {
    pub match_id: i64,
    /// Seats that owe a decision now.
    pub owing: Vec<Seat>,
    /// A seat whose turn starts again even if it still owes (it just acted).
    pub restart: Option<Seat>,
    /// Per seat, whether it is on automatic play (its deadline is now).
    pub absent: Vec<bool>,
    /// The clocks standing before, as (seat, since): the match's lock keeps them known, so
    /// that a move costs no read of them.
    pub standing: Vec<(Seat, i64)>,
    /// The server's settings, timing the turns that start.
    pub settings: GuildSettings,
}

/// A seat the match waits for, and the Unix time since when.
pub type Waiting = (Seat, i64);

/// What a clock sync did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ClockChange {
    /// Clocks of turns that ended: their messages are obsolete.
    pub removed: Vec<SeatClock>,
    /// The clocks standing now, as (seat, since), by seat.
    pub current: Vec<(Seat, i64)>,
}

const CLOCK_COLUMNS: &str =
    "match_id, seat, since, remind_at, reminder_message_id, deadline, claim_message_id";

/// What syncing the clocks of several matches writes: the clocks that end (one deletion for
/// all) and those that start (one insertion), worked out before either connection runs them.
pub(super) struct ClockPlan<'s> {
    syncs: &'s [&'s ClockSync],
    /// When the turns that start began: now.
    t: i64,
    /// (match, seat) of the clocks that end.
    ending: Vec<(i64, Seat)>,
    /// (match, seat, remind_at, deadline) of the turns that start.
    starting: Vec<(i64, Seat, Option<i64>, Option<i64>)>,
    /// Per sync, the clocks standing after it, as (seat, since).
    currents: Vec<Vec<Waiting>>,
}

impl<'s> ClockPlan<'s> {
    pub(super) fn new(syncs: &'s [&'s ClockSync]) -> ClockPlan<'s> {
        let t = now();
        let mut ending: Vec<(i64, Seat)> = Vec::new();
        let mut starting = Vec::new();
        let mut currents: Vec<Vec<Waiting>> = Vec::with_capacity(syncs.len());
        for sync in syncs {
            let ends = |seat: Seat| !sync.owing.contains(&seat) || sync.restart == Some(seat);
            let (end, mut current): (Vec<Waiting>, Vec<Waiting>) =
                sync.standing.iter().partition(|(seat, _)| ends(*seat));
            ending.extend(end.iter().map(|(seat, _)| (sync.match_id, *seat)));
            for &seat in &sync.owing {
                if current.iter().any(|(c, _)| *c == seat) {
                    continue;
                }
                let absent = sync.absent.get(seat.index()).copied().unwrap_or(false);
                let (remind_at, deadline) = if absent {
                    (None, Some(t))
                } else {
                    (
                        sync.settings.reminder_secs.map(|r| t + r),
                        sync.settings.turn_limit_secs.map(|l| t + l),
                    )
                };
                starting.push((sync.match_id, seat, remind_at, deadline));
                current.push((seat, t));
            }
            current.sort_by_key(|(seat, _)| *seat);
            currents.push(current);
        }
        ClockPlan {
            syncs,
            t,
            ending,
            starting,
            currents,
        }
    }

    /// The deletion's text, when a clock ends.
    pub(super) fn deletion_sql(&self) -> Option<String> {
        (!self.ending.is_empty()).then(|| {
            let pairs = super::numbered_rows(self.ending.len(), 2, 1);
            format!(
                "DELETE FROM seat_clocks WHERE (match_id, seat) IN (VALUES {pairs})
                 RETURNING {CLOCK_COLUMNS}"
            )
        })
    }

    /// The deletion of the clocks that end, returning them.
    pub(super) fn deletion<'q>(&self, sql: &'q str) -> Query<'q, SeatClock, SeatClock> {
        let mut query =
            query_as::<SeatClock>(sql).persistent(super::kept_prepared(self.ending.len()));
        for (id, seat) in &self.ending {
            query = query.bind(*id).bind(i64::from(seat.0));
        }
        query
    }

    /// The insertion's text, when a turn starts.
    pub(super) fn insertion_sql(&self) -> Option<String> {
        (!self.starting.is_empty()).then(|| {
            let rows = super::numbered_rows(self.starting.len(), 5, 1);
            // A clock the caller did not know of gives way to the new turn's, messages and all.
            format!(
                "INSERT INTO seat_clocks (match_id, seat, since, remind_at, deadline) VALUES {rows}
                 ON CONFLICT (match_id, seat) DO UPDATE SET
                     since = excluded.since, remind_at = excluded.remind_at,
                     deadline = excluded.deadline, reminder_message_id = NULL,
                     claim_message_id = NULL"
            )
        })
    }

    /// The insertion of the clocks of the turns that start.
    pub(super) fn insertion<'q>(&self, sql: &'q str) -> Query<'q, (), ()> {
        let mut query = query(sql).persistent(super::kept_prepared(self.starting.len()));
        for (id, seat, remind_at, deadline) in &self.starting {
            query = query
                .bind(*id)
                .bind(i64::from(seat.0))
                .bind(self.t)
                .bind(*remind_at)
                .bind(*deadline);
        }
        query
    }

    /// Per sync, what changed, given the clocks the deletion `removed`.
    pub(super) fn changes(self, removed: &[SeatClock]) -> Vec<ClockChange> {
        self.syncs
            .iter()
            .zip(self.currents)
            .map(|(sync, current)| ClockChange {
                removed: removed
                    .iter()
                    .filter(|c| c.match_id == sync.match_id)
                    .copied()
                    .collect(),
                current,
            })
            .collect()
    }
}

impl Store {
    /// The condition that a seat clock's match is in one of this process's guilds.
    fn owned_clocks(&self) -> String {
        if self.shards.all() {
            "TRUE".to_owned()
        } else {
            // Correlated, so that each clock looks up its one match by key instead of the
            // whole table of matches, finished ones included, being read on every wake.
            format!(
                "EXISTS (SELECT 1 FROM matches m WHERE m.id = seat_clocks.match_id AND {})",
                self.shards.condition("m.guild_id")
            )
        }
    }

    /// The clocks of a match's seats that owe a decision.
    ///
    /// # Errors
    /// On a database error.
    pub async fn clocks(&self, match_id: i64) -> StoreResult<Vec<SeatClock>> {
        query_as::<SeatClock>(&format!(
            "SELECT {CLOCK_COLUMNS} FROM seat_clocks WHERE match_id = $1 ORDER BY seat"
        ))
        .bind(match_id)
        .fetch_all(&self.db)
        .await
    }

    /// Brings a match's clocks in line with who owes a decision now: a seat that no longer
    /// owes (or starts again) loses its clock, a seat that starts owing gets one from now, timed
    /// by its server's settings. Returns the clocks removed (their messages are to be deleted)
    /// and those standing.
    ///
    /// # Errors
    /// On a database error.
    pub async fn clocks_sync(&self, sync: &ClockSync) -> StoreResult<ClockChange> {
        let mut tx = self.db.begin().await?;
        let change = Self::clocks_sync_in(&mut tx, sync).await?;
        tx.commit().await?;
        Ok(change)
    }

    /// [`Store::clocks_sync`] inside a transaction (a move's).
    pub(super) async fn clocks_sync_in(tx: &mut Tx, sync: &ClockSync) -> StoreResult<ClockChange> {
        let mut changes = Self::clocks_sync_all_in(tx, &[sync]).await?;
        Ok(changes.pop().unwrap_or_default())
    }

    /// [`Store::clocks_sync`] for several matches in one transaction (moves sharing a commit):
    /// one deletion (which returns the clocks it removes) and one insertion for all of them,
    /// since every statement is a round trip to the database's thread. One change per sync.
    pub(super) async fn clocks_sync_all_in(
        tx: &mut Tx,
        syncs: &[&ClockSync],
    ) -> StoreResult<Vec<ClockChange>> {
        let plan = ClockPlan::new(syncs);
        let mut removed: Vec<SeatClock> = Vec::new();
        if let Some(sql) = plan.deletion_sql() {
            removed = plan.deletion(&sql).fetch_all(&mut *tx).await?;
            Self::obsolete_in(tx, &removed).await?;
        }
        if let Some(sql) = plan.insertion_sql() {
            plan.insertion(&sql).execute(&mut *tx).await?;
        }
        Ok(plan.changes(&removed))
    }

    /// Matches in play that wait for nobody: started before turn clocks existed, or whose
    /// clocks could not be written.
    ///
    /// # Errors
    /// On a database error.
    pub async fn matches_without_clocks(&self) -> StoreResult<Vec<i64>> {
        query_scalar(&format!(
            "SELECT id FROM matches WHERE status = 'playing' AND ended_by IS NULL
                 AND id NOT IN (SELECT match_id FROM seat_clocks) AND {} ORDER BY id",
            self.shards.condition("guild_id")
        ))
        .fetch_all(&self.db)
        .await
    }

    /// The earliest time anything is due: a reminder, a deadline, an invitation to close.
    ///
    /// # Errors
    /// On a database error.
    pub async fn next_due(&self) -> StoreResult<Option<i64>> {
        let owned = self.shards.condition("guild_id");
        let clocks = self.owned_clocks();
        query_scalar(&format!(
            "SELECT MIN(t) FROM (
                 SELECT MIN(remind_at) AS t FROM seat_clocks WHERE {clocks}
                 UNION ALL SELECT MIN(deadline) FROM seat_clocks WHERE {clocks}
                 UNION ALL SELECT MIN(expires_at) FROM challenges
                           WHERE status = 'open' AND message_id IS NOT NULL AND {owned}
                 UNION ALL SELECT MIN(expires_at) FROM lobbies
                           WHERE status = 'open' AND message_id IS NOT NULL AND {owned}
                 UNION ALL SELECT MIN(closes_at) FROM tournaments WHERE status = 'signup' AND {owned}
                 UNION ALL SELECT MIN(round_deadline) FROM tournaments
                           WHERE status = 'running' AND {owned}) AS due",
        ))
        .fetch_one(&self.db)
        .await
    }

    /// Clocks whose reminder is due at `t`.
    ///
    /// # Errors
    /// On a database error.
    pub async fn reminders_due(&self, t: i64) -> StoreResult<Vec<SeatClock>> {
        self.clocks_due("remind_at", t).await
    }

    /// Clocks whose deadline has passed at `t`.
    ///
    /// # Errors
    /// On a database error.
    pub async fn deadlines_due(&self, t: i64) -> StoreResult<Vec<SeatClock>> {
        self.clocks_due("deadline", t).await
    }

    /// Clocks whose time `column` (`remind_at` or `deadline`) has come at `t`, earliest first.
    async fn clocks_due(&self, column: &'static str, t: i64) -> StoreResult<Vec<SeatClock>> {
        query_as::<SeatClock>(&format!(
            "SELECT {CLOCK_COLUMNS} FROM seat_clocks WHERE {column} <= $1 AND {}
             ORDER BY {column}",
            self.owned_clocks()
        ))
        .bind(t)
        .fetch_all(&self.db)
        .await
    }

    /// Records the reminder sent for the turn that started at `since`. False when that turn is
    /// over (the seat acted meanwhile): the reminder is then to be deleted.
    ///
    /// # Errors
    /// On a database error.
    pub async fn clock_reminded(
        &self,
        match_id: i64,
        seat: Seat,
        since: i64,
        message_id: Option<u64>,
    ) -> StoreResult<bool> {
        let n = query(
            "UPDATE seat_clocks SET remind_at = NULL, reminder_message_id = $1
             WHERE match_id = $2 AND seat = $3 AND since = $4 AND remind_at IS NOT NULL",
        )
        .bind(message_id.map(to_db))
        .bind(match_id)
        .bind(i64::from(seat.0))
        .bind(since)
        .execute(&self.db)
        .await?
        .rows_affected();
        Ok(n == 1)
    }

    /// Sets a clock's deadline (`None`: passed and acted on) and its claim message, for the
    /// turn that started at `since`. False when that turn is over.
    ///
    /// # Errors
    /// On a database error.
    pub async fn clock_set_deadline(
        &self,
        match_id: i64,
        seat: Seat,
        since: i64,
        deadline: Option<i64>,
        claim_message_id: Option<u64>,
    ) -> StoreResult<bool> {
        let n = query(
            "UPDATE seat_clocks SET deadline = $1, claim_message_id = $2
             WHERE match_id = $3 AND seat = $4 AND since = $5",
        )
        .bind(deadline)
        .bind(claim_message_id.map(to_db))
        .bind(match_id)
        .bind(i64::from(seat.0))
        .bind(since)
        .execute(&self.db)
        .await?
        .rows_affected();
        Ok(n == 1)
    }

    /// Removes every clock of a match (it is over); returns them for their messages.
    ///
    /// # Errors
    /// On a database error.
    pub async fn clocks_clear(&self, match_id: i64) -> StoreResult<Vec<SeatClock>> {
        let mut tx = self.db.begin().await?;
        let removed = Self::clocks_clear_in(&mut tx, match_id).await?;
        tx.commit().await?;
        Ok(removed)
    }

    /// [`Store::clocks_clear`] inside a transaction (the one that ends the match).
    pub(super) async fn clocks_clear_in(tx: &mut Tx, match_id: i64) -> StoreResult<Vec<SeatClock>> {
        let removed = query_as::<SeatClock>(&format!(
            "DELETE FROM seat_clocks WHERE match_id = $1 RETURNING {CLOCK_COLUMNS}"
        ))
        .bind(match_id)
        .fetch_all(&mut *tx)
        .await?;
        Self::obsolete_in(tx, &removed).await?;
        Ok(removed)
    }

    /// Puts a seat on automatic play, or gives it back to its player.
    ///
    /// # Errors
    /// On a database error, or no such seat.
    pub async fn seat_set_absent(
        &self,
        match_id: i64,
        seat: Seat,
        absent: bool,
    ) -> StoreResult<()> {
        let n = query("UPDATE match_seats SET absent = $1 WHERE match_id = $2 AND seat = $3")
            .bind(absent)
            .bind(match_id)
            .bind(i64::from(seat.0))
            .execute(&self.db)
            .await?
            .rows_affected();
        if n != 1 {
            return Err(StoreError::corrupt(
                "match_seats",
                match_id,
                format!("no seat {}", seat.0),
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
