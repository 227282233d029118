//! Move notation of Bouillabaisse: `play QH`.

use std::fmt;
use std::str::FromStr;

use crate::engine::notation::{one_arg, verb_and_args};
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
        let (verb, args) = verb_and_args(s)?;
        if verb.eq_ignore_ascii_case("play") {
            one_arg("play", "one card, as in `QH`", &args).map(Move::Play)
        } else {
            Err(NotationError::UnknownVerb(verb.to_owned()))
        }
    }
}
