//! Los Mercaderes de Génova (Die Händler von Genua), for 2–5 players (seed 001), as fixed by
//! `shared/rules/genova.md`: the board and cards of our edition as data tables, negotiation as
//! moves, each player's money secret until the end.
//!
//! ```
//! use taberna_games::engine::{Game, Seat};
//! use taberna_games::games::genova::Genova;
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let game = Genova::new(3, &Default::default(), None, 1)?;
//! // Each player starts with 130 ducats, seen only in their own view.
//! assert_eq!(game.seat_view(Seat(1)).ducats, 130);
//! assert_eq!(game.seat_view(Seat(1)).hand.len(), 4);
//! # Ok(())
//! # }
//! ```
//!
//! # Rule decisions
//! The rules page fixes the board, the cards, every open point of the seed and the notation.
//! Where both are silent:
//! - Offers are open-ended, so `legal_moves` lists them in their simplest forms only (for each
//!   space a deal could be struck for now: nothing or 10 ducats, with two players one held
//!   item; each single promise); `check` accepts any terms the rules allow. The active
//!   player's asks are listed the same way (empty terms, three players or more).
//! - Promises (`+x`) name what the building's action yields; at a villa the buyer chooses
//!   between a privilege and a delivery, so nothing can be promised there.
//! - With two players, a promise counts as "something that is not money".
//! - A small order is delivered after the action was performed (`act`), not before.
//! - A marker removed from a building is always replaced by one's own (`remove` names only
//!   buildings the `place` puts a marker on).
//! - `place 2,3` with no building named puts a marker on every building next to the cell that
//!   the player does not own yet.
//! - Running scores are all zero until the end: money is secret.
//!
//! # Computer players
//! - The search ([`crate::engine::ismcts`]) weighs negotiation moves like any other: as the
//!   active player the computer accepts an offer, or asks a player for terms, when that move
//!   scores best in its search, and it lets offers stand otherwise. Its asks carry the empty
//!   terms `legal_moves` lists.
//! - It acts only when the match waits for it (the active player, or the one placing
//!   markers): while a person is active it makes no offers and leaves their asks unanswered,
//!   as a player who declines. A person's offer that arrives while it is thinking makes it
//!   think again.
//! - Its random playouts leave negotiation out ([`Genova::playout_moves`]): the tower moves,
//!   buildings act and the match ends without deals, which keeps each playout short and cheap.

crate::game_words!();

mod actions;
mod board;
mod cards;
mod deals;
mod events;
mod illegal;
mod items;
mod notation;
mod render;
mod rules;
mod state;
mod turn;
mod views;

#[cfg(test)]
mod tests;
#[cfg(any(test, feature = "testing"))]
mod workloads;

pub use actions::{kind_of, yields};
pub use board::{ring_adjacent, Building, Cell, Space, RING};
pub use cards::{Card, CardFace, Deck, Good, Tile};
pub use events::Event;
pub use illegal::Illegal;
pub use items::{Deal, Holdings, Item, Kind, Terms};
pub use notation::{Move, VillaAct};
pub use rules::INFO;
pub use state::{end_space, Census, Genova, Options, Setup, SetupDecks};
pub use turn::{group_score, privilege_score};
pub use views::{OfferView, OpenView, PlayerView, PublicView, SeatView};
#[cfg(any(test, feature = "testing"))]
pub use workloads::workloads;
