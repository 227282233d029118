//! What the web site reads: a match by its page's token, and a server's pages (on or off, its
//! name and icon, its matches, the names and rating points of its members).

use std::collections::HashMap;

use crate::store::{GuildPages, MatchLine, RatingPoint, SeatRating, StoreResult};

use super::{Match, Table, TableError};

impl Table {
    /// The match a page token names, while its server keeps match pages on.
    ///
    /// # Errors
    /// A corrupt match or a database error.
    pub async fn match_by_token(&self, token: &str) -> Result<Option<Match>, TableError> {
        let Some(id) = self.store.match_by_token(token).await? else {
            return Ok(None);
        };
        let m = self.current(id).await?;
        Ok(self.match_pages(m.guild_id).await?.then_some(m))
    }

    /// The match `token` names while its server keeps match pages on, without reading the
    /// match: for a request that goes on to the table's own checks (a move from a seat's page).
    ///
    /// # Errors
    /// A database error.
    pub async fn match_id_by_token(&self, token: &str) -> StoreResult<Option<i64>> {
        let Some((id, guild)) = self.store.match_and_guild_by_token(token).await? else {
            return Ok(None);
        };
        Ok(self.match_pages(guild).await?.then_some(id))
    }

    /// Whether a server keeps its match pages on: as this process last read or wrote it when it
    /// runs every shard, as stored when another process may have changed it.
    ///
    /// # Errors
    /// A database error.
    pub async fn match_pages(&self, guild_id: u64) -> StoreResult<bool> {
        let settings = if self.holds_every_shard() {
            self.settings(guild_id).await?
        } else {
            self.store.settings(guild_id).await?
        };
        Ok(settings.match_pages)
    }

    /// A server's pages, once turned on (even if off again since).
    ///
    /// # Errors
    /// A database error.
    pub async fn guild_pages(&self, guild_id: u64) -> StoreResult<Option<GuildPages>> {
        self.store.guild_pages(guild_id).await
    }

    /// Turns a server's pages on or off (the token stays the same).
    ///
    /// # Errors
    /// A database error.
    pub async fn set_guild_pages(&self, guild_id: u64, shown: bool) -> StoreResult<GuildPages> {
        self.store.set_guild_pages(guild_id, shown).await
    }

    /// The server whose pages `token` names, while they are on.
    ///
    /// # Errors
    /// A database error.
    pub async fn guild_by_token(&self, token: &str) -> StoreResult<Option<u64>> {
        self.store.guild_by_token(token).await
    }

    /// A server's matches in play or over, latest first.
    ///
    /// # Errors
    /// A database error.
    pub async fn guild_matches(
        &self,
        guild_id: u64,
        playing: bool,
        limit: i64,
    ) -> StoreResult<Vec<MatchLine>> {
        self.store.guild_matches(guild_id, playing, limit).await
    }

    /// The display name each of `users` last had at a table of a server (those found).
    ///
    /// # Errors
    /// A database error.
    pub async fn member_names(
        &self,
        guild_id: u64,
        users: &[u64],
    ) -> StoreResult<HashMap<u64, String>> {
        self.store.member_names(guild_id, users).await
    }

    /// `user`'s rating over the rated matches of `game`: where it started, then after each.
    ///
    /// # Errors
    /// A database error.
    pub async fn rating_points(
        &self,
        guild_id: u64,
        user: u64,
        game: &str,
    ) -> StoreResult<Vec<RatingPoint>> {
        self.store.rating_points(guild_id, user, game).await
    }

    /// Each seat's rating before and after a rated match (people's seats only).
    ///
    /// # Errors
    /// A database error.
    pub async fn match_ratings(&self, match_id: i64) -> StoreResult<Vec<SeatRating>> {
        self.store.match_ratings(match_id).await
    }

    /// Records a server's name and icon as Discord shows them, for a server with pages; whether
    /// the icon's picture must be fetched (then [`Table::set_guild_icon`]).
    ///
    /// # Errors
    /// A database error.
    pub async fn set_guild_look(
        &self,
        guild_id: u64,
        name: &str,
        icon_hash: Option<&str>,
    ) -> StoreResult<bool> {
        self.store.set_guild_look(guild_id, name, icon_hash).await
    }

    /// Keeps the picture of a server's icon `hash` (if it is still its icon).
    ///
    /// # Errors
    /// A database error.
    pub async fn set_guild_icon(&self, guild_id: u64, hash: &str, png: Vec<u8>) -> StoreResult<()> {
        self.store.set_guild_icon(guild_id, hash, png).await
    }

    /// The icon of the server whose pages `token` names, while they are on.
    ///
    /// # Errors
    /// A database error.
    pub async fn guild_icon(&self, token: &str) -> StoreResult<Option<Vec<u8>>> {
        self.store.guild_icon(token).await
    }

    /// What each move of match `id` from the one numbered `from` (from 0) on showed everyone: its
    /// public events, never its notation. The list of moves of a match in play is told from them.
    ///
    /// # Errors
    /// A database error.
    pub async fn move_events(&self, id: i64, from: usize) -> StoreResult<Vec<serde_json::Value>> {
        let from = i64::try_from(from).unwrap_or(i64::MAX);
        self.store.match_events_from(id, from).await
    }

    /// Whether this process holds every shard (so every change of a match is made here).
    #[must_use]
    pub fn holds_every_shard(&self) -> bool {
        self.limits.shards.all()
    }

    /// The page token of match `id`.
    ///
    /// # Errors
    /// A database error.
    pub async fn match_token(&self, id: i64) -> StoreResult<Option<String>> {
        self.store.match_token(id).await
    }
}
