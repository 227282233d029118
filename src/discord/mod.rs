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
mod gateway;
mod guild_look;
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
mod tournament;
mod types;

#[cfg(test)]
mod tests;

use std::sync::Arc;

use anyhow::Context as _;
use serenity::all::{ClientBuilder, FullEvent, GatewayIntents, HttpBuilder, Interaction};
use tracing::Instrument as _;

use crate::stopping::{Stopping, DRAIN_LIMIT};
use crate::table::Table;
use crate::web;

pub use config::Config;
pub use ids::ComponentId;
use rest::Rest;
use types::{Data, Error};

/// The span of an interaction's work: its shard, server and match, for the logs (never its
/// token, nor the move a button plays).
fn span(
    shard: serenity::all::ShardId,
    guild: Option<serenity::all::GuildId>,
    custom_id: &str,
) -> tracing::Span {
    let match_id = custom_id
        .parse::<ComponentId>()
        .ok()
        .and_then(|id| id.match_id());
    tracing::info_span!(
        "click",
        shard = shard.0,
        guild = guild.map(serenity::all::GuildId::get),
        match_id
    )
}

async fn on_event(
    ctx: &serenity::all::Context,
    event: &FullEvent,
    data: &Data,
) -> Result<(), Error> {
    match event {
        FullEvent::InteractionCreate {
            interaction: Interaction::Component(c),
        } => {
            components::handle(data, c)
                .instrument(span(ctx.shard_id, c.guild_id, &c.data.custom_id))
                .await;
        }
        FullEvent::InteractionCreate {
            interaction: Interaction::Modal(m),
        } => {
            components::handle_modal(data, m)
                .instrument(span(ctx.shard_id, m.guild_id, &m.data.custom_id))
                .await;
        }
        FullEvent::Ready { data_about_bot } => {
            tracing::info!(user = %data_about_bot.user.name, "connected to Discord");
        }
        FullEvent::GuildCreate { guild, .. } => {
            let icon = guild.icon.map(|h| h.to_string());
            guild_look::remember(data, guild.id.get(), &guild.name, icon).await;
        }
        FullEvent::GuildUpdate { new_data, .. } => {
            let icon = new_data.icon.map(|h| h.to_string());
            guild_look::remember(data, new_data.id.get(), &new_data.name, icon).await;
        }
        _ => {}
    }
    Ok(())
}

