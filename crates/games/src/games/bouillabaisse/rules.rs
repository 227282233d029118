//! Tricks and the scoring of the six rounds.

use crate::engine::opening::{Choosable, Kind, Opening, Pick, Setting};
use thiserror::Error;

use crate::engine::pile::take;
use crate::engine::{game_types, Game, GameInfo, GameRng, Outcome, PerSeat, Seat, SetupError};

use super::cards::{Card, CardSet};
use super::events::Event;
use super::notation::Move;
use super::state::{Bouillabaisse, Options, Setup};
use super::views::{PublicView, SeatView};

/// Why a move is refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Illegal {
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    #[error("you must follow suit ({0})")]
    MustFollow(char),
}

/// Fixed facts of Bouillabaisse.
pub const INFO: GameInfo = GameInfo {
    id: "bouillabaisse",
    name_en: "Bouillabaisse",
    name_es: "Bouillabaisse",
    min_seats: 2,
    max_seats: 12,
    hidden_information: true,
    chance: true,
    max_moves: 6 * 104,
    lowest_score_wins: true,
    opening: Opening {
        challenge: false,
        lobby: true,
        options: &[
            Choosable {
                name: "todo-o-nada",
                kind: Kind::Flag {
                    field: "todo-o-nada",
                },
            },
            Choosable {
                name: "decks",
                kind: Kind::OneOf(&[
                    Pick {
                        name: "one",
                        sets: &[("decks", Setting::Number(1))],
                    },
                    Pick {
                        name: "two",
                        sets: &[("decks", Setting::Number(2))],
                    },
                ]),
            },
        ],
        ..Opening::CHALLENGE
    },
};

/// Points per trick, per card of the suit, per figure card, for the single card.
pub const TRICK_POINTS: i32 = 5;
pub const SUIT_POINTS: i32 = 10;
pub const FIGURE_POINTS: i32 = 50;
pub const CARD_POINTS: i32 = 200;

/// What a round scores: tricks, the suit, the figure, the card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rule {
    pub tricks: bool,
    pub suit: bool,
    pub figure: bool,
    pub card: bool,
    pub negative: bool,
}

/// The rule of round 1–6: one target each for rounds 1–4, all of them in 5, negated in 6.
#[must_use]
pub const fn rule(round: u8) -> Rule {
    Rule {
        tricks: matches!(round, 1 | 5 | 6),
        suit: matches!(round, 2 | 5 | 6),
        figure: matches!(round, 3 | 5 | 6),
        card: matches!(round, 4..=6),
        negative: round == 6,
    }
}

impl Bouillabaisse {
    fn led_suit(&self) -> Option<super::cards::Suit> {
        self.trick.first().map(|(_, c)| c.suit)
    }

    /// The cards `seat` may play: those of the led suit if the hand holds any, else all.
    fn legal_cards(&self, seat: Seat) -> CardSet {
        let hand = CardSet::of(&self.hands[seat]);
        match self.led_suit().map(|led| hand.in_suit(led)) {
            Some(follow) if !follow.is_empty() => follow,
            _ => hand,
        }
    }

    /// The winner of a full trick: the highest card of the led suit; of two identical cards
    /// the one played first.
    fn trick_winner(&self) -> Seat {
        let led = self.led_suit().expect("a full trick");
        let mut best = self.trick[0];
        for &(seat, card) in &self.trick[1..] {
            if card.suit == led && card.rank > best.1.rank {
                best = (seat, card);
            }
        }
        best.0
    }

    /// The round's points per seat, `todo-o-nada` included.
    #[must_use]
    pub fn round_points(&self) -> PerSeat<i32> {
        let r = rule(self.round);
        let t = self.targets;
        let n = self.players;
        let mut scores = PerSeat::splat(n, 0);
        let mut add = |raw: PerSeat<i32>, all_or_nothing: bool| {
            let total: i32 = raw.values().sum();
            for (seat, &points) in raw.iter() {
                let flipped =
                    all_or_nothing && self.options.todo_o_nada && total > 0 && points == total;
                scores[seat] += if flipped { -points } else { points };
            }
        };
        let count = |seat: Seat, f: &dyn Fn(&Card) -> bool| {
            self.taken[seat].iter().filter(|c| f(c)).count() as i32
        };
        if r.tricks {
            add(self.tricks_taken.map(|_, &k| k as i32 * TRICK_POINTS), true);
        }
        if r.suit {
            let suit = t.suit();
            add(
                PerSeat::from_fn(n, |s| count(s, &|c| c.suit == suit) * SUIT_POINTS),
                true,
            );
        }
        if r.figure {
            let figure = t.figure_rank();
            add(
                PerSeat::from_fn(n, |s| count(s, &|c| c.rank == figure) * FIGURE_POINTS),
                true,
            );
        }
        if r.card {
            add(
                PerSeat::from_fn(n, |s| count(s, &|c| *c == t.card) * CARD_POINTS),
                false,
            );
        }
        if r.negative {
            scores = scores.map(|_, &p| -p);
        }
        scores
    }

