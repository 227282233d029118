//! Slash commands: every game's from the game registry, the others one file per group.

mod answer;
mod game_commands;
pub mod history;
mod leaderboard;
mod localize;
mod opening;
mod replay;
mod stats;
mod taberna;
pub mod tournament;

pub use answer::{answer, answer_shown, answer_with_file};
pub use taberna::{parse_duration, show_duration};
pub use tournament::may_manage;

use serenity::all::CreateCommand;

use crate::engine::Lang;

use super::layout::Outgoing;
use super::reply::DEFER_AFTER;
use super::text;
use super::types::{Context, Data, Error};

/// Every command the bot handles: one per game of the registry, then the bot's own, with
/// their words.
///
/// # Panics
/// A command's message is missing from `commands.ftl` or a game's words.
#[must_use]
pub fn all() -> Vec<poise::Command<Data, Error>> {
    let mut commands: Vec<_> = crate::games::REGISTRY
        .iter()
        .map(game_commands::command)
        .collect();
    let mut own = vec![
        leaderboard::command(),
        stats::stats(),
        with_game_choices(history::history()),
        replay::replay(),
        taberna::taberna(),
        tournament::command(),
    ];
    localize::localize(&mut own);
    commands.extend(own);
    commands
}

/// What Discord registers for `commands`: a game's command from its registry entry (the
/// framework's holds only its actions), the others as the framework describes them.
///
/// # Panics
/// A game's command misses a message (see [`game_commands::payload`]).
#[must_use]
pub fn payload(commands: &[poise::Command<Data, Error>]) -> Vec<CreateCommand> {
    commands
        .iter()
        .filter_map(|cmd| match crate::games::by_id(&cmd.name) {
            Some(entry) => Some(game_commands::payload(entry)),
            None => cmd.create_as_slash_command(),
        })
        .collect()
}

/// `cmd`'s `game` option offering every game of the registry (Discord sends back the chosen
/// game's index in the registry) under the name the game has in every other message, so these
/// choices come localized and `commands.ftl` does not name them.
fn with_game_choices(mut cmd: poise::Command<Data, Error>) -> poise::Command<Data, Error> {
    set_game_choices(&mut cmd);
    cmd
}

/// [`with_game_choices`] in place (a subcommand's).
fn set_game_choices(cmd: &mut poise::Command<Data, Error>) {
    if let Some(game) = cmd.parameters.iter_mut().find(|p| p.name == "game") {
        game.choices = crate::games::REGISTRY
            .iter()
            .map(|e| poise::CommandParameterChoice {
                name: e.info.name_en.into(),
                localizations: localize::SPANISH
                    .iter()
                    .map(|&locale| (locale.into(), e.info.name_es.into()))
                    .collect::<Vec<_>>()
                    .into(),
                __non_exhaustive: (),
            })
            .collect();
    }
}

/// The result of a command's `work`. When it has not finished after [`DEFER_AFTER`], the
/// command is deferred meanwhile (a public "thinking…"), so that Discord's 3 s never run out;
/// the reply sent next takes the deferral's place, public like it.
pub async fn in_time<T>(ctx: Context<'_>, work: impl std::future::Future<Output = T>) -> T {
    deferred_if_slow(ctx, work, false).await
}

/// [`in_time`] for a command whose answer is private: its "thinking…" is private too (a
/// deferral fixes whether the reply that takes its place is ephemeral).
pub async fn in_time_private<T>(ctx: Context<'_>, work: impl std::future::Future<Output = T>) -> T {
    deferred_if_slow(ctx, work, true).await
}

async fn deferred_if_slow<T>(
    ctx: Context<'_>,
    work: impl std::future::Future<Output = T>,
    private: bool,
) -> T {
    tokio::pin!(work);
    tokio::select! {
        done = &mut work => done,
        () = tokio::time::sleep(DEFER_AFTER) => {
            let (deferred, done) = tokio::join!(answer::defer(ctx, private), &mut work);
            if let Err(e) = deferred {
                tracing::warn!(error = %e, "could not defer a slow command");
            }
            done
        }
    }
}

/// The server the command came from; outside one, the caller is told privately and `None`
/// comes back.
///
/// # Errors
/// The private answer could not be sent.
pub async fn in_guild(ctx: Context<'_>, lang: Lang) -> Result<Option<u64>, Error> {
    match ctx.guild_id() {
        Some(g) => Ok(Some(g.get())),
        None => {
            answer(ctx, Outgoing::note(text::not_in_guild(lang))).await?;
            Ok(None)
        }
    }
}

/// The language of a public message the caller opens (see [`text::public_lang`]).
pub(super) fn public_lang(ctx: Context<'_>) -> Lang {
    let guild_locale = match ctx {
        poise::Context::Application(a) => a.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    text::public_lang(guild_locale, ctx.locale().unwrap_or("en-US"))
}
