//! The state of a Bouillabaisse match, its options, its explicit setup and the deal.

use serde::{Deserialize, Serialize};

use crate::engine::pile::same_cards;
use crate::engine::{seeded, GameRng, PerSeat, Seat, SetupError};

use super::cards::{cards_in_play, Card, Suit};

/// Options of a match (`"options"` in a replay file).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// "All or nothing": taking every trick / every scoring card of a kind flips its sign.
    #[serde(default, rename = "todo-o-nada")]
    pub todo_o_nada: bool,
    /// 1 or 2 decks; by default one for 2–6 players, two for 7–12.
    #[serde(default)]
    pub decks: Option<u8>,
}

/// The three scoring targets, drawn once at the start of the match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Targets {
    /// Every card of this suit: 10 points (rounds 2, 5, 6).
    pub suit: char,
    /// Every card of this figure (J, Q or K): 50 points (rounds 3, 5, 6).
    pub figure: char,
    /// This card (every copy): 200 points (rounds 4, 5, 6).
    pub card: Card,
}

impl Targets {
    pub(super) fn suit(&self) -> Suit {
        Suit::from_char(self.suit).expect("validated suit")
    }

    pub(super) fn figure_rank(&self) -> u8 {
        super::cards::parse_rank(&self.figure.to_string()).expect("validated figure")
    }
}

/// One round's deal.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundDeal {
    pub hands: Vec<Vec<Card>>,
}

/// An explicit setup (tests): anything left out comes from the seed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    #[serde(default)]
    pub dealer: Option<Seat>,
    #[serde(default)]
    pub suit: Option<char>,
    #[serde(default)]
    pub figure: Option<char>,
    #[serde(default)]
    pub card: Option<Card>,
    #[serde(default)]
    pub rounds: Vec<RoundDeal>,
    /// Round 1's deal, as a shorthand.
    #[serde(default)]
    pub hands: Option<Vec<Vec<Card>>>,
}

/// A Bouillabaisse match.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Bouillabaisse {
    pub(super) players: usize,
    pub(super) options: Options,
    pub(super) decks: usize,
    pub(super) targets: Targets,
    pub(super) round: u8,
    pub(super) dealer: Seat,
    pub(super) hands: PerSeat<Vec<Card>>,
    /// The trick in play order.
    pub(super) trick: Vec<(Seat, Card)>,
    /// Who plays next (the leader when the trick is empty).
    pub(super) turn: Seat,
    /// Cards each seat captured this round.
    pub(super) taken: PerSeat<Vec<Card>>,
    pub(super) tricks_taken: PerSeat<u32>,
    pub(super) round_scores: Vec<PerSeat<i32>>,
    /// Explicit deals of later rounds (index 0 = round 1).
    pub(super) deals: Vec<Option<Vec<Vec<Card>>>>,
    pub(super) over: bool,
    pub(super) rng: GameRng,
    /// Per seat, the suits it showed it lacks this round (it did not follow them): public
    /// knowledge, which a re-deal of hidden hands must respect. A bit per suit.
    #[serde(default)]
    pub(super) voids: Vec<u8>,
}

fn decks_for(players: usize, options: &Options) -> Result<usize, SetupError> {
    if !(2..=12).contains(&players) {
        return Err(SetupError("Bouillabaisse is for 2 to 12 players".into()));
    }
    match options.decks {
        None => Ok(if players <= 6 { 1 } else { 2 }),
        Some(d @ (1 | 2)) => Ok(usize::from(d)),
        Some(_) => Err(SetupError("`decks` is 1 or 2".into())),
    }
}

