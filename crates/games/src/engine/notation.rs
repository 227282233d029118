//! Shared pieces of move notation.

use std::str::FromStr;

use thiserror::Error;

use super::seat::Seat;

/// Why a piece of notation is not well formed (syntax only; legality is the game's business).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotationError {
    #[error("empty move")]
    Empty,
    #[error("unknown move `{0}`")]
    UnknownVerb(String),
    #[error("`{0}` is not a card")]
    BadCard(String),
    #[error("`{verb}` expects {expected}")]
    BadArguments {
        verb: &'static str,
        expected: &'static str,
    },
    #[error("`{0}` does not start with a seat number and a colon, as in `0: buy`")]
    MissingSeat(String),
}

/// A move attributed to a seat, written `SEAT: MOVE` as in replay files (`0: buy`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatedMove<M> {
    pub seat: Seat,
    pub mv: M,
}

impl<M: FromStr<Err = NotationError>> FromStr for SeatedMove<M> {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (seat, rest) = s
            .split_once(':')
            .ok_or_else(|| NotationError::MissingSeat(s.to_owned()))?;
        let seat: u8 = seat
            .trim()
            .parse()
            .map_err(|_| NotationError::MissingSeat(s.to_owned()))?;
        Ok(SeatedMove {
            seat: Seat(seat),
            mv: rest.trim().parse()?,
        })
    }
}

impl<M: std::fmt::Display> std::fmt::Display for SeatedMove<M> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.seat, self.mv)
    }
}

/// The words of a move: its verb, as written, and its arguments.
///
/// # Errors
/// [`NotationError::Empty`] for text without a word.
pub fn verb_and_args(s: &str) -> Result<(&str, Vec<&str>), NotationError> {
    let mut words = s.split_whitespace();
    let verb = words.next().ok_or(NotationError::Empty)?;
    Ok((verb, words.collect()))
}

/// The single argument of `verb`, read as a `T` (a card, as a rule).
///
/// # Errors
/// [`NotationError::BadArguments`] with `expected` unless there is exactly one argument, or
/// the argument's own error.
pub fn one_arg<T: FromStr<Err = NotationError>>(
    verb: &'static str,
    expected: &'static str,
    args: &[&str],
) -> Result<T, NotationError> {
    match args {
        [one] => one.parse(),
        _ => Err(NotationError::BadArguments { verb, expected }),
    }
}

/// Reads card notation written as a rank and then one suit letter (`7B`, `10H`, `QS`): `rank`
/// reads the text before the letter, `suit` the letter. The error names the whole text.
///
/// # Errors
/// [`NotationError::BadCard`] when the text is empty or either part is not recognised.
///
/// ```
/// use taberna_games::engine::notation::parse_card;
///
/// let suit = |c: char| "OCEB".contains(c).then_some(c);
/// assert_eq!(parse_card("10E", |r| r.parse::<u8>().ok(), suit), Ok((10, 'E')));
/// assert!(parse_card("10♠", |r| r.parse::<u8>().ok(), suit).is_err());
/// ```
pub fn parse_card<R, S>(
    s: &str,
    rank: impl FnOnce(&str) -> Option<R>,
    suit: impl FnOnce(char) -> Option<S>,
) -> Result<(R, S), NotationError> {
    let bad = || NotationError::BadCard(s.to_owned());
    // The letter is split off by characters, so text ending in a symbol such as `♠` is
    // refused rather than cut in the middle of a character.
    let (at, letter) = s.char_indices().last().ok_or_else(bad)?;
    let suit = suit(letter).ok_or_else(bad)?;
    let rank = rank(&s[..at]).ok_or_else(bad)?;
    Ok((rank, suit))
}

/// Implements `Serialize` and `Deserialize` for a type as its notation (`Display` and
/// `FromStr`), so cards read the same in views, snapshots and replay files.
macro_rules! serde_as_notation {
    ($t:ty) => {
        impl ::serde::Serialize for $t {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $t {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let s = <String as ::serde::Deserialize>::deserialize(d)?;
                s.parse().map_err(::serde::de::Error::custom)
            }
        }
    };
}

pub(crate) use serde_as_notation;

#[cfg(test)]
mod tests {
    use super::*;

    /// A one-digit argument, for the tests.
    #[derive(Debug, PartialEq)]
    struct Digit(u32);

    impl FromStr for Digit {
        type Err = NotationError;

        fn from_str(s: &str) -> Result<Self, Self::Err> {
            let mut chars = s.chars();
            match (chars.next().and_then(|c| c.to_digit(10)), chars.next()) {
                (Some(d), None) => Ok(Digit(d)),
                _ => Err(NotationError::BadCard(s.to_owned())),
            }
        }
    }

    #[test]
    fn verb_and_one_argument() {
        assert_eq!(verb_and_args("  Play  7 "), Ok(("Play", vec!["7"])));
        assert_eq!(verb_and_args(" "), Err(NotationError::Empty));
        assert_eq!(one_arg("x", "a digit", &["3"]), Ok(Digit(3)));
        assert_eq!(
            one_arg::<Digit>("x", "a digit", &["33"]),
            Err(NotationError::BadCard("33".into()))
        );
        let wrong = Err(NotationError::BadArguments {
            verb: "x",
            expected: "a digit",
        });
        assert_eq!(one_arg::<Digit>("x", "a digit", &[]), wrong);
        assert_eq!(one_arg::<Digit>("x", "a digit", &["1", "2"]), wrong);
    }

    #[test]
    fn parse_card_splits_rank_and_letter() {
        let rank = |r: &str| r.parse::<u8>().ok();
        let suit = |c: char| c.is_ascii_uppercase().then_some(c);
        assert_eq!(parse_card("12E", rank, suit), Ok((12, 'E')));
        for bad in ["", "E", "12", "x2E", "2e", "2♠"] {
            assert_eq!(
                parse_card(bad, rank, suit),
                Err(NotationError::BadCard(bad.to_owned())),
                "{bad}"
            );
        }
    }
}
