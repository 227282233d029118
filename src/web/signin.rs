//! Sign in with Discord: OAuth2's authorization code grant (scope `identify`), so that a member
//! who holds a seat reaches it from the match's public page, without a hand message's link.
//!
//! `/auth/login?m=<token>` makes a random `state`, keeps it (with the match and an expiry,
//! signed under the site's secret) in a cookie of this browser only, and sends the browser to
//! Discord's authorization page. Discord sends it back to `/auth/callback` with a code and the
//! state: the state must be this browser's (no one else can make a browser finish a sign-in
//! they started), the code is traded by the server itself for an access token, and the member
//! is who Discord's `GET /users/@me` says for that token. A member with a seat gets that seat's
//! session, as a pass gives it; anyone else is sent to watch. The access token is used for that
//! one call and dropped: never logged, never stored, never shown to the page.
//!
//! Off unless `DISCORD_CLIENT_SECRET` is set (with `PUBLIC_URL`, which the redirect is made of).

use std::sync::{Arc, OnceLock};

use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use maud::html;
use rand::RngCore as _;

use crate::engine::{Lang, Seat};
use crate::i18n::tr;
use crate::store::now;
use crate::table::SeatKeys;

use super::asked::Asked;
use super::html::{self as pages, page, respond, unavailable};
use super::Site;

/// The cookie that holds a sign-in under way.
const STATE_COOKIE: &str = "taberna_signin";

/// How long a member may take on Discord's page.
const STATE_SECS: i64 = 10 * 60;

/// What signing in needs: the application's id and secret, where Discord is, and where it sends
/// members back.
pub struct SignIn {
    /// The application's id (`DISCORD_CLIENT_ID`, else learned when the gateway is ready).
    pub client_id: Arc<OnceLock<u64>>,
    secret: String,
    /// `https://discord.com`, or the proxy that stands for it.
    discord: String,
    /// `PUBLIC_URL/auth/callback`, as registered as a redirect of the application.
    redirect: String,
    client: reqwest::Client,
}

impl SignIn {
    /// Signing in for the site at `public_url`, with the application's `secret`; `discord` is
    /// where Discord's pages and API are (its address, or the proxy's).
    #[must_use]
    pub fn new(
        client_id: Arc<OnceLock<u64>>,
        secret: String,
        discord: &str,
        public_url: &str,
        client: reqwest::Client,
    ) -> SignIn {
        SignIn {
            client_id,
            secret,
            discord: discord.trim_end_matches('/').to_owned(),
            redirect: format!("{}/auth/callback", public_url.trim_end_matches('/')),
            client,
        }
    }

    /// Discord's authorization page for `state`.
    fn authorize_url(&self, client_id: u64, state: &str) -> String {
        let query = form_urlencoded::Serializer::new(String::new())
            .append_pair("client_id", &client_id.to_string())
            .append_pair("response_type", "code")
            .append_pair("scope", "identify")
            .append_pair("redirect_uri", &self.redirect)
            .append_pair("state", state)
            .finish();
        format!("{}/oauth2/authorize?{query}", self.discord)
    }

    /// The member a code stands for: the code traded for an access token, the token for the
    /// member's id.
    async fn member(&self, client_id: u64, code: &str) -> Result<u64, Failed> {
        let api = format!("{}/api/v10", self.discord);
        let form = [
            ("grant_type", "authorization_code"),
            ("code", code),
            ("redirect_uri", &self.redirect),
        ];
        let answer = self
            .client
            .post(format!("{api}/oauth2/token"))
            .basic_auth(client_id, Some(&self.secret))
            .form(&form)
            .send()
            .await
            .map_err(|_| Failed::Unreachable)?;
        if !answer.status().is_success() {
            // A code made up, used twice, or for another application or address.
            return Err(Failed::Refused);
        }
        let grant = json(answer).await?;
        let Some(access) = grant["access_token"].as_str() else {
            return Err(Failed::Refused);
        };
        let me = self
            .client
            .get(format!("{api}/users/@me"))
            .bearer_auth(access)
            .send()
            .await
            .map_err(|_| Failed::Unreachable)?;
        if !me.status().is_success() {
            return Err(Failed::Refused);
        }
        let me = json(me).await?;
        me["id"]
            .as_str()
            .and_then(|id| id.parse().ok())
            .ok_or(Failed::Refused)
    }
}

