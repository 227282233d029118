//! What everybody sees happen. A drawn card is never named.

use serde::{Deserialize, Serialize};

use crate::engine::{PerSeat, Seat};

use super::cards::{Card, King};

/// A public event of a Burgueses match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    /// A purchase began; `drew` is false when the goods deck was empty.
    Bought {
        seat: Seat,
        drew: bool,
    },
    Placed {
        seat: Seat,
        card: Card,
    },
    Sold {
        seat: Seat,
        cards: Vec<Card>,
        coins: u8,
    },
    Traded {
        seat: Seat,
        gave: Card,
        got: Card,
    },
    KingsReshuffled,
    KingRevealed {
        king: King,
    },
    Paid {
        seat: Seat,
    },
    Received {
        seat: Seat,
    },
    MustDiscard {
        seat: Seat,
    },
    Discarded {
        seat: Seat,
        card: Card,
    },
    RoundEnded {
        round: u8,
        scores: PerSeat<i32>,
    },
    WonBySale {
        seat: Seat,
    },
    MatchEnded {
        totals: PerSeat<i32>,
    },
}
