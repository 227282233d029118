//! The game lifecycle, independent of Discord, and the one owner of every state change:
//! challenges, lobbies and matches change only here, each as one compare-and-set under that
//! object's lock. A move is checked in a fixed order, applied, committed, and only then
//! acknowledged.
//!
//! Clicks on one match are serialized by that match's lock; the version carried by every
//! button makes a double click apply once.

mod cache;
mod challenges;
mod clocks;
mod computer;
mod error;
mod lobbies;
mod matches;
mod play;
mod records;
mod rematch;
mod seasons;
mod site;
mod tournaments;
mod web_seats;

use std::sync::Arc;

use serde_json::Value;

use crate::engine::ismcts::Level;
use crate::engine::{DynMatch, Lang};
use crate::games;
use crate::store::{Durability, NewMatch, Quota, Shards, Store, StoreResult, StoredMatch};

pub use cache::Locks;
pub use challenges::{ChallengeAnswer, CHALLENGE_TTL_SECS};
pub use clocks::{Due, TimeOut, Timers};
pub use computer::ComputerMatch;
pub use error::{Refusal, TableError};
pub use lobbies::{LobbyAction, LobbyChange, LOBBY_TTL_SECS};
pub use matches::{Match, Recent, Status, ABSENT_LEVEL, RECENT_MOVES};
pub use play::{Moved, Refused};
pub use records::HISTORY_PAGE;
pub use rematch::Rematch;
pub use seasons::Which;
pub use tournaments::{
    places, played_rounds, rounds_for, Progress, TournamentAction, TournamentChange, MAX_ENTRANTS,
};
pub use web_seats::{PassRefused, SeatGrant, SeatKeys, PASS_SECS, SESSION_SECS};

/// The records the table hands out and takes in, so that callers need not know the store.
pub use crate::store::{
    BestWin, Challenge, Format, GameStats, GuildPages, GuildSettings, HistoryEntry, HistoryPage,
    Invitations, LeaderboardRow, Lobby, NewChallenge, NewLobby, NewTournament, OnTimeout, Opponent,
    QuotaRefusal, Record, Season, SeatClock, StoreError, Streak, Tournament, TournamentBoard,
    TournamentEntrant, TournamentLine, TournamentStatus,
};

/// How much a table keeps in memory and how often members may open challenges and lobbies.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Matches kept in memory; idle ones beyond this are dropped and reloaded when clicked.
    pub cached_matches: usize,
    /// Open challenges per challenger, and the wait between two of them.
    pub challenges: Quota,
    /// Open lobbies per host, and the wait between two of them.
    pub lobbies: Quota,
    /// Seconds a challenge waits for its answer.
    pub challenge_ttl_secs: i64,
    /// Seconds a lobby waits for its start.
    pub lobby_ttl_secs: i64,
    /// Computer players' searches at once (each takes a core while it thinks).
    pub computer_searches: usize,
    /// Matches in play against the computer per member.
    pub computer_matches: usize,
    /// The gateway shards of this process: it runs the timers, expiries and computer players
    /// of their guilds only (several processes may share one database).
    pub shards: Shards,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            cached_matches: 1000,
            challenges: Quota {
                max_open: 3,
                cooldown_secs: 20,
            },
            lobbies: Quota {
                max_open: 2,
                cooldown_secs: 20,
            },
            challenge_ttl_secs: CHALLENGE_TTL_SECS,
            lobby_ttl_secs: LOBBY_TTL_SECS,
            // A core stays for the gateway and the clicks.
            computer_searches: std::thread::available_parallelism()
                .map_or(1, |n| usize::from(n).saturating_sub(1).max(1)),
            computer_matches: 3,
            shards: Shards::ALL,
        }
    }
}

