//! Words for people, in English and Spanish, from Fluent files (`src/locales/<locale>/*.ftl`,
//! compiled into the binary). Code names a message and its arguments; the files hold the
//! words, so a translator changes text without touching code.
//!
//! ```
//! use taberna::engine::Lang;
//! use taberna::i18n::{tr, tr_args};
//!
//! assert_eq!(tr(Lang::Es, "button-hand"), "Mi mano");
//! let text = tr_args(Lang::En, "refusal-too-few-players", &[("min", "2".into())]);
//! assert_eq!(
//!     text,
//!     "A match needs at least 2 players; wait for more to join, then click Start again."
//! );
//! ```

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::LazyLock;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader};

use crate::engine::Lang;

fluent_templates::static_loader! {
    static LOCALES = {
        locales: "./src/locales",
        fallback_language: "en-US",
        // Unicode isolation marks around every argument would break Discord mentions
        // (`<@id>`) and timestamps (`<t:…>`).
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

static EN: LazyLock<LanguageIdentifier> = LazyLock::new(|| "en-US".parse().expect("a locale"));
static ES: LazyLock<LanguageIdentifier> = LazyLock::new(|| "es-ES".parse().expect("a locale"));

fn locale(lang: Lang) -> &'static LanguageIdentifier {
    match lang {
        Lang::En => &EN,
        Lang::Es => &ES,
    }
}

/// The message `id` in `lang`. A missing message shows its id (and a test fails on it).
#[must_use]
pub fn tr(lang: Lang, id: &str) -> String {
    tr_args(lang, id, &[])
}

/// The message `id` in `lang`, or `None` when no locale has it: for callers that must tell a
/// missing message from its text, unlike [`tr`], which shows the id.
#[must_use]
pub fn try_tr(lang: Lang, id: &str) -> Option<String> {
    LOCALES.try_lookup(locale(lang), id)
}

/// The message `id` in `lang` with named arguments.
#[must_use]
pub fn tr_args(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let map: HashMap<Cow<'static, str>, FluentValue<'_>> = args
        .iter()
        .map(|(k, v)| (Cow::Owned((*k).to_owned()), v.value()))
        .collect();
    LOCALES
        .try_lookup_with_args(locale(lang), id, &map)
        .unwrap_or_else(|| id.to_owned())
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

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    /// The message ids of every `.ftl` file of one locale.
    fn ids(locale: &str) -> BTreeSet<String> {
        let dir = format!("{}/src/locales/{locale}", env!("CARGO_MANIFEST_DIR"));
        let mut ids = BTreeSet::new();
        for entry in std::fs::read_dir(dir).unwrap() {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            for line in text.lines() {
                if let Some((id, _)) = line.split_once(" =") {
                    if !id.starts_with([' ', '#']) && !id.is_empty() {
                        ids.insert(id.trim().to_owned());
                    }
                }
            }
        }
        ids
    }

    #[test]
    fn both_languages_have_the_same_messages_and_each_resolves() {
        let (en, es) = (ids("en-US"), ids("es-ES"));
        assert!(!en.is_empty());
        assert_eq!(en, es, "a message missing in one language");
        // Every variable any message uses, so that each message formats without errors.
        let names = variables("en-US");
        let args: HashMap<Cow<'static, str>, FluentValue<'_>> = names
            .iter()
            .map(|k| (Cow::Owned(k.clone()), FluentValue::from("1")))
            .collect();
        for id in &en {
            for lang in [Lang::En, Lang::Es] {
                let text = LOCALES.try_lookup_with_args(locale(lang), id, &args);
                assert!(text.is_some(), "{id} does not resolve in {lang:?}");
            }
        }
    }

    /// The names of the variables (`$name`) the `.ftl` files of one locale use.
    fn variables(locale: &str) -> BTreeSet<String> {
        let dir = format!("{}/src/locales/{locale}", env!("CARGO_MANIFEST_DIR"));
        let mut names = BTreeSet::new();
        for entry in std::fs::read_dir(dir).unwrap() {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            for (i, _) in text.match_indices('$') {
                let name: String = text[i + 1..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                names.insert(name);
            }
        }
        names
    }

    /// Every string literal in the code that looks like a message id: lowercase words joined
    /// by dashes whose first word starts some message id (`refusal-…`, `burgueses-…`). Ids
    /// chosen by a `match` are caught too, not only those written in a `tr` call.
    fn used_ids(dir: &std::path::Path, prefixes: &BTreeSet<String>, out: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                used_ids(&path, prefixes, out);
            } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("i18n.rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for literal in text.split('"').skip(1).step_by(2) {
                    let looks_like_id = literal.contains('-')
                        && literal
                            .chars()
                            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
                    let prefix = literal.split('-').next().unwrap_or_default();
                    if looks_like_id && prefixes.contains(prefix) {
                        out.insert(literal.to_owned());
                    }
                }
            }
        }
    }

    #[test]
    fn every_message_the_code_asks_for_exists() {
        let known = ids("en-US");
        let prefixes: BTreeSet<String> = known
            .iter()
            .map(|id| id.split('-').next().unwrap_or_default().to_owned())
            .collect();
        let mut used = BTreeSet::new();
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        used_ids(&src, &prefixes, &mut used);
        assert!(used.len() > 100, "found only {used:?}");
        let missing: Vec<&String> = used.iter().filter(|id| !known.contains(*id)).collect();
        assert!(
            missing.is_empty(),
            "messages missing from the .ftl files: {missing:?}"
        );
    }

    #[test]
    fn numbers_choose_the_plural_and_print_as_plain_digits() {
        let wins = |lang, n: i64| {
            tr_args(
                lang,
                "board-wins",
                &[("players", "Ana".into()), ("count", n.into())],
            )
        };
        assert_eq!(wins(Lang::En, 1), "🏆 Ana wins!");
        assert_eq!(wins(Lang::En, 3), "🏆 Ana win!");
        assert_eq!(wins(Lang::Es, 1), "🏆 Ana gana.");
        assert_eq!(wins(Lang::Es, 3), "🏆 Ana ganan.");
        let later = tr_args(
            Lang::En,
            "refusal-cooldown",
            &[("time", 1_800_000_123_i64.into())],
        );
        assert!(later.ends_with("<t:1800000123:R>."), "{later}");
    }

    #[test]
    fn arguments_are_not_wrapped_in_isolation_marks() {
        let text = tr_args(
            Lang::En,
            "refusal-not-challenged",
            &[("user", 42_u64.into())],
        );
        assert_eq!(text, "Only <@42> can answer this challenge.");
        let t = tr_args(
            Lang::Es,
            "refusal-cooldown",
            &[("time", 1_795_476_694_i64.into())],
        );
        assert!(t.ends_with("<t:1795476694:R>."), "{t}");
    }
}
