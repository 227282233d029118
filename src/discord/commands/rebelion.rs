//! `/rebelion challenge` and `/rebelion rules`. Their words: `cmd-rebelion-…` in
//! `commands.ftl`.

use serde_json::{json, Value};
use serenity::all::User;

use crate::engine::Game;
use crate::games::rebelion::Rebelion;

use crate::discord::layout::Outgoing;
use crate::discord::text;
use crate::discord::types::{Context, Error};
use crate::i18n::tr;

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

/// The match options as stored with the challenge (the challenger is seat 0). The Tarot
/// variant has its own deck, so it leaves `deck` out.
#[must_use]
pub fn options(deck: Option<DeckChoice>, sides: Option<SidesChoice>, tarot: bool) -> Value {
    let mut options = if tarot {
        json!({"tarot": true})
    } else {
        let deck = match deck {
            Some(DeckChoice::Short) => 60,
            _ => 72,
        };
        json!({ "deck": deck })
    };
    let side = match sides {
        Some(SidesChoice::Peasants) => "B",
        Some(SidesChoice::Militia) => "E",
        _ => return options,
    };
    options["sides"] = json!("chosen");
    options["side"] = json!(side);
    options
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
    tarot: Option<bool>,
    level: Option<super::LevelChoice>,
) -> Result<(), Error> {
    let tarot = tarot.unwrap_or(false);
    if tarot && deck.is_some() {
        let why = tr(text::command_lang(ctx), "rebelion-tarot-has-its-deck");
        return super::answer(ctx, Outgoing::note(why)).await;
    }
    let options = options(deck, sides, tarot);
    super::issue_challenge(ctx, Rebelion::INFO.id, &opponent, &options, level).await
}

#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    super::send_rules::<Rebelion>(ctx).await
}
