//! Tournaments in a server: sign-ups, the start, rounds that start their matches together and
//! close when those end (or when the round's time runs out), withdrawals, a manager's pause
//! and end. Pairings and standings are [`crate::tournament`]'s pure functions; this module
//! turns stored boards into their rounds and back. Every change is one conditional write
//! (see the store), made under the tournament's lock in this process.
//!
//! Choices where the issue is silent:
//! - Sign-ups close at their closing time; the tournament then starts by itself with two
//!   entrants or more, and is cancelled with fewer. A manager may start it earlier.
//! - Seeds follow the game's rating on the server (unrated members at the system's starting
//!   rating), then sign-up order; every format's last tie-break is the seed.
//! - Swiss plays ⌈log₂ n⌉ rounds unless told otherwise (at most n − 1); round-robin n − 1
//!   rounds (n with an odd field); knockout ⌈log₂ n⌉.
//! - A match a manager ended without a result counts as a draw.
//! - At a round's time limit, unfinished matches are decided as the turn timer would: in a
//!   game of two on a server whose timer offers a claim, a seat that owes a move alone loses on
//!   time; otherwise every person still playing goes on automatic play to the end.
//! - Withdrawing resigns the member's match in play (looked at again with the round, should a
//!   crash have come in between). A round-robin game against a withdrawn entrant is a bye for
//!   the opponent, and so is a knockout match against one; a level knockout game with a
//!   withdrawn player is not played again.
//! - A knockout rematch gets a round's time of its own, even after the round's ran out.
//! - The standings count closed rounds only; a manager's end makes those final (a knockout's
//!   players still in share first place).
//! - Knockout places: the winner 1, the final's loser 2, then shared places by the round lost
//!   in (1 + the entrants who went further).
//! - Games for more than two: a Swiss tournament may seat them at tables of up to the game's
//!   most players ([`tables`]): by default 4 (or the game's most, when fewer); round-robins
//!   and knockouts stay one against one. A table counts as the games of each pair at it.

use crate::engine::{Outcome, Seat};
use crate::games;
use crate::ratings::{Rating, System};
use crate::store::{
    now, Decided, Format, NewBoard, NewTournament, Tournament, TournamentBoard, TournamentStatus,
};
use crate::tournament::{
    self, knockout, round_robin, standings, swiss, tables, Board, Entrant, Round,
};

use super::{Refusal, Table, TableError};

/// The most entrants a tournament may take.
pub const MAX_ENTRANTS: usize = 64;

/// What a member's click on a tournament asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TournamentAction {
    Join,
    Leave,
    /// A manager starts it before its closing time.
    Start,
    /// A manager calls it off before its start.
    Cancel,
    /// An entrant leaves a running tournament.
    Withdraw,
    /// A manager pauses a running tournament, or lets a paused one go on.
    Pause,
    Resume,
    /// A manager ends it where it stands.
    End,
}

/// What a click changed: the tournament as it is now.
#[derive(Debug)]
pub struct TournamentChange {
    pub tournament: Tournament,
    pub action: TournamentAction,
    /// Matches the change decided (a withdrawal's resignation), whose boards must show it.
    pub matches: Vec<i64>,
}

/// What one look at a due tournament did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Matches whose state changed (decided on time, or on automatic play): their boards
    /// are shown again, and the computer plays where it now should.
    pub matches: Vec<i64>,
}

/// Each seat's points in halves, as the games of every pair of seats (a win 2, a draw 1; see
/// [`tables::halves_by_place`]); a match ended without a result is a draw all round.
fn halves_of(outcome: Option<&Outcome>, seats: usize) -> Vec<u32> {
    match outcome {
        Some(o) => tables::halves_by_place(&o.places()),
        None => tables::halves_by_place(&vec![1; seats]),
    }
}

