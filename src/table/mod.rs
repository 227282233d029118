//! The game lifecycle, independent of Discord: matches are created, moves are checked in a
//! fixed order, applied, committed, and only then acknowledged.
//!
//! Clicks on one match are serialized by that match's lock; the version carried by every
//! button makes a double click apply once.

mod error;
mod snapshot;

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

use serde_json::Value;
use tokio::sync::Mutex as AsyncMutex;

use crate::engine::{DynMatch, Outcome, Played, Seat};
use crate::games;
use crate::store::{NewMatch, Store, StoredMatch, StoredMove};

pub use error::TableError;
pub use snapshot::{Match, Status, RECENT_MOVES};

type Slot = Arc<AsyncMutex<Option<Match>>>;

/// The authority over every match.
#[derive(Clone)]
pub struct Table {
    store: Store,
    slots: Arc<Mutex<HashMap<i64, Slot>>>,
}

/// A move that was committed, with the match after it.
#[derive(Debug, Clone)]
pub struct Moved {
    pub played: Played,
    pub seat: Seat,
    pub after: Match,
}

/// Who sits where and what they play, for a new match.
#[derive(Debug, Clone)]
pub struct MatchRequest<'a> {
    pub game: &'a str,
    pub guild_id: u64,
    pub channel_id: u64,
    pub users: &'a [u64],
    pub options: &'a Value,
    pub seed: u64,
}

impl Table {
    #[must_use]
    pub fn new(store: Store) -> Table {
        Table {
            store,
            slots: Arc::default(),
        }
    }

    /// The store behind the table.
    #[must_use]
    pub fn store(&self) -> &Store {
        &self.store
    }

    fn slot(&self, id: i64) -> Slot {
        let mut slots = self.slots.lock().expect("slot map lock poisoned");
        slots.entry(id).or_default().clone()
    }

    /// Starts a match and stores it.
    ///
    /// # Errors
    /// An unknown game, a bad seat count or options, or a database error.
    pub async fn create(&self, req: &MatchRequest<'_>) -> Result<Match, TableError> {
        let entry = games::by_id(req.game)
            .ok_or_else(|| TableError::BadRequest(format!("unknown game `{}`", req.game)))?;
        let mut distinct = req.users.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        if distinct.len() != req.users.len() {
            return Err(TableError::BadRequest(
                "a player can hold only one seat".into(),
            ));
        }
        let game = (entry.create)(req.users.len(), req.options, &Value::Null, req.seed)
            .map_err(|e| TableError::BadRequest(e.0))?;
        let snapshot = game.snapshot();
        let id = self
            .store
            .match_create(&NewMatch {
                game: req.game,
                guild_id: req.guild_id,
                channel_id: req.channel_id,
                seed: req.seed,
                options: req.options,
                snapshot: &snapshot,
                users: req.users,
            })
            .await?;
        let m = Match {
            id,
            guild_id: req.guild_id,
            channel_id: req.channel_id,
            board_message_id: None,
            users: req.users.to_vec(),
            options: req.options.clone(),
            version: 0,
            status: Status::Playing,
            result: None,
            game,
            recent: VecDeque::new(),
        };
        *self.slot(id).lock().await = Some(m.clone());
        Ok(m)
    }

    /// A copy of the match as it stands.
    ///
    /// # Errors
    /// [`TableError::NoSuchMatch`], a corrupt row or a database error.
    pub async fn get(&self, id: i64) -> Result<Match, TableError> {
        let slot = self.slot(id);
        let mut guard = slot.lock().await;
        let m = self.loaded(id, &mut guard).await?.clone();
        drop(guard);
        if m.is_over() {
            self.forget(id);
        }
        Ok(m)
    }

