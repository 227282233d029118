//! `/history [member] [game]`: a member's finished matches in this server, newest first, ten
//! to a page with buttons to turn them (privately, to whoever asked). Its words: `history-…`
//! in `discord.ftl`.

use serenity::all::{ButtonStyle, CreateEmbed, CreateEmbedFooter, User};

use crate::engine::Lang;
use crate::games;
use crate::i18n::{tr, tr_args};
use crate::ratings::{shown_change, System};
use crate::table::{HistoryEntry, HistoryPage, Opponent, Table, TableError, HISTORY_PAGE};

use crate::discord::ids::ComponentId;
use crate::discord::layout::{button, button_rows, clip, Outgoing, MAX_DESCRIPTION};
use crate::discord::lobby::computer_name;
use crate::discord::text;
use crate::discord::types::{Context, Error};

use super::stats::standing_words;

/// The game of a `game` option or button: 1 + its place in the registry, 0 for all games.
fn game_id(game: u8) -> Option<&'static str> {
    usize::from(game)
        .checked_sub(1)
        .and_then(|i| games::REGISTRY.get(i))
        .map(|e| e.info.id)
}

fn line(e: &HistoryEntry, lang: Lang) -> String {
    let game = games::by_id(&e.game);
    let name = game.map_or(e.game.as_str(), |g| g.info.name(lang));
    let opponents: Vec<String> = e
        .opponents
        .iter()
        .map(|(seat, who)| match who {
            Opponent::Person(u) => format!("<@{u}>"),
            Opponent::Computer(level) => computer_name(*level, seat.index(), lang),
        })
        .collect();
    let mut result = standing_words(e.standing, 1, lang);
    if e.opponents.len() > 1 {
        result.push_str(&tr_args(
            lang,
            "history-place",
            &[("place", e.place.into())],
        ));
    }
    if let (Some((before, after)), Some(g)) = (e.rating, game) {
        result.push_str(&format!(
            " ({})",
            shown_change(System::of(g.info), after - before)
        ));
    }
    tr_args(
        lang,
        "history-line",
        &[
            ("date", e.ended_at.into()),
            ("game", name.into()),
            ("opponents", opponents.join(", ").into()),
            ("result", result.into()),
            ("id", e.match_id.into()),
        ],
    )
}

/// Page `page` of `member`'s history as a message, with buttons to the pages beside it.
#[must_use]
pub fn view(member: u64, game: u8, page: i64, history: &HistoryPage, lang: Lang) -> Outgoing {
    let pages = ((history.total + HISTORY_PAGE - 1) / HISTORY_PAGE).max(1);
    let title = match game_id(game).and_then(games::by_id) {
        Some(e) => tr_args(lang, "history-title", &[("game", e.info.name(lang).into())]),
        None => tr(lang, "history-title-all"),
    };
    let mut lines = vec![format!("<@{member}>")];
    if history.entries.is_empty() {
        lines.push(tr(lang, "history-none"));
    }
    lines.extend(history.entries.iter().map(|e| line(e, lang)));
    let embed = CreateEmbed::new()
        .title(title)
        .description(clip(&lines.join("\n"), MAX_DESCRIPTION))
        .footer(CreateEmbedFooter::new(tr_args(
            lang,
            "history-footer",
            &[
                ("page", (page + 1).into()),
                ("pages", pages.into()),
                ("total", history.total.into()),
            ],
        )));
    let to = |page: i64| ComponentId::History {
        user: member,
        game,
        page,
    };
    let newer = button(
        &to(page - 1),
        &tr(lang, "history-newer"),
        ButtonStyle::Secondary,
    )
    .disabled(page == 0);
    let older = button(
        &to(page + 1),
        &tr(lang, "history-older"),
        ButtonStyle::Secondary,
    )
    .disabled(page + 1 >= pages);
    Outgoing {
        embed: Some(embed),
        components: if pages > 1 {
            button_rows(vec![newer, older])
        } else {
            Vec::new()
        },
        ephemeral: true,
        ..Outgoing::default()
    }
}

/// Page `page` of `member`'s history (a page past the end shows the last one), as the
/// command and its buttons show it.
///
/// # Errors
/// A database error.
pub async fn page_of(
    table: &Table,
    guild: u64,
    member: u64,
    game: u8,
    page: i64,
    lang: Lang,
) -> Result<Outgoing, TableError> {
    let mut page = page.max(0);
    let mut history = table.history(guild, member, game_id(game), page).await?;
    if history.entries.is_empty() && page > 0 {
        page = ((history.total + HISTORY_PAGE - 1) / HISTORY_PAGE - 1).max(0);
        history = table.history(guild, member, game_id(game), page).await?;
    }
    Ok(view(member, game, page, &history, lang))
}

#[poise::command(slash_command)]
pub async fn history(
    ctx: Context<'_>,
    member: Option<User>,
    game: Option<u32>,
) -> Result<(), Error> {
    let lang = text::command_lang(ctx);
    let Some(guild) = super::in_guild(ctx, lang).await? else {
        return Ok(());
    };
    let member = member.map_or(ctx.author().id.get(), |u| u.id.get());
    // The option is the game's place in the registry; buttons carry it plus one (0: all).
    let game = game
        .and_then(|i| u8::try_from(i).ok())
        .filter(|&i| usize::from(i) < games::REGISTRY.len())
        .map_or(0, |i| i + 1);
    let table = &ctx.data().table;
    let page = super::in_time_private(ctx, page_of(table, guild, member, game, 0, lang)).await;
    match page {
        Ok(out) => super::answer(ctx, out).await,
        Err(TableError::Store(e)) => Err(e.into()),
        Err(e) => super::answer(ctx, Outgoing::note(text::table_error(&e, lang))).await,
    }
}