/// An answer's body as JSON.
async fn json(answer: reqwest::Response) -> Result<serde_json::Value, Failed> {
    let body = answer.bytes().await.map_err(|_| Failed::Unreachable)?;
    serde_json::from_slice(&body).map_err(|_| Failed::Refused)
}

/// Why a sign-in did not go through.
enum Failed {
    /// Discord refused the code (or answered nonsense).
    Refused,
    /// Discord could not be reached.
    Unreachable,
}

/// The state cookie's value: the state, its expiry and the match, signed.
fn state_cookie(keys: &SeatKeys, token: &str, now: i64) -> (String, String) {
    let mut bytes = [0_u8; 16];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    let state = URL_SAFE_NO_PAD.encode(bytes);
    let facts = format!("{state}.{}.{token}", now + STATE_SECS);
    let tag = keys.tag(b"signin", facts.as_bytes());
    (state, format!("{facts}.{tag}"))
}

/// The match token a state cookie holds, when it is ours, unexpired, and for `state`.
fn read_state<'a>(keys: &SeatKeys, cookie: &'a str, state: &str, now: i64) -> Option<&'a str> {
    let (facts, tag) = cookie.rsplit_once('.')?;
    if !keys.checks_tag(b"signin", facts.as_bytes(), tag) {
        return None;
    }
    let mut parts = facts.splitn(3, '.');
    let (kept, expires, token) = (parts.next()?, parts.next()?, parts.next()?);
    let expires: i64 = expires.parse().ok()?;
    (kept == state && expires >= now).then_some(token)
}

/// The value of the cookie `name` in `headers`.
pub(crate) fn cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(n, _)| *n == name)
        .map(|(_, value)| value)
}

/// `/auth/login?m=<token>`: to Discord's authorization page, this browser's state kept.
pub async fn login(State(site): State<Site>, q: Asked, headers: HeaderMap) -> Response {
    let lang = pages::lang(q.lang(), None, &headers);
    let Some(signin) = site.play.signin.clone() else {
        return pages::not_found(lang);
    };
    let token = q.text("m").unwrap_or_default();
    if token.is_empty()
        || !token
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        return pages::not_found(lang);
    }
    let Some(&client_id) = signin.client_id.get() else {
        // The bot has not met Discord yet: its application is not known.
        return unavailable(lang);
    };
    let Ok(keys) = site.table.seat_keys().await else {
        return unavailable(lang);
    };
    let (state, value) = state_cookie(&keys, token, now());
    let secure = if site.play.secure { "; Secure" } else { "" };
    // Lax, not Strict: the cookie must come back on Discord's redirect, a navigation from
    // another site.
    let set = format!(
        "{STATE_COOKIE}={value}; Path=/auth; Max-Age={STATE_SECS}; HttpOnly; SameSite=Lax{secure}"
    );
    let mut r = Redirect::to(&signin.authorize_url(client_id, &state)).into_response();
    if let Ok(v) = HeaderValue::from_str(&set) {
        r.headers_mut().insert(header::SET_COOKIE, v);
    }
    r.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    r
}

