//! The global handler of every button and select click. Not a collector: a click on a message
//! sent before a restart works the same. Every change goes through the table; these modules
//! only turn clicks into table calls and results into messages. This one routes a click;
//! `moves` answers a seat's moves and its looks at its hand, `ending` resigning and a time-out's
//! offer, `invitations` challenges, lobbies and rematches.

mod ending;
mod invitations;
mod moves;
mod tournaments;

use std::future::Future;

use serenity::all::{
    ComponentInteraction, ComponentInteractionDataKind, Message, MessageFlags, ModalInteraction,
};

use crate::engine::ismcts::Level;
use crate::engine::{Lang, Seat};
use crate::i18n::tr;
use crate::table::{Invitations, LobbyAction, TableError};

use super::ids::ComponentId;
use super::layout::Outgoing;
use super::reply::{self, Answering, Handled, Reply, Then, DEFER_AFTER};
use super::types::Data;
use super::{computer, names, text};
use ending::{claim, keep_waiting, resign_prompt};
use invitations::{act_on_lobby, answer_challenge, rematch};
use moves::{open_form, play, show_draft, show_hand, submit_form};

/// Whether a message is an ephemeral one (a hand), which may be updated in place with
/// private content. A public message never is.
fn is_ephemeral(message: &Message) -> bool {
    message
        .flags
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL))
}

/// Private content goes in place of the clicked hand, or as a new ephemeral message when the
/// click came from a public message.
fn private(c: &ComponentInteraction, out: Outgoing) -> Reply {
    private_on(is_ephemeral(&c.message), out)
}

fn private_on(ephemeral_message: bool, mut out: Outgoing) -> Reply {
    out.ephemeral = true;
    if ephemeral_message {
        Reply::Update(out)
    } else {
        Reply::New(out)
    }
}

fn refused(e: &TableError, lang: Lang) -> Handled {
    Handled::note(text::table_error(e, lang))
}

/// A refusal for the clicker, or the store's failure for the router's "something went wrong".
fn refused_or_failed(e: TableError, lang: Lang) -> anyhow::Result<Handled> {
    match e {
        TableError::Store(e) => Err(e.into()),
        e => Ok(refused(&e, lang)),
    }
}

/// Handles one click; always answers the interaction, deferring it when the work is slow.
pub async fn handle(data: &Data, c: &ComponentInteraction) {
    let lang = Lang::from_locale(&c.locale);
    let to = Answering {
        id: c.id,
        token: &c.token,
    };
    answer(data, to, lang, &c.data.custom_id, dispatch(data, c, lang)).await;
}

/// Handles the answer to a modal (the numbers of a composer's form).
pub async fn handle_modal(data: &Data, m: &ModalInteraction) {
    let lang = Lang::from_locale(&m.locale);
    let to = Answering {
        id: m.id,
        token: &m.token,
    };
    answer(
        data,
        to,
        lang,
        &m.data.custom_id,
        submit_form(data, m, lang),
    )
    .await;
}

/// The note for a click whose work failed: the database that cannot save now, or our own
/// failure.
fn failed(e: &anyhow::Error, custom_id: &str, lang: Lang) -> Handled {
    if super::errors::store_unavailable(e) {
        tracing::warn!(error = %e, button = %logged(custom_id), "the database cannot take a click now");
        counted("unavailable");
        return Handled::note(text::store_unavailable(lang));
    }
    tracing::error!(error = %e, button = %logged(custom_id), "component failed");
    counted("failed");
    Handled::note(text::something_went_wrong(lang))
}

/// A click answered, by its outcome.
fn counted(outcome: &'static str) {
    metrics::counter!(crate::metrics::CLICKS, "outcome" => outcome).increment(1);
}

