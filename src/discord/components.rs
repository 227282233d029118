//! The global handler of every button and select click. Not a collector: a click on a message
//! sent before a restart works the same.

use serenity::all::{
    ButtonStyle, ComponentInteraction, ComponentInteractionDataKind, Context as SerenityContext,
    CreateInteractionResponse, MessageFlags,
};

use crate::engine::Lang;
use crate::store::NewChallenge;
use crate::table::TableError;

use super::board::{board, hand};
use super::challenge::{self, Answer};
use super::ids::ComponentId;
use super::layout::{button, button_rows, Outgoing};
use super::lobby;
use super::text;
use super::types::Data;

/// The clicker's language.
fn lang_of(c: &ComponentInteraction) -> Lang {
    Lang::from_locale(&c.locale)
}

/// Whether the clicked message is an ephemeral one (a hand), which may be updated in place
/// with private content. A public message never is.
fn clicked_ephemeral(c: &ComponentInteraction) -> bool {
    c.message
        .flags
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL))
}

async fn respond(
    ctx: &SerenityContext,
    c: &ComponentInteraction,
    out: Outgoing,
    update: bool,
) -> anyhow::Result<()> {
    let response = if update {
        CreateInteractionResponse::UpdateMessage(out.response())
    } else {
        CreateInteractionResponse::Message(out.response())
    };
    c.create_response(&ctx.http, response).await?;
    Ok(())
}

/// Private content goes in place of the clicked hand, or as a new ephemeral message when the
/// click came from a public message.
async fn respond_private(
    ctx: &SerenityContext,
    c: &ComponentInteraction,
    mut out: Outgoing,
) -> anyhow::Result<()> {
    out.ephemeral = true;
    let update = clicked_ephemeral(c);
    respond(ctx, c, out, update).await
}

async fn note(ctx: &SerenityContext, c: &ComponentInteraction, text: &str) -> anyhow::Result<()> {
    respond(ctx, c, Outgoing::note(text), false).await
}

/// The end of a click whose change is committed. When its answer failed (too late, most
/// likely), the generic "nothing was changed" note would be false: log it instead; the board
/// shows the change.
fn after_commit(answered: anyhow::Result<()>, c: &ComponentInteraction) -> anyhow::Result<()> {
    if let Err(e) = answered {
        tracing::warn!(error = %e, custom_id = %c.data.custom_id, "could not answer a committed click");
    }
    Ok(())
}

/// Handles one click; always answers the interaction.
pub async fn handle(ctx: &SerenityContext, data: &Data, c: &ComponentInteraction) {
    let lang = lang_of(c);
    if let Err(e) = dispatch(ctx, data, c, lang).await {
        tracing::error!(error = %e, custom_id = %c.data.custom_id, "component failed");
        // The interaction may already be answered; then this fails too, which is fine.
        let _ = note(ctx, c, text::something_went_wrong(lang)).await;
    }
}

