//! `/genova challenge`, `/genova new` (a lobby for 2 to 5) and `/genova rules`. Their words:
//! `cmd-genova-…` in `commands.ftl`.

use serde_json::{json, Value};
use serenity::all::User;

use crate::engine::Game;
use crate::games::genova::Genova;

use crate::discord::types::{Context, Error};

/// The match options as stored with the challenge or lobby (the seed's variants).
#[must_use]
pub fn options(no_equal_offers: Option<bool>, rounds: Option<u8>, max_offers: Option<u8>) -> Value {
    let mut options = json!({});
    if no_equal_offers == Some(true) {
        options["no-equal-offers"] = json!(true);
    }
    if let Some(r) = rounds {
        options["rounds"] = json!(r);
    }
    if let Some(m) = max_offers {
        options["max-offers"] = json!(m);
    }
    options
}

#[poise::command(
    slash_command,
    subcommands("challenge", "new", "rules"),
    subcommand_required
)]
pub async fn genova(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

// Two players: the round marker may end on any space up to 12.
#[poise::command(slash_command)]
pub async fn challenge(
    ctx: Context<'_>,
    opponent: User,
    #[rename = "no-equal-offers"] no_equal_offers: Option<bool>,
    #[min = 1]
    #[max = 12]
    rounds: Option<u8>,
    #[rename = "max-offers"]
    #[min = 1]
    #[max = 10]
    max_offers: Option<u8>,
    level: Option<super::LevelChoice>,
) -> Result<(), Error> {
    let options = options(no_equal_offers, rounds, max_offers);
    super::issue_challenge(ctx, Genova::INFO.id, &opponent, &options, level).await
}

// The players are not known yet: more rounds than their count allows keeps that count's end.
#[poise::command(slash_command)]
pub async fn new(
    ctx: Context<'_>,
    #[rename = "no-equal-offers"] no_equal_offers: Option<bool>,
    #[min = 1]
    #[max = 12]
    rounds: Option<u8>,
    #[rename = "max-offers"]
    #[min = 1]
    #[max = 10]
    max_offers: Option<u8>,
) -> Result<(), Error> {
    let options = options(no_equal_offers, rounds, max_offers);
    super::open_lobby(ctx, Genova::INFO.id, &options).await
}

#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    super::send_rules::<Genova>(ctx).await
}
