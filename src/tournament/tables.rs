//! Swiss for games of more than two: each round seats the entrants still in at tables of the
//! game's size made from the standings (the leaders together, then the next, and so on); the
//! first round deals the seeds out like cards (serpentine) so that every table gets a strong
//! and a weak entrant. Tables are as even as the field allows: ten entrants at tables of four
//! sit at 4, 3 and 3.
//!
//! A table's result counts as the games of every pair at it: a seat scores a win against each
//! seat it finished ahead of and a draw against each it tied with. A table of two is thus one
//! game as in a match; the standings and their tie-breaks ([`super::standings`]) read these
//! pairwise games.

use super::{Board, Entrant, Result};

/// How many sit at each table, largest first, for `n` entrants at tables of at most `size`
/// and at least `min`; empty when `n` is fewer than `min`. Should no split fit (five at tables
/// of three or four), the tables that fit are full and the entrants left over sit alone: a
/// table of one is a bye.
#[must_use]
pub fn sizes(n: usize, size: usize, min: usize) -> Vec<usize> {
    let size = size.max(1);
    let min = min.clamp(1, size);
    if n < min {
        return Vec::new();
    }
    let even = (n.div_ceil(size)..=n / min)
        .find(|&tables| n / tables >= min && n.div_ceil(tables) <= size);
    match even {
        Some(tables) => {
            let (base, extra) = (n / tables, n % tables);
            (0..tables).map(|i| base + usize::from(i < extra)).collect()
        }
        None => {
            let full = n / size;
            let mut sizes = vec![size; full];
            sizes.extend(std::iter::repeat_n(1, n - full * size));
            sizes
        }
    }
}

/// The tables of a round: `ranked` are the entrants still in, best first (by the standings,
/// or by seed before the first round); `first_round` deals them out serpentine. Each table
/// lists its entrants in seat order, rotated by `round` so that the first seat goes round.
#[must_use]
pub fn deal(
    ranked: &[Entrant],
    size: usize,
    min: usize,
    round: usize,
    first_round: bool,
) -> Vec<Vec<Entrant>> {
    let sizes = sizes(ranked.len(), size, min);
    let mut tables: Vec<Vec<Entrant>> = sizes.iter().map(|&s| Vec::with_capacity(s)).collect();
    if first_round {
        // The tables that are played (byes, tables of one, come last and take the last seeds).
        let t = sizes.iter().filter(|&&s| s > 1).count();
        let dealt: usize = sizes[..t].iter().sum();
        // 0, 1, …, t−1, t−1, …, 0, 0, 1… skipping full tables.
        let order = (0..t).chain((0..t).rev()).cycle();
        let mut next = ranked.iter();
        let mut seated = 0;
        for i in order {
            if seated == dealt {
                break;
            }
            if tables[i].len() < sizes[i] {
                let Some(&e) = next.next() else { break };
                tables[i].push(e);
                seated += 1;
            }
        }
        for (table, &e) in tables[t..].iter_mut().zip(next) {
            table.push(e);
        }
    } else {
        let mut next = ranked.iter();
        for (table, &s) in tables.iter_mut().zip(&sizes) {
            table.extend(next.by_ref().take(s));
        }
    }
    for table in &mut tables {
        let k = table.len();
        if k > 0 {
            table.rotate_left(round % k);
        }
    }
    tables
}

/// Each seat's points in halves from the places its seats finished in (1 the best): two for
/// every seat it finished ahead of, one for every seat it tied with.
#[must_use]
pub fn halves_by_place(places: &[usize]) -> Vec<u32> {
    places
        .iter()
        .map(|&mine| {
            places
                .iter()
                .map(|&other| match mine.cmp(&other) {
                    std::cmp::Ordering::Less => 2,
                    std::cmp::Ordering::Equal => 1,
                    std::cmp::Ordering::Greater => 0,
                })
                .sum::<u32>()
                - 1
        })
        .collect()
}

