//! Turn timers: who the match waits for and since when, reminders, deadlines, claiming a win on
//! time, automatic play of absent seats, and a server manager ending a match. Deadlines are
//! rows in the store, so one scheduler (in `discord/`) finds them again after a restart.

use tokio::sync::Notify;

use crate::engine::Seat;
use crate::store::{
    now, ChallengeStatus, ClockChange, ClockSync, GuildSettings, Invitations, LobbyStatus,
    OnTimeout, SeatClock, StoreResult,
};

use super::matches::{Match, Status};
use super::{Challenge, Lobby, Refusal, Table, TableError};

/// The scheduler's doorbell.
#[derive(Debug, Default)]
pub struct Timers {
    wake: Notify,
}

impl Timers {
    /// Tells the scheduler that deadlines changed.
    pub fn wake(&self) {
        self.wake.notify_one();
    }

    /// Waits for [`Timers::wake`] (a wake before the wait counts).
    pub async fn woken(&self) {
        self.wake.notified().await;
    }
}

/// What is due at a time.
#[derive(Debug, Default)]
pub struct Due {
    pub reminders: Vec<SeatClock>,
    pub deadlines: Vec<SeatClock>,
    pub challenges: Vec<i64>,
    pub lobbies: Vec<i64>,
}

/// What a passed deadline does.
#[derive(Debug)]
pub enum TimeOut {
    /// Nothing any more (the seat acted, or the match is over).
    Nothing,
    /// The opponent may claim the win: offer it to them.
    OfferClaim(Box<Match>),
    /// The seat plays automatically from now on.
    Automatic,
    /// The seat lost on time to a computer player, which claims every win it is offered.
    LostOnTime,
}

impl Table {
    /// The scheduler's doorbell and the obsolete messages.
    #[must_use]
    pub fn timers(&self) -> &Timers {
        &self.timers
    }

    /// A server's turn timer settings.
    ///
    /// # Errors
    /// A database error.
    pub async fn settings(&self, guild_id: u64) -> StoreResult<GuildSettings> {
        let cached = self.cached_settings().get(&guild_id).copied();
        if let Some(s) = cached {
            return Ok(s);
        }
        let s = self.store.settings(guild_id).await?;
        self.cached_settings().insert(guild_id, s);
        Ok(s)
    }

