//! The language a player reads: every word the bot says comes in English and Spanish.

/// The language of a reply, from the interaction's locale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    Es,
}

impl Lang {
    /// Spanish for every `es*` Discord locale (`es-ES`, `es-419`), English otherwise.
    #[must_use]
    pub fn from_locale(locale: &str) -> Lang {
        if locale.to_ascii_lowercase().starts_with("es") {
            Lang::Es
        } else {
            Lang::En
        }
    }

    /// The text in this language.
    #[must_use]
    pub fn pick<'a>(self, en: &'a str, es: &'a str) -> &'a str {
        match self {
            Lang::En => en,
            Lang::Es => es,
        }
    }
}
