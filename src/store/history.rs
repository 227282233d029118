//! A player's own pages: their stats per game and the history of their matches, in one server.

use sqlx::FromRow;

use crate::engine::ismcts::Level;
use crate::engine::{Seat, Standing};

use super::leaderboard::Record;
use super::results::StoredRating;
use super::sql::{query_as, query_scalar};
use super::{from_db, to_db, Store, StoreResult};

/// How many rated matches the rating change of `/stats` looks back over.
pub const CHANGE_OVER: i64 = 10;

/// Who sat across the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opponent {
    Person(u64),
    Computer(Level),
}

/// One finished match in a player's history.
#[derive(Debug, Clone, PartialEq)]
pub struct HistoryEntry {
    pub match_id: i64,
    pub game: String,
    /// Unix seconds.
    pub ended_at: i64,
    pub standing: Standing,
    /// 1 for first.
    pub place: i64,
    /// Everybody else at the table, by seat.
    pub opponents: Vec<(Seat, Opponent)>,
    /// The player's rating before and after, when the match was rated.
    pub rating: Option<(f64, f64)>,
}

/// A page of a player's history, newest first, and how many matches there are in all.
#[derive(Debug, Clone, PartialEq)]
pub struct HistoryPage {
    pub entries: Vec<HistoryEntry>,
    pub total: i64,
}

/// The strongest opponent a player finished ahead of in a rated match they won.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BestWin {
    pub match_id: i64,
    pub opponent: u64,
    /// The opponent's rating before that match.
    pub opponent_rating: f64,
}

/// The same result several matches running, up to the latest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Streak {
    pub standing: Standing,
    pub length: i64,
}

/// A player's stats in one game of one server.
#[derive(Debug, Clone, PartialEq)]
pub struct GameStats {
    pub game: String,
    /// `None` when none of their matches was rated.
    pub rating: Option<StoredRating>,
    /// How the rating moved over the last [`CHANGE_OVER`] rated matches.
    pub change: Option<f64>,
    /// Against people.
    pub record: Record,
    pub vs_computer: Record,
    pub best_win: Option<BestWin>,
    /// Against people.
    pub streak: Option<Streak>,
}

fn standing(s: &str) -> Standing {
    match s {
        "win" => Standing::Win,
        "draw" => Standing::Draw,
        _ => Standing::Loss,
    }
}

#[derive(FromRow)]
struct EntryRow {
    match_id: i64,
    game: String,
    ended_at: Option<i64>,
    standing: String,
    place: Option<i64>,
    seat: i64,
    rating_before: Option<f64>,
    rating_after: Option<f64>,
}

#[derive(FromRow)]
struct GameRecordRow {
    game: String,
    vs_bot: bool,
    wins: i64,
    draws: i64,
    losses: i64,
}

/// A game's records among `rows`: against people, and against the computer.
fn records_of(rows: &[GameRecordRow], game: &str) -> (Record, Record) {
    let record = |vs_bot: bool| {
        rows.iter()
            .find(|r| r.game == game && r.vs_bot == vs_bot)
            .map_or(Record::default(), |r| Record {
                wins: r.wins,
                draws: r.draws,
                losses: r.losses,
            })
    };
    (record(false), record(true))
}

