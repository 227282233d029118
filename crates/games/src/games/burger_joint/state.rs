//! The state of a match: both restaurants, the bag, the production being shared out, and
//! where the turn stands.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use crate::engine::{seeded, GameRng, PerSeat, Seat, SetupError};

use super::board::{
    Side, ADVERT_POINTS, BASIC_POINTS, BISTROS, CAPACITY_LIMIT, CUBES_PER_COLOUR, DINER_POINTS,
    STARTING_SCORE, TOKENS,
};
use super::cubes::{Colour, Cubes};
use super::events::Event;

/// Turns after which a match that nobody has won ends on the scores marked (see the module
/// docs): a hundred turns each, far beyond any real match.
pub const TURN_LIMIT: u32 = 200;

/// Options chosen when the match is created.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// The challenger's (seat 0's) restaurant; drawn at random when absent.
    #[serde(default)]
    pub side: Option<Side>,
}

/// An explicit setup for tests: who plays Burger, and the colours the first random draws
/// take, in order (then the seeded RNG).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    #[serde(default)]
    pub burger: Option<u8>,
    #[serde(default)]
    pub draws: Vec<Colour>,
}

/// One player's development board and store of cubes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Restaurant {
    pub side: Side,
    /// Step of the advertising marker, 0 while it is off the track.
    pub advert: u8,
    pub basics: u8,
    /// Diners owned, by colour index.
    pub diners: [bool; 6],
    /// Bistros built, by index in [`BISTROS`] (never lost once built).
    pub bistros: [bool; 6],
    pub cubes: Cubes,
    /// The score marked on the track, updated at the end of the player's own turns.
    pub score: u8,
}

impl Restaurant {
    fn new(side: Side) -> Self {
        let mut diners = [false; 6];
        for c in side.board().starting_diners {
            diners[c.index()] = true;
        }
        Restaurant {
            side,
            advert: 0,
            basics: 1,
            diners,
            bistros: [false; 6],
            cubes: Cubes::default(),
            score: STARTING_SCORE,
        }
    }

    #[must_use]
    pub fn owns_diner(&self, c: Colour) -> bool {
        self.diners[c.index()]
    }

    #[must_use]
    pub fn diner_count(&self) -> u8 {
        self.diners.iter().filter(|d| **d).count() as u8
    }

    #[must_use]
    pub fn bistro_count(&self) -> u8 {
        self.bistros.iter().filter(|b| **b).count() as u8
    }

    /// Cubes taken in each production: one per diner and bistro, at most four.
    #[must_use]
    pub fn capacity(&self) -> u8 {
        (self.diner_count() + self.bistro_count()).min(CAPACITY_LIMIT)
    }

    /// Development tokens not on the board (advertising uses its own marker).
    #[must_use]
    pub fn tokens_left(&self) -> u8 {
        TOKENS - self.basics - self.diner_count() - self.bistro_count()
    }

    /// What the board is worth now: advertising, basics, diners and bistros.
    #[must_use]
    pub fn worth(&self) -> u8 {
        let bistros: u8 = BISTROS
            .iter()
            .zip(self.bistros)
            .filter(|(_, built)| *built)
            .map(|(b, _)| b.points)
            .sum();
        ADVERT_POINTS[self.advert as usize]
            + BASIC_POINTS[self.basics as usize]
            + self.diner_count() * DINER_POINTS
            + bistros
    }
}

/// The cubes of a production being shared out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Production {
    pub general: Cubes,
    /// Each player's own area: cubes of a colour only they have a diner of. Emptied into the
    /// general area once both have made their first pick.
    pub areas: PerSeat<Cubes>,
    pub capacity: PerSeat<u8>,
    pub taken: PerSeat<u8>,
    /// Who picks next.
    pub picker: Seat,
    /// First picks still to make (active player, then the other).
    pub firsts_left: u8,
}

/// Where the turn stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// Production is being shared out.
    Pick,
    /// The active player may trade, use abilities, build and end.
    Trade,
    /// The active player has built: only building and `end` remain.
    Build,
    /// Players above seven cubes return the excess, active player first.
    Discard,
    Over,
}

