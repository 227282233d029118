//! Building actions and what happens during an open action: yields, large and small orders,
//! tiles, owners' income, and messages delivered as soon as the tower has visited both ends.

use crate::engine::Seat;

use super::board::{Building, Space};
use super::cards::{
    Card, CardFace, Deck, Good, Tile, LARGE_PAY, MESSAGE_PAY, OWNER_PAY, SMALL_PAY,
};
use super::events::Event;
use super::illegal::Illegal;
use super::items::{Item, Kind};
use super::notation::VillaAct;
use super::state::{Genova, OpenAction};

/// What a building's action may yield, as promisable kinds (villas: none, since the buyer
/// chooses there between a privilege and a delivery).
#[must_use]
pub fn yields(b: Building) -> Vec<Kind> {
    use Building::*;
    match b {
        GuildHall => vec![Kind::Deck(Deck::Large)],
        CityHall => vec![Kind::Deck(Deck::Small); 2],
        PostOffice => vec![Kind::Deck(Deck::Message); 2],
        Cathedral => vec![Kind::Marker; 2],
        Grains | Metals | Fabrics | Spices => {
            Good::of_warehouse(b).into_iter().map(Kind::Good).collect()
        }
        _ => Tile::of_building(b).map(Kind::Tile).into_iter().collect(),
    }
}

impl Genova {
    /// Actions a seat may still take this turn: one, a second for the active player of a
    /// two-player game once the other has acted, then `further` tiles.
    pub(super) fn can_act(&self, seat: Seat) -> bool {
        self.can_act_giving(seat, 0)
    }

    /// Whether `seat` could still act after giving away `given` of its `further` tiles.
    pub(super) fn can_act_giving(&self, seat: Seat, given: usize) -> bool {
        self.allowance_used(seat) < self.allowance(seat)
            || usize::from(self.players[seat].tiles[Tile::Further.index()]) > given
    }

    /// Actions the allowance paid for this turn (not those paid with a `further` tile).
    fn allowance_used(&self, seat: Seat) -> u8 {
        let furthers = self.turn.furthers.get(seat.index()).copied().unwrap_or(0);
        self.turn.actions[seat.index()] - furthers
    }

    fn allowance(&self, seat: Seat) -> u8 {
        let second =
            self.seats() == 2 && seat == self.active && self.turn.actions[seat.other().index()] > 0;
        1 + u8::from(second)
    }

    /// Counts an action, spending a `further` tile beyond the allowance.
    pub(super) fn spend_action(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if self.allowance_used(seat) >= self.allowance(seat) {
            self.players[seat].remove(Item::Tile(Tile::Further));
            self.tiles[Tile::Further.index()] += 1;
            if let Some(n) = self.turn.furthers.get_mut(seat.index()) {
                *n += 1;
            }
            events.push(Event::FurtherSpent { seat });
        }
        self.turn.actions[seat.index()] += 1;
    }

    /// Whether `villa` (the action's choice) suits building `b` for `seat`.
    pub(super) fn check_villa(
        &self,
        seat: Seat,
        b: Building,
        villa: Option<VillaAct>,
    ) -> Result<(), Illegal> {
        match (b.is_villa(), villa) {
            (false, None) | (true, Some(VillaAct::Privilege)) => Ok(()),
            (true, Some(VillaAct::Deliver { order, reward })) => {
                let CardFace::Large(at, goods) = order.face() else {
                    return Err(Illegal::NotYourOrder(order));
                };
                let h = &self.players[seat];
                if at != b || h.count(Item::Card(order)) == 0 {
                    return Err(Illegal::NotYourOrder(order));
                }
                let wanted: Vec<Item> = goods.iter().map(|&g| Item::Good(g)).collect();
                if !wanted.iter().all(|&g| h.count(g) >= 1) {
                    return Err(Illegal::MissingGoods(order));
                }
                if self.turn.large_done.contains(&(seat, b)) {
                    return Err(Illegal::LargeDone(b));
                }
                match reward {
                    Some(t) if self.tile_stock(t) == 0 => Err(Illegal::RewardOutOfStock(t)),
                    None if Tile::ALL.iter().any(|&t| self.tile_stock(t) > 0) => {
                        Err(Illegal::RewardMissing)
                    }
                    _ => Ok(()),
                }
            }
            _ => Err(Illegal::VillaChoice),
        }
    }

