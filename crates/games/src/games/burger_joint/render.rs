//! Burger Joint drawn into the neutral render model; the words are in
//! `src/locales/<locale>/burger-joint.ftl`.

mod compose;
mod narrate;
#[cfg(test)]
mod reach;
mod seat;

use crate::engine::render::{Field, Panel};
use crate::engine::scene::Scene;
use crate::engine::{Lang, Render, RenderCtx, Seat};
use crate::games::burger_joint::{tr, tr_args};

use super::board::Side;
use super::cubes::{Colour, Cubes};
use super::events::Event;
use super::illegal::Illegal;
use super::notation::Move;
use super::state::BurgerJoint;
use super::views::{PublicView, SeatView};

/// Cubes as coloured squares, or a dash for none.
pub(super) fn squares(cubes: &[Colour]) -> String {
    if cubes.is_empty() {
        "—".to_owned()
    } else {
        cubes.iter().map(|c| c.square()).collect()
    }
}

/// A heap as coloured squares.
pub(super) fn heap(cubes: &Cubes) -> String {
    squares(&cubes.list())
}

/// A colour as a square and its word.
pub(super) fn colour(c: Colour, lang: Lang) -> String {
    format!("{} {}", c.square(), tr(lang, c.word_id()))
}

fn side_name(side: Side, lang: Lang) -> String {
    tr(
        lang,
        match side {
            Side::Burger => "bj-side-burger",
            Side::Pizza => "bj-side-pizza",
        },
    )
}

/// What is expected now, and from whom.
fn decision(view: &PublicView, ctx: &RenderCtx) -> String {
    let l = ctx.lang;
    let Some(&seat) = view.to_act.first() else {
        return tr(l, "bj-over");
    };
    let id = match view.pending {
        "pick" => "bj-decision-pick",
        "discard" => "bj-decision-discard",
        "build" => "bj-decision-build",
        _ => "bj-decision-trade",
    };
    tr_args(l, id, &[("player", ctx.name(seat).into())])
}

/// One restaurant: score, advertising, basics, diners, bistros, tokens and cubes.
fn restaurant(view: &PublicView, seat: Seat, ctx: &RenderCtx) -> Field {
    let l = ctx.lang;
    let diners: Vec<Colour> = view
        .diners
        .iter()
        .filter(|(_, owners)| owners.contains(&seat))
        .map(|(c, _)| *c)
        .collect();
    let bistros: Vec<String> = view
        .bistros
        .iter()
        .filter(|(_, owners)| owners.contains(&seat))
        .map(|(b, _)| b.to_string())
        .collect();
    let basics = view.basics[seat];
    let track = "▰".repeat(basics as usize) + &"▱".repeat(6 - basics as usize);
    let advert = view.advertising[seat];
    let marker = "▰".repeat(advert as usize) + &"▱".repeat(5 - advert as usize);
    Field::new(
        side_name(view.sides[seat], l),
        tr_args(
            l,
            "bj-restaurant",
            &[
                ("player", ctx.name(seat).into()),
                ("score", view.scores[seat].to_string().into()),
                ("advert", marker.into()),
                ("basics", track.into()),
                ("diners", squares(&diners).into()),
                (
                    "bistros",
                    if bistros.is_empty() {
                        "—".to_owned()
                    } else {
                        bistros.join(" ")
                    }
                    .into(),
                ),
                ("tokens", view.tokens_left[seat].to_string().into()),
                ("capacity", view.capacity[seat].to_string().into()),
                ("count", view.cubes[seat].len().to_string().into()),
                ("cubes", squares(&view.cubes[seat]).into()),
            ],
        ),
        true,
    )
}

/// The production on the table, while it is shared out.
fn production(view: &PublicView, ctx: &RenderCtx) -> Option<Field> {
    if view.pending != "pick" {
        return None;
    }
    let l = ctx.lang;
    let mut lines = vec![tr_args(
        l,
        "bj-general-area",
        &[("cubes", squares(&view.general).into())],
    )];
    for seat in Seat::all(2) {
        if !view.areas[seat].is_empty() {
            lines.push(tr_args(
                l,
                "bj-own-area",
                &[
                    ("side", side_name(view.sides[seat], l).into()),
                    ("cubes", squares(&view.areas[seat]).into()),
                ],
            ));
        }
    }
    Some(Field::new(tr(l, "bj-production"), lines.join("\n"), false))
}

/// The board everybody sees (also the top of each hand).
pub(super) fn public_panel(view: &PublicView, ctx: &RenderCtx) -> Panel {
    let l = ctx.lang;
    let mut fields: Vec<Field> = Seat::all(2).map(|s| restaurant(view, s, ctx)).collect();
    fields.extend(production(view, ctx));
    fields.push(Field::new(
        tr(l, "bj-bag"),
        tr_args(
            l,
            "bj-bag-line",
            &[("count", view.bag_left.to_string().into())],
        ),
        false,
    ));
    Panel {
        title: tr_args(l, "bj-title", &[("turn", view.turn.to_string().into())]),
        description: decision(view, ctx),
        fields,
        controls: Vec::new(),
    }
}

impl Render for BurgerJoint {
    fn words() -> &'static crate::engine::words::Words {
        &super::WORDS
    }

    fn render_public(view: &PublicView, ctx: &RenderCtx) -> Panel {
        public_panel(view, ctx)
    }

    fn scene_public(view: &PublicView, ctx: &RenderCtx) -> Option<Scene> {
        Some(super::scene::public(view, ctx))
    }

    fn scene_seat(view: &SeatView, ctx: &RenderCtx) -> Option<Scene> {
        Some(super::scene::seat(view, ctx))
    }

    fn render_seat(view: &SeatView, legal: &[Move], ctx: &RenderCtx) -> Panel {
        seat::seat_panel(view, legal, ctx)
    }

    fn render_draft(
        view: &SeatView,
        draft: &Move,
        verdict: Result<(), &Illegal>,
        ctx: &RenderCtx,
    ) -> Option<Panel> {
        compose::composer(view, draft, verdict, ctx)
    }

    fn narrate(event: &Event, ctx: &RenderCtx) -> String {
        narrate::narrate(event, ctx)
    }

    fn explain(illegal: &Illegal, lang: Lang) -> String {
        narrate::explain(illegal, lang)
    }

    fn rules_text(lang: Lang) -> String {
        tr(lang, "bj-rules")
    }

    fn describe_options(options: &super::Options, lang: Lang) -> String {
        match options.side {
            Some(side) => tr_args(
                lang,
                "bj-options-side",
                &[("side", side_name(side, lang).into())],
            ),
            None => String::new(),
        }
    }
}
