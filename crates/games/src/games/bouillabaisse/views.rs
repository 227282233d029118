//! What everybody sees, and what one seat sees.

use serde::Serialize;

use crate::engine::{PerSeat, Seat};

use super::cards::Card;
use super::state::{Bouillabaisse, Targets};

/// The public board. Its keys are fixed by the replay format.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PublicView {
    pub round: u8,
    pub dealer: Seat,
    pub to_act: Vec<Seat>,
    /// The trick so far, in play order.
    pub trick: Vec<(Seat, Card)>,
    pub tricks_taken: PerSeat<u32>,
    pub round_scores: Vec<PerSeat<i32>>,
    pub totals: PerSeat<i32>,
    pub targets: Targets,
    pub hand_sizes: PerSeat<usize>,
    /// `playing` or `finished`.
    pub status: &'static str,
}

/// One seat's view: the public board plus its hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatView {
    #[serde(flatten)]
    pub public: PublicView,
    #[serde(skip)]
    pub seat: Seat,
    pub hand: Vec<Card>,
}

impl Bouillabaisse {
    pub(super) fn public(&self) -> PublicView {
        PublicView {
            round: self.round,
            dealer: self.dealer,
            to_act: if self.over {
                Vec::new()
            } else {
                vec![self.turn]
            },
            trick: self.trick.clone(),
            tricks_taken: self.tricks_taken.clone(),
            round_scores: self.round_scores.clone(),
            totals: self.totals(),
            targets: self.targets,
            hand_sizes: self.hands.map(|_, h| h.len()),
            status: if self.over { "finished" } else { "playing" },
        }
    }

    pub(super) fn private(&self, seat: Seat) -> SeatView {
        let mut hand = self.hands[seat].clone();
        hand.sort_by_key(|c| (c.suit, c.rank));
        SeatView {
            public: self.public(),
            seat,
            hand,
        }
    }
}
