//! `/taberna settings` (turn timers of this server) and `/taberna end` (end a stuck match or
//! lobby), for members with the Manage Server permission. Their words: `cmd-taberna-…` in
//! `commands.ftl`, answers in `discord.ftl`.

use serenity::all::Permissions;

use crate::engine::Lang;
use crate::i18n::{tr, tr_args};
use crate::table::{GuildPages, GuildSettings, OnTimeout, TableError};

use crate::discord::computer;
use crate::discord::layout::Outgoing;
use crate::discord::types::{Context, Error};
use crate::discord::{lobby, text};

use super::{answer, in_guild};

/// What a turn's time limit does. Labels: `cmd-taberna-settings-timeout-choice-<variant>`.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum TimeoutChoice {
    Claim,
    Auto,
}

#[poise::command(
    slash_command,
    subcommands("settings", "end", "season"),
    subcommand_required,
    default_member_permissions = "MANAGE_GUILD",
    guild_only
)]
pub async fn taberna(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Whether the caller may manage the server. Discord hides the command from others by
/// default, but a server can change who sees it: the permission is checked again here.
fn manages_server(ctx: Context<'_>) -> bool {
    let poise::Context::Application(app) = ctx else {
        return false;
    };
    app.interaction
        .member
        .as_ref()
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.contains(Permissions::MANAGE_GUILD) || p.administrator())
}

/// The server of a manager's command; anyone else is told privately and `None` comes back.
async fn managed_guild(ctx: Context<'_>, lang: Lang) -> Result<Option<u64>, Error> {
    let Some(guild) = in_guild(ctx, lang).await? else {
        return Ok(None);
    };
    if !manages_server(ctx) {
        answer(ctx, Outgoing::note(tr(lang, "refusal-manage-server"))).await?;
        return Ok(None);
    }
    Ok(Some(guild))
}

/// A duration as members type it: `24h`, `10m`, `1h30m`, `90s`, `2d`; `off` (or `0`, `no`,
/// `desactivado`) for none. `Err` for anything else.
pub fn parse_duration(text: &str) -> Result<Option<i64>, ()> {
    let t = text.trim().to_lowercase();
    if ["off", "no", "none", "0", "desactivado", "ninguno", "nunca"].contains(&t.as_str()) {
        return Ok(None);
    }
    let mut total: i64 = 0;
    let mut number = String::new();
    let mut chars = t.chars().filter(|c| !c.is_whitespace()).peekable();
    let mut any = false;
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let mut unit = String::from(c);
        while let Some(&n) = chars.peek() {
            if n.is_ascii_digit() {
                break;
            }
            unit.push(n);
            chars.next();
        }
        let secs = match unit.as_str() {
            "s" | "sec" | "seg" => 1,
            "m" | "min" => 60,
            "h" => 3600,
            "d" | "dia" | "día" => 86_400,
            _ => return Err(()),
        };
        let n: i64 = number.parse().map_err(|_| ())?;
        number.clear();
        total = total
            .checked_add(n.checked_mul(secs).ok_or(())?)
            .ok_or(())?;
        any = true;
    }
    if !number.is_empty() || !any || total <= 0 || total > 365 * 86_400 {
        return Err(());
    }
    Ok(Some(total))
}

/// A duration in the words of [`parse_duration`] (`1d 2h 30m`), or "off".
#[must_use]
pub fn show_duration(secs: Option<i64>, lang: Lang) -> String {
    let Some(mut s) = secs else {
        return tr(lang, "settings-off");
    };
    let mut parts = Vec::new();
    for (unit, size) in [("d", 86_400), ("h", 3600), ("m", 60), ("s", 1)] {
        if s >= size {
            parts.push(format!("{}{unit}", s / size));
            s %= size;
        }
    }
    parts.join(" ")
}

fn settings_text(s: &GuildSettings, lang: Lang) -> String {
    let timeout = match s.on_timeout {
        OnTimeout::Claim => "settings-timeout-claim",
        OnTimeout::Auto => "settings-timeout-auto",
    };
    tr_args(
        lang,
        "settings-shown",
        &[
            ("limit", show_duration(s.turn_limit_secs, lang).into()),
            ("reminder", show_duration(s.reminder_secs, lang).into()),
            ("timeout", tr(lang, timeout).into()),
            (
                "role",
                s.tournament_role
                    .map_or_else(|| tr(lang, "settings-off"), |r| format!("<@&{r}>"))
                    .into(),
            ),
            (
                "pictures",
                tr(
                    lang,
                    if s.pictures {
                        "settings-pictures-on"
                    } else {
                        "settings-pictures-off"
                    },
                )
                .into(),
            ),
        ],
    )
}