    async fn loaded<'a>(
        &self,
        id: i64,
        guard: &'a mut Option<Match>,
    ) -> Result<&'a mut Match, TableError> {
        if guard.is_none() {
            let Some(stored) = self.store.match_load(id).await? else {
                // Forget the empty slot, so forged ids do not pile up in memory.
                self.slots
                    .lock()
                    .expect("slot map lock poisoned")
                    .remove(&id);
                return Err(TableError::NoSuchMatch(id));
            };
            *guard = Some(self.restore(stored).await?);
        }
        Ok(guard.as_mut().expect("just loaded"))
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
        Ok(Match {
            id,
            guild_id: stored.guild_id,
            channel_id: stored.channel_id,
            board_message_id: stored.board_message_id,
            users: stored.users,
            options: stored.options,
            version: stored.version,
            status: Status::parse(&stored.status),
            result: stored.result,
            game,
            recent,
        })
    }

    /// A move by `user`, clicked on a message rendered at `version`. Checks, in order: the
    /// match exists, is not over, the user holds a seat, the version is current, the seat may
    /// act, the notation parses, the move is legal. Then applies and commits it.
    ///
    /// # Errors
    /// The first check that failed, or a database error; the match is then unchanged.
    pub async fn play(
        &self,
        id: i64,
        user: u64,
        version: i64,
        notation: &str,
    ) -> Result<Moved, TableError> {
        let slot = self.slot(id);
        let mut guard = slot.lock().await;
        let m = self.loaded(id, &mut guard).await?;
        if m.is_over() {
            drop(guard);
            self.forget(id);
            return Err(TableError::Over);
        }
        let seat = m.seat_of(user).ok_or(TableError::NotSeated)?;
        if version != m.version {
            return Err(TableError::Stale { current: m.version });
        }
        let mut game = m.game.clone_box();
        let played = game.play(seat, notation)?;
        let outcome = game.outcome();
        let stored = StoredMove {
            idx: m.version,
            seat,
            notation: played.notation.clone(),
            events: played.events.clone(),
        };
        let written = self
            .store
            .match_append_move(id, m.version, &stored, &game.snapshot(), outcome.as_ref())
            .await;
        match written {
            Ok(true) => {}
            Ok(false) => {
                // Someone else wrote this match (another process?): drop the cache.
                *guard = None;
                return Err(TableError::Stale {
                    current: version + 1,
                });
            }
            Err(e) => {
                *guard = None;
                return Err(e.into());
            }
        }
        m.game = game;
        m.version += 1;
        m.push_recent(played.events.clone());
        if let Some(o) = outcome {
            m.status = Status::Finished;
            m.result = Some(o);
        }
        let after = m.clone();
        drop(guard);
        if after.is_over() {
            self.forget(id);
        }
        Ok(Moved {
            played,
            seat,
            after,
        })
    }

    /// How many matches are held in memory (finished ones are dropped).
    #[must_use]
    pub fn cached(&self) -> usize {
        self.slots.lock().expect("slot map lock poisoned").len()
    }

    /// Drops a finished match from memory: the few clicks it still gets (rematch, late buttons)
    /// load it from the store.
    fn forget(&self, id: i64) {
        self.slots
            .lock()
            .expect("slot map lock poisoned")
            .remove(&id);
    }

    /// `user` gives up: they lose, everybody else wins.
    ///
    /// # Errors
    /// No such match, over, not seated, or a database error.
    pub async fn resign(&self, id: i64, user: u64) -> Result<Match, TableError> {
        let slot = self.slot(id);
        let mut guard = slot.lock().await;
        let m = self.loaded(id, &mut guard).await?;
        if m.is_over() {
            drop(guard);
            self.forget(id);
            return Err(TableError::Over);
        }
        let seat = m.seat_of(user).ok_or(TableError::NotSeated)?;
        let winners = Seat::all(m.users.len()).filter(|&s| s != seat).collect();
        let outcome = Outcome::new(m.game.scores().into(), winners);
        if !self.store.match_resign(id, &outcome).await? {
            *guard = None;
            return Err(TableError::Over);
        }
        m.status = Status::Resigned;
        m.version += 1;
        m.result = Some(outcome);
        let after = m.clone();
        drop(guard);
        self.forget(id);
        Ok(after)
    }

    /// Remembers the public board message of a match.
    ///
    /// # Errors
    /// A database error.
    pub async fn set_board(&self, id: i64, message_id: u64) -> Result<(), TableError> {
        let slot = self.slot(id);
        let mut guard = slot.lock().await;
        self.store.match_set_board(id, message_id).await?;
        if let Some(m) = guard.as_mut() {
            m.board_message_id = Some(message_id);
        }
        Ok(())
    }
}