/// Runs the bot until it is stopped (SIGTERM or SIGINT: see [`on_signals`]).
///
/// # Errors
/// `WEB_ADDR` taken, a database that cannot be opened, a token Discord refuses (at start or
/// later), or a fatal Discord error.
pub async fn run(config: Config) -> anyhow::Result<()> {
    let stopping = Arc::new(Stopping::default());
    tokio::spawn(on_signals(Signals::new(), Arc::clone(&stopping)));
    let metrics = crate::metrics::install();
    let listener = web::bind(config.web_addr).await?;
    let opened = Table::open(&config.database_url, config.durability, config.limits);
    let Some(table) = until_stopped(&stopping, opened).await else {
        return Ok(());
    };
    let table = table.context("cannot open the database named by DATABASE_URL")?;
    // Held until the bot stops: no other process may run these shards' timers meanwhile.
    let claim = crate::store::claim_shards(&config.database_url, config.limits.shards).await?;
    // A call that hangs would hold a board's gate or a lobby's turn for good.
    let client = reqwest::Client::builder()
        .connect_timeout(std::time::Duration::from_secs(5))
        .timeout(std::time::Duration::from_secs(20))
        .build()?;
    let signin_client = client.clone();
    let mut http = HttpBuilder::new(&config.token).client(client.clone());
    if let Some(proxy) = &config.proxy {
        // serenity ignores the proxy while its own ratelimiter is on; 429s are ours then.
        http = http.proxy(proxy.clone()).ratelimiter_disabled(true);
    }
    let guild = config.guild_id;
    let computer_pause = config.computer_pause;
    let public_url = config.public_url.clone();
    let cdn = config.cdn.clone();
    let for_data = (table.clone(), Arc::clone(&stopping));
    // The handlers' data, once the gateway is ready: a move made on a seat's page edits the
    // board and wakes the computer through it, as a click does.
    let ready_data: Arc<std::sync::OnceLock<Data>> = Arc::default();
    // Signing in on the site names the application, known from the config or once connected.
    let client_id: Arc<std::sync::OnceLock<u64>> = Arc::default();
    if let Some(id) = config.client_id {
        let _ = client_id.set(id);
    }
    let application_id = Arc::clone(&client_id);
    let data_for_site = Arc::clone(&ready_data);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |e| Box::pin(errors::on_error(e)),
            command_check: Some(|ctx| Box::pin(errors::command_check(ctx))),
            event_handler: |framework, event| {
                Box::pin(on_event(
                    framework.serenity_context,
                    event,
                    framework.user_data,
                ))
            },
            ..Default::default()
        })
        // Owners are not used; skip the REST call at start.
        .initialize_owners(false)
        .setup(move |ctx, ready, framework| {
            let application = ready.application.id.get();
            let _ = application_id.set(application);
            let (table, stopping) = for_data;
            Box::pin(async move {
                let commands = &framework.options().commands;
                if let Err(e) =
                    register::sync(&ctx.http, &table, commands, application, guild).await
                {
                    tracing::error!(error = %e, "could not register commands");
                }
                let rest = Rest::new(Arc::clone(&ctx.http), client);
                let mut data = Data::new(table, rest, computer_pause, stopping);
                data.public_url = public_url.map(Arc::from);
                data.cdn = Arc::from(cdn);
                let _ = ready_data.set(data.clone());
                tokio::spawn(scheduler::run(data.clone()));
                Ok(data)
            })
        })
        .build();
    let http = http.build();
    let Some(checked) = until_stopped(&stopping, check_token(&http)).await else {
        table.store().close().await;
        return Ok(());
    };
    checked?;
    let mut client = ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .framework(framework)
        .await?;
    let shards = config.limits.shards;
    let manager = Arc::clone(&client.shard_manager);
    if let Some(listener) = listener {
        // The soft limit of open files is the process's own choice: raised to the hard one.
        let files = web::connections::raise_open_files_limit();
        let (limits, streams) = config.web_limits(files);
        let signin = match (&config.client_secret, &config.public_url) {
            (Some(secret), Some(public)) => Some(Arc::new(web::signin::SignIn::new(
                Arc::clone(&client_id),
                secret.clone(),
                config.proxy.as_deref().unwrap_or(DISCORD),
                public,
                signin_client.clone(),
            ))),
            (Some(_), None) => {
                tracing::warn!("DISCORD_CLIENT_SECRET is set without PUBLIC_URL: members cannot sign in on the site");
                None
            }
            _ => None,
        };
        let site = web::Site {
            table: table.clone(),
            shards: gateway::probe(Arc::clone(&manager), shards),
            metrics,
            stopping: Arc::clone(&stopping),
            pages: web::Pages::start(&table, streams),
            play: web::seats::Play {
                secure: config
                    .public_url
                    .as_deref()
                    .is_some_and(|u| u.starts_with("https://")),
                signin,
                moved: Some(Arc::new(move |m| {
                    let data = data_for_site.get().cloned();
                    Box::pin(async move {
                        if let Some(data) = data {
                            computer::moved(&data, &m).await;
                        }
                    })
                })),
            },
        };
        tokio::spawn(web::serve(listener, site, limits));
    }
    if !shards.all() {
        tracing::info!(%shards, "connecting with a range of the gateway's shards");
    }
    // serenity's range is first..last with `last` included.
    let connected = client.start_shard_range(shards.first..shards.last, shards.count);
    tokio::pin!(connected);
    let lost = tokio::select! {
        ran = &mut connected => {
            // The gateway ended by itself: a token refused, say.
            table.store().close().await;
            return ran.map_err(gateway::fatal);
        }
        why = claim.lost() => {
            tracing::error!(%why, "stopping");
            stopping.stop();
            Some(why)
        }
        () = stopping.stopped() => None,
    };
    // The work under way finishes for at most DRAIN_LIMIT (moves committed and answered, board
    // edits sent, the timers' round), then the shards close, then the database.
    if !stopping.drained(DRAIN_LIMIT).await {
        tracing::warn!(
            under_way = stopping.busy(),
            limit = ?DRAIN_LIMIT,
            "stopping without waiting longer for the work under way"
        );
    }
    manager.shutdown_all().await;
    // A shard still connecting has nothing to close, and its runner would go on for good.
    let ran = match tokio::time::timeout(SHARDS_CLOSE, &mut connected).await {
        Ok(ran) => ran.map_err(gateway::fatal),
        Err(_) => Ok(()),
    };
    table.store().close().await;
    match lost {
        Some(why) => Err(anyhow::anyhow!(why)),
        None => ran,
    }
}

/// Where Discord's pages and API are, when no proxy stands for them.
const DISCORD: &str = "https://discord.com";

/// Longest wait for the gateway's shards to close at a stop.
const SHARDS_CLOSE: std::time::Duration = std::time::Duration::from_secs(5);

/// `work`, unless the bot is told to stop first (a signal while the database or Discord is
/// still out of reach at start).
async fn until_stopped<T>(
    stopping: &Stopping,
    work: impl std::future::Future<Output = T>,
) -> Option<T> {
    tokio::select! {
        done = work => Some(done),
        () = stopping.stopped() => None,
    }
}

/// The first SIGTERM or SIGINT starts a clean stop: no new work is taken (a click gets "the bot
/// is restarting"; [`run`] does the rest). A second one exits at once.
async fn on_signals(mut signals: Signals, stopping: Arc<Stopping>) {
    signals.next().await;
    tracing::info!(
        under_way = stopping.busy(),
        "stopping: no new work; finishing what is under way"
    );
    stopping.stop();
    signals.next().await;
    eprintln!("error: a second signal: stopping at once");
    std::process::exit(1);
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

/// SIGTERM and SIGINT (Ctrl-C), listened to from the start so that none is missed.
struct Signals {
    #[cfg(unix)]
    term: tokio::signal::unix::Signal,
    #[cfg(unix)]
    int: tokio::signal::unix::Signal,
}

impl Signals {
    fn new() -> Signals {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{signal, SignalKind};
            Signals {
                term: signal(SignalKind::terminate()).expect("SIGTERM handler"),
                int: signal(SignalKind::interrupt()).expect("SIGINT handler"),
            }
        }
        #[cfg(not(unix))]
        Signals {}
    }

    /// The next signal.
    async fn next(&mut self) {
        #[cfg(unix)]
        tokio::select! {
            _ = self.int.recv() => {}
            _ = self.term.recv() => {}
        }
        #[cfg(not(unix))]
        let _ = tokio::signal::ctrl_c().await;
    }
}
