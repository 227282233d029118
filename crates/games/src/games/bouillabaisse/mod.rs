//! Bouillabaisse, a Barbu-family trick-taking game for 2–12 players (seed 004), as fixed by
//! `shared/rules/bouillabaisse.md`.
//!
//! ```
//! use taberna_games::engine::{Game, Seat};
//! use taberna_games::games::bouillabaisse::Bouillabaisse;
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let game = Bouillabaisse::new(5, &Default::default(), None, 1)?;
//! // Five players: 50 cards in play, ten each.
//! assert_eq!(game.seat_view(Seat(0)).hand.len(), 10);
//! assert_eq!(game.public_view().round, 1);
//! # Ok(())
//! # }
//! ```
//!
//! # Rule decisions
//! The rules page fixes decks and removals, targets, the order of rounds, dealing and leading,
//! follow suit, ties between identical cards, places and `todo-o-nada`. Where both are silent:
//! - With two decks the two copies of a card are removed together (2♣ 2♣ 2♦ 2♦ …).
//! - `todo-o-nada` needs the whole component: all the round's tricks, or every card of the
//!   suit / figure in play (both copies with two decks); in round 6 the flip turns the negative
//!   points positive.
//! - The 200-point card is drawn among the cards in play, so it is never a removed card.
//! - An explicit deal must give every seat the same number of cards, all the cards in play.

crate::game_words!();

mod cards;
mod events;
mod expert;
mod notation;
mod render;
mod rules;
mod scene;
mod state;
mod views;
mod voids;

#[cfg(test)]
mod tests;
#[cfg(any(test, feature = "testing"))]
mod workloads;

pub use cards::{cards_in_play, Card, Suit};
pub use events::Event;
pub use notation::Move;
pub use render::rule_text;
pub use rules::{rule, Illegal, Rule, INFO};
pub use state::{Bouillabaisse, Options, RoundDeal, Setup, Targets};
pub use views::{PublicView, SeatView};
#[cfg(any(test, feature = "testing"))]
pub use workloads::workloads;
