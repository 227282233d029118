//! The composer of a move made of two choices: a trade (three cubes of one colour, and the
//! colour wanted), bistro C or D (the cubes returned, and the colour wanted), or a bistro to
//! build (which one, and which diner it upgrades). Each step is a whole move in notation, so
//! an old composer still means what it shows; the move itself is a button once legal.

use crate::engine::render::{Control, ControlGroup, Panel};
use crate::engine::{Lang, RenderCtx};
use crate::games::burger_joint::{tr, tr_args};

use super::super::board::{bistro_index, Ability, BISTROS};
use super::super::cubes::{Colour, Cubes};
use super::super::illegal::Illegal;
use super::super::notation::Move;
use super::super::views::SeatView;
use super::{colour, heap, narrate::explain, public_panel};

fn drafts(label: String, moves: impl IntoIterator<Item = (String, Move)>) -> ControlGroup {
    ControlGroup::drafts(
        label,
        moves
            .into_iter()
            .map(|(label, mv)| Control {
                label,
                notation: mv.to_string(),
            })
            .collect(),
    )
}

/// `take` if the bag (after `returned`) has it, else its first colour.
fn wanted(bag: &Cubes, returned: &Cubes, take: Colour) -> Colour {
    let mut bag = *bag;
    bag.add_all(returned);
    if bag.count(take) > 0 {
        take
    } else {
        bag.colours().next().unwrap_or(take)
    }
}

fn colours_after(bag: &Cubes, returned: &Cubes) -> Vec<Colour> {
    let mut bag = *bag;
    bag.add_all(returned);
    bag.colours().collect()
}

/// The words of the draft and its two groups of alternatives.
fn parts(view: &SeatView, draft: &Move, l: Lang) -> Option<(String, Vec<ControlGroup>)> {
    let mine: Cubes = view.public.cubes[view.seat].iter().copied().collect();
    let bag: Cubes = view.public.bag.iter().copied().collect();
    match *draft {
        Move::Trade { give, take } => {
            let three = |c: Colour| Cubes::of(&[c; 3]);
            let gives = Colour::ALL
                .into_iter()
                .filter(|c| mine.count(*c) >= 3)
                .map(|g| {
                    let take = wanted(&bag, &three(g), take);
                    (heap(&three(g)), Move::Trade { give: g, take })
                });
            let takes = colours_after(&bag, &three(give))
                .into_iter()
                .map(|t| (colour(t, l), Move::Trade { give, take: t }));
            let words = tr_args(
                l,
                "bj-compose-trade",
                &[
                    ("give", heap(&three(give)).into()),
                    ("take", colour(take, l).into()),
                ],
            );
            Some((
                words,
                vec![
                    drafts(tr(l, "bj-compose-give"), gives),
                    drafts(tr(l, "bj-compose-take"), takes),
                ],
            ))
        }
        Move::Ability {
            bistro,
            give,
            take: Some(take),
        } => {
            let Ability::Exchange(n) = BISTROS[bistro_index(bistro)?].ability else {
                return None;
            };
            let gives = mine.subsets_of_size(n).into_iter().map(|g| {
                let take = wanted(&bag, &g, take);
                (
                    heap(&g),
                    Move::Ability {
                        bistro,
                        give: g,
                        take: Some(take),
                    },
                )
            });
            let takes = colours_after(&bag, &give).into_iter().map(|t| {
                (
                    colour(t, l),
                    Move::Ability {
                        bistro,
                        give,
                        take: Some(t),
                    },
                )
            });
            let words = tr_args(
                l,
                "bj-compose-exchange",
                &[
                    ("bistro", bistro.to_string().into()),
                    ("give", heap(&give).into()),
                    ("take", colour(take, l).into()),
                ],
            );
            Some((
                words,
                vec![
                    drafts(tr(l, "bj-compose-return"), gives),
                    drafts(tr(l, "bj-compose-take"), takes),
                ],
            ))
        }
        Move::Bistro { bistro, from } => {
            let built = |b: char| {
                view.public
                    .bistros
                    .get(&b)
                    .is_some_and(|owners| owners.contains(&view.seat))
            };
            let diners: Vec<Colour> = view
                .public
                .diners
                .iter()
                .filter(|(_, owners)| owners.contains(&view.seat))
                .map(|(c, _)| *c)
                .collect();
            let letters = BISTROS.iter().filter(|b| !built(b.letter)).map(|b| {
                (
                    tr_args(
                        l,
                        "bj-bistro-option",
                        &[
                            ("bistro", b.letter.to_string().into()),
                            ("points", b.points.to_string().into()),
                        ],
                    ),
                    Move::Bistro {
                        bistro: b.letter,
                        from,
                    },
                )
            });
            let froms = diners
                .into_iter()
                .map(|d| (colour(d, l), Move::Bistro { bistro, from: d }));
            let words = tr_args(
                l,
                "bj-compose-bistro",
                &[
                    ("bistro", bistro.to_string().into()),
                    ("colour", colour(from, l).into()),
                ],
            );
            Some((
                words,
                vec![
                    drafts(tr(l, "bj-compose-which-bistro"), letters),
                    drafts(tr(l, "bj-compose-which-diner"), froms),
                ],
            ))
        }
        _ => None,
    }
}

/// The composer of `draft` for the seat of `view`, if it is a move composed in two choices.
pub(super) fn composer(
    view: &SeatView,
    draft: &Move,
    verdict: Result<(), &Illegal>,
    ctx: &RenderCtx,
) -> Option<Panel> {
    let l = ctx.lang;
    let (words, mut controls) = parts(view, draft, l)?;
    let mut panel = public_panel(&view.public, ctx);
    panel.title = words.clone();
    match verdict {
        Ok(()) => {
            panel.description = tr(l, "bj-compose-ready");
            controls.insert(
                0,
                ControlGroup::choices(
                    words.clone(),
                    vec![Control {
                        label: tr(l, "bj-compose-confirm"),
                        notation: draft.to_string(),
                    }],
                ),
            );
        }
        Err(why) => panel.description = explain(why, l),
    }
    panel.controls = controls;
    Some(panel)
}
