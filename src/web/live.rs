//! Boards followed live: a match's page listens to `/m/<token>/live`, a stream of Server-Sent
//! Events that carries its board's facts after every change.
//!
//! However many watch a match, its board is rendered once per change (and language): one task
//! hears every change the table announces, renders the frame of each watched match that
//! changed, and hands the same frame to all its watchers through a `watch` channel. Streams are
//! capped per process; one over the cap is answered 503, and the page's script tries again
//! later. A stream ends after the frame of the match's end.

use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::response::sse::{Event, KeepAlive, Sse};
use tokio::sync::{broadcast, watch, OwnedSemaphorePermit, Semaphore};
use tokio_stream::Stream;

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
        // While it is played, every version is a move: the page's list asks for those it lacks.
        let data = serde_json::json!({
            "version": m.version,
            "over": m.is_over(),
            "moves": (!m.is_over()).then_some(m.version),
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

/// A watched board: a match, in a language.
type Watched = (i64, Lang);

/// The watched boards and the cap on streams.
pub struct Live {
    table: Table,
    watched: Mutex<HashMap<Watched, watch::Sender<Arc<Frame>>>>,
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

    /// A place under the cap for a stream of another kind (a seat's), or `None` when the cap is
    /// reached: held for as long as that stream is open.
    pub fn place(&self) -> Option<OwnedSemaphorePermit> {
        Arc::clone(&self.streams).try_acquire_owned().ok()
    }

    /// A stream of `m`'s board in `lang`, or `None` when the cap is reached.
    pub fn watch(&self, m: &Match, lang: Lang) -> Option<Watching> {
        let place = Arc::clone(&self.streams).try_acquire_owned().ok()?;
        let mut watched = self.lock();
        // Boards no one watches any more (a match that ended sends no change to notice it by).
        watched.retain(|_, sender| sender.receiver_count() > 0);
        let sender = watched.entry((m.id, lang)).or_insert_with(|| {
            self.count_render();
            watch::channel(Arc::new(Frame::of(m, lang))).0
        });
        Some(Watching {
            frames: sender.subscribe(),
            _place: place,
        })
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Watched, watch::Sender<Arc<Frame>>>> {
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
        let shown: Vec<(Lang, (i64, Vec<bool>))> = {
            let mut watched = self.lock();
            watched.retain(|&(of, _), sender| of != id || sender.receiver_count() > 0);
            watched
                .iter()
                .filter(|((of, _), _)| *of == id)
                .map(|(&(_, lang), sender)| (lang, sender.borrow().stamp.clone()))
                .collect()
        };
        if shown.is_empty() {
            return;
        }
        let Ok(m) = self.table.current(id).await else {
            return;
        };
        for (lang, stamp_shown) in shown {
            if stamp(&m) == stamp_shown {
                continue;
            }
            let frame = Arc::new(Frame::of(&m, lang));
            self.count_render();
            let mut watched = self.lock();
            if let Some(sender) = watched.get(&(id, lang)) {
                // Two lookers (a change heard, a look again) may race: never go back a version.
                sender.send_if_modified(|now| {
                    let newer = frame.stamp.0 >= now.stamp.0 && frame.stamp != now.stamp;
                    if newer {
                        *now = Arc::clone(&frame);
                    }
                    newer
                });
                if frame.over {
                    // Its watchers keep their copy; the stream of each ends after it.
                    watched.remove(&(id, lang));
                }
            }
        }
    }

    /// Every watched match again (changes were missed).
    async fn all_changed(&self) {
        let mut ids: Vec<i64> = self.lock().keys().map(|&(id, _)| id).collect();
        ids.sort_unstable();
        ids.dedup();
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

/// Where a watcher's stream stands.
enum Next {
    /// The board as it stands is still to be sent.
    First(Watching),
    /// Then each change.
    Change(Watching),
    /// The end was sent: the stream is over.
    Done,
}

/// The events of a watcher's stream: the board as it stands, then after every change; the
/// stream ends after the frame of the end (and its place under the cap with it).
pub fn events(watching: Watching) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    let stream = futures_util::stream::unfold(Next::First(watching), |next| async move {
        let (frame, watching) = match next {
            Next::Done => return None,
            Next::First(mut w) => {
                let frame = Arc::clone(&w.frames.borrow_and_update());
                (frame, w)
            }
            Next::Change(mut w) => {
                // The sender is dropped when the board is forgotten after its end frame,
                // which this watcher has then seen.
                w.frames.changed().await.ok()?;
                let frame = Arc::clone(&w.frames.borrow_and_update());
                (frame, w)
            }
        };
        let event = Event::default().event("board").data(frame.data.clone());
        let next = if frame.over {
            Next::Done
        } else {
            Next::Change(watching)
        };
        Some((Ok(event), next))
    });
    Sse::new(stream).keep_alive(KeepAlive::new().interval(Duration::from_secs(20)))
}
