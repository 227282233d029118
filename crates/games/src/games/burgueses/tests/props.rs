//! Random complete Burgueses matches through the generic playout suite, with the game's own
//! invariants: ten coins, all nineteen cards, determinization that keeps a seat's view, and no
//! hidden card in anything public.

use proptest::prelude::*;
use serde_json::Value;

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use crate::engine::render::Panel;
use crate::engine::{seeded, Game, Lang, Render, RenderCtx, Seat};
use crate::games::burgueses::{Burgueses, Card, Event, King, Move, Sale};
use crate::testing::playout::{
    assert_no_hidden_card_in, cases, determinize_keeps_what_each_seat_sees, new_match, notations,
    random_playout, random_playout_with,
};

use super::sorted;

/// Ten coins, the 14 goods and the 5 kings; determinizing for a seat keeps what it sees, the
/// public view included, and every coin and card.
fn burgueses_invariants(g: &Burgueses, step: usize, seed: u64) {
    let at = format!("seed {seed} step {step}");
    let deck = sorted(&Card::DECK);
    let kings = sorted(&King::DECK);
    assert_eq!(g.coins_total(), 10, "{at}");
    let (goods, king_cards) = g.all_cards();
    assert_eq!(sorted(&goods), deck, "{at}");
    assert_eq!(sorted(&king_cards), kings, "{at}");
    let mut rng = seeded(seed ^ step as u64);
    determinize_keeps_what_each_seat_sees(g, &mut rng, &at);
    for seat in Seat::all(2) {
        let d = g.determinize(seat, &mut rng);
        assert_eq!(d.coins_total(), 10, "{at}");
        let (goods, king_cards) = d.all_cards();
        assert_eq!(sorted(&goods), deck, "{at}");
        assert_eq!(sorted(&king_cards), kings, "{at}");
    }
}

/// A collector: keeps cards of values it already shows, sells only four of a kind, trades for
/// a value it holds twice; one move in five at random. Uniform playouts almost never sell four
/// of a kind.
fn collector(g: &Burgueses, seat: Seat, legal: &[Move], rng: &mut ChaCha8Rng) -> usize {
    if rng.gen_bool(0.2) {
        return rng.gen_range(0..legal.len());
    }
    let shop = &g.public_view().shops[seat];
    let same = |c: &Card| shop.iter().filter(|s| s.value == c.value).count() as i32;
    let worth = |m: &Move| match m {
        Move::Sell(Sale::Cards(cs)) if cs.len() == 4 => 100,
        Move::Sell(_) => -10,
        Move::Buy => 1,
        Move::Place(c) => same(c),
        Move::Trade { mine, theirs } if same(theirs) >= 2 && mine.value != theirs.value => 5,
        Move::Trade { .. } => -10,
        Move::Discard(c) => -same(c),
    };
    let best = legal.iter().map(worth).max().expect("legal moves");
    let choices: Vec<usize> = (0..legal.len())
        .filter(|&i| worth(&legal[i]) == best)
        .collect();
    choices[rng.gen_range(0..choices.len())]
}

/// The goods no seat has shown (the goods deck and both hands), read from the full state (the
/// snapshot only the store sees).
fn hidden_goods(state: &Value) -> (Vec<String>, [Vec<String>; 2]) {
    let hands = [notations(&state["hands"][0]), notations(&state["hands"][1])];
    (notations(&state["goods"]), hands)
}

/// Every card hidden from the table (goods deck, hands, king deck), and every card the public
/// view may name (shops, the sold and discarded goods, the king cards revealed).
fn hidden_and_shown(state: &Value) -> (Vec<String>, Vec<String>) {
    let (deck, hands) = hidden_goods(state);
    let mut hidden = [deck, notations(&state["kings"])].concat();
    hidden.extend(hands.into_iter().flatten());
    let mut shown = notations(&state["discarded"]);
    shown.extend(notations(&state["revealed"]));
    for seat in 0..2 {
        shown.extend(notations(&state["shops"][seat]));
    }
    (hidden, shown)
}

fn panel_text(panel: &Panel) -> String {
    let mut text = format!("{}\n{}\n", panel.title, panel.description);
    for f in &panel.fields {
        text += &format!("{}\n{}\n", f.name, f.value);
    }
    for group in &panel.controls {
        text += &group.label;
        for c in &group.controls {
            text += &format!("\n{}\n{}", c.label, c.notation);
        }
    }
    text
}

