//! `/burgueses challenge` and `/burgueses rules`. Their words: `cmd-burgueses-…` in
//! `commands.ftl`.

use serde_json::Value;
use serenity::all::User;

use crate::engine::Game;
use crate::games::burgueses::Burgueses;

use crate::discord::types::{Context, Error};

#[poise::command(slash_command, subcommands("challenge", "rules"), subcommand_required)]
pub async fn burgueses(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[poise::command(slash_command)]
pub async fn challenge(
    ctx: Context<'_>,
    opponent: User,
    level: Option<super::LevelChoice>,
) -> Result<(), Error> {
    super::issue_challenge(ctx, Burgueses::INFO.id, &opponent, &Value::Null, level).await
}

#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    super::send_rules::<Burgueses>(ctx).await
}
