//! A server's leaderboard, read from the standings that each finished match updates, and the
//! records counted from the results themselves.

use sqlx::FromRow;

use crate::ratings::Rating;

use super::sql::{query_as, query_scalar};
use super::{from_db, to_db, Store, StoreResult};

/// One player's line on a server's leaderboard.
#[derive(Debug, Clone, PartialEq)]
pub struct LeaderboardRow {
    /// 1 for the best line.
    pub rank: usize,
    pub user_id: u64,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
    /// Matches counted in the wins, draws and losses.
    pub matches: i64,
    /// The player's rating in the game asked for; `None` on the board of all games, or for a
    /// player none of whose matches was rated.
    pub rating: Option<Rating>,
}

/// Wins, draws and losses.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Record {
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
}

impl Record {
    #[must_use]
    pub fn matches(&self) -> i64 {
        self.wins + self.draws + self.losses
    }
}

/// The columns of a leaderboard line.
const TALLY: &str = "user_id, wins, draws, losses, rating, deviation, volatility, tier";

/// The leaderboard's order (the index `standings_board` gives its first keys).
const BOARD_ORDER: &str =
    "tier, rating DESC NULLS LAST, wins DESC, draws DESC, losses ASC, user_id ASC";

#[derive(FromRow)]
struct Tally {
    user_id: i64,
    wins: i64,
    draws: i64,
    losses: i64,
    rating: Option<f64>,
    deviation: Option<f64>,
    volatility: Option<f64>,
    tier: i64,
}

impl Tally {
    fn line(&self, rank: usize) -> LeaderboardRow {
        LeaderboardRow {
            rank,
            user_id: from_db(self.user_id),
            wins: self.wins,
            draws: self.draws,
            losses: self.losses,
            matches: self.wins + self.draws + self.losses,
            rating: match (self.rating, self.deviation, self.volatility) {
                (Some(rating), Some(deviation), Some(volatility)) => Some(Rating {
                    rating,
                    deviation,
                    volatility,
                }),
                _ => None,
            },
        }
    }
}

impl Store {
    /// Every player of a server with results against people, best first: with a `game`, by
    /// rating (settled ratings, then provisional ones, then players with no rated match), then
    /// wins, draws and fewer losses; on the board of all games (no ratings there), by wins,
    /// then draws, then fewer losses.
    ///
    /// # Errors
    /// On a database error.
    pub async fn leaderboard(
        &self,
        guild_id: u64,
        game: Option<&str>,
    ) -> StoreResult<Vec<LeaderboardRow>> {
        let rows = query_as::<Tally>(&format!(
            "SELECT {TALLY} FROM standings WHERE guild_id = $1 AND game = $2 ORDER BY {BOARD_ORDER}"
        ))
        .bind(to_db(guild_id))
        .bind(game.unwrap_or("*"))
        .fetch_all(&self.db)
        .await?;
        Ok(rows
            .into_iter()
            .enumerate()
            .map(|(i, r)| r.line(i + 1))
            .collect())
    }

    /// The first `top` lines of [`Store::leaderboard`], and `caller`'s own line when it is
    /// further down: what `/leaderboard` shows, without reading every line.
    ///
    /// # Errors
    /// On a database error.
    pub async fn leaderboard_top(
        &self,
        guild_id: u64,
        game: Option<&str>,
        caller: u64,
        top: usize,
    ) -> StoreResult<(Vec<LeaderboardRow>, Option<LeaderboardRow>)> {
        self.leaderboard_top_in(guild_id, game, caller, top, None)
            .await
    }

    /// [`Store::leaderboard_top`] of a closed season, `closed` (as it stood when the next one
    /// started), or of the season under way (`None`).
    ///
    /// # Errors
    /// On a database error.
    pub async fn leaderboard_top_in(
        &self,
        guild_id: u64,
        game: Option<&str>,
        caller: u64,
        top: usize,
        closed: Option<u32>,
    ) -> StoreResult<(Vec<LeaderboardRow>, Option<LeaderboardRow>)> {
        let (guild, game) = (to_db(guild_id), game.unwrap_or("*"));
        let standings = super::seasons::standings_of(closed);
        let rows = query_as::<Tally>(&format!(
            "SELECT {TALLY} FROM {standings} WHERE guild_id = $1 AND game = $2
             ORDER BY {BOARD_ORDER} LIMIT $3"
        ))
        .bind(guild)
        .bind(game)
        .bind(top as i64)
        .fetch_all(&self.db)
        .await?;
        let lines: Vec<LeaderboardRow> = rows
            .into_iter()
            .enumerate()
            .map(|(i, r)| r.line(i + 1))
            .collect();
        if lines.iter().any(|l| l.user_id == caller) {
            return Ok((lines, None));
        }
        let mine = query_as::<Tally>(&format!(
            "SELECT {TALLY} FROM {standings} WHERE guild_id = $1 AND game = $2 AND user_id = $3"
        ))
        .bind(guild)
        .bind(game)
        .bind(to_db(caller))
        .fetch_optional(&self.db)
        .await?;
        let Some(mine) = mine else {
            return Ok((lines, None));
        };
        // The lines ahead in BOARD_ORDER, as one comparison of row values (descending keys
        // negated; a line without rating has no rating to compare).
        let ahead: i64 = query_scalar(&format!(
            "SELECT COUNT(*) FROM {standings} WHERE guild_id = $1 AND game = $2
               AND (tier, -COALESCE(rating, 0), -wins, -draws, losses, user_id)
                 < ($3, $4, $5, $6, $7, $8)",
        ))
        .bind(guild)
        .bind(game)
        .bind(mine.tier)
        .bind(-mine.rating.unwrap_or(0.0))
        .bind(-mine.wins)
        .bind(-mine.draws)
        .bind(mine.losses)
        .bind(mine.user_id)
        .fetch_one(&self.db)
        .await?;
        let rank = usize::try_from(ahead).unwrap_or(0) + 1;
        Ok((lines, Some(mine.line(rank))))
    }

    /// Every line of a board counted again from the results (the slow way the standings
    /// spare the leaderboard): (user, wins, draws, losses), by user.
    ///
    /// # Errors
    /// On a database error.
    pub async fn tally_results(
        &self,
        guild_id: u64,
        game: Option<&str>,
    ) -> StoreResult<Vec<(u64, i64, i64, i64)>> {
        let rows: Vec<(i64, i64, i64, i64)> = query_as(
            "SELECT user_id, COUNT(*) FILTER (WHERE standing = 'win'),
                    COUNT(*) FILTER (WHERE standing = 'draw'),
                    COUNT(*) FILTER (WHERE standing = 'loss')
             FROM results WHERE guild_id = $1 AND ($2 IS NULL OR game = $3) AND vs_bot = FALSE
             GROUP BY user_id ORDER BY user_id",
        )
        .bind(to_db(guild_id))
        .bind(game)
        .bind(game)
        .fetch_all(&self.db)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(u, w, d, l)| (from_db(u), w, d, l))
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
        let (wins, draws, losses): (i64, i64, i64) = query_as(
            "SELECT COUNT(*) FILTER (WHERE standing = 'win'),
                    COUNT(*) FILTER (WHERE standing = 'draw'),
                    COUNT(*) FILTER (WHERE standing = 'loss')
             FROM results
             WHERE guild_id = $1 AND user_id = $2 AND ($3 IS NULL OR game = $4) AND vs_bot = TRUE",
        )
        .bind(to_db(guild_id))
        .bind(to_db(user))
        .bind(game)
        .bind(game)
        .fetch_one(&self.db)
        .await?;
        Ok(Record {
            wins,
            draws,
            losses,
        })
    }
}
