//! Knockout: a bracket whose size is the next power of two, seeded so that the top seeds can
//! meet only in the last rounds (1 against 8, 4 against 5, 2 against 7, 3 against 6 for
//! eight), the places beyond the field being byes, which fall to the top seeds.

use super::{Board, Entrant};

/// The bracket's places in order, by seed (from 0): adjacent places meet in the first round,
/// adjacent pairs' winners in the second, and so on.
#[must_use]
pub fn bracket_order(size: usize) -> Vec<usize> {
    assert!(size.is_power_of_two(), "a bracket of {size}");
    let mut order = vec![0];
    while order.len() < size {
        // Doubling: each seed s meets the seed that sums with it to the new size less one.
        let n = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, n - 1 - s]).collect();
    }
    order
}

/// The first round of a knockout of `entrants`, the top seed's board first.
#[must_use]
pub fn first_round(entrants: usize) -> Vec<Board> {
    if entrants < 2 {
        return entrants
            .checked_sub(1)
            .map(Board::Bye)
            .into_iter()
            .collect();
    }
    let order = bracket_order(entrants.next_power_of_two());
    order
        .chunks(2)
        .map(|pair| match (pair[0] < entrants, pair[1] < entrants) {
            (true, true) => Board::Match {
                first: pair[0].min(pair[1]),
                second: pair[0].max(pair[1]),
            },
            (true, false) => Board::Bye(pair[0]),
            (false, true) => Board::Bye(pair[1]),
            (false, false) => unreachable!("a pair of byes: the field is over half the bracket"),
        })
        .collect()
}

/// The next round from the winners of the last one, in bracket order (one per board): the
/// winners of adjacent boards meet, the better seed first.
#[must_use]
pub fn next_round(winners: &[Entrant]) -> Vec<Board> {
    if winners.len() < 2 {
        return Vec::new();
    }
    winners
        .chunks(2)
        .map(|pair| match *pair {
            [a, b] => Board::Match {
                first: a.min(b),
                second: a.max(b),
            },
            [a] => Board::Bye(a),
            _ => unreachable!("chunks of two"),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The order by seeds numbered from 1, as brackets are printed.
    fn printed(size: usize) -> Vec<usize> {
        bracket_order(size).into_iter().map(|s| s + 1).collect()
    }

    #[test]
    fn eight_and_sixteen_are_seeded_as_brackets_are_printed() {
        assert_eq!(printed(8), [1, 8, 4, 5, 2, 7, 3, 6]);
        assert_eq!(
            printed(16),
            [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]
        );
    }

    #[test]
    fn byes_fall_to_the_top_seeds() {
        // Six in a bracket of eight: seeds 1 and 2 wait, 3 to 6 play.
        assert_eq!(
            first_round(6),
            [
                Board::Bye(0),
                Board::Match {
                    first: 3,
                    second: 4
                },
                Board::Bye(1),
                Board::Match {
                    first: 2,
                    second: 5
                },
            ]
        );
    }

    #[test]
    fn the_top_two_seeds_can_meet_only_in_the_final() {
        for entrants in 2..=64usize {
            let mut round = first_round(entrants);
            let mut rounds = 1;
            // The better seed wins every match.
            while round.len() > 1 {
                let winners: Vec<Entrant> = round
                    .iter()
                    .map(|b| match *b {
                        Board::Match { first, second } => {
                            assert!(
                                !(first == 0 && second == 1),
                                "{entrants}: 1 and 2 met early"
                            );
                            first
                        }
                        Board::Bye(e) => e,
                    })
                    .collect();
                round = next_round(&winners);
                rounds += 1;
            }
            assert_eq!(
                round,
                [Board::Match {
                    first: 0,
                    second: 1
                }],
                "{entrants}"
            );
            assert_eq!(1 << rounds, entrants.next_power_of_two(), "{entrants}");
        }
    }
}
