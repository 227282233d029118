//! Slash commands, one file per group, and what the games' commands share.

mod answer;
pub mod history;
mod leaderboard;
mod replay;
mod stats;
mod taberna;

pub use answer::{answer, answer_shown, answer_with_file};
mod localize;

use serde_json::Value;
use serenity::all::User;

use crate::engine::ismcts::Level;
use crate::engine::{Lang, Render};
use crate::table::{ComputerMatch, TableError};
use crate::table::{Invitations, NewChallenge, NewLobby};

use super::layout::{pages, Outgoing, MAX_CONTENT};
use super::reply::DEFER_AFTER;
use super::types::{Context, Data, Error};
use super::{board, challenge, computer, lobby, text};

/// How well the computer plays a match against the bot itself. Labels:
/// `cmd-<game>-challenge-level-choice-<variant>`.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LevelChoice {
    Easy,
    Normal,
    Hard,
}

impl From<LevelChoice> for Level {
    fn from(c: LevelChoice) -> Level {
        match c {
            LevelChoice::Easy => Level::Easy,
            LevelChoice::Normal => Level::Normal,
            LevelChoice::Hard => Level::Hard,
        }
    }
}

/// Declares each game's command module (`<game>.rs`, whose command is `<game>::<game>()`) and
/// lists their commands: a new game's commands are its file and its name here.
macro_rules! game_commands {
    ($($game:ident),+ $(,)?) => {
        $(mod $game;)+

        fn game_commands() -> Vec<poise::Command<Data, Error>> {
            vec![$($game::$game()),+]
        }
    };
}

game_commands!(burgueses, rebelion, bouillabaisse, genova, burger_joint);

/// Every command the bot registers, with its words from `commands.ftl`.
///
/// # Panics
/// A command's message is missing from `commands.ftl`.
#[must_use]
pub fn all() -> Vec<poise::Command<Data, Error>> {
    let mut commands = game_commands();
    commands.push(leaderboard::command());
    commands.push(stats::stats());
    commands.push(with_game_choices(history::history()));
    commands.push(replay::replay());
    commands.push(taberna::taberna());
    localize::localize(&mut commands);
    commands
}

/// `cmd`'s `game` option offering every game of the registry (Discord sends back the chosen
/// game's index in the registry) under the name the game has in every other message, so these
/// choices come localized and `commands.ftl` does not name them.
fn with_game_choices(mut cmd: poise::Command<Data, Error>) -> poise::Command<Data, Error> {
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
    cmd
}

/// A public challenge to `opponent` for a match of `game` with `options`; refusals (outside
/// a server, oneself, another bot) are private. Challenging the bot itself starts a match
/// against the computer at once, at `level` (normal by default).
async fn issue_challenge(
    ctx: Context<'_>,
    game: &str,
    opponent: &User,
    options: &Value,
    level: Option<LevelChoice>,
) -> Result<(), Error> {
    let lang = text::command_lang(ctx);
    let Some(guild) = in_guild(ctx, lang).await? else {
        return Ok(());
    };
    if opponent.id == ctx.framework().bot_id() {
        let level = level.map_or(Level::Normal, Level::from);
        return play_computer(ctx, game, guild, options, level).await;
    }
    let refusal =
        challenge::refuse_opponent(ctx.author().id.get(), opponent.id.get(), opponent.bot, lang);
    if let Some(why) = refusal {
        return answer(ctx, Outgoing::note(why)).await;
    }
    let new = NewChallenge {
        game,
        guild_id: guild,
        channel_id: ctx.channel_id().get(),
        challenger: ctx.author().id.get(),
        challenged: opponent.id.get(),
        options,
        lang: public_lang(ctx),
    };
    let opened = in_time(ctx, ctx.data().table.challenge_open(&new)).await;
    let opened = opened.map(|ch| (challenge::message(&ch), Invitations::Challenges, ch.id));
    send_opened(ctx, lang, opened).await
}

/// A match of `game` between the caller and the computer at `level`, its board the answer.
async fn play_computer(
    ctx: Context<'_>,
    game: &str,
    guild: u64,
    options: &Value,
    level: Level,
) -> Result<(), Error> {
    let lang = text::command_lang(ctx);
    let new = ComputerMatch {
        game,
        guild_id: guild,
        channel_id: ctx.channel_id().get(),
        user: ctx.author().id.get(),
        level,
        options,
        seed: crate::fair::new_seed(),
        lang: public_lang(ctx),
    };
    let data = ctx.data();
    let clicker =
        super::names::clicker(ctx.author().id.get(), ctx.author_member().await.as_deref());
    let started = in_time(ctx, async {
        let m = data.table.vs_computer(&new).await?;
        Ok::<_, TableError>(super::names::name_seats(data, m, clicker).await)
    });
    match started.await {
        Ok(m) => {
            // The match is stored: the computer moves even if the board could not be shown.
            let pictures = data.pictures(m.guild_id).await;
            let shown = answer_shown(ctx, board::board(&m, pictures)).await;
            let message = shown.as_ref().ok().copied().flatten();
            computer::board_shown(data, m.id, message).await;
            shown.map(|_| ())
        }
        Err(TableError::Store(e)) => Err(e.into()),
        Err(e) => answer(ctx, Outgoing::note(text::table_error(&e, lang))).await,
    }
}

/// A public lobby for `game` with `options`, hosted by the caller; refusals are private.
async fn open_lobby(ctx: Context<'_>, game: &str, options: &Value) -> Result<(), Error> {
    let lang = text::command_lang(ctx);
    let Some(guild) = in_guild(ctx, lang).await? else {
        return Ok(());
    };
    let host = [ctx.author().id.get()];
    let new = NewLobby {
        game,
        guild_id: guild,
        channel_id: ctx.channel_id().get(),
        members: &host,
        bots: &[],
        options,
        lang: public_lang(ctx),
    };
    let opened = in_time(ctx, ctx.data().table.lobby_open(&new)).await;
    let opened = opened.map(|l| (lobby::message(&l), Invitations::Lobbies, l.id));
    send_opened(ctx, lang, opened).await
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
fn public_lang(ctx: Context<'_>) -> Lang {
    let guild_locale = match ctx {
        poise::Context::Application(a) => a.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    text::public_lang(guild_locale, ctx.locale().unwrap_or("en-US"))
}

/// Sends a new public invitation, or privately why there is none. The invitation's message
/// is remembered, so that it can say when the invitation expires.
async fn send_opened(
    ctx: Context<'_>,
    lang: Lang,
    opened: Result<(Outgoing, Invitations, i64), TableError>,
) -> Result<(), Error> {
    match opened {
        Ok((out, kind, id)) => {
            let message = answer_shown(ctx, out).await?;
            if let Some(m) = message {
                ctx.data().table.invitation_shown(kind, id, m).await?;
            }
            Ok(())
        }
        Err(TableError::Store(e)) => Err(e.into()),
        Err(e) => answer(ctx, Outgoing::note(text::table_error(&e, lang))).await,
    }
}

/// A game's rules in short, privately: in several messages when longer than one can hold.
async fn send_rules<G: Render>(ctx: Context<'_>) -> Result<(), Error> {
    let text = G::rules_text(text::command_lang(ctx));
    for page in pages(&text, MAX_CONTENT) {
        answer(ctx, Outgoing::note(page)).await?;
    }
    Ok(())
}
