//! The commands' descriptions, choice labels and Spanish names from `commands.ftl`, so that a
//! translator finds every word of the bot in the Fluent files. A command's messages live under
//! its path, the names down to it joined by dashes (`cmd-taberna-settings`):
//!
//! - `<path>-name`, `<path>-description` for a command or subcommand;
//! - `<path>-<option>-name`, `<path>-<option>-description` for an option;
//! - `<path>-<option>-choice-<variant>` for a choice, `<variant>` being the lowercased name of
//!   the `ChoiceParameter` variant.
//!
//! The English names stay those of the code: the bot dispatches on them, and both locales list
//! them only so that the files hold the same messages (a test keeps the two equal).

use std::borrow::Cow;
use std::collections::BTreeSet;

use crate::engine::Lang;
use crate::i18n::try_tr;

use crate::discord::types::{Data, Error};

type Command = poise::Command<Data, Error>;

/// The locales Discord has for Spanish; both read the `es-ES` files.
pub const SPANISH: [&str; 2] = ["es-ES", "es-419"];

/// Fills the English descriptions and choice labels, and the Spanish names and descriptions of
/// every command, subcommand, option and choice of `commands`.
///
/// # Panics
/// Some message is missing. The files are compiled in, so every test that builds the commands
/// fails, not a bot that passed them.
pub fn localize(commands: &mut [Command]) {
    let mut words = Words::default();
    for cmd in commands {
        let path = format!("cmd-{}", cmd.name);
        command(cmd, &path, &mut words);
    }
    assert!(
        words.missing.is_empty(),
        "messages missing from commands.ftl: {:?}",
        words.missing
    );
}

fn command(cmd: &mut Command, path: &str, words: &mut Words) {
    cmd.description = Some(words.english(&format!("{path}-description")));
    cmd.name_localizations = words.spanish(&format!("{path}-name"));
    cmd.description_localizations = words.spanish(&format!("{path}-description"));
    for param in &mut cmd.parameters {
        let path = format!("{path}-{}", param.name);
        param.description = Some(words.english(&format!("{path}-description")));
        param.name_localizations = words.spanish(&format!("{path}-name"));
        param.description_localizations = words.spanish(&format!("{path}-description"));
        for choice in param.choices.to_mut() {
            // The leaderboard's games come named by the game registry, as everywhere else.
            if !choice.localizations.is_empty() {
                continue;
            }
            let id = format!("{path}-choice-{}", choice.name.to_lowercase());
            choice.name = words.english(&id);
            choice.localizations = words.spanish(&id);
        }
    }
    for sub in &mut cmd.subcommands {
        let path = format!("{path}-{}", sub.name);
        command(sub, &path, words);
    }
}

/// Looks messages up, remembering the missing ones so that one failure lists them all.
#[derive(Default)]
struct Words {
    missing: BTreeSet<String>,
}

