//! Registers slash commands only when they changed since the last registration, because
//! Discord allows 200 command creations a day per guild.

use serenity::all::{Command, CreateCommand, GuildId, Http};

use crate::table::Table;

use super::types::{Data, Error};

/// Which application registered commands where: one guild (development) or everywhere. The
/// application is part of it because commands belong to it: a database that moves to another
/// bot token must register them again.
fn scope_key(application: u64, guild: Option<u64>) -> String {
    match guild {
        Some(g) => format!("commands:{application}:guild:{g}"),
        None => format!("commands:{application}:global"),
    }
}

/// Registers `commands` for `application` unless the same set was registered in that scope
/// before. Returns whether it registered.
///
/// # Errors
/// A database or Discord error.
pub async fn sync(
    http: &Http,
    table: &Table,
    commands: &[poise::Command<Data, Error>],
    application: u64,
    guild: Option<u64>,
) -> anyhow::Result<bool> {
    let builders: Vec<CreateCommand> = super::commands::payload(commands);
    // Through `Value`, whose maps are sorted: the builders keep localizations in hash maps,
    // whose order changes from one process to the next.
    let fingerprint = serde_json::to_value(&builders)?.to_string();
    let key = scope_key(application, guild);
    remove_from_other_guilds(http, table, application, guild).await?;
    if table.setting(&key).await?.as_deref() == Some(fingerprint.as_str()) {
        tracing::info!(%key, "commands unchanged; not registering");
        return Ok(false);
    }
    match guild {
        Some(g) => {
            GuildId::new(g).set_commands(http, builders).await?;
        }
        None => {
            Command::set_global_commands(http, builders).await?;
        }
    }
    table.set_setting(&key, &fingerprint).await?;
    tracing::info!(%key, "commands registered");
    Ok(true)
}

/// Removes the commands registered in a development guild that is no longer the bot's
/// `GUILD_ID` (unset, or another guild): they would stay there beside the new ones.
async fn remove_from_other_guilds(
    http: &Http,
    table: &Table,
    application: u64,
    guild: Option<u64>,
) -> anyhow::Result<()> {
    let prefix = format!("commands:{application}:guild:");
    for key in table.settings_with_prefix(&prefix).await? {
        let Ok(old) = key[prefix.len()..].parse::<u64>() else {
            continue;
        };
        if Some(old) == guild {
            continue;
        }
        GuildId::new(old).set_commands(http, Vec::new()).await?;
        table.forget_setting(&key).await?;
        tracing::info!(
            guild = old,
            "commands removed from the former development guild"
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::scope_key;

    #[test]
    fn each_application_and_scope_registers_on_its_own() {
        let keys = [
            scope_key(1, None),
            scope_key(2, None),
            scope_key(1, Some(7)),
            scope_key(2, Some(7)),
            scope_key(1, Some(8)),
        ];
        for (i, a) in keys.iter().enumerate() {
            for b in &keys[i + 1..] {
                assert_ne!(a, b);
            }
        }
    }
}
