//! Bouillabaisse drawn into the neutral render model; the words are in
//! `src/locales/<locale>/bouillabaisse.ftl`.

use crate::engine::render::{Control, ControlGroup, Field, Panel};
use crate::engine::{Lang, Render, RenderCtx, Seat};
use crate::i18n::{tr, tr_args};

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
        lang.pick(RULES_EN, RULES_ES).to_owned()
    }
}

const RULES_EN: &str = "\
**Bouillabaisse** — 2 to 12 players, one 52-card deck (two from 7 players), the lowest cards removed so that everyone gets as many. Tricks: follow suit if you can; the highest card of the suit led takes the trick (ace high, no trumps; of two identical cards the first played); the winner leads next. The dealer moves one seat left each round; the player left of the dealer leads.
Six rounds, each scoring differently — the aim is the **fewest** points:
1. 5 per trick · 2. 10 per card of a suit · 3. 50 per card of a figure (J, Q or K) · 4. 200 for one card · 5. all of these · 6. all of these, negative.
The suit, the figure and the card are drawn at random at the start. Lowest total wins; ties share the place.
Option *todo-o-nada*: whoever takes every trick, or every card of the suit or of the figure in a round, gets those points with the opposite sign (never for the 200-point card).";

const RULES_ES: &str = "\
**Bouillabaisse** — de 2 a 12 jugadores, una baraja de 52 cartas (dos desde 7 jugadores), quitando las cartas más bajas para que todos tengan las mismas. Bazas: hay que seguir el palo si se puede; la carta más alta del palo de salida gana la baza (el as es la más alta, sin triunfo; de dos cartas iguales, la primera jugada); quien gana sale. El repartidor cambia cada ronda hacia la izquierda; sale el jugador a su izquierda.
Seis rondas, cada una con su puntuación — el objetivo es tener **menos** puntos:
1. 5 por baza · 2. 10 por carta de un palo · 3. 50 por carta de una figura (J, Q o K) · 4. 200 por una carta · 5. todo lo anterior · 6. todo lo anterior, en negativo.
El palo, la figura y la carta se sortean al empezar. Gana el total más bajo; los empates comparten puesto.
Opción *todo o nada*: quien se lleve todas las bazas, o todas las cartas del palo o de la figura en una ronda, recibe esos puntos con el signo contrario (nunca con la carta de 200).";
