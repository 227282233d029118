//! Revealing the king card after every action, and its effect on both players.

use crate::engine::Seat;

use super::cards::{King, Suit};
use super::events::Event;
use super::state::{Burgueses, Pending};

impl Burgueses {
    fn suit_sum(&self, seat: Seat, suit: Suit) -> u32 {
        self.shops[seat]
            .iter()
            .filter(|c| c.suit == suit)
            .map(|c| u32::from(c.value))
            .sum()
    }

    fn has_suit(&self, seat: Seat, suit: Suit) -> bool {
        self.shops[seat].iter().any(|c| c.suit == suit)
    }

    /// The one seat whose sum of `suit` is strictly the highest and above zero.
    fn strict_leader(&self, suit: Suit) -> Option<Seat> {
        let (a, b) = (self.suit_sum(Seat(0), suit), self.suit_sum(Seat(1), suit));
        match a.cmp(&b) {
            std::cmp::Ordering::Greater => Some(Seat(0)),
            std::cmp::Ordering::Less => Some(Seat(1)),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// A coin from the bank, if it has one.
    fn receive(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if self.bank > 0 {
            self.bank -= 1;
            self.coins[seat] += 1;
            events.push(Event::Received { seat });
        }
    }

    /// A coin to the bank, if the seat has one.
    fn pay(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if self.coins[seat] > 0 {
            self.coins[seat] -= 1;
            self.bank += 1;
            events.push(Event::Paid { seat });
        }
    }

    /// Reveals the top king card (reshuffling all five when none is left) and applies it to the
    /// active player, then the opponent. Leaves K♦ discards pending, else ends the turn.
    pub(super) fn reveal_king(&mut self, events: &mut Vec<Event>) {
        if self.kings.is_empty() {
            self.kings.extend_from_slice(&King::DECK);
            self.rng.shuffle(&mut self.kings);
            self.revealed.clear();
            events.push(Event::KingsReshuffled);
        }
        let king = self.kings.pop().expect("the king deck was just refilled");
        self.revealed.push(king);
        events.push(Event::KingRevealed { king });
        let order = [self.active, self.active.other()];
        let mut discards = Vec::new();
        match king {
            King::Spades => {
                if let Some(seat) = self.strict_leader(Suit::Spades) {
                    self.pay(seat, events);
                }
            }
            King::Hearts => {
                if let Some(seat) = self.strict_leader(Suit::Hearts) {
                    self.receive(seat, events);
                }
            }
            King::Clubs => {
                for seat in order {
                    if self.has_suit(seat, Suit::Clubs) {
                        self.receive(seat, events);
                    }
                }
            }
            King::Diamonds => {
                for seat in order {
                    if self.has_suit(seat, Suit::Diamonds) {
                        self.receive(seat, events);
                    } else if !self.shops[seat].is_empty() {
                        discards.push(seat);
                        events.push(Event::MustDiscard { seat });
                    }
                }
            }
            King::AceOfSpades => {
                for seat in order {
                    if self.shops[seat].is_empty() {
                        continue;
                    }
                    let sum: u32 = self.shops[seat].iter().map(|c| u32::from(c.value)).sum();
                    if sum.is_multiple_of(2) {
                        self.receive(seat, events);
                    } else {
                        self.pay(seat, events);
                    }
                }
            }
        }
        if discards.is_empty() {
            self.end_turn(events);
        } else {
            self.pending = Pending::Discard(discards);
        }
    }
}
