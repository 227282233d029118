//! `/rebelion challenge` and `/rebelion rules`.

use serde_json::{json, Value};
use serenity::all::User;

use crate::engine::Game;
use crate::games::rebelion::Rebelion;

use crate::discord::types::{Context, Error};

/// The deck to play with.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum DeckChoice {
    #[name = "72 cards (1–9 and figures)"]
    #[name_localized("es-ES", "72 cartas (1–9 y figuras)")]
    Full,
    #[name = "40-card deck (1–7 and figures)"]
    #[name_localized("es-ES", "baraja de 40 (1–7 y figuras)")]
    Short,
}

/// How sides are decided.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum SidesChoice {
    #[name = "Secret pick (higher Bastos leads the peasants)"]
    #[name_localized(
        "es-ES",
        "Elección secreta (el Bastos más alto dirige a los campesinos)"
    )]
    Pick,
    #[name = "I lead the peasants (Bastos)"]
    #[name_localized("es-ES", "Yo dirijo a los campesinos (Bastos)")]
    Peasants,
    #[name = "I lead the militia (Espadas)"]
    #[name_localized("es-ES", "Yo dirijo a la milicia (Espadas)")]
    Militia,
}

/// The match options as stored with the challenge (the challenger is seat 0).
#[must_use]
pub fn options(deck: Option<DeckChoice>, sides: Option<SidesChoice>) -> Value {
    let deck = match deck {
        Some(DeckChoice::Short) => 40,
        _ => 72,
    };
    match sides {
        Some(SidesChoice::Peasants) => json!({"deck": deck, "sides": "chosen", "side": "B"}),
        Some(SidesChoice::Militia) => json!({"deck": deck, "sides": "chosen", "side": "E"}),
        _ => json!({"deck": deck}),
    }
}

/// The Peasants' Revolt: a card game for two with the Spanish deck
#[poise::command(
    slash_command,
    subcommands("challenge", "rules"),
    subcommand_required,
    description_localized(
        "es-ES",
        "La rebelión de los campesinos: juego de cartas para dos con baraja española"
    ),
    description_localized(
        "es-419",
        "La rebelión de los campesinos: juego de cartas para dos con baraja española"
    )
)]
pub async fn rebelion(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Challenge a member to a match of The Peasants' Revolt
#[poise::command(
    slash_command,
    name_localized("es-ES", "desafiar"),
    name_localized("es-419", "desafiar"),
    description_localized(
        "es-ES",
        "Desafía a alguien a una partida de La rebelión de los campesinos"
    ),
    description_localized(
        "es-419",
        "Desafía a alguien a una partida de La rebelión de los campesinos"
    )
)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who you want to play against"]
    #[name_localized("es-ES", "rival")]
    #[name_localized("es-419", "rival")]
    #[description_localized("es-ES", "Contra quién quieres jugar")]
    #[description_localized("es-419", "Contra quién quieres jugar")]
    opponent: User,
    #[description = "Which deck (default: 72 cards)"]
    #[name_localized("es-ES", "baraja")]
    #[name_localized("es-419", "baraja")]
    #[description_localized("es-ES", "Qué baraja (por defecto: 72 cartas)")]
    #[description_localized("es-419", "Qué baraja (por defecto: 72 cartas)")]
    deck: Option<DeckChoice>,
    #[description = "How sides are decided (default: secret pick)"]
    #[name_localized("es-ES", "bandos")]
    #[name_localized("es-419", "bandos")]
    #[description_localized("es-ES", "Cómo se deciden los bandos (por defecto: elección secreta)")]
    #[description_localized(
        "es-419",
        "Cómo se deciden los bandos (por defecto: elección secreta)"
    )]
    sides: Option<SidesChoice>,
) -> Result<(), Error> {
    super::issue_challenge(ctx, Rebelion::INFO.id, &opponent, &options(deck, sides)).await
}

/// The rules of The Peasants' Revolt in short, with our decisions
#[poise::command(
    slash_command,
    name_localized("es-ES", "reglas"),
    name_localized("es-419", "reglas"),
    description_localized("es-ES", "Las reglas de La rebelión de los campesinos en resumen"),
    description_localized("es-419", "Las reglas de La rebelión de los campesinos en resumen")
)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    super::send_rules::<Rebelion>(ctx).await
}
