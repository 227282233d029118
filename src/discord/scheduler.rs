//! The one task behind every timer: it sleeps until the next deadline the store holds (or
//! until a change rings the table's doorbell), then sends the reminders due, offers wins on
//! time or puts absent seats on automatic play (the computer plays them, see
//! [`super::computer`]), edits expired invitations, and deletes the messages a change made
//! obsolete. No task per match: after a restart it simply reads the store again.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serenity::all::ButtonStyle;

use crate::engine::Seat;
use crate::i18n::tr_args;
use crate::table::{Match, SeatClock, TimeOut};

use super::computer;
use super::ids::ComponentId;
use super::layout::{button, button_rows, Outgoing};
use super::types::Data;
use super::{challenge, lobby};

/// Longest sleep: a safety net should a doorbell ring be missed.
const MAX_SLEEP: Duration = Duration::from_secs(300);
/// Shortest sleep after a round that left something due (a failed call is retried later).
const RETRY_AFTER: Duration = Duration::from_secs(5);

fn unix_now() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64())
}

/// Runs the timers for good. First, the computer takes up the matches that wait for it.
pub async fn run(data: Data) {
    match data.table.matches_with_computer_seats().await {
        Ok(ids) => {
            for id in ids {
                computer::wake(&data, id);
            }
        }
        Err(e) => tracing::warn!(error = %e, "cannot find the matches the computer plays in"),
    }
    loop {
        // A stop lets the round under way finish (its messages sent, its changes stored) and
        // starts no other.
        let Some(work) = data.stopping.begin() else {
            return;
        };
        let started = unix_now();
        round(&data, started as i64).await;
        let wait = match data.table.next_due().await {
            Ok(Some(t)) if (t as f64) <= started => RETRY_AFTER,
            // Deadlines are whole seconds: wake just after the one due.
            Ok(Some(t)) => Duration::from_secs_f64((t as f64 - unix_now()).max(0.0) + 0.05),
            Ok(None) => MAX_SLEEP,
            Err(e) => {
                tracing::warn!(error = %e, "cannot read the next deadline");
                RETRY_AFTER
            }
        };
        drop(work);
        tokio::select! {
            () = tokio::time::sleep(wait.min(MAX_SLEEP)) => {}
            () = data.table.timers().woken() => {}
            () = data.stopping.stopped() => return,
        }
    }
}

/// Everything due at `now`, then the obsolete messages.
async fn round(data: &Data, now: i64) {
    delete_obsolete(data).await;
    match data.table.due(now).await {
        Ok(due) => {
            let items = due.reminders.len()
                + due.deadlines.len()
                + due.challenges.len()
                + due.lobbies.len();
            metrics::gauge!(crate::metrics::SCHEDULER_DUE).set(items as f64);
            for clock in &due.reminders {
                remind(data, clock).await;
            }
            for clock in &due.deadlines {
                time_out(data, clock).await;
            }
            for id in due.challenges {
                expire_challenge(data, id).await;
            }
            for id in due.lobbies {
                expire_lobby(data, id).await;
            }
        }
        Err(e) => tracing::warn!(error = %e, "cannot read what is due"),
    }
    super::tournament::tend::all_due(data, now).await;
    delete_obsolete(data).await;
}

/// Deletes the messages of ended turns; one that cannot be deleted now is tried next round.
async fn delete_obsolete(data: &Data) {
    let obsolete = match data.table.obsolete_messages().await {
        Ok(o) => o,
        Err(e) => {
            tracing::warn!(error = %e, "cannot read the messages to delete");
            return;
        }
    };
    for (channel, message) in obsolete {
        match data.rest.delete_message(channel, message).await {
            Ok(()) => {
                if let Err(e) = data.table.obsolete_deleted(message).await {
                    tracing::warn!(error = %e, "cannot record a deleted message");
                }
            }
            Err(e) => tracing::info!(error = %e, "could not delete an obsolete message"),
        }
    }
}

/// A link that jumps to a match's board.
fn board_link(m: &Match) -> String {
    match m.board_message_id {
        Some(b) => format!(
            "https://discord.com/channels/{}/{}/{b}",
            m.guild_id, m.channel_id
        ),
        None => String::new(),
    }
}

/// The one notifying reminder of a turn: a new message (an edit's mention notifies nobody)
/// that may ping only that player.
#[must_use]
pub fn reminder(m: &Match, seat: Seat, since: i64) -> Outgoing {
    let user = m.user_at(seat);
    Outgoing {
        content: tr_args(
            m.lang,
            "reminder-ping",
            &[
                ("user", user.into()),
                ("game", m.game.info().name(m.lang).into()),
                ("id", m.id.into()),
                ("since", since.into()),
                ("link", board_link(m).into()),
            ],
        ),
        ephemeral: false,
        pings: vec![user],
        ..Outgoing::default()
    }
}