/// A stored board as the pure functions see it: a bye, a match of two, or a table of more as
/// the games of each pair at it.
fn pure_boards(b: &TournamentBoard) -> Vec<(Board, Option<tournament::Result>)> {
    match b.seats.as_slice() {
        [e] => vec![(Board::Bye(*e), None)],
        seats => tables::pairwise(seats, b.halves.as_deref()),
    }
}

/// A knockout board: who won it, if it was decided.
fn winner_of(b: &TournamentBoard) -> Option<Entrant> {
    match (b.seats.as_slice(), b.halves.as_deref()) {
        ([e], _) => Some(*e),
        ([first, second], Some(h)) if h[0] > h[1] => Some(*first),
        ([first, second], Some(h)) if h[1] > h[0] => Some(*second),
        _ => None,
    }
}

/// The last round that was closed: the round in play is, once the tournament finished.
#[must_use]
pub fn closed_through(t: &Tournament) -> u32 {
    if t.status == TournamentStatus::Finished {
        t.round
    } else {
        t.round.saturating_sub(1)
    }
}

/// The rounds closed so far (see [`closed_through`]), each board at its deciding leg: what the
/// standings count. A round in play counts nothing yet, not even its byes.
#[must_use]
pub fn played_rounds(t: &Tournament) -> Vec<Round> {
    rounds_through(t, closed_through(t))
}

/// Rounds 1 to `last`, each board at its deciding leg.
fn rounds_through(t: &Tournament, last: u32) -> Vec<Round> {
    (1..=last)
        .map(|r| Round {
            boards: t
                .last_legs(r)
                .into_iter()
                .filter(|b| b.halves.is_some() || b.seats.len() == 1)
                .flat_map(pure_boards)
                .collect(),
        })
        .filter(|r| !r.boards.is_empty())
        .collect()
}

/// How many rounds a format plays for `n` entrants (`asked`: a Swiss tournament's own).
#[must_use]
pub fn rounds_for(format: Format, n: usize, asked: Option<u32>) -> u32 {
    let log2 = usize::BITS - n.saturating_sub(1).leading_zeros();
    match format {
        Format::Swiss => asked
            .unwrap_or(log2)
            .clamp(1, (n as u32).saturating_sub(1).max(1)),
        Format::RoundRobin => round_robin::rounds(n).len() as u32,
        Format::Knockout => log2.max(1),
    }
}

/// The places after the rounds closed (see [`closed_through`]), by user: knockout by the
/// round each entrant went out in (those still in share the best place), the others by the
/// standings.
#[must_use]
pub fn places(t: &Tournament) -> Vec<(u64, u32)> {
    places_through(t, closed_through(t))
}

/// [`places`] after rounds 1 to `last`.
fn places_through(t: &Tournament, last: u32) -> Vec<(u64, u32)> {
    let n = t.entrants.len();
    let user = |e: Entrant| t.by_seed(e).map_or(0, |x| x.user);
    match t.format {
        Format::Knockout => {
            // The last round each entrant played (or had a bye in) and whether they won it.
            let mut reached = vec![(0_u32, false); n];
            for r in 1..=last {
                for b in t.last_legs(r) {
                    let winner = winner_of(b);
                    for &e in &b.seats {
                        reached[e] = (r, winner == Some(e));
                    }
                }
            }
            (0..n)
                .map(|e| {
                    let further = (0..n).filter(|&o| reached[o] > reached[e]).count();
                    (user(e), 1 + further as u32)
                })
                .collect()
        }
        Format::Swiss | Format::RoundRobin => standings::standings(n, &rounds_through(t, last))
            .iter()
            .enumerate()
            .map(|(i, s)| (user(s.entrant), i as u32 + 1))
            .collect(),
    }
}

/// Whether entrant `e` is still paired in round `round`.
fn active_in(t: &Tournament, e: Entrant, round: u32) -> bool {
    t.by_seed(e)
        .is_some_and(|x| x.withdrawn_round.is_none_or(|w| round < w))
}

