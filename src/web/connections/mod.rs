//! The HTTP server's connections, bounded so that no client can hold the site (or `/healthz`)
//! open: a time limit on asking, a time limit on a stalled answer, and a cap on how many are open.
//!
//! - **Asking.** A connection must send a whole request head within [`HEADER_TIMEOUT`] of
//!   opening, or of its previous answer (hyper's header read timeout, which also closes a
//!   kept-alive connection left idle that long).
//! - **Answering.** An answer that cannot be written for [`STALL_TIMEOUT`] (a reader that stopped
//!   reading) closes its connection.
//! - **The cap.** At most [`ServerLimits::max_connections`] are open. One more takes the place of
//!   the connection idle the longest (no request under way: one still sending its head, or one
//!   kept alive between requests), which is closed; when every connection is busy (a request
//!   being answered, a live stream) the newcomer is answered `503` with `Retry-After` and closed.
//!   A slow or idle client therefore never keeps out a request that comes whole, such as a
//!   health check.
//! - **Live streams** are requests under way: they count against the cap and are never taken
//!   for an idle connection. Their own cap ([`stream_cap`]) stays below this one, so that
//!   streams alone never hold every place.
//!
//! The cap's default leaves room under the process's limit of open files for the database,
//! Discord's gateway and REST connections, and the files the bot keeps open ([`RESERVED_FILES`]).

use std::collections::HashMap;
use std::convert::Infallible;
use std::io;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use http_body_util::BodyExt as _;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Notify, Semaphore};
use tower::ServiceExt as _;

use crate::metrics::{WEB_CONNECTIONS, WEB_CONNECTIONS_CLOSED};

mod stalling;

use stalling::Stalling;

/// Time a connection has to send a request's head, from its opening or its previous answer.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// Time an answer may wait for its reader before the connection is closed.
pub const STALL_TIMEOUT: Duration = Duration::from_secs(30);
/// Open files kept out of the cap's default: the database's connections and files, Discord's
/// gateway and REST connections, logs, and some to spare.
pub const RESERVED_FILES: usize = 256;
/// The cap's bounds when it comes from the limit of open files.
const CAP_RANGE: (usize, usize) = (32, 16_384);
/// Connections answered `503` at once; beyond, a connection is closed without a word.
const REFUSALS_AT_ONCE: usize = 64;
/// Time a refusal takes at most, its writing and the reading of what the client sent.
const REFUSAL_TIME: Duration = Duration::from_secs(2);

/// How many connections the server keeps, and how long it waits for a request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ServerLimits {
    pub max_connections: usize,
    pub header_timeout: Duration,
}

impl ServerLimits {
    /// `max_connections` open at most, the default time limits.
    #[must_use]
    pub fn new(max_connections: usize) -> ServerLimits {
        ServerLimits {
            max_connections: max_connections.max(1),
            header_timeout: HEADER_TIMEOUT,
        }
    }
}

impl Default for ServerLimits {
    /// The cap that fits under this process's limit of open files.
    fn default() -> ServerLimits {
        ServerLimits::new(default_cap(open_files_limit()))
    }
}

/// The cap for a process that may open `files` files: all but [`RESERVED_FILES`], within
/// [`CAP_RANGE`].
#[must_use]
pub fn default_cap(files: Option<u64>) -> usize {
    let files = files.map_or(1024, |f| usize::try_from(f).unwrap_or(usize::MAX));
    files
        .saturating_sub(RESERVED_FILES)
        .clamp(CAP_RANGE.0, CAP_RANGE.1)
}

/// The most live streams for a cap of `connections`: three quarters of it, so that pages,
/// pictures and health checks always find a place.
#[must_use]
pub fn stream_cap(connections: usize) -> usize {
    (connections * 3 / 4).max(1)
}

/// Raises this process's soft limit of open files to its hard limit (as Go's runtime does at
/// start): the default 1,024 is a soft limit that only the process itself chooses to keep.
/// The limit after, or `None` where it cannot be read.
pub fn raise_open_files_limit() -> Option<u64> {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes into the struct it is given, which lives on this stack.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
        return None;
    }
    if limit.rlim_cur < limit.rlim_max {
        let raised = libc::rlimit {
            rlim_cur: limit.rlim_max,
            rlim_max: limit.rlim_max,
        };
        // SAFETY: setrlimit reads the struct it is given; a refusal leaves the limit as it was.
        if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
            limit = raised;
        }
    }
    Some(limit.rlim_cur)
}