impl Bouillabaisse {
    pub(super) fn create(
        players: usize,
        options: &Options,
        setup: Option<&Setup>,
        seed: u64,
    ) -> Result<Self, SetupError> {
        let decks = decks_for(players, options)?;
        let setup = setup.cloned().unwrap_or_default();
        let in_play = cards_in_play(players, decks);
        let mut rng = seeded(seed);
        let dealer = match setup.dealer {
            Some(Seat(d)) if usize::from(d) >= players => {
                return Err(SetupError("`dealer` is not a seat".into()))
            }
            Some(d) => d,
            None => Seat(rng.below(players) as u8),
        };
        let suit = match setup.suit {
            Some(s) => Suit::from_char(s)
                .ok_or_else(|| SetupError("`suit` is C, D, H or S".into()))?
                .char(),
            None => Suit::ALL[rng.below(4)].char(),
        };
        let figure = match setup.figure.map(|f| f.to_ascii_uppercase()) {
            Some(f @ ('J' | 'Q' | 'K')) => f,
            Some(_) => return Err(SetupError("`figure` is J, Q or K".into())),
            None => ['J', 'Q', 'K'][rng.below(3)],
        };
        let card = match setup.card {
            Some(c) if in_play.contains(&c) => c,
            Some(c) => return Err(SetupError(format!("`card` {c} is not in play"))),
            None => *rng.choose(&in_play).expect("cards in play"),
        };
        let mut deals: Vec<Option<Vec<Vec<Card>>>> =
            setup.rounds.iter().map(|r| Some(r.hands.clone())).collect();
        if let Some(hands) = setup.hands {
            if deals.is_empty() {
                deals.push(Some(hands));
            } else {
                return Err(SetupError(
                    "give round 1's deal in `hands` or in `rounds`, not both".into(),
                ));
            }
        }
        if deals.len() > 6 {
            return Err(SetupError("a match has six rounds".into()));
        }
        for (i, deal) in deals.iter().flatten().enumerate() {
            let all: Vec<Card> = deal.iter().flatten().copied().collect();
            let each = in_play.len() / players;
            if deal.len() != players
                || deal.iter().any(|h| h.len() != each)
                || !same_cards(&all, &in_play)
            {
                return Err(SetupError(format!(
                    "round {}: `hands` must give each of the {players} seats {each} cards, all the cards in play",
                    i + 1
                )));
            }
        }
        let mut game = Bouillabaisse {
            players,
            options: options.clone(),
            decks,
            targets: Targets { suit, figure, card },
            round: 1,
            dealer,
            hands: PerSeat::splat(players, Vec::new()),
            trick: Vec::new(),
            turn: dealer.next(players),
            taken: PerSeat::splat(players, Vec::new()),
            tricks_taken: PerSeat::splat(players, 0),
            round_scores: Vec::new(),
            deals,
            over: false,
            rng,
            voids: Vec::new(),
        };
        game.deal();
        Ok(game)
    }

    /// The round's deal (explicit or shuffled); the player left of the dealer leads.
    pub(super) fn deal(&mut self) {
        let given = self
            .deals
            .get(usize::from(self.round - 1))
            .cloned()
            .flatten();
        self.hands = match given {
            Some(hands) => PerSeat::from(hands),
            None => {
                let mut cards = cards_in_play(self.players, self.decks);
                self.rng.shuffle(&mut cards);
                let each = cards.len() / self.players;
                PerSeat::from_fn(self.players, |s| {
                    cards[s.index() * each..(s.index() + 1) * each].to_vec()
                })
            }
        };
        self.trick.clear();
        self.voids = vec![0; self.players];
        self.taken = PerSeat::splat(self.players, Vec::new());
        self.tricks_taken = PerSeat::splat(self.players, 0);
        self.turn = self.dealer.next(self.players);
    }

    /// Whether `seat` showed this round that it holds no card of `suit`.
    #[must_use]
    pub fn is_void(&self, seat: Seat, suit: Suit) -> bool {
        self.voids
            .get(seat.index())
            .is_some_and(|v| v & suit_bit(suit) != 0)
    }

    /// Every card of the round, wherever it is: always the cards in play.
    #[must_use]
    pub fn all_cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = self.hands.values().flatten().copied().collect();
        all.extend(self.trick.iter().map(|(_, c)| *c));
        all.extend(self.taken.values().flatten());
        all
    }

    /// The cards in play for this table.
    #[must_use]
    pub fn in_play(&self) -> Vec<Card> {
        cards_in_play(self.players, self.decks)
    }
}

/// The bit of `suit` in a seat's voids.
pub(super) const fn suit_bit(suit: Suit) -> u8 {
    1 << (suit as u8)
}
