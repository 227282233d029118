//! `/tournament new|show|withdraw|pause|resume|end`: a server's tournaments. `new`, `pause`,
//! `resume` and `end` are for members who manage the server (or hold the role its settings
//! name); `show` and `withdraw` for everyone. Words: `cmd-tournament-…` in `commands.ftl`,
//! answers `tournament-…` in `discord.ftl`.

use serde_json::Value;
use serenity::all::{Member, Permissions};

use crate::engine::opening::{Given, Kind, Opening};
use crate::engine::{GameEntry, Lang};
use crate::games;
use crate::i18n::{tr, tr_args};
use crate::store::{now, Format, NewTournament};
use crate::table::{TableError, TournamentAction, MAX_ENTRANTS};

use crate::discord::layout::Outgoing;
use crate::discord::tournament::{card, format_name, standings_note, tend};
use crate::discord::types::{Context, Data, Error};
use crate::discord::{computer, text};

use super::{answer, answer_shown, in_guild, parse_duration, public_lang};

/// A tournament's format. Labels: `cmd-tournament-new-format-choice-<variant>`.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FormatChoice {
    Swiss,
    RoundRobin,
    Knockout,
}

impl From<FormatChoice> for Format {
    fn from(f: FormatChoice) -> Format {
        match f {
            FormatChoice::Swiss => Format::Swiss,
            FormatChoice::RoundRobin => Format::RoundRobin,
            FormatChoice::Knockout => Format::Knockout,
        }
    }
}

/// Sign-ups stay open this long unless told otherwise.
const DEFAULT_SIGN_UP_SECS: i64 = 24 * 3600;
/// Entrants at most unless told otherwise.
const DEFAULT_CAP: u32 = 16;
/// Players at a table of a Swiss tournament of a game for more than two, unless told otherwise.
const DEFAULT_TABLE: usize = 4;

/// The command, its `new` subcommand's `game` option offering every game of the registry.
#[must_use]
pub fn command() -> poise::Command<Data, Error> {
    let mut cmd = tournament();
    for sub in cmd.subcommands.iter_mut().filter(|s| s.name == "new") {
        super::set_game_choices(sub);
    }
    cmd
}

#[poise::command(
    slash_command,
    subcommands("new", "show", "withdraw", "pause", "resume", "end"),
    subcommand_required,
    guild_only
)]
pub async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Whether `member` may run tournaments: the Manage Server permission, or the role the
/// server's settings name for it.
#[must_use]
pub fn may_manage(member: Option<&Member>, role: Option<u64>) -> bool {
    let Some(m) = member else {
        return false;
    };
    let manages = m
        .permissions
        .is_some_and(|p| p.contains(Permissions::MANAGE_GUILD) || p.administrator());
    manages || role.is_some_and(|r| m.roles.iter().any(|id| id.get() == r))
}

/// Whether the caller of a command may run tournaments in `guild`.
async fn caller_manages(ctx: Context<'_>, guild: u64) -> Result<bool, Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(false);
    };
    let role = ctx.data().table.settings(guild).await?.tournament_role;
    Ok(may_manage(app.interaction.member.as_deref(), role))
}

/// The options typed for a game (`cards=8 short`, `rounds:6`): each `name=value`,
/// `name:value` or a bare name (a flag set, or a choice's name), as the game's opening reads
/// them. `Err` names what was not understood.
pub fn typed_options(opening: &Opening, text: &str) -> Result<Vec<(String, Given)>, String> {
    let mut given = Vec::new();
    for word in text.split([' ', ',', ';']).filter(|w| !w.is_empty()) {
        let (name, value) = match word.split_once(['=', ':']) {
            Some((n, v)) => (n.trim().to_lowercase(), Some(v.trim().to_lowercase())),
            None => (word.trim().to_lowercase(), None),
        };
        let found = opening
            .options
            .iter()
            .find(|o| o.name == name)
            .map(|o| (o.name, o.kind))
            .or_else(|| {
                // A choice typed alone: the option it belongs to.
                opening.options.iter().find_map(|o| match o.kind {
                    Kind::OneOf(picks)
                        if value.is_none() && picks.iter().any(|p| p.name == name) =>
                    {
                        Some((o.name, o.kind))
                    }
                    _ => None,
                })
            });
        let Some((option, kind)) = found else {
            return Err(word.to_owned());
        };
        let value = match (kind, value.as_deref()) {
            (Kind::Flag { .. }, None | Some("yes" | "true" | "si" | "sí" | "on")) => {
                Given::Flag(true)
            }
            (Kind::Flag { .. }, Some("no" | "false" | "off")) => Given::Flag(false),
            (Kind::Number { .. }, Some(v)) => {
                Given::Number(v.parse().map_err(|_| word.to_owned())?)
            }
            (Kind::OneOf(picks), v) => {
                let pick = v.unwrap_or(&name);
                Given::Pick(
                    picks
                        .iter()
                        .position(|p| p.name == pick)
                        .ok_or_else(|| word.to_owned())?,
                )
            }
            _ => return Err(word.to_owned()),
        };
        given.push((option.to_owned(), value));
    }
    Ok(given)
}

