//! La rebelión in words: the board's log, refusals, and the rules in short.

use crate::engine::{Lang, RenderCtx, Seat};

use super::cards::Card;
use super::events::{Event, Fate};
use super::illegal::Illegal;
use super::render::{list, name};

/// One public event in words.
pub(super) fn narrate(event: &Event, ctx: &RenderCtx) -> String {
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
        Event::Mustered { seat, army, names } => match names {
            Some(b) => format!(
                "{} {} {} {} {}.",
                n(*seat),
                l.pick("sends into the attack the", "manda al ataque el"),
                name(*army, l),
                l.pick("naming as its blocker the", "que elige como bloqueador al"),
                name(*b, l)
            ),
            None => format!(
                "{} {} {}.",
                n(*seat),
                l.pick("sends into the attack the", "manda al ataque el"),
                name(*army, l)
            ),
        },
        Event::BlockChosen {
            attacker,
            blocker: Some(b),
        } => format!(
            "{} {} {}.",
            name(*b, l),
            l.pick("will block the", "bloqueará al"),
            name(*attacker, l)
        ),
        Event::BlockChosen {
            attacker,
            blocker: None,
        } => format!(
            "{} {}.",
            name(*attacker, l),
            l.pick("goes unblocked", "queda sin bloquear")
        ),
        Event::Ordered { attacker, blocker } => format!(
            "{} {} {} {}.",
            l.pick("Next combat:", "Siguiente combate:"),
            name(*attacker, l),
            l.pick("against", "contra"),
            name(*blocker, l)
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

/// Why a move is illegal, in the player's language.
pub(super) fn explain(illegal: &Illegal, lang: Lang) -> String {
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
            Illegal::AlreadyMustered(c) => format!("{} ya está en el ataque", name(*c, lang)),
            Illegal::AlreadyDecided(c) => {
                format!("el bloqueo de {} ya está decidido", name(*c, lang))
            }
            Illegal::EmptyHeal => "una cura necesita al menos una carta de Copas".into(),
            Illegal::CaballoChose(c) => {
                format!("el {} ya eligió a su bloqueador", name(*c, lang))
            }
            Illegal::BadOrder => "el orden debe nombrar una vez a cada atacante bloqueado".into(),
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

pub(super) const RULES_EN: &str = "\
**The Peasants' Revolt** — 2 players, Spanish deck (72 cards; option 40). Bastos are the peasants' troops, Espadas the militia's; Oros buy, Copas heal. Sota 10 (Hero), Caballo 11 (Cavalry), Rey 12 (Leader).
Each player has 6 face-down camps; lose your last camp and you lose. Both pick a card in secret: the higher Bastos leads the peasants and starts (a tie is redealt).
Your turn: draw (not with 7+ cards in hand), then in any order: play one army · buy one card from the discard pile with Oros (your troops or Copas up to 9; with a Rey on the table you get change in Oros) · empty one of your camps into your hand · attack with any of your armies (not on the very first turn). End by passing, or discarding one card.
Attacks: send armies into the attack one by one, then launch it (a Caballo may name its blocker). The defender chooses a blocker (or none) for each attacker in turn, then the order of the combats, one at a time. Both deal their level as damage at once. Copas heal (doubled on a Sota), one card at a time until you stop. A damaged army is replaced by the highest card of its suit in the discard pile not above its new level, else it goes to the pile. An unblocked attacker turns an enemy camp: an enemy troop fights it, anything else goes to the attacker's hand; the camp is gone.
No deck left: no draw; without armies you must empty a camp each turn. When nobody can attack, both reveal their last camp: higher wins.
Our choices: discarding ends the turn; ten turns with no draw and no camp lost end the match by revealing camps.";

pub(super) const RULES_ES: &str = "\
**La rebelión de los campesinos** — 2 jugadores, baraja española (72 cartas; opción 40). Bastos son los campesinos, Espadas la milicia; Oros compran, Copas curan. Sota 10 (Héroe), Caballo 11 (Caballería), Rey 12 (Líder).
Cada jugador tiene 6 campamentos boca abajo; quien pierde el último, pierde. Ambos eligen una carta en secreto: el Bastos más alto dirige a los campesinos y empieza (empate: se reparte de nuevo).
Tu turno: roba (no con 7+ cartas en mano) y, en cualquier orden: juega un ejército · compra una carta de los descartes con Oros (tus tropas o Copas hasta el 9; con un Rey en la mesa recibes cambio en Oros) · vacía un campamento a tu mano · ataca con los ejércitos que quieras (no en el primer turno). Termina pasando o descartando una carta.
Ataques: manda ejércitos al ataque uno a uno y luego lánzalo (un Caballo puede elegir a su bloqueador). El defensor elige un bloqueador (o ninguno) para cada atacante por turno y luego el orden de los combates, uno a uno. Ambos hacen tanto daño como su nivel a la vez. Las Copas curan (el doble sobre una Sota), carta a carta hasta que pares. Un ejército dañado se sustituye por la carta más alta de su palo en los descartes que no supere su nuevo nivel; si no hay, va a los descartes. Un atacante no bloqueado gira un campamento enemigo: una tropa enemiga lo combate; cualquier otra carta va a la mano del atacante; el campamento se pierde.
Sin mazo: no se roba; sin ejércitos debes vaciar un campamento por turno. Si nadie puede atacar, ambos revelan su último campamento: gana el más alto.
Nuestras decisiones: descartar termina el turno; diez turnos sin robar ni perder campamentos terminan la partida revelando campamentos.";
