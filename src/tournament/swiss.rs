//! Swiss pairing for two-seat games, after FIDE's basic rules (Handbook C.04.1): entrants are
//! ranked by points, then seed; each score group is paired top half against bottom half (1
//! against the first of the bottom half, 2 against the second…), an odd one out floats down
//! to the next group; no pair meets twice; an odd field gives the bye to the lowest-ranked
//! entrant who has not had one; the first seat goes to whoever has had it less, else to
//! whoever had the second seat last, else the higher-ranked gets the seat it did not have last
//! (alternately by board in the first round).
//!
//! The pairing is a depth-first search in that order of preference, so it finds a pairing
//! without a repeated match whenever one exists within [`SEARCH_LIMIT`] steps (fields of a
//! few dozen entrants never come near it); should none exist (a small field late in the
//! event), repeated matches are allowed rather than leaving entrants unpaired.

use std::collections::HashSet;

use super::standings::points;
use super::{Board, Entrant, Round};

/// Steps the search may take before it allows repeated matches.
pub const SEARCH_LIMIT: usize = 200_000;

/// What the earlier rounds tell about one entrant.
#[derive(Debug, Clone, Copy, Default)]
struct History {
    /// First seats less second seats.
    balance: i32,
    /// Whether its last match had it in the first seat.
    last_first: Option<bool>,
    had_bye: bool,
}

/// The next round's boards for the entrants still in (`active`, any order), after `rounds`;
/// `None` with fewer than two entrants.
#[must_use]
pub fn pair(entrants: usize, active: &[Entrant], rounds: &[Round]) -> Option<Vec<Board>> {
    if active.len() < 2 {
        return None;
    }
    let points = points(entrants, rounds);
    let mut history = vec![History::default(); entrants];
    let mut met = HashSet::new();
    for (board, _) in rounds.iter().flat_map(|r| &r.boards) {
        match *board {
            Board::Match { first, second } => {
                met.insert((first.min(second), first.max(second)));
                history[first].balance += 1;
                history[second].balance -= 1;
                history[first].last_first = Some(true);
                history[second].last_first = Some(false);
            }
            Board::Bye(e) => history[e].had_bye = true,
        }
    }
    let mut ranked = active.to_vec();
    ranked.sort_by(|&a, &b| points[b].total_cmp(&points[a]).then(a.cmp(&b)));
    ranked.dedup();
    for allow_repeats in [false, true] {
        let search = Search {
            points: &points,
            met: &met,
            allow_repeats,
            steps: std::cell::Cell::new(0),
        };
        if let Some(boards) = search.with_bye(&ranked, &history) {
            return Some(seat(boards, &history));
        }
    }
    unreachable!("with repeats allowed any field pairs")
}

struct Search<'a> {
    points: &'a [f64],
    met: &'a HashSet<(Entrant, Entrant)>,
    allow_repeats: bool,
    steps: std::cell::Cell<usize>,
}

