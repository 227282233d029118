//! The cards the table has seen each player take into their hand, and that are still there: a
//! side pick shown and kept, a purchase and its change from the public pile, loot from a camp
//! turned by an attack, cards an Arcana takes from the pile, hands El Diablo showed. The
//! computer player's re-deal of what it cannot see ([`crate::engine::Game::determinize`])
//! leaves these cards in their hand.
//!
//! Not counted: a camp its owner empties into their hand, even one the other player saw with
//! La Torre (that glimpse ends with the camp).

use crate::engine::pile::keep_held;
use crate::engine::Seat;

use super::events::Event;
use super::state::Rebelion;

impl Rebelion {
    /// Notes the cards `events` showed entering a hand, and forgets those no longer held.
    pub(super) fn note_known(&mut self, events: &[Event]) {
        for e in events {
            match e {
                Event::PicksRevealed { cards } => {
                    for (i, &c) in cards.as_slice().iter().enumerate() {
                        self.known[i].push(c);
                    }
                }
                Event::Bought {
                    seat, card, change, ..
                } => {
                    self.known[seat.index()].push(*card);
                    self.known[seat.index()].extend(change);
                }
                Event::CampAssaulted {
                    seat,
                    card,
                    fight: false,
                    ..
                } if !card.is_arcana() => self.known[seat.index()].push(*card),
                Event::CardsTaken { seat, cards } => self.known[seat.index()].extend(cards),
                Event::HandsShown { hands } => {
                    for (i, hand) in hands.as_slice().iter().enumerate() {
                        self.known[i].clone_from(hand);
                    }
                }
                _ => {}
            }
        }
        for seat in [Seat(0), Seat(1)] {
            keep_held(&mut self.known[seat.index()], &self.hands[seat]);
        }
    }
}
