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

    /// Whether the database cannot take the request for now and may when it is tried again
    /// shortly: the server is restarting or out of reach, the pool has no connection to give,
    /// the disk is full, or the file turned read-only. The request was not acknowledged (a
    /// commit cut off by the server going away may still have landed: the next read finds it).
    #[must_use]
    pub fn unavailable(&self) -> bool {
        match self {
            StoreError::Sqlite(rusqlite::Error::SqliteFailure(e, _)) => {
                sqlite_unavailable(e.extended_code)
            }
            StoreError::Db(e) => sqlx_unavailable(e),
            _ => false,
        }
    }

    pub(super) fn corrupt(table: &'static str, id: i64, why: impl ToString) -> StoreError {
        StoreError::Corrupt {
            table,
            id,
            why: why.to_string(),
        }
    }
}

/// SQLite's primary result codes that say the database cannot take a write now: BUSY, LOCKED,
/// READONLY, IOERR, FULL, CANTOPEN.
fn sqlite_unavailable(code: i32) -> bool {
    matches!(code & 0xff, 5 | 6 | 8 | 10 | 13 | 14)
}

fn sqlx_unavailable(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::Protocol(_)
        | sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::WorkerCrashed => true,
        sqlx::Error::Database(db) => {
            let code = db.code().unwrap_or_default();
            if db
                .try_downcast_ref::<sqlx::postgres::PgDatabaseError>()
                .is_some()
            {
                // SQLSTATE: connection exceptions (08), insufficient resources such as a full
                // disk (53), the server shutting down or starting (57P01–57P03), a read-only
                // transaction (25006).
                code.starts_with("08")
                    || code.starts_with("53")
                    || code.starts_with("57P0")
                    || code == "25006"
            } else {
                code.parse::<i32>().is_ok_and(sqlite_unavailable)
            }
        }
        _ => false,
    }
}

/// What every store call returns.
pub type StoreResult<T> = Result<T, StoreError>;

#[cfg(test)]
mod tests {
    use super::StoreError;

    /// A real error from SQLite through sqlx, for `sql` on a database set up by `setup`.
    async fn sqlx_error(url: &str, setup: &str, sql: &str) -> StoreError {
        let pool = sqlx::sqlite::SqlitePoolOptions::new()
            .max_connections(1)
            .connect(url)
            .await
            .unwrap();
        if !setup.is_empty() {
            sqlx::raw_sql(setup).execute(&pool).await.unwrap();
        }
        sqlx::raw_sql(sql).execute(&pool).await.unwrap_err().into()
    }

    #[tokio::test]
    async fn a_full_disk_and_a_read_only_file_are_unavailable_not_failures() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("t.db");
        let rw = format!("sqlite://{}?mode=rwc", file.display());
        let full = sqlx_error(
            &rw,
            "CREATE TABLE t (x TEXT); PRAGMA max_page_count = 3;",
            "INSERT INTO t VALUES (zeroblob(100000))",
        )
        .await;
        assert!(full.unavailable(), "SQLITE_FULL: {full}");
        let ro = format!("sqlite://{}?mode=ro", file.display());
        let read_only = sqlx_error(&ro, "", "INSERT INTO t VALUES ('x')").await;
        assert!(read_only.unavailable(), "SQLITE_READONLY: {read_only}");
        let broken = sqlx_error(&rw, "", "INSERT INTO nowhere VALUES (1)").await;
        assert!(!broken.unavailable(), "a mistake of ours is not: {broken}");
        let corrupt = StoreError::corrupt("matches", 1, "bad JSON");
        assert!(!corrupt.unavailable());
        assert!(
            !StoreError::Closed.unavailable(),
            "a committer gone is our failure"
        );
        assert!(StoreError::from(sqlx::Error::PoolTimedOut).unavailable());
    }

    #[test]
    fn the_moves_connection_reports_a_full_disk_as_unavailable() {
        let dir = tempfile::tempdir().unwrap();
        let conn = rusqlite::Connection::open(dir.path().join("t.db")).unwrap();
        conn.execute_batch("CREATE TABLE t (x BLOB); PRAGMA max_page_count = 3;")
            .unwrap();
        let full: StoreError = conn
            .execute("INSERT INTO t VALUES (zeroblob(100000))", [])
            .unwrap_err()
            .into();
        assert!(full.unavailable(), "{full}");
    }
}
