//! Burgueses drawn into the neutral render model, in English and Spanish.

use crate::engine::render::{Control, ControlGroup, Field, Panel};
use crate::engine::{Lang, Render, RenderCtx, Seat};

use super::cards::Card;
use super::events::Event;
use super::notation::{Move, Sale};
use super::rules::Illegal;
use super::state::Burgueses;
use super::views::{PublicView, SeatView};

fn cards(cs: &[Card], lang: Lang) -> String {
    if cs.is_empty() {
        lang.pick("(empty)", "(vacío)").to_owned()
    } else {
        cs.iter().map(|c| c.pretty()).collect::<Vec<_>>().join(" ")
    }
}

fn whose_turn(view: &PublicView, ctx: &RenderCtx) -> String {
    let l = ctx.lang;
    let Some(&seat) = view.to_act.first() else {
        return l
            .pick("The match is over.", "La partida ha terminado.")
            .to_owned();
    };
    let name = ctx.name(seat);
    match view.pending {
        "place" => format!(
            "{name}{}",
            l.pick(
                " places a card in their shop.",
                " coloca una carta en su escaparate."
            )
        ),
        "discard" => format!(
            "{name}{}",
            l.pick(
                " must discard a card from their shop (K♦).",
                " debe descartar una carta de su escaparate (K♦)."
            )
        ),
        _ => format!(
            "{}{name}{}",
            l.pick("Turn of ", "Turno de "),
            l.pick(": buy, sell or trade.", ": comprar, vender o comerciar.")
        ),
    }
}

fn seat_field(view: &PublicView, seat: Seat, ctx: &RenderCtx) -> Field {
    let l = ctx.lang;
    let traded = if view.trade_used[seat] {
        l.pick(" · traded", " · ya comerció")
    } else {
        ""
    };
    // Mentions do not render in field names, so the name goes first in the value.
    Field::new(
        format!("{} {}", l.pick("Player", "Jugador"), seat.index() + 1),
        format!(
            "{}\n{} {} · {} {}{traded}\n{} {}",
            ctx.name(seat),
            l.pick("Deposit:", "Depósito:"),
            view.coins[seat],
            l.pick("Hand:", "Mano:"),
            view.hand_sizes[seat],
            l.pick("Shop:", "Escaparate:"),
            cards(&view.shops[seat], l),
        ),
        true,
    )
}

fn scores_field(view: &PublicView, ctx: &RenderCtx) -> Option<Field> {
    if view.round_scores.is_empty() {
        return None;
    }
    let l = ctx.lang;
    let lines: Vec<String> = view
        .round_scores
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let per: Vec<String> = r
                .iter()
                .map(|(s, v)| format!("{} {v}", ctx.name(s)))
                .collect();
            format!(
                "{} {}: {}",
                l.pick("Round", "Ronda"),
                i + 1,
                per.join(" · ")
            )
        })
        .collect();
    Some(Field::new(
        l.pick("Wealth", "Riqueza"),
        lines.join("\n"),
        false,
    ))
}

fn control(mv: &Move, lang: Lang) -> Control {
    let label = match mv {
        Move::Buy => lang.pick("Buy", "Comprar").to_owned(),
        Move::Place(c) => format!("{} {}", lang.pick("Place", "Colocar"), c.pretty()),
        Move::Discard(c) => format!("{} {}", lang.pick("Discard", "Descartar"), c.pretty()),
        Move::Sell(Sale::Cards(cs)) => {
            format!("{} {}", lang.pick("Sell", "Vender"), cards(cs, lang))
        }
        Move::Sell(Sale::Value(v)) => format!("{} {v}", lang.pick("Sell all", "Vender todos los")),
        Move::Trade { mine, theirs } => format!(
            "{} {} ⇄ {}",
            lang.pick("Trade", "Comerciar"),
            mine.pretty(),
            theirs.pretty()
        ),
    };
    Control {
        label,
        notation: mv.to_string(),
    }
}

fn group_label(mv: &Move, lang: Lang) -> &'static str {
    match mv {
        Move::Buy => lang.pick("Buy", "Comprar"),
        Move::Place(_) => lang.pick("Place a card", "Colocar una carta"),
        Move::Discard(_) => lang.pick("Discard a card", "Descartar una carta"),
        Move::Sell(_) => lang.pick("Sell", "Vender"),
        Move::Trade { .. } => lang.pick("Trade (1 coin)", "Comerciar (1 moneda)"),
    }
}

