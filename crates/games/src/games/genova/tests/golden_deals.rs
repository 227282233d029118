//! The deals of two seeds, at two and five seats, pinned in `golden_deals.txt` beside this file
//! (from `golden_deals.py`).

use super::*;

/// The deal of a seed is pinned: a change would deal other cards to every stored match.
#[test]
fn golden_deals() {
    let mut text = String::from(
        "# Genova: the first player and the deal for two seeds, with 2 and 5 seats (golden_deals.txt,\n\
         # checked by the unit test `golden_deals`). Cards by deck and index; decks top first.\n\n",
    );
    let letter = |deck: Deck| ["L", "S", "M", "P"][deck.index()];
    for seats in [2, 5] {
        for seed in [1, 123_456_789] {
            let g = Genova::new(seats, &Options::default(), None, seed).unwrap();
            text += &format!("seed {seed}, {seats} seats\nfirst: {}\n", g.first);
            for seat in Seat::all(seats) {
                let hand: Vec<String> = g
                    .hand(seat)
                    .iter()
                    .map(|c| format!("{}{}", letter(c.deck), c.index))
                    .collect();
                text += &format!("hand {seat}: {}\n", hand.join(" "));
            }
            for (deck, name) in
                Deck::ALL
                    .into_iter()
                    .zip(["large", "small", "message", "privilege"])
            {
                let down: Vec<String> = g.decks[deck.index()]
                    .down
                    .iter()
                    .map(|c| c.index.to_string())
                    .collect();
                text += &format!("{name}: {}\n", down.join(" "));
            }
            text += "\n";
        }
    }
    crate::engine::golden::assert_golden("src/games/genova/tests/golden_deals.txt", &text);
}
