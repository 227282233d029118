//! What the web site reads besides matches: the tokens that name pages, whether a server's
//! pages are on, a server's recent matches, the names its members had at the table and the
//! points of a rating chart.

use std::collections::HashMap;

use rand::RngCore;
use sqlx::FromRow;

use crate::engine::ismcts::Level;
use crate::engine::Seat;

use super::sql::{query, query_as, query_scalar};
use super::status::MatchStatus;
use super::{from_db, to_db, Store, StoreResult};

/// A fresh token for a page: 128 random bits from the operating system, as 32 hex digits.
#[must_use]
pub fn new_token() -> String {
    let mut bytes = [0_u8; 16];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Whether `text` has the shape of a token, so that anything else is refused before a query.
#[must_use]
pub fn is_token(text: &str) -> bool {
    text.len() == 32 && text.bytes().all(|b| b.is_ascii_hexdigit())
}

/// A server's pages: their token, whether they are served, and the server's name and icon as
/// the bot last saw them in Discord.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GuildPages {
    pub token: String,
    pub shown: bool,
    pub name: Option<String>,
    /// The icon's hash in Discord, once its picture is kept here.
    pub icon: Option<String>,
}

/// A point of a rating chart: the rating after a match (or the one a player started from),
/// when that match ended (Unix seconds) and its page's token.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingPoint {
    pub rating: f64,
    pub ended_at: Option<i64>,
    pub token: Option<String>,
}

/// A seat's rating before and after a rated match.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SeatRating {
    pub seat: Seat,
    pub before: f64,
    pub after: f64,
}

/// One seat of a match in a list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatLine {
    pub user_id: u64,
    pub bot: Option<Level>,
    /// The display name the member had when the match started (empty where unknown).
    pub name: String,
}

/// A match in a server's list.
#[derive(Debug, Clone, PartialEq)]
pub struct MatchLine {
    pub id: i64,
    pub game: String,
    pub token: String,
    pub status: MatchStatus,
    /// Unix seconds of its last change.
    pub updated_at: i64,
    pub seats: Vec<SeatLine>,
    /// The seats that won, once it is over with a result.
    pub winners: Vec<u8>,
}

/// A rated result's rating before and after, when its match ended, and its match's page.
type RatingRow = (Option<f64>, f64, Option<i64>, Option<String>);

#[derive(FromRow)]
struct MatchLineRow {
    id: i64,
    game: String,
    web_token: Option<String>,
    status: MatchStatus,
    updated_at: i64,
    result: Option<String>,
    ended_by: Option<i64>,
}

impl Store {
    /// The match a page token names.
    ///
    /// # Errors
    /// On a database error.
    pub async fn match_by_token(&self, token: &str) -> StoreResult<Option<i64>> {
        if !is_token(token) {
            return Ok(None);
        }
        query_scalar::<i64>("SELECT id FROM matches WHERE web_token = $1")
            .bind(token)
            .fetch_optional(&self.db)
            .await
    }

    /// The match `token` names and its server, without reading the match.
    ///
    /// # Errors
    /// On a database error.
    pub async fn match_and_guild_by_token(&self, token: &str) -> StoreResult<Option<(i64, u64)>> {
        if !is_token(token) {
            return Ok(None);
        }
        let found: Option<(i64, i64)> =
            query_as("SELECT id, guild_id FROM matches WHERE web_token = $1")
                .bind(token)
                .fetch_optional(&self.db)
                .await?;
        Ok(found.map(|(id, guild)| (id, from_db(guild))))
    }

