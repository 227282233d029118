//! Moves, resignations and the board message of a match, each under the match's lock.

use crate::engine::{Outcome, Played, Seat};

use crate::store::{ClockSync, CommitTimes, MoveWrite, StoredMove};

use super::matches::{Match, Status};
use super::{Table, TableError};

/// A move refused, and the match it was judged on when that copy is the current one (a move
/// the rules refuse), so that the clicker's hand is drawn again without loading it again.
#[derive(Debug)]
pub struct Refused {
    pub error: TableError,
    pub current: Option<Box<Match>>,
}

/// A move that was committed, with the match after it.
#[derive(Debug, Clone)]
pub struct Moved {
    pub played: Played,
    pub seat: Seat,
    pub after: Match,
    /// Where the move waited for its commit.
    pub commit: CommitTimes,
}

impl Table {
    /// The match in `guard`, loaded from the store if it is not in memory.
    pub(super) async fn loaded<'a>(
        &self,
        id: i64,
        guard: &'a mut Option<Match>,
    ) -> Result<&'a mut Match, TableError> {
        if guard.is_none() {
            let Some(stored) = self.store.match_load(id).await? else {
                return Err(TableError::NoSuchMatch(id));
            };
            *guard = Some(self.restore(stored).await?);
        }
        Ok(guard.as_mut().expect("just loaded"))
    }

    /// A copy of the match as it stands.
    ///
    /// # Errors
    /// [`TableError::NoSuchMatch`], a corrupt row or a database error.
    pub async fn get(&self, id: i64) -> Result<Match, TableError> {
        self.copy(id, None).await
    }

    /// A copy of the match as stored now, for readers beside the clicks (the site): the copy
    /// in memory when it is the stored version, else the match read again (another process
    /// sharing the database moved it on; moves reach memory only after their commit, so memory
    /// is never ahead of the store).
    ///
    /// # Errors
    /// [`TableError::NoSuchMatch`], a corrupt row or a database error.
    pub async fn current(&self, id: i64) -> Result<Match, TableError> {
        let stored = self
            .store
            .match_version(id)
            .await?
            .ok_or(TableError::NoSuchMatch(id))?;
        self.copy(id, Some(stored)).await
    }

    /// A copy of match `id`, read again when the one in memory is not at `stored`.
    async fn copy(&self, id: i64, stored: Option<i64>) -> Result<Match, TableError> {
        let slot = self.matches.get(&id);
        let mut guard = slot.lock().await;
        if stored.is_some_and(|v| guard.as_ref().is_some_and(|m| m.version != v)) {
            *guard = None;
        }
        let found = self.loaded(id, &mut guard).await.map(|m| m.clone());
        let keep = found.as_ref().is_ok_and(|m| !m.is_over());
        if !keep {
            // Unknown ids and finished matches do not stay in memory.
            *guard = None;
        }
        drop(guard);
        drop(slot);
        if !keep {
            self.matches.forget(&id);
        }
        found
    }

    /// Whether match `id`, as held in memory, has moved past `version`: the cheap question
    /// before showing a state a move returned (no copy is made). False when it is not in
    /// memory.
    pub async fn moved_past(&self, id: i64, version: i64) -> bool {
        let slot = self.matches.get(&id);
        let guard = slot.lock().await;
        let held = guard.as_ref().map(|m| m.version > version);
        drop(guard);
        drop(slot);
        if held.is_none() {
            self.matches.forget(&id);
        }
        held.unwrap_or(false)
    }

    /// Records each seat's server display name as the match starts (`names[seat]`, empty
    /// where unknown), for its pictures. Changes nothing else: no version, no clock.
    ///
    /// # Errors
    /// An unknown match, or a database error.
    pub async fn name_seats(&self, id: i64, names: &[String]) -> Result<Match, TableError> {
        self.with_match(id, async |slot| {
            let m = self.loaded(id, slot).await?;
            self.store.match_name_seats(id, names).await?;
            for (have, new) in m.names.iter_mut().zip(names) {
                if !new.is_empty() {
                    have.clone_from(new);
                }
            }
            Ok(m.clone())
        })
        .await
    }

    /// Runs `work` on match `id` under the match's lock. A match that is over, or could not be
    /// loaded, leaves memory afterwards.
    pub(super) async fn with_match<T>(
        &self,
        id: i64,
        work: impl AsyncFnOnce(&mut Option<Match>) -> Result<T, TableError>,
    ) -> Result<T, TableError> {
        let slot = self.matches.get(&id);
        let mut guard = slot.lock().await;
        let result = work(&mut guard).await;
        if let Err(TableError::Store(_) | TableError::Stale { .. } | TableError::Over) = &result {
            // The stored match may differ from the one in memory: read it again next time.
            *guard = None;
        }
        let over = guard.as_ref().is_none_or(Match::is_over);
        if over {
            *guard = None;
        }
        drop(guard);
        drop(slot);
        if over {
            self.matches.forget(&id);
        }
        if result.is_ok() {
            // No one listening is no error.
            let _ = self.changes.send(id);
        }
        result
    }

    /// A move by `user`, clicked on a message rendered at `version`. Checks, in order: the
    /// match exists, is not over, the user holds a seat, the version is current for that seat
    /// (unless the move says all it does), the seat may act, the notation parses, the move is
    /// legal. Then applies and commits it. A seat on automatic play is its player's again.
    ///
    /// Another process sharing the database may have moved the match on since it was read
    /// here (a click rendered by it, or a move it committed first): the match is then read
    /// again and the click judged once more against what is stored, as if it had arrived there.
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
        let played = self.play_or_current(id, user, version, notation).await;
        played.map_err(|refused| refused.error)
    }

    /// [`Table::play`], and when the rules refuse the move (not the turn of the clicker's
    /// seat, notation it cannot read, an illegal move), the match as it stands.
    ///
    /// # Errors
    /// As [`Table::play`], with the current match where the rules refused.
    pub async fn play_or_current(
        &self,
        id: i64,
        user: u64,
        version: i64,
        notation: &str,
    ) -> Result<Moved, Refused> {
        let mut judged = None;
        let played = self
            .with_match(id, async |guard| {
                let mut fresh = guard.is_none();
                loop {
                    let m = self.loaded(id, guard).await?;
                    if version > m.version && !fresh {
                        // Rendered at a version this copy has not reached: written elsewhere.
                        *guard = None;
                        fresh = true;
                        continue;
                    }
                    if m.is_over() {
                        return Err(TableError::Over);
                    }
                    let seat = m.seat_of(user).ok_or(TableError::NotSeated)?;
                    // A move that says all it does (an offer with its terms) does not depend on
                    // what its clicker saw: it is checked for legality as it stands now instead.
                    if !m.current_for(seat, version) && !m.game.self_contained(notation) {
                        return Err(TableError::Stale { current: m.version });
                    }
                    match self.apply(m, seat, notation, false).await {
                        // The stored version had moved on: committed by another process.
                        Err(TableError::Stale { .. }) if !fresh => {
                            *guard = None;
                            fresh = true;
                        }
                        Err(
                            e @ (TableError::NotYourTurn(_)
                            | TableError::Notation(_)
                            | TableError::Illegal(_)),
                        ) => {
                            // The rules refused it, before anything was written: this copy is
                            // the match as stored.
                            judged = Some(Box::new(m.clone()));
                            return Err(e);
                        }
                        done => return done,
                    }
                }
            })
            .await;
        played.map_err(|error| Refused {
            error,
            current: judged,
        })
    }

    /// Applies a checked seat's move to `m` and commits it; `automatic` when the table plays
    /// it for an absent seat.
    pub(super) async fn apply(
        &self,
        m: &mut Match,
        seat: Seat,
        notation: &str,
        automatic: bool,
    ) -> Result<Moved, TableError> {
        let id = m.id;
        let seats = m.users.len();
        // The other seats' choices, to tell whether this move withdrew one they were shown (the
        // mover's own click always moves on, and its list can be long).
        let before: Vec<Vec<String>> = Seat::all(seats)
            .map(|s| {
                if s == seat {
                    Vec::new()
                } else {
                    m.game.choices(s)
                }
            })
            .collect();
        let mut game = m.game.clone_box();
        let played = game.play(seat, notation)?;
        let mut absent = m.absent.clone();
        let back = !automatic && absent.get(seat.index()).copied().unwrap_or(false);
        if back {
            absent[seat.index()] = false;
        }
        let absent_seats: Vec<Seat> = Seat::all(seats).filter(|s| absent[s.index()]).collect();
        // Seats played automatically finish last, whatever the engine's own result.
        let outcome = game.outcome().map(|o| o.with_last(&absent_seats));
        let next = m.version + 1;
        // A seat's click stays current while every choice it was shown still stands and means
        // the same: choices that only appear (an offer arriving at the active player of
        // a negotiation) do not make the buttons it holds stale.
        let seat_versions: Vec<i64> = Seat::all(seats)
            .map(|s| {
                if s == seat || !still_stand(&before[s.index()], &game.choices(s)) {
                    next
                } else {
                    m.seat_versions[s.index()]
                }
            })
            .collect();
        let stored = StoredMove {
            idx: m.version,
            seat,
            notation: played.notation.clone(),
            events: played.events.clone(),
        };
        let owing = if outcome.is_some() {
            Vec::new()
        } else {
            m.people(game.owing())
        };
        let settings = self.settings(m.guild_id).await?;
        let write = MoveWrite {
            mv: stored,
            snapshot: game.snapshot().to_string(),
            seat_versions: seat_versions.clone(),
            finished: outcome.clone(),
            clocks: ClockSync {
                match_id: id,
                owing,
                restart: Some(seat),
                absent: absent.clone(),
                standing: m.waiting.clone(),
                settings,
            },
            back: back.then_some(seat),
        };
        let (clocks, commit) = self.store.match_append_move(id, m.version, write).await?;
        let Some(clocks) = clocks else {
            // Another process sharing the database wrote this match first: it is at `next` or
            // later, and the copy here is read again before its next use.
            return Err(TableError::Stale { current: next });
        };
        m.game = game;
        m.version = next;
        m.seat_versions = seat_versions;
        m.absent = absent;
        m.recent.push(&played.events);
        if let Some(o) = outcome {
            m.status = Status::Finished;
            m.result = Some(o);
        }
        self.clocks_changed(m, &clocks);
        Ok(Moved {
            played,
            seat,
            after: m.clone(),
            commit,
        })
    }

    /// `user` gives up: they lose, everybody else wins.
    ///
    /// # Errors
    /// No such match, over, not seated, or a database error.
    pub async fn resign(&self, id: i64, user: u64) -> Result<Match, TableError> {
        self.with_match(id, async |guard| {
            let m = self.loaded(id, guard).await?;
            if m.is_over() {
                return Err(TableError::Over);
            }
            let seat = m.seat_of(user).ok_or(TableError::NotSeated)?;
            self.resign_seat(m, seat, false).await
        })
        .await
    }

    /// `seat` loses and everybody else wins: a resignation, or a win claimed `on_time`.
    pub(super) async fn resign_seat(
        &self,
        m: &mut Match,
        seat: Seat,
        on_time: bool,
    ) -> Result<Match, TableError> {
        let winners = Seat::all(m.users.len()).filter(|&s| s != seat).collect();
        let outcome = Outcome::new(m.game.scores().into(), winners);
        let lost_on_time = on_time.then_some(seat);
        if !self
            .store
            .match_resign(m.id, &outcome, lost_on_time)
            .await?
        {
            return Err(TableError::Over);
        }
        m.status = Status::Resigned;
        m.lost_on_time = lost_on_time;
        m.version += 1;
        m.result = Some(outcome);
        if let Err(e) = self.sync_clocks(m, None).await {
            tracing::warn!(id = m.id, error = %e, "could not stop the turn clocks");
        }
        Ok(m.clone())
    }

    /// Remembers the public board message of a match.
    ///
    /// # Errors
    /// A database error.
    pub async fn set_board(&self, id: i64, message_id: u64) -> Result<(), TableError> {
        let slot = self.matches.get(&id);
        let mut guard = slot.lock().await;
        self.store.match_set_board(id, message_id).await?;
        if let Some(m) = guard.as_mut() {
            m.board_message_id = Some(message_id);
        }
        Ok(())
    }
}

/// Whether every choice of `shown` is among `now`.
fn still_stand(shown: &[String], now: &[String]) -> bool {
    let now: std::collections::HashSet<&String> = now.iter().collect();
    shown.iter().all(|c| now.contains(c))
}
