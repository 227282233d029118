//! Seats played on the web: `/play/<pass>` trades a hand message's pass for a session (see
//! [`crate::table::SeatGrant`]), `/m/<token>/play` is the seat's page (the board and the hand,
//! followed live), and its moves are posted back as notation to [`crate::table::Table::play`],
//! the one owner of every change, as a button's click is.
//!
//! The session is a cookie scoped to the seat's own addresses (`/m/<token>/play`), `HttpOnly`
//! and `SameSite=Strict`, `Secure` when the site is served over https. A move also carries the
//! session's request token in a header, which no other site can read or send: neither a
//! cross-site form nor a script elsewhere can play.
//!
//! What identifies the player is all here: an Activity (the next step) adds another way to open
//! a session, and the page stays the same.

mod frame;
mod moves;
mod stream;

use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use maud::html;

use crate::engine::{Lang, Seat};
use crate::i18n::{tr, tr_args};
use crate::store::now;
use crate::table::{Match, PassRefused, SeatGrant, SeatKeys, SESSION_SECS};

use super::asked::Asked;
use super::html::{self as pages, page, respond, unavailable};
use super::Site;

pub use frame::{board_html, draft_html, frame_data, frame_id, hand_html, seat_frame, SeatFrame};
pub use moves::{draft, play};
pub use stream::events;

/// The session cookie's name.
pub const COOKIE: &str = "taberna_seat";

/// The header a page's requests that change something carry its request token in.
pub const REQUEST_HEADER: &str = "x-taberna-request";

/// What the seat's side of the site does besides reading: whether its cookies are `Secure`,
/// and who hears of a move made on a page (the Discord layer edits the board and wakes the
/// computer, as after a click).
#[derive(Clone, Default)]
pub struct Play {
    pub secure: bool,
    pub moved: Option<MovedHook>,
    /// Sign in with Discord, when `DISCORD_CLIENT_SECRET` is set.
    pub signin: Option<Arc<super::signin::SignIn>>,
}

/// Told of every move a page made, with the match after it.
pub type MovedHook = Arc<
    dyn Fn(Match) -> std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>> + Send + Sync,
>;

/// The value of the session cookie in `headers`.
fn cookie(headers: &HeaderMap) -> Option<&str> {
    super::signin::cookie(headers, COOKIE)
}

/// A request from a seat's session on its match.
pub(crate) struct Seated {
    pub m: Match,
    pub grant: SeatGrant,
    pub keys: Arc<SeatKeys>,
    pub lang: Lang,
}

impl Seated {
    pub(crate) fn seat(&self) -> Seat {
        self.grant.seat
    }
}

/// Why a request gets no seat.
pub(crate) enum NotSeated {
    /// No session, an expired one, or one for another seat or match.
    Stranger(Lang),
    /// The match is over: its page is the replay.
    Over(String),
    /// The token names no match (or its server's pages are off).
    Unknown(Lang),
    Unavailable(Lang),
}

/// A request's session as its cookie holds it (if it holds one that has not expired), the key
/// that read it, and the request's language: `?lang=`, else the session's, else the reader's.
async fn session(
    site: &Site,
    q: &Asked,
    headers: &HeaderMap,
) -> Result<(Option<SeatGrant>, Arc<SeatKeys>, Lang), NotSeated> {
    let reader = pages::lang(q.lang(), None, headers);
    let keys = site
        .table
        .seat_keys()
        .await
        .map_err(|_| NotSeated::Unavailable(reader))?;
    let grant = cookie(headers).and_then(|c| keys.read_session(c, now()));
    let lang = match (q.lang(), grant) {
        (None, Some(g)) => g.lang,
        _ => reader,
    };
    Ok((grant, keys, lang))
}

/// What a failed read of the match a token names answers.
fn unreadable(e: &impl std::fmt::Display, lang: Lang) -> NotSeated {
    tracing::warn!(error = %e, "cannot read a match for a seat");
    NotSeated::Unavailable(lang)
}

