//! The turn around the tower: placing it, moving it, ending the turn, markers, the next turn
//! and round, and the final scoring.

use crate::engine::Seat;

use super::board::{ring_adjacent, Building, Cell, Space, RING};
use super::cards::{CardFace, Deck, Tile, OWNER_PAY};
use super::events::Event;
use super::illegal::Illegal;
use super::items::Item;
use super::state::{Genova, Phase, Turn};

/// Ducats a group of `n` adjacent privileges scores: 10, 30, 60, 100, …
#[must_use]
pub const fn group_score(n: u32) -> u32 {
    10 * n * (n + 1) / 2
}

/// What a set of privileges scores: each group of adjacent buildings on the ring.
#[must_use]
pub fn privilege_score(held: &[Building]) -> u32 {
    let on: Vec<bool> = RING.iter().map(|b| held.contains(b)).collect();
    if on.iter().all(|&x| x) {
        return group_score(RING.len() as u32);
    }
    // Start the walk just after a gap, so no group is split at the ring's seam.
    let gap = on.iter().position(|&x| !x).expect("not all held");
    let mut total = 0;
    let mut run = 0;
    for k in 1..=RING.len() {
        if on[(gap + k) % RING.len()] {
            run += 1;
        } else {
            total += group_score(run);
            run = 0;
        }
    }
    debug_assert!(RING.windows(2).all(|w| ring_adjacent(w[0], w[1])));
    total + group_score(run)
}

impl Genova {
    pub(super) fn check_place_tower(&self, seat: Seat, start: bool) -> Result<(), Illegal> {
        if seat != self.active {
            return Err(Illegal::NotActive);
        }
        if self.phase != Phase::Start {
            return Err(Illegal::NotNow);
        }
        if start && self.players[seat].tiles[Tile::Start.index()] == 0 {
            return Err(Illegal::NoTile(Tile::Start));
        }
        Ok(())
    }

    /// `roll` (dice from the setup first, then the RNG) or `start SPACE`.
    pub(super) fn apply_place_tower(&mut self, start: Option<Space>) -> Vec<Event> {
        let (space, roll) = match start {
            Some(space) => {
                let seat = self.active;
                self.players[seat].remove(Item::Tile(Tile::Start));
                self.tiles[Tile::Start.index()] += 1;
                (space, None)
            }
            None => {
                let dice = if self.rolls.is_empty() {
                    [self.rng.below(8) as u8 + 1, self.rng.below(8) as u8 + 1]
                } else {
                    self.rolls.remove(0)
                };
                (Space::at(Cell::new(dice[0], dice[1])), Some(dice))
            }
        };
        self.phase = Phase::Tower;
        self.turn.tower = Some(space);
        self.turn.visited.push(space);
        self.turn.discs.push(space);
        let mut events = vec![Event::TowerPlaced { space, roll }];
        if space == Space::Market {
            self.marker += 1;
            events.push(Event::RoundMarker { space: self.marker });
        }
        events
    }

    pub(super) fn check_move(&self, seat: Seat, to: Space) -> Result<(), Illegal> {
        if seat != self.active {
            return Err(Illegal::NotActive);
        }
        if self.phase != Phase::Tower {
            return Err(Illegal::NotNow);
        }
        if self.turn.open.is_some() {
            return Err(Illegal::ActionOpen);
        }
        if let Some(b) = self.owed() {
            return Err(Illegal::ActionOwed(b));
        }
        let here = self.turn.tower.expect("placed in the tower phase");
        if !here.touches(to) {
            return Err(Illegal::NotAdjacent(to));
        }
        if self.turn.discs.contains(&to) {
            return Err(Illegal::Disc(to));
        }
        if self.turn.moves_left() == 0 {
            return Err(Illegal::NoMovesLeft);
        }
        Ok(())
    }

    /// The tower steps to `to`, leaving its bottom disc behind.
    pub(super) fn step_tower(&mut self, to: Space) -> Vec<Event> {
        self.turn.tower = Some(to);
        self.turn.visited.push(to);
        self.turn.discs.push(to);
        vec![Event::TowerMoved { space: to }]
    }

    pub(super) fn check_end(&self, seat: Seat) -> Result<(), Illegal> {
        if seat != self.active {
            return Err(Illegal::NotActive);
        }
        if self.phase != Phase::Tower {
            return Err(Illegal::NotNow);
        }
        if self.turn.open.is_some() {
            return Err(Illegal::ActionOpen);
        }
        if let Some(b) = self.owed() {
            return Err(Illegal::ActionOwed(b));
        }
        Ok(())
    }

    pub(super) fn apply_end(&mut self, seat: Seat) -> Vec<Event> {
        let mut events = vec![Event::Ended { seat }];
        for o in self.turn.offers.drain(..).chain(self.turn.asks.drain(..)) {
            events.push(Event::Lapsed {
                seat: o.seat,
                space: o.space,
            });
        }
        let order: Vec<Seat> = self.seats_from_active().collect();
        self.phase = Phase::Markers(order);
        events.extend(self.next_placer());
        events
    }

    /// Street cells where `seat` could put a marker now.
    pub(super) fn marker_streets(&self, seat: Seat) -> Vec<Space> {
        if self.players[seat].markers == 0 {
            return Vec::new();
        }
        self.turn
            .discs
            .iter()
            .copied()
            .filter(|s| s.is_street())
            .filter(|s| s.buildings_next_to().iter().any(|&b| !self.owns(seat, b)))
            .collect()
    }

