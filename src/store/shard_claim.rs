//! A bot process's claim on its shards, held for as long as it runs: a second process on the
//! same database that would run one of them (an overlapping `SHARDS`, a service scaled to two
//! copies, the bot started twice) or count the shards differently would run timers twice and
//! leave others to nobody, so it is refused before it connects to Discord.
//!
//! The claim is something the operating system or the database server lets go of by itself
//! when a process dies, so that a crashed process never blocks its own restart: on SQLite,
//! locks on small files beside the database (one per shard, and one shared per shard count);
//! on PostgreSQL, advisory locks of one connection kept open (keyed by the schema, so that
//! several bots, or tests, may share one server).

use std::ffi::OsString;
use std::fs::{File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgConnection};
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::Connection;
use tokio::sync::{oneshot, watch};

use super::{is_postgres, Shards, StoreError};

/// Why a process may not run its shards on this database.
#[derive(Debug, thiserror::Error)]
pub enum ClaimError {
    #[error(
        "shard {shard} of {count} is already run by another bot process on this database: \
         each process needs a SHARDS range of its own (without SHARDS, the bot runs once per \
         database)"
    )]
    ShardTaken { shard: u32, count: u32 },
    #[error(
        "another bot process on this database runs with SHARD_COUNT={theirs} (this one: \
         {ours}): every process needs the same count; to change it, stop them all first"
    )]
    OtherCount { theirs: u32, ours: u32 },
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot lock {}: {source}", path.display())]
    File {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// Held while the process runs; dropping it lets the shards go. (A database in memory holds
/// nothing: no other process can share it.)
#[derive(Debug)]
pub struct ShardClaim {
    _files: Vec<File>,
    /// On PostgreSQL, the task that keeps the locks' connection; dropped, it closes it.
    _keeper: Option<oneshot::Sender<()>>,
    /// Why the claim was lost to another process, once it was.
    lost: Option<watch::Receiver<Option<String>>>,
}

impl ShardClaim {
    /// Resolves, with why, if another process took these shards while the database was away
    /// (never on SQLite, whose locks cannot be lost): both would run their timers.
    pub async fn lost(&self) -> String {
        let Some(lost) = &self.lost else {
            return std::future::pending().await;
        };
        let mut lost = lost.clone();
        let why = match lost.wait_for(Option::is_some).await {
            Ok(why) => why.clone().unwrap_or_default(),
            // The keeper is gone only with the claim.
            Err(_) => return std::future::pending().await,
        };
        why
    }
}

/// How often the connection holding the locks is looked at.
const KEEP_EVERY: Duration = Duration::from_secs(10);

/// Longest wait for the server's answer to a look at that connection (a cut network would
/// otherwise hold it until TCP gives up).
const PING_LIMIT: Duration = Duration::from_secs(5);

/// Claims `shards` on the database at `url` for this process.
///
/// # Errors
/// Another process holds one of the shards or runs with another shard count, or the lock
/// files or the database cannot be reached.
pub async fn claim_shards(url: &str, shards: Shards) -> Result<ShardClaim, ClaimError> {
    claim_shards_looking(url, shards, KEEP_EVERY).await
}

/// [`claim_shards`], looking at a PostgreSQL claim's connection `every` so often.
async fn claim_shards_looking(
    url: &str,
    shards: Shards,
    every: Duration,
) -> Result<ShardClaim, ClaimError> {
    let mut claim = ShardClaim {
        _files: Vec::new(),
        _keeper: None,
        lost: None,
    };
    if is_postgres(url) {
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
        claim._keeper = Some(keeper);
        claim.lost = Some(seen);
    } else if !url.contains(":memory:") {
        let options = SqliteConnectOptions::from_str(url).map_err(StoreError::from)?;
        claim._files = claim_files(options.get_filename(), shards)?;
    }
    Ok(claim)
}

/// `<database>.<what>.lock`, beside the database file.
fn lock_path(db: &Path, what: &str) -> PathBuf {
    let mut name = OsString::from(db.as_os_str());
    name.push(format!(".{what}.lock"));
    PathBuf::from(name)
}

fn open(path: &Path) -> Result<File, ClaimError> {
    OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(path)
        .map_err(|source| ClaimError::File {
            path: path.to_owned(),
            source,
        })
}

fn claim_files(db: &Path, shards: Shards) -> Result<Vec<File>, ClaimError> {
    let failed = |path: &Path, source| ClaimError::File {
        path: path.to_owned(),
        source,
    };
    // This process's count first, shared by every process of that count; only then a look at
    // the other counts' files, so that of two processes starting with different counts at once
    // at least one sees the other.
    let own = lock_path(db, &format!("count-{}", shards.count));
    let count_file = open(&own)?;
    let mut tries = 0;
    loop {
        match count_file.try_lock_shared() {
            Ok(()) => break,
            // Another process is looking at this count's file (below): a moment.
            Err(TryLockError::WouldBlock) if tries < 50 => {
                tries += 1;
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            Err(TryLockError::WouldBlock) => {
                return Err(failed(&own, std::io::ErrorKind::WouldBlock.into()))
            }
            Err(TryLockError::Error(e)) => return Err(failed(&own, e)),
        }
    }
    if let Some(theirs) = other_count_in_use(db, shards.count)? {
        return Err(ClaimError::OtherCount {
            theirs,
            ours: shards.count,
        });
    }
    let mut held = vec![count_file];
    for shard in shards.first..=shards.last {
        let path = lock_path(db, &format!("shard-{shard}"));
        let file = open(&path)?;
        match file.try_lock() {
            Ok(()) => held.push(file),
            Err(TryLockError::WouldBlock) => {
                return Err(ClaimError::ShardTaken {
                    shard,
                    count: shards.count,
                })
            }
            Err(TryLockError::Error(e)) => return Err(failed(&path, e)),
        }
    }
    Ok(held)
}

/// A shard count other than `ours` that a living process holds on the database `db`: a count's
/// file that cannot be locked alone (a dead process's file can, and is ignored).
fn other_count_in_use(db: &Path, ours: u32) -> Result<Option<u32>, ClaimError> {
    let dir = match db.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let prefix = format!(
        "{}.count-",
        db.file_name().unwrap_or_default().to_string_lossy()
    );
    let entries = std::fs::read_dir(dir).map_err(|source| ClaimError::File {
        path: dir.to_owned(),
        source,
    })?;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(count) = name
            .to_str()
            .and_then(|n| n.strip_prefix(&prefix))
            .and_then(|n| n.strip_suffix(".lock"))
            .and_then(|n| n.parse::<u32>().ok())
        else {
            continue;
        };
        if count == ours {
            continue;
        }
        let file = open(&entry.path())?;
        if let Err(TryLockError::WouldBlock) = file.try_lock() {
            return Ok(Some(count));
        }
    }
    Ok(None)
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
    use super::*;

    fn shards(first: u32, last: u32, count: u32) -> Shards {
        Shards { first, last, count }
    }

    /// A claim that must succeed once what earlier claims left has gone (a PostgreSQL server
    /// lets go of a closed connection's locks a moment later).
    async fn eventually(url: &str, s: Shards) -> ShardClaim {
        for _ in 0..100 {
            if let Ok(claim) = claim_shards(url, s).await {
                return claim;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        claim_shards(url, s).await.expect("claimed")
    }

    /// What a second, third… process would be told, on the database at `url`.
    async fn processes_share_one_database(url: &str) {
        let a = claim_shards(url, shards(0, 1, 4)).await.expect("first");
        let overlap = claim_shards(url, shards(1, 2, 4)).await;
        assert!(
            matches!(overlap, Err(ClaimError::ShardTaken { shard: 1, count: 4 })),
            "{overlap:?}"
        );
        let b = eventually(url, shards(2, 3, 4)).await;
        let other = claim_shards(url, shards(4, 7, 8)).await;
        assert!(
            matches!(other, Err(ClaimError::OtherCount { theirs: 4, ours: 8 })),
            "{other:?}"
        );
        let twice = claim_shards(url, Shards::ALL).await;
        assert!(
            matches!(twice, Err(ClaimError::OtherCount { .. })),
            "{twice:?}"
        );
        // Both gone (as a crashed process's claim goes): the shards may be counted anew.
        drop((a, b));
        let all = eventually(url, Shards::ALL).await;
        let again = claim_shards(url, Shards::ALL).await;
        assert!(
            matches!(again, Err(ClaimError::ShardTaken { shard: 0, count: 1 })),
            "{again:?}"
        );
        drop(all);
        eventually(url, shards(0, 7, 8)).await;
    }

    #[tokio::test]
    async fn processes_sharing_an_sqlite_file_never_run_one_shard_twice_or_count_differently() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("t.db").display());
        processes_share_one_database(&url).await;
        // Another database beside it is another bot's.
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("u.db").display());
        claim_shards(&url, Shards::ALL).await.expect("its own file");
        claim_shards("sqlite::memory:", Shards::ALL)
            .await
            .expect("a database in memory is one process's");
    }

    #[tokio::test]
    async fn processes_sharing_a_postgres_database_never_run_one_shard_twice_or_count_differently()
    {
        let Some(server) = super::super::test_postgres() else {
            return;
        };
        let url = super::super::scratch_schema(&server).await.unwrap();
        processes_share_one_database(&url).await;
        // Another schema of the same server is another bot's.
        let other = super::super::scratch_schema(&server).await.unwrap();
        let _a = eventually(&url, Shards::ALL).await;
        claim_shards(&other, Shards::ALL)
            .await
            .expect("its own schema");
    }

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
        let Some(server) = super::super::test_postgres() else {
            return;
        };
        let url = super::super::scratch_schema(&server).await.unwrap();
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
        let Some(server) = super::super::test_postgres() else {
            return;
        };
        let url = super::super::scratch_schema(&server).await.unwrap();
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
