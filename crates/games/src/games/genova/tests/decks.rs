//! Rule 10: used cards go face up under their deck; a deck whose top card is face up is
//! reshuffled (seeded) before drawing; an empty deck gives nothing.

use super::super::items::Kind;
use super::*;

/// Puts every face-down card of a deck under it face up, as if they had all been used.
fn turn_up(g: &mut Genova, d: Deck) {
    let pile = &mut g.decks[d.index()];
    let down = std::mem::take(&mut pile.down);
    pile.up.extend(down);
}

#[test]
fn rule_10_used_cards_go_face_up_under_their_deck() {
    let mut g = game(3, &[[1, 1]]);
    give(&mut g, 0, "S-PK1 wheat trade");
    run(
        &mut g,
        "0 roll; 0 act; 0 small S-PK1; 0 use trade S-GH1>wheat",
    );
    assert_eq!(
        g.decks[Deck::Small.index()].up,
        cards("S-PK1 S-GH1"),
        "in the order they were used"
    );
    assert_eq!(g.public_view().decks[&Deck::Small], [12, 2]);
}

#[test]
fn rule_10_a_deck_is_reshuffled_when_its_face_up_cards_are_reached() {
    let mut g = game(3, &[[4, 6]]);
    turn_up(&mut g, Deck::Small);
    // One face-down card left on top of the used ones.
    let last = g.decks[Deck::Small.index()].up.remove(0);
    g.decks[Deck::Small.index()].down.push(last);
    let used = g.decks[Deck::Small.index()].up.clone();
    play(&mut g, 0, "roll");
    let mut again = g.clone();
    play(&mut g, 0, "act");
    // The face-down card first; then the used cards were shuffled face down.
    assert!(g.hand(Seat(0)).contains(&last));
    let pile = &g.decks[Deck::Small.index()];
    assert!(pile.up.is_empty());
    assert_eq!(pile.down.len(), used.len() - 1);
    let second = *g
        .hand(Seat(0))
        .iter()
        .find(|c| c.deck == Deck::Small && **c != last && used.contains(c))
        .expect("the second card came from the reshuffled cards");
    let mut rest = pile.down.clone();
    rest.push(second);
    rest.sort();
    let mut all = used.clone();
    all.sort();
    assert_eq!(rest, all);
    assert_ne!(pile.down, used[..used.len() - 1].to_vec(), "shuffled");
    // Seeded: the same state draws the same cards.
    play(&mut again, 0, "act");
    assert_eq!(again, g);
}

#[test]
fn rule_10_all_four_decks_are_reshuffled_the_same_way() {
    for (d, at, how, held) in [
        (Deck::Large, [3, 4], "act", 2),
        (Deck::Message, [4, 3], "act", 3),
        (Deck::Privilege, [1, 5], "act privilege", 2),
    ] {
        let mut g = game(3, &[at]);
        turn_up(&mut g, d);
        run(&mut g, &format!("0 roll; 0 {how}"));
        let pile = &g.decks[d.index()];
        assert!(pile.up.is_empty(), "{d}");
        assert_eq!(g.players[Seat(0)].card_counts()[d.index()], held, "{d}");
    }
}

#[test]
fn rule_10_an_empty_deck_gives_what_it_has_then_nothing_and_the_action_still_counts() {
    let small: Kind = "small".parse().unwrap();
    let mut g = game(3, &[[4, 6]]);
    // Every small order but one is in a hand: the City Hall gives that one.
    let rest: Vec<Card> = g.decks[Deck::Small.index()].down[1..].to_vec();
    for c in rest {
        give(&mut g, 2, &c.to_string());
    }
    play(&mut g, 0, "roll");
    let events = play(&mut g, 0, "act");
    assert!(events.contains(&Event::Acted {
        seat: Seat(0),
        at: bd("CH"),
        tile: false,
        gained: vec![small],
    }));
    assert_eq!(g.public_view().decks[&Deck::Small], [0, 0]);
    // Nothing left anywhere: the action gives nothing, yet it was performed.
    give(&mut g, 0, "building trade wheat");
    own(&mut g, 0, "CH");
    let events = play(&mut g, 0, "use building CH");
    assert!(events.contains(&Event::Acted {
        seat: Seat(0),
        at: bd("CH"),
        tile: true,
        gained: vec![],
    }));
    assert_eq!(
        illegal(&mut g, 0, "use trade wheat>small"),
        Illegal::OutOfStock(small)
    );
    let mut g = game(3, &[[4, 6]]);
    let rest: Vec<Card> = g.decks[Deck::Small.index()].down.clone();
    for c in rest {
        give(&mut g, 2, &c.to_string());
    }
    run(&mut g, "0 roll; 0 act");
    assert_eq!(g.players[Seat(0)].card_counts()[Deck::Small.index()], 1);
    assert!(g.turn.done.contains(&bd("CH")));
    assert_eq!(g.turn.actions[0], 1);
}
