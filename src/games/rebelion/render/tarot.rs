//! The Tarot variant on the board and in the hand: Arcana controls, what each Arcana in hand
//! does, the effects running, the camps seen with La Torre.

use crate::engine::render::Field;
use crate::engine::{Lang, RenderCtx};
use crate::i18n::{tr, tr_args};

use super::super::arcana::{arcana_name, number, Effect, Played, Target};
use super::super::cards::{Card, Ranks};
use super::super::views::{PublicView, SeatView};
use super::name;

/// What Arcana number `n` does, in a short line.
pub(in super::super) fn does(n: u8, l: Lang) -> String {
    tr(l, &format!("rebelion-does-{n}"))
}

/// An Arcana with its target: `El Mago → 12 de Espadas`, `La Torre → camp 3`.
pub(in super::super) fn arcana_label(
    card: Card,
    target: Target,
    r: Option<Ranks>,
    l: Lang,
) -> String {
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

/// The answer window, as the board's decision line.
pub(super) fn answer_line(played: &Played, players: &str, r: Option<Ranks>, l: Lang) -> String {
    tr_args(
        l,
        "rebelion-decision-answer",
        &[
            ("players", players.into()),
            (
                "arcana",
                arcana_label(played.card, played.target, r, l).into(),
            ),
        ],
    )
}

fn effect_line(e: &Effect, ranks: Ranks, ctx: &RenderCtx) -> String {
    let l = ctx.lang;
    let army = e.army.map_or_else(String::new, |c| name(c, Some(ranks), l));
    tr_args(
        l,
        &format!("rebelion-effect-{}", e.arcana.level),
        &[
            ("player", ctx.name(e.seat).into()),
            ("army", army.into()),
            ("turn", e.turn.to_string().into()),
        ],
    )
}

/// The effects running (Tarot variant), one line each.
pub(super) fn effects_field(view: &PublicView, ctx: &RenderCtx) -> Option<Field> {
    let effects = view.effects.as_ref().filter(|e| !e.is_empty())?;
    let lines: Vec<String> = effects
        .iter()
        .map(|e| effect_line(e, view.ranks, ctx))
        .collect();
    Some(Field::new(
        tr(ctx.lang, "rebelion-effects"),
        lines.join("\n"),
        false,
    ))
}

/// The hand's Arcana with what each does, and the enemy camps seen with La Torre.
pub(super) fn seat_fields(view: &SeatView, l: Lang) -> Vec<Field> {
    let mut fields = Vec::new();
    let mut arcana: Vec<u8> = view
        .hand
        .iter()
        .filter(|c| c.is_arcana())
        .map(|c| c.level)
        .collect();
    arcana.dedup();
    if !arcana.is_empty() {
        let lines: Vec<String> = arcana
            .into_iter()
            .map(|n| format!("**{}** — {}", arcana_name(n), does(n, l)))
            .collect();
        fields.push(Field::new(
            tr(l, "rebelion-your-arcana"),
            lines.join("\n"),
            false,
        ));
    }
    if !view.seen_camps.is_empty() {
        let r = Some(view.public.ranks);
        let lines: Vec<String> = view
            .seen_camps
            .iter()
            .map(|&(slot, c)| format!("{slot}: {}", name(c, r, l)))
            .collect();
        fields.push(Field::new(
            tr_args(
                l,
                "rebelion-seen-camps",
                &[("arcana", arcana_name(number::TOWER).into())],
            ),
            lines.join("\n"),
            false,
        ));
    }
    fields
}
