//! Seasons: a manager starts the next one; leaderboards and stats of a past one.

use crate::games;
use crate::store::Season;

use super::{GameStats, LeaderboardRow, Refusal, Table, TableError};

/// Which season a command asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Which {
    /// The one under way.
    Current,
    /// A closed one: its leaderboards as they stood when the next started.
    Closed(u32),
}

impl Table {
    /// A server's seasons, the first to the one under way.
    ///
    /// # Errors
    /// A database error.
    pub async fn seasons(&self, guild: u64) -> Result<Vec<Season>, TableError> {
        Ok(self.store.seasons(guild).await?)
    }

    /// Closes the season under way and starts the next.
    ///
    /// # Errors
    /// A database error.
    pub async fn season_start(&self, guild: u64, name: Option<&str>) -> Result<Season, TableError> {
        let season = self.store.season_start(guild, name).await?;
        tracing::info!(guild, season = season.number, "a new season started");
        Ok(season)
    }

    /// Which season `number` is on this server (`None`: the one under way).
    ///
    /// # Errors
    /// A season it has not had, or a database error.
    pub async fn which_season(&self, guild: u64, number: Option<u32>) -> Result<Which, TableError> {
        let current = self.store.seasons(guild).await?.len() as u32;
        match number {
            None => Ok(Which::Current),
            Some(n) if n == current => Ok(Which::Current),
            Some(n) if (1..current).contains(&n) => Ok(Which::Closed(n)),
            Some(_) => Err(Refusal::UnknownSeason(current).into()),
        }
    }

    /// [`Table::leaderboard_top`] of a season.
    ///
    /// # Errors
    /// A database error.
    pub async fn leaderboard_top_in(
        &self,
        guild_id: u64,
        game: Option<&str>,
        caller: u64,
        top: usize,
        season: Which,
    ) -> Result<(Vec<LeaderboardRow>, Option<LeaderboardRow>), TableError> {
        let closed = match season {
            Which::Current => None,
            Which::Closed(n) => Some(n),
        };
        Ok(self
            .store
            .leaderboard_top_in(guild_id, game, caller, top, closed)
            .await?)
    }

    /// [`Table::stats`] of a season: of a closed one, each game's rating and record as they
    /// stood when it closed (as its leaderboard).
    ///
    /// # Errors
    /// A database error.
    pub async fn stats_in(
        &self,
        guild_id: u64,
        user: u64,
        season: Which,
    ) -> Result<Vec<GameStats>, TableError> {
        let Which::Closed(n) = season else {
            return self.stats(guild_id, user).await;
        };
        let ids: Vec<&str> = games::REGISTRY.iter().map(|e| e.info.id).collect();
        let Some((_, until)) = self.store.season_seqs(guild_id, n).await? else {
            return Ok(Vec::new());
        };
        // As the season's leaderboard: the record as it stood when the season closed.
        Ok(self
            .store
            .season_stats(guild_id, user, &ids, n, (0, until))
            .await?)
    }
}
