//! What several modules of these tests start from.

use taberna::store::Store;
use taberna::table::Table;

/// A table on a database of its own (PostgreSQL when `TABERNA_TEST_POSTGRES` says so).
pub async fn table() -> Table {
    Table::new(Store::scratch().await.unwrap())
}