/// This process's limit of open files, when it can be read.
#[must_use]
pub fn open_files_limit() -> Option<u64> {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: as in `raise_open_files_limit`.
    (unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } == 0).then_some(limit.rlim_cur)
}

/// Requests under way on one connection, and since when it has had none.
#[derive(Debug)]
struct Busy {
    requests: AtomicUsize,
    /// Milliseconds from the server's start.
    idle_since: AtomicU64,
}

/// One open connection as the cap sees it.
struct Open {
    busy: Arc<Busy>,
    /// Told when this connection must give its place.
    evict: Arc<Notify>,
}

/// The open connections of one server.
pub struct Connections {
    limits: ServerLimits,
    open: Mutex<HashMap<u64, Open>>,
    next: AtomicU64,
    started: Instant,
    refusals: Arc<Semaphore>,
}

/// A connection's place under the cap, given back when it is dropped.
struct Place {
    id: u64,
    busy: Arc<Busy>,
    evict: Arc<Notify>,
    connections: Arc<Connections>,
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut open = self.connections.lock();
        open.remove(&self.id);
        metrics::gauge!(WEB_CONNECTIONS).set(open.len() as f64);
    }
}

/// A request under way, until its answer's body is dropped (written, or the client gone).
struct Underway {
    busy: Arc<Busy>,
    started: Instant,
}

impl Drop for Underway {
    fn drop(&mut self) {
        let now = self.started.elapsed().as_millis() as u64;
        self.busy.idle_since.store(now, Ordering::Relaxed);
        self.busy.requests.fetch_sub(1, Ordering::AcqRel);
    }
}

impl Connections {
    #[must_use]
    pub fn new(limits: ServerLimits) -> Arc<Connections> {
        Arc::new(Connections {
            limits,
            open: Mutex::default(),
            next: AtomicU64::new(0),
            started: Instant::now(),
            refusals: Arc::new(Semaphore::new(REFUSALS_AT_ONCE)),
        })
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<u64, Open>> {
        self.open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// How many connections are open.
    #[must_use]
    pub fn open(&self) -> usize {
        self.lock().len()
    }

    fn now_ms(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }

    /// A place for a new connection: a free one, or the place of the connection idle the
    /// longest (told to close); `None` when every open connection is busy.
    fn admit(self: &Arc<Self>) -> Option<Place> {
        let mut open = self.lock();
        if open.len() >= self.limits.max_connections {
            let idlest = open
                .iter()
                .filter(|(_, o)| o.busy.requests.load(Ordering::Acquire) == 0)
                .min_by_key(|(_, o)| o.busy.idle_since.load(Ordering::Relaxed))
                .map(|(&id, _)| id)?;
            if let Some(gone) = open.remove(&idlest) {
                gone.evict.notify_one();
                metrics::counter!(WEB_CONNECTIONS_CLOSED, "why" => "idle at the cap").increment(1);
            }
        }
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        let busy = Arc::new(Busy {
            requests: AtomicUsize::new(0),
            idle_since: AtomicU64::new(self.now_ms()),
        });
        let evict = Arc::new(Notify::new());
        open.insert(
            id,
            Open {
                busy: Arc::clone(&busy),
                evict: Arc::clone(&evict),
            },
        );
        metrics::gauge!(WEB_CONNECTIONS).set(open.len() as f64);
        Some(Place {
            id,
            busy,
            evict,
            connections: Arc::clone(self),
        })
    }
}

/// Serves `router` on `listener` within `limits` until the process ends.
pub async fn serve(listener: TcpListener, router: Router, limits: ServerLimits) {
    let connections = Connections::new(limits);
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            Err(e) => {
                if !is_connection_error(&e) {
                    // Out of files, most likely: wait for some to close rather than spin.
                    tracing::warn!(error = %e, "cannot accept a connection");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        match connections.admit() {
            Some(place) => {
                tokio::spawn(serve_connection(stream, place, router.clone(), limits));
            }
            None => {
                metrics::counter!(WEB_CONNECTIONS_CLOSED, "why" => "refused at the cap")
                    .increment(1);
                if let Ok(turn) = Arc::clone(&connections.refusals).try_acquire_owned() {
                    tokio::spawn(async move {
                        refuse(stream).await;
                        drop(turn);
                    });
                }
            }
        }
    }
}

/// Errors of one connection that came and went, not of the listener.
fn is_connection_error(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
    )
}

/// Serves one connection in its place, until it closes, times out or must give its place.
async fn serve_connection(stream: TcpStream, place: Place, router: Router, limits: ServerLimits) {
    let busy = Arc::clone(&place.busy);
    let started = place.connections.started;
    let service = hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
        busy.requests.fetch_add(1, Ordering::AcqRel);
        let underway = Underway {
            busy: Arc::clone(&busy),
            started,
        };
        let router = router.clone();
        async move {
            let response = router
                .oneshot(request.map(axum::body::Body::new))
                .await
                .unwrap_or_else(|never: Infallible| match never {});
            // The request stays under way until its body is done with.
            Ok::<_, Infallible>(response.map(move |body| {
                axum::body::Body::new(body.map_frame(move |frame| {
                    let _still = &underway;
                    frame
                }))
            }))
        }
    });
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout);
    let connection =
        http.serve_connection(TokioIo::new(Stalling::new(stream, STALL_TIMEOUT)), service);
    tokio::pin!(connection);
    tokio::select! {
        _ = connection.as_mut() => {}
        () = place.evict.notified() => {
            if place.busy.requests.load(Ordering::Acquire) == 0 {
                return;
            }
            // A request arrived since it was chosen: answer it, then close.
            connection.as_mut().graceful_shutdown();
            let _ = connection.await;
        }
    }
}