    /// `act`: the active player at the current building, or the buyer of a deal.
    pub(super) fn check_act(&self, seat: Seat, villa: Option<VillaAct>) -> Result<(), Illegal> {
        if self.phase != super::state::Phase::Tower {
            return Err(Illegal::NotNow);
        }
        let b = match &self.turn.open {
            // A bought action was counted when the deal was struck.
            Some(open) if open.holder == seat && !open.acted => {
                return self.check_villa(seat, open.at, villa);
            }
            Some(_) => return Err(Illegal::ActionOpen),
            None => {
                if seat != self.active {
                    return Err(Illegal::NotActive);
                }
                let here = self.turn.tower.expect("placed in the tower phase");
                let b = here.building().ok_or(Illegal::NoBuilding(here))?;
                if self.turn.done.contains(&b) {
                    return Err(Illegal::Done(b));
                }
                b
            }
        };
        if !self.can_act(seat) {
            return Err(Illegal::NoActionLeft);
        }
        self.check_villa(seat, b, villa)
    }

    pub(super) fn apply_act(&mut self, seat: Seat, villa: Option<VillaAct>) -> Vec<Event> {
        let mut events = Vec::new();
        let (b, promised) = match self.turn.open.take() {
            Some(open) => (open.at, open.promised),
            None => {
                let here = self.turn.tower.and_then(Space::building);
                let b = here.expect("checked: a building");
                self.spend_action(seat, &mut events);
                self.turn.done.push(b);
                (b, Vec::new())
            }
        };
        let gained = self.perform(seat, b, villa, false, &mut events);
        let mut open = OpenAction {
            holder: seat,
            at: b,
            acted: true,
            promised,
        };
        self.keep_promises(&mut open, &gained, &mut events);
        self.turn.open = Some(open);
        events
    }

    /// A building's action for `seat`: its yield, the owners' income. Returns what was gained.
    pub(super) fn perform(
        &mut self,
        seat: Seat,
        b: Building,
        villa: Option<VillaAct>,
        tile: bool,
        events: &mut Vec<Event>,
    ) -> Vec<Item> {
        use Building::*;
        let mut gained = Vec::new();
        match (b, villa) {
            (GuildHall, _) => gained.extend(self.draw(Deck::Large, 1)),
            (CityHall, _) => gained.extend(self.draw(Deck::Small, 2)),
            (PostOffice, _) => gained.extend(self.draw(Deck::Message, 2)),
            (Cathedral, _) => {
                let n = self.marker_stock(seat).min(2);
                gained.extend(std::iter::repeat_n(Item::Marker, usize::from(n)));
            }
            (_, Some(VillaAct::Privilege)) => gained.extend(self.draw(Deck::Privilege, 1)),
            (_, Some(VillaAct::Deliver { order, reward })) => {
                let CardFace::Large(_, goods) = order.face() else {
                    unreachable!("checked: a large order")
                };
                for g in goods {
                    self.players[seat].remove(Item::Good(g));
                    self.goods[g.index()] += 1;
                }
                self.return_card(seat, order);
                self.players[seat].ducats += LARGE_PAY;
                self.turn.large_done.push((seat, b));
                if let Some(t) = reward {
                    self.tiles[t.index()] -= 1;
                    self.players[seat].add(Item::Tile(t));
                }
                events.push(Event::LargeDelivered {
                    seat,
                    order,
                    reward,
                });
            }
            _ => {
                for kind in yields(b) {
                    match kind {
                        Kind::Good(g) if self.good_stock(g) > 0 => {
                            self.goods[g.index()] -= 1;
                            gained.push(Item::Good(g));
                        }
                        Kind::Tile(t) if self.tile_stock(t) > 0 => {
                            self.tiles[t.index()] -= 1;
                            gained.push(Item::Tile(t));
                        }
                        _ => {}
                    }
                }
            }
        }
        for &item in &gained {
            self.players[seat].add(item);
        }
        events.push(Event::Acted {
            seat,
            at: b,
            tile,
            gained: gained.iter().map(|&i| kind_of(i)).collect(),
        });
        let owners: Vec<Seat> = self.owners.get(&b).cloned().unwrap_or_default();
        for owner in owners.into_iter().filter(|&o| o != seat) {
            self.players[owner].ducats += OWNER_PAY;
            events.push(Event::Income { seat: owner, at: b });
        }
        gained
    }

