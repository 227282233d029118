//! Tournaments: sign-ups, the start, each round's boards with their matches, withdrawals and
//! the end. Every transition is one conditional statement (or one transaction under the
//! tournament's lock), so that two Start clicks start it once, a Join racing the start either
//! lands before it or is refused, and a round is closed once however many look at it.

use std::str::FromStr;

use serde_json::Value;
use sqlx::FromRow;

use crate::engine::Lang;

use super::matches::NewMatch;
use super::sql::{query, query_as, query_scalar, Lock, Tx};
use super::status::{lang_code, lang_of_code};
use super::{from_db, json, now, to_db, Store, StoreError, StoreResult};

/// How a tournament pairs its entrants.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Swiss,
    RoundRobin,
    Knockout,
}

impl Format {
    pub const ALL: [Format; 3] = [Format::Swiss, Format::RoundRobin, Format::Knockout];

    /// The word stored and typed for it.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Format::Swiss => "swiss",
            Format::RoundRobin => "round-robin",
            Format::Knockout => "knockout",
        }
    }
}

impl FromStr for Format {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Format::ALL
            .into_iter()
            .find(|f| f.as_str() == s)
            .ok_or_else(|| format!("no tournament format `{s}`"))
    }
}

/// Where a tournament stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TournamentStatus {
    /// Open for sign-ups.
    Signup,
    /// Its rounds are being played (round 0: started, its thread not made yet).
    Running,
    /// A manager paused it: matches in play go on, no round closes or starts.
    Paused,
    /// Its last round was played.
    Finished,
    /// Called off before its start.
    Cancelled,
    /// A manager ended it while it ran: the standings stand as they were.
    Ended,
}

impl TournamentStatus {
    const ALL: [TournamentStatus; 6] = [
        TournamentStatus::Signup,
        TournamentStatus::Running,
        TournamentStatus::Paused,
        TournamentStatus::Finished,
        TournamentStatus::Cancelled,
        TournamentStatus::Ended,
    ];

    /// The word stored for it.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            TournamentStatus::Signup => "signup",
            TournamentStatus::Running => "running",
            TournamentStatus::Paused => "paused",
            TournamentStatus::Finished => "finished",
            TournamentStatus::Cancelled => "cancelled",
            TournamentStatus::Ended => "ended",
        }
    }

    /// Whether nothing more happens to it.
    #[must_use]
    pub const fn is_over(self) -> bool {
        matches!(
            self,
            TournamentStatus::Finished | TournamentStatus::Cancelled | TournamentStatus::Ended
        )
    }
}

/// What a new tournament is made of.
#[derive(Debug, Clone)]
pub struct NewTournament<'a> {
    pub guild_id: u64,
    pub channel_id: u64,
    pub game: &'a str,
    pub format: Format,
    /// Swiss: the rounds asked for; `None`, as many as the field needs.
    pub rounds: Option<u32>,
    /// Seconds a round may last; `None`, until its matches end.
    pub round_secs: Option<i64>,
    /// Players at a table (more than 2 only in a Swiss tournament).
    pub seats: usize,
    pub options: &'a Value,
    /// Most entrants.
    pub cap: usize,
    /// Who opened it.
    pub manager: u64,
    pub lang: Lang,
    /// When sign-ups close (and it starts, if it has enough entrants).
    pub closes_at: i64,
}

/// A member signed up.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentEntrant {
    pub user: u64,
    /// Set at the start: 0 the top seed.
    pub seed: Option<usize>,
    /// The member's rating in the game when it started.
    pub rating: Option<f64>,
    /// The first round they are no longer paired in.
    pub withdrawn_round: Option<u32>,
    /// Their final place (1 the winner), once it is over.
    pub place: Option<u32>,
}

/// One game of a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentBoard {
    pub round: u32,
    pub board: u32,
    /// 0, or the rematch's number when a knockout game ended level.
    pub leg: u32,
    /// Entrants by seed, in seat order; one alone is a bye.
    pub seats: Vec<usize>,
    /// Its match (none for a bye).
    pub match_id: Option<i64>,
    /// Each seat's points in halves, once decided.
    pub halves: Option<Vec<u32>>,
}

