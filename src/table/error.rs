//! Why the table refused a request. Player-facing wording lives in `discord/`.

use thiserror::Error;

use crate::engine::{MoveError, NotationError, Seat};

/// A refused request; the match is unchanged.
#[derive(Debug, Error)]
pub enum TableError {
    #[error("no match with id {0}")]
    NoSuchMatch(i64),
    #[error("the match is over")]
    Over,
    #[error("you do not hold a seat in this match")]
    NotSeated,
    #[error("that button is out of date (match is at version {current})")]
    Stale { current: i64 },
    #[error("seat {0} has no decision to make now")]
    NotYourTurn(Seat),
    #[error("cannot read the move: {0}")]
    Notation(NotationError),
    #[error("illegal move: {en}")]
    Illegal { en: String, es: String },
    #[error("cannot start that match: {0}")]
    BadRequest(String),
    #[error("the stored match {0} is corrupt: {1}")]
    Corrupt(i64, String),
    #[error(transparent)]
    Store(#[from] anyhow::Error),
}

impl From<MoveError> for TableError {
    fn from(e: MoveError) -> Self {
        match e {
            MoveError::GameOver => TableError::Over,
            MoveError::NoSuchSeat(_) => TableError::NotSeated,
            MoveError::NotYourTurn(s) => TableError::NotYourTurn(s),
            MoveError::Notation(n) => TableError::Notation(n),
            MoveError::Illegal { en, es } => TableError::Illegal { en, es },
        }
    }
}
