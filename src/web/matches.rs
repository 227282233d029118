//! `/m/<token>`: a match's page. While it is played, its public board, followed live, with every
//! move so far to step back through; once it is over, the replay viewer, from the public view or
//! from a seat's. Its live stream, the viewer's steps and moves and the replay file are under the
//! same token, as are its pictures ([`super::pictures`]).
//!
//! While a match is played only public views leave: a seat's step, a hand's picture and the
//! replay file answer 404 until it is over.

use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use maud::html;
use std::sync::Arc;

use crate::engine::Lang;
use crate::i18n::tr_args;
use crate::table::Match;

use super::asked::Asked;
use super::html::{self, not_found, page, respond, unavailable};
use super::replay::{self, move_items, step_html, words_so_far, Replay, View};
use super::viewer::{live_body, replay_body, Standings};
use super::Site;

/// Pictures of a version that is no longer current are not kept by browsers; those of a
/// version (or a finished match's step) never change.
pub(super) const FOREVER: &str = "public, max-age=31536000, immutable";
pub(super) const NOT_KEPT: &str = "no-cache";

/// The match `token` names, or the answer for one that names nothing.
pub(super) async fn found(site: &Site, token: &str, lang: Lang) -> Result<Match, Response> {
    match site.table.match_by_token(token).await {
        Ok(Some(m)) => Ok(m),
        Ok(None) => Err(not_found(lang)),
        Err(e) => {
            tracing::warn!(error = %e, "cannot read a match for its page");
            Err(unavailable(lang))
        }
    }
}

/// The match `token` names and the language of its page: `?lang=`, else the match's own.
async fn found_in_lang(
    site: &Site,
    token: &str,
    q: &Asked,
    headers: &HeaderMap,
) -> Result<(Match, Lang), Response> {
    let m = found(site, token, html::lang(q.lang(), None, headers)).await?;
    let lang = html::lang(q.lang(), Some(m.lang), headers);
    Ok((m, lang))
}

/// The view `q` asks for (`?seat=`, from 1).
fn view_asked(q: &Asked) -> View {
    View::from_number(q.within("seat", 1, usize::from(u8::MAX)))
}

/// The replay of `m` as the page shows it, or the answer when it cannot be built.
async fn replay_of(
    site: &Site,
    m: &Match,
    lang: Lang,
    view: View,
) -> Result<Arc<Replay>, Response> {
    replay::of(&site.pages.replays, &site.table, m, lang, view)
        .await
        .map_err(|e| {
            tracing::warn!(match_id = m.id, error = %e, "cannot replay a match for its page");
            unavailable(lang)
        })
}

/// `/m/<token>`.
pub async fn match_page(
    State(site): State<Site>,
    Path(token): Path<String>,
    q: Asked,
    headers: HeaderMap,
) -> Response {
    let (m, lang) = match found_in_lang(&site, &token, &q, &headers).await {
        Ok(found) => found,
        Err(r) => return r,
    };
    let title = tr_args(
        lang,
        "web-match-title",
        &[
            ("game", m.game.info().name(lang).into()),
            ("id", m.id.into()),
        ],
    );
    let body = if m.is_over() {
        let replay = match replay_of(&site, &m, lang, view_asked(&q)).await {
            Ok(r) => r,
            Err(r) => return r,
        };
        let step = q.within("step", 0, replay.last());
        let standings = match standings(&site, &m).await {
            Ok(s) => s,
            Err(e) => {
                tracing::warn!(match_id = m.id, error = %e, "cannot read a match's ratings");
                return unavailable(lang);
            }
        };
        replay_body(&m, &replay, step, &standings, lang, &title)
    } else {
        let words = match words_so_far(&site.table, &m, lang, 0).await {
            Ok(w) => w,
            Err(e) => {
                tracing::warn!(match_id = m.id, error = %e, "cannot read a match's moves");
                return unavailable(lang);
            }
        };
        // A step back is played again from the log; the live board is the match as it stands.
        let step = q
            .within("step", 0, words.len())
            .filter(|&k| k < words.len());
        let replay = match step {
            Some(_) => match replay_of(&site, &m, lang, View::Public).await {
                Ok(r) => Some(r),
                Err(r) => return r,
            },
            None => None,
        };
        let step = step.zip(replay.as_deref());
        html! {
            (live_body(&m, &words, step, lang, &title))
            (super::signin::offer(&site, &m.web_token, lang))
        }
    };
    respond(StatusCode::OK, page(lang, &title, body))
}

/// The ratings a finished match changed, and the server's pages to link players to.
async fn standings(site: &Site, m: &Match) -> crate::store::StoreResult<Standings> {
    let ratings = site.table.match_ratings(m.id).await?;
    let pages = site
        .table
        .guild_pages(m.guild_id)
        .await?
        .filter(|p| p.shown)
        .map(|p| p.token);
    Ok(Standings { ratings, pages })
}

