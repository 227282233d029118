//! The global handler of every button and select click. Not a collector: a click on a message
//! sent before a restart works the same. Every change goes through the table; this module
//! only turns clicks into table calls and results into messages.

use std::future::Future;

use serenity::all::{
    ActionRowComponent, ButtonStyle, ComponentInteraction, ComponentInteractionDataKind, Message,
    MessageFlags, ModalInteraction,
};

use crate::engine::ismcts::Level;
use crate::engine::{Lang, Seat};
use crate::i18n::{tr, tr_args};
use crate::table::{ChallengeAnswer, Invitations, LobbyAction, LobbyChange, Rematch};
use crate::table::{Match, Refused, TableError};

use super::board::{board, draft_form, draft_view, hand, hand_page};
use super::ids::ComponentId;
use super::layout::{button, button_rows, form_modal, Outgoing};
use super::reply::{self, Answering, Handled, Reply, Then, DEFER_AFTER};
use super::types::Data;
use super::{challenge, computer, lobby, names, text};

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

/// Runs the work of an interaction and answers it, deferring when the work is slow.
async fn answer(
    data: &Data,
    to: Answering<'_>,
    lang: Lang,
    custom_id: &str,
    work: impl Future<Output = anyhow::Result<Handled>>,
) {
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
    let handled = outcome.unwrap_or_else(|e| {
        tracing::error!(error = %e, button = %logged(custom_id), "component failed");
        Handled::note(text::something_went_wrong(lang))
    });
    let answered = reply::send(data, to, handled.reply, deferred).await;
    drop(handled.turn);
    if let Err(e) = &answered {
        // A committed change is not undone by a lost answer: the board shows it.
        tracing::warn!(error = %e, button = %logged(custom_id), "could not answer a click");
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

/// A button's id as logs may show it: a move's id without its move, which may be a secret
/// pick (`g:12:3:pick 7B` → `g:12:3`).
fn logged(custom_id: &str) -> String {
    match custom_id.strip_prefix("g:") {
        Some(rest) => {
            let head: Vec<&str> = rest.splitn(3, ':').take(2).collect();
            format!("g:{}", head.join(":"))
        }
        None => custom_id.to_owned(),
    }
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

async fn play(
    data: &Data,
    c: &ComponentInteraction,
    lang: Lang,
    match_id: i64,
    version: i64,
    notation: &str,
) -> anyhow::Result<Handled> {
    let user = c.user.id.get();
    match data
        .table
        .play_or_current(match_id, user, version, notation)
        .await
    {
        // The move is committed: only now is it acknowledged.
        Ok(moved) => {
            let pictures = data.pictures(moved.after.guild_id).await;
            let mine = hand(&moved.after, moved.seat, lang, None, pictures);
            let board = Then::ShowBoard(Box::new(moved.after));
            Ok(Handled::new(private(c, mine)).then(board))
        }
        Err(Refused {
            error: TableError::Store(e),
            ..
        }) => Err(e.into()),
        Err(Refused { error, current }) => {
            let why = text::table_error(&error, lang);
            // The rules refused it: the hand is drawn again from the match it was judged on;
            // otherwise the match is read as it is stored now.
            let current = match current {
                Some(m) => Ok(*m),
                None => data.table.get(match_id).await,
            };
            Ok(match current {
                Ok(m) => match m.seat_of(user) {
                    Some(seat) => {
                        let pictures = data.pictures(m.guild_id).await;
                        Handled::new(private(c, hand(&m, seat, lang, Some(&why), pictures)))
                    }
                    None => Handled::note(why),
                },
                Err(_) => Handled::note(why),
            })
        }
    }
}

/// The clicker's own hand at `page` of its choices; refused to anyone not seated. A player
/// whose seat was played automatically takes it back by looking at their hand.
async fn show_hand(
    data: &Data,
    c: &ComponentInteraction,
    lang: Lang,
    match_id: i64,
    page: u8,
) -> Handled {
    // One look at the match under its lock: an absent player who looks is back.
    let (back, m) = match data.table.come_back(match_id, c.user.id.get()).await {
        Ok(found) => found,
        Err(e) => return refused(&e, lang),
    };
    let note = back.then(|| tr(lang, "seat-taken-back"));
    match m.seat_of(c.user.id.get()) {
        // A board left behind (an edit Discord refused, or a crash between a move's commit and
        // its edit) catches up when a player next looks at the match; an up-to-date board costs
        // no REST call.
        Some(seat) => {
            let pictures = data.pictures(m.guild_id).await;
            let mine = hand_page(&m, seat, lang, note.as_deref(), page, pictures);
            Handled::new(private(c, mine)).then(Then::RefreshBoard(match_id))
        }
        None => refused(&TableError::NotSeated, lang),
    }
}

/// The clicker's composer of `draft`; refused to anyone not seated.
async fn show_draft(
    data: &Data,
    on_ephemeral: bool,
    user: u64,
    lang: Lang,
    match_id: i64,
    draft: &str,
) -> Handled {
    match data.table.get(match_id).await {
        Ok(m) => match m.seat_of(user) {
            Some(seat) => {
                match draft_view(&m, seat, lang, draft, data.pictures(m.guild_id).await) {
                    Some(out) => Handled::new(private_on(on_ephemeral, out)),
                    None => Handled::note(text::unknown_button(lang)),
                }
            }
            None => refused(&TableError::NotSeated, lang),
        },
        Err(e) => refused(&e, lang),
    }
}

/// Opens the modal of the composer's form (the ducats of an offer).
async fn open_form(data: &Data, user: u64, lang: Lang, match_id: i64, draft: &str) -> Handled {
    let m = match data.table.get(match_id).await {
        Ok(m) => m,
        Err(e) => return refused(&e, lang),
    };
    let Some(seat) = m.seat_of(user) else {
        return refused(&TableError::NotSeated, lang);
    };
    match draft_form(&m, seat, lang, draft).and_then(|f| form_modal(&f, match_id)) {
        Some(modal) => Handled::new(Reply::Modal(
            modal,
            Outgoing::note(tr(lang, "form-too-slow")),
        )),
        None => Handled::note(text::unknown_button(lang)),
    }
}

/// The numbers of a modal fill its template; the composer shows the draft they make.
async fn submit_form(data: &Data, m: &ModalInteraction, lang: Lang) -> anyhow::Result<Handled> {
    let Ok(ComponentId::FormSubmit { match_id, template }) = m.data.custom_id.parse() else {
        return Ok(Handled::note(text::unknown_button(lang)));
    };
    let mut numbers = Vec::new();
    for row in &m.data.components {
        for c in &row.components {
            if let ActionRowComponent::InputText(input) = c {
                let value = input.value.as_deref().unwrap_or_default().trim();
                match value.parse::<u32>() {
                    Ok(n) => numbers.push(n),
                    Err(_) => {
                        return Ok(Handled::note(tr_args(
                            lang,
                            "form-not-a-number",
                            &[("value", value.to_owned().into())],
                        )))
                    }
                }
            }
        }
    }
    let draft = crate::engine::render::fill(&template, &numbers);
    let on_ephemeral = m.message.as_deref().is_some_and(is_ephemeral);
    let user = m.user.id.get();
    Ok(show_draft(data, on_ephemeral, user, lang, match_id, &draft).await)
}

async fn resign_prompt(data: &Data, user: u64, lang: Lang, match_id: i64) -> Handled {
    let refusal = match data.table.get(match_id).await {
        Ok(m) if m.is_over() => Some(TableError::Over),
        Ok(m) if m.seat_of(user).is_none() => Some(TableError::NotSeated),
        Ok(_) => None,
        Err(e) => Some(e),
    };
    if let Some(e) = refusal {
        return refused(&e, lang);
    }
    let confirm = button(
        &ComponentId::ResignConfirm { match_id },
        &tr(lang, "resign-yes"),
        ButtonStyle::Danger,
    );
    Handled::new(Reply::New(Outgoing {
        content: tr(lang, "resign-confirm"),
        components: button_rows(vec![confirm]),
        ephemeral: true,
        ..Outgoing::default()
    }))
}

/// The other player claims the win against `seat`, whose time ran out: the offer says so and
/// the board shows the result.
async fn claim(
    data: &Data,
    user: u64,
    lang: Lang,
    match_id: i64,
    seat: Seat,
) -> anyhow::Result<Handled> {
    match data.table.claim_win(match_id, user, seat).await {
        Ok(m) => {
            let text = tr_args(
                m.lang,
                "claim-done",
                &[("user", user.into()), ("absent", m.user_at(seat).into())],
            );
            Ok(Handled::new(Reply::Update(Outgoing::public(text)))
                .then(Then::RefreshBoard(match_id)))
        }
        Err(TableError::Store(e)) => Err(e.into()),
        Err(e) => Ok(refused(&e, lang)),
    }
}

/// The other player keeps waiting for `seat`: its time starts again and the offer goes.
async fn keep_waiting(
    data: &Data,
    user: u64,
    lang: Lang,
    match_id: i64,
    seat: Seat,
) -> anyhow::Result<Handled> {
    match data.table.keep_waiting(match_id, user, seat).await {
        Ok((deadline, m)) => {
            let absent = m.user_at(seat);
            let text = match deadline {
                Some(t) => tr_args(
                    m.lang,
                    "claim-kept",
                    &[
                        ("user", user.into()),
                        ("absent", absent.into()),
                        ("deadline", t.into()),
                    ],
                ),
                None => tr_args(
                    m.lang,
                    "claim-kept-no-limit",
                    &[("user", user.into()), ("absent", absent.into())],
                ),
            };
            Ok(Handled::new(Reply::Update(Outgoing::public(text))))
        }
        Err(TableError::Store(e)) => Err(e.into()),
        Err(e) => Ok(refused(&e, lang)),
    }
}

/// The clicked message becomes the new match's board (stored with the match as it started),
/// its seats named for the pictures first.
async fn becomes_board(data: &Data, c: &ComponentInteraction, m: Match) -> Handled {
    let clicker = names::clicker(c.user.id.get(), c.member.as_ref());
    let m = names::name_seats(data, m, clicker).await;
    let shown = board(&m, data.pictures(m.guild_id).await);
    // Known as shown before the answer goes out: a hand opened the moment the board appears
    // must not edit it again to the same move (nor take the place of the next move's edit).
    let shown_stamp = super::board::stamp(&m);
    data.board_gate(m.id)
        .lock()
        .await
        .get_or_insert(shown_stamp);
    Handled::new(Reply::Update(shown)).then(Then::BoardShown(m.id))
}

async fn answer_challenge(
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
        Err(TableError::Store(e)) => Err(e.into()),
        Err(e) => Ok(refused(&e, lang)),
    }
}

async fn act_on_lobby(
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
        Err(TableError::Store(e)) => return Err(e.into()),
        Err(e) => refused(&e, lang),
    };
    Ok(Handled {
        turn: Some(turn),
        ..handled
    })
}

/// A rematch of a finished match: the table decides what it opens; this shows it.
async fn rematch(
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
            let shown = board(&new, data.pictures(new.guild_id).await);
            Ok(Handled::new(Reply::New(shown)).then(Then::NewBoard(new.id)))
        }
        Err(TableError::Store(e)) => Err(e.into()),
        Err(e) => Ok(refused(&e, lang)),
    }
}

#[cfg(test)]
mod tests {
    use super::logged;

    #[test]
    fn logs_never_show_the_move_a_button_plays() {
        assert_eq!(logged("g:12:3:pick 7B"), "g:12:3");
        assert_eq!(logged("g:12:3:block 7B:5E"), "g:12:3");
        assert_eq!(logged("ca:4"), "ca:4");
    }
}
