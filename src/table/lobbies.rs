//! Lobbies for games of more than two: open, join, leave, cancel, start. Every change is one
//! conditional write under the lobby's lock; starting creates the match and closes the lobby
//! in one transaction.

use crate::engine::ismcts::Level;
use crate::games;
use crate::store::{now, Lobby, LobbyStatus, NewLobby};

use super::{Match, MatchRequest, Refusal, Table, TableError};

/// How long a lobby waits for its start.
pub const LOBBY_TTL_SECS: i64 = 3600;

/// What a lobby button asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LobbyAction {
    Join,
    Leave,
    Start,
    Cancel,
    /// The host seats a computer player of this level.
    AddBot(Level),
    /// The host removes the computer player seated last.
    RemoveBot,
}

/// What a lobby click did.
#[derive(Debug)]
pub enum LobbyChange {
    /// Someone joined or left: the lobby as it is now.
    Updated(Lobby),
    Cancelled(Lobby),
    /// Its time had run out; it is closed now.
    Expired(Lobby),
    Started(Box<Match>),
}

impl Table {
    /// Opens a lobby with `new.members` in it (the host first), unless the host has too many
    /// open or opened one too recently.
    ///
    /// # Errors
    /// An unknown game, more members than seats, a quota refusal, or a database error.
    pub async fn lobby_open(&self, new: &NewLobby<'_>) -> Result<Lobby, TableError> {
        let entry = games::by_id(new.game)
            .ok_or_else(|| TableError::BadRequest(format!("unknown game `{}`", new.game)))?;
        if new.members.is_empty() || new.members.len() + new.bots.len() > entry.info.max_seats {
            return Err(TableError::BadRequest(
                "too many players for one table".into(),
            ));
        }
        let id = self
            .store
            .lobby_create(new, self.limits.lobby_ttl_secs, self.limits.lobbies)
            .await?
            .map_err(Refusal::Quota)?;
        self.lobby(id).await
    }

    /// A lobby as stored, for showing it.
    ///
    /// # Errors
    /// An unknown lobby or a database error.
    pub async fn lobby(&self, id: i64) -> Result<Lobby, TableError> {
        self.store
            .lobby_load(id)
            .await?
            .ok_or(TableError::Refused(Refusal::UnknownLobby))
    }

    /// Join, Leave, Start or Cancel, one click at a time per lobby.
    ///
    /// # Errors
    /// A refusal naming why, a match that cannot be set up, or a database error.
    pub async fn lobby_act(
        &self,
        id: i64,
        user: u64,
        action: LobbyAction,
        board_message_id: Option<u64>,
    ) -> Result<LobbyChange, TableError> {
        let lock = self.lobbies.get(&id);
        let _turn = lock.lock().await;
        let lobby = self.lobby(id).await?;
        if lobby.expired_at(now()) {
            self.store.lobby_close(id, LobbyStatus::Expired).await?;
            return Ok(LobbyChange::Expired(lobby));
        }
        if lobby.status != LobbyStatus::Open {
            return Err(Refusal::LobbyClosed.into());
        }
        let info = games::by_id(&lobby.game)
            .ok_or_else(|| TableError::BadRequest(format!("unknown game `{}`", lobby.game)))?
            .info;
        let host_only = matches!(
            action,
            LobbyAction::Start
                | LobbyAction::Cancel
                | LobbyAction::AddBot(_)
                | LobbyAction::RemoveBot
        );
        if host_only && user != lobby.host {
            return Err(Refusal::HostOnly.into());
        }
        match action {
            LobbyAction::Join => {
                if lobby.members.contains(&user) {
                    return Err(Refusal::AlreadyInLobby.into());
                }
                if lobby.seated() >= info.max_seats {
                    return Err(Refusal::LobbyFull.into());
                }
                if !self.store.lobby_join(id, user, info.max_seats).await? {
                    return Err(self.why_unchanged(id, Refusal::LobbyFull).await);
                }
                Ok(LobbyChange::Updated(self.lobby(id).await?))
            }
            LobbyAction::AddBot(level) => {
                if lobby.seated() >= info.max_seats {
                    return Err(Refusal::LobbyFull.into());
                }
                if !self.store.lobby_add_bot(id, level, info.max_seats).await? {
                    return Err(self.why_unchanged(id, Refusal::LobbyFull).await);
                }
                Ok(LobbyChange::Updated(self.lobby(id).await?))
            }
            LobbyAction::RemoveBot => {
                if !self.store.lobby_remove_bot(id).await? {
                    return Err(self.why_unchanged(id, Refusal::NoComputerPlayer).await);
                }
                Ok(LobbyChange::Updated(self.lobby(id).await?))
            }
            LobbyAction::Leave => {
                if user == lobby.host {
                    return Err(Refusal::HostCannotLeave.into());
                }
                if !lobby.members.contains(&user) {
                    return Err(Refusal::NotInLobby.into());
                }
                if !self.store.lobby_leave(id, user).await? {
                    return Err(self.why_unchanged(id, Refusal::NotInLobby).await);
                }
                Ok(LobbyChange::Updated(self.lobby(id).await?))
            }
            LobbyAction::Cancel => {
                if !self.store.lobby_close(id, LobbyStatus::Cancelled).await? {
                    return Err(Refusal::LobbyClosed.into());
                }
                Ok(LobbyChange::Cancelled(lobby))
            }
            LobbyAction::Start => {
                if lobby.seated() < info.min_seats {
                    return Err(Refusal::TooFewPlayers(info.min_seats).into());
                }
                // Computer players sit after the members, as user 0.
                let users: Vec<u64> = lobby
                    .members
                    .iter()
                    .copied()
                    .chain(lobby.bots.iter().map(|_| 0))
                    .collect();
                let bots: Vec<Option<Level>> = lobby
                    .members
                    .iter()
                    .map(|_| None)
                    .chain(lobby.bots.iter().copied().map(Some))
                    .collect();
                let req = MatchRequest {
                    game: &lobby.game,
                    guild_id: lobby.guild_id,
                    channel_id: lobby.channel_id,
                    users: &users,
                    bots: &bots,
                    options: &lobby.options,
                    seed: crate::fair::new_seed(),
                    lang: lobby.lang,
                    board_message_id,
                };
                let game = Self::new_game(req.game, req.users.len(), req.options, req.seed)?;
                let snapshot = game.snapshot();
                let token = crate::store::new_token();
                let Some(match_id) = self
                    .store
                    .lobby_start(id, &Self::new_row(&req, &snapshot, &token))
                    .await?
                else {
                    return Err(self.why_unchanged(id, Refusal::MembersChanged).await);
                };
                let m = self.remember_new(match_id, &req, game, token).await;
                Ok(LobbyChange::Started(Box::new(m)))
            }
        }
    }

    /// Why a conditional write changed nothing: the lobby closed meanwhile (another process),
    /// or else `otherwise`.
    async fn why_unchanged(&self, id: i64, otherwise: Refusal) -> TableError {
        match self.lobby(id).await {
            Ok(l) if l.status != LobbyStatus::Open || l.expired_at(now()) => {
                Refusal::LobbyClosed.into()
            }
            Ok(_) => otherwise.into(),
            Err(e) => e,
        }
    }
}
