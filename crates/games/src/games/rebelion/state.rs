//! The full state of a match, its options and its explicit setup.

use serde::{Deserialize, Serialize};

use crate::engine::pile::same_cards;
use crate::engine::{seeded, GameRng, PerSeat, Seat, SetupError};

use super::arcana::{Played, Tarot};
use super::cards::{Card, Ranks, Suit};
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
    /// 72 (ranks 1–9, the default) or 60 (ranks 1–7); the old name `40` means 60. Refused
    /// with `tarot`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deck: Option<u8>,
    #[serde(default)]
    pub sides: SidesRule,
    /// With `sides: chosen`, seat 0's troops: `"B"` (default) or `"E"`.
    #[serde(default)]
    pub side: Option<String>,
    /// The Tarot deck and its 22 Major Arcana (rules page, "Tarot variant").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub tarot: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            deck: None,
            sides: SidesRule::Pick,
            side: None,
            tarot: false,
        }
    }
}

impl Options {
    /// Every card of the deck these options play with.
    pub(super) fn full_deck(&self) -> Vec<Card> {
        match self.deck {
            _ if self.tarot => Card::tarot_deck(),
            Some(60 | 40) => Card::deck(7),
            _ => Card::deck(9),
        }
    }

    /// Which levels are figures in this deck.
    pub(super) fn ranks(&self) -> Ranks {
        Ranks { tarot: self.tarot }
    }

    fn validate(&self) -> Result<Option<Suit>, SetupError> {
        match self.deck {
            Some(_) if self.tarot => {
                return Err(SetupError("`deck` is refused with `tarot`".into()))
            }
            Some(72 | 60 | 40) | None => {}
            Some(_) => return Err(SetupError("`deck` is 72 or 60".into())),
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

/// What an army has suffered in a combat (or from El Mago): the damage dealt to it, La
/// Fuerza's extra damage, and the healing. Damage beyond the healing counts in full, so a 3
/// hit for 9 and healed by 5 still falls (level 3 − 4 ≤ 0).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wounds {
    pub damage: u32,
    #[serde(default)]
    pub harm: u32,
    #[serde(default)]
    pub healed: u32,
}

impl Wounds {
    /// The level of an army of printed level `printed` with these wounds (0: it falls).
    #[must_use]
    pub fn level(&self, printed: u8) -> u8 {
        let net = (self.damage + self.harm).saturating_sub(self.healed);
        u32::from(printed).saturating_sub(net) as u8
    }
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
    /// The attacker's and the blocker's wounds; the levels above follow from them. Snapshots
    /// from before wounds were kept have none: their levels say it all.
    #[serde(default)]
    pub wounds: Option<[Wounds; 2]>,
    /// La Justicia was played in this combat.
    #[serde(default)]
    pub justice: bool,
    /// Seats whose heal decision is made (La Justicia gives it back to them).
    #[serde(default)]
    pub decided: Vec<Seat>,
    /// The seat deciding has begun healing (no more `harm` or La Justicia in this decision).
    #[serde(default)]
    pub healing: bool,
}

impl Fight {
    /// The attacker's and the blocker's wounds.
    pub(super) fn wounds(&self) -> [Wounds; 2] {
        self.wounds.unwrap_or([
            Wounds {
                damage: u32::from(self.attacker.level - self.attacker_level),
                ..Wounds::default()
            },
            Wounds {
                damage: u32::from(self.blocker.level - self.blocker_level),
                ..Wounds::default()
            },
        ])
    }

    /// Sets the wounds and the levels that follow from them.
    pub(super) fn set_wounds(&mut self, wounds: [Wounds; 2]) {
        self.attacker_level = wounds[0].level(self.attacker.level);
        self.blocker_level = wounds[1].level(self.blocker.level);
        self.wounds = Some(wounds);
    }
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
    /// The opponent of the player of an Arcana answers: `counter` (El Hierofante) or `allow`.
    /// `then` is what the match returns to (the main phase, or the combat of La Justicia).
    Answer {
        played: Played,
        then: Box<Phase>,
    },
    /// El Juicio: both pick a hand card in secret (an empty hand picks nothing and counts 0).
    Judgment {
        picks: PerSeat<Option<Card>>,
    },
    /// `seat` chooses which of its camps it loses (El Diablo, El Juicio).
    Lose {
        seat: Seat,
    },
    /// El Mago's 10 damage on an army of `owner`, who may heal it.
    Spell {
        owner: Seat,
        army: Card,
        wounds: Wounds,
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
    /// Played an Arcana (or had one played in its turn).
    #[serde(default)]
    pub arcana: bool,
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
            || self.discarded
            || self.arcana)
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
    /// The Tarot variant's Arcana played, effects, cards out of the game and camps seen.
    #[serde(default)]
    pub(super) tarot: Tarot,
    /// Cards the table saw each player take into their hand, still held (see
    /// [`super::known`]).
    #[serde(default)]
    pub(super) known: [Vec<Card>; 2],
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
        let full = options.full_deck();
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
            tarot: Tarot::default(),
            known: Default::default(),
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

    /// Every card in the game, wherever it is: the whole deck but El Mago once played.
    #[must_use]
    pub fn all_cards(&self) -> Vec<Card> {
        let mut all = self.deck.clone();
        all.extend(&self.discard);
        for seat in Seat::all(2) {
            all.extend(&self.hands[seat]);
            all.extend(self.camps[seat].iter().flatten());
            all.extend(&self.armies[seat]);
        }
        let mut phase = &self.phase;
        loop {
            match phase {
                Phase::Heal { fight, .. } => all.extend([fight.attacker, fight.blocker]),
                Phase::Answer { played, then } => {
                    all.push(played.card);
                    phase = then;
                    continue;
                }
                _ => {}
            }
            break;
        }
        all
    }

    /// Cards out of the game (El Mago, once played).
    #[must_use]
    pub fn removed(&self) -> &[Card] {
        &self.tarot.removed
    }

    /// Which levels are figures in this match's deck.
    pub(super) fn ranks(&self) -> Ranks {
        self.options.ranks()
    }

    /// The options of this match.
    #[must_use]
    pub fn options(&self) -> &Options {
        &self.options
    }
}