    /// Skips the seats that cannot place a marker; after the last, the next turn.
    fn next_placer(&mut self) -> Vec<Event> {
        let Phase::Markers(order) = &mut self.phase else {
            return Vec::new();
        };
        let mut order = std::mem::take(order);
        order.retain(|&s| !self.marker_streets(s).is_empty());
        if order.is_empty() {
            self.next_turn()
        } else {
            self.phase = Phase::Markers(order);
            Vec::new()
        }
    }

    pub(super) fn placer(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Markers(order) => order.first().copied(),
            _ => None,
        }
    }

    pub(super) fn check_place(
        &self,
        seat: Seat,
        street: Space,
        on: &[Building],
        remove: &[(Building, Seat)],
    ) -> Result<(), Illegal> {
        if self.placer() != Some(seat) {
            return Err(Illegal::NotYourMarkers);
        }
        if !street.is_street() || !self.turn.discs.contains(&street) {
            return Err(Illegal::NotAVisitedStreet(street));
        }
        let next = street.buildings_next_to();
        let on = self.placements(seat, street, on);
        if on.is_empty() {
            return Err(Illegal::NothingPlaced);
        }
        // A building named twice would get two of one's markers, a marker named twice would
        // cost a second marker for nothing: each counts once, as already done.
        for (i, &b) in on.iter().enumerate() {
            if !next.contains(&b) {
                return Err(Illegal::NotNextTo(b));
            }
            if self.owns(seat, b) || on[..i].contains(&b) {
                return Err(Illegal::AlreadyOwner(b));
            }
        }
        for (i, &(b, other)) in remove.iter().enumerate() {
            if !on.contains(&b) {
                return Err(Illegal::NotNextTo(b));
            }
            if other == seat || !self.owns(other, b) || remove[..i].contains(&(b, other)) {
                return Err(Illegal::NothingToRemove(b, other));
            }
        }
        if on.len() + remove.len() > usize::from(self.players[seat].markers) {
            return Err(Illegal::NotEnoughMarkers);
        }
        Ok(())
    }

    /// The buildings a `place` puts markers on: as named, or (none named) every building next
    /// to the cell that the seat does not own yet.
    fn placements(&self, seat: Seat, street: Space, on: &[Building]) -> Vec<Building> {
        if on.is_empty() {
            street
                .buildings_next_to()
                .into_iter()
                .filter(|&b| !self.owns(seat, b))
                .collect()
        } else {
            on.to_vec()
        }
    }

    pub(super) fn apply_place(
        &mut self,
        seat: Seat,
        street: Space,
        on: &[Building],
        remove: &[(Building, Seat)],
    ) -> Vec<Event> {
        let on = self.placements(seat, street, on);
        for &(b, other) in remove {
            self.players[seat].markers -= 1;
            if let Some(v) = self.owners.get_mut(&b) {
                v.retain(|&s| s != other);
            }
        }
        for &b in &on {
            self.players[seat].markers -= 1;
            self.owners.entry(b).or_default().push(seat);
        }
        self.turn.discs.retain(|&s| s != street);
        self.advance_placer();
        let mut events = vec![Event::MarkersPlaced {
            seat,
            street,
            on,
            removed: remove.to_vec(),
        }];
        events.extend(self.next_placer());
        events
    }

    fn advance_placer(&mut self) {
        if let Phase::Markers(order) = &mut self.phase {
            order.remove(0);
        }
    }

    pub(super) fn check_pass(&self, seat: Seat) -> Result<(), Illegal> {
        if self.placer() == Some(seat) {
            Ok(())
        } else {
            Err(Illegal::NotYourMarkers)
        }
    }

    pub(super) fn apply_pass(&mut self, seat: Seat) -> Vec<Event> {
        self.advance_placer();
        let mut events = vec![Event::Passed { seat }];
        events.extend(self.next_placer());
        events
    }

    /// The next player's turn; after the first player's turn comes round, a new round or,
    /// after the last round, the final scoring.
    fn next_turn(&mut self) -> Vec<Event> {
        let next = self.active.next(self.seats());
        self.turn = Turn::new(self.seats());
        let mut events = Vec::new();
        if next == self.first {
            if self.marker >= self.end_space {
                return self.finish();
            }
            self.round += 1;
            self.marker += 1;
            events.push(Event::RoundMarker { space: self.marker });
        }
        self.active = next;
        self.phase = Phase::Start;
        events.push(Event::TurnStarted {
            seat: next,
            round: self.round,
        });
        events
    }

    /// Privileges and buildings are paid out; most ducats wins, then most items.
    fn finish(&mut self) -> Vec<Event> {
        self.phase = Phase::Over;
        let mut scores = Vec::new();
        for seat in Seat::all(self.seats()) {
            let privileges: Vec<Building> = self.players[seat]
                .cards
                .iter()
                .filter_map(|c| match c.face() {
                    CardFace::Privilege(b) if c.deck == Deck::Privilege => Some(b),
                    _ => None,
                })
                .collect();
            let buildings = self.owners.values().filter(|v| v.contains(&seat)).count() as u32;
            self.players[seat].ducats += privilege_score(&privileges) + OWNER_PAY * buildings;
            scores.push(i32::try_from(self.players[seat].ducats).unwrap_or(i32::MAX));
        }
        self.finals = Some(scores.clone());
        let winners = self.winners();
        vec![Event::Finished { scores, winners }]
    }

    /// Most ducats; among those, most items; still tied, all of them.
    pub(super) fn winners(&self) -> Vec<Seat> {
        let key = |s: Seat| (self.players[s].ducats, self.players[s].items().len());
        let best = Seat::all(self.seats()).map(key).max().expect("seats");
        Seat::all(self.seats())
            .filter(|&s| key(s) == best)
            .collect()
    }
}