    /// Up to `n` top cards of a deck (fewer when it runs out).
    fn draw(&mut self, deck: Deck, n: usize) -> Vec<Item> {
        (0..n)
            .filter_map(|_| self.decks[deck.index()].draw(&mut self.rng))
            .map(Item::Card)
            .collect()
    }

    /// A used card goes face up under its deck.
    pub(super) fn return_card(&mut self, seat: Seat, card: Card) {
        self.players[seat].remove(Item::Card(card));
        self.decks[card.deck.index()].up.push(card);
    }

    /// Passes each promised item to the active player as it is gained.
    fn keep_promises(&mut self, open: &mut OpenAction, gained: &[Item], events: &mut Vec<Event>) {
        let to = self.active;
        for &item in gained {
            let kind = kind_of(item);
            let Some(i) = open.promised.iter().position(|&k| k == kind) else {
                continue;
            };
            open.promised.remove(i);
            self.give(open.holder, to, item);
            events.push(Event::PromiseKept {
                seat: open.holder,
                to,
                kind,
            });
        }
    }

    /// Moves one item between players; a marker goes back to the supply and the receiver takes
    /// one of their own colour, if any is left.
    pub(super) fn give(&mut self, from: Seat, to: Seat, item: Item) {
        self.players[from].remove(item);
        if item == Item::Marker {
            if self.marker_stock(to) > 0 {
                self.players[to].add(Item::Marker);
            }
        } else {
            self.players[to].add(item);
        }
    }

    fn open_holder(&self, seat: Seat) -> Result<&OpenAction, Illegal> {
        match &self.turn.open {
            Some(open) if open.holder == seat => Ok(open),
            _ => Err(Illegal::NoOpenAction),
        }
    }

    pub(super) fn check_close(&self, seat: Seat) -> Result<(), Illegal> {
        if self.open_holder(seat)?.acted {
            Ok(())
        } else {
            Err(Illegal::ActFirst)
        }
    }

    pub(super) fn apply_close(&mut self, seat: Seat) -> Vec<Event> {
        self.turn.open = None;
        vec![Event::Closed { seat }]
    }

    pub(super) fn check_small(&self, seat: Seat, order: Card) -> Result<(), Illegal> {
        let open = self.open_holder(seat)?;
        if !open.acted {
            return Err(Illegal::ActFirst);
        }
        let CardFace::Small(at, good) = order.face() else {
            return Err(Illegal::SmallNotHere(order));
        };
        let h = &self.players[seat];
        if at != open.at || h.count(Item::Card(order)) == 0 || h.count(Item::Good(good)) == 0 {
            return Err(Illegal::SmallNotHere(order));
        }
        if self.turn.small_done.contains(&at) {
            return Err(Illegal::SmallDone(at));
        }
        Ok(())
    }

    pub(super) fn apply_small(&mut self, seat: Seat, order: Card) -> Vec<Event> {
        let CardFace::Small(at, good) = order.face() else {
            unreachable!("checked: a small order")
        };
        self.players[seat].remove(Item::Good(good));
        self.goods[good.index()] += 1;
        self.return_card(seat, order);
        self.players[seat].ducats += SMALL_PAY;
        self.turn.small_done.push(at);
        vec![Event::SmallDelivered { seat, order }]
    }

    fn check_tile(&self, seat: Seat, tile: Tile) -> Result<(), Illegal> {
        self.open_holder(seat)?;
        if self.players[seat].tiles[tile.index()] == 0 {
            return Err(Illegal::NoTile(tile));
        }
        Ok(())
    }

    fn spend_tile(&mut self, seat: Seat, tile: Tile) {
        self.players[seat].remove(Item::Tile(tile));
        self.tiles[tile.index()] += 1;
    }

    pub(super) fn check_ware(&self, seat: Seat, good: Good) -> Result<(), Illegal> {
        self.check_tile(seat, Tile::Ware)?;
        if self.good_stock(good) == 0 {
            return Err(Illegal::OutOfStock(Kind::Good(good)));
        }
        Ok(())
    }

