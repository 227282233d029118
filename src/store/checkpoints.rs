//! WAL checkpoints off the moves' path. SQLite copies the write-ahead log back into the database
//! file every 1,000 pages by default, inside whichever commit crosses the mark: that commit (a
//! player's click) then waits for the copy and its sync, several milliseconds. Here the
//! connection that commits moves never checkpoints; a second connection does it every
//! [`EVERY`], beside the writer (a PASSIVE checkpoint takes no lock a writer needs).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Weak};
use std::time::Duration;

use sqlx::sqlite::SqliteConnectOptions;
use sqlx::SqlitePool;

use super::StoreResult;

/// Time between two checkpoints: the log holds at most this long's moves.
const EVERY: Duration = Duration::from_secs(1);

/// Keeps the checkpoints running while any store holds it.
#[derive(Debug, Clone)]
pub(super) struct Checkpointer {
    done: Arc<AtomicU64>,
}

impl Checkpointer {
    /// Opens the checkpointing connection with `options` (the store's file) and starts its task.
    pub(super) async fn start(options: SqliteConnectOptions) -> StoreResult<Checkpointer> {
        let pool = sqlx::sqlite::SqlitePoolOptions::new()
            .max_connections(1)
            .test_before_acquire(false)
            .connect_with(options)
            .await?;
        let done = Arc::new(AtomicU64::new(0));
        tokio::spawn(run(pool, Arc::downgrade(&done)));
        Ok(Checkpointer { done })
    }

    /// Checkpoints that copied the whole log so far.
    pub(super) fn done(&self) -> u64 {
        self.done.load(Ordering::Relaxed)
    }
}

/// Checkpoints every [`EVERY`] until the last store is gone.
async fn run(pool: SqlitePool, done: Weak<AtomicU64>) {
    loop {
        tokio::time::sleep(EVERY).await;
        let Some(done) = done.upgrade() else { break };
        // (busy, frames in the log, frames copied): busy or short when a reader still needs
        // the log; the next round copies the rest.
        match sqlx::query_as::<_, (i64, i64, i64)>("PRAGMA wal_checkpoint(PASSIVE)")
            .fetch_one(&pool)
            .await
        {
            Ok((0, log, copied)) if copied == log => {
                done.fetch_add(1, Ordering::Relaxed);
            }
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "WAL checkpoint failed"),
        }
    }
    pool.close().await;
}

#[cfg(test)]
mod tests {
    use crate::store::Store;

    #[tokio::test]
    async fn commits_never_checkpoint_and_the_checkpointer_copies_the_whole_log() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("t.db").display());
        let store = Store::connect(&url).await.unwrap();
        let (auto,): (i64,) = sqlx::query_as("PRAGMA wal_autocheckpoint")
            .fetch_one(store.sqlite_pool().unwrap())
            .await
            .unwrap();
        assert_eq!(
            auto, 0,
            "the moves' connection leaves checkpoints to the task"
        );
        for key in 0..50 {
            store.meta_set(&format!("k{key}"), "v").await.unwrap();
        }
        let before = store.checkpoints_done().unwrap();
        // The task runs every second; give it a few rounds.
        for _ in 0..50 {
            if store.checkpoints_done().unwrap() > before {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        assert!(
            store.checkpoints_done().unwrap() > before,
            "no checkpoint ran"
        );
        assert_eq!(Store::memory().await.unwrap().checkpoints_done(), None);
    }
}
