//! What everybody sees happen. Drawn cards appear as their deck only, and no event carries a
//! player's balance: amounts paid are public (as at the table), holdings of money are not.

use serde::{Deserialize, Serialize};

use crate::engine::Seat;

use super::board::{Building, Space};
use super::cards::{Card, Good, Tile};
use super::items::{Deal, Item, Kind};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A new turn (and, for the first player, a new round).
    TurnStarted {
        seat: Seat,
        round: u8,
    },
    /// The round marker advanced to `space` (a new round, or the tower started on the market).
    RoundMarker {
        space: u8,
    },
    /// The tower was placed, by the dice (`roll`) or a `start` tile.
    TowerPlaced {
        space: Space,
        roll: Option<[u8; 2]>,
    },
    TowerMoved {
        space: Space,
    },
    Offered {
        seat: Seat,
        space: Space,
        deal: Deal,
    },
    Withdrawn {
        seat: Seat,
        space: Space,
    },
    /// The asked player declined the active player's terms.
    Declined {
        seat: Seat,
        space: Space,
    },
    /// An offer or ask that can no longer be accepted or paid.
    Lapsed {
        seat: Seat,
        space: Space,
    },
    Asked {
        seat: Seat,
        space: Space,
        deal: Deal,
    },
    /// A deal between the active player and `seat`, paid at once.
    Dealt {
        seat: Seat,
        space: Space,
        deal: Deal,
    },
    /// `seat` performed `at`'s action (`tile`: through a `building` tile) and gained these.
    Acted {
        seat: Seat,
        at: Building,
        tile: bool,
        gained: Vec<Kind>,
    },
    /// A further-action tile was spent on an action beyond the allowance.
    FurtherSpent {
        seat: Seat,
    },
    /// A promised item passed from the buyer to the active player.
    PromiseKept {
        seat: Seat,
        to: Seat,
        kind: Kind,
    },
    LargeDelivered {
        seat: Seat,
        order: Card,
        reward: Option<Tile>,
    },
    SmallDelivered {
        seat: Seat,
        order: Card,
    },
    MessageDelivered {
        seat: Seat,
        message: Card,
    },
    /// The bank paid `seat` for its marker on `at`.
    Income {
        seat: Seat,
        at: Building,
    },
    WareTaken {
        seat: Seat,
        good: Good,
    },
    Traded {
        seat: Seat,
        give: Item,
        take: Kind,
    },
    Closed {
        seat: Seat,
    },
    Ended {
        seat: Seat,
    },
    MarkersPlaced {
        seat: Seat,
        street: Space,
        on: Vec<Building>,
        removed: Vec<(Building, Seat)>,
    },
    Passed {
        seat: Seat,
    },
    /// The match is over: privilege groups and buildings were paid out.
    Finished {
        scores: Vec<i32>,
        winners: Vec<Seat>,
    },
}
