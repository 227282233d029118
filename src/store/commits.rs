//! Group commit: moves of different matches that arrive while a commit is under way share the
//! next one. A commit costs the same for one move or fifty (at `synchronous=FULL` it is the
//! wait for the disk), so a busy bot commits many moves for the price of one.
//!
//! Each move is still acknowledged only after the commit that holds it. One match's moves
//! never share a batch: its lock holds the next move until the last one is acknowledged.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

use tokio::sync::{mpsc, oneshot};

use super::direct::Direct;
use super::sql::Db;
use super::{ClockChange, MoveWrite, Store, StoreError, StoreResult};

/// Most moves in one transaction: enough to share the disk's wait, few enough that the first
/// move of a batch is not kept waiting long for the last.
const BATCH: usize = 64;

/// What a committed move reports: `None` when its match's version had moved on.
pub(super) type Committed = StoreResult<Option<ClockChange>>;

/// When a move reached the committer's queue, when the commit that holds it began and when
/// that commit ended: where a click waits, for the latency bench.
#[derive(Debug, Clone, Copy)]
pub struct CommitTimes {
    pub queued: Instant,
    pub started: Instant,
    pub committed: Instant,
}

/// One move waiting for its commit.
struct Job {
    id: i64,
    version: i64,
    write: MoveWrite,
    queued: Instant,
    done: oneshot::Sender<(Committed, CommitTimes)>,
}

/// The queue of moves to commit, served by one thread.
#[derive(Debug, Clone)]
pub(super) struct Committer {
    jobs: mpsc::UnboundedSender<Job>,
    counts: Arc<Counts>,
}

/// Commits made and moves they held, for the benchmarks and the tests.
#[derive(Debug, Default)]
struct Counts {
    commits: AtomicU64,
    moves: AtomicU64,
}

impl Committer {
    /// Starts what commits moves on `db`, or on `direct` (a database file's own connection for
    /// moves) where it can. It ends when the last store is dropped.
    ///
    /// On SQLite, a thread of its own rather than a task: it holds `direct`, and through sqlx a
    /// commit is six round trips to sqlx's SQLite thread, whose answers on the shared runtime
    /// waited behind whatever task held a worker (a board being drawn). The latency bench's
    /// click at `NORMAL`, three runs each: p50 0.92–1.13 → 0.63–0.75 ms. On PostgreSQL a task
    /// of the caller's runtime: the pool's sockets belong to the runtime that opened them.
    ///
    /// # Errors
    /// When the thread or its runtime cannot be made.
    pub(super) fn start(db: Db, direct: Option<Direct>) -> StoreResult<Committer> {
        let (jobs, queue) = mpsc::unbounded_channel();
        let counts = Arc::new(Counts::default());
        let served = Arc::clone(&counts);
        if let Db::Postgres(_) = db {
            tokio::spawn(serve(db, None, queue, served));
            return Ok(Committer { jobs, counts });
        }
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(sqlx::Error::Io)?;
        std::thread::Builder::new()
            .name("taberna-commits".into())
            .spawn(move || runtime.block_on(serve(db, direct, queue, served)))
            .map_err(sqlx::Error::Io)?;
        Ok(Committer { jobs, counts })
    }

    /// Transactions committed and the moves they held so far.
    pub(super) fn counts(&self) -> (u64, u64) {
        (
            self.counts.commits.load(Ordering::Relaxed),
            self.counts.moves.load(Ordering::Relaxed),
        )
    }

    /// Writes a move in the next commit and waits for it.
    pub(super) async fn commit(
        &self,
        id: i64,
        version: i64,
        write: MoveWrite,
    ) -> StoreResult<(Option<ClockChange>, CommitTimes)> {
        let (done, committed) = oneshot::channel();
        let job = Job {
            id,
            version,
            write,
            queued: Instant::now(),
            done,
        };
        self.jobs.send(job).map_err(|_| StoreError::Closed)?;
        let (result, times) = committed.await.map_err(|_| StoreError::Closed)?;
        Ok((result?, times))
    }
}

