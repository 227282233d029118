//! The full state of a match, its options and its explicit setup.

use serde::{Deserialize, Serialize};

use crate::engine::pile::same_cards;
use crate::engine::{seeded, GameRng, PerSeat, Seat, SetupError};

use super::cards::{Card, Suit};
use super::notation::Attacker;

/// How sides are decided.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SidesRule {
    /// Both pick a card in secret; the higher Bastos takes the peasants and starts.
    #[default]
    Pick,
    /// The challenger (seat 0) chose a side (`side`); the picks decide only who starts.
    Chosen,
}

/// Options of a match (`"options"` in a replay file).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// 72 (ranks 1–9) or 60 (ranks 1–7); the old name `40` means 60.
    #[serde(default = "default_deck")]
    pub deck: u8,
    #[serde(default)]
    pub sides: SidesRule,
    /// With `sides: chosen`, seat 0's troops: `"B"` (default) or `"E"`.
    #[serde(default)]
    pub side: Option<String>,
}

fn default_deck() -> u8 {
    72
}

impl Default for Options {
    fn default() -> Self {
        Options {
            deck: 72,
            sides: SidesRule::Pick,
            side: None,
        }
    }
}

impl Options {
    /// Highest numbered rank of the deck.
    pub(super) fn numbers(&self) -> u8 {
        if self.deck == 60 || self.deck == 40 {
            7
        } else {
            9
        }
    }

    fn validate(&self) -> Result<Option<Suit>, SetupError> {
        if ![72, 60, 40].contains(&self.deck) {
            return Err(SetupError("`deck` is 72 or 60".into()));
        }
        match (self.sides, self.side.as_deref()) {
            (SidesRule::Pick, None) => Ok(None),
            (SidesRule::Pick, Some(_)) => Err(SetupError("`side` needs `sides: chosen`".into())),
            (SidesRule::Chosen, None | Some("B" | "b")) => Ok(Some(Suit::Bastos)),
            (SidesRule::Chosen, Some("E" | "e")) => Ok(Some(Suit::Espadas)),
            (SidesRule::Chosen, Some(_)) => Err(SetupError("`side` is \"B\" or \"E\"".into())),
        }
    }
}

/// An explicit deal: the whole deck, top first (seat 0's camps 1–6, seat 1's camps, seat 0's
/// hand, seat 1's hand, then the draw pile).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    pub deck: Vec<Card>,
}

/// A combat in progress: two armies and their levels after damage (and healing).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fight {
    pub attacker: Card,
    pub attacker_level: u8,
    pub blocker: Card,
    pub blocker_level: u8,
    /// The blocker is a revealed camp card (it joins the defender's armies if it survives).
    pub from_camp: bool,
    /// Seats still to decide on healing, attacker first.
    pub healers: Vec<Seat>,
}

/// A purchase under way: the card bought, and the Oros paid and taken as change so far.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Purchase {
    pub card: Card,
    pub paid: Vec<Card>,
    pub change: Vec<Card>,
}

/// An attack being resolved.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    /// Blocked combats still to fight, in order (attacker, blocker).
    pub blocked: Vec<(Card, Card)>,
    /// Unblocked attackers still to assault a camp, in declaration order.
    pub unblocked: Vec<Card>,
}

/// What the match waits for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Both players pick a card in secret.
    Pick {
        picks: PerSeat<Option<Card>>,
    },
    /// The active player's turn.
    Main,
    /// The attacker sends armies into an attack one at a time (`muster 7B`), then launches it
    /// (`attack`).
    Muster {
        attack: Vec<Attacker>,
    },
    /// The active player pays for `card` one Oros at a time (`pay 7O`), takes change (`change
    /// 2O`), then completes the purchase (`buy`). Nothing moves until it completes.
    Buy(Purchase),
    /// The defender decides, attacker by attacker in the order of the attack, which army
    /// blocks it (or none).
    Block {
        attack: Vec<Attacker>,
        /// Blocks chosen so far, in the order chosen (snapshots from before step-by-step blocks
        /// have none).
        #[serde(default)]
        pairs: Vec<(Card, Card)>,
        /// How many attackers open to a block (those of [`Rebelion::block_walk`]) are decided.
        #[serde(default)]
        decided: usize,
    },
    /// The defender picks the blocked combats one at a time, first to last.
    Order {
        battle: Battle,
        /// Combats already given their place, first first.
        #[serde(default)]
        ordered: Vec<(Card, Card)>,
    },
    /// Owners of damaged armies may heal them with Copas.
    Heal {
        battle: Battle,
        fight: Fight,
    },
    /// The attacker chooses a camp for the next unblocked attacker.
    Camp {
        battle: Battle,
    },
    Over,
}

/// What the active player has done this turn (each at most once).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnDone {
    pub played: bool,
    pub bought: bool,
    pub emptied: bool,
    pub attacked: bool,
    #[serde(default)]
    pub drew: bool,
    #[serde(default)]
    pub discarded: bool,
}

