//! Bouillabaisse drawn into the neutral render model, in English and Spanish.

use crate::engine::render::{Control, ControlGroup, Field, Panel};
use crate::engine::{Lang, Render, RenderCtx, Seat};

use super::cards::{Card, Suit};
use super::events::Event;
use super::notation::Move;
use super::rules::{rule, Illegal, CARD_POINTS, FIGURE_POINTS, SUIT_POINTS, TRICK_POINTS};
use super::state::{Bouillabaisse, Targets};
use super::views::{PublicView, SeatView};

fn suit_symbol(c: char) -> char {
    Suit::from_char(c).map_or('?', Suit::symbol)
}

fn figure_name(f: char, l: Lang) -> &'static str {
    match f {
        'J' => l.pick("jack", "jota"),
        'Q' => l.pick("queen", "dama"),
        _ => l.pick("king", "rey"),
    }
}

/// The round's rule in words, with the targets.
#[must_use]
pub fn rule_text(round: u8, t: &Targets, l: Lang) -> String {
    let r = rule(round);
    let mut parts = Vec::new();
    if r.tricks {
        parts.push(format!(
            "{TRICK_POINTS} {}",
            l.pick("per trick", "por baza")
        ));
    }
    if r.suit {
        parts.push(format!(
            "{SUIT_POINTS} {} {}",
            l.pick("per", "por cada"),
            suit_symbol(t.suit)
        ));
    }
    if r.figure {
        parts.push(format!(
            "{FIGURE_POINTS} {} {}",
            l.pick("per", "por cada"),
            figure_name(t.figure, l)
        ));
    }
    if r.card {
        parts.push(format!(
            "{CARD_POINTS} {} {}",
            l.pick("for the", "por el"),
            t.card.pretty()
        ));
    }
    let text = parts.join(" · ");
    if r.negative {
        format!("{text} — {}", l.pick("all negative!", "¡todo en negativo!"))
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
            l.pick("(no card yet)", "(ninguna carta aún)").to_owned()
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
                format!(
                    "{} — {} {t} · {} {}",
                    ctx.name(s),
                    l.pick("total", "total"),
                    l.pick("tricks", "bazas"),
                    view.tricks_taken[s]
                )
            })
            .collect();
        let description = match view.to_act.first() {
            Some(&s) => format!(
                "{} {}. {} {}.",
                l.pick("Turn of", "Turno de"),
                ctx.name(s),
                l.pick("Dealer:", "Reparte:"),
                ctx.name(view.dealer)
            ),
            None => l
                .pick("The match is over.", "La partida ha terminado.")
                .to_owned(),
        };
        let mut fields = vec![
            Field::new(
                format!("{} {}/6", l.pick("Round", "Ronda"), view.round),
                rule_text(view.round, &view.targets, l),
                false,
            ),
            Field::new(l.pick("Trick", "Baza"), trick, false),
            Field::new(l.pick("Players", "Jugadores"), standings.join("\n"), false),
        ];
        if let Some(last) = view.round_scores.last() {
            let line: Vec<String> = last
                .iter()
                .map(|(s, p)| format!("{} {p}", ctx.name(s)))
                .collect();
            fields.push(Field::new(
                format!(
                    "{} {}",
                    l.pick("Points of round", "Puntos de la ronda"),
                    view.round_scores.len()
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
                l.pick("Play a card", "Juega una carta"),
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
        panel.title = format!("{} ({})", l.pick("Your hand", "Tu mano"), view.hand.len());
        panel.fields.insert(
            0,
            Field::new(l.pick("Hand", "Mano"), cards(&view.hand), false),
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
            Event::Played { seat, card } => format!(
                "{} {} {}.",
                n(*seat),
                l.pick("plays", "juega"),
                card.pretty()
            ),
            Event::TrickWon { seat, cards: cs } => format!(
                "{} {} ({}).",
                n(*seat),
                l.pick("takes the trick", "se lleva la baza"),
                cards(cs)
            ),
            Event::RoundScored { round, scores } => format!(
                "{} {round}: {}.",
                l.pick("Points of round", "Puntos de la ronda"),
                line(scores)
            ),
            Event::RoundBegan { round, dealer } => format!(
                "{} {round}/6 — {} {}.",
                l.pick("Round", "Ronda"),
                l.pick("dealer", "reparte"),
                n(*dealer)
            ),
            Event::MatchEnded { totals } => format!(
                "{} {}.",
                l.pick(
                    "Final totals (lowest wins):",
                    "Totales finales (gana el más bajo):"
                ),
                line(totals)
            ),
        }
    }

    fn starts_section(event: &Event) -> bool {
        matches!(event, Event::RoundBegan { .. })
    }

    fn explain(illegal: &Illegal, lang: Lang) -> String {
        match (lang, illegal) {
            (Lang::En, i) => i.to_string(),
            (Lang::Es, Illegal::NotInHand(c)) => format!("{} no está en tu mano", c.pretty()),
            (Lang::Es, Illegal::MustFollow(s)) => {
                format!("debes seguir el palo ({})", suit_symbol(*s))
            }
        }
    }

    fn describe_options(options: &super::state::Options, lang: Lang) -> String {
        let mut parts = Vec::new();
        if options.todo_o_nada {
            parts.push(lang.pick("all or nothing", "todo o nada").to_owned());
        }
        if let Some(d) = options.decks {
            parts.push(format!("{d} {}", lang.pick("deck(s)", "baraja(s)")));
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
