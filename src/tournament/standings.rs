//! The standings: points (a win or a bye 1, a draw ½), then Buchholz (the opponents'
//! points), then Sonneborn–Berger (the points of each opponent beaten, half those of each
//! opponent drawn), then seed: FIDE Handbook C.07.
//!
//! A bye counts in the entrant's own tie-breaks as a win against a stand-in scoring what the
//! entrant scored, but at most half the rounds (C.07, article 16); in its opponents', it is
//! counted as the points it gave. Rounds a withdrawn entrant sat out count nothing.

use std::cmp::Ordering;

use super::{Board, Entrant, Result, Round};

/// One line of the standings.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    pub entrant: Entrant,
    pub points: f64,
    pub buchholz: f64,
    pub sonneborn_berger: f64,
    /// Matches played (byes not counted).
    pub played: usize,
}

/// Each entrant's points after `rounds`.
#[must_use]
pub fn points(entrants: usize, rounds: &[Round]) -> Vec<f64> {
    let mut points = vec![0.0; entrants];
    for (e, _, scored) in games(rounds) {
        points[e] += scored;
    }
    for e in byes(rounds) {
        points[e] += 1.0;
    }
    points
}

/// The standings after `rounds`, best first.
#[must_use]
pub fn standings(entrants: usize, rounds: &[Round]) -> Vec<Standing> {
    let points = points(entrants, rounds);
    let mut lines: Vec<Standing> = (0..entrants)
        .map(|entrant| Standing {
            entrant,
            points: points[entrant],
            buchholz: 0.0,
            sonneborn_berger: 0.0,
            played: 0,
        })
        .collect();
    for (e, opponent, scored) in games(rounds) {
        let line = &mut lines[e];
        line.buchholz += points[opponent];
        line.sonneborn_berger += points[opponent] * scored;
        line.played += 1;
    }
    let half_the_rounds = rounds.len() as f64 / 2.0;
    for e in byes(rounds) {
        let stand_in = points[e].min(half_the_rounds);
        lines[e].buchholz += stand_in;
        lines[e].sonneborn_berger += stand_in;
    }
    lines.sort_by(order);
    lines
}

/// Points, Buchholz, Sonneborn–Berger, highest first; then the better seed.
fn order(a: &Standing, b: &Standing) -> Ordering {
    let higher = |x: f64, y: f64| y.total_cmp(&x);
    higher(a.points, b.points)
        .then(higher(a.buchholz, b.buchholz))
        .then(higher(a.sonneborn_berger, b.sonneborn_berger))
        .then(a.entrant.cmp(&b.entrant))
}

/// Every finished match, once from each side: the entrant, its opponent, what it scored.
fn games(rounds: &[Round]) -> impl Iterator<Item = (Entrant, Entrant, f64)> + '_ {
    rounds
        .iter()
        .flat_map(|r| &r.boards)
        .flat_map(|(board, result)| match (*board, *result) {
            (Board::Match { first, second }, Some(result)) => {
                let scored = match result {
                    Result::FirstWon => 1.0,
                    Result::Drawn => 0.5,
                    Result::SecondWon => 0.0,
                };
                vec![(first, second, scored), (second, first, 1.0 - scored)]
            }
            _ => Vec::new(),
        })
}

