//! Every game's slash command, made from its registry entry: `/<game> challenge`, `/<game> new`
//! as its [`Opening`] offers them, with its options, and `/<game> rules`. The framework gets
//! one command per game whose subcommands all run the same actions (which game: the command's
//! name); Discord gets the whole shape with its words from [`payload`].
//!
//! Words: the game's own (`cmd-<game>-description`, `cmd-<game>-<option>-name` /
//! `-description` / `-choice-<pick>`, and `cmd-<game>-<subcommand>-…` where one subcommand
//! says something else) from its folder, the rest shared (`cmd-game-…` in `commands.ftl`).

use std::collections::BTreeSet;

use serenity::all::{CommandOptionType, CreateCommand, CreateCommandOption};

use crate::engine::opening::{Choosable, Kind, Opening};
use crate::engine::words::Words;
use crate::engine::{GameEntry, Lang};
use crate::i18n::{Arg, SHARED};

use super::localize::SPANISH;
use super::opening::{challenge_action, lobby_action, rules_action, LEVEL, OPPONENT};
use crate::discord::types::{Data, Error};

type Command = poise::Command<Data, Error>;

/// The subcommands a game's command may have, by their English names.
pub const CHALLENGE: &str = "challenge";
pub const NEW: &str = "new";
pub const RULES: &str = "rules";

/// The framework's command of `entry`'s game: its name and the actions of its subcommands.
/// What Discord shows of it comes from [`payload`].
#[must_use]
pub fn command(entry: &GameEntry) -> Command {
    let opening = &entry.info.opening;
    let mut subcommands = Vec::new();
    if opening.challenge {
        subcommands.push(Command {
            name: CHALLENGE.into(),
            slash_action: Some(challenge_action),
            ..Command::default()
        });
    }
    if opening.lobby {
        subcommands.push(Command {
            name: NEW.into(),
            slash_action: Some(lobby_action),
            ..Command::default()
        });
    }
    subcommands.push(Command {
        name: RULES.into(),
        slash_action: Some(rules_action),
        ..Command::default()
    });
    for sub in &mut subcommands {
        sub.qualified_name = format!("{} {}", entry.info.id, sub.name).into();
    }
    Command {
        name: entry.info.id.into(),
        qualified_name: entry.info.id.into(),
        // Only so that the framework routes subcommands here; it never runs.
        slash_action: Some(rules_action),
        subcommands,
        subcommand_required: true,
        ..Command::default()
    }
}

/// The command of `entry`'s game as Discord registers it, with its words in both languages.
///
/// # Panics
/// A message of the command is missing; the message says which (every test that builds the
/// commands fails, not a bot that passed them).
pub fn payload(entry: &GameEntry) -> CreateCommand {
    let info = entry.info;
    let mut words = Lookup {
        game: (entry.words)(),
        name: info.id,
        missing: BTreeSet::new(),
    };
    let top = format!("cmd-{}", info.id);
    let game_words = words.game;
    let name = words.english_name(game_words, &format!("{top}-name"), info.id);
    let mut cmd = CreateCommand::new(name)
        .description(words.game_only(Lang::En, &format!("{top}-description")));
    for lang in SPANISH {
        cmd = cmd
            .name_localized(lang, words.game_only(Lang::Es, &format!("{top}-name")))
            .description_localized(
                lang,
                words.game_only(Lang::Es, &format!("{top}-description")),
            );
    }
    let opening = &info.opening;
    let game_args = |lang: Lang| -> Vec<(&str, Arg)> {
        vec![
            ("game", info.name(lang).into()),
            ("min", info.min_seats.into()),
            ("max", info.max_seats.into()),
        ]
    };
    let subcommand = |words: &mut Lookup, sub: &str| {
        let own = format!("{top}-{sub}-description");
        let shared = format!("cmd-game-{sub}");
        let description = |words: &mut Lookup, lang| {
            words.own_or_shared(
                lang,
                &own,
                &format!("{shared}-description"),
                &game_args(lang),
            )
        };
        let mut option = CreateCommandOption::new(
            CommandOptionType::SubCommand,
            words.english_name(&SHARED, &format!("{shared}-name"), sub),
            description(words, Lang::En),
        );
        for lang in SPANISH {
            option = option
                .name_localized(lang, words.shared(Lang::Es, &format!("{shared}-name")))
                .description_localized(lang, description(words, Lang::Es));
        }
        option
    };
    if opening.challenge {
        let mut challenge = subcommand(&mut words, CHALLENGE);
        challenge = challenge.add_sub_option(shared_option(
            &mut words,
            OPPONENT,
            CommandOptionType::User,
            true,
        ));
        for option in opening.options {
            challenge = challenge.add_sub_option(game_option(&mut words, CHALLENGE, option));
        }
        if !opening.levels.is_empty() {
            challenge = challenge.add_sub_option(level_option(&mut words, opening));
        }
        cmd = cmd.add_option(challenge);
    }
    if opening.lobby {
        let mut new = subcommand(&mut words, NEW);
        for option in opening.options {
            new = new.add_sub_option(game_option(&mut words, NEW, option));
        }
        cmd = cmd.add_option(new);
    }
    cmd = cmd.add_option(subcommand(&mut words, RULES));
    assert!(
        words.missing.is_empty(),
        "messages of /{} missing: {:?}",
        info.id,
        words.missing
    );
    cmd
}