/// The match options of `entry` from what was typed, or a note saying what is wrong.
fn game_options(entry: &GameEntry, typed: Option<&str>, lang: Lang) -> Result<Value, String> {
    let opening = &entry.info.opening;
    let names: Vec<&str> = opening.options.iter().map(|o| o.name).collect();
    let bad = |what: String| {
        tr_args(
            lang,
            "tournament-bad-options",
            &[("what", what.into()), ("names", names.join(", ").into())],
        )
    };
    let given = typed_options(opening, typed.unwrap_or_default()).map_err(bad)?;
    let given: Vec<(&str, Given)> = given.iter().map(|(n, g)| (n.as_str(), *g)).collect();
    let options = opening.options(&given).map_err(|e| bad(e.to_string()))?;
    match (entry.refuse_options)(&options, lang) {
        Some(why) => Err(why),
        None => Ok(options),
    }
}

#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
pub async fn new(
    ctx: Context<'_>,
    game: u32,
    format: FormatChoice,
    #[min = 1]
    #[max = 20]
    rounds: Option<u32>,
    round_time: Option<String>,
    #[min = 2]
    #[max = 64]
    cap: Option<u32>,
    sign_up: Option<String>,
    options: Option<String>,
    #[min = 2]
    #[max = 12]
    seats: Option<u32>,
) -> Result<(), Error> {
    let lang = text::command_lang(ctx);
    let Some(guild) = in_guild(ctx, lang).await? else {
        return Ok(());
    };
    if !caller_manages(ctx, guild).await? {
        return answer(ctx, Outgoing::note(tr(lang, "tournament-managers-only"))).await;
    }
    let Some(entry) = games::REGISTRY.get(game as usize) else {
        return answer(ctx, Outgoing::note(text::unknown_button(lang))).await;
    };
    let duration = |given: &Option<String>, default: Option<i64>| match given {
        None => Ok(default),
        Some(t) => parse_duration(t)
            .map_err(|()| tr_args(lang, "settings-bad-duration", &[("text", t.clone().into())])),
    };
    let round_secs = match duration(&round_time, None) {
        Ok(s) => s,
        Err(why) => return answer(ctx, Outgoing::note(why)).await,
    };
    let sign_up_secs = match duration(&sign_up, Some(DEFAULT_SIGN_UP_SECS)) {
        Ok(s) => s.unwrap_or(DEFAULT_SIGN_UP_SECS),
        Err(why) => return answer(ctx, Outgoing::note(why)).await,
    };
    let match_options = match game_options(entry, options.as_deref(), lang) {
        Ok(o) => o,
        Err(why) => return answer(ctx, Outgoing::note(why)).await,
    };
    let format = Format::from(format);
    // Games for more than two sit at tables of four (or of their most) in a Swiss tournament.
    let seats = match (format, seats) {
        (_, Some(n)) => n as usize,
        (Format::Swiss, None) => entry.info.max_seats.min(DEFAULT_TABLE),
        (_, None) => 2,
    };
    let new = NewTournament {
        guild_id: guild,
        channel_id: ctx.channel_id().get(),
        game: entry.info.id,
        format,
        rounds: rounds.filter(|_| format == Format::Swiss),
        round_secs,
        seats,
        options: &match_options,
        cap: cap.unwrap_or(DEFAULT_CAP).min(MAX_ENTRANTS as u32) as usize,
        manager: ctx.author().id.get(),
        lang: public_lang(ctx),
        closes_at: now() + sign_up_secs,
    };
    let table = &ctx.data().table;
    match super::in_time(ctx, table.tournament_open(&new)).await {
        Ok(t) => {
            tracing::info!(tournament = t.id, guild, game = %t.game, format = format.as_str(), "tournament opened");
            if let Some(message) = answer_shown(ctx, card(&t)).await? {
                table.tournament_shown(t.id, message).await?;
            }
            Ok(())
        }
        Err(TableError::Store(e)) => Err(e.into()),
        Err(e) => answer(ctx, Outgoing::note(text::table_error(&e, lang))).await,
    }
}

