//! The public message of a challenge, in the challenge's own language.

use serenity::all::ButtonStyle;

use crate::engine::Lang;
use crate::games;
use crate::i18n::{tr, tr_args};
use crate::table::Challenge;

use super::ids::ComponentId;
use super::layout::{button, button_rows, Outgoing};

/// Who may be challenged: not oneself, not a bot.
#[must_use]
pub fn refuse_opponent(
    challenger: u64,
    opponent: u64,
    opponent_is_bot: bool,
    lang: Lang,
) -> Option<String> {
    if challenger == opponent {
        Some(tr(lang, "challenge-self"))
    } else if opponent_is_bot {
        Some(tr(lang, "challenge-bot"))
    } else {
        None
    }
}

/// A game's name in `lang`.
#[must_use]
pub fn game_name(game: &str, lang: Lang) -> &'static str {
    games::by_id(game).map_or("?", |e| e.info.name(lang))
}

/// An open challenge: who invites whom, until when, and the answer buttons.
#[must_use]
pub fn message(ch: &Challenge) -> Outgoing {
    let lang = ch.lang;
    let content = tr_args(
        lang,
        "challenge-invite",
        &[
            ("challenged", ch.challenged.into()),
            ("challenger", ch.challenger.into()),
            ("game", game_name(&ch.game, lang).into()),
            ("time", ch.expires_at.into()),
        ],
    );
    let buttons = vec![
        button(
            &ComponentId::Accept {
                challenge_id: ch.id,
            },
            &tr(lang, "challenge-accept"),
            ButtonStyle::Success,
        ),
        button(
            &ComponentId::Decline {
                challenge_id: ch.id,
            },
            &tr(lang, "challenge-decline"),
            ButtonStyle::Secondary,
        ),
    ];
    Outgoing {
        content,
        embed: None,
        components: button_rows(buttons),
        ephemeral: false,
        pings: vec![ch.challenged],
        files: Vec::new(),
        picture: None,
    }
}

/// A declined challenge, with no buttons left.
#[must_use]
pub fn declined(ch: &Challenge) -> Outgoing {
    closed_between(ch, "challenge-declined")
}

/// A challenge its challenger took back, with no buttons left.
#[must_use]
pub fn withdrawn(ch: &Challenge) -> Outgoing {
    closed_between(ch, "challenge-withdrawn")
}

/// A closed challenge whose message `id` names both members.
fn closed_between(ch: &Challenge, id: &str) -> Outgoing {
    closed(tr_args(
        ch.lang,
        id,
        &[
            ("challenged", ch.challenged.into()),
            ("challenger", ch.challenger.into()),
        ],
    ))
}

/// A challenge whose time ran out, with no buttons left.
#[must_use]
pub fn expired(ch: &Challenge) -> Outgoing {
    closed(tr(ch.lang, "challenge-expired"))
}

/// A closed challenge or lobby: text only, buttons removed.
#[must_use]
pub fn closed(content: String) -> Outgoing {
    Outgoing {
        content,
        ..Outgoing::default()
    }
}
