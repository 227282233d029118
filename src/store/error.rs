//! Why a store call failed.

use thiserror::Error;

/// A database failure, or a row the bot cannot read back.
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Db(#[from] sqlx::Error),
    #[error("database migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("row {id} of {table} is corrupt: {why}")]
    Corrupt {
        table: &'static str,
        id: i64,
        why: String,
    },
    #[error("the database is closing")]
    Closed,
}

impl StoreError {
    pub(super) fn corrupt(table: &'static str, id: i64, why: impl ToString) -> StoreError {
        StoreError::Corrupt {
            table,
            id,
            why: why.to_string(),
        }
    }
}

/// What every store call returns.
pub type StoreResult<T> = Result<T, StoreError>;
