//! The computer's moves in Discord: one task per match while the match waits for a seat the
//! computer plays (a computer player's, or an absent player's), which plays that seat's
//! moves through the table after a short pause (so that people can follow them on the board)
//! and edits the board after each. Nothing here is kept across a restart: at start the
//! scheduler wakes every match with such a seat, and each change of a match wakes it again.

use std::time::Duration;

use tracing::Instrument as _;

use super::board::{refresh_board, show_board};
use super::types::Data;
use crate::table::Match;

/// A failed computer move (the database, say) is tried again this many times, this long apart;
/// then the match is looked at again after [`LOOK_AGAIN`], so that it never waits for good.
const RETRIES: u32 = 3;
const RETRY_AFTER: Duration = Duration::from_secs(5);
const LOOK_AGAIN: Duration = Duration::from_secs(60);

/// Match `id` changed (a move, a seat gone on automatic play, its board shown): its board is
/// edited, and the computer plays if the match waits for it.
pub async fn changed(data: &Data, id: i64) {
    if refresh_board(data, id).await {
        wake(data, id);
    }
}

/// Match `m` was just moved to this state: its board shows it, and the computer plays if the
/// match waits for it. The same as [`changed`] without loading the match again.
pub async fn moved(data: &Data, m: &Match) {
    if show_board(data, m).await {
        wake(data, m.id);
    }
}

/// Plays the computer's moves of match `id` until it waits for a person (or is over): starts
/// the match's task, or tells the running one to look again.
pub fn wake(data: &Data, id: i64) {
    {
        let mut running = data.computer.running();
        if let Some(again) = running.get_mut(&id) {
            *again = true;
            return;
        }
        running.insert(id, false);
    }
    let data = data.clone();
    let span = tracing::info_span!("computer", match_id = id);
    let task = async move {
        let mut guard = Forget {
            data: &data,
            id,
            armed: true,
        };
        loop {
            if !play(&data, id).await {
                let later = data.clone();
                tokio::spawn(async move {
                    tokio::time::sleep(LOOK_AGAIN).await;
                    wake(&later, id);
                });
            }
            if data.computer.done(id) {
                break;
            }
        }
        guard.armed = false;
    };
    tokio::spawn(task.instrument(span));
}

/// Forgets a match's task should it panic, so that the next wake starts a new one.
struct Forget<'a> {
    data: &'a Data,
    id: i64,
    armed: bool,
}

impl Drop for Forget<'_> {
    fn drop(&mut self) {
        if self.armed {
            self.data.computer.running().remove(&self.id);
        }
    }
}

/// The board of a new match was sent as `message` (if its id is known), showing its start:
/// it is remembered as the board, and brought up to date should a move have come before
/// (the move's own edit found no board to edit); the computer moves if the match waits for it.
pub async fn board_shown(data: &Data, id: i64, message: Option<u64>) {
    if let Some(message) = message {
        match data.table.set_board(id, message).await {
            Ok(()) => {
                data.board_gate(id).lock().await.get_or_insert(0);
            }
            Err(e) => {
                tracing::warn!(match_id = id, error = %e, "could not remember a board");
                // A board sent but not remembered is never edited again: the computer's moves
                // would not show on it. Remembered once the database answers again.
                let data = data.clone();
                tokio::spawn(async move { remember_board(&data, id, message).await });
            }
        }
    }
    changed(data, id).await;
}

/// Longest wait between two tries to remember a board, and how long it is tried for.
const REMEMBER_WAIT: Duration = Duration::from_secs(8);
const REMEMBER_FOR: Duration = Duration::from_secs(120);

/// Tries again to remember `message` as the board of match `id` (the database was away),
/// waiting longer each time; once remembered, the board is brought up to date with whatever
/// was played meanwhile (those moves' edits found no board).
async fn remember_board(data: &Data, id: i64, message: u64) {
    let until = tokio::time::Instant::now() + REMEMBER_FOR;
    let mut wait = Duration::from_millis(250);
    while tokio::time::Instant::now() < until {
        tokio::select! {
            () = tokio::time::sleep(wait) => {}
            () = data.stopping.stopped() => return,
        }
        match data.table.set_board(id, message).await {
            Ok(()) => {
                tracing::info!(match_id = id, "remembered a board after all");
                changed(data, id).await;
                return;
            }
            Err(e) => tracing::warn!(match_id = id, error = %e, "still cannot remember a board"),
        }
        wait = (wait * 2).min(REMEMBER_WAIT);
    }
    tracing::error!(
        match_id = id,
        "gave up remembering a board: its moves will not show on it"
    );
}

/// The computer's moves in a row, each after the pause and followed by the board's edit, until
/// the match waits for a person or is over (true), or the moves keep failing (false). While
/// it waits for a person, the computer players may say something first (an offer, an answer
/// to an ask): each state of the match is thought about once.
async fn play(data: &Data, id: i64) -> bool {
    let mut failures = 0;
    let mut talked_at = None;
    loop {
        // A stop lets the move under way finish, and starts no other: the next start takes
        // the match up again.
        let Some(work) = data.stopping.begin() else {
            return true;
        };
        let mut game = "unknown";
        let step = match data.table.get(id).await {
            Ok(m) if m.computer_turn().is_some() => {
                game = m.game.info().id;
                tokio::select! {
                    () = tokio::time::sleep(data.computer.pause) => {}
                    () = data.stopping.stopped() => return true,
                }
                data.table.play_computer(id).await
            }
            Ok(m) if m.computer_talkers().is_empty() || talked_at == Some(m.version) => {
                return true;
            }
            Ok(m) => {
                talked_at = Some(m.version);
                game = m.game.info().id;
                data.table.talk_computer(id).await
            }
            Err(e) => Err(e),
        };
        match step {
            Ok(Some(_)) => {
                failures = 0;
                crate::metrics::moved(game, "played", "computer");
                // This task goes on playing while the match waits for the computer.
                let _ = refresh_board(data, id).await;
            }
            // Nothing to play after all (a person moved meanwhile): they wake it again.
            Ok(None) => return true,
            Err(e) => {
                failures += 1;
                tracing::warn!(match_id = id, error = %e, failures, "a computer move failed");
                if failures > RETRIES {
                    return false;
                }
                drop(work);
                tokio::select! {
                    () = tokio::time::sleep(RETRY_AFTER) => {}
                    () = data.stopping.stopped() => return true,
                }
            }
        }
    }
}