    /// The version a match is stored at.
    ///
    /// # Errors
    /// On a database error.
    pub async fn match_version(&self, id: i64) -> StoreResult<Option<i64>> {
        query_scalar::<i64>("SELECT version FROM matches WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.db)
            .await
    }

    /// A server's pages, once a manager has turned them on (even if off again since).
    ///
    /// # Errors
    /// On a database error.
    pub async fn guild_pages(&self, guild_id: u64) -> StoreResult<Option<GuildPages>> {
        let row: Option<(String, bool, Option<String>, Option<String>)> = query_as(
            "SELECT token, shown, name, CASE WHEN icon IS NULL THEN NULL ELSE icon_hash END
             FROM guild_web WHERE guild_id = $1",
        )
        .bind(to_db(guild_id))
        .fetch_optional(&self.db)
        .await?;
        Ok(row.map(|(token, shown, name, icon)| GuildPages {
            token,
            shown,
            name,
            icon,
        }))
    }

    /// Turns a server's pages on or off. Its token is made the first time and kept after, so
    /// that links already posted work again when the pages are on again.
    ///
    /// # Errors
    /// On a database error.
    pub async fn set_guild_pages(&self, guild_id: u64, shown: bool) -> StoreResult<GuildPages> {
        query(
            "INSERT INTO guild_web (guild_id, token, shown) VALUES ($1, $2, $3)
             ON CONFLICT (guild_id) DO UPDATE SET shown = excluded.shown",
        )
        .bind(to_db(guild_id))
        .bind(new_token())
        .bind(shown)
        .execute(&self.db)
        .await?;
        Ok(self.guild_pages(guild_id).await?.unwrap_or_default())
    }

    /// Records a server's name and icon hash as Discord gives them, for a server that has
    /// pages (others are not written to). Whether the icon's picture must be fetched: the hash
    /// is new, or its picture was never kept.
    ///
    /// # Errors
    /// On a database error.
    pub async fn set_guild_look(
        &self,
        guild_id: u64,
        name: &str,
        icon_hash: Option<&str>,
    ) -> StoreResult<bool> {
        let row: Option<(Option<String>, Option<String>, bool)> =
            query_as("SELECT name, icon_hash, icon IS NOT NULL FROM guild_web WHERE guild_id = $1")
                .bind(to_db(guild_id))
                .fetch_optional(&self.db)
                .await?;
        let Some((was_named, had_hash, kept)) = row else {
            return Ok(false);
        };
        let new_icon = had_hash.as_deref() != icon_hash;
        if new_icon || was_named.as_deref() != Some(name) {
            query(
                "UPDATE guild_web SET name = $2, icon_hash = $3,
                        icon = CASE WHEN $4 THEN NULL ELSE icon END
                 WHERE guild_id = $1",
            )
            .bind(to_db(guild_id))
            .bind(name)
            .bind(icon_hash)
            .bind(new_icon)
            .execute(&self.db)
            .await?;
        }
        Ok(icon_hash.is_some() && (new_icon || !kept))
    }

    /// Keeps the picture of a server's icon, if `hash` is still its icon.
    ///
    /// # Errors
    /// On a database error.
    pub async fn set_guild_icon(&self, guild_id: u64, hash: &str, png: Vec<u8>) -> StoreResult<()> {
        query("UPDATE guild_web SET icon = $3 WHERE guild_id = $1 AND icon_hash = $2")
            .bind(to_db(guild_id))
            .bind(hash)
            .bind(png)
            .execute(&self.db)
            .await?;
        Ok(())
    }

    /// The picture of the icon of the server whose pages `token` names, while they are on.
    ///
    /// # Errors
    /// On a database error.
    pub async fn guild_icon(&self, token: &str) -> StoreResult<Option<Vec<u8>>> {
        if !is_token(token) {
            return Ok(None);
        }
        let icon: Option<Option<Vec<u8>>> =
            query_scalar("SELECT icon FROM guild_web WHERE token = $1 AND shown = TRUE")
                .bind(token)
                .fetch_optional(&self.db)
                .await?;
        Ok(icon.flatten())
    }

    /// The server whose pages `token` names, while they are on.
    ///
    /// # Errors
    /// On a database error.
    pub async fn guild_by_token(&self, token: &str) -> StoreResult<Option<u64>> {
        if !is_token(token) {
            return Ok(None);
        }
        let guild: Option<i64> =
            query_scalar("SELECT guild_id FROM guild_web WHERE token = $1 AND shown = TRUE")
                .bind(token)
                .fetch_optional(&self.db)
                .await?;
        Ok(guild.map(from_db))
    }

    /// A server's matches in play (`playing`) or over, the latest changed first, at most
    /// `limit`.
    ///
    /// # Errors
    /// On a database error.
    pub async fn guild_matches(
        &self,
        guild_id: u64,
        playing: bool,
        limit: i64,
    ) -> StoreResult<Vec<MatchLine>> {
        let rows = query_as::<MatchLineRow>(
            "SELECT id, game, web_token, status, updated_at, result, ended_by FROM matches
             WHERE guild_id = $1 AND (status = 'playing') = $2
             ORDER BY updated_at DESC, id DESC LIMIT $3",
        )
        .bind(to_db(guild_id))
        .bind(playing)
        .bind(limit)
        .fetch_all(&self.db)
        .await?;
        let mut lines = Vec::with_capacity(rows.len());
        for r in rows {
            let seats: Vec<(i64, Option<String>, Option<String>)> = query_as(
                "SELECT user_id, bot, name FROM match_seats WHERE match_id = $1 ORDER BY seat",
            )
            .bind(r.id)
            .fetch_all(&self.db)
            .await?;
            let winners = r
                .result
                .and_then(|text| serde_json::from_str::<crate::engine::Outcome>(&text).ok())
                .map(|o| o.winners.iter().map(|s| s.0).collect())
                .unwrap_or_default();
            lines.push(MatchLine {
                id: r.id,
                game: r.game,
                token: r.web_token.unwrap_or_default(),
                status: if r.ended_by.is_some() {
                    MatchStatus::Ended
                } else {
                    r.status
                },
                updated_at: r.updated_at,
                seats: seats
                    .into_iter()
                    .map(|(user, bot, name)| SeatLine {
                        user_id: from_db(user),
                        bot: bot.and_then(|b| b.parse().ok()),
                        name: name.unwrap_or_default(),
                    })
                    .collect(),
                winners,
            });
        }
        Ok(lines)
    }

    /// The display name each of `users` had at the start of their latest finished match in a
    /// server that recorded one: a page names the few members it shows, each found through
    /// their results (`results_by_user`), never by reading every seat of the server.
    ///
    /// # Errors
    /// On a database error.
    pub async fn member_names(
        &self,
        guild_id: u64,
        users: &[u64],
    ) -> StoreResult<HashMap<u64, String>> {
        let mut names = HashMap::new();
        for &user in users {
            if names.contains_key(&user) {
                continue;
            }
            let name: Option<String> = query_scalar(
                "SELECT s.name FROM results r
                 JOIN match_seats s ON s.match_id = r.match_id AND s.seat = r.seat
                 WHERE r.guild_id = $1 AND r.user_id = $2 AND s.name IS NOT NULL AND s.name != ''
                 ORDER BY r.seq DESC, r.match_id DESC LIMIT 1",
            )
            .bind(to_db(guild_id))
            .bind(to_db(user))
            .fetch_optional(&self.db)
            .await?;
            if let Some(name) = name {
                names.insert(user, name);
            }
        }
        Ok(names)
    }

    /// `user`'s rating over the rated matches of `game` in a server, oldest first: the rating
    /// they started from, then the one after each match, with when it ended and its page.
    ///
    /// # Errors
    /// On a database error.
    pub async fn rating_points(
        &self,
        guild_id: u64,
        user: u64,
        game: &str,
    ) -> StoreResult<Vec<RatingPoint>> {
        let rows: Vec<RatingRow> = query_as(
            "SELECT r.rating_before, r.rating_after, r.ended_at, m.web_token
             FROM results r JOIN matches m ON m.id = r.match_id
             WHERE r.guild_id = $1 AND r.user_id = $2 AND r.game = $3 AND r.rated = TRUE
               AND r.rating_after IS NOT NULL
             ORDER BY r.seq",
        )
        .bind(to_db(guild_id))
        .bind(to_db(user))
        .bind(game)
        .fetch_all(&self.db)
        .await?;
        let start = rows
            .first()
            .and_then(|(before, ..)| *before)
            .map(|rating| RatingPoint {
                rating,
                ended_at: None,
                token: None,
            });
        Ok(start
            .into_iter()
            .chain(
                rows.into_iter()
                    .map(|(_, rating, ended_at, token)| RatingPoint {
                        rating,
                        ended_at,
                        token,
                    }),
            )
            .collect())
    }

    /// The rating each seat of a rated match had before and after it (seats of people only,
    /// in seat order); empty for a match that changed no rating.
    ///
    /// # Errors
    /// On a database error.
    pub async fn match_ratings(&self, match_id: i64) -> StoreResult<Vec<SeatRating>> {
        let rows: Vec<(i64, f64, f64)> = query_as(
            "SELECT seat, rating_before, rating_after FROM results
             WHERE match_id = $1 AND rated = TRUE
               AND rating_before IS NOT NULL AND rating_after IS NOT NULL
             ORDER BY seat",
        )
        .bind(match_id)
        .fetch_all(&self.db)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(seat, before, after)| SeatRating {
                seat: Seat(u8::try_from(seat).unwrap_or(u8::MAX)),
                before,
                after,
            })
            .collect())
    }

    /// The page tokens of matches, by id (for links from a list of results).
    ///
    /// # Errors
    /// On a database error.
    pub async fn match_token(&self, id: i64) -> StoreResult<Option<String>> {
        Ok(
            query_scalar::<Option<String>>("SELECT web_token FROM matches WHERE id = $1")
                .bind(id)
                .fetch_optional(&self.db)
                .await?
                .flatten(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::{is_token, new_token};

    #[test]
    fn a_token_has_128_random_bits_and_its_shape_is_checked() {
        let (a, b) = (new_token(), new_token());
        assert_ne!(a, b);
        assert!(is_token(&a) && is_token(&b), "{a} {b}");
        assert!(!is_token("1") && !is_token(&format!("{a}0")) && !is_token(&"g".repeat(32)));
    }
}