/// Whether the server's web pages are on, and where.
fn web_text(pages: Option<&GuildPages>, site: Option<&str>, lang: Lang) -> String {
    match (pages.filter(|p| p.shown), site) {
        (None, _) => tr(lang, "settings-web-off"),
        (Some(p), Some(site)) => tr_args(
            lang,
            "settings-web-on",
            &[("url", format!("{site}/s/{}", p.token).into())],
        ),
        (Some(p), None) => tr_args(
            lang,
            "settings-web-on-no-url",
            &[("path", format!("/s/{}", p.token).into())],
        ),
    }
}

/// A line linking to `path` under a server's pages (`""` for its leaderboards), while they
/// are on and the bot knows its site; `None` otherwise, or when it cannot be read (the answer
/// goes out without it).
pub async fn web_line(ctx: Context<'_>, guild: u64, path: &str, lang: Lang) -> Option<String> {
    let site = ctx.data().public_url.as_deref()?;
    let pages = ctx.data().table.guild_pages(guild).await.ok().flatten()?;
    pages.shown.then(|| {
        let url = format!("{site}/s/{}{path}", pages.token);
        tr_args(lang, "web-server-link", &[("url", url.into())])
    })
}

// A slash command's options are its parameters.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
pub async fn settings(
    ctx: Context<'_>,
    turn_limit: Option<String>,
    reminder: Option<String>,
    timeout: Option<TimeoutChoice>,
    pictures: Option<bool>,
    web: Option<bool>,
    match_pages: Option<bool>,
    tournament_role: Option<serenity::all::Role>,
) -> Result<(), Error> {
    let lang = text::command_lang(ctx);
    let Some(guild) = managed_guild(ctx, lang).await? else {
        return Ok(());
    };
    let table = &ctx.data().table;
    let mut s = table.settings(guild).await?;
    for (given, into) in [
        (&turn_limit, &mut s.turn_limit_secs),
        (&reminder, &mut s.reminder_secs),
    ] {
        if let Some(text) = given {
            match parse_duration(text) {
                Ok(secs) => *into = secs,
                Err(()) => {
                    let why = tr_args(
                        lang,
                        "settings-bad-duration",
                        &[("text", text.clone().into())],
                    );
                    return answer(ctx, Outgoing::note(why)).await;
                }
            }
        }
    }
    if let Some(t) = timeout {
        s.on_timeout = match t {
            TimeoutChoice::Claim => OnTimeout::Claim,
            TimeoutChoice::Auto => OnTimeout::Auto,
        };
    }
    if let Some(on) = pictures {
        s.pictures = on;
    }
    if let Some(on) = match_pages {
        s.match_pages = on;
    }
    if let Some(role) = &tournament_role {
        // The server's own @everyone role (its id is the server's) names nobody in particular:
        // it turns the role off.
        s.tournament_role = (role.id.get() != guild).then_some(role.id.get());
    }
    let changed = turn_limit.is_some()
        || reminder.is_some()
        || timeout.is_some()
        || pictures.is_some()
        || match_pages.is_some()
        || tournament_role.is_some();
    if changed {
        table.set_settings(guild, &s).await?;
        tracing::info!(guild, ?s, "settings changed");
    }
    let pages = match web {
        Some(on) => {
            tracing::info!(guild, on, "web pages turned on or off");
            let pages = table.set_guild_pages(guild, on).await?;
            // The server's name and icon, as Discord sent them when the bot connected.
            let look = ctx
                .guild()
                .map(|g| (g.name.clone(), g.icon.map(|h| h.to_string())));
            if let Some((name, icon)) = look {
                crate::discord::guild_look::remember(ctx.data(), guild, &name, icon).await;
            }
            Some(pages)
        }
        None => table.guild_pages(guild).await?,
    };
    let changed = changed || web.is_some();
    let site = ctx.data().public_url.as_deref();
    let head = if changed {
        format!("{}\n", tr(lang, "settings-saved"))
    } else {
        String::new()
    };
    answer(
        ctx,
        Outgoing::note(format!(
            "{head}{}\n{}\n{}",
            settings_text(&s, lang),
            web_text(pages.as_ref(), site, lang),
            tr(
                lang,
                if s.match_pages {
                    "settings-match-pages-on"
                } else {
                    "settings-match-pages-off"
                }
            )
        )),
    )
    .await
}

