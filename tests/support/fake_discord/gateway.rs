//! The gateway half of the fake: HELLO, IDENTIFY → READY, RESUME → RESUMED, heartbeats
//! (op 1 answered with op 11), and dispatches pushed by the test. Each connection is one shard
//! (`[id, total]` in its IDENTIFY, `[0, 1]` when absent); a guild's events go down the
//! connection of its shard, `(guild_id >> 22) % total`, as Discord routes them.

use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::response::Response;
use futures_util::StreamExt;
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::payloads::{bot_user, APP_ID};
use super::Shared;

/// What the test sends down the bot's connection.
pub(crate) enum Out {
    Frame(Value),
    /// Close the connection with this code.
    Close(u16),
}

pub(crate) async fn upgrade(State(shared): State<Arc<Shared>>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| session(shared, socket))
}

async fn send(socket: &mut WebSocket, v: Value) -> bool {
    socket
        .send(Message::Text(v.to_string().into()))
        .await
        .is_ok()
}

async fn session(shared: Arc<Shared>, mut socket: WebSocket) {
    let (tx, mut rx) = mpsc::unbounded_channel();
    if !send(
        &mut socket,
        json!({"op": 10, "d": {"heartbeat_interval": 41250}}),
    )
    .await
    {
        return;
    }
    let url = format!("ws://{}/ws", shared.addr);
    loop {
        tokio::select! {
            incoming = socket.next() => {
                let Some(Ok(msg)) = incoming else { break };
                let Message::Text(text) = msg else { continue };
                let Ok(frame) = serde_json::from_str::<Value>(&text) else { continue };
                let reply = match frame["op"].as_u64() {
                    Some(1) => Some(json!({"op": 11})),
                    Some(2) if shared.lock().token_revoked => {
                        // Discord's answer to an IDENTIFY with a token it no longer accepts.
                        let frame = CloseFrame { code: 4004, reason: "Authentication failed.".into() };
                        let _ = socket.send(Message::Close(Some(frame))).await;
                        break;
                    }
                    Some(2) => {
                        let shard = &frame["d"]["shard"];
                        let (id, total) = (shard[0].as_u64().unwrap_or(0), shard[1].as_u64().unwrap_or(1));
                        // A new session numbers its events from 1 (READY).
                        let session = {
                            let mut i = shared.lock();
                            i.identifies += 1;
                            i.seq += 1;
                            i.shard_total = total.max(1);
                            i.gateways.insert(id, tx.clone());
                            i.shard_identifies.push(id);
                            i.shard_seqs.insert(id, 1);
                            let session = format!("session{}", i.seq);
                            i.sessions.insert(session.clone(), id);
                            session
                        };
                        Some(json!({"op": 0, "t": "READY", "s": 1, "d": {
                            "v": 10,
                            "user": bot_user(),
                            "guilds": [],
                            "session_id": session,
                            "resume_gateway_url": url,
                            "shard": [id, total],
                            "application": {"id": APP_ID.to_string(), "flags": 0},
                        }}))
                    }
                    Some(6) => {
                        // A resumed session goes on with its numbers.
                        let seq = {
                            let mut i = shared.lock();
                            i.resumes += 1;
                            let session = frame["d"]["session_id"].as_str().unwrap_or_default();
                            let shard = i.sessions.get(session).copied().unwrap_or(0);
                            i.gateways.insert(shard, tx.clone());
                            let seq = i.shard_seqs.entry(shard).or_insert(0);
                            *seq += 1;
                            *seq
                        };
                        Some(json!({"op": 0, "t": "RESUMED", "s": seq, "d": {}}))
                    }
                    _ => None,
                };
                if let Some(reply) = reply {
                    if !send(&mut socket, reply).await {
                        break;
                    }
                    shared.changed.notify_waiters();
                }
            }
            out = rx.recv() => {
                match out {
                    Some(Out::Frame(v)) => if !send(&mut socket, v).await { break },
                    Some(Out::Close(code)) => {
                        let frame = CloseFrame { code, reason: "fake close".into() };
                        let _ = socket.send(Message::Close(Some(frame))).await;
                        break;
                    }
                    None => {
                        // Discord closes with a code; 4000 ("unknown error") invites a resume.
                        let frame = CloseFrame { code: 4000, reason: "fake drop".into() };
                        let _ = socket.send(Message::Close(Some(frame))).await;
                        break;
                    }
                }
            }
        }
    }
    shared.changed.notify_waiters();
}
