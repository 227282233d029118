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
