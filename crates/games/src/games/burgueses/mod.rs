//! Burgueses, a card game for two by Santiago Eximeno (seed 000), as fixed by
//! `shared/rules/burgueses.md`.
//!
//! ```
//! use taberna_games::engine::{Game, Seat};
//! use taberna_games::games::burgueses::Burgueses;
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let game = Burgueses::new(2, &Default::default(), None, 42)?;
//! let view = game.public_view();
//! assert_eq!((view.bank, view.coins.as_slice()), (8, &[1, 1][..]));
//! assert_eq!(game.seat_view(Seat(0)).hand.len(), 2);
//! # Ok(())
//! # }
//! ```
//!
//! # Rule decisions
//! The rules page fixes the first player (seeded draw, swapped in round 2), the two-step
//! purchase, sale prices and the four-of-a-kind win, trade limits, the order of king effects,
//! the end of a round, scoring and the draw. Where both the page and the rulebook are silent:
//! - A purchase with an empty goods deck is still the two steps `buy`, `place`; the board says
//!   no card was drawn.
//! - A four-of-a-kind sale ends the match at once with no king card revealed; the scores
//!   reported are those of the rounds already finished.
//! - A draw lists both seats as `winners` (they share first place), and counts as a draw on
//!   the leaderboard.
//! - K♦ discards leave the round like sold cards; the pile is not shown.
//! - Once the match is over, the public `pending` stays `action` and `to_act` is empty.

crate::game_words!();

mod cards;
mod events;
mod expert;
mod kings;
mod notation;
mod render;
mod rules;
mod scene;
mod state;
mod views;

#[cfg(test)]
mod tests;
#[cfg(any(test, feature = "testing"))]
mod workloads;

use crate::engine::{game_types, Game, GameRng, Outcome, PerSeat, Seat, SetupError};

pub use cards::{Card, King, Suit};
pub use events::Event;
pub use notation::{Move, Sale};
pub use rules::{sale_price, Illegal, Step, INFO};
pub use state::{Burgueses, Options, RoundSetup, Setup, COINS};
pub use views::{PublicView, SeatView};
#[cfg(any(test, feature = "testing"))]
pub use workloads::workloads;

impl Game for Burgueses {
    game_types!();

    fn new(
        seats: usize,
        _options: &Options,
        setup: Option<&Setup>,
        seed: u64,
    ) -> Result<Self, SetupError> {
        Burgueses::new_match(seats, setup, seed)
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Vec<Seat> {
        self.deciding_seat().into_iter().collect()
    }

    fn to_act_into(&self, out: &mut Vec<Seat>) {
        out.clear();
        out.extend(self.deciding_seat());
    }

    fn may_act(&self, seat: Seat) -> bool {
        self.deciding_seat() == Some(seat)
    }

    fn legal_moves(&self, seat: Seat) -> Vec<Move> {
        let mut moves = Vec::new();
        self.legal_into(seat, &mut moves);
        moves
    }

    fn legal_moves_into(&self, seat: Seat, out: &mut Vec<Move>) {
        self.legal_into(seat, out);
    }

    fn check(&self, seat: Seat, mv: &Move) -> Result<(), Illegal> {
        self.check_move(seat, mv)
    }

    fn apply_unchecked(&mut self, seat: Seat, mv: &Move) -> Vec<Event> {
        self.apply(seat, mv)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.result()
    }

    fn scores(&self) -> PerSeat<i32> {
        self.totals()
    }

    fn public_view(&self) -> PublicView {
        self.public()
    }

    fn seat_view(&self, seat: Seat) -> SeatView {
        self.private(seat)
    }

    fn expert(&self, seat: Seat, rng: &mut GameRng) -> Option<Move> {
        expert::choose(self, seat, rng)
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        self.sample_hidden(seat, rng)
    }
}
