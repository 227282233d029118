//! How a match of a game is opened, as data: a challenge to one opponent, a lobby that others
//! join, and the options a player may choose when opening either. The Discord layer builds
//! every game's slash commands from this; a game describes itself and writes no command code.
//!
//! An option's chosen value becomes fields of the match options as the game stores them (the
//! JSON that `Game::Options` reads), so a choice says which fields it sets:
//!
//! ```
//! use taberna_games::engine::ismcts::Level;
//! use taberna_games::engine::opening::{Choosable, Given, Kind, Opening, Pick, Setting};
//!
//! const OPENING: Opening = Opening {
//!     challenge: true,
//!     lobby: false,
//!     levels: &Level::OFFERED,
//!     options: &[
//!         Choosable { name: "fast", kind: Kind::Flag { field: "fast" } },
//!         Choosable {
//!             name: "side",
//!             kind: Kind::OneOf(&[
//!                 Pick { name: "red", sets: &[("side", Setting::Text("red"))] },
//!                 Pick { name: "blue", sets: &[("side", Setting::Text("blue"))] },
//!             ]),
//!         },
//!     ],
//! };
//! let options = OPENING.options(&[("side", Given::Pick(1)), ("fast", Given::Flag(true))]);
//! assert_eq!(options.unwrap(), serde_json::json!({"side": "blue", "fast": true}));
//! ```

use serde_json::{json, Map, Value};
use thiserror::Error;

use super::ismcts::Level;

/// What a game offers to open a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Opening {
    /// `challenge`: one named opponent, or the bot itself for a match against the computer,
    /// at one of the computer's levels. Two seats.
    pub challenge: bool,
    /// `new`: a lobby that others join, started with the game's fewest to most seats.
    pub lobby: bool,
    /// The computer's levels a challenge to the bot itself may ask for (normal when none is
    /// named); empty: the challenge takes no level.
    pub levels: &'static [Level],
    /// The options both commands offer, in the order they are listed.
    pub options: &'static [Choosable],
}

/// One option a player may give when opening a match. Left out, it sets nothing: the game's
/// default holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choosable {
    /// The option's name as players type it (lowercase, dashes): also the key of its words,
    /// `cmd-<game>-<name>-…`.
    pub name: &'static str,
    pub kind: Kind,
}

/// What a player gives for an option, and which fields of the options it sets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Yes or no: yes sets `field` to true; no sets nothing.
    Flag { field: &'static str },
    /// A whole number from `min` to `max`, stored in `field`.
    Number {
        field: &'static str,
        min: u32,
        max: u32,
    },
    /// One of several; each sets its own fields.
    OneOf(&'static [Pick]),
}

/// One choice of a [`Kind::OneOf`]. Its label's words: `cmd-<game>-<option>-choice-<name>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pick {
    pub name: &'static str,
    pub sets: &'static [(&'static str, Setting)],
}

/// A value a choice stores in the options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Setting {
    Flag(bool),
    Number(i64),
    Text(&'static str),
}

impl Setting {
    fn json(self) -> Value {
        match self {
            Setting::Flag(b) => json!(b),
            Setting::Number(n) => json!(n),
            Setting::Text(t) => json!(t),
        }
    }
}

/// A value a player gave for an option: a choice comes as its index among the picks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Given {
    Flag(bool),
    Number(i64),
    Pick(usize),
}

/// Why given options do not make match options. Discord checks kinds and ranges before the
/// bot sees them, so these come from a client that did not.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OpeningError {
    #[error("no option `{0}`")]
    Unknown(String),
    #[error("option `{0}` does not take that kind of value")]
    WrongKind(&'static str),
    #[error("option `{name}` must be from {min} to {max}")]
    OutOfRange {
        name: &'static str,
        min: u32,
        max: u32,
    },
}

impl Opening {
    /// Only a challenge, with no options.
    pub const CHALLENGE: Opening = Opening {
        challenge: true,
        lobby: false,
        levels: &Level::OFFERED,
        options: &[],
    };

    /// The option called `name`.
    #[must_use]
    pub fn option(&self, name: &str) -> Option<&'static Choosable> {
        self.options.iter().find(|o| o.name == name)
    }

    /// The match options (the JSON the game stores) that `given` values make; an empty object
    /// when nothing was given.
    ///
    /// # Errors
    /// An option the game does not have, or a value of the wrong kind or out of range.
    pub fn options(&self, given: &[(&str, Given)]) -> Result<Value, OpeningError> {
        let mut fields = Map::new();
        for &(name, value) in given {
            let option = self
                .option(name)
                .ok_or_else(|| OpeningError::Unknown(name.to_owned()))?;
            let wrong = || OpeningError::WrongKind(option.name);
            match (option.kind, value) {
                (Kind::Flag { field }, Given::Flag(on)) => {
                    if on {
                        fields.insert(field.into(), json!(true));
                    }
                }
                (Kind::Number { field, min, max }, Given::Number(n)) => {
                    if !(i64::from(min)..=i64::from(max)).contains(&n) {
                        let name = option.name;
                        return Err(OpeningError::OutOfRange { name, min, max });
                    }
                    fields.insert(field.into(), json!(n));
                }
                (Kind::OneOf(picks), Given::Pick(i)) => {
                    let pick = picks.get(i).ok_or_else(wrong)?;
                    for &(field, setting) in pick.sets {
                        fields.insert(field.into(), setting.json());
                    }
                }
                _ => return Err(wrong()),
            }
        }
        Ok(Value::Object(fields))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const OPENING: Opening = Opening {
        challenge: true,
        lobby: true,
        levels: &[],
        options: &[
            Choosable {
                name: "short",
                kind: Kind::Flag { field: "short" },
            },
            Choosable {
                name: "rounds",
                kind: Kind::Number {
                    field: "rounds",
                    min: 1,
                    max: 12,
                },
            },
            Choosable {
                name: "sides",
                kind: Kind::OneOf(&[
                    Pick {
                        name: "pick",
                        sets: &[],
                    },
                    Pick {
                        name: "first",
                        sets: &[
                            ("sides", Setting::Text("chosen")),
                            ("side", Setting::Text("B")),
                        ],
                    },
                ]),
            },
        ],
    };

    #[test]
    fn nothing_given_keeps_every_default() {
        assert_eq!(OPENING.options(&[]).unwrap(), json!({}));
        let off = OPENING.options(&[("short", Given::Flag(false)), ("sides", Given::Pick(0))]);
        assert_eq!(off.unwrap(), json!({}));
    }

    #[test]
    fn each_kind_sets_its_fields() {
        let given = [
            ("short", Given::Flag(true)),
            ("rounds", Given::Number(7)),
            ("sides", Given::Pick(1)),
        ];
        assert_eq!(
            OPENING.options(&given).unwrap(),
            json!({"short": true, "rounds": 7, "sides": "chosen", "side": "B"})
        );
    }

    #[test]
    fn values_discord_would_have_refused_are_refused_by_name() {
        let out = OPENING.options(&[("rounds", Given::Number(13))]);
        let range = OpeningError::OutOfRange {
            name: "rounds",
            min: 1,
            max: 12,
        };
        assert_eq!(out, Err(range));
        let wrong = OPENING.options(&[("short", Given::Number(1))]);
        assert_eq!(wrong, Err(OpeningError::WrongKind("short")));
        let beyond = OPENING.options(&[("sides", Given::Pick(2))]);
        assert_eq!(beyond, Err(OpeningError::WrongKind("sides")));
        let unknown = OPENING.options(&[("colour", Given::Flag(true))]);
        assert_eq!(unknown, Err(OpeningError::Unknown("colour".into())));
    }
}
