//! Burgueses drawn into the neutral render model; the words are in
//! `src/locales/<locale>/burgueses.ftl`.

use crate::engine::render::{Control, ControlGroup, Field, Panel};
use crate::engine::scene::Scene;
use crate::engine::words::Arg;
use crate::engine::{Lang, PerSeat, Render, RenderCtx, Seat};
use crate::games::burgueses::{tr, tr_args};

use super::cards::Card;
use super::events::Event;
use super::notation::{Move, Sale};
use super::rules::Illegal;
use super::state::Burgueses;
use super::views::{PublicView, SeatView};

fn cards(cs: &[Card], lang: Lang) -> String {
    if cs.is_empty() {
        tr(lang, "burgueses-empty")
    } else {
        cs.iter().map(|c| c.pretty()).collect::<Vec<_>>().join(" ")
    }
}

/// `name value · name value`, one per seat.
fn per_seat(values: &PerSeat<i32>, ctx: &RenderCtx) -> String {
    values
        .iter()
        .map(|(s, v)| format!("{} {v}", ctx.name(s)))
        .collect::<Vec<_>>()
        .join(" · ")
}

fn whose_turn(view: &PublicView, ctx: &RenderCtx) -> String {
    let l = ctx.lang;
    let Some(&seat) = view.to_act.first() else {
        return tr(l, "burgueses-over");
    };
    let id = match view.pending {
        "place" => "burgueses-turn-place",
        "discard" => "burgueses-turn-discard",
        _ => "burgueses-turn-action",
    };
    tr_args(l, id, &[("player", ctx.name(seat).into())])
}

fn seat_field(view: &PublicView, seat: Seat, ctx: &RenderCtx) -> Field {
    let l = ctx.lang;
    let traded = if view.trade_used[seat] {
        tr(l, "burgueses-traded")
    } else {
        String::new()
    };
    // Mentions do not render in field names, so the name goes first in the value.
    Field::new(
        tr_args(
            l,
            "burgueses-player",
            &[("number", (seat.index() + 1).into())],
        ),
        tr_args(
            l,
            "burgueses-seat",
            &[
                ("player", ctx.name(seat).into()),
                ("coins", view.coins[seat].to_string().into()),
                ("hand", view.hand_sizes[seat].to_string().into()),
                ("traded", traded.into()),
                ("shop", cards(&view.shops[seat], l).into()),
            ],
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
            tr_args(
                l,
                "burgueses-round-wealth",
                &[
                    ("round", (i + 1).into()),
                    ("scores", per_seat(r, ctx).into()),
                ],
            )
        })
        .collect();
    Some(Field::new(
        tr(l, "burgueses-wealth"),
        lines.join("\n"),
        false,
    ))
}

fn control(mv: &Move, lang: Lang) -> Control {
    let with = |id: &str, args: &[(&str, Arg)]| tr_args(lang, id, args);
    let label = match mv {
        Move::Buy => tr(lang, "burgueses-buy"),
        Move::Place(c) => with("burgueses-place", &[("card", c.pretty().into())]),
        Move::Discard(c) => with("burgueses-discard", &[("card", c.pretty().into())]),
        Move::Sell(Sale::Cards(cs)) => with("burgueses-sell", &[("cards", cards(cs, lang).into())]),
        Move::Sell(Sale::Value(v)) => {
            with("burgueses-sell-all", &[("value", v.to_string().into())])
        }
        Move::Trade { mine, theirs } => with(
            "burgueses-trade",
            &[
                ("mine", mine.pretty().into()),
                ("theirs", theirs.pretty().into()),
            ],
        ),
    };
    Control {
        label,
        notation: mv.to_string(),
    }
}

fn group_label(mv: &Move, lang: Lang) -> String {
    let id = match mv {
        Move::Buy => "burgueses-buy",
        Move::Place(_) => "burgueses-group-place",
        Move::Discard(_) => "burgueses-group-discard",
        Move::Sell(_) => "burgueses-group-sell",
        Move::Trade { .. } => "burgueses-group-trade",
    };
    tr(lang, id)
}

