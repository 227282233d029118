//! Ratings: Glicko-2 for the games of two, Weng-Lin (OpenSkill) for the free-for-all games,
//! both from the `skillratings` crate. This module only chooses the system, turns places into
//! the crate's outcomes and says when a rating stops being provisional; the store keeps the
//! numbers and calls [`rate`] in the transaction that records a result.
//!
//! Every match is its own rating period (as on Lichess): a player's rating moves after each
//! match, and an idle player's deviation does not grow back with time, so that the ratings are
//! a function of the results alone and recomputing them gives the same numbers.
//!
//! ```
//! use taberna::ratings::{rate, Rating, System};
//!
//! let fresh = Rating::fresh(System::Glicko2);
//! let after = rate(System::Glicko2, &[(fresh, 1), (fresh, 2)]);
//! assert!(after[0].rating > 1500.0 && after[1].rating < 1500.0);
//! ```

use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::{MultiTeamOutcome, Outcomes};

use crate::engine::GameInfo;

/// A Glicko-2 rating is provisional while its deviation is above this (Lichess's threshold):
/// the first 10 matches of a new player against established ones (22 among newcomers only).
pub const GLICKO2_SETTLED_DEVIATION: f64 = 110.0;

/// A Weng-Lin rating is provisional while its uncertainty (σ, 25/3 at the start) is above
/// this: the first 9 four-player matches among newcomers (4 against established players),
/// close to Glicko-2's 10 above.
pub const WENG_LIN_SETTLED_UNCERTAINTY: f64 = 5.0;

/// The rating system of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum System {
    /// Games of two.
    Glicko2,
    /// Games of more than two, every player for themselves.
    WengLin,
}

impl System {
    /// Glicko-2 for a game of two, Weng-Lin for one that seats more (even when two play it).
    #[must_use]
    pub fn of(info: &GameInfo) -> System {
        if info.max_seats > 2 {
            System::WengLin
        } else {
            System::Glicko2
        }
    }
}

/// One player's rating in one game of one server.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// Glicko-2's rating (1500 at the start) or Weng-Lin's μ (25).
    pub rating: f64,
    /// Glicko-2's deviation (350) or Weng-Lin's σ (25/3).
    pub deviation: f64,
    /// Glicko-2's volatility (0.06); 0 for Weng-Lin, which has none.
    pub volatility: f64,
}

impl Rating {
    /// The crate's default rating for a new player.
    #[must_use]
    pub fn fresh(system: System) -> Rating {
        match system {
            System::Glicko2 => Glicko2Rating::new().into(),
            System::WengLin => WengLinRating::new().into(),
        }
    }

    /// Whether too few matches stand behind it to trust it.
    #[must_use]
    pub fn provisional(&self, system: System) -> bool {
        match system {
            System::Glicko2 => self.deviation > GLICKO2_SETTLED_DEVIATION,
            System::WengLin => self.deviation > WENG_LIN_SETTLED_UNCERTAINTY,
        }
    }

    /// The rating as players read it: Glicko-2's as a whole number, Weng-Lin's μ with one
    /// decimal; a provisional one ends in "?" (as on Lichess).
    #[must_use]
    pub fn shown(&self, system: System) -> String {
        let mark = if self.provisional(system) { "?" } else { "" };
        format!("{}{mark}", shown_number(system, self.rating))
    }
}

/// A rating as players read it, without its deviation: "1523" (Glicko-2), "25.3" (Weng-Lin).
#[must_use]
pub fn shown_number(system: System, rating: f64) -> String {
    match system {
        System::Glicko2 => format!("{rating:.0}"),
        System::WengLin => format!("{rating:.1}"),
    }
}

/// A change of rating as players read it: "+12", "−3" (Glicko-2), "+1.4" (Weng-Lin).
#[must_use]
pub fn shown_change(system: System, change: f64) -> String {
    let text = match system {
        System::Glicko2 => format!("{:+.0}", change),
        System::WengLin => format!("{:+.1}", change),
    };
    // "-0" and "+0" read as zero either way; a real minus sign reads better than a hyphen.
    text.replace('-', "−")
}