    pub(super) fn apply_ware(&mut self, seat: Seat, good: Good) -> Vec<Event> {
        self.spend_tile(seat, Tile::Ware);
        self.goods[good.index()] -= 1;
        self.players[seat].add(Item::Good(good));
        vec![Event::WareTaken { seat, good }]
    }

    pub(super) fn check_trade(&self, seat: Seat, give: Item, take: Kind) -> Result<(), Illegal> {
        self.check_tile(seat, Tile::Trade)?;
        let h = &self.players[seat];
        let needed = if give == Item::Tile(Tile::Trade) {
            2
        } else {
            1
        };
        if h.count(give) < needed {
            return Err(Illegal::NotHeld(give));
        }
        // What is given and the trade tile go back first, so they may be taken.
        let back = |k: Kind| u8::from(kind_of(give) == k) + u8::from(k == Kind::Tile(Tile::Trade));
        let available = match take {
            Kind::Good(g) => self.good_stock(g) + back(take) > 0,
            Kind::Tile(t) => self.tile_stock(t) + back(take) > 0,
            Kind::Marker => self.marker_stock(seat) + back(take) > 0,
            Kind::Deck(d) => {
                self.decks[d.index()].can_draw() || matches!(give, Item::Card(c) if c.deck == d)
            }
        };
        if available {
            Ok(())
        } else {
            Err(Illegal::OutOfStock(take))
        }
    }

    pub(super) fn apply_trade(&mut self, seat: Seat, give: Item, take: Kind) -> Vec<Event> {
        self.spend_tile(seat, Tile::Trade);
        match give {
            Item::Good(g) => {
                self.players[seat].remove(give);
                self.goods[g.index()] += 1;
            }
            Item::Tile(t) => self.spend_tile(seat, t),
            Item::Marker => self.players[seat].remove(give),
            Item::Card(c) => self.return_card(seat, c),
        }
        let taken = match take {
            Kind::Good(g) => {
                self.goods[g.index()] -= 1;
                Item::Good(g)
            }
            Kind::Tile(t) => {
                self.tiles[t.index()] -= 1;
                Item::Tile(t)
            }
            Kind::Marker => Item::Marker,
            Kind::Deck(d) => Item::Card(
                self.decks[d.index()]
                    .draw(&mut self.rng)
                    .expect("checked: the deck has a card"),
            ),
        };
        self.players[seat].add(taken);
        vec![Event::Traded { seat, give, take }]
    }

    pub(super) fn check_use_building(
        &self,
        seat: Seat,
        at: Building,
        villa: Option<VillaAct>,
    ) -> Result<(), Illegal> {
        self.check_tile(seat, Tile::Building)?;
        if !self.owns(seat, at) {
            return Err(Illegal::NotOwner(at));
        }
        self.check_villa(seat, at, villa)
    }

    pub(super) fn apply_use_building(
        &mut self,
        seat: Seat,
        at: Building,
        villa: Option<VillaAct>,
    ) -> Vec<Event> {
        self.spend_tile(seat, Tile::Building);
        let mut events = Vec::new();
        self.perform(seat, at, villa, true, &mut events);
        events
    }

    /// Pays every message whose two buildings the tower visited this turn, for any holder.
    pub(super) fn deliver_messages(&mut self, events: &mut Vec<Event>) {
        let visited = |b: Building| self.turn.visited.contains(&Space::Building(b));
        let mut due = Vec::new();
        for (seat, h) in self.players.iter() {
            for &c in &h.cards {
                if let CardFace::Message(a, b) = c.face() {
                    if visited(a) && visited(b) {
                        due.push((seat, c));
                    }
                }
            }
        }
        for (seat, message) in due {
            self.return_card(seat, message);
            self.players[seat].ducats += MESSAGE_PAY;
            events.push(Event::MessageDelivered { seat, message });
        }
    }
}

/// The kind of a held item (a card: its deck).
#[must_use]
pub fn kind_of(item: Item) -> Kind {
    match item {
        Item::Good(g) => Kind::Good(g),
        Item::Tile(t) => Kind::Tile(t),
        Item::Marker => Kind::Marker,
        Item::Card(c) => Kind::Deck(c.deck),
    }
}
