//! Every REST call the bot makes about matches — interaction responses, edits of the original
//! response, follow-ups and board edits — with its own handling of 429: serenity's
//! ratelimiter is off behind a proxy, and serenity cannot decode Discord's 429 body, so a
//! rate-limited call would otherwise fail outright ("This interaction failed").

use std::sync::Arc;
use std::time::Duration;

use anyhow::{anyhow, bail, Context as _};
use serenity::all::{
    ApplicationId, ChannelId, CreateAttachment, GuildId, Http, InteractionId, LightMethod,
    MessageId, Request, Route, UserId,
};
use serenity::http::{Multipart, MultipartUpload};

/// Attempts before giving up on one call.
const ATTEMPTS: u32 = 5;
/// Longest wait honoured for one 429.
const MAX_WAIT: Duration = Duration::from_secs(30);

/// A kind of call: its name for logs, and how long its 429s may be waited out in all.
#[derive(Clone, Copy, Debug)]
struct Call {
    name: &'static str,
    patience: Duration,
}

const BOARD_EDIT: Call = Call {
    name: "board edit",
    patience: Duration::from_secs(60),
};
/// Discord drops an interaction not answered within 3 s: a later answer is no answer.
const RESPONSE: Call = Call {
    name: "interaction response",
    patience: Duration::from_millis(2_500),
};
/// A deferred interaction's token lasts 15 minutes.
const ORIGINAL_EDIT: Call = Call {
    name: "edit of an interaction response",
    patience: Duration::from_secs(60),
};
const FOLLOWUP: Call = Call {
    name: "follow-up message",
    patience: Duration::from_secs(60),
};

const NEW_MESSAGE: Call = Call {
    name: "new message",
    patience: Duration::from_secs(60),
};
/// Names for a new match's pictures: not worth a long wait.
const MEMBER: Call = Call {
    name: "member look-up",
    patience: Duration::from_secs(2),
};
const DELETE: Call = Call {
    name: "message deletion",
    patience: Duration::from_secs(60),
};

/// A guild member object's display name, as Discord shows it in that server: the server
/// nickname, else the global display name, else the username.
#[must_use]
pub fn display_name(member: &serde_json::Value) -> Option<String> {
    [
        &member["nick"],
        &member["user"]["global_name"],
        &member["user"]["username"],
    ]
    .into_iter()
    .filter_map(serde_json::Value::as_str)
    .map(str::trim)
    .find(|n| !n.is_empty())
    .map(str::to_owned)
}

/// One call made, by its kind and its HTTP status (`error` when no answer came).
fn counted(call: Call, status: &str) {
    metrics::counter!(crate::metrics::REST_CALLS, "call" => call.name, "status" => status.to_owned())
        .increment(1);
}

/// The `id` of a message object.
fn message_id(body: &[u8]) -> Option<u64> {
    let v: serde_json::Value = serde_json::from_slice(body).ok()?;
    v["id"].as_str()?.parse().ok()
}

/// A call Discord answered with an error status (not a 429): its status and, when the body
/// says, Discord's own error code (50013 Missing Permissions…).
#[derive(Debug, thiserror::Error)]
#[error("{call} failed with {status}: {body}")]
pub struct Refused {
    pub call: &'static str,
    pub status: u16,
    pub code: Option<u64>,
    pub body: String,
}

/// Where a tournament's rounds go once its thread was asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ThreadMade {
    /// The new thread (its id is the message's).
    Made(u64),
    /// The message has a thread already (made by an earlier attempt): it is used.
    Existing(u64),
    /// Threads are not allowed there (permissions, channel type, limits): Discord's code.
    NotAllowed(u64),
}

/// Discord's error codes that mean "no thread here", whatever is tried again: the message is
/// gone, Missing Access, Missing Permissions, a channel type without threads, a locked thread,
/// too many threads.
const NO_THREADS: [u64; 7] = [10008, 50001, 50013, 50024, 160005, 160006, 160007];
/// "A thread has already been created for this message".
const THREAD_EXISTS: u64 = 160_004;

