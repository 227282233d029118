//! `/burger-joint challenge` and `/burger-joint rules`. Their words: `cmd-burger-joint-…` in
//! `commands.ftl`.

use serde_json::{json, Value};
use serenity::all::User;

use crate::engine::Game;
use crate::games::burger_joint::BurgerJoint;

use crate::discord::types::{Context, Error};

/// The challenger's restaurant. Labels: `cmd-burger-joint-challenge-side-choice-<variant>`.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum SideChoice {
    Burger,
    Pizza,
}

/// The match options as stored with the challenge (the challenger is seat 0); no side: drawn.
#[must_use]
pub fn options(side: Option<SideChoice>) -> Value {
    match side {
        Some(SideChoice::Burger) => json!({"side": "burger"}),
        Some(SideChoice::Pizza) => json!({"side": "pizza"}),
        None => json!({}),
    }
}

#[poise::command(
    slash_command,
    rename = "burger-joint",
    subcommands("challenge", "rules"),
    subcommand_required
)]
pub async fn burger_joint(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[poise::command(slash_command)]
pub async fn challenge(
    ctx: Context<'_>,
    opponent: User,
    side: Option<SideChoice>,
    level: Option<super::LevelChoice>,
) -> Result<(), Error> {
    super::issue_challenge(ctx, BurgerJoint::INFO.id, &opponent, &options(side), level).await
}

#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    super::send_rules::<BurgerJoint>(ctx).await
}