/// The seat a request's session holds on the match `token` names.
pub(crate) async fn seated(
    site: &Site,
    token: &str,
    q: &Asked,
    headers: &HeaderMap,
) -> Result<Seated, NotSeated> {
    let (grant, keys, lang) = session(site, q, headers).await?;
    let m = match site.table.match_by_token(token).await {
        Ok(Some(m)) => m,
        Ok(None) => return Err(NotSeated::Unknown(lang)),
        Err(e) => return Err(unreadable(&e, lang)),
    };
    let Some(grant) = grant.filter(|g| g.holds(&m)) else {
        return Err(NotSeated::Stranger(lang));
    };
    if m.is_over() {
        return Err(NotSeated::Over(m.web_token));
    }
    Ok(Seated {
        m,
        grant,
        keys,
        lang,
    })
}

/// A request that changes something, from a session for the match `token` names: checked
/// without reading the match, which the table reads (and checks the seat against) itself.
pub(crate) struct Acting {
    pub id: i64,
    pub grant: SeatGrant,
    pub keys: Arc<SeatKeys>,
    pub lang: Lang,
}

/// The session of a request that changes something, for the match `token` names.
pub(crate) async fn acting(
    site: &Site,
    token: &str,
    q: &Asked,
    headers: &HeaderMap,
) -> Result<Acting, NotSeated> {
    let (grant, keys, lang) = session(site, q, headers).await?;
    let id = match site.table.match_id_by_token(token).await {
        Ok(Some(id)) => id,
        Ok(None) => return Err(NotSeated::Unknown(lang)),
        Err(e) => return Err(unreadable(&e, lang)),
    };
    match grant.filter(|g| g.match_id == id) {
        Some(grant) => Ok(Acting {
            id,
            grant,
            keys,
            lang,
        }),
        None => Err(NotSeated::Stranger(lang)),
    }
}

impl NotSeated {
    /// The answer to a page's request.
    fn page(self) -> Response {
        match self {
            NotSeated::Stranger(lang) => {
                how_to_sit(lang, StatusCode::FORBIDDEN, "web-seat-not-yours")
            }
            NotSeated::Over(token) => Redirect::to(&format!("/m/{token}")).into_response(),
            NotSeated::Unknown(lang) => pages::not_found(lang),
            NotSeated::Unavailable(lang) => unavailable(lang),
        }
    }
}

/// When the seat's time runs out, if its server limits turns.
pub(crate) async fn deadline(site: &Site, m: &Match, seat: Seat) -> Option<i64> {
    let limit = site
        .table
        .settings(m.guild_id)
        .await
        .ok()?
        .turn_limit_secs?;
    let (_, since) = m.waiting.iter().find(|(s, _)| *s == seat)?;
    Some(since + limit)
}

/// A small page telling a member how to reach their seat: from their hand in Discord.
fn how_to_sit(lang: Lang, status: StatusCode, why: &str) -> Response {
    let title = tr(lang, "web-seat-closed-title");
    let body = html! {
        h1 { (title) }
        p { (tr(lang, why)) }
        p { (tr(lang, "web-seat-how")) }
        p { a href="/" { (tr(lang, "web-home")) } }
    };
    respond(status, page(lang, &title, body))
}

/// `/play/<pass>`: spends a hand message's pass and opens its seat's session, then sends the
/// browser on to the seat's page, whose address holds no secret.
pub async fn open_pass(
    State(site): State<Site>,
    Path(pass): Path<String>,
    q: Asked,
    headers: HeaderMap,
) -> Response {
    let reader = pages::lang(q.lang(), None, &headers);
    let (m, session, cookie) = match site.table.trade_pass(&pass, now()).await {
        Ok(opened) => opened,
        Err(PassRefused::Store(e)) => {
            tracing::warn!(error = %e, "cannot open a seat's pass");
            return unavailable(reader);
        }
        Err(refused) => {
            let why = match refused {
                PassRefused::Forged => "web-pass-forged",
                PassRefused::Expired => "web-pass-expired",
                PassRefused::Spent => "web-pass-spent",
                _ => "web-pass-over",
            };
            metrics::counter!("taberna_web_passes_total", "outcome" => refused_name(&refused))
                .increment(1);
            return how_to_sit(reader, StatusCode::FORBIDDEN, why);
        }
    };
    metrics::counter!("taberna_web_passes_total", "outcome" => "opened").increment(1);
    enter_seat(&site, &m.web_token, &cookie, session.lang)
}

