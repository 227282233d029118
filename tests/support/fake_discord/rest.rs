//! The REST half of the fake: the routes the bot uses, answered as Discord answers them.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, patch, post, put};

use axum::{Json, Router};
use serde_json::{json, Value};

use super::payloads;
use super::{gateway, Call, Msg, Shared, EPHEMERAL, RESPONSE_DEADLINE, TOKEN_LIFETIME};

type S = State<Arc<Shared>>;

pub(crate) fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/ws", get(gateway::upgrade))
        .route("/api/v10/gateway", get(gateway_url))
        .route("/api/v10/gateway/bot", get(gateway_url))
        .route(
            "/api/v10/interactions/{id}/{token}/callback",
            post(callback),
        )
        .route(
            "/api/v10/webhooks/{app}/{token}/messages/@original",
            patch(edit_original).get(get_original),
        )
        .route("/api/v10/webhooks/{app}/{token}", post(followup))
        .route(
            "/api/v10/channels/{c}/messages/{m}",
            patch(edit_channel_message)
                .get(get_channel_message)
                .delete(delete_channel_message),
        )
        .route(
            "/api/v10/channels/{c}/messages",
            post(create_channel_message),
        )
        .route(
            "/api/v10/channels/{c}/messages/{m}/threads",
            post(create_thread),
        )
        .route("/api/v10/guilds/{g}/members/{u}", get(get_member))
        .route("/icons/{g}/{file}", get(icon))
        .route("/oauth2/authorize", get(super::oauth::authorize))
        .route("/api/v10/oauth2/token", post(super::oauth::token))
        .route("/api/v10/users/@me", get(super::oauth::me))
        .route("/api/v10/applications/{app}/commands", put(register))
        .route(
            "/api/v10/applications/{app}/guilds/{g}/commands",
            put(register),
        )
        .fallback(unknown)
        .layer(axum::middleware::from_fn_with_state(
            Arc::clone(&shared),
            single_headers,
        ))
        .with_state(shared)
}

/// HTTP forbids repeating a single-valued header such as Content-Type; a strict server (and
/// Discord's edge may be one) answers 400. The fake does, and records it as a violation.
async fn single_headers(
    State(shared): S,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    for name in ["content-type", "content-length", "authorization"] {
        let count = request.headers().get_all(name).iter().count();
        if count > 1 {
            let what = format!(
                "{} {} sent {name} {count} times",
                request.method(),
                request.uri().path()
            );
            let (method, uri) = (request.method().clone(), request.uri().clone());
            shared.lock().violations.push(what);
            return answer(
                &shared,
                &method,
                &uri,
                Value::Null,
                StatusCode::BAD_REQUEST,
                error(0, "400: Bad Request (repeated header)"),
            );
        }
    }
    next.run(request).await
}

/// A 429 as Discord sends it, with the wait in the body and in the header.
fn too_many(
    shared: &Shared,
    method: &Method,
    uri: &Uri,
    body: Value,
    retry_after: f64,
) -> Response {
    record(
        shared,
        method,
        uri,
        body,
        StatusCode::TOO_MANY_REQUESTS,
        None,
    );
    let out = json!({"message": "You are being rate limited.", "retry_after": retry_after, "global": false});
    (
        StatusCode::TOO_MANY_REQUESTS,
        [("retry-after", format!("{}", retry_after.ceil()))],
        Json(out),
    )
        .into_response()
}

fn body_json(bytes: &Bytes) -> Value {
    if bytes.is_empty() {
        Value::Null
    } else if bytes.starts_with(b"--") {
        multipart_json(bytes)
    } else {
        serde_json::from_slice(bytes)
            .unwrap_or_else(|_| json!({"unparsable": String::from_utf8_lossy(bytes)}))
    }
}

