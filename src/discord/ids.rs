//! Button and select custom ids: what a component means, readable after any restart.

use std::fmt;
use std::str::FromStr;

/// Longest custom id Discord accepts.
pub const MAX_CUSTOM_ID: usize = 100;

/// What a component does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ComponentId {
    /// `g:<match>:<version>:<move>`: play a move rendered at `version`.
    Move {
        match_id: i64,
        version: i64,
        notation: String,
    },
    /// `s:<match>:<version>:<n>`: a select menu whose chosen value is the move.
    Select {
        match_id: i64,
        version: i64,
        index: u8,
    },
    /// `p:<match>:<version>:<prefix>`: a multi-select whose chosen values, after `prefix`,
    /// make the move (`attack` + `7B 12B`).
    Compose {
        match_id: i64,
        version: i64,
        prefix: String,
    },
    /// `d:<match>:<draft>`: show the composer of a move built in steps (an offer).
    Draft { match_id: i64, draft: String },
    /// `ds:<match>:<n>`: a select menu whose chosen value is the draft to show.
    DraftSelect { match_id: i64, index: u8 },
    /// `dn:<match>:<draft>`: ask for the numbers of the composer's form (opens a modal).
    Form { match_id: i64, draft: String },
    /// `dm:<match>:<template>`: the modal's answer, whose numbers fill `template`.
    FormSubmit { match_id: i64, template: String },
    /// `h:<match>`: show (or refresh) my hand.
    Hand { match_id: i64 },
    /// `hp:<match>:<page>`: my hand's choices from page `page` on, when they need several.
    HandPage { match_id: i64, page: u8 },
    /// `r:<match>`: ask to resign.
    Resign { match_id: i64 },
    /// `rc:<match>`: confirm resignation.
    ResignConfirm { match_id: i64 },
    /// `m:<match>`: challenge the same players again.
    Rematch { match_id: i64 },
    /// `lj:<lobby>`: join a lobby.
    Join { lobby_id: i64 },
    /// `ll:<lobby>`: leave a lobby.
    Leave { lobby_id: i64 },
    /// `ls:<lobby>`: the host starts the match.
    Start { lobby_id: i64 },
    /// `lx:<lobby>`: the host cancels the lobby.
    Cancel { lobby_id: i64 },
    /// `lb:<lobby>`: a select whose chosen level the host seats as a computer player.
    AddBot { lobby_id: i64 },
    /// `lr:<lobby>`: the host removes the computer player seated last.
    RemoveBot { lobby_id: i64 },
    /// `ca:<challenge>`: accept a challenge.
    Accept { challenge_id: i64 },
    /// `cd:<challenge>`: decline a challenge.
    Decline { challenge_id: i64 },
    /// `tc:<match>:<seat>`: claim the win against `seat`, whose time ran out.
    ClaimWin { match_id: i64, seat: u8 },
    /// `tw:<match>:<seat>`: keep waiting for `seat`.
    KeepWaiting { match_id: i64, seat: u8 },
    /// `hi:<member>:<game>:<page>`: page `page` of a member's history; `game` is 1 + the
    /// game's place in the registry, 0 for every game.
    History { user: u64, game: u8, page: i64 },
    /// `o:<tournament>:<button>`: a button of a tournament's sign-up message.
    Tournament {
        tournament_id: i64,
        button: TournamentButton,
    },
}

/// The buttons of a tournament's sign-up message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TournamentButton {
    Join,
    Leave,
    Start,
    Cancel,
    Withdraw,
    Standings,
}

impl TournamentButton {
    const ALL: [TournamentButton; 6] = [
        TournamentButton::Join,
        TournamentButton::Leave,
        TournamentButton::Start,
        TournamentButton::Cancel,
        TournamentButton::Withdraw,
        TournamentButton::Standings,
    ];

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            TournamentButton::Join => "join",
            TournamentButton::Leave => "leave",
            TournamentButton::Start => "start",
            TournamentButton::Cancel => "cancel",
            TournamentButton::Withdraw => "withdraw",
            TournamentButton::Standings => "standings",
        }
    }
}

impl ComponentId {
    /// The match this component belongs to, if it belongs to one (for logs).
    #[must_use]
    pub fn match_id(&self) -> Option<i64> {
        match self {
            ComponentId::Move { match_id, .. }
            | ComponentId::Select { match_id, .. }
            | ComponentId::Compose { match_id, .. }
            | ComponentId::Draft { match_id, .. }
            | ComponentId::DraftSelect { match_id, .. }
            | ComponentId::Form { match_id, .. }
            | ComponentId::FormSubmit { match_id, .. }
            | ComponentId::Hand { match_id }
            | ComponentId::HandPage { match_id, .. }
            | ComponentId::Resign { match_id }
            | ComponentId::ResignConfirm { match_id }
            | ComponentId::Rematch { match_id }
            | ComponentId::ClaimWin { match_id, .. }
            | ComponentId::KeepWaiting { match_id, .. } => Some(*match_id),
            _ => None,
        }
    }
}

