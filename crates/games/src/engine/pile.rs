//! Piles of cards (hands, decks, shops, armies) as plain vectors, and the multiset arithmetic
//! every game does on them. Generic over the card type, so each game keeps its own `Card`.
//!
//! ```
//! use taberna_games::engine::pile;
//!
//! let mut hand = vec![3, 5, 3];
//! assert!(pile::contains_all(&hand, &[3, 3]));
//! pile::take(&mut hand, 3);
//! assert_eq!(pile::count(&hand, 3), 1);
//! assert!(pile::same_cards(&hand, &[3, 5]));
//! assert_eq!(pile::distinct(&[5, 3, 5]), [3, 5]);
//! ```

use super::rng::GameRng;

/// How many copies of `card` the pile holds.
#[must_use]
pub fn count<T: PartialEq>(pile: &[T], card: T) -> usize {
    pile.iter().filter(|&c| *c == card).count()
}

/// Whether `pile` holds every card of `wanted`, counting repeats (`[3, 3]` needs two 3s).
#[must_use]
pub fn contains_all<T: PartialEq + Copy>(pile: &[T], wanted: &[T]) -> bool {
    wanted.iter().all(|&c| count(wanted, c) <= count(pile, c))
}

/// Whether two piles hold the same cards, in any order, counting repeats.
#[must_use]
pub fn same_cards<T: Ord + Clone>(a: &[T], b: &[T]) -> bool {
    a.len() == b.len() && sorted(a.to_vec()) == sorted(b.to_vec())
}

/// The cards in order.
#[must_use]
pub fn sorted<T: Ord>(mut cards: Vec<T>) -> Vec<T> {
    cards.sort();
    cards
}

/// Each card once, in order: one legal move per card, however many copies a hand holds.
#[must_use]
pub fn distinct<T: Ord + Clone>(cards: &[T]) -> Vec<T> {
    let mut v = sorted(cards.to_vec());
    v.dedup();
    v
}

/// Removes one copy of `card` from the pile and returns it.
///
/// # Panics
/// If the pile does not hold `card`. Moves are checked before they are applied, so a move
/// names only cards that are there; a missing one is a bug in the game, not bad input.
pub fn take<T: PartialEq + Copy>(pile: &mut Vec<T>, card: T) -> T {
    let i = pile
        .iter()
        .position(|&c| c == card)
        .expect("a checked move names cards that are there");
    pile.remove(i)
}

/// Keeps of `seen` only the cards `held` still holds, each as often as it is held: what the
/// table saw go into a hand and has not seen leave it. Nothing is copied when `seen` is empty,
/// as it mostly is.
pub fn keep_held<T: PartialEq + Copy>(seen: &mut Vec<T>, held: &[T]) {
    if seen.is_empty() {
        return;
    }
    let mut left = held.to_vec();
    seen.retain(|c| match left.iter().position(|h| h == c) {
        Some(i) => {
            left.swap_remove(i);
            true
        }
        None => false,
    });
}

/// `hand` without one copy of each card of `known`: what of it nobody has seen.
#[must_use]
pub fn without<T: PartialEq + Copy>(hand: &[T], known: &[T]) -> Vec<T> {
    let mut rest = hand.to_vec();
    for c in known {
        if let Some(i) = rest.iter().position(|h| h == c) {
            rest.swap_remove(i);
        }
    }
    rest
}

/// Gathers the cards of `piles`, shuffles them and deals every pile as many as it held: the
/// piles a player cannot see, sampled as that player would (determinization).
pub fn redeal<T>(piles: &mut [&mut Vec<T>], rng: &mut GameRng) {
    let sizes: Vec<usize> = piles.iter().map(|p| p.len()).collect();
    let mut cards: Vec<T> = piles.iter_mut().flat_map(|p| p.drain(..)).collect();
    rng.shuffle(&mut cards);
    let mut cards = cards.into_iter();
    for (pile, size) in piles.iter_mut().zip(sizes) {
        pile.extend(cards.by_ref().take(size));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn redeal_keeps_sizes_and_cards_and_moves_them() {
        let (mut a, mut b) = (vec![1, 2, 3], vec![4, 5]);
        let mut moved = false;
        let mut rng = crate::engine::seeded(3);
        for _ in 0..20 {
            redeal(&mut [&mut a, &mut b], &mut rng);
            assert_eq!((a.len(), b.len()), (3, 2));
            assert!(same_cards(
                &[a.clone(), b.clone()].concat(),
                &[1, 2, 3, 4, 5]
            ));
            moved |= a != [1, 2, 3];
        }
        assert!(moved, "twenty re-deals left every card where it was");
    }

    #[test]
    fn repeats_count() {
        assert!(contains_all(&[1, 2, 2], &[2, 2]));
        assert!(!contains_all(&[1, 2], &[2, 2]));
        assert!(contains_all::<u8>(&[1], &[]));
        assert!(same_cards(&[2, 1, 2], &[2, 2, 1]));
        assert!(!same_cards(&[2, 1, 1], &[2, 2, 1]));
        assert!(!same_cards(&[1], &[1, 1]));
    }

    #[test]
    fn take_removes_one_copy_only() {
        let mut pile = vec![4, 7, 4];
        assert_eq!(take(&mut pile, 4), 4);
        assert_eq!(pile, [7, 4]);
    }

    #[test]
    #[should_panic(expected = "a checked move names cards that are there")]
    fn take_of_a_missing_card_is_a_bug() {
        take(&mut vec![1], 2);
    }
}
