//! The global handler of every button and select click. Not a collector: a click on a message
//! sent before a restart works the same.

use serenity::all::{
    ButtonStyle, ComponentInteraction, ComponentInteractionDataKind, Context as SerenityContext,
    CreateInteractionResponse, MessageFlags,
};

use crate::engine::Lang;
use crate::table::TableError;

use super::board::{board, hand};
use super::challenge::{self, Answer};
use super::ids::ComponentId;
use super::layout::{button, button_rows, Outgoing};
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
        ComponentId::Hand { match_id } => match data.table.get(match_id).await {
            Ok(m) => match m.seat_of(user) {
                Some(seat) => {
                    respond_private(ctx, c, hand(&m, seat, lang, None)).await?;
                    // A crash between a move's commit and its board edit leaves the board
                    // behind; the first look at the match after a restart brings it up to date.
                    if data.board_gate(match_id).lock().await.is_none() {
                        refresh_board(data, match_id, lang).await;
                    }
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
                respond(ctx, c, out, clicked_ephemeral(c)).await?;
                refresh_board(data, match_id, lang).await;
                Ok(())
            }
            Err(e) => note(ctx, c, &text::table_error(&e, lang)).await,
        },
        ComponentId::Rematch { match_id } => rematch(ctx, data, c, lang, match_id).await,
        ComponentId::Accept { challenge_id } | ComponentId::Decline { challenge_id } => {
            let accept = matches!(id, ComponentId::Accept { .. });
            match challenge::answer(&data.table, challenge_id, user, accept, lang).await? {
                Answer::Refuse(text) => note(ctx, c, &text).await,
                Answer::Update(out, started) => {
                    // The challenge message becomes the board; remember it before anyone can
                    // play, so the first move already edits it.
                    if let Some(match_id) = started {
                        data.table.set_board(match_id, c.message.id.get()).await?;
                        *data.board_gate(match_id).lock().await = Some(0);
                    }
                    respond(ctx, c, *out, true).await
                }
            }
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
            // The move is committed: only now is it acknowledged.
            respond_private(ctx, c, hand(&moved.after, moved.seat, lang, None)).await?;
            refresh_board(data, match_id, lang).await;
            Ok(())
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
    let Some(&opponent) = m.users.iter().find(|&&u| u != user) else {
        return note(ctx, c, text::unknown_button(lang)).await;
    };
    let out = challenge::open(
        &data.table,
        m.game.info().id,
        m.guild_id,
        m.channel_id,
        user,
        opponent,
        lang,
    )
    .await?;
    respond(ctx, c, out, false).await
}
