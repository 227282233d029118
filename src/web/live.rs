//! Boards followed live: a match's page listens to `/m/<token>/live`, a stream of Server-Sent
//! Events that carries its board's facts after every change.
//!
//! However many watch a match, its board is rendered once per change: one task hears every
//! change the table announces, renders the frame of each watched match that changed, and hands
//! the same frame to all its watchers through a `watch` channel. Streams are capped per process;
//! one over the cap is answered 503 and the browser tries again later.

use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::response::sse::{Event, KeepAlive, Sse};
use tokio::sync::{broadcast, watch, OwnedSemaphorePermit, Semaphore};
use tokio_stream::wrappers::WatchStream;
use tokio_stream::{Stream, StreamExt as _};

use crate::engine::Lang;
use crate::table::{Match, Table};

use super::board::facts;

/// Streams open at once, by default, on one process.
pub const MAX_STREAMS: usize = 4096;

/// One render of a watched board, shared by all its watchers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    /// What the board shows, as one number (the version, and the seats on automatic play).
    pub stamp: (i64, Vec<bool>),
    /// The match is over: this frame is the stream's last.
    pub over: bool,
    /// The event's data: `{"html": …, "over": …}`.
    pub data: String,
}

impl Frame {
    /// The frame of `m`'s board in `lang`.
    #[must_use]
    pub fn of(m: &Match, lang: Lang) -> Frame {
        let data = serde_json::json!({
            "version": m.version,
            "over": m.is_over(),
            "html": facts(m, lang).into_string(),
        });
        Frame {
            stamp: stamp(m),
            over: m.is_over(),
            data: data.to_string(),
        }
    }
}

fn stamp(m: &Match) -> (i64, Vec<bool>) {
    (m.version, m.absent.clone())
}

/// The watched matches and the cap on streams.
pub struct Live {
    table: Table,
    watched: Mutex<HashMap<i64, watch::Sender<Arc<Frame>>>>,
    streams: Arc<Semaphore>,
    /// Frames rendered since the start (the bench and the tests count them).
    renders: std::sync::atomic::AtomicU64,
}

/// A watcher's stream, and its place under the cap (freed when the stream ends).
pub struct Watching {
    frames: watch::Receiver<Arc<Frame>>,
    _place: OwnedSemaphorePermit,
}

impl Live {
    /// Starts hearing `table`'s changes; at most `max_streams` watchers at once.
    #[must_use]
    pub fn start(table: Table, max_streams: usize) -> Arc<Live> {
        let live = Arc::new(Live {
            table,
            watched: Mutex::default(),
            streams: Arc::new(Semaphore::new(max_streams)),
            renders: 0.into(),
        });
        let changes = live.table.changes();
        tokio::spawn(hear(Arc::downgrade(&live), changes));
        if !live.table.holds_every_shard() {
            // Other processes sharing the database move matches this one never hears of.
            tokio::spawn(look_again(Arc::downgrade(&live)));
        }
        live
    }

    /// How many frames were rendered.
    #[must_use]
    pub fn renders(&self) -> u64 {
        self.renders.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// How many streams are open.
    #[must_use]
    pub fn open_streams(&self, max_streams: usize) -> usize {
        max_streams.saturating_sub(self.streams.available_permits())
    }

    /// A stream of `m`'s board, or `None` when the cap is reached.
    pub fn watch(&self, m: &Match) -> Option<Watching> {
        let place = Arc::clone(&self.streams).try_acquire_owned().ok()?;
        let mut watched = self.lock();
        let sender = watched.entry(m.id).or_insert_with(|| {
            self.count_render();
            watch::channel(Arc::new(Frame::of(m, m.lang))).0
        });
        Some(Watching {
            frames: sender.subscribe(),
            _place: place,
        })
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<i64, watch::Sender<Arc<Frame>>>> {
        self.watched
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn count_render(&self) {
        self.renders
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }

    /// Renders match `id` again if anyone watches it and it changed; forgets it when no one
    /// watches any more. A watcher's handler calls it once after [`Live::watch`]: a change
    /// heard between its reading the match and its watching would otherwise wait for the next.
    pub async fn changed(&self, id: i64) {
        let current = {
            let mut watched = self.lock();
            let Some(sender) = watched.get(&id) else {
                return;
            };
            if sender.receiver_count() == 0 {
                watched.remove(&id);
                return;
            }
            let stamp = sender.borrow().stamp.clone();
            stamp
        };
        let Ok(m) = self.table.current(id).await else {
            return;
        };
        if stamp(&m) == current {
            return;
        }
        let frame = Arc::new(Frame::of(&m, m.lang));
        self.count_render();
        if let Some(sender) = self.lock().get(&id) {
            // Two lookers (a change heard, a look again) may race: never go back a version.
            sender.send_if_modified(|shown| {
                let newer = frame.stamp.0 >= shown.stamp.0 && frame.stamp != shown.stamp;
                if newer {
                    *shown = Arc::clone(&frame);
                }
                newer
            });
        }
    }

    /// Every watched match again (changes were missed).
    async fn all_changed(&self) {
        let ids: Vec<i64> = self.lock().keys().copied().collect();
        for id in ids {
            self.changed(id).await;
        }
    }
}

/// Hears the table's changes for as long as `live` is kept.
async fn hear(live: std::sync::Weak<Live>, mut changes: broadcast::Receiver<i64>) {
    loop {
        let heard = changes.recv().await;
        let Some(live) = live.upgrade() else {
            return;
        };
        match heard {
            Ok(id) => live.changed(id).await,
            Err(broadcast::error::RecvError::Lagged(_)) => live.all_changed().await,
            Err(broadcast::error::RecvError::Closed) => return,
        }
    }
}

/// How often a process that holds a range of the shards looks at its watched matches in the
/// database.
const LOOK_AGAIN: Duration = Duration::from_secs(3);

/// Looks at every watched match again now and then, for as long as `live` is kept.
async fn look_again(live: std::sync::Weak<Live>) {
    loop {
        tokio::time::sleep(LOOK_AGAIN).await;
        let Some(live) = live.upgrade() else {
            return;
        };
        live.all_changed().await;
    }
}

/// The events of a watcher's stream: the board as it stands, then after every change; the
/// stream ends after the frame of the end.
pub fn events(watching: Watching) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    let Watching { frames, _place } = watching;
    let mut ended = false;
    let stream = WatchStream::new(frames)
        .take_while(move |frame| {
            let go_on = !ended;
            ended = frame.over;
            go_on
        })
        .map(move |frame| {
            // The place is held for as long as the stream lives.
            let _ = &_place;
            Ok(Event::default().event("board").data(frame.data.clone()))
        });
    Sse::new(stream).keep_alive(KeepAlive::new().interval(Duration::from_secs(20)))
}
