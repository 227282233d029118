//! The moves of Burgueses: what is legal, and what a move does.

use crate::engine::opening::Opening;
use thiserror::Error;

use crate::engine::pile::{count, distinct, redeal, take};
use crate::engine::{GameInfo, GameRng, Outcome, PerSeat, Seat, SetupError};

use super::cards::Card;
use super::events::Event;
use super::notation::{Move, Sale};
use super::state::{ActionKind, Burgueses, Pending, Setup};

/// The decision a match waits for, as a refusal names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Action,
    Place,
    Discard,
    Over,
}

impl Step {
    /// What the player should do, in words.
    #[must_use]
    pub fn text(self, lang: crate::engine::Lang) -> String {
        let id = match self {
            Step::Action => "burgueses-step-action",
            Step::Place => "burgueses-step-place",
            Step::Discard => "burgueses-step-discard",
            Step::Over => "burgueses-step-over",
        };
        crate::games::burgueses::tr(lang, id)
    }
}

impl std::fmt::Display for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(crate::engine::Lang::En))
    }
}

/// Why a well-formed Burgueses move is illegal now.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Illegal {
    #[error("now is the time to {expected}")]
    WrongStep { expected: Step },
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    #[error("{0} is not in your shop")]
    NotInShop(Card),
    #[error("{0} is not in your opponent's shop")]
    NotInOpponentShop(Card),
    #[error("a sale needs at least two cards of one value")]
    SaleTooSmall,
    #[error("all the cards of a sale must have the same value")]
    MixedValues,
    #[error("you have already traded this round")]
    TradeUsed,
    #[error("trading costs one coin and your deposit is empty")]
    NoCoinToTrade,
    #[error("your opponent has just traded; wait one turn")]
    OpponentJustTraded,
}

/// Coins a sale of `n` cards earns from the opponent's deposit; four of a kind wins instead.
#[must_use]
pub const fn sale_price(n: usize) -> u8 {
    match n {
        2 => 1,
        3 => 3,
        _ => 0,
    }
}

impl Burgueses {
    pub(super) fn new_match(
        seats: usize,
        setup: Option<&Setup>,
        seed: u64,
    ) -> Result<Self, SetupError> {
        if seats != 2 {
            return Err(SetupError("Burgueses is a game for two players".into()));
        }
        Burgueses::create(setup, seed)
    }

    /// The seat whose decision the match waits for.
    pub(super) fn deciding_seat(&self) -> Option<Seat> {
        match &self.pending {
            Pending::Action | Pending::Place => Some(self.active),
            Pending::Discard(queue) => queue.first().copied(),
            Pending::Over => None,
        }
    }

    /// The shop cards a sale names, before checking it is legal.
    fn sale_cards(&self, seat: Seat, sale: &Sale) -> Vec<Card> {
        match sale {
            Sale::Value(v) => self.shops[seat]
                .iter()
                .copied()
                .filter(|c| c.value == *v)
                .collect(),
            Sale::Cards(cards) => cards.clone(),
        }
    }

    /// Every legal move of `seat`, written into `out` (cleared first).
    pub(super) fn legal_into(&self, seat: Seat, out: &mut Vec<Move>) {
        out.clear();
        if self.deciding_seat() != Some(seat) {
            return;
        }
        match &self.pending {
            Pending::Over => {}
            Pending::Place => out.extend(distinct(&self.hands[seat]).into_iter().map(Move::Place)),
            Pending::Discard(_) => {
                out.extend(distinct(&self.shops[seat]).into_iter().map(Move::Discard));
            }
            Pending::Action => {
                let trades = self.check_trade_allowed(seat).is_ok();
                // Sized at once: every trade pairs two shop cards, and a list grown move by
                // move was a tenth of a random match's time.
                let pairs = self.shops[seat].len() * self.shops[seat.other()].len();
                out.reserve(1 + 8 + if trades { pairs } else { 0 });
                out.push(Move::Buy);
                self.push_sales(seat, out);
                if trades {
                    for &mine in &self.shops[seat] {
                        for &theirs in &self.shops[seat.other()] {
                            out.push(Move::Trade { mine, theirs });
                        }
                    }
                }
            }
        }
    }