/// Runs the work of an interaction and answers it, deferring when the work is slow. Once the
/// bot is stopping no work starts: the clicker is told to try again in a moment.
async fn answer(
    data: &Data,
    to: Answering<'_>,
    lang: Lang,
    custom_id: &str,
    work: impl Future<Output = anyhow::Result<Handled>>,
) {
    let arrived = std::time::Instant::now();
    let Some(_under_way) = data.stopping.begin() else {
        counted("restarting");
        let note = Handled::note(text::restarting(lang));
        if let Err(e) = reply::send(data, to, note.reply, false).await {
            tracing::warn!(error = %e, "could not answer a click while stopping");
        }
        return;
    };
    tokio::pin!(work);
    let mut deferred = false;
    let outcome = tokio::select! {
        done = &mut work => done,
        () = tokio::time::sleep(DEFER_AFTER) => {
            // The work goes on while the deferral is sent: it may hold the match's lock and
            // the database, which a slow or rate-limited deferral must not keep.
            let (sent, done) = tokio::join!(reply::defer(data, to), &mut work);
            match sent {
                Ok(()) => deferred = true,
                Err(e) => tracing::warn!(error = %e, "could not defer a slow click"),
            }
            done
        }
    };
    let handled = match outcome {
        Ok(handled) => {
            counted("done");
            handled
        }
        Err(e) => failed(&e, custom_id, lang),
    };
    let answered = reply::send(data, to, handled.reply, deferred).await;
    drop(handled.turn);
    metrics::histogram!(crate::metrics::CLICK_SECONDS).record(arrived.elapsed().as_secs_f64());
    match &answered {
        Ok(_) => tracing::debug!(button = %logged(custom_id), "click answered"),
        // A committed change is not undone by a lost answer: the board shows it.
        Err(e) => {
            tracing::warn!(error = %e, button = %logged(custom_id), "could not answer a click");
        }
    }
    match handled.then {
        Then::Nothing => {}
        Then::InvitationShown(kind, id) => {
            if let Ok(message) = answered {
                remember_invitation(data, to.token, kind, id, message).await;
            }
        }
        Then::NewBoard(id) => {
            let message = match answered {
                Ok(Some(m)) => Some(m),
                Ok(None) => data.rest.original_message(to.token).await.ok(),
                Err(_) => None,
            };
            computer::board_shown(data, id, message).await;
        }
        Then::RefreshBoard(id) => computer::changed(data, id).await,
        Then::ShowBoard(m) => computer::moved(data, &m).await,
        Then::BoardShown(id) if answered.is_ok() => computer::wake(data, id),
        // The match is stored: show its board by editing the message, or it would stay a
        // challenge or lobby nobody can answer any more.
        Then::BoardShown(id) => {
            *data.board_gate(id).lock().await = None;
            computer::changed(data, id).await;
        }
    }
}

/// Remembers the message of a new challenge or lobby (`message`, or the interaction's first
/// response), so that the scheduler can say on it when it expires.
pub async fn remember_invitation(
    data: &Data,
    token: &str,
    kind: Invitations,
    id: i64,
    message: Option<u64>,
) {
    let message = match message {
        Some(m) => Ok(m),
        None => data.rest.original_message(token).await,
    };
    let recorded = match message {
        Ok(m) => data
            .table
            .invitation_shown(kind, id, m)
            .await
            .map_err(Into::into),
        Err(e) => Err(e),
    };
    if let Err(e) = recorded {
        tracing::warn!(id, error = %e, "could not remember an invitation's message");
    }
}

/// A component's id as logs may show it: its kind and what it belongs to, never what it
/// plays or composes, which may be a secret pick (`g:12:3:pick 7B` → `g:12:3`, `d:12:offer…` →
/// `d:12`).
fn logged(custom_id: &str) -> String {
    let kind = custom_id.split(':').next().unwrap_or_default();
    // A move's version tells which board it was clicked on; it reveals nothing.
    let keep = if matches!(kind, "g" | "s" | "p") {
        3
    } else {
        2
    };
    custom_id
        .split(':')
        .take(keep)
        .collect::<Vec<_>>()
        .join(":")
}

/// The values picked in a select menu.
fn picked(c: &ComponentInteraction) -> Option<&[String]> {
    match &c.data.kind {
        ComponentInteractionDataKind::StringSelect { values } if !values.is_empty() => Some(values),
        _ => None,
    }
}

