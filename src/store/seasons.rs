//! Seasons of a server. Season 1 is the server's time before any season was started; a
//! manager's new season closes the one under way: its leaderboards are kept as they stand
//! (`season_standings`), and every rating of the server starts again. Wins, draws and losses,
//! the match history, replays and best wins go on across seasons.

use sqlx::FromRow;

use super::sql::{query, query_as, query_scalar, Lock};
use super::{to_db, Store, StoreResult};

/// A season of a server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Season {
    /// 1 for the first.
    pub number: u32,
    pub name: Option<String>,
    /// When a manager started it (`None` for season 1, which started with the server's first
    /// match).
    pub started_at: Option<i64>,
}

#[derive(FromRow)]
struct SeasonRow {
    number: i64,
    name: Option<String>,
    started_at: i64,
}

/// The standings of a leaderboard: the season under way (`None`) or a closed one's, as a
/// table the leaderboard's statements read under the name `standings`.
#[must_use]
pub(super) fn standings_of(closed: Option<u32>) -> String {
    match closed {
        None => "standings".to_owned(),
        Some(n) => format!(
            "(SELECT guild_id, game, user_id, wins, draws, losses, rating, deviation, volatility,
                     rated_matches, tier
              FROM season_standings WHERE season = {n}) AS standings"
        ),
    }
}

impl Store {
    /// A server's seasons, the first to the one under way.
    ///
    /// # Errors
    /// On a database error.
    pub async fn seasons(&self, guild: u64) -> StoreResult<Vec<Season>> {
        let rows = query_as::<SeasonRow>(
            "SELECT number, name, started_at FROM seasons WHERE guild_id = $1 ORDER BY number",
        )
        .bind(to_db(guild))
        .fetch_all(&self.db)
        .await?;
        let first = Season {
            number: 1,
            name: None,
            started_at: None,
        };
        Ok(std::iter::once(first)
            .chain(rows.into_iter().map(|r| Season {
                number: r.number as u32,
                name: r.name,
                started_at: Some(r.started_at),
            }))
            .collect())
    }

    /// Closes the season under way and starts the next, named `name`: the closing season's
    /// standings are kept as they are, and the server's ratings start again. One transaction
    /// under the results' lock, so that no match ends half in one season and half in the
    /// other. Returns the new season.
    ///
    /// # Errors
    /// On a database error.
    pub async fn season_start(&self, guild: u64, name: Option<&str>) -> StoreResult<Season> {
        let g = to_db(guild);
        let mut tx = self.db.begin_locked(Lock::Results).await?;
        let closing: i64 =
            query_scalar("SELECT COALESCE(MAX(number), 1) FROM seasons WHERE guild_id = $1")
                .bind(g)
                .fetch_one(&mut tx)
                .await?;
        let t = super::now();
        query(
            "INSERT INTO seasons (guild_id, number, name, started_at, first_seq)
             SELECT $1, $2, $3, $4, COALESCE(MAX(seq), 0) + 1 FROM results",
        )
        .bind(g)
        .bind(closing + 1)
        .bind(name)
        .bind(t)
        .execute(&mut tx)
        .await?;
        query(
            "INSERT INTO season_standings (guild_id, season, game, user_id, wins, draws, losses,
                                           rating, deviation, volatility, rated_matches, tier)
             SELECT guild_id, $2, game, user_id, wins, draws, losses, rating, deviation, volatility,
                    rated_matches, tier
             FROM standings WHERE guild_id = $1",
        )
        .bind(g)
        .bind(closing)
        .execute(&mut tx)
        .await?;
        query(
            "UPDATE standings SET rating = NULL, deviation = NULL, volatility = NULL,
                                  rated_matches = 0, tier = 2
             WHERE guild_id = $1",
        )
        .bind(g)
        .execute(&mut tx)
        .await?;
        tx.commit().await?;
        Ok(Season {
            number: closing as u32 + 1,
            name: name.map(str::to_owned),
            started_at: Some(t),
        })
    }

    /// Each server's season starts, as `(guild, first seq)` in `seq` order: where the ratings
    /// start again.
    pub(super) async fn season_starts(&self) -> StoreResult<Vec<(i64, i64)>> {
        query_as("SELECT guild_id, first_seq FROM seasons ORDER BY first_seq")
            .fetch_all(&self.db)
            .await
    }

    /// The range of `results.seq` of season `number` of a server (the last one open-ended):
    /// `None` for a season it has not had.
    ///
    /// # Errors
    /// On a database error.
    pub async fn season_seqs(
        &self,
        guild: u64,
        number: u32,
    ) -> StoreResult<Option<(i64, Option<i64>)>> {
        let starts: Vec<(i64, i64)> =
            query_as("SELECT number, first_seq FROM seasons WHERE guild_id = $1 ORDER BY number")
                .bind(to_db(guild))
                .fetch_all(&self.db)
                .await?;
        let start = |n: u32| -> Option<i64> {
            if n == 1 {
                return Some(0);
            }
            starts
                .iter()
                .find(|(s, _)| *s == i64::from(n))
                .map(|&(_, f)| f)
        };
        Ok(start(number).map(|from| (from, start(number + 1))))
    }
}