/// A `multipart/form-data` body as Discord reads one: the message is the `payload_json` part,
/// and each `files[n]` part is the file its `attachments` entry with id `n` names. The files
/// come back in the message (`data` of an interaction response) under `_files` (`id`,
/// `filename`, and `content` for a text file or `hex` for a binary one, so that no picture's
/// bytes read as text a test searches); a file no attachment names, or one named with another
/// file name, under `_file_problems`.
fn multipart_json(bytes: &[u8]) -> Value {
    let Some(line_end) = find(bytes, b"\r\n") else {
        return json!({"unparsable": String::from_utf8_lossy(bytes)});
    };
    let boundary = &bytes[..line_end];
    let mut payload = json!({});
    let mut files = Vec::new();
    for part in split(bytes, boundary).into_iter().skip(1) {
        let Some(head_end) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..head_end]);
        let content = &part[head_end + 4..];
        let content = content.strip_suffix(b"\r\n").unwrap_or(content);
        let field = |key: &str| {
            let at = head.find(&format!("{key}=\""))? + key.len() + 2;
            head[at..].split('"').next().map(str::to_owned)
        };
        match (field("name"), field("filename")) {
            (Some(name), _) if name == "payload_json" => {
                payload = serde_json::from_slice(content)
                    .unwrap_or_else(|_| json!({"unparsable": String::from_utf8_lossy(content)}));
            }
            (Some(name), Some(filename)) => files.push((name, filename, content.to_vec())),
            _ => {}
        }
    }
    // An interaction response carries its message under `data`.
    let message = if payload.get("data").is_some() {
        &mut payload["data"]
    } else {
        &mut payload
    };
    let named = message["attachments"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let mut problems = Vec::new();
    let mut out = Vec::new();
    for (name, filename, content) in files {
        let id = name
            .strip_prefix("files[")
            .and_then(|n| n.strip_suffix(']'))
            .and_then(|n| n.parse::<u64>().ok());
        match named
            .iter()
            .find(|a| a["id"].as_u64() == id && id.is_some())
        {
            Some(a) if a["filename"] == json!(filename) => {
                let mut file = json!({"id": id, "filename": filename});
                match String::from_utf8(content) {
                    Ok(text) => file["content"] = json!(text),
                    Err(binary) => file["hex"] = json!(hex(binary.as_bytes())),
                }
                out.push(file);
            }
            _ => problems.push(format!(
                "file part {name} ({filename}) named by no attachment"
            )),
        }
    }
    message["_files"] = Value::from(out);
    if !problems.is_empty() {
        message["_file_problems"] = json!(problems);
    }
    payload
}

/// Where `needle` first occurs in `haystack`.
fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// The pieces of `bytes` between occurrences of `separator`.
fn split<'a>(mut bytes: &'a [u8], separator: &[u8]) -> Vec<&'a [u8]> {
    let mut pieces = Vec::new();
    while let Some(at) = find(bytes, separator) {
        pieces.push(&bytes[..at]);
        bytes = &bytes[at + separator.len()..];
    }
    pieces.push(bytes);
    pieces
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn record(
    shared: &Shared,
    method: &Method,
    uri: &Uri,
    body: Value,
    status: StatusCode,
    public: Option<(u64, Value)>,
) {
    shared.lock().calls.push(Call {
        method: method.to_string(),
        path: uri.path().to_owned(),
        body,
        status: status.as_u16(),
        public,
    });
    shared.changed.notify_waiters();
}

fn answer(
    shared: &Shared,
    method: &Method,
    uri: &Uri,
    body: Value,
    status: StatusCode,
    out: Value,
) -> Response {
    answer_public(shared, method, uri, body, status, out, None)
}

/// Records the call, with what it showed to the whole channel, and answers it.
fn answer_public(
    shared: &Shared,
    method: &Method,
    uri: &Uri,
    body: Value,
    status: StatusCode,
    out: Value,
    public: Option<(u64, Value)>,
) -> Response {
    record(shared, method, uri, body, status, public);
    if status == StatusCode::NO_CONTENT {
        return status.into_response();
    }
    (status, Json(out)).into_response()
}

fn error(code: u32, message: &str) -> Value {
    json!({"code": code, "message": message})
}

fn check_limits(shared: &Shared, what: &str, message: &Value) {
    let mut problems = taberna::discord::limits::violations(message);
    for p in message["_file_problems"].as_array().into_iter().flatten() {
        problems.push(p.as_str().unwrap_or_default().to_owned());
    }
    if !problems.is_empty() {
        shared
            .lock()
            .violations
            .push(format!("{what}: {problems:?} in {message:#}"));
    }
}

