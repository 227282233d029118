//! Negotiation: offers, asks, deals, and offers that lapse.

use crate::engine::Seat;

use super::actions::yields;
use super::board::Space;
use super::events::Event;
use super::illegal::Illegal;
use super::items::{Deal, Kind, Terms};
use super::state::{Genova, Offer, OpenAction, Phase};

impl Genova {
    /// Whether the tower phase is on and no action is open: deals and tower moves may happen.
    fn tower_free(&self) -> bool {
        self.phase == Phase::Tower && self.turn.open.is_none()
    }

    /// The current building, while its action is owed: not done and an offer stands for it
    /// that the active player can pay back (one he cannot is no offer he could take).
    pub(super) fn owed(&self) -> Option<super::board::Building> {
        let here = self.turn.tower?;
        let b = here.building()?;
        let active = &self.players[self.active];
        let stands = self
            .turn
            .offers
            .iter()
            .any(|o| o.space == here && active.can_pay(&o.deal.gets));
        (!self.turn.done.contains(&b) && stands).then_some(b)
    }

    /// Whether a deal for `space` could be struck now: the current building with its action
    /// not done, or an adjacent space without a disc while the tower has moves left.
    pub(super) fn acceptable(&self, space: Space) -> bool {
        if !self.tower_free() {
            return false;
        }
        let Some(here) = self.turn.tower else {
            return false;
        };
        if space == here {
            return space
                .building()
                .is_some_and(|b| !self.turn.done.contains(&b));
        }
        self.owed().is_none()
            && here.touches(space)
            && !self.turn.discs.contains(&space)
            && self.turn.moves_left() > 0
    }

    /// Whether an offer for `space` may still be accepted some time this turn.
    fn may_stand(&self, space: Space) -> bool {
        match self.phase {
            Phase::Start => true,
            Phase::Tower => {
                let here = self.turn.tower;
                if here == Some(space) {
                    space
                        .building()
                        .is_some_and(|b| !self.turn.done.contains(&b))
                } else {
                    !self.turn.discs.contains(&space) && self.within_reach(space)
                }
            }
            _ => false,
        }
    }

    /// Whether the tower can still stand next to `space` with a move left, stepping only on
    /// spaces without a disc (and never on `space`: a move there without a deal would give it
    /// a disc). Beyond that the offer could never be accepted (rule 16).
    fn within_reach(&self, space: Space) -> bool {
        let Some(here) = self.turn.tower else {
            return true;
        };
        let mut seen = vec![here];
        let mut frontier = vec![here];
        for _ in 0..self.turn.moves_left() {
            if frontier.iter().any(|s| s.touches(space)) {
                return true;
            }
            let mut next = Vec::new();
            for n in frontier.iter().flat_map(|s| s.neighbours()) {
                if n != space && !self.turn.discs.contains(&n) && !seen.contains(&n) {
                    seen.push(n);
                    next.push(n);
                }
            }
            frontier = next;
        }
        false
    }

    /// Whether `seat` could be the maker of these terms for `space` now.
    fn maker_can(&self, seat: Seat, space: Space, deal: &Deal) -> bool {
        let acts = space.building().is_none_or(|b| {
            self.can_act_giving(seat, further_given(deal)) && !self.turn.done.contains(&b)
        });
        acts && self.players[seat].can_pay(&deal.gives)
    }

    /// Checks the terms themselves: multiples of 5, promises the space's action can yield,
    /// something other than money with two players, and that the maker holds the items (money is
    /// checked on the maker's own clicks only, so that an ask never probes a purse).
    fn check_terms(&self, maker: Seat, space: Space, deal: &Deal) -> Result<(), Illegal> {
        if !deal.gives.ducats.is_multiple_of(5) || !deal.gets.ducats.is_multiple_of(5) {
            return Err(Illegal::NotMultipleOfFive);
        }
        let mut can_yield = space.building().map(yields).unwrap_or_default();
        for &k in &deal.gives.promised {
            match can_yield.iter().position(|&y| y == k) {
                Some(i) => {
                    can_yield.remove(i);
                }
                None => return Err(Illegal::BadPromise(space, k)),
            }
        }
        if self.seats() == 2 && deal.gives.items.is_empty() && deal.gives.promised.is_empty() {
            return Err(Illegal::MoneyOnly);
        }
        if let Some(b) = space.building() {
            if self.turn.done.contains(&b) {
                return Err(Illegal::Done(b));
            }
            if !self.can_act_giving(maker, further_given(deal)) {
                return Err(Illegal::NoActionLeft);
            }
        } else if !deal.gives.promised.is_empty() {
            return Err(Illegal::BadPromise(space, deal.gives.promised[0]));
        }
        if !self.may_stand(space) {
            return Err(Illegal::NotAcceptable(space));
        }
        if !self.players[maker].can_pay(&items_of(&deal.gives)) {
            return Err(Illegal::CannotPay);
        }
        Ok(())
    }