/// Nothing public names a card of a hand or of a deck; a seat's panel and view name none of
/// the opponent's hand or of the goods deck.
fn nothing_hidden_is_shown(g: &Burgueses, step: usize) {
    let state = serde_json::to_value(g).expect("the state serializes");
    let (deck, hands) = hidden_goods(&state);
    for seat in Seat::all(2) {
        let hand: Vec<String> = g.seat_view(seat).hand.iter().map(Card::to_string).collect();
        assert_eq!(
            sorted(&hands[seat.index()]),
            sorted(&hand),
            "the snapshot's hand"
        );
    }
    let (hidden, shown) = hidden_and_shown(&state);
    let public = serde_json::to_value(g.public_view()).expect("the public view serializes");
    assert_no_hidden_card_in(&public, &hidden, &shown, &format!("step {step}"));
    for lang in [Lang::En, Lang::Es] {
        let ctx = RenderCtx {
            lang,
            names: vec!["Ana".into(), "Bea".into()],
            plain: vec!["Ana".into(), "Bea".into()],
            options: serde_json::Value::Null,
        };
        let public_text = panel_text(&Burgueses::render_public(&g.public_view(), &ctx));
        for c in deck.iter().chain(hands.iter().flatten()) {
            let c: Card = c.parse().expect("a goods card");
            assert!(!public_text.contains(&c.pretty()), "{c} in {public_text}");
        }
        for seat in Seat::all(2) {
            let view = g.seat_view(seat);
            let text = panel_text(&Burgueses::render_seat(&view, &g.legal_moves(seat), &ctx));
            let json = serde_json::to_string(&view).expect("a seat view serializes");
            for c in deck.iter().chain(&hands[seat.other().index()]) {
                let c: Card = c.parse().expect("a goods card");
                assert!(!text.contains(&c.pretty()), "{c} in seat {seat}'s {text}");
                assert!(
                    !json.contains(&format!("\"{c}\"")),
                    "{c} in seat {seat}'s {json}"
                );
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(1000)))]

    #[test]
    fn random_burgueses_matches_keep_the_engine_contract(seed in any::<u64>()) {
        let game: Burgueses = new_match(seed);
        random_playout(game, seed, |g, step| burgueses_invariants(g, step, seed));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(300)))]

    #[test]
    fn collector_burgueses_matches_keep_the_engine_contract(seed in any::<u64>()) {
        let game: Burgueses = new_match(seed);
        random_playout_with(game, seed, collector, |g, step| burgueses_invariants(g, step, seed));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(150)))]

    #[test]
    fn public_views_and_panels_never_show_a_hidden_card(seed in any::<u64>()) {
        let game: Burgueses = new_match(seed);
        random_playout(game, seed, nothing_hidden_is_shown);
    }
}

/// The random playouts do reach every rule: without this, the properties above could hold on
/// matches that never trade, sell four of a kind or reshuffle the king deck.
#[test]
fn random_playouts_reach_every_rule() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..400 {
        let p = if seed % 2 == 0 {
            random_playout(new_match::<Burgueses>(seed), seed, |_, _| {})
        } else {
            random_playout_with(new_match::<Burgueses>(seed), seed, collector, |_, _| {})
        };
        for (_, mv) in &p.moves {
            seen.insert(match mv {
                Move::Buy => "buy",
                Move::Place(_) => "place",
                Move::Sell(_) => "sell",
                Move::Trade { .. } => "trade",
                Move::Discard(_) => "discard",
            });
        }
        for e in p.events.iter().flatten() {
            seen.insert(match e {
                Event::Bought { drew: false, .. } => "buy from an empty deck",
                Event::KingsReshuffled => "reshuffle",
                Event::WonBySale { .. } => "four of a kind",
                Event::Paid { .. } => "pay",
                Event::Received { .. } => "receive",
                Event::RoundEnded { round: 2, .. } => "second round",
                _ => "other",
            });
        }
        let outcome = p.end.outcome().expect("over");
        seen.insert(if outcome.is_draw() { "draw" } else { "win" });
    }
    for rule in [
        "buy",
        "place",
        "sell",
        "trade",
        "discard",
        "buy from an empty deck",
        "reshuffle",
        "four of a kind",
        "pay",
        "receive",
        "second round",
        "draw",
        "win",
    ] {
        assert!(seen.contains(rule), "no random match reached: {rule}");
    }
}
