//! Discord's OAuth2 as a site signing members in meets it: the authorization page (approved at
//! once as the member the test says is signed in to Discord in the browser), the code traded
//! for an access token (`POST /oauth2/token`, form-encoded, the client authenticated by HTTP
//! Basic or in the form), and `GET /users/@me` with that token. What Discord refuses, the fake
//! refuses the same way: a code made up, used twice, or sent with another redirect address; a
//! client id or secret that is not the application's; a token that is not one it gave.

use std::collections::HashMap;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use axum::Json;
use base64::Engine as _;
use serde_json::json;

use super::payloads::{self, Person, APP_ID};
use super::Shared;

/// The application's secret, as its developer portal shows it to the bot's admin.
pub const CLIENT_SECRET: &str = "fake-client-secret-for-tests";

/// What the fake's OAuth2 side holds.
#[derive(Default)]
pub struct OAuth {
    /// Who is signed in to Discord in the browser: the next authorization is theirs.
    pub signed_in: Option<Person>,
    /// Codes given out: who, for which redirect, and whether traded already.
    pub codes: HashMap<String, (Person, String, bool)>,
    /// Access tokens given out, and whose.
    pub tokens: HashMap<String, Person>,
    /// Every token request's answer status, in order.
    pub token_answers: Vec<u16>,
}

type S = State<Arc<Shared>>;

fn random() -> String {
    let bytes: [u8; 16] = rand::random();
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// `GET /oauth2/authorize`: Discord's page, approved by the signed-in member at once.
pub async fn authorize(State(shared): S, Query(q): Query<HashMap<String, String>>) -> Response {
    let ok = q.get("client_id").map(String::as_str) == Some(&APP_ID.to_string())
        && q.get("response_type").map(String::as_str) == Some("code")
        && q.get("scope")
            .is_some_and(|s| s.split(' ').any(|s| s == "identify"));
    let Some(redirect) = q.get("redirect_uri").filter(|_| ok) else {
        return (StatusCode::BAD_REQUEST, "Invalid OAuth2 request").into_response();
    };
    let mut i = shared.lock();
    let Some(who) = i.oauth.signed_in.clone() else {
        return (StatusCode::UNAUTHORIZED, "Log in to Discord first").into_response();
    };
    let code = random();
    i.oauth
        .codes
        .insert(code.clone(), (who, redirect.clone(), false));
    let mut to = url::Url::parse(redirect).expect("a redirect address");
    to.query_pairs_mut().append_pair("code", &code);
    if let Some(state) = q.get("state") {
        to.query_pairs_mut().append_pair("state", state);
    }
    Redirect::to(to.as_str()).into_response()
}

/// The client a token request authenticates as: HTTP Basic, or `client_id`/`client_secret`
/// in the form.
fn client(headers: &HeaderMap, form: &HashMap<String, String>) -> Option<(String, String)> {
    let basic = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Basic "))
        .and_then(|b| base64::engine::general_purpose::STANDARD.decode(b).ok())
        .and_then(|b| String::from_utf8(b).ok())
        .and_then(|s| s.split_once(':').map(|(a, b)| (a.to_owned(), b.to_owned())));
    basic.or_else(|| {
        Some((
            form.get("client_id")?.clone(),
            form.get("client_secret")?.clone(),
        ))
    })
}

/// `POST /api/v10/oauth2/token`: a code traded, once, for an access token.
pub async fn token(State(shared): S, headers: HeaderMap, body: Bytes) -> Response {
    let form: HashMap<String, String> = url::form_urlencoded::parse(&body).into_owned().collect();
    let form_encoded = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/x-www-form-urlencoded"));
    let mut i = shared.lock();
    let (status, out) = match client(&headers, &form) {
        _ if !form_encoded => (
            StatusCode::BAD_REQUEST,
            json!({"error": "unsupported_grant_type"}),
        ),
        Some((id, secret)) if id == APP_ID.to_string() && secret == CLIENT_SECRET => {
            let code = form.get("code").cloned().unwrap_or_default();
            let redirect = form.get("redirect_uri").cloned().unwrap_or_default();
            match i.oauth.codes.get_mut(&code) {
                Some((who, expected, used))
                    if !*used
                        && *expected == redirect
                        && form.get("grant_type").map(String::as_str)
                            == Some("authorization_code") =>
                {
                    *used = true;
                    let who = who.clone();
                    let access = random();
                    i.oauth.tokens.insert(access.clone(), who);
                    (
                        StatusCode::OK,
                        json!({
                            "access_token": access,
                            "token_type": "Bearer",
                            "expires_in": 604_800,
                            "refresh_token": random(),
                            "scope": "identify",
                        }),
                    )
                }
                _ => (
                    StatusCode::BAD_REQUEST,
                    json!({"error": "invalid_grant", "error_description": "Invalid \"code\" in request."}),
                ),
            }
        }
        _ => (StatusCode::UNAUTHORIZED, json!({"error": "invalid_client"})),
    };
    i.oauth.token_answers.push(status.as_u16());
    (status, Json(out)).into_response()
}

/// `GET /api/v10/users/@me`: the member an access token is for (or the bot, for its token).
pub async fn me(State(shared): S, headers: HeaderMap) -> Response {
    let auth = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    if auth.starts_with("Bot ") {
        return Json(payloads::bot_user()).into_response();
    }
    let who = auth
        .strip_prefix("Bearer ")
        .and_then(|t| shared.lock().oauth.tokens.get(t).cloned());
    match who {
        Some(p) => Json(payloads::user(&p)).into_response(),
        None => (
            StatusCode::UNAUTHORIZED,
            Json(json!({"message": "401: Unauthorized", "code": 0})),
        )
            .into_response(),
    }
}
