//! The Discord layer: commands, the component router, renderers and locales. Thin: every
//! decision about a match is the table's.

/// The public board and the private hands as the bot sends them (public for the benchmarks).
pub mod board;
mod challenge;
mod commands;
mod components;
mod computer;
pub mod config;
mod errors;
mod ids;
pub mod layout;
pub mod limits;
mod lobby;
mod names;
mod register;
mod reply;
mod rest;
mod scheduler;
mod text;
mod types;

#[cfg(test)]
mod tests;

use std::sync::Arc;

use serenity::all::{ClientBuilder, FullEvent, GatewayIntents, HttpBuilder, Interaction};

use crate::table::Table;

pub use config::Config;
pub use ids::ComponentId;
use rest::Rest;
use types::{Data, Error};

async fn on_event(event: &FullEvent, data: &Data) -> Result<(), Error> {
    match event {
        FullEvent::InteractionCreate {
            interaction: Interaction::Component(c),
        } => components::handle(data, c).await,
        FullEvent::InteractionCreate {
            interaction: Interaction::Modal(m),
        } => components::handle_modal(data, m).await,
        FullEvent::Ready { data_about_bot } => {
            tracing::info!(user = %data_about_bot.user.name, "connected to Discord");
        }
        _ => {}
    }
    Ok(())
}

/// Runs the bot until it is stopped (Ctrl-C or SIGTERM).
///
/// # Errors
/// A database that cannot be opened, or a fatal Discord error.
pub async fn run(config: Config) -> anyhow::Result<()> {
    let table = Table::open(&config.database_url, config.durability, config.limits).await?;
    // Held until the bot stops: no other process may run these shards' timers meanwhile.
    let _claim = crate::store::claim_shards(&config.database_url, config.limits.shards).await?;
    // A call that hangs would hold a board's gate or a lobby's turn for good.
    let client = reqwest::Client::builder()
        .connect_timeout(std::time::Duration::from_secs(5))
        .timeout(std::time::Duration::from_secs(20))
        .build()?;
    let mut http = HttpBuilder::new(&config.token).client(client.clone());
    if let Some(proxy) = &config.proxy {
        // serenity ignores the proxy while its own ratelimiter is on; 429s are ours then.
        http = http.proxy(proxy.clone()).ratelimiter_disabled(true);
    }
    let guild = config.guild_id;
    let computer_pause = config.computer_pause;
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |e| Box::pin(errors::on_error(e)),
            event_handler: |framework, event| Box::pin(on_event(event, framework.user_data)),
            ..Default::default()
        })
        // Owners are not used; skip the REST call at start.
        .initialize_owners(false)
        .setup(move |ctx, ready, framework| {
            let application = ready.application.id.get();
            Box::pin(async move {
                let commands = &framework.options().commands;
                if let Err(e) =
                    register::sync(&ctx.http, &table, commands, application, guild).await
                {
                    tracing::error!(error = %e, "could not register commands");
                }
                let rest = Rest::new(Arc::clone(&ctx.http), client);
                let data = Data::new(table, rest, computer_pause);
                tokio::spawn(scheduler::run(data.clone()));
                Ok(data)
            })
        })
        .build();
    let http = http.build();
    check_token(&http).await?;
    let mut client = ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .framework(framework)
        .await?;
    let shards = Arc::clone(&client.shard_manager);
    tokio::spawn(async move {
        shutdown_signal().await;
        tracing::info!("shutting down");
        shards.shutdown_all().await;
    });
    let shards = config.limits.shards;
    if !shards.all() {
        tracing::info!(%shards, "connecting with a range of the gateway's shards");
    }
    // serenity's range is first..last with `last` included.
    client
        .start_shard_range(shards.first..shards.last, shards.count)
        .await?;
    Ok(())
}

/// Longest wait between two attempts to reach Discord.
const MAX_BACKOFF: std::time::Duration = std::time::Duration::from_secs(60);

/// The first call to Discord, before the gateway: a token Discord refuses (401) stops the bot
/// with one clear error, where retrying could never help; any other failure (network, a 5xx)
/// is retried with a growing wait and a log line per attempt.
///
/// # Errors
/// Discord refused the token.
async fn check_token(http: &serenity::all::Http) -> anyhow::Result<()> {
    let mut wait = std::time::Duration::from_secs(1);
    for attempt in 1.. {
        match http.get_bot_gateway().await {
            Ok(_) => return Ok(()),
            Err(e) if unauthorized(&e) => anyhow::bail!(
                "Discord refused the token (401 Unauthorized): check DISCORD_TOKEN (Bot → Reset Token in the developer portal)"
            ),
            Err(e) => {
                tracing::warn!(attempt, error = %e, retry_in = ?wait, "cannot reach Discord; retrying");
                tokio::time::sleep(wait).await;
                wait = (wait * 2).min(MAX_BACKOFF);
            }
        }
    }
    unreachable!("the attempts never run out")
}

/// Whether a REST error is Discord's 401 (a wrong or revoked token).
fn unauthorized(e: &serenity::Error) -> bool {
    matches!(
        e,
        serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r))
            if r.status_code.as_u16() == 401
    )
}

async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        let mut term = signal(SignalKind::terminate()).expect("SIGTERM handler");
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
