//! `/m/<token>`: a match's page. While it is played, its public board, followed live; once it
//! is over, the replay viewer. Its pictures, its live stream, the viewer's steps and the
//! replay file are under the same token.

use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use maud::{html, Markup};
use serde::Deserialize;
use std::sync::Arc;

use crate::engine::Lang;
use crate::i18n::{tr, tr_args};
use crate::table::Match;

use super::board::{ctx, facts, fair_section, result_line};
use super::html::{self, not_found, page, respond, unavailable};
use super::replay::{self, step_html, Replay};
use super::Site;

/// What a match page may be asked.
#[derive(Debug, Default, Deserialize)]
pub struct MatchQuery {
    pub lang: Option<String>,
    pub step: Option<usize>,
}

/// Pictures of a version that is no longer current are not kept by browsers; those of a
/// version (or a replay step) never change.
const FOREVER: &str = "public, max-age=31536000, immutable";
const NOT_KEPT: &str = "no-cache";

/// The match `token` names, or the answer for one that names nothing.
async fn found(site: &Site, token: &str, lang: Lang) -> Result<Match, Response> {
    match site.table.match_by_token(token).await {
        Ok(Some(m)) => Ok(m),
        Ok(None) => Err(not_found(lang)),
        Err(e) => {
            tracing::warn!(error = %e, "cannot read a match for its page");
            Err(unavailable(lang))
        }
    }
}

/// `/m/<token>`.
pub async fn match_page(
    State(site): State<Site>,
    Path(token): Path<String>,
    Query(q): Query<MatchQuery>,
    headers: HeaderMap,
) -> Response {
    let asked = html::lang(q.lang.as_deref(), None, &headers);
    let m = match found(&site, &token, asked).await {
        Ok(m) => m,
        Err(r) => return r,
    };
    let lang = html::lang(q.lang.as_deref(), Some(m.lang), &headers);
    let title = tr_args(
        lang,
        "web-match-title",
        &[
            ("game", m.game.info().name(lang).into()),
            ("id", m.id.into()),
        ],
    );
    let body = if m.is_over() {
        match replay::of(&site.pages.replays, &site.table, &m, lang).await {
            Ok(r) => replay_body(&m, &r, q.step, lang, &title),
            Err(e) => {
                tracing::warn!(match_id = m.id, error = %e, "cannot replay a match for its page");
                return unavailable(lang);
            }
        }
    } else {
        live_body(&m, lang, &title)
    };
    respond(StatusCode::OK, page(lang, &title, body))
}

/// Who plays, by the names they had at the table.
fn players(m: &Match, lang: Lang) -> Markup {
    let ctx = ctx(m, lang);
    html! {
        p.players {
            strong { (tr(lang, "web-players")) ": " }
            @for (i, name) in ctx.names.iter().enumerate() {
                @if i > 0 { ", " }
                span.player { (name) }
            }
        }
    }
}

/// The page of a match in play: its board, which the script keeps current.
pub(crate) fn live_body(m: &Match, lang: Lang, title: &str) -> Markup {
    html! {
        h1 { (title) }
        (players(m, lang))
        p.hint { (tr(lang, "web-live")) " " span.nojs { (tr(lang, "web-live-reload")) } }
        div #board .board-facts data-live=(format!("/m/{}/live?lang={}", m.web_token, html::code(lang))) {
            (facts(m, lang))
        }
    }
}

/// The replay viewer at step `step` (the end when not given).
fn replay_body(m: &Match, r: &Replay, step: Option<usize>, lang: Lang, title: &str) -> Markup {
    let last = r.steps.len() - 1;
    let k = step.unwrap_or(last).min(last);
    let token = &m.web_token;
    let ctx = ctx(m, lang);
    html! {
        h1 { (title) }
        (players(m, lang))
        section.result {
            h2 { (tr(lang, "web-result")) }
            p { (result_line(m, &ctx)) }
            @if let Some(result) = &m.result {
                table.scores {
                    tr { th { (tr(lang, "web-player")) } th { (tr(lang, "web-scores")) } }
                    @for (i, name) in ctx.names.iter().enumerate() {
                        tr { td { (name) } td { (result.scores.as_slice().get(i).copied().unwrap_or_default()) } }
                    }
                }
            }
        }
        section #replay .replay data-token=(token) data-steps=(last) {
            h2 { (tr(lang, "web-replay")) }
            div.viewer {
                div.stage {
                    nav.controls {
                        a #previous .button href=(format!("?step={}", k.saturating_sub(1))) { (tr(lang, "web-previous")) }
                        form.slider method="get" {
                            input #slider type="range" name="step" min="0" max=(last) value=(k)
                                aria-label=(tr(lang, "web-moves"));
                            button.go type="submit" { (tr(lang, "web-go")) }
                        }
                        a #next .button href=(format!("?step={}", (k + 1).min(last))) { (tr(lang, "web-next")) }
                    }
                    p.hint { (tr(lang, "web-keys")) }
                    div #board .board-facts { (step_html(r, k, token, lang)) }
                }
                nav.moves {
                    h3 { (tr(lang, "web-moves")) }
                    ol #moves start="0" {
                        li.current[k == 0] { a href="?step=0" data-step="0" { (tr(lang, "web-start")) } }
                        @for (i, words) in r.moves.iter().enumerate() {
                            li.current[k == i + 1] {
                                a href=(format!("?step={}", i + 1)) data-step=(i + 1) { (super::html::inline(words)) }
                            }
                        }
                    }
                }
            }
        }
        (fair_section(m, lang))
        p.check { (super::html::inline(&tr(lang, "web-check"))) }
        p { a.download href=(format!("/m/{token}/replay.json")) download { (tr(lang, "web-download")) } }
    }
}

