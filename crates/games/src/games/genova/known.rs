//! The cards the table has seen each player hold, and that they still hold: the cards of their
//! own side of an offer (the maker holds them) or of an ask (the active player pays them), and
//! the cards a deal handed to them. The computer player's re-deal of what it cannot see
//! ([`crate::engine::Game::determinize`]) leaves these cards with their holder.

use crate::engine::pile::keep_held;
use crate::engine::Seat;

use super::cards::Card;
use super::events::Event;
use super::items::{Item, Terms};
use super::state::Genova;

fn cards(t: &Terms) -> impl Iterator<Item = Card> + '_ {
    t.items.iter().filter_map(|i| match i {
        Item::Card(c) => Some(*c),
        _ => None,
    })
}

impl Genova {
    /// Notes the cards `events` showed in a hand, and forgets those no longer held. A card
    /// seen again (a second offer naming it) is not counted twice.
    pub(super) fn note_known(&mut self, events: &[Event]) {
        if self.known.len() != self.seats() {
            self.known = vec![Vec::new(); self.seats()];
        }
        let active = self.active;
        for e in events {
            let shown: Vec<(Seat, Card)> = match e {
                Event::Offered { seat, deal, .. } => {
                    cards(&deal.gives).map(|c| (*seat, c)).collect()
                }
                Event::Asked { deal, .. } => cards(&deal.gets).map(|c| (active, c)).collect(),
                Event::Dealt { seat, deal, .. } => cards(&deal.gives)
                    .map(|c| (active, c))
                    .chain(cards(&deal.gets).map(|c| (*seat, c)))
                    .collect(),
                _ => continue,
            };
            for (holder, card) in shown {
                let seen = &mut self.known[holder.index()];
                let held = self.players[holder]
                    .cards
                    .iter()
                    .filter(|&&c| c == card)
                    .count();
                if seen.iter().filter(|&&c| c == card).count() < held {
                    seen.push(card);
                }
            }
        }
        for (i, seen) in self.known.iter_mut().enumerate() {
            keep_held(seen, &self.players[Seat(i as u8)].cards);
        }
    }
}
