//! Shared data of every command and event handler.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Mutex as AsyncMutex;

use crate::table::{Locks, Table};

use super::rest::Rest;
use crate::stopping::Stopping;

/// Boards and messages whose gates are kept in memory; idle ones beyond this are dropped
/// (a dropped board gate costs at most one extra edit).
const GATES: usize = 1000;

/// What every handler (and the scheduler) can reach; clones share everything.
#[derive(Clone)]
pub struct Data {
    pub table: Table,
    pub rest: Rest,
    /// The matches whose computer seats are being played.
    pub computer: Arc<Computer>,
    /// Per match, the [`super::board::stamp`] its public board shows; held while editing it.
    boards: Arc<Locks<i64, Option<i64>>>,
    /// Per public message, a turn held from a change until its answer is sent.
    messages: Arc<Locks<u64, ()>>,
    /// Whether the bot is stopping, and the work under way that the stop waits for.
    pub stopping: Arc<Stopping>,
    /// The site's address players reach (`PUBLIC_URL`): boards link to their page there.
    pub public_url: Option<Arc<str>>,
    /// Where servers' icons are fetched from (`DISCORD_CDN`).
    pub cdn: Arc<str>,
}

impl Data {
    #[must_use]
    pub fn new(
        table: Table,
        rest: Rest,
        computer_pause: std::time::Duration,
        stopping: Arc<Stopping>,
    ) -> Data {
        Data {
            stopping,
            table,
            rest,
            computer: Arc::new(Computer::new(computer_pause)),
            boards: Arc::new(Locks::new(GATES)),
            messages: Arc::new(Locks::new(GATES)),
            public_url: None,
            cdn: Arc::from(super::guild_look::DISCORD_CDN),
        }
    }

    /// How a server's boards look: with pictures or not, and linking to the site.
    pub async fn look(&self, guild: u64) -> Look {
        // Pictures on and links kept when the settings cannot be read: the text is there either
        // way, and a page that is off answers 404 by itself.
        let settings = self.table.settings(guild).await.unwrap_or_default();
        Look {
            pictures: settings.pictures,
            site: self.public_url.clone().filter(|_| settings.match_pages),
        }
    }

    /// The lock over a match's board edits.
    pub fn board_gate(&self, match_id: i64) -> Arc<AsyncMutex<Option<i64>>> {
        self.boards.get(&match_id)
    }

    /// The turn of a public message whose answers must keep their order.
    pub fn message_turn(&self, message_id: u64) -> Arc<AsyncMutex<()>> {
        self.messages.get(&message_id)
    }

    /// How many board and message gates are held (bounded, for the memory test).
    #[cfg(test)]
    #[must_use]
    pub fn gates(&self) -> usize {
        self.boards.len() + self.messages.len()
    }
}

/// The matches whose computer seats are being played (by [`super::computer`]'s tasks).
#[derive(Debug)]
pub struct Computer {
    /// The pause before each of the computer's moves.
    pub(super) pause: Duration,
    /// Per match being played, whether it was woken again meanwhile.
    running: std::sync::Mutex<HashMap<i64, bool>>,
}

impl Computer {
    #[must_use]
    pub fn new(pause: Duration) -> Computer {
        Computer {
            pause,
            running: std::sync::Mutex::default(),
        }
    }

    pub(super) fn running(&self) -> std::sync::MutexGuard<'_, HashMap<i64, bool>> {
        self.running.lock().expect("computer players' lock")
    }

    /// Whether the task of `id` may stop: true, and it is forgotten, unless it was woken
    /// again meanwhile (then it looks again).
    pub(super) fn done(&self, id: i64) -> bool {
        let mut running = self.running();
        if running.get(&id).copied().unwrap_or(false) {
            running.insert(id, false);
            return false;
        }
        running.remove(&id);
        true
    }
}

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// How a server's boards look: drawn or not, and the site they link to (`PUBLIC_URL`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Look {
    pub pictures: bool,
    pub site: Option<std::sync::Arc<str>>,
}

impl Look {
    /// Boards with or without pictures, and no link.
    #[must_use]
    pub fn new(pictures: bool) -> Look {
        Look {
            pictures,
            site: None,
        }
    }

    /// The address of `m`'s page on the site, when there is one.
    #[must_use]
    pub fn page_of(&self, m: &crate::table::Match) -> Option<String> {
        self.site
            .as_ref()
            .map(|site| format!("{site}/m/{}", m.web_token))
    }
}