    fn cached_settings(
        &self,
    ) -> std::sync::MutexGuard<'_, std::collections::HashMap<u64, GuildSettings>> {
        self.settings.lock().expect("settings cache lock")
    }

    /// Changes a server's settings; they apply to turns that start from now on.
    ///
    /// # Errors
    /// A database error.
    pub async fn set_settings(&self, guild_id: u64, s: &GuildSettings) -> StoreResult<()> {
        self.store.set_settings(guild_id, s).await?;
        self.cached_settings().insert(guild_id, *s);
        Ok(())
    }

    pub(super) async fn waiting(&self, match_id: i64) -> StoreResult<Vec<(Seat, i64)>> {
        Ok(self
            .store
            .clocks(match_id)
            .await?
            .iter()
            .map(|c| (c.seat(), c.since))
            .collect())
    }

    /// Brings the clocks of `m` in line with the seats it waits for; `restart` just acted.
    pub(super) async fn sync_clocks(
        &self,
        m: &mut Match,
        restart: Option<Seat>,
    ) -> Result<(), TableError> {
        let change = if m.is_over() {
            ClockChange {
                removed: self.store.clocks_clear(m.id).await?,
                current: Vec::new(),
            }
        } else {
            let sync = ClockSync {
                match_id: m.id,
                owing: m.people(m.game.owing()),
                restart,
                absent: m.absent.clone(),
                standing: m.waiting.clone(),
                settings: self.settings(m.guild_id).await?,
            };
            self.store.clocks_sync(&sync).await?
        };
        self.clocks_changed(m, &change);
        Ok(())
    }

    /// After a change of `m`'s clocks (the store recorded the messages of ended turns for
    /// deletion): the match shows whom it waits for now, and the scheduler looks again.
    pub(super) fn clocks_changed(&self, m: &mut Match, change: &ClockChange) {
        m.waiting.clone_from(&change.current);
        self.timers.wake();
    }

    /// Starts the clocks of matches in play that have none (after an upgrade, or a failed
    /// write); returns how many.
    ///
    /// # Errors
    /// A database error.
    pub async fn start_missing_clocks(&self) -> Result<usize, TableError> {
        let ids = self.store.matches_without_clocks().await?;
        for &id in &ids {
            self.with_match(id, async |guard| {
                let m = self.loaded(id, guard).await?;
                self.sync_clocks(m, None).await
            })
            .await?;
        }
        Ok(ids.len())
    }

    /// The earliest Unix time anything is due, if anything is.
    ///
    /// # Errors
    /// A database error.
    pub async fn next_due(&self) -> StoreResult<Option<i64>> {
        self.store.next_due().await
    }

    /// Everything due at `t`.
    ///
    /// # Errors
    /// A database error.
    pub async fn due(&self, t: i64) -> StoreResult<Due> {
        Ok(Due {
            reminders: self.store.reminders_due(t).await?,
            deadlines: self.store.deadlines_due(t).await?,
            challenges: self
                .store
                .invitations_expired(Invitations::Challenges, t)
                .await?,
            lobbies: self
                .store
                .invitations_expired(Invitations::Lobbies, t)
                .await?,
        })
    }

    /// Records the reminder sent for `clock`'s turn. When that turn ended meanwhile, the
    /// reminder is obsolete (deleted by the scheduler) and false comes back.
    ///
    /// # Errors
    /// A database error.
    pub async fn reminded(&self, clock: &SeatClock, message: Option<u64>) -> StoreResult<bool> {
        let kept = self
            .store
            .clock_reminded(clock.match_id, clock.seat(), clock.since, message)
            .await?;
        if let (false, Some(m)) = (kept, message) {
            self.store.message_obsolete(clock.match_id, m).await?;
            self.timers.wake();
        }
        Ok(kept)
    }

    /// The bot's messages to delete (reminders and offers of ended turns), as (channel,
    /// message).
    ///
    /// # Errors
    /// A database error.
    pub async fn obsolete_messages(&self) -> StoreResult<Vec<(u64, u64)>> {
        self.store.obsolete_messages().await
    }

    /// A message deleted, or found gone already.
    ///
    /// # Errors
    /// A database error.
    pub async fn obsolete_deleted(&self, message: u64) -> StoreResult<()> {
        self.store.obsolete_deleted(message).await
    }

    /// The deadline of `clock` passed: the seat's opponent is offered the win, or the seat
    /// goes on automatic play, as the server's settings say.
    ///
    /// # Errors
    /// A database error or a corrupt match.
    pub async fn time_out(&self, clock: &SeatClock) -> Result<TimeOut, TableError> {
        let id = clock.match_id;
        let seat = clock.seat();
        self.with_match(id, async |guard| {
            let m = match self.loaded(id, guard).await {
                Ok(m) => m,
                Err(TableError::NoSuchMatch(_)) => {
                    self.store.clocks_clear(id).await?;
                    return Ok(TimeOut::Nothing);
                }
                Err(e) => return Err(e),
            };
            let current = self.store.clocks(id).await?.into_iter().find(|c| {
                c.seat() == seat && c.since == clock.since && c.deadline.is_some_and(|d| d <= now())
            });
            if m.is_over() {
                self.sync_clocks(m, None).await?;
                return Ok(TimeOut::Nothing);
            }
            if current.is_none() {
                return Ok(TimeOut::Nothing);
            }
            if m.absent.get(seat.index()).copied().unwrap_or(false) {
                return Ok(TimeOut::Automatic);
            }
            let settings = self.settings(m.guild_id).await?;
            let opponent_is_computer = Seat::all(m.users.len())
                .filter(|&s| s != seat)
                .all(|s| m.bot_at(s).is_some());
            if m.users.len() == 2 && settings.on_timeout == OnTimeout::Claim {
                if opponent_is_computer {
                    self.resign_seat(m, seat, true).await?;
                    tracing::info!(id, seat = seat.0, "a seat lost on time to the computer");
                    return Ok(TimeOut::LostOnTime);
                }
                // The deadline stays due until the offer is recorded: an offer that could not
                // be sent is made again.
                return Ok(TimeOut::OfferClaim(Box::new(m.clone())));
            }
            // The deadline stays due until a move is played for the seat: a failed automatic
            // play is tried again.
            self.store.seat_set_absent(id, seat, true).await?;
            m.absent[seat.index()] = true;
            tracing::info!(id, seat = seat.0, "a seat's time ran out: automatic play");
            Ok(TimeOut::Automatic)
        })
        .await
    }

    /// Records the message offering the win on time against `clock`'s seat; when the seat
    /// acted meanwhile, the offer is obsolete.
    ///
    /// # Errors
    /// A database error.
    pub async fn claim_offered(&self, clock: &SeatClock, message: u64) -> StoreResult<()> {
        let kept = self
            .store
            .clock_set_deadline(
                clock.match_id,
                clock.seat(),
                clock.since,
                None,
                Some(message),
            )
            .await?;
        if !kept {
            self.store.message_obsolete(clock.match_id, message).await?;
            self.timers.wake();
        }
        Ok(())
    }

    /// The clock of `seat` whose time ran out with a win offered against it, checked for a
    /// click of `user` on that offer.
    async fn claimable(&self, m: &Match, user: u64, seat: Seat) -> Result<SeatClock, TableError> {
        if m.is_over() {
            return Err(TableError::Over);
        }
        let clicker = m.seat_of(user).ok_or(TableError::NotSeated)?;
        if clicker == seat {
            return Err(TableError::NotClaimable);
        }
        self.store
            .clocks(m.id)
            .await?
            .into_iter()
            .find(|c| c.seat() == seat && c.deadline.is_none() && c.claim_message_id.is_some())
            .ok_or(TableError::NotClaimable)
    }

    /// `user` claims the win against `seat`, whose time ran out: like `seat` resigning.
    ///
    /// # Errors
    /// Over, not seated, nothing to claim (the seat played since), or a database error.
    pub async fn claim_win(&self, id: i64, user: u64, seat: Seat) -> Result<Match, TableError> {
        self.with_match(id, async |guard| {
            let m = self.loaded(id, guard).await?;
            let clock = self.claimable(&*m, user, seat).await?;
            // The offer itself is answered in place (the click's update), not deleted.
            self.store
                .clock_set_deadline(id, seat, clock.since, None, None)
                .await?;
            self.resign_seat(m, seat, true).await
        })
        .await
    }

    /// `user` keeps waiting for `seat`: its time starts again. Returns the new deadline
    /// (`None` when the server has no time limit any more) and the match.
    ///
    /// # Errors
    /// As [`Table::claim_win`].
    pub async fn keep_waiting(
        &self,
        id: i64,
        user: u64,
        seat: Seat,
    ) -> Result<(Option<i64>, Match), TableError> {
        self.with_match(id, async |guard| {
            let m = self.loaded(id, guard).await?;
            let clock = self.claimable(m, user, seat).await?;
            let settings = self.settings(m.guild_id).await?;
            let deadline = settings.turn_limit_secs.map(|l| now() + l);
            self.store
                .clock_set_deadline(id, seat, clock.since, deadline, None)
                .await?;
            self.timers.wake();
            Ok((deadline, m.clone()))
        })
        .await
    }

    /// `user` looks at the match (their hand): an absent player is back, their seat theirs
    /// again with a fresh turn. Returns whether they came back, and the match as it stands.
    ///
    /// # Errors
    /// No such match, not seated, or a database error.
    pub async fn come_back(&self, id: i64, user: u64) -> Result<(bool, Match), TableError> {
        self.with_match(id, async |guard| {
            let m = self.loaded(id, guard).await?;
            let seat = m.seat_of(user).ok_or(TableError::NotSeated)?;
            if m.is_over() || !m.absent.get(seat.index()).copied().unwrap_or(false) {
                return Ok((false, m.clone()));
            }
            self.store.seat_set_absent(id, seat, false).await?;
            m.absent[seat.index()] = false;
            self.sync_clocks(m, Some(seat)).await?;
            tracing::info!(id, seat = seat.0, "an absent player is back");
            Ok((true, m.clone()))
        })
        .await
    }

    /// A server manager ends a match in play: nobody's result changes.
    ///
    /// # Errors
    /// No such match, over, or a database error.
    pub async fn end_match(&self, id: i64, by: u64) -> Result<Match, TableError> {
        self.with_match(id, async |guard| {
            let m = self.loaded(id, guard).await?;
            if m.is_over() {
                return Err(TableError::Over);
            }
            if !self.store.match_end(id, by).await? {
                return Err(TableError::Over);
            }
            m.status = Status::Ended;
            m.ended_by = Some(by);
            m.version += 1;
            self.sync_clocks(m, None).await?;
            Ok(m.clone())
        })
        .await
    }

    /// Remembers the public message of a challenge or lobby, so that it can say when the
    /// invitation expires.
    ///
    /// # Errors
    /// A database error.
    pub async fn invitation_shown(
        &self,
        kind: Invitations,
        id: i64,
        message: u64,
    ) -> StoreResult<()> {
        self.store.invitation_set_message(kind, id, message).await?;
        self.timers.wake();
        Ok(())
    }

    /// Closes a challenge whose time ran out; its message, if the challenge was still open.
    ///
    /// # Errors
    /// A database error.
    pub async fn expire_challenge(&self, id: i64) -> Result<Option<(Challenge, u64)>, TableError> {
        let lock = self.challenges.get(&id);
        let _turn = lock.lock().await;
        let ch = self.challenge(id).await?;
        if !ch.expired_at(now())
            || !self
                .store
                .challenge_close(id, ChallengeStatus::Expired)
                .await?
        {
            return Ok(None);
        }
        let message = self
            .store
            .invitation_message(Invitations::Challenges, id)
            .await?;
        Ok(message.map(|m| (ch, m)))
    }

    /// Closes a lobby whose time ran out; its message, if the lobby was still open.
    ///
    /// # Errors
    /// A database error.
    pub async fn expire_lobby(&self, id: i64) -> Result<Option<(Lobby, u64)>, TableError> {
        let lock = self.lobbies.get(&id);
        let _turn = lock.lock().await;
        let lobby = self.lobby(id).await?;
        if !lobby.expired_at(now()) || !self.store.lobby_close(id, LobbyStatus::Expired).await? {
            return Ok(None);
        }
        let message = self
            .store
            .invitation_message(Invitations::Lobbies, id)
            .await?;
        Ok(message.map(|m| (lobby, m)))
    }

    /// A server manager closes a lobby still open: nobody's result changes.
    ///
    /// # Errors
    /// An unknown or closed lobby, or a database error.
    pub async fn end_lobby(&self, id: i64) -> Result<(Lobby, Option<u64>), TableError> {
        let lock = self.lobbies.get(&id);
        let _turn = lock.lock().await;
        let lobby = self.lobby(id).await?;
        if !self.store.lobby_close(id, LobbyStatus::Cancelled).await? {
            return Err(Refusal::LobbyClosed.into());
        }
        let message = self
            .store
            .invitation_message(Invitations::Lobbies, id)
            .await?;
        Ok((lobby, message))
    }
}
