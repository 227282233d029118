//! La rebelión drawn into the neutral render model; the words are in
//! `src/locales/<locale>/rebelion.ftl`.

use crate::engine::render::{Control, ControlGroup, Field, Panel};
use crate::engine::scene::Scene;
use crate::engine::words::Arg;
use crate::engine::{Lang, Render, RenderCtx, Seat};
use crate::games::rebelion::{tr, tr_args};

use super::arcana::arcana_name;
use super::cards::{Card, Ranks};
use super::events::Event;
use super::illegal::Illegal;
use super::names::{arcana_label, blocks, list, name};
use super::notation::Move;
use super::state::{Purchase, Rebelion};
use super::turn::level_sum;
use super::views::{PublicView, SeatView};
use super::words;

mod tarot;

/// A message whose only argument is one card, in words.
fn with_card(l: Lang, r: Option<Ranks>, id: &str, c: Card) -> String {
    tr_args(l, id, &[("card", name(c, r, l).into())])
}

/// The discard pile grouped by suit: `Bastos: 3 5 5 · Copas: 2 · Arcana: La Luna`.
fn pile(cards: &[Card], l: Lang) -> String {
    if cards.is_empty() {
        return tr(l, "rebelion-pile-empty");
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
    let mut arcana: Vec<u8> = cards
        .iter()
        .filter(|c| c.is_arcana())
        .map(|c| c.level)
        .collect();
    if !arcana.is_empty() {
        arcana.sort_unstable();
        let names: Vec<&str> = arcana.into_iter().map(arcana_name).collect();
        groups.push(format!(
            "{}: {}",
            tr(l, "rebelion-arcana"),
            names.join(", ")
        ));
    }
    groups.join(" · ")
}

fn side_name(side: Option<&str>, l: Lang) -> String {
    let id = match side {
        Some("B") => "rebelion-side-peasants",
        Some("E") => "rebelion-side-militia",
        _ => "rebelion-side-none",
    };
    tr(l, id)
}

fn decision(view: &PublicView, ctx: &RenderCtx) -> String {
    let l = ctx.lang;
    let who: Vec<&str> = view.to_act.iter().map(|&s| ctx.name(s)).collect();
    let id = match view.pending {
        "pick" => "rebelion-decision-pick",
        "main" => "rebelion-decision-main",
        "buy" => "rebelion-decision-buy",
        "muster" => "rebelion-decision-muster",
        "block" => "rebelion-decision-block",
        "order" => "rebelion-decision-order",
        "heal" => "rebelion-decision-heal",
        "camp" => "rebelion-decision-camp",
        "answer" => {
            return match &view.answering {
                Some(p) => tarot::answer_line(p, &who.join(", "), Some(view.ranks), l),
                None => tr(l, "rebelion-over"),
            }
        }
        "judgment" => "rebelion-decision-judgment",
        "lose" => "rebelion-decision-lose",
        _ => return tr(l, "rebelion-over"),
    };
    tr_args(l, id, &[("players", who.join(", ").into())])
}

fn seat_field(view: &PublicView, seat: Seat, ctx: &RenderCtx) -> Field {
    let l = ctx.lang;
    let r = Some(view.ranks);
    Field::new(
        tr_args(
            l,
            "rebelion-player",
            &[("number", (seat.index() + 1).into())],
        ),
        tr_args(
            l,
            "rebelion-seat",
            &[
                ("player", ctx.name(seat).into()),
                ("side", side_name(view.sides[seat].as_deref(), l).into()),
                ("armies", list(&view.armies[seat], r, l).into()),
                ("camps", view.camps[seat].len().into()),
                ("hand", view.hand_sizes[seat].into()),
            ],
        ),
        true,
    )
}

/// The combat under way: each army with what it suffered, who still decides on healing, and
/// the combats of the attack still to fight.
fn combat_field(view: &PublicView, ctx: &RenderCtx) -> Option<Field> {
    let combat = view.combat.as_ref()?;
    let (l, r) = (ctx.lang, Some(view.ranks));
    let mut lines: Vec<String> = combat
        .armies
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let id = if i == 1 && combat.from_camp {
                "rebelion-combat-camp"
            } else {
                "rebelion-combat-army"
            };
            tr_args(
                l,
                id,
                &[
                    ("player", ctx.name(f.seat).into()),
                    ("army", name(f.card, r, l).into()),
                    ("damage", i64::from(f.damage).into()),
                    ("healed", i64::from(f.healed).into()),
                    ("level", i64::from(f.level).into()),
                ],
            )
        })
        .collect();
    if !combat.awaiting.is_empty() {
        let who: Vec<&str> = combat.awaiting.iter().map(|&s| ctx.name(s)).collect();
        lines.push(tr_args(
            l,
            "rebelion-combat-awaiting",
            &[("players", who.join(", ").into())],
        ));
    }
    if !combat.next.is_empty() {
        lines.push(tr_args(
            l,
            "rebelion-combat-next",
            &[("combats", blocks(&combat.next, r, l).into())],
        ));
    }
    Some(Field::new(
        tr(l, "rebelion-combat-under-way"),
        lines.join("\n"),
        false,
    ))
}

