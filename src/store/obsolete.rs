//! Messages of a match's channel to delete: reminders and time-out offers whose turn ended. They
//! are recorded in the transaction that ends the turn and deleted by the scheduler, so that a
//! restart in between forgets none.

use super::clocks::SeatClock;
use super::sql::{query, query_as, Query, Tx};
use super::{to_db, Store, StoreResult};

/// Records a message of a match's channel for deletion: (message id, match id).
const OBSOLETE: &str = "INSERT INTO obsolete_messages (message_id, channel_id, guild_id)
                        SELECT $1, channel_id, guild_id FROM matches WHERE id = $2
                        ON CONFLICT (message_id) DO NOTHING";

/// The statements recording the messages of `ended` clocks as obsolete.
pub(super) fn obsolete(ended: &[SeatClock]) -> impl Iterator<Item = Query<'static, (), ()>> + '_ {
    ended.iter().flat_map(|clock| {
        clock
            .messages()
            .into_iter()
            .map(|message| query(OBSOLETE).bind(to_db(message)).bind(clock.match_id))
    })
}

impl Store {
    /// Records the messages of ended turns for deletion, in the transaction that ended them.
    pub(super) async fn obsolete_in(tx: &mut Tx, ended: &[SeatClock]) -> StoreResult<()> {
        for obsolete in obsolete(ended) {
            obsolete.execute(&mut *tx).await?;
        }
        Ok(())
    }

    /// Records one message of a match's channel for deletion.
    ///
    /// # Errors
    /// On a database error.
    pub async fn message_obsolete(&self, match_id: i64, message: u64) -> StoreResult<()> {
        query(OBSOLETE)
            .bind(to_db(message))
            .bind(match_id)
            .execute(&self.db)
            .await?;
        Ok(())
    }

    /// Messages to delete, as (channel, message), oldest first.
    ///
    /// # Errors
    /// On a database error.
    pub async fn obsolete_messages(&self) -> StoreResult<Vec<(u64, u64)>> {
        // A row written before shards had no guild: the first shard's process deletes it.
        let rows: Vec<(i64, i64)> = query_as(&format!(
            "SELECT channel_id, message_id FROM obsolete_messages WHERE {}
             ORDER BY message_id LIMIT 100",
            self.shards.condition("COALESCE(guild_id, 0)")
        ))
        .fetch_all(&self.db)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(c, m)| (super::from_db(c), super::from_db(m)))
            .collect())
    }

    /// A message deleted (or already gone).
    ///
    /// # Errors
    /// On a database error.
    pub async fn obsolete_deleted(&self, message: u64) -> StoreResult<()> {
        query("DELETE FROM obsolete_messages WHERE message_id = $1")
            .bind(to_db(message))
            .execute(&self.db)
            .await?;
        Ok(())
    }
}