impl Render for Burgueses {
    fn render_public(view: &PublicView, ctx: &RenderCtx) -> Panel {
        let l = ctx.lang;
        let mut fields: Vec<Field> = Seat::all(2).map(|s| seat_field(view, s, ctx)).collect();
        fields.push(Field::new(
            l.pick("Table", "Mesa"),
            format!(
                "{} {} · {} {} · {} {} ({} {})",
                l.pick("Bank:", "Banco:"),
                view.bank,
                l.pick("Goods deck:", "Mazo de mercancías:"),
                view.goods_left,
                l.pick("King card:", "Carta de rey:"),
                view.king.map_or("—".to_owned(), |k| k.pretty()),
                view.kings_left,
                l.pick("left", "quedan"),
            ),
            false,
        ));
        fields.extend(scores_field(view, ctx));
        Panel {
            title: format!("Burgueses — {} {}/2", l.pick("round", "ronda"), view.round),
            description: whose_turn(view, ctx),
            fields,
            controls: Vec::new(),
        }
    }

    fn render_seat(view: &SeatView, legal: &[Move], ctx: &RenderCtx) -> Panel {
        let l = ctx.lang;
        let mut controls: Vec<ControlGroup> = Vec::new();
        for mv in legal {
            let label = group_label(mv, l);
            match controls.iter_mut().find(|g| g.label == label) {
                Some(g) => g.controls.push(control(mv, l)),
                None => controls.push(ControlGroup::choices(label, vec![control(mv, l)])),
            }
        }
        let description = if legal.is_empty() {
            whose_turn(&view.public, ctx)
        } else {
            l.pick("Your decision:", "Tu decisión:").to_owned()
        };
        Panel {
            title: format!(
                "{} {}",
                l.pick("Your hand:", "Tu mano:"),
                cards(&view.hand, l)
            ),
            description,
            fields: vec![
                seat_field(&view.public, view.seat, ctx),
                seat_field(&view.public, view.seat.other(), ctx),
            ],
            controls,
        }
    }

    fn narrate(event: &Event, ctx: &RenderCtx) -> String {
        let l = ctx.lang;
        let n = |s: Seat| ctx.name(s).to_owned();
        match event {
            Event::Bought { seat, drew: true } => {
                format!(
                    "{} {}",
                    n(*seat),
                    l.pick("buys a card.", "compra una carta.")
                )
            }
            Event::Bought { seat, drew: false } => format!(
                "{} {}",
                n(*seat),
                l.pick(
                    "buys with the goods deck empty.",
                    "compra con el mazo de mercancías vacío."
                )
            ),
            Event::Placed { seat, card } => format!(
                "{} {} {}.",
                n(*seat),
                l.pick("puts in their shop", "pone en su escaparate"),
                card.pretty()
            ),
            Event::Sold {
                seat,
                cards: cs,
                coins,
            } => format!(
                "{} {} {} {} {coins} {}.",
                n(*seat),
                l.pick("sells", "vende"),
                cards(cs, l),
                l.pick("for", "por"),
                l.pick("coin(s)", "moneda(s)")
            ),
            Event::Traded { seat, gave, got } => format!(
                "{} {} {} {} {}.",
                n(*seat),
                l.pick("trades", "cambia"),
                gave.pretty(),
                l.pick("for", "por"),
                got.pretty()
            ),
            Event::KingsReshuffled => l
                .pick(
                    "The king deck is reshuffled.",
                    "Se baraja de nuevo el mazo del rey.",
                )
                .to_owned(),
            Event::KingRevealed { king } => {
                format!(
                    "{} {}.",
                    l.pick("King card:", "Carta de rey:"),
                    king.pretty()
                )
            }
            Event::Paid { seat } => format!(
                "{} {}",
                n(*seat),
                l.pick("pays 1 coin to the bank.", "paga 1 moneda al banco.")
            ),
            Event::Received { seat } => format!(
                "{} {}",
                n(*seat),
                l.pick(
                    "receives 1 coin from the bank.",
                    "recibe 1 moneda del banco."
                )
            ),
            Event::MustDiscard { seat } => format!(
                "{} {}",
                n(*seat),
                l.pick(
                    "has no ♦ and must discard a shop card.",
                    "no tiene ♦ y debe descartar una carta."
                )
            ),
            Event::Discarded { seat, card } => format!(
                "{} {} {}.",
                n(*seat),
                l.pick("discards", "descarta"),
                card.pretty()
            ),
            Event::RoundEnded { round, scores } => format!(
                "{} {round} {}: {}.",
                l.pick("Round", "Fin de la ronda"),
                l.pick("ends", "—"),
                scores
                    .iter()
                    .map(|(s, v)| format!("{} {v}", n(s)))
                    .collect::<Vec<_>>()
                    .join(" · ")
            ),
            Event::WonBySale { seat } => format!(
                "{} {}",
                n(*seat),
                l.pick(
                    "sells four of a kind and wins the match!",
                    "vende cuatro iguales y gana la partida."
                )
            ),
            Event::MatchEnded { totals } => format!(
                "{} {}.",
                l.pick("Final wealth:", "Riqueza final:"),
                totals
                    .iter()
                    .map(|(s, v)| format!("{} {v}", n(s)))
                    .collect::<Vec<_>>()
                    .join(" · ")
            ),
        }
    }