/// The boards of round `next`, each its entrants in seat order (one alone has a bye), or
/// `None` when the tournament is over after the rounds played.
fn next_boards(t: &Tournament, next: u32) -> Option<Vec<Vec<Entrant>>> {
    let n = t.entrants.len();
    let rounds = t.rounds.unwrap_or_else(|| rounds_for(t.format, n, None));
    if t.format == Format::Swiss && next > rounds {
        return None;
    }
    if t.seats > 2 {
        let min = games::by_id(&t.game).map_or(2, |e| e.info.min_seats);
        let ranked: Vec<Entrant> = standings::standings(n, &rounds_through(t, next - 1))
            .into_iter()
            .map(|s| s.entrant)
            .filter(|&e| active_in(t, e, next))
            .collect();
        let dealt = tables::deal(&ranked, t.seats, min, next as usize - 1, next == 1);
        return (!dealt.is_empty()).then_some(dealt);
    }
    let boards = match t.format {
        Format::Swiss => {
            let active: Vec<Entrant> = (0..n).filter(|&e| active_in(t, e, next)).collect();
            swiss::pair(n, &active, &rounds_through(t, next - 1))?
        }
        Format::RoundRobin => round_robin::rounds(n).get(next as usize - 1)?.clone(),
        Format::Knockout => {
            if next == 1 {
                knockout::first_round(n)
            } else {
                let winners: Vec<Entrant> = t
                    .last_legs(next - 1)
                    .into_iter()
                    .filter_map(winner_of)
                    .collect();
                if winners.len() < 2 {
                    return None;
                }
                knockout::next_round(&winners)
            }
        }
    };
    // A match against an entrant who withdrew is a bye for the other; nobody left, no board.
    let boards: Vec<Vec<Entrant>> = boards
        .into_iter()
        .filter_map(|b| match b {
            Board::Match { first, second } => {
                match (active_in(t, first, next), active_in(t, second, next)) {
                    (true, true) => Some(vec![first, second]),
                    (true, false) => Some(vec![first]),
                    (false, true) => Some(vec![second]),
                    (false, false) => None,
                }
            }
            Board::Bye(e) => active_in(t, e, next).then_some(vec![e]),
        })
        .collect();
    (!boards.is_empty() || t.format != Format::Knockout).then_some(boards)
}

impl Table {
    /// Opens a tournament for sign-ups.
    ///
    /// # Errors
    /// An unknown game, one that cannot be played by two, options it refuses, a cap out of
    /// range, or a database error.
    pub async fn tournament_open(&self, new: &NewTournament<'_>) -> Result<Tournament, TableError> {
        let entry = games::by_id(new.game)
            .ok_or_else(|| TableError::BadRequest(format!("unknown game `{}`", new.game)))?;
        let (min, max) = (entry.info.min_seats, entry.info.max_seats);
        if !(min..=max).contains(&new.seats) {
            return Err(Refusal::TableSize { min, max }.into());
        }
        if new.seats > 2 && new.format != Format::Swiss {
            return Err(Refusal::TablesOnlySwiss.into());
        }
        if !(2..=MAX_ENTRANTS).contains(&new.cap) {
            return Err(TableError::BadRequest(format!(
                "a tournament takes 2 to {MAX_ENTRANTS} entrants"
            )));
        }
        // The options must make a match before anyone signs up.
        Self::new_game(new.game, new.seats, new.options, 0)?;
        let id = self.store.tournament_create(new).await?;
        self.timers.wake();
        self.tournament(id).await
    }

    /// A tournament as stored.
    ///
    /// # Errors
    /// An unknown tournament or a database error.
    pub async fn tournament(&self, id: i64) -> Result<Tournament, TableError> {
        self.store
            .tournament_load(id)
            .await?
            .ok_or(TableError::Refused(Refusal::UnknownTournament))
    }