impl Store {
    /// `user`'s matches in a server, newest first, `limit` from `offset`; `game` narrows them.
    ///
    /// # Errors
    /// On a database error.
    pub async fn history(
        &self,
        guild_id: u64,
        user: u64,
        game: Option<&str>,
        offset: i64,
        limit: i64,
    ) -> StoreResult<HistoryPage> {
        let total: i64 = query_scalar(
            "SELECT COUNT(*) FROM results WHERE guild_id = $1 AND user_id = $2 AND ($3 IS NULL OR game = $4)",
        )
        .bind(to_db(guild_id))
        .bind(to_db(user))
        .bind(game)
        .bind(game)
        .fetch_one(&self.db)
        .await?;
        let rows = query_as::<EntryRow>(
            "SELECT match_id, game, ended_at, standing, place, seat, rating_before, rating_after
             FROM results WHERE guild_id = $1 AND user_id = $2 AND ($3 IS NULL OR game = $4)
             ORDER BY seq DESC, match_id DESC LIMIT $5 OFFSET $6",
        )
        .bind(to_db(guild_id))
        .bind(to_db(user))
        .bind(game)
        .bind(game)
        .bind(limit)
        .bind(offset)
        .fetch_all(&self.db)
        .await?;
        let mut entries = Vec::with_capacity(rows.len());
        for r in rows {
            let seats: Vec<(i64, i64, Option<String>)> = query_as(
                "SELECT seat, user_id, bot FROM match_seats WHERE match_id = $1 AND seat != $2 ORDER BY seat",
            )
            .bind(r.match_id)
            .bind(r.seat)
            .fetch_all(&self.db)
            .await?;
            let opponents = seats
                .into_iter()
                .map(|(seat, u, bot)| {
                    let who = match bot.and_then(|b| b.parse::<Level>().ok()) {
                        Some(level) => Opponent::Computer(level),
                        None => Opponent::Person(from_db(u)),
                    };
                    (Seat(seat as u8), who)
                })
                .collect();
            entries.push(HistoryEntry {
                match_id: r.match_id,
                game: r.game,
                ended_at: r.ended_at.unwrap_or(0),
                standing: standing(&r.standing),
                place: r.place.unwrap_or(1),
                opponents,
                rating: r.rating_before.zip(r.rating_after),
            });
        }
        Ok(HistoryPage { entries, total })
    }

    /// `user`'s stats in a server, one line per game they played, in the order of `games`.
    ///
    /// # Errors
    /// On a database error.
    pub async fn stats(
        &self,
        guild_id: u64,
        user: u64,
        games: &[&str],
    ) -> StoreResult<Vec<GameStats>> {
        let (guild, user) = (to_db(guild_id), to_db(user));
        let records = query_as::<GameRecordRow>(
            "SELECT game, vs_bot,
                    COUNT(*) FILTER (WHERE standing = 'win') AS wins,
                    COUNT(*) FILTER (WHERE standing = 'draw') AS draws,
                    COUNT(*) FILTER (WHERE standing = 'loss') AS losses
             FROM results WHERE guild_id = $1 AND user_id = $2 GROUP BY game, vs_bot",
        )
        .bind(guild)
        .bind(user)
        .fetch_all(&self.db)
        .await?;
        let mut out = Vec::new();
        for &game in games {
            let (people, computer) = records_of(&records, game);
            if people.matches() + computer.matches() == 0 {
                continue;
            }
            out.push(GameStats {
                game: game.to_owned(),
                rating: super::results::rating_of(&self.db, guild, game, user).await?,
                change: self.recent_change(guild, game, user).await?,
                record: people,
                vs_computer: computer,
                best_win: self.best_win(guild, game, user).await?,
                streak: self.streak(guild, game, user).await?,
            });
        }
        Ok(out)
    }

