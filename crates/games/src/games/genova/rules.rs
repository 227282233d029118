//! The engine contract for Génova: who may act, the legal moves, checking and applying.

use crate::engine::opening::{Choosable, Kind as OptionKind, Opening};
use crate::engine::pile::redeal;
use crate::engine::{game_types, Game, GameInfo, GameRng, Outcome, PerSeat, Seat, SetupError};

use super::board::{Building, Space};
use super::cards::{Card, Deck, Good, Tile};
use super::events::Event;
use super::illegal::Illegal;
use super::items::{Item, Kind};
use super::notation::{Move, VillaAct};
use super::state::{Genova, Options, Phase, Setup};
use super::views::{PublicView, SeatView};

/// Fixed facts of Génova.
pub const INFO: GameInfo = GameInfo {
    id: "genova",
    name_en: "The Merchants of Genoa",
    name_es: "Los Mercaderes de Génova",
    min_seats: 2,
    max_seats: 5,
    hidden_information: true,
    chance: true,
    // Negotiation has no limit in the rules; this bounds the random playouts, whose
    // negotiators stop after a few offers a turn.
    max_moves: 40_000,
    lowest_score_wins: false,
    opening: Opening {
        lobby: true,
        options: &[
            Choosable {
                name: "no-equal-offers",
                kind: OptionKind::Flag {
                    field: "no-equal-offers",
                },
            },
            Choosable {
                name: "rounds",
                kind: OptionKind::Number {
                    field: "rounds",
                    min: 1,
                    max: 12,
                },
            },
            Choosable {
                name: "max-offers",
                kind: OptionKind::Number {
                    field: "max-offers",
                    min: 1,
                    max: 10,
                },
            },
        ],
        ..Opening::CHALLENGE
    },
};

impl Genova {
    /// The choices at a villa: a privilege, or each large order for it the seat can deliver
    /// (with each tile in stock as the reward, or none when the stock is empty).
    fn villa_choices(&self, seat: Seat, b: Building) -> Vec<Option<VillaAct>> {
        if !b.is_villa() {
            return vec![None];
        }
        let rewards: Vec<Option<Tile>> = {
            let v: Vec<Option<Tile>> = Tile::ALL
                .into_iter()
                .filter(|&t| self.tile_stock(t) > 0)
                .map(Some)
                .collect();
            if v.is_empty() {
                vec![None]
            } else {
                v
            }
        };
        let mut choices = vec![Some(VillaAct::Privilege)];
        let mut orders = self.players[seat].cards.clone();
        orders.dedup();
        for order in orders.into_iter().filter(|c| c.deck == Deck::Large) {
            for &reward in &rewards {
                choices.push(Some(VillaAct::Deliver { order, reward }));
            }
        }
        choices
            .into_iter()
            .filter(|&v| self.check_villa(seat, b, v).is_ok())
            .collect()
    }

    /// The moves of the holder of the open action.
    fn holder_moves(&self, seat: Seat) -> Vec<Move> {
        let open = self.turn.open.as_ref().expect("an open action");
        let mut v: Vec<Move> = Vec::new();
        if open.acted {
            v.push(Move::Close);
            let mut cards = self.players[seat].cards.clone();
            cards.dedup();
            v.extend(cards.into_iter().map(Move::Small));
        } else {
            v.extend(self.villa_choices(seat, open.at).into_iter().map(Move::Act));
        }
        v.extend(Good::ALL.into_iter().map(Move::UseWare));
        let mut held = self.players[seat].items();
        held.dedup();
        let takes: Vec<Kind> = Good::ALL
            .into_iter()
            .map(Kind::Good)
            .chain(Tile::ALL.into_iter().map(Kind::Tile))
            .chain([Kind::Marker])
            .chain(Deck::ALL.into_iter().map(Kind::Deck))
            .collect();
        for &give in &held {
            for &take in &takes {
                v.push(Move::UseTrade { give, take });
            }
        }
        for b in Building::ALL {
            for villa in self.villa_choices(seat, b) {
                v.push(Move::UseBuilding { at: b, villa });
            }
        }
        v
    }