/// `/m/<token>/live`: the stream of the board's changes, in the page's language.
pub async fn live(
    State(site): State<Site>,
    Path(token): Path<String>,
    q: Asked,
    headers: HeaderMap,
) -> Response {
    let (m, lang) = match found_in_lang(&site, &token, &q, &headers).await {
        Ok(found) => found,
        Err(r) => return r,
    };
    match site.pages.live.watch(&m, lang) {
        Some(watching) => {
            site.pages.live.changed(m.id).await;
            super::live::events(watching).into_response()
        }
        None => (
            StatusCode::SERVICE_UNAVAILABLE,
            [(header::RETRY_AFTER, "30")],
            "Too many boards are followed at once; try again later.",
        )
            .into_response(),
    }
}

/// The replay the viewer's request names (`view`, and `?lang=…&v=…`): kept, or built from the
/// match as it stands now. With its language, and whether the match is over.
pub(super) async fn asked_replay(
    site: &Site,
    token: &str,
    view: View,
    q: &Asked,
    headers: &HeaderMap,
) -> Result<(Arc<Replay>, Lang, bool), Response> {
    // The viewer names its language and version: a replay kept answers without reading the
    // match (a seat's view is only ever kept for a match that is over), while its server
    // keeps match pages on.
    if let (Some(lang), Some(v)) = (q.lang(), q.text("v").and_then(|v| v.parse().ok())) {
        let lang = html::lang(Some(lang), None, headers);
        if let Some(r) = site.pages.replays.kept(token, lang, view, v) {
            if site.table.match_pages(r.guild_id).await.unwrap_or(false) {
                let over = r.file.is_some();
                return Ok((r, lang, over));
            }
        }
    }
    let (m, lang) = found_in_lang(site, token, q, headers).await?;
    if view != View::Public && !m.is_over() {
        return Err(not_found(lang));
    }
    let r = replay_of(site, &m, lang, view).await?;
    Ok((r, lang, m.is_over()))
}

/// The cache of a step's answer: for ever once the match is over.
fn step_cache(over: bool) -> &'static str {
    if over {
        FOREVER
    } else {
        NOT_KEPT
    }
}

/// `/m/<token>/step/<k>` (the viewer's board at step `k`, for the script) and
/// `/m/<token>/step/<k>.png` (its picture): public steps while in play, a seat's once over.
pub async fn step(
    State(site): State<Site>,
    Path((token, file)): Path<(String, String)>,
    q: Asked,
    headers: HeaderMap,
) -> Response {
    let (number, picture) = match file.strip_suffix(".png") {
        Some(n) => (n, true),
        None => (file.as_str(), false),
    };
    let Ok(k) = number.parse::<usize>() else {
        return not_found(html::lang(q.lang(), None, &headers));
    };
    let (r, lang, over) = match asked_replay(&site, &token, view_asked(&q), &q, &headers).await {
        Ok(found) => found,
        Err(answer) => return answer,
    };
    if k >= r.steps.len() {
        return not_found(lang);
    }
    if picture {
        let scene = r.steps[k].scene.clone();
        return super::pictures::drawn(scene, step_cache(over), lang).await;
    }
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, step_cache(over)),
        ],
        step_html(&r, k, &token, lang).into_string(),
    )
        .into_response()
}

/// `/m/<token>/moves?from=<n>`: the moves after the first `n` as items of the move list, for
/// the script of a live page that heard of new ones.
pub async fn moves(
    State(site): State<Site>,
    Path(token): Path<String>,
    q: Asked,
    headers: HeaderMap,
) -> Response {
    let (m, lang) = match found_in_lang(&site, &token, &q, &headers).await {
        Ok(found) => found,
        Err(answer) => return answer,
    };
    let from = q.within("from", 0, usize::MAX).unwrap_or(0);
    let words = if m.is_over() {
        match replay_of(&site, &m, lang, View::Public).await {
            Ok(r) => r.moves.get(from..).unwrap_or_default().to_vec(),
            Err(answer) => return answer,
        }
    } else {
        match words_so_far(&site.table, &m, lang, from).await {
            Ok(w) => w,
            Err(e) => {
                tracing::warn!(match_id = m.id, error = %e, "cannot read a match's moves");
                return unavailable(lang);
            }
        }
    };
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, NOT_KEPT),
        ],
        move_items(&words, from, usize::MAX, View::Public).into_string(),
    )
        .into_response()
}

/// `/m/<token>/replay.json`: the replay file, as `/replay` attaches it; only once it is over.
pub async fn replay_file(
    State(site): State<Site>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    let m = match found(&site, &token, html::lang(None, None, &headers)).await {
        Ok(m) => m,
        Err(r) => return r,
    };
    if !m.is_over() {
        return not_found(m.lang);
    }
    let r = match replay_of(&site, &m, m.lang, View::Public).await {
        Ok(r) => r,
        Err(answer) => return answer,
    };
    let Some(file) = r.file.clone() else {
        return not_found(m.lang);
    };
    let disposition = format!("attachment; filename=\"taberna-match-{}.json\"", m.id);
    (
        [
            (header::CONTENT_TYPE, "application/json".to_owned()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        file,
    )
        .into_response()
}
