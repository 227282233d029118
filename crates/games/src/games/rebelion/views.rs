//! What everybody sees, and what one seat sees (its hand and its own camps).

use serde::Serialize;

use crate::engine::pile::sorted;
use crate::engine::{PerSeat, Seat};

use super::arcana::{Effect, Played};
use super::cards::{Card, Ranks, Suit};
use super::state::{Phase, Purchase, Rebelion, Wounds};

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
    /// Tarot variant: the Arcana each player played this turn (a countered one counts).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub arcana_played: Option<PerSeat<Option<Card>>>,
    /// Tarot variant: effects active until the end of this turn or over the next one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub effects: Option<Vec<Effect>>,
    /// Tarot variant: the Arcana played and waiting for its answer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub answering: Option<Played>,
    /// The combat under way while its armies' owners decide on healing (also while an Arcana
    /// played in it is answered): the two armies out of their lines, what each suffered, and
    /// who is still to decide. El Mago's spell shows its one army the same way.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub combat: Option<CombatView>,
    /// The deck's figures (names 10–14 differently in the Tarot variant).
    #[serde(skip)]
    pub ranks: Ranks,
}

/// A combat being resolved, as everybody sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CombatView {
    /// The attacking army and the army (or revealed camp) that blocked it; El Mago's spell has
    /// only the army it struck.
    pub armies: Vec<Fighter>,
    /// The blocker is a camp card revealed to defend.
    pub from_camp: bool,
    /// Seats still to decide whether to heal, the one deciding first.
    pub awaiting: Vec<Seat>,
    /// Blocked combats of the same attack still to fight, (attacker, blocker).
    pub next: Vec<(Card, Card)>,
}

/// One army in a combat: whose it is, its level now and the damage it took.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Fighter {
    pub seat: Seat,
    pub card: Card,
    pub level: u8,
    /// Damage dealt to it (La Fuerza's included), before healing.
    pub damage: u32,
    pub healed: u32,
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
    /// Enemy camps this seat looked at with La Torre, by slot, while they stand.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub seen_camps: Vec<(u8, Card)>,
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
                Phase::Answer { .. } => "answer",
                Phase::Judgment { .. } => "judgment",
                Phase::Lose { .. } => "lose",
                Phase::Spell { .. } => "heal",
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
            arcana_played: self.options.tarot.then(|| {
                PerSeat::from_fn(2, |s| {
                    self.tarot
                        .played
                        .iter()
                        .find(|&&(p, _)| p == s)
                        .map(|&(_, c)| c)
                })
            }),
            effects: self.options.tarot.then(|| self.tarot.effects.clone()),
            answering: match &self.phase {
                Phase::Answer { played, .. } => Some(played.clone()),
                _ => None,
            },
            combat: self.combat(),
            ranks: self.ranks(),
        }
    }

    /// The combat under way, looking through an Arcana waiting for its answer.
    fn combat(&self) -> Option<CombatView> {
        let mut phase = &self.phase;
        while let Phase::Answer { then, .. } = phase {
            phase = then;
        }
        match phase {
            Phase::Heal { battle, fight } => {
                let attacker = self.active;
                let [aw, bw] = fight.wounds();
                let fighter = |seat, card, level, w: Wounds| Fighter {
                    seat,
                    card,
                    level,
                    damage: w.damage + w.harm,
                    healed: w.healed,
                };
                Some(CombatView {
                    armies: vec![
                        fighter(attacker, fight.attacker, fight.attacker_level, aw),
                        fighter(attacker.other(), fight.blocker, fight.blocker_level, bw),
                    ],
                    from_camp: fight.from_camp,
                    awaiting: fight.healers.clone(),
                    next: battle.blocked.clone(),
                })
            }
            Phase::Spell {
                owner,
                army,
                wounds,
            } => Some(CombatView {
                armies: vec![Fighter {
                    seat: *owner,
                    card: *army,
                    level: wounds.level(army.level),
                    damage: wounds.damage + wounds.harm,
                    healed: wounds.healed,
                }],
                from_camp: false,
                awaiting: vec![*owner],
                next: Vec::new(),
            }),
            _ => None,
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
                Phase::Pick { picks } | Phase::Judgment { picks } => picks[seat],
                _ => None,
            },
            purchase: match &self.phase {
                Phase::Buy(p) if self.active == seat => Some(p.clone()),
                _ => None,
            },
            seen_camps: self.seen_camps(seat),
        }
    }

    /// The enemy camps `seat` saw with La Torre and that still stand.
    pub(super) fn seen_camps(&self, seat: Seat) -> Vec<(u8, Card)> {
        let mut seen: Vec<(u8, Card)> = self
            .tarot
            .glimpses
            .iter()
            .filter(|&&(looker, _)| looker == seat)
            .filter_map(|&(_, slot)| {
                self.camps[seat.other()][usize::from(slot - 1)].map(|c| (slot, c))
            })
            .collect();
        seen.sort();
        seen.dedup();
        seen
    }
}
