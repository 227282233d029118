//! Génova's board log and refusals in words. No line names a purse: amounts paid are public
//! (as at the table), what a player holds in ducats is not, until the final scoring.

use crate::engine::words::Arg;
use crate::engine::{Lang, RenderCtx, Seat};
use crate::games::genova::{tr, tr_args};

use super::super::board::{Building, Space};
use super::super::cards::{Card, LARGE_PAY, MESSAGE_PAY, OWNER_PAY, SMALL_PAY};
use super::super::events::Event;
use super::super::illegal::Illegal;
use super::super::items::Deal;
use super::words::{
    back, building, card, count, counted, good, item, kind, num, seat, space, terms, tile,
};

/// One public event in words.
pub(super) fn narrate(event: &Event, ctx: &RenderCtx) -> String {
    let l = ctx.lang;
    let who = |s: &Seat| -> (&'static str, Arg) { ("player", ctx.name(*s).into()) };
    let at = |s: &Space| -> (&'static str, Arg) { ("space", space(*s, l).into()) };
    let house = |b: &Building| -> (&'static str, Arg) { ("building", building(*b, l).into()) };
    let order = |c: &Card| -> (&'static str, Arg) { ("card", card(*c, l).into()) };
    let deal = |id: &str, s: &Seat, sp: &Space, d: &Deal, clause: &str| {
        tr_args(
            l,
            id,
            &[
                who(s),
                at(sp),
                ("gives", terms(&d.gives, l).into()),
                ("back", back(clause, &d.gets, l).into()),
            ],
        )
    };
    match event {
        Event::TurnStarted { seat, round } => {
            tr_args(l, "genova-ev-turn", &[who(seat), ("round", num(*round))])
        }
        Event::RoundMarker { space } => {
            tr_args(l, "genova-ev-round-marker", &[("space", num(*space))])
        }
        Event::TowerPlaced {
            space: s,
            roll: Some([red, blue]),
        } => tr_args(
            l,
            "genova-ev-rolled",
            &[("red", num(*red)), ("blue", num(*blue)), at(s)],
        ),
        Event::TowerPlaced {
            space: s,
            roll: None,
        } => tr_args(l, "genova-ev-start-tile", &[at(s)]),
        Event::TowerMoved { space: s } => tr_args(l, "genova-ev-moved", &[at(s)]),
        Event::Offered {
            seat,
            space: s,
            deal: d,
        } => deal("genova-ev-offered", seat, s, d, "genova-wanting"),
        Event::Asked {
            seat,
            space: s,
            deal: d,
        } => deal("genova-ev-asked", seat, s, d, "genova-wanting"),
        Event::Dealt {
            seat,
            space: s,
            deal: d,
        } => {
            let id = if s.building().is_some() {
                "genova-ev-dealt-action"
            } else {
                "genova-ev-dealt-street"
            };
            deal(id, seat, s, d, "genova-getting")
        }
        Event::Withdrawn { seat, space: s } => {
            tr_args(l, "genova-ev-withdrawn", &[who(seat), at(s)])
        }
        Event::Declined { seat, space: s } => tr_args(l, "genova-ev-declined", &[who(seat), at(s)]),
        Event::Lapsed { seat, space: s } => tr_args(l, "genova-ev-lapsed", &[who(seat), at(s)]),
        Event::Acted {
            seat,
            at: b,
            tile: by_tile,
            gained,
        } => {
            let gains = counted(gained.iter().map(|&k| kind(k, l)), l);
            let gains = if gains.is_empty() {
                tr(l, "genova-gained-nothing")
            } else {
                gains.join(", ")
            };
            let id = if *by_tile {
                "genova-ev-acted-tile"
            } else {
                "genova-ev-acted"
            };
            tr_args(l, id, &[who(seat), house(b), ("gains", gains.into())])
        }
        Event::FurtherSpent { seat } => tr_args(l, "genova-ev-further-spent", &[who(seat)]),
        Event::PromiseKept { seat, to, kind: k } => tr_args(
            l,
            "genova-ev-promise-kept",
            &[
                who(seat),
                ("to", ctx.name(*to).into()),
                ("kind", kind(*k, l).into()),
            ],
        ),
        Event::LargeDelivered {
            seat,
            order: c,
            reward,
        } => {
            let mut args = vec![who(seat), order(c), ("pay", num(LARGE_PAY))];
            let id = match reward {
                Some(t) => {
                    args.push(("tile", tile(*t, l).into()));
                    "genova-ev-large"
                }
                None => "genova-ev-large-no-tile",
            };
            tr_args(l, id, &args)
        }
        Event::SmallDelivered { seat, order: c } => tr_args(
            l,
            "genova-ev-small",
            &[who(seat), order(c), ("pay", num(SMALL_PAY))],
        ),
        Event::MessageDelivered { seat, message } => tr_args(
            l,
            "genova-ev-message",
            &[who(seat), order(message), ("pay", num(MESSAGE_PAY))],
        ),
        Event::Income { seat, at: b } => tr_args(
            l,
            "genova-ev-income",
            &[who(seat), house(b), ("pay", num(OWNER_PAY))],
        ),
        Event::WareTaken { seat, good: g } => tr_args(
            l,
            "genova-ev-ware",
            &[who(seat), ("good", good(*g, l).into())],
        ),
        Event::Traded { seat, give, take } => tr_args(
            l,
            "genova-ev-traded",
            &[
                who(seat),
                ("give", item(*give, l).into()),
                ("take", kind(*take, l).into()),
            ],
        ),
        Event::Closed { seat } => tr_args(l, "genova-ev-closed", &[who(seat)]),
        Event::Ended { seat } => tr_args(l, "genova-ev-ended", &[who(seat)]),
        Event::MarkersPlaced {
            seat,
            street,
            on,
            removed,
        } => {
            let on: Vec<String> = on.iter().map(|&b| building(b, l)).collect();
            let removed: Vec<String> = removed
                .iter()
                .map(|&(b, s)| {
                    tr_args(
                        l,
                        "genova-removed-one",
                        &[("player", ctx.name(s).into()), house(&b)],
                    )
                })
                .collect();
            let removing = if removed.is_empty() {
                String::new()
            } else {
                tr_args(l, "genova-removing", &[("list", removed.join(", ").into())])
            };
            tr_args(
                l,
                "genova-ev-placed",
                &[
                    who(seat),
                    at(street),
                    ("buildings", on.join(", ").into()),
                    ("removing", removing.into()),
                ],
            )
        }
        Event::Passed { seat } => tr_args(l, "genova-ev-passed", &[who(seat)]),
        // Money is revealed at the final scoring, as at the table.
        Event::Finished { scores, winners } => {
            let line: Vec<String> = scores
                .iter()
                .enumerate()
                .map(|(i, d)| {
                    let s = Seat(u8::try_from(i).unwrap_or(u8::MAX));
                    tr_args(
                        l,
                        "genova-final-score",
                        &[("player", ctx.name(s).into()), ("ducats", num(*d))],
                    )
                })
                .collect();
            let winners: Vec<&str> = winners.iter().map(|&s| ctx.name(s)).collect();
            tr_args(
                l,
                "genova-ev-finished",
                &[
                    ("scores", line.join(" · ").into()),
                    ("winners", winners.join(", ").into()),
                    ("count", count(winners.len())),
                ],
            )
        }
    }
}

/// Why a move is illegal, in the player's language.
pub(super) fn explain(illegal: &Illegal, l: Lang) -> String {
    let sp = |s: &Space| -> (&'static str, Arg) { ("space", space(*s, l).into()) };
    let house = |b: &Building| -> (&'static str, Arg) { ("building", building(*b, l).into()) };
    let with = |id: &str, args: &[(&str, Arg)]| tr_args(l, id, args);
    let of_card = |id: &str, c: &Card| with(id, &[("card", card(*c, l).into())]);
    match illegal {
        Illegal::NotActive => tr(l, "genova-illegal-not-active"),
        Illegal::ActiveOffers => tr(l, "genova-illegal-active-offers"),
        Illegal::NotNow => tr(l, "genova-illegal-not-now"),
        Illegal::NoTile(t) => with("genova-illegal-no-tile", &[("tile", tile(*t, l).into())]),
        Illegal::NotAdjacent(s) => with("genova-illegal-not-adjacent", &[sp(s)]),
        Illegal::Disc(s) => with("genova-illegal-disc", &[sp(s)]),
        Illegal::NoMovesLeft => tr(l, "genova-illegal-no-moves-left"),
        Illegal::ActionOwed(b) => with("genova-illegal-action-owed", &[house(b)]),
        Illegal::ActionOpen => tr(l, "genova-illegal-action-open"),
        Illegal::NoBuilding(s) => with("genova-illegal-no-building", &[sp(s)]),
        Illegal::Done(b) => with("genova-illegal-done", &[house(b)]),
        Illegal::NoActionLeft => tr(l, "genova-illegal-no-action-left"),
        Illegal::VillaChoice => tr(l, "genova-illegal-villa-choice"),
        Illegal::NotYourOrder(c) => of_card("genova-illegal-not-your-order", c),
        Illegal::MissingGoods(c) => of_card("genova-illegal-missing-goods", c),
        Illegal::LargeDone(b) => with("genova-illegal-large-done", &[house(b)]),
        Illegal::RewardOutOfStock(t) => with(
            "genova-illegal-reward-out-of-stock",
            &[("tile", tile(*t, l).into())],
        ),
        Illegal::RewardMissing => tr(l, "genova-illegal-reward-missing"),
        Illegal::NoSuchOffer { seat: s, space: at } => with(
            "genova-illegal-no-such-offer",
            &[("player", seat(*s, l).into()), sp(at)],
        ),
        Illegal::NoSuchAsk(s) => with("genova-illegal-no-such-ask", &[sp(s)]),
        Illegal::NotAcceptable(s) => with("genova-illegal-not-acceptable", &[sp(s)]),
        Illegal::MakerCannotPay => tr(l, "genova-illegal-maker-cannot-pay"),
        Illegal::CannotPay => tr(l, "genova-illegal-cannot-pay"),
        Illegal::MoneyOnly => tr(l, "genova-illegal-money-only"),
        Illegal::NotMultipleOfFive => tr(l, "genova-illegal-not-multiple-of-five"),
        Illegal::BadPromise(s, k) => with(
            "genova-illegal-bad-promise",
            &[sp(s), ("kind", kind(*k, l).into())],
        ),
        Illegal::EqualOffer(s) => with("genova-illegal-equal-offer", &[sp(s)]),
        Illegal::AlreadyOffered(s) => with("genova-illegal-already-offered", &[sp(s)]),
        Illegal::AlreadyAsked(s) => with("genova-illegal-already-asked", &[sp(s)]),
        Illegal::TooManyOffers(s) => with("genova-illegal-too-many-offers", &[sp(s)]),
        Illegal::BadSeat(s) => with("genova-illegal-bad-seat", &[("player", seat(*s, l).into())]),
        Illegal::NoOpenAction => tr(l, "genova-illegal-no-open-action"),
        Illegal::ActFirst => tr(l, "genova-illegal-act-first"),
        Illegal::OutOfStock(k) => with(
            "genova-illegal-out-of-stock",
            &[("kind", kind(*k, l).into())],
        ),
        Illegal::NotHeld(i) => with("genova-illegal-not-held", &[("item", item(*i, l).into())]),
        Illegal::SmallNotHere(c) => of_card("genova-illegal-small-not-here", c),
        Illegal::SmallDone(b) => with("genova-illegal-small-done", &[house(b)]),
        Illegal::NotOwner(b) => with("genova-illegal-not-owner", &[house(b)]),
        Illegal::NotYourMarkers => tr(l, "genova-illegal-not-your-markers"),
        Illegal::NotAVisitedStreet(s) => with("genova-illegal-not-a-visited-street", &[sp(s)]),
        Illegal::NotNextTo(b) => with("genova-illegal-not-next-to", &[house(b)]),
        Illegal::AlreadyOwner(b) => with("genova-illegal-already-owner", &[house(b)]),
        Illegal::NothingToRemove(b, s) => with(
            "genova-illegal-nothing-to-remove",
            &[house(b), ("player", seat(*s, l).into())],
        ),
        Illegal::NotEnoughMarkers => tr(l, "genova-illegal-not-enough-markers"),
        Illegal::NothingPlaced => tr(l, "genova-illegal-nothing-placed"),
    }
}