    /// `user`'s stats in a closed season of a server: each game's rating as the season left
    /// it, and the wins, draws and losses of the matches that ended in `seqs` (see
    /// [`Store::season_seqs`]). Changes, best wins and streaks are the season under way's.
    ///
    /// # Errors
    /// On a database error.
    pub async fn season_stats(
        &self,
        guild_id: u64,
        user: u64,
        games: &[&str],
        season: u32,
        (from, until): (i64, Option<i64>),
    ) -> StoreResult<Vec<GameStats>> {
        let (guild, user) = (to_db(guild_id), to_db(user));
        let records = query_as::<GameRecordRow>(
            "SELECT game, vs_bot,
                    COUNT(*) FILTER (WHERE standing = 'win') AS wins,
                    COUNT(*) FILTER (WHERE standing = 'draw') AS draws,
                    COUNT(*) FILTER (WHERE standing = 'loss') AS losses
             FROM results WHERE guild_id = $1 AND user_id = $2 AND seq >= $3 AND seq < $4
             GROUP BY game, vs_bot",
        )
        .bind(guild)
        .bind(user)
        .bind(from)
        .bind(until.unwrap_or(i64::MAX))
        .fetch_all(&self.db)
        .await?;
        let ratings: Vec<(String, f64, f64, f64, i64)> = query_as(
            "SELECT game, rating, deviation, volatility, rated_matches FROM season_standings
             WHERE guild_id = $1 AND season = $2 AND user_id = $3 AND rating IS NOT NULL",
        )
        .bind(guild)
        .bind(i64::from(season))
        .bind(user)
        .fetch_all(&self.db)
        .await?;
        let mut out = Vec::new();
        for &game in games {
            let (people, computer) = records_of(&records, game);
            let rating = ratings.iter().find(|r| r.0 == game).map(|r| StoredRating {
                rating: crate::ratings::Rating {
                    rating: r.1,
                    deviation: r.2,
                    volatility: r.3,
                },
                matches: r.4,
            });
            if people.matches() + computer.matches() == 0 && rating.is_none() {
                continue;
            }
            out.push(GameStats {
                game: game.to_owned(),
                rating,
                change: None,
                record: people,
                vs_computer: computer,
                best_win: None,
                streak: None,
            });
        }
        Ok(out)
    }

    /// How the rating moved over the last rated matches of the season under way (its rating
    /// started again with it).
    async fn recent_change(&self, guild: i64, game: &str, user: i64) -> StoreResult<Option<f64>> {
        let rows: Vec<(f64, f64)> = query_as(
            "SELECT rating_before, rating_after FROM results
             WHERE guild_id = $1 AND game = $2 AND user_id = $3 AND rated = TRUE
               AND seq >= (SELECT COALESCE(MAX(first_seq), 0) FROM seasons WHERE guild_id = $1)
             ORDER BY seq DESC LIMIT $4",
        )
        .bind(guild)
        .bind(game)
        .bind(user)
        .bind(CHANGE_OVER)
        .fetch_all(&self.db)
        .await?;
        Ok(rows
            .first()
            .zip(rows.last())
            .map(|(newest, oldest)| newest.1 - oldest.0))
    }

    async fn best_win(&self, guild: i64, game: &str, user: i64) -> StoreResult<Option<BestWin>> {
        let row: Option<(i64, i64, f64)> = query_as(
            "SELECT r.match_id, o.user_id, o.rating_before FROM results r
             JOIN results o ON o.match_id = r.match_id AND o.seat != r.seat AND o.place > r.place
             WHERE r.guild_id = $1 AND r.game = $2 AND r.user_id = $3 AND r.standing = 'win'
               AND r.rated = TRUE AND o.rating_before IS NOT NULL
             ORDER BY o.rating_before DESC, r.seq DESC LIMIT 1",
        )
        .bind(guild)
        .bind(game)
        .bind(user)
        .fetch_optional(&self.db)
        .await?;
        Ok(row.map(|(match_id, opponent, opponent_rating)| BestWin {
            match_id,
            opponent: from_db(opponent),
            opponent_rating,
        }))
    }

    async fn streak(&self, guild: i64, game: &str, user: i64) -> StoreResult<Option<Streak>> {
        let latest: Vec<String> = query_scalar(
            "SELECT standing FROM results
             WHERE guild_id = $1 AND game = $2 AND user_id = $3 AND vs_bot = FALSE
             ORDER BY seq DESC, match_id DESC",
        )
        .bind(guild)
        .bind(game)
        .bind(user)
        .fetch_all(&self.db)
        .await?;
        let Some(first) = latest.first() else {
            return Ok(None);
        };
        let length = latest.iter().take_while(|s| *s == first).count() as i64;
        Ok(Some(Streak {
            standing: standing(first),
            length,
        }))
    }
}
