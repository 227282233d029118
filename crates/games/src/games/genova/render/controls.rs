//! A seat's controls: one per legal move, in groups a player thinks in (the turn, the tower,
//! offers to accept, markers, offers to make, tiles), the most pressing first, so that they
//! lead the first page when a hand pages its choices.

use crate::engine::render::{Control, ControlGroup};
use crate::engine::words::Arg;
use crate::engine::{Lang, Seat};
use crate::games::genova::{tr, tr_args};

use super::super::board::{Building, Space};
use super::super::notation::{Move, VillaAct};
use super::super::views::{OfferView, SeatView};
use super::words::{
    back, back_text, building, card, good, item, kind, seat, space, terms, terms_text, tile,
};

/// The groups, in the order the hand shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Group {
    Action,
    Turn,
    Tower,
    Accept,
    Markers,
    Offer,
    Withdraw,
    AcceptAsk,
    Ask,
    Small,
    Building,
    Ware,
    Trade,
    Start,
}

impl Group {
    fn of(mv: &Move) -> Group {
        match mv {
            Move::Act(_) | Move::Close => Group::Action,
            Move::Roll | Move::End => Group::Turn,
            Move::MoveTo(_) => Group::Tower,
            Move::Accept { from: Some(_), .. } => Group::Accept,
            Move::Accept { from: None, .. } => Group::AcceptAsk,
            Move::Place { .. } | Move::Pass => Group::Markers,
            Move::Offer { .. } => Group::Offer,
            Move::Withdraw(_) => Group::Withdraw,
            Move::Decline(_) => Group::AcceptAsk,
            Move::Ask { .. } => Group::Ask,
            Move::Small(_) => Group::Small,
            Move::UseBuilding { .. } => Group::Building,
            Move::UseWare(_) => Group::Ware,
            Move::UseTrade { .. } => Group::Trade,
            Move::Start(_) => Group::Start,
        }
    }

    fn label(self, l: Lang) -> String {
        tr(
            l,
            match self {
                Group::Action => "genova-group-action",
                Group::Turn => "genova-group-turn",
                Group::Tower => "genova-group-tower",
                Group::Accept => "genova-group-accept",
                Group::Markers => "genova-group-markers",
                Group::Offer => "genova-group-offer",
                Group::Withdraw => "genova-group-withdraw",
                Group::AcceptAsk => "genova-group-accept-ask",
                Group::Ask => "genova-group-ask",
                Group::Small => "genova-group-small",
                Group::Building => "genova-group-building",
                Group::Ware => "genova-group-ware",
                Group::Trade => "genova-group-trade",
                Group::Start => "genova-group-start",
            },
        )
    }
}

/// The seat's controls for exactly `legal`, grouped.
pub(super) fn controls(view: &SeatView, legal: &[Move], l: Lang) -> Vec<ControlGroup> {
    let mut groups: Vec<(Group, Vec<Control>)> = Vec::new();
    for mv in legal {
        let control = Control {
            label: label(view, mv, l),
            notation: mv.to_string(),
        };
        let g = Group::of(mv);
        match groups.iter_mut().find(|(x, _)| *x == g) {
            Some((_, v)) => v.push(control),
            None => groups.push((g, vec![control])),
        }
    }
    groups.sort_by_key(|(g, _)| *g);
    groups
        .into_iter()
        .map(|(g, controls)| ControlGroup::choices(g.label(l), controls))
        .collect()
}

/// Where the seat's `act` happens: its open action, else the tower's building.
fn acting_at(view: &SeatView) -> Option<Building> {
    match &view.public.open {
        Some(open) if open.holder == view.seat => Some(open.at),
        _ => view.public.tower.and_then(Space::building),
    }
}

fn villa(v: &VillaAct, at: Option<Building>, l: Lang) -> String {
    let at: Arg = at.map_or_else(String::new, |b| building(b, l)).into();
    match v {
        VillaAct::Privilege => tr_args(l, "genova-do-privilege", &[("building", at)]),
        VillaAct::Deliver {
            order,
            reward: Some(t),
        } => tr_args(
            l,
            "genova-do-deliver",
            &[
                ("card", order.to_string().into()),
                ("tile", tile(*t, l).into()),
            ],
        ),
        VillaAct::Deliver {
            order,
            reward: None,
        } => tr_args(
            l,
            "genova-do-deliver-no-tile",
            &[("card", order.to_string().into())],
        ),
    }
}

/// Accepting what `maker` has standing in `list` for `at`, in words; the label names `named`
/// (the maker of an offer, or the active player who asked).
fn accepted(list: &[OfferView], maker: Seat, named: Seat, at: Space, id: &str, l: Lang) -> String {
    let standing = list.iter().find(|o| o.seat == maker && o.space == at);
    let (gives, wants) = standing.map_or_else(
        || (tr(l, "genova-nothing"), String::new()),
        |o| {
            (
                terms_text(&o.gives, l),
                back_text("genova-wanting", &o.wants, l),
            )
        },
    );
    tr_args(
        l,
        id,
        &[
            ("player", seat(named, l).into()),
            ("space", space(at, l).into()),
            ("gives", gives.into()),
            ("back", wants.into()),
        ],
    )
}

