//! Burger Joint as a picture: each restaurant with its score, its advertising track and its
//! column of basic restaurants as rows of boxes, the diners and bistros it built, and its
//! cubes; the production on the table while it is shared out; the bag's count. Cubes are
//! coloured tokens that also carry their notation letter (W K Y G N R), so that they read
//! without their colour. Every cube is public: a hand's picture is the seat's own restaurant.
//! Players are named by their plain names (a picture cannot show a mention; see
//! `RenderCtx::label`).

use crate::engine::scene::{Item, Row, Scene, Tone};
use crate::engine::{RenderCtx, Seat};
use crate::games::burger_joint::{tr, tr_args};

use super::board::{Side, ADVERT_STEPS, BASIC_SPACES};
use super::cubes::Colour;
use super::views::{PublicView, SeatView};

fn cube(c: Colour) -> Item {
    let tone = match c {
        Colour::White => Tone::White,
        Colour::Black => Tone::Black,
        Colour::Yellow => Tone::Yellow,
        Colour::Green => Tone::Green,
        Colour::Brown => Tone::Brown,
        Colour::Red => Tone::Red,
    };
    Item::Token {
        tone,
        letter: c.letter(),
    }
}

fn cubes(list: &[Colour]) -> Vec<Item> {
    list.iter().copied().map(cube).collect()
}

fn counter(ctx: &RenderCtx, id: &str, value: impl Into<i64>) -> Item {
    Item::counter(tr(ctx.lang, id), value)
}

fn player(ctx: &RenderCtx, seat: Seat) -> String {
    ctx.label(seat)
}

/// One restaurant: a row of its tracks and counters, then its diners, bistros and cubes
/// (rows left out while empty).
fn restaurant(view: &PublicView, seat: Seat, ctx: &RenderCtx) -> Vec<Row> {
    let l = ctx.lang;
    let side = tr(
        l,
        match view.sides[seat] {
            Side::Burger => "bj-picture-burger",
            Side::Pizza => "bj-picture-pizza",
        },
    );
    let head = Row::new(
        format!("{} — {side}", player(ctx, seat)),
        vec![
            counter(ctx, "bj-picture-score", view.scores[seat]),
            Item::Track {
                label: tr(l, "bj-picture-advertising"),
                filled: view.advertising[seat],
                steps: ADVERT_STEPS,
            },
            Item::Track {
                label: tr(l, "bj-picture-basics"),
                filled: view.basics[seat],
                steps: BASIC_SPACES,
            },
            counter(ctx, "bj-picture-tokens", view.tokens_left[seat]),
            counter(ctx, "bj-picture-production", view.capacity[seat]),
        ],
    )
    .highlighted(view.to_act.contains(&seat));
    let diners: Vec<Item> = view
        .diners
        .iter()
        .filter(|(_, owners)| owners.contains(&seat))
        .map(|(&c, _)| cube(c))
        .collect();
    let bistros: Vec<Item> = view
        .bistros
        .iter()
        .filter(|(_, owners)| owners.contains(&seat))
        .map(|(&letter, _)| Item::Token {
            tone: Tone::Grey,
            letter,
        })
        .collect();
    let held = &view.cubes[seat];
    let mut rows = vec![head];
    for (id, items) in [
        ("bj-picture-diners", diners),
        ("bj-picture-bistros", bistros),
    ] {
        if !items.is_empty() {
            rows.push(Row::new(tr(l, id), items));
        }
    }
    if !held.is_empty() {
        rows.push(Row::new(
            tr_args(l, "bj-picture-cubes", &[("count", held.len().into())]),
            cubes(held),
        ));
    }
    rows
}

/// The board.
pub(super) fn public(view: &PublicView, ctx: &RenderCtx) -> Scene {
    let l = ctx.lang;
    let mut rows: Vec<Row> = Seat::all(2)
        .flat_map(|s| restaurant(view, s, ctx))
        .collect();
    if view.pending == "pick" {
        // The cubes to pick are named by their letter (`pick Y`).
        rows.push(Row::notated(
            tr(l, "bj-picture-general-area"),
            &view.general,
            cube,
        ));
        for seat in Seat::all(2) {
            if !view.areas[seat].is_empty() {
                rows.push(Row::notated(
                    tr_args(
                        l,
                        "bj-picture-own-area",
                        &[("player", player(ctx, seat).into())],
                    ),
                    &view.areas[seat],
                    cube,
                ));
            }
        }
    }
    rows.push(Row::new(
        String::new(),
        vec![counter(ctx, "bj-picture-bag", view.bag_left)],
    ));
    Scene {
        grid: None,
        title: tr_args(l, "bj-title", &[("turn", view.turn.to_string().into())]),
        rows,
    }
}

/// A seat's own restaurant.
pub(super) fn seat(view: &SeatView, ctx: &RenderCtx) -> Scene {
    Scene {
        grid: None,
        title: tr(ctx.lang, "bj-picture-mine"),
        rows: restaurant(&view.public, view.seat, ctx),
    }
}