    /// Remembers the sign-up message.
    ///
    /// # Errors
    /// A database error.
    pub async fn tournament_shown(&self, id: i64, message: u64) -> Result<(), TableError> {
        Ok(self.store.tournament_set_message(id, message).await?)
    }

    /// Remembers where the rounds are posted (its thread, or the channel). False when another
    /// place was recorded first.
    ///
    /// # Errors
    /// A database error.
    pub async fn tournament_thread(&self, id: i64, thread: u64) -> Result<bool, TableError> {
        let set = self.store.tournament_set_thread(id, thread).await?;
        self.timers.wake();
        Ok(set)
    }

    /// Records that round `round` was posted.
    ///
    /// # Errors
    /// A database error.
    pub async fn tournament_posted(&self, id: i64, round: u32) -> Result<(), TableError> {
        Ok(self.store.tournament_posted(id, round).await?)
    }

    /// Records that the end was posted.
    ///
    /// # Errors
    /// A database error.
    pub async fn tournament_announced(&self, id: i64) -> Result<(), TableError> {
        Ok(self.store.tournament_announced(id).await?)
    }

    /// A server's tournaments, newest first.
    ///
    /// # Errors
    /// A database error.
    pub async fn tournaments_of_guild(
        &self,
        guild: u64,
        limit: i64,
    ) -> Result<Vec<crate::store::TournamentLine>, TableError> {
        Ok(self.store.tournaments_of_guild(guild, limit).await?)
    }

    /// A member's places in a server's tournaments that are over, newest first.
    ///
    /// # Errors
    /// A database error.
    pub async fn tournament_placings(
        &self,
        guild: u64,
        user: u64,
        limit: i64,
    ) -> Result<Vec<crate::store::TournamentLine>, TableError> {
        Ok(self.store.tournament_placings(guild, user, limit).await?)
    }

    /// The tournaments due at `t` (see [`crate::store::Store::tournaments_due`]).
    ///
    /// # Errors
    /// A database error.
    pub async fn tournaments_due(&self, t: i64) -> Result<Vec<i64>, TableError> {
        Ok(self.store.tournaments_due(t).await?)
    }