impl fmt::Display for ComponentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ComponentId::Move {
                match_id,
                version,
                notation,
            } => write!(f, "g:{match_id}:{version}:{notation}"),
            ComponentId::Select {
                match_id,
                version,
                index,
            } => write!(f, "s:{match_id}:{version}:{index}"),
            ComponentId::Compose {
                match_id,
                version,
                prefix,
            } => write!(f, "p:{match_id}:{version}:{prefix}"),
            ComponentId::Draft { match_id, draft } => write!(f, "d:{match_id}:{draft}"),
            ComponentId::DraftSelect { match_id, index } => write!(f, "ds:{match_id}:{index}"),
            ComponentId::Form { match_id, draft } => write!(f, "dn:{match_id}:{draft}"),
            ComponentId::FormSubmit { match_id, template } => {
                write!(f, "dm:{match_id}:{template}")
            }
            ComponentId::Hand { match_id } => write!(f, "h:{match_id}"),
            ComponentId::HandPage { match_id, page } => write!(f, "hp:{match_id}:{page}"),
            ComponentId::Resign { match_id } => write!(f, "r:{match_id}"),
            ComponentId::ResignConfirm { match_id } => write!(f, "rc:{match_id}"),
            ComponentId::Rematch { match_id } => write!(f, "m:{match_id}"),
            ComponentId::Join { lobby_id } => write!(f, "lj:{lobby_id}"),
            ComponentId::Leave { lobby_id } => write!(f, "ll:{lobby_id}"),
            ComponentId::Start { lobby_id } => write!(f, "ls:{lobby_id}"),
            ComponentId::Cancel { lobby_id } => write!(f, "lx:{lobby_id}"),
            ComponentId::AddBot { lobby_id } => write!(f, "lb:{lobby_id}"),
            ComponentId::RemoveBot { lobby_id } => write!(f, "lr:{lobby_id}"),
            ComponentId::Accept { challenge_id } => write!(f, "ca:{challenge_id}"),
            ComponentId::Decline { challenge_id } => write!(f, "cd:{challenge_id}"),
            ComponentId::ClaimWin { match_id, seat } => write!(f, "tc:{match_id}:{seat}"),
            ComponentId::KeepWaiting { match_id, seat } => write!(f, "tw:{match_id}:{seat}"),
            ComponentId::History { user, game, page } => write!(f, "hi:{user}:{game}:{page}"),
            ComponentId::Tournament {
                tournament_id,
                button,
            } => write!(f, "o:{tournament_id}:{}", button.as_str()),
        }
    }
}

/// A custom id that is not one of ours (forged, or from another bot version).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown component id")]
pub struct UnknownId;

fn num<T: FromStr>(s: Option<&str>) -> Result<T, UnknownId> {
    s.ok_or(UnknownId)?.parse().map_err(|_| UnknownId)
}

impl FromStr for ComponentId {
    type Err = UnknownId;

