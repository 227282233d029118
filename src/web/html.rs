//! What every page shares: the shell around its body, the language it speaks, the words of the
//! games' panels as HTML, and the headers that keep a page to its own scripts.
//!
//! Every value reaches the HTML through maud, which escapes it; [`inline`] is the one place
//! that writes tags of its own, and it escapes the text first.

use axum::extract::Request;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use maud::{html, Markup, PreEscaped, DOCTYPE};

use crate::engine::Lang;
use crate::i18n::tr;

/// Scripts, styles, pictures and event streams from this site only; no inline script or
/// style, no frames, no plugins, forms only to this site.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
     style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; \
     form-action 'self'; frame-ancestors 'none'";

/// The language of a page: `?lang=` when given, else the page's own (a match's), else the
/// reader's first of English and Spanish in `Accept-Language`.
#[must_use]
pub fn lang(asked: Option<&str>, own: Option<Lang>, headers: &HeaderMap) -> Lang {
    match asked {
        Some("es") => return Lang::Es,
        Some("en") => return Lang::En,
        _ => {}
    }
    if let Some(own) = own {
        return own;
    }
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    // The first of the two the reader names, whatever its weight: browsers list them best first.
    for tag in accept.split(',') {
        let code = tag.split(';').next().unwrap_or_default().trim();
        let primary = code.split('-').next().unwrap_or_default();
        if primary.eq_ignore_ascii_case("es") {
            return Lang::Es;
        }
        if primary.eq_ignore_ascii_case("en") {
            return Lang::En;
        }
    }
    Lang::En
}

/// The code of `lang` for `<html lang>` and `?lang=`.
#[must_use]
pub const fn code(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::Es => "es",
    }
}

/// A whole page: `title`, then `body` under the site's header.
#[must_use]
pub fn page(lang: Lang, title: &str, body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(code(lang)) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="referrer" content="no-referrer";
                title { (title) " · taberna" }
                link rel="stylesheet" href="/static/site.css";
                link rel="icon" href="/static/favicon.svg" type="image/svg+xml";
                script src="/static/site.js" defer {}
            }
            body {
                header {
                    a.home href="/" { (tr(lang, "web-home")) }
                }
                main { (body) }
            }
        }
    }
}

/// A line of a game's panel as HTML: escaped, with Discord's `**bold**` and `` `code` `` kept
/// as such and each line break a `<br>`.
#[must_use]
pub fn inline(text: &str) -> Markup {
    let escaped = maud::html! { (text) }.into_string();
    let mut out = String::with_capacity(escaped.len() + 16);
    let mut bold = false;
    let mut code = false;
    let mut rest = escaped.as_str();
    while let Some(c) = rest.chars().next() {
        if rest.starts_with("**") && !code {
            out.push_str(if bold { "</strong>" } else { "<strong>" });
            bold = !bold;
            rest = &rest[2..];
            continue;
        }
        match c {
            '`' => {
                out.push_str(if code { "</code>" } else { "<code>" });
                code = !code;
            }
            '\n' => out.push_str("<br>"),
            _ => out.push(c),
        }
        rest = &rest[c.len_utf8()..];
    }
    if code {
        out.push_str("</code>");
    }
    if bold {
        out.push_str("</strong>");
    }
    PreEscaped(out)
}

/// Marks an answer the site wrote itself (see [`own_words`]).
#[derive(Debug, Clone, Copy)]
struct Ours;

/// A page as a response, with the site's headers.
pub fn respond(status: StatusCode, page: Markup) -> Response {
    let mut r = (
        status,
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        page.into_string(),
    )
        .into_response();
    r.extensions_mut().insert(Ours);
    r
}

/// Marks `response` as written by the site (a script's JSON answer), so that [`own_words`]
/// leaves it as it is.
pub fn mark_ours(response: &mut Response) {
    response.extensions_mut().insert(Ours);
}

/// Answers an address the site cannot read in its own words: a client error it did not write
/// (a path that cannot be decoded, a method no page answers) becomes its small page, in the
/// reader's language, never the framework's message.
pub async fn own_words(request: Request, next: Next) -> Response {
    let asked = super::asked::Asked::parse(request.uri().query().unwrap_or_default());
    let lang = lang(asked.lang(), None, request.headers());
    let response = next.run(request).await;
    if !response.status().is_client_error() || response.extensions().get::<Ours>().is_some() {
        return response;
    }
    if response.status() != StatusCode::METHOD_NOT_ALLOWED {
        return not_found(lang);
    }
    let title = tr(lang, "web-read-only-title");
    let body = html! {
        h1 { (title) }
        p { (tr(lang, "web-read-only")) }
        p { a href="/" { (tr(lang, "web-home")) } }
    };
    let mut ours = respond(StatusCode::METHOD_NOT_ALLOWED, page(lang, &title, body));
    if let Some(allow) = response.headers().get(header::ALLOW) {
        ours.headers_mut().insert(header::ALLOW, allow.clone());
    }
    ours
}

/// The small page of a path that names nothing: the same for a token that never existed and
/// for a server whose pages are off.
pub fn not_found(lang: Lang) -> Response {
    let title = tr(lang, "web-not-found-title");
    let body = html! {
        h1 { (title) }
        p { (tr(lang, "web-not-found")) }
        p { a href="/" { (tr(lang, "web-home")) } }
    };
    respond(StatusCode::NOT_FOUND, page(lang, &title, body))
}

/// The small page of a moment when the database cannot be read: what to do, in the reader's
/// language, and when a browser may ask again.
pub fn unavailable(lang: Lang) -> Response {
    let title = tr(lang, "web-unavailable-title");
    let body = html! {
        h1 { (title) }
        p { (tr(lang, "web-unavailable")) }
    };
    let mut r = respond(StatusCode::SERVICE_UNAVAILABLE, page(lang, &title, body));
    r.headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from_static("5"));
    r
}

/// The headers of every response: the content security policy, no sniffing of types, no
/// referrer sent to other sites.
pub async fn secure(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CONTENT_SECURITY_POLICY),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn panel_words_are_escaped_and_keep_their_bold() {
        let out = inline("**<b>Ana</b>** & `x<y`\nnext").into_string();
        assert_eq!(
            out,
            "<strong>&lt;b&gt;Ana&lt;/b&gt;</strong> &amp; <code>x&lt;y</code><br>next"
        );
        // Unclosed marks are closed.
        assert_eq!(
            inline("**a `b").into_string(),
            "<strong>a <code>b</code></strong>"
        );
    }

    #[test]
    fn the_language_is_asked_then_the_pages_then_the_readers() {
        let mut h = HeaderMap::new();
        h.insert(
            header::ACCEPT_LANGUAGE,
            "fr-FR, es;q=0.8, en;q=0.5".parse().unwrap(),
        );
        assert_eq!(lang(None, None, &h), Lang::Es);
        assert_eq!(lang(Some("en"), Some(Lang::Es), &h), Lang::En);
        assert_eq!(lang(None, Some(Lang::En), &h), Lang::En);
        assert_eq!(lang(Some("xx"), None, &HeaderMap::new()), Lang::En);
    }

    #[test]
    fn a_title_is_escaped() {
        let p = page(Lang::En, "<t>", html! {}).into_string();
        assert!(p.contains("&lt;t&gt; · taberna"), "{p}");
    }
}
