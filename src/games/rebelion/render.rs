//! La rebelión drawn into the neutral render model, in English and Spanish.

use crate::engine::render::{Control, ControlGroup, Field, Panel};
use crate::engine::{Lang, Render, RenderCtx, Seat};
use crate::i18n::{tr, tr_args};

use super::cards::{Card, CABALLO, REY, SOTA};
use super::events::Event;
use super::illegal::Illegal;
use super::notation::Move;
use super::state::{Purchase, Rebelion};
use super::turn::level_sum;
use super::views::{PublicView, SeatView};
use super::words;

/// A card in words: `6 of Bastos` / `6 de Bastos`.
pub(super) fn name(c: Card, l: Lang) -> String {
    let rank = match c.level {
        SOTA => "Sota".to_owned(),
        CABALLO => "Caballo".to_owned(),
        REY => "Rey".to_owned(),
        n => n.to_string(),
    };
    format!("{rank} {} {}", l.pick("of", "de"), c.suit.name())
}

pub(super) fn list(cards: &[Card], l: Lang) -> String {
    if cards.is_empty() {
        l.pick("none", "ninguno").to_owned()
    } else {
        cards
            .iter()
            .map(|&c| name(c, l))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The discard pile grouped by suit: `Bastos: 3 5 5 · Copas: 2`.
fn pile(cards: &[Card], l: Lang) -> String {
    if cards.is_empty() {
        return l.pick("empty", "vacío").to_owned();
    }
    let mut groups: Vec<String> = Vec::new();
    for suit in super::cards::Suit::ALL {
        let mut levels: Vec<u8> = cards
            .iter()
            .filter(|c| c.suit == suit)
            .map(|c| c.level)
            .collect();
        if levels.is_empty() {
            continue;
        }
        levels.sort_unstable();
        let levels: Vec<String> = levels.iter().map(u8::to_string).collect();
        groups.push(format!("{}: {}", suit.name(), levels.join(" ")));
    }
    groups.join(" · ")
}

fn side_name(side: Option<&str>, l: Lang) -> &'static str {
    match side {
        Some("B") => l.pick("peasants (Bastos)", "campesinos (Bastos)"),
        Some("E") => l.pick("militia (Espadas)", "milicia (Espadas)"),
        _ => l.pick("side not chosen yet", "bando sin decidir"),
    }
}

fn decision(view: &PublicView, ctx: &RenderCtx) -> String {
    let l = ctx.lang;
    let who: Vec<&str> = view.to_act.iter().map(|&s| ctx.name(s)).collect();
    let who = who.join(", ");
    match view.pending {
        "pick" => format!(
            "{who}: {}",
            l.pick(
                "pick a card in secret to decide the sides.",
                "elegid en secreto una carta para decidir los bandos."
            )
        ),
        "main" => format!("{} {who}.", l.pick("Turn of", "Turno de")),
        "buy" => tr_args(l, "rebelion-pending-buy", &[("player", who.into())]),
        "muster" => format!(
            "{who}: {}",
            l.pick(
                "add armies to the attack, then launch it.",
                "suma ejércitos al ataque y luego lánzalo."
            )
        ),
        "block" => format!(
            "{who}: {}",
            l.pick(
                "choose a blocker for each attacker in turn.",
                "elige un bloqueo para cada atacante, uno tras otro."
            )
        ),
        "order" => format!(
            "{who}: {}",
            l.pick(
                "choose the next combat, one at a time.",
                "elige el siguiente combate, uno tras otro."
            )
        ),
        "heal" => format!(
            "{who}: {}",
            l.pick(
                "heal your army with Copas, one card at a time, or stop.",
                "cura tu ejército con Copas, carta a carta, o para."
            )
        ),
        "camp" => format!(
            "{who}: {}",
            l.pick(
                "choose an enemy camp to assault.",
                "elige un campamento enemigo para asaltar."
            )
        ),
        _ => l
            .pick("The match is over.", "La partida ha terminado.")
            .to_owned(),
    }
}

fn seat_field(view: &PublicView, seat: Seat, ctx: &RenderCtx) -> Field {
    let l = ctx.lang;
    Field::new(
        format!("{} {}", l.pick("Player", "Jugador"), seat.index() + 1),
        format!(
            "{} — {}\n{} {}\n{} {} · {} {}",
            ctx.name(seat),
            side_name(view.sides[seat].as_deref(), l),
            l.pick("Armies:", "Ejércitos:"),
            list(&view.armies[seat], l),
            l.pick("Camps:", "Campamentos:"),
            view.camps[seat].len(),
            l.pick("Hand:", "Mano:"),
            view.hand_sizes[seat],
        ),
        true,
    )
}

/// The buyer's purchase under way: what is paid so far against the price, and the change.
fn purchase_line(p: &Purchase, l: Lang) -> String {
    tr_args(
        l,
        "rebelion-buying",
        &[
            ("card", name(p.card, l).into()),
            ("paid", list(&p.paid, l).into()),
            ("sum", level_sum(&p.paid).to_string().into()),
            ("price", p.card.level.to_string().into()),
            ("change", list(&p.change, l).into()),
        ],
    )
}

/// What the hand needs besides the move to word a control: the decision it belongs to, and
/// the attacker whose blocker is being chosen (named by the listed blocks).
struct Step<'a> {
    pending: &'a str,
    attacker: Option<Card>,
}

