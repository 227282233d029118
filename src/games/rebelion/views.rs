//! What everybody sees, and what one seat sees (its hand and its own camps).

use serde::Serialize;

use crate::engine::pile::sorted;
use crate::engine::{PerSeat, Seat};

use super::cards::{Card, Suit};
use super::state::{Phase, Purchase, Rebelion};

/// The public board. Its keys are fixed by the replay format.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PublicView {
    pub turn: u32,
    pub to_act: Vec<Seat>,
    /// `pick`, `main`, `buy`, `muster`, `block`, `order`, `heal`, `camp` or `over`.
    pub pending: &'static str,
    /// `"B"`, `"E"` or null before the pick.
    pub sides: PerSeat<Option<String>>,
    pub deck_left: usize,
    /// Oldest first.
    pub discard: Vec<Card>,
    pub armies: PerSeat<Vec<Card>>,
    /// Slots (1–6) of the camps still standing.
    pub camps: PerSeat<Vec<u8>>,
    pub hand_sizes: PerSeat<usize>,
    /// `playing` or `finished`.
    pub status: &'static str,
}

/// One seat's view: the public board plus its hand and own camps.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatView {
    #[serde(flatten)]
    pub public: PublicView,
    #[serde(skip)]
    pub seat: Seat,
    #[serde(skip)]
    pub side: Option<Suit>,
    pub hand: Vec<Card>,
    /// The seat's own camps by slot (null where a camp is gone).
    pub camp_cards: Vec<Option<Card>>,
    /// The seat's own secret pick, before both are revealed.
    #[serde(skip)]
    pub my_pick: Option<Card>,
    /// The seat's own purchase under way (the Oros paid are still secret).
    #[serde(skip)]
    pub purchase: Option<Purchase>,
}

impl Rebelion {
    pub(super) fn public(&self) -> PublicView {
        PublicView {
            turn: self.turn,
            to_act: self.deciding(),
            pending: match self.phase {
                Phase::Pick { .. } => "pick",
                Phase::Main => "main",
                Phase::Buy(_) => "buy",
                Phase::Muster { .. } => "muster",
                Phase::Block { .. } => "block",
                Phase::Order { .. } => "order",
                Phase::Heal { .. } => "heal",
                Phase::Camp { .. } => "camp",
                Phase::Over => "over",
            },
            sides: self.sides.map(|_, s| s.map(|s| s.char().to_string())),
            deck_left: self.deck.len(),
            discard: self.discard.clone(),
            armies: self.armies.clone(),
            camps: self.camps.map(|_, camps| {
                camps
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| c.is_some())
                    .map(|(i, _)| i as u8 + 1)
                    .collect()
            }),
            hand_sizes: self.hands.map(|_, h| h.len()),
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
            side: self.sides[seat],
            hand: sorted(self.hands[seat].clone()),
            camp_cards: self.camps[seat].clone(),
            my_pick: match &self.phase {
                Phase::Pick { picks } => picks[seat],
                _ => None,
            },
            purchase: match &self.phase {
                Phase::Buy(p) if self.active == seat => Some(p.clone()),
                _ => None,
            },
        }
    }
}