/// Sets a seat's session `cookie` and sends the browser on to the seat's page of the match
/// `token` names.
pub(crate) fn enter_seat(site: &Site, token: &str, cookie: &str, lang: Lang) -> Response {
    let to = format!("/m/{token}/play");
    let secure = if site.play.secure { "; Secure" } else { "" };
    let set = format!(
        "{COOKIE}={cookie}; Path={to}; Max-Age={SESSION_SECS}; HttpOnly; SameSite=Strict{secure}"
    );
    // A redirect would keep the cross-site navigation from Discord: a SameSite=Strict cookie is
    // not sent on it. A page of this site that moves on by itself is a navigation of its own.
    let title = tr(lang, "web-seat-opening");
    let body = html! {
        h1 { (title) }
        p { a #go href=(to) { (tr(lang, "web-seat-go")) } }
    };
    let shell = html! {
        (maud::DOCTYPE)
        html lang=(pages::code(lang)) {
            head {
                meta charset="utf-8";
                meta http-equiv="refresh" content=(format!("0; url={to}"));
                meta name="referrer" content="no-referrer";
                title { (title) " · taberna" }
                link rel="stylesheet" href="/static/site.css";
            }
            body { main { (body) } }
        }
    };
    let mut r = respond(StatusCode::OK, shell);
    if let Ok(v) = HeaderValue::from_str(&set) {
        r.headers_mut().insert(header::SET_COOKIE, v);
    }
    r.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    r
}

fn refused_name(refused: &PassRefused) -> &'static str {
    match refused {
        PassRefused::Forged => "forged",
        PassRefused::Expired => "expired",
        PassRefused::Spent => "spent",
        PassRefused::Over => "over",
        PassRefused::Store(_) => "unavailable",
    }
}

/// `/m/<token>/play`: the seat's page, for its session only.
pub async fn seat_page(
    State(site): State<Site>,
    Path(token): Path<String>,
    q: Asked,
    headers: HeaderMap,
) -> Response {
    let s = match seated(&site, &token, &q, &headers).await {
        Ok(s) => s,
        Err(no) => return no.page(),
    };
    let seat = s.seat();
    let lang = s.lang;
    let m = &s.m;
    let title = tr_args(
        lang,
        "web-seat-title",
        &[
            ("game", m.game.info().name(lang).into()),
            ("id", m.id.into()),
        ],
    );
    let deadline = deadline(&site, m, seat).await;
    let body = html! {
        div #seat .seat data-token=(m.web_token) data-request=(s.keys.request_token(&s.grant))
            data-lang=(pages::code(lang)) data-id=(frame_id(m))
            data-offline=(tr(lang, "web-seat-offline")) data-expired=(tr(lang, "web-seat-expired"))
            data-turn-title=(tr(lang, "web-seat-turn-title"))
            data-pick-count=(tr_args(lang, "web-seat-pick-count", &[("min", "{min}".into()), ("max", "{max}".into())])) {
            h1 { (title) }
            p.hint { a href=(format!("/m/{}", m.web_token)) { (tr(lang, "web-seat-watch-link")) } }
            div.table {
                section.hand aria-labelledby="hand_heading" {
                    h2 #hand_heading { (tr(lang, "web-seat-hand")) }
                    p #note .note role="status" aria-live="polite" {}
                    div #hand { (hand_html(m, seat, lang, deadline)) }
                }
                section.board aria-labelledby="board_heading" {
                    h2 #board_heading { (tr(lang, "web-seat-board")) }
                    div #board { (board_html(m, lang)) }
                }
            }
        }
    };
    let mut r = respond(StatusCode::OK, page(lang, &title, body));
    r.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    r
}
