//! `/bouillabaisse new` (a lobby) and `/bouillabaisse rules`.

use serde_json::{json, Value};

use crate::engine::Game;
use crate::games::bouillabaisse::Bouillabaisse;

use crate::discord::types::{Context, Error};

/// How many decks.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum DecksChoice {
    #[name = "One deck"]
    #[name_localized("es-ES", "Una baraja")]
    One,
    #[name = "Two decks"]
    #[name_localized("es-ES", "Dos barajas")]
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

/// Bouillabaisse: a trick-taking game for 2 to 12 players
#[poise::command(
    slash_command,
    subcommands("new", "rules"),
    subcommand_required,
    description_localized("es-ES", "Bouillabaisse: juego de bazas para 2 a 12 jugadores"),
    description_localized("es-419", "Bouillabaisse: juego de bazas para 2 a 12 jugadores")
)]
pub async fn bouillabaisse(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Open a table that others join; you start it with 2 to 12 players
#[poise::command(
    slash_command,
    name_localized("es-ES", "nueva"),
    name_localized("es-419", "nueva"),
    description_localized(
        "es-ES",
        "Abre una mesa a la que se unen los demás; la empiezas con 2 a 12 jugadores"
    ),
    description_localized(
        "es-419",
        "Abre una mesa a la que se unen los demás; la empiezas con 2 a 12 jugadores"
    )
)]
pub async fn new(
    ctx: Context<'_>,
    #[rename = "todo-o-nada"]
    #[description = "All or nothing: taking every scoring card flips its sign"]
    #[description_localized(
        "es-ES",
        "Todo o nada: quien se lleva todas las cartas que puntúan cambia el signo"
    )]
    #[description_localized(
        "es-419",
        "Todo o nada: quien se lleva todas las cartas que puntúan cambia el signo"
    )]
    todo_o_nada: Option<bool>,
    #[description = "One or two decks (default: one up to 6 players)"]
    #[name_localized("es-ES", "barajas")]
    #[name_localized("es-419", "barajas")]
    #[description_localized("es-ES", "Una o dos barajas (por defecto: una hasta 6 jugadores)")]
    #[description_localized("es-419", "Una o dos barajas (por defecto: una hasta 6 jugadores)")]
    decks: Option<DecksChoice>,
) -> Result<(), Error> {
    super::open_lobby(ctx, Bouillabaisse::INFO.id, &options(todo_o_nada, decks)).await
}

/// The rules of Bouillabaisse in short, with our decisions
#[poise::command(
    slash_command,
    name_localized("es-ES", "reglas"),
    name_localized("es-419", "reglas"),
    description_localized("es-ES", "Las reglas de Bouillabaisse en resumen"),
    description_localized("es-419", "Las reglas de Bouillabaisse en resumen")
)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    super::send_rules::<Bouillabaisse>(ctx).await
}
