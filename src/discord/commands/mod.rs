//! Slash commands, one file per group, and what the games' commands share.

mod bouillabaisse;
mod burgueses;
mod leaderboard;
mod rebelion;

use poise::CreateReply;
use serde_json::Value;
use serenity::all::User;

use crate::engine::Render;
use crate::store::NewChallenge;

use super::challenge;
use super::layout::{truncate, MAX_CONTENT};
use super::text;
use super::types::{Context, Data, Error};

/// Every command the bot registers.
#[must_use]
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![
        burgueses::burgueses(),
        rebelion::rebelion(),
        bouillabaisse::bouillabaisse(),
        leaderboard::leaderboard(),
    ]
}

/// A public challenge to `opponent` for a match of `game` with `options`; refusals (outside
/// a server, oneself, a bot) are private.
async fn issue_challenge(
    ctx: Context<'_>,
    game: &str,
    opponent: &User,
    options: &Value,
) -> Result<(), Error> {
    let lang = text::command_lang(ctx);
    let refusal = match ctx.guild_id() {
        None => Some(text::not_in_guild(lang)),
        Some(_) => {
            challenge::refuse_opponent(ctx.author().id.get(), opponent.id.get(), opponent.bot, lang)
        }
    };
    if let Some(why) = refusal {
        ctx.send(CreateReply::default().content(why).ephemeral(true))
            .await?;
        return Ok(());
    }
    let guild = ctx.guild_id().expect("checked above");
    let new = NewChallenge {
        game,
        guild_id: guild.get(),
        channel_id: ctx.channel_id().get(),
        challenger: ctx.author().id.get(),
        challenged: opponent.id.get(),
        options,
    };
    let out = challenge::open(&ctx.data().table, &new, lang).await?;
    ctx.send(out.reply()).await?;
    Ok(())
}

/// A game's rules in short, privately.
async fn send_rules<G: Render>(ctx: Context<'_>) -> Result<(), Error> {
    let text = G::rules_text(text::command_lang(ctx));
    ctx.send(
        CreateReply::default()
            .content(truncate(&text, MAX_CONTENT))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}