impl TurnDone {
    /// A turn in which its player drew nothing and played, bought, emptied, attacked and
    /// discarded nothing (rules page, decision 10).
    pub(super) fn idle(&self) -> bool {
        !(self.drew
            || self.played
            || self.bought
            || self.emptied
            || self.attacked
            || self.discarded)
    }
}

/// Idle turns in a row (both players' count) after which the match ends by the final reveal.
pub const IDLE_TURNS: u32 = 20;
/// The turn at whose end the match ends by the final reveal.
pub const TURN_LIMIT: u32 = 500;

/// A match of La rebelión de los campesinos. The draw pile keeps its top at the end.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Rebelion {
    pub(super) options: Options,
    pub(super) turn: u32,
    pub(super) active: Seat,
    pub(super) sides: PerSeat<Option<Suit>>,
    pub(super) deck: Vec<Card>,
    pub(super) discard: Vec<Card>,
    pub(super) hands: PerSeat<Vec<Card>>,
    pub(super) camps: PerSeat<Vec<Option<Card>>>,
    pub(super) armies: PerSeat<Vec<Card>>,
    pub(super) phase: Phase,
    pub(super) done: TurnDone,
    /// Idle turns in a row (snapshots before the endless-play rule called it `stall`).
    #[serde(alias = "stall")]
    pub(super) idle: u32,
    pub(super) winners: Option<Vec<Seat>>,
    pub(super) rng: GameRng,
}

impl Rebelion {
    pub(super) fn create(
        seats: usize,
        options: &Options,
        setup: Option<&Setup>,
        seed: u64,
    ) -> Result<Self, SetupError> {
        if seats != 2 {
            return Err(SetupError("La rebelión is a game for two players".into()));
        }
        let chosen = options.validate()?;
        let full = Card::deck(options.numbers());
        let mut rng = seeded(seed);
        let deck = match setup {
            Some(s) => {
                if !same_cards(&s.deck, &full) {
                    return Err(SetupError(format!(
                        "`deck` must hold exactly the {} cards of the deck",
                        full.len()
                    )));
                }
                s.deck.iter().rev().copied().collect()
            }
            None => {
                let mut d = full;
                rng.shuffle(&mut d);
                d
            }
        };
        let sides = match chosen {
            Some(suit) => PerSeat::from(vec![Some(suit), Some(suit.enemy())]),
            None => PerSeat::splat(2, None),
        };
        let mut game = Rebelion {
            options: options.clone(),
            turn: 1,
            active: Seat(0),
            sides,
            deck,
            discard: Vec::new(),
            hands: PerSeat::splat(2, Vec::new()),
            camps: PerSeat::splat(2, Vec::new()),
            armies: PerSeat::splat(2, Vec::new()),
            phase: Phase::Main,
            done: TurnDone::default(),
            idle: 0,
            winners: None,
            rng,
        };
        game.deal();
        Ok(game)
    }

    /// Six camps each, then six hand cards each, and the side pick.
    pub(super) fn deal(&mut self) {
        for seat in Seat::all(2) {
            self.camps[seat] = (0..6).map(|_| self.deck.pop()).collect();
        }
        self.deal_hands();
    }

    /// Six hand cards each, and the side pick.
    fn deal_hands(&mut self) {
        for seat in Seat::all(2) {
            self.hands[seat] = (0..6).filter_map(|_| self.deck.pop()).collect();
        }
        self.phase = Phase::Pick {
            picks: PerSeat::splat(2, None),
        };
    }

    /// After equal side picks: only the two hands go back into the deck (the camps stay); it
    /// is shuffled and new hands of six are dealt for another pick.
    pub(super) fn redeal(&mut self) {
        for seat in Seat::all(2) {
            let hand: Vec<Card> = self.hands[seat].drain(..).collect();
            self.deck.extend(hand);
        }
        self.rng.shuffle(&mut self.deck);
        self.deal_hands();
    }

    /// The side (troop suit) of a seat; Bastos until sides are decided.
    pub(super) fn side(&self, seat: Seat) -> Suit {
        self.sides[seat].unwrap_or(Suit::Bastos)
    }

    /// Camps still standing.
    pub(super) fn camp_count(&self, seat: Seat) -> usize {
        self.camps[seat].iter().flatten().count()
    }

    /// Every card, wherever it is: always the whole deck.
    #[must_use]
    pub fn all_cards(&self) -> Vec<Card> {
        let mut all = self.deck.clone();
        all.extend(&self.discard);
        for seat in Seat::all(2) {
            all.extend(&self.hands[seat]);
            all.extend(self.camps[seat].iter().flatten());
            all.extend(&self.armies[seat]);
        }
        if let Phase::Heal { fight, .. } = &self.phase {
            all.push(fight.attacker);
            all.push(fight.blocker);
        }
        all
    }

    /// The options of this match.
    #[must_use]
    pub fn options(&self) -> &Options {
        &self.options
    }
}