const THREAD: Call = Call {
    name: "thread creation",
    patience: Duration::from_secs(60),
};

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

    /// The HTTP client of every call, for what is fetched beside the API (a server's icon).
    #[must_use]
    pub fn client(&self) -> &reqwest::Client {
        &self.client
    }

    /// The application the bot runs as (known once connected).
    fn application(&self) -> anyhow::Result<ApplicationId> {
        self.http
            .application_id()
            .context("the application id is not known yet")
    }

    /// Sends one call, waiting out 429s while the call's patience lasts; gives up on any
    /// other failure. Logs and errors name the kind of call, never its path: an interaction's
    /// path holds its token, which would let a log reader read or answer for the bot.
    async fn send(
        &self,
        route: Route<'_>,
        method: LightMethod,
        call: Call,
        body: &impl serde::Serialize,
    ) -> anyhow::Result<Vec<u8>> {
        self.send_files(route, method, call, body, &[]).await
    }

    /// [`Rest::send`] with `files` attached: the body then travels as the `payload_json` of a
    /// multipart form, whose `attachments` must name the files by their ids (0, 1…).
    async fn send_files(
        &self,
        route: Route<'_>,
        method: LightMethod,
        call: Call,
        body: &impl serde::Serialize,
        files: &[CreateAttachment],
    ) -> anyhow::Result<Vec<u8>> {
        let bytes = serde_json::to_vec(body)?;
        let mut waited = Duration::ZERO;
        for _ in 0..ATTEMPTS {
            // serenity's request builder sets Content-Type and Content-Length for a JSON body;
            // adding our own would send the header twice, which servers may refuse.
            let body = (method != LightMethod::Delete && files.is_empty()).then(|| bytes.clone());
            let multipart = (!files.is_empty()).then(|| Multipart {
                upload: MultipartUpload::Attachments(files.to_vec()),
                fields: Vec::new(),
                payload_json: Some(String::from_utf8_lossy(&bytes).into_owned()),
            });
            let request = Request::new(route, method)
                .body(body)
                .multipart(multipart)
                .build(&self.client, self.http.token(), self.http.proxy.as_deref())?
                .build()
                .map_err(|e| anyhow!("{}: {}", call.name, e.without_url()))?;
            let response = self.client.execute(request).await.map_err(|e| {
                counted(call, "error");
                anyhow!("{}: {}", call.name, e.without_url())
            })?;
            let status = response.status();
            counted(call, status.as_str());
            // Deleting a message already gone has done what it was for.
            if status.is_success() || (method == LightMethod::Delete && status.as_u16() == 404) {
                return Ok(response.bytes().await.unwrap_or_default().to_vec());
            }
            let headers = response.headers().clone();
            let body = response.bytes().await.unwrap_or_default();
            if status.as_u16() != 429 {
                let code = serde_json::from_slice::<serde_json::Value>(&body)
                    .ok()
                    .and_then(|v| v["code"].as_u64());
                return Err(Refused {
                    call: call.name,
                    status: status.as_u16(),
                    code,
                    body: String::from_utf8_lossy(&body).into_owned(),
                }
                .into());
            }
            let wait = retry_after(&headers, &body);
            if waited + wait > call.patience {
                bail!("{}: rate limited past its deadline", call.name);
            }
            waited += wait;
            tracing::info!(
                ?wait,
                call = call.name,
                "rate limited; waiting before retrying"
            );
            tokio::time::sleep(wait).await;
        }
        bail!(
            "{}: still rate limited after {ATTEMPTS} attempts",
            call.name
        )
    }

    /// Edits a message of the bot's (the public board).
    ///
    /// # Errors
    /// A failure status, a network error, or still rate limited after 5 attempts.
    pub async fn edit_message(
        &self,
        channel: u64,
        message: u64,
        body: &impl serde::Serialize,
    ) -> anyhow::Result<()> {
        self.edit_message_with_files(channel, message, body, &[])
            .await
    }

    /// [`Rest::edit_message`] with files attached (a board's picture), in the same request.
    ///
    /// # Errors
    /// As [`Rest::edit_message`].
    pub async fn edit_message_with_files(
        &self,
        channel: u64,
        message: u64,
        body: &impl serde::Serialize,
        files: &[CreateAttachment],
    ) -> anyhow::Result<()> {
        let route = Route::ChannelMessage {
            channel_id: ChannelId::new(channel),
            message_id: MessageId::new(message),
        };
        self.send_files(route, LightMethod::Patch, BOARD_EDIT, body, files)
            .await
            .map(drop)
    }

    /// A new message of the bot's in a channel (a reminder, a claim offer); its id.
    ///
    /// # Errors
    /// As [`Rest::edit_message`], or a reply without an id.
    pub async fn create_message(
        &self,
        channel: u64,
        body: &impl serde::Serialize,
    ) -> anyhow::Result<u64> {
        let route = Route::ChannelMessages {
            channel_id: ChannelId::new(channel),
        };
        let reply = self
            .send(route, LightMethod::Post, NEW_MESSAGE, body)
            .await?;
        message_id(&reply).context("a new message without an id")
    }

    /// Starts a public thread from message `message` of `channel`, archived after a week
    /// without messages. Discord's refusals that mean threads are not allowed there come back
    /// as [`ThreadMade::NotAllowed`]; a message that has its thread already, as
    /// [`ThreadMade::Existing`].
    ///
    /// # Errors
    /// Any other failure (the network, a 5xx), worth trying again later.
    pub async fn create_thread(
        &self,
        channel: u64,
        message: u64,
        name: &str,
    ) -> anyhow::Result<ThreadMade> {
        let route = Route::ChannelMessageThreads {
            channel_id: ChannelId::new(channel),
            message_id: MessageId::new(message),
        };
        let body = serde_json::json!({"name": name, "auto_archive_duration": 10080});
        match self.send(route, LightMethod::Post, THREAD, &body).await {
            Ok(reply) => Ok(ThreadMade::Made(message_id(&reply).unwrap_or(message))),
            Err(e) => match e.downcast_ref::<Refused>().and_then(|r| r.code) {
                Some(THREAD_EXISTS) => Ok(ThreadMade::Existing(message)),
                Some(code) if NO_THREADS.contains(&code) => Ok(ThreadMade::NotAllowed(code)),
                _ => Err(e),
            },
        }
    }

    /// Deletes a message of the bot's (a reminder whose player acted).
    ///
    /// # Errors
    /// As [`Rest::edit_message`].
    pub async fn delete_message(&self, channel: u64, message: u64) -> anyhow::Result<()> {
        let route = Route::ChannelMessage {
            channel_id: ChannelId::new(channel),
            message_id: MessageId::new(message),
        };
        self.send(route, LightMethod::Delete, DELETE, &())
            .await
            .map(drop)
    }

    /// A member's display name in a server (see [`display_name`]).
    ///
    /// # Errors
    /// As [`Rest::edit_message`] (404 for somebody who left the server), or a reply without
    /// a name.
    pub async fn member_name(&self, guild: u64, user: u64) -> anyhow::Result<String> {
        let route = Route::GuildMember {
            guild_id: GuildId::new(guild),
            user_id: UserId::new(user),
        };
        let reply = self.send(route, LightMethod::Get, MEMBER, &()).await?;
        let member: serde_json::Value = serde_json::from_slice(&reply)?;
        display_name(&member).context("a member without a name")
    }

    /// The id of the message an interaction's first response made (a challenge, a lobby).
    ///
    /// # Errors
    /// As [`Rest::edit_message`], or a reply without an id.
    pub async fn original_message(&self, token: &str) -> anyhow::Result<u64> {
        let route = Route::WebhookOriginalInteractionResponse {
            application_id: self.application()?,
            token,
        };
        let reply = self
            .send(route, LightMethod::Get, ORIGINAL_EDIT, &())
            .await?;
        message_id(&reply).context("the original response without an id")
    }

    /// The first response to an interaction.
    ///
    /// # Errors
    /// As [`Rest::edit_message`].
    pub async fn respond(
        &self,
        interaction: InteractionId,
        token: &str,
        body: &impl serde::Serialize,
    ) -> anyhow::Result<()> {
        self.respond_with_files(interaction, token, body, &[]).await
    }

    /// [`Rest::respond`] with files attached.
    ///
    /// # Errors
    /// As [`Rest::edit_message`].
    pub async fn respond_with_files(
        &self,
        interaction: InteractionId,
        token: &str,
        body: &impl serde::Serialize,
        files: &[CreateAttachment],
    ) -> anyhow::Result<()> {
        let route = Route::InteractionResponse {
            interaction_id: interaction,
            token,
        };
        self.send_files(route, LightMethod::Post, RESPONSE, body, files)
            .await
            .map(drop)
    }

    /// Edits the message a deferred interaction response stands for, with its files (a hand's
    /// picture) in the same request.
    ///
    /// # Errors
    /// As [`Rest::edit_message`].
    pub async fn edit_original_with_files(
        &self,
        token: &str,
        body: &impl serde::Serialize,
        files: &[CreateAttachment],
    ) -> anyhow::Result<()> {
        let route = Route::WebhookOriginalInteractionResponse {
            application_id: self.application()?,
            token,
        };
        self.send_files(route, LightMethod::Patch, ORIGINAL_EDIT, body, files)
            .await
            .map(drop)
    }

    /// A further message after the first response (an ephemeral note after a deferral); its
    /// id when Discord's reply names it.
    ///
    /// # Errors
    /// As [`Rest::edit_message`].
    pub async fn followup(
        &self,
        token: &str,
        body: &impl serde::Serialize,
    ) -> anyhow::Result<Option<u64>> {
        self.followup_with_files(token, body, &[]).await
    }

    /// [`Rest::followup`] with files attached.
    ///
    /// # Errors
    /// As [`Rest::edit_message`].
    pub async fn followup_with_files(
        &self,
        token: &str,
        body: &impl serde::Serialize,
        files: &[CreateAttachment],
    ) -> anyhow::Result<Option<u64>> {
        let route = Route::WebhookFollowupMessages {
            application_id: self.application()?,
            token,
        };
        let reply = self
            .send_files(route, LightMethod::Post, FOLLOWUP, body, files)
            .await?;
        Ok(message_id(&reply))
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