/// The entrant of every bye, once per bye.
fn byes(rounds: &[Round]) -> impl Iterator<Item = Entrant> + '_ {
    rounds
        .iter()
        .flat_map(|r| &r.boards)
        .filter_map(|(board, _)| match *board {
            Board::Bye(e) => Some(e),
            Board::Match { .. } => None,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A finished match, `first` in the first seat.
    fn game(first: Entrant, second: Entrant, result: Result) -> (Board, Option<Result>) {
        (Board::Match { first, second }, Some(result))
    }

    fn round(boards: Vec<(Board, Option<Result>)>) -> Round {
        Round { boards }
    }

    /// A crosstable as printed: row `a`, column `b` is what `a` scored against `b` (2 a win,
    /// 1 a draw, 0 a loss: halves). Each pair becomes one round's match.
    fn from_crosstable(halves: &[&[u8]]) -> Vec<Round> {
        let mut rounds = Vec::new();
        for (a, row) in halves.iter().enumerate() {
            for (b, &scored) in row.iter().enumerate().skip(a + 1) {
                let result = match scored {
                    2 => Result::FirstWon,
                    1 => Result::Drawn,
                    _ => Result::SecondWon,
                };
                assert_eq!(scored + halves[b][a], 2, "{a} and {b}");
                rounds.push(round(vec![game(a, b, result)]));
            }
        }
        rounds
    }

    #[test]
    fn sonneborn_berger_splits_a_round_robin_tie_as_the_schachwiki_example() {
        // The "Feinwertung" example: A–G, C and D tie on 4 points; SB puts C ahead.
        const X: u8 = 0;
        let table: [&[u8]; 7] = [
            &[X, 1, 1, 2, 2, 2, 2],
            &[1, X, 1, 1, 2, 2, 2],
            &[1, 1, X, 1, 1, 2, 2],
            &[0, 1, 1, X, 2, 2, 2],
            &[0, 0, 1, 0, X, 2, 2],
            &[0, 0, 0, 0, 0, X, 2],
            &[0, 0, 0, 0, 0, 0, X],
        ];
        let lines = standings(7, &from_crosstable(&table));
        let points: Vec<f64> = lines.iter().map(|l| l.points).collect();
        assert_eq!(points, [5.0, 4.5, 4.0, 4.0, 2.5, 1.0, 0.0]);
        let c = lines.iter().find(|l| l.entrant == 2).unwrap();
        let d = lines.iter().find(|l| l.entrant == 3).unwrap();
        assert_eq!((c.sonneborn_berger, d.sonneborn_berger), (9.0, 7.75));
        assert_eq!(lines[2].entrant, 2, "C before D");
        assert!(lines.iter().all(|l| l.played == 6));
    }

    #[test]
    fn buchholz_is_the_opponents_points_and_decides_before_sonneborn_berger() {
        // Four entrants, two rounds: 0 beats 1 and 2 beats 3, then 0 beats 2 and 3 beats 1.
        let rounds = [
            round(vec![
                game(0, 1, Result::FirstWon),
                game(2, 3, Result::FirstWon),
            ]),
            round(vec![
                game(0, 2, Result::FirstWon),
                game(3, 1, Result::FirstWon),
            ]),
        ];
        let lines = standings(4, &rounds);
        let order: Vec<Entrant> = lines.iter().map(|l| l.entrant).collect();
        // 2 and 3 have a point each; 2 met 0 (2 points) and 3 (1): Buchholz 3; 3 met 2 and 1
        // (1 and 0): Buchholz 1.
        assert_eq!(order, [0, 2, 3, 1]);
        assert_eq!(lines[1].buchholz, 3.0);
        assert_eq!(lines[2].buchholz, 1.0);
        assert_eq!(lines[1].sonneborn_berger, 1.0, "2 beat 3, who has 1");
    }

    #[test]
    fn a_bye_is_a_point_and_a_stand_in_for_the_tie_breaks() {
        let rounds = [
            round(vec![game(0, 1, Result::Drawn), (Board::Bye(2), None)]),
            round(vec![game(2, 0, Result::SecondWon), (Board::Bye(1), None)]),
        ];
        let lines = standings(3, &rounds);
        let of = |e: Entrant| lines.iter().find(|l| l.entrant == e).unwrap().clone();
        assert_eq!((of(0).points, of(1).points, of(2).points), (1.5, 1.5, 1.0));
        // Entrant 1: drew 0 (1.5), and a bye: a stand-in at its own 1.5 capped at 1 (half of
        // two rounds).
        assert_eq!(of(1).buchholz, 2.5);
        assert_eq!(of(1).sonneborn_berger, 0.75 + 1.0);
        assert_eq!(of(1).played, 1);
        // An unfinished match counts for nobody yet.
        let mut open = rounds.to_vec();
        open[1].boards[0].1 = None;
        assert_eq!(points(3, &open), [0.5, 1.5, 1.0]);
    }
}
