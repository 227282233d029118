//! A fake Discord on 127.0.0.1: REST (as an HTTP proxy target, `DISCORD_PROXY`) and a gateway,
//! recording every call the bot makes and checking it against Discord's limits and interaction
//! rules. Tests drive it as members would: slash commands, clicks, selects, in a locale.

mod gateway;
pub mod oauth;
pub mod payloads;
mod rest;

use std::collections::{HashMap, HashSet};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tokio::sync::{mpsc, Notify};

pub use payloads::Person;

/// Flag of an ephemeral message.
pub const EPHEMERAL: u64 = 64;
/// How long Discord waits for the first response to an interaction.
pub const RESPONSE_DEADLINE: Duration = Duration::from_secs(3);
/// How long an interaction token can be used for follow-ups and edits.
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

/// One REST call the bot made.
#[derive(Debug, Clone)]
pub struct Call {
    pub method: String,
    pub path: String,
    pub body: Value,
    pub status: u16,
    /// What this call showed to the whole channel, if anything, and in which message.
    pub public: Option<(u64, Value)>,
}

/// A message as the fake holds it.
#[derive(Debug, Clone)]
pub struct Msg {
    pub id: u64,
    pub channel_id: u64,
    /// `content`, `embeds`, `components` as last sent.
    pub body: Value,
    pub flags: u64,
}

impl Msg {
    pub fn ephemeral(&self) -> bool {
        self.flags & EPHEMERAL != 0
    }

    /// Every custom id of the message's components.
    pub fn custom_ids(&self) -> Vec<String> {
        let mut ids = Vec::new();
        for row in self.body["components"].as_array().into_iter().flatten() {
            for c in row["components"].as_array().into_iter().flatten() {
                if let Some(id) = c["custom_id"].as_str() {
                    ids.push(id.to_owned());
                }
            }
        }
        ids
    }

    /// A button's custom id by (part of) its label.
    pub fn button(&self, label: &str) -> Option<String> {
        for row in self.body["components"].as_array().into_iter().flatten() {
            for c in row["components"].as_array().into_iter().flatten() {
                if c["label"].as_str().is_some_and(|l| l.contains(label)) {
                    return c["custom_id"].as_str().map(str::to_owned);
                }
            }
        }
        None
    }

    /// The message as JSON text, a picture's bytes left out (their count stays).
    pub fn text(&self) -> String {
        let mut body = self.body.clone();
        for file in body["attachments"].as_array_mut().into_iter().flatten() {
            if let Some(hex) = file.get("hex").and_then(Value::as_str) {
                let bytes = hex.len() / 2;
                file["hex"] = Value::from(format!("({bytes} bytes)"));
            }
        }
        body.to_string()
    }
}

/// The width and height of a binary file the bot attached (an entry of `_files`), when it is
/// a PNG that decodes whole.
pub fn png_size(file: &Value) -> Option<(u32, u32)> {
    let hex = file["hex"].as_str()?;
    let bytes: Vec<u8> = (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok())
        .collect::<Option<_>>()?;
    let mut reader = png::Decoder::new(bytes.as_slice()).read_info().ok()?;
    let mut pixels = vec![0; reader.output_buffer_size()];
    let frame = reader.next_frame(&mut pixels).ok()?;
    Some((frame.width, frame.height))
}

/// An interaction the fake dispatched.
#[derive(Debug, Clone)]
pub struct Sent {
    pub id: u64,
    pub token: String,
    /// When it was sent, on the fake's clock ([`Inner::now`]).
    pub at: Instant,
    pub guild_id: u64,
    pub channel_id: u64,
    /// The message a component sits on.
    pub message_id: Option<u64>,
    /// The first response (`type` and `data`).
    pub response: Option<Value>,
    pub responded_after: Option<Duration>,
    /// The message the response created or updated.
    pub original: Option<u64>,
    /// After a deferral (type 6 for a component, 5 for a command): the answer that followed,
    /// as the response it stands for (type 7 for an edit of the message, 4 for a follow-up
    /// or for the message that replaced a command's "thinking…"), and its message.
    pub late: Option<(Value, u64)>,
}

