//! Burger Joint, a cube-drafting game for two by Joe Huber (seed 002), as fixed by
//! `shared/rules/burger-joint.md`, whose board data lives in [`board`].
//!
//! ```
//! use taberna_games::engine::{Game, Seat};
//! use taberna_games::games::burger_joint::BurgerJoint;
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let game = BurgerJoint::new(2, &serde_json::from_str(r#"{"side": "burger"}"#)?, None, 42)?;
//! let view = game.public_view();
//! // Burger moves first; both produce two cubes (two diners each), so four are drawn.
//! assert_eq!(view.to_act, vec![Seat(0)]);
//! assert_eq!(view.bag_left, 60 - 4);
//! assert_eq!(view.scores.as_slice(), &[2, 2]);
//! # Ok(())
//! # }
//! ```
//!
//! # Rule decisions
//! The rules page fixes the board data, the order of a turn, production and the draft, trades,
//! abilities, building, advertising, scoring, discards and sides. Where both the page and the
//! rulebook are silent:
//! - Every pick is the player's click, even when only one colour is left.
//! - A trade or exchange may ask for a colour it gives (the page only requires the colour to be
//!   in the bag once the cubes are returned); such a move is legal and listed.
//! - Bistro B returns at least one cube.
//! - A match nobody has won ends after 200 turns (100 each): the higher marked score wins,
//!   equal scores draw. Random play never reaches it in the property tests' matches; it
//!   bounds a match between players who stop building.
//! - The explicit setup's `draws` skips a colour that is not in the bag when its draw comes.
//! - Scores shown are those marked on the track: the active player's at the end of their turn.
//! - The public `diners` and `bistros` list every owner of a colour or letter, since both
//!   players can own the same one.

crate::game_words!();

pub mod board;
mod cubes;
mod events;
pub(super) mod expert;
mod illegal;
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

pub use board::Side;
pub use cubes::{Colour, Cubes};
pub use events::{Building, Event};
pub use illegal::{Illegal, Step};
pub use notation::{Advert, Move};
pub use rules::INFO;
pub use state::{BurgerJoint, Finish, Options, Phase, Restaurant, Setup, TURN_LIMIT};
pub use views::{PublicView, SeatView};
#[cfg(any(test, feature = "testing"))]
pub use workloads::workloads;

impl Game for BurgerJoint {
    game_types!();

    fn new(
        seats: usize,
        options: &Options,
        setup: Option<&Setup>,
        seed: u64,
    ) -> Result<Self, SetupError> {
        BurgerJoint::new_match(seats, options, setup, seed)
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Vec<Seat> {
        self.deciding().into_iter().collect()
    }

    fn may_act(&self, seat: Seat) -> bool {
        self.deciding() == Some(seat)
    }

    fn legal_moves(&self, seat: Seat) -> Vec<Move> {
        self.legal(seat)
    }

    fn legal_moves_into(&self, seat: Seat, out: &mut Vec<Move>) {
        self.listed(seat, rules::Listing::Every, out);
    }

    /// A redraw gives one cube at a time (see [`rules::Listing::Playouts`]).
    fn playout_moves(&self, seat: Seat) -> Vec<Move> {
        let mut out = Vec::new();
        self.listed(seat, rules::Listing::Playouts, &mut out);
        out
    }

    fn playout_moves_into(&self, seat: Seat, out: &mut Vec<Move>) {
        self.listed(seat, rules::Listing::Playouts, out);
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

    /// Nothing is hidden but the bag's order: the copy draws from its own RNG.
    fn determinize(&self, _seat: Seat, rng: &mut GameRng) -> Self {
        let mut copy = self.clone();
        copy.rng = rng.fork();
        copy.forced.clear();
        copy
    }
}