/// A tournament with its entrants (in sign-up order) and every board so far.
#[derive(Debug, Clone)]
pub struct Tournament {
    pub id: i64,
    pub guild_id: u64,
    pub channel_id: u64,
    pub game: String,
    pub format: Format,
    pub rounds: Option<u32>,
    pub round_secs: Option<i64>,
    /// Players at a table.
    pub seats: usize,
    pub options: Value,
    pub cap: usize,
    pub manager: u64,
    pub lang: Lang,
    pub status: TournamentStatus,
    /// The round in play (0 before the first).
    pub round: u32,
    pub round_deadline: Option<i64>,
    pub posted_round: u32,
    pub message_id: Option<u64>,
    /// Where its rounds are posted: its thread, or the channel where threads are not allowed.
    pub thread_id: Option<u64>,
    pub announced: bool,
    pub created_at: i64,
    pub closes_at: i64,
    pub ended_by: Option<u64>,
    pub entrants: Vec<TournamentEntrant>,
    pub boards: Vec<TournamentBoard>,
}

impl Tournament {
    /// The entrant with seed `seed`.
    #[must_use]
    pub fn by_seed(&self, seed: usize) -> Option<&TournamentEntrant> {
        self.entrants.iter().find(|e| e.seed == Some(seed))
    }

    /// The entrant `user`, if signed up.
    #[must_use]
    pub fn entrant(&self, user: u64) -> Option<&TournamentEntrant> {
        self.entrants.iter().find(|e| e.user == user)
    }

    /// Whether sign-ups are open at `t`.
    #[must_use]
    pub fn open_at(&self, t: i64) -> bool {
        self.status == TournamentStatus::Signup && t < self.closes_at
    }

    /// The boards of round `round`, each at its last leg.
    #[must_use]
    pub fn last_legs(&self, round: u32) -> Vec<&TournamentBoard> {
        let mut last: Vec<&TournamentBoard> = Vec::new();
        for b in self.boards.iter().filter(|b| b.round == round) {
            match last.iter_mut().find(|l| l.board == b.board) {
                Some(l) if l.leg < b.leg => *l = b,
                Some(_) => {}
                None => last.push(b),
            }
        }
        last.sort_by_key(|b| b.board);
        last
    }
}

/// A board of a new round, with its match (none for a bye, which is decided at once).
#[derive(Debug, Clone)]
pub struct NewBoard<'a> {
    pub board: u32,
    pub leg: u32,
    pub seats: Vec<usize>,
    pub game: Option<NewMatch<'a>>,
    pub halves: Option<Vec<u32>>,
}

/// A decided board of the round being closed.
#[derive(Debug, Clone, Copy)]
pub struct Decided<'a> {
    pub board: u32,
    pub leg: u32,
    pub halves: &'a [u32],
}

/// A tournament in a server's list, or a member's placing in one.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentLine {
    pub id: i64,
    pub game: String,
    pub format: Format,
    pub status: TournamentStatus,
    pub entrants: i64,
    pub created_at: i64,
    /// The member's place, for a member's placings.
    pub place: Option<u32>,
}

#[derive(FromRow)]
struct TournamentRow {
    guild_id: i64,
    channel_id: i64,
    game: String,
    format: String,
    rounds: Option<i64>,
    round_secs: Option<i64>,
    seats: i64,
    options: String,
    cap: i64,
    manager: i64,
    lang: String,
    status: String,
    round: i64,
    round_deadline: Option<i64>,
    posted_round: i64,
    message_id: Option<i64>,
    thread_id: Option<i64>,
    announced: bool,
    created_at: i64,
    closes_at: i64,
    ended_by: Option<i64>,
}

#[derive(FromRow)]
struct EntrantRow {
    user_id: i64,
    seed: Option<i64>,
    rating: Option<f64>,
    withdrawn_round: Option<i64>,
    place: Option<i64>,
}

#[derive(FromRow)]
struct BoardRow {
    round: i64,
    board: i64,
    leg: i64,
    seats: String,
    match_id: Option<i64>,
    halves: Option<String>,
}

#[derive(FromRow)]
struct LineRow {
    id: i64,
    game: String,
    format: String,
    status: String,
    entrants: i64,
    created_at: i64,
    place: Option<i64>,
}

