//! Shared data of every command and event handler.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::Mutex as AsyncMutex;

use crate::table::Table;

use super::rest::Rest;

/// What every handler can reach.
pub struct Data {
    pub table: Table,
    pub rest: Rest,
    /// Per match, the version its public board shows; held while editing it.
    boards: Mutex<HashMap<i64, Arc<AsyncMutex<Option<i64>>>>>,
}

impl Data {
    #[must_use]
    pub fn new(table: Table, rest: Rest) -> Data {
        Data {
            table,
            rest,
            boards: Mutex::default(),
        }
    }

    /// The lock over a match's board edits.
    pub fn board_gate(&self, match_id: i64) -> Arc<AsyncMutex<Option<i64>>> {
        let mut boards = self.boards.lock().expect("board map lock poisoned");
        boards.entry(match_id).or_default().clone()
    }
}

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Data, Error>;