/// Takes every move waiting (up to [`BATCH`]) and commits them together, until the queue closes.
async fn serve(
    db: Db,
    mut direct: Option<Direct>,
    mut queue: mpsc::UnboundedReceiver<Job>,
    counts: Arc<Counts>,
) {
    let mut batch = Vec::with_capacity(BATCH);
    while queue.recv_many(&mut batch, BATCH).await > 0 {
        let jobs = std::mem::take(&mut batch);
        let moves = jobs.len();
        counts.moves.fetch_add(moves as u64, Ordering::Relaxed);
        let started = Instant::now();
        let commits = commit_batch(&db, direct.as_mut(), jobs).await;
        counts.commits.fetch_add(commits, Ordering::Relaxed);
        metrics::histogram!(crate::metrics::COMMIT_BATCH).record(moves as f64);
        metrics::histogram!(crate::metrics::COMMIT_SECONDS).record(started.elapsed().as_secs_f64());
    }
}

/// Commits `jobs` together, or each alone when they cannot share a commit, and answers each.
/// Returns how many transactions that took.
async fn commit_batch(db: &Db, mut direct: Option<&mut Direct>, jobs: Vec<Job>) -> u64 {
    let mut commits = 0;
    let alone = if jobs.len() > 1 && !repeats(&jobs) {
        commits += 1;
        let started = Instant::now();
        match write_all(db, direct.as_deref_mut(), &jobs).await {
            Ok(changes) => {
                let committed = Instant::now();
                for (job, change) in jobs.into_iter().zip(changes) {
                    let times = CommitTimes {
                        queued: job.queued,
                        started,
                        committed,
                    };
                    // A caller that went away finds its move committed on its next load.
                    let _ = job.done.send((Ok(change), times));
                }
                return commits;
            }
            // One move's failure must not fail the others: each is tried again alone.
            Err(e) => {
                tracing::warn!(error = %e, moves = jobs.len(), "a shared commit failed");
                jobs
            }
        }
    } else {
        jobs
    };
    for job in alone {
        commits += 1;
        let started = Instant::now();
        let result = write_all(db, direct.as_deref_mut(), std::slice::from_ref(&job)).await;
        let times = CommitTimes {
            queued: job.queued,
            started,
            committed: Instant::now(),
        };
        let _ = job
            .done
            .send((result.map(|mut c| c.pop().flatten()), times));
    }
    commits
}

/// Writes `jobs` (of distinct matches) in one transaction: all of them or none.
async fn write_all(
    db: &Db,
    direct: Option<&mut Direct>,
    jobs: &[Job],
) -> StoreResult<Vec<Option<ClockChange>>> {
    let moves: Vec<(i64, i64, &MoveWrite)> =
        jobs.iter().map(|j| (j.id, j.version, &j.write)).collect();
    if let Some(direct) = direct.filter(|_| Direct::takes(&moves)) {
        return direct.write_all(&moves);
    }
    let mut tx = db.begin().await?;
    let changes = Store::write_moves(&mut tx, &moves).await?;
    tx.commit().await?;
    Ok(changes)
}