async fn dispatch(data: &Data, c: &ComponentInteraction, lang: Lang) -> anyhow::Result<Handled> {
    let Ok(id) = c.data.custom_id.parse::<ComponentId>() else {
        return Ok(Handled::note(text::unknown_button(lang)));
    };
    let user = c.user.id.get();
    let unknown = || Ok(Handled::note(text::unknown_button(lang)));
    match id {
        ComponentId::Move {
            match_id,
            version,
            notation,
        } => play(data, c, lang, match_id, version, &notation).await,
        ComponentId::Select {
            match_id, version, ..
        } => match picked(c).and_then(|v| v.first()) {
            Some(notation) => play(data, c, lang, match_id, version, notation).await,
            None => unknown(),
        },
        ComponentId::Compose {
            match_id,
            version,
            prefix,
        } => match picked(c) {
            Some(values) => {
                let picks: Vec<&str> = values
                    .iter()
                    .map(|v| v.split('#').next().unwrap_or_default())
                    .collect();
                let notation = format!("{prefix} {}", picks.join(" "));
                play(data, c, lang, match_id, version, &notation).await
            }
            None => unknown(),
        },
        ComponentId::Draft { match_id, draft } => {
            Ok(show_draft(data, is_ephemeral(&c.message), user, lang, match_id, &draft).await)
        }
        ComponentId::DraftSelect { match_id, .. } => match picked(c).and_then(|v| v.first()) {
            Some(draft) => {
                Ok(show_draft(data, is_ephemeral(&c.message), user, lang, match_id, draft).await)
            }
            None => unknown(),
        },
        ComponentId::Form { match_id, draft } => {
            Ok(open_form(data, user, lang, match_id, &draft).await)
        }
        // A modal's answer never comes as a click.
        ComponentId::FormSubmit { .. } => unknown(),
        ComponentId::Hand { match_id } => Ok(show_hand(data, c, lang, match_id, 0).await),
        ComponentId::HandPage { match_id, page } => {
            Ok(show_hand(data, c, lang, match_id, page).await)
        }
        ComponentId::Resign { match_id } => Ok(resign_prompt(data, user, lang, match_id).await),
        ComponentId::ResignConfirm { match_id } => {
            Ok(match data.table.resign(match_id, user).await {
                Ok(_) => {
                    let out = Outgoing::note(tr(lang, "resign-done"));
                    Handled::new(private(c, out)).then(Then::RefreshBoard(match_id))
                }
                Err(e) => refused(&e, lang),
            })
        }
        ComponentId::Rematch { match_id } => {
            let clicker = names::clicker(user, c.member.as_ref());
            rematch(data, clicker, user, lang, match_id).await
        }
        ComponentId::Accept { challenge_id } | ComponentId::Decline { challenge_id } => {
            let accept = matches!(id, ComponentId::Accept { .. });
            answer_challenge(data, c, lang, challenge_id, accept).await
        }
        ComponentId::ClaimWin { match_id, seat } => {
            claim(data, user, lang, match_id, Seat(seat)).await
        }
        ComponentId::KeepWaiting { match_id, seat } => {
            keep_waiting(data, user, lang, match_id, Seat(seat)).await
        }
        ComponentId::History {
            user: member,
            game,
            page,
        } => {
            let Some(guild) = c.guild_id else {
                return unknown();
            };
            let table = &data.table;
            let turned =
                super::commands::history::page_of(table, guild.get(), member, game, page, lang)
                    .await;
            Ok(match turned {
                Ok(out) => Handled::new(Reply::Update(out)),
                Err(e) => refused(&e, lang),
            })
        }
        ComponentId::Join { lobby_id }
        | ComponentId::Leave { lobby_id }
        | ComponentId::Start { lobby_id }
        | ComponentId::Cancel { lobby_id }
        | ComponentId::RemoveBot { lobby_id } => {
            let action = match id {
                ComponentId::Join { .. } => LobbyAction::Join,
                ComponentId::Leave { .. } => LobbyAction::Leave,
                ComponentId::Start { .. } => LobbyAction::Start,
                ComponentId::RemoveBot { .. } => LobbyAction::RemoveBot,
                _ => LobbyAction::Cancel,
            };
            act_on_lobby(data, c, lang, lobby_id, action).await
        }
        ComponentId::Tournament {
            tournament_id,
            button,
        } => tournaments::act_on_tournament(data, c, lang, tournament_id, button).await,
        ComponentId::AddBot { lobby_id } => {
            match picked(c).and_then(|v| v.first()?.parse::<Level>().ok()) {
                Some(level) => {
                    act_on_lobby(data, c, lang, lobby_id, LobbyAction::AddBot(level)).await
                }
                None => unknown(),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::logged;

    #[test]
    fn logs_never_show_the_move_a_button_plays() {
        assert_eq!(logged("g:12:3:pick 7B"), "g:12:3");
        assert_eq!(logged("g:12:3:block 7B:5E"), "g:12:3");
        assert_eq!(logged("p:12:3:attack"), "p:12:3");
        assert_eq!(logged("d:12:offer 2 ducats for 7B"), "d:12");
        assert_eq!(logged("dm:12:offer {0} ducats"), "dm:12");
        assert_eq!(logged("ca:4"), "ca:4");
    }
}