    /// The active player's moves while the tower is free.
    fn active_moves(&self, seat: Seat) -> Vec<Move> {
        let mut v = Vec::new();
        if self.phase == Phase::Start {
            v.push(Move::Roll);
            v.extend(Space::all().into_iter().map(Move::Start));
            return v;
        }
        if let Some(b) = self.turn.tower.and_then(Space::building) {
            v.extend(self.villa_choices(seat, b).into_iter().map(Move::Act));
        }
        for o in &self.turn.offers {
            v.push(Move::Accept {
                from: Some(o.seat),
                space: o.space,
            });
        }
        if let Some(here) = self.turn.tower {
            v.extend(here.neighbours().into_iter().map(Move::MoveTo));
        }
        v.push(Move::End);
        v
    }

    /// The active player's asks, for terms to be named by the asked player.
    fn asks(&self, seat: Seat) -> Vec<Move> {
        let mut v = Vec::new();
        if self.seats() > 2 {
            for space in self.dealable_spaces() {
                for to in Seat::all(self.seats()).filter(|&s| s != seat) {
                    v.push(Move::Ask {
                        to,
                        space,
                        deal: super::items::Deal::default(),
                    });
                }
            }
        }
        v
    }

    /// A non-active seat's offers, in their simplest forms, and withdrawals.
    fn offers_and_withdrawals(&self, seat: Seat) -> Vec<Move> {
        let mut v = Vec::new();
        for space in self.dealable_spaces() {
            for deal in self
                .simple_offers(seat)
                .into_iter()
                .chain(Genova::promise_offers(space))
            {
                v.push(Move::Offer { space, deal });
            }
        }
        for o in self.turn.offers.iter().filter(|o| o.seat == seat) {
            v.push(Move::Withdraw(o.space));
        }
        v
    }

    /// A non-active seat's answers to the asks made to it.
    fn answers(&self, seat: Seat) -> Vec<Move> {
        let mut v = Vec::new();
        for o in self.turn.asks.iter().filter(|o| o.seat == seat) {
            v.push(Move::Accept {
                from: None,
                space: o.space,
            });
            v.push(Move::Decline(o.space));
        }
        v
    }

    fn candidates(&self, seat: Seat) -> Vec<Move> {
        let mut v = self.own_moves(seat);
        if matches!(self.phase, Phase::Start | Phase::Tower) {
            if seat == self.active && self.turn.open.is_none() {
                v.extend(self.asks(seat));
            }
            if seat != self.active {
                v.extend(self.offers_and_withdrawals(seat));
                v.extend(self.answers(seat));
            }
        }
        v
    }

    /// The candidates but offers, withdrawals and asks: what moves the match on, and the
    /// answer to an ask. Listing the talk (every space with every simple offer) costs far more
    /// than the rest, and the search's playouts and [`Genova::has_move`] do without it.
    fn plain_candidates(&self, seat: Seat) -> Vec<Move> {
        let mut v = self.own_moves(seat);
        if matches!(self.phase, Phase::Start | Phase::Tower) && seat != self.active {
            v.extend(self.answers(seat));
        }
        v
    }

    /// The moves of the seat's own role: the placer's, the holder's, the active player's.
    fn own_moves(&self, seat: Seat) -> Vec<Move> {
        match &self.phase {
            Phase::Over => Vec::new(),
            Phase::Markers(_) => {
                if self.placer() != Some(seat) {
                    return Vec::new();
                }
                let mut v = vec![Move::Pass];
                for street in self.marker_streets(seat) {
                    v.extend(self.place_moves(seat, street));
                }
                v
            }
            Phase::Start | Phase::Tower => {
                let mut v = Vec::new();
                match &self.turn.open {
                    Some(open) if open.holder == seat => v.extend(self.holder_moves(seat)),
                    Some(_) => {}
                    None if seat == self.active => v.extend(self.active_moves(seat)),
                    None => {}
                }
                v
            }
        }
    }

