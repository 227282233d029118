//! One query text for two databases. Every statement of the store is written once, in the SQL
//! that SQLite and PostgreSQL both read (numbered `$N` parameters, `ON CONFLICT`, `FILTER`,
//! `TRUE`/`FALSE`), and runs on whichever database the store opened.
//!
//! sqlx's own `Any` driver would do this, but it cannot decode SQLite's integer flags as
//! booleans, has no type for our status words and drops SQLite's connection options; this
//! is a thin layer over the two real drivers instead: a query keeps its parameters as plain
//! values and binds them to the driver of the database it runs on.

use std::borrow::Cow;
use std::convert::identity;

use sqlx::postgres::{PgPool, PgRow, Postgres};
use sqlx::sqlite::{Sqlite, SqlitePool, SqliteRow};
use sqlx::{FromRow, Transaction};

use super::status::{ChallengeStatus, LobbyStatus, MatchStatus};
use super::StoreResult;

/// The database a store writes to.
#[derive(Debug, Clone)]
pub(super) enum Db {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// Which SQL a database reads, for the few statements that cannot be written once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Dialect {
    Sqlite,
    Postgres,
}

/// A transaction of either database.
pub(super) enum Tx {
    Sqlite(Transaction<'static, Sqlite>),
    Postgres(Transaction<'static, Postgres>),
}

/// What a transaction holds to itself until it ends, on a database several processes write to
/// at once. A statement that counts rows before it inserts (a quota, a lobby's free seats, the
/// order of results) is correct only when no one else inserts in between: SQLite has one
/// writer at a time, PostgreSQL needs the lock.
#[derive(Debug, Clone, Copy)]
pub(super) enum Lock {
    /// The order in which matches end (`results.seq`) and the ratings computed along it.
    Results,
    /// One member's open challenges and lobbies.
    Quota(i64),
    /// One lobby's seats.
    Lobby(i64),
    /// One tournament's entrants and rounds.
    Tournament(i64),
}

impl Db {
    pub(super) fn dialect(&self) -> Dialect {
        match self {
            Db::Sqlite(_) => Dialect::Sqlite,
            Db::Postgres(_) => Dialect::Postgres,
        }
    }

    pub(super) async fn begin(&self) -> StoreResult<Tx> {
        Ok(match self {
            // Writing from the start: a transaction that read first and writes later cannot wait
            // for another process's writer (SQLite refuses it at once), only one that asks for
            // the write lock as it begins. One process alone never notices the difference.
            Db::Sqlite(pool) => Tx::Sqlite(pool.begin_with("BEGIN IMMEDIATE").await?),
            Db::Postgres(pool) => Tx::Postgres(pool.begin().await?),
        })
    }

    /// A transaction that first takes `lock`.
    pub(super) async fn begin_locked(&self, lock: Lock) -> StoreResult<Tx> {
        let mut tx = self.begin().await?;
        tx.lock(lock).await?;
        Ok(tx)
    }
}

impl Tx {
    pub(super) fn dialect(&self) -> Dialect {
        match self {
            Tx::Sqlite(_) => Dialect::Sqlite,
            Tx::Postgres(_) => Dialect::Postgres,
        }
    }

    pub(super) async fn commit(self) -> StoreResult<()> {
        match self {
            Tx::Sqlite(tx) => tx.commit().await?,
            Tx::Postgres(tx) => tx.commit().await?,
        }
        Ok(())
    }

    pub(super) async fn rollback(self) -> StoreResult<()> {
        match self {
            Tx::Sqlite(tx) => tx.rollback().await?,
            Tx::Postgres(tx) => tx.rollback().await?,
        }
        Ok(())
    }

    /// Waits until no other transaction holds `lock`, and holds it until this one ends.
    pub(super) async fn lock(&mut self, lock: Lock) -> StoreResult<()> {
        if self.dialect() == Dialect::Sqlite {
            return Ok(());
        }
        let key = match lock {
            Lock::Results => "results".to_owned(),
            Lock::Quota(user) => format!("quota:{user}"),
            Lock::Lobby(id) => format!("lobby:{id}"),
            Lock::Tournament(id) => format!("tournament:{id}"),
        };
        // A hash may make two keys share a lock: they then wait for each other, never worse.
        query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))")
            .bind(key)
            .execute(self)
            .await?;
        Ok(())
    }
}

/// Where a statement runs: on the pool (a transaction of its own) or inside a transaction.
pub(super) enum On<'e> {
    Db(&'e Db),
    Tx(&'e mut Tx),
}

impl<'e> From<&'e Db> for On<'e> {
    fn from(db: &'e Db) -> Self {
        On::Db(db)
    }
}

impl<'e> From<&'e mut Tx> for On<'e> {
    fn from(tx: &'e mut Tx) -> Self {
        On::Tx(tx)
    }
}

/// A parameter's value, bound to the driver once the database is known.
#[derive(Debug, Clone)]
pub(super) enum Arg<'q> {
    Int(Option<i64>),
    Real(Option<f64>),
    Bool(Option<bool>),
    Text(Option<Cow<'q, str>>),
    Bytes(Option<Vec<u8>>),
}

