//! The Tarot variant on the board and in the hand: Arcana controls, what each Arcana in hand
//! does, the effects running, the camps seen with La Torre.

use crate::engine::render::Field;
use crate::engine::{Lang, RenderCtx};
use crate::games::rebelion::{tr, tr_args};

use super::super::arcana::{arcana_name, number, Effect, Played};
use super::super::cards::Ranks;
use super::super::names::{arcana_label, does, name};
use super::super::views::{PublicView, SeatView};

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

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::super::super::arcana::Target;
    use super::super::super::cards::{Card, Suit};
    use super::super::super::events::Event;
    use super::super::super::state::{Options, Rebelion};
    use super::*;
    use crate::engine::{Game, Render, Seat};

    fn ctx(lang: Lang) -> RenderCtx {
        RenderCtx {
            lang,
            names: vec!["<@1>".into(), "<@2>".into()],
            plain: vec!["Ana".into(), "Bruno".into()],
            options: json!({"tarot": true}),
        }
    }

    fn tarot_match() -> Rebelion {
        let options = Options {
            tarot: true,
            ..Options::default()
        };
        Rebelion::new(2, &options, None, 5).unwrap()
    }

    #[test]
    fn every_arcana_has_its_own_short_line_in_english_and_spanish() {
        for l in [Lang::En, Lang::Es] {
            let mut lines: Vec<String> = (0..=21).map(|n| does(n, l)).collect();
            for (n, line) in lines.iter().enumerate() {
                assert_ne!(*line, format!("rebelion-does-{n}"), "A{n} has no words");
                assert!(line.chars().count() <= 120, "A{n}: a short line: {line}");
            }
            lines.sort();
            lines.dedup();
            assert_eq!(lines.len(), 22, "one line per Arcana");
        }
        for n in 0..=21 {
            assert_ne!(does(n, Lang::En), does(n, Lang::Es), "A{n} in Spanish");
        }
    }

    #[test]
    fn the_hand_view_says_what_each_arcana_in_hand_does() {
        for l in [Lang::En, Lang::Es] {
            let mut g = tarot_match();
            for n in 0..=21 {
                g.hands[Seat(0)] = vec![
                    Card::new(3, Suit::Bastos),
                    Card::arcana(n),
                    Card::arcana((n + 1) % 22),
                ];
                let view = g.seat_view(Seat(0));
                let panel = Rebelion::render_seat(&view, &[], &ctx(l));
                let field = panel
                    .fields
                    .iter()
                    .find(|f| f.name == tr(l, "rebelion-your-arcana"))
                    .unwrap_or_else(|| panic!("no Arcana field for A{n}: {panel:?}"));
                let lines: Vec<&str> = field.value.lines().collect();
                assert_eq!(lines.len(), 2, "a line per Arcana in hand");
                for m in [n, (n + 1) % 22] {
                    let line = format!("**{}** — {}", arcana_name(m), does(m, l));
                    assert!(lines.contains(&line.as_str()), "{line} in {lines:?}");
                }
                // The other seat's panel says nothing of these Arcana.
                g.hands[Seat(1)] = vec![Card::new(4, Suit::Espadas)];
                let other = Rebelion::render_seat(&g.seat_view(Seat(1)), &[], &ctx(l));
                assert!(!format!("{other:?}").contains(&does(n, l)), "A{n}");
            }
        }
    }

    #[test]
    fn the_board_explains_an_arcana_when_it_is_played() {
        for l in [Lang::En, Lang::Es] {
            for n in 0..=21 {
                let target = match n {
                    number::FOOL => Target::Play(Card::new(7, Suit::Espadas)),
                    number::MAGICIAN => Target::Army(Card::new(12, Suit::Espadas)),
                    number::TOWER => Target::Camp(3),
                    _ => Target::None,
                };
                let event = Event::ArcanaPlayed {
                    seat: Seat(1),
                    card: Card::arcana(n),
                    target,
                };
                let words = Rebelion::narrate(&event, &ctx(l));
                assert!(words.contains("<@2>"), "{words}");
                assert!(words.contains(arcana_name(n)), "{words}");
                assert!(words.contains(&does(n, l)), "A{n}: {words}");
            }
        }
        let mago = Event::ArcanaPlayed {
            seat: Seat(0),
            card: Card::arcana(number::MAGICIAN),
            target: Target::Army(Card::new(12, Suit::Espadas)),
        };
        // The Tarot deck's 12 is the Caballo.
        assert!(Rebelion::narrate(&mago, &ctx(Lang::Es)).contains("El Mago → Caballo de Espadas"));
    }
}
