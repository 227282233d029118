//! The deals of two seeds, pinned in `golden_deals.txt` beside this file (from `golden_deals.py`).

use super::*;

/// The deal of a seed is pinned: a change would deal other cards to every stored match.
#[test]
fn golden_deals() {
    let line = |cards: &mut dyn Iterator<Item = String>| cards.collect::<Vec<_>>().join(" ");
    let mut text = String::from(
        "# Burgueses: the deal of round 1 for two seeds (golden_deals.txt, checked by the unit test\n\
         # `golden_deals`). Hands in the order dealt; decks top first.\n\n",
    );
    for seed in [1, 123_456_789] {
        let g = seeded_game(seed);
        text += &format!("seed {seed}\nfirst: {}\n", g.active);
        for (seat, hand) in g.hands.iter() {
            text += &format!(
                "hand {seat}: {}\n",
                line(&mut hand.iter().map(Card::to_string))
            );
        }
        let goods = line(&mut g.goods.iter().rev().map(Card::to_string));
        let kings = line(&mut g.kings.iter().rev().map(King::to_string));
        text += &format!("goods: {goods}\nkings: {kings}\n\n");
    }
    crate::engine::golden::assert_golden("src/games/burgueses/tests/golden_deals.txt", &text);
}