impl From<Glicko2Rating> for Rating {
    fn from(r: Glicko2Rating) -> Rating {
        Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl From<WengLinRating> for Rating {
    fn from(r: WengLinRating) -> Rating {
        Rating {
            rating: r.rating,
            deviation: r.uncertainty,
            volatility: 0.0,
        }
    }
}

fn glicko(r: Rating) -> Glicko2Rating {
    Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

fn weng_lin(r: Rating) -> WengLinRating {
    WengLinRating {
        rating: r.rating,
        uncertainty: r.deviation,
    }
}

/// The ratings after one match, given each player's rating before it and their place (1 for
/// first; equal places are a tie), in the same order.
///
/// # Panics
/// Glicko-2 with other than two players.
#[must_use]
pub fn rate(system: System, players: &[(Rating, usize)]) -> Vec<Rating> {
    match system {
        System::Glicko2 => {
            let [(a, place_a), (b, place_b)] = players else {
                panic!("Glicko-2 rates matches of two, not {}", players.len());
            };
            let outcome = match place_a.cmp(place_b) {
                std::cmp::Ordering::Less => Outcomes::WIN,
                std::cmp::Ordering::Equal => Outcomes::DRAW,
                std::cmp::Ordering::Greater => Outcomes::LOSS,
            };
            let (a, b) = glicko2(&glicko(*a), &glicko(*b), &outcome, &Glicko2Config::new());
            vec![a.into(), b.into()]
        }
        System::WengLin => {
            let teams: Vec<[WengLinRating; 1]> =
                players.iter().map(|(r, _)| [weng_lin(*r)]).collect();
            let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
                .iter()
                .zip(players)
                .map(|(team, (_, place))| (&team[..], MultiTeamOutcome::new(*place)))
                .collect();
            weng_lin_multi_team(&ranked, &WengLinConfig::new())
                .into_iter()
                .map(|team| team[0].into())
                .collect()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How many matches a new player takes to stop being provisional, taking every place in
    /// turn against `opponents`.
    fn matches_to_settle(system: System, seats: usize, opponents: Rating) -> usize {
        let mut me = Rating::fresh(system);
        for n in 1..=100 {
            let mut table: Vec<(Rating, usize)> = vec![(me, 1 + n % seats)];
            table.extend((1..seats).map(|i| (opponents, 1 + (n + i) % seats)));
            me = rate(system, &table)[0];
            if !me.provisional(system) {
                return n;
            }
        }
        usize::MAX
    }

    #[test]
    fn a_new_player_is_provisional_for_about_ten_matches() {
        // Glicko-2 against established players (deviation 60): 10 matches; among newcomers
        // it takes 22, as each match tells little about two unknowns.
        let settled = Rating {
            deviation: 60.0,
            ..Rating::fresh(System::Glicko2)
        };
        let glicko = matches_to_settle(System::Glicko2, 2, settled);
        assert!((8..=12).contains(&glicko), "Glicko-2: {glicko}");
        // Weng-Lin, four newcomers a table: 9 matches.
        let fresh = Rating::fresh(System::WengLin);
        let weng_lin = matches_to_settle(System::WengLin, 4, fresh);
        assert!((7..=11).contains(&weng_lin), "Weng-Lin: {weng_lin}");
        assert!(Rating::fresh(System::Glicko2).provisional(System::Glicko2));
        assert!(Rating::fresh(System::WengLin).provisional(System::WengLin));
    }

    #[test]
    fn the_winner_gains_and_a_tie_moves_equals_nowhere() {
        for system in [System::Glicko2, System::WengLin] {
            let fresh = Rating::fresh(system);
            let won = rate(system, &[(fresh, 2), (fresh, 1)]);
            assert!(won[1].rating > fresh.rating && won[0].rating < fresh.rating);
            let tie = rate(system, &[(fresh, 1), (fresh, 1)]);
            assert!((tie[0].rating - fresh.rating).abs() < 1e-9);
            assert!(tie[0].deviation < fresh.deviation);
        }
    }

    #[test]
    fn free_for_all_places_order_the_gains() {
        let fresh = Rating::fresh(System::WengLin);
        let after = rate(
            System::WengLin,
            &[(fresh, 3), (fresh, 1), (fresh, 2), (fresh, 3)],
        );
        assert!(after[1].rating > after[2].rating);
        assert!(after[2].rating > after[0].rating);
        assert!((after[0].rating - after[3].rating).abs() < 1e-9);
    }

    #[test]
    fn ratings_read_as_players_expect() {
        let fresh = Rating::fresh(System::Glicko2);
        assert_eq!(fresh.shown(System::Glicko2), "1500?");
        let settled = Rating {
            deviation: 60.0,
            ..fresh
        };
        assert_eq!(settled.shown(System::Glicko2), "1500");
        assert_eq!(
            Rating::fresh(System::WengLin).shown(System::WengLin),
            "25.0?"
        );
        assert_eq!(shown_change(System::Glicko2, -3.2), "−3");
        assert_eq!(shown_change(System::WengLin, 1.44), "+1.4");
    }
}