impl Search<'_> {
    /// Pairs `ranked`, the bye first when the field is odd: to the lowest-ranked entrant
    /// without one whose absence leaves a field that pairs (anyone, once all have had one).
    fn with_bye(
        &self,
        ranked: &[Entrant],
        history: &[History],
    ) -> Option<Vec<(Entrant, Option<Entrant>)>> {
        if ranked.len().is_multiple_of(2) {
            return self.pairs(ranked);
        }
        let everyone_had_one = ranked.iter().all(|&e| history[e].had_bye);
        for &e in ranked.iter().rev() {
            if history[e].had_bye && !everyone_had_one {
                continue;
            }
            let rest: Vec<Entrant> = ranked.iter().copied().filter(|&o| o != e).collect();
            if let Some(mut pairs) = self.pairs(&rest) {
                pairs.push((e, None));
                return Some(pairs);
            }
            if self.exhausted() {
                break;
            }
        }
        None
    }

    /// Pairs an even `pool` (in rank order), the top entrant first, against its preferred
    /// opponents in turn.
    fn pairs(&self, pool: &[Entrant]) -> Option<Vec<(Entrant, Option<Entrant>)>> {
        let Some((&top, rest)) = pool.split_first() else {
            return Some(Vec::new());
        };
        for i in self.preference(pool) {
            self.steps.set(self.steps.get() + 1);
            if self.exhausted() {
                return None;
            }
            let opponent = pool[i];
            if !self.allow_repeats && self.met.contains(&(top.min(opponent), top.max(opponent))) {
                continue;
            }
            let left: Vec<Entrant> = rest.iter().copied().filter(|&e| e != opponent).collect();
            if let Some(mut pairs) = self.pairs(&left) {
                pairs.push((top, Some(opponent)));
                return Some(pairs);
            }
        }
        None
    }

    /// The places in `pool` of the top entrant's opponents, best first: its score group's
    /// bottom half from its top, then the rest of the group upwards, then lower groups.
    fn preference(&self, pool: &[Entrant]) -> Vec<usize> {
        let score = self.points[pool[0]];
        let group = pool
            .iter()
            .take_while(|&&e| self.points[e] == score)
            .count();
        let half = group / 2;
        let mut order: Vec<usize> = (half.max(1)..group).collect();
        order.extend((1..half).rev());
        order.extend(group..pool.len());
        order
    }

    fn exhausted(&self) -> bool {
        !self.allow_repeats && self.steps.get() > SEARCH_LIMIT
    }
}

/// The boards in rank order, each match's first seat as the module says.
fn seat(mut pairs: Vec<(Entrant, Option<Entrant>)>, history: &[History]) -> Vec<Board> {
    // The search lists them deepest first: the top board is the last found.
    pairs.reverse();
    let mut board = 0;
    let mut boards: Vec<Board> = Vec::new();
    let mut bye = None;
    for (higher, lower) in pairs {
        let Some(lower) = lower else {
            bye = Some(Board::Bye(higher));
            continue;
        };
        let (h, l) = (history[higher], history[lower]);
        let higher_first = match h.balance.cmp(&l.balance) {
            std::cmp::Ordering::Less => true,
            std::cmp::Ordering::Greater => false,
            std::cmp::Ordering::Equal => match (h.last_first, l.last_first) {
                (Some(false), Some(true)) => true,
                (Some(true), Some(false)) => false,
                (Some(last), _) => !last,
                (None, Some(last)) => last,
                (None, None) => board % 2 == 0,
            },
        };
        let (first, second) = if higher_first {
            (higher, lower)
        } else {
            (lower, higher)
        };
        boards.push(Board::Match { first, second });
        board += 1;
    }
    boards.extend(bye);
    boards
}

#[cfg(test)]
mod tests {
    use super::super::Result;
    use super::*;

    fn entrants(n: usize) -> Vec<Entrant> {
        (0..n).collect()
    }

    /// Plays a round: the better seed wins every match.
    fn played(boards: Vec<Board>) -> Round {
        Round {
            boards: boards
                .into_iter()
                .map(|b| match b {
                    Board::Match { first, second } => {
                        let result = if first < second {
                            Result::FirstWon
                        } else {
                            Result::SecondWon
                        };
                        (b, Some(result))
                    }
                    Board::Bye(_) => (b, None),
                })
                .collect(),
        }
    }

    #[test]
    fn the_first_round_pairs_the_top_half_with_the_bottom_half() {
        // Eight entrants: 1–5, 6–2, 3–7, 8–4 (seeds from 1), the first seat alternating.
        assert_eq!(
            pair(8, &entrants(8), &[]).unwrap(),
            [
                Board::Match {
                    first: 0,
                    second: 4
                },
                Board::Match {
                    first: 5,
                    second: 1
                },
                Board::Match {
                    first: 2,
                    second: 6
                },
                Board::Match {
                    first: 7,
                    second: 3
                },
            ]
        );
    }

