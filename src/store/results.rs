//! Finished matches' results and the leaderboard made from them.

use sqlx::{FromRow, Sqlite, Transaction};

use crate::engine::{Outcome, Seat};

use super::{from_db, to_db, Store, StoreResult};

/// One player's line on a server's leaderboard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeaderboardRow {
    /// 1 for the best line.
    pub rank: usize,
    pub user_id: u64,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
}

/// Wins, draws and losses.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Record {
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
}

#[derive(FromRow)]
struct Tally {
    user_id: i64,
    wins: i64,
    draws: i64,
    losses: i64,
}

impl Store {
    /// One result row per person's seat, in the transaction that ends the match; computer
    /// seats have none, and a match with one is marked `vs_bot`.
    pub(super) async fn insert_results(
        tx: &mut Transaction<'_, Sqlite>,
        match_id: i64,
        outcome: &Outcome,
    ) -> StoreResult<()> {
        for (seat, score) in outcome.scores.iter() {
            sqlx::query(
                "INSERT INTO results (match_id, seat, guild_id, game, user_id, standing, score, vs_bot)
                 SELECT m.id, s.seat, m.guild_id, m.game, s.user_id, ?, ?,
                        EXISTS (SELECT 1 FROM match_seats b WHERE b.match_id = m.id AND b.bot IS NOT NULL)
                 FROM matches m JOIN match_seats s ON s.match_id = m.id
                 WHERE m.id = ? AND s.seat = ? AND s.bot IS NULL",
            )
            .bind(outcome.standing(seat).as_str())
            .bind(i64::from(*score))
            .bind(match_id)
            .bind(i64::from(seat.0))
            .execute(&mut **tx)
            .await?;
        }
        Ok(())
    }

    /// Every player of a server with results, best first: wins, then draws, then fewer losses.
    /// `game` narrows it to one game. Matches against the computer do not count.
    ///
    /// # Errors
    /// On a database error.
    pub async fn leaderboard(
        &self,
        guild_id: u64,
        game: Option<&str>,
    ) -> StoreResult<Vec<LeaderboardRow>> {
        let rows = sqlx::query_as::<_, Tally>(
            "SELECT user_id,
                    SUM(standing = 'win')  AS wins,
                    SUM(standing = 'draw') AS draws,
                    SUM(standing = 'loss') AS losses
             FROM results
             WHERE guild_id = ? AND (? IS NULL OR game = ?) AND vs_bot = 0
             GROUP BY user_id
             ORDER BY wins DESC, draws DESC, losses ASC, user_id ASC",
        )
        .bind(to_db(guild_id))
        .bind(game)
        .bind(game)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .enumerate()
            .map(|(i, r)| LeaderboardRow {
                rank: i + 1,
                user_id: from_db(r.user_id),
                wins: r.wins,
                draws: r.draws,
                losses: r.losses,
            })
            .collect())
    }

    /// The result rows of a match, by seat: (seat, user, standing, against the computer).
    ///
    /// # Errors
    /// On a database error.
    pub async fn match_results(
        &self,
        match_id: i64,
    ) -> StoreResult<Vec<(Seat, u64, String, bool)>> {
        let rows: Vec<(i64, i64, String, bool)> = sqlx::query_as(
            "SELECT seat, user_id, standing, vs_bot FROM results WHERE match_id = ? ORDER BY seat",
        )
        .bind(match_id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(seat, user, standing, vs_bot)| {
                (Seat(seat as u8), from_db(user), standing, vs_bot)
            })
            .collect())
    }

    /// `user`'s wins, draws and losses in this server's matches against the computer;
    /// `game` narrows it to one game.
    ///
    /// # Errors
    /// On a database error.
    pub async fn record_against_computer(
        &self,
        guild_id: u64,
        user: u64,
        game: Option<&str>,
    ) -> StoreResult<Record> {
        let (wins, draws, losses): (i64, i64, i64) = sqlx::query_as(
            "SELECT COALESCE(SUM(standing = 'win'), 0),
                    COALESCE(SUM(standing = 'draw'), 0),
                    COALESCE(SUM(standing = 'loss'), 0)
             FROM results
             WHERE guild_id = ? AND user_id = ? AND (? IS NULL OR game = ?) AND vs_bot = 1",
        )
        .bind(to_db(guild_id))
        .bind(to_db(user))
        .bind(game)
        .bind(game)
        .fetch_one(&self.pool)
        .await?;
        Ok(Record {
            wins,
            draws,
            losses,
        })
    }
}
