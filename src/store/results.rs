//! Finished matches' results and the ratings made from them (the leaderboard that reads them:
//! `leaderboard.rs`).
//!
//! A match's result rows and every rating it changes are written in the transaction that ends
//! it. The ratings are a function of the rated result rows taken in their `seq` order, so
//! [`Store::recompute_ratings`] gives the same numbers from the results alone.

use std::collections::HashMap;

use sqlx::FromRow;

use crate::engine::{Outcome, Seat};
use crate::games;
use crate::ratings::{rate, Rating, System};

use super::sql::{query, query_as, query_scalar, Lock, On, Tx};
use super::{from_db, now, to_db, Store, StoreResult};

mod upgrade;

/// Where a player stands in one game of one server: its rating and how many rated matches
/// made it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StoredRating {
    pub rating: Rating,
    pub matches: i64,
}

/// Every rating of the database, by (server, game, player).
pub type Ratings = HashMap<(u64, String, u64), StoredRating>;

/// A rated result row, as the ratings are computed from.
#[derive(FromRow)]
struct RatedRow {
    match_id: i64,
    seq: Option<i64>,
    guild_id: i64,
    game: String,
    user_id: i64,
    place: i64,
}

#[derive(FromRow)]
struct RatingRow {
    guild_id: i64,
    game: String,
    user_id: i64,
    rating: f64,
    deviation: f64,
    volatility: f64,
    matches: i64,
}

/// The system a game is rated with; `None` for a game the registry does not know.
fn system_of(game: &str) -> Option<System> {
    games::by_id(game).map(|e| System::of(e.info))
}

/// Applies one match to `ratings`: `rows` are its players (in seat order) with their places.
/// Returns each player's rating before and after, or `None` when the match cannot be rated
/// (an unknown game, or a game of two with another number of players).
fn apply_match(
    ratings: &mut Ratings,
    guild: u64,
    game: &str,
    rows: &[(u64, usize)],
) -> Option<Vec<(Rating, Rating)>> {
    let system = system_of(game)?;
    if system == System::Glicko2 && rows.len() != 2 {
        return None;
    }
    let before: Vec<(Rating, usize)> = rows
        .iter()
        .map(|&(user, place)| {
            let r = ratings
                .get(&(guild, game.to_owned(), user))
                .map_or_else(|| Rating::fresh(system), |s| s.rating);
            (r, place)
        })
        .collect();
    let after = rate(system, &before);
    for (&(user, _), new) in rows.iter().zip(&after) {
        let entry = ratings
            .entry((guild, game.to_owned(), user))
            .or_insert(StoredRating {
                rating: *new,
                matches: 0,
            });
        entry.rating = *new;
        entry.matches += 1;
    }
    Some(before.into_iter().map(|(b, _)| b).zip(after).collect())
}

/// One match's rated rows, with its players' ratings before and after (`None`: not ratable).
type RatedMatch<'a> = (&'a [RatedRow], Option<Vec<(Rating, Rating)>>);

/// The ratings made by `rows` (rated results in the order their matches ended), and each
/// match as it was rated. `season_starts` (server, first seq, in seq order) are where a
/// server's ratings start again.
fn rate_in_order<'a>(
    rows: &'a [RatedRow],
    season_starts: &[(i64, i64)],
) -> (Ratings, Vec<RatedMatch<'a>>) {
    let mut ratings = Ratings::new();
    let mut starts = season_starts.iter().peekable();
    let matches = rows
        .chunk_by(|a, b| a.match_id == b.match_id)
        .map(|group| {
            let seq = group[0].seq.unwrap_or(0);
            while let Some(&(guild, _)) = starts.next_if(|&&(_, first)| first <= seq) {
                let guild = from_db(guild);
                ratings.retain(|(g, _, _), _| *g != guild);
            }
            let players: Vec<(u64, usize)> = group
                .iter()
                .map(|r| (from_db(r.user_id), r.place as usize))
                .collect();
            let guild = from_db(group[0].guild_id);
            let changes = apply_match(&mut ratings, guild, &group[0].game, &players);
            (group, changes)
        })
        .collect();
    // Seasons started since the last rated match: their servers' ratings start again too.
    for &(guild, _) in starts {
        let guild = from_db(guild);
        ratings.retain(|(g, _, _), _| *g != guild);
    }
    (ratings, matches)
}