    #[test]
    fn the_second_round_pairs_each_score_group_and_swaps_the_first_seat() {
        let first = played(pair(8, &entrants(8), &[]).unwrap());
        let second = pair(8, &entrants(8), &[first]).unwrap();
        // Winners 0, 1, 2, 3 (1–3, 2–4 by halves), losers 4, 5, 6, 7 (5–7, 6–8). Both of a
        // pair had the same seat: the higher-ranked gets the other one.
        assert_eq!(
            second,
            [
                Board::Match {
                    first: 2,
                    second: 0
                },
                Board::Match {
                    first: 1,
                    second: 3
                },
                Board::Match {
                    first: 4,
                    second: 6
                },
                Board::Match {
                    first: 7,
                    second: 5
                },
            ]
        );
    }

    #[test]
    fn the_bye_goes_to_the_lowest_ranked_without_one() {
        let first = pair(5, &entrants(5), &[]).unwrap();
        assert_eq!(first.last(), Some(&Board::Bye(4)));
        let rounds = vec![played(first)];
        let second = pair(5, &entrants(5), &rounds).unwrap();
        // 4 has had it: the lowest of the others, by points then seed.
        let bye = second.iter().find_map(|b| match *b {
            Board::Bye(e) => Some(e),
            Board::Match { .. } => None,
        });
        assert_ne!(bye, Some(4));
        assert!(matches!(bye, Some(e) if e != 0));
    }

    /// Plays `rounds` rounds of `n` entrants, results mixed by a fixed rule, the last entrant
    /// withdrawing after `withdraws` rounds; checks every round pairs everyone still in once
    /// and no pair twice.
    fn no_pair_twice(n: usize, rounds: usize, withdraws: Option<usize>) {
        let mut played: Vec<Round> = Vec::new();
        let mut met = HashSet::new();
        for r in 0..rounds {
            let out = |e: Entrant| e == n - 1 && withdraws.is_some_and(|w| r >= w);
            let active: Vec<Entrant> = entrants(n).into_iter().filter(|&e| !out(e)).collect();
            let boards = pair(n, &active, &played).unwrap();
            let mut seen = HashSet::new();
            for b in &boards {
                match *b {
                    Board::Match { first, second } => {
                        let pair = (first.min(second), first.max(second));
                        assert!(met.insert(pair), "{n} entrants, round {r}: {b:?} again");
                        assert!(seen.insert(first) && seen.insert(second));
                    }
                    Board::Bye(e) => assert!(seen.insert(e)),
                }
            }
            assert_eq!(
                seen.len(),
                active.len(),
                "{n} entrants, round {r}: everyone once"
            );
            let results = boards.into_iter().map(|b| {
                let result = match b {
                    Board::Match { first, second } => Some(match (r + 3 * first + second) % 3 {
                        0 => Result::FirstWon,
                        1 => Result::Drawn,
                        _ => Result::SecondWon,
                    }),
                    Board::Bye(_) => None,
                };
                (b, result)
            });
            played.push(Round {
                boards: results.collect(),
            });
        }
    }

    #[test]
    fn six_entrants_play_three_rounds_without_meeting_twice() {
        no_pair_twice(6, 3, None);
        no_pair_twice(6, 3, Some(1));
    }

    #[test]
    fn fields_up_to_sixty_four_never_meet_twice_in_half_as_many_rounds() {
        // Fewer rounds than half the field: a pairing without repeats always exists.
        for n in 3..=64 {
            no_pair_twice(n, (n / 2).min(9), None);
            no_pair_twice(n, (n / 2).min(9), Some(1));
        }
    }

    #[test]
    fn repeats_are_allowed_only_when_nothing_else_pairs() {
        // Two entrants, two rounds: the only pair meets again, the first seat swapped.
        let first = played(pair(2, &entrants(2), &[]).unwrap());
        assert_eq!(
            first.boards[0].0,
            Board::Match {
                first: 0,
                second: 1
            }
        );
        let second = pair(2, &entrants(2), &[first]).unwrap();
        assert_eq!(
            second,
            [Board::Match {
                first: 1,
                second: 0
            }]
        );
        assert_eq!(pair(2, &[0], &[]), None, "one entrant left");
    }
}
