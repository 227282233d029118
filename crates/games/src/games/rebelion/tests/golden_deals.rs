//! The deals of two seeds with both decks, pinned in `golden_deals.txt` beside this file (from
//! `golden_deals.py`).

use super::*;

fn line<'a>(cards: impl Iterator<Item = &'a Card>) -> String {
    cards.map(ToString::to_string).collect::<Vec<_>>().join(" ")
}

/// The deal of a seed is pinned: a change would deal other cards to every stored match.
#[test]
fn golden_deals() {
    let mut text = String::from(
        "# La rebelión: the deal for two seeds and both decks (golden_deals.txt, checked by the unit\n\
         # test `golden_deals`). Camps by slot 1-6; hands in the order dealt; the deck top first.\n\n",
    );
    for deck in [72, 40] {
        let options = Options {
            deck: Some(deck),
            ..Options::default()
        };
        for seed in [1, 123_456_789] {
            let g = Rebelion::new(2, &options, None, seed).unwrap();
            text += &format!("seed {seed}, deck {deck}\n");
            for (seat, camps) in g.camps.iter() {
                text += &format!("camps {seat}: {}\n", line(camps.iter().flatten()));
            }
            for (seat, hand) in g.hands.iter() {
                text += &format!("hand {seat}: {}\n", line(hand.iter()));
            }
            text += &format!("deck: {}\n\n", line(g.deck.iter().rev()));
        }
    }
    crate::engine::golden::assert_golden("src/games/rebelion/tests/golden_deals.txt", &text);
}
