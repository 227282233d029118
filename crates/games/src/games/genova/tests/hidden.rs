//! Rule 3: each player's ducats and hand cards are his own until final scoring (card counts
//! per deck are public); goods, tiles, markers, offers and deals are public, and so is a card
//! offered, delivered or traded away.

use super::*;

/// No money and no card a player holds (but has not shown) appears in the public view.
#[track_caller]
fn nothing_secret_in_public(g: &Genova) {
    let public = to_json(&g.public_view());
    let mut k = Vec::new();
    keys(&public, &mut k);
    assert!(!k.iter().any(|k| k == "ducats" || k == "hand"), "{k:?}");
    let text = public.to_string();
    let shown: Vec<String> = g
        .public_view()
        .offers
        .iter()
        .chain(&g.public_view().asks)
        .flat_map(|o| [o.gives.clone(), o.wants.clone()])
        .collect();
    for seat in Seat::all(g.seats()) {
        for c in g.hand(seat) {
            let id = c.to_string();
            if shown.iter().any(|s| s.contains(&id)) {
                continue;
            }
            assert!(!text.contains(&id), "{id} of seat {seat} is public");
        }
    }
}

#[test]
fn rule_3_the_public_view_has_no_ducats_and_no_hand_card_only_counts_per_deck() {
    let mut g = game(3, &[[3, 4]]);
    give(&mut g, 1, "wheat");
    let mut positions = vec![g.clone()];
    for step in [
        "0 roll",
        "1 offer GH 20 wheat",
        "0 accept 1 GH",
        "1 act",
        "1 close",
        "0 move 3,6",
        "0 move CH",
        "0 act",
        "0 close",
        "0 end",
    ] {
        run(&mut g, step);
        positions.push(g.clone());
    }
    for g in &positions {
        nothing_secret_in_public(g);
    }
    let view = g.public_view();
    let json = to_json(&view);
    assert_eq!(
        json["players"][0]["cards"]["small"], 3,
        "S-GH1 and two from the City Hall"
    );
    assert_eq!(json["players"][1]["cards"]["large"], 2);
    assert_eq!(json["players"][1]["goods"]["wheat"], 0);
}

#[test]
fn rule_3_a_seat_view_adds_that_players_ducats_and_hand_only() {
    let mut g = game(3, &[[3, 4]]);
    run(&mut g, "0 roll; 1 offer GH 20; 0 accept 1 GH");
    for seat in 0..3u8 {
        let view = g.seat_view(Seat(seat));
        assert_eq!(view.ducats, ducats(&g, seat));
        assert_eq!(view.hand, g.hand(Seat(seat)).to_vec());
        assert_eq!(view.public, g.public_view());
        let json = to_json(&view);
        let text = json.to_string();
        for other in Seat::all(3).filter(|&s| s != Seat(seat)) {
            for c in g.hand(other) {
                assert!(!text.contains(&c.to_string()), "{c} of seat {other}");
            }
        }
    }
    assert_eq!(
        (g.seat_view(Seat(0)).ducats, g.seat_view(Seat(1)).ducats),
        (150, 110)
    );
}

#[test]
fn rule_3_drawn_cards_are_told_as_their_deck_only() {
    let mut g = game(3, &[[4, 6]]);
    play(&mut g, 0, "roll");
    let events = play(&mut g, 0, "act");
    let text = serde_json::to_string(&events).unwrap();
    for c in ["S-PO2", "S-CA1"] {
        assert!(g.hand(Seat(0)).contains(&card(c)));
        assert!(!text.contains(c), "{c} in {text}");
    }
    assert!(events.contains(&Event::Acted {
        seat: Seat(0),
        at: bd("CH"),
        tile: false,
        gained: vec!["small".parse().unwrap(); 2],
    }));
}

#[test]
fn rule_3_a_card_offered_delivered_or_traded_away_is_public() {
    let mut g = game(3, &[[1, 1]]);
    give(&mut g, 1, "wheat trade");
    run(&mut g, "0 roll; 1 offer PK L-VC2");
    assert_eq!(g.public_view().offers[0].gives, "L-VC2");
    run(&mut g, "0 accept 1 PK; 1 act");
    give(&mut g, 1, "S-PK1");
    let events = run(&mut g, "1 small S-PK1; 1 use trade P-CO>wheat");
    let text = serde_json::to_string(&events).unwrap();
    assert!(text.contains("S-PK1") && text.contains("P-CO"), "{text}");
}

/// A card the table saw a player take stays with them when the computer re-deals what it
/// cannot see: here a card handed over in a deal, after the offer naming it is gone.
#[test]
fn a_card_seen_changing_hands_stays_with_its_holder_when_the_computer_redeals() {
    let mut g = game(3, &[[3, 4]]);
    let card = g.players[Seat(1)].cards[0];
    run(&mut g, &format!("0 roll; 1 offer GH {card}"));
    play(&mut g, 0, "accept 1 GH");
    assert!(g.turn.offers.is_empty());
    assert!(g.players[Seat(0)].cards.contains(&card));
    let mut rng = crate::engine::seeded(9);
    let mut redealt = false;
    for _ in 0..40 {
        let d = g.determinize(Seat(2), &mut rng);
        assert!(
            d.players[Seat(0)].cards.contains(&card),
            "{card} stays with seat 0"
        );
        redealt |= d.players[Seat(0)].cards != g.players[Seat(0)].cards;
    }
    assert!(redealt, "the rest of the hand is dealt again");
}
