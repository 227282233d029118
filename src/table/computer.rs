//! Computer players: matches against the computer, and the moves it makes for computer seats
//! and for absent players. A search runs on the blocking pool, at most
//! [`Limits::computer_searches`](super::Limits) at once, and never under the match's lock: the
//! move it finds is applied afterwards, only if the match has not changed meanwhile (else it
//! searches again, with what it can see now: an offer that arrived, a secret pick made).

use std::time::{Duration, Instant};

use tokio::sync::Semaphore;

use serde_json::Value;

use crate::engine::ismcts::Level;
use crate::engine::{Lang, Seat};
use crate::metrics::Gauged;

use super::matches::Match;
use super::play::Moved;
use super::{MatchRequest, Refusal, Table, TableError};

/// How often a computer move is searched again when the match changed under it (another
/// seat's simultaneous pick or offer).
const SEARCHES_PER_MOVE: usize = 4;

/// A match between a member and the computer: the member sits first (their side options
/// keep their meaning), the computer second.
#[derive(Debug, Clone)]
pub struct ComputerMatch<'a> {
    pub game: &'a str,
    pub guild_id: u64,
    pub channel_id: u64,
    pub user: u64,
    pub level: Level,
    pub options: &'a Value,
    pub seed: u64,
    pub lang: Lang,
}

