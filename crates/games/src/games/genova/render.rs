//! Los Mercaderes de Génova drawn into the neutral render model; the words are in
//! `src/locales/<locale>/genova.ftl`. The board comes from the public view, which holds no
//! purse; a seat's ducats show only in its own hand.

mod composer;
mod controls;
mod narrate;
mod public;
mod scene;
mod words;

#[cfg(test)]
mod tests;

use crate::engine::render::{Field, Panel};
use crate::engine::scene::Scene;
use crate::engine::{Lang, Render, RenderCtx};
use crate::games::genova::{tr, tr_args};

use super::events::Event;
use super::illegal::Illegal;
use super::notation::Move;
use super::state::{Genova, Options};
use super::views::{PublicView, SeatView};

/// A seat's own ducats, as only its hand shows them.
fn purse(ducats: u32, l: Lang) -> String {
    tr_args(l, "genova-purse", &[("ducats", words::num(ducats))])
}

impl Render for Genova {
    fn words() -> &'static crate::engine::words::Words {
        &super::WORDS
    }

    fn render_public(view: &PublicView, ctx: &RenderCtx) -> Panel {
        public::public_panel(view, ctx)
    }

    fn scene_public(view: &PublicView, ctx: &RenderCtx) -> Option<Scene> {
        Some(scene::public(view, ctx))
    }

    fn scene_seat(view: &SeatView, ctx: &RenderCtx) -> Option<Scene> {
        Some(scene::seat_scene(view, ctx))
    }

    fn render_seat(view: &SeatView, legal: &[Move], ctx: &RenderCtx) -> Panel {
        let l = ctx.lang;
        let mut panel = public::public_panel(&view.public, ctx);
        panel.title = tr_args(
            l,
            "genova-your-hand",
            &[("seat", words::seat(view.seat, l).into())],
        );
        panel.description = format!("{}\n{}", purse(view.ducats, l), panel.description);
        let cards: Vec<String> = view.hand.iter().map(|&c| words::card(c, l)).collect();
        let cards = if cards.is_empty() {
            tr(l, "genova-no-cards")
        } else {
            cards.join("\n")
        };
        panel
            .fields
            .insert(0, Field::new(tr(l, "genova-your-cards"), cards, false));
        panel.controls = controls::controls(view, legal, l);
        panel.controls.extend(composer::entries(view, legal, ctx));
        panel
    }

    fn render_draft(
        view: &SeatView,
        draft: &Move,
        verdict: Result<(), &Illegal>,
        ctx: &RenderCtx,
    ) -> Option<Panel> {
        composer::composer(view, draft, verdict, ctx)
    }

    fn narrate(event: &Event, ctx: &RenderCtx) -> String {
        narrate::narrate(event, ctx)
    }

    /// Offers, the tower's discs and the log of a turn belong to that turn.
    fn starts_section(event: &Event) -> bool {
        matches!(event, Event::TurnStarted { .. })
    }

    fn explain(illegal: &Illegal, lang: Lang) -> String {
        narrate::explain(illegal, lang)
    }

    fn rules_text(lang: Lang) -> String {
        tr(lang, "genova-rules")
    }

    fn describe_options(options: &Options, lang: Lang) -> String {
        let mut parts = Vec::new();
        if options.no_equal_offers {
            parts.push(tr(lang, "genova-option-no-equal-offers"));
        }
        if let Some(n) = options.rounds {
            parts.push(tr_args(
                lang,
                "genova-option-rounds",
                &[("rounds", words::num(n))],
            ));
        }
        if let Some(n) = options.max_offers {
            parts.push(tr_args(
                lang,
                "genova-option-max-offers",
                &[("offers", words::num(n))],
            ));
        }
        parts.join(", ")
    }
}
