//! Buying from the discard pile with Oros (rule 7): in one move (`buy 5C with 7O change 2O`)
//! or step by step (`buy 5C`, `pay 7O` …, `change 2O` …, `buy`), so that the hand can offer
//! every payment and every change, one card per click.

use crate::engine::pile::{count, sorted, take};

use super::cards::{distinct, CardSet};
use crate::engine::Seat;

use super::cards::{Card, Suit};
use super::events::Event;
use super::illegal::Illegal;
use super::notation::Move;
use super::state::{Phase, Purchase, Rebelion};
use super::turn::level_sum;

impl Rebelion {
    /// The Oros in `seat`'s hand.
    fn oros_in_hand(&self, seat: Seat) -> Vec<Card> {
        self.hands[seat]
            .iter()
            .copied()
            .filter(|c| c.suit == Suit::Oros)
            .collect()
    }

    /// What the Oros in `seat`'s hand are worth together.
    fn oros_value(&self, seat: Seat) -> u32 {
        self.hands[seat]
            .iter()
            .filter(|c| c.suit == Suit::Oros)
            .map(|c| u32::from(c.level))
            .sum()
    }

    fn has_rey(&self, seat: Seat) -> bool {
        self.armies[seat].iter().any(|&c| self.ranks().is_leader(c))
    }

    /// Whether `card` is in the pile and may be bought by `seat` (own troops and Copas, no
    /// army figures; Copas figures are bought like any Copas), whatever the payment.
    fn check_for_sale(&self, seat: Seat, card: Card) -> Result<(), Illegal> {
        if self.done.bought {
            return Err(Illegal::AlreadyDone("bought"));
        }
        if !self.discard.contains(&card) {
            return Err(Illegal::NotInDiscard(card));
        }
        if !self.sellable(seat, card) {
            return Err(Illegal::NotForSale(card));
        }
        Ok(())
    }

    /// Whether `seat` may buy `card`, were it in the pile: own troops and Copas, no army
    /// figures.
    fn sellable(&self, seat: Seat, card: Card) -> bool {
        let army_figure = self.ranks().is_figure(card) && card.suit != Suit::Copas;
        !army_figure && (card.suit == self.side(seat) || card.suit == Suit::Copas)
    }

    /// A whole purchase: `card` for the Oros `with` from the hand, and the Oros `change` from
    /// the pile (with a Rey on the table, worth at most the overpayment).
    pub(super) fn check_buy(
        &self,
        seat: Seat,
        card: Card,
        with: &[Card],
        change: &[Card],
    ) -> Result<(), Illegal> {
        self.check_for_sale(seat, card)?;
        if let Some(c) = with.iter().chain(change).find(|c| c.suit != Suit::Oros) {
            return Err(Illegal::NotOros(*c));
        }
        if let Some(&c) = with
            .iter()
            .find(|&&c| count(with, c) > count(&self.hands[seat], c))
        {
            return Err(Illegal::NotInHand(c));
        }
        let paid = level_sum(with);
        if paid < u32::from(card.level) {
            return Err(Illegal::NotEnoughOros(card));
        }
        if change.is_empty() {
            return Ok(());
        }
        if !self.has_rey(seat) {
            return Err(Illegal::NoRey);
        }
        if let Some(&c) = change
            .iter()
            .find(|&&c| count(change, c) > count(&self.discard, c))
        {
            return Err(Illegal::NotInDiscard(c));
        }
        if level_sum(change) > paid - u32::from(card.level) {
            return Err(Illegal::TooMuchChange);
        }
        Ok(())
    }

    /// `buy 5C` begins a purchase the hand's Oros can pay for, so it can always be completed
    /// (or taken back with `cancel`).
    pub(super) fn check_purchase(&self, seat: Seat, card: Card) -> Result<(), Illegal> {
        self.check_for_sale(seat, card)?;
        if self.oros_value(seat) < u32::from(card.level) {
            return Err(Illegal::NotEnoughOros(card));
        }
        Ok(())
    }

