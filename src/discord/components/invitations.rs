//! Clicks on invitations: answering a challenge, acting on a lobby, asking for a rematch. A
//! match that starts takes the clicked message as its board.

use serenity::all::ComponentInteraction;

use crate::engine::Lang;
use crate::table::{ChallengeAnswer, Invitations, LobbyAction, LobbyChange, Match, Rematch};

use super::refused_or_failed;
use crate::discord::board::{board, stamp};
use crate::discord::reply::{Handled, Reply, Then};
use crate::discord::types::Data;
use crate::discord::{challenge, lobby, names};

/// The clicked message becomes the new match's board (stored with the match as it started),
/// its seats named for the pictures first.
pub(super) async fn becomes_board(data: &Data, c: &ComponentInteraction, m: Match) -> Handled {
    let clicker = names::clicker(c.user.id.get(), c.member.as_ref());
    let m = names::name_seats(data, m, clicker).await;
    let shown = board(&m, &data.look(m.guild_id).await);
    // Known as shown before the answer goes out: a hand opened the moment the board appears
    // must not edit it again to the same move (nor take the place of the next move's edit).
    let shown_stamp = stamp(&m);
    data.board_gate(m.id)
        .lock()
        .await
        .get_or_insert(shown_stamp);
    Handled::new(Reply::Update(shown)).then(Then::BoardShown(m.id))
}

pub(super) async fn answer_challenge(
    data: &Data,
    c: &ComponentInteraction,
    lang: Lang,
    id: i64,
    accept: bool,
) -> anyhow::Result<Handled> {
    let user = c.user.id.get();
    let board_message = Some(c.message.id.get());
    match data
        .table
        .challenge_answer(id, user, accept, board_message)
        .await
    {
        Ok(ChallengeAnswer::Started(m)) => Ok(becomes_board(data, c, *m).await),
        Ok(ChallengeAnswer::Declined(ch)) => {
            Ok(Handled::new(Reply::Update(challenge::declined(&ch))))
        }
        Ok(ChallengeAnswer::Withdrawn(ch)) => {
            Ok(Handled::new(Reply::Update(challenge::withdrawn(&ch))))
        }
        Ok(ChallengeAnswer::Expired(ch)) => {
            Ok(Handled::new(Reply::Update(challenge::expired(&ch))))
        }
        Err(e) => refused_or_failed(e, lang),
    }
}

pub(super) async fn act_on_lobby(
    data: &Data,
    c: &ComponentInteraction,
    lang: Lang,
    id: i64,
    action: LobbyAction,
) -> anyhow::Result<Handled> {
    // Answers that replace the lobby message go out in the order of the changes they show, so
    // a late Join answer never paints the lobby over the board of a started match.
    let turn = data.message_turn(c.message.id.get()).lock_owned().await;
    let user = c.user.id.get();
    let board_message = Some(c.message.id.get());
    let handled = match data.table.lobby_act(id, user, action, board_message).await {
        Ok(LobbyChange::Updated(l)) => Handled::new(Reply::Update(lobby::message(&l))),
        Ok(LobbyChange::Cancelled(l)) => Handled::new(Reply::Update(lobby::cancelled(&l))),
        Ok(LobbyChange::Expired(l)) => Handled::new(Reply::Update(lobby::expired(&l))),
        Ok(LobbyChange::Started(m)) => becomes_board(data, c, *m).await,
        Err(e) => refused_or_failed(e, lang)?,
    };
    Ok(Handled {
        turn: Some(turn),
        ..handled
    })
}

/// A rematch of a finished match: the table decides what it opens; this shows it.
pub(super) async fn rematch(
    data: &Data,
    clicker: names::Clicker,
    user: u64,
    lang: Lang,
    match_id: i64,
) -> anyhow::Result<Handled> {
    match data.table.rematch(match_id, user).await {
        Ok(Rematch::Challenge(ch)) => Ok(Handled::new(Reply::New(challenge::message(&ch)))
            .then(Then::InvitationShown(Invitations::Challenges, ch.id))),
        Ok(Rematch::Lobby(l)) => Ok(Handled::new(Reply::New(lobby::message(&l)))
            .then(Then::InvitationShown(Invitations::Lobbies, l.id))),
        Ok(Rematch::Computer(new)) => {
            let new = names::name_seats(data, *new, clicker).await;
            let shown = board(&new, &data.look(new.guild_id).await);
            Ok(Handled::new(Reply::New(shown)).then(Then::NewBoard(new.id)))
        }
        Err(e) => refused_or_failed(e, lang),
    }
}