impl Words {
    fn english(&mut self, id: &str) -> Cow<'static, str> {
        self.text(Lang::En, id)
    }

    fn spanish(&mut self, id: &str) -> Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]> {
        let text = self.text(Lang::Es, id);
        SPANISH
            .iter()
            .map(|&locale| (Cow::Borrowed(locale), text.clone()))
            .collect::<Vec<_>>()
            .into()
    }

    fn text(&mut self, lang: Lang, id: &str) -> Cow<'static, str> {
        try_tr(lang, id).map_or_else(
            || {
                self.missing.insert(id.to_owned());
                Cow::Borrowed("")
            },
            Cow::Owned,
        )
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::SPANISH;
    use crate::engine::Lang;
    use crate::i18n::try_tr;

    /// The commands as the bot registers them: what Discord receives and shows.
    fn payload() -> Vec<Value> {
        let builders = super::super::payload(&super::super::all());
        match serde_json::to_value(&builders).unwrap() {
            Value::Array(commands) => commands,
            other => panic!("not a list of commands: {other}"),
        }
    }

    /// Discord refuses the whole registration for one name out of its rule: 1 to 32 letters,
    /// digits, dashes or underscores, lowercase.
    fn assert_name(name: &str, at: &str) {
        let chars = name.chars().count();
        assert!(
            (1..=32).contains(&chars),
            "{at}: name {name:?} of {chars} chars"
        );
        assert!(
            name.chars()
                .all(|c| c == '-' || c == '_' || c.is_alphabetic() || c.is_numeric()),
            "{at}: name {name:?} has a character Discord refuses"
        );
        assert_eq!(
            name,
            name.to_lowercase(),
            "{at}: name {name:?} not lowercase"
        );
    }

    /// Descriptions and choice names: 1 to 100 characters.
    fn assert_text(text: &str, at: &str) {
        let chars = text.chars().count();
        assert!(
            (1..=100).contains(&chars),
            "{at}: {text:?} has {chars} chars"
        );
    }

    /// The Spanish localizations of `field` in `item`, the same for every Spanish locale.
    fn spanish<'a>(item: &'a Value, field: &str, at: &str) -> &'a str {
        let es = item[field][SPANISH[0]].as_str();
        let es = es.unwrap_or_else(|| panic!("{at}: no Spanish {field} in {item}"));
        for locale in SPANISH {
            assert_eq!(
                item[field][locale].as_str(),
                Some(es),
                "{at}: {field} {locale}"
            );
        }
        es
    }

    /// Checks a command, subcommand or option under `parent` and everything in it; counts
    /// what it checked in `seen` (items, choices).
    fn check(item: &Value, parent: &str, seen: &mut (usize, usize)) {
        let name = item["name"]
            .as_str()
            .unwrap_or_else(|| panic!("no name: {item}"));
        let path = format!("{parent}-{name}");
        assert_name(name, &path);
        // A game's command checks its English names where it is built.
        if !path.starts_with("cmd-game") {
            let english = try_tr(Lang::En, &format!("{path}-name"));
            assert_eq!(english.as_deref(), Some(name), "{path}: the English name");
        }
        assert_text(item["description"].as_str().unwrap_or_default(), &path);
        assert_name(spanish(item, "name_localizations", &path), &path);
        assert_text(spanish(item, "description_localizations", &path), &path);
        seen.0 += 1;
        for choice in item["choices"].as_array().into_iter().flatten() {
            let at = format!("{path} choice {choice}");
            assert_text(choice["name"].as_str().unwrap_or_default(), &at);
            assert_text(spanish(choice, "name_localizations", &at), &at);
            seen.1 += 1;
        }
        for option in item["options"].as_array().into_iter().flatten() {
            check(option, &path, seen);
        }
    }

    #[test]
    fn every_command_option_and_choice_has_its_words_in_both_languages() {
        let commands = payload();
        let games = crate::games::REGISTRY.len();
        assert_eq!(
            commands.len(),
            games + 6,
            "one command per game, and the bot's six"
        );
        let mut seen = (0, 0);
        for command in &commands {
            let parent = match crate::games::by_id(command["name"].as_str().unwrap_or("")) {
                Some(_) => "cmd-game",
                None => "cmd",
            };
            check(command, parent, &mut seen);
        }
        // Every game offers a choice of the computer's level or a lobby's options; the
        // leaderboard and the history offer every game.
        assert!(seen.1 > 2 * games, "{seen:?}");
    }

    /// A game's command is made from its registry entry: its opening's subcommands and
    /// options, its own words and the shared ones (Tally, the test-only game).
    #[test]
    fn a_games_command_comes_from_its_entry_in_both_languages() {
        let commands = payload();
        let tally = commands.iter().find(|c| c["name"] == "tally").unwrap();
        assert_eq!(
            tally["description_localizations"]["es-ES"],
            "Tally: un juego de prueba de cartas ocultas para 2 a 4 jugadores"
        );
        let challenge = &tally["options"][0];
        assert_eq!(challenge["name"], "challenge");
        assert_eq!(challenge["name_localizations"]["es-419"], "desafiar");
        assert_eq!(
            challenge["description"],
            "Challenge a member to a match of Tally"
        );
        let [opponent, hand, level] = [0, 1, 2].map(|i| &challenge["options"][i]);
        assert_eq!(
            (&opponent["name"], &opponent["required"]),
            (&json!("opponent"), &json!(true))
        );
        assert_eq!(hand["name_localizations"]["es-ES"], "mano");
        assert_eq!(
            (&hand["min_value"], &hand["max_value"]),
            (&json!(1), &json!(5))
        );
        assert_eq!(
            level["choices"][2]["name_localizations"]["es-419"],
            "Difícil (piensa ~1 s por jugada)"
        );
        assert_eq!(level["choices"][2]["value"], 2);
        let new = &tally["options"][1];
        assert_eq!(new["name_localizations"]["es-ES"], "nueva");
        assert_eq!(
            new["description"],
            "Open a table that others join; you start it with 2 to 4 players"
        );
        assert_eq!(new["options"][0]["name"], "hand");
        assert_eq!(tally["options"][2]["name"], "rules");
    }
}