/// `/auth/callback?code=…&state=…`: the member Discord names for the code gets their seat, or
/// is sent to watch.
pub async fn callback(State(site): State<Site>, q: Asked, headers: HeaderMap) -> Response {
    let lang = pages::lang(q.lang(), None, &headers);
    let Some(signin) = site.play.signin.clone() else {
        return pages::not_found(lang);
    };
    let (Some(&client_id), Ok(keys)) = (signin.client_id.get(), site.table.seat_keys().await)
    else {
        return unavailable(lang);
    };
    let state = q.text("state").unwrap_or_default();
    let Some(token) = cookie(&headers, STATE_COOKIE)
        .and_then(|c| read_state(&keys, c, state, now()))
        .map(str::to_owned)
    else {
        return refused(lang, "stale", "web-signin-stale");
    };
    let Some(code) = q.text("code").filter(|c| !c.is_empty()) else {
        // The member declined on Discord's page.
        return back_to(&token, lang, "declined", "web-signin-declined");
    };
    let member = match signin.member(client_id, code).await {
        Ok(member) => member,
        Err(Failed::Refused) => return refused(lang, "refused", "web-signin-refused"),
        Err(Failed::Unreachable) => {
            count("unreachable");
            return unavailable(lang);
        }
    };
    let m = match site.table.match_by_token(&token).await {
        Ok(Some(m)) => m,
        Ok(None) => return pages::not_found(lang),
        Err(e) => {
            tracing::warn!(error = %e, "cannot read a match for a sign-in");
            return unavailable(lang);
        }
    };
    let seat = m.users.iter().position(|&u| u == member && u != 0);
    let (Some(seat), false) = (seat, m.is_over()) else {
        return back_to(&token, lang, "watching", "web-signin-no-seat");
    };
    let Ok(seat) = u8::try_from(seat).map(Seat) else {
        return unavailable(lang);
    };
    count("seated");
    let cookie = keys.open_session(m.id, seat, member, lang, now());
    let mut r = super::seats::enter_seat(&site, &m.web_token, &cookie, lang);
    // The sign-in is over: its state is of no more use.
    if let Ok(v) = HeaderValue::from_str(&format!(
        "{STATE_COOKIE}=; Path=/auth; Max-Age=0; HttpOnly; SameSite=Lax"
    )) {
        r.headers_mut().append(header::SET_COOKIE, v);
    }
    r
}

fn count(outcome: &'static str) {
    metrics::counter!("taberna_web_signins_total", "outcome" => outcome).increment(1);
}

/// A sign-in that opens nothing: said in words, with the way to try again.
fn refused(lang: Lang, outcome: &'static str, why: &str) -> Response {
    count(outcome);
    let title = tr(lang, "web-signin-title");
    let body = html! {
        h1 { (title) }
        p { (tr(lang, why)) }
        p { a href="/" { (tr(lang, "web-home")) } }
    };
    respond(StatusCode::FORBIDDEN, page(lang, &title, body))
}

/// Back to the match's public page, saying why no seat opened.
fn back_to(token: &str, lang: Lang, outcome: &'static str, why: &str) -> Response {
    count(outcome);
    let title = tr(lang, "web-signin-title");
    let body = html! {
        h1 { (title) }
        p { (tr(lang, why)) }
        p { a href=(format!("/m/{token}")) { (tr(lang, "web-signin-watch")) } }
    };
    respond(StatusCode::OK, page(lang, &title, body))
}

/// The offer on a match's public page, while the match is played and signing in is on.
#[must_use]
pub fn offer(site: &Site, token: &str, lang: Lang) -> maud::Markup {
    if site.play.signin.is_none() {
        return html! {};
    }
    html! {
        p.signin {
            a.button href=(format!("/auth/login?m={token}")) { (tr(lang, "web-signin-button")) }
            " " span.hint { (tr(lang, "web-signin-hint")) }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_state_cookie_reads_back_only_for_its_state_unexpired_and_unaltered() {
        let keys = SeatKeys::new(vec![9; 32]);
        let (state, cookie) = state_cookie(&keys, "tok-1", 1_000);
        assert_eq!(read_state(&keys, &cookie, &state, 1_000), Some("tok-1"));
        assert_eq!(read_state(&keys, &cookie, "another", 1_000), None);
        assert_eq!(
            read_state(&keys, &cookie, &state, 1_000 + STATE_SECS + 1),
            None,
            "expired"
        );
        let altered = cookie.replace("tok-1", "tok-2");
        assert_eq!(read_state(&keys, &altered, &state, 1_000), None);
        let other_site = SeatKeys::new(vec![8; 32]);
        assert_eq!(read_state(&other_site, &cookie, &state, 1_000), None);
        // Two sign-ins never share a state.
        assert_ne!(state, state_cookie(&keys, "tok-1", 1_000).0);
    }
}
