//! What players look back on: ratings, stats, history, and the replay of a finished match.

use crate::games;
use crate::replay::{result, Ending, ReplayFile};
use crate::store::{GameStats, HistoryPage};

use super::{Match, Status, Table, TableError};

/// Matches on one page of `/history`.
pub const HISTORY_PAGE: i64 = 10;

impl Table {
    /// `user`'s stats in a server, a line per game they played, in the registry's order.
    ///
    /// # Errors
    /// A database error.
    pub async fn stats(&self, guild_id: u64, user: u64) -> Result<Vec<GameStats>, TableError> {
        let ids: Vec<&str> = games::REGISTRY.iter().map(|e| e.info.id).collect();
        Ok(self.store.stats(guild_id, user, &ids).await?)
    }

    /// Page `page` (from 0) of `user`'s matches in a server, newest first; `game` narrows it.
    ///
    /// # Errors
    /// A database error.
    pub async fn history(
        &self,
        guild_id: u64,
        user: u64,
        game: Option<&str>,
        page: i64,
    ) -> Result<HistoryPage, TableError> {
        let offset = page.max(0) * HISTORY_PAGE;
        Ok(self
            .store
            .history(guild_id, user, game, offset, HISTORY_PAGE)
            .await?)
    }

    /// The replay file of a match of this server that is over, with the match itself (to
    /// tell its moves in words). A match still in play is refused: its file would show every
    /// hidden card.
    ///
    /// # Errors
    /// No such match in this server, still in play, or a database error.
    pub async fn replay_file(
        &self,
        id: i64,
        guild_id: u64,
    ) -> Result<(ReplayFile, Match), TableError> {
        let m = self.get(id).await?;
        if m.guild_id != guild_id {
            return Err(TableError::NoSuchMatch(id));
        }
        if !m.is_over() {
            return Err(TableError::StillPlaying(id));
        }
        let moves = self.store.match_moves(id).await?;
        Ok((file_of(&m, moves), m))
    }

    /// The moves of a match so far as a replay file, in play or over, with the match itself,
    /// for the site's steps of a match in play. The file holds the seed, from which every hidden
    /// card follows: only public views made from it may leave the process while the match is
    /// played, never the file (see [`Table::replay_file`]).
    ///
    /// # Errors
    /// No such match, or a database error.
    pub async fn played_so_far(&self, id: i64) -> Result<(ReplayFile, Match), TableError> {
        let m = self.get(id).await?;
        let moves = self.store.match_moves(id).await?;
        Ok((file_of(&m, moves), m))
    }
}

/// The replay file of `m` with its `moves`: how it ended and its result, once over.
fn file_of(m: &Match, moves: Vec<crate::store::StoredMove>) -> ReplayFile {
    let over = m.is_over();
    let ended = if !over {
        None
    } else if m.ended_by.is_some() {
        Some(Ending::Manager)
    } else if let Some(seat) = m.lost_on_time {
        Some(Ending::Time { seat: seat.0 })
    } else if m.status == Status::Resigned {
        let seat = m
            .result
            .as_ref()
            .and_then(|r| {
                (0..m.users.len()).find(|&i| !r.winners.contains(&crate::engine::Seat(i as u8)))
            })
            .unwrap_or(0);
        Some(Ending::Resignation { seat: seat as u8 })
    } else {
        Some(Ending::Rules {
            last: (0..m.users.len())
                .filter(|&i| m.absent.get(i).copied().unwrap_or(false))
                .map(|i| i as u8)
                .collect(),
        })
    };
    let recorded = match (&m.result, &ended) {
        (_, None) => None,
        (Some(o), Some(Ending::Rules { .. })) => Some(serde_json::json!({
            "status": "finished", "scores": o.scores, "winners": o.winners
        })),
        (Some(o), Some(_)) => Some(serde_json::json!({
            "status": "resigned", "scores": o.scores, "winners": o.winners
        })),
        (None, Some(_)) => Some(result(m.game.as_ref())),
    };
    ReplayFile {
        game: m.game.info().id.to_owned(),
        seed: m.seed,
        players: Some(m.users.len()),
        options: m.options.clone(),
        setup: serde_json::Value::Null,
        moves: moves
            .iter()
            .map(|mv| format!("{}: {}", mv.seat, mv.notation))
            .collect(),
        match_id: Some(m.id),
        commitment: Some(crate::fair::commitment(m.seed)),
        events: Some(moves.into_iter().map(|mv| mv.events).collect()),
        result: recorded,
        ended,
    }
}