#[poise::command(slash_command)]
pub async fn end(
    ctx: Context<'_>,
    #[rename = "match"] match_id: Option<i64>,
    lobby: Option<i64>,
) -> Result<(), Error> {
    let lang = text::command_lang(ctx);
    let Some(guild) = managed_guild(ctx, lang).await? else {
        return Ok(());
    };
    let by = ctx.author().id.get();
    let data = ctx.data();
    let note = match (match_id, lobby) {
        (Some(id), None) => {
            // Another server's match is no business of this server's managers.
            let here = data.table.get(id).await.is_ok_and(|m| m.guild_id == guild);
            let ended = if here {
                data.table.end_match(id, by).await
            } else {
                Err(TableError::NoSuchMatch(id))
            };
            match ended {
                Ok(_) => {
                    computer::changed(data, id).await;
                    tracing::info!(id, by, "match ended by a server manager");
                    tr_args(lang, "end-match-done", &[("id", id.into())])
                }
                Err(TableError::Store(e)) => return Err(e.into()),
                Err(e) => text::table_error(&e, lang),
            }
        }
        (None, Some(id)) => {
            let here = data
                .table
                .lobby(id)
                .await
                .is_ok_and(|l| l.guild_id == guild);
            let ended = if here {
                data.table.end_lobby(id).await
            } else {
                Err(crate::table::Refusal::UnknownLobby.into())
            };
            match ended {
                Ok((l, message)) => {
                    if let Some(message) = message {
                        let edit = lobby::ended(&l, by).edit();
                        if let Err(e) = data.rest.edit_message(l.channel_id, message, &edit).await {
                            tracing::info!(lobby = id, error = %e, "could not mark a lobby ended");
                        }
                    }
                    tr_args(lang, "end-lobby-done", &[("id", id.into())])
                }
                Err(TableError::Store(e)) => return Err(e.into()),
                Err(e) => text::table_error(&e, lang),
            }
        }
        _ => tr(lang, "end-which"),
    };
    answer(ctx, Outgoing::note(note)).await
}

#[poise::command(slash_command, subcommands("season_new"), subcommand_required)]
pub async fn season(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Close this season and start the next (ratings start again).
#[poise::command(slash_command, rename = "new")]
pub async fn season_new(ctx: Context<'_>, name: Option<String>) -> Result<(), Error> {
    let lang = text::command_lang(ctx);
    let Some(guild) = managed_guild(ctx, lang).await? else {
        return Ok(());
    };
    let name = name
        .map(|n| n.trim().chars().take(100).collect::<String>())
        .filter(|n| !n.is_empty());
    let table = &ctx.data().table;
    let season = super::in_time(ctx, table.season_start(guild, name.as_deref())).await?;
    let note = tr_args(
        lang,
        "season-started",
        &[
            ("number", i64::from(season.number).into()),
            ("closed", i64::from(season.number - 1).into()),
            ("name", name.unwrap_or_default().into()),
        ],
    );
    answer(ctx, Outgoing::public(note)).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_as_members_type_them() {
        assert_eq!(parse_duration("24h"), Ok(Some(86_400)));
        assert_eq!(parse_duration("10m"), Ok(Some(600)));
        assert_eq!(parse_duration("1h 30m"), Ok(Some(5_400)));
        assert_eq!(parse_duration("2d"), Ok(Some(172_800)));
        assert_eq!(parse_duration("45s"), Ok(Some(45)));
        assert_eq!(
            parse_duration(" 3 días ".replace("días", "d").as_str()),
            Ok(Some(259_200))
        );
        for off in ["off", "OFF", "0", "desactivado", "no"] {
            assert_eq!(parse_duration(off), Ok(None), "{off}");
        }
        for bad in ["", "24", "h", "10x", "-5m", "1000d", "1h30"] {
            assert_eq!(parse_duration(bad), Err(()), "{bad}");
        }
    }

    #[test]
    fn durations_show_in_the_same_words() {
        assert_eq!(show_duration(Some(86_400), Lang::En), "1d");
        assert_eq!(show_duration(Some(5_400), Lang::En), "1h 30m");
        assert_eq!(show_duration(Some(90), Lang::En), "1m 30s");
        for secs in [45, 600, 5_400, 90_061] {
            assert_eq!(
                parse_duration(&show_duration(Some(secs), Lang::En)),
                Ok(Some(secs))
            );
        }
    }
}
