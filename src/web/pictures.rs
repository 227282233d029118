//! A match's pictures: its board as it stands (`/m/<token>/board/<version>.png`, the picture its
//! board in Discord shows, drawn once and shared), and a seat's hand at a step of a finished
//! match (`/m/<token>/hand/<seat>/<k>.png`). A step's board is answered by [`super::matches`].

use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::{header, HeaderMap};
use axum::response::{IntoResponse, Response};

use crate::engine::Lang;

use super::asked::Asked;
use super::board::ctx;
use super::html::{self, not_found, unavailable};
use super::matches::{asked_replay, found, FOREVER, NOT_KEPT};
use super::replay::View;
use super::Site;

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
    headers: HeaderMap,
) -> Response {
    let reader = html::lang(None, None, &headers);
    let Some(version) = file
        .strip_suffix(".png")
        .and_then(|v| v.parse::<i64>().ok())
    else {
        return not_found(reader);
    };
    let key = (token, version);
    if let Some(kept) = site.pages.pictures.get(&key) {
        return png(&kept, FOREVER);
    }
    let m = match found(&site, &key.0, reader).await {
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

/// `/m/<token>/hand/<seat>/<k>.png`: a seat's hand at step `k`, once the match is over.
pub async fn hand_picture(
    State(site): State<Site>,
    Path((token, seat, file)): Path<(String, String, String)>,
    q: Asked,
    headers: HeaderMap,
) -> Response {
    let (Ok(seat), Some(Ok(k))) = (
        seat.parse::<usize>(),
        file.strip_suffix(".png").map(str::parse::<usize>),
    ) else {
        return not_found(html::lang(q.lang(), None, &headers));
    };
    let view = View::from_number(Some(seat));
    let (r, lang, over) = match asked_replay(&site, &token, view, &q, &headers).await {
        Ok(found) => found,
        Err(answer) => return answer,
    };
    let Some(hand) = r.steps.get(k).and_then(|s| s.hand.as_ref()) else {
        return not_found(lang);
    };
    if !over || r.view == View::Public {
        return not_found(lang);
    }
    drawn(hand.scene.clone(), FOREVER, lang).await
}

/// A scene drawn as the answer's picture.
pub(super) async fn drawn(
    scene: Option<crate::engine::scene::Scene>,
    cache: &'static str,
    lang: Lang,
) -> Response {
    let Some(scene) = scene else {
        return not_found(lang);
    };
    match tokio::task::spawn_blocking(move || crate::picture::png(&scene)).await {
        Ok(drawn) => png(&drawn, cache),
        Err(_) => unavailable(lang),
    }
}
