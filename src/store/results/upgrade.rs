//! Bringing stored results and ratings up to date at start: results written before ratings
//! existed get their order and places and every rating is computed from them; every rated line
//! takes the tier its rating has under today's thresholds.

use crate::engine::Outcome;
use crate::games;
use crate::ratings::System;

use super::rate_in_order;
use crate::store::sql::{query, query_as, query_scalar, Lock, Tx};
use crate::store::{Store, StoreResult};

impl Store {
    /// Fills in what results written before ratings existed lack (their order, places, and
    /// whether they are rated), then computes every rating from them. Nothing to do, and
    /// nothing done, once every row has them.
    ///
    /// # Errors
    /// On a database error.
    pub(in crate::store) async fn upgrade_results(&self) -> StoreResult<()> {
        let mut tx = self.db.begin_locked(Lock::Results).await?;
        let old: Vec<(i64, Option<String>, i64)> = query_as(
            "SELECT m.id, m.result, m.updated_at FROM matches m
             WHERE EXISTS (SELECT 1 FROM results r WHERE r.match_id = m.id AND r.seq IS NULL)
             ORDER BY m.updated_at, m.id",
        )
        .fetch_all(&mut tx)
        .await?;
        if old.is_empty() {
            return Ok(());
        }
        let mut seq: i64 = query_scalar("SELECT COALESCE(MAX(seq), 0) FROM results")
            .fetch_one(&mut tx)
            .await?;
        for (id, result, ended_at) in old {
            seq += 1;
            let places = result
                .and_then(|r| serde_json::from_str::<Outcome>(&r).ok())
                .map(|o| o.places());
            let seats: Vec<i64> =
                query_scalar("SELECT seat FROM results WHERE match_id = $1 ORDER BY seat")
                    .bind(id)
                    .fetch_all(&mut tx)
                    .await?;
            for seat in seats {
                // A result that cannot be read leaves the match unrated (no place).
                let place = places
                    .as_ref()
                    .and_then(|p| p.get(seat as usize).copied())
                    .map(|p| p as i64);
                query(
                    "UPDATE results SET seq = $1, place = $2, ended_at = $3, rated = FALSE
                     WHERE match_id = $4 AND seat = $5",
                )
                .bind(seq)
                .bind(place)
                .bind(ended_at)
                .bind(id)
                .bind(seat)
                .execute(&mut tx)
                .await?;
            }
        }
        query(
            "UPDATE results SET rated = TRUE WHERE vs_bot = FALSE AND place IS NOT NULL
               AND NOT EXISTS (SELECT 1 FROM results b WHERE b.match_id = results.match_id AND b.vs_bot = TRUE)
               AND EXISTS (SELECT 1 FROM moves v WHERE v.match_id = results.match_id)",
        )
        .execute(&mut tx)
        .await?;
        Self::rebuild_ratings(&mut tx).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Writes every rating again from the rated results, with each row's before and after.
    async fn rebuild_ratings(tx: &mut Tx) -> StoreResult<()> {
        let rows = Self::rated_rows(tx).await?;
        // Rows from before ratings existed come before any season.
        let (ratings, matches) = rate_in_order(&rows, &[]);
        for (group, changes) in matches {
            for (i, r) in group.iter().enumerate() {
                let change = changes.as_ref().map(|c| c[i]);
                query(
                    "UPDATE results SET rated = $1, rating_before = $2, rating_after = $3,
                            deviation_after = $4
                     WHERE match_id = $5 AND user_id = $6",
                )
                .bind(change.is_some())
                .bind(change.map(|c| c.0.rating))
                .bind(change.map(|c| c.1.rating))
                .bind(change.map(|c| c.1.deviation))
                .bind(r.match_id)
                .bind(r.user_id)
                .execute(&mut *tx)
                .await?;
            }
        }
        query(
            "UPDATE standings SET rating = NULL, deviation = NULL, volatility = NULL,
                    rated_matches = 0, tier = 2",
        )
        .execute(&mut *tx)
        .await?;
        for ((guild, game, user), s) in &ratings {
            Self::write_rating(tx, (*guild, game, *user), *s).await?;
        }
        Ok(())
    }

    /// Puts every rated line in the tier its rating has now, so that a change of the
    /// provisional thresholds takes effect at the next start.
    pub(in crate::store) async fn refresh_tiers(&self) -> StoreResult<()> {
        for entry in games::REGISTRY {
            let threshold = match System::of(entry.info) {
                System::Glicko2 => crate::ratings::GLICKO2_SETTLED_DEVIATION,
                System::WengLin => crate::ratings::WENG_LIN_SETTLED_UNCERTAINTY,
            };
            query(
                "UPDATE standings SET tier = CASE WHEN deviation > $1 THEN 1 ELSE 0 END
                 WHERE game = $2 AND rating IS NOT NULL
                   AND tier <> CASE WHEN deviation > $3 THEN 1 ELSE 0 END",
            )
            .bind(threshold)
            .bind(entry.info.id)
            .bind(threshold)
            .execute(&self.db)
            .await?;
        }
        Ok(())
    }
}
