//! Génova's things in words: players, spaces, goods, tiles, cards and the terms of deals. The
//! words are in `src/locales/<locale>/genova.ftl`; message ids built from a notation word
//! (`genova-good-wheat`) are checked by this module's tests.

use crate::engine::words::Arg;
use crate::engine::{Lang, Seat};
use crate::games::genova::{tr, tr_args};

use super::super::board::{Building, Space};
use super::super::cards::{Card, CardFace, Deck, Good, Tile};
use super::super::items::{Deal, Item, Kind, Terms};

/// A number as Fluent takes it, so that plurals choose their form.
pub(super) fn num(n: impl Into<i64>) -> Arg {
    Arg::Number(n.into())
}

/// A count (of a list's length) as a Fluent number.
pub(super) fn count(n: usize) -> Arg {
    num(i64::try_from(n).unwrap_or(i64::MAX))
}

/// A seat as labels and refusals name it (`P2`): a label cannot show a mention, so the board
/// pairs each of these with its player.
pub(super) fn seat(s: Seat, l: Lang) -> String {
    tr_args(l, "genova-seat", &[("number", count(s.index() + 1))])
}

pub(super) fn building(b: Building, l: Lang) -> String {
    tr(
        l,
        &format!("genova-building-{}", b.code().to_ascii_lowercase()),
    )
}

/// A space with its board code, so that words and the grid can be matched.
pub(super) fn space(s: Space, l: Lang) -> String {
    match s {
        Space::Building(b) => tr_args(
            l,
            "genova-space-building",
            &[("name", building(b, l).into()), ("code", b.code().into())],
        ),
        Space::Market => tr(l, "genova-space-market"),
        Space::Street(_) => tr_args(l, "genova-space-street", &[("cell", s.to_string().into())]),
    }
}

pub(super) fn good(g: Good, l: Lang) -> String {
    tr(l, &format!("genova-good-{}", g.word()))
}

pub(super) fn tile(t: Tile, l: Lang) -> String {
    tr(l, &format!("genova-tile-{}", t.word()))
}

pub(super) fn deck(d: Deck, l: Lang) -> String {
    tr(l, &format!("genova-deck-{}", d.word()))
}

pub(super) fn kind(k: Kind, l: Lang) -> String {
    match k {
        Kind::Good(g) => good(g, l),
        Kind::Tile(t) => tile(t, l),
        Kind::Marker => tr(l, "genova-marker"),
        Kind::Deck(d) => deck(d, l),
    }
}

/// An item as terms and trades name it: a card by its id (a card given away is public).
pub(super) fn item(i: Item, l: Lang) -> String {
    match i {
        Item::Good(g) => good(g, l),
        Item::Tile(t) => tile(t, l),
        Item::Marker => tr(l, "genova-marker"),
        Item::Card(c) => c.to_string(),
    }
}

/// A card with what it says: `L-VC1 Villa Collini: wheat + silk + salt`.
pub(super) fn card(c: Card, l: Lang) -> String {
    let id = ("id", Arg::from(c.to_string()));
    match c.face() {
        CardFace::Large(villa, goods) => {
            let goods: Vec<String> = goods.iter().map(|&g| good(g, l)).collect();
            tr_args(
                l,
                "genova-card-large",
                &[
                    id,
                    ("villa", building(villa, l).into()),
                    ("goods", goods.join(" + ").into()),
                ],
            )
        }
        CardFace::Small(at, g) => tr_args(
            l,
            "genova-card-small",
            &[
                id,
                ("good", good(g, l).into()),
                ("building", building(at, l).into()),
            ],
        ),
        CardFace::Message(a, b) => tr_args(
            l,
            "genova-card-message",
            &[
                id,
                ("from", building(a, l).into()),
                ("to", building(b, l).into()),
            ],
        ),
        CardFace::Privilege(b) => tr_args(
            l,
            "genova-card-privilege",
            &[id, ("building", building(b, l).into())],
        ),
    }
}

/// Names with repeats counted, in their first order: `2× wheat, silk`.
pub(super) fn counted(names: impl IntoIterator<Item = String>, l: Lang) -> Vec<String> {
    let mut seen: Vec<(String, usize)> = Vec::new();
    for n in names {
        match seen.iter_mut().find(|(s, _)| *s == n) {
            Some((_, k)) => *k += 1,
            None => seen.push((n, 1)),
        }
    }
    seen.into_iter()
        .map(|(n, k)| {
            if k == 1 {
                n
            } else {
                tr_args(
                    l,
                    "genova-times",
                    &[("count", count(k)), ("name", n.into())],
                )
            }
        })
        .collect()
}

/// An amount of a deal or a payment: public, unlike a purse.
pub(super) fn ducats(n: u32, l: Lang) -> String {
    tr_args(l, "genova-ducats", &[("amount", num(n))])
}

/// One side of a deal in words; `nothing` when empty.
pub(super) fn terms(t: &Terms, l: Lang) -> String {
    let mut parts = Vec::new();
    if t.ducats > 0 {
        parts.push(ducats(t.ducats, l));
    }
    parts.extend(counted(t.items.iter().map(|&i| item(i, l)), l));
    parts.extend(
        counted(t.promised.iter().map(|&k| kind(k, l)), l)
            .into_iter()
            .map(|k| tr_args(l, "genova-promised", &[("kind", k.into())])),
    );
    if parts.is_empty() {
        tr(l, "genova-nothing")
    } else {
        parts.join(", ")
    }
}

/// Terms as a view writes them (`10 wheat +large`), in words; the text itself if it cannot be
/// read (a view from a later edition).
pub(super) fn terms_text(text: &str, l: Lang) -> String {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    match Deal::read(&tokens) {
        Ok(deal) => terms(&deal.gives, l),
        Err(_) => text.to_owned(),
    }
}

/// What the active player gives back in a deal, as a clause after the maker's side (empty
/// when nothing). `id` names the clause's message: an offer wants, a deal gets.
pub(super) fn back(id: &str, gets: &Terms, l: Lang) -> String {
    if gets.is_empty() {
        String::new()
    } else {
        tr_args(l, id, &[("terms", terms(gets, l).into())])
    }
}

/// [`back`] for terms as a view writes them.
pub(super) fn back_text(id: &str, text: &str, l: Lang) -> String {
    if text.trim().is_empty() {
        String::new()
    } else {
        tr_args(l, id, &[("terms", terms_text(text, l).into())])
    }
}
