//! The search at more than two seats: the seat's moves compared with the expert's own move on
//! the same deals (common random numbers), the weaker half dropped again and again
//! (sequential halving, Karnin, Koren & Somekh, "Almost Optimal Exploration in Multi-Armed
//! Bandits", ICML 2013).
//!
//! A playout's result is mostly the luck of the deal, the more so the more seats: at a hundred
//! playouts a move, moves weighed on deals of their own differ by less than their noise, and a
//! search that keeps the expert's move unless another clearly beats it keeps it almost always.
//! Here every round deals once, then plays the expert's move and each remaining candidate from
//! that deal with the same future chance, so that what differs between their results is the
//! move. A result counts the seat's first place and as much again its score against the
//! others' ([`super::margin`], within −1 and 1), which tells apart the many playouts in which
//! the seat does not win.
//!
//! The schedule does not depend on the budget, so a deadline ends it anywhere: phase `p` plays
//! `2^p` rounds with every candidate still in, then keeps the better half (by their mean gain
//! over the expert's move); once one is left, rounds go on with it alone. The expert's move is
//! played unless the last candidate's mean gain is above [`GAIN_Z`] standard errors of its
//! gains, over [`MIN_ROUNDS`] rounds at least.

use super::{margin, playout, results, Budget, Found};
use crate::engine::{Game, GameRng, Seat};

/// Rounds a candidate must have played beside the expert's move before it may replace it.
const MIN_ROUNDS: u32 = 4;

/// The standard errors by which a candidate's mean gain over the expert's move must exceed
/// zero. Measured at four seats in Bouillabaisse (100 iterations, 100 deals), first places
/// against the expert rules: 33.5 % at 2, 39.5 % at 1, 37.0 % at ½, 39.5 % at none.
const GAIN_Z: f64 = 1.0;

/// How much the seat's score against the others' counts beside its first place. Measured as
/// [`GAIN_Z`] (at 2 standard errors): 29.9 % at 0, 31.4 % at ¼, 33.5 % at 1, 34.6 % at 3; at
/// 1 standard error, 39.5 % at 1 and 38.5 % at 3.
const MARGIN: f64 = 1.0;

/// What one candidate gained over the expert's move, round after round.
struct Gains<M> {
    mv: M,
    rounds: u32,
    sum: f64,
    squares: f64,
    /// The sum of its own results, for [`Found::value`].
    results: f64,
}

impl<M> Gains<M> {
    fn new(mv: M) -> Self {
        Gains {
            mv,
            rounds: 0,
            sum: 0.0,
            squares: 0.0,
            results: 0.0,
        }
    }

    fn add(&mut self, result: f64, expert: f64) {
        let gain = result - expert;
        self.rounds += 1;
        self.sum += gain;
        self.squares += gain * gain;
        self.results += result;
    }

    fn mean(&self) -> f64 {
        self.sum / f64::from(self.rounds.max(1))
    }

    /// Whether its gain is clearly above nothing: enough rounds, and a mean above
    /// [`GAIN_Z`] standard errors of the gains.
    fn clearly_gains(&self) -> bool {
        if self.rounds < MIN_ROUNDS {
            return false;
        }
        let n = f64::from(self.rounds);
        let variance = ((self.squares - self.sum * self.sum / n) / (n - 1.0)).max(0.0);
        self.mean() > 0.0 && self.mean() > GAIN_Z * (variance / n).sqrt()
    }
}

/// The seat's result of a playout from `deal` after `mv`: its first place, plus a little of
/// its score against the others'.
fn play<G: Game>(
    deal: &G,
    seat: Seat,
    mv: &G::Move,
    chance: &GameRng,
    buffer: &mut Vec<G::Move>,
) -> f64 {
    let mut g = deal.clone();
    g.apply_unchecked(seat, mv);
    let mut rng = chance.clone();
    playout(&mut g, &mut rng, buffer);
    results(&g)[seat.index()] + MARGIN * margin(&g, seat)
}