    fn starts_section(event: &Event) -> bool {
        matches!(event, Event::RoundEnded { .. })
    }

    fn explain(illegal: &Illegal, lang: Lang) -> String {
        let es = match illegal {
            Illegal::WrongStep { expected } => {
                format!("ahora toca {}", expected.text(Lang::Es))
            }
            Illegal::NotInHand(c) => format!("{} no está en tu mano", c.pretty()),
            Illegal::NotInShop(c) => format!("{} no está en tu escaparate", c.pretty()),
            Illegal::NotInOpponentShop(c) => {
                format!("{} no está en el escaparate del rival", c.pretty())
            }
            Illegal::SaleTooSmall => {
                "una venta necesita al menos dos cartas del mismo valor".to_owned()
            }
            Illegal::MixedValues => {
                "todas las cartas vendidas deben tener el mismo valor".to_owned()
            }
            Illegal::TradeUsed => "ya has comerciado en esta ronda".to_owned(),
            Illegal::NoCoinToTrade => {
                "comerciar cuesta una moneda y tu depósito está vacío".to_owned()
            }
            Illegal::OpponentJustTraded => {
                "tu rival acaba de comerciar; espera un turno".to_owned()
            }
        };
        match lang {
            Lang::En => illegal.to_string(),
            Lang::Es => es,
        }
    }

    fn rules_text(lang: Lang) -> String {
        lang.pick(RULES_EN, RULES_ES).to_owned()
    }
}

const RULES_EN: &str = "\
**Burgueses** — 2 players, 2 rounds. 10 coins (1 each, 8 in the bank), 14 goods (2–4 of every suit, 5♥ 5♦), 5 king cards (K♠ K♣ K♥ K♦ A♠).
Each turn do one action:
• **Buy**: draw a goods card (if any), then put one hand card in your shop.
• **Sell**: discard 2+ shop cards of one value: a pair earns 1 coin, three earn 3, taken from your opponent's deposit (only what is there). Four of a kind wins the match at once.
• **Trade** (once a round, not right after your opponent traded): pay 1 coin to the bank and swap one of your shop cards with one of theirs.
Then a king card is revealed, applied to the active player first:
K♠ the highest ♠ sum pays 1 · K♥ the highest ♥ sum gets 1 (ties: nobody) · K♦ anyone with ♦ gets 1, others discard a shop card · K♣ anyone with ♣ gets 1 · A♠ even shop sum gets 1, odd pays 1. Empty king deck: reshuffle all five.
The round ends when the turn reaches a player with no cards in hand. Wealth: +1 per coin, +1 per ♠ in shop, −1 per card in hand. Round 2 is a new setup; the other player starts. Highest total wins; equal totals are a draw.
Our choices: the first player is drawn at random; a four-of-a-kind sale ends the match with no king card.";

const RULES_ES: &str = "\
**Burgueses** — 2 jugadores, 2 rondas. 10 monedas (1 cada uno, 8 en el banco), 14 mercancías (2–4 de cada palo, 5♥ 5♦), 5 cartas de rey (K♠ K♣ K♥ K♦ A♠).
En cada turno, una acción:
• **Comprar**: roba una mercancía (si quedan) y coloca una carta de tu mano en tu escaparate.
• **Vender**: descarta 2+ cartas de tu escaparate del mismo valor: una pareja da 1 moneda, un trío 3, del depósito del rival (solo lo que tenga). Cuatro iguales ganan la partida al momento.
• **Comerciar** (una vez por ronda, no justo después de que lo haga el rival): paga 1 moneda al banco e intercambia una carta de tu escaparate por una del suyo.
Después se revela una carta de rey, primero para quien tiene el turno:
K♠ la suma de ♠ más alta paga 1 · K♥ la suma de ♥ más alta recibe 1 (empate: nadie) · K♦ quien tenga ♦ recibe 1, los demás descartan una carta · K♣ quien tenga ♣ recibe 1 · A♠ suma par recibe 1, impar paga 1. Mazo del rey agotado: se barajan las cinco.
La ronda termina cuando el turno llega a un jugador sin cartas en la mano. Riqueza: +1 por moneda, +1 por ♠ en el escaparate, −1 por carta en la mano. La ronda 2 se prepara de nuevo y empieza el otro jugador. Gana el mayor total; a igual total, empate.
Nuestras decisiones: el primer jugador se sortea; una venta de cuatro iguales termina la partida sin carta de rey.";
