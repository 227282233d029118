//! The full state of a match, its options and its explicit setup.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::engine::{seeded, GameRng, PerSeat, Seat, SetupError};

use super::board::{Building, Space};
use super::cards::{Card, Deck, Good, Tile, GOODS_EACH, MARKERS_EACH};
use super::items::{Deal, Holdings, Item, Kind};

/// Ducats each player starts with.
pub const START_DUCATS: u32 = 130;
/// Tower moves after the start space.
pub const TOWER_MOVES: u8 = 4;

/// Options of a match: the seed's variants, all off by default.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Options {
    /// An offer equal to one standing for that space is refused.
    #[serde(default)]
    pub no_equal_offers: bool,
    /// An earlier end space for the round marker.
    #[serde(default)]
    pub rounds: Option<u8>,
    /// Offers per player per space per turn.
    #[serde(default)]
    pub max_offers: Option<u8>,
}

/// The four decks of an explicit setup, top first.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupDecks {
    pub large: Vec<Card>,
    pub small: Vec<Card>,
    pub message: Vec<Card>,
    pub privilege: Vec<Card>,
}

/// An explicit setup for tests: the first player, the decks (hands are dealt from them), and
/// the dice (used in order by `roll`, then the seeded RNG).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    #[serde(default)]
    pub first: Option<u8>,
    #[serde(default)]
    pub decks: Option<SetupDecks>,
    #[serde(default)]
    pub rolls: Vec<[u8; 2]>,
}

/// A deck: face-down cards (top first) and the used cards face up under them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pile {
    pub down: Vec<Card>,
    pub up: Vec<Card>,
}

impl Pile {
    /// The top card, after reshuffling the used cards when no face-down card is left.
    pub(super) fn draw(&mut self, rng: &mut GameRng) -> Option<Card> {
        if self.down.is_empty() {
            self.down = std::mem::take(&mut self.up);
            rng.shuffle(&mut self.down);
        }
        (!self.down.is_empty()).then(|| self.down.remove(0))
    }

    /// Whether a draw would give a card.
    pub(super) fn can_draw(&self) -> bool {
        !self.down.is_empty() || !self.up.is_empty()
    }
}

/// A standing offer (or an ask: `seat` is then the asked player).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offer {
    pub seat: Seat,
    pub space: Space,
    pub deal: Deal,
}

/// An action from when its holder gets it until `close`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenAction {
    pub holder: Seat,
    pub at: Building,
    /// Whether the building's action was performed (a bought action opens before it).
    pub acted: bool,
    /// Items still promised to the active player from this action.
    pub promised: Vec<Kind>,
}

/// Where the turn stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The active player rolls or plays a `start` tile.
    Start,
    /// The tower is on the board: deals, moves, actions.
    Tower,
    /// After `end`: these seats, in order, place markers or pass.
    Markers(Vec<Seat>),
    Over,
}

/// What belongs to the current turn only.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub tower: Option<Space>,
    /// Spaces the tower has been on, in order (the start space first).
    pub visited: Vec<Space>,
    /// Spaces still holding a disc.
    pub discs: Vec<Space>,
    /// Buildings whose action was performed this turn (tiles aside).
    pub done: Vec<Building>,
    /// Actions each seat used this turn.
    pub actions: Vec<u8>,
    /// Of those, the ones each seat paid with a `further` tile: the allowance does not cover
    /// them, so a two-player second action granted later still comes on top (rule 5).
    #[serde(default)]
    pub furthers: Vec<u8>,
    /// Buildings where a small order was delivered this turn.
    pub small_done: Vec<Building>,
    /// Large orders delivered this turn: who, at which villa.
    pub large_done: Vec<(Seat, Building)>,
    pub offers: Vec<Offer>,
    pub asks: Vec<Offer>,
    /// Offers made this turn per seat and space (`max-offers`).
    pub offers_made: Vec<(Seat, Space, u8)>,
    pub open: Option<OpenAction>,
}

impl Turn {
    pub(super) fn new(seats: usize) -> Turn {
        Turn {
            actions: vec![0; seats],
            furthers: vec![0; seats],
            ..Turn::default()
        }
    }

    pub(super) fn moves_left(&self) -> u8 {
        TOWER_MOVES.saturating_sub(self.visited.len().saturating_sub(1) as u8)
    }
}

/// A match of Los Mercaderes de Génova.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Genova {
    pub(super) options: Options,
    pub(super) first: Seat,
    pub(super) round: u8,
    /// The round marker's space.
    pub(super) marker: u8,
    /// The space that makes a round the last.
    pub(super) end_space: u8,
    pub(super) active: Seat,
    pub(super) players: PerSeat<Holdings>,
    /// Goods in stock, per `Good::ALL`.
    pub(super) goods: [u8; 8],
    /// Tiles in stock, per `Tile::ALL`.
    pub(super) tiles: [u8; 5],
    /// Per `Deck::ALL`.
    pub(super) decks: [Pile; 4],
    /// Markers on each building.
    pub(super) owners: BTreeMap<Building, Vec<Seat>>,
    pub(super) rolls: Vec<[u8; 2]>,
    pub(super) rng: GameRng,
    pub(super) phase: Phase,
    pub(super) turn: Turn,
    /// Final scores once over (privileges and buildings added).
    pub(super) finals: Option<Vec<i32>>,
    /// Per seat, the cards the table saw it hold and that it still holds (see
    /// [`super::known`]).
    #[serde(default)]
    pub(super) known: Vec<Vec<Card>>,
}

/// The end space of the round marker for a player count.
#[must_use]
pub const fn end_space(seats: usize) -> u8 {
    match seats {
        2 => 12,
        3 => 10,
        4 => 8,
        _ => 7,
    }
}