/// Whether a first response only defers the answer: a deferred update of a component's
/// message (6) or a command's "thinking…" (5).
pub(crate) fn is_deferral(response: &Value) -> bool {
    response["type"] == 6 || response["type"] == 5
}

impl Sent {
    /// The text of the response a member sees (empty for none).
    pub fn content(&self) -> String {
        self.response.as_ref().map_or_else(String::new, |r| {
            r["data"]["content"].as_str().unwrap_or_default().to_owned()
        })
    }

    /// The response a member sees: after a deferral, the answer that followed it, marked
    /// `"deferred": true`.
    fn as_seen(&self) -> Sent {
        match (&self.response, &self.late) {
            (Some(r), Some((late, message))) if is_deferral(r) => {
                let mut seen = late.clone();
                seen["deferred"] = Value::Bool(true);
                Sent {
                    response: Some(seen),
                    original: Some(*message),
                    ..self.clone()
                }
            }
            _ => self.clone(),
        }
    }

    /// Whether the member has seen an answer: a response, or a deferral and what followed.
    fn settled(&self) -> bool {
        match &self.response {
            Some(r) if is_deferral(r) => self.late.is_some(),
            Some(_) => true,
            None => false,
        }
    }
}

#[derive(Default)]
pub(crate) struct Inner {
    pub calls: Vec<Call>,
    pub messages: HashMap<u64, Msg>,
    pub interactions: HashMap<u64, Sent>,
    pub violations: Vec<String>,
    /// 429 answers still to give to channel message edits.
    pub rate_limits: u32,
    pub retry_after: f64,
    /// 500 answers still to give to channel message edits (after any 429s).
    pub edit_failures: u32,
    /// How many of the next interactions the bot answers are to miss their deadline.
    pub miss_deadlines: u32,
    /// Interactions that missed their deadline whatever the bot does.
    pub missed: HashSet<u64>,
    /// The bot's live connection of each shard, by shard id.
    pub gateways: HashMap<u64, mpsc::UnboundedSender<gateway::Out>>,
    /// The number of shards the bot identified with.
    pub shard_total: u64,
    /// The shard of each IDENTIFY, in order.
    pub shard_identifies: Vec<u64>,
    /// The shard of each session id given out, for resumes.
    pub sessions: HashMap<String, u64>,
    /// Sessions made so far (names them).
    pub seq: u64,
    /// The last event number of each shard's session.
    pub shard_seqs: HashMap<u64, u64>,
    pub identifies: u32,
    pub resumes: u32,
    /// Pretend this much more time has passed (token expiry).
    pub clock_skew: Duration,
    /// The server's preferred locale sent with every interaction (Discord's default: en-US).
    pub guild_locale: Option<String>,
    /// 429 answers still to give to interaction callbacks.
    pub callback_rate_limits: u32,
    /// 502 answers still to give to `GET /gateway/bot` (Discord briefly unreachable).
    pub gateway_failures: u32,
    /// Messages the bot deleted.
    pub deleted: HashSet<u64>,
    /// The bot's token was revoked: identifies are refused with 4004.
    pub token_revoked: bool,
    /// Every member seen in an interaction (as its author or as a user option), by id: the
    /// guild's members, as `GET /guilds/{g}/members/{u}` answers them.
    pub members: HashMap<u64, Person>,
    /// Threads started from a message (a thread's id is its message's), with their name.
    pub threads: HashMap<u64, String>,
    /// Threads are refused with this Discord error code (50013 Missing Permissions…).
    pub threads_refused: Option<u32>,
    /// The CDN addresses of server icons the bot fetched.
    pub icon_fetches: Vec<String>,
    /// OAuth2: who is signed in, the codes and tokens given out.
    pub oauth: oauth::OAuth,
}