/// The server's tournaments, newest first, or one of them in full.
#[poise::command(slash_command)]
pub async fn show(ctx: Context<'_>, id: Option<i64>) -> Result<(), Error> {
    let lang = text::command_lang(ctx);
    let Some(guild) = in_guild(ctx, lang).await? else {
        return Ok(());
    };
    let table = &ctx.data().table;
    let Some(id) = id else {
        let lines: Vec<String> = table
            .tournaments_of_guild(guild, 15)
            .await?
            .iter()
            .map(|l| {
                let game = games::by_id(&l.game).map_or(l.game.as_str(), |e| e.info.name(lang));
                tr_args(
                    lang,
                    "tournament-list-line",
                    &[
                        ("id", l.id.into()),
                        ("game", game.into()),
                        ("format", format_name(l.format, lang).into()),
                        (
                            "status",
                            tr(lang, &format!("tournament-status-{}", l.status.word())).into(),
                        ),
                        ("entrants", l.entrants.into()),
                        ("time", l.created_at.into()),
                    ],
                )
            })
            .collect();
        let text = if lines.is_empty() {
            tr(lang, "tournament-list-empty")
        } else {
            format!("{}\n{}", tr(lang, "tournament-list-head"), lines.join("\n"))
        };
        return answer(ctx, Outgoing::note(text)).await;
    };
    match table.tournament(id).await {
        Ok(t) if t.guild_id == guild => {
            let mut out = standings_note(&t, lang);
            out.content = format!("{}\n{}", card(&t).content, out.content);
            answer(ctx, out).await
        }
        Ok(_) => answer(ctx, Outgoing::note(tr(lang, "refusal-unknown-tournament"))).await,
        Err(TableError::Store(e)) => Err(e.into()),
        Err(e) => answer(ctx, Outgoing::note(text::table_error(&e, lang))).await,
    }
}

/// Leaves a running tournament: the match in play is resigned, no more pairings.
#[poise::command(slash_command)]
pub async fn withdraw(ctx: Context<'_>, id: i64) -> Result<(), Error> {
    act(ctx, id, TournamentAction::Withdraw, "tournament-withdrew").await
}

#[poise::command(slash_command)]
pub async fn pause(ctx: Context<'_>, id: i64) -> Result<(), Error> {
    act(ctx, id, TournamentAction::Pause, "tournament-paused-done").await
}

#[poise::command(slash_command)]
pub async fn resume(ctx: Context<'_>, id: i64) -> Result<(), Error> {
    act(ctx, id, TournamentAction::Resume, "tournament-resumed-done").await
}

#[poise::command(slash_command)]
pub async fn end(ctx: Context<'_>, id: i64) -> Result<(), Error> {
    act(ctx, id, TournamentAction::End, "tournament-ended-done").await
}

/// One member's action on tournament `id` of this server, answered privately with `done`.
async fn act(ctx: Context<'_>, id: i64, action: TournamentAction, done: &str) -> Result<(), Error> {
    let lang = text::command_lang(ctx);
    let Some(guild) = in_guild(ctx, lang).await? else {
        return Ok(());
    };
    let data = ctx.data();
    let here = data
        .table
        .tournament(id)
        .await
        .is_ok_and(|t| t.guild_id == guild);
    if !here {
        return answer(ctx, Outgoing::note(tr(lang, "refusal-unknown-tournament"))).await;
    }
    let manager = caller_manages(ctx, guild).await?;
    let user = ctx.author().id.get();
    let acted =
        super::in_time_private(ctx, data.table.tournament_act(id, user, manager, action)).await;
    let note = match acted {
        Ok(change) => {
            for m in &change.matches {
                computer::changed(data, *m).await;
            }
            tend::edit_card(data, &change.tournament).await;
            tracing::info!(tournament = id, ?action, user, "tournament changed");
            tr_args(lang, done, &[("id", id.into())])
        }
        Err(TableError::Store(e)) => return Err(e.into()),
        Err(e) => text::table_error(&e, lang),
    };
    answer(ctx, Outgoing::note(note)).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_options_read_as_players_write_them() {
        for entry in games::REGISTRY {
            let opening = &entry.info.opening;
            for o in opening.options {
                let typed = match o.kind {
                    Kind::Flag { .. } => o.name.to_owned(),
                    Kind::Number { min, .. } => format!("{}={min}", o.name),
                    Kind::OneOf(picks) => format!("{}:{}", o.name, picks[0].name),
                };
                let given = typed_options(opening, &typed).unwrap();
                assert_eq!(given.len(), 1, "{typed}");
                let options = opening.options(&[(given[0].0.as_str(), given[0].1)]);
                assert!(options.is_ok(), "{typed}");
            }
            assert_eq!(typed_options(opening, ""), Ok(Vec::new()));
            assert_eq!(typed_options(opening, "  dance "), Err("dance".to_owned()));
        }
    }

    #[test]
    fn a_manager_manages_the_server_or_holds_the_role() {
        assert!(!may_manage(None, Some(1)));
    }
}
