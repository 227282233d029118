//! `/bouillabaisse new` (a lobby) and `/bouillabaisse rules`. Their words:
//! `cmd-bouillabaisse-…` in `commands.ftl`.

use serde_json::{json, Value};

use crate::engine::Game;
use crate::games::bouillabaisse::Bouillabaisse;

use crate::discord::types::{Context, Error};

/// How many decks. Labels: `cmd-bouillabaisse-new-decks-choice-<variant>`.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum DecksChoice {
    One,
    Two,
}

/// The match options as stored with the lobby.
#[must_use]
pub fn options(todo_o_nada: Option<bool>, decks: Option<DecksChoice>) -> Value {
    let mut options = json!({});
    if todo_o_nada == Some(true) {
        options["todo-o-nada"] = json!(true);
    }
    match decks {
        Some(DecksChoice::One) => options["decks"] = json!(1),
        Some(DecksChoice::Two) => options["decks"] = json!(2),
        None => {}
    }
    options
}

#[poise::command(slash_command, subcommands("new", "rules"), subcommand_required)]
pub async fn bouillabaisse(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[poise::command(slash_command)]
pub async fn new(
    ctx: Context<'_>,
    #[rename = "todo-o-nada"] todo_o_nada: Option<bool>,
    decks: Option<DecksChoice>,
) -> Result<(), Error> {
    super::open_lobby(ctx, Bouillabaisse::INFO.id, &options(todo_o_nada, decks)).await
}

#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    super::send_rules::<Bouillabaisse>(ctx).await
}