fn status_of(id: i64, word: &str) -> StoreResult<TournamentStatus> {
    TournamentStatus::ALL
        .into_iter()
        .find(|s| s.word() == word)
        .ok_or_else(|| StoreError::corrupt("tournaments", id, format!("status `{word}`")))
}

fn format_of(id: i64, word: &str) -> StoreResult<Format> {
    word.parse()
        .map_err(|e: String| StoreError::corrupt("tournaments", id, e))
}

impl LineRow {
    fn line(self) -> StoreResult<TournamentLine> {
        Ok(TournamentLine {
            format: format_of(self.id, &self.format)?,
            status: status_of(self.id, &self.status)?,
            id: self.id,
            game: self.game,
            entrants: self.entrants,
            created_at: self.created_at,
            place: self.place.map(|p| p as u32),
        })
    }
}

fn numbers(values: &[impl serde::Serialize]) -> String {
    serde_json::to_string(values).expect("numbers serialize")
}

/// The statement that moves a tournament from one status to another; `$1` is its id.
fn moved(from: &[TournamentStatus], to: TournamentStatus) -> String {
    let from: Vec<String> = from.iter().map(|s| format!("'{}'", s.word())).collect();
    format!(
        "UPDATE tournaments SET status = '{}' WHERE id = $1 AND status IN ({})",
        to.word(),
        from.join(", ")
    )
}

impl Store {
    /// Opens a tournament for sign-ups. Returns its id.
    ///
    /// # Errors
    /// On a database error.
    pub async fn tournament_create(&self, t: &NewTournament<'_>) -> StoreResult<i64> {
        query_scalar(
            "INSERT INTO tournaments (guild_id, channel_id, game, format, rounds, round_secs, options, cap, manager, lang, created_at, closes_at, seats)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id",
        )
        .bind(to_db(t.guild_id))
        .bind(to_db(t.channel_id))
        .bind(t.game)
        .bind(t.format.as_str())
        .bind(t.rounds.map(i64::from))
        .bind(t.round_secs)
        .bind(t.options.to_string())
        .bind(t.cap as i64)
        .bind(to_db(t.manager))
        .bind(lang_code(t.lang))
        .bind(now())
        .bind(t.closes_at)
        .bind(t.seats as i64)
        .fetch_one(&self.db)
        .await
    }

    /// A tournament with its entrants and boards, if it exists.
    ///
    /// # Errors
    /// On a database error or a corrupt row.
    pub async fn tournament_load(&self, id: i64) -> StoreResult<Option<Tournament>> {
        let Some(r) = query_as::<TournamentRow>(
            "SELECT guild_id, channel_id, game, format, rounds, round_secs, seats, options, cap, manager, lang,
                    status, round, round_deadline, posted_round, message_id, thread_id, announced,
                    created_at, closes_at, ended_by
             FROM tournaments WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&self.db)
        .await?
        else {
            return Ok(None);
        };
        let entrants = query_as::<EntrantRow>(
            "SELECT user_id, seed, rating, withdrawn_round, place FROM tournament_entrants
             WHERE tournament_id = $1 ORDER BY joined_at, rowid",
        )
        .bind(id)
        .fetch_all(&self.db)
        .await?;
        let boards = query_as::<BoardRow>(
            "SELECT round, board, leg, seats, match_id, halves FROM tournament_boards
             WHERE tournament_id = $1 ORDER BY round, board, leg",
        )
        .bind(id)
        .fetch_all(&self.db)
        .await?;
        let boards = boards
            .into_iter()
            .map(|b| {
                Ok(TournamentBoard {
                    round: b.round as u32,
                    board: b.board as u32,
                    leg: b.leg as u32,
                    seats: json("tournament_boards", id, &b.seats)?,
                    match_id: b.match_id,
                    halves: b
                        .halves
                        .map(|h| json("tournament_boards", id, &h))
                        .transpose()?,
                })
            })
            .collect::<StoreResult<Vec<_>>>()?;
        Ok(Some(Tournament {
            id,
            guild_id: from_db(r.guild_id),
            channel_id: from_db(r.channel_id),
            format: format_of(id, &r.format)?,
            status: status_of(id, &r.status)?,
            game: r.game,
            rounds: r.rounds.map(|n| n as u32),
            round_secs: r.round_secs,
            seats: r.seats as usize,
            options: json("tournaments", id, &r.options)?,
            cap: r.cap as usize,
            manager: from_db(r.manager),
            lang: lang_of_code(&r.lang),
            round: r.round as u32,
            round_deadline: r.round_deadline,
            posted_round: r.posted_round as u32,
            message_id: r.message_id.map(from_db),
            thread_id: r.thread_id.map(from_db),
            announced: r.announced,
            created_at: r.created_at,
            closes_at: r.closes_at,
            ended_by: r.ended_by.map(from_db),
            entrants: entrants
                .into_iter()
                .map(|e| TournamentEntrant {
                    user: from_db(e.user_id),
                    seed: e.seed.map(|s| s as usize),
                    rating: e.rating,
                    withdrawn_round: e.withdrawn_round.map(|r| r as u32),
                    place: e.place.map(|p| p as u32),
                })
                .collect(),
            boards,
        }))
    }