    /// `place` moves from one street: each non-empty set of its buildings the seat does not
    /// own, each building with or without one opponent's marker removed first.
    fn place_moves(&self, seat: Seat, street: Space) -> Vec<Move> {
        let free: Vec<Building> = street
            .buildings_next_to()
            .into_iter()
            .filter(|&b| !self.owns(seat, b))
            .collect();
        let options = |b: Building| -> Vec<Option<Seat>> {
            let mut o = vec![None];
            for &s in self.owners.get(&b).into_iter().flatten() {
                if s != seat {
                    o.push(Some(s));
                }
            }
            o
        };
        let mut v = Vec::new();
        let subsets: Vec<Vec<Building>> = match free.as_slice() {
            [a] => vec![vec![*a]],
            [a, b] => vec![vec![*a], vec![*b], vec![*a, *b]],
            _ => Vec::new(),
        };
        for set in subsets {
            let mut combos: Vec<Vec<(Building, Seat)>> = vec![Vec::new()];
            for &b in &set {
                combos = combos
                    .into_iter()
                    .flat_map(|c| {
                        options(b).into_iter().map(move |o| {
                            let mut c = c.clone();
                            c.extend(o.map(|s| (b, s)));
                            c
                        })
                    })
                    .collect();
            }
            for remove in combos {
                let on = if set.len() == free.len() && set.len() == 2 {
                    Vec::new()
                } else {
                    set.clone()
                };
                v.push(Move::Place { street, on, remove });
            }
        }
        v
    }

    /// Per seat, the cards the table has seen it hold: those it was seen to take or show
    /// ([`super::known`]), and those named in standing offers and asks (for a match stored
    /// before cards were noted).
    fn cards_seen(&self) -> Vec<Vec<Card>> {
        let mut seen = self.cards_shown();
        for (list, known) in seen.iter_mut().zip(&self.known) {
            for &c in known {
                let counted = list.iter().filter(|&&x| x == c).count();
                if known.iter().filter(|&&x| x == c).count() > counted {
                    list.push(c);
                }
            }
        }
        seen
    }

    /// Per seat, the cards named in standing offers and asks (its own side of them).
    fn cards_shown(&self) -> Vec<Vec<Card>> {
        let mut shown = vec![Vec::new(); self.seats()];
        for o in self.turn.offers.iter().chain(&self.turn.asks) {
            for (holder, terms) in [(o.seat, &o.deal.gives), (self.active, &o.deal.gets)] {
                shown[holder.index()].extend(terms.items.iter().filter_map(|i| match i {
                    Item::Card(c) => Some(*c),
                    _ => None,
                }));
            }
        }
        shown
    }

    /// The seats that may move, the one the game waits for first: the placer of markers,
    /// else the holder of an open action or the active player, then the others in turn order.
    fn order_of_play(&self) -> Vec<Seat> {
        if let Some(p) = self.placer() {
            return vec![p];
        }
        let first = self.turn.open.as_ref().map_or(self.active, |o| o.holder);
        let others = self.seats_from_active().filter(|&s| s != first);
        std::iter::once(first).chain(others).collect()
    }

    /// Whether `seat` has any legal move: the first legal candidate is enough, and the talk
    /// is listed only when nothing else is legal.
    fn has_move(&self, seat: Seat) -> bool {
        let legal = |v: Vec<Move>| v.iter().any(|m| self.check(seat, m).is_ok());
        // Most often one of these answers at once, without listing the role's moves.
        let quick = [Move::Pass, Move::Close, Move::End, Move::Roll];
        if quick.iter().any(|m| self.check(seat, m).is_ok()) || legal(self.plain_candidates(seat)) {
            return true;
        }
        if seat == self.active || !matches!(self.phase, Phase::Start | Phase::Tower) {
            return legal(self.candidates(seat));
        }
        self.may_talk(seat)
    }

    /// Whether a seat other than the active one may offer or withdraw now, trying the simplest
    /// offers one space at a time and stopping at the first that is legal.
    fn may_talk(&self, seat: Seat) -> bool {
        let standing = self.turn.offers.iter().filter(|o| o.seat == seat);
        if standing
            .map(|o| Move::Withdraw(o.space))
            .any(|m| self.check(seat, &m).is_ok())
        {
            return true;
        }
        let simple = self.simple_offers(seat);
        self.dealable_spaces().into_iter().any(|space| {
            simple
                .iter()
                .cloned()
                .chain(Genova::promise_offers(space))
                .any(|deal| self.check(seat, &Move::Offer { space, deal }).is_ok())
        })
    }

