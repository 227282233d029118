//! A player's private panel: the board, then a control for every legal move of the step.
//! Moves made of a few choices (a trade, bistros C and D, a bistro to build) open a composer
//! (see `compose.rs`); cubes returned (bistro B, discards) are picked in a multi-select.

use crate::engine::render::{Control, ControlGroup, Multi, Panel};
use crate::engine::{Lang, RenderCtx};
use crate::games::burger_joint::{tr, tr_args};

use super::super::board::BISTROS;
use super::super::cubes::Colour;
use super::super::notation::{Advert, Move};
use super::super::views::SeatView;
use super::{colour, public_panel, side_name};

const MAX_BUTTONS: usize = 5;

fn control(label: String, mv: &Move) -> Control {
    Control {
        label,
        notation: mv.to_string(),
    }
}

/// One control per cube (identical cubes told apart by `#n`), for a multi-select.
fn cube_controls(cubes: &[Colour], lang: Lang) -> Vec<Control> {
    cubes
        .iter()
        .enumerate()
        .map(|(i, c)| Control {
            label: colour(*c, lang),
            notation: format!("{c}#{i}"),
        })
        .collect()
}

fn advert_label(advert: Advert, lang: Lang) -> String {
    match advert {
        Advert::First(None) => tr(lang, "bj-advert-first"),
        Advert::First(Some(c)) => tr_args(
            lang,
            "bj-advert-first-steal",
            &[("colour", colour(c, lang).into())],
        ),
        Advert::Step => tr(lang, "bj-advert-move"),
        Advert::Steal(c) => tr_args(
            lang,
            "bj-advert-steal",
            &[("colour", colour(c, lang).into())],
        ),
    }
}

/// The draft that opens a composer: the first legal move of its kind stands for all.
fn opener(label: String, mv: &Move) -> ControlGroup {
    ControlGroup::drafts(label.clone(), vec![control(label, mv)])
}

/// Plain controls, in groups small enough to stay buttons.
fn buttons(groups: &mut Vec<ControlGroup>, label: &str, controls: Vec<Control>) {
    for chunk in controls.chunks(MAX_BUTTONS) {
        groups.push(ControlGroup::choices(label, chunk.to_vec()));
    }
}

fn controls(view: &SeatView, legal: &[Move], lang: Lang) -> Vec<ControlGroup> {
    let l = lang;
    let mine = &view.public.cubes[view.seat];
    let mut groups = Vec::new();
    let mut picks = Vec::new();
    let mut extra = Vec::new();
    let mut builds = Vec::new();
    let mut adverts = Vec::new();
    let first = |pred: fn(&Move) -> bool| legal.iter().find(|m| pred(m));
    if let Some(mv) = first(|m| matches!(m, Move::Trade { .. })) {
        groups.push(opener(tr(l, "bj-open-trade"), mv));
    }
    for b in ['C', 'D'] {
        if let Some(mv) = legal
            .iter()
            .find(|m| matches!(m, Move::Ability { bistro, .. } if *bistro == b))
        {
            groups.push(opener(
                tr_args(l, "bj-open-exchange", &[("bistro", b.to_string().into())]),
                mv,
            ));
        }
    }
    if let Some(mv) = first(|m| matches!(m, Move::Bistro { .. })) {
        groups.push(opener(tr(l, "bj-open-bistro"), mv));
    }
    let redraw = legal
        .iter()
        .any(|m| matches!(m, Move::Ability { bistro: 'B', .. }));
    if redraw {
        groups.push(ControlGroup {
            multi: Some(Multi {
                prefix: "ability B".into(),
                min: 1,
                max: mine.len().min(25) as u8,
            }),
            ..ControlGroup::choices(tr(l, "bj-redraw"), cube_controls(mine, l))
        });
    }
    if let Some(Move::Discard(cubes)) = legal.first() {
        let n = cubes.total();
        groups.push(ControlGroup {
            multi: Some(Multi {
                prefix: "discard".into(),
                min: n,
                max: n,
            }),
            ..ControlGroup::choices(
                tr_args(l, "bj-discard", &[("count", n.to_string().into())]),
                cube_controls(mine, l),
            )
        });
    }
    for mv in legal {
        match mv {
            Move::Pick(c) => picks.push(control(colour(*c, l), mv)),
            Move::Ability { bistro: 'E', .. } => extra.push(control(tr(l, "bj-ability-e"), mv)),
            Move::Ability {
                bistro: 'F',
                take: Some(c),
                ..
            } => extra.push(control(
                tr_args(l, "bj-ability-f", &[("colour", colour(*c, l).into())]),
                mv,
            )),
            Move::Basic => builds.push(control(tr(l, "bj-build-basic"), mv)),
            Move::Diner(c) => builds.push(control(
                tr_args(l, "bj-build-diner", &[("colour", colour(*c, l).into())]),
                mv,
            )),
            Move::Advert(a) => adverts.push(control(advert_label(*a, l), mv)),
            _ => {}
        }
    }
    buttons(&mut groups, &tr(l, "bj-group-pick"), picks);
    buttons(&mut groups, &tr(l, "bj-group-ability"), extra);
    buttons(&mut groups, &tr(l, "bj-group-build"), builds);
    buttons(&mut groups, &tr(l, "bj-group-advert"), adverts);
    if legal.contains(&Move::End) {
        groups.push(ControlGroup::choices(
            tr(l, "bj-end"),
            vec![control(tr(l, "bj-end"), &Move::End)],
        ));
    }
    groups
}

/// What the seat is asked to do, in words.
fn your_decision(view: &SeatView, legal: &[Move], lang: Lang) -> Option<String> {
    if legal.is_empty() {
        return None;
    }
    let id = match view.public.pending {
        "pick" => "bj-you-pick",
        "discard" => "bj-you-discard",
        "build" => "bj-you-build",
        _ => "bj-you-trade",
    };
    let abilities: Vec<String> = BISTROS
        .iter()
        .filter(|b| {
            view.public
                .bistros
                .get(&b.letter)
                .is_some_and(|owners| owners.contains(&view.seat))
                && b.letter != 'A'
                && !view.public.abilities_used.contains(&b.letter)
        })
        .map(|b| b.letter.to_string())
        .collect();
    let mut text = tr(lang, id);
    if view.public.pending == "trade" && !abilities.is_empty() {
        text.push('\n');
        text.push_str(&tr_args(
            lang,
            "bj-abilities-left",
            &[("bistros", abilities.join(", ").into())],
        ));
    }
    Some(text)
}

/// The private panel of the seat of `view`.
pub(super) fn seat_panel(view: &SeatView, legal: &[Move], ctx: &RenderCtx) -> Panel {
    let l = ctx.lang;
    let mut panel = public_panel(&view.public, ctx);
    panel.title = tr_args(
        l,
        "bj-your-restaurant",
        &[("side", side_name(view.public.sides[view.seat], l).into())],
    );
    if let Some(text) = your_decision(view, legal, l) {
        panel.description = text;
    }
    panel.controls = controls(view, legal, l);
    panel
}
