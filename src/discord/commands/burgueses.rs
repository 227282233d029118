//! `/burgueses challenge` and `/burgueses rules`.

use serde_json::Value;
use serenity::all::User;

use crate::engine::Game;
use crate::games::burgueses::Burgueses;

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
    super::issue_challenge(ctx, Burgueses::INFO.id, &opponent, &Value::Null).await
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
    super::send_rules::<Burgueses>(ctx).await
}
