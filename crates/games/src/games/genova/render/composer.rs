//! The offer composer: a non-active player builds an offer (what they give, what they want
//! back, ducats through a form), the active player an ask, step by step in their private
//! message. Every step is a whole draft in notation, so a click on an old composer still
//! means what it showed, and nothing is kept anywhere but in the message.

use crate::engine::render::{Control, ControlGroup, Form, FormField, Panel};
use crate::engine::{Lang, RenderCtx, Seat};
use crate::games::genova::{tr, tr_args};

use super::super::actions::yields;
use super::super::board::Space;
use super::super::cards::{Card, Good, Tile};
use super::super::illegal::Illegal;
use super::super::items::{Deal, Item, Kind, Terms};
use super::super::notation::Move;
use super::super::views::{PlayerView, SeatView};
use super::narrate::explain;
use super::words::{count, item, kind, seat, space, terms};

/// Who makes the terms: an offer by the seat itself, or an ask by the active player to `to`.
#[derive(Debug, Clone, Copy)]
enum Maker {
    Offer,
    Ask(Seat),
}

impl Maker {
    /// The move of these terms.
    fn draft(self, at: Space, deal: Deal) -> Move {
        match self {
            Maker::Offer => Move::Offer { space: at, deal },
            Maker::Ask(to) => Move::Ask {
                to,
                space: at,
                deal,
            },
        }
    }

    /// The notation before the terms.
    fn head(self, at: Space) -> String {
        match self {
            Maker::Offer => format!("offer {at}"),
            Maker::Ask(to) => format!("ask {to} {at}"),
        }
    }
}

/// The composer of `draft` for the seat of `view`, if it is an offer or an ask.
pub(super) fn composer(
    view: &SeatView,
    draft: &Move,
    verdict: Result<(), &Illegal>,
    ctx: &RenderCtx,
) -> Option<Panel> {
    let l = ctx.lang;
    let (maker, at, deal) = match draft {
        Move::Offer { space, deal } => (Maker::Offer, *space, deal),
        Move::Ask { to, space, deal } => (Maker::Ask(*to), *space, deal),
        _ => return None,
    };
    let title = match maker {
        Maker::Offer => tr_args(
            l,
            "genova-composer-offer",
            &[("space", space(at, l).into())],
        ),
        Maker::Ask(to) => tr_args(
            l,
            "genova-composer-ask",
            &[
                ("seat", seat(to, l).into()),
                ("player", ctx.name(to).to_owned().into()),
                ("space", space(at, l).into()),
            ],
        ),
    };
    let [gives_id, gets_id, add_give, add_want] = match maker {
        Maker::Offer => [
            "genova-composer-you-give",
            "genova-composer-you-want",
            "genova-composer-add-you-give",
            "genova-composer-add-you-want",
        ],
        Maker::Ask(_) => [
            "genova-composer-they-give",
            "genova-composer-you-give-back",
            "genova-composer-add-they-give",
            "genova-composer-add-you-give-back",
        ],
    };
    let status = match verdict {
        Ok(()) => tr(l, "genova-composer-ready"),
        Err(e) => tr_args(
            l,
            "genova-composer-not-yet",
            &[("why", explain(e, l).into())],
        ),
    };
    let description = [
        tr_args(l, gives_id, &[("terms", terms(&deal.gives, l).into())]),
        tr_args(l, gets_id, &[("terms", terms(&deal.gets, l).into())]),
        status,
    ]
    .join("\n");
    // What each side holds that it could give: the maker's own things for an offer; for an
    // ask, the asked player's public things (not the cards they hide) and the active
    // player's own.
    let me = &view.public.players[view.seat];
    let (giver, giver_cards, taker, taker_cards): (&PlayerView, &[Card], &PlayerView, &[Card]) =
        match maker {
            Maker::Offer => (
                me,
                &view.hand,
                &view.public.players[view.public.active],
                &[],
            ),
            Maker::Ask(to) => (&view.public.players[to], &[], me, &view.hand),
        };
    let mut controls = vec![ControlGroup::form(
        tr(l, "genova-composer-ducats"),
        ducats_form(maker, at, deal, l),
    )];
    if verdict.is_ok() {
        let send = match maker {
            Maker::Offer => "genova-composer-send-offer",
            Maker::Ask(_) => "genova-composer-send-ask",
        };
        controls.push(ControlGroup::choices(
            tr(l, send),
            vec![Control {
                label: tr(l, send),
                notation: draft.to_string(),
            }],
        ));
    }
    let with_give = |i: Addition| {
        let mut d = deal.clone();
        match i {
            Addition::Item(i) => d.gives.items.push(i),
            Addition::Promise(k) => d.gives.promised.push(k),
        }
        d.gives = d.gives.sorted();
        maker.draft(at, d).to_string()
    };
    let mut give = Vec::new();
    for (i, held) in holdings(giver, giver_cards) {
        if count_in(&deal.gives.items, i) < held {
            give.push(Control {
                label: held_label(i, held, l),
                notation: with_give(Addition::Item(i)),
            });
        }
    }
    let mut promisable = at.building().map(yields).unwrap_or_default();
    for &k in &deal.gives.promised {
        if let Some(p) = promisable.iter().position(|&x| x == k) {
            promisable.remove(p);
        }
    }
    promisable.dedup();
    for k in promisable {
        give.push(Control {
            label: tr_args(l, "genova-promised", &[("kind", kind(k, l).into())]),
            notation: with_give(Addition::Promise(k)),
        });
    }
    controls.push(ControlGroup::drafts(tr(l, add_give), give));
    let mut want = Vec::new();
    for (i, held) in holdings(taker, taker_cards) {
        if count_in(&deal.gets.items, i) < held {
            let mut d = deal.clone();
            d.gets.items.push(i);
            d.gets = d.gets.sorted();
            want.push(Control {
                label: held_label(i, held, l),
                notation: maker.draft(at, d).to_string(),
            });
        }
    }
    controls.push(ControlGroup::drafts(tr(l, add_want), want));
    controls.push(ControlGroup::drafts(
        tr(l, "genova-composer-remove"),
        removals(maker, at, deal, l),
    ));
    Some(Panel {
        title,
        description,
        fields: Vec::new(),
        controls,
    })
}

