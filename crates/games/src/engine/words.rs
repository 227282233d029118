//! Words for people, in English and Spanish, from Fluent texts compiled into the binary. Code
//! names a message and its arguments; the texts hold the words, so a translator changes text
//! without touching code. Each game keeps its own texts in its folder (`locales/en-US.ftl`,
//! `locales/es-ES.ftl`, declared by [`game_words!`](crate::game_words)); the bot's shared
//! ones are read by `crate::i18n`.

use std::sync::{LazyLock, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use super::lang::Lang;

static EN: LazyLock<LanguageIdentifier> = LazyLock::new(|| "en-US".parse().expect("a locale"));
static ES: LazyLock<LanguageIdentifier> = LazyLock::new(|| "es-ES".parse().expect("a locale"));

type Bundle = FluentBundle<FluentResource>;

/// The messages of one part of the bot, as Fluent texts per language, parsed at the first
/// lookup.
pub struct Words {
    en: &'static [&'static str],
    es: &'static [&'static str],
    bundles: OnceLock<[Bundle; 2]>,
}

impl Words {
    /// The messages of the texts `en` (English) and `es` (Spanish).
    #[must_use]
    pub const fn new(en: &'static [&'static str], es: &'static [&'static str]) -> Words {
        Words {
            en,
            es,
            bundles: OnceLock::new(),
        }
    }

    /// The message `id` in `lang`. A missing message shows its id (and a test fails on it).
    #[must_use]
    pub fn tr(&self, lang: Lang, id: &str) -> String {
        self.tr_args(lang, id, &[])
    }

    /// The message `id` in `lang`, or `None` when no language has it: for callers that must
    /// tell a missing message from its text, unlike [`Words::tr`], which shows the id.
    #[must_use]
    pub fn try_tr(&self, lang: Lang, id: &str) -> Option<String> {
        self.lookup(lang, id, None)
    }

    /// The message `id` in `lang` with named arguments.
    #[must_use]
    pub fn tr_args(&self, lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
        self.try_tr_args(lang, id, args)
            .unwrap_or_else(|| id.to_owned())
    }

    /// The message `id` in `lang` with named arguments, or `None` when no language has it.
    #[must_use]
    pub fn try_tr_args(&self, lang: Lang, id: &str, args: &[(&str, Arg)]) -> Option<String> {
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            fluent.set(*name, value.value());
        }
        self.lookup(lang, id, Some(&fluent))
    }

    /// The texts of `lang`, as written.
    #[must_use]
    pub fn texts(&self, lang: Lang) -> &'static [&'static str] {
        match lang {
            Lang::En => self.en,
            Lang::Es => self.es,
        }
    }

    /// In `lang`, then in English, which a player of a half-translated message would rather
    /// read than the message's id.
    fn lookup(&self, lang: Lang, id: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
        let [en, es] = self.bundles();
        let bundles = match lang {
            Lang::En => [en, en],
            Lang::Es => [es, en],
        };
        bundles.into_iter().find_map(|bundle| {
            let pattern = bundle.get_message(id)?.value()?;
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, args, &mut errors);
            errors.is_empty().then(|| text.into_owned())
        })
    }

    fn bundles(&self) -> &[Bundle; 2] {
        self.bundles
            .get_or_init(|| [bundle(&EN, self.en), bundle(&ES, self.es)])
    }
}

/// One language's bundle of `texts`.
///
/// # Panics
/// A text does not parse, or two texts define the same message: every test that puts one of
/// its messages into words then fails.
fn bundle(locale: &LanguageIdentifier, texts: &[&str]) -> Bundle {
    let mut bundle = Bundle::new_concurrent(vec![locale.clone()]);
    // Unicode isolation marks around every argument would break Discord mentions (`<@id>`)
    // and timestamps (`<t:…>`).
    bundle.set_use_isolating(false);
    for text in texts {
        let resource = FluentResource::try_new((*text).to_owned())
            .unwrap_or_else(|(_, errors)| panic!("a Fluent text does not parse: {errors:?}"));
        if let Err(errors) = bundle.add_resource(resource) {
            panic!("messages defined twice in {locale}: {errors:?}");
        }
    }
    bundle
}

/// Declares a game's words in its root module: `WORDS`, from `locales/en-US.ftl` and
/// `locales/es-ES.ftl` beside it, and `tr`, `tr_args` that look there.
#[macro_export]
macro_rules! game_words {
    () => {
        /// This game's words.
        pub static WORDS: $crate::engine::words::Words = $crate::engine::words::Words::new(
            &[include_str!("locales/en-US.ftl")],
            &[include_str!("locales/es-ES.ftl")],
        );

        /// A message of this game in `lang`.
        #[must_use]
        pub fn tr(lang: $crate::engine::Lang, id: &str) -> String {
            WORDS.tr(lang, id)
        }

        /// [`tr`] with named arguments.
        #[must_use]
        pub fn tr_args(
            lang: $crate::engine::Lang,
            id: &str,
            args: &[(&str, $crate::engine::words::Arg)],
        ) -> String {
            WORDS.tr_args(lang, id, args)
        }
    };
}

/// An argument of a message: a text or a number.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    Text(String),
    Number(i64),
}

impl Arg {
    fn value(&self) -> FluentValue<'_> {
        match self {
            Arg::Text(s) => FluentValue::from(s.as_str()),
            // A number, so that plural selectors (`[one]`) apply; Fluent prints it without
            // grouping. Ids are passed as text: they do not fit a float.
            Arg::Number(n) => FluentValue::from(*n),
        }
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_owned())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Self {
        Arg::Number(n)
    }
}

impl From<u64> for Arg {
    fn from(n: u64) -> Self {
        Arg::Text(n.to_string())
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Self {
        Arg::Text(n.to_string())
    }
}
