//! What challenges and lobbies share: their closing while open, their public messages, and the
//! invitations whose time ran out, so that their messages can say so even after a restart.

use super::matches::Invitations;
use super::sql::{query, query_scalar, Arg};
use super::{to_db, Store, StoreResult};

impl Invitations {
    const fn table(self) -> &'static str {
        match self {
            Invitations::Challenges => "challenges",
            Invitations::Lobbies => "lobbies",
        }
    }
}

impl Store {
    /// Moves an open invitation to `status`, one of its kind's closing statuses. False when it
    /// was no longer open: someone else answered first.
    pub(super) async fn invitation_close(
        &self,
        kind: Invitations,
        id: i64,
        status: Arg<'static>,
    ) -> StoreResult<bool> {
        let sql = format!(
            "UPDATE {} SET status = $1 WHERE id = $2 AND status = 'open'",
            kind.table()
        );
        let done = query(&sql)
            .bind(status)
            .bind(id)
            .execute(&self.db)
            .await?
            .rows_affected();
        Ok(done == 1)
    }

    /// Remembers the message that shows an invitation.
    ///
    /// # Errors
    /// On a database error.
    pub async fn invitation_set_message(
        &self,
        kind: Invitations,
        id: i64,
        message_id: u64,
    ) -> StoreResult<()> {
        query(&format!(
            "UPDATE {} SET message_id = $1 WHERE id = $2",
            kind.table()
        ))
        .bind(to_db(message_id))
        .bind(id)
        .execute(&self.db)
        .await?;
        Ok(())
    }

    /// Open invitations with a known message whose time ran out at `t`, oldest first.
    ///
    /// # Errors
    /// On a database error.
    pub async fn invitations_expired(&self, kind: Invitations, t: i64) -> StoreResult<Vec<i64>> {
        query_scalar(&format!(
            "SELECT id FROM {} WHERE status = 'open' AND message_id IS NOT NULL AND expires_at <= $1
               AND {} ORDER BY expires_at",
            kind.table(),
            self.shards.condition("guild_id")
        ))
        .bind(t)
        .fetch_all(&self.db)
        .await
    }

    /// The message showing an invitation, if known.
    ///
    /// # Errors
    /// On a database error.
    pub async fn invitation_message(&self, kind: Invitations, id: i64) -> StoreResult<Option<u64>> {
        let found: Option<Option<i64>> = query_scalar(&format!(
            "SELECT message_id FROM {} WHERE id = $1",
            kind.table()
        ))
        .bind(id)
        .fetch_optional(&self.db)
        .await?;
        Ok(found.flatten().map(super::from_db))
    }
}