/// What a connection beyond the cap is told, in the two languages the site speaks.
const REFUSAL: &str = "Too many connections are open; try again in a few seconds.\n\
Hay demasiadas conexiones abiertas; prueba en unos segundos.\n";

/// The whole answer to a connection beyond the cap.
fn refusal() -> String {
    format!(
        "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n\
         Retry-After: 5\r\nConnection: close\r\nContent-Length: {}\r\n\r\n{REFUSAL}",
        REFUSAL.len()
    )
}

/// Answers `503` and closes, reading what the client sent meanwhile (closing a socket with
/// unread bytes would reset the connection before the client reads the answer).
async fn refuse(mut stream: TcpStream) {
    let _ = tokio::time::timeout(REFUSAL_TIME, async {
        stream.write_all(refusal().as_bytes()).await?;
        stream.shutdown().await?;
        let mut sink = [0_u8; 4096];
        let mut read = 0;
        while read < 64 * 1024 {
            match stream.read(&mut sink).await? {
                0 => break,
                n => read += n,
            }
        }
        io::Result::Ok(())
    })
    .await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_cap_leaves_room_under_the_open_files_limit() {
        assert_eq!(default_cap(Some(1024)), 1024 - RESERVED_FILES);
        assert_eq!(default_cap(Some(100)), CAP_RANGE.0);
        assert_eq!(default_cap(Some(1 << 20)), CAP_RANGE.1);
        assert_eq!(default_cap(None), 1024 - RESERVED_FILES);
        assert!(stream_cap(768) < 768);
        assert_eq!(stream_cap(1), 1);
    }

    #[test]
    fn the_refusal_says_its_length() {
        let text = refusal();
        let (head, body) = text.split_once("\r\n\r\n").unwrap();
        assert!(head.starts_with("HTTP/1.1 503 "), "{head}");
        assert!(
            head.ends_with(&format!("Content-Length: {}", body.len())),
            "{head}"
        );
        assert!(head.contains("Retry-After: 5"), "{head}");
    }

    #[tokio::test]
    async fn at_the_cap_the_idlest_connection_gives_its_place_and_busy_ones_never_do() {
        let connections = Connections::new(ServerLimits::new(2));
        let first = connections.admit().unwrap();
        tokio::time::sleep(Duration::from_millis(5)).await;
        let second = connections.admit().unwrap();
        // The first is the idlest: it is told to go.
        let third = connections.admit().unwrap();
        assert_eq!(connections.open(), 2);
        tokio::time::timeout(Duration::from_secs(1), first.evict.notified())
            .await
            .expect("the idlest is told");
        // Busy places are kept: with both busy, a newcomer is refused.
        second.busy.requests.fetch_add(1, Ordering::AcqRel);
        third.busy.requests.fetch_add(1, Ordering::AcqRel);
        assert!(connections.admit().is_none());
        drop(first);
        assert_eq!(connections.open(), 2, "a place given up is not given twice");
        drop(second);
        assert_eq!(connections.open(), 1);
        assert!(connections.admit().is_some());
    }
}