    /// One step of the purchase under way: each is checked as the whole purchase it would
    /// make, except that paying may still fall short of the price.
    pub(super) fn check_buy_step(
        &self,
        seat: Seat,
        purchase: &Purchase,
        step: &Move,
    ) -> Result<(), Illegal> {
        let Purchase { card, paid, change } = purchase;
        match step {
            Move::Pay(c) if c.suit != Suit::Oros => Err(Illegal::NotOros(*c)),
            Move::Pay(c) if count(paid, *c) >= count(&self.hands[seat], *c) => {
                Err(Illegal::NotInHand(*c))
            }
            Move::Pay(_) => Ok(()),
            Move::Change(c) => {
                self.check_buy(seat, *card, paid, &[change.as_slice(), &[*c]].concat())
            }
            Move::Complete => self.check_buy(seat, *card, paid, change),
            _ => Err(Illegal::WrongStep {
                expected: super::illegal::Step::Buy,
            }),
        }
    }

    pub(super) fn apply_purchase(&mut self, card: Card) {
        self.phase = Phase::Buy(Purchase {
            card,
            paid: Vec::new(),
            change: Vec::new(),
        });
    }

    pub(super) fn apply_buy_step(
        &mut self,
        seat: Seat,
        mut purchase: Purchase,
        step: &Move,
        events: &mut Vec<Event>,
    ) {
        match step {
            Move::Pay(c) => purchase.paid.push(*c),
            Move::Change(c) => purchase.change.push(*c),
            Move::Complete => {
                let Purchase { card, paid, change } = purchase;
                self.phase = Phase::Main;
                self.buy(seat, card, &sorted(paid), &sorted(change), events);
                return;
            }
            _ => {}
        }
        self.phase = Phase::Buy(purchase);
    }

    /// The cards change hands; the turn goes on.
    pub(super) fn buy(
        &mut self,
        seat: Seat,
        card: Card,
        with: &[Card],
        change: &[Card],
        events: &mut Vec<Event>,
    ) {
        take(&mut self.discard, card);
        self.hands[seat].push(card);
        for &c in change {
            take(&mut self.discard, c);
            self.hands[seat].push(c);
        }
        for &c in with {
            take(&mut self.hands[seat], c);
            self.discard.push(c);
        }
        self.done.bought = true;
        events.push(Event::Bought {
            seat,
            card,
            paid: with.to_vec(),
            change: change.to_vec(),
        });
    }

    /// `buy 5C` for each distinct card the hand's Oros can pay for.
    pub(super) fn add_purchases(&self, seat: Seat, moves: &mut Vec<Move>) {
        if self.done.bought {
            return;
        }
        // What `check_purchase` asks of each card of the pile, asked once for the hand.
        let oros = self.oros_value(seat);
        let for_sale: CardSet = self
            .discard
            .iter()
            .copied()
            .filter(|&c| u32::from(c.level) <= oros && self.sellable(seat, c))
            .collect();
        moves.extend(for_sale.iter().map(Move::Purchase));
    }

    /// While buying: each distinct Oros still in hand to pay, each distinct Oros of the pile
    /// that fits in the overpayment (with a Rey), and `buy` once the price is reached.
    pub(super) fn buy_moves(&self, seat: Seat, purchase: &Purchase) -> Vec<Move> {
        let mut moves: Vec<Move> = distinct(&self.oros_in_hand(seat))
            .into_iter()
            .map(Move::Pay)
            .collect();
        let pile_oros: Vec<Card> = self
            .discard
            .iter()
            .copied()
            .filter(|c| c.suit == Suit::Oros)
            .collect();
        moves.extend(distinct(&pile_oros).into_iter().map(Move::Change));
        moves.push(Move::Complete);
        moves.retain(|m| self.check_buy_step(seat, purchase, m).is_ok());
        moves.push(Move::Cancel);
        moves
    }
}
