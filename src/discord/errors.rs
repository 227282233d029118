//! One error handler for every command: a localized ephemeral reply, never a raw error.

use poise::FrameworkError;
use serenity::all::{CreateInteractionResponse, CreateInteractionResponseMessage};

use crate::engine::Lang;
use crate::store::StoreError;
use crate::table::TableError;

use super::layout::Outgoing;
use super::text;
use super::types::{Data, Error};

/// Turns a framework error into a reply the player can act on, and logs it.
pub async fn on_error(error: FrameworkError<'_, Data, Error>) {
    if let FrameworkError::UnknownInteraction {
        framework,
        interaction,
        ..
    } = &error
    {
        // A command Discord still lists but this version lacks: a removed or renamed global
        // command lingers for up to an hour. Unanswered, it would fail with no word.
        tracing::warn!(command = %interaction.data.name, "unknown command");
        let lang = Lang::from_locale(&interaction.locale);
        let reply = CreateInteractionResponseMessage::new()
            .content(text::unknown_command(lang))
            .ephemeral(true);
        if let Err(e) = interaction
            .create_response(
                framework.serenity_context,
                CreateInteractionResponse::Message(reply),
            )
            .await
        {
            tracing::warn!(error = %e, "could not answer an unknown command");
        }
        return;
    }
    let Some(ctx) = error.ctx() else {
        tracing::error!(%error, "framework error outside a command");
        return;
    };
    let lang = text::command_lang(ctx);
    let message = match &error {
        FrameworkError::GuildOnly { .. } => text::not_in_guild(lang),
        FrameworkError::ArgumentParse { .. } => crate::i18n::tr(lang, "bad-option"),
        // The only check there is: the bot is stopping (see [`command_check`]).
        FrameworkError::CommandCheckFailed { error: None, .. } => text::restarting(lang),
        FrameworkError::Command { error, .. } if store_unavailable(error) => {
            tracing::warn!(%error, command = %ctx.command().qualified_name, "the database cannot take a command now");
            text::store_unavailable(lang)
        }
        _ => {
            tracing::error!(%error, command = %ctx.command().qualified_name, "command failed");
            text::something_went_wrong(lang)
        }
    };
    if let Err(e) = super::commands::answer(ctx, Outgoing::note(message)).await {
        tracing::warn!(error = %e, "could not report a command error");
    }
}

/// Whether a command or a click failed because the database cannot take it now.
pub(super) fn store_unavailable(error: &Error) -> bool {
    error
        .downcast_ref::<StoreError>()
        .is_some_and(StoreError::unavailable)
        || matches!(error.downcast_ref::<TableError>(), Some(TableError::Store(s)) if s.unavailable())
}

/// Every command's check: none starts once the bot is stopping; one that starts holds the
/// stop until it is answered.
///
/// # Errors
/// Never: a refused command is `Ok(false)`.
pub async fn command_check(ctx: super::types::Context<'_>) -> Result<bool, Error> {
    match ctx.data().stopping.begin() {
        Some(work) => {
            ctx.set_invocation_data(work).await;
            Ok(true)
        }
        None => Ok(false),
    }
}
