//! One error handler for every command: a localized ephemeral reply, never a raw error.

use poise::{CreateReply, FrameworkError};

use crate::engine::Lang;

use super::text;
use super::types::{Data, Error};

/// Turns a framework error into a reply the player can act on, and logs it.
pub async fn on_error(error: FrameworkError<'_, Data, Error>) {
    let Some(ctx) = error.ctx() else {
        tracing::error!(%error, "framework error outside a command");
        return;
    };
    let lang = ctx.locale().map_or(Lang::En, Lang::from_locale);
    let message = match &error {
        FrameworkError::GuildOnly { .. } => text::not_in_guild(lang).to_owned(),
        FrameworkError::ArgumentParse { .. } => lang
            .pick(
                "I could not read one of the options. Please check them and try again.",
                "No he podido leer una de las opciones. Revísalas e inténtalo de nuevo.",
            )
            .to_owned(),
        _ => {
            tracing::error!(%error, command = %ctx.command().qualified_name, "command failed");
            text::something_went_wrong(lang).to_owned()
        }
    };
    if let Err(e) = ctx
        .send(CreateReply::default().content(message).ephemeral(true))
        .await
    {
        tracing::warn!(error = %e, "could not report a command error");
    }
}