    fn from_str(s: &str) -> Result<Self, UnknownId> {
        if s.len() > MAX_CUSTOM_ID {
            return Err(UnknownId);
        }
        // Drafts and templates are notation, which may hold colons: all that follows the id.
        if let Some((kind @ ("d" | "dn" | "dm"), rest)) = s.split_once(':') {
            let (id, text) = rest.split_once(':').ok_or(UnknownId)?;
            let match_id: i64 = id.parse().map_err(|_| UnknownId)?;
            if text.is_empty() {
                return Err(UnknownId);
            }
            let text = text.to_owned();
            return Ok(match kind {
                "d" => ComponentId::Draft {
                    match_id,
                    draft: text,
                },
                "dn" => ComponentId::Form {
                    match_id,
                    draft: text,
                },
                _ => ComponentId::FormSubmit {
                    match_id,
                    template: text,
                },
            });
        }
        let mut parts = s.splitn(4, ':');
        let kind = parts.next().ok_or(UnknownId)?;
        let id: i64 = num(parts.next())?;
        let parsed = match kind {
            "g" => ComponentId::Move {
                match_id: id,
                version: num(parts.next())?,
                notation: parts
                    .next()
                    .filter(|n| !n.is_empty())
                    .ok_or(UnknownId)?
                    .to_owned(),
            },
            "s" => ComponentId::Select {
                match_id: id,
                version: num(parts.next())?,
                index: num(parts.next())?,
            },
            "p" => ComponentId::Compose {
                match_id: id,
                version: num(parts.next())?,
                prefix: parts
                    .next()
                    .filter(|n| !n.is_empty())
                    .ok_or(UnknownId)?
                    .to_owned(),
            },
            "ds" => ComponentId::DraftSelect {
                match_id: id,
                index: num(parts.next())?,
            },
            "h" => ComponentId::Hand { match_id: id },
            "hp" => ComponentId::HandPage {
                match_id: id,
                page: num(parts.next())?,
            },
            "r" => ComponentId::Resign { match_id: id },
            "rc" => ComponentId::ResignConfirm { match_id: id },
            "m" => ComponentId::Rematch { match_id: id },
            "lj" => ComponentId::Join { lobby_id: id },
            "ll" => ComponentId::Leave { lobby_id: id },
            "ls" => ComponentId::Start { lobby_id: id },
            "lx" => ComponentId::Cancel { lobby_id: id },
            "lb" => ComponentId::AddBot { lobby_id: id },
            "lr" => ComponentId::RemoveBot { lobby_id: id },
            "ca" => ComponentId::Accept { challenge_id: id },
            "cd" => ComponentId::Decline { challenge_id: id },
            "tc" => ComponentId::ClaimWin {
                match_id: id,
                seat: num(parts.next())?,
            },
            "tw" => ComponentId::KeepWaiting {
                match_id: id,
                seat: num(parts.next())?,
            },
            "hi" => ComponentId::History {
                user: u64::try_from(id).map_err(|_| UnknownId)?,
                game: num(parts.next())?,
                page: num(parts.next())?,
            },
            "o" => {
                let word = parts.next().ok_or(UnknownId)?;
                ComponentId::Tournament {
                    tournament_id: id,
                    button: TournamentButton::ALL
                        .into_iter()
                        .find(|b| b.as_str() == word)
                        .ok_or(UnknownId)?,
                }
            }
            _ => return Err(UnknownId),
        };
        let complete = matches!(
            parsed,
            ComponentId::Move { .. } | ComponentId::Select { .. }
        ) || parts.next().is_none();
        if complete {
            Ok(parsed)
        } else {
            Err(UnknownId)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        let all = [
            ComponentId::Move {
                match_id: 12,
                version: 3,
                notation: "trade 2H 4C".into(),
            },
            ComponentId::Select {
                match_id: 12,
                version: 3,
                index: 1,
            },
            ComponentId::Compose {
                match_id: 12,
                version: 3,
                prefix: "heal 5E with".into(),
            },
            ComponentId::Draft {
                match_id: 1,
                draft: "offer GH 20 wheat get 10".into(),
            },
            ComponentId::DraftSelect {
                match_id: 1,
                index: 0,
            },
            ComponentId::Form {
                match_id: 1,
                draft: "ask 2 GH 5".into(),
            },
            ComponentId::FormSubmit {
                match_id: 1,
                template: "offer 2,3 {0} get {1}".into(),
            },
            ComponentId::Hand { match_id: 1 },
            ComponentId::HandPage {
                match_id: 1,
                page: 2,
            },
            ComponentId::Resign { match_id: 1 },
            ComponentId::ResignConfirm { match_id: 1 },
            ComponentId::Rematch { match_id: 1 },
            ComponentId::Accept { challenge_id: 9 },
            ComponentId::Decline { challenge_id: 9 },
            ComponentId::Join { lobby_id: 4 },
            ComponentId::Leave { lobby_id: 4 },
            ComponentId::Start { lobby_id: 4 },
            ComponentId::Cancel { lobby_id: 4 },
            ComponentId::AddBot { lobby_id: 4 },
            ComponentId::RemoveBot { lobby_id: 4 },
            ComponentId::ClaimWin {
                match_id: 5,
                seat: 1,
            },
            ComponentId::KeepWaiting {
                match_id: 5,
                seat: 0,
            },
            ComponentId::History {
                user: 1_234_567_890_123_456_789,
                game: 3,
                page: 2,
            },
            ComponentId::Tournament {
                tournament_id: 3,
                button: TournamentButton::Withdraw,
            },
        ];
        for id in all {
            assert_eq!(id.to_string().parse::<ComponentId>(), Ok(id));
        }
    }

    #[test]
    fn forged_ids_are_rejected() {
        for s in [
            "",
            "x",
            "g:1",
            "g:1:2",
            "g:1:2:",
            "g:a:2:buy",
            "h:1:2",
            "zz:1",
            "ca:",
            "h:-",
            "d:1",
            "d:1:",
            "d:x:offer",
            "ds:1",
            "hi:-1:0:0",
            "hi:5:0",
            "hi:5:0:1:2",
            "o:3",
            "o:3:dance",
            "o:3:join:1",
        ] {
            assert_eq!(s.parse::<ComponentId>(), Err(UnknownId), "{s}");
        }
        assert!("g:1:2:".repeat(40).parse::<ComponentId>().is_err());
    }
}
