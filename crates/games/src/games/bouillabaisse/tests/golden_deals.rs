//! The targets and deals of two seeds, with one deck and with two, pinned in `golden_deals.txt`
//! beside this file (from `golden_deals.py`).

use super::*;

/// The deal of a seed is pinned: a change would deal other cards to every stored match.
#[test]
fn golden_deals() {
    let mut text = String::from(
        "# Bouillabaisse: targets and the deal of round 1 for two seeds, with one deck (4 seats)\n\
         # and two (7 seats) (golden_deals.txt, checked by the unit test `golden_deals`).\n\n",
    );
    for players in [4, 7] {
        for seed in [1, 123_456_789] {
            let g = Bouillabaisse::new(players, &Options::default(), None, seed).unwrap();
            let t = g.targets;
            text += &format!(
                "seed {seed}, {players} seats\ndealer: {}\ntargets: {} {} {}\n",
                g.dealer, t.suit, t.figure, t.card
            );
            for (seat, hand) in g.hands.iter() {
                let hand: Vec<String> = hand.iter().map(ToString::to_string).collect();
                text += &format!("hand {seat}: {}\n", hand.join(" "));
            }
            text += "\n";
        }
    }
    crate::engine::golden::assert_golden("src/games/bouillabaisse/tests/golden_deals.txt", &text);
}
