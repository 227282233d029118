//! A seat's page acting: a move posted as notation (with the version its page showed) goes to
//! [`crate::table::Table::play_or_current`], as a button's click does, and is answered only once
//! committed; a draft's composer is read for the page to show.
//!
//! Answers are JSON for the page's script: `{"ok", "note", "frame"}`, the frame being the seat's
//! page as it stands after the move or the refusal, so that the page shows it at once.

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use crate::engine::{Lang, Seat};
use crate::table::{Match, Refused, TableError};

use super::{acting, deadline, frame_data, frame_id, seated, NotSeated, REQUEST_HEADER};
use crate::web::asked::Asked;
use crate::web::Site;

/// What a page posts: the move's notation and the version its controls were drawn at.
#[derive(Debug, Deserialize)]
pub struct Posted {
    pub version: i64,
    pub notation: String,
}

/// Notation longer than any game's move is refused before it is read.
const MAX_NOTATION: usize = 512;

/// A JSON answer the site wrote itself (never turned into a page by [`crate::web::html`]).
fn answer(status: StatusCode, body: &serde_json::Value) -> Response {
    let mut r = (
        status,
        [(axum::http::header::CONTENT_TYPE, "application/json")],
        body.to_string(),
    )
        .into_response();
    crate::web::html::mark_ours(&mut r);
    r
}

fn note(status: StatusCode, words: &str) -> Response {
    answer(status, &serde_json::json!({ "ok": false, "note": words }))
}

impl NotSeated {
    /// The answer to a script's request.
    fn json(self) -> Response {
        match self {
            NotSeated::Stranger(lang) => note(
                StatusCode::FORBIDDEN,
                &crate::i18n::tr(lang, "web-seat-not-yours"),
            ),
            NotSeated::Over(token) => answer(
                StatusCode::CONFLICT,
                &serde_json::json!({ "ok": false, "over": format!("/m/{token}") }),
            ),
            NotSeated::Unknown(lang) => note(
                StatusCode::NOT_FOUND,
                &crate::i18n::tr(lang, "web-not-found"),
            ),
            NotSeated::Unavailable(lang) => note(
                StatusCode::SERVICE_UNAVAILABLE,
                &crate::i18n::tr(lang, "web-seat-unavailable"),
            ),
        }
    }
}

/// `POST /m/<token>/play`: a move of the session's seat.
pub async fn play(
    State(site): State<Site>,
    Path(token): Path<String>,
    q: Asked,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> Response {
    let s = match acting(&site, &token, &q, &headers).await {
        Ok(s) => s,
        Err(no) => return no.json(),
    };
    let lang = s.lang;
    let proof = headers
        .get(REQUEST_HEADER)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    if !s.keys.checks_request(&s.grant, proof) {
        // Not the page's own request: a form or a script of another site.
        return note(
            StatusCode::FORBIDDEN,
            &crate::i18n::tr(lang, "web-seat-not-yours"),
        );
    }
    let posted = match serde_json::from_slice::<Posted>(&body) {
        Ok(p) if p.notation.len() <= MAX_NOTATION => p,
        _ => {
            return note(
                StatusCode::BAD_REQUEST,
                &crate::i18n::tr(lang, "web-seat-bad-move"),
            )
        }
    };
    let member = s.grant.member;
    let played = site
        .table
        .play_or_current(s.id, member, posted.version, &posted.notation)
        .await;
    match played {
        Ok(moved) => {
            crate::metrics::moved(moved.after.game.info().id, "played", "web");
            let frame = frame_of(&site, moved.seat, &moved.after, lang).await;
            if let Some(hook) = site.play.moved.clone() {
                tokio::spawn(hook(moved.after));
            }
            answer(
                StatusCode::OK,
                &serde_json::json!({ "ok": true, "frame": frame }),
            )
        }
        Err(Refused {
            error: TableError::Store(e),
            ..
        }) => {
            tracing::warn!(error = %e, "a move from a seat's page could not be stored");
            note(
                StatusCode::SERVICE_UNAVAILABLE,
                &crate::i18n::tr(lang, "web-seat-unavailable"),
            )
        }
        Err(Refused {
            error: TableError::NotSeated | TableError::NoSuchMatch(_),
            ..
        }) => note(
            StatusCode::FORBIDDEN,
            &crate::i18n::tr(lang, "web-seat-not-yours"),
        ),
        Err(Refused { error, current }) => {
            let stale = matches!(error, TableError::Stale { .. });
            let words = if stale {
                crate::i18n::tr(lang, "web-seat-late")
            } else {
                crate::i18n::refusals::table_error(&error, lang)
            };
            let now = match current {
                Some(m) => Ok(*m),
                None => site.table.current(s.id).await,
            };
            let game = now.as_ref().map_or("unknown", |m| m.game.info().id);
            crate::metrics::moved(game, if stale { "stale" } else { "refused" }, "web");
            let frame = match &now {
                Ok(m) if !m.is_over() && s.grant.holds(m) => {
                    Some(frame_of(&site, s.grant.seat, m, lang).await)
                }
                _ => None,
            };
            let over = now
                .as_ref()
                .ok()
                .filter(|m| m.is_over())
                .map(|m| format!("/m/{}", m.web_token));
            answer(
                StatusCode::CONFLICT,
                &serde_json::json!({ "ok": false, "note": words, "frame": frame, "over": over }),
            )
        }
    }
}

/// `seat`'s frame of `m`, as the answer carries it.
async fn frame_of(site: &Site, seat: Seat, m: &Match, lang: Lang) -> serde_json::Value {
    let deadline = deadline(site, m, seat).await;
    serde_json::json!({ "id": frame_id(m), "data": frame_data(m, seat, lang, deadline) })
}

/// `GET /m/<token>/play/draft?d=<draft>`: the composer of a draft for the session's seat.
pub async fn draft(
    State(site): State<Site>,
    Path(token): Path<String>,
    q: Asked,
    headers: HeaderMap,
) -> Response {
    let s = match seated(&site, &token, &q, &headers).await {
        Ok(s) => s,
        Err(no) => return no.json(),
    };
    let asked = q.text("d").unwrap_or_default();
    if asked.len() > MAX_NOTATION {
        return note(
            StatusCode::BAD_REQUEST,
            &crate::i18n::tr(s.lang, "web-seat-bad-move"),
        );
    }
    match super::draft_html(&s.m, s.seat(), s.lang, asked) {
        Some(html) => answer(
            StatusCode::OK,
            &serde_json::json!({ "ok": true, "html": html.into_string() }),
        ),
        None => note(
            StatusCode::NOT_FOUND,
            &crate::i18n::tr(s.lang, "web-seat-bad-move"),
        ),
    }
}