    /// The move itself, without noting what it showed (see [`Game::apply_unchecked`]).
    fn apply_move(&mut self, seat: Seat, mv: &Move) -> Vec<Event> {
        let mut events = match mv {
            Move::Roll => self.apply_place_tower(None),
            Move::Start(space) => self.apply_place_tower(Some(*space)),
            Move::MoveTo(to) => self.step_tower(*to),
            Move::Act(villa) => self.apply_act(seat, *villa),
            Move::Accept { from, space } => self.apply_accept(seat, *from, *space),
            Move::Ask { to, space, deal } => self.apply_ask(*to, *space, deal),
            Move::End => return self.apply_end(seat),
            Move::Offer { space, deal } => self.apply_offer(seat, *space, deal),
            Move::Withdraw(space) => self.apply_withdraw(seat, *space),
            Move::Decline(space) => self.apply_decline(seat, *space),
            Move::Small(card) => self.apply_small(seat, *card),
            Move::UseWare(g) => self.apply_ware(seat, *g),
            Move::UseTrade { give, take } => self.apply_trade(seat, *give, *take),
            Move::UseBuilding { at, villa } => self.apply_use_building(seat, *at, *villa),
            Move::Close => self.apply_close(seat),
            Move::Place { street, on, remove } => {
                return self.apply_place(seat, *street, on, remove)
            }
            Move::Pass => return self.apply_pass(seat),
        };
        self.deliver_messages(&mut events);
        self.lapse(&mut events);
        events
    }
}

impl Game for Genova {
    game_types!();

    fn new(
        seats: usize,
        options: &Options,
        setup: Option<&Setup>,
        seed: u64,
    ) -> Result<Self, SetupError> {
        Genova::setup(seats, options, setup, seed)
    }

    fn seat_count(&self) -> usize {
        self.seats()
    }

    fn to_act(&self) -> Vec<Seat> {
        self.order_of_play()
            .into_iter()
            .filter(|&s| self.has_move(s))
            .collect()
    }

    fn legal_moves(&self, seat: Seat) -> Vec<Move> {
        if seat.index() >= self.seats() {
            return Vec::new();
        }
        self.candidates(seat)
            .into_iter()
            .filter(|m| self.check(seat, m).is_ok())
            .collect()
    }

    fn check(&self, seat: Seat, mv: &Move) -> Result<(), Illegal> {
        match mv {
            Move::Roll => self.check_place_tower(seat, false),
            Move::Start(_) => self.check_place_tower(seat, true),
            Move::MoveTo(to) => self.check_move(seat, *to),
            Move::Act(villa) => self.check_act(seat, *villa),
            Move::Accept { from, space } => self.check_accept(seat, *from, *space),
            Move::Ask { to, space, deal } => self.check_ask(seat, *to, *space, deal),
            Move::End => self.check_end(seat),
            Move::Offer { space, deal } => self.check_offer(seat, *space, deal),
            Move::Withdraw(space) => self.check_withdraw(seat, *space),
            Move::Decline(space) => self.check_decline(seat, *space),
            Move::Small(card) => self.check_small(seat, *card),
            Move::UseWare(g) => self.check_ware(seat, *g),
            Move::UseTrade { give, take } => self.check_trade(seat, *give, *take),
            Move::UseBuilding { at, villa } => self.check_use_building(seat, *at, *villa),
            Move::Close => self.check_close(seat),
            Move::Place { street, on, remove } => self.check_place(seat, *street, on, remove),
            Move::Pass => self.check_pass(seat),
        }
    }

    fn apply_unchecked(&mut self, seat: Seat, mv: &Move) -> Vec<Event> {
        let events = self.apply_move(seat, mv);
        self.note_known(&events);
        events
    }

    fn outcome(&self) -> Option<Outcome> {
        let scores = self.finals.clone()?;
        Some(Outcome::new(PerSeat::from(scores), self.winners()))
    }

    fn scores(&self) -> PerSeat<i32> {
        match &self.finals {
            Some(f) => PerSeat::from(f.clone()),
            // Money is secret until the end: nobody's running score is public.
            None => PerSeat::splat(self.seats(), 0),
        }
    }

    fn public_view(&self) -> PublicView {
        self.public()
    }

    fn seat_view(&self, seat: Seat) -> SeatView {
        self.private(seat)
    }

    /// Talkers may always act, so the board calls only on the seat the game waits for (the
    /// active player, or the buyer holding the action a deal opened) and, after an ask, the
    /// asked player while the ask still stands. A deal for a street or the market leaves its
    /// buyer nothing to do, so it calls nobody but the active player.
    fn called(&self, last: &[Event]) -> Vec<Seat> {
        let mut called = self.owing();
        let asked = last.iter().rev().find_map(|e| match e {
            Event::Asked { seat, space, .. } => Some((*seat, *space)),
            _ => None,
        });
        if let Some((seat, space)) = asked {
            // Whether the asked player can pay is not looked at: the headline would tell it.
            let stands = self
                .turn
                .asks
                .iter()
                .any(|o| o.seat == seat && o.space == space);
            if stands && !called.contains(&seat) {
                called.push(seat);
            }
        }
        called
    }

