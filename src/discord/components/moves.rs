//! A seated player's own clicks: a move, a look at their hand, the composer and its form.

use serenity::all::{ActionRowComponent, ComponentInteraction, ModalInteraction};

use crate::engine::{Lang, Seat};
use crate::i18n::{tr, tr_args};
use crate::table::Match;
use crate::table::{Refused, TableError};

use super::{is_ephemeral, private, private_on, refused};
use crate::discord::board::{draft_form, draft_view, hand, hand_page, with_seat_link};
use crate::discord::ids::ComponentId;
use crate::discord::layout::{form_modal, Outgoing};
use crate::discord::reply::{Handled, Reply, Then};
use crate::discord::text;
use crate::discord::types::Data;

pub(super) async fn play(
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
            counted(moved.after.game.info().id, "played");
            let (pictures, link) = seat_look(data, &moved.after, moved.seat, lang).await;
            let mine = hand(&moved.after, moved.seat, lang, None, pictures);
            let mine = with_seat_link(mine, link, lang);
            let board = Then::ShowBoard(Box::new(moved.after));
            Ok(Handled::new(private(c, mine)).then(board))
        }
        Err(Refused {
            error: TableError::Store(e),
            ..
        }) => {
            counted(
                "unknown",
                if e.unavailable() {
                    "unavailable"
                } else {
                    "failed"
                },
            );
            Err(e.into())
        }
        Err(Refused { error, current }) => {
            let why = text::table_error(&error, lang);
            // The rules refused it: the hand is drawn again from the match it was judged on;
            // otherwise the match is read as it is stored now.
            let current = match current {
                Some(m) => Ok(*m),
                None => data.table.get(match_id).await,
            };
            let game = current.as_ref().map_or("unknown", |m| m.game.info().id);
            let stale = matches!(error, TableError::Stale { .. });
            counted(game, if stale { "stale" } else { "refused" });
            Ok(match current {
                Ok(m) => match m.seat_of(user) {
                    Some(seat) => {
                        let (pictures, link) = seat_look(data, &m, seat, lang).await;
                        let mine = hand(&m, seat, lang, Some(&why), pictures);
                        Handled::new(private(c, with_seat_link(mine, link, lang)))
                    }
                    None => Handled::note(why),
                },
                Err(_) => Handled::note(why),
            })
        }
    }
}

/// Whether a seat's private message of `m` comes with its picture, and its link to play the
/// seat on the web: a fresh pass for the member, while the site is public and the server's
/// match pages are on (a pass that cannot be made leaves the link out; the buttons still play).
async fn seat_look(data: &Data, m: &Match, seat: Seat, lang: Lang) -> (bool, Option<String>) {
    let look = data.look(m.guild_id).await;
    let Some(site) = look.site.filter(|_| !m.is_over()) else {
        return (look.pictures, None);
    };
    let link = match data
        .table
        .seat_pass(m, seat, lang, crate::store::now())
        .await
    {
        Ok(pass) => pass.map(|p| format!("{site}/play/{p}")),
        Err(e) => {
            tracing::warn!(match_id = m.id, error = %e, "cannot make a seat's pass");
            None
        }
    };
    (look.pictures, link)
}

/// A person's move tried in `game`, by its outcome.
fn counted(game: &'static str, outcome: &'static str) {
    crate::metrics::moved(game, outcome, "person");
}

/// The clicker's own hand at `page` of its choices; refused to anyone not seated. A player
/// whose seat was played automatically takes it back by looking at their hand.
pub(super) async fn show_hand(
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
            let (pictures, link) = seat_look(data, &m, seat, lang).await;
            let mine = hand_page(&m, seat, lang, note.as_deref(), page, pictures);
            let mine = with_seat_link(mine, link, lang);
            Handled::new(private(c, mine)).then(Then::RefreshBoard(match_id))
        }
        None => refused(&TableError::NotSeated, lang),
    }
}

/// The clicker's composer of `draft`; refused to anyone not seated.
pub(super) async fn show_draft(
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
                let (pictures, link) = seat_look(data, &m, seat, lang).await;
                match draft_view(&m, seat, lang, draft, pictures) {
                    Some(out) => {
                        Handled::new(private_on(on_ephemeral, with_seat_link(out, link, lang)))
                    }
                    None => Handled::note(text::unknown_button(lang)),
                }
            }
            None => refused(&TableError::NotSeated, lang),
        },
        Err(e) => refused(&e, lang),
    }
}

/// Opens the modal of the composer's form (the ducats of an offer).
pub(super) async fn open_form(
    data: &Data,
    user: u64,
    lang: Lang,
    match_id: i64,
    draft: &str,
) -> Handled {
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
pub(super) async fn submit_form(
    data: &Data,
    m: &ModalInteraction,
    lang: Lang,
) -> anyhow::Result<Handled> {
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