/// The authority over every match, challenge and lobby.
#[derive(Clone)]
pub struct Table {
    store: Store,
    limits: Limits,
    matches: Arc<Locks<i64, Option<Match>>>,
    challenges: Arc<Locks<i64, ()>>,
    lobbies: Arc<Locks<i64, ()>>,
    tournaments: Arc<Locks<i64, ()>>,
    timers: Arc<Timers>,
    /// Places for the computer players' searches.
    searches: Arc<tokio::sync::Semaphore>,
    /// Each server's settings as last read or written: every move starts a turn timed by them.
    settings: Arc<std::sync::Mutex<std::collections::HashMap<u64, GuildSettings>>>,
    /// The id of every match that may have changed, for whoever follows boards (the site).
    changes: tokio::sync::broadcast::Sender<i64>,
    /// The key of seats played on the web, read from the store at its first use.
    seat_keys: Arc<tokio::sync::OnceCell<Arc<web_seats::SeatKeys>>>,
}

/// Changes a listener may fall behind by before it is told it missed some.
const CHANGES_HEARD: usize = 4096;

/// Who sits where and what they play, for a new match.
#[derive(Debug, Clone)]
pub struct MatchRequest<'a> {
    pub game: &'a str,
    pub guild_id: u64,
    pub channel_id: u64,
    pub users: &'a [u64],
    /// Per seat, the level of its computer player (`None` for a person); empty when every
    /// seat is a person's. A computer seat's user is 0.
    pub bots: &'a [Option<Level>],
    pub options: &'a Value,
    pub seed: u64,
    pub lang: Lang,
    /// The message that will show the board, when known at the start.
    pub board_message_id: Option<u64>,
}

impl Table {
    /// A table with the default limits.
    #[must_use]
    pub fn new(store: Store) -> Table {
        Table::with_limits(store, Limits::default())
    }

    #[must_use]
    pub fn with_limits(store: Store, limits: Limits) -> Table {
        Table {
            store: store.with_shards(limits.shards),
            limits,
            matches: Arc::new(Locks::new(limits.cached_matches)),
            // Challenge and lobby locks only order clicks; they hold no data worth keeping.
            challenges: Arc::new(Locks::new(256)),
            lobbies: Arc::new(Locks::new(256)),
            tournaments: Arc::new(Locks::new(256)),
            timers: Arc::new(Timers::default()),
            searches: Arc::new(computer::searches(limits.computer_searches)),
            settings: Arc::default(),
            changes: tokio::sync::broadcast::channel(CHANGES_HEARD).0,
            seat_keys: Arc::default(),
        }
    }

    /// Opens the database at `url` (running its migrations) with this durability of commits
    /// and these limits.
    ///
    /// # Errors
    /// The database cannot be opened or migrated.
    pub async fn open(url: &str, durability: Durability, limits: Limits) -> StoreResult<Table> {
        let table = Table::with_limits(Store::connect_with(url, durability).await?, limits);
        let playing = table.store.matches_playing().await?.len();
        match table.start_missing_clocks().await {
            Ok(0) => {}
            Ok(n) => tracing::info!(
                matches = n,
                "turn clocks checked for matches in play without one"
            ),
            Err(e) => tracing::warn!(error = %e, "could not start every turn clock"),
        }
        tracing::info!(backend = table.store.backend(), playing, "database ready");
        Ok(table)
    }

    /// Hears the id of every match that may have changed from now on (a move, a resignation,
    /// a seat gone automatic or back): each change of a match is followed by its id.
    #[must_use]
    pub fn changes(&self) -> tokio::sync::broadcast::Receiver<i64> {
        self.changes.subscribe()
    }

    /// The store behind the table, for tests and tools that read it.
    #[must_use]
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// How many matches are held in memory.
    #[must_use]
    pub fn cached(&self) -> usize {
        self.matches.len()
    }

    /// Refuses a game that is unknown or not for two players.
    fn for_two(game: &str) -> Result<(), TableError> {
        let entry = games::by_id(game)
            .ok_or_else(|| TableError::BadRequest(format!("unknown game `{game}`")))?;
        if (entry.info.min_seats..=entry.info.max_seats).contains(&2) {
            Ok(())
        } else {
            Err(TableError::BadRequest(format!("{game} is not for two")))
        }
    }

