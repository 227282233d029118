//! Lobbies for games of more than two: Join / Leave for everyone, Start / Cancel for the host.
//! The lobby message becomes the board when the match starts.

use serde_json::Value;
use serenity::all::ButtonStyle;

use crate::engine::Lang;
use crate::games;
use crate::store::{now, Lobby, LobbyStatus};
use crate::table::{MatchRequest, Table, TableError};

use super::board;
use super::challenge::Answer;
use super::ids::ComponentId;
use super::layout::{button, button_rows, Outgoing};

const CLOSED_EN: &str =
    "This table is already closed; open a new one with the game's `new` command.";
const CLOSED_ES: &str = "Esta mesa ya está cerrada; abre otra con el comando `nueva` del juego.";

/// How long a lobby waits for its start.
pub const LOBBY_TTL_SECS: i64 = 3600;

/// The lobby message: who is in, the options, and the buttons.
#[must_use]
pub fn message(lobby: &Lobby, lang: Lang) -> Outgoing {
    let entry = games::by_id(&lobby.game);
    let name = entry.map_or("?", |e| lang.pick(e.info.name_en, e.info.name_es));
    let (min, max) = entry.map_or((2, 2), |e| (e.info.min_seats, e.info.max_seats));
    let members: Vec<String> = lobby.members.iter().map(|u| format!("<@{u}>")).collect();
    let options = options_text(&lobby.options, lang);
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

fn options_text(options: &Value, lang: Lang) -> String {
    let mut parts = Vec::new();
    if options["todo-o-nada"] == Value::Bool(true) {
        parts.push(lang.pick("all or nothing", "todo o nada").to_owned());
    }
    if let Some(d) = options["decks"].as_u64() {
        parts.push(format!("{d} {}", lang.pick("deck(s)", "baraja(s)")));
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!(
            " {} {}.",
            lang.pick("Options:", "Opciones:"),
            parts.join(", ")
        )
    }
}

/// Opens a lobby with `members` (the host first) and returns its public message.
///
/// # Errors
/// A database error.
pub async fn open(
    table: &Table,
    game: &str,
    guild_id: u64,
    channel_id: u64,
    members: &[u64],
    options: &Value,
    lang: Lang,
) -> anyhow::Result<Outgoing> {
    let store = table.store();
    let id = store
        .lobby_create(game, guild_id, channel_id, members, options, LOBBY_TTL_SECS)
        .await?;
    let lobby = store.lobby_load(id).await?.expect("just created");
    Ok(message(&lobby, lang))
}

/// What a lobby button asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    Join,
    Leave,
    Start,
    Cancel,
}

fn closed(text: &str) -> Answer {
    Answer::Update(
        Box::new(Outgoing {
            content: text.to_owned(),
            ..Outgoing::default()
        }),
        None,
    )
}

/// Handles Join, Leave, Start and Cancel.
///
/// # Errors
/// A database error, or a match that cannot be created.
pub async fn answer(
    table: &Table,
    id: i64,
    user: u64,
    action: Action,
    lang: Lang,
) -> Result<Answer, TableError> {
    let store = table.store();
    let refuse = |en: &str, es: &str| Ok(Answer::Refuse(lang.pick(en, es).to_owned()));
    let Some(lobby) = store.lobby_load(id).await? else {
        return refuse(
            "I don't know that table; open a new one with the game's `new` command.",
            "No conozco esa mesa; abre otra con el comando `nueva` del juego.",
        );
    };
    if lobby.expired_at(now()) {
        store.lobby_close(id, LobbyStatus::Expired, None).await?;
        return Ok(closed(lang.pick(
            "⌛ This table closed after an hour without a start. Open a new one with the command.",
            "⌛ Esta mesa se cerró tras una hora sin empezar. Abre otra con el comando.",
        )));
    }
    if lobby.status != LobbyStatus::Open {
        return refuse(CLOSED_EN, CLOSED_ES);
    }
    let max = games::by_id(&lobby.game).map_or(2, |e| e.info.max_seats);
    let min = games::by_id(&lobby.game).map_or(2, |e| e.info.min_seats);
    let host_only = matches!(action, Action::Start | Action::Cancel);
    if host_only && user != lobby.host {
        return refuse(
            "Only the host can do that.",
            "Solo el anfitrión puede hacer eso.",
        );
    }
    match action {
        Action::Join if lobby.members.contains(&user) => {
            refuse("You are already at this table.", "Ya estás en esta mesa.")
        }
        Action::Join if lobby.members.len() >= max => {
            refuse("This table is full.", "Esta mesa está completa.")
        }
        Action::Join => {
            store.lobby_join(id, user).await?;
            let lobby = store.lobby_load(id).await?.expect("exists");
            Ok(Answer::Update(Box::new(message(&lobby, lang)), None))
        }
        Action::Leave if user == lobby.host => refuse(
            "The host cannot leave; cancel the table instead.",
            "El anfitrión no puede salir; cancela la mesa.",
        ),
        Action::Leave if !lobby.members.contains(&user) => refuse(
            "You are not at this table; click Join to sit down.",
            "No estás en esta mesa; pulsa Unirse para sentarte.",
        ),
        Action::Leave => {
            store.lobby_leave(id, user).await?;
            let lobby = store.lobby_load(id).await?.expect("exists");
            Ok(Answer::Update(Box::new(message(&lobby, lang)), None))
        }
        Action::Cancel => {
            store.lobby_close(id, LobbyStatus::Cancelled, None).await?;
            Ok(closed(lang.pick(
                "The host cancelled this table.",
                "El anfitrión canceló esta mesa.",
            )))
        }
        Action::Start if lobby.members.len() < min => Ok(Answer::Refuse(format!(
            "{} {min} {}",
            lang.pick("A match needs at least", "Una partida necesita al menos"),
            lang.pick("players.", "jugadores.")
        ))),
        Action::Start => {
            if !store.lobby_close(id, LobbyStatus::Started, None).await? {
                return refuse(CLOSED_EN, CLOSED_ES);
            }
            let m = table
                .create(&MatchRequest {
                    game: &lobby.game,
                    guild_id: lobby.guild_id,
                    channel_id: lobby.channel_id,
                    users: &lobby.members,
                    options: &lobby.options,
                    seed: rand::random(),
                })
                .await?;
            Ok(Answer::Update(Box::new(board::board(&m, lang)), Some(m.id)))
        }
    }
}
