//! What happened, as both players saw it (every cube is public; only the bag's order is not).

use serde::{Deserialize, Serialize};

use crate::engine::{PerSeat, Seat};

use super::cubes::{Colour, Cubes};

/// Something built, as the log tells it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Building {
    Basic,
    Diner(Colour),
    Bistro { bistro: char, from: Colour },
}

/// A public event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    /// A turn began: the production drawn, laid out by diner colours.
    Produced {
        turn: u32,
        active: Seat,
        general: Cubes,
        areas: PerSeat<Cubes>,
    },
    Picked {
        seat: Seat,
        colour: Colour,
    },
    Traded {
        seat: Seat,
        give: Colour,
        take: Colour,
    },
    /// A bistro's ability: cubes returned to the bag and cubes received.
    Ability {
        seat: Seat,
        bistro: char,
        returned: Cubes,
        got: Cubes,
    },
    Built {
        seat: Seat,
        building: Building,
        paid: Cubes,
    },
    Advertised {
        seat: Seat,
        paid: Cubes,
        /// The marker's step after the purchase.
        step: u8,
        moved: bool,
        stole: Option<Colour>,
    },
    /// The active player ended the turn and marked this score.
    Scored {
        seat: Seat,
        score: u8,
    },
    Won {
        seat: Seat,
        score: u8,
    },
    Discarded {
        seat: Seat,
        cubes: Cubes,
    },
    /// The turn limit ended the match on these scores.
    TurnLimit {
        scores: PerSeat<u8>,
    },
}