/// A challenge's own option (`opponent`, `level`), its words shared by every game.
fn shared_option(
    words: &mut Lookup,
    name: &str,
    kind: CommandOptionType,
    required: bool,
) -> CreateCommandOption {
    let path = format!("cmd-game-{CHALLENGE}-{name}");
    let mut option = CreateCommandOption::new(
        kind,
        words.english_name(&SHARED, &format!("{path}-name"), name),
        words.shared(Lang::En, &format!("{path}-description")),
    )
    .required(required);
    for lang in SPANISH {
        option = option
            .name_localized(lang, words.shared(Lang::Es, &format!("{path}-name")))
            .description_localized(lang, words.shared(Lang::Es, &format!("{path}-description")));
    }
    option
}

/// The computer's levels the game offers, as choices whose values are their places in
/// [`Opening::levels`].
fn level_option(words: &mut Lookup, opening: &Opening) -> CreateCommandOption {
    let mut option = shared_option(words, LEVEL, CommandOptionType::Integer, false);
    for (i, level) in opening.levels.iter().enumerate() {
        let id = format!("cmd-game-{CHALLENGE}-{LEVEL}-choice-{}", level.as_str());
        let spanish = words.shared(Lang::Es, &id);
        option = option.add_int_choice_localized(
            words.shared(Lang::En, &id),
            i32::try_from(i).unwrap_or(i32::MAX),
            SPANISH.map(|lang| (lang, spanish.clone())),
        );
    }
    option
}

/// One of the game's options in subcommand `sub`.
fn game_option(words: &mut Lookup, sub: &str, option: &Choosable) -> CreateCommandOption {
    let path = format!("cmd-{}-{}", words.name, option.name);
    let own = format!("cmd-{}-{sub}-{}-description", words.name, option.name);
    let description = |words: &mut Lookup, lang| {
        words
            .game
            .try_tr(lang, &own)
            .unwrap_or_else(|| words.game_only(lang, &format!("{path}-description")))
    };
    let kind = match option.kind {
        Kind::Flag { .. } => CommandOptionType::Boolean,
        Kind::Number { .. } | Kind::OneOf(_) => CommandOptionType::Integer,
    };
    let mut built = CreateCommandOption::new(
        kind,
        words.english_name(words.game, &format!("{path}-name"), option.name),
        description(words, Lang::En),
    );
    for lang in SPANISH {
        built = built
            .name_localized(lang, words.game_only(Lang::Es, &format!("{path}-name")))
            .description_localized(lang, description(words, Lang::Es));
    }
    match option.kind {
        Kind::Flag { .. } => {}
        Kind::Number { min, max, .. } => {
            built = built
                .min_int_value(u64::from(min))
                .max_int_value(u64::from(max));
        }
        Kind::OneOf(picks) => {
            for (i, pick) in picks.iter().enumerate() {
                let id = format!("{path}-choice-{}", pick.name);
                let spanish = words.game_only(Lang::Es, &id);
                built = built.add_int_choice_localized(
                    words.game_only(Lang::En, &id),
                    i32::try_from(i).unwrap_or(i32::MAX),
                    SPANISH.map(|lang| (lang, spanish.clone())),
                );
            }
        }
    }
    built
}

/// Looks the command's words up, remembering the missing ones so that one failure lists
/// them all.
struct Lookup {
    game: &'static Words,
    /// The game's id, which its messages start with.
    name: &'static str,
    missing: BTreeSet<String>,
}

impl Lookup {
    fn found(&mut self, id: &str, text: Option<String>) -> String {
        text.unwrap_or_else(|| {
            self.missing.insert(id.to_owned());
            String::new()
        })
    }

    fn game_only(&mut self, lang: Lang, id: &str) -> String {
        let text = self.game.try_tr(lang, id);
        self.found(id, text)
    }

    fn shared(&mut self, lang: Lang, id: &str) -> String {
        let text = SHARED.try_tr(lang, id);
        self.found(id, text)
    }

    /// The game's message `own` when it has one, else the shared `shared` with `args`.
    fn own_or_shared(
        &mut self,
        lang: Lang,
        own: &str,
        shared: &str,
        args: &[(&str, Arg)],
    ) -> String {
        if let Some(text) = self.game.try_tr(lang, own) {
            return text;
        }
        let text = SHARED.try_tr_args(lang, shared, args);
        self.found(shared, text)
    }

    /// The name the bot dispatches on, `code`; its English message `id` in `from` must say the
    /// same, so that the files stay a faithful list of what players see.
    fn english_name(&mut self, from: &Words, id: &str, code: &str) -> String {
        if from.try_tr(Lang::En, id).as_deref() != Some(code) {
            self.missing.insert(format!("{id} (= {code})"));
        }
        code.to_owned()
    }
}