/// Applies the fields present in `body` to a stored message.
fn apply_edit(m: &mut Msg, body: &Value) {
    for key in ["content", "embeds", "components"] {
        if let Some(v) = body.get(key) {
            m.body[key] = v.clone();
        }
    }
    // An edit that lists attachments keeps only the files it sends (as Discord does with
    // those it does not name).
    if body.get("attachments").is_some() {
        m.body["attachments"] = body.get("_files").cloned().unwrap_or(json!([]));
    }
}

fn new_message(shared: &Shared, channel_id: u64, body: &Value) -> u64 {
    let id = shared.id();
    let flags = body["flags"].as_u64().unwrap_or(0) & EPHEMERAL;
    let content = json!({
        "content": body.get("content").cloned().unwrap_or(json!("")),
        "embeds": body.get("embeds").cloned().unwrap_or(json!([])),
        "components": body.get("components").cloned().unwrap_or(json!([])),
        "attachments": body.get("_files").cloned().unwrap_or(json!([])),
    });
    shared.lock().messages.insert(
        id,
        Msg {
            id,
            channel_id,
            body: content,
            flags,
        },
    );
    id
}

fn message_json(shared: &Shared, id: u64) -> Value {
    let i = shared.lock();
    let m = &i.messages[&id];
    payloads::message(id, m.channel_id, None, &m.body, m.flags)
}

/// Discord's answer to a call without a token it accepts.
fn refuse_token(shared: &Shared, method: &Method, uri: &Uri, body: Value) -> Response {
    let refusal = error(0, "401: Unauthorized");
    answer(shared, method, uri, body, StatusCode::UNAUTHORIZED, refusal)
}

/// Whether a call carries a bot token Discord accepts: the fake refuses tokens that say they
/// were revoked.
fn authorized(headers: &HeaderMap) -> bool {
    headers
        .get("authorization")
        .and_then(|h| h.to_str().ok())
        .is_some_and(|h| h.starts_with("Bot ") && !h.contains("revoked"))
}

async fn gateway_url(State(shared): S, method: Method, uri: Uri, headers: HeaderMap) -> Response {
    if !authorized(&headers) {
        return refuse_token(&shared, &method, &uri, Value::Null);
    }
    let unavailable = {
        let mut i = shared.lock();
        let failing = i.gateway_failures > 0;
        i.gateway_failures = i.gateway_failures.saturating_sub(1);
        failing
    };
    if unavailable {
        return answer(
            &shared,
            &method,
            &uri,
            Value::Null,
            StatusCode::BAD_GATEWAY,
            error(0, "502: Bad Gateway"),
        );
    }
    let url = format!("ws://{}/ws", shared.addr);
    let out = json!({
        "url": url,
        "shards": 1,
        "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
    });
    answer(&shared, &method, &uri, Value::Null, StatusCode::OK, out)
}

async fn register(State(shared): S, method: Method, uri: Uri, bytes: Bytes) -> Response {
    answer(
        &shared,
        &method,
        &uri,
        body_json(&bytes),
        StatusCode::OK,
        json!([]),
    )
}

