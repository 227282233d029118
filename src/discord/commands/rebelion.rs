//! `/rebelion challenge` and `/rebelion rules`. Their words: `cmd-rebelion-…` in
//! `commands.ftl`.

use serde_json::{json, Value};
use serenity::all::User;

use crate::engine::Game;
use crate::games::rebelion::Rebelion;

use crate::discord::types::{Context, Error};

/// The deck to play with. Labels: `cmd-rebelion-challenge-deck-choice-<variant>`.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum DeckChoice {
    Full,
    Short,
}

/// How sides are decided. Labels: `cmd-rebelion-challenge-sides-choice-<variant>`.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum SidesChoice {
    Pick,
    Peasants,
    Militia,
}

/// The match options as stored with the challenge (the challenger is seat 0).
#[must_use]
pub fn options(deck: Option<DeckChoice>, sides: Option<SidesChoice>) -> Value {
    let deck = match deck {
        Some(DeckChoice::Short) => 60,
        _ => 72,
    };
    match sides {
        Some(SidesChoice::Peasants) => json!({"deck": deck, "sides": "chosen", "side": "B"}),
        Some(SidesChoice::Militia) => json!({"deck": deck, "sides": "chosen", "side": "E"}),
        _ => json!({"deck": deck}),
    }
}

#[poise::command(slash_command, subcommands("challenge", "rules"), subcommand_required)]
pub async fn rebelion(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[poise::command(slash_command)]
pub async fn challenge(
    ctx: Context<'_>,
    opponent: User,
    deck: Option<DeckChoice>,
    sides: Option<SidesChoice>,
) -> Result<(), Error> {
    super::issue_challenge(ctx, Rebelion::INFO.id, &opponent, &options(deck, sides)).await
}

#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    super::send_rules::<Rebelion>(ctx).await
}
