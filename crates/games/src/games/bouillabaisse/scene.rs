//! Bouillabaisse as a picture: the trick on the table (each card after the number of the seat
//! that played it) and, per player, the cards left in hand, the tricks taken and the total; a
//! hand shows its cards. Built from the views only. Players are named by their plain names (a
//! picture cannot show a mention; see `RenderCtx::label`). With twelve players every row stays
//! one line high.

use crate::engine::scene::{self, Face, Item, Row, Scene};
use crate::engine::{RenderCtx, Seat};
use crate::games::bouillabaisse::{tr, tr_args};

use super::cards::{rank_str, Card, Suit};
use super::views::{PublicView, SeatView};

fn card(c: Card) -> Item {
    Item::Card(Face {
        rank: rank_str(c.rank),
        suit: match c.suit {
            Suit::Clubs => scene::Suit::Clubs,
            Suit::Diamonds => scene::Suit::Diamonds,
            Suit::Hearts => scene::Suit::Hearts,
            Suit::Spades => scene::Suit::Spades,
        },
    })
}

fn counter(ctx: &RenderCtx, id: &str, value: impl Into<i64>) -> Item {
    Item::counter(tr(ctx.lang, id), value)
}

fn seat_number(seat: Seat) -> String {
    (seat.index() + 1).to_string()
}

/// The board.
pub(super) fn public(view: &PublicView, ctx: &RenderCtx) -> Scene {
    let l = ctx.lang;
    let trick: Vec<Item> = view
        .trick
        .iter()
        .flat_map(|&(seat, c)| [Item::Text(seat_number(seat)), card(c)])
        .collect();
    let mut rows = vec![Row::new(tr(l, "bouillabaisse-trick"), trick)];
    rows.extend(Seat::all(view.hand_sizes.len()).map(|s| {
        Row::new(
            ctx.numbered_label(s),
            vec![
                counter(
                    ctx,
                    "bouillabaisse-picture-cards",
                    view.hand_sizes[s] as i64,
                ),
                counter(ctx, "bouillabaisse-picture-tricks", view.tricks_taken[s]),
                counter(ctx, "bouillabaisse-picture-total", view.totals[s]),
            ],
        )
        .highlighted(view.to_act.contains(&s))
    }));
    Scene {
        grid: None,
        title: tr_args(
            l,
            "bouillabaisse-round",
            &[("round", view.round.to_string().into())],
        ),
        rows,
    }
}

/// A seat's hand.
pub(super) fn seat(view: &SeatView, ctx: &RenderCtx) -> Scene {
    Scene::notated_hand(
        tr(ctx.lang, "bouillabaisse-picture-hand-title"),
        &view.hand,
        card,
    )
}
