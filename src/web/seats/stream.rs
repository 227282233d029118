//! `/m/<token>/play/events`: a seat's page followed live. A stream of Server-Sent Events, each
//! the seat's frame after a change of the match (a move from Discord, another page, a timer or
//! the computer), its id the frame's stamp: a page that lost its connection comes back with
//! `Last-Event-ID` and is sent nothing it already shows.
//!
//! A seat's frame holds its hand, so it is rendered for its stream alone (a board's frame is
//! shared by its watchers, see [`crate::web::live`]). Seat streams take their places under the
//! same cap as boards' streams. A stream ends with the match (its last frame says so), or when
//! its session expires.

use std::convert::Infallible;
use std::time::Duration;

use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use tokio::sync::broadcast;

use crate::engine::{Lang, Seat};
use crate::table::SeatGrant;

use super::{deadline, frame_id, now, seat_frame, seated};
use crate::web::asked::Asked;
use crate::web::Site;

/// How often a stream looks at its match in the database when other processes may move it
/// (and at its session's expiry).
const LOOK_AGAIN: Duration = Duration::from_secs(3);

/// How often a process that runs every shard looks anyway: only its session's expiry is news.
const LOOK_SELDOM: Duration = Duration::from_secs(60);

/// One seat's stream.
struct Following {
    site: Site,
    id: i64,
    seat: Seat,
    lang: Lang,
    grant: SeatGrant,
    /// The stamp of the frame the page shows.
    shown: Option<String>,
    changes: broadcast::Receiver<i64>,
    /// The clock of looks at the match besides its changes.
    every: tokio::time::Interval,
    /// The match may have changed since it was last read.
    stale: bool,
    done: bool,
    _place: tokio::sync::OwnedSemaphorePermit,
}

impl Following {
    /// The next frame to send: the match's, once it differs from the one shown. The match is
    /// read only when it may have changed (its change heard, changes missed, the clock), never
    /// for another match's change.
    async fn next(&mut self) -> Option<Event> {
        loop {
            if self.done || self.grant.expires_at < now() {
                return None;
            }
            if std::mem::take(&mut self.stale) {
                if let Some(event) = self.look().await {
                    return Some(event);
                }
            }
            tokio::select! {
                heard = self.changes.recv() => match heard {
                    Ok(id) => self.stale = id == self.id,
                    Err(broadcast::error::RecvError::Lagged(_)) => self.stale = true,
                    Err(broadcast::error::RecvError::Closed) => return None,
                },
                _ = self.every.tick() => self.stale = true,
            }
        }
    }

    /// The match's frame, when it is news to the page.
    async fn look(&mut self) -> Option<Event> {
        // A process that runs every shard holds every move in memory once committed; another
        // may have been moved by a process sharing the database, which only the store knows.
        let table = &self.site.table;
        let m = if table.holds_every_shard() {
            table.get(self.id).await.ok()?
        } else {
            table.current(self.id).await.ok()?
        };
        let id = frame_id(&m);
        if self.shown.as_deref() == Some(id.as_str()) {
            return None;
        }
        if !self.grant.holds(&m) {
            self.done = true;
            return None;
        }
        let deadline = deadline(&self.site, &m, self.seat).await;
        let frame = seat_frame(&m, self.seat, self.lang, deadline);
        self.shown = Some(frame.id.clone());
        self.done = frame.over;
        Some(Event::default().event("seat").id(frame.id).data(frame.data))
    }
}

/// `/m/<token>/play/events`: the seat's stream, for its session only.
pub async fn events(
    State(site): State<Site>,
    Path(token): Path<String>,
    q: Asked,
    headers: HeaderMap,
) -> Response {
    let s = match seated(&site, &token, &q, &headers).await {
        Ok(s) => s,
        Err(_) => {
            // A page whose session is gone stops asking (the script says how to come back).
            return (StatusCode::FORBIDDEN, "").into_response();
        }
    };
    let Some(place) = site.pages.live.place() else {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            [(header::RETRY_AFTER, "30")],
            "Too many pages are followed at once; try again later.",
        )
            .into_response();
    };
    // A page resuming names the last frame it got; a page opening, the one it was drawn with.
    let shown = headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .or_else(|| q.text("since"))
        .map(str::to_owned);
    let period = if site.table.holds_every_shard() {
        LOOK_SELDOM
    } else {
        LOOK_AGAIN
    };
    let mut every = tokio::time::interval_at(tokio::time::Instant::now() + period, period);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let following = Following {
        changes: site.table.changes(),
        id: s.m.id,
        seat: s.seat(),
        lang: s.lang,
        grant: s.grant,
        site,
        shown,
        every,
        stale: true,
        done: false,
        _place: place,
    };
    let stream = futures_util::stream::unfold(following, |mut f| async move {
        let event = f.next().await?;
        Some((Ok::<_, Infallible>(event), f))
    });
    Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(20)))
        .into_response()
}