    /// Signs `user` up while sign-ups are open and fewer than the cap are in. False when
    /// closed, full, or already in.
    ///
    /// # Errors
    /// On a database error.
    pub async fn tournament_join(&self, id: i64, user: u64) -> StoreResult<bool> {
        let mut tx = self.db.begin_locked(Lock::Tournament(id)).await?;
        let done = query(
            "INSERT INTO tournament_entrants (tournament_id, user_id, joined_at)
             SELECT $1, $2, $3
             WHERE EXISTS (SELECT 1 FROM tournaments WHERE id = $1 AND status = 'signup' AND closes_at > $3
                             AND cap > (SELECT COUNT(*) FROM tournament_entrants WHERE tournament_id = $1))
             ON CONFLICT (tournament_id, user_id) DO NOTHING",
        )
        .bind(id)
        .bind(to_db(user))
        .bind(now())
        .execute(&mut tx)
        .await?
        .rows_affected();
        tx.commit().await?;
        Ok(done == 1)
    }

    /// Takes `user` off while sign-ups are open. False when closed or not in.
    ///
    /// # Errors
    /// On a database error.
    pub async fn tournament_leave(&self, id: i64, user: u64) -> StoreResult<bool> {
        let mut tx = self.db.begin_locked(Lock::Tournament(id)).await?;
        let done = query(
            "DELETE FROM tournament_entrants WHERE tournament_id = $1 AND user_id = $2
               AND EXISTS (SELECT 1 FROM tournaments WHERE id = $1 AND status = 'signup')",
        )
        .bind(id)
        .bind(to_db(user))
        .execute(&mut tx)
        .await?
        .rows_affected();
        tx.commit().await?;
        Ok(done == 1)
    }

    /// Remembers the sign-up message.
    ///
    /// # Errors
    /// On a database error.
    pub async fn tournament_set_message(&self, id: i64, message: u64) -> StoreResult<()> {
        query("UPDATE tournaments SET message_id = $2 WHERE id = $1")
            .bind(id)
            .bind(to_db(message))
            .execute(&self.db)
            .await?;
        Ok(())
    }

    /// Remembers where the rounds are posted, unless already known. False when it was.
    ///
    /// # Errors
    /// On a database error.
    pub async fn tournament_set_thread(&self, id: i64, thread: u64) -> StoreResult<bool> {
        let done =
            query("UPDATE tournaments SET thread_id = $2 WHERE id = $1 AND thread_id IS NULL")
                .bind(id)
                .bind(to_db(thread))
                .execute(&self.db)
                .await?
                .rows_affected();
        Ok(done == 1)
    }

    /// Calls off a tournament still in sign-ups. False when it had started or closed.
    ///
    /// # Errors
    /// On a database error.
    pub async fn tournament_cancel(&self, id: i64) -> StoreResult<bool> {
        let sql = moved(&[TournamentStatus::Signup], TournamentStatus::Cancelled);
        Ok(query(&sql)
            .bind(id)
            .execute(&self.db)
            .await?
            .rows_affected()
            == 1)
    }

