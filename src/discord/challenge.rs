//! Challenges: one member invites another; the invited one accepts or declines.

use serenity::all::ButtonStyle;

use crate::engine::Lang;
use crate::games;
use crate::store::{now, ChallengeStatus, NewChallenge};
use crate::table::{MatchRequest, Table, TableError};

use super::board;
use super::ids::ComponentId;
use super::layout::{button, button_rows, Outgoing};

/// How long a challenge can be accepted.
pub const CHALLENGE_TTL_SECS: i64 = 24 * 3600;

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

fn game_name(game: &str, lang: Lang) -> &'static str {
    games::by_id(game).map_or("?", |e| lang.pick(e.info.name_en, e.info.name_es))
}

/// The refusal of a click on a challenge someone already answered.
fn already_answered(lang: Lang) -> Answer {
    Answer::Refuse(
        lang.pick(
            "This challenge was already answered; start a new one with the game's `challenge` command.",
            "Este desafío ya tiene respuesta; empieza otro con el comando `desafiar` del juego.",
        )
        .to_owned(),
    )
}

/// Records a challenge and returns its public message.
///
/// # Errors
/// A database error.
pub async fn open(table: &Table, new: &NewChallenge<'_>, lang: Lang) -> anyhow::Result<Outgoing> {
    let id = table
        .store()
        .challenge_create(new, CHALLENGE_TTL_SECS)
        .await?;
    let (game, challenger, challenged) = (new.game, new.challenger, new.challenged);
    let expires = now() + CHALLENGE_TTL_SECS;
    let content = format!(
        "<@{challenged}>, <@{challenger}> {} **{}**. {} <t:{expires}:R>.",
        lang.pick(
            "challenges you to a match of",
            "te desafía a una partida de"
        ),
        game_name(game, lang),
        lang.pick("The challenge expires", "El desafío caduca"),
    );
    let buttons = vec![
        button(
            &ComponentId::Accept { challenge_id: id },
            lang.pick("Accept", "Aceptar"),
            ButtonStyle::Success,
        ),
        button(
            &ComponentId::Decline { challenge_id: id },
            lang.pick("Decline", "Rechazar"),
            ButtonStyle::Secondary,
        ),
    ];
    Ok(Outgoing {
        content,
        embed: None,
        components: button_rows(buttons),
        ephemeral: false,
        pings: vec![challenged],
    })
}

/// What answering a challenge produced.
pub enum Answer {
    /// Replace the challenge message with this (a new board, or a closed challenge).
    Update(Box<Outgoing>, Option<i64>),
    /// Tell only the clicker; nothing changed.
    Refuse(String),
}

/// The challenged member accepts (a match starts) or declines.
///
/// # Errors
/// A database error.
pub async fn answer(
    table: &Table,
    id: i64,
    user: u64,
    accept: bool,
    lang: Lang,
) -> Result<Answer, TableError> {
    let store = table.store();
    let Some(ch) = store.challenge_load(id).await? else {
        return Ok(Answer::Refuse(
            lang.pick("I don't know that challenge.", "No conozco ese desafío.")
                .to_owned(),
        ));
    };
    if user != ch.challenged {
        return Ok(Answer::Refuse(format!(
            "{} <@{}> {}",
            lang.pick("Only", "Solo"),
            ch.challenged,
            lang.pick(
                "can answer this challenge.",
                "puede responder a este desafío."
            )
        )));
    }
    let closed = |text: String| {
        Answer::Update(
            Box::new(Outgoing {
                content: text,
                ..Outgoing::default()
            }),
            None,
        )
    };
    if ch.expired_at(now()) {
        store
            .challenge_close(id, ChallengeStatus::Expired, None)
            .await?;
        return Ok(closed(
            lang.pick(
                "⌛ This challenge expired after 24 hours. Start a new one with the command.",
                "⌛ Este desafío caducó tras 24 horas. Empieza otro con el comando.",
            )
            .to_owned(),
        ));
    }
    if ch.status != ChallengeStatus::Open {
        return Ok(already_answered(lang));
    }
    if !accept {
        if !store
            .challenge_close(id, ChallengeStatus::Declined, None)
            .await?
        {
            return Ok(already_answered(lang));
        }
        return Ok(closed(format!(
            "<@{}> {} <@{}>.",
            ch.challenged,
            lang.pick("declined the challenge of", "rechazó el desafío de"),
            ch.challenger
        )));
    }
    if !store
        .challenge_close(id, ChallengeStatus::Accepted, None)
        .await?
    {
        return Ok(already_answered(lang));
    }
    let users = [ch.challenger, ch.challenged];
    let m = table
        .create(&MatchRequest {
            game: &ch.game,
            guild_id: ch.guild_id,
            channel_id: ch.channel_id,
            users: &users,
            options: &ch.options,
            seed: rand::random(),
        })
        .await?;
    let board = board::board(&m, lang);
    Ok(Answer::Update(Box::new(board), Some(m.id)))
}