/// Whether two jobs are moves of one match (a caller that wrote without the match's lock):
/// those cannot share a statement, and are written one after the other in their order.
fn repeats(jobs: &[Job]) -> bool {
    let mut ids: Vec<i64> = jobs.iter().map(|j| j.id).collect();
    ids.sort_unstable();
    ids.windows(2).any(|w| w[0] == w[1])
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::engine::Seat;
    use crate::store::matches::test_match;
    use crate::store::moves::test_write;
    use crate::store::sql::query;

    /// The write of move `version` of a two-seat match, seat `version % 2` to act next.
    fn write(id: i64, version: i64) -> MoveWrite {
        let seat = Seat((version % 2) as u8);
        let next = Seat(((version + 1) % 2) as u8);
        let standing = if version == 0 { Vec::new() } else { vec![seat] };
        test_write(id, version, 2, (vec![next], standing), None)
    }

    async fn file_store() -> (tempfile::TempDir, Store) {
        let dir = tempfile::tempdir().unwrap();
        if crate::store::test_postgres().is_some() {
            return (dir, Store::scratch().await.unwrap());
        }
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("t.db").display());
        let store = Store::connect(&url).await.unwrap();
        (dir, store)
    }

    async fn new_match(store: &Store) -> i64 {
        store
            .match_create(&test_match("tally", &[1, 2]))
            .await
            .unwrap()
    }

    fn job(id: i64, version: i64) -> (Job, oneshot::Receiver<(Committed, CommitTimes)>) {
        let (done, rx) = oneshot::channel();
        let job = Job {
            id,
            version,
            write: write(id, version),
            queued: Instant::now(),
            done,
        };
        (job, rx)
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn moves_of_many_matches_at_once_share_commits_and_all_land_in_order() {
        let (_dir, store) = file_store().await;
        let mut ids = Vec::new();
        for _ in 0..32 {
            ids.push(new_match(&store).await);
        }
        let players = ids.iter().map(|&id| {
            let store = store.clone();
            tokio::spawn(async move {
                for v in 0..10 {
                    let change = store.match_append_move(id, v, write(id, v)).await;
                    let (change, times) = change.unwrap();
                    let change = change.expect("the version it was computed from");
                    assert!(times.queued <= times.started && times.started <= times.committed);
                    assert_eq!(change.current.len(), 1, "one clock, the next seat's");
                }
            })
        });
        for p in futures_util::future::join_all(players).await {
            p.unwrap();
        }
        for &id in &ids {
            let m = store.match_load(id).await.unwrap().unwrap();
            assert_eq!(m.version, 10);
            assert_eq!(m.snapshot, json!({ "after": 10 }));
            let moves = store.match_moves(id).await.unwrap();
            let order: Vec<i64> = moves.iter().map(|m| m.idx).collect();
            assert_eq!(order, (0..10).collect::<Vec<_>>());
            assert_eq!(moves[9].notation, "m9");
            let clocks = store.clocks(id).await.unwrap();
            assert_eq!(clocks.len(), 1);
            assert_eq!(clocks[0].seat(), Seat(0), "after move 9 seat 0 owes");
        }
        let (commits, moves) = store.commits.counts();
        assert_eq!(moves, 320);
        assert!(
            commits < moves,
            "{commits} commits for {moves} moves: none shared"
        );
    }

    #[tokio::test]
    async fn a_stale_move_in_a_shared_commit_writes_nothing_and_the_others_land() {
        let store = Store::scratch().await.unwrap();
        let (a, b) = (new_match(&store).await, new_match(&store).await);
        let (wa, wb) = (write(a, 0), write(b, 3));
        let mut tx = store.db.begin().await.unwrap();
        let changes = Store::write_moves(&mut tx, &[(a, 0, &wa), (b, 3, &wb)])
            .await
            .unwrap();
        tx.commit().await.unwrap();
        assert!(changes[0].is_some());
        assert_eq!(changes[1], None, "b is at version 0, not 3");
        assert_eq!(store.match_moves(a).await.unwrap().len(), 1);
        assert!(store.match_moves(b).await.unwrap().is_empty());
        assert!(store.clocks(b).await.unwrap().is_empty());
        assert_eq!(store.match_load(b).await.unwrap().unwrap().version, 0);
    }

    #[tokio::test]
    async fn a_move_that_fails_does_not_fail_the_moves_it_shared_a_commit_with() {
        let store = Store::scratch().await.unwrap();
        let (a, b) = (new_match(&store).await, new_match(&store).await);
        // b's log already holds a move 0 that its version does not count: its write fails.
        query(
            "INSERT INTO moves (match_id, idx, seat, notation, events, created_at)
             VALUES ($1, 0, 0, 'x', '[]', 0)",
        )
        .bind(b)
        .execute(&store.db)
        .await
        .unwrap();
        let (ja, ra) = job(a, 0);
        let (jb, rb) = job(b, 0);
        commit_batch(&store.db, None, vec![ja, jb]).await;
        assert!(ra.await.unwrap().0.unwrap().is_some(), "a's move landed");
        assert!(rb.await.unwrap().0.is_err(), "b's move failed alone");
        assert_eq!(store.match_load(a).await.unwrap().unwrap().version, 1);
        assert_eq!(store.match_load(b).await.unwrap().unwrap().version, 0);
    }

    #[tokio::test]
    async fn two_moves_of_one_match_in_a_batch_are_written_one_after_the_other() {
        let store = Store::scratch().await.unwrap();
        let a = new_match(&store).await;
        let (j0, r0) = job(a, 0);
        let (j1, r1) = job(a, 1);
        commit_batch(&store.db, None, vec![j0, j1]).await;
        assert!(r0.await.unwrap().0.unwrap().is_some());
        assert!(r1.await.unwrap().0.unwrap().is_some());
        assert_eq!(store.match_moves(a).await.unwrap().len(), 2);
    }

    #[test]
    fn durability_reads_full_and_normal_in_any_case() {
        use std::str::FromStr;
        assert_eq!(
            crate::store::Durability::from_str(" Normal "),
            Ok(crate::store::Durability::Normal)
        );
        assert_eq!(
            crate::store::Durability::from_str("FULL"),
            Ok(crate::store::Durability::Full)
        );
        assert!(crate::store::Durability::from_str("off").is_err());
    }
}
