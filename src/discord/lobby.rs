//! The public message of a lobby, in the lobby's own language. The lobby message becomes the
//! board when the match starts.

use serenity::all::ButtonStyle;

use crate::games;
use crate::store::Lobby;

use super::challenge::closed;
use super::ids::ComponentId;
use super::layout::{button, button_rows, Outgoing};

/// The lobby message: who is in, the options, and the buttons.
#[must_use]
pub fn message(lobby: &Lobby) -> Outgoing {
    let lang = lobby.lang;
    let entry = games::by_id(&lobby.game);
    let name = entry.map_or("?", |e| lang.pick(e.info.name_en, e.info.name_es));
    let (min, max) = entry.map_or((2, 2), |e| (e.info.min_seats, e.info.max_seats));
    let members: Vec<String> = lobby.members.iter().map(|u| format!("<@{u}>")).collect();
    let options = entry
        .map(|e| (e.describe_options)(&lobby.options, lang))
        .filter(|o| !o.is_empty())
        .map_or_else(String::new, |o| {
            format!(" {} {o}.", lang.pick("Options:", "Opciones:"))
        });
    let content = format!(
        "**{name}** — {} <@{}>. {} ({}/{max}): {}.{options}\n{} {min}–{max} {}. {} <t:{}:R>.",
        lang.pick("table of", "mesa de"),
        lobby.host,
        lang.pick("Players", "Jugadores"),
        members.len(),
        members.join(", "),
        lang.pick("The host starts with", "El anfitrión empieza con"),
        lang.pick("players", "jugadores"),
        lang.pick("The table closes", "La mesa se cierra"),
        lobby.expires_at,
    );
    let id = lobby.id;
    let buttons = vec![
        button(
            &ComponentId::Join { lobby_id: id },
            lang.pick("Join", "Unirse"),
            ButtonStyle::Success,
        ),
        button(
            &ComponentId::Leave { lobby_id: id },
            lang.pick("Leave", "Salir"),
            ButtonStyle::Secondary,
        ),
        button(
            &ComponentId::Start { lobby_id: id },
            lang.pick("Start (host)", "Empezar (anfitrión)"),
            ButtonStyle::Primary,
        ),
        button(
            &ComponentId::Cancel { lobby_id: id },
            lang.pick("Cancel (host)", "Cancelar (anfitrión)"),
            ButtonStyle::Danger,
        ),
    ];
    Outgoing {
        content,
        embed: None,
        components: button_rows(buttons),
        ephemeral: false,
        pings: Vec::new(),
    }
}

/// A lobby the host cancelled.
#[must_use]
pub fn cancelled(lobby: &Lobby) -> Outgoing {
    closed(
        lobby
            .lang
            .pick(
                "The host cancelled this table.",
                "El anfitrión canceló esta mesa.",
            )
            .to_owned(),
    )
}

/// A lobby whose hour ran out.
#[must_use]
pub fn expired(lobby: &Lobby) -> Outgoing {
    closed(
        lobby
            .lang
            .pick(
                "⌛ This table closed after an hour without a start. Open a new one with the command.",
                "⌛ Esta mesa se cerró tras una hora sin empezar. Abre otra con el comando.",
            )
            .to_owned(),
    )
}
