//! The public board of Génova, from the public view only: the 8×8 grid in a code block, who
//! does what now, standing offers and asks, each player's holdings and the supply. The view
//! holds no purse, so none can show here.

use crate::engine::render::{Field, Panel};
use crate::engine::words::Arg;
use crate::engine::{Lang, RenderCtx, Seat};
use crate::games::genova::{tr, tr_args};

use super::super::board::{Building, Cell, Space};
use super::super::cards::{Deck, Good, Tile};
use super::super::views::{OfferView, PlayerView, PublicView};
use super::words::{back_text, building, count, deck, good, num, seat, space, terms_text, tile};

/// The grid as the rules page draws it, row 1 (red die) on top: building codes, `MK` for the
/// market, `··` for streets. The tower's space is bracketed (`[GH GH]`), a space still holding
/// a disc is written in lower case (`gh`, a street `oo`).
pub(super) fn grid(view: &PublicView) -> String {
    let tower =
        |c: u8, r: u8| (1..=8).contains(&c) && view.tower == Some(Space::at(Cell::new(r, c)));
    let mut lines = vec!["  1  2  3  4  5  6  7  8".to_owned()];
    for r in 1..=8u8 {
        let mut line = r.to_string();
        for c in 1..=9u8 {
            let (left, right) = (tower(c - 1, r), tower(c, r));
            line.push(match (left, right) {
                (false, true) => '[',
                (true, false) => ']',
                _ => ' ',
            });
            if c <= 8 {
                line.push_str(&cell(view, Space::at(Cell::new(r, c))));
            }
        }
        lines.push(line.trim_end().to_owned());
    }
    format!("```\n{}\n```", lines.join("\n"))
}

fn cell(view: &PublicView, s: Space) -> String {
    let disc = view.tower != Some(s) && view.discs.contains(&s);
    match (s, disc) {
        (Space::Building(b), false) => b.code().to_owned(),
        (Space::Building(b), true) => b.code().to_ascii_lowercase(),
        (Space::Market, false) => "MK".to_owned(),
        (Space::Market, true) => "mk".to_owned(),
        (Space::Street(_), false) => "··".to_owned(),
        (Space::Street(_), true) => "oo".to_owned(),
    }
}

/// Who decides now, in one line.
fn status(view: &PublicView, ctx: &RenderCtx) -> String {
    let l = ctx.lang;
    let active = ("active", Arg::from(ctx.name(view.active)));
    if let Some(open) = &view.open {
        let id = if open.acted {
            "genova-status-open-acted"
        } else {
            "genova-status-open"
        };
        return tr_args(
            l,
            id,
            &[
                ("player", ctx.name(open.holder).into()),
                ("building", building(open.at, l).into()),
            ],
        );
    }
    match (view.phase, view.tower, view.placing) {
        ("start", _, _) => tr_args(l, "genova-status-start", &[active]),
        ("tower", Some(at), _) => tr_args(
            l,
            "genova-status-tower",
            &[
                active,
                ("space", space(at, l).into()),
                ("moves", num(view.moves_left)),
            ],
        ),
        ("markers", _, Some(p)) => tr_args(
            l,
            "genova-status-markers",
            &[active, ("player", ctx.name(p).into())],
        ),
        _ => tr(l, "genova-status-over"),
    }
}

/// `GH P1 P3 · CO P2`: who has a marker where.
fn owners(view: &PublicView, ctx: &RenderCtx) -> String {
    let l = ctx.lang;
    let held: Vec<String> = view
        .owners
        .iter()
        .filter(|(_, seats)| !seats.is_empty())
        .map(|(b, seats)| {
            let who: Vec<String> = seats.iter().map(|&s| seat(s, l)).collect();
            format!("{} {}", b.code(), who.join(" "))
        })
        .collect();
    if held.is_empty() {
        tr(l, "genova-owners-none")
    } else {
        tr_args(l, "genova-owners", &[("list", held.join(" · ").into())])
    }
}

/// The board's title: the round and where the round marker stands.
pub(super) fn title(view: &PublicView, l: Lang) -> String {
    tr_args(
        l,
        "genova-title",
        &[
            ("round", num(view.round)),
            ("marker", num(view.marker)),
            ("rounds", num(view.rounds)),
        ],
    )
}

/// `wheat 2`, `silk 1`: the non-zero counts in words, one part each.
pub(super) fn counted_parts<K: Copy>(
    of: impl IntoIterator<Item = (K, u8)>,
    name: impl Fn(K) -> String,
    ctx: &RenderCtx,
) -> Vec<String> {
    of.into_iter()
        .filter(|&(_, n)| n > 0)
        .map(|(k, n)| {
            tr_args(
                ctx.lang,
                "genova-counted",
                &[("name", name(k).into()), ("count", num(n))],
            )
        })
        .collect()
}