async fn dispatch(
    ctx: &SerenityContext,
    data: &Data,
    c: &ComponentInteraction,
    lang: Lang,
) -> anyhow::Result<()> {
    let Ok(id) = c.data.custom_id.parse::<ComponentId>() else {
        return note(ctx, c, text::unknown_button(lang)).await;
    };
    let user = c.user.id.get();
    match id {
        ComponentId::Move {
            match_id,
            version,
            notation,
        } => play(ctx, data, c, lang, match_id, version, &notation).await,
        ComponentId::Select {
            match_id, version, ..
        } => {
            let chosen = match &c.data.kind {
                ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
                _ => None,
            };
            match chosen {
                Some(notation) => play(ctx, data, c, lang, match_id, version, &notation).await,
                None => note(ctx, c, text::unknown_button(lang)).await,
            }
        }
        ComponentId::Compose {
            match_id,
            version,
            prefix,
        } => {
            let chosen = match &c.data.kind {
                ComponentInteractionDataKind::StringSelect { values } if !values.is_empty() => {
                    let picks: Vec<&str> = values
                        .iter()
                        .map(|v| v.split('#').next().unwrap_or_default())
                        .collect();
                    Some(format!("{prefix} {}", picks.join(" ")))
                }
                _ => None,
            };
            match chosen {
                Some(notation) => play(ctx, data, c, lang, match_id, version, &notation).await,
                None => note(ctx, c, text::unknown_button(lang)).await,
            }
        }
        ComponentId::Hand { match_id } => match data.table.get(match_id).await {
            Ok(m) => match m.seat_of(user) {
                Some(seat) => {
                    respond_private(ctx, c, hand(&m, seat, lang, None)).await?;
                    // A board left behind (an edit Discord refused, or a crash between a move's
                    // commit and its edit) catches up when a player next looks at the match;
                    // an up-to-date board costs no REST call.
                    refresh_board(data, match_id, lang).await;
                    Ok(())
                }
                None => note(ctx, c, &text::table_error(&TableError::NotSeated, lang)).await,
            },
            Err(e) => note(ctx, c, &text::table_error(&e, lang)).await,
        },
        ComponentId::Resign { match_id } => {
            let refusal = match data.table.get(match_id).await {
                Ok(m) if m.is_over() => Some(TableError::Over),
                Ok(m) if m.seat_of(user).is_none() => Some(TableError::NotSeated),
                Ok(_) => None,
                Err(e) => Some(e),
            };
            if let Some(e) = refusal {
                return note(ctx, c, &text::table_error(&e, lang)).await;
            }
            let confirm = button(
                &ComponentId::ResignConfirm { match_id },
                lang.pick("Yes, resign", "Sí, rendirme"),
                ButtonStyle::Danger,
            );
            let out = Outgoing {
                content: lang
                    .pick(
                        "Do you really want to resign? The match counts as a loss for you.",
                        "¿Seguro que quieres rendirte? La partida contará como derrota.",
                    )
                    .to_owned(),
                components: button_rows(vec![confirm]),
                ephemeral: true,
                ..Outgoing::default()
            };
            respond(ctx, c, out, false).await
        }
        ComponentId::ResignConfirm { match_id } => match data.table.resign(match_id, user).await {
            Ok(_) => {
                let out = Outgoing::note(lang.pick("You resigned.", "Te has rendido."));
                let answered = respond(ctx, c, out, clicked_ephemeral(c)).await;
                refresh_board(data, match_id, lang).await;
                after_commit(answered, c)
            }
            Err(e) => note(ctx, c, &text::table_error(&e, lang)).await,
        },
        ComponentId::Rematch { match_id } => rematch(ctx, data, c, lang, match_id).await,
        ComponentId::Accept { challenge_id } | ComponentId::Decline { challenge_id } => {
            let accept = matches!(id, ComponentId::Accept { .. });
            let answer = challenge::answer(&data.table, challenge_id, user, accept, lang).await?;
            settle(ctx, data, c, lang, answer).await
        }
        ComponentId::Join { lobby_id }
        | ComponentId::Leave { lobby_id }
        | ComponentId::Start { lobby_id }
        | ComponentId::Cancel { lobby_id } => {
            let action = match id {
                ComponentId::Join { .. } => lobby::Action::Join,
                ComponentId::Leave { .. } => lobby::Action::Leave,
                ComponentId::Start { .. } => lobby::Action::Start,
                _ => lobby::Action::Cancel,
            };
            let answer = lobby::answer(&data.table, lobby_id, user, action, lang).await?;
            settle(ctx, data, c, lang, answer).await
        }
    }
}

/// Answers a click on a challenge or a lobby: a refusal privately, a change in place; when a
/// match started, the message becomes its board.
async fn settle(
    ctx: &SerenityContext,
    data: &Data,
    c: &ComponentInteraction,
    lang: Lang,
    answer: Answer,
) -> anyhow::Result<()> {
    match answer {
        Answer::Refuse(text) => note(ctx, c, &text).await,
        Answer::Update(out, None) => respond(ctx, c, *out, true).await,
        Answer::Update(board, Some(match_id)) => {
            data.table.set_board(match_id, c.message.id.get()).await?;
            let answered = respond(ctx, c, *board, true).await;
            if answered.is_ok() {
                data.board_gate(match_id).lock().await.get_or_insert(0);
            } else {
                // The match is stored: show its board by editing the message, or it would stay
                // a challenge or lobby nobody can answer any more.
                refresh_board(data, match_id, lang).await;
            }
            after_commit(answered, c)
        }
    }
}

