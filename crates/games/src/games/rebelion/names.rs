//! Cards, armies and Arcana in words, as the board, the hand, the picture and the narration
//! all name them.

use crate::engine::Lang;
use crate::games::rebelion::{tr, tr_args};

use super::arcana::{arcana_name, Target};
use super::cards::{Card, Ranks};

/// A card in words: `6 of Bastos` / `6 de Bastos`, `Reina de Copas`, `Arcanum La Muerte`. The
/// deck's figures name levels 10–14 (`None`: by their numbers, as in refusals, which do not
/// know the deck).
pub(super) fn name(c: Card, r: Option<Ranks>, l: Lang) -> String {
    if c.is_arcana() {
        return tr_args(
            l,
            "rebelion-arcanum",
            &[("name", arcana_name(c.level).into())],
        );
    }
    let rank = r
        .and_then(|r| r.figure(c.level))
        .map_or_else(|| c.level.to_string(), str::to_owned);
    tr_args(
        l,
        "rebelion-card",
        &[("rank", rank.into()), ("suit", c.suit.name().into())],
    )
}

/// Cards in words, separated by commas; `none` for no card.
pub(super) fn list(cards: &[Card], r: Option<Ranks>, l: Lang) -> String {
    if cards.is_empty() {
        tr(l, "rebelion-none")
    } else {
        cards
            .iter()
            .map(|&c| name(c, r, l))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// Blocks as `blocker ⟂ attacker`, separated by commas.
pub(super) fn blocks(pairs: &[(Card, Card)], r: Option<Ranks>, l: Lang) -> String {
    pairs
        .iter()
        .map(|(a, b)| format!("{} ⟂ {}", name(*b, r, l), name(*a, r, l)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What Arcana number `n` does, in a short line.
pub(super) fn does(n: u8, l: Lang) -> String {
    tr(l, &format!("rebelion-does-{n}"))
}

/// An Arcana with its target: `El Mago → 12 de Espadas`, `La Torre → camp 3`.
pub(super) fn arcana_label(card: Card, target: Target, r: Option<Ranks>, l: Lang) -> String {
    let arcana = arcana_name(card.level);
    match target {
        Target::None => arcana.to_owned(),
        Target::Army(c) | Target::Play(c) => format!("{arcana} → {}", name(c, r, l)),
        Target::Camp(slot) => format!(
            "{arcana} → {}",
            tr_args(
                l,
                "rebelion-camp-slot",
                &[("slot", slot.to_string().into())]
            )
        ),
    }
}
