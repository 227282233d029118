//! What everybody sees happen.

use serde::{Deserialize, Serialize};

use crate::engine::{PerSeat, Seat};

use super::cards::Card;

/// A public event of Bouillabaisse.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    Played { seat: Seat, card: Card },
    TrickWon { seat: Seat, cards: Vec<Card> },
    RoundScored { round: u8, scores: PerSeat<i32> },
    RoundBegan { round: u8, dealer: Seat },
    MatchEnded { totals: PerSeat<i32> },
}
