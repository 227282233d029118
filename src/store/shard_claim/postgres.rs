//! The claim on PostgreSQL: advisory locks of one connection, kept open and looked at.

use std::str::FromStr;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgConnection};
use sqlx::Connection;
use tokio::sync::{oneshot, watch};

use super::{ClaimError, Shards, StoreError};

/// How often the connection holding the locks is looked at.
pub(super) const KEEP_EVERY: Duration = Duration::from_secs(10);

/// Longest wait for the server's answer to a look at that connection (a cut network would
/// otherwise hold it until TCP gives up).
const PING_LIMIT: Duration = Duration::from_secs(5);

/// Claims `shards` and keeps the claim (see [`Keep`]): the sender to drop to let them go, and
/// what says whether they were lost.
pub(super) async fn claim(
    url: &str,
    shards: Shards,
    every: Duration,
) -> Result<(oneshot::Sender<()>, watch::Receiver<Option<String>>), ClaimError> {
    let connection = claim_postgres(url, shards).await?;
    let (keeper, dropped) = oneshot::channel();
    let (lost, seen) = watch::channel(None);
    let keep = Keep {
        url: url.to_owned(),
        shards,
        every,
        dropped,
        lost,
    };
    tokio::spawn(keep.run(connection));
    Ok((keeper, seen))
}

/// A 32-bit key of advisory locks for `what` in `schema` (FNV-1a).
fn key(what: &str, schema: &str) -> i32 {
    let mut hash: u32 = 0x811c_9dc5;
    for b in what.bytes().chain([0]).chain(schema.bytes()) {
        hash ^= u32::from(b);
        hash = hash.wrapping_mul(0x0100_0193);
    }
    hash as i32
}

async fn claim_postgres(url: &str, shards: Shards) -> Result<PgConnection, ClaimError> {
    let options = PgConnectOptions::from_str(url).map_err(StoreError::from)?;
    let mut conn = PgConnection::connect_with(&options)
        .await
        .map_err(StoreError::from)?;
    match lock_postgres(&mut conn, shards).await {
        Ok(()) => Ok(conn),
        Err(e) => {
            // Said goodbye rather than dropped, so that the server lets go of what this
            // connection took before the next look at the locks.
            let _ = conn.close().await;
            Err(e)
        }
    }
}

/// What keeps a claim on PostgreSQL.
struct Keep {
    url: String,
    shards: Shards,
    /// How often the connection is looked at.
    every: Duration,
    /// Resolves when the claim is dropped.
    dropped: oneshot::Receiver<()>,
    /// Told why, should another process take the shards.
    lost: watch::Sender<Option<String>>,
}

impl Keep {
    /// Holds the claim's connection until the claim is dropped. A server restart (or a
    /// network cut) ends the connection and with it the locks: the claim is then taken again
    /// as soon as the server answers. Should another process have taken the shards meanwhile,
    /// the claim says it was lost, and the process stops rather than run their timers twice.
    async fn run(mut self, mut connection: PgConnection) {
        loop {
            tokio::select! {
                () = tokio::time::sleep(self.every) => {}
                _ = &mut self.dropped => break,
            }
            let alive = tokio::time::timeout(PING_LIMIT, connection.ping()).await;
            if matches!(alive, Ok(Ok(()))) {
                continue;
            }
            tracing::warn!(
                "lost the database connection that holds this process's shards; claiming them again"
            );
            match claim_postgres(&self.url, self.shards).await {
                Ok(again) => {
                    connection = again;
                    tracing::info!(shards = %self.shards, "shards claimed again");
                }
                Err(ClaimError::Store(e)) => {
                    tracing::warn!(error = %e, "cannot claim the shards again yet");
                }
                Err(e) => {
                    let why = format!("while the database was away, {e}");
                    self.lost.send_replace(Some(why));
                    break;
                }
            }
        }
        let _ = connection.close().await;
    }
}

