//! Small key/value facts kept between runs.

use super::{Store, StoreResult};

impl Store {
    /// The value stored under `key`.
    ///
    /// # Errors
    /// On a database error.
    pub async fn meta_get(&self, key: &str) -> StoreResult<Option<String>> {
        Ok(sqlx::query_scalar("SELECT value FROM meta WHERE key = ?")
            .bind(key)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// Stores `value` under `key`, replacing what was there.
    ///
    /// # Errors
    /// On a database error.
    pub async fn meta_set(&self, key: &str, value: &str) -> StoreResult<()> {
        sqlx::query(
            "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        )
        .bind(key)
        .bind(value)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