    /// Pauses a running tournament, or lets a paused one go on with `deadline` for its round.
    /// False when it was not in the status to leave.
    ///
    /// # Errors
    /// On a database error.
    pub async fn tournament_pause(
        &self,
        id: i64,
        pause: bool,
        deadline: Option<i64>,
    ) -> StoreResult<bool> {
        let (from, to) = if pause {
            (TournamentStatus::Running, TournamentStatus::Paused)
        } else {
            (TournamentStatus::Paused, TournamentStatus::Running)
        };
        let sql = format!(
            "UPDATE tournaments SET status = '{}', round_deadline = $2 WHERE id = $1 AND status = '{}'",
            to.word(),
            from.word()
        );
        let deadline = if pause { None } else { deadline };
        let done = query(&sql)
            .bind(id)
            .bind(deadline)
            .execute(&self.db)
            .await?
            .rows_affected();
        Ok(done == 1)
    }

    /// A manager ends a running or paused tournament: the standings stand as they are,
    /// `places` giving each entrant's (by user). False when it was not running.
    ///
    /// # Errors
    /// On a database error.
    pub async fn tournament_end(
        &self,
        id: i64,
        by: u64,
        places: &[(u64, u32)],
    ) -> StoreResult<bool> {
        let mut tx = self.db.begin_locked(Lock::Tournament(id)).await?;
        let done = query(
            "UPDATE tournaments SET status = 'ended', ended_by = $2, round_deadline = NULL
             WHERE id = $1 AND status IN ('running', 'paused')",
        )
        .bind(id)
        .bind(to_db(by))
        .execute(&mut tx)
        .await?
        .rows_affected();
        if done != 1 {
            return Ok(false);
        }
        Self::set_places(&mut tx, id, places).await?;
        tx.commit().await?;
        Ok(true)
    }

    async fn set_places(tx: &mut Tx, id: i64, places: &[(u64, u32)]) -> StoreResult<()> {
        for &(user, place) in places {
            query("UPDATE tournament_entrants SET place = $3 WHERE tournament_id = $1 AND user_id = $2")
                .bind(id)
                .bind(to_db(user))
                .bind(i64::from(place))
                .execute(&mut *tx)
                .await?;
        }
        Ok(())
    }