    /// A game's fresh state for these players, or why it cannot be made.
    fn new_game(
        game: &str,
        players: usize,
        options: &Value,
        seed: u64,
    ) -> Result<Box<dyn DynMatch>, TableError> {
        let entry = games::by_id(game)
            .ok_or_else(|| TableError::BadRequest(format!("unknown game `{game}`")))?;
        (entry.create)(players, options, &Value::Null, seed)
            .map_err(|e| TableError::BadRequest(e.0))
    }

    /// A match just stored under `id`, kept in memory for its first clicks.
    async fn remember_new(
        &self,
        id: i64,
        req: &MatchRequest<'_>,
        game: Box<dyn DynMatch>,
        web_token: String,
    ) -> Match {
        let mut m = Match {
            id,
            guild_id: req.guild_id,
            channel_id: req.channel_id,
            board_message_id: req.board_message_id,
            users: req.users.to_vec(),
            bots: (0..req.users.len())
                .map(|i| req.bots.get(i).copied().flatten())
                .collect(),
            names: vec![String::new(); req.users.len()],
            options: req.options.clone(),
            version: 0,
            status: Status::Playing,
            result: None,
            game,
            recent: Recent::default(),
            lang: req.lang,
            seat_versions: vec![0; req.users.len()],
            absent: vec![false; req.users.len()],
            waiting: Vec::new(),
            ended_by: None,
            lost_on_time: None,
            seed: req.seed,
            web_token,
        };
        let slot = self.matches.get(&id);
        let mut guard = slot.lock().await;
        // A clock that cannot be started is not worth refusing a match for: the scheduler
        // starts missing clocks when it next looks.
        if let Err(e) = self.sync_clocks(&mut m, None).await {
            tracing::warn!(id, error = %e, "could not start the turn clocks");
        }
        *guard = Some(m.clone());
        m
    }

