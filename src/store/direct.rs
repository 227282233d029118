//! The moves' own SQLite connection. Through sqlx every statement of a commit is a round trip
//! to the driver's thread (two thread wake-ups each), and a move's commit is six of them:
//! most of its time on an idle machine. The committer's thread holds this connection instead
//! and runs the same statements (built once, in `matches` and `clocks`) where it stands.
//!
//! A move that ends its match also writes results and ratings, which read rows of many
//! shapes: those commits stay on sqlx's connection (a few in a hundred).
//!
//! Two connections of one process now write the file, so each may find the other holding
//! SQLite's write lock. This one waits in short steps ([`wait_while_busy`]); sqlx's waits in
//! SQLite's own steps, from 1 ms up.

use std::path::Path;
use std::time::Duration;

use rusqlite::{Connection, TransactionBehavior};

use super::clocks::ClockPlan;
use super::moves::{
    moves_clocks, moves_insert, moves_insert_sql, moves_update, moves_update_sql, moves_written,
    seat_back,
};
use super::obsolete::obsolete;
use super::{now, ClockChange, Durability, MoveWrite, SeatClock, StoreResult};

/// Waits of [`wait_while_busy`] before it gives up: about ten seconds, sqlx's own wait.
const BUSY_STEPS: i32 = 2_000;

/// A connection that commits moves on the thread that holds it.
pub(super) struct Direct {
    conn: Connection,
}

impl Direct {
    /// Opens the database file at `path` (already made and migrated by the store) with the
    /// store's durability. Like sqlx's connection for moves, it never checkpoints.
    ///
    /// # Errors
    /// When the file cannot be opened.
    pub(super) fn open(path: &Path, durability: Durability) -> StoreResult<Direct> {
        let conn = Connection::open(path)?;
        let synchronous = match durability {
            Durability::Full => "FULL",
            Durability::Normal => "NORMAL",
        };
        conn.pragma_update(None, "synchronous", synchronous)?;
        conn.pragma_update(None, "foreign_keys", true)?;
        conn.pragma_update(None, "wal_autocheckpoint", 0)?;
        conn.busy_handler(Some(wait_while_busy))?;
        // Room for every batch size kept prepared, of each of the commit's statements.
        conn.set_prepared_statement_cache_capacity(64);
        Ok(Direct { conn })
    }

    /// Whether this connection writes `moves`: none of them ends its match.
    pub(super) fn takes(moves: &[(i64, i64, &MoveWrite)]) -> bool {
        moves.iter().all(|(.., w)| w.finished.is_none())
    }

    /// [`super::Store::write_moves`] for `moves` that [`Direct::takes`], in one transaction.
    ///
    /// # Errors
    /// A database error; nothing is written then.
    pub(super) fn write_all(
        &mut self,
        moves: &[(i64, i64, &MoveWrite)],
    ) -> StoreResult<Vec<Option<ClockChange>>> {
        debug_assert!(Direct::takes(moves));
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let t = now();
        let sql = moves_update_sql(moves.len());
        let updated = moves_update(&sql, moves, t).fetch_all_on(&tx, |row| row.get(0))?;
        let written = moves_written(moves, &updated);
        if written.is_empty() {
            return Ok(vec![None; moves.len()]);
        }
        let sql = moves_insert_sql(written.len());
        moves_insert(&sql, &written, t).execute_on(&tx)?;
        for (id, _, w) in &written {
            if let Some(seat) = w.back {
                seat_back(*id, seat).execute_on(&tx)?;
            }
        }
        let syncs = moves_clocks(&written);
        let plan = ClockPlan::new(&syncs);
        let mut removed = Vec::new();
        if let Some(sql) = plan.deletion_sql() {
            removed = plan.deletion(&sql).fetch_all_on(&tx, SeatClock::read_on)?;
            for statement in obsolete(&removed) {
                statement.execute_on(&tx)?;
            }
        }
        if let Some(sql) = plan.insertion_sql() {
            plan.insertion(&sql).execute_on(&tx)?;
        }
        tx.commit()?;
        let mut changes: std::collections::HashMap<i64, ClockChange> = syncs
            .iter()
            .map(|s| s.match_id)
            .zip(plan.changes(&removed))
            .collect();
        Ok(moves.iter().map(|(id, ..)| changes.remove(id)).collect())
    }
}