/// `/m/<token>/live`: the stream of the board's changes, in the page's language.
pub async fn live(
    State(site): State<Site>,
    Path(token): Path<String>,
    Query(q): Query<MatchQuery>,
    headers: HeaderMap,
) -> Response {
    let m = match found(&site, &token, Lang::En).await {
        Ok(m) => m,
        Err(r) => return r,
    };
    let lang = html::lang(q.lang.as_deref(), Some(m.lang), &headers);
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

/// A picture's response.
fn png(drawn: &Arc<Vec<u8>>, cache: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, "image/png"),
            (header::CACHE_CONTROL, cache),
        ],
        // The drawing itself, not a copy: a move's picture goes to every watcher.
        axum::body::Bytes::from_owner(Shared(Arc::clone(drawn))),
    )
        .into_response()
}

/// A drawing shared with its cache, as a response body.
struct Shared(Arc<Vec<u8>>);

impl AsRef<[u8]> for Shared {
    fn as_ref(&self) -> &[u8] {
        self.0.as_slice()
    }
}

/// `/m/<token>/board/<version>.png`: the board's picture. The current version is drawn (once:
/// the board in Discord and every watcher share it); a version that is past gets the current
/// picture, not kept.
pub async fn board_picture(
    State(site): State<Site>,
    Path((token, file)): Path<(String, String)>,
) -> Response {
    let Some(version) = file
        .strip_suffix(".png")
        .and_then(|v| v.parse::<i64>().ok())
    else {
        return not_found(Lang::En);
    };
    let key = (token, version);
    if let Some(kept) = site.pages.pictures.get(&key) {
        return png(&kept, FOREVER);
    }
    let m = match found(&site, &key.0, Lang::En).await {
        Ok(m) => m,
        Err(r) => return r,
    };
    let Some(scene) = m.game.scene_public(&ctx(&m, m.lang)) else {
        return not_found(m.lang);
    };
    let drawn = tokio::task::spawn_blocking(move || crate::picture::png(&scene)).await;
    let Ok(drawn) = drawn else {
        return unavailable(m.lang);
    };
    if version != m.version {
        return png(&drawn, NOT_KEPT);
    }
    site.pages
        .pictures
        .get_or_make(&key, || (Arc::clone(&drawn), drawn.len() + 64));
    png(&drawn, FOREVER)
}

/// `/m/<token>/step/<k>` (the viewer's board at step `k`, for the script) and
/// `/m/<token>/step/<k>.png` (its picture). Only once the match is over.
pub async fn step(
    State(site): State<Site>,
    Path((token, file)): Path<(String, String)>,
    Query(q): Query<MatchQuery>,
    headers: HeaderMap,
) -> Response {
    let (number, picture) = match file.strip_suffix(".png") {
        Some(n) => (n, true),
        None => (file.as_str(), false),
    };
    let Ok(k) = number.parse::<usize>() else {
        return not_found(Lang::En);
    };
    // The viewer names its language: a replay kept answers without reading the match.
    let asked = q
        .lang
        .as_deref()
        .filter(|l| matches!(*l, "en" | "es"))
        .map(|l| html::lang(Some(l), None, &headers));
    let kept = asked.and_then(|lang| replay::kept(&site.pages.replays, &token, lang));
    let (r, lang) = match (kept, asked) {
        (Some(r), Some(lang)) => (r, lang),
        _ => {
            let m = match found(&site, &token, Lang::En).await {
                Ok(m) => m,
                Err(r) => return r,
            };
            let lang = html::lang(q.lang.as_deref(), Some(m.lang), &headers);
            if !m.is_over() {
                return not_found(lang);
            }
            match replay::of(&site.pages.replays, &site.table, &m, lang).await {
                Ok(r) => (r, lang),
                Err(_) => return unavailable(lang),
            }
        }
    };
    if k >= r.steps.len() {
        return not_found(lang);
    }
    if picture {
        // The picture does not depend on the language: English's steps draw it.
        let Some(scene) = r.steps[k].scene.clone() else {
            return not_found(lang);
        };
        return match tokio::task::spawn_blocking(move || crate::picture::png(&scene)).await {
            Ok(drawn) => png(&drawn, FOREVER),
            Err(_) => unavailable(lang),
        };
    }
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, FOREVER),
        ],
        step_html(&r, k, &token, lang).into_string(),
    )
        .into_response()
}

/// `/m/<token>/replay.json`: the replay file, as `/replay` attaches it; only once it is over.
pub async fn replay_file(State(site): State<Site>, Path(token): Path<String>) -> Response {
    let m = match found(&site, &token, Lang::En).await {
        Ok(m) => m,
        Err(r) => return r,
    };
    if !m.is_over() {
        return not_found(m.lang);
    }
    let r = match replay::of(&site.pages.replays, &site.table, &m, m.lang).await {
        Ok(r) => r,
        Err(_) => return unavailable(m.lang),
    };
    let disposition = format!("attachment; filename=\"taberna-match-{}.json\"", m.id);
    (
        [
            (header::CONTENT_TYPE, "application/json".to_owned()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        r.file.clone(),
    )
        .into_response()
}
