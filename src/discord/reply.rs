//! Answering a click: within Discord's 3 seconds, or by deferring and answering later.
//!
//! The work of a click runs first; if it has not finished after [`DEFER_AFTER`], the click is
//! acknowledged with a deferred update (nothing changes on screen), and the answer then
//! replaces the clicked message through the interaction's token, or comes as a follow-up.

use std::time::Duration;

use serde_json::{json, Value};
use serenity::all::{CreateInteractionResponse, CreateModal, InteractionId};
use tokio::sync::OwnedMutexGuard;

use super::layout::Outgoing;
use super::types::Data;
use crate::table::{Invitations, Match};

/// How long a click's work may take before the click is deferred: Discord's limit is 3 s,
/// and the deferral itself needs a round trip.
pub const DEFER_AFTER: Duration = Duration::from_secs(2);

/// What a click gets back.
#[derive(Debug)]
pub enum Reply {
    /// Replace the clicked message (a hand, a lobby, a challenge becoming a board).
    Update(Outgoing),
    /// A new message: a private note or hand, or a public challenge or lobby.
    New(Outgoing),
    /// A modal asking for numbers, or (when the click had to be deferred, and a modal can no
    /// longer be opened) this note instead.
    Modal(CreateModal, Outgoing),
}

/// What to do once the click is answered.
#[derive(Debug, Clone)]
pub enum Then {
    Nothing,
    /// Bring the match's public board up to date.
    RefreshBoard(i64),
    /// Show this state of the match (just moved) on its board, unless a later one is shown.
    ShowBoard(Box<Match>),
    /// The clicked message now is the match's board at version 0 (if the answer arrived).
    BoardShown(i64),
    /// The answer is a new challenge or lobby, whose message is to be remembered.
    InvitationShown(Invitations, i64),
    /// The answer is the board of a new match (against the computer), to be remembered.
    NewBoard(i64),
}

/// A click's answer, its follow-up work, and a turn held until the answer is sent.
#[derive(Debug)]
pub struct Handled {
    pub reply: Reply,
    pub then: Then,
    /// Keeps the answers of one message in the order their changes were made.
    pub turn: Option<OwnedMutexGuard<()>>,
}

impl Handled {
    #[must_use]
    pub fn new(reply: Reply) -> Handled {
        Handled {
            reply,
            then: Then::Nothing,
            turn: None,
        }
    }

    /// A private note, as a new ephemeral message.
    #[must_use]
    pub fn note(text: impl Into<String>) -> Handled {
        Handled::new(Reply::New(Outgoing::note(text)))
    }

    #[must_use]
    pub fn then(mut self, then: Then) -> Handled {
        self.then = then;
        self
    }
}

/// The message data of a reply as JSON (for edits and follow-ups).
fn data(out: Outgoing) -> Value {
    serde_json::to_value(out.response()).expect("messages serialize")
}

/// The interaction a reply answers: a click or a modal's answer.
#[derive(Debug, Clone, Copy)]
pub struct Answering<'a> {
    pub id: InteractionId,
    pub token: &'a str,
}

/// Acknowledges the click now, to answer it later.
///
/// # Errors
/// The acknowledgement was refused or could not be sent.
pub async fn defer(data: &Data, to: Answering<'_>) -> anyhow::Result<()> {
    data.rest
        .respond(to.id, to.token, &json!({"type": 6}))
        .await
}

/// Sends the answer: as the first response, or after a deferral as an edit of the clicked
/// message or a follow-up. Returns the id of a new message when Discord's reply names it (a
/// follow-up's); a first response's is read with [`super::rest::Rest::original_message`].
///
/// # Errors
/// Discord refused it, or it could not be sent.
pub async fn send(
    data_: &Data,
    to: Answering<'_>,
    reply: Reply,
    deferred: bool,
) -> anyhow::Result<Option<u64>> {
    let rest = &data_.rest;
    let reply = match reply {
        Reply::Update(out) => Reply::Update(out.drawn()),
        Reply::New(out) => Reply::New(out.drawn()),
        modal @ Reply::Modal(..) => modal,
    };
    match (reply, deferred) {
        (Reply::Update(out), false) => {
            let files = out.files.clone();
            let body = CreateInteractionResponse::UpdateMessage(out.response());
            rest.respond_with_files(to.id, to.token, &body, &files)
                .await
        }
        (Reply::New(out), false) => {
            let files = out.files.clone();
            let body = CreateInteractionResponse::Message(out.response());
            rest.respond_with_files(to.id, to.token, &body, &files)
                .await
        }
        (Reply::Modal(modal, _), false) => {
            let body = CreateInteractionResponse::Modal(modal);
            rest.respond(to.id, to.token, &body).await
        }
        (Reply::Modal(_, note), true) => rest.followup(to.token, &data(note)).await.map(drop),
        (Reply::Update(out), true) => {
            let files = out.files.clone();
            let mut body = data(out);
            // Flags cannot change on an edit; the message stays as private as it was.
            if let Some(o) = body.as_object_mut() {
                o.remove("flags");
            }
            rest.edit_original_with_files(to.token, &body, &files).await
        }
        (Reply::New(out), true) => {
            let files = out.files.clone();
            return rest.followup_with_files(to.token, &data(out), &files).await;
        }
    }
    .map(|()| None)
}