/// SQLite's busy handler for this connection: waits 50 µs at a time for the first
/// millisecond (another connection's write is a fraction of one), then 5 ms at a time.
fn wait_while_busy(attempt: i32) -> bool {
    if attempt >= BUSY_STEPS {
        return false;
    }
    let step = if attempt < 20 { 50 } else { 5_000 };
    std::thread::sleep(Duration::from_micros(step));
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;
    use crate::store::matches::test_match;
    use crate::store::moves::test_write;
    use crate::store::sql::{query, query_scalar};
    use crate::store::Store;

    /// Who owes after move `version` of a three-seat match: the next seat, and after even
    /// versions the one after it too.
    fn owing(version: i64) -> Vec<Seat> {
        let next = |k: i64| Seat(((version + k) % 3) as u8);
        let mut owing = vec![next(1)];
        if version % 2 == 0 {
            owing.push(next(2));
        }
        owing
    }

    /// Move `version` of a three-seat match, by seat `version % 3`.
    fn write(id: i64, version: i64, back: Option<Seat>) -> MoveWrite {
        let standing = if version == 0 {
            Vec::new()
        } else {
            owing(version - 1)
        };
        test_write(id, version, 3, (owing(version), standing), back)
    }

    /// A store on a fresh file in `dir`, with three matches of three seats.
    async fn store_with_matches(dir: &tempfile::TempDir) -> (Store, std::path::PathBuf) {
        let path = dir.path().join("t.db");
        let url = format!("sqlite://{}?mode=rwc", path.display());
        let store = Store::connect(&url).await.unwrap();
        for _ in 0..3 {
            store
                .match_create(&test_match("tally", &[1, 2, 3]))
                .await
                .unwrap();
        }
        (store, path)
    }

    /// Every row the write of a move touches, times as offsets from the turn's start.
    async fn rows(store: &Store) -> Vec<String> {
        let sql = "SELECT 'match ' || id || ' ' || version || ' ' || status || ' ' || snapshot
                          || ' ' || seat_versions FROM matches
                   UNION ALL SELECT 'move ' || match_id || ' ' || idx || ' ' || seat || ' '
                          || notation || ' ' || events FROM moves
                   UNION ALL SELECT 'clock ' || match_id || ' ' || seat || ' '
                          || COALESCE(remind_at - since, '-') || ' '
                          || COALESCE(deadline - since, '-') || ' '
                          || COALESCE(reminder_message_id, '-') || ' '
                          || COALESCE(claim_message_id, '-') FROM seat_clocks
                   UNION ALL SELECT 'obsolete ' || message_id || ' ' || channel_id
                          FROM obsolete_messages
                   UNION ALL SELECT 'seat ' || match_id || ' ' || seat || ' ' || absent
                          FROM match_seats
                   ORDER BY 1";
        query_scalar::<String>(sql)
            .fetch_all(&store.db)
            .await
            .unwrap()
    }

    /// A clock change without its times: (match, seat) of the clocks removed, seats standing.
    type Timeless = (Vec<(i64, i64)>, Vec<Seat>);

    /// The changes with their clocks' times left out (the two runs read the clock apart).
    fn timeless(changes: Vec<Option<ClockChange>>) -> Vec<Option<Timeless>> {
        changes
            .into_iter()
            .map(|c| {
                c.map(|c| {
                    (
                        c.removed.iter().map(|r| (r.match_id, r.seat)).collect(),
                        c.current.iter().map(|(seat, _)| *seat).collect(),
                    )
                })
            })
            .collect()
    }

    /// The batches both connections write: several matches at once, a stale move among them,
    /// a seat back from automatic play, a clock with messages to delete, a lone move.
    fn batches() -> Vec<Vec<(i64, i64, MoveWrite)>> {
        vec![
            vec![(1, 0, write(1, 0, None)), (2, 0, write(2, 0, None))],
            vec![
                (1, 1, write(1, 1, None)),
                (2, 1, write(2, 1, Some(Seat(1)))),
                (3, 5, write(3, 5, None)),
            ],
            vec![(3, 0, write(3, 0, None))],
            vec![(1, 2, write(1, 2, None))],
        ]
    }

    /// What happens between batches, on both stores alike: a reminder is sent for match 1's
    /// seat 2, and match 2's seat 1 goes on automatic play.
    async fn between(store: &Store) {
        query("UPDATE seat_clocks SET reminder_message_id = 77, claim_message_id = 78 WHERE match_id = 1")
            .execute(&store.db)
            .await
            .unwrap();
        query("UPDATE match_seats SET absent = TRUE WHERE match_id = 2 AND seat = 1")
            .execute(&store.db)
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn the_moves_connection_writes_what_sqlx_writes() {
        let (a_dir, b_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let (through_sqlx, _) = store_with_matches(&a_dir).await;
        let (through_direct, path) = store_with_matches(&b_dir).await;
        let mut direct = Direct::open(&path, Durability::Full).unwrap();
        for (i, batch) in batches().iter().enumerate() {
            let moves: Vec<(i64, i64, &MoveWrite)> =
                batch.iter().map(|(id, v, w)| (*id, *v, w)).collect();
            let mut tx = through_sqlx.db.begin().await.unwrap();
            let by_sqlx = Store::write_moves(&mut tx, &moves).await.unwrap();
            tx.commit().await.unwrap();
            let by_direct = direct.write_all(&moves).unwrap();
            assert_eq!(timeless(by_sqlx), timeless(by_direct), "batch {i}");
            assert_eq!(
                rows(&through_sqlx).await,
                rows(&through_direct).await,
                "batch {i}"
            );
            if i == 0 {
                between(&through_sqlx).await;
                between(&through_direct).await;
            }
        }
        let rows = rows(&through_direct).await;
        for expected in [
            "obsolete 77 2",
            "obsolete 78 2",
            "seat 2 1 0",
            "match 3 1 playing ",
        ] {
            assert!(
                rows.iter().any(|r| r.starts_with(expected)),
                "{expected} in {rows:#?}"
            );
        }
        assert!(
            !rows.iter().any(|r| r.starts_with("move 3 5")),
            "the stale move"
        );
    }

    #[tokio::test]
    async fn the_moves_connection_waits_for_another_writer_and_then_commits() {
        let dir = tempfile::tempdir().unwrap();
        let (store, path) = store_with_matches(&dir).await;
        let mut tx = store.db.begin().await.unwrap();
        query("UPDATE matches SET updated_at = 1 WHERE id = 3")
            .execute(&mut tx)
            .await
            .unwrap();
        let writer = std::thread::spawn(move || {
            let mut direct = Direct::open(&path, Durability::Normal).unwrap();
            let w = write(1, 0, None);
            direct.write_all(&[(1, 0, &w)]).unwrap()
        });
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert!(
            !writer.is_finished(),
            "it waits while the other writer holds the lock"
        );
        tx.commit().await.unwrap();
        let change = writer.join().unwrap();
        assert!(change[0].is_some(), "then it commits");
        assert_eq!(store.match_load(1).await.unwrap().unwrap().version, 1);
    }
}