impl Render for Burgueses {
    fn words() -> &'static crate::engine::words::Words {
        &super::WORDS
    }

    fn scene_public(view: &PublicView, ctx: &RenderCtx) -> Option<Scene> {
        Some(super::scene::public(view, ctx))
    }

    fn scene_seat(view: &SeatView, ctx: &RenderCtx) -> Option<Scene> {
        Some(super::scene::seat(view, ctx))
    }

    fn render_public(view: &PublicView, ctx: &RenderCtx) -> Panel {
        let l = ctx.lang;
        let mut fields: Vec<Field> = Seat::all(2).map(|s| seat_field(view, s, ctx)).collect();
        fields.push(Field::new(
            tr(l, "burgueses-table"),
            tr_args(
                l,
                "burgueses-table-line",
                &[
                    ("bank", view.bank.to_string().into()),
                    ("goods", view.goods_left.to_string().into()),
                    (
                        "king",
                        view.king.map_or("—".to_owned(), |k| k.pretty()).into(),
                    ),
                    ("kings", view.kings_left.to_string().into()),
                ],
            ),
            false,
        ));
        fields.extend(scores_field(view, ctx));
        Panel {
            title: tr_args(
                l,
                "burgueses-title",
                &[("round", view.round.to_string().into())],
            ),
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
            tr(l, "burgueses-your-decision")
        };
        Panel {
            title: tr_args(
                l,
                "burgueses-your-hand",
                &[("cards", cards(&view.hand, l).into())],
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
        let seat = |s: &Seat| -> (&str, Arg) { ("seat", ctx.name(*s).into()) };
        let card = |c: &Card| -> (&str, Arg) { ("card", c.pretty().into()) };
        match event {
            Event::Bought {
                seat: s,
                drew: true,
            } => tr_args(l, "burgueses-bought", &[seat(s)]),
            Event::Bought {
                seat: s,
                drew: false,
            } => tr_args(l, "burgueses-bought-empty", &[seat(s)]),
            Event::Placed { seat: s, card: c } => {
                tr_args(l, "burgueses-placed", &[seat(s), card(c)])
            }
            Event::Sold {
                seat: s,
                cards: cs,
                coins,
            } => tr_args(
                l,
                "burgueses-sold",
                &[
                    seat(s),
                    ("cards", cards(cs, l).into()),
                    ("coins", coins.to_string().into()),
                ],
            ),
            Event::Traded { seat: s, gave, got } => tr_args(
                l,
                "burgueses-traded-cards",
                &[
                    seat(s),
                    ("gave", gave.pretty().into()),
                    ("got", got.pretty().into()),
                ],
            ),
            Event::KingsReshuffled => tr(l, "burgueses-kings-reshuffled"),
            Event::KingRevealed { king } => tr_args(
                l,
                "burgueses-king-revealed",
                &[("card", king.pretty().into())],
            ),
            Event::Paid { seat: s } => tr_args(l, "burgueses-paid", &[seat(s)]),
            Event::Received { seat: s } => tr_args(l, "burgueses-received", &[seat(s)]),
            Event::MustDiscard { seat: s } => tr_args(l, "burgueses-must-discard", &[seat(s)]),
            Event::Discarded { seat: s, card: c } => {
                tr_args(l, "burgueses-discarded", &[seat(s), card(c)])
            }
            Event::RoundEnded { round, scores } => tr_args(
                l,
                "burgueses-round-ended",
                &[
                    ("round", round.to_string().into()),
                    ("scores", per_seat(scores, ctx).into()),
                ],
            ),
            Event::WonBySale { seat: s } => tr_args(l, "burgueses-won-by-sale", &[seat(s)]),
            Event::MatchEnded { totals } => tr_args(
                l,
                "burgueses-match-ended",
                &[("totals", per_seat(totals, ctx).into())],
            ),
        }
    }

    fn starts_section(event: &Event) -> bool {
        matches!(event, Event::RoundEnded { .. })
    }

    fn explain(illegal: &Illegal, lang: Lang) -> String {
        let card = |id: &str, c: &Card| tr_args(lang, id, &[("card", c.pretty().into())]);
        match illegal {
            Illegal::WrongStep { expected } => tr_args(
                lang,
                "burgueses-illegal-wrong-step",
                &[("step", expected.text(lang).into())],
            ),
            Illegal::NotInHand(c) => card("burgueses-illegal-not-in-hand", c),
            Illegal::NotInShop(c) => card("burgueses-illegal-not-in-shop", c),
            Illegal::NotInOpponentShop(c) => card("burgueses-illegal-not-in-opponent-shop", c),
            Illegal::SaleTooSmall => tr(lang, "burgueses-illegal-sale-too-small"),
            Illegal::MixedValues => tr(lang, "burgueses-illegal-mixed-values"),
            Illegal::TradeUsed => tr(lang, "burgueses-illegal-trade-used"),
            Illegal::NoCoinToTrade => tr(lang, "burgueses-illegal-no-coin-to-trade"),
            Illegal::OpponentJustTraded => tr(lang, "burgueses-illegal-opponent-just-traded"),
        }
    }

    fn rules_text(lang: Lang) -> String {
        tr(lang, "burgueses-rules")
    }
}
