//! Events and refusals in words.

use crate::engine::words::Arg;
use crate::engine::{Lang, RenderCtx, Seat};
use crate::games::burger_joint::{tr, tr_args};

use super::super::events::{Building, Event};
use super::super::illegal::{Illegal, Step};
use super::{colour, heap};

/// One public event in words.
pub(super) fn narrate(event: &Event, ctx: &RenderCtx) -> String {
    let l = ctx.lang;
    let who = |s: &Seat| -> (&'static str, Arg) { ("player", ctx.name(*s).into()) };
    match event {
        Event::Produced {
            turn,
            active,
            general,
            areas,
        } => {
            let mut all = *general;
            for a in areas.values() {
                all.add_all(a);
            }
            tr_args(
                l,
                "bj-log-produced",
                &[
                    who(active),
                    ("turn", turn.to_string().into()),
                    ("cubes", heap(&all).into()),
                ],
            )
        }
        Event::Picked { seat, colour: c } => tr_args(
            l,
            "bj-log-picked",
            &[who(seat), ("colour", colour(*c, l).into())],
        ),
        Event::Traded { seat, give, take } => tr_args(
            l,
            "bj-log-traded",
            &[
                who(seat),
                ("give", heap(&super::Cubes::of(&[*give; 3])).into()),
                ("take", colour(*take, l).into()),
            ],
        ),
        Event::Ability {
            seat,
            bistro,
            returned,
            got,
        } => tr_args(
            l,
            if returned.is_empty() {
                "bj-log-ability-extra"
            } else {
                "bj-log-ability"
            },
            &[
                who(seat),
                ("bistro", bistro.to_string().into()),
                ("returned", heap(returned).into()),
                ("got", heap(got).into()),
            ],
        ),
        Event::Built {
            seat,
            building,
            paid,
        } => {
            let paid = ("paid", heap(paid).into());
            match building {
                Building::Basic => tr_args(l, "bj-log-basic", &[who(seat), paid]),
                Building::Diner(c) => tr_args(
                    l,
                    "bj-log-diner",
                    &[who(seat), paid, ("colour", colour(*c, l).into())],
                ),
                Building::Bistro { bistro, from } => tr_args(
                    l,
                    "bj-log-bistro",
                    &[
                        who(seat),
                        paid,
                        ("bistro", bistro.to_string().into()),
                        ("colour", colour(*from, l).into()),
                    ],
                ),
            }
        }
        Event::Advertised {
            seat,
            paid,
            step,
            moved,
            stole,
        } => {
            let mut parts = vec![tr_args(
                l,
                "bj-log-advert",
                &[who(seat), ("paid", heap(paid).into())],
            )];
            if *moved {
                parts.push(tr_args(
                    l,
                    "bj-log-advert-moved",
                    &[("step", step.to_string().into())],
                ));
            }
            if let Some(c) = stole {
                parts.push(tr_args(
                    l,
                    "bj-log-advert-stole",
                    &[("colour", colour(*c, l).into())],
                ));
            }
            parts.join(" ")
        }
        Event::Scored { seat, score } => tr_args(
            l,
            "bj-log-scored",
            &[who(seat), ("score", score.to_string().into())],
        ),
        Event::Won { seat, score } => tr_args(
            l,
            "bj-log-won",
            &[who(seat), ("score", score.to_string().into())],
        ),
        Event::Discarded { seat, cubes } => tr_args(
            l,
            "bj-log-discarded",
            &[who(seat), ("cubes", heap(cubes).into())],
        ),
        Event::TurnLimit { scores } => tr_args(
            l,
            "bj-log-turn-limit",
            &[(
                "scores",
                scores
                    .iter()
                    .map(|(s, v)| format!("{} {v}", ctx.name(s)))
                    .collect::<Vec<_>>()
                    .join(" · ")
                    .into(),
            )],
        ),
    }
}

/// Why a move is illegal, in words for the player.
pub(super) fn explain(illegal: &Illegal, lang: Lang) -> String {
    let l = lang;
    let c = |id: &str, c: &super::Colour| tr_args(l, id, &[("colour", colour(*c, l).into())]);
    let b = |id: &str, b: &char| tr_args(l, id, &[("bistro", b.to_string().into())]);
    match illegal {
        Illegal::WrongStep(step) => {
            let step = match step {
                Step::Pick => "bj-step-pick",
                Step::Trade => "bj-step-trade",
                Step::Build => "bj-step-build",
                Step::Discard => "bj-step-discard",
            };
            tr_args(l, "bj-illegal-wrong-step", &[("step", tr(l, step).into())])
        }
        Illegal::NotPickable(x) => c("bj-illegal-not-pickable", x),
        Illegal::OpponentsArea(x) => c("bj-illegal-opponents-area", x),
        Illegal::MissingCubes(cubes) => tr_args(
            l,
            "bj-illegal-missing-cubes",
            &[("cubes", heap(cubes).into())],
        ),
        Illegal::NotInBag(x) => c("bj-illegal-not-in-bag", x),
        Illegal::AfterBuilding => tr(l, "bj-illegal-after-building"),
        Illegal::NoBistro(x) => b("bj-illegal-no-bistro", x),
        Illegal::AbilityUsed(x) => b("bj-illegal-ability-used", x),
        Illegal::WrongReturn { bistro, expected } => tr_args(
            l,
            "bj-illegal-wrong-return",
            &[
                ("bistro", bistro.to_string().into()),
                ("count", expected.to_string().into()),
            ],
        ),
        Illegal::EmptyBag => tr(l, "bj-illegal-empty-bag"),
        Illegal::NoToken => tr(l, "bj-illegal-no-token"),
        Illegal::BasicsFull => tr(l, "bj-illegal-basics-full"),
        Illegal::NoBasic => tr(l, "bj-illegal-no-basic"),
        Illegal::DinerOwned(x) => c("bj-illegal-diner-owned", x),
        Illegal::NoDiner(x) => c("bj-illegal-no-diner", x),
        Illegal::BistroBuilt(x) => b("bj-illegal-bistro-built", x),
        Illegal::TrackEnd => tr(l, "bj-illegal-track-end"),
        Illegal::AdvertForm { first: true } => tr(l, "bj-illegal-advert-first"),
        Illegal::AdvertForm { first: false } => tr(l, "bj-illegal-advert-later"),
        Illegal::NothingToSteal(x) => c("bj-illegal-nothing-to-steal", x),
        Illegal::DiscardCount(n) => tr_args(
            l,
            "bj-illegal-discard-count",
            &[("count", n.to_string().into())],
        ),
    }
}
