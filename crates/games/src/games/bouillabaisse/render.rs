//! Bouillabaisse drawn into the neutral render model; the words are in
//! `src/locales/<locale>/bouillabaisse.ftl`.

use crate::engine::render::{Control, ControlGroup, Field, Panel};
use crate::engine::scene::Scene;
use crate::engine::{Lang, Render, RenderCtx, Seat};
use crate::games::bouillabaisse::{tr, tr_args};

use super::cards::{Card, Suit};
use super::events::Event;
use super::notation::Move;
use super::rules::{rule, Illegal, CARD_POINTS, FIGURE_POINTS, SUIT_POINTS, TRICK_POINTS};
use super::state::{Bouillabaisse, Targets};
use super::views::{PublicView, SeatView};

fn suit_symbol(c: char) -> char {
    Suit::from_char(c).map_or('?', Suit::symbol)
}

fn figure_name(f: char, l: Lang) -> String {
    match f {
        'J' => tr(l, "bouillabaisse-figure-jack"),
        'Q' => tr(l, "bouillabaisse-figure-queen"),
        _ => tr(l, "bouillabaisse-figure-king"),
    }
}

/// The round's rule in words, with the targets.
#[must_use]
pub fn rule_text(round: u8, t: &Targets, l: Lang) -> String {
    let r = rule(round);
    let mut parts = Vec::new();
    if r.tricks {
        parts.push(tr_args(
            l,
            "bouillabaisse-per-trick",
            &[("points", TRICK_POINTS.to_string().into())],
        ));
    }
    if r.suit {
        parts.push(tr_args(
            l,
            "bouillabaisse-per-suit-card",
            &[
                ("points", SUIT_POINTS.to_string().into()),
                ("suit", suit_symbol(t.suit).to_string().into()),
            ],
        ));
    }
    if r.figure {
        parts.push(tr_args(
            l,
            "bouillabaisse-per-figure",
            &[
                ("points", FIGURE_POINTS.to_string().into()),
                ("figure", figure_name(t.figure, l).into()),
            ],
        ));
    }
    if r.card {
        parts.push(tr_args(
            l,
            "bouillabaisse-for-card",
            &[
                ("points", CARD_POINTS.to_string().into()),
                ("card", t.card.pretty().into()),
            ],
        ));
    }
    let text = parts.join(" · ");
    if r.negative {
        tr_args(l, "bouillabaisse-all-negative", &[("rule", text.into())])
    } else {
        text
    }
}

fn cards(cs: &[Card]) -> String {
    cs.iter().map(|c| c.pretty()).collect::<Vec<_>>().join(" ")
}

