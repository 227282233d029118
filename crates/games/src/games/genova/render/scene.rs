//! Génova as a picture: the 8×8 city with each building's code, the market and the streets;
//! the tower (a black `T`, its space outlined thick), the discs still on the board (`o`),
//! and each owner's marker in the seat's colour with its number; under the city, each
//! player's goods, cards, tiles and markers left (never ducats: the public view holds no
//! purse). A hand shows the seat's own ducats and cards. Built from the views only.

use crate::engine::scene::{Area, Grid, Item, Row, Scene, Tone};
use crate::engine::{RenderCtx, Seat};
use crate::games::genova::{tr, tr_args};

use super::super::board::Space;
use super::super::cards::Deck;
use super::super::views::{PublicView, SeatView};
use super::words::{card, deck, good, seat, tile};

/// A seat's marker colour (up to five players); the token also carries the seat's number.
const SEAT_TONES: [Tone; 5] = [
    Tone::Blue,
    Tone::Red,
    Tone::Green,
    Tone::Yellow,
    Tone::Purple,
];

fn marker(s: Seat) -> Item {
    Item::Token {
        tone: SEAT_TONES[s.index() % SEAT_TONES.len()],
        letter: char::from_digit((s.index() + 1) as u32, 10).unwrap_or('?'),
    }
}

fn area(view: &PublicView, space: Space) -> Area {
    let (label, tone) = match space {
        Space::Building(b) if b.is_villa() => (b.code().to_owned(), Tone::Yellow),
        Space::Building(b) => (b.code().to_owned(), Tone::White),
        Space::Market => ("MK".to_owned(), Tone::Orange),
        Space::Street(_) => (String::new(), Tone::Grey),
    };
    let tower = view.tower == Some(space);
    let mut marks = Vec::new();
    if tower {
        marks.push(Item::Token {
            tone: Tone::Black,
            letter: 'T',
        });
    } else if view.discs.contains(&space) {
        marks.push(Item::Token {
            tone: Tone::White,
            letter: 'o',
        });
    }
    if let Some(owners) = space.building().and_then(|b| view.owners.get(&b)) {
        marks.extend(owners.iter().copied().map(marker));
    }
    Area {
        cells: space.cells().map(|c| (c.row, c.col)).collect(),
        label,
        tone,
        marks,
        highlight: tower,
        key: Some(space.to_string()),
    }
}

/// `wheat 1 · salt 2`: the non-zero entries in words, as one item (a counter each would make
/// five players' boards too heavy a picture); `None` when all are zero.
fn counted<K: Copy>(
    of: impl IntoIterator<Item = (K, u8)>,
    name: impl Fn(K) -> String,
    ctx: &RenderCtx,
) -> Option<Item> {
    let parts = super::public::counted_parts(of, name, ctx);
    (!parts.is_empty()).then(|| Item::Text(parts.join(" · ")))
}

/// The board.
pub(super) fn public(view: &PublicView, ctx: &RenderCtx) -> Scene {
    let l = ctx.lang;
    let mut rows: Vec<Row> = view
        .players
        .iter()
        .map(|(s, p)| {
            let mut items = vec![marker(s)];
            items.extend(counted(
                p.goods.iter().map(|(&g, &n)| (g, n)),
                |g| good(g, l),
                ctx,
            ));
            items.extend(counted(
                p.cards.iter().map(|(&d, &n)| (d, n)),
                |d| deck(d, l),
                ctx,
            ));
            items.extend(counted(
                p.tiles.iter().map(|(&t, &n)| (t, n)),
                |t| tile(t, l),
                ctx,
            ));
            items.push(Item::counter(
                tr(l, "genova-picture-markers"),
                p.markers_left,
            ));
            let id = if s == view.first {
                "genova-player-first"
            } else {
                "genova-player"
            };
            Row::new(
                tr_args(l, id, &[("seat", ctx.numbered_label(s).into())]),
                items,
            )
            .highlighted(view.to_act.first() == Some(&s))
        })
        .collect();
    if view.phase == "tower" {
        rows.push(Row::new(
            String::new(),
            vec![Item::counter(
                tr(l, "genova-picture-moves"),
                view.moves_left,
            )],
        ));
    }
    Scene {
        title: super::public::title(view, l),
        grid: Some(Grid {
            rows: 8,
            cols: 8,
            areas: Space::all().into_iter().map(|s| area(view, s)).collect(),
        }),
        rows,
    }
}

/// A seat's hand: its ducats, then its cards with what each says, a row per deck.
pub(super) fn seat_scene(view: &SeatView, ctx: &RenderCtx) -> Scene {
    let l = ctx.lang;
    let mut rows = vec![Row::new(
        String::new(),
        vec![Item::counter(tr(l, "genova-picture-ducats"), view.ducats)],
    )];
    for d in Deck::ALL {
        let cards: Vec<Item> = view
            .hand
            .iter()
            .filter(|c| c.deck == d)
            .map(|&c| Item::Text(card(c, l)))
            .collect();
        if !cards.is_empty() {
            rows.push(Row::new(deck(d, l), cards));
        }
    }
    Scene::new(
        tr_args(
            l,
            "genova-picture-hand-title",
            &[("seat", seat(view.seat, l).into())],
        ),
        rows,
    )
}