    /// Totals over the finished rounds.
    pub(super) fn totals(&self) -> PerSeat<i32> {
        PerSeat::from_fn(self.players, |s| {
            self.round_scores.iter().map(|r| r[s]).sum()
        })
    }

    fn end_round(&mut self, events: &mut Vec<Event>) {
        let scores = self.round_points();
        events.push(Event::RoundScored {
            round: self.round,
            scores: scores.clone(),
        });
        self.round_scores.push(scores);
        if self.round == 6 {
            self.over = true;
            events.push(Event::MatchEnded {
                totals: self.totals(),
            });
        } else {
            self.round += 1;
            self.dealer = self.dealer.next(self.players);
            self.deal();
            events.push(Event::RoundBegan {
                round: self.round,
                dealer: self.dealer,
            });
        }
    }
}

impl Game for Bouillabaisse {
    game_types!();

    fn new(
        seats: usize,
        options: &Options,
        setup: Option<&Setup>,
        seed: u64,
    ) -> Result<Self, SetupError> {
        Bouillabaisse::create(seats, options, setup, seed)
    }

    fn seat_count(&self) -> usize {
        self.players
    }

    fn to_act(&self) -> Vec<Seat> {
        let mut seats = Vec::new();
        self.to_act_into(&mut seats);
        seats
    }

    fn to_act_into(&self, out: &mut Vec<Seat>) {
        out.clear();
        if !self.over {
            out.push(self.turn);
        }
    }

    fn may_act(&self, seat: Seat) -> bool {
        !self.over && seat == self.turn
    }

    fn legal_moves(&self, seat: Seat) -> Vec<Move> {
        let mut moves = Vec::new();
        self.legal_moves_into(seat, &mut moves);
        moves
    }

    fn legal_moves_into(&self, seat: Seat, out: &mut Vec<Move>) {
        out.clear();
        if self.may_act(seat) {
            out.extend(self.legal_cards(seat).map(Move::Play));
        }
    }

    fn check(&self, seat: Seat, mv: &Move) -> Result<(), Illegal> {
        let Move::Play(card) = *mv;
        let hand = CardSet::of(&self.hands[seat]);
        if !hand.contains(card) {
            return Err(Illegal::NotInHand(card));
        }
        match self.led_suit() {
            Some(led) if card.suit != led && !hand.in_suit(led).is_empty() => {
                Err(Illegal::MustFollow(led.char()))
            }
            _ => Ok(()),
        }
    }

    fn apply_unchecked(&mut self, seat: Seat, mv: &Move) -> Vec<Event> {
        let Move::Play(card) = *mv;
        let mut events = vec![Event::Played { seat, card }];
        if let Some(led) = self.led_suit().filter(|&led| led != card.suit) {
            if self.voids.len() < self.players {
                self.voids.resize(self.players, 0);
            }
            self.voids[seat.index()] |= super::state::suit_bit(led);
        }
        take(&mut self.hands[seat], card);
        self.trick.push((seat, card));
        if self.trick.len() < self.players {
            self.turn = seat.next(self.players);
            return events;
        }
        let winner = self.trick_winner();
        let cards: Vec<Card> = self.trick.drain(..).map(|(_, c)| c).collect();
        self.tricks_taken[winner] += 1;
        self.taken[winner].extend(&cards);
        self.turn = winner;
        events.push(Event::TrickWon {
            seat: winner,
            cards,
        });
        if self.hands.values().all(Vec::is_empty) {
            self.end_round(&mut events);
        }
        events
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.over {
            return None;
        }
        let totals = self.totals();
        let best = *totals.values().min().expect("seats");
        let winners = totals
            .iter()
            .filter(|(_, &t)| t == best)
            .map(|(s, _)| s)
            .collect();
        Some(Outcome::new(totals, winners))
    }

    fn scores(&self) -> PerSeat<i32> {
        self.totals()
    }

    fn public_view(&self) -> PublicView {
        self.public()
    }

    fn seat_view(&self, seat: Seat) -> SeatView {
        self.private(seat)
    }

    fn expert(&self, seat: Seat, rng: &mut GameRng) -> Option<Move> {
        super::expert::choose(self, seat, rng)
    }

    /// The other hands re-dealt so that no seat gets a suit it showed it lacks (see
    /// [`super::voids`]).
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut g = self.clone();
        super::voids::redeal_respecting_voids(&mut g, seat, rng);
        // Explicit deals, this round's included, would tell the real hands.
        for deal in g.deals.iter_mut().skip(usize::from(self.round) - 1) {
            *deal = None;
        }
        g.rng = rng.fork();
        g
    }
}