    /// One member's click on a tournament, `manager` when they may manage it (its opener, or
    /// a server manager).
    ///
    /// # Errors
    /// A refusal naming why, or a database error.
    pub async fn tournament_act(
        &self,
        id: i64,
        user: u64,
        manager: bool,
        action: TournamentAction,
    ) -> Result<TournamentChange, TableError> {
        let lock = self.tournaments.get(&id);
        let _turn = lock.lock().await;
        let t = self.tournament(id).await?;
        let manager = manager || user == t.manager;
        let managing = !matches!(
            action,
            TournamentAction::Join | TournamentAction::Leave | TournamentAction::Withdraw
        );
        if managing && !manager {
            return Err(Refusal::ManagerOnly.into());
        }
        let refused = |r: Refusal| Err(TableError::Refused(r));
        let mut matches = Vec::new();
        let done = match action {
            TournamentAction::Join => {
                if !t.open_at(now()) {
                    return refused(Refusal::SignUpClosed);
                }
                if t.entrant(user).is_some() {
                    return refused(Refusal::AlreadySignedUp);
                }
                if t.entrants.len() >= t.cap {
                    return refused(Refusal::TournamentFull);
                }
                self.store.tournament_join(id, user).await?
            }
            TournamentAction::Leave => {
                if t.status != TournamentStatus::Signup {
                    return refused(Refusal::SignUpClosed);
                }
                if t.entrant(user).is_none() {
                    return refused(Refusal::NotSignedUp);
                }
                self.store.tournament_leave(id, user).await?
            }
            TournamentAction::Start => {
                if t.status != TournamentStatus::Signup {
                    return refused(Refusal::TournamentStarted);
                }
                self.start(&t).await?
            }
            TournamentAction::Cancel => {
                if t.status != TournamentStatus::Signup {
                    return refused(Refusal::TournamentStarted);
                }
                self.store.tournament_cancel(id).await?
            }
            TournamentAction::Withdraw => {
                let Some(e) = t.entrant(user) else {
                    return refused(Refusal::NotSignedUp);
                };
                if !matches!(
                    t.status,
                    TournamentStatus::Running | TournamentStatus::Paused
                ) {
                    return refused(Refusal::TournamentNotRunning);
                }
                if e.withdrawn_round.is_some() {
                    return refused(Refusal::AlreadyWithdrawn);
                }
                let done = self
                    .store
                    .tournament_withdraw(id, user, t.round + 1)
                    .await?;
                if done {
                    matches = self.resign_in_round(&t, user).await?;
                }
                done
            }
            TournamentAction::Pause | TournamentAction::Resume
                if !matches!(
                    t.status,
                    TournamentStatus::Running | TournamentStatus::Paused
                ) =>
            {
                return refused(Refusal::TournamentNotRunning);
            }
            TournamentAction::Pause => self.store.tournament_pause(id, true, None).await?,
            TournamentAction::Resume => {
                let deadline = t.round_secs.map(|s| now() + s);
                self.store.tournament_pause(id, false, deadline).await?
            }
            TournamentAction::End => {
                if !matches!(
                    t.status,
                    TournamentStatus::Running | TournamentStatus::Paused
                ) {
                    return refused(Refusal::TournamentNotRunning);
                }
                self.store.tournament_end(id, user, &places(&t)).await?
            }
        };
        if !done {
            // Another click or process changed it first: say why from where it stands now.
            let now_t = self.tournament(id).await?;
            return refused(match now_t.status {
                TournamentStatus::Signup if matches!(action, TournamentAction::Join) => {
                    if now_t.entrant(user).is_some() {
                        Refusal::AlreadySignedUp
                    } else if now_t.open_at(now()) {
                        Refusal::TournamentFull
                    } else {
                        Refusal::SignUpClosed
                    }
                }
                TournamentStatus::Signup if matches!(action, TournamentAction::Start) => {
                    Refusal::MembersChanged
                }
                TournamentStatus::Signup => Refusal::NotSignedUp,
                TournamentStatus::Running | TournamentStatus::Paused => match action {
                    TournamentAction::Withdraw => Refusal::AlreadyWithdrawn,
                    TournamentAction::Pause | TournamentAction::Resume => Refusal::NothingToDo,
                    _ => Refusal::TournamentStarted,
                },
                _ => Refusal::TournamentNotRunning,
            });
        }
        self.timers.wake();
        Ok(TournamentChange {
            tournament: self.tournament(id).await?,
            action,
            matches,
        })
    }

    /// Seeds the entrants and closes sign-ups. False when it changed meanwhile.
    async fn start(&self, t: &Tournament) -> Result<bool, TableError> {
        let n = t.entrants.len();
        if n < 2 {
            return Err(Refusal::TooFewPlayers(2).into());
        }
        let system = games::by_id(&t.game).map_or(System::Glicko2, |e| System::of(e.info));
        let ratings: std::collections::HashMap<u64, f64> = self
            .store
            .ratings_of(t.guild_id, &t.game)
            .await?
            .into_iter()
            .collect();
        let fresh = Rating::fresh(system).rating;
        // Sign-up order breaks ties: the sort is stable.
        let mut seeded: Vec<(u64, Option<f64>)> = t
            .entrants
            .iter()
            .map(|e| (e.user, ratings.get(&e.user).copied()))
            .collect();
        seeded.sort_by(|a, b| b.1.unwrap_or(fresh).total_cmp(&a.1.unwrap_or(fresh)));
        let rounds = rounds_for(t.format, n, t.rounds);
        Ok(self.store.tournament_start(t.id, &seeded, rounds).await?)
    }