impl Inner {
    /// The fake's clock: real time plus what [`FakeDiscord::advance_clock`] added. Only
    /// interactions sent before an advance age by it.
    pub fn now(&self) -> Instant {
        Instant::now() + self.clock_skew
    }
}

pub(crate) struct Shared {
    pub inner: Mutex<Inner>,
    pub changed: Notify,
    pub next_id: AtomicU64,
    pub addr: SocketAddr,
}

impl Shared {
    pub fn id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::SeqCst)
    }

    pub fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().expect("fake state lock")
    }
}

/// The fake Discord. Dropping it stops nothing; it lives as long as the test's runtime.
#[derive(Clone)]
pub struct FakeDiscord {
    shared: Arc<Shared>,
}

/// Where an interaction happens.
#[derive(Debug, Clone)]
pub struct Place {
    pub guild: u64,
    pub channel: u64,
}

impl FakeDiscord {
    /// Starts the REST server and gateway on an ephemeral loopback port.
    pub async fn start() -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let shared = Arc::new(Shared {
            inner: Mutex::new(Inner {
                retry_after: 0.3,
                ..Inner::default()
            }),
            changed: Notify::new(),
            next_id: AtomicU64::new(1_300_000_000_000_000_000),
            addr,
        });
        let app = rest::router(Arc::clone(&shared));
        tokio::spawn(async move {
            axum::serve(listener, app).await.unwrap();
        });
        FakeDiscord { shared }
    }

    /// The URL to give the bot as `DISCORD_PROXY`.
    pub fn url(&self) -> String {
        format!("http://{}", self.shared.addr)
    }

    async fn wait_for<T>(
        &self,
        what: &str,
        limit: Duration,
        mut f: impl FnMut(&Inner) -> Option<T>,
    ) -> T {
        let deadline = Instant::now() + limit;
        loop {
            let notified = self.shared.changed.notified();
            if let Some(v) = f(&self.shared.lock()) {
                return v;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                panic!(
                    "timed out waiting for {what}; calls so far: {:#?}",
                    self.calls_summary()
                );
            }
            let _ = tokio::time::timeout(left.min(Duration::from_millis(50)), notified).await;
        }
    }

    /// Waits until the bot has identified `n` times in all (READY sent) and registered its state.
    pub async fn wait_identified(&self, n: u32) {
        self.wait_for("the bot to identify", Duration::from_secs(30), |i| {
            (i.identifies >= n).then_some(())
        })
        .await;
    }

    /// Waits until the gateway has a live session again (identify or resume).
    pub async fn wait_sessions(&self, n: u32) {
        self.wait_for("a gateway session", Duration::from_secs(30), |i| {
            (i.identifies + i.resumes >= n && !i.gateways.is_empty()).then_some(())
        })
        .await;
    }

    pub fn sessions(&self) -> u32 {
        let i = self.shared.lock();
        i.identifies + i.resumes
    }

    /// Waits until the bot has identified shard `shard` `n` times in all.
    pub async fn wait_shard_identified(&self, shard: u64, n: usize) {
        self.wait_for("a shard to identify", Duration::from_secs(30), |i| {
            let times = i.shard_identifies.iter().filter(|&&s| s == shard).count();
            (times >= n).then_some(())
        })
        .await;
    }

    /// The shard a guild's events go to, as Discord computes it.
    pub fn shard_of(&self, guild: u64) -> u64 {
        (guild >> 22) % self.shared.lock().shard_total.max(1)
    }

    /// Sends an event down the connection of its guild's shard; false when that connection
    /// is gone (the bot stopped).
    fn dispatch(&self, event: &str, data: Value) -> bool {
        let guild = data["guild_id"]
            .as_str()
            .and_then(|g| g.parse::<u64>().ok())
            .unwrap_or(0);
        self.dispatch_for(guild, event, data)
    }

    /// Sends an event of `guild` down the connection of its shard.
    fn dispatch_for(&self, guild: u64, event: &str, data: Value) -> bool {
        let mut i = self.shared.lock();
        let shard = (guild >> 22) % i.shard_total.max(1);
        let seq = i.shard_seqs.entry(shard).or_insert(0);
        *seq += 1;
        let frame = json!({"op": 0, "t": event, "s": *seq, "d": data});
        let tx = i
            .gateways
            .get(&shard)
            .cloned()
            .unwrap_or_else(|| panic!("no gateway session for shard {shard}"));
        tx.send(gateway::Out::Frame(frame)).is_ok()
    }

    /// Sends GUILD_CREATE for `guild`, named `name` with the icon `icon` (a hash), as Discord
    /// does for each server when the bot connects and when it joins one.
    pub fn guild_create(&self, guild: u64, name: &str, icon: Option<&str>) {
        assert!(self.dispatch_for(guild, "GUILD_CREATE", payloads::guild(guild, name, icon)));
    }

    /// Sends GUILD_UPDATE for `guild` (a new name or icon).
    pub fn guild_update(&self, guild: u64, name: &str, icon: Option<&str>) {
        let mut update = payloads::guild(guild, name, icon);
        // A GUILD_UPDATE is a guild object without the fields only GUILD_CREATE carries.
        for only_on_create in payloads::GUILD_CREATE_ONLY {
            update.as_object_mut().unwrap().remove(*only_on_create);
        }
        assert!(self.dispatch_for(guild, "GUILD_UPDATE", update));
    }

    /// The addresses of the icons the bot fetched from the CDN, in order.
    pub fn icon_fetches(&self) -> Vec<String> {
        self.shared.lock().icon_fetches.clone()
    }

    /// Closes the bot's gateway connection (as Discord does at times).
    pub fn drop_gateway(&self) {
        let gateways = std::mem::take(&mut self.shared.lock().gateways);
        for tx in gateways.into_values() {
            let _ = tx.send(gateway::Out::Close(4000));
        }
    }

    /// Sends an invalid session (op 9, not resumable) down every connection: the bot must
    /// identify again.
    pub fn invalidate_sessions(&self) {
        let gateways = std::mem::take(&mut self.shared.lock().gateways);
        for tx in gateways.into_values() {
            let _ = tx.send(gateway::Out::Frame(json!({"op": 9, "d": false})));
        }
    }

    /// The bot's token is revoked (reset in the developer portal): its connections close with
    /// 4004 ("Authentication failed"), as does every IDENTIFY from now on.
    pub fn revoke_token(&self) {
        let gateways = {
            let mut i = self.shared.lock();
            i.token_revoked = true;
            std::mem::take(&mut i.gateways)
        };
        for tx in gateways.into_values() {
            let _ = tx.send(gateway::Out::Close(4004));
        }
    }

    /// The next `n` edits of channel messages are answered 429 with `retry_after` seconds.
    pub fn rate_limit_edits(&self, n: u32, retry_after: f64) {
        let mut i = self.shared.lock();
        i.rate_limits = n;
        i.retry_after = retry_after;
    }

    /// The next `n` edits of channel messages fail with 500, as Discord does at times.
    pub fn fail_edits(&self, n: u32) {
        self.shared.lock().edit_failures = n;
    }

    /// The next `n` interactions the bot answers are answered too late, as when Discord's 3 s
    /// ran out first: every callback of theirs gets 404 Unknown interaction.
    pub fn miss_deadlines(&self, n: u32) {
        self.shared.lock().miss_deadlines = n;
    }

    /// The server's preferred locale from now on (what its admins chose in its settings).
    pub fn set_guild_locale(&self, locale: &str) {
        self.shared.lock().guild_locale = Some(locale.to_owned());
    }

    /// The next `n` interaction callbacks are answered 429 with `retry_after` seconds.
    pub fn rate_limit_callbacks(&self, n: u32, retry_after: f64) {
        let mut i = self.shared.lock();
        i.callback_rate_limits = n;
        i.retry_after = retry_after;
    }

    /// Answers the next `n` calls of `GET /gateway/bot` with 502, as a network failure would.
    pub fn fail_gateway(&self, n: u32) {
        self.shared.lock().gateway_failures = n;
    }

    /// Threads are refused from now on with Discord's error `code` (50013 Missing
    /// Permissions, 50024 a channel type without threads…).
    pub fn refuse_threads(&self, code: u32) {
        self.shared.lock().threads_refused = Some(code);
    }

    /// The threads started so far: their ids (their messages') and names.
    pub fn threads(&self) -> HashMap<u64, String> {
        self.shared.lock().threads.clone()
    }

    /// The messages of a channel or thread, oldest first.
    pub fn messages_in(&self, channel: u64) -> Vec<Msg> {
        let mut found: Vec<Msg> = self
            .shared
            .lock()
            .messages
            .values()
            .filter(|m| m.channel_id == channel && !m.ephemeral())
            .cloned()
            .collect();
        found.sort_by_key(|m| m.id);
        found
    }

    /// Whether the bot deleted `message`.
    pub fn deleted(&self, message: u64) -> bool {
        self.shared.lock().deleted.contains(&message)
    }

    /// The messages the bot created in channels itself (not as interaction answers), oldest
    /// first, with the body it sent (`allowed_mentions` included).
    pub fn channel_posts(&self) -> Vec<(u64, Value)> {
        self.shared
            .lock()
            .calls
            .iter()
            .filter(|c| {
                c.method == "POST" && c.path.ends_with("/messages") && c.path.contains("/channels/")
            })
            .filter_map(|c| c.public.clone())
            .collect()
    }

    /// Waits until the bot has created `n` channel messages in all; returns them.
    pub async fn wait_channel_posts(&self, n: usize, limit: Duration) -> Vec<(u64, Value)> {
        self.wait_for("channel messages", limit, |i| {
            let posts: Vec<(u64, Value)> = i
                .calls
                .iter()
                .filter(|c| {
                    c.method == "POST"
                        && c.path.ends_with("/messages")
                        && c.path.contains("/channels/")
                })
                .filter_map(|c| c.public.clone())
                .collect();
            (posts.len() >= n).then_some(posts)
        })
        .await
    }

    /// Waits until `f` holds of the fake's messages.
    pub async fn wait_until(
        &self,
        what: &str,
        limit: Duration,
        mut f: impl FnMut(&FakeDiscord) -> bool,
    ) {
        let deadline = Instant::now() + limit;
        while !f(self) {
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {what}: {:#?}",
                self.calls_summary()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Signs `who` in to Discord in the browser: the next authorization page approves as them.
    pub fn sign_in_as(&self, who: &Person) {
        self.shared.lock().oauth.signed_in = Some(who.clone());
    }

    /// The statuses of the token requests so far, in order.
    pub fn token_answers(&self) -> Vec<u16> {
        self.shared.lock().oauth.token_answers.clone()
    }

    /// Pretend `d` more time has passed (interaction tokens expire after 15 minutes).
    pub fn advance_clock(&self, d: Duration) {
        self.shared.lock().clock_skew += d;
    }

    /// Sends an interaction and waits for the bot's first response to it.
    async fn interact(
        &self,
        kind: u8,
        who: &Person,
        place: &Place,
        locale: &str,
        message: Option<u64>,
        data: Value,
    ) -> Sent {
        self.try_interact(
            kind,
            who,
            place,
            locale,
            message,
            data,
            Duration::from_secs(10),
        )
        .await
        .expect("the bot answers every interaction")
    }

    /// Sends an interaction; its first response, if one comes within `limit`.
    #[allow(clippy::too_many_arguments)]
    pub async fn try_interact(
        &self,
        kind: u8,
        who: &Person,
        place: &Place,
        locale: &str,
        message: Option<u64>,
        data: Value,
        limit: Duration,
    ) -> Option<Sent> {
        self.shared.lock().members.insert(who.id, who.clone());
        let id = self.shared.id();
        let token = format!("tok{id}");
        let mut payload = payloads::interaction(
            id,
            kind,
            &token,
            place.guild,
            place.channel,
            who,
            locale,
            data,
        );
        if let Some(l) = &self.shared.lock().guild_locale {
            payload["guild_locale"] = json!(l);
        }
        if let Some(m) = message {
            let msg = self.message(m).unwrap_or_else(|| panic!("no message {m}"));
            payload["message"] =
                payloads::message(m, msg.channel_id, Some(place.guild), &msg.body, msg.flags);
        }
        // A payload serenity cannot read would be dropped without a word: check it here.
        if let Err(e) = serde_json::from_value::<serenity::all::Interaction>(payload.clone()) {
            panic!("serenity cannot read our interaction: {e}\n{payload:#}");
        }
        {
            let mut i = self.shared.lock();
            let at = i.now();
            i.interactions.insert(
                id,
                Sent {
                    id,
                    token,
                    at,
                    guild_id: place.guild,
                    channel_id: place.channel,
                    message_id: message,
                    response: None,
                    responded_after: None,
                    original: None,
                    late: None,
                },
            );
        }
        if !self.dispatch("INTERACTION_CREATE", payload) {
            // Nobody reads the connection any more: no answer will come.
            self.shared.lock().interactions.remove(&id);
            return None;
        }
        let deadline = Instant::now() + limit;
        loop {
            let notified = self.shared.changed.notified();
            {
                let i = self.shared.lock();
                let s = &i.interactions[&id];
                if s.settled() {
                    return Some(s.as_seen());
                }
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return None;
            }
            let _ = tokio::time::timeout(left.min(Duration::from_millis(50)), notified).await;
        }
    }

    /// A click whose answer may never come (the bot may be killed meanwhile).
    pub async fn try_click(
        &self,
        who: &Person,
        place: &Place,
        message: u64,
        custom_id: &str,
        limit: Duration,
    ) -> Option<Sent> {
        self.try_interact(
            3,
            who,
            place,
            "en-US",
            Some(message),
            payloads::button_data(custom_id),
            limit,
        )
        .await
    }

    /// Forgets that interactions went unanswered (a killed bot leaves some).
    pub fn forgive_unanswered(&self) {
        self.shared
            .lock()
            .interactions
            .retain(|_, s| s.response.is_some());
    }

    /// Every payload shown to the whole channel in `message`, from call number `from` on.
    pub fn public_payloads_since(&self, from: usize, message: u64) -> Vec<Value> {
        self.shared
            .lock()
            .calls
            .iter()
            .skip(from)
            .filter_map(|c| c.public.clone())
            .filter(|(m, _)| *m == message)
            .map(|(_, v)| v)
            .collect()
    }

    /// A member runs a slash command (`/command sub option:value`).
    #[allow(clippy::too_many_arguments)]
    pub async fn slash(
        &self,
        who: &Person,
        place: &Place,
        locale: &str,
        command: &str,
        sub: Option<&str>,
        options: &[(&str, u8, Value)],
        users: &[&Person],
    ) -> Sent {
        {
            let mut inner = self.shared.lock();
            for p in users {
                inner.members.insert(p.id, (*p).clone());
            }
        }
        let data = payloads::command_data(command, sub, options, users);
        self.interact(2, who, place, locale, None, data).await
    }

    /// A member runs a slash command of a group (`/command group sub option:value`).
    pub async fn slash_in_group(
        &self,
        who: &Person,
        place: &Place,
        locale: &str,
        (command, group, sub): (&str, &str, &str),
        options: &[(&str, u8, Value)],
    ) -> Sent {
        let mut data = payloads::command_data(command, Some(sub), options, &[]);
        let subcommand = data["options"].take();
        data["options"] = json!([{"name": group, "type": 2, "options": subcommand}]);
        self.interact(2, who, place, locale, None, data).await
    }

    /// A member clicks a button.
    pub async fn click(
        &self,
        who: &Person,
        place: &Place,
        locale: &str,
        message: u64,
        custom_id: &str,
    ) -> Sent {
        self.interact(
            3,
            who,
            place,
            locale,
            Some(message),
            payloads::button_data(custom_id),
        )
        .await
    }

    /// A member picks a value in a select menu.
    pub async fn select(
        &self,
        who: &Person,
        place: &Place,
        locale: &str,
        message: u64,
        custom_id: &str,
        value: &str,
    ) -> Sent {
        let data = payloads::select_data(custom_id, &[value.to_owned()]);
        self.interact(3, who, place, locale, Some(message), data)
            .await
    }

    /// A member answers a modal the bot opened from a component of `message`: one value per
    /// text input, by its custom id.
    pub async fn submit_modal(
        &self,
        who: &Person,
        place: &Place,
        locale: &str,
        message: u64,
        custom_id: &str,
        values: &[(&str, &str)],
    ) -> Sent {
        let data = payloads::modal_data(custom_id, values);
        self.interact(5, who, place, locale, Some(message), data)
            .await
    }

    /// The modal a response opened (the `data` of a type 9 callback), if it was one.
    pub fn modal_of(&self, sent: &Sent) -> Option<Value> {
        sent.response
            .as_ref()
            .filter(|r| r["type"] == 9)
            .map(|r| r["data"].clone())
    }

    /// The interaction whose response created `message`.
    pub fn created_by(&self, message: u64) -> Option<Sent> {
        self.shared
            .lock()
            .interactions
            .values()
            .map(Sent::as_seen)
            .find(|s| {
                s.original == Some(message) && s.response.as_ref().is_some_and(|r| r["type"] == 4)
            })
    }

    /// An interaction as the fake recorded it (its raw first response).
    pub fn interaction(&self, id: u64) -> Sent {
        self.shared.lock().interactions[&id].clone()
    }

    pub fn message(&self, id: u64) -> Option<Msg> {
        self.shared.lock().messages.get(&id).cloned()
    }

    pub fn calls(&self) -> Vec<Call> {
        self.shared.lock().calls.clone()
    }

    fn calls_summary(&self) -> Vec<String> {
        self.shared
            .lock()
            .calls
            .iter()
            .map(|c| format!("{} {} -> {}", c.method, c.path, c.status))
            .collect()
    }

    /// Every rule the bot broke so far (limits, late or double responses, ...).
    pub fn violations(&self) -> Vec<String> {
        self.shared.lock().violations.clone()
    }

    /// Fails the test if any interaction went unanswered, any rule was broken or any call was
    /// refused as unauthorized.
    pub fn assert_clean(&self) {
        let i = self.shared.lock();
        let unanswered: Vec<u64> = i
            .interactions
            .values()
            .filter(|s| !s.settled())
            .map(|s| s.id)
            .collect();
        assert!(
            unanswered.is_empty(),
            "interactions never answered: {unanswered:?}"
        );
        assert!(
            i.violations.is_empty(),
            "Discord rules broken:\n{}",
            i.violations.join("\n")
        );
        let refused: Vec<String> = i
            .calls
            .iter()
            .filter(|c| c.status == 401)
            .map(|c| format!("{} {}", c.method, c.path))
            .collect();
        assert!(
            refused.is_empty(),
            "calls refused 401 (an expired interaction token, or no bot token): {refused:?}"
        );
    }

    /// Waits until REST calls matching `pred` number at least `n`.
    /// Waits until REST calls from call number `from` on that match `pred` number at least
    /// `n`; returns them.
    pub async fn wait_calls(
        &self,
        from: usize,
        n: usize,
        what: &str,
        pred: impl Fn(&Call) -> bool,
    ) -> Vec<Call> {
        self.wait_for(what, Duration::from_secs(10), |i| {
            let found = i.calls.iter().skip(from).filter(|c| pred(c)).count();
            (found >= n).then(|| {
                i.calls
                    .iter()
                    .skip(from)
                    .filter(|c| pred(c))
                    .cloned()
                    .collect()
            })
        })
        .await
    }

    /// How many REST calls the bot has made so far.
    pub fn call_count(&self) -> usize {
        self.shared.lock().calls.len()
    }
}
