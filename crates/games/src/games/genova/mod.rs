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
//! - The asked player may answer no: `decline GH` (our addition to the notation) removes the
//!   ask and says so on the board, so that the active player does not wait for an answer
//!   that will not come. The computer always answers an ask made to it.
//!
//! # Computer players
//! - Its moves when the match waits for it follow the search ([`crate::engine::ismcts`]),
//!   whose playouts use the expert rules (module `expert`): roll, steer the tower to what pays,
//!   act, accept an offer when its price beats what the deal takes away, place markers. The
//!   expert's own move is weighed at the root beside the simple forms `legal_moves` lists.
//! - While a person is active it talks (module `talk`, through `Game::proposals`): it offers for
//!   the buildings next to the tower that it values (half their worth to it), answers every ask
//!   made to it (accepts, counters with an offer, or `decline`s), and may also say nothing,
//!   which its search weighs like any offer. As the active player it does not counter an offer
//!   with an ask: it could not wait for the answer without holding up its own turn.
//! - Its playouts leave negotiation out ([`Genova::playout_moves`]): the tower moves,
//!   buildings act and the match ends without deals, which keeps each playout short and cheap.
//! - It re-deals only what its seat cannot see: the cards the table saw a player hold stay
//!   with them (module `known`).

crate::game_words!();

mod actions;
mod board;
mod cards;
mod deals;
mod events;
mod expert;
mod illegal;
mod items;
mod known;
mod notation;
mod render;
mod rules;
mod state;
mod talk;
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
