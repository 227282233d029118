//! Move notation of Bouillabaisse: `play QH`.

use std::fmt;
use std::str::FromStr;

use crate::engine::NotationError;

use super::cards::Card;

/// A move: the only one is playing a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// `play QH`.
    Play(Card),
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Move::Play(c) = self;
        write!(f, "play {c}")
    }
}

impl FromStr for Move {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let words: Vec<&str> = s.split_whitespace().collect();
        match words.as_slice() {
            [] => Err(NotationError::Empty),
            [verb, card] if verb.eq_ignore_ascii_case("play") => Ok(Move::Play(card.parse()?)),
            [verb, ..] if verb.eq_ignore_ascii_case("play") => Err(NotationError::BadArguments {
                verb: "play",
                expected: "one card, as in `QH`",
            }),
            [verb, ..] => Err(NotationError::UnknownVerb((*verb).to_owned())),
        }
    }
}
