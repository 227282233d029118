//! What the web site reads: a match by its page's token, and a server's pages (on or off, its
//! matches, the names and rating points of its members).

use std::collections::HashMap;

use crate::store::{GuildPages, MatchLine, StoreResult};

use super::{Match, Table, TableError};

impl Table {
    /// The match a page token names.
    ///
    /// # Errors
    /// A corrupt match or a database error.
    pub async fn match_by_token(&self, token: &str) -> Result<Option<Match>, TableError> {
        match self.store.match_by_token(token).await? {
            Some(id) => self.current(id).await.map(Some),
            None => Ok(None),
        }
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
    ) -> StoreResult<Vec<f64>> {
        self.store.rating_points(guild_id, user, game).await
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