impl Store {
    /// One result row per person's seat, in the transaction that ends the match, and the
    /// ratings it changes. Computer seats have no row, and a match with one is marked `vs_bot`
    /// and not rated; neither is a match that ended before its first move.
    pub(super) async fn insert_results(
        tx: &mut Tx,
        match_id: i64,
        outcome: &Outcome,
    ) -> StoreResult<()> {
        // No other end can take the same number: SQLite's one writer is this transaction
        // (the match row was updated first); on PostgreSQL the lock, held until it commits.
        tx.lock(Lock::Results).await?;
        let seq: i64 = query_scalar("SELECT COALESCE(MAX(seq), 0) + 1 FROM results")
            .fetch_one(&mut *tx)
            .await?;
        let places = outcome.places();
        for (seat, score) in outcome.scores.iter() {
            query(
                "INSERT INTO results (match_id, seat, guild_id, game, user_id, standing, score,
                                      vs_bot, seq, place, rated, ended_at)
                 SELECT m.id, s.seat, m.guild_id, m.game, s.user_id, $1, $2,
                        EXISTS (SELECT 1 FROM match_seats b WHERE b.match_id = m.id AND b.bot IS NOT NULL),
                        $3, $4, FALSE, $5
                 FROM matches m JOIN match_seats s ON s.match_id = m.id
                 WHERE m.id = $6 AND s.seat = $7 AND s.bot IS NULL",
            )
            .bind(outcome.standing(seat).as_str())
            .bind(i64::from(*score))
            .bind(seq)
            .bind(places[seat.index()] as i64)
            .bind(now())
            .bind(match_id)
            .bind(i64::from(seat.0))
            .execute(&mut *tx)
            .await?;
        }
        // Each person's line in the game and in all games, when no computer played.
        for game in [None, Some("*")] {
            query(
                "INSERT INTO standings (guild_id, game, user_id, wins, draws, losses)
                 SELECT guild_id, COALESCE($1, game), user_id,
                        CASE WHEN standing = 'win' THEN 1 ELSE 0 END,
                        CASE WHEN standing = 'draw' THEN 1 ELSE 0 END,
                        CASE WHEN standing = 'loss' THEN 1 ELSE 0 END
                 FROM results WHERE match_id = $2 AND vs_bot = FALSE
                 ON CONFLICT (guild_id, game, user_id) DO UPDATE SET
                     wins = standings.wins + excluded.wins,
                     draws = standings.draws + excluded.draws,
                     losses = standings.losses + excluded.losses",
            )
            .bind(game)
            .bind(match_id)
            .execute(&mut *tx)
            .await?;
        }
        Self::rate_match(tx, match_id).await
    }

    /// Rates a match whose result rows were just written, if it is to be rated.
    async fn rate_match(tx: &mut Tx, match_id: i64) -> StoreResult<()> {
        let ratable: bool = query_scalar(
            "SELECT NOT EXISTS (SELECT 1 FROM results WHERE match_id = $1 AND vs_bot = TRUE)
                    AND EXISTS (SELECT 1 FROM moves WHERE match_id = $2)",
        )
        .bind(match_id)
        .bind(match_id)
        .fetch_one(&mut *tx)
        .await?;
        if !ratable {
            return Ok(());
        }
        let rows = query_as::<RatedRow>(
            "SELECT match_id, seq, guild_id, game, user_id, place FROM results
             WHERE match_id = $1 ORDER BY seat",
        )
        .bind(match_id)
        .fetch_all(&mut *tx)
        .await?;
        let Some(first) = rows.first() else {
            return Ok(());
        };
        let (guild, game) = (from_db(first.guild_id), first.game.clone());
        let mut ratings = Ratings::new();
        for r in &rows {
            if let Some(s) = rating_of(&mut *tx, first.guild_id, &game, r.user_id).await? {
                ratings.insert((guild, game.clone(), from_db(r.user_id)), s);
            }
        }
        let players: Vec<(u64, usize)> = rows
            .iter()
            .map(|r| (from_db(r.user_id), r.place as usize))
            .collect();
        let Some(changes) = apply_match(&mut ratings, guild, &game, &players) else {
            return Ok(());
        };
        for (r, (before, after)) in rows.iter().zip(changes) {
            let now = ratings[&(guild, game.clone(), from_db(r.user_id))];
            Self::write_rating(tx, (guild, &game, from_db(r.user_id)), now).await?;
            query(
                "UPDATE results SET rated = TRUE, rating_before = $1, rating_after = $2, deviation_after = $3
                 WHERE match_id = $4 AND user_id = $5",
            )
            .bind(before.rating)
            .bind(after.rating)
            .bind(after.deviation)
            .bind(match_id)
            .bind(r.user_id)
            .execute(&mut *tx)
            .await?;
        }
        Ok(())
    }

    /// A player's rating in their line of the game, and the tier it puts them in.
    async fn write_rating(
        tx: &mut Tx,
        (guild, game, user): (u64, &str, u64),
        s: StoredRating,
    ) -> StoreResult<()> {
        let tier = system_of(game).map_or(2, |system| i64::from(s.rating.provisional(system)));
        query(
            "INSERT INTO standings (guild_id, game, user_id, rating, deviation, volatility,
                                    rated_matches, tier)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
             ON CONFLICT (guild_id, game, user_id) DO UPDATE SET
                 rating = excluded.rating, deviation = excluded.deviation,
                 volatility = excluded.volatility, rated_matches = excluded.rated_matches,
                 tier = excluded.tier",
        )
        .bind(to_db(guild))
        .bind(game)
        .bind(to_db(user))
        .bind(s.rating.rating)
        .bind(s.rating.deviation)
        .bind(s.rating.volatility)
        .bind(s.matches)
        .bind(tier)
        .execute(&mut *tx)
        .await?;
        Ok(())
    }

    async fn rated_rows(tx: &mut Tx) -> StoreResult<Vec<RatedRow>> {
        query_as::<RatedRow>(
            "SELECT match_id, seq, guild_id, game, user_id, place FROM results
             WHERE rated = TRUE ORDER BY seq, match_id, seat",
        )
        .fetch_all(&mut *tx)
        .await
    }

    /// Every rating computed again from the rated results alone, in the order the matches
    /// ended; nothing is written. Equal to [`Store::ratings`] unless a rating was lost.
    ///
    /// # Errors
    /// On a database error.
    pub async fn recompute_ratings(&self) -> StoreResult<Ratings> {
        let mut tx = self.db.begin().await?;
        let rows = Self::rated_rows(&mut tx).await?;
        tx.rollback().await?;
        let starts = self.season_starts().await?;
        Ok(rate_in_order(&rows, &starts).0)
    }

    /// Every stored rating.
    ///
    /// # Errors
    /// On a database error.
    pub async fn ratings(&self) -> StoreResult<Ratings> {
        let rows = query_as::<RatingRow>(
            "SELECT guild_id, game, user_id, rating, deviation, volatility,
                    rated_matches AS matches
             FROM standings WHERE rating IS NOT NULL",
        )
        .fetch_all(&self.db)
        .await?;
        Ok(rows.iter().map(|r| (key(r), stored_rating(r))).collect())
    }

    /// The result rows of a match, by seat: (seat, user, standing, against the computer).
    ///
    /// # Errors
    /// On a database error.
    pub async fn match_results(
        &self,
        match_id: i64,
    ) -> StoreResult<Vec<(Seat, u64, String, bool)>> {
        let rows: Vec<(i64, i64, String, bool)> = query_as(
            "SELECT seat, user_id, standing, vs_bot FROM results WHERE match_id = $1 ORDER BY seat",
        )
        .bind(match_id)
        .fetch_all(&self.db)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(seat, user, standing, vs_bot)| {
                (Seat(seat as u8), from_db(user), standing, vs_bot)
            })
            .collect())
    }
}

/// A player's rating in one game of one server, if a match of theirs was rated.
pub(super) async fn rating_of<'e>(
    on: impl Into<On<'e>>,
    guild: i64,
    game: &str,
    user: i64,
) -> StoreResult<Option<StoredRating>> {
    let row = query_as::<RatingRow>(
        "SELECT guild_id, game, user_id, rating, deviation, volatility, rated_matches AS matches
         FROM standings
         WHERE guild_id = $1 AND game = $2 AND user_id = $3 AND rating IS NOT NULL",
    )
    .bind(guild)
    .bind(game)
    .bind(user)
    .fetch_optional(on)
    .await?;
    Ok(row.as_ref().map(stored_rating))
}

fn key(r: &RatingRow) -> (u64, String, u64) {
    (from_db(r.guild_id), r.game.clone(), from_db(r.user_id))
}

fn stored_rating(r: &RatingRow) -> StoredRating {
    StoredRating {
        rating: Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        },
        matches: r.matches,
    }
}
