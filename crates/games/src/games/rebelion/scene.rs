//! La rebelión as a picture: per player their side, the backs of their hand, the camps still
//! standing (face down, as on the table) and their armies face up; the table's deck, the Arcana
//! played this turn (Tarot variant) and the whole discard pile sorted by suit and level, which
//! players count cards from. A hand shows its cards and the seat's own camps. Built from the
//! views only. Players are named by their plain names (a picture cannot show a mention; see
//! `RenderCtx::label`).

use crate::engine::scene::{self, Face, Item, Row, Scene};
use crate::engine::{RenderCtx, Seat};
use crate::games::rebelion::{tr, tr_args};

use super::cards::{Card, Suit};
use super::views::{PublicView, SeatView};

/// A card's face: its level as Spanish decks print it (1–12, or 1–14 in the Tarot deck), or
/// an Arcanum's number in Roman numerals, as Tarot cards print it.
fn card(c: Card) -> Item {
    let suit = match c.suit {
        Suit::Oros => scene::Suit::Coins,
        Suit::Copas => scene::Suit::Cups,
        Suit::Espadas => scene::Suit::Swords,
        Suit::Bastos => scene::Suit::Batons,
        Suit::Arcana => scene::Suit::None,
    };
    let rank = if c.is_arcana() {
        roman(c.level)
    } else {
        c.level.to_string()
    };
    Item::Card(Face { rank, suit })
}

/// `0` as the Fool is printed, then I … XXI.
fn roman(n: u8) -> String {
    if n == 0 {
        return "0".to_owned();
    }
    let mut left = n;
    let mut out = String::new();
    for (value, numeral) in [(10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")] {
        while left >= value {
            out.push_str(numeral);
            left -= value;
        }
    }
    out
}

fn counter(ctx: &RenderCtx, id: &str, value: impl Into<i64>) -> Item {
    Item::counter(tr(ctx.lang, id), value)
}

fn side(view: &PublicView, seat: Seat, ctx: &RenderCtx) -> String {
    let id = match view.sides[seat].as_deref() {
        Some("B") => "rebelion-side-peasants",
        Some("E") => "rebelion-side-militia",
        _ => "rebelion-side-none",
    };
    tr(ctx.lang, id)
}

/// The board.
pub(super) fn public(view: &PublicView, ctx: &RenderCtx) -> Scene {
    let l = ctx.lang;
    let mut rows: Vec<Row> = Seat::all(2)
        .map(|s| {
            let mut items = vec![
                counter(ctx, "rebelion-picture-camps", view.camps[s].len() as i64),
                Item::Backs(view.hand_sizes[s]),
            ];
            items.extend(view.armies[s].iter().copied().map(card));
            // Armies are named: an attack, a block and a heal take them by their notation.
            let keys = [None, None]
                .into_iter()
                .chain(view.armies[s].iter().map(|c| Some(c.to_string())));
            let label = format!("{} — {}", ctx.label(s), side(view, s, ctx));
            Row::new(label, items)
                .keyed(keys)
                .highlighted(view.to_act.contains(&s))
        })
        .collect();
    if let Some(combat) = &view.combat {
        let mut items = Vec::new();
        for f in &combat.armies {
            // El Mago's army stays in its line, where it is drawn already: named here.
            if view.armies[f.seat].contains(&f.card) {
                items.push(Item::Text(super::names::name(f.card, Some(view.ranks), l)));
            } else {
                items.push(card(f.card));
            }
            items.push(Item::counter(
                tr_args(
                    l,
                    "rebelion-picture-combat-level",
                    &[("player", ctx.label(f.seat).into())],
                ),
                i64::from(f.level),
            ));
        }
        rows.push(Row::new(tr(l, "rebelion-combat-under-way"), items).highlighted(true));
    }
    let mut table = vec![counter(ctx, "rebelion-picture-deck", view.deck_left as i64)];
    if let Some(played) = &view.arcana_played {
        table.extend(played.iter().filter_map(|(_, c)| *c).map(card));
    }
    rows.push(Row::new(tr(l, "rebelion-table"), table));
    let mut pile = view.discard.clone();
    pile.sort_by_key(|c| (c.suit, c.level));
    rows.push(Row::new(
        tr_args(
            l,
            "rebelion-picture-discard",
            &[("count", view.discard.len().into())],
        ),
        pile.into_iter().map(card).collect(),
    ));
    Scene {
        grid: None,
        title: tr_args(
            l,
            "rebelion-picture-title",
            &[("turn", view.turn.to_string().into())],
        ),
        rows,
    }
}

/// A seat's hand, with its own camps (face up to their owner). A secret pick stays in the
/// hand until both are revealed; the hand's text names it.
pub(super) fn seat(view: &SeatView, ctx: &RenderCtx) -> Scene {
    let l = ctx.lang;
    let mut scene = Scene::notated_hand(tr(l, "rebelion-picture-hand-title"), &view.hand, card);
    let camps: Vec<Card> = view.camp_cards.iter().flatten().copied().collect();
    if !camps.is_empty() {
        scene.rows.push(Row::notated(
            tr(l, "rebelion-picture-my-camps"),
            &camps,
            card,
        ));
    }
    scene
}

#[cfg(test)]
mod tests {
    use super::roman;

    #[test]
    fn arcana_numbers_are_roman_as_tarot_cards_print_them() {
        let all: Vec<String> = (0..=21).map(roman).collect();
        assert_eq!(all[0], "0");
        assert_eq!(all[4], "IV");
        assert_eq!(all[9], "IX");
        assert_eq!(all[14], "XIV");
        assert_eq!(all[19], "XIX");
        assert_eq!(all[21], "XXI");
    }
}
