//! What everybody sees. Every cube is public, so a seat sees nothing more; its view exists
//! for the contract and names the seat.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::engine::{PerSeat, Seat};

use super::board::{Side, BISTROS};
use super::cubes::Colour;
use super::state::{BurgerJoint, Phase};

/// The public board. Its keys are fixed by the replay format.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PublicView {
    pub turn: u32,
    pub active: Seat,
    /// `pick`, `trade`, `build`, `discard` or `over`.
    pub pending: &'static str,
    pub to_act: Vec<Seat>,
    pub sides: PerSeat<Side>,
    /// Scores marked on the track.
    pub scores: PerSeat<u8>,
    pub advertising: PerSeat<u8>,
    pub basics: PerSeat<u8>,
    /// Diner colours owned, with their owners (both may own one colour).
    pub diners: BTreeMap<Colour, Vec<Seat>>,
    /// Bistros built, with who built them.
    pub bistros: BTreeMap<char, Vec<Seat>>,
    pub tokens_left: PerSeat<u8>,
    pub capacity: PerSeat<u8>,
    pub cubes: PerSeat<Vec<Colour>>,
    /// The production's general area (empty outside production).
    pub general: Vec<Colour>,
    /// Each player's own production area (empty outside production and after first picks).
    pub areas: PerSeat<Vec<Colour>>,
    /// Picks still owed in this production, per seat.
    pub picks_left: PerSeat<u8>,
    pub bag_left: u8,
    /// What the bag holds (public: every other cube is in sight).
    pub bag: Vec<Colour>,
    /// Bistro letters whose ability the active player used this turn.
    pub abilities_used: Vec<char>,
    /// Advertising bought by the active player this turn.
    pub adverts_this_turn: u8,
    /// `playing` or `finished`.
    pub status: &'static str,
}

/// One seat's view: the public board and who is looking.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatView {
    #[serde(flatten)]
    pub public: PublicView,
    pub seat: Seat,
}

impl BurgerJoint {
    pub(super) fn public(&self) -> PublicView {
        let seats = || Seat::all(2);
        let mut diners: BTreeMap<Colour, Vec<Seat>> = BTreeMap::new();
        for c in Colour::ALL {
            let owners: Vec<Seat> = seats().filter(|s| self.players[*s].owns_diner(c)).collect();
            if !owners.is_empty() {
                diners.insert(c, owners);
            }
        }
        let mut bistros: BTreeMap<char, Vec<Seat>> = BTreeMap::new();
        for (i, b) in BISTROS.iter().enumerate() {
            let owners: Vec<Seat> = seats().filter(|s| self.players[*s].bistros[i]).collect();
            if !owners.is_empty() {
                bistros.insert(b.letter, owners);
            }
        }
        let production = self.production.as_ref();
        PublicView {
            turn: self.turn,
            active: self.active,
            pending: match self.phase {
                Phase::Pick => "pick",
                Phase::Trade => "trade",
                Phase::Build => "build",
                Phase::Discard => "discard",
                Phase::Over => "over",
            },
            to_act: self.deciding().into_iter().collect(),
            sides: self.players.map(|_, p| p.side),
            scores: self.players.map(|_, p| p.score),
            advertising: self.players.map(|_, p| p.advert),
            basics: self.players.map(|_, p| p.basics),
            diners,
            bistros,
            tokens_left: self.players.map(|_, p| p.tokens_left()),
            capacity: self.players.map(|_, p| p.capacity()),
            cubes: self.players.map(|_, p| p.cubes.list()),
            general: production.map(|p| p.general.list()).unwrap_or_default(),
            areas: PerSeat::from_fn(2, |s| {
                production.map(|p| p.areas[s].list()).unwrap_or_default()
            }),
            picks_left: PerSeat::from_fn(2, |s| {
                production.map_or(0, |p| p.capacity[s].saturating_sub(p.taken[s]))
            }),
            bag_left: self.bag.total(),
            bag: self.bag.list(),
            abilities_used: BISTROS
                .iter()
                .zip(self.used.abilities)
                .filter(|(_, used)| *used)
                .map(|(b, _)| b.letter)
                .collect(),
            adverts_this_turn: self.used.adverts,
            status: if self.phase == Phase::Over {
                "finished"
            } else {
                "playing"
            },
        }
    }

    pub(super) fn private(&self, seat: Seat) -> SeatView {
        SeatView {
            public: self.public(),
            seat,
        }
    }
}
