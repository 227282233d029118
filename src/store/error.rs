//! Why a store call failed.

use thiserror::Error;

/// A database failure, or a row the bot cannot read back.
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Db(#[from] sqlx::Error),
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
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
    /// Whether SQLite refused a lock another connection holds (`SQLITE_BUSY`, any variant).
    #[must_use]
    pub fn busy(&self) -> bool {
        if let StoreError::Sqlite(rusqlite::Error::SqliteFailure(e, _)) = self {
            return e.code == rusqlite::ErrorCode::DatabaseBusy;
        }
        let cause = match self {
            StoreError::Db(e)
            | StoreError::Migrate(
                sqlx::migrate::MigrateError::Execute(e)
                | sqlx::migrate::MigrateError::ExecuteMigration(e, _),
            ) => e,
            _ => return false,
        };
        let sqlx::Error::Database(db) = cause else {
            return false;
        };
        db.code()
            .and_then(|code| code.parse::<i32>().ok())
            .is_some_and(|code| code & 0xff == 5)
    }

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