/// How a finished match ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Finish {
    /// The active player reached the winning score.
    Won(Seat),
    /// [`TURN_LIMIT`] turns were played.
    TurnLimit,
}

/// What the active player has used in this turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct TurnUse {
    /// Bistro abilities used, by index in [`BISTROS`].
    pub abilities: [bool; 6],
    pub adverts: u8,
}

/// A match of Burger Joint.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BurgerJoint {
    pub(super) players: PerSeat<Restaurant>,
    pub(super) bag: Cubes,
    /// Colours the next random draws take (explicit setup), before the RNG.
    pub(super) forced: VecDeque<Colour>,
    pub(super) rng: GameRng,
    pub(super) turn: u32,
    pub(super) active: Seat,
    pub(super) phase: Phase,
    pub(super) production: Option<Production>,
    pub(super) used: TurnUse,
    pub(super) finish: Option<Finish>,
}

impl BurgerJoint {
    pub(super) fn new_match(
        seats: usize,
        options: &Options,
        setup: Option<&Setup>,
        seed: u64,
    ) -> Result<Self, SetupError> {
        if seats != 2 {
            return Err(SetupError(format!(
                "Burger Joint is for 2 players, not {seats}"
            )));
        }
        let mut rng = seeded(seed);
        let burger = match (setup.and_then(|s| s.burger), options.side) {
            (Some(b @ 0..=1), _) => Seat(b),
            (Some(b), _) => return Err(SetupError(format!("`burger` is seat 0 or 1, not {b}"))),
            (None, Some(Side::Burger)) => Seat(0),
            (None, Some(Side::Pizza)) => Seat(1),
            (None, None) => Seat(rng.below(2) as u8),
        };
        let side = |s: Seat| {
            if s == burger {
                Side::Burger
            } else {
                Side::Pizza
            }
        };
        let mut game = BurgerJoint {
            players: PerSeat::from_fn(2, |s| Restaurant::new(side(s))),
            bag: Cubes::each(CUBES_PER_COLOUR),
            forced: setup
                .map(|s| s.draws.iter().copied().collect())
                .unwrap_or_default(),
            rng,
            turn: 1,
            active: burger,
            phase: Phase::Pick,
            production: None,
            used: TurnUse::default(),
            finish: None,
        };
        // The first production is on the board; the log starts with the first pick.
        game.start_turn();
        Ok(game)
    }

    /// The seat playing `side`.
    #[must_use]
    pub fn seat_of(&self, side: Side) -> Seat {
        if self.players[Seat(0)].side == side {
            Seat(0)
        } else {
            Seat(1)
        }
    }

    /// One random cube from the bag: the next forced colour if the setup named one (skipped
    /// when the bag has none of it), else the RNG's.
    pub(super) fn draw(&mut self) -> Option<Colour> {
        while let Some(c) = self.forced.pop_front() {
            if self.bag.count(c) > 0 {
                self.bag.remove(c);
                return Some(c);
            }
        }
        self.bag.draw(&mut self.rng)
    }

    /// Takes a chosen colour from the bag into `seat`'s store.
    pub(super) fn take_from_bag(&mut self, seat: Seat, c: Colour) {
        self.bag.remove(c);
        self.players[seat].cubes.add(c);
    }

    /// Puts cubes of `seat`'s store back into the bag.
    pub(super) fn return_to_bag(&mut self, seat: Seat, cubes: &Cubes) {
        self.players[seat].cubes.remove_all(cubes);
        self.bag.add_all(cubes);
    }

    /// Production: both capacities drawn at once and laid out by diner colours; then the
    /// picks, active player first.
    pub(super) fn start_turn(&mut self) -> Vec<Event> {
        self.used = TurnUse::default();
        let capacity = self.players.map(|_, p| p.capacity());
        let mut general = Cubes::default();
        let mut areas = PerSeat::splat(2, Cubes::default());
        for _ in 0..capacity.values().sum::<u8>() {
            let Some(c) = self.draw() else { break };
            let owners: Vec<Seat> = Seat::all(2)
                .filter(|s| self.players[*s].owns_diner(c))
                .collect();
            match owners.as_slice() {
                [only] => areas[*only].add(c),
                _ => general.add(c),
            }
        }
        let event = Event::Produced {
            turn: self.turn,
            active: self.active,
            general,
            areas: areas.clone(),
        };
        self.production = Some(Production {
            general,
            areas,
            capacity,
            taken: PerSeat::splat(2, 0),
            picker: self.active,
            firsts_left: 2,
        });
        self.phase = Phase::Pick;
        self.settle_production();
        vec![event]
    }