    /// Offers may be made by anyone at any time: the timer waits only for the seat that moves
    /// the match on (the active player, or the seat asked to answer).
    /// The first seat of [`Game::to_act`], found without asking every other seat whether it
    /// could offer (the computer player's searches ask this at every step).
    fn may_act(&self, seat: Seat) -> bool {
        seat.index() < self.seats()
            && self.phase != Phase::Over
            && self.order_of_play().contains(&seat)
            && self.has_move(seat)
    }

    fn owing(&self) -> Vec<Seat> {
        self.order_of_play()
            .into_iter()
            .find(|&s| self.has_move(s))
            .into_iter()
            .collect()
    }

    /// Playouts leave negotiation out (asks, offers, withdrawals): without it the tower still
    /// moves, buildings act and the match ends, at a fraction of the moves and without checking
    /// every possible ask at every step.
    fn playout_moves(&self, seat: Seat) -> Vec<Move> {
        let mut moves = Vec::new();
        self.playout_moves_into(seat, &mut moves);
        moves
    }

    fn playout_moves_into(&self, seat: Seat, out: &mut Vec<Move>) {
        out.clear();
        if seat.index() >= self.seats() {
            return;
        }
        out.extend(
            self.plain_candidates(seat)
                .into_iter()
                .filter(|m| self.check(seat, m).is_ok()),
        );
        if out.is_empty() {
            *out = self.legal_moves(seat);
        }
    }

    fn expert(&self, seat: Seat, rng: &mut GameRng) -> Option<Move> {
        super::expert::choose(self, seat, rng)
    }

    /// Offers for the actions it values, answers to asks (see [`super::talk`]).
    fn proposals(&self, seat: Seat) -> crate::engine::Proposals<Move> {
        super::talk::proposals(self, seat)
    }

    /// Offers, withdrawals and asks carry their whole terms: composed in private while the
    /// tower moves on, they are taken if still legal. An `accept` is not (its terms may have
    /// changed since it was shown).
    fn self_contained(&self, mv: &Move) -> bool {
        matches!(
            mv,
            Move::Offer { .. } | Move::Withdraw(_) | Move::Decline(_) | Move::Ask { .. }
        )
    }

    /// An `accept` takes the terms standing now: when they change, so does the move.
    fn meaning(&self, seat: Seat, mv: &Move) -> Option<String> {
        let Move::Accept { from, space } = mv else {
            return None;
        };
        let (list, maker) = match from {
            Some(maker) => (&self.turn.offers, *maker),
            None => (&self.turn.asks, seat),
        };
        list.iter()
            .find(|o| o.seat == maker && o.space == *space)
            .map(|o| o.deal.to_string())
    }

    /// Redeals, per deck, the cards `seat` cannot see (other hands and the face-down cards);
    /// a card the table saw a player hold ([`super::known`]), or named in a standing offer or
    /// ask, stays with its holder. Money is left as it is, since every payment was public.
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut g = self.clone();
        let others: Vec<Seat> = Seat::all(g.seats()).filter(|&s| s != seat).collect();
        let shown = self.cards_seen();
        for deck in Deck::ALL {
            let mut piles: Vec<Vec<Card>> = vec![std::mem::take(&mut g.decks[deck.index()].down)];
            for &other in &others {
                let mut known = shown[other.index()].clone();
                let h = &mut g.players[other];
                let mut unknown = Vec::new();
                h.cards.retain(|&c| {
                    if c.deck != deck {
                        return true;
                    }
                    if let Some(i) = known.iter().position(|&k| k == c) {
                        known.remove(i);
                        true
                    } else {
                        unknown.push(c);
                        false
                    }
                });
                piles.push(unknown);
            }
            let mut refs: Vec<&mut Vec<Card>> = piles.iter_mut().collect();
            redeal(&mut refs, rng);
            g.decks[deck.index()].down = piles.remove(0);
            for (&other, cards) in others.iter().zip(piles) {
                for c in cards {
                    g.players[other].add(Item::Card(c));
                }
            }
        }
        g.rng = rng.fork();
        g
    }
}
