//! What a game's subcommands do, whichever the game (the command's name says which):
//! `challenge` opens a challenge (or, to the bot itself, a match against the computer), `new`
//! a lobby, `rules` sends the rules. The options come as the game's [`Opening`] describes them.

use serde_json::Value;
use serenity::all::{ResolvedOption, ResolvedValue, User};

use crate::engine::ismcts::Level;
use crate::engine::opening::{Given, Kind, Opening};
use crate::engine::{GameEntry, Lang};
use crate::table::{ComputerMatch, Invitations, NewChallenge, NewLobby, TableError};

use super::{answer, answer_shown, in_guild, in_time, public_lang};
use crate::discord::layout::{pages, Outgoing, MAX_CONTENT};
use crate::discord::types::{Context, Data, Error};
use crate::discord::{board, challenge, computer, lobby, text};

/// The challenge's own options, beside the game's.
pub const OPPONENT: &str = "opponent";
pub const LEVEL: &str = "level";

type ApplicationContext<'a> = poise::ApplicationContext<'a, Data, Error>;
type Done<'a> = poise::BoxFuture<'a, Result<(), poise::FrameworkError<'a, Data, Error>>>;

/// `/<game> challenge`.
pub fn challenge_action(ctx: ApplicationContext<'_>) -> Done<'_> {
    Box::pin(async move {
        let done = challenge_command(ctx).await;
        done.map_err(|e| poise::FrameworkError::new_command(ctx.into(), e))
    })
}

/// `/<game> new`.
pub fn lobby_action(ctx: ApplicationContext<'_>) -> Done<'_> {
    Box::pin(async move {
        let done = lobby_command(ctx).await;
        done.map_err(|e| poise::FrameworkError::new_command(ctx.into(), e))
    })
}

/// `/<game> rules`.
pub fn rules_action(ctx: ApplicationContext<'_>) -> Done<'_> {
    Box::pin(async move {
        let done = rules_command(ctx).await;
        done.map_err(|e| poise::FrameworkError::new_command(ctx.into(), e))
    })
}

/// The game whose command this is.
fn game(ctx: ApplicationContext<'_>) -> Result<&'static GameEntry, Error> {
    let name = &ctx.interaction.data.name;
    crate::games::by_id(name).ok_or_else(|| anyhow::anyhow!("no game `{name}`"))
}

/// What the caller gave for the game's options, as the game's opening reads them.
fn given<'a>(opening: &Opening, args: &'a [ResolvedOption<'a>]) -> Vec<(&'a str, Given)> {
    args.iter()
        .filter(|arg| arg.name != OPPONENT && arg.name != LEVEL)
        .map(|arg| {
            let kind = opening.option(arg.name).map(|o| o.kind);
            let value = match (kind, &arg.value) {
                (Some(Kind::OneOf(_)), ResolvedValue::Integer(i)) => {
                    Given::Pick(usize::try_from(*i).unwrap_or(usize::MAX))
                }
                (_, ResolvedValue::Integer(n)) => Given::Number(*n),
                (_, ResolvedValue::Boolean(b)) => Given::Flag(*b),
                // A value of any other kind: the opening refuses it by the option's name.
                _ => Given::Pick(usize::MAX),
            };
            (arg.name, value)
        })
        .collect()
}

/// The match options the caller chose, or privately why they cannot be played.
async fn chosen_options(
    ctx: ApplicationContext<'_>,
    entry: &GameEntry,
) -> Result<Option<Value>, Error> {
    let lang = text::command_lang(ctx.into());
    let options = entry
        .info
        .opening
        .options(&given(&entry.info.opening, ctx.args))?;
    match (entry.refuse_options)(&options, lang) {
        None => Ok(Some(options)),
        Some(why) => {
            answer(ctx.into(), Outgoing::note(why)).await?;
            Ok(None)
        }
    }
}

async fn challenge_command(ctx: ApplicationContext<'_>) -> Result<(), Error> {
    let entry = game(ctx)?;
    let mut opponent = None;
    let mut level = None;
    for arg in ctx.args {
        match (arg.name, &arg.value) {
            (OPPONENT, ResolvedValue::User(user, _)) => opponent = Some((*user).clone()),
            (LEVEL, ResolvedValue::Integer(i)) => level = Some(*i),
            _ => {}
        }
    }
    let opponent = opponent.ok_or_else(|| anyhow::anyhow!("a challenge without its opponent"))?;
    let Some(options) = chosen_options(ctx, entry).await? else {
        return Ok(());
    };
    let level = level_of(&entry.info.opening, level);
    issue_challenge(ctx.into(), entry.info.id, &opponent, &options, level).await
}

async fn lobby_command(ctx: ApplicationContext<'_>) -> Result<(), Error> {
    let entry = game(ctx)?;
    let Some(options) = chosen_options(ctx, entry).await? else {
        return Ok(());
    };
    open_lobby(ctx.into(), entry.info.id, &options).await
}

/// A game's rules in short, privately: in several messages when longer than one can hold.
async fn rules_command(ctx: ApplicationContext<'_>) -> Result<(), Error> {
    let entry = game(ctx)?;
    let text = (entry.rules)(text::command_lang(ctx.into()));
    for page in pages(&text, MAX_CONTENT) {
        answer(ctx.into(), Outgoing::note(page)).await?;
    }
    Ok(())
}

/// A public challenge to `opponent` for a match of `game` with `options`; refusals (outside
/// a server, oneself, another bot) are private. Challenging the bot itself starts a match
/// against the computer at once, at `level` (normal by default).
async fn issue_challenge(
    ctx: Context<'_>,
    game: &str,
    opponent: &User,
    options: &Value,
    level: Level,
) -> Result<(), Error> {
    let lang = text::command_lang(ctx);
    let Some(guild) = in_guild(ctx, lang).await? else {
        return Ok(());
    };
    if opponent.id == ctx.framework().bot_id() {
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
        crate::discord::names::clicker(ctx.author().id.get(), ctx.author_member().await.as_deref());
    let started = in_time(ctx, async {
        let m = data.table.vs_computer(&new).await?;
        Ok::<_, TableError>(crate::discord::names::name_seats(data, m, clicker).await)
    });
    match started.await {
        Ok(m) => {
            // The match is stored: the computer moves even if the board could not be shown.
            let look = data.look(m.guild_id).await;
            let shown = answer_shown(ctx, board::board(&m, &look)).await;
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

/// The level a challenge's `level` value picks, normal when none was given.
fn level_of(opening: &Opening, value: Option<i64>) -> Level {
    value
        .and_then(|i| usize::try_from(i).ok())
        .and_then(|i| opening.levels.get(i).copied())
        .unwrap_or(Level::Normal)
}
