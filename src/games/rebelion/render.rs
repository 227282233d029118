//! La rebelión drawn into the neutral render model, in English and Spanish.

use crate::engine::render::{Control, ControlGroup, Field, Multi, Panel};
use crate::engine::{Lang, Render, RenderCtx, Seat};

use super::cards::{Card, CABALLO, REY, SOTA};
use super::events::{Event, Fate};
use super::illegal::Illegal;
use super::notation::Move;
use super::state::Rebelion;
use super::views::{PublicView, SeatView};

/// A card in words: `6 of Bastos` / `6 de Bastos`.
fn name(c: Card, l: Lang) -> String {
    let rank = match c.level {
        SOTA => "Sota".to_owned(),
        CABALLO => "Caballo".to_owned(),
        REY => "Rey".to_owned(),
        n => n.to_string(),
    };
    format!("{rank} {} {}", l.pick("of", "de"), c.suit.name())
}

fn list(cards: &[Card], l: Lang) -> String {
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
        "block" => format!(
            "{who}: {}",
            l.pick("choose your blockers.", "elige tus bloqueos.")
        ),
        "order" => format!(
            "{who}: {}",
            l.pick(
                "choose the order of the combats.",
                "elige el orden de los combates."
            )
        ),
        "heal" => format!(
            "{who}: {}",
            l.pick(
                "heal your army with Copas, or pass.",
                "cura tu ejército con Copas, o pasa."
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

fn control(mv: &Move, l: Lang) -> Control {
    let label = match mv {
        Move::Pick(c) => name(*c, l),
        Move::Play(c) => format!("{} {}", l.pick("Play", "Jugar"), name(*c, l)),
        Move::Discard(c) => format!("{} {}", l.pick("Discard", "Descartar"), name(*c, l)),
        Move::Pass => l
            .pick("End turn / pass", "Terminar turno / pasar")
            .to_owned(),
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
        Move::Attack(list_) => {
            let parts: Vec<String> = list_
                .iter()
                .map(|a| match a.names {
                    Some(b) => format!("{} → {}", name(a.card, l), name(b, l)),
                    None => name(a.card, l),
                })
                .collect();
            format!("{} {}", l.pick("Attack:", "Atacar:"), parts.join(", "))
        }
        Move::Block(pairs) if pairs.is_empty() => l.pick("No blocks", "Sin bloqueos").to_owned(),
        Move::Block(pairs) => pairs
            .iter()
            .map(|(a, b)| format!("{} ⟂ {}", name(*b, l), name(*a, l)))
            .collect::<Vec<_>>()
            .join(", "),
        Move::Order(list_) => list(list_, l),
        Move::Heal { army, with } => format!(
            "{} {} {} {}",
            l.pick("Heal", "Curar"),
            name(*army, l),
            l.pick("with", "con"),
            list(with, l)
        ),
    };
    Control {
        label,
        notation: mv.to_string(),
    }
}

/// One control per card, copies told apart (`4E`, `4E#2`) for a multi-select.
fn copies_apart(cards: &[Card], l: Lang) -> Vec<Control> {
    cards
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let copy = cards[..i].iter().filter(|&&x| x == c).count();
            let notation = if copy == 0 {
                c.to_string()
            } else {
                format!("{c}#{}", copy + 1)
            };
            Control {
                label: name(c, l),
                notation,
            }
        })
        .collect()
}

fn group_of(mv: &Move, l: Lang) -> &'static str {
    match mv {
        Move::Pick(_) => l.pick("Secret pick", "Elección secreta"),
        Move::Play(_) => l.pick("Play an army", "Jugar un ejército"),
        Move::Buy { .. } => l.pick("Buy with Oros", "Comprar con Oros"),
        Move::Empty(_) => l.pick("Empty a camp", "Vaciar un campamento"),
        Move::Attack(a) if a.iter().any(|x| x.names.is_some()) => {
            l.pick("Cavalry attack", "Ataque de caballería")
        }
        Move::Attack(_) => l.pick("Attack", "Atacar"),
        Move::Block(_) => l.pick("Blocks", "Bloqueos"),
        Move::Order(_) => l.pick("Order of combats", "Orden de los combates"),
        Move::Heal { .. } | Move::Pass => l.pick("Heal or pass", "Curar o pasar"),
        Move::Camp(_) => l.pick("Camp to assault", "Campamento a asaltar"),
        Move::Discard(_) => l.pick("Discard and end turn", "Descartar y terminar"),
    }
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
        let mut controls: Vec<ControlGroup> = Vec::new();
        // Attacks are chosen with a multi-select of one's armies; the Caballo's named blocks
        // stay single moves.
        let plain_attack = legal
            .iter()
            .any(|m| matches!(m, Move::Attack(a) if a.iter().all(|x| x.names.is_none())));
        if plain_attack {
            let mut armies = view.public.armies[view.seat].clone();
            armies.sort();
            let max = armies.len().min(25) as u8;
            controls.push(ControlGroup {
                label: l.pick("Attack with…", "Atacar con…").to_owned(),
                controls: copies_apart(&armies, l),
                multi: Some(Multi {
                    prefix: "attack".into(),
                    min: 1,
                    max,
                }),
            });
        }
        for mv in legal {
            if plain_attack && matches!(mv, Move::Attack(a) if a.iter().all(|x| x.names.is_none()))
            {
                continue;
            }
            if let Move::Heal { army, .. } = mv {
                // Copas are chosen with a multi-select too.
                if !controls.iter().any(|g| {
                    g.multi
                        .as_ref()
                        .is_some_and(|m| m.prefix.starts_with("heal"))
                }) {
                    let copas: Vec<Card> = view
                        .hand
                        .iter()
                        .copied()
                        .filter(|c| c.suit == super::cards::Suit::Copas)
                        .collect();
                    let mut distinct = copas.clone();
                    distinct.dedup();
                    controls.push(ControlGroup {
                        label: format!("{} {}", l.pick("Heal", "Curar"), name(*army, l)),
                        controls: distinct
                            .iter()
                            .map(|&c| Control {
                                label: name(c, l),
                                notation: c.to_string(),
                            })
                            .collect(),
                        multi: Some(Multi {
                            prefix: format!("heal {army} with"),
                            min: 1,
                            max: distinct.len().min(25) as u8,
                        }),
                    });
                }
                continue;
            }
            let label = group_of(mv, l);
            match controls
                .iter_mut()
                .find(|g| g.label == label && g.multi.is_none())
            {
                Some(g) => g.controls.push(control(mv, l)),
                None => controls.push(ControlGroup::choices(label, vec![control(mv, l)])),
            }
        }
        let camps: Vec<String> = view
            .camp_cards
            .iter()
            .enumerate()
            .filter_map(|(i, c)| c.map(|c| format!("{}: {}", i + 1, name(c, l))))
            .collect();
        let mut description = decision(&view.public, ctx);
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
        let l = ctx.lang;
        let n = |s: Seat| ctx.name(s).to_owned();
        let fate = |c: Card, level: u8, f: Fate| -> String {
            let short = c.level.to_string();
            match f {
                Fate::Unchanged => format!(
                    "{} {short} {}",
                    l.pick("the", "el"),
                    l.pick("holds", "resiste")
                ),
                Fate::Destroyed => format!(
                    "{} {short} {}",
                    l.pick("the", "el"),
                    l.pick("is destroyed", "es destruido")
                ),
                Fate::Replaced(r) => format!(
                    "{} {short} {} {level} {} {}",
                    l.pick("the", "el"),
                    l.pick("falls to", "cae a"),
                    l.pick("and is replaced by the", "y lo sustituye el"),
                    name(r, l)
                ),
                Fate::Retreats => format!(
                    "{} {short} {} {level} {}",
                    l.pick("the", "el"),
                    l.pick("falls to", "cae a"),
                    l.pick("and retreats", "y se retira")
                ),
            }
        };
        match event {
            Event::Picked { seat } => format!(
                "{} {}",
                n(*seat),
                l.pick("has picked a card.", "ha elegido carta.")
            ),
            Event::PicksRevealed { cards } => format!(
                "{} {} · {}",
                l.pick("Picks revealed:", "Cartas mostradas:"),
                name(cards[Seat(0)], l),
                name(cards[Seat(1)], l)
            ),
            Event::Redealt => l
                .pick(
                    "A tie: all cards are reshuffled and dealt again.",
                    "Empate: se baraja y se reparte de nuevo.",
                )
                .to_owned(),
            Event::SidesSet { peasants, first } => format!(
                "{} {} {} {}",
                n(*peasants),
                l.pick("leads the peasants;", "dirige a los campesinos;"),
                n(*first),
                l.pick("starts.", "empieza.")
            ),
            Event::TurnBegan { seat, turn, drew } => format!(
                "{} {turn}: {}{}",
                l.pick("Turn", "Turno"),
                n(*seat),
                if *drew {
                    l.pick(" draws a card.", " roba una carta.")
                } else {
                    l.pick(" does not draw.", " no roba.")
                }
            ),
            Event::Played { seat, card } => format!(
                "{} {} {}.",
                n(*seat),
                l.pick("brings into play the", "pone en juego el"),
                name(*card, l)
            ),
            Event::Bought {
                seat,
                card,
                paid,
                change,
            } => {
                let mut s = format!(
                    "{} {} {} {} {}",
                    n(*seat),
                    l.pick("buys the", "compra el"),
                    name(*card, l),
                    l.pick("with", "con"),
                    list(paid, l)
                );
                if !change.is_empty() {
                    s.push_str(&format!(
                        " ({} {})",
                        l.pick("change:", "cambio:"),
                        list(change, l)
                    ));
                }
                s + "."
            }
            Event::Emptied { seat, slot } => format!(
                "{} {} {slot}.",
                n(*seat),
                l.pick("empties camp", "vacía el campamento")
            ),
            Event::Attacked { seat, armies } => format!(
                "{} {} {}.",
                n(*seat),
                l.pick("attacks with", "ataca con"),
                list(armies, l)
            ),
            Event::Blocked { pairs } if pairs.is_empty() => {
                l.pick("No army blocks.", "Nadie bloquea.").to_owned()
            }
            Event::Blocked { pairs } => format!(
                "{} {}.",
                l.pick("Blocks:", "Bloqueos:"),
                pairs
                    .iter()
                    .map(|(a, b)| format!("{} ⟂ {}", name(*b, l), name(*a, l)))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Event::Healed {
                seat,
                army,
                with,
                level,
            } => format!(
                "{} {} {} {} {} ({} {level}).",
                n(*seat),
                l.pick("heals the", "cura el"),
                name(*army, l),
                l.pick("with", "con"),
                list(with, l),
                l.pick("level", "nivel")
            ),
            Event::Combat {
                attacker,
                blocker,
                attacker_level,
                blocker_level,
                attacker_fate,
                blocker_fate,
            } => format!(
                "{} {} {} {}: {}, {}.",
                name(*attacker, l),
                l.pick("and", "y"),
                name(*blocker, l),
                l.pick("clash", "chocan"),
                fate(*blocker, *blocker_level, *blocker_fate),
                fate(*attacker, *attacker_level, *attacker_fate),
            ),
            Event::CampAssaulted {
                seat,
                slot,
                card,
                fight,
            } => format!(
                "{} {} {slot}: {}{}",
                n(*seat),
                l.pick("assaults camp", "asalta el campamento"),
                name(*card, l),
                if *fight {
                    l.pick(" defends it.", " lo defiende.")
                } else {
                    l.pick(" is taken.", " es capturado.")
                }
            ),
            Event::Discarded { seat, card } => format!(
                "{} {} {}.",
                n(*seat),
                l.pick("discards the", "descarta el"),
                name(*card, l)
            ),
            Event::Passed { seat } => format!(
                "{} {}",
                n(*seat),
                l.pick("ends the turn.", "termina el turno.")
            ),
            Event::CampsRevealed { camps } => format!(
                "{} {} · {}",
                l.pick("Camps revealed:", "Campamentos revelados:"),
                camps[Seat(0)].map_or("—".into(), |c| name(c, l)),
                camps[Seat(1)].map_or("—".into(), |c| name(c, l))
            ),
            Event::Won { seat } => format!(
                "{} {}",
                n(*seat),
                l.pick("wins the revolt!", "gana la partida.")
            ),
            Event::Drawn => l
                .pick("Nobody wins: a draw.", "Nadie gana: empate.")
                .to_owned(),
        }
    }

    /// After a redeal, the picks shown before it are back in the deck.
    fn starts_section(event: &Event) -> bool {
        matches!(event, Event::Redealt)
    }

    fn explain(illegal: &Illegal, lang: Lang) -> String {
        match lang {
            Lang::En => illegal.to_string(),
            Lang::Es => match illegal {
                Illegal::WrongStep { expected } => format!("ahora toca {}", expected.text(lang)),
                Illegal::EmptyAttack => "un ataque necesita al menos un ejército".into(),
                Illegal::NotInHand(c) => format!("{} no está en tu mano", name(*c, lang)),
                Illegal::NotYourTroop(c) => format!("{} no es de tu bando", name(*c, lang)),
                Illegal::AlreadyDone(_) => "eso ya lo has hecho este turno".into(),
                Illegal::FirstTurn => "en el primer turno de la partida no se ataca".into(),
                Illegal::NotOnTable(c) => {
                    format!("{} no es un ejército tuyo en la mesa", name(*c, lang))
                }
                Illegal::NotACaballo(c) => format!(
                    "{} no es un Caballo: solo el Caballo elige bloqueador",
                    name(*c, lang)
                ),
                Illegal::NoSuchEnemyArmy(c) => {
                    format!("{} no es un ejército enemigo en la mesa", name(*c, lang))
                }
                Illegal::NotAttacking(c) => format!("{} no ataca", name(*c, lang)),
                Illegal::DoubleBlock => {
                    "cada atacante tiene un bloqueador y cada ejército bloquea una vez".into()
                }
                Illegal::CaballoChose(c) => {
                    format!("el {} ya eligió a su bloqueador", name(*c, lang))
                }
                Illegal::BadOrder => {
                    "el orden debe nombrar una vez a cada atacante bloqueado".into()
                }
                Illegal::NotDamaged(c) => format!(
                    "{} no es tu ejército dañado en este combate",
                    name(*c, lang)
                ),
                Illegal::NotCopas(c) => format!("{} no es de Copas", name(*c, lang)),
                Illegal::NotInDiscard(c) => format!("{} no está en los descartes", name(*c, lang)),
                Illegal::NotForSale(c) => format!(
                    "{} no se puede comprar: solo tus tropas y Copas hasta el 9",
                    name(*c, lang)
                ),
                Illegal::NotOros(c) => format!("{} no es de Oros", name(*c, lang)),
                Illegal::NotEnoughOros(c) => {
                    format!("los Oros pagados valen menos que {}", name(*c, lang))
                }
                Illegal::NoRey => "solo hay cambio con un Rey tuyo en la mesa".into(),
                Illegal::TooMuchChange => "el cambio vale más que lo pagado de más".into(),
                Illegal::NoSuchCamp(s) => format!("no hay campamento en el hueco {s}"),
                Illegal::LastCamp => "no puedes vaciar tu último campamento".into(),
                Illegal::MustEmptyCamp => {
                    "sin mazo ni ejércitos, este turno debes vaciar un campamento".into()
                }
            },
        }
    }

    fn rules_text(lang: Lang) -> String {
        lang.pick(RULES_EN, RULES_ES).to_owned()
    }
}

