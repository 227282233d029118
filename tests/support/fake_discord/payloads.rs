//! JSON of Discord objects as the gateway and REST send them, with every field serenity 0.12
//! requires (a payload it cannot read is dropped silently, so tests check each one parses).

use serde_json::{json, Value};

/// The fake application and bot user.
pub const APP_ID: u64 = 900_000_000_000_000_001;
pub const BOT_ID: u64 = 900_000_000_000_000_002;
pub const TIMESTAMP: &str = "2026-11-21T12:00:00.000000+00:00";

/// A member of the test guild.
#[derive(Debug, Clone)]
pub struct Person {
    pub id: u64,
    pub name: String,
    pub bot: bool,
    /// The member's permissions in the channel (all of them unless said otherwise).
    pub permissions: u64,
    /// The member's server nickname, if they set one (their display name in the server).
    pub nick: Option<String>,
}

impl Person {
    pub fn new(id: u64, name: &str) -> Person {
        Person {
            id,
            name: name.to_owned(),
            bot: false,
            permissions: 2_147_483_647,
            nick: None,
        }
    }

    /// A member who may read and write in the channel, and no more (not a server manager).
    pub fn plain(id: u64, name: &str) -> Person {
        Person {
            // View Channel, Send Messages, Read Message History, Use Application Commands.
            permissions: 0x400 | 0x800 | 0x10000 | 0x8000_0000,
            ..Person::new(id, name)
        }
    }

    /// The same member with a server nickname.
    #[must_use]
    pub fn nicknamed(self, nick: &str) -> Person {
        Person {
            nick: Some(nick.to_owned()),
            ..self
        }
    }

    pub fn bot(id: u64, name: &str) -> Person {
        Person {
            bot: true,
            ..Person::new(id, name)
        }
    }
}

pub fn user(p: &Person) -> Value {
    json!({
        "id": p.id.to_string(),
        "username": p.name,
        "global_name": p.name,
        "discriminator": "0",
        "avatar": null,
        "bot": p.bot,
        "public_flags": 0,
    })
}

pub fn bot_user() -> Value {
    user(&Person::bot(BOT_ID, "taberna"))
}

pub fn member(p: &Person) -> Value {
    json!({
        "user": user(p),
        "nick": p.nick,
        "avatar": null,
        "roles": [],
        "joined_at": TIMESTAMP,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": p.permissions.to_string(),
    })
}

/// A message object as REST and interactions return it.
pub fn message(id: u64, channel: u64, guild: Option<u64>, body: &Value, flags: u64) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "guild_id": guild.map(|g| g.to_string()),
        "author": bot_user(),
        "content": body.get("content").cloned().unwrap_or(json!("")),
        "timestamp": TIMESTAMP,
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": body.get("embeds").cloned().unwrap_or(json!([])),
        "components": body.get("components").cloned().unwrap_or(json!([])),
        "pinned": false,
        "type": 0,
        "flags": flags,
        "application_id": APP_ID.to_string(),
        "webhook_id": null,
    })
}

/// The common part of every interaction.
#[allow(clippy::too_many_arguments)]
pub fn interaction(
    id: u64,
    kind: u8,
    token: &str,
    guild: u64,
    channel: u64,
    who: &Person,
    locale: &str,
    data: Value,
) -> Value {
    json!({
        "id": id.to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "data": data,
        "guild_id": guild.to_string(),
        "channel_id": channel.to_string(),
        "channel": {"id": channel.to_string(), "type": 0, "name": "games"},
        "member": member(who),
        "token": token,
        "version": 1,
        "app_permissions": "2147483647",
        "locale": locale,
        "guild_locale": "en-US",
        "entitlements": [],
        "authorizing_integration_owners": {"0": guild.to_string()},
        "context": 0,
        "attachment_size_limit": 10_485_760,
    })
}

/// `data` of a slash command with one subcommand and its options (name, type, value).
pub fn command_data(
    command: &str,
    sub: Option<&str>,
    options: &[(&str, u8, Value)],
    users: &[&Person],
) -> Value {
    let opts: Vec<Value> = options
        .iter()
        .map(|(n, t, v)| json!({"name": n, "type": t, "value": v}))
        .collect();
    let options = match sub {
        Some(s) => json!([{"name": s, "type": 1, "options": opts}]),
        None => Value::Array(opts),
    };
    let mut resolved_users = serde_json::Map::new();
    let mut resolved_members = serde_json::Map::new();
    for p in users {
        resolved_users.insert(p.id.to_string(), user(p));
        let mut m = member(p);
        m.as_object_mut().unwrap().remove("user");
        resolved_members.insert(p.id.to_string(), m);
    }
    json!({
        "id": "800000000000000001",
        "name": command,
        "type": 1,
        "options": options,
        "resolved": {"users": resolved_users, "members": resolved_members},
    })
}

pub fn button_data(custom_id: &str) -> Value {
    json!({"custom_id": custom_id, "component_type": 2})
}

pub fn select_data(custom_id: &str, values: &[String]) -> Value {
    json!({"custom_id": custom_id, "component_type": 3, "values": values})
}

/// `data` of a MODAL_SUBMIT: one action row per text input.
pub fn modal_data(custom_id: &str, values: &[(&str, &str)]) -> Value {
    let rows: Vec<Value> = values
        .iter()
        .map(|(id, v)| json!({"type": 1, "components": [{"type": 4, "custom_id": id, "value": v}]}))
        .collect();
    json!({"custom_id": custom_id, "components": rows})
}

/// The fields of a guild object only GUILD_CREATE carries (Discord's Gateway docs, "Guild
/// Create": the extra fields beside a guild object).
pub const GUILD_CREATE_ONLY: &[&str] = &[
    "joined_at",
    "large",
    "unavailable",
    "member_count",
    "voice_states",
    "members",
    "channels",
    "threads",
    "presences",
    "stage_instances",
    "guild_scheduled_events",
];

/// A guild object as GUILD_CREATE sends it (the guild object of Discord's API description, and
/// the extra fields of the gateway event), with its @everyone role and nothing else.
pub fn guild(id: u64, name: &str, icon: Option<&str>) -> Value {
    let mut guild = json!({
        "id": id.to_string(),
        "name": name,
        "icon": icon,
        "icon_hash": icon,
        "splash": null,
        "discovery_splash": null,
        "owner_id": "100000000000000009",
        "afk_channel_id": null,
        "afk_timeout": 300,
        "widget_enabled": false,
        "widget_channel_id": null,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [{
            "id": id.to_string(),
            "name": "@everyone",
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
            "hoist": false,
            "icon": null,
            "unicode_emoji": null,
            "position": 0,
            "permissions": "1024",
            "managed": false,
            "mentionable": false,
            "flags": 0,
        }],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "max_presences": null,
        "max_members": 500000,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "es-ES",
        "public_updates_channel_id": null,
        "max_video_channel_users": 25,
        "max_stage_video_channel_users": 50,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null,
    });
    let created = json!({
        "joined_at": TIMESTAMP,
        "large": false,
        "unavailable": false,
        "member_count": 2,
        "voice_states": [],
        "members": [],
        "channels": [],
        "threads": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
    });
    let object = guild.as_object_mut().unwrap();
    for (k, v) in created.as_object().unwrap() {
        object.insert(k.clone(), v.clone());
    }
    guild
}
