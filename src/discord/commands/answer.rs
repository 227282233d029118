//! A command's answer through our own REST client, as a click's is: a 429 on it is waited out
//! instead of losing it (a challenge stored but never shown would hold a place under the cap
//! and could not be answered).

use std::sync::atomic::Ordering;

use serde_json::json;
use serenity::all::{CreateAttachment, CreateInteractionResponse};

use crate::discord::layout::Outgoing;
use crate::discord::types::{Context, Error};

/// Sends `out` as the command's answer: its first response, or after a deferral the follow-up
/// that takes the deferral's place.
///
/// # Errors
/// Discord refused it, or it could not be sent.
pub async fn answer(ctx: Context<'_>, out: Outgoing) -> Result<(), Error> {
    answer_shown(ctx, out).await.map(drop)
}

/// [`answer`], returning the id of the message it made, when known (read afterwards from
/// Discord for a first response).
///
/// # Errors
/// As [`answer`], or the id could not be read.
pub async fn answer_shown(ctx: Context<'_>, out: Outgoing) -> Result<Option<u64>, Error> {
    answer_with_file(ctx, out, None).await
}

/// [`answer_shown`] with a file attached (a replay).
///
/// # Errors
/// As [`answer`].
pub async fn answer_with_file(
    ctx: Context<'_>,
    out: Outgoing,
    file: Option<CreateAttachment>,
) -> Result<Option<u64>, Error> {
    let mut out = out.drawn();
    // A message carries one file: a board's picture, or a replay (never both); it is id 0 of
    // the form.
    out.files.extend(file);
    let poise::Context::Application(app) = ctx else {
        let sent = ctx.send(out.reply()).await?;
        return Ok(Some(sent.message().await?.id.get()));
    };
    let rest = &ctx.data().rest;
    let token = &app.interaction.token;
    let files: Vec<CreateAttachment> = out.files.clone();
    let message = out.response();
    if app.has_sent_initial_response.load(Ordering::SeqCst) {
        let body = serde_json::to_value(message)?;
        rest.followup_with_files(token, &body, &files).await
    } else {
        let body = CreateInteractionResponse::Message(message);
        rest.respond_with_files(app.interaction.id, token, &body, &files)
            .await?;
        app.has_sent_initial_response.store(true, Ordering::SeqCst);
        rest.original_message(token).await.map(Some)
    }
}

/// Acknowledges the command now ("thinking…", public or `private`), to answer it later.
///
/// # Errors
/// The acknowledgement was refused or could not be sent.
pub async fn defer(ctx: Context<'_>, private: bool) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    if app.has_sent_initial_response.load(Ordering::SeqCst) {
        return Ok(());
    }
    let rest = &ctx.data().rest;
    let body = if private {
        json!({"type": 5, "data": {"flags": 64}})
    } else {
        json!({"type": 5})
    };
    rest.respond(app.interaction.id, &app.interaction.token, &body)
        .await?;
    app.has_sent_initial_response.store(true, Ordering::SeqCst);
    Ok(())
}
