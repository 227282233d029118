//! Burgueses as a picture: each player's shop with their coins and the backs of their hand, the
//! revealed king card and the table's counters; a hand shows its cards. Built from the views
//! only. Players are named by their plain names (a picture cannot show a mention; see
//! `RenderCtx::label`).

use crate::engine::scene::{self, Face, Item, Row, Scene};
use crate::engine::{RenderCtx, Seat};
use crate::games::burgueses::{tr, tr_args};

use super::cards::{Card, King, Suit};
use super::views::{PublicView, SeatView};

fn suit(s: Suit) -> scene::Suit {
    match s {
        Suit::Spades => scene::Suit::Spades,
        Suit::Clubs => scene::Suit::Clubs,
        Suit::Hearts => scene::Suit::Hearts,
        Suit::Diamonds => scene::Suit::Diamonds,
    }
}

fn card(c: Card) -> Item {
    Item::Card(Face {
        rank: c.value.to_string(),
        suit: suit(c.suit),
    })
}

fn king(k: King) -> Item {
    Item::Card(Face {
        rank: if k == King::AceOfSpades { "A" } else { "K" }.into(),
        suit: suit(k.suit()),
    })
}

fn counter(ctx: &RenderCtx, id: &str, value: impl Into<i64>) -> Item {
    Item::counter(tr(ctx.lang, id), value)
}

/// The board.
pub(super) fn public(view: &PublicView, ctx: &RenderCtx) -> Scene {
    let l = ctx.lang;
    let mut rows: Vec<Row> = Seat::all(2)
        .map(|s| {
            let mut items = vec![
                counter(ctx, "burgueses-picture-coins", view.coins[s]),
                Item::Backs(view.hand_sizes[s]),
            ];
            items.extend(view.shops[s].iter().copied().map(card));
            // The shop's cards are named (a trade takes one), the coins and the backs not.
            let keys = [None, None]
                .into_iter()
                .chain(view.shops[s].iter().map(|c| Some(c.to_string())));
            Row::new(ctx.label(s), items)
                .keyed(keys)
                .highlighted(view.to_act.contains(&s))
        })
        .collect();
    let mut table = vec![
        counter(ctx, "burgueses-picture-bank", view.bank),
        counter(ctx, "burgueses-picture-goods", view.goods_left as i64),
        counter(ctx, "burgueses-picture-kings", view.kings_left as i64),
    ];
    table.extend(view.king.map(king));
    rows.push(Row::new(tr(l, "burgueses-table"), table));
    Scene {
        grid: None,
        title: tr_args(
            l,
            "burgueses-title",
            &[("round", view.round.to_string().into())],
        ),
        rows,
    }
}

/// A seat's hand.
pub(super) fn seat(view: &SeatView, ctx: &RenderCtx) -> Scene {
    Scene::notated_hand(
        tr(ctx.lang, "burgueses-picture-hand-title"),
        &view.hand,
        card,
    )
}