impl Render for Bouillabaisse {
    fn words() -> &'static crate::engine::words::Words {
        &super::WORDS
    }

    fn scene_public(view: &PublicView, ctx: &RenderCtx) -> Option<Scene> {
        Some(super::scene::public(view, ctx))
    }

    fn scene_seat(view: &SeatView, ctx: &RenderCtx) -> Option<Scene> {
        Some(super::scene::seat(view, ctx))
    }

    fn render_public(view: &PublicView, ctx: &RenderCtx) -> Panel {
        let l = ctx.lang;
        let trick = if view.trick.is_empty() {
            tr(l, "bouillabaisse-no-card-yet")
        } else {
            view.trick
                .iter()
                .map(|(s, c)| format!("{} {}", ctx.name(*s), c.pretty()))
                .collect::<Vec<_>>()
                .join(" · ")
        };
        let standings: Vec<String> = view
            .totals
            .iter()
            .map(|(s, t)| {
                tr_args(
                    l,
                    "bouillabaisse-standing",
                    &[
                        ("player", ctx.name(s).into()),
                        ("total", t.to_string().into()),
                        ("tricks", view.tricks_taken[s].to_string().into()),
                    ],
                )
            })
            .collect();
        let description = match view.to_act.first() {
            Some(&s) => tr_args(
                l,
                "bouillabaisse-turn",
                &[
                    ("player", ctx.name(s).into()),
                    ("dealer", ctx.name(view.dealer).into()),
                ],
            ),
            None => tr(l, "bouillabaisse-over"),
        };
        let mut fields = vec![
            Field::new(
                tr_args(
                    l,
                    "bouillabaisse-round",
                    &[("round", view.round.to_string().into())],
                ),
                rule_text(view.round, &view.targets, l),
                false,
            ),
            Field::new(tr(l, "bouillabaisse-trick"), trick, false),
            Field::new(tr(l, "bouillabaisse-players"), standings.join("\n"), false),
        ];
        if let Some(last) = view.round_scores.last() {
            let line: Vec<String> = last
                .iter()
                .map(|(s, p)| format!("{} {p}", ctx.name(s)))
                .collect();
            fields.push(Field::new(
                tr_args(
                    l,
                    "bouillabaisse-round-points",
                    &[("round", view.round_scores.len().into())],
                ),
                line.join(" · "),
                false,
            ));
        }
        Panel {
            title: "Bouillabaisse".to_owned(),
            description,
            fields,
            controls: Vec::new(),
        }
    }

    fn render_seat(view: &SeatView, legal: &[Move], ctx: &RenderCtx) -> Panel {
        let l = ctx.lang;
        let controls = if legal.is_empty() {
            Vec::new()
        } else {
            vec![ControlGroup::choices(
                tr(l, "bouillabaisse-play-a-card"),
                legal
                    .iter()
                    .map(|m| {
                        let Move::Play(c) = m;
                        Control {
                            label: c.pretty(),
                            notation: m.to_string(),
                        }
                    })
                    .collect(),
            )]
        };
        let mut panel = Self::render_public(&view.public, ctx);
        panel.title = tr_args(
            l,
            "bouillabaisse-your-hand",
            &[("count", view.hand.len().into())],
        );
        panel.fields.insert(
            0,
            Field::new(tr(l, "bouillabaisse-hand"), cards(&view.hand), false),
        );
        panel.controls = controls;
        panel
    }

    fn narrate(event: &Event, ctx: &RenderCtx) -> String {
        let l = ctx.lang;
        let n = |s: Seat| ctx.name(s).to_owned();
        let line = |scores: &crate::engine::PerSeat<i32>| {
            scores
                .iter()
                .map(|(s, p)| format!("{} {p}", n(s)))
                .collect::<Vec<_>>()
                .join(" · ")
        };
        match event {
            Event::Played { seat, card } => tr_args(
                l,
                "bouillabaisse-played",
                &[("seat", n(*seat).into()), ("card", card.pretty().into())],
            ),
            Event::TrickWon { seat, cards: cs } => tr_args(
                l,
                "bouillabaisse-took-trick",
                &[("seat", n(*seat).into()), ("cards", cards(cs).into())],
            ),
            Event::RoundScored { round, scores } => tr_args(
                l,
                "bouillabaisse-round-scored",
                &[
                    ("round", round.to_string().into()),
                    ("scores", line(scores).into()),
                ],
            ),
            Event::RoundBegan { round, dealer } => tr_args(
                l,
                "bouillabaisse-round-began",
                &[
                    ("round", round.to_string().into()),
                    ("dealer", n(*dealer).into()),
                ],
            ),
            Event::MatchEnded { totals } => tr_args(
                l,
                "bouillabaisse-match-ended",
                &[("totals", line(totals).into())],
            ),
        }
    }

    fn starts_section(event: &Event) -> bool {
        matches!(event, Event::RoundBegan { .. })
    }

    fn explain(illegal: &Illegal, lang: Lang) -> String {
        match illegal {
            Illegal::NotInHand(c) => tr_args(
                lang,
                "bouillabaisse-illegal-not-in-hand",
                &[("card", c.pretty().into())],
            ),
            Illegal::MustFollow(s) => tr_args(
                lang,
                "bouillabaisse-illegal-must-follow",
                &[("suit", suit_symbol(*s).to_string().into())],
            ),
        }
    }

    fn describe_options(options: &super::state::Options, lang: Lang) -> String {
        let mut parts = Vec::new();
        if options.todo_o_nada {
            parts.push(tr(lang, "bouillabaisse-option-todo-o-nada"));
        }
        if let Some(d) = options.decks {
            parts.push(tr_args(
                lang,
                "bouillabaisse-option-decks",
                &[("decks", d.to_string().into())],
            ));
        }
        parts.join(", ")
    }

    fn rules_text(lang: Lang) -> String {
        tr(lang, "bouillabaisse-rules")
    }
}