/// The buyer's purchase under way: what is paid so far against the price, and the change.
fn purchase_line(p: &Purchase, r: Option<Ranks>, l: Lang) -> String {
    tr_args(
        l,
        "rebelion-buying",
        &[
            ("card", name(p.card, r, l).into()),
            ("paid", list(&p.paid, r, l).into()),
            ("sum", level_sum(&p.paid).to_string().into()),
            ("price", p.card.level.to_string().into()),
            ("change", list(&p.change, r, l).into()),
        ],
    )
}

/// What the hand needs besides the move to word a control: the decision it belongs to, and
/// the attacker whose blocker is being chosen (named by the listed blocks).
struct Step<'a> {
    pending: &'a str,
    attacker: Option<Card>,
    ranks: Option<Ranks>,
}

fn control(mv: &Move, step: &Step, l: Lang) -> Control {
    let r = step.ranks;
    let card = |id: &str, c: Card| with_card(l, r, id, c);
    let slot = |id: &str, s: u8| tr_args(l, id, &[("slot", s.to_string().into())]);
    let label = match mv {
        Move::Pick(c) => name(*c, r, l),
        Move::Play(c) => card("rebelion-play", *c),
        Move::Discard(c) => card("rebelion-discard", *c),
        Move::Pass => match (step.pending, step.attacker) {
            ("block", Some(a)) => card("rebelion-no-blocker-for", a),
            ("heal", _) => tr(l, "rebelion-stop-healing"),
            _ => tr(l, "rebelion-end-turn-or-pass"),
        },
        Move::Empty(s) => slot("rebelion-empty-camp", *s),
        Move::Camp(s) => slot("rebelion-assault-camp", *s),
        Move::Buy { card, with, change } => {
            let mut args: Vec<(&str, Arg)> = vec![
                ("card", name(*card, r, l).into()),
                ("paid", list(with, r, l).into()),
            ];
            let id = if change.is_empty() {
                "rebelion-buy"
            } else {
                args.push(("change", list(change, r, l).into()));
                "rebelion-buy-with-change"
            };
            tr_args(l, id, &args)
        }
        Move::Purchase(c) => tr_args(l, "rebelion-buy-card", &[("card", name(*c, r, l).into())]),
        Move::Pay(c) | Move::Change(c) => name(*c, r, l),
        Move::Complete => tr(l, "rebelion-buy-complete"),
        Move::Cancel if step.pending == "buy" => tr(l, "rebelion-call-off-purchase"),
        Move::Cancel => tr(l, "rebelion-call-off-attack"),
        Move::Muster(a) => match a.names {
            Some(b) => format!("{} → {}", name(a.card, r, l), name(b, r, l)),
            None => name(a.card, r, l),
        },
        Move::Attack(armies) if armies.is_empty() => tr(l, "rebelion-launch-attack"),
        Move::Attack(armies) => {
            let parts: Vec<String> = armies.iter().map(|a| name(a.card, r, l)).collect();
            tr_args(
                l,
                "rebelion-attack-with",
                &[("cards", parts.join(", ").into())],
            )
        }
        Move::Block(pairs) if pairs.is_empty() => tr(l, "rebelion-no-more-blocks"),
        Move::Block(pairs) => blocks(pairs, r, l),
        Move::Order(combats) => combats
            .iter()
            .map(|c| match c.blocker {
                Some(b) => format!("{} ⟂ {}", name(b, r, l), name(c.attacker, r, l)),
                None => name(c.attacker, r, l),
            })
            .collect::<Vec<_>>()
            .join(", "),
        Move::Heal { with, .. } => list(with, r, l),
        Move::Tend { with, .. } => format!("{} …", name(*with, r, l)),
        Move::Arcana { card, target } => arcana_label(*card, *target, r, l),
        Move::Counter => tr(l, "rebelion-counter"),
        Move::Allow => tr(l, "rebelion-allow"),
        Move::Harm { with, .. } => list(with, r, l),
        Move::Lose(s) => slot("rebelion-lose-camp", *s),
    };
    Control {
        label,
        notation: mv.to_string(),
    }
}