async fn remind(data: &Data, clock: &SeatClock) {
    let m = match data.table.get(clock.match_id).await {
        Ok(m) if !m.is_over() && clock.seat().index() < m.users.len() => m,
        Ok(_) | Err(_) => {
            // Nobody to remind: the turn's record goes, so it is not due again.
            let _ = data.table.reminded(clock, None).await;
            return;
        }
    };
    let sent = data
        .rest
        .create_message(
            m.channel_id,
            &reminder(&m, clock.seat(), clock.since).message(),
        )
        .await;
    let message = match sent {
        Ok(id) => Some(id),
        Err(e) => {
            // One reminder a turn: a failed one is not sent again and again.
            tracing::warn!(match_id = m.id, error = %e, "could not send a reminder");
            None
        }
    };
    if let Err(e) = data.table.reminded(clock, message).await {
        tracing::warn!(match_id = m.id, error = %e, "could not record a reminder");
    }
}

/// The offer of a win on time to the other player of a two-player match.
#[must_use]
pub fn claim_offer(m: &Match, absent: Seat, since: i64) -> Outgoing {
    let lang = m.lang;
    let opponent = m.users.iter().copied().find(|&u| u != m.user_at(absent));
    let opponent = opponent.unwrap_or_default();
    let seat = absent.0;
    let buttons = vec![
        button(
            &ComponentId::ClaimWin {
                match_id: m.id,
                seat,
            },
            &crate::i18n::tr(lang, "button-claim-win"),
            ButtonStyle::Danger,
        ),
        button(
            &ComponentId::KeepWaiting {
                match_id: m.id,
                seat,
            },
            &crate::i18n::tr(lang, "button-keep-waiting"),
            ButtonStyle::Secondary,
        ),
    ];
    Outgoing {
        content: tr_args(
            lang,
            "claim-offer",
            &[
                ("user", opponent.into()),
                ("absent", m.user_at(absent).into()),
                ("game", m.game.info().name(lang).into()),
                ("id", m.id.into()),
                ("since", since.into()),
                ("link", board_link(m).into()),
            ],
        ),
        components: button_rows(buttons),
        ephemeral: false,
        pings: vec![opponent],
        ..Outgoing::default()
    }
}

async fn time_out(data: &Data, clock: &SeatClock) {
    let id = clock.match_id;
    match data.table.time_out(clock).await {
        Ok(TimeOut::Nothing) => {}
        Ok(TimeOut::OfferClaim(m)) => {
            let offer = claim_offer(&m, clock.seat(), clock.since).message();
            match data.rest.create_message(m.channel_id, &offer).await {
                Ok(message) => {
                    if let Err(e) = data.table.claim_offered(clock, message).await {
                        tracing::warn!(match_id = id, error = %e, "could not record a claim offer");
                    }
                }
                Err(e) => tracing::warn!(match_id = id, error = %e, "could not offer a claim"),
            }
        }
        // The board shows the seat on automatic play, and the computer plays it.
        Ok(TimeOut::Automatic | TimeOut::LostOnTime) => computer::changed(data, id).await,
        Err(e) => tracing::warn!(match_id = id, error = %e, "cannot act on a deadline"),
    }
}

async fn expire_challenge(data: &Data, id: i64) {
    match data.table.expire_challenge(id).await {
        Ok(Some((ch, message))) => {
            let edit = challenge::expired(&ch).edit();
            if let Err(e) = data.rest.edit_message(ch.channel_id, message, &edit).await {
                tracing::info!(challenge = id, error = %e, "could not mark a challenge expired");
            }
        }
        Ok(None) => {}
        Err(e) => tracing::warn!(challenge = id, error = %e, "cannot expire a challenge"),
    }
}

async fn expire_lobby(data: &Data, id: i64) {
    match data.table.expire_lobby(id).await {
        Ok(Some((l, message))) => {
            let edit = lobby::expired(&l).edit();
            if let Err(e) = data.rest.edit_message(l.channel_id, message, &edit).await {
                tracing::info!(lobby = id, error = %e, "could not mark a lobby closed");
            }
        }
        Ok(None) => {}
        Err(e) => tracing::warn!(lobby = id, error = %e, "cannot close a lobby"),
    }
}