impl From<i64> for Arg<'_> {
    fn from(v: i64) -> Self {
        Arg::Int(Some(v))
    }
}

impl From<Option<i64>> for Arg<'_> {
    fn from(v: Option<i64>) -> Self {
        Arg::Int(v)
    }
}

impl From<&i64> for Arg<'_> {
    fn from(v: &i64) -> Self {
        Arg::Int(Some(*v))
    }
}

impl From<f64> for Arg<'_> {
    fn from(v: f64) -> Self {
        Arg::Real(Some(v))
    }
}

impl From<Option<f64>> for Arg<'_> {
    fn from(v: Option<f64>) -> Self {
        Arg::Real(v)
    }
}

impl From<bool> for Arg<'_> {
    fn from(v: bool) -> Self {
        Arg::Bool(Some(v))
    }
}

impl<'q> From<&'q str> for Arg<'q> {
    fn from(v: &'q str) -> Self {
        Arg::Text(Some(Cow::Borrowed(v)))
    }
}

impl<'q> From<&'q String> for Arg<'q> {
    fn from(v: &'q String) -> Self {
        Arg::Text(Some(Cow::Borrowed(v)))
    }
}

impl From<String> for Arg<'_> {
    fn from(v: String) -> Self {
        Arg::Text(Some(Cow::Owned(v)))
    }
}

impl<'q> From<Option<&'q str>> for Arg<'q> {
    fn from(v: Option<&'q str>) -> Self {
        Arg::Text(v.map(Cow::Borrowed))
    }
}

impl From<Option<String>> for Arg<'_> {
    fn from(v: Option<String>) -> Self {
        Arg::Text(v.map(Cow::Owned))
    }
}

impl From<Vec<u8>> for Arg<'_> {
    fn from(v: Vec<u8>) -> Self {
        Arg::Bytes(Some(v))
    }
}

impl From<MatchStatus> for Arg<'_> {
    fn from(v: MatchStatus) -> Self {
        Arg::Text(Some(Cow::Borrowed(v.word())))
    }
}

impl From<ChallengeStatus> for Arg<'_> {
    fn from(v: ChallengeStatus) -> Self {
        Arg::Text(Some(Cow::Borrowed(v.word())))
    }
}

impl From<LobbyStatus> for Arg<'_> {
    fn from(v: LobbyStatus) -> Self {
        Arg::Text(Some(Cow::Borrowed(v.word())))
    }
}

/// The result of a statement run for its effect.
#[derive(Debug, Clone, Copy)]
pub(super) struct Done(u64);

impl Done {
    pub(super) fn rows_affected(self) -> u64 {
        self.0
    }
}

/// A statement with its parameters, read as rows of `R` turned into `O`.
pub(super) struct Query<'q, R, O> {
    sql: &'q str,
    args: Vec<Arg<'q>>,
    persistent: bool,
    out: fn(R) -> O,
}

/// A statement run for its effect.
pub(super) fn query(sql: &str) -> Query<'_, (), ()> {
    query_as(sql)
}

/// A statement whose rows read as `R`.
pub(super) fn query_as<R>(sql: &str) -> Query<'_, R, R> {
    Query {
        sql,
        args: Vec::new(),
        persistent: true,
        out: identity,
    }
}

/// A statement whose rows are one value each.
pub(super) fn query_scalar<T>(sql: &str) -> Query<'_, (T,), T> {
    Query {
        sql,
        args: Vec::new(),
        persistent: true,
        out: |(value,)| value,
    }
}

/// Runs `$body` with `$q` the statement bound for the database of `$on` and `$ex` what it
/// runs on: one copy of the body per driver, each checked against that driver's types.
macro_rules! on_driver {
    ($query:expr, $on:expr, |$q:ident, $ex:ident| $body:expr) => {
        match $on {
            On::Db(Db::Sqlite($ex)) => {
                let $q = $query.sqlite();
                $body
            }
            On::Db(Db::Postgres($ex)) => {
                let $q = $query.postgres();
                $body
            }
            On::Tx(Tx::Sqlite(tx)) => {
                let $ex = &mut **tx;
                let $q = $query.sqlite();
                $body
            }
            On::Tx(Tx::Postgres(tx)) => {
                let $ex = &mut **tx;
                let $q = $query.postgres();
                $body
            }
        }
    };
}

macro_rules! bind_all {
    ($q:expr, $args:expr) => {{
        let mut q = $q;
        for arg in $args {
            q = match arg {
                Arg::Int(v) => q.bind(v),
                Arg::Real(v) => q.bind(v),
                Arg::Bool(v) => q.bind(v),
                Arg::Text(v) => q.bind(v),
                Arg::Bytes(v) => q.bind(v),
            };
        }
        q
    }};
}

impl<'q, R, O> Query<'q, R, O> {
    pub(super) fn bind(mut self, value: impl Into<Arg<'q>>) -> Self {
        self.args.push(value.into());
        self
    }

