//! Round-robin by the Berger tables (FIDE Handbook C.05, Annex 1): with an even number `n` of
//! entrants, `n − 1` rounds; with an odd number, a dummy makes it even and whoever meets it
//! has the bye.

use super::Board;

/// Every round of a round-robin of `entrants`, boards in the tables' order.
#[must_use]
pub fn rounds(entrants: usize) -> Vec<Vec<Board>> {
    if entrants < 2 {
        return Vec::new();
    }
    // The tables number entrants from 1; the dummy is the last number.
    let n = entrants + entrants % 2;
    let m = n - 1;
    let real = |number: usize| (number <= entrants).then(|| number - 1);
    let board = |first: usize, second: usize| match (real(first), real(second)) {
        (Some(first), Some(second)) => Board::Match { first, second },
        (Some(e), None) | (None, Some(e)) => Board::Bye(e),
        (None, None) => unreachable!("one dummy"),
    };
    (1..=m)
        .map(|r| {
            let p = ((r - 1) * n / 2) % m + 1;
            // The last number sits at the first board, first in even rounds.
            let mut boards = vec![if r % 2 == 0 { board(n, p) } else { board(p, n) }];
            for k in 1..n / 2 {
                boards.push(board((p - 1 + k) % m + 1, (p - 1 + m - k) % m + 1));
            }
            boards
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table as the Handbook prints it: "1-6" is entrant 1 first against entrant 6.
    fn printed(rounds: &[Vec<Board>]) -> Vec<String> {
        rounds
            .iter()
            .map(|boards| {
                let shown: Vec<String> = boards
                    .iter()
                    .map(|b| match *b {
                        Board::Match { first, second } => format!("{}-{}", first + 1, second + 1),
                        Board::Bye(e) => format!("{} bye", e + 1),
                    })
                    .collect();
                shown.join(", ")
            })
            .collect()
    }

    #[test]
    fn six_entrants_follow_the_berger_table() {
        assert_eq!(
            printed(&rounds(6)),
            [
                "1-6, 2-5, 3-4",
                "6-4, 5-3, 1-2",
                "2-6, 3-1, 4-5",
                "6-5, 1-4, 2-3",
                "3-6, 4-2, 5-1",
            ]
        );
    }

    #[test]
    fn four_entrants_follow_the_berger_table() {
        assert_eq!(printed(&rounds(4)), ["1-4, 2-3", "4-3, 1-2", "2-4, 3-1"]);
    }

    #[test]
    fn an_odd_field_gives_the_dummy_s_opponent_a_bye() {
        assert_eq!(
            printed(&rounds(5)),
            [
                "1 bye, 2-5, 3-4",
                "4 bye, 5-3, 1-2",
                "2 bye, 3-1, 4-5",
                "5 bye, 1-4, 2-3",
                "3 bye, 4-2, 5-1",
            ]
        );
    }

    #[test]
    fn each_pair_meets_once_and_first_seats_balance() {
        for entrants in 2..=16 {
            let all = rounds(entrants);
            let mut met = vec![vec![0; entrants]; entrants];
            let mut firsts = vec![0i32; entrants];
            for boards in &all {
                for b in boards {
                    if let Board::Match { first, second } = *b {
                        met[first][second] += 1;
                        met[second][first] += 1;
                        firsts[first] += 1;
                        firsts[second] -= 1;
                    }
                }
            }
            for (a, row) in met.iter().enumerate() {
                for (b, &times) in row.iter().enumerate() {
                    assert_eq!(times, usize::from(a != b), "{entrants}: {a} and {b}");
                }
            }
            // Firsts less seconds: at most one apart from even for an entrant.
            assert!(
                firsts.iter().all(|f| f.abs() <= 1),
                "{entrants}: {firsts:?}"
            );
        }
    }
}
