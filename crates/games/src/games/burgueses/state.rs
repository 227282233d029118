//! The full state of a Burgueses match and its setup.

use serde::{Deserialize, Serialize};

use crate::engine::pile::same_cards;
use crate::engine::{seeded, GameRng, PerSeat, Seat, SetupError};

use super::cards::{Card, King};

/// Coins in the game: one per deposit and eight in the bank at the start of each round.
pub const COINS: u8 = 10;

/// What the match waits for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// The active player chooses buy, sell or trade.
    Action,
    /// The active player places a hand card after buying.
    Place,
    /// Seats owing a K♦ discard, the first one answers now.
    Discard(Vec<Seat>),
    /// The match is over.
    Over,
}

/// The last kind of action a seat took this round; TRADE may not answer TRADE.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActionKind {
    Buy,
    Sell,
    Trade,
}

/// An explicit deal of one round (tests, puzzles). Anything left out is dealt from the seed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundSetup {
    /// All fourteen goods, top first.
    #[serde(default)]
    pub goods: Option<Vec<Card>>,
    /// All five king cards, top first.
    #[serde(default)]
    pub kings: Option<Vec<King>>,
    /// The seat that starts the round.
    #[serde(default)]
    pub first: Option<Seat>,
}

/// An explicit deal of up to two rounds.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    #[serde(default)]
    pub rounds: Vec<RoundSetup>,
}

/// Variants of Burgueses; the rulebook has none yet.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {}

/// A Burgueses match. Decks keep their top card at the end of the vector.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Burgueses {
    pub(super) round: u8,
    pub(super) round1_first: Seat,
    pub(super) active: Seat,
    pub(super) pending: Pending,
    pub(super) bank: u8,
    pub(super) coins: PerSeat<u8>,
    pub(super) shops: PerSeat<Vec<Card>>,
    pub(super) hands: PerSeat<Vec<Card>>,
    pub(super) goods: Vec<Card>,
    pub(super) kings: Vec<King>,
    /// King cards revealed since the last shuffle; the last one is face up.
    pub(super) revealed: Vec<King>,
    /// Goods sold or discarded this round.
    pub(super) discarded: Vec<Card>,
    pub(super) trade_used: PerSeat<bool>,
    pub(super) last_action: PerSeat<Option<ActionKind>>,
    pub(super) round_scores: Vec<PerSeat<i32>>,
    pub(super) won_by_sale: Option<Seat>,
    pub(super) round2_setup: Option<RoundSetup>,
    pub(super) rng: GameRng,
}

fn validate_round(r: &RoundSetup, round: usize) -> Result<(), SetupError> {
    let err = |what: &str| Err(SetupError(format!("round {round}: {what}")));
    if let Some(goods) = &r.goods {
        if !same_cards(goods, &Card::DECK) {
            return err("`goods` must list each of the 14 goods cards exactly once");
        }
    }
    if let Some(kings) = &r.kings {
        if !same_cards(kings, &King::DECK) {
            return err("`kings` must list each of the 5 king cards exactly once");
        }
    }
    match r.first {
        Some(Seat(s)) if s > 1 => err("`first` must be seat 0 or 1"),
        _ => Ok(()),
    }
}

impl Burgueses {
    pub(super) fn create(setup: Option<&Setup>, seed: u64) -> Result<Self, SetupError> {
        let setup = setup.cloned().unwrap_or_default();
        if setup.rounds.len() > 2 {
            return Err(SetupError("a match has two rounds".into()));
        }
        for (i, r) in setup.rounds.iter().enumerate() {
            validate_round(r, i + 1)?;
        }
        let mut rounds = setup.rounds.into_iter();
        let round1 = rounds.next().unwrap_or_default();
        let round2 = rounds.next();
        let mut rng = seeded(seed);
        let first = round1.first.unwrap_or_else(|| Seat(rng.below(2) as u8));
        if let Some(Some(second)) = round2.as_ref().map(|r| r.first) {
            if second == first {
                return Err(SetupError(
                    "round 2: `first` must be the seat that did not start round 1".into(),
                ));
            }
        }
        let mut game = Burgueses {
            round: 1,
            round1_first: first,
            active: first,
            pending: Pending::Action,
            bank: 0,
            coins: PerSeat::splat(2, 0),
            shops: PerSeat::splat(2, Vec::new()),
            hands: PerSeat::splat(2, Vec::new()),
            goods: Vec::new(),
            kings: Vec::new(),
            revealed: Vec::new(),
            discarded: Vec::new(),
            trade_used: PerSeat::splat(2, false),
            last_action: PerSeat::splat(2, None),
            round_scores: Vec::new(),
            won_by_sale: None,
            round2_setup: round2,
            rng,
        };
        game.deal(&round1, first);
        Ok(game)
    }

    /// The full setup of a round: coins 1/1/8, both decks shuffled (or as given), two cards each.
    pub(super) fn deal(&mut self, setup: &RoundSetup, first: Seat) {
        self.active = first;
        self.pending = Pending::Action;
        self.bank = COINS - 2;
        self.coins = PerSeat::splat(2, 1);
        self.shops = PerSeat::splat(2, Vec::new());
        self.hands = PerSeat::splat(2, Vec::new());
        self.trade_used = PerSeat::splat(2, false);
        self.last_action = PerSeat::splat(2, None);
        self.revealed.clear();
        self.discarded.clear();
        self.goods = match &setup.goods {
            Some(top_first) => top_first.iter().rev().copied().collect(),
            None => {
                let mut deck = Card::DECK.to_vec();
                self.rng.shuffle(&mut deck);
                deck
            }
        };
        self.kings = match &setup.kings {
            Some(top_first) => top_first.iter().rev().copied().collect(),
            None => {
                let mut deck = King::DECK.to_vec();
                self.rng.shuffle(&mut deck);
                deck
            }
        };
        for seat in [first, first, first.other(), first.other()] {
            let card = self.goods.pop().expect("a fresh goods deck holds 14 cards");
            self.hands[seat].push(card);
        }
    }

    /// Every coin, wherever it is; always [`COINS`].
    #[must_use]
    pub fn coins_total(&self) -> u32 {
        u32::from(self.bank) + self.coins.values().map(|&c| u32::from(c)).sum::<u32>()
    }

    /// Every goods card of the round, wherever it is (deck, hands, shops, discards), and every
    /// king card (deck, revealed): always the 14 goods and the 5 kings.
    #[must_use]
    pub fn all_cards(&self) -> (Vec<Card>, Vec<King>) {
        let mut goods = self.goods.clone();
        goods.extend(self.hands.values().flatten());
        goods.extend(self.shops.values().flatten());
        goods.extend(&self.discarded);
        let mut kings = self.kings.clone();
        kings.extend(&self.revealed);
        (goods, kings)
    }
}