async fn play(
    ctx: &SerenityContext,
    data: &Data,
    c: &ComponentInteraction,
    lang: Lang,
    match_id: i64,
    version: i64,
    notation: &str,
) -> anyhow::Result<()> {
    let user = c.user.id.get();
    match data.table.play(match_id, user, version, notation).await {
        Ok(moved) => {
            // The move is committed: only now is it acknowledged, and the board shows it even
            // if the answer came too late.
            let answered =
                respond_private(ctx, c, hand(&moved.after, moved.seat, lang, None)).await;
            refresh_board(data, match_id, lang).await;
            after_commit(answered, c)
        }
        Err(TableError::Store(e)) => Err(e),
        Err(e) => {
            let why = text::table_error(&e, lang);
            match data.table.get(match_id).await {
                Ok(m) => match m.seat_of(user) {
                    Some(seat) => respond_private(ctx, c, hand(&m, seat, lang, Some(&why))).await,
                    None => note(ctx, c, &why).await,
                },
                Err(_) => note(ctx, c, &why).await,
            }
        }
    }
}

/// Edits the public board to the match's latest state. Edits of one match are serialized and
/// never go back to an older version.
pub async fn refresh_board(data: &Data, match_id: i64, lang: Lang) {
    let gate = data.board_gate(match_id);
    let mut shown = gate.lock().await;
    let m = match data.table.get(match_id).await {
        Ok(m) => m,
        Err(e) => {
            tracing::warn!(match_id, error = %e, "cannot load match to refresh its board");
            return;
        }
    };
    let Some(message) = m.board_message_id else {
        return;
    };
    if *shown >= Some(m.version) {
        return;
    }
    match data
        .rest
        .edit_message(m.channel_id, message, &board(&m, lang).edit())
        .await
    {
        Ok(()) => *shown = Some(m.version),
        Err(e) => tracing::warn!(match_id, error = %e, "board edit failed"),
    }
}

async fn rematch(
    ctx: &SerenityContext,
    data: &Data,
    c: &ComponentInteraction,
    lang: Lang,
    match_id: i64,
) -> anyhow::Result<()> {
    let user = c.user.id.get();
    let m = match data.table.get(match_id).await {
        Ok(m) => m,
        Err(e) => return note(ctx, c, &text::table_error(&e, lang)).await,
    };
    if m.seat_of(user).is_none() {
        return note(ctx, c, &text::table_error(&TableError::NotSeated, lang)).await;
    }
    if !m.is_over() {
        return note(
            ctx,
            c,
            lang.pick(
                "This match is still being played.",
                "Esta partida todavía se está jugando.",
            ),
        )
        .await;
    }
    if m.users.len() > 2 {
        // Same seats again: a table with everyone already in it, the clicker as host.
        let mut members = vec![user];
        members.extend(m.users.iter().copied().filter(|&u| u != user));
        let out = lobby::open(
            &data.table,
            m.game.info().id,
            m.guild_id,
            m.channel_id,
            &members,
            &m.options,
            lang,
        )
        .await?;
        return respond(ctx, c, out, false).await;
    }
    let Some(&opponent) = m.users.iter().find(|&&u| u != user) else {
        return note(ctx, c, text::unknown_button(lang)).await;
    };
    let new = NewChallenge {
        game: m.game.info().id,
        guild_id: m.guild_id,
        channel_id: m.channel_id,
        challenger: user,
        challenged: opponent,
        options: &m.options,
    };
    let out = challenge::open(&data.table, &new, lang).await?;
    respond(ctx, c, out, false).await
}
