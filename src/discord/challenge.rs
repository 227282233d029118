//! The public message of a challenge, in the challenge's own language.

use serenity::all::ButtonStyle;

use crate::engine::Lang;
use crate::games;
use crate::store::Challenge;

use super::ids::ComponentId;
use super::layout::{button, button_rows, Outgoing};

/// Who may be challenged: not oneself, not a bot.
#[must_use]
pub fn refuse_opponent(
    challenger: u64,
    opponent: u64,
    opponent_is_bot: bool,
    lang: Lang,
) -> Option<&'static str> {
    if challenger == opponent {
        Some(lang.pick(
            "You cannot challenge yourself. Pick another member.",
            "No puedes desafiarte a ti mismo. Elige a otra persona.",
        ))
    } else if opponent_is_bot {
        Some(lang.pick(
            "Bots cannot play (yet). Challenge a person.",
            "Los bots no pueden jugar (todavía). Desafía a una persona.",
        ))
    } else {
        None
    }
}

/// A game's name in `lang`.
#[must_use]
pub fn game_name(game: &str, lang: Lang) -> &'static str {
    games::by_id(game).map_or("?", |e| lang.pick(e.info.name_en, e.info.name_es))
}

/// An open challenge: who invites whom, until when, and the answer buttons.
#[must_use]
pub fn message(ch: &Challenge) -> Outgoing {
    let lang = ch.lang;
    let content = format!(
        "<@{}>, <@{}> {} **{}**. {} <t:{}:R>.",
        ch.challenged,
        ch.challenger,
        lang.pick(
            "challenges you to a match of",
            "te desafía a una partida de"
        ),
        game_name(&ch.game, lang),
        lang.pick("The challenge expires", "El desafío caduca"),
        ch.expires_at,
    );
    let buttons = vec![
        button(
            &ComponentId::Accept {
                challenge_id: ch.id,
            },
            lang.pick("Accept", "Aceptar"),
            ButtonStyle::Success,
        ),
        button(
            &ComponentId::Decline {
                challenge_id: ch.id,
            },
            lang.pick("Decline", "Rechazar"),
            ButtonStyle::Secondary,
        ),
    ];
    Outgoing {
        content,
        embed: None,
        components: button_rows(buttons),
        ephemeral: false,
        pings: vec![ch.challenged],
    }
}

/// A declined challenge, with no buttons left.
#[must_use]
pub fn declined(ch: &Challenge) -> Outgoing {
    closed(format!(
        "<@{}> {} <@{}>.",
        ch.challenged,
        ch.lang
            .pick("declined the challenge of", "rechazó el desafío de"),
        ch.challenger
    ))
}

/// A challenge whose time ran out, with no buttons left.
#[must_use]
pub fn expired(ch: &Challenge) -> Outgoing {
    closed(
        ch.lang
            .pick(
                "⌛ This challenge expired after 24 hours. Start a new one with the command.",
                "⌛ Este desafío caducó tras 24 horas. Empieza otro con el comando.",
            )
            .to_owned(),
    )
}

/// A closed challenge or lobby: text only, buttons removed.
#[must_use]
pub fn closed(content: String) -> Outgoing {
    Outgoing {
        content,
        ..Outgoing::default()
    }
}