const RULES_EN: &str = "\
**The Peasants' Revolt** — 2 players, Spanish deck (72 cards; option 40). Bastos are the peasants' troops, Espadas the militia's; Oros buy, Copas heal. Sota 10 (Hero), Caballo 11 (Cavalry), Rey 12 (Leader).
Each player has 6 face-down camps; lose your last camp and you lose. Both pick a card in secret: the higher Bastos leads the peasants and starts (a tie is redealt).
Your turn: draw (not with 7+ cards in hand), then in any order: play one army · buy one card from the discard pile with Oros (your troops or Copas up to 9; with a Rey on the table you get change in Oros) · empty one of your camps into your hand · attack with any of your armies (not on the very first turn). End by passing, or discarding one card.
Attacks: the defender assigns one blocker per attacker and orders the combats; a Caballo may name its blocker. Both deal their level as damage at once. Copas heal (doubled on a Sota). A damaged army is replaced by the highest card of its suit in the discard pile not above its new level, else it goes to the pile. An unblocked attacker turns an enemy camp: an enemy troop fights it, anything else goes to the attacker's hand; the camp is gone.
No deck left: no draw; without armies you must empty a camp each turn. When nobody can attack, both reveal their last camp: higher wins.
Our choices: discarding ends the turn; ten turns with no draw and no camp lost end the match by revealing camps.";

