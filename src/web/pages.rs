//! The site's own pages: `/`, the stylesheet and the script, and the 404 of every path that
//! names nothing.

use axum::http::{header, HeaderMap};
use axum::response::{IntoResponse, Response};
use maud::html;

use crate::games;
use crate::i18n::tr;

use super::asked::Asked;
use super::html::{self, not_found, page, respond};

/// The README's part on setting the bot up, which `/setup` shows.
fn setup_text() -> &'static str {
    let readme = include_str!("../../README.md");
    let start = readme.find("## Setting up the bot").unwrap_or(0);
    let end = readme[start..]
        .find("\n## Operating")
        .map_or(readme.len(), |e| start + e);
    &readme[start..end]
}

/// `/`: what taberna is.
pub async fn index(q: Asked, headers: HeaderMap) -> Response {
    let lang = html::lang(q.lang(), None, &headers);
    let body = html! {
        h1 { "taberna" }
        p.tagline { (tr(lang, "web-tagline")) }
        p { (html::inline(&tr(lang, "web-index-body"))) }
        h2 { (tr(lang, "web-index-games")) }
        ul { @for e in games::shipped() { li { (e.info.name(lang)) } } }
        p { a href="/setup" { (tr(lang, "web-index-setup")) } }
    };
    respond(axum::http::StatusCode::OK, page(lang, "taberna", body))
}

/// `/setup`: the README's setup, as the README says it (in English).
pub async fn setup(q: Asked, headers: HeaderMap) -> Response {
    let lang = html::lang(q.lang(), None, &headers);
    let title = tr(lang, "web-index-setup");
    let body = html! {
        h1 { (title) }
        pre.readme { (setup_text()) }
    };
    respond(axum::http::StatusCode::OK, page(lang, &title, body))
}

/// Any path that names nothing.
pub async fn fallback(q: Asked, headers: HeaderMap) -> Response {
    not_found(html::lang(q.lang(), None, &headers))
}

/// `/static/site.css`.
pub async fn stylesheet() -> Response {
    asset("text/css; charset=utf-8", include_str!("static/site.css"))
}

/// `/static/site.js`.
pub async fn script() -> Response {
    asset(
        "text/javascript; charset=utf-8",
        include_str!("static/site.js"),
    )
}

/// `/static/favicon.svg`, also asked for as `/favicon.ico`.
pub async fn icon() -> Response {
    asset("image/svg+xml", include_str!("static/favicon.svg"))
}

fn asset(kind: &'static str, text: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        text,
    )
        .into_response()
}