/// The group of a control: one decision of the step, in words.
fn group_of(mv: &Move, step: &Step, l: Lang) -> String {
    let r = step.ranks;
    let id = match mv {
        Move::Pick(_) if step.pending == "judgment" => "rebelion-group-judgment",
        Move::Pick(_) => "rebelion-group-pick",
        Move::Play(_) => "rebelion-group-play",
        Move::Buy { .. } | Move::Purchase(_) => "rebelion-group-buy",
        Move::Pay(_) => "rebelion-group-pay",
        Move::Change(_) => "rebelion-group-change",
        Move::Complete => "rebelion-buy-complete",
        Move::Cancel if step.pending == "buy" => "rebelion-call-off-purchase",
        Move::Cancel => "rebelion-call-off-attack",
        Move::Empty(_) => "rebelion-group-empty",
        Move::Muster(a) if a.names.is_some() => "rebelion-group-cavalry",
        Move::Muster(_) if step.pending == "muster" => "rebelion-group-muster",
        Move::Muster(_) => "rebelion-group-attack-with",
        Move::Attack(_) => "rebelion-group-attack",
        Move::Block(_) | Move::Pass if step.pending == "block" => {
            return match step.attacker {
                Some(a) => with_card(l, r, "rebelion-group-blocker-for", a),
                None => tr(l, "rebelion-group-blocks"),
            };
        }
        Move::Block(_) => "rebelion-group-blocks",
        Move::Order(_) => "rebelion-group-order",
        Move::Tend { army, .. } => return with_card(l, r, "rebelion-group-tend", *army),
        Move::Heal { army, .. } => return with_card(l, r, "rebelion-group-heal", *army),
        Move::Harm { army, .. } => return with_card(l, r, "rebelion-group-harm", *army),
        Move::Arcana { .. } => "rebelion-group-arcana",
        Move::Counter | Move::Allow => "rebelion-group-answer",
        Move::Lose(_) => "rebelion-group-lose",
        Move::Pass if step.pending == "heal" => "rebelion-stop-healing",
        Move::Pass => "rebelion-group-end-turn",
        Move::Camp(_) => "rebelion-group-camp",
        Move::Discard(_) => "rebelion-group-discard",
    };
    tr(l, id)
}

impl Render for Rebelion {
    fn words() -> &'static crate::engine::words::Words {
        &super::WORDS
    }

    /// The Tarot variant has its own deck of 106 cards.
    fn refuse_options(options: &super::Options, lang: Lang) -> Option<String> {
        (options.tarot && options.deck.is_some()).then(|| tr(lang, "rebelion-tarot-has-its-deck"))
    }

    fn render_public(view: &PublicView, ctx: &RenderCtx) -> Panel {
        let l = ctx.lang;
        let mut fields: Vec<Field> = Seat::all(2).map(|s| seat_field(view, s, ctx)).collect();
        fields.push(Field::new(
            tr(l, "rebelion-table"),
            tr_args(
                l,
                "rebelion-table-line",
                &[
                    ("turn", view.turn.to_string().into()),
                    ("deck", view.deck_left.to_string().into()),
                ],
            ),
            false,
        ));
        fields.push(Field::new(
            tr(l, "rebelion-discard-pile"),
            pile(&view.discard, l),
            false,
        ));
        fields.extend(combat_field(view, ctx));
        fields.extend(tarot::effects_field(view, ctx));
        Panel {
            title: tr(l, "rebelion-title"),
            description: decision(view, ctx),
            fields,
            controls: Vec::new(),
        }
    }

    fn scene_public(view: &PublicView, ctx: &RenderCtx) -> Option<Scene> {
        Some(super::scene::public(view, ctx))
    }

    fn scene_seat(view: &SeatView, ctx: &RenderCtx) -> Option<Scene> {
        Some(super::scene::seat(view, ctx))
    }

    fn render_seat(view: &SeatView, legal: &[Move], ctx: &RenderCtx) -> Panel {
        let l = ctx.lang;
        let r = Some(view.public.ranks);
        // One control per legal move: every step lists few moves (see `choices.rs`), so the
        // hand can show them all as buttons and menus.
        let step = Step {
            pending: view.public.pending,
            attacker: legal.iter().find_map(|m| match m {
                Move::Block(pairs) => pairs.first().map(|p| p.0),
                _ => None,
            }),
            ranks: r,
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
            .filter_map(|(i, c)| c.map(|c| format!("{}: {}", i + 1, name(c, r, l))))
            .collect();
        let mut description = decision(&view.public, ctx);
        if let Some(p) = &view.purchase {
            description = format!("{}\n{description}", purchase_line(p, r, l));
        }
        if let Some(p) = view.my_pick {
            description = tr_args(
                l,
                "rebelion-you-picked",
                &[
                    ("card", name(p, r, l).into()),
                    ("decision", description.into()),
                ],
            );
        }
        Panel {
            title: tr_args(
                l,
                "rebelion-your-hand",
                &[("cards", list(&view.hand, r, l).into())],
            ),
            description,
            fields: [
                vec![Field::new(
                    tr(l, "rebelion-your-camps"),
                    camps.join("\n"),
                    false,
                )],
                tarot::seat_fields(view, l),
                vec![
                    seat_field(&view.public, view.seat, ctx),
                    seat_field(&view.public, view.seat.other(), ctx),
                ],
                tarot::effects_field(&view.public, ctx)
                    .into_iter()
                    .collect(),
            ]
            .concat(),
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
        format!(
            "{}\n{}",
            tr(lang, "rebelion-rules"),
            tr(lang, "rebelion-rules-tarot")
        )
    }
}
