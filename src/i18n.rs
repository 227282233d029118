//! The bot's shared words, in English and Spanish, from the Fluent files of `src/locales/`
//! (the Discord layer's and the commands'). A game's words live in its own folder and come
//! from its registry entry (see [`crate::engine::words`]).
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

use crate::engine::ismcts::Level;
use crate::engine::words::Words;
use crate::engine::Lang;

pub use crate::engine::words::Arg;

pub mod refusals;

/// The words every part of the bot outside the games shares.
pub static SHARED: Words = Words::new(
    &[
        include_str!("locales/en-US/discord.ftl"),
        include_str!("locales/en-US/commands.ftl"),
        include_str!("locales/en-US/web.ftl"),
    ],
    &[
        include_str!("locales/es-ES/discord.ftl"),
        include_str!("locales/es-ES/commands.ftl"),
        include_str!("locales/es-ES/web.ftl"),
    ],
);

/// The shared message `id` in `lang`. A missing message shows its id (and a test fails on
/// it).
#[must_use]
pub fn tr(lang: Lang, id: &str) -> String {
    SHARED.tr(lang, id)
}

/// The shared message `id` in `lang`, or `None` when no language has it.
#[must_use]
pub fn try_tr(lang: Lang, id: &str) -> Option<String> {
    SHARED.try_tr(lang, id)
}

/// The shared message `id` in `lang` with named arguments.
#[must_use]
pub fn tr_args(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    SHARED.tr_args(lang, id, args)
}

/// A computer level's name in `lang`.
#[must_use]
pub fn level_name(level: Level, lang: Lang) -> String {
    tr(lang, &format!("computer-level-{}", level.as_str()))
}

/// How a computer player at `seat` (0-based) of a table is called: numbered by seat, so that
/// several can be told apart.
#[must_use]
pub fn computer_name(level: Level, seat: usize, lang: Lang) -> String {
    tr_args(
        lang,
        "computer-name",
        &[
            ("seat", (seat as i64 + 1).into()),
            ("level", level_name(level, lang).into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::{Path, PathBuf};

    use super::*;

    /// The shared words, then every game's, each with the folder of the code that asks for
    /// them: a game's code asks only for its own words, the bot's (`src/`) for the shared ones.
    fn every_words() -> Vec<(&'static Words, PathBuf)> {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let games = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/games/src/games");
        let mut all = vec![(&SHARED, src)];
        for entry in crate::games::REGISTRY {
            let folder = games.join(entry.info.id.replace('-', "_"));
            all.push(((entry.words)(), folder));
        }
        all
    }

    /// The message ids of some Fluent texts.
    fn ids(texts: &[&str]) -> BTreeSet<String> {
        let mut ids = BTreeSet::new();
        for text in texts {
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

    /// The names of the variables (`$name`) some Fluent texts use.
    fn variables(texts: &[&str]) -> BTreeSet<String> {
        let mut names = BTreeSet::new();
        for text in texts {
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

    #[test]
    fn both_languages_have_the_same_messages_and_each_resolves() {
        for (words, folder) in every_words() {
            let (en, es) = (ids(words.texts(Lang::En)), ids(words.texts(Lang::Es)));
            assert!(!en.is_empty(), "{folder:?}");
            assert_eq!(en, es, "a message missing in one language, {folder:?}");
            // Every variable any message uses, so that each message formats without errors.
            let args: Vec<(&str, Arg)> = variables(words.texts(Lang::En))
                .into_iter()
                .map(|name| (&*name.leak(), Arg::from("1")))
                .collect();
            for id in &en {
                for lang in [Lang::En, Lang::Es] {
                    let text = words.tr_args(lang, id, &args);
                    assert_ne!(&text, id, "{id} does not resolve in {lang:?}, {folder:?}");
                }
            }
        }
    }

    /// Every string literal in the code under `dir` that looks like a message id: lowercase
    /// words joined by dashes whose first word starts some message id (`refusal-…`,
    /// `<game>-…`). Ids chosen by a `match` are caught too, not only those written in a `tr`
    /// call.
    fn used_ids(dir: &Path, prefixes: &BTreeSet<String>, out: &mut BTreeSet<String>) {
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
        let mut asked = 0;
        for (words, folder) in every_words() {
            let known = ids(words.texts(Lang::En));
            let prefixes: BTreeSet<String> = known
                .iter()
                .map(|id| id.split('-').next().unwrap_or_default().to_owned())
                .filter(|prefix| prefix != "cmd")
                .collect();
            let mut used = BTreeSet::new();
            used_ids(&folder, &prefixes, &mut used);
            asked += used.len();
            let missing: Vec<&String> = used.iter().filter(|id| !known.contains(*id)).collect();
            assert!(
                missing.is_empty(),
                "messages missing from the .ftl files of {folder:?}: {missing:?}"
            );
        }
        assert!(asked > 300, "found only {asked}");
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