    /// Resigns `user`'s match in play in the round under way; returns it.
    async fn resign_in_round(&self, t: &Tournament, user: u64) -> Result<Vec<i64>, TableError> {
        let Some(seed) = t.entrant(user).and_then(|e| e.seed) else {
            return Ok(Vec::new());
        };
        let mut resigned = Vec::new();
        for b in t.last_legs(t.round) {
            let Some(id) = b.match_id.filter(|_| b.seats.contains(&seed)) else {
                continue;
            };
            match self.resign(id, user).await {
                Ok(_) => resigned.push(id),
                Err(TableError::Over) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(resigned)
    }

    /// Moves a due tournament on by what is due: sign-ups closed (start or cancel), a round
    /// to make, a level knockout game to play again, a round whose time ran out, a round
    /// whose matches all ended (the next round, or the end). Nothing happens while it has
    /// no place to post its rounds.
    ///
    /// # Errors
    /// A database error, or a match that cannot be set up.
    pub async fn tournament_progress(&self, id: i64) -> Result<Progress, TableError> {
        let lock = self.tournaments.get(&id);
        let _turn = lock.lock().await;
        let t = self.tournament(id).await?;
        let mut progress = Progress::default();
        match t.status {
            TournamentStatus::Signup if now() >= t.closes_at => {
                let started = t.entrants.len() >= 2 && self.start(&t).await?;
                if !started && t.entrants.len() < 2 {
                    self.store.tournament_cancel(id).await?;
                }
            }
            TournamentStatus::Running if t.thread_id.is_some() => {
                if t.round == 0 {
                    self.next_round(&t, &[]).await?;
                } else {
                    progress.matches = self.close_or_wait(&t).await?;
                }
            }
            _ => {}
        }
        // No doorbell here: the scheduler, its only caller, shows what this did at once, and a
        // ring would make it look again at once at a round that cannot move yet.
        Ok(progress)
    }

    /// Round `t.round`: its level knockout games played again, its unfinished matches decided
    /// once its time ran out, or, every match over, closed and the next one made.
    async fn close_or_wait(&self, t: &Tournament) -> Result<Vec<i64>, TableError> {
        let mut decided: Vec<(u32, u32, Vec<u32>)> = Vec::new();
        let mut unfinished = Vec::new();
        let mut changed = Vec::new();
        // Withdrew during this round (or before): a match of theirs still played is resigned,
        // should the withdrawal's own resignation have been lost (a crash in between).
        let withdrawn = |seed: Entrant| {
            t.by_seed(seed)
                .and_then(|e| e.withdrawn_round)
                .is_some_and(|w| w <= t.round + 1)
        };
        for b in t.last_legs(t.round) {
            if let Some(h) = &b.halves {
                decided.push((b.board, b.leg, h.clone()));
                continue;
            }
            let Some(id) = b.match_id else {
                decided.push((b.board, b.leg, vec![2]));
                continue;
            };
            let m = self.get(id).await?;
            if !m.is_over() {
                if let Some(&gone) = b.seats.iter().find(|&&s| withdrawn(s)) {
                    let user = t.by_seed(gone).map_or(0, |e| e.user);
                    match self.resign(id, user).await {
                        Ok(_) => changed.push(id),
                        Err(TableError::Over) => {}
                        Err(e) => return Err(e),
                    }
                }
                unfinished.push(m);
                continue;
            }
            let mut halves = halves_of(
                m.result.as_ref().filter(|_| m.ended_by.is_none()),
                m.users.len(),
            );
            if t.format == Format::Knockout {
                if halves[0] == halves[1] {
                    // Played again, unless one of the two withdrew: the other goes through.
                    match (withdrawn(b.seats[0]), withdrawn(b.seats[1])) {
                        (false, false) => {
                            self.rematch_leg(t, b, &halves).await?;
                            return Ok(changed);
                        }
                        (_, true) => halves = vec![2, 0],
                        (true, false) => halves = vec![0, 2],
                    }
                }
                // Kept at once: the round is not looked at again for this game.
                let d = Decided {
                    board: b.board,
                    leg: b.leg,
                    halves: &halves,
                };
                self.store
                    .tournament_board_decided(t.id, t.round, d)
                    .await?;
            }
            decided.push((b.board, b.leg, halves));
        }
        if !changed.is_empty() {
            return Ok(changed);
        }
        if !unfinished.is_empty() {
            let late = t.round_deadline.is_some_and(|d| now() >= d);
            if !late {
                return Ok(Vec::new());
            }
            for m in unfinished {
                if self.decide_late(&m).await? {
                    changed.push(m.id);
                }
            }
            return Ok(changed);
        }
        let decided: Vec<Decided<'_>> = decided
            .iter()
            .map(|(board, leg, halves)| Decided {
                board: *board,
                leg: *leg,
                halves,
            })
            .collect();
        self.next_round(t, &decided).await?;
        Ok(Vec::new())
    }

    /// Closes round `t.round` with `decided` and makes the next, or finishes the tournament.
    async fn next_round(&self, t: &Tournament, decided: &[Decided<'_>]) -> Result<(), TableError> {
        // The standings and pairings read the closing round as decided.
        let mut after = t.clone();
        for d in decided {
            if let Some(b) = after
                .boards
                .iter_mut()
                .find(|b| b.round == t.round && b.board == d.board && b.leg == d.leg)
            {
                b.halves = Some(d.halves.to_vec());
            }
        }
        let next = t.round + 1;
        let Some(boards) = next_boards(&after, next) else {
            self.store
                .tournament_finish(t.id, t.round, decided, &places_through(&after, t.round))
                .await?;
            return Ok(());
        };
        let where_ = t.thread_id.unwrap_or(t.channel_id);
        let games: Vec<(Vec<u64>, u64, serde_json::Value, String)> = boards
            .iter()
            .map(|b| self.board_game(t, b))
            .collect::<Result<_, _>>()?;
        let new: Vec<NewBoard<'_>> = boards
            .iter()
            .zip(&games)
            .enumerate()
            .map(|(i, (seats, (users, seed, snapshot, token)))| {
                let seats = seats.clone();
                let bye = seats.len() == 1;
                NewBoard {
                    board: i as u32,
                    leg: 0,
                    seats,
                    game: (!bye).then(|| crate::store::NewMatch {
                        game: &t.game,
                        guild_id: t.guild_id,
                        channel_id: where_,
                        seed: *seed,
                        options: &t.options,
                        snapshot,
                        users,
                        bots: &[],
                        lang: t.lang,
                        board_message_id: None,
                        web_token: token,
                    }),
                    halves: bye.then(|| vec![2]),
                }
            })
            .collect();
        let deadline = t.round_secs.map(|s| now() + s);
        if let Some(ids) = self
            .store
            .tournament_next_round(t.id, t.round, decided, &new, deadline)
            .await?
        {
            for id in ids.into_iter().flatten() {
                self.start_clocks(id).await;
            }
        }
        Ok(())
    }

    /// A board's players (by user, in seat order), its seed, first snapshot and web token.
    fn board_game(
        &self,
        t: &Tournament,
        seats: &[Entrant],
    ) -> Result<(Vec<u64>, u64, serde_json::Value, String), TableError> {
        let users: Vec<u64> = seats
            .iter()
            .map(|&e| t.by_seed(e).map_or(0, |x| x.user))
            .collect();
        let seed = crate::fair::new_seed();
        let snapshot = if users.len() > 1 {
            Self::new_game(&t.game, users.len(), &t.options, seed)?.snapshot()
        } else {
            serde_json::Value::Null
        };
        Ok((users, seed, snapshot, crate::store::new_token()))
    }

    /// A level knockout game's rematch, the seats swapped.
    async fn rematch_leg(
        &self,
        t: &Tournament,
        b: &TournamentBoard,
        halves: &[u32],
    ) -> Result<(), TableError> {
        let swapped = [b.seats[1], b.seats[0]];
        let (users, seed, snapshot, token) = self.board_game(t, &swapped)?;
        let next = NewBoard {
            board: b.board,
            leg: b.leg + 1,
            seats: vec![b.seats[1], b.seats[0]],
            game: Some(crate::store::NewMatch {
                game: &t.game,
                guild_id: t.guild_id,
                channel_id: t.thread_id.unwrap_or(t.channel_id),
                seed,
                options: &t.options,
                snapshot: &snapshot,
                users: &users,
                bots: &[],
                lang: t.lang,
                board_message_id: None,
                web_token: &token,
            }),
            halves: None,
        };
        let level = Decided {
            board: b.board,
            leg: b.leg,
            halves,
        };
        // A rematch gets a round's time of its own, even when the round's has run out.
        let deadline = t.round_secs.map(|s| now() + s);
        if let Some(id) = self
            .store
            .tournament_rematch(t.id, t.round, level, &next, deadline)
            .await?
        {
            self.start_clocks(id).await;
        }
        Ok(())
    }

    /// Starts the turn clocks of a match a tournament made.
    async fn start_clocks(&self, id: i64) {
        let started = self
            .with_match(id, async |guard| {
                let m = self.loaded(id, guard).await?;
                self.sync_clocks(m, None).await
            })
            .await;
        if let Err(e) = started {
            tracing::warn!(id, error = %e, "could not start a tournament match's clocks");
        }
    }

    /// A match still played when its round's time ran out, decided as the turn timer would.
    /// True when it changed.
    async fn decide_late(&self, m: &super::Match) -> Result<bool, TableError> {
        let id = m.id;
        let settings = self.settings(m.guild_id).await?;
        self.with_match(id, async |guard| {
            let m = self.loaded(id, guard).await?;
            if m.is_over() {
                return Ok(false);
            }
            let owing = m.people(m.game.owing());
            let claim = settings.on_timeout == crate::store::OnTimeout::Claim;
            if m.users.len() == 2 && claim && owing.len() == 1 {
                self.resign_seat(m, owing[0], true).await?;
                return Ok(true);
            }
            let mut changed = false;
            for seat in Seat::all(m.users.len()) {
                if m.bot_at(seat).is_none() && !m.absent[seat.index()] {
                    self.store.seat_set_absent(id, seat, true).await?;
                    m.absent[seat.index()] = true;
                    changed = true;
                }
            }
            if changed {
                self.sync_clocks(m, None).await?;
            }
            Ok(changed)
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_fit_the_format_and_the_field() {
        assert_eq!(rounds_for(Format::Swiss, 6, None), 3);
        assert_eq!(rounds_for(Format::Swiss, 8, None), 3);
        assert_eq!(rounds_for(Format::Swiss, 9, None), 4);
        assert_eq!(rounds_for(Format::Swiss, 4, Some(9)), 3, "at most n − 1");
        assert_eq!(rounds_for(Format::RoundRobin, 4, None), 3);
        assert_eq!(rounds_for(Format::RoundRobin, 5, None), 5);
        assert_eq!(rounds_for(Format::Knockout, 8, None), 3);
        assert_eq!(rounds_for(Format::Knockout, 5, None), 3);
        assert_eq!(rounds_for(Format::Knockout, 2, None), 1);
    }

    #[test]
    fn a_match_without_a_result_or_won_by_all_is_a_draw() {
        let won = Outcome::new(vec![3, 1].into(), vec![Seat(1)]);
        assert_eq!(halves_of(Some(&won), 2), [0, 2]);
        let all = Outcome::new(vec![2, 2].into(), vec![Seat(0), Seat(1)]);
        assert_eq!(halves_of(Some(&all), 2), [1, 1]);
        assert_eq!(halves_of(None, 2), [1, 1]);
    }
}
