//! REST calls the bot makes outside interaction responses (editing the public board), with its
//! own handling of 429: serenity's ratelimiter is off behind a proxy, and serenity drops the
//! `retry_after` of a 429 body, so the call is made here and the wait read from the answer.

use std::sync::Arc;
use std::time::Duration;

use anyhow::{bail, Context as _};
use serenity::all::{ChannelId, Http, LightMethod, MessageId, Request, Route};

/// Attempts before giving up on one edit.
const ATTEMPTS: u32 = 5;
/// Longest wait honoured for one 429.
const MAX_WAIT: Duration = Duration::from_secs(30);

/// Sends REST calls through serenity's `Http` settings (token, proxy) with our own client.
#[derive(Clone, Debug)]
pub struct Rest {
    http: Arc<Http>,
    client: reqwest::Client,
}

fn retry_after(headers: &reqwest::header::HeaderMap, body: &[u8]) -> Duration {
    let from_body = serde_json::from_slice::<serde_json::Value>(body)
        .ok()
        .and_then(|v| v["retry_after"].as_f64());
    let from_header = headers
        .get("retry-after")
        .and_then(|h| h.to_str().ok())
        .and_then(|s| s.parse::<f64>().ok());
    let secs = from_body.or(from_header).unwrap_or(1.0).max(0.0);
    Duration::from_secs_f64(secs).min(MAX_WAIT)
}

impl Rest {
    #[must_use]
    pub fn new(http: Arc<Http>, client: reqwest::Client) -> Rest {
        Rest { http, client }
    }

    /// Edits a message of the bot's, waiting out 429s.
    ///
    /// # Errors
    /// Any other failure status, a network error, or still rate limited after 5 attempts.
    pub async fn edit_message(
        &self,
        channel: u64,
        message: u64,
        body: &impl serde::Serialize,
    ) -> anyhow::Result<()> {
        let bytes = serde_json::to_vec(body)?;
        for _ in 0..ATTEMPTS {
            let request = Request::new(
                Route::ChannelMessage {
                    channel_id: ChannelId::new(channel),
                    message_id: MessageId::new(message),
                },
                LightMethod::Patch,
            )
            .body(Some(bytes.clone()))
            .build(&self.client, self.http.token(), self.http.proxy.as_deref())?
            .header("content-type", "application/json")
            .build()?;
            let response = self.client.execute(request).await.context("edit message")?;
            let status = response.status();
            if status.is_success() {
                return Ok(());
            }
            let headers = response.headers().clone();
            let body = response.bytes().await.unwrap_or_default();
            if status.as_u16() != 429 {
                bail!(
                    "editing message {message} failed with {status}: {}",
                    String::from_utf8_lossy(&body)
                );
            }
            let wait = retry_after(&headers, &body);
            tracing::info!(
                ?wait,
                message,
                "rate limited; waiting before retrying the edit"
            );
            tokio::time::sleep(wait).await;
        }
        bail!("editing message {message}: still rate limited after {ATTEMPTS} attempts")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retry_after_prefers_the_body_then_the_header() {
        let mut h = reqwest::header::HeaderMap::new();
        h.insert("retry-after", "3".parse().unwrap());
        assert_eq!(
            retry_after(&h, br#"{"retry_after": 0.25, "global": false}"#),
            Duration::from_millis(250)
        );
        assert_eq!(retry_after(&h, b"garbage"), Duration::from_secs(3));
        assert_eq!(
            retry_after(&reqwest::header::HeaderMap::new(), b""),
            Duration::from_secs(1)
        );
    }
}
