//! `/leaderboard [game]`: one game's ratings on this server (settled, then provisional, then
//! unrated players) with wins, draws and losses; without a game, the wins, draws and losses of
//! every game (ratings are per game). Its words: `leaderboard-…` in `discord.ftl`.

use serenity::all::{CreateEmbed, CreateEmbedFooter};

use crate::engine::Lang;
use crate::games;
use crate::i18n::{tr, tr_args};
use crate::ratings::System;
use crate::table::{LeaderboardRow, Record, TableError, Which};

use crate::discord::layout::Outgoing;
use crate::discord::text;
use crate::discord::types::{Context, Data, Error};

/// Lines shown before the caller's own.
const TOP: usize = 10;

/// The leaderboard command, its `game` option offering every game of the registry.
#[must_use]
pub fn command() -> poise::Command<Data, Error> {
    super::with_game_choices(leaderboard())
}

fn line(r: &LeaderboardRow, system: Option<System>, lang: Lang) -> String {
    let args = [
        ("rank", r.rank.into()),
        ("user", r.user_id.into()),
        ("wins", r.wins.into()),
        ("draws", r.draws.into()),
        ("losses", r.losses.into()),
        ("matches", r.matches.into()),
    ];
    match system {
        Some(system) => {
            let rating = r
                .rating
                .map_or_else(|| tr(lang, "leaderboard-unrated"), |g| g.shown(system));
            let mut args = args.to_vec();
            args.push(("rating", rating.into()));
            tr_args(lang, "leaderboard-rated-line", &args)
        }
        None => tr_args(lang, "leaderboard-line", &args),
    }
}

/// The lines to show (with ratings when the board is one game's, `system` being its rating
/// system): the top ten, then the caller's own line if it is further down, or a note that
/// they have no line.
#[must_use]
pub fn board_lines(
    top: &[LeaderboardRow],
    mine: Option<&LeaderboardRow>,
    system: Option<System>,
    caller: u64,
    lang: Lang,
) -> Vec<String> {
    let mut lines: Vec<String> = top.iter().map(|r| line(r, system, lang)).collect();
    match mine {
        Some(me) => {
            lines.push("…".to_owned());
            lines.push(line(me, system, lang));
        }
        None if top.iter().any(|r| r.user_id == caller) => {}
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
pub async fn leaderboard(
    ctx: Context<'_>,
    game: Option<u32>,
    #[min = 1] season: Option<u32>,
) -> Result<(), Error> {
    let lang = text::command_lang(ctx);
    let Some(guild) = super::in_guild(ctx, lang).await? else {
        return Ok(());
    };
    let game_id = game.and_then(|i| games::REGISTRY.get(i as usize).map(|e| e.info.id));
    let table = &ctx.data().table;
    let which = match table.which_season(guild, season).await {
        Ok(w) => w,
        Err(TableError::Store(e)) => return Err(e.into()),
        Err(e) => return super::answer(ctx, Outgoing::note(text::table_error(&e, lang))).await,
    };
    let caller = ctx.author().id.get();
    let ((top, mine), record) = super::in_time(ctx, async {
        tokio::try_join!(
            async {
                table
                    .leaderboard_top_in(guild, game_id, caller, TOP, which)
                    .await
                    .map_err(anyhow::Error::from)
            },
            async {
                table
                    .record_against_computer(guild, caller, game_id)
                    .await
                    .map_err(anyhow::Error::from)
            },
        )
    })
    .await?;
    let entry = game_id.and_then(games::by_id);
    let title = match entry {
        Some(e) => tr_args(
            lang,
            "leaderboard-title",
            &[("game", e.info.name(lang).into())],
        ),
        None => tr(lang, "leaderboard-title-all"),
    };
    let system = entry.map(|e| System::of(e.info));
    let mut lines = board_lines(&top, mine.as_ref(), system, caller, lang);
    match which {
        Which::Current => lines.extend(computer_line(record, lang)),
        Which::Closed(n) => lines.insert(
            0,
            tr_args(
                lang,
                "leaderboard-closed-season",
                &[("season", i64::from(n).into())],
            ),
        ),
    }
    let footer = if system.is_some() {
        "leaderboard-rated-footer"
    } else {
        "leaderboard-footer"
    };
    let embed = CreateEmbed::new()
        .title(title)
        .description(lines.join("\n"))
        .footer(CreateEmbedFooter::new(tr(lang, footer)));
    let path = game_id.map(|g| format!("?game={g}")).unwrap_or_default();
    let out = Outgoing {
        content: super::taberna::web_line(ctx, guild, &path, lang)
            .await
            .unwrap_or_default(),
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
            matches: 1,
            rating: None,
        }
    }

    #[test]
    fn top_ten_plus_the_callers_own_line() {
        let rows: Vec<_> = (1..=10).map(|i| row(i, i as u64)).collect();
        let lines = board_lines(&rows, Some(&row(14, 14)), None, 14, Lang::En);
        assert_eq!(lines.len(), 12);
        assert!(lines[11].starts_with("14. <@14>"));
        assert_eq!(board_lines(&rows, None, None, 3, Lang::En).len(), 10);
        assert!(board_lines(&rows, None, None, 99, Lang::Es)[10].contains("Aún no"));
    }

    #[test]
    fn a_games_board_shows_ratings_and_marks_provisional_ones() {
        let mut rated = row(1, 7);
        rated.rating = Some(crate::ratings::Rating {
            rating: 1612.4,
            deviation: 80.0,
            volatility: 0.06,
        });
        let mut fresh = row(2, 8);
        fresh.rating = Some(crate::ratings::Rating::fresh(System::Glicko2));
        let unrated = row(3, 9);
        let lines = board_lines(
            &[rated, fresh, unrated],
            None,
            Some(System::Glicko2),
            7,
            Lang::En,
        );
        assert!(
            lines[0].contains("1612") && !lines[0].contains("1612?"),
            "{}",
            lines[0]
        );
        assert!(lines[1].contains("1500?"), "{}", lines[1]);
        assert!(lines[2].contains("unrated"), "{}", lines[2]);
        assert!(lines[0].contains("1 match"), "{}", lines[0]);
    }
}
