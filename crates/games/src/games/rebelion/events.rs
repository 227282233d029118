//! What everybody sees happen. Cards drawn, picked in secret or taken from one's own camp are
//! never named.

use serde::{Deserialize, Serialize};

use crate::engine::{PerSeat, Seat};

use super::arcana::Target;
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
    /// A Major Arcana is played on its target (not resolved yet).
    ArcanaPlayed {
        seat: Seat,
        card: Card,
        target: Target,
    },
    /// `seat` counters `card` with El Hierofante: it has no effect.
    Countered {
        seat: Seat,
        card: Card,
    },
    /// `seat` lets the Arcana take effect.
    Allowed {
        seat: Seat,
    },
    /// An army enters play by an Arcana (El Loco's turncoat, El Ermitaño's).
    ArmyEntered {
        seat: Seat,
        card: Card,
    },
    /// Cards from the pile to the seat's hand.
    CardsTaken {
        seat: Seat,
        cards: Vec<Card>,
    },
    /// La Rueda de la Fortuna's random card from the seat's hand, to the pile.
    RandomDiscard {
        seat: Seat,
        card: Card,
    },
    /// Armies of `seat` to the pile (El Ahorcado, La Muerte).
    ArmiesDiscarded {
        seat: Seat,
        cards: Vec<Card>,
    },
    /// La Templanza: `count` cards drawn.
    DrewCards {
        seat: Seat,
        count: usize,
    },
    /// El Diablo: both hands shown.
    HandsShown {
        hands: PerSeat<Vec<Card>>,
    },
    /// La Torre: `seat` looks at the enemy camp in `slot`.
    CampSeen {
        seat: Seat,
        slot: u8,
    },
    /// El Mundo: the seat's camps are `camps` new ones, from its hand.
    CampsRebuilt {
        seat: Seat,
        camps: usize,
    },
    /// El Juicio's picks, shown together (none for an empty hand).
    JudgmentRevealed {
        cards: PerSeat<Option<Card>>,
    },
    /// A camp lost to El Diablo or El Juicio, to the pile.
    CampLost {
        seat: Seat,
        slot: u8,
        card: Card,
    },
    /// El Mago's 10 damage on an army, now at `level`.
    Spell {
        army: Card,
        level: u8,
    },
    /// What became of El Mago's target after its owner's healing.
    SpellEnded {
        seat: Seat,
        army: Card,
        level: u8,
        fate: Fate,
    },
    /// La Fuerza: `seat`'s cards add damage to the enemy army, now at `level`.
    Harmed {
        seat: Seat,
        army: Card,
        with: Vec<Card>,
        level: u8,
    },
    /// La Justicia: each army takes `damage` instead; their levels now.
    Justice {
        damage: u32,
        attacker_level: u8,
        blocker_level: u8,
    },
}