enum Addition {
    Item(Item),
    Promise(Kind),
}

/// The form of the ducats of both sides: the draft with `{0}` and `{1}` for them.
fn ducats_form(maker: Maker, at: Space, deal: &Deal, l: Lang) -> Form {
    let rest = |t: &Terms| -> String {
        let without = Terms {
            ducats: 0,
            ..t.clone()
        };
        Deal {
            gives: without,
            gets: Terms::default(),
        }
        .to_string()
    };
    Form {
        title: tr(l, "genova-composer-ducats"),
        fields: vec![
            FormField {
                label: tr(l, "genova-composer-ducats-give"),
                value: deal.gives.ducats,
            },
            FormField {
                label: tr(l, "genova-composer-ducats-back"),
                value: deal.gets.ducats,
            },
        ],
        template: format!(
            "{} {{0}}{} get {{1}}{}",
            maker.head(at),
            rest(&deal.gives),
            rest(&deal.gets)
        ),
    }
}

/// Each thing in the terms once, to take one copy of it out.
fn removals(maker: Maker, at: Space, deal: &Deal, l: Lang) -> Vec<Control> {
    let mut out = Vec::new();
    let mut seen = Vec::new();
    for (side, items) in [(true, &deal.gives.items), (false, &deal.gets.items)] {
        for &i in items.iter() {
            if seen.contains(&(side, i)) {
                continue;
            }
            seen.push((side, i));
            let mut d = deal.clone();
            let list = if side {
                &mut d.gives.items
            } else {
                &mut d.gets.items
            };
            let at_i = list.iter().position(|&x| x == i).expect("listed");
            list.remove(at_i);
            let id = if side {
                "genova-composer-remove-give"
            } else {
                "genova-composer-remove-want"
            };
            out.push(Control {
                label: tr_args(l, id, &[("item", item(i, l).into())]),
                notation: maker.draft(at, d).to_string(),
            });
        }
    }
    let mut promised = deal.gives.promised.clone();
    promised.dedup();
    for k in promised {
        let mut d = deal.clone();
        let at_k = d
            .gives
            .promised
            .iter()
            .position(|&x| x == k)
            .expect("listed");
        d.gives.promised.remove(at_k);
        out.push(Control {
            label: tr_args(
                l,
                "genova-composer-remove-give",
                &[(
                    "item",
                    tr_args(l, "genova-promised", &[("kind", kind(k, l).into())]).into(),
                )],
            ),
            notation: maker.draft(at, d).to_string(),
        });
    }
    out
}

