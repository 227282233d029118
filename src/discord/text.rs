//! What the bot says outside the game panels, in English and Spanish.

use crate::engine::Lang;
use crate::table::TableError;

use super::types::Context;

/// The language to answer a command in: the caller's Discord language.
#[must_use]
pub fn command_lang(ctx: Context<'_>) -> Lang {
    ctx.locale().map_or(Lang::En, Lang::from_locale)
}

/// The answer to a refused click or command.
#[must_use]
pub fn table_error(e: &TableError, l: Lang) -> String {
    match e {
        TableError::NoSuchMatch(_) => l
            .pick(
                "I don't know that match. Start a new one with a challenge.",
                "No conozco esa partida. Empieza una nueva con un desafío.",
            )
            .to_owned(),
        TableError::Over => l
            .pick(
                "This match is over; nothing was changed.",
                "Esta partida ha terminado; no se ha cambiado nada.",
            )
            .to_owned(),
        TableError::NotSeated => l
            .pick(
                "You are not playing in this match. Challenge someone to play your own!",
                "No juegas en esta partida. ¡Desafía a alguien para jugar la tuya!",
            )
            .to_owned(),
        TableError::Stale { .. } => l
            .pick(
                "That button was out of date, so nothing was played. Here is the match as it is now.",
                "Ese botón estaba desactualizado y no se ha jugado nada. Así está la partida ahora.",
            )
            .to_owned(),
        TableError::NotYourTurn(_) => l
            .pick(
                "It is not your decision right now; wait for your turn.",
                "Ahora no te toca decidir; espera tu turno.",
            )
            .to_owned(),
        TableError::Notation(_) => l
            .pick(
                "I could not read that move; nothing was changed.",
                "No he podido leer esa jugada; no se ha cambiado nada.",
            )
            .to_owned(),
        TableError::Illegal { en, es } => format!(
            "{} {}.",
            l.pick("That move is not allowed:", "Esa jugada no está permitida:"),
            l.pick(en, es)
        ),
        TableError::BadRequest(_) | TableError::Corrupt(..) | TableError::Store(_) => {
            something_went_wrong(l).to_owned()
        }
    }
}

/// The answer when something failed on our side.
#[must_use]
pub fn something_went_wrong(lang: Lang) -> &'static str {
    lang.pick(
        "Something went wrong on my side; nothing was changed. Please try again in a moment.",
        "Algo ha fallado por mi parte; no se ha cambiado nada. Inténtalo de nuevo en un momento.",
    )
}

#[must_use]
pub fn unknown_button(lang: Lang) -> &'static str {
    lang.pick(
        "I don't recognise that button; nothing was changed.",
        "No reconozco ese botón; no se ha cambiado nada.",
    )
}

#[must_use]
pub fn unknown_command(lang: Lang) -> &'static str {
    lang.pick(
        "I don't have that command any more; Discord may still be updating its list. Try again later.",
        "Ya no tengo ese comando; puede que Discord aún esté actualizando la lista. Inténtalo más tarde.",
    )
}

#[must_use]
pub fn your_turn(lang: Lang) -> &'static str {
    lang.pick("your decision.", "te toca decidir.")
}

#[must_use]
pub fn not_in_guild(lang: Lang) -> &'static str {
    lang.pick(
        "Games are played in a server channel, not in direct messages.",
        "Las partidas se juegan en un canal de un servidor, no por mensaje directo.",
    )
}
