//! Every legal move can be made from the private panel, and nothing else is offered: plain
//! moves are controls, returned cubes a multi-select that holds them, and composed moves are
//! reached from their opener through the composer's menus.

use std::collections::{BTreeSet, VecDeque};

use crate::engine::render::{ControlGroup, Panel};
use crate::engine::{seeded, Game, Lang, Render, RenderCtx, Seat};

use super::super::cubes::Cubes;
use super::super::notation::Move;
use super::super::state::BurgerJoint;

fn ctx(lang: Lang) -> RenderCtx {
    RenderCtx {
        lang,
        names: vec!["Ana".into(), "Bea".into()],
        plain: vec!["Ana".into(), "Bea".into()],
        options: serde_json::Value::Null,
    }
}

fn composer(g: &BurgerJoint, seat: Seat, draft: &Move) -> Option<Panel> {
    let verdict = g.check(seat, draft);
    BurgerJoint::render_draft(
        &g.seat_view(seat),
        draft,
        verdict.as_ref().map(|_| ()),
        &ctx(Lang::En),
    )
}

fn plain(g: &ControlGroup) -> bool {
    !g.draft && g.multi.is_none() && g.form.is_none()
}

/// Every move a composer of `opener` leads to (its Confirm buttons), following its menus.
fn composed_from(g: &BurgerJoint, seat: Seat, opener: &Move) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut confirmed = BTreeSet::new();
    let mut queue = VecDeque::from([opener.to_string()]);
    while let Some(draft) = queue.pop_front() {
        if !seen.insert(draft.clone()) {
            continue;
        }
        let mv: Move = draft.parse().expect("a draft is a move");
        let panel = composer(g, seat, &mv).expect("a composer for every draft it offers");
        for group in &panel.controls {
            for c in &group.controls {
                if group.draft {
                    queue.push_back(c.notation.clone());
                } else if plain(group) {
                    assert!(
                        g.check(seat, &c.notation.parse().unwrap()).is_ok(),
                        "the composer confirms an illegal {}",
                        c.notation
                    );
                    confirmed.insert(c.notation.clone());
                }
            }
        }
    }
    confirmed
}

fn reachable(g: &BurgerJoint, seat: Seat, panel: &Panel) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for group in &panel.controls {
        if group.draft {
            for c in &group.controls {
                out.extend(composed_from(g, seat, &c.notation.parse().unwrap()));
            }
        } else if let Some(multi) = &group.multi {
            let offered: Cubes = group
                .controls
                .iter()
                .map(|c| c.notation[..1].parse().unwrap())
                .collect();
            let subsets = offered
                .non_empty_subsets()
                .into_iter()
                .filter(|s| (multi.min..=multi.max).contains(&s.total()));
            out.extend(subsets.map(|s| format!("{} {s}", multi.prefix)));
        } else {
            for c in &group.controls {
                out.insert(c.notation.clone());
            }
        }
    }
    out
}

#[test]
fn every_legal_move_is_reachable_and_every_offered_move_is_legal() {
    let mut positions = 0;
    for seed in 0..60 {
        let mut g = BurgerJoint::new(2, &Default::default(), None, seed).unwrap();
        let mut rng = seeded(seed + 1000);
        while !g.is_over() && positions < 4000 {
            positions += 1;
            let seat = g.to_act()[0];
            let legal = g.legal_moves(seat);
            let panel = BurgerJoint::render_seat(&g.seat_view(seat), &legal, &ctx(Lang::Es));
            let reach = reachable(&g, seat, &panel);
            let legal_set: BTreeSet<String> = legal.iter().map(ToString::to_string).collect();
            let missing: Vec<&String> = legal_set.difference(&reach).collect();
            assert!(missing.is_empty(), "seed {seed}: unreachable {missing:?}");
            let extra: Vec<&String> = reach.difference(&legal_set).collect();
            assert!(
                extra.is_empty(),
                "seed {seed}: offered but illegal {extra:?}"
            );
            let other = BurgerJoint::render_seat(&g.seat_view(seat.other()), &[], &ctx(Lang::En));
            assert!(other.controls.is_empty());
            let mv = legal[rng.below(legal.len())];
            g.play(seat, &mv).unwrap();
        }
    }
    assert!(positions > 1000);
}
