//! Re-dealing the hands a seat cannot see, consistently with what the table saw: a player who
//! did not follow a suit holds none of it (this round). Used by [`Game::determinize`] for bots.
//!
//! The re-deal places the cards most constrained first (the suits the fewest seats may hold),
//! each on a random seat that may hold it and has room, and tries again with another shuffle if
//! it runs into a dead end. After [`ATTEMPTS`] failures (possible only in contrived deals) it
//! falls back to a re-deal that ignores voids rather than to the true hands, which would tell the
//! bot what it may not know.
//!
//! [`Game::determinize`]: crate::engine::Game::determinize

use crate::engine::pile::redeal;
use crate::engine::{GameRng, Seat};

use super::cards::{Card, Suit};
use super::state::Bouillabaisse;

/// Shuffles tried before giving up on the voids.
const ATTEMPTS: usize = 50;

/// Re-deals every hand but `seat`'s among their owners, sizes kept, voids respected.
pub(super) fn redeal_respecting_voids(g: &mut Bouillabaisse, seat: Seat, rng: &mut GameRng) {
    let others: Vec<Seat> = Seat::all(g.players).filter(|&s| s != seat).collect();
    let mut pool: Vec<Card> = others.iter().flat_map(|&s| g.hands[s].clone()).collect();
    let sizes: Vec<usize> = others.iter().map(|&s| g.hands[s].len()).collect();
    let may_hold = |s: Seat, suit: Suit| !g.is_void(s, suit);
    for _ in 0..ATTEMPTS {
        rng.shuffle(&mut pool);
        // The most constrained suits first: those the fewest seats may hold.
        let holders = |suit: Suit| others.iter().filter(|&&s| may_hold(s, suit)).count();
        pool.sort_by_key(|c| holders(c.suit));
        if let Some(hands) = place(&pool, &others, &sizes, &may_hold, rng) {
            for (s, hand) in others.iter().zip(hands) {
                g.hands[*s] = hand;
            }
            return;
        }
    }
    let mut hands: Vec<&mut Vec<Card>> = g
        .hands
        .values_mut()
        .enumerate()
        .filter(|&(i, _)| i != seat.index())
        .map(|(_, hand)| hand)
        .collect();
    redeal(&mut hands, rng);
}

/// Each card of `pool`, in order, to a random seat that may hold it and has room; `None` at a
/// dead end.
fn place(
    pool: &[Card],
    seats: &[Seat],
    sizes: &[usize],
    may_hold: &impl Fn(Seat, Suit) -> bool,
    rng: &mut GameRng,
) -> Option<Vec<Vec<Card>>> {
    let mut hands: Vec<Vec<Card>> = sizes.iter().map(|&n| Vec::with_capacity(n)).collect();
    for card in pool {
        let open: Vec<usize> = (0..seats.len())
            .filter(|&i| hands[i].len() < sizes[i] && may_hold(seats[i], card.suit))
            .collect();
        if open.is_empty() {
            return None;
        }
        hands[open[rng.below(open.len())]].push(*card);
    }
    Some(hands)
}

#[cfg(test)]
mod tests {
    use crate::engine::{seeded, Game, Seat};
    use crate::games::bouillabaisse::{Bouillabaisse, Move};

    /// Plays `n` legal moves, preferring ones that break suit, so that voids appear.
    fn played(seed: u64, players: usize, n: usize) -> Bouillabaisse {
        let mut g = Bouillabaisse::new(players, &Default::default(), None, seed).unwrap();
        for _ in 0..n {
            if g.is_over() {
                break;
            }
            let seat = g.to_act()[0];
            let legal: Vec<Move> = g.legal_moves(seat);
            let mv = *legal.last().unwrap();
            g.play(seat, &mv).unwrap();
        }
        g
    }

    #[test]
    fn a_redeal_gives_nobody_a_suit_they_did_not_follow() {
        let mut voids_seen = 0;
        for seed in 0..40 {
            let g = played(seed, 4, 5 + (seed as usize % 30));
            let mut rng = seeded(seed);
            for seat in Seat::all(4) {
                let d = g.determinize(seat, &mut rng);
                assert_eq!(d.hands[seat], g.hands[seat], "the seat's own hand stays");
                for other in Seat::all(4).filter(|&s| s != seat) {
                    assert_eq!(d.hands[other].len(), g.hands[other].len());
                    for c in &d.hands[other] {
                        assert!(!g.is_void(other, c.suit), "seed {seed}: {other} got {c:?}");
                    }
                }
                let mut before: Vec<_> = g.all_cards();
                let mut after: Vec<_> = d.all_cards();
                before.sort();
                after.sort();
                assert_eq!(before, after, "cards conserved");
            }
            voids_seen += Seat::all(4)
                .filter(|&s| {
                    super::super::cards::Suit::ALL
                        .iter()
                        .any(|&x| g.is_void(s, x))
                })
                .count();
        }
        assert!(voids_seen > 10, "the test saw voids ({voids_seen})");
    }
}