/// `wheat 2 · silk 1` for the non-zero counts; a dash when there are none.
fn counts<K: Copy>(
    of: impl IntoIterator<Item = (K, u8)>,
    name: impl Fn(K) -> String,
    ctx: &RenderCtx,
) -> String {
    let parts = counted_parts(of, name, ctx);
    if parts.is_empty() {
        "—".to_owned()
    } else {
        parts.join(" · ")
    }
}

fn player_field(view: &PublicView, s: Seat, p: &PlayerView, ctx: &RenderCtx) -> Field {
    let l = ctx.lang;
    let owned: Vec<&str> = view
        .owners
        .iter()
        .filter(|(_, seats)| seats.contains(&s))
        .map(|(b, _)| b.code())
        .collect();
    let name_id = if s == view.first {
        "genova-player-first"
    } else {
        "genova-player"
    };
    let value = tr_args(
        l,
        "genova-player-holdings",
        &[
            ("player", ctx.name(s).into()),
            (
                "goods",
                counts(
                    p.goods.iter().map(|(&g, &n)| (g, n)),
                    |g: Good| good(g, l),
                    ctx,
                )
                .into(),
            ),
            (
                "cards",
                counts(
                    p.cards.iter().map(|(&d, &n)| (d, n)),
                    |d: Deck| deck(d, l),
                    ctx,
                )
                .into(),
            ),
            (
                "tiles",
                counts(
                    p.tiles.iter().map(|(&t, &n)| (t, n)),
                    |t: Tile| tile(t, l),
                    ctx,
                )
                .into(),
            ),
            ("markers", num(p.markers_left)),
            ("owned", count(owned.len())),
            ("buildings", owned.join(", ").into()),
        ],
    );
    Field::new(
        tr_args(l, name_id, &[("seat", seat(s, l).into())]),
        value,
        true,
    )
}

fn offer_line(o: &OfferView, id: &str, ctx: &RenderCtx, active: Seat) -> String {
    let l = ctx.lang;
    tr_args(
        l,
        id,
        &[
            ("player", ctx.name(o.seat).into()),
            ("seat", seat(o.seat, l).into()),
            ("active", ctx.name(active).into()),
            ("space", space(o.space, l).into()),
            ("gives", terms_text(&o.gives, l).into()),
            ("back", back_text("genova-wanting", &o.wants, l).into()),
        ],
    )
}

fn supply(view: &PublicView, ctx: &RenderCtx) -> String {
    let l = ctx.lang;
    let decks: Vec<String> = view
        .decks
        .iter()
        .map(|(&d, &[down, up])| {
            tr_args(
                l,
                "genova-deck-pile",
                &[
                    ("deck", deck(d, l).into()),
                    ("down", count(down)),
                    ("up", count(up)),
                ],
            )
        })
        .collect();
    tr_args(
        l,
        "genova-supply-lines",
        &[
            (
                "goods",
                counts(
                    view.stock_goods.iter().map(|(&g, &n)| (g, n)),
                    |g: Good| good(g, l),
                    ctx,
                )
                .into(),
            ),
            (
                "tiles",
                counts(
                    view.stock_tiles.iter().map(|(&t, &n)| (t, n)),
                    |t: Tile| tile(t, l),
                    ctx,
                )
                .into(),
            ),
            ("decks", decks.join(" · ").into()),
        ],
    )
}

/// The board everybody sees.
pub(super) fn public_panel(view: &PublicView, ctx: &RenderCtx) -> Panel {
    let l = ctx.lang;
    let mut description = vec![
        status(view, ctx),
        grid(view),
        tr(l, "genova-legend"),
        owners(view, ctx),
    ];
    if !view.done.is_empty() {
        let done: Vec<String> = view
            .done
            .iter()
            .map(|&b: &Building| building(b, l))
            .collect();
        description.push(tr_args(
            l,
            "genova-done",
            &[("list", done.join(", ").into())],
        ));
    }
    let mut fields = Vec::new();
    if !view.offers.is_empty() {
        let lines: Vec<String> = view
            .offers
            .iter()
            .map(|o| offer_line(o, "genova-offer-line", ctx, view.active))
            .collect();
        fields.push(Field::new(tr(l, "genova-offers"), lines.join("\n"), false));
    }
    if !view.asks.is_empty() {
        let lines: Vec<String> = view
            .asks
            .iter()
            .map(|o| offer_line(o, "genova-ask-line", ctx, view.active))
            .collect();
        fields.push(Field::new(tr(l, "genova-asks"), lines.join("\n"), false));
    }
    fields.extend(
        view.players
            .iter()
            .map(|(s, p)| player_field(view, s, p, ctx)),
    );
    fields.push(Field::new(tr(l, "genova-supply"), supply(view, ctx), false));
    Panel {
        title: title(view, l),
        description: description.join("\n"),
        fields,
        controls: Vec::new(),
    }
}
