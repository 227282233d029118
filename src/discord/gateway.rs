//! What the rest of the process sees of the gateway: how this process's shards are (for
//! `/healthz` and `/metrics`), and why the gateway ended the bot.
//!
//! An invalid session (op 9) is serenity's to handle as Discord documents: it resumes when
//! the session may be resumed and identifies again when not. A token Discord refuses on the
//! gateway (close code 4004: revoked or reset while the bot runs) cannot get better by
//! retrying: serenity gives up and [`fatal`] names the setting to fix.

use std::sync::Arc;

use serenity::all::{ConnectionStage, GatewayError, ShardId, ShardManager};

use crate::store::Shards;
use crate::web::{ShardProbe, ShardReport};

/// Reads each of `shards`' state from serenity's shard manager; a shard not started yet is
/// not connected.
pub fn probe(manager: Arc<ShardManager>, shards: Shards) -> ShardProbe {
    Arc::new(move || {
        let manager = Arc::clone(&manager);
        Box::pin(async move {
            let runners = manager.runners.lock().await;
            (shards.first..=shards.last)
                .map(|id| match runners.get(&ShardId(id)) {
                    Some(runner) => ShardReport {
                        id,
                        connected: runner.stage == ConnectionStage::Connected,
                        latency: runner.latency,
                    },
                    None => ShardReport {
                        id,
                        connected: false,
                        latency: None,
                    },
                })
                .collect()
        })
    })
}

/// The error that ended the gateway, in words an operator can act on.
pub fn fatal(e: serenity::Error) -> anyhow::Error {
    match e {
        serenity::Error::Gateway(GatewayError::InvalidAuthentication) => anyhow::anyhow!(
            "Discord refused the token on the gateway (close code 4004: revoked or reset): check DISCORD_TOKEN (Bot → Reset Token in the developer portal)"
        ),
        serenity::Error::Gateway(
            GatewayError::InvalidGatewayIntents | GatewayError::DisallowedGatewayIntents,
        ) => anyhow::anyhow!(
            "Discord refused the gateway intents the bot asks for (close code 4013/4014)"
        ),
        e => anyhow::Error::new(e).context("the Discord gateway failed"),
    }
}
