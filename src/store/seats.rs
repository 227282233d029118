//! What seats played on the web need from the database: the secret that signs their links and
//! sessions (one for every process sharing the database), and the links already spent.

use rand::RngCore;

use super::sql::{query, query_scalar};
use super::{Store, StoreResult};

/// Bytes of the site's secret.
pub const SECRET_BYTES: usize = 32;

impl Store {
    /// The site's secret: made once, at random, by the first process that asks; every other
    /// process reads the same.
    ///
    /// # Errors
    /// On a database error.
    pub async fn site_secret(&self) -> StoreResult<Vec<u8>> {
        let mut fresh = vec![0_u8; SECRET_BYTES];
        rand::rngs::OsRng.fill_bytes(&mut fresh);
        query("INSERT INTO site_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING")
            .bind(fresh)
            .execute(&self.db)
            .await?;
        let secret: Vec<u8> = query_scalar("SELECT secret FROM site_secret WHERE id = 1")
            .fetch_one(&self.db)
            .await?;
        Ok(secret)
    }

    /// Spends the link of `nonce`, valid until `expires_at` (Unix seconds): true the first time,
    /// false when it was spent before. Links expired before `now` are forgotten on the way.
    ///
    /// # Errors
    /// On a database error.
    pub async fn spend_pass(&self, nonce: &[u8], expires_at: i64, now: i64) -> StoreResult<bool> {
        query("DELETE FROM spent_passes WHERE expires_at < $1")
            .bind(now)
            .execute(&self.db)
            .await?;
        let spent = query(
            "INSERT INTO spent_passes (nonce, expires_at) VALUES ($1, $2) \
             ON CONFLICT (nonce) DO NOTHING",
        )
        .bind(nonce.to_vec())
        .bind(expires_at)
        .execute(&self.db)
        .await?;
        Ok(spent.rows_affected() == 1)
    }
}