    /// Every set of two or more shop cards of one value, sorted, as a sale.
    fn push_sales(&self, seat: Seat, out: &mut Vec<Move>) {
        for value in 2..=5u8 {
            // A copy on the stack (a shop holds at most the deck's cards of one value): this
            // runs for every legal-move list, and a `Vec` here was a tenth of a random match.
            let mut same = [Card::DECK[0]; Card::DECK.len()];
            let mut n = 0;
            for &card in self.shops[seat].iter().filter(|c| c.value == value) {
                same[n] = card;
                n += 1;
            }
            let same = &mut same[..n];
            same.sort_unstable();
            for mask in (0u32..1 << n).filter(|mask| mask.count_ones() >= 2) {
                let cards = (0..n).filter(|i| mask & (1 << i) != 0).map(|i| same[i]);
                out.push(Move::Sell(Sale::Cards(cards.collect())));
            }
        }
    }

    fn check_trade_allowed(&self, seat: Seat) -> Result<(), Illegal> {
        if self.trade_used[seat] {
            Err(Illegal::TradeUsed)
        } else if self.coins[seat] == 0 {
            Err(Illegal::NoCoinToTrade)
        } else if self.last_action[seat.other()] == Some(ActionKind::Trade) {
            Err(Illegal::OpponentJustTraded)
        } else {
            Ok(())
        }
    }

    pub(super) fn check_move(&self, seat: Seat, mv: &Move) -> Result<(), Illegal> {
        let step = |expected| Err(Illegal::WrongStep { expected });
        match (&self.pending, mv) {
            (Pending::Place, Move::Place(c)) => {
                if self.hands[seat].contains(c) {
                    Ok(())
                } else {
                    Err(Illegal::NotInHand(*c))
                }
            }
            (Pending::Place, _) => step(Step::Place),
            (Pending::Discard(_), Move::Discard(c)) => {
                if self.shops[seat].contains(c) {
                    Ok(())
                } else {
                    Err(Illegal::NotInShop(*c))
                }
            }
            (Pending::Discard(_), _) => step(Step::Discard),
            (Pending::Action, Move::Buy) => Ok(()),
            (Pending::Action, Move::Sell(sale)) => {
                let cards = self.sale_cards(seat, sale);
                // A card named twice is not in the shop twice (`sell 2S 2S` is no pair).
                if let Some(c) = cards
                    .iter()
                    .copied()
                    .find(|&c| count(&cards, c) > count(&self.shops[seat], c))
                {
                    return Err(Illegal::NotInShop(c));
                }
                if cards.len() < 2 {
                    Err(Illegal::SaleTooSmall)
                } else if cards.iter().any(|c| c.value != cards[0].value) {
                    Err(Illegal::MixedValues)
                } else {
                    Ok(())
                }
            }
            (Pending::Action, Move::Trade { mine, theirs }) => {
                self.check_trade_allowed(seat)?;
                if !self.shops[seat].contains(mine) {
                    Err(Illegal::NotInShop(*mine))
                } else if !self.shops[seat.other()].contains(theirs) {
                    Err(Illegal::NotInOpponentShop(*theirs))
                } else {
                    Ok(())
                }
            }
            (Pending::Action, _) => step(Step::Action),
            (Pending::Over, _) => step(Step::Over),
        }
    }

