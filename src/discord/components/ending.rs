//! Ending a match from its buttons: resigning, and the other player's answer when a seat's time
//! ran out (claim the win, or keep waiting).

use serenity::all::ButtonStyle;

use crate::engine::{Lang, Seat};
use crate::i18n::{tr, tr_args};
use crate::table::TableError;

use super::{refused, refused_or_failed};
use crate::discord::ids::ComponentId;
use crate::discord::layout::{button, button_rows, Outgoing};
use crate::discord::reply::{Handled, Reply, Then};
use crate::discord::types::Data;

pub(super) async fn resign_prompt(data: &Data, user: u64, lang: Lang, match_id: i64) -> Handled {
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
pub(super) async fn claim(
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
        Err(e) => refused_or_failed(e, lang),
    }
}

/// The other player keeps waiting for `seat`: its time starts again and the offer goes.
pub(super) async fn keep_waiting(
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
        Err(e) => refused_or_failed(e, lang),
    }
}
