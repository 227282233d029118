//! `/leaderboard [game]`: wins, draws and losses on this server. Its words:
//! `cmd-leaderboard-…` in `commands.ftl`, but for the games' names.

use serenity::all::{CreateEmbed, CreateEmbedFooter};

use crate::engine::Lang;
use crate::games;
use crate::i18n::{tr, tr_args};
use crate::table::{LeaderboardRow, Record};

use crate::discord::layout::Outgoing;
use crate::discord::text;
use crate::discord::types::{Context, Data, Error};

/// Lines shown before the caller's own.
const TOP: usize = 10;

/// The leaderboard command, its `game` option offering every game of the registry (Discord
/// sends back the chosen game's index in the registry) under the name the game has in every
/// other message, so these choices come localized and `commands.ftl` does not name them.
#[must_use]
pub fn command() -> poise::Command<Data, Error> {
    let mut cmd = leaderboard();
    if let Some(game) = cmd.parameters.iter_mut().find(|p| p.name == "game") {
        game.choices = games::REGISTRY
            .iter()
            .map(|e| poise::CommandParameterChoice {
                name: e.info.name_en.into(),
                localizations: super::localize::SPANISH
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

fn line(r: &LeaderboardRow, lang: Lang) -> String {
    tr_args(
        lang,
        "leaderboard-line",
        &[
            ("rank", r.rank.into()),
            ("user", r.user_id.into()),
            ("wins", r.wins.into()),
            ("draws", r.draws.into()),
            ("losses", r.losses.into()),
        ],
    )
}

/// The lines to show: the top ten, then the caller's own line if it is further down.
#[must_use]
pub fn board_lines(rows: &[LeaderboardRow], caller: u64, lang: Lang) -> Vec<String> {
    let mut lines: Vec<String> = rows.iter().take(TOP).map(|r| line(r, lang)).collect();
    match rows.iter().find(|r| r.user_id == caller) {
        Some(me) if me.rank > TOP => {
            lines.push("…".to_owned());
            lines.push(line(me, lang));
        }
        Some(_) => {}
        None => lines.push(tr(lang, "leaderboard-none")),
    }
    lines
}

/// The caller's record against the computer, which the leaderboard leaves out; none when
/// they never played against it.
#[must_use]
pub fn computer_line(r: Record, lang: Lang) -> Option<String> {
    (r.wins + r.draws + r.losses > 0).then(|| {
        tr_args(
            lang,
            "leaderboard-vs-computer",
            &[
                ("wins", r.wins.into()),
                ("draws", r.draws.into()),
                ("losses", r.losses.into()),
            ],
        )
    })
}

#[poise::command(slash_command)]
pub async fn leaderboard(ctx: Context<'_>, game: Option<u32>) -> Result<(), Error> {
    let lang = text::command_lang(ctx);
    let Some(guild) = super::in_guild(ctx, lang).await? else {
        return Ok(());
    };
    let game_id = game.and_then(|i| games::REGISTRY.get(i as usize).map(|e| e.info.id));
    let table = &ctx.data().table;
    let caller = ctx.author().id.get();
    let (rows, record) = super::in_time(ctx, async {
        tokio::try_join!(
            table.leaderboard(guild, game_id),
            table.record_against_computer(guild, caller, game_id)
        )
    })
    .await?;
    let title = match game_id.and_then(games::by_id) {
        Some(e) => tr_args(
            lang,
            "leaderboard-title",
            &[("game", e.info.name(lang).into())],
        ),
        None => tr(lang, "leaderboard-title-all"),
    };
    let mut lines = board_lines(&rows, caller, lang);
    lines.extend(computer_line(record, lang));
    let embed = CreateEmbed::new()
        .title(title)
        .description(lines.join("\n"))
        .footer(CreateEmbedFooter::new(tr(lang, "leaderboard-footer")));
    let out = Outgoing {
        embed: Some(embed),
        ..Outgoing::default()
    };
    super::answer(ctx, out).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(rank: usize, user_id: u64) -> LeaderboardRow {
        LeaderboardRow {
            rank,
            user_id,
            wins: 1,
            draws: 0,
            losses: 0,
        }
    }

    #[test]
    fn top_ten_plus_the_callers_own_line() {
        let rows: Vec<_> = (1..=15).map(|i| row(i, i as u64)).collect();
        let lines = board_lines(&rows, 14, Lang::En);
        assert_eq!(lines.len(), 12);
        assert!(lines[11].starts_with("14. <@14>"));
        assert_eq!(board_lines(&rows, 3, Lang::En).len(), 10);
        assert!(board_lines(&rows, 99, Lang::Es)[10].contains("Aún no"));
    }
}