    /// Whether the driver keeps the prepared statement for the next run (the default): false
    /// for texts made for one batch, which would only fill the cache.
    pub(super) fn persistent(mut self, keep: bool) -> Self {
        self.persistent = keep;
        self
    }

    fn sqlite(self) -> sqlx::query::Query<'q, Sqlite, sqlx::sqlite::SqliteArguments<'q>> {
        bind_all!(sqlx::query(self.sql).persistent(self.persistent), self.args)
    }

    fn postgres(self) -> sqlx::query::Query<'q, Postgres, sqlx::postgres::PgArguments> {
        bind_all!(sqlx::query(self.sql).persistent(self.persistent), self.args)
    }

    /// Runs the statement for its effect.
    pub(super) async fn execute<'e>(self, on: impl Into<On<'e>>) -> StoreResult<Done> {
        let rows = on_driver!(self, on.into(), |q, ex| q
            .execute(ex)
            .await?
            .rows_affected());
        Ok(Done(rows))
    }
}

impl<'q, R, O> Query<'q, R, O>
where
    R: for<'r> FromRow<'r, SqliteRow> + for<'r> FromRow<'r, PgRow> + Send + Unpin,
{
    pub(super) async fn fetch_all<'e>(self, on: impl Into<On<'e>>) -> StoreResult<Vec<O>> {
        let out = self.out;
        on_driver!(self, on.into(), |q, ex| read_all(
            q.fetch_all(ex).await?,
            out
        ))
    }

    pub(super) async fn fetch_optional<'e>(self, on: impl Into<On<'e>>) -> StoreResult<Option<O>> {
        let out = self.out;
        on_driver!(self, on.into(), |q, ex| q
            .fetch_optional(ex)
            .await?
            .map(|row| read(&row, out))
            .transpose())
    }

    pub(super) async fn fetch_one<'e>(self, on: impl Into<On<'e>>) -> StoreResult<O> {
        let out = self.out;
        on_driver!(self, on.into(), |q, ex| read(&q.fetch_one(ex).await?, out))
    }
}

/// Running a statement on a connection of our own (the moves' committer on SQLite): every call
/// is made on the calling thread instead of going to sqlx's thread and back.
impl<R, O> Query<'_, R, O> {
    /// Prepares the statement and binds its parameters by their numbers: SQLite numbers a
    /// `$N` in the order the names first appear, which need not be N.
    fn prepared<'c>(
        &self,
        conn: &'c rusqlite::Connection,
    ) -> rusqlite::Result<rusqlite::CachedStatement<'c>> {
        let mut statement = conn.prepare_cached(self.sql)?;
        for index in 1..=statement.parameter_count() {
            let number = statement
                .parameter_name(index)
                .and_then(|name| name.strip_prefix('$'))
                .and_then(|n| n.parse::<usize>().ok())
                .unwrap_or(index);
            let arg = number.checked_sub(1).and_then(|i| self.args.get(i)).ok_or(
                rusqlite::Error::InvalidParameterCount(number, self.args.len()),
            )?;
            match arg {
                Arg::Int(v) => statement.raw_bind_parameter(index, v)?,
                Arg::Real(v) => statement.raw_bind_parameter(index, v)?,
                Arg::Bool(v) => statement.raw_bind_parameter(index, v)?,
                Arg::Text(v) => statement.raw_bind_parameter(index, v.as_deref())?,
                Arg::Bytes(v) => statement.raw_bind_parameter(index, v.as_deref())?,
            }
        }
        Ok(statement)
    }

    /// Keeps a statement prepared for the next run, or not (see [`Query::persistent`]).
    fn release(&self, statement: rusqlite::CachedStatement<'_>) {
        if !self.persistent {
            statement.discard();
        }
    }

    /// Runs the statement on `conn` for its effect.
    pub(super) fn execute_on(&self, conn: &rusqlite::Connection) -> rusqlite::Result<usize> {
        let mut statement = self.prepared(conn)?;
        let done = statement.raw_execute()?;
        self.release(statement);
        Ok(done)
    }

    /// Runs the statement on `conn`, reading each row with `read`.
    pub(super) fn fetch_all_on<T>(
        &self,
        conn: &rusqlite::Connection,
        mut read: impl FnMut(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
    ) -> rusqlite::Result<Vec<T>> {
        let mut statement = self.prepared(conn)?;
        let mut out = Vec::new();
        let mut rows = statement.raw_query();
        while let Some(row) = rows.next()? {
            out.push(read(row)?);
        }
        drop(rows);
        self.release(statement);
        Ok(out)
    }
}

fn read<Row: sqlx::Row, R: for<'r> FromRow<'r, Row>, O>(
    row: &Row,
    out: fn(R) -> O,
) -> StoreResult<O> {
    Ok(out(R::from_row(row)?))
}

fn read_all<Row: sqlx::Row, R: for<'r> FromRow<'r, Row>, O>(
    rows: Vec<Row>,
    out: fn(R) -> O,
) -> StoreResult<Vec<O>> {
    rows.iter().map(|row| read(row, out)).collect()
}