/// The seed of the search for `seat`'s move at `version`: the same position searched again
/// (after a restart, say) with the same number of iterations finds the same move.
fn search_seed(match_id: i64, version: i64, seat: Seat) -> u64 {
    (match_id as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
        ^ (version as u64).wrapping_mul(0xbf58_476d_1ce4_e5b9)
        ^ u64::from(seat.0)
}

/// What the computer thinks about: the move the match waits for, or what to say meanwhile.
#[derive(Debug, Clone, Copy)]
enum Thought {
    Move,
    Talk,
}

/// Searches at once.
pub(super) fn searches(limit: usize) -> Semaphore {
    Semaphore::new(limit.max(1))
}

impl Table {
    /// Starts a match between a member and the computer, unless that member already plays
    /// too many such matches. Its board is shown afterwards ([`Table::set_board`]).
    ///
    /// # Errors
    /// A game not for two, too many matches against the computer, bad options, or a
    /// database error.
    pub async fn vs_computer(&self, new: &ComputerMatch<'_>) -> Result<Match, TableError> {
        Table::for_two(new.game)?;
        let max = self.limits.computer_matches;
        let req = MatchRequest {
            game: new.game,
            guild_id: new.guild_id,
            channel_id: new.channel_id,
            users: &[new.user, 0],
            bots: &[None, Some(new.level)],
            options: new.options,
            seed: new.seed,
            lang: new.lang,
            board_message_id: None,
        };
        let (game, snapshot) = Self::prepare(&req)?;
        let token = crate::store::new_token();
        let id = self
            .store
            .computer_match_create(&Self::new_row(&req, &snapshot, &token), new.user, max)
            .await?
            .ok_or(Refusal::TooManyComputerMatches(max))?;
        Ok(self.remember_new(id, &req, game, token).await)
    }

    /// The matches in play where the computer may have a move to make (after a restart).
    ///
    /// # Errors
    /// A database error.
    pub async fn matches_with_computer_seats(&self) -> Result<Vec<i64>, TableError> {
        Ok(self.store.matches_with_computer_seats().await?)
    }

    /// Plays one move for the seat the computer plays now ([`Match::computer_turn`]), if the
    /// match waits for one. The search runs without the match's lock; its move is applied
    /// only while that seat is still the computer's and the match is as it was searched. A
    /// move the search found that the match refuses (a sampled state that was not the real
    /// one) gives way to the seat's first legal move.
    ///
    /// # Errors
    /// No such match, a corrupt match, a search that failed, or a database error.
    pub async fn play_computer(&self, id: i64) -> Result<Option<Moved>, TableError> {
        for _ in 0..SEARCHES_PER_MOVE {
            let m = self.get(id).await?;
            let Some((seat, level)) = m.computer_turn() else {
                return Ok(None);
            };
            let Some(notation) = self.think(&m, seat, level).await? else {
                return Ok(None);
            };
            let seen = m.version;
            let applied = self
                .with_match(id, async |guard| {
                    let m = self.loaded(id, guard).await?;
                    let computers = m.computer_plays(seat).is_some();
                    let still = computers && m.game.to_act().contains(&seat);
                    if m.is_over() || !still || m.version != seen {
                        return Ok(None);
                    }
                    match self.apply(m, seat, &notation, true).await {
                        Err(e @ (TableError::Illegal(_) | TableError::Notation(_))) => {
                            tracing::warn!(
                                id,
                                seat = seat.0,
                                %notation,
                                error = %e,
                                "the computer's move was refused; playing the first legal one"
                            );
                            let Some(first) = m.game.automatic(seat) else {
                                return Ok(None);
                            };
                            self.apply(m, seat, &first, true).await.map(Some)
                        }
                        played => played.map(Some),
                    }
                })
                .await?;
            if applied.is_some() {
                return Ok(applied);
            }
        }
        Ok(None)
    }

    /// Lets each computer player that may talk while the match waits for a person
    /// ([`Match::computer_talkers`]) say what it wants to (an offer, an answer to an ask), and
    /// plays the first thing said. Like [`Table::play_computer`], what was found is applied only
    /// if the match is as it was when the computer thought.
    ///
    /// # Errors
    /// No such match, a corrupt match, a search that failed, or a database error.
    pub async fn talk_computer(&self, id: i64) -> Result<Option<Moved>, TableError> {
        let m = self.get(id).await?;
        for (seat, level) in m.computer_talkers() {
            let said = self.think_with(&m, seat, level, Thought::Talk).await?;
            tracing::debug!(
                id,
                seat = seat.0,
                version = m.version,
                ?said,
                "the computer talks"
            );
            let Some(notation) = said else {
                continue;
            };
            let seen = m.version;
            return self
                .with_match(id, async |guard| {
                    let m = self.loaded(id, guard).await?;
                    if m.version != seen || !m.computer_talkers().iter().any(|t| t.0 == seat) {
                        return Ok(None);
                    }
                    match self.apply(m, seat, &notation, true).await {
                        Err(e @ (TableError::Illegal(_) | TableError::Notation(_))) => {
                            tracing::warn!(id, seat = seat.0, %notation, error = %e, "the computer's offer was refused");
                            Ok(None)
                        }
                        played => played.map(Some),
                    }
                })
                .await;
        }
        Ok(None)
    }

    /// The computer's move for `seat` of `m`, searched on the blocking pool once a search
    /// place is free; its thinking time starts then.
    async fn think(
        &self,
        m: &Match,
        seat: Seat,
        level: Level,
    ) -> Result<Option<String>, TableError> {
        self.think_with(m, seat, level, Thought::Move).await
    }

    /// The computer's move (or what it says, [`Thought::Talk`]) for `seat` of `m`.
    async fn think_with(
        &self,
        m: &Match,
        seat: Seat,
        level: Level,
        thought: Thought,
    ) -> Result<Option<String>, TableError> {
        let waiting = Gauged::new(crate::metrics::SEARCHES_WAITING);
        let _place = self
            .searches
            .acquire()
            .await
            .map_err(|e| TableError::Corrupt(m.id, e.to_string()))?;
        drop(waiting);
        let _running = Gauged::new(crate::metrics::SEARCHES_RUNNING);
        let game = m.game.clone_box();
        let seed = search_seed(m.id, m.version, seat);
        let limit = Duration::from_millis(level.think_millis());
        tokio::task::spawn_blocking(move || {
            let started = Instant::now();
            let stop = move || started.elapsed() >= limit;
            let budget = level.budget(&stop);
            match thought {
                Thought::Move => game.bot_move(seat, level, &budget, seed),
                Thought::Talk => game.bot_talk(seat, level, &budget, seed),
            }
        })
        .await
        .map_err(|e| TableError::Corrupt(m.id, format!("the computer's search failed: {e}")))
    }
}