impl Genova {
    pub(super) fn setup(
        seats: usize,
        options: &Options,
        setup: Option<&Setup>,
        seed: u64,
    ) -> Result<Genova, SetupError> {
        if !(2..=5).contains(&seats) {
            return Err(SetupError("Génova is for 2 to 5 players".into()));
        }
        let end = end_space(seats);
        if options.rounds.is_some_and(|r| r == 0 || r > end_space(2)) {
            return Err(SetupError(format!("`rounds` is 1 to {}", end_space(2))));
        }
        if options.max_offers == Some(0) {
            return Err(SetupError("`max-offers` is at least 1".into()));
        }
        let mut rng = seeded(seed);
        let setup = setup.cloned().unwrap_or_default();
        let first = match setup.first {
            Some(f) if usize::from(f) < seats => Seat(f),
            Some(f) => return Err(SetupError(format!("no seat {f} at {seats} players"))),
            None => Seat(rng.below(seats) as u8),
        };
        if setup.rolls.iter().flatten().any(|d| !(1..=8).contains(d)) {
            return Err(SetupError("dice show 1 to 8".into()));
        }
        let decks = match &setup.decks {
            Some(d) => {
                let given = [&d.large, &d.small, &d.message, &d.privilege];
                let mut piles: [Pile; 4] = Default::default();
                for (deck, cards) in Deck::ALL.into_iter().zip(given) {
                    let mut sorted = cards.clone();
                    sorted.sort();
                    if sorted != deck.cards() {
                        return Err(SetupError(format!(
                            "the {} deck must list each of its cards once",
                            deck.word()
                        )));
                    }
                    piles[deck.index()].down.clone_from(cards);
                }
                piles
            }
            None => Deck::ALL.map(|deck| {
                let mut down = deck.cards();
                rng.shuffle(&mut down);
                Pile {
                    down,
                    up: Vec::new(),
                }
            }),
        };
        let mut g = Genova {
            options: options.clone(),
            first,
            round: 1,
            marker: 1,
            // The variant only shortens a match: a table chosen before its players are known
            // may name more rounds than their number allows.
            end_space: options.rounds.map_or(end, |r| r.min(end)),
            active: first,
            players: PerSeat::splat(seats, Holdings::new(START_DUCATS)),
            goods: [GOODS_EACH; 8],
            tiles: Tile::ALL.map(Tile::stock),
            decks,
            owners: BTreeMap::new(),
            rolls: setup.rolls.clone(),
            rng,
            phase: Phase::Start,
            turn: Turn::new(seats),
            finals: None,
            known: vec![Vec::new(); seats],
        };
        // One card of each deck, seat order from the first player.
        for deck in Deck::ALL {
            let mut seat = first;
            for _ in 0..seats {
                let card = g.decks[deck.index()]
                    .draw(&mut g.rng)
                    .expect("every deck has more cards than players");
                g.players[seat].add(Item::Card(card));
                seat = seat.next(seats);
            }
        }
        Ok(g)
    }

    /// The round being played and the active player: cheap, for drivers of random matches.
    #[must_use]
    pub fn turn_of(&self) -> (u8, Seat) {
        (self.round, self.active)
    }

    /// The cards `seat` holds (secret: for tests that look for them where they must not be).
    #[must_use]
    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.players[seat].cards
    }

    /// The ducats `seat` holds (secret: for tests that count money).
    #[must_use]
    pub fn purse(&self, seat: Seat) -> u32 {
        self.players[seat].ducats
    }

    /// Every seat in turn order, the active player first.
    pub(super) fn seats_from_active(&self) -> impl Iterator<Item = Seat> + '_ {
        let seats = self.seats();
        (0..seats).map(move |k| Seat(((self.active.index() + k) % seats) as u8))
    }

    pub(super) fn seats(&self) -> usize {
        self.players.len()
    }

    /// Markers of `seat`'s colour in the common supply.
    pub(super) fn marker_stock(&self, seat: Seat) -> u8 {
        let placed = self
            .owners
            .values()
            .flatten()
            .filter(|&&s| s == seat)
            .count() as u8;
        MARKERS_EACH - self.players[seat].markers - placed
    }

    /// Whether `seat` has a marker on `b`.
    pub(super) fn owns(&self, seat: Seat, b: Building) -> bool {
        self.owners.get(&b).is_some_and(|v| v.contains(&seat))
    }

    pub(super) fn good_stock(&self, g: Good) -> u8 {
        self.goods[g.index()]
    }

    pub(super) fn tile_stock(&self, t: Tile) -> u8 {
        self.tiles[t.index()]
    }

    /// Every item that exists, wherever it is: for the conservation tests.
    #[must_use]
    pub fn census(&self) -> Census {
        let mut goods = self.goods;
        let mut tiles = self.tiles;
        let mut cards: Vec<Card> = self
            .decks
            .iter()
            .flat_map(|p| p.down.iter().chain(&p.up).copied())
            .collect();
        let mut markers = vec![0u8; self.seats()];
        for (seat, h) in self.players.iter() {
            for g in Good::ALL {
                goods[g.index()] += h.goods[g.index()];
            }
            for t in Tile::ALL {
                tiles[t.index()] += h.tiles[t.index()];
            }
            cards.extend(&h.cards);
            markers[seat.index()] = h.markers;
        }
        for s in self.owners.values().flatten() {
            markers[s.index()] += 1;
        }
        cards.sort();
        Census {
            goods,
            tiles,
            cards,
            markers,
        }
    }
}

/// Where everything is, counted: what the conservation tests compare.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Census {
    pub goods: [u8; 8],
    pub tiles: [u8; 5],
    pub cards: Vec<Card>,
    /// Per seat: markers held and placed (never more than the colour has).
    pub markers: Vec<u8>,
}
