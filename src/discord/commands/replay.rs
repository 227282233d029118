//! `/replay match:<id>`: a finished match of this server as a replay file (the format
//! `taberna replay` and `taberna verify` read) and its moves in words. A match still in play
//! is refused: its file would show every hidden card. Its words: `replay-…` in `discord.ftl`.

use serenity::all::{CreateAttachment, CreateEmbed, CreateEmbedFooter};

use crate::engine::Lang;
use crate::fair;
use crate::i18n::{tr, tr_args};
use crate::replay::ReplayFile;
use crate::table::{Match, TableError};

use crate::discord::board::render_ctx;
use crate::discord::layout::{clip, Outgoing, MAX_DESCRIPTION};
use crate::discord::text;
use crate::discord::types::{Context, Error};

/// Lines of the log in words that the message shows; the file has every move.
const LOG_LINES: usize = 40;

/// The file's name.
#[must_use]
pub fn file_name(id: i64) -> String {
    format!("taberna-match-{id}.json")
}

/// The moves in words, one numbered line per move that showed something.
#[must_use]
pub fn log(file: &ReplayFile, m: &Match, lang: Lang) -> Vec<String> {
    let ctx = render_ctx(m, lang);
    let events = file.events.as_deref().unwrap_or_default();
    events
        .iter()
        .enumerate()
        .filter_map(|(i, e)| {
            let words = m.game.narrate(&[e], &ctx);
            (!words.is_empty()).then(|| format!("{}. {}", i + 1, words.join(" ")))
        })
        .collect()
}

/// The message that carries the file.
#[must_use]
pub fn view(file: &ReplayFile, m: &Match, lang: Lang) -> Outgoing {
    let mut lines = log(file, m, lang);
    let total = lines.len();
    if total > LOG_LINES {
        lines.truncate(LOG_LINES);
        lines.push(tr_args(
            lang,
            "replay-more",
            &[("count", ((total - LOG_LINES) as i64).into())],
        ));
    }
    let title = tr_args(
        lang,
        "replay-title",
        &[
            ("id", m.id.into()),
            ("game", m.game.info().name(lang).into()),
        ],
    );
    let embed = CreateEmbed::new()
        .title(title)
        .description(clip(&lines.join("\n"), MAX_DESCRIPTION))
        .field(
            tr(lang, "fair-field"),
            tr_args(
                lang,
                "fair-revealed",
                &[
                    ("seed", m.seed.to_string().into()),
                    ("commitment", fair::commitment(m.seed).into()),
                ],
            ),
            false,
        )
        .footer(CreateEmbedFooter::new(tr(lang, "replay-footer")));
    Outgoing {
        content: tr_args(lang, "replay-content", &[("file", file_name(m.id).into())]),
        embed: Some(embed),
        ephemeral: true,
        ..Outgoing::default()
    }
}

#[poise::command(slash_command)]
pub async fn replay(ctx: Context<'_>, #[rename = "match"] match_id: i64) -> Result<(), Error> {
    let lang = text::command_lang(ctx);
    let Some(guild) = super::in_guild(ctx, lang).await? else {
        return Ok(());
    };
    let table = &ctx.data().table;
    match super::in_time_private(ctx, table.replay_file(match_id, guild)).await {
        Ok((file, m)) => {
            let out = view(&file, &m, lang);
            let json = serde_json::to_vec_pretty(&file)?;
            let attachment = CreateAttachment::bytes(json, file_name(m.id));
            super::answer_with_file(ctx, out, Some(attachment))
                .await
                .map(drop)
        }
        Err(TableError::Store(e)) => Err(e.into()),
        // Not the usual "start a new one": the member is looking for a match they played.
        Err(TableError::NoSuchMatch(id)) => {
            let why = tr_args(lang, "replay-unknown", &[("id", id.into())]);
            super::answer(ctx, Outgoing::note(why)).await
        }
        Err(e) => super::answer(ctx, Outgoing::note(text::table_error(&e, lang))).await,
    }
}