fn held_label(i: Item, held: usize, l: Lang) -> String {
    tr_args(
        l,
        "genova-composer-held",
        &[("item", item(i, l).into()), ("count", count(held))],
    )
}

fn count_in(items: &[Item], i: Item) -> usize {
    items.iter().filter(|&&x| x == i).count()
}

/// What a player holds that can be given, with how many: public goods, tiles and markers,
/// and the cards when they are known (one's own).
fn holdings(p: &PlayerView, cards: &[Card]) -> Vec<(Item, usize)> {
    let mut out = Vec::new();
    for g in Good::ALL {
        let n = p.goods.get(&g).copied().unwrap_or(0);
        if n > 0 {
            out.push((Item::Good(g), usize::from(n)));
        }
    }
    for t in Tile::ALL {
        let n = p.tiles.get(&t).copied().unwrap_or(0);
        if n > 0 {
            out.push((Item::Tile(t), usize::from(n)));
        }
    }
    if p.markers_left > 0 {
        out.push((Item::Marker, usize::from(p.markers_left)));
    }
    let mut distinct = cards.to_vec();
    distinct.dedup();
    for c in distinct {
        out.push((Item::Card(c), cards.iter().filter(|&&x| x == c).count()));
    }
    out
}

/// The hand's ways into the composer: an offer for each space the seat may offer for now,
/// a change of each of its standing offers, and (for the active player) an ask to each other
/// player about the spaces the tower may deal for now.
pub(super) fn entries(view: &SeatView, legal: &[Move], ctx: &RenderCtx) -> Vec<ControlGroup> {
    let l = ctx.lang;
    let mut offers = Vec::new();
    let mut spaces: Vec<Space> = legal
        .iter()
        .filter_map(|m| match m {
            Move::Offer { space, .. } => Some(*space),
            _ => None,
        })
        .collect();
    spaces.dedup();
    for at in spaces {
        let standing = view
            .public
            .offers
            .iter()
            .find(|o| o.seat == view.seat && o.space == at);
        let (id, draft) = match standing {
            Some(o) => (
                "genova-compose-change",
                format!("offer {at} {} get {}", o.gives, o.wants),
            ),
            None => ("genova-compose-offer", format!("offer {at}")),
        };
        let draft = draft
            .parse::<Move>()
            .map(|m| m.to_string())
            .unwrap_or(draft);
        offers.push(Control {
            label: tr_args(l, id, &[("space", space(at, l).into())]),
            notation: draft,
        });
    }
    let mut groups = Vec::new();
    if !offers.is_empty() {
        groups.push(ControlGroup::drafts(tr(l, "genova-compose-offers"), offers));
    }
    if view.seat == view.public.active && view.public.open.is_none() {
        let mut at: Vec<Space> = legal
            .iter()
            .filter_map(|m| match m {
                Move::MoveTo(s) => Some(*s),
                Move::Act(_) => view.public.tower.filter(|t| t.building().is_some()),
                _ => None,
            })
            .collect();
        at.sort();
        at.dedup();
        let mut asks = Vec::new();
        for s in at {
            for to in (0..view.public.players.len()).map(|i| Seat(i as u8)) {
                if to != view.seat {
                    asks.push(Control {
                        label: tr_args(
                            l,
                            "genova-compose-ask",
                            &[("seat", seat(to, l).into()), ("space", space(s, l).into())],
                        ),
                        notation: format!("ask {to} {s}"),
                    });
                }
            }
        }
        if !asks.is_empty() {
            groups.push(ControlGroup::drafts(tr(l, "genova-compose-asks"), asks));
        }
    }
    groups
}