    /// The row of a new match.
    fn new_row<'a>(
        req: &'a MatchRequest<'a>,
        snapshot: &'a Value,
        web_token: &'a str,
    ) -> NewMatch<'a> {
        NewMatch {
            game: req.game,
            guild_id: req.guild_id,
            channel_id: req.channel_id,
            seed: req.seed,
            options: req.options,
            snapshot,
            users: req.users,
            bots: req.bots,
            lang: req.lang,
            board_message_id: req.board_message_id,
            web_token,
        }
    }

    /// Starts a match outside any challenge or lobby (tests, tools) and stores it.
    ///
    /// # Errors
    /// An unknown game, a bad seat count or options, or a database error.
    pub async fn create(&self, req: &MatchRequest<'_>) -> Result<Match, TableError> {
        let (game, snapshot) = Self::prepare(req)?;
        let token = crate::store::new_token();
        let id = self
            .store
            .match_create(&Self::new_row(req, &snapshot, &token))
            .await?;
        Ok(self.remember_new(id, req, game, token).await)
    }

    /// A new match's game and its first snapshot, once the request is known to be sound.
    fn prepare(req: &MatchRequest<'_>) -> Result<(Box<dyn DynMatch>, Value), TableError> {
        let people = req
            .users
            .iter()
            .enumerate()
            .filter(|(i, _)| req.bots.get(*i).copied().flatten().is_none())
            .map(|(_, &u)| u);
        let mut distinct: Vec<u64> = people.collect();
        let count = distinct.len();
        distinct.sort_unstable();
        distinct.dedup();
        if distinct.len() != count {
            return Err(TableError::BadRequest(
                "a player can hold only one seat".into(),
            ));
        }
        let game = Self::new_game(req.game, req.users.len(), req.options, req.seed)?;
        let snapshot = game.snapshot();
        Ok((game, snapshot))
    }

    /// A match from its row: from the snapshot, or replayed from the move log (the truth) when
    /// the snapshot cannot be read.
    async fn restore(&self, stored: StoredMatch) -> Result<Match, TableError> {
        let id = stored.id;
        let corrupt = |e: String| TableError::Corrupt(id, e);
        let entry = games::by_id(&stored.game).ok_or_else(|| corrupt("unknown game".into()))?;
        let game: Box<dyn DynMatch> = match (entry.restore)(&stored.snapshot) {
            Ok(g) => g,
            Err(e) => {
                tracing::warn!(id, error = %e, "snapshot unreadable; replaying the move log");
                let mut g = (entry.create)(
                    stored.users.len(),
                    &stored.options,
                    &Value::Null,
                    stored.seed,
                )
                .map_err(|e| corrupt(e.0))?;
                for mv in self.store.match_moves(id).await? {
                    g.play(mv.seat, &mv.notation)
                        .map_err(|e| corrupt(format!("move {}: {e}", mv.idx)))?;
                }
                g
            }
        };
        let recent = self
            .store
            .match_recent_moves(id, RECENT_MOVES as i64)
            .await?
            .into_iter()
            .map(|m| m.events)
            .collect();
        let seat_versions = stored
            .seat_versions
            .filter(|v| v.len() == stored.users.len())
            .unwrap_or_else(|| vec![stored.version; stored.users.len()]);
        Ok(Match {
            id,
            guild_id: stored.guild_id,
            channel_id: stored.channel_id,
            board_message_id: stored.board_message_id,
            bots: (0..stored.users.len())
                .map(|i| stored.bots.get(i).copied().flatten())
                .collect(),
            users: stored.users,
            names: stored.names,
            options: stored.options,
            version: stored.version,
            status: stored.status,
            result: stored.result,
            game,
            recent,
            lang: stored.lang,
            seat_versions,
            waiting: self.waiting(id).await?,
            absent: stored.absent,
            ended_by: stored.ended_by,
            lost_on_time: stored.lost_on_time,
            seed: stored.seed,
            web_token: stored.web_token,
        })
    }

    /// A server's leaderboard, best first; `game` narrows it to one game.
    ///
    /// # Errors
    /// A database error.
    pub async fn leaderboard(
        &self,
        guild_id: u64,
        game: Option<&str>,
    ) -> StoreResult<Vec<LeaderboardRow>> {
        self.store.leaderboard(guild_id, game).await
    }

    /// The first `top` lines of a server's leaderboard, and `caller`'s own line when it is
    /// further down.
    ///
    /// # Errors
    /// A database error.
    pub async fn leaderboard_top(
        &self,
        guild_id: u64,
        game: Option<&str>,
        caller: u64,
        top: usize,
    ) -> StoreResult<(Vec<LeaderboardRow>, Option<LeaderboardRow>)> {
        self.store
            .leaderboard_top(guild_id, game, caller, top)
            .await
    }

    /// `user`'s record against the computer in a server; `game` narrows it to one game.
    ///
    /// # Errors
    /// A database error.
    pub async fn record_against_computer(
        &self,
        guild_id: u64,
        user: u64,
        game: Option<&str>,
    ) -> StoreResult<Record> {
        self.store
            .record_against_computer(guild_id, user, game)
            .await
    }

    /// A small fact kept between runs (the fingerprint of the registered commands).
    ///
    /// # Errors
    /// A database error.
    pub async fn setting(&self, key: &str) -> StoreResult<Option<String>> {
        self.store.meta_get(key).await
    }

    /// The keys of the facts kept that start with `prefix`.
    ///
    /// # Errors
    /// A database error.
    pub async fn settings_with_prefix(&self, prefix: &str) -> StoreResult<Vec<String>> {
        self.store.meta_keys(prefix).await
    }

    /// Forgets a fact kept between runs.
    ///
    /// # Errors
    /// A database error.
    pub async fn forget_setting(&self, key: &str) -> StoreResult<()> {
        self.store.meta_delete(key).await
    }

    /// Keeps a small fact between runs.
    ///
    /// # Errors
    /// A database error.
    pub async fn set_setting(&self, key: &str, value: &str) -> StoreResult<()> {
        self.store.meta_set(key, value).await
    }
}