fn control(mv: &Move, step: &Step, l: Lang) -> Control {
    let label = match mv {
        Move::Pick(c) => name(*c, l),
        Move::Play(c) => format!("{} {}", l.pick("Play", "Jugar"), name(*c, l)),
        Move::Discard(c) => format!("{} {}", l.pick("Discard", "Descartar"), name(*c, l)),
        Move::Pass => match (step.pending, step.attacker) {
            ("block", Some(a)) => format!(
                "{} {}",
                l.pick("No blocker for", "Sin bloqueo para"),
                name(a, l)
            ),
            ("heal", _) => l.pick("Stop healing", "Dejar de curar").to_owned(),
            _ => l
                .pick("End turn / pass", "Terminar turno / pasar")
                .to_owned(),
        },
        Move::Empty(s) => format!("{} {s}", l.pick("Empty camp", "Vaciar campamento")),
        Move::Camp(s) => format!("{} {s}", l.pick("Assault camp", "Asaltar campamento")),
        Move::Buy { card, with, change } => {
            let mut s = format!(
                "{} {} ({} {})",
                l.pick("Buy", "Comprar"),
                name(*card, l),
                l.pick("with", "con"),
                list(with, l)
            );
            if !change.is_empty() {
                s.push_str(&format!(
                    " + {} {}",
                    l.pick("change", "cambio"),
                    list(change, l)
                ));
            }
            s
        }
        Move::Purchase(c) => tr_args(l, "rebelion-buy-card", &[("card", name(*c, l).into())]),
        Move::Pay(c) | Move::Change(c) => name(*c, l),
        Move::Complete => tr(l, "rebelion-buy-complete"),
        Move::Muster(a) => match a.names {
            Some(b) => format!("{} → {}", name(a.card, l), name(b, l)),
            None => name(a.card, l),
        },
        Move::Attack(armies) if armies.is_empty() => {
            l.pick("Launch the attack", "Lanzar el ataque").to_owned()
        }
        Move::Attack(armies) => {
            let parts: Vec<String> = armies.iter().map(|a| name(a.card, l)).collect();
            format!("{} {}", l.pick("Attack:", "Atacar:"), parts.join(", "))
        }
        Move::Block(pairs) if pairs.is_empty() => {
            l.pick("No more blocks", "Ningún bloqueo más").to_owned()
        }
        Move::Block(pairs) => pairs
            .iter()
            .map(|(a, b)| format!("{} ⟂ {}", name(*b, l), name(*a, l)))
            .collect::<Vec<_>>()
            .join(", "),
        Move::Order(combats) => combats
            .iter()
            .map(|c| match c.blocker {
                Some(b) => format!("{} ⟂ {}", name(b, l), name(c.attacker, l)),
                None => name(c.attacker, l),
            })
            .collect::<Vec<_>>()
            .join(", "),
        Move::Heal { with, .. } => list(with, l),
        Move::Tend { with, .. } => format!("{} …", name(*with, l)),
    };
    Control {
        label,
        notation: mv.to_string(),
    }
}