    /// Closes sign-ups and starts a tournament whose entrants are still exactly `seeded`'s
    /// users: each gets its seed (its index in `seeded`) and the rating it had; `rounds` is
    /// fixed. `false`, with nothing written, when it was started or closed meanwhile or its
    /// entrants changed.
    ///
    /// # Errors
    /// On a database error.
    pub async fn tournament_start(
        &self,
        id: i64,
        seeded: &[(u64, Option<f64>)],
        rounds: u32,
    ) -> StoreResult<bool> {
        let mut tx = self.db.begin_locked(Lock::Tournament(id)).await?;
        let mut users: Vec<i64> =
            query_scalar("SELECT user_id FROM tournament_entrants WHERE tournament_id = $1")
                .bind(id)
                .fetch_all(&mut tx)
                .await?;
        let mut asked: Vec<i64> = seeded.iter().map(|&(u, _)| to_db(u)).collect();
        users.sort_unstable();
        asked.sort_unstable();
        if users != asked {
            return Ok(false);
        }
        let done = query(
            "UPDATE tournaments SET status = 'running', rounds = $2 WHERE id = $1 AND status = 'signup'",
        )
        .bind(id)
        .bind(i64::from(rounds))
        .execute(&mut tx)
        .await?
        .rows_affected();
        if done != 1 {
            return Ok(false);
        }
        for (seed, &(user, rating)) in seeded.iter().enumerate() {
            query(
                "UPDATE tournament_entrants SET seed = $3, rating = $4 WHERE tournament_id = $1 AND user_id = $2",
            )
            .bind(id)
            .bind(to_db(user))
            .bind(seed as i64)
            .bind(rating)
            .execute(&mut tx)
            .await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// Withdraws `user` from a running or paused tournament: not paired from round `from` on.
    /// False when not in it, already withdrawn, or it is over.
    ///
    /// # Errors
    /// On a database error.
    pub async fn tournament_withdraw(&self, id: i64, user: u64, from: u32) -> StoreResult<bool> {
        let mut tx = self.db.begin_locked(Lock::Tournament(id)).await?;
        let done = query(
            "UPDATE tournament_entrants SET withdrawn_round = $3
             WHERE tournament_id = $1 AND user_id = $2 AND withdrawn_round IS NULL
               AND EXISTS (SELECT 1 FROM tournaments WHERE id = $1 AND status IN ('running', 'paused'))",
        )
        .bind(id)
        .bind(to_db(user))
        .bind(i64::from(from))
        .execute(&mut tx)
        .await?
        .rows_affected();
        tx.commit().await?;
        Ok(done == 1)
    }

    /// Closes round `round` of a running tournament and starts the next with `boards` (their
    /// matches made in the same transaction), the new round due at `deadline`. `decided` gives
    /// the closing round's results. `None`, with nothing written, when the round was closed
    /// meanwhile, the tournament is not running, or one of the round's matches is still in
    /// play. Returns the new boards' match ids.
    ///
    /// # Errors
    /// On a database error.
    pub async fn tournament_next_round(
        &self,
        id: i64,
        round: u32,
        decided: &[Decided<'_>],
        boards: &[NewBoard<'_>],
        deadline: Option<i64>,
    ) -> StoreResult<Option<Vec<Option<i64>>>> {
        let mut tx = self.db.begin_locked(Lock::Tournament(id)).await?;
        if !Self::close_round(&mut tx, id, round, decided).await? {
            return Ok(None);
        }
        query("UPDATE tournaments SET round = $2, round_deadline = $3 WHERE id = $1")
            .bind(id)
            .bind(i64::from(round + 1))
            .bind(deadline)
            .execute(&mut tx)
            .await?;
        let ids = Self::insert_boards(&mut tx, id, round + 1, boards).await?;
        tx.commit().await?;
        Ok(Some(ids))
    }

    /// Closes the last round of a running tournament and finishes it with the entrants'
    /// final `places` (by user). False, with nothing written, as for
    /// [`Store::tournament_next_round`].
    ///
    /// # Errors
    /// On a database error.
    pub async fn tournament_finish(
        &self,
        id: i64,
        round: u32,
        decided: &[Decided<'_>],
        places: &[(u64, u32)],
    ) -> StoreResult<bool> {
        let mut tx = self.db.begin_locked(Lock::Tournament(id)).await?;
        if !Self::close_round(&mut tx, id, round, decided).await? {
            return Ok(false);
        }
        query("UPDATE tournaments SET status = 'finished', round_deadline = NULL WHERE id = $1")
            .bind(id)
            .execute(&mut tx)
            .await?;
        Self::set_places(&mut tx, id, places).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Adds a knockout board's next leg (its rematch) to the round in play, recording the
    /// level leg's result. `None` when that leg was added already, or the round closed.
    ///
    /// # Errors
    /// On a database error.
    pub async fn tournament_rematch(
        &self,
        id: i64,
        round: u32,
        level: Decided<'_>,
        next: &NewBoard<'_>,
        deadline: Option<i64>,
    ) -> StoreResult<Option<i64>> {
        let mut tx = self.db.begin_locked(Lock::Tournament(id)).await?;
        let marked = Self::decide_board(&mut tx, id, round, level).await?;
        if !marked {
            return Ok(None);
        }
        let ids = Self::insert_boards(&mut tx, id, round, std::slice::from_ref(next)).await?;
        // The round lasts at least until the rematch's own time is up.
        query(
            "UPDATE tournaments SET round_deadline = $2
             WHERE id = $1 AND round_deadline IS NOT NULL AND round_deadline < $2",
        )
        .bind(id)
        .bind(deadline)
        .execute(&mut tx)
        .await?;
        tx.commit().await?;
        Ok(ids.into_iter().next().flatten())
    }

    /// Records a decided game of the round in play (a knockout game, kept as soon as it
    /// ends). False when it was recorded already or the round closed.
    ///
    /// # Errors
    /// On a database error.
    pub async fn tournament_board_decided(
        &self,
        id: i64,
        round: u32,
        d: Decided<'_>,
    ) -> StoreResult<bool> {
        let mut tx = self.db.begin_locked(Lock::Tournament(id)).await?;
        let done = Self::decide_board(&mut tx, id, round, d).await?;
        tx.commit().await?;
        Ok(done)
    }

    /// Within the tournament's lock: records board `d` of round `round` as decided, unless it
    /// was already or the round is no longer the one a running tournament plays.
    async fn decide_board(tx: &mut Tx, id: i64, round: u32, d: Decided<'_>) -> StoreResult<bool> {
        let done = query(
            "UPDATE tournament_boards SET halves = $5
             WHERE tournament_id = $1 AND round = $2 AND board = $3 AND leg = $4 AND halves IS NULL
               AND EXISTS (SELECT 1 FROM tournaments WHERE id = $1 AND round = $2 AND status = 'running')",
        )
        .bind(id)
        .bind(i64::from(round))
        .bind(i64::from(d.board))
        .bind(i64::from(d.leg))
        .bind(numbers(d.halves))
        .execute(&mut *tx)
        .await?
        .rows_affected();
        Ok(done == 1)
    }

    /// Within the tournament's lock: moves round `round` of a running tournament past its
    /// close, recording `decided`. False when it is not the round in play, the tournament
    /// is not running, or a match of the round is still played.
    async fn close_round(
        tx: &mut Tx,
        id: i64,
        round: u32,
        decided: &[Decided<'_>],
    ) -> StoreResult<bool> {
        let open: Option<i64> = query_scalar(
            "SELECT t.id FROM tournaments t
             WHERE t.id = $1 AND t.round = $2 AND t.status = 'running' AND t.thread_id IS NOT NULL
               AND NOT EXISTS (SELECT 1 FROM tournament_boards b JOIN matches m ON m.id = b.match_id
                               WHERE b.tournament_id = $1 AND b.round = $2 AND m.status = 'playing')",
        )
        .bind(id)
        .bind(i64::from(round))
        .fetch_optional(&mut *tx)
        .await?;
        if open.is_none() {
            return Ok(false);
        }
        for d in decided {
            query(
                "UPDATE tournament_boards SET halves = $5
                 WHERE tournament_id = $1 AND round = $2 AND board = $3 AND leg = $4",
            )
            .bind(id)
            .bind(i64::from(round))
            .bind(i64::from(d.board))
            .bind(i64::from(d.leg))
            .bind(numbers(d.halves))
            .execute(&mut *tx)
            .await?;
        }
        Ok(true)
    }

    async fn insert_boards(
        tx: &mut Tx,
        id: i64,
        round: u32,
        boards: &[NewBoard<'_>],
    ) -> StoreResult<Vec<Option<i64>>> {
        let mut ids = Vec::with_capacity(boards.len());
        for b in boards {
            let match_id = match &b.game {
                Some(m) => Some(Self::insert_match(tx, m).await?),
                None => None,
            };
            query(
                "INSERT INTO tournament_boards (tournament_id, round, board, leg, seats, match_id, halves)
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(id)
            .bind(i64::from(round))
            .bind(i64::from(b.board))
            .bind(i64::from(b.leg))
            .bind(numbers(&b.seats))
            .bind(match_id)
            .bind(b.halves.as_deref().map(numbers))
            .execute(&mut *tx)
            .await?;
            ids.push(match_id);
        }
        Ok(ids)
    }

    /// Records that round `round`'s pairings and boards were posted.
    ///
    /// # Errors
    /// On a database error.
    pub async fn tournament_posted(&self, id: i64, round: u32) -> StoreResult<()> {
        query("UPDATE tournaments SET posted_round = $2 WHERE id = $1 AND posted_round < $2")
            .bind(id)
            .bind(i64::from(round))
            .execute(&self.db)
            .await?;
        Ok(())
    }

    /// Records that the final standings were posted.
    ///
    /// # Errors
    /// On a database error.
    pub async fn tournament_announced(&self, id: i64) -> StoreResult<()> {
        query("UPDATE tournaments SET announced = TRUE WHERE id = $1")
            .bind(id)
            .execute(&self.db)
            .await?;
        Ok(())
    }

    /// The tournaments of this process's guilds that want looking at, at `t`: sign-ups
    /// closed, a round whose matches all ended or whose time ran out, a knockout game over and
    /// not yet recorded (a level one is played again), a round, a board or an end not yet
    /// posted (a paused tournament's too).
    ///
    /// # Errors
    /// On a database error.
    pub async fn tournaments_due(&self, t: i64) -> StoreResult<Vec<i64>> {
        query_scalar(&format!(
            "SELECT id FROM tournaments t
             WHERE {} AND (
                 (status = 'signup' AND closes_at <= $1)
              OR (status IN ('running', 'paused') AND (thread_id IS NULL OR posted_round < round
                   OR EXISTS (SELECT 1 FROM tournament_boards b JOIN matches m ON m.id = b.match_id
                              WHERE b.tournament_id = t.id AND b.round = t.round AND m.board_message_id IS NULL)))
              OR (status = 'running' AND (round_deadline <= $1
                   OR NOT EXISTS (SELECT 1 FROM tournament_boards b JOIN matches m ON m.id = b.match_id
                                  WHERE b.tournament_id = t.id AND b.round = t.round AND m.status = 'playing')
                   OR (format = 'knockout'
                       AND EXISTS (SELECT 1 FROM tournament_boards b JOIN matches m ON m.id = b.match_id
                                   WHERE b.tournament_id = t.id AND b.round = t.round
                                     AND b.halves IS NULL AND m.status <> 'playing'))))
              OR (status IN ('finished', 'ended', 'cancelled') AND NOT announced))
             ORDER BY id",
            self.shards.condition("guild_id")
        ))
        .bind(t)
        .fetch_all(&self.db)
        .await
    }

    /// The tournament a match is played in, if any.
    ///
    /// # Errors
    /// On a database error.
    pub async fn tournament_of_match(&self, match_id: i64) -> StoreResult<Option<i64>> {
        query_scalar("SELECT tournament_id FROM tournament_boards WHERE match_id = $1")
            .bind(match_id)
            .fetch_optional(&self.db)
            .await
    }

    /// A server's tournaments, newest first.
    ///
    /// # Errors
    /// On a database error.
    pub async fn tournaments_of_guild(
        &self,
        guild: u64,
        limit: i64,
    ) -> StoreResult<Vec<TournamentLine>> {
        let rows = query_as::<LineRow>(
            "SELECT t.id, t.game, t.format, t.status, t.created_at, NULL AS place,
                    (SELECT COUNT(*) FROM tournament_entrants e WHERE e.tournament_id = t.id) AS entrants
             FROM tournaments t WHERE t.guild_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT $2",
        )
        .bind(to_db(guild))
        .bind(limit)
        .fetch_all(&self.db)
        .await?;
        rows.into_iter().map(LineRow::line).collect()
    }

    /// A member's places in a server's tournaments that are over, newest first.
    ///
    /// # Errors
    /// On a database error.
    pub async fn tournament_placings(
        &self,
        guild: u64,
        user: u64,
        limit: i64,
    ) -> StoreResult<Vec<TournamentLine>> {
        let rows = query_as::<LineRow>(
            "SELECT t.id, t.game, t.format, t.status, t.created_at, e.place,
                    (SELECT COUNT(*) FROM tournament_entrants x WHERE x.tournament_id = t.id) AS entrants
             FROM tournaments t JOIN tournament_entrants e ON e.tournament_id = t.id
             WHERE t.guild_id = $1 AND e.user_id = $2 AND e.place IS NOT NULL
             ORDER BY t.created_at DESC, t.id DESC LIMIT $3",
        )
        .bind(to_db(guild))
        .bind(to_db(user))
        .bind(limit)
        .fetch_all(&self.db)
        .await?;
        rows.into_iter().map(LineRow::line).collect()
    }

    /// The ratings of `users` in `game` on a server (those rated so far).
    ///
    /// # Errors
    /// On a database error.
    pub async fn ratings_of(&self, guild: u64, game: &str) -> StoreResult<Vec<(u64, f64)>> {
        let rows: Vec<(i64, f64)> = query_as(
            "SELECT user_id, rating FROM standings WHERE guild_id = $1 AND game = $2 AND rating IS NOT NULL",
        )
        .bind(to_db(guild))
        .bind(game)
        .fetch_all(&self.db)
        .await?;
        Ok(rows.into_iter().map(|(u, r)| (from_db(u), r)).collect())
    }
}

#[cfg(test)]
mod tests;
