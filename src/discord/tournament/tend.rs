//! The scheduler's work on a due tournament: the table moves it on (a start, a round closed,
//! a rematch, matches decided on time), then whatever is not yet shown is posted: its thread,
//! each round's post and boards, the end. What was posted is recorded, so that a restart in
//! the middle posts only what is missing.

use crate::table::{Tournament, TournamentStatus};

use crate::discord::board::board;
use crate::discord::computer;
use crate::discord::names;
use crate::discord::rest::ThreadMade;
use crate::discord::types::Data;

use super::{card, final_post, rematch_post, round_post, thread_name};

/// Every tournament due at `now`.
pub async fn all_due(data: &Data, now: i64) {
    match data.table.tournaments_due(now).await {
        Ok(ids) => {
            for id in ids {
                if let Err(e) = tend(data, id).await {
                    tracing::warn!(tournament = id, error = %e, "could not move a tournament on");
                }
            }
        }
        Err(e) => tracing::warn!(error = %e, "cannot read the tournaments due"),
    }
}

/// One due tournament: moved on, then shown.
async fn tend(data: &Data, id: i64) -> anyhow::Result<()> {
    let before = data.table.tournament(id).await?;
    let progress = data.table.tournament_progress(id).await?;
    for m in progress.matches {
        computer::changed(data, m).await;
    }
    let mut t = data.table.tournament(id).await?;
    if t.status != TournamentStatus::Signup
        && t.status != TournamentStatus::Cancelled
        && t.thread_id.is_none()
    {
        place_rounds(data, &t).await?;
        // With a place for its rounds, the first one can be made.
        data.table.tournament_progress(id).await?;
        t = data.table.tournament(id).await?;
    }
    // The card says where the tournament stands: brought up to date once, after whatever
    // this look posted (an edit that fails is made by the next change).
    let mut card_stale = before.status != t.status || before.round != t.round;
    if t.posted_round < t.round {
        post_round(data, &t).await?;
        card_stale = true;
    }
    post_boards(data, &t).await?;
    if t.status.is_over() && !t.announced {
        announce(data, &t).await?;
        card_stale = true;
    }
    if card_stale {
        edit_card(data, &t).await;
    }
    Ok(())
}

/// Starts the tournament's thread from its sign-up message and records it; where threads are
/// not allowed (or the message is not known), its rounds go to the channel.
async fn place_rounds(data: &Data, t: &Tournament) -> anyhow::Result<()> {
    let place = match t.message_id {
        Some(message) => match data
            .rest
            .create_thread(t.channel_id, message, &thread_name(t))
            .await?
        {
            ThreadMade::Made(thread) | ThreadMade::Existing(thread) => thread,
            ThreadMade::NotAllowed(code) => {
                tracing::info!(
                    tournament = t.id,
                    code,
                    "no thread allowed: the rounds go to the channel"
                );
                t.channel_id
            }
        },
        None => t.channel_id,
    };
    data.table.tournament_thread(t.id, place).await?;
    Ok(())
}

/// Where its rounds are posted.
fn place_of(t: &Tournament) -> u64 {
    t.thread_id.unwrap_or(t.channel_id)
}

/// Brings the sign-up message up to date (one that cannot be edited now is brought up to date
/// by the next change).
pub async fn edit_card(data: &Data, t: &Tournament) {
    let Some(message) = t.message_id else {
        return;
    };
    let _turn = data.message_turn(message).lock_owned().await;
    if let Err(e) = data
        .rest
        .edit_message(t.channel_id, message, &card(t).edit())
        .await
    {
        tracing::info!(tournament = t.id, error = %e, "could not edit a tournament's card");
    }
}

/// The round's post: pairings, players mentioned, standings so far.
async fn post_round(data: &Data, t: &Tournament) -> anyhow::Result<()> {
    data.rest
        .create_message(place_of(t), &round_post(t).message())
        .await?;
    data.table.tournament_posted(t.id, t.round).await?;
    Ok(())
}

/// The boards of the round in play that are not shown yet (a new round's, a rematch's), each
/// as a new message in the thread; the computer then takes up seats it plays.
async fn post_boards(data: &Data, t: &Tournament) -> anyhow::Result<()> {
    if t.round == 0 {
        return Ok(());
    }
    let look = data.look(t.guild_id).await;
    for b in t.boards.iter().filter(|b| b.round == t.round) {
        let Some(id) = b.match_id else { continue };
        let m = data.table.get(id).await?;
        if m.board_message_id.is_some() {
            continue;
        }
        let m = names::name_seats(data, m, None).await;
        let message = data
            .rest
            .create_message(place_of(t), &board(&m, &look).message())
            .await?;
        computer::board_shown(data, id, Some(message)).await;
        if b.leg > 0 {
            // Said once the board is there: a post that failed is not made again and again.
            let user = |seat: usize| t.by_seed(seat).map_or(0, |e| e.user);
            let post = rematch_post(t, user(b.seats[0]), user(b.seats[1]));
            if let Err(e) = data.rest.create_message(place_of(t), &post.message()).await {
                tracing::info!(tournament = t.id, error = %e, "could not announce a rematch");
            }
        }
    }
    Ok(())
}

/// The final standings in the thread (none for a tournament called off).
async fn announce(data: &Data, t: &Tournament) -> anyhow::Result<()> {
    if t.status != TournamentStatus::Cancelled {
        data.rest
            .create_message(place_of(t), &final_post(t).message())
            .await?;
    }
    data.table.tournament_announced(t.id).await?;
    Ok(())
}