/// The buildings a `place` puts markers on: as named, or (none named) every one next to the
/// cell that the seat does not own yet.
fn placed_on(view: &SeatView, street: Space, on: &[Building]) -> Vec<Building> {
    if !on.is_empty() {
        return on.to_vec();
    }
    let owns = |b: &Building| {
        view.public
            .owners
            .get(b)
            .is_some_and(|v| v.contains(&view.seat))
    };
    street
        .buildings_next_to()
        .into_iter()
        .filter(|b| !owns(b))
        .collect()
}

fn place(
    view: &SeatView,
    street: Space,
    on: &[Building],
    remove: &[(Building, Seat)],
    l: Lang,
) -> String {
    let on: Vec<String> = placed_on(view, street, on)
        .iter()
        .map(|&b| building(b, l))
        .collect();
    let removing: Vec<String> = remove
        .iter()
        .map(|&(b, s)| {
            tr_args(
                l,
                "genova-removed-one",
                &[
                    ("player", seat(s, l).into()),
                    ("building", building(b, l).into()),
                ],
            )
        })
        .collect();
    let removing = if removing.is_empty() {
        String::new()
    } else {
        tr_args(
            l,
            "genova-removing",
            &[("list", removing.join(", ").into())],
        )
    };
    tr_args(
        l,
        "genova-do-place",
        &[
            ("space", space(street, l).into()),
            ("buildings", on.join(", ").into()),
            ("removing", removing.into()),
        ],
    )
}

fn label(view: &SeatView, mv: &Move, l: Lang) -> String {
    let sp = |s: &Space| -> (&'static str, Arg) { ("space", space(*s, l).into()) };
    let acting = || -> Arg {
        acting_at(view)
            .map_or_else(String::new, |b| building(b, l))
            .into()
    };
    match mv {
        Move::Roll => tr(l, "genova-do-roll"),
        Move::Start(s) => tr_args(l, "genova-do-start", &[sp(s)]),
        Move::MoveTo(s) => tr_args(l, "genova-do-move", &[sp(s)]),
        Move::Act(None) => tr_args(l, "genova-do-act", &[("building", acting())]),
        Move::Act(Some(v)) => villa(v, acting_at(view), l),
        Move::Accept {
            from: Some(maker),
            space: at,
        } => accepted(
            &view.public.offers,
            *maker,
            *maker,
            *at,
            "genova-do-accept",
            l,
        ),
        Move::Accept {
            from: None,
            space: at,
        } => accepted(
            &view.public.asks,
            view.seat,
            view.public.active,
            *at,
            "genova-do-accept-ask",
            l,
        ),
        Move::Ask {
            to,
            space: at,
            deal,
        } => tr_args(
            l,
            "genova-do-ask",
            &[
                ("player", seat(*to, l).into()),
                sp(at),
                ("gives", terms(&deal.gives, l).into()),
                ("back", back("genova-wanting", &deal.gets, l).into()),
            ],
        ),
        Move::End => tr(l, "genova-do-end"),
        Move::Offer { space: at, deal } => tr_args(
            l,
            "genova-do-offer",
            &[
                sp(at),
                ("gives", terms(&deal.gives, l).into()),
                ("back", back("genova-wanting", &deal.gets, l).into()),
            ],
        ),
        Move::Withdraw(s) => tr_args(l, "genova-do-withdraw", &[sp(s)]),
        Move::Decline(s) => tr_args(l, "genova-do-decline", &[sp(s)]),
        Move::Small(c) => tr_args(l, "genova-do-small", &[("card", card(*c, l).into())]),
        Move::UseWare(g) => tr_args(l, "genova-do-ware", &[("good", good(*g, l).into())]),
        Move::UseTrade { give, take } => tr_args(
            l,
            "genova-do-trade",
            &[
                ("give", item(*give, l).into()),
                ("take", kind(*take, l).into()),
            ],
        ),
        Move::UseBuilding { at, villa: None } => tr_args(
            l,
            "genova-do-use-building",
            &[("building", building(*at, l).into())],
        ),
        Move::UseBuilding { at, villa: Some(v) } => tr_args(
            l,
            "genova-do-use-building-villa",
            &[
                ("building", building(*at, l).into()),
                ("choice", villa(v, Some(*at), l).into()),
            ],
        ),
        Move::Close => tr(l, "genova-do-close"),
        Move::Place { street, on, remove } => place(view, *street, on, remove, l),
        Move::Pass => tr(l, "genova-do-pass"),
    }
}