async fn lock_postgres(conn: &mut PgConnection, shards: Shards) -> Result<(), ClaimError> {
    let schema: Option<String> = sqlx::query_scalar("SELECT current_schema()")
        .fetch_one(&mut *conn)
        .await
        .map_err(StoreError::from)?;
    let schema = schema.unwrap_or_default();
    let counts = key("taberna shard count", &schema);
    let each = key("taberna shard", &schema);
    // As with files: this process's count first, then a look for any other.
    sqlx::query("SELECT pg_advisory_lock_shared($1, $2)")
        .bind(counts)
        .bind(shards.count as i32)
        .execute(&mut *conn)
        .await
        .map_err(StoreError::from)?;
    let theirs: Option<i64> = sqlx::query_scalar(
        "SELECT objid::int8 FROM pg_locks
         WHERE locktype = 'advisory' AND granted AND objsubid = 2
           AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
           AND classid::int8 = $1 AND objid::int8 <> $2
         LIMIT 1",
    )
    .bind(i64::from(counts as u32))
    .bind(i64::from(shards.count))
    .fetch_optional(&mut *conn)
    .await
    .map_err(StoreError::from)?;
    if let Some(theirs) = theirs {
        return Err(ClaimError::OtherCount {
            theirs: u32::try_from(theirs).unwrap_or(u32::MAX),
            ours: shards.count,
        });
    }
    for shard in shards.first..=shards.last {
        let got: bool = sqlx::query_scalar("SELECT pg_try_advisory_lock($1, $2)")
            .bind(each)
            .bind(shard as i32)
            .fetch_one(&mut *conn)
            .await
            .map_err(StoreError::from)?;
        if !got {
            return Err(ClaimError::ShardTaken {
                shard,
                count: shards.count,
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::tests::eventually;
    use super::super::{claim_shards, claim_shards_looking, ClaimError};
    use super::*;

    /// The server processes holding this schema's shard locks.
    async fn holders(admin: &mut PgConnection) -> Vec<i32> {
        let schema: String = sqlx::query_scalar("SELECT current_schema()")
            .fetch_one(&mut *admin)
            .await
            .unwrap();
        sqlx::query_scalar(
            "SELECT DISTINCT pid FROM pg_locks
             WHERE locktype = 'advisory' AND granted AND objsubid = 2 AND classid::int8 = $1",
        )
        .bind(i64::from(key("taberna shard", &schema) as u32))
        .fetch_all(&mut *admin)
        .await
        .unwrap()
    }

    #[tokio::test]
    async fn a_claim_whose_connection_the_server_ended_is_taken_again() {
        let Some(server) = crate::store::test_postgres() else {
            return;
        };
        let url = crate::store::scratch_schema(&server).await.unwrap();
        let every = Duration::from_millis(100);
        let _claim = claim_shards_looking(&url, Shards::ALL, every)
            .await
            .unwrap();
        let mut admin = PgConnection::connect(&url).await.unwrap();
        let before = holders(&mut admin).await;
        assert_eq!(before.len(), 1);
        // As a server restart does: the connection, and its locks, end.
        sqlx::query("SELECT pg_terminate_backend($1)")
            .bind(before[0])
            .execute(&mut admin)
            .await
            .unwrap();
        let mut again = Vec::new();
        for _ in 0..100 {
            again = holders(&mut admin).await;
            if !again.is_empty() && again != before {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert!(!again.is_empty() && again != before, "claimed again");
        let second = claim_shards(&url, Shards::ALL).await;
        assert!(
            matches!(second, Err(ClaimError::ShardTaken { shard: 0, .. })),
            "{second:?}"
        );
    }

    #[tokio::test]
    async fn a_claim_taken_by_another_process_while_the_server_was_away_is_lost() {
        let Some(server) = crate::store::test_postgres() else {
            return;
        };
        let url = crate::store::scratch_schema(&server).await.unwrap();
        let first = claim_shards_looking(&url, Shards::ALL, Duration::from_secs(1))
            .await
            .unwrap();
        let mut admin = PgConnection::connect(&url).await.unwrap();
        let held = holders(&mut admin).await;
        sqlx::query("SELECT pg_terminate_backend($1)")
            .bind(held[0])
            .execute(&mut admin)
            .await
            .unwrap();
        // Another process starts before the first looks again, and takes the shards.
        let _second = eventually(&url, Shards::ALL).await;
        let why = tokio::time::timeout(Duration::from_secs(10), first.lost())
            .await
            .expect("the first is told");
        assert!(why.contains("already run by another bot process"), "{why}");
    }
}
