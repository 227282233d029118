//! Why the table refused a request. Player-facing wording lives in `discord/`.

use thiserror::Error;

use crate::engine::{MoveError, NotationError, Reason, Seat};
use crate::store::{QuotaRefusal, StoreError};

/// A refused request; nothing was changed.
#[derive(Debug, Error)]
pub enum TableError {
    #[error("no match with id {0}")]
    NoSuchMatch(i64),
    #[error("the match is over")]
    Over,
    #[error("match {0} is still being played")]
    StillPlaying(i64),
    #[error("you do not hold a seat in this match")]
    NotSeated,
    #[error("that button is out of date (match is at version {current})")]
    Stale { current: i64 },
    #[error("seat {0} has no decision to make now")]
    NotYourTurn(Seat),
    #[error("there is no win to claim on time (the player played since, or it was claimed)")]
    NotClaimable,
    #[error("cannot read the move: {0}")]
    Notation(NotationError),
    #[error("illegal move: {0}")]
    Illegal(Reason),
    #[error("refused: {0:?}")]
    Refused(Refusal),
    #[error("cannot start that match: {0}")]
    BadRequest(String),
    #[error("the stored match {0} is corrupt: {1}")]
    Corrupt(i64, String),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// A click on a challenge or a lobby that cannot be done now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    UnknownChallenge,
    /// Only this member may answer the challenge.
    NotChallenged(u64),
    AlreadyAnswered,
    UnknownLobby,
    LobbyClosed,
    HostOnly,
    AlreadyInLobby,
    LobbyFull,
    HostCannotLeave,
    NotInLobby,
    /// A match needs at least this many players.
    TooFewPlayers(usize),
    /// Someone joined or left while the host clicked Start.
    MembersChanged,
    /// The member opened too many challenges or lobbies, or too recently.
    Quota(QuotaRefusal),
    /// The member already plays this many matches against the computer.
    TooManyComputerMatches(usize),
    /// The lobby has no computer player to remove.
    NoComputerPlayer,
    /// A rematch of a match still being played.
    StillPlaying,
    UnknownTournament,
    /// Only the tournament's opener or a server manager may do that.
    ManagerOnly,
    SignUpClosed,
    AlreadySignedUp,
    TournamentFull,
    NotSignedUp,
    /// It started already (or was called off).
    TournamentStarted,
    /// It is not running (not started yet, or over).
    TournamentNotRunning,
    AlreadyWithdrawn,
    /// Already paused, or not paused.
    NothingToDo,
    /// A season the server has not had: it is in this one.
    UnknownSeason(u32),
    /// Tables of more than two are for Swiss tournaments only.
    TablesOnlySwiss,
    /// The game is played by this many players at a table.
    TableSize {
        min: usize,
        max: usize,
    },
}

impl From<Refusal> for TableError {
    fn from(r: Refusal) -> Self {
        TableError::Refused(r)
    }
}

impl From<MoveError> for TableError {
    fn from(e: MoveError) -> Self {
        match e {
            MoveError::GameOver => TableError::Over,
            MoveError::NoSuchSeat(_) => TableError::NotSeated,
            MoveError::NotYourTurn(s) => TableError::NotYourTurn(s),
            MoveError::Notation(n) => TableError::Notation(n),
            MoveError::Illegal(reason) => TableError::Illegal(reason),
        }
    }
}
