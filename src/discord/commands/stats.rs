//! `/stats [member]`: a member's ratings and records in this server, game by game. Its words:
//! `stats-…` in `discord.ftl`.

use serenity::all::{CreateEmbed, CreateEmbedFooter, User};

use crate::engine::{Lang, Standing};
use crate::games;
use crate::i18n::{tr, tr_args};
use crate::ratings::{shown_change, System};
use crate::store::CHANGE_OVER;
use crate::table::{GameStats, Record, TableError, TournamentLine, Which};

use crate::discord::layout::{clip, Outgoing, MAX_FIELDS, MAX_FIELD_VALUE};
use crate::discord::text;
use crate::discord::types::{Context, Error};

/// "5 W · 1 D · 2 L" in `lang`.
pub fn record_words(r: Record, lang: Lang) -> String {
    tr_args(
        lang,
        "record",
        &[
            ("wins", r.wins.into()),
            ("draws", r.draws.into()),
            ("losses", r.losses.into()),
        ],
    )
}

/// A standing as a word ("win", "draws"…), `count` of them.
pub fn standing_words(s: Standing, count: i64, lang: Lang) -> String {
    let id = match s {
        Standing::Win => "standing-win",
        Standing::Draw => "standing-draw",
        Standing::Loss => "standing-loss",
    };
    tr_args(lang, id, &[("count", count.into())])
}

/// The lines of one game's field.
#[must_use]
pub fn game_lines(s: &GameStats, lang: Lang) -> Vec<String> {
    let system = games::by_id(&s.game).map_or(System::Glicko2, |e| System::of(e.info));
    let mut lines = Vec::new();
    if let Some(r) = s.rating {
        let mut line = tr_args(
            lang,
            "stats-rating",
            &[
                ("rating", r.rating.shown(system).into()),
                ("matches", r.matches.into()),
            ],
        );
        if let Some(change) = s.change {
            line.push_str(&tr_args(
                lang,
                "stats-change",
                &[
                    ("change", shown_change(system, change).into()),
                    ("over", CHANGE_OVER.into()),
                ],
            ));
        }
        if r.rating.provisional(system) {
            line.push_str(&tr(lang, "stats-provisional"));
        }
        lines.push(line);
    }
    if s.record.matches() > 0 {
        lines.push(record_words(s.record, lang));
    }
    if let Some(b) = s.best_win {
        lines.push(tr_args(
            lang,
            "stats-best-win",
            &[
                ("user", b.opponent.into()),
                (
                    "rating",
                    crate::ratings::Rating {
                        rating: b.opponent_rating,
                        deviation: 0.0,
                        volatility: 0.0,
                    }
                    .shown(system)
                    .into(),
                ),
                ("id", b.match_id.into()),
            ],
        ));
    }
    if let Some(st) = s.streak {
        lines.push(tr_args(
            lang,
            "stats-streak",
            &[(
                "streak",
                standing_words(st.standing, st.length, lang).into(),
            )],
        ));
    }
    if s.vs_computer.matches() > 0 {
        lines.push(tr_args(
            lang,
            "stats-vs-computer",
            &[("record", record_words(s.vs_computer, lang).into())],
        ));
    }
    lines
}

/// Placings shown at most.
const PLACINGS: i64 = 10;

/// A member's places in tournaments, newest first, as lines.
#[must_use]
pub fn placing_lines(placings: &[TournamentLine], lang: Lang) -> Vec<String> {
    placings
        .iter()
        .filter_map(|p| {
            let game = games::by_id(&p.game).map_or(p.game.as_str(), |e| e.info.name(lang));
            Some(tr_args(
                lang,
                "stats-placing",
                &[
                    ("place", i64::from(p.place?).into()),
                    ("entrants", p.entrants.into()),
                    ("id", p.id.into()),
                    ("game", game.into()),
                    (
                        "format",
                        crate::discord::tournament::format_name(p.format, lang).into(),
                    ),
                ],
            ))
        })
        .collect()
}

/// The stats message of `member`, with their tournament placings.
#[must_use]
pub fn view(member: u64, stats: &[GameStats], placings: &[TournamentLine], lang: Lang) -> Outgoing {
    let mut embed = CreateEmbed::new()
        .title(tr(lang, "stats-title"))
        .footer(CreateEmbedFooter::new(tr(lang, "stats-footer")));
    let mut description = format!("<@{member}>");
    if stats.is_empty() && placings.is_empty() {
        description.push('\n');
        description.push_str(&tr(lang, "stats-none"));
    }
    embed = embed.description(description);
    let placed = placing_lines(placings, lang);
    if !placed.is_empty() {
        embed = embed.field(
            tr(lang, "stats-tournaments"),
            clip(&placed.join("\n"), MAX_FIELD_VALUE),
            false,
        );
    }
    for s in stats
        .iter()
        .take(MAX_FIELDS - usize::from(!placed.is_empty()))
    {
        let name = games::by_id(&s.game).map_or(s.game.as_str(), |e| e.info.name(lang));
        embed = embed.field(
            name,
            clip(&game_lines(s, lang).join("\n"), MAX_FIELD_VALUE),
            false,
        );
    }
    Outgoing {
        embed: Some(embed),
        ..Outgoing::default()
    }
}

#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    member: Option<User>,
    #[min = 1] season: Option<u32>,
) -> Result<(), Error> {
    let lang = text::command_lang(ctx);
    let Some(guild) = super::in_guild(ctx, lang).await? else {
        return Ok(());
    };
    let member = member.map_or(ctx.author().id.get(), |u| u.id.get());
    let table = &ctx.data().table;
    let which = match table.which_season(guild, season).await {
        Ok(w) => w,
        Err(TableError::Store(e)) => return Err(e.into()),
        Err(e) => return super::answer(ctx, Outgoing::note(text::table_error(&e, lang))).await,
    };
    let (stats, placings) = super::in_time(ctx, async {
        tokio::try_join!(
            async {
                table
                    .stats_in(guild, member, which)
                    .await
                    .map_err(anyhow::Error::from)
            },
            async {
                table
                    .tournament_placings(guild, member, PLACINGS)
                    .await
                    .map_err(anyhow::Error::from)
            },
        )
    })
    .await?;
    let mut out = view(member, &stats, &placings, lang);
    if let Which::Closed(n) = which {
        let title = tr_args(
            lang,
            "stats-title-season",
            &[("season", i64::from(n).into())],
        );
        out.embed = out.embed.map(|e| e.title(title));
    }
    if !stats.is_empty() {
        let path = format!("/p/{member}");
        if let Some(line) = super::taberna::web_line(ctx, guild, &path, lang).await {
            out.content = line;
        }
    }
    super::answer(ctx, out).await
}
