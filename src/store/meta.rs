//! Small key/value facts kept between runs.

use super::{Store, StoreResult};

impl Store {
    /// The value stored under `key`.
    ///
    /// # Errors
    /// On a database error.
    pub async fn meta_get(&self, key: &str) -> StoreResult<Option<String>> {
        Ok(sqlx::query_scalar("SELECT value FROM meta WHERE key = $1")
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
            "INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        )
        .bind(key)
        .bind(value)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The keys that start with `prefix`.
    ///
    /// # Errors
    /// On a database error.
    pub async fn meta_keys(&self, prefix: &str) -> StoreResult<Vec<String>> {
        Ok(sqlx::query_scalar(
            "SELECT key FROM meta WHERE substr(key, 1, length($1)) = $1 ORDER BY key",
        )
        .bind(prefix)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Forgets `key`.
    ///
    /// # Errors
    /// On a database error.
    pub async fn meta_delete(&self, key: &str) -> StoreResult<()> {
        sqlx::query("DELETE FROM meta WHERE key = $1")
            .bind(key)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
