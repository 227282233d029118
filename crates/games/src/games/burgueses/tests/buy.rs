//! Buy.

use super::*;

#[test]
fn buy_draws_then_places_in_two_steps() {
    let mut g = Pos {
        hands: ["2S 3S", "2C 3C"],
        goods_top: "4H",
        kings_top: "KC",
        ..POS
    }
    .build();
    let goods_before = g.goods.len();
    let events = play(&mut g, S0, "buy");
    assert_eq!(
        events,
        vec![Event::Bought {
            seat: S0,
            drew: true
        }]
    );
    assert_eq!(g.pending, Pending::Place);
    assert_eq!(g.to_act(), vec![S0], "the same seat places");
    assert_eq!(sorted(&g.hands[S0]), cards("2S 3S 4H"));
    assert_eq!(g.goods.len(), goods_before - 1);
    assert!(
        g.revealed.is_empty(),
        "no king card before the card is placed"
    );
    let places: Vec<String> = g.legal_moves(S0).iter().map(ToString::to_string).collect();
    assert_eq!(places, ["place 2S", "place 3S", "place 4H"]);

    let events = play(&mut g, S0, "place 4H");
    assert_eq!(events, vec![placed(S0, "4H"), revealed("KC")]);
    assert_eq!(g.shops[S0], cards("4H"));
    assert_eq!(sorted(&g.hands[S0]), cards("2S 3S"));
    assert_eq!((g.to_act(), &g.pending), (vec![S1], &Pending::Action));
}

#[test]
fn buy_may_place_an_older_hand_card() {
    let mut g = Pos {
        hands: ["2S 3S", "2C 3C"],
        goods_top: "4H",
        kings_top: "KC",
        ..POS
    }
    .build();
    buy_and_place(&mut g, S0, "2S");
    assert_eq!(g.shops[S0], cards("2S"));
    assert_eq!(sorted(&g.hands[S0]), cards("3S 4H"));
}

#[test]
fn buy_with_empty_goods_deck_only_places() {
    let mut g = Pos {
        hands: ["2S", "2C"],
        goods_rest: false,
        kings_top: "KH",
        ..POS
    }
    .build();
    assert!(g.goods.is_empty());
    let events = play(&mut g, S0, "buy");
    assert_eq!(
        events,
        vec![Event::Bought {
            seat: S0,
            drew: false
        }]
    );
    assert_eq!(g.hands[S0], cards("2S"));
    assert_eq!(g.legal_moves(S0), vec![mv("place 2S")]);
    play(&mut g, S0, "place 2S");
    assert_eq!(g.shops[S0], cards("2S"));
    assert!(g.hands[S0].is_empty());
    assert_eq!(g.to_act(), vec![S1], "the opponent still holds a card");
}