/// The group of a control: one decision of the step, in words.
fn group_of(mv: &Move, step: &Step, l: Lang) -> String {
    let text = match mv {
        Move::Pick(_) => l.pick("Secret pick", "Elección secreta"),
        Move::Play(_) => l.pick("Play an army", "Jugar un ejército"),
        Move::Buy { .. } | Move::Purchase(_) => l.pick("Buy with Oros", "Comprar con Oros"),
        Move::Pay(_) => return tr(l, "rebelion-group-pay"),
        Move::Change(_) => return tr(l, "rebelion-group-change"),
        Move::Complete => return tr(l, "rebelion-buy-complete"),
        Move::Empty(_) => l.pick("Empty a camp", "Vaciar un campamento"),
        Move::Muster(a) if a.names.is_some() => l.pick(
            "Cavalry: the Caballo names its blocker",
            "Caballería: el Caballo elige bloqueador",
        ),
        Move::Muster(_) if step.pending == "muster" => {
            l.pick("Add to the attack", "Sumar al ataque")
        }
        Move::Muster(_) => l.pick("Attack with…", "Atacar con…"),
        Move::Attack(_) => l.pick("Attack", "Atacar"),
        Move::Block(_) | Move::Pass if step.pending == "block" => {
            return match step.attacker {
                Some(a) => format!("{} {}", l.pick("Blocker for", "Bloqueo para"), name(a, l)),
                None => l.pick("Blocks", "Bloqueos").to_owned(),
            };
        }
        Move::Block(_) => l.pick("Blocks", "Bloqueos"),
        Move::Order(_) => l.pick("Next combat", "Siguiente combate"),
        Move::Tend { army, .. } => {
            return format!(
                "{} {} {}",
                l.pick("Heal", "Curar"),
                name(*army, l),
                l.pick("and go on", "y seguir")
            );
        }
        Move::Heal { army, .. } => {
            return format!(
                "{} {} {}",
                l.pick("Heal", "Curar"),
                name(*army, l),
                l.pick("and finish", "y terminar")
            );
        }
        Move::Pass if step.pending == "heal" => l.pick("Stop healing", "Dejar de curar"),
        Move::Pass => l.pick("End turn", "Terminar turno"),
        Move::Camp(_) => l.pick("Camp to assault", "Campamento a asaltar"),
        Move::Discard(_) => l.pick("Discard and end turn", "Descartar y terminar"),
    };
    text.to_owned()
}

impl Render for Rebelion {
    fn render_public(view: &PublicView, ctx: &RenderCtx) -> Panel {
        let l = ctx.lang;
        let mut fields: Vec<Field> = Seat::all(2).map(|s| seat_field(view, s, ctx)).collect();
        fields.push(Field::new(
            l.pick("Table", "Mesa"),
            format!(
                "{} {} · {} {}",
                l.pick("Turn", "Turno"),
                view.turn,
                l.pick("Deck:", "Mazo:"),
                view.deck_left
            ),
            false,
        ));
        fields.push(Field::new(
            l.pick("Discard pile", "Descartes"),
            pile(&view.discard, l),
            false,
        ));
        Panel {
            title: l
                .pick("The Peasants' Revolt", "La rebelión de los campesinos")
                .to_owned(),
            description: decision(view, ctx),
            fields,
            controls: Vec::new(),
        }
    }

    fn render_seat(view: &SeatView, legal: &[Move], ctx: &RenderCtx) -> Panel {
        let l = ctx.lang;
        // One control per legal move: every step lists few moves (see `choices.rs`), so the
        // hand can show them all as buttons and menus.
        let step = Step {
            pending: view.public.pending,
            attacker: legal.iter().find_map(|m| match m {
                Move::Block(pairs) => pairs.first().map(|p| p.0),
                _ => None,
            }),
        };
        let mut controls: Vec<ControlGroup> = Vec::new();
        for mv in legal {
            let label = group_of(mv, &step, l);
            match controls.iter_mut().find(|g| g.label == label) {
                Some(g) => g.controls.push(control(mv, &step, l)),
                None => controls.push(ControlGroup::choices(label, vec![control(mv, &step, l)])),
            }
        }
        let camps: Vec<String> = view
            .camp_cards
            .iter()
            .enumerate()
            .filter_map(|(i, c)| c.map(|c| format!("{}: {}", i + 1, name(c, l))))
            .collect();
        let mut description = decision(&view.public, ctx);
        if let Some(p) = &view.purchase {
            description = format!("{}\n{description}", purchase_line(p, l));
        }
        if let Some(p) = view.my_pick {
            description = format!(
                "{} {}. {description}",
                l.pick("You picked", "Elegiste"),
                name(p, l)
            );
        }
        Panel {
            title: format!(
                "{} {}",
                l.pick("Your hand:", "Tu mano:"),
                list(&view.hand, l)
            ),
            description,
            fields: vec![
                Field::new(
                    l.pick("Your camps", "Tus campamentos"),
                    camps.join("\n"),
                    false,
                ),
                seat_field(&view.public, view.seat, ctx),
                seat_field(&view.public, view.seat.other(), ctx),
            ],
            controls,
        }
    }

    fn narrate(event: &Event, ctx: &RenderCtx) -> String {
        words::narrate(event, ctx)
    }

    /// After a redeal, the picks shown before it are back in the deck.
    fn starts_section(event: &Event) -> bool {
        matches!(event, Event::Redealt)
    }

    fn explain(illegal: &Illegal, lang: Lang) -> String {
        words::explain(illegal, lang)
    }

    fn rules_text(lang: Lang) -> String {
        lang.pick(words::RULES_EN, words::RULES_ES).to_owned()
    }
}
