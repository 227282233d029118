//! A clean stop. The first SIGTERM or SIGINT closes the door: work that starts afterwards (a
//! click, a command, a computer move, a round of the timers) is turned away, and the stop waits
//! for the work already under way (each piece holds a [`Work`]) to finish, with its moves
//! committed, its answers and board edits sent, for at most [`DRAIN_LIMIT`].

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{watch, Notify};

/// How long a stop waits for the work under way (a board edit held up by Discord's rate
/// limits would otherwise keep the process for a minute).
pub const DRAIN_LIMIT: Duration = Duration::from_secs(10);

/// Whether the bot is stopping, and how much work is under way.
#[derive(Debug)]
pub struct Stopping {
    stopping: watch::Sender<bool>,
    busy: AtomicUsize,
    idle: Notify,
}

/// A piece of work under way; the stop waits until every one is dropped.
#[derive(Debug)]
pub struct Work(Arc<Stopping>);

impl Drop for Work {
    fn drop(&mut self) {
        if self.0.busy.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

impl Default for Stopping {
    fn default() -> Stopping {
        Stopping {
            stopping: watch::Sender::new(false),
            busy: AtomicUsize::new(0),
            idle: Notify::new(),
        }
    }
}

impl Stopping {
    /// Work may start: `None` once the bot is stopping.
    #[must_use]
    pub fn begin(self: &Arc<Self>) -> Option<Work> {
        // Counted before the look at the flag: a stop that has seen no work under way after
        // raising the flag can never miss a piece that started.
        self.busy.fetch_add(1, Ordering::SeqCst);
        let work = Work(Arc::clone(self));
        (!self.is_stopping()).then_some(work)
    }

    #[must_use]
    pub fn is_stopping(&self) -> bool {
        *self.stopping.borrow()
    }

    /// Closes the door to new work.
    pub fn stop(&self) {
        self.stopping.send_replace(true);
    }

    /// Resolves once the bot is stopping.
    pub async fn stopped(&self) {
        let mut seen = self.stopping.subscribe();
        let _ = seen.wait_for(|&s| s).await;
    }

    /// Pieces of work under way.
    #[must_use]
    pub fn busy(&self) -> usize {
        self.busy.load(Ordering::SeqCst)
    }

    /// Waits until no work is under way, for at most `limit`: whether it all finished.
    pub async fn drained(&self, limit: Duration) -> bool {
        let all_done = async {
            loop {
                let idle = self.idle.notified();
                tokio::pin!(idle);
                // Registered before the count is read: a last piece that ends in between
                // still wakes this wait.
                idle.as_mut().enable();
                if self.busy() == 0 {
                    return;
                }
                idle.await;
            }
        };
        tokio::time::timeout(limit, all_done).await.is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn work_started_before_the_stop_is_waited_for_and_none_starts_after() {
        let stopping = Arc::new(Stopping::default());
        let work = stopping.begin().expect("not stopping yet");
        stopping.stop();
        assert!(stopping.begin().is_none(), "the door is closed");
        assert!(!stopping.drained(Duration::from_millis(20)).await);
        let waiting = {
            let stopping = Arc::clone(&stopping);
            tokio::spawn(async move { stopping.drained(Duration::from_secs(5)).await })
        };
        tokio::time::sleep(Duration::from_millis(20)).await;
        drop(work);
        assert!(
            waiting.await.unwrap(),
            "the last piece's end wakes the stop"
        );
        assert_eq!(stopping.busy(), 0);
    }

    #[tokio::test]
    async fn the_stop_is_seen_by_whoever_waits_for_it() {
        let stopping = Arc::new(Stopping::default());
        let seen = {
            let stopping = Arc::clone(&stopping);
            tokio::spawn(async move { stopping.stopped().await })
        };
        stopping.stop();
        tokio::time::timeout(Duration::from_secs(5), seen)
            .await
            .expect("woken")
            .unwrap();
        assert!(stopping.drained(Duration::ZERO).await, "nothing under way");
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn racing_work_and_a_stop_never_leave_work_unwaited() {
        let mut started = 0;
        for _ in 0..500 {
            let stopping = Arc::new(Stopping::default());
            let go = Arc::new(tokio::sync::Barrier::new(2));
            let finished = Arc::new(std::sync::atomic::AtomicBool::new(false));
            let worker = {
                let (stopping, go) = (Arc::clone(&stopping), Arc::clone(&go));
                let finished = Arc::clone(&finished);
                tokio::spawn(async move {
                    go.wait().await;
                    let Some(work) = stopping.begin() else {
                        return false;
                    };
                    tokio::task::yield_now().await;
                    finished.store(true, Ordering::SeqCst);
                    drop(work);
                    true
                })
            };
            go.wait().await;
            stopping.stop();
            assert!(stopping.drained(Duration::from_secs(5)).await);
            let finished_first = finished.load(Ordering::SeqCst);
            let began = worker.await.unwrap();
            assert!(
                !began || finished_first,
                "work that began was over before the drain ended"
            );
            started += usize::from(began);
        }
        // Both orders happened: the race was run.
        assert!(started > 0 && started < 500, "{started} of 500 began");
    }
}
