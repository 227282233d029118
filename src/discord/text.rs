//! What the bot says outside the game panels, in English and Spanish.

use crate::engine::Lang;
use crate::store::QuotaRefusal;
use crate::table::{Refusal, TableError};

use super::types::Context;

/// The language to answer a command in: the caller's Discord language.
#[must_use]
pub fn command_lang(ctx: Context<'_>) -> Lang {
    ctx.locale().map_or(Lang::En, Lang::from_locale)
}

/// The language of a public message (a challenge, a lobby, a board), fixed when it opens: the
/// server's preferred locale when it is English or Spanish, else the opener's own.
#[must_use]
pub fn public_lang(guild_locale: Option<&str>, opener_locale: &str) -> Lang {
    match guild_locale {
        Some(l) if l.starts_with("en") || l.starts_with("es") => Lang::from_locale(l),
        _ => Lang::from_locale(opener_locale),
    }
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
        TableError::Refused(r) => refusal(*r, l),
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

/// Why a click on a challenge or a lobby did nothing.
#[must_use]
pub fn refusal(r: Refusal, l: Lang) -> String {
    let s = |en: &str, es: &str| l.pick(en, es).to_owned();
    match r {
        Refusal::UnknownChallenge => s("I don't know that challenge.", "No conozco ese desafío."),
        Refusal::NotChallenged(who) => format!(
            "{} <@{who}> {}",
            l.pick("Only", "Solo"),
            l.pick("can answer this challenge.", "puede responder a este desafío.")
        ),
        Refusal::AlreadyAnswered => s(
            "This challenge was already answered; start a new one with the game's `challenge` command.",
            "Este desafío ya tiene respuesta; empieza otro con el comando `desafiar` del juego.",
        ),
        Refusal::UnknownLobby => s(
            "I don't know that table; open a new one with the game's `new` command.",
            "No conozco esa mesa; abre otra con el comando `nueva` del juego.",
        ),
        Refusal::LobbyClosed => s(
            "This table is already closed; open a new one with the game's `new` command.",
            "Esta mesa ya está cerrada; abre otra con el comando `nueva` del juego.",
        ),
        Refusal::HostOnly => s("Only the host can do that.", "Solo el anfitrión puede hacer eso."),
        Refusal::AlreadyInLobby => s("You are already at this table.", "Ya estás en esta mesa."),
        Refusal::LobbyFull => s("This table is full.", "Esta mesa está completa."),
        Refusal::HostCannotLeave => s(
            "The host cannot leave; cancel the table instead.",
            "El anfitrión no puede salir; cancela la mesa.",
        ),
        Refusal::NotInLobby => s(
            "You are not at this table; click Join to sit down.",
            "No estás en esta mesa; pulsa Unirse para sentarte.",
        ),
        Refusal::TooFewPlayers(min) => format!(
            "{} {min} {}",
            l.pick("A match needs at least", "Una partida necesita al menos"),
            l.pick("players.", "jugadores.")
        ),
        Refusal::MembersChanged => s(
            "Someone joined or left just now; check the players and click Start again.",
            "Alguien acaba de entrar o salir; revisa los jugadores y pulsa Empezar otra vez.",
        ),
        Refusal::Quota(QuotaRefusal::TooMany(n)) => format!(
            "{} ({n}). {}",
            l.pick(
                "You already have as many open invitations as allowed",
                "Ya tienes todas las invitaciones abiertas que se permiten"
            ),
            l.pick(
                "Wait until one is answered or expires.",
                "Espera a que respondan a alguna o caduque."
            )
        ),
        Refusal::Quota(QuotaRefusal::Cooldown(at)) => format!(
            "{} <t:{at}:R>.",
            l.pick(
                "You just sent an invitation; you can send another",
                "Acabas de enviar una invitación; podrás enviar otra"
            )
        ),
    }
}