    fn negotiating(&self) -> Result<(), Illegal> {
        match self.phase {
            Phase::Start | Phase::Tower => Ok(()),
            _ => Err(Illegal::NotNow),
        }
    }

    pub(super) fn check_offer(&self, seat: Seat, space: Space, deal: &Deal) -> Result<(), Illegal> {
        self.negotiating()?;
        if seat == self.active {
            return Err(Illegal::ActiveOffers);
        }
        // Sending the same terms again (a double click) changes nothing and counts no offer.
        if self.standing(&self.turn.offers, seat, space) == Some(deal) {
            return Err(Illegal::AlreadyOffered(space));
        }
        self.check_terms(seat, space, deal)?;
        if !self.players[seat].can_pay(&deal.gives) {
            return Err(Illegal::CannotPay);
        }
        if self.options.no_equal_offers
            && self
                .turn
                .offers
                .iter()
                .any(|o| o.seat != seat && o.space == space && o.deal == *deal)
        {
            return Err(Illegal::EqualOffer(space));
        }
        if let Some(max) = self.options.max_offers {
            if self.offers_made(seat, space) >= max {
                return Err(Illegal::TooManyOffers(space));
            }
        }
        Ok(())
    }

    /// The terms `seat` has standing for `space` in `list` (offers, or asks to `seat`).
    fn standing<'a>(&self, list: &'a [Offer], seat: Seat, space: Space) -> Option<&'a Deal> {
        list.iter()
            .find(|o| o.seat == seat && o.space == space)
            .map(|o| &o.deal)
    }

    fn offers_made(&self, seat: Seat, space: Space) -> u8 {
        self.turn
            .offers_made
            .iter()
            .find(|(s, sp, _)| *s == seat && *sp == space)
            .map_or(0, |m| m.2)
    }

    pub(super) fn apply_offer(&mut self, seat: Seat, space: Space, deal: &Deal) -> Vec<Event> {
        let made = self.offers_made(seat, space) + 1;
        self.turn
            .offers_made
            .retain(|(s, sp, _)| !(*s == seat && *sp == space));
        self.turn.offers_made.push((seat, space, made));
        self.turn
            .offers
            .retain(|o| !(o.seat == seat && o.space == space));
        self.turn.offers.push(Offer {
            seat,
            space,
            deal: deal.clone(),
        });
        vec![Event::Offered {
            seat,
            space,
            deal: deal.clone(),
        }]
    }

    pub(super) fn check_withdraw(&self, seat: Seat, space: Space) -> Result<(), Illegal> {
        self.negotiating()?;
        if self
            .turn
            .offers
            .iter()
            .any(|o| o.seat == seat && o.space == space)
        {
            Ok(())
        } else {
            Err(Illegal::NoSuchOffer { seat, space })
        }
    }

    pub(super) fn apply_withdraw(&mut self, seat: Seat, space: Space) -> Vec<Event> {
        self.turn
            .offers
            .retain(|o| !(o.seat == seat && o.space == space));
        vec![Event::Withdrawn { seat, space }]
    }

    pub(super) fn check_decline(&self, seat: Seat, space: Space) -> Result<(), Illegal> {
        self.negotiating()?;
        self.standing(&self.turn.asks, seat, space)
            .map(|_| ())
            .ok_or(Illegal::NoSuchAsk(space))
    }

    pub(super) fn apply_decline(&mut self, seat: Seat, space: Space) -> Vec<Event> {
        self.turn
            .asks
            .retain(|o| !(o.seat == seat && o.space == space));
        vec![Event::Declined { seat, space }]
    }

    pub(super) fn check_ask(
        &self,
        seat: Seat,
        to: Seat,
        space: Space,
        deal: &Deal,
    ) -> Result<(), Illegal> {
        self.negotiating()?;
        if seat != self.active {
            return Err(Illegal::NotActive);
        }
        if to == seat || to.index() >= self.seats() {
            return Err(Illegal::BadSeat(to));
        }
        if self.standing(&self.turn.asks, to, space) == Some(deal) {
            return Err(Illegal::AlreadyAsked(space));
        }
        if !self.players[seat].can_pay(&deal.gets) {
            return Err(Illegal::CannotPay);
        }
        self.check_terms(to, space, deal)
    }

    pub(super) fn apply_ask(&mut self, to: Seat, space: Space, deal: &Deal) -> Vec<Event> {
        self.turn
            .asks
            .retain(|o| !(o.seat == to && o.space == space));
        self.turn.asks.push(Offer {
            seat: to,
            space,
            deal: deal.clone(),
        });
        vec![Event::Asked {
            seat: to,
            space,
            deal: deal.clone(),
        }]
    }

    /// The standing offer (`from` set, accepted by the active player) or ask (accepted by the
    /// asked `seat`) an `accept` names.
    fn deal_named(&self, seat: Seat, from: Option<Seat>, space: Space) -> Result<&Offer, Illegal> {
        match from {
            Some(maker) => {
                if seat != self.active {
                    return Err(Illegal::NotActive);
                }
                self.turn
                    .offers
                    .iter()
                    .find(|o| o.seat == maker && o.space == space)
                    .ok_or(Illegal::NoSuchOffer { seat: maker, space })
            }
            None => self
                .turn
                .asks
                .iter()
                .find(|o| o.seat == seat && o.space == space)
                .ok_or(Illegal::NoSuchAsk(space)),
        }
    }

    pub(super) fn check_accept(
        &self,
        seat: Seat,
        from: Option<Seat>,
        space: Space,
    ) -> Result<(), Illegal> {
        self.negotiating()?;
        let offer = self.deal_named(seat, from, space)?;
        if self.turn.open.is_some() {
            return Err(Illegal::ActionOpen);
        }
        if !self.acceptable(space) {
            return Err(Illegal::NotAcceptable(space));
        }
        if !self.maker_can(offer.seat, space, &offer.deal) {
            return Err(if from.is_some() {
                Illegal::MakerCannotPay
            } else {
                Illegal::CannotPay
            });
        }
        if !self.players[self.active].can_pay(&offer.deal.gets) {
            return Err(if from.is_some() {
                Illegal::CannotPay
            } else {
                Illegal::MakerCannotPay
            });
        }
        Ok(())
    }

    /// Payment, then the tower moves, then the buyer's action opens.
    pub(super) fn apply_accept(
        &mut self,
        seat: Seat,
        from: Option<Seat>,
        space: Space,
    ) -> Vec<Event> {
        let offer = self
            .deal_named(seat, from, space)
            .expect("checked: the deal stands")
            .clone();
        let (maker, active) = (offer.seat, self.active);
        self.pay(maker, active, &offer.deal.gives);
        self.pay(active, maker, &offer.deal.gets);
        let mut events = vec![Event::Dealt {
            seat: maker,
            space,
            deal: offer.deal.clone(),
        }];
        // The space's action is now taken (or the street holds a disc): every offer for it ends.
        self.turn.offers.retain(|o| o.space != space);
        self.turn.asks.retain(|o| o.space != space);
        if self.turn.tower != Some(space) {
            events.extend(self.step_tower(space));
        }
        if let Some(at) = space.building() {
            // The buyer's action is counted now, so nothing done before `act` can undo it.
            self.spend_action(maker, &mut events);
            self.turn.done.push(at);
            self.turn.open = Some(OpenAction {
                holder: maker,
                at,
                acted: false,
                promised: offer.deal.gives.promised.clone(),
            });
        }
        events
    }

    fn pay(&mut self, from: Seat, to: Seat, terms: &Terms) {
        self.players[from].ducats -= terms.ducats;
        self.players[to].ducats += terms.ducats;
        for &item in &terms.items {
            self.give(from, to, item);
        }
    }

    /// Removes the offers and asks that can no longer be accepted or paid.
    /// An ask also lapses when the active player can no longer pay his side, so that a
    /// standing ask can always be taken: who may act never depends on anybody's money.
    pub(super) fn lapse(&mut self, events: &mut Vec<Event>) {
        let offers = std::mem::take(&mut self.turn.offers);
        let asks = std::mem::take(&mut self.turn.asks);
        let offers: Vec<Offer> = offers
            .into_iter()
            .filter(|o| self.stands(o, false, events))
            .collect();
        let asks: Vec<Offer> = asks
            .into_iter()
            .filter(|o| self.stands(o, true, events))
            .collect();
        self.turn.offers = offers;
        self.turn.asks = asks;
    }

    /// Whether an offer (or an ask) still stands; a lapse is told.
    ///
    /// The asked player's money is not looked at: an ask for more than they hold stands until
    /// they answer (and cannot take it), so that asking never tells the active player how much
    /// anybody holds. Their items are public and are looked at.
    fn stands(&self, o: &Offer, ask: bool, events: &mut Vec<Event>) -> bool {
        let maker_can = if ask {
            let items = Deal {
                gives: items_of(&o.deal.gives),
                gets: o.deal.gets.clone(),
            };
            self.maker_can(o.seat, o.space, &items)
                && self.players[self.active].can_pay(&o.deal.gets)
        } else {
            self.maker_can(o.seat, o.space, &o.deal)
        };
        let stands = self.may_stand(o.space) && maker_can;
        if !stands {
            events.push(Event::Lapsed {
                seat: o.seat,
                space: o.space,
            });
        }
        stands
    }

    /// The offers a non-active seat can make now in their simplest forms (the composer builds
    /// any other terms): for each space a deal could be struck for, nothing or 10 ducats (with
    /// two players, one held item or one promise instead).
    pub(super) fn simple_offers(&self, seat: Seat) -> Vec<Deal> {
        let h = &self.players[seat];
        let mut deals = Vec::new();
        if self.seats() == 2 {
            let mut items = h.items();
            items.dedup();
            for item in items {
                deals.push(Deal {
                    gives: Terms {
                        items: vec![item],
                        ..Terms::default()
                    },
                    ..Deal::default()
                });
            }
        } else {
            deals.push(Deal::default());
            deals.push(Deal {
                gives: Terms {
                    ducats: 10,
                    ..Terms::default()
                },
                ..Deal::default()
            });
        }
        deals
    }

    /// Promises alone, for the spaces where the action yields something.
    pub(super) fn promise_offers(space: Space) -> Vec<Deal> {
        let mut kinds = space.building().map(yields).unwrap_or_default();
        kinds.dedup();
        kinds
            .into_iter()
            .map(|k: Kind| Deal {
                gives: Terms {
                    promised: vec![k],
                    ..Terms::default()
                },
                ..Deal::default()
            })
            .collect()
    }

    /// Spaces a deal could be struck for now (the canonical offers name only these).
    pub(super) fn dealable_spaces(&self) -> Vec<Space> {
        if !self.tower_free() {
            return Vec::new();
        }
        // Only the current space and those next to it can be struck a deal for.
        let Some(here) = self.turn.tower else {
            return Vec::new();
        };
        let mut near = here.neighbours();
        near.push(here);
        near.sort();
        near.retain(|&s| self.acceptable(s));
        near
    }
}

/// How many `further` tiles the maker gives in a deal: they are no longer there to act with.
fn further_given(deal: &Deal) -> usize {
    let further = super::items::Item::Tile(super::cards::Tile::Further);
    deal.gives.items.iter().filter(|&&i| i == further).count()
}

/// Terms without their ducats: what anybody can see whether a player holds.
fn items_of(t: &Terms) -> Terms {
    Terms {
        ducats: 0,
        ..t.clone()
    }
}
