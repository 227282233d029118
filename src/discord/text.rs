//! What the bot says outside the game panels: messages from the Fluent files, chosen by the
//! kind of a refusal or event.

use crate::engine::Lang;
use crate::i18n::tr;

use super::types::Context;

/// The language to answer a command in: the caller's Discord language.
#[must_use]
pub fn command_lang(ctx: Context<'_>) -> Lang {
    ctx.locale().map_or(Lang::En, Lang::from_locale)
}

/// The language of a public message (a challenge, a lobby, a board), fixed when it opens: the
/// server's preferred locale when it is English or Spanish, else the opener's own.
#[must_use]
pub fn public_lang(guild_locale: Option<&str>, opener_locale: &str) -> Lang {
    match guild_locale {
        Some(l) if l.starts_with("en") || l.starts_with("es") => Lang::from_locale(l),
        _ => Lang::from_locale(opener_locale),
    }
}

pub use crate::i18n::refusals::{something_went_wrong, store_unavailable, table_error};

/// The bot is stopping and takes no new work.
pub fn restarting(lang: Lang) -> String {
    tr(lang, "restarting")
}

#[must_use]
pub fn unknown_button(lang: Lang) -> String {
    tr(lang, "unknown-button")
}

#[must_use]
pub fn unknown_command(lang: Lang) -> String {
    tr(lang, "unknown-command")
}

#[must_use]
pub fn not_in_guild(lang: Lang) -> String {
    tr(lang, "not-in-guild")
}
