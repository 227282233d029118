//! The public message of a lobby, in the lobby's own language. The lobby message becomes the
//! board when the match starts.

use serenity::all::ButtonStyle;

use crate::games;
use crate::i18n::{tr, tr_args};
use crate::table::Lobby;

use super::challenge::closed;
use super::ids::ComponentId;
use super::layout::{button, button_rows, Outgoing};

/// The lobby message: who is in, the options, and the buttons.
#[must_use]
pub fn message(lobby: &Lobby) -> Outgoing {
    let lang = lobby.lang;
    let entry = games::by_id(&lobby.game);
    let name = entry.map_or("?", |e| e.info.name(lang));
    let (min, max) = entry.map_or((2, 2), |e| (e.info.min_seats, e.info.max_seats));
    let members: Vec<String> = lobby.members.iter().map(|u| format!("<@{u}>")).collect();
    let options = entry
        .map(|e| (e.describe_options)(&lobby.options, lang))
        .filter(|o| !o.is_empty())
        .map_or_else(String::new, |o| {
            tr_args(lang, "lobby-options", &[("options", o.into())])
        });
    let content = tr_args(
        lang,
        "lobby-message",
        &[
            ("game", name.into()),
            ("host", lobby.host.into()),
            ("count", members.len().into()),
            ("max", max.into()),
            ("min", min.into()),
            ("members", members.join(", ").into()),
            ("options", options.into()),
            ("time", lobby.expires_at.into()),
        ],
    );
    let id = lobby.id;
    let buttons = vec![
        button(
            &ComponentId::Join { lobby_id: id },
            &tr(lang, "lobby-join"),
            ButtonStyle::Success,
        ),
        button(
            &ComponentId::Leave { lobby_id: id },
            &tr(lang, "lobby-leave"),
            ButtonStyle::Secondary,
        ),
        button(
            &ComponentId::Start { lobby_id: id },
            &tr(lang, "lobby-start"),
            ButtonStyle::Primary,
        ),
        button(
            &ComponentId::Cancel { lobby_id: id },
            &tr(lang, "lobby-cancel"),
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
    closed(tr(lobby.lang, "lobby-cancelled"))
}

/// A lobby a server manager closed.
#[must_use]
pub fn ended(lobby: &Lobby, by: u64) -> Outgoing {
    closed(tr_args(lobby.lang, "lobby-ended", &[("user", by.into())]))
}

/// A lobby whose hour ran out.
#[must_use]
pub fn expired(lobby: &Lobby) -> Outgoing {
    closed(tr(lobby.lang, "lobby-expired"))
}
