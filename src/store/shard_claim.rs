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

mod postgres;

use sqlx::sqlite::SqliteConnectOptions;
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

/// Claims `shards` on the database at `url` for this process.
///
/// # Errors
/// Another process holds one of the shards or runs with another shard count, or the lock
/// files or the database cannot be reached.
pub async fn claim_shards(url: &str, shards: Shards) -> Result<ShardClaim, ClaimError> {
    claim_shards_looking(url, shards, postgres::KEEP_EVERY).await
}

/// [`claim_shards`], looking at a PostgreSQL claim's connection `every` so often.
pub(super) async fn claim_shards_looking(
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
        let (keeper, lost) = postgres::claim(url, shards, every).await?;
        claim._keeper = Some(keeper);
        claim.lost = Some(lost);
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

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    pub(super) fn shards(first: u32, last: u32, count: u32) -> Shards {
        Shards { first, last, count }
    }

    /// A claim that must succeed once what earlier claims left has gone (a PostgreSQL server
    /// lets go of a closed connection's locks a moment later).
    pub(super) async fn eventually(url: &str, s: Shards) -> ShardClaim {
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
}
