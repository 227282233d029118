//! `/burgueses challenge` and `/burgueses rules`.

use poise::CreateReply;
use serenity::all::User;

use crate::engine::Game;
use crate::games::burgueses::Burgueses;

use crate::discord::challenge;
use crate::discord::layout::{truncate, MAX_CONTENT};
use crate::discord::text;
use crate::discord::types::{Context, Error};

/// Burgueses: a card game for two merchants
#[poise::command(
    slash_command,
    subcommands("challenge", "rules"),
    subcommand_required,
    description_localized("es-ES", "Burgueses: un juego de cartas para dos mercaderes"),
    description_localized("es-419", "Burgueses: un juego de cartas para dos mercaderes")
)]
pub async fn burgueses(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Challenge a member to a match of Burgueses
#[poise::command(
    slash_command,
    name_localized("es-ES", "desafiar"),
    name_localized("es-419", "desafiar"),
    description_localized("es-ES", "Desafía a alguien a una partida de Burgueses"),
    description_localized("es-419", "Desafía a alguien a una partida de Burgueses")
)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who you want to play against"]
    #[name_localized("es-ES", "rival")]
    #[name_localized("es-419", "rival")]
    #[description_localized("es-ES", "Contra quién quieres jugar")]
    #[description_localized("es-419", "Contra quién quieres jugar")]
    opponent: User,
) -> Result<(), Error> {
    let lang = text::command_lang(ctx);
    let Some(guild) = ctx.guild_id() else {
        ctx.send(
            CreateReply::default()
                .content(text::not_in_guild(lang))
                .ephemeral(true),
        )
        .await?;
        return Ok(());
    };
    let challenger = ctx.author().id.get();
    if let Some(why) = challenge::refuse_opponent(challenger, opponent.id.get(), opponent.bot, lang)
    {
        ctx.send(CreateReply::default().content(why).ephemeral(true))
            .await?;
        return Ok(());
    }
    let out = challenge::open(
        &ctx.data().table,
        Burgueses::INFO.id,
        guild.get(),
        ctx.channel_id().get(),
        challenger,
        opponent.id.get(),
        lang,
    )
    .await?;
    ctx.send(out.reply()).await?;
    Ok(())
}

/// The rules of Burgueses in short, with our decisions
#[poise::command(
    slash_command,
    name_localized("es-ES", "reglas"),
    name_localized("es-419", "reglas"),
    description_localized("es-ES", "Las reglas de Burgueses en resumen"),
    description_localized("es-419", "Las reglas de Burgueses en resumen")
)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    let text = <Burgueses as crate::engine::Render>::rules_text(text::command_lang(ctx));
    ctx.send(
        CreateReply::default()
            .content(truncate(&text, MAX_CONTENT))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}