    pub(super) fn apply(&mut self, seat: Seat, mv: &Move) -> Vec<Event> {
        let mut events = Vec::new();
        match mv {
            Move::Buy => {
                let card = self.goods.pop();
                events.push(Event::Bought {
                    seat,
                    drew: card.is_some(),
                });
                self.hands[seat].extend(card);
                self.last_action[seat] = Some(ActionKind::Buy);
                self.pending = Pending::Place;
            }
            Move::Place(card) => {
                take(&mut self.hands[seat], *card);
                self.shops[seat].push(*card);
                events.push(Event::Placed { seat, card: *card });
                self.reveal_king(&mut events);
            }
            Move::Sell(sale) => {
                let mut cards = self.sale_cards(seat, sale);
                cards.sort();
                for &c in &cards {
                    take(&mut self.shops[seat], c);
                }
                self.discarded.extend(&cards);
                self.last_action[seat] = Some(ActionKind::Sell);
                let coins = sale_price(cards.len()).min(self.coins[seat.other()]);
                self.coins[seat.other()] -= coins;
                self.coins[seat] += coins;
                let four = cards.len() == 4;
                events.push(Event::Sold { seat, cards, coins });
                if four {
                    self.won_by_sale = Some(seat);
                    self.pending = Pending::Over;
                    events.push(Event::WonBySale { seat });
                } else {
                    self.reveal_king(&mut events);
                }
            }
            Move::Trade { mine, theirs } => {
                self.coins[seat] -= 1;
                self.bank += 1;
                take(&mut self.shops[seat], *mine);
                take(&mut self.shops[seat.other()], *theirs);
                self.shops[seat].push(*theirs);
                self.shops[seat.other()].push(*mine);
                self.trade_used[seat] = true;
                self.last_action[seat] = Some(ActionKind::Trade);
                events.push(Event::Traded {
                    seat,
                    gave: *mine,
                    got: *theirs,
                });
                self.reveal_king(&mut events);
            }
            Move::Discard(card) => {
                take(&mut self.shops[seat], *card);
                self.discarded.push(*card);
                events.push(Event::Discarded { seat, card: *card });
                if let Pending::Discard(queue) = &mut self.pending {
                    queue.remove(0);
                    if queue.is_empty() {
                        self.end_turn(&mut events);
                    }
                }
            }
        }
        events
    }

    /// Passes the turn; a player with an empty hand ends the round instead.
    pub(super) fn end_turn(&mut self, events: &mut Vec<Event>) {
        let next = self.active.other();
        if self.hands[next].is_empty() {
            self.end_round(events);
        } else {
            self.active = next;
            self.pending = Pending::Action;
        }
    }

    fn end_round(&mut self, events: &mut Vec<Event>) {
        let scores = PerSeat::from_fn(2, |s| self.round_score(s));
        events.push(Event::RoundEnded {
            round: self.round,
            scores: scores.clone(),
        });
        self.round_scores.push(scores);
        if self.round == 1 {
            self.round = 2;
            let setup = self.round2_setup.take().unwrap_or_default();
            self.deal(&setup, self.round1_first.other());
        } else {
            self.pending = Pending::Over;
            events.push(Event::MatchEnded {
                totals: self.totals(),
            });
        }
    }

    /// +1 per coin, +1 per ♠ in the shop, −1 per card in hand.
    #[must_use]
    pub fn round_score(&self, seat: Seat) -> i32 {
        let spades = self.shops[seat]
            .iter()
            .filter(|c| c.suit == super::cards::Suit::Spades)
            .count();
        i32::from(self.coins[seat]) + spades as i32 - self.hands[seat].len() as i32
    }

    /// Sum of the finished rounds' scores per seat.
    pub(super) fn totals(&self) -> PerSeat<i32> {
        PerSeat::from_fn(2, |s| self.round_scores.iter().map(|r| r[s]).sum())
    }

    pub(super) fn result(&self) -> Option<Outcome> {
        if self.pending != Pending::Over {
            return None;
        }
        let totals = self.totals();
        let winners = match self.won_by_sale {
            Some(seat) => vec![seat],
            None => {
                let best = *totals.values().max().expect("two seats");
                Seat::all(2).filter(|&s| totals[s] == best).collect()
            }
        };
        Some(Outcome::new(totals, winners))
    }

    /// The opponent's hand and the goods deck re-dealt, the king deck reshuffled: what `seat`
    /// cannot tell apart.
    pub(super) fn sample_hidden(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut g = self.clone();
        redeal(&mut [&mut g.hands[seat.other()], &mut g.goods], rng);
        rng.shuffle(&mut g.kings);
        g.rng = rng.fork();
        g
    }
}

/// Fixed facts of Burgueses.
pub const INFO: GameInfo = GameInfo {
    id: "burgueses",
    name_en: "Burgueses",
    name_es: "Burgueses",
    min_seats: 2,
    max_seats: 2,
    hidden_information: true,
    chance: true,
    max_moves: 200,
    lowest_score_wins: false,
    opening: Opening::CHALLENGE,
};