/// The move for `seat` among `candidates` (legal in `state`), `expert` being the expert
/// rules' own, within `budget`; each playout is an iteration.
pub(super) fn search<G: Game>(
    state: &G,
    seat: Seat,
    expert: G::Move,
    candidates: Vec<G::Move>,
    budget: &Budget<'_>,
    rng: &mut GameRng,
) -> Found<G::Move> {
    let mut left: Vec<Gains<G::Move>> = candidates
        .into_iter()
        .filter(|mv| *mv != expert)
        .map(Gains::new)
        .collect();
    let mut expert_results = 0.0;
    let mut expert_rounds = 0u32;
    let mut buffer = Vec::new();
    let mut iterations = 0u32;
    let spent =
        |iterations: u32| iterations >= budget.iterations || (iterations > 0 && (budget.stop)());
    let mut phase = 0u32;
    'phases: while !left.is_empty() {
        for _ in 0..1u32 << phase.min(16) {
            if spent(iterations) {
                break 'phases;
            }
            let deal = state.determinize(seat, rng);
            let chance = rng.fork();
            // A deal may differ in what the seat may do (what it holds is its own, but not
            // always what it may say to others): a move it forbids is not weighed on it, and a
            // deal that forbids the expert's move counts as spent.
            if deal.check(seat, &expert).is_err() {
                iterations += 1;
                continue;
            }
            let base = play(&deal, seat, &expert, &chance, &mut buffer);
            iterations += 1;
            expert_results += base;
            expert_rounds += 1;
            for candidate in &mut left {
                if spent(iterations) {
                    break 'phases;
                }
                if deal.check(seat, &candidate.mv).is_err() {
                    continue;
                }
                let result = play(&deal, seat, &candidate.mv, &chance, &mut buffer);
                iterations += 1;
                candidate.add(result, base);
            }
        }
        if left.len() > 1 {
            left.sort_by(|a, b| b.mean().total_cmp(&a.mean()));
            left.truncate(left.len().div_ceil(2));
        }
        phase += 1;
    }
    let best = left
        .iter()
        .filter(|g| g.rounds > 0)
        .max_by(|a, b| a.mean().total_cmp(&b.mean()))
        .filter(|g| g.clearly_gains());
    match best {
        Some(g) => Found {
            best: g.mv.clone(),
            iterations,
            visits: g.rounds,
            value: g.results / f64::from(g.rounds),
        },
        None => Found {
            best: expert,
            iterations,
            visits: expert_rounds,
            value: expert_results / f64::from(expert_rounds.max(1)),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gains(results: &[(f64, f64)]) -> Gains<()> {
        let mut g = Gains::new(());
        for &(result, expert) in results {
            g.add(result, expert);
        }
        g
    }

    #[test]
    fn a_move_that_does_better_on_every_deal_replaces_the_experts() {
        let g = gains(&[(1.0, 0.0), (0.5, 0.2), (0.3, 0.1), (1.2, 0.4)]);
        assert!(g.clearly_gains());
    }

    #[test]
    fn a_move_replaces_the_experts_only_after_enough_rounds() {
        assert_eq!(MIN_ROUNDS, 4);
        assert!(!gains(&[(1.0, 0.0), (1.0, 0.0), (1.0, 0.0)]).clearly_gains());
    }

    #[test]
    fn a_gain_within_its_noise_keeps_the_experts_move() {
        let g = gains(&[(1.0, 0.0), (0.0, 1.0), (1.0, 0.0), (0.0, 0.9), (0.2, 0.0)]);
        assert!(g.mean() > 0.0);
        assert!(!g.clearly_gains());
    }

    #[test]
    fn a_move_that_never_does_better_keeps_the_experts_move() {
        assert!(!gains(&[(0.5, 0.5); 10]).clearly_gains());
        assert!(!gains(&[(0.0, 0.5); 10]).clearly_gains());
    }
}