/// A table's result as the games of each pair at it; `halves` (see [`halves_by_place`])
/// order the seats, `None` while the table is played.
#[must_use]
pub fn pairwise(seats: &[Entrant], halves: Option<&[u32]>) -> Vec<(Board, Option<Result>)> {
    let mut games = Vec::new();
    for i in 0..seats.len() {
        for j in i + 1..seats.len() {
            let result = halves.map(|h| match h[i].cmp(&h[j]) {
                std::cmp::Ordering::Greater => Result::FirstWon,
                std::cmp::Ordering::Equal => Result::Drawn,
                std::cmp::Ordering::Less => Result::SecondWon,
            });
            let board = Board::Match {
                first: seats[i],
                second: seats[j],
            };
            games.push((board, result));
        }
    }
    games
}

#[cfg(test)]
mod tests {
    use super::super::standings::standings;
    use super::super::Round;
    use super::*;

    #[test]
    fn tables_are_as_even_as_the_field_allows() {
        assert_eq!(sizes(8, 4, 2), [4, 4]);
        assert_eq!(sizes(10, 4, 2), [4, 3, 3]);
        assert_eq!(sizes(5, 4, 2), [3, 2]);
        assert_eq!(sizes(3, 4, 2), [3]);
        assert_eq!(sizes(7, 5, 3), [4, 3]);
        assert_eq!(sizes(4, 5, 3), [4]);
        assert_eq!(sizes(5, 4, 3), [4, 1], "no even split: a bye");
        assert_eq!(sizes(1, 4, 2), Vec::<usize>::new());
        for n in 2..=64 {
            for size in 3..=12 {
                let s = sizes(n, size, 2);
                assert_eq!(s.iter().sum::<usize>(), n);
                assert!(
                    s.iter().all(|&k| (2..=size).contains(&k)),
                    "{n} at {size}: {s:?}"
                );
                assert!(s.first().unwrap() - s.last().unwrap() <= 1);
            }
        }
    }

    #[test]
    fn the_first_round_deals_the_seeds_out_and_later_ones_seat_the_leaders_together() {
        let ranked: Vec<Entrant> = (0..8).collect();
        let first = deal(&ranked, 4, 2, 0, true);
        let mut sorted: Vec<Vec<Entrant>> = first
            .iter()
            .map(|t| {
                let mut t = t.clone();
                t.sort_unstable();
                t
            })
            .collect();
        sorted.sort();
        assert_eq!(sorted, [vec![0, 3, 4, 7], vec![1, 2, 5, 6]]);
        let later = deal(&[5, 2, 7, 0, 1, 6, 3, 4], 4, 2, 1, false);
        assert_eq!(
            later,
            [vec![2, 7, 0, 5], vec![6, 3, 4, 1]],
            "rotated by the round"
        );
        let uneven = deal(&(0..10).collect::<Vec<_>>(), 4, 2, 0, true);
        assert_eq!(uneven.iter().map(Vec::len).collect::<Vec<_>>(), [4, 3, 3]);
        let mut all: Vec<Entrant> = uneven.concat();
        all.sort_unstable();
        assert_eq!(all, (0..10).collect::<Vec<_>>());
        let with_bye = deal(&(0..5).collect::<Vec<_>>(), 4, 3, 0, true);
        assert_eq!(
            with_bye,
            [vec![0, 1, 2, 3], vec![4]],
            "the bye to the last seed"
        );
    }

    #[test]
    fn places_score_as_games_against_each_other_seat() {
        assert_eq!(halves_by_place(&[1, 2]), [2, 0]);
        assert_eq!(halves_by_place(&[1, 1]), [1, 1]);
        assert_eq!(halves_by_place(&[2, 1, 4, 3]), [4, 6, 0, 2]);
        assert_eq!(halves_by_place(&[1, 1, 3]), [3, 3, 0]);
        // A table of four is six games: its points are 0 + 1 + 2 + 3.
        let table = pairwise(&[7, 4, 9, 1], Some(&halves_by_place(&[2, 1, 4, 3])));
        assert_eq!(table.len(), 6);
        let round = Round { boards: table };
        let lines = standings(10, std::slice::from_ref(&round));
        let points = |e: Entrant| lines.iter().find(|l| l.entrant == e).unwrap().points;
        assert_eq!(
            [points(4), points(7), points(1), points(9)],
            [3.0, 2.0, 1.0, 0.0]
        );
        assert_eq!(lines[0].entrant, 4, "the table's winner leads");
    }
}
