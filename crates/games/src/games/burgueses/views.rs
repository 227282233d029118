//! What everybody sees, and what one seat sees.

use serde::Serialize;

use crate::engine::pile::sorted;
use crate::engine::{PerSeat, Seat};

use super::cards::{Card, King};
use super::state::{Burgueses, Pending};

/// The public board. Its keys are fixed by the replay format.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PublicView {
    pub round: u8,
    pub to_act: Vec<Seat>,
    /// `action`, `place` or `discard`: what the seats in `to_act` must do (`action` once over).
    pub pending: &'static str,
    pub bank: u8,
    pub coins: PerSeat<u8>,
    pub shops: PerSeat<Vec<Card>>,
    pub hand_sizes: PerSeat<usize>,
    pub goods_left: usize,
    pub king: Option<King>,
    pub kings_left: usize,
    pub trade_used: PerSeat<bool>,
    pub round_scores: Vec<PerSeat<i32>>,
    /// `playing` or `finished`.
    pub status: &'static str,
}

/// One seat's view: the public board plus that seat's hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatView {
    #[serde(flatten)]
    pub public: PublicView,
    #[serde(skip)]
    pub seat: Seat,
    pub hand: Vec<Card>,
}

impl Burgueses {
    pub(super) fn public(&self) -> PublicView {
        PublicView {
            round: self.round,
            to_act: self.deciding_seat().into_iter().collect(),
            pending: match self.pending {
                Pending::Action | Pending::Over => "action",
                Pending::Place => "place",
                Pending::Discard(_) => "discard",
            },
            bank: self.bank,
            coins: self.coins.clone(),
            shops: self.shops.clone(),
            hand_sizes: self.hands.map(|_, h| h.len()),
            goods_left: self.goods.len(),
            king: self.revealed.last().copied(),
            kings_left: self.kings.len(),
            trade_used: self.trade_used.clone(),
            round_scores: self.round_scores.clone(),
            status: if self.pending == Pending::Over {
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
            hand: sorted(self.hands[seat].clone()),
        }
    }
}
