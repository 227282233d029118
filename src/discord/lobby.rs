//! The public message of a lobby, in the lobby's own language. The lobby message becomes the
//! board when the match starts.

use serenity::all::{
    ButtonStyle, CreateActionRow, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};

use crate::engine::ismcts::Level;
use crate::engine::Lang;
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
    let mut members: Vec<String> = lobby.members.iter().map(|u| format!("<@{u}>")).collect();
    members.extend(
        lobby
            .bots
            .iter()
            .enumerate()
            .map(|(i, &level)| computer_name(level, lobby.members.len() + i, lang)),
    );
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
    let mut buttons = vec![
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
    if !lobby.bots.is_empty() {
        buttons.push(button(
            &ComponentId::RemoveBot { lobby_id: id },
            &tr(lang, "lobby-remove-bot"),
            ButtonStyle::Secondary,
        ));
    }
    let mut components = button_rows(buttons);
    let levels = entry.map_or(&[][..], |e| e.info.opening.levels);
    if lobby.seated() < max && !levels.is_empty() {
        components.push(add_bot_menu(id, levels, lang));
    }
    Outgoing {
        content,
        embed: None,
        components,
        ephemeral: false,
        pings: Vec::new(),
        files: Vec::new(),
        picture: None,
    }
}

/// The host's menu that seats a computer player of the level picked, among the game's.
fn add_bot_menu(lobby_id: i64, levels: &[Level], lang: Lang) -> CreateActionRow {
    let options = levels
        .iter()
        .map(|l| CreateSelectMenuOption::new(level_name(*l, lang), l.as_str()))
        .collect();
    CreateActionRow::SelectMenu(
        CreateSelectMenu::new(
            ComponentId::AddBot { lobby_id }.to_string(),
            CreateSelectMenuKind::String { options },
        )
        .placeholder(tr(lang, "lobby-add-bot")),
    )
}

pub use crate::i18n::{computer_name, level_name};

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