const RULES_ES: &str = "\
**La rebelión de los campesinos** — 2 jugadores, baraja española (72 cartas; opción 40). Bastos son los campesinos, Espadas la milicia; Oros compran, Copas curan. Sota 10 (Héroe), Caballo 11 (Caballería), Rey 12 (Líder).
Cada jugador tiene 6 campamentos boca abajo; quien pierde el último, pierde. Ambos eligen una carta en secreto: el Bastos más alto dirige a los campesinos y empieza (empate: se reparte de nuevo).
Tu turno: roba (no con 7+ cartas en mano) y, en cualquier orden: juega un ejército · compra una carta de los descartes con Oros (tus tropas o Copas hasta el 9; con un Rey en la mesa recibes cambio en Oros) · vacía un campamento a tu mano · ataca con los ejércitos que quieras (no en el primer turno). Termina pasando o descartando una carta.
Ataques: el defensor asigna un bloqueador por atacante y ordena los combates; un Caballo puede elegir a su bloqueador. Ambos hacen tanto daño como su nivel a la vez. Las Copas curan (el doble sobre una Sota). Un ejército dañado se sustituye por la carta más alta de su palo en los descartes que no supere su nuevo nivel; si no hay, va a los descartes. Un atacante no bloqueado gira un campamento enemigo: una tropa enemiga lo combate; cualquier otra carta va a la mano del atacante; el campamento se pierde.
Sin mazo: no se roba; sin ejércitos debes vaciar un campamento por turno. Si nadie puede atacar, ambos revelan su último campamento: gana el más alto.
Nuestras decisiones: descartar termina el turno; diez turnos sin robar ni perder campamentos terminan la partida revelando campamentos.";