    /// The colours `seat` may pick now, if it is their pick.
    #[must_use]
    pub(super) fn pickable(&self, seat: Seat) -> Cubes {
        let Some(p) = &self.production else {
            return Cubes::default();
        };
        if self.phase != Phase::Pick || p.picker != seat {
            return Cubes::default();
        }
        let mut own = p.general;
        own.add_all(&p.areas[seat]);
        if p.firsts_left > 0 && !own.is_empty() {
            return own;
        }
        own.add_all(&p.areas[seat.other()]);
        own
    }

    /// Takes a picked cube from wherever it lies (a colour lies in one area only, chosen by
    /// who owns its diner).
    pub(super) fn take_pick(&mut self, seat: Seat, c: Colour) {
        let p = self.production.as_mut().expect("a pick during production");
        if p.areas[seat].count(c) > 0 {
            p.areas[seat].remove(c);
        } else if p.general.count(c) > 0 {
            p.general.remove(c);
        } else {
            p.areas[seat.other()].remove(c);
        }
        p.taken[seat] += 1;
        self.players[seat].cubes.add(c);
        if p.firsts_left > 0 {
            p.firsts_left -= 1;
            if p.firsts_left == 0 {
                // Both first picks made: what is left is everybody's.
                let areas: Vec<Cubes> = p.areas.values_mut().map(Cubes::take_all).collect();
                for a in &areas {
                    p.general.add_all(a);
                }
            }
        }
        p.picker = seat.other();
        self.settle_production();
    }

    /// Skips pickers who are full; ends production when nothing is left to share.
    fn settle_production(&mut self) {
        let Some(p) = self.production.as_mut() else {
            return;
        };
        let left = p.general.total() + p.areas.values().map(Cubes::total).sum::<u8>();
        let full = |s: Seat| p.taken[s] >= p.capacity[s];
        if left > 0 && full(p.picker) && p.firsts_left == 0 {
            p.picker = p.picker.other();
        }
        if left == 0 || full(p.picker) {
            // Whatever is left (a shortfall cannot leave any, but be safe) goes back.
            let mut rest = p.general.take_all();
            for a in p.areas.values_mut() {
                rest.add_all(&a.take_all());
            }
            self.bag.add_all(&rest);
            self.production = None;
            self.phase = Phase::Trade;
        }
    }

    /// The seat that must discard now, if any: active player first.
    #[must_use]
    pub(super) fn discarder(&self) -> Option<Seat> {
        [self.active, self.active.other()]
            .into_iter()
            .find(|s| self.players[*s].cubes.total() > super::board::KEEP)
    }

    /// After the active player's `end` and the discards: the next turn, or the end of the
    /// match at the turn limit.
    pub(super) fn next_turn(&mut self) -> Vec<Event> {
        if self.turn >= TURN_LIMIT {
            self.finish = Some(Finish::TurnLimit);
            self.phase = Phase::Over;
            return vec![Event::TurnLimit {
                scores: self.players.map(|_, p| p.score),
            }];
        }
        self.turn += 1;
        self.active = self.active.other();
        self.start_turn()
    }

    /// Every cube: bag, production and stores. Always 60.
    #[must_use]
    pub fn cube_count(&self) -> u32 {
        let production = self.production.as_ref().map_or(0, |p| {
            u32::from(p.general.total())
                + p.areas.values().map(|a| u32::from(a.total())).sum::<u32>()
        });
        u32::from(self.bag.total())
            + production
            + self
                .players
                .values()
                .map(|p| u32::from(p.cubes.total()))
                .sum::<u32>()
    }

    /// The restaurant of `seat`.
    #[must_use]
    pub fn restaurant(&self, seat: Seat) -> &Restaurant {
        &self.players[seat]
    }
}
