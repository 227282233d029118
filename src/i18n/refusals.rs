//! Why a request to the table did nothing, in the asker's words: the same refusal reads the
//! same from a Discord button and from a seat's web page.

use crate::engine::Lang;
use crate::i18n::{tr, tr_args};
use crate::table::QuotaRefusal;
use crate::table::{Refusal, TableError};

/// The answer to a refused click or command.
#[must_use]
pub fn table_error(e: &TableError, l: Lang) -> String {
    match e {
        TableError::NoSuchMatch(_) => tr(l, "refusal-unknown-match"),
        TableError::Over => tr(l, "refusal-over"),
        TableError::StillPlaying(id) => {
            tr_args(l, "refusal-replay-in-play", &[("id", (*id).into())])
        }
        TableError::NotSeated => tr(l, "refusal-not-seated"),
        TableError::Stale { .. } => tr(l, "refusal-stale"),
        TableError::NotYourTurn(_) => tr(l, "refusal-not-your-turn"),
        TableError::NotClaimable => tr(l, "refusal-not-claimable"),
        TableError::Notation(_) => tr(l, "refusal-notation"),
        // The game's typed reason, put into the clicker's language only now.
        TableError::Illegal(reason) => {
            tr_args(l, "refusal-illegal", &[("why", reason.explain(l).into())])
        }
        TableError::Refused(r) => refusal(*r, l),
        TableError::Store(e) if e.unavailable() => store_unavailable(l),
        TableError::BadRequest(_) | TableError::Corrupt(..) | TableError::Store(_) => {
            something_went_wrong(l)
        }
    }
}

/// Why a click on a challenge or a lobby did nothing.
#[must_use]
pub fn refusal(r: Refusal, l: Lang) -> String {
    match r {
        Refusal::UnknownChallenge => tr(l, "refusal-unknown-challenge"),
        Refusal::NotChallenged(who) => {
            tr_args(l, "refusal-not-challenged", &[("user", who.into())])
        }
        Refusal::AlreadyAnswered => tr(l, "refusal-already-answered"),
        Refusal::UnknownLobby => tr(l, "refusal-unknown-lobby"),
        Refusal::LobbyClosed => tr(l, "refusal-lobby-closed"),
        Refusal::HostOnly => tr(l, "refusal-host-only"),
        Refusal::AlreadyInLobby => tr(l, "refusal-already-in-lobby"),
        Refusal::LobbyFull => tr(l, "refusal-lobby-full"),
        Refusal::HostCannotLeave => tr(l, "refusal-host-cannot-leave"),
        Refusal::NotInLobby => tr(l, "refusal-not-in-lobby"),
        Refusal::TooFewPlayers(min) => {
            tr_args(l, "refusal-too-few-players", &[("min", min.into())])
        }
        Refusal::MembersChanged => tr(l, "refusal-members-changed"),
        Refusal::Quota(QuotaRefusal::TooMany(n)) => {
            tr_args(l, "refusal-too-many-invitations", &[("count", n.into())])
        }
        Refusal::Quota(QuotaRefusal::Cooldown(at)) => {
            tr_args(l, "refusal-cooldown", &[("time", at.into())])
        }
        Refusal::StillPlaying => tr(l, "rematch-still-playing"),
        Refusal::TooManyComputerMatches(0) => tr(l, "refusal-computer-matches-off"),
        Refusal::TooManyComputerMatches(n) => tr_args(
            l,
            "refusal-too-many-computer-matches",
            &[("count", n.into())],
        ),
        Refusal::NoComputerPlayer => tr(l, "refusal-no-computer-player"),
        Refusal::UnknownTournament => tr(l, "refusal-unknown-tournament"),
        Refusal::ManagerOnly => tr(l, "refusal-tournament-manager-only"),
        Refusal::SignUpClosed => tr(l, "refusal-sign-up-closed"),
        Refusal::AlreadySignedUp => tr(l, "refusal-already-signed-up"),
        Refusal::TournamentFull => tr(l, "refusal-tournament-full"),
        Refusal::NotSignedUp => tr(l, "refusal-not-signed-up"),
        Refusal::TournamentStarted => tr(l, "refusal-tournament-started"),
        Refusal::TournamentNotRunning => tr(l, "refusal-tournament-not-running"),
        Refusal::AlreadyWithdrawn => tr(l, "refusal-already-withdrawn"),
        Refusal::NothingToDo => tr(l, "refusal-nothing-to-do"),
        Refusal::TablesOnlySwiss => tr(l, "refusal-tables-only-swiss"),
        Refusal::TableSize { min, max } => tr_args(
            l,
            "refusal-table-size",
            &[("min", min.into()), ("max", max.into())],
        ),
        Refusal::UnknownSeason(current) => tr_args(
            l,
            "refusal-unknown-season",
            &[("current", i64::from(current).into())],
        ),
    }
}

/// The answer when something failed on our side.
#[must_use]
pub fn something_went_wrong(lang: Lang) -> String {
    tr(lang, "something-went-wrong")
}

/// The database cannot save now (restarting, out of reach, full or read-only).
pub fn store_unavailable(lang: Lang) -> String {
    tr(lang, "store-unavailable")
}
