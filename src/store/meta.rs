//! Small key/value facts kept between runs.

use super::sql::{query, query_scalar};
use super::{Store, StoreResult};

impl Store {
    /// The value stored under `key`.
    ///
    /// # Errors
    /// On a database error.
    pub async fn meta_get(&self, key: &str) -> StoreResult<Option<String>> {
        query_scalar("SELECT value FROM meta WHERE key = $1")
            .bind(key)
            .fetch_optional(&self.db)
            .await
    }

    /// Stores `value` under `key`, replacing what was there.
    ///
    /// # Errors
    /// On a database error.
    pub async fn meta_set(&self, key: &str, value: &str) -> StoreResult<()> {
        query(
            "INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        )
        .bind(key)
        .bind(value)
        .execute(&self.db)
        .await?;
        Ok(())
    }

    /// The keys that start with `prefix`.
    ///
    /// # Errors
    /// On a database error.
    pub async fn meta_keys(&self, prefix: &str) -> StoreResult<Vec<String>> {
        query_scalar("SELECT key FROM meta WHERE substr(key, 1, length($1)) = $1 ORDER BY key")
            .bind(prefix)
            .fetch_all(&self.db)
            .await
    }

    /// Forgets `key`.
    ///
    /// # Errors
    /// On a database error.
    pub async fn meta_delete(&self, key: &str) -> StoreResult<()> {
        query("DELETE FROM meta WHERE key = $1")
            .bind(key)
            .execute(&self.db)
            .await?;
        Ok(())
    }
}
