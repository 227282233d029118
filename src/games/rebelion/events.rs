//! What everybody sees happen. Cards drawn, picked in secret or taken from one's own camp are
//! never named.

use serde::{Deserialize, Serialize};

use crate::engine::{PerSeat, Seat};

use super::cards::Card;

/// What became of an army after a combat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "fate", content = "card", rename_all = "snake_case")]
pub enum Fate {
    /// No damage left: it stays as it was.
    Unchanged,
    /// Level 0: to the discard pile.
    Destroyed,
    /// Replaced by this lower card from the discard pile.
    Replaced(Card),
    /// Damaged with no card to replace it: it retreats to the discard pile.
    Retreats,
}

/// A public event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    Picked {
        seat: Seat,
    },
    PicksRevealed {
        cards: PerSeat<Card>,
    },
    Redealt,
    SidesSet {
        peasants: Seat,
        first: Seat,
    },
    TurnBegan {
        seat: Seat,
        turn: u32,
        drew: bool,
    },
    Played {
        seat: Seat,
        card: Card,
    },
    Bought {
        seat: Seat,
        card: Card,
        paid: Vec<Card>,
        change: Vec<Card>,
    },
    Emptied {
        seat: Seat,
        slot: u8,
    },
    Attacked {
        seat: Seat,
        armies: Vec<Card>,
    },
    /// One more army joins the attack being mustered (a Caballo may name its blocker).
    Mustered {
        seat: Seat,
        army: Card,
        names: Option<Card>,
    },
    /// The defender's choice for one attacker: this blocker, or none.
    BlockChosen {
        attacker: Card,
        blocker: Option<Card>,
    },
    /// All blocks, once the defender's decision is over.
    Blocked {
        pairs: Vec<(Card, Card)>,
    },
    /// This blocked combat comes next.
    Ordered {
        attacker: Card,
        blocker: Card,
    },
    Healed {
        seat: Seat,
        army: Card,
        with: Vec<Card>,
        level: u8,
    },
    Combat {
        attacker: Card,
        blocker: Card,
        attacker_level: u8,
        blocker_level: u8,
        attacker_fate: Fate,
        blocker_fate: Fate,
    },
    CampAssaulted {
        seat: Seat,
        slot: u8,
        card: Card,
        fight: bool,
    },
    Discarded {
        seat: Seat,
        card: Card,
    },
    Passed {
        seat: Seat,
    },
    /// The armies mustered go back to the table; the turn's attack is still to come.
    AttackCalledOff {
        seat: Seat,
    },
    /// A purchase under way is dropped; the turn's purchase is still to come.
    PurchaseCalledOff {
        seat: Seat,
    },
    CampsRevealed {
        camps: PerSeat<Option<Card>>,
    },
    Won {
        seat: Seat,
    },
    Drawn,
    /// Equal camps at the final reveal: both players lose (the seed's rule).
    BothLost,
}