async fn callback(
    State(shared): S,
    Path((id, token)): Path<(u64, String)>,
    method: Method,
    uri: Uri,
    bytes: Bytes,
) -> Response {
    let body = body_json(&bytes);
    let known = {
        let i = shared.lock();
        i.interactions.get(&id).map(|s| {
            (
                s.token.clone(),
                s.response.is_some(),
                s.at,
                s.channel_id,
                s.message_id,
            )
        })
    };
    let limited = {
        let mut i = shared.lock();
        (i.callback_rate_limits > 0).then(|| {
            i.callback_rate_limits -= 1;
            i.retry_after
        })
    };
    if let Some(retry_after) = limited {
        return too_many(&shared, &method, &uri, body, retry_after);
    }
    let Some((expected_token, answered, at, channel, on_message)) = known else {
        return answer(
            &shared,
            &method,
            &uri,
            body,
            StatusCode::NOT_FOUND,
            error(10062, "Unknown interaction"),
        );
    };
    if expected_token != token {
        return answer(
            &shared,
            &method,
            &uri,
            body,
            StatusCode::UNAUTHORIZED,
            error(50027, "Invalid Webhook Token"),
        );
    }
    if answered {
        shared
            .lock()
            .violations
            .push(format!("interaction {id} answered twice: {body}"));
        return answer(
            &shared,
            &method,
            &uri,
            body,
            StatusCode::BAD_REQUEST,
            error(40060, "Interaction has already been acknowledged."),
        );
    }
    let missed = {
        let mut i = shared.lock();
        if i.miss_deadlines > 0 && i.missed.insert(id) {
            i.miss_deadlines -= 1;
        }
        i.missed.contains(&id)
    };
    if missed {
        return answer(
            &shared,
            &method,
            &uri,
            body,
            StatusCode::NOT_FOUND,
            error(10062, "Unknown interaction"),
        );
    }
    let elapsed = shared.lock().now().saturating_duration_since(at);
    if elapsed > RESPONSE_DEADLINE {
        shared
            .lock()
            .violations
            .push(format!("interaction {id} answered after {elapsed:?}"));
        return answer(
            &shared,
            &method,
            &uri,
            body,
            StatusCode::NOT_FOUND,
            error(10062, "Unknown interaction"),
        );
    }
    let data = body.get("data").cloned().unwrap_or(Value::Null);
    let ephemeral_flag = data["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0;
    let on_public_message = on_message.is_some_and(|m| {
        shared
            .lock()
            .messages
            .get(&m)
            .is_some_and(|m| !m.ephemeral())
    });
    let public_update = body["type"] == 7 && on_public_message;
    let original = match body["type"].as_u64() {
        Some(4) => {
            check_limits(&shared, "interaction response", &data);
            Some(new_message(&shared, channel, &data))
        }
        Some(5) => Some(new_message(&shared, channel, &data)),
        Some(6) => on_message,
        Some(9) => {
            // A modal: nothing is posted; the member's answer comes as a MODAL_SUBMIT.
            let problems = taberna::discord::limits::modal_violations(&data);
            if !problems.is_empty() {
                shared
                    .lock()
                    .violations
                    .push(format!("modal: {problems:?} in {data:#}"));
            }
            None
        }
        Some(7) => {
            check_limits(&shared, "interaction update", &data);
            match on_message {
                Some(m) => {
                    let mut i = shared.lock();
                    if let Some(msg) = i.messages.get_mut(&m) {
                        apply_edit(msg, &data);
                    }
                    Some(m)
                }
                None => {
                    shared
                        .lock()
                        .violations
                        .push(format!("UPDATE_MESSAGE for a command interaction {id}"));
                    None
                }
            }
        }
        other => {
            shared
                .lock()
                .violations
                .push(format!("interaction {id}: response type {other:?}"));
            None
        }
    };
    let public = match original {
        Some(m) if (body["type"] == 4 && !ephemeral_flag) || public_update => {
            Some((m, data.clone()))
        }
        _ => None,
    };
    {
        let mut i = shared.lock();
        let s = i.interactions.get_mut(&id).expect("known interaction");
        s.response = Some(body.clone());
        s.responded_after = Some(elapsed);
        s.original = original;
    }
    answer_public(
        &shared,
        &method,
        &uri,
        body,
        StatusCode::NO_CONTENT,
        Value::Null,
        public,
    )
}

/// Records the first answer after a deferred update, as the response it stands for.
fn settle_late(i: &mut super::Inner, token: &str, seen: Value, message: u64) {
    if let Some(s) = i.interactions.values_mut().find(|s| s.token == token) {
        let deferred = s.response.as_ref().is_some_and(super::is_deferral);
        if deferred && s.late.is_none() {
            s.late = Some((seen, message));
        }
    }
}

/// The interaction of a webhook token, if it is still valid.
fn by_token(shared: &Shared, token: &str) -> Result<(u64, Option<u64>, u64), (StatusCode, Value)> {
    let i = shared.lock();
    let Some(s) = i.interactions.values().find(|s| s.token == token) else {
        return Err((StatusCode::NOT_FOUND, error(10015, "Unknown Webhook")));
    };
    if i.now().saturating_duration_since(s.at) > TOKEN_LIFETIME {
        return Err((
            StatusCode::UNAUTHORIZED,
            error(50027, "Invalid Webhook Token"),
        ));
    }
    Ok((s.id, s.original, s.channel_id))
}

/// Edits the message an interaction's answer stands for, records the answer as the one that
/// followed a deferral (as a response of `kind`), and returns the message and, when public,
/// the edit for the gateway.
fn edit_answered(
    shared: &Shared,
    token: &str,
    original: u64,
    body: &Value,
    kind: u64,
) -> (Value, Option<(u64, Value)>) {
    let public = {
        let mut i = shared.lock();
        let public = i.messages.get_mut(&original).and_then(|m| {
            apply_edit(m, body);
            (!m.ephemeral()).then(|| (original, body.clone()))
        });
        settle_late(
            &mut i,
            token,
            json!({"type": kind, "data": body.clone()}),
            original,
        );
        public
    };
    (message_json(shared, original), public)
}

async fn edit_original(
    State(shared): S,
    Path((_app, token)): Path<(u64, String)>,
    method: Method,
    uri: Uri,
    bytes: Bytes,
) -> Response {
    let body = body_json(&bytes);
    match by_token(&shared, &token) {
        Ok((_, Some(original), _)) => {
            check_limits(&shared, "edit original", &body);
            let (out, public) = edit_answered(&shared, &token, original, &body, 7);
            answer_public(&shared, &method, &uri, body, StatusCode::OK, out, public)
        }
        Ok((_, None, _)) => answer(
            &shared,
            &method,
            &uri,
            body,
            StatusCode::NOT_FOUND,
            error(10008, "Unknown Message"),
        ),
        Err((status, e)) => answer(&shared, &method, &uri, body, status, e),
    }
}

async fn get_original(
    State(shared): S,
    Path((_app, token)): Path<(u64, String)>,
    method: Method,
    uri: Uri,
) -> Response {
    match by_token(&shared, &token) {
        Ok((_, Some(original), _)) => {
            let out = message_json(&shared, original);
            answer(&shared, &method, &uri, Value::Null, StatusCode::OK, out)
        }
        Ok(_) => answer(
            &shared,
            &method,
            &uri,
            Value::Null,
            StatusCode::NOT_FOUND,
            error(10008, "Unknown Message"),
        ),
        Err((status, e)) => answer(&shared, &method, &uri, Value::Null, status, e),
    }
}

async fn followup(
    State(shared): S,
    Path((_app, token)): Path<(u64, String)>,
    method: Method,
    uri: Uri,
    bytes: Bytes,
) -> Response {
    let body = body_json(&bytes);
    // Discord: the first follow-up after a command's deferral (type 5) becomes the message
    // that showed "thinking…", keeping the deferral's flags.
    let thinking = {
        let i = shared.lock();
        i.interactions
            .values()
            .find(|s| s.token == token)
            .filter(|s| s.late.is_none())
            .filter(|s| s.response.as_ref().is_some_and(|r| r["type"] == 5))
            .and_then(|s| s.original)
    };
    if let (Some(original), Ok(_)) = (thinking, by_token(&shared, &token)) {
        check_limits(&shared, "follow-up", &body);
        let (out, public) = edit_answered(&shared, &token, original, &body, 4);
        return answer_public(&shared, &method, &uri, body, StatusCode::OK, out, public);
    }
    match by_token(&shared, &token) {
        Ok((_, _, channel)) => {
            check_limits(&shared, "follow-up", &body);
            let id = new_message(&shared, channel, &body);
            settle_late(
                &mut shared.lock(),
                &token,
                json!({"type": 4, "data": body.clone()}),
                id,
            );
            let out = message_json(&shared, id);
            let public =
                (body["flags"].as_u64().unwrap_or(0) & EPHEMERAL == 0).then(|| (id, body.clone()));
            answer_public(&shared, &method, &uri, body, StatusCode::OK, out, public)
        }
        Err((status, e)) => answer(&shared, &method, &uri, body, status, e),
    }
}

async fn edit_channel_message(
    State(shared): S,
    Path((channel, message)): Path<(u64, u64)>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    bytes: Bytes,
) -> Response {
    let body = body_json(&bytes);
    if !authorized(&headers) {
        return refuse_token(&shared, &method, &uri, body);
    }
    let limited = {
        let mut i = shared.lock();
        if i.rate_limits > 0 {
            i.rate_limits -= 1;
            Some(i.retry_after)
        } else {
            None
        }
    };
    if let Some(retry_after) = limited {
        return too_many(&shared, &method, &uri, body, retry_after);
    }
    let failed = {
        let mut i = shared.lock();
        let failed = i.edit_failures > 0;
        i.edit_failures = i.edit_failures.saturating_sub(1);
        failed
    };
    if failed {
        return answer(
            &shared,
            &method,
            &uri,
            body,
            StatusCode::INTERNAL_SERVER_ERROR,
            error(0, "500: Internal Server Error"),
        );
    }
    let found = {
        let mut i = shared.lock();
        match i.messages.get_mut(&message) {
            Some(m) if m.channel_id == channel && !m.ephemeral() => {
                apply_edit(m, &body);
                true
            }
            _ => false,
        }
    };
    if !found {
        return answer(
            &shared,
            &method,
            &uri,
            body,
            StatusCode::NOT_FOUND,
            error(10008, "Unknown Message"),
        );
    }
    check_limits(&shared, "message edit", &body);
    let out = message_json(&shared, message);
    let public = Some((message, body.clone()));
    answer_public(&shared, &method, &uri, body, StatusCode::OK, out, public)
}

/// A new message of the bot's in a channel (reminders, claim offers).
async fn create_channel_message(
    State(shared): S,
    Path(channel): Path<u64>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    bytes: Bytes,
) -> Response {
    let body = body_json(&bytes);
    if !authorized(&headers) {
        return refuse_token(&shared, &method, &uri, body);
    }
    if body["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0 {
        shared
            .lock()
            .violations
            .push("a channel message cannot be ephemeral".into());
    }
    check_limits(&shared, "new message", &body);
    let id = new_message(&shared, channel, &body);
    let out = message_json(&shared, id);
    let public = Some((id, body.clone()));
    answer_public(&shared, &method, &uri, body, StatusCode::OK, out, public)
}

/// Starts a public thread from a message, as Discord does: the thread's id is the message's;
/// a second thread from the same message is refused (160004), and so is any thread while
/// the test says threads are not allowed. The body must have a name of 1–100 characters and an
/// archive duration Discord offers.
async fn create_thread(
    State(shared): S,
    Path((channel, message)): Path<(u64, u64)>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    bytes: Bytes,
) -> Response {
    let body = body_json(&bytes);
    if !authorized(&headers) {
        return refuse_token(&shared, &method, &uri, body);
    }
    let name = body["name"].as_str().unwrap_or_default().to_owned();
    let archive = body["auto_archive_duration"].as_u64();
    if !(1..=100).contains(&name.chars().count())
        || archive.is_some_and(|a| ![60, 1440, 4320, 10080].contains(&a))
    {
        shared
            .lock()
            .violations
            .push(format!("a thread's body: {body}"));
        let e = error(50035, "Invalid Form Body");
        return answer(&shared, &method, &uri, body, StatusCode::BAD_REQUEST, e);
    }
    let refused = {
        let i = shared.lock();
        let found = i.messages.get(&message).map(|m| m.channel_id);
        match (i.threads_refused, found) {
            (Some(code), _) => Some((StatusCode::FORBIDDEN, error(code, "Missing Permissions"))),
            (None, None) => Some((StatusCode::NOT_FOUND, error(10008, "Unknown Message"))),
            (None, Some(c)) if c != channel => {
                Some((StatusCode::NOT_FOUND, error(10008, "Unknown Message")))
            }
            (None, Some(_)) if i.threads.contains_key(&message) => Some((
                StatusCode::BAD_REQUEST,
                error(
                    160_004,
                    "A thread has already been created for this message",
                ),
            )),
            _ => None,
        }
    };
    if let Some((status, e)) = refused {
        return answer(&shared, &method, &uri, body, status, e);
    }
    shared.lock().threads.insert(message, name.clone());
    let out = json!({
        "id": message.to_string(),
        "type": 11,
        "guild_id": super::super::bot::GUILD.to_string(),
        "parent_id": channel.to_string(),
        "name": name,
        "owner_id": payloads::BOT_ID.to_string(),
        "thread_metadata": {
            "archived": false,
            "auto_archive_duration": archive.unwrap_or(4320),
            "archive_timestamp": payloads::TIMESTAMP,
            "locked": false
        },
        "message_count": 0,
        "member_count": 1,
        "rate_limit_per_user": 0,
        "flags": 0
    });
    answer(&shared, &method, &uri, body, StatusCode::CREATED, out)
}

/// Deletes a message of the bot's; a deleted message is remembered as such.
async fn delete_channel_message(
    State(shared): S,
    Path((channel, message)): Path<(u64, u64)>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    if !authorized(&headers) {
        return refuse_token(&shared, &method, &uri, Value::Null);
    }
    let found = {
        let mut i = shared.lock();
        let found = i
            .messages
            .get(&message)
            .is_some_and(|m| m.channel_id == channel && !m.ephemeral());
        if found {
            i.messages.remove(&message);
            i.deleted.insert(message);
        }
        found
    };
    if found {
        answer(
            &shared,
            &method,
            &uri,
            Value::Null,
            StatusCode::NO_CONTENT,
            Value::Null,
        )
    } else {
        answer(
            &shared,
            &method,
            &uri,
            Value::Null,
            StatusCode::NOT_FOUND,
            error(10008, "Unknown Message"),
        )
    }
}

async fn get_channel_message(
    State(shared): S,
    Path((channel, message)): Path<(u64, u64)>,
    method: Method,
    uri: Uri,
) -> Response {
    let exists = shared
        .lock()
        .messages
        .get(&message)
        .is_some_and(|m| m.channel_id == channel && !m.ephemeral());
    if exists {
        let out = message_json(&shared, message);
        answer(&shared, &method, &uri, Value::Null, StatusCode::OK, out)
    } else {
        answer(
            &shared,
            &method,
            &uri,
            Value::Null,
            StatusCode::NOT_FOUND,
            error(10008, "Unknown Message"),
        )
    }
}

/// A member of the guild, as seen in an interaction; 404 "Unknown Member" for anybody else.
async fn get_member(
    State(shared): S,
    Path((_guild, user)): Path<(u64, u64)>,
    method: Method,
    uri: Uri,
) -> Response {
    let known = shared.lock().members.get(&user).cloned();
    match known {
        Some(p) => {
            let out = payloads::member(&p);
            answer(&shared, &method, &uri, Value::Null, StatusCode::OK, out)
        }
        None => answer(
            &shared,
            &method,
            &uri,
            Value::Null,
            StatusCode::NOT_FOUND,
            error(10007, "Unknown Member"),
        ),
    }
}

async fn unknown(State(shared): S, method: Method, uri: Uri, bytes: Bytes) -> Response {
    let body = body_json(&bytes);
    shared
        .lock()
        .violations
        .push(format!("unexpected call {method} {}", uri.path()));
    answer(
        &shared,
        &method,
        &uri,
        body,
        StatusCode::NOT_FOUND,
        error(0, "404: Not Found"),
    )
}

/// `GET /icons/{guild}/{hash}.png` on the CDN: a server's icon, a picture of a few pixels.
async fn icon(
    State(shared): S,
    Path((guild, file)): Path<(u64, String)>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let mut i = shared.lock();
    i.icon_fetches.push(uri.to_string());
    if headers.contains_key("authorization") {
        // The CDN needs no token, and a token sent there is a token given away.
        i.violations
            .push(format!("the bot's token sent to the CDN: {uri}"));
    }
    drop(i);
    if !file.ends_with(".png") {
        return StatusCode::NOT_FOUND.into_response();
    }
    // A gold T on a shade of red that differs by server: 16 × 16 pixels.
    let shade = 120 + (guild % 100) as u8;
    let pixels: Vec<u8> = (0..16 * 16)
        .flat_map(|i| {
            let (x, y) = (i % 16, i / 16);
            let t = (3..5).contains(&y) && (3..13).contains(&x)
                || (7..9).contains(&x) && (3..13).contains(&y);
            if t {
                [230, 180, 40]
            } else {
                [shade, 40, 40]
            }
        })
        .collect();
    let mut png = Vec::new();
    let mut encoder = png::Encoder::new(&mut png, 16, 16);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder
        .write_header()
        .unwrap()
        .write_image_data(&pixels)
        .unwrap();
    ([(axum::http::header::CONTENT_TYPE, "image/png")], png).into_response()
}
