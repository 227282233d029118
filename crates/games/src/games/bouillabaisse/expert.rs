//! The expert rules of Bouillabaisse: the card a good player plays without searching.
//!
//! Every legal card gets a cost in the round's points, seen from the expert's seat (lower is
//! better): the points of the trick times the chance that the card takes it, minus a share of
//! them when someone else takes it, minus what the card would cost later if kept. Points are
//! signed by the round: positive in rounds 1–5 (points to avoid), negative in round 6 (points
//! to take). The expert counts the cards: every card not in its hand and not yet played lies in
//! the other hands, and a player who did not follow a suit holds none of it.
//!
//! Heuristics, each a part of that cost:
//! - **Avoid the round's penalties**: only what the round scores counts (tricks in rounds 1, 5
//!   and 6; the suit in 2, 5 and 6; the figure in 3, 5 and 6; the single card from round 4 on).
//! - **Duck under the winner**: following suit when the trick holds penalties, it plays its
//!   highest card that still loses the trick.
//! - **Take a clean trick with a high card**: when a trick is worth nothing and it can win it
//!   safely (last to play, or nobody left can beat it), it wins with its highest card, which
//!   would be a liability later.
//! - **Win high when winning anyway**: when every card it may play takes the trick, it takes it
//!   with its highest card, not with a penalty card it could give away later.
//! - **Shed penalty cards and high cards when void**: without the led suit it gives the trick's
//!   winner its worst card: the round's penalty cards first, then its highest cards in suits
//!   where others hold the lower ones.
//! - **Lead low in safe suits**: it leads the card the others will most likely beat (low cards
//!   in suits where many higher cards are still out), never a card that is the highest left in
//!   its suit while tricks cost.
//! - **Fear the dump**: a trick that a player void in the led suit still has to play to may
//!   receive that player's worst penalty card; the expert counts it in the trick's points.
//! - **Count the cards**: a card's danger is the square of the share of the cards still out
//!   in its suit that rank below it; a queen becomes the highest once the ace and king are played.
//! - **Take the points in round 6**: with negative points it wins tricks with its lowest
//!   winning card and keeps its sure winners for the richer tricks to come; when it cannot win
//!   it plays its lowest card that carries no points (feeding no one).
//! - **All or nothing** (`todo-o-nada`): when it holds every captured card of a component and
//!   only a few remain, it treats them the other way round: in rounds 1–5 it goes for them (the
//!   points flip in its favour), in round 6 it leaves the last ones to the others.

use crate::engine::{Game, GameRng, Seat};

use super::cards::{Card, Suit, ACE};
use super::notation::Move;
use super::rules::{rule, CARD_POINTS, FIGURE_POINTS, SUIT_POINTS, TRICK_POINTS};
use super::state::Bouillabaisse;

/// The chance that a player who could duck under the trick's winner takes it anyway.
const TAKES_WHEN_IT_COULD_DUCK: f64 = 0.1;

/// How likely a card of a suit no one else holds takes a later trick when tricks pay (it wins
/// if led, but the others throw nothing of worth on it). When tricks cost it is no danger: the
/// expert need never lead it while it has another card.
const ALONE_IN_SUIT: f64 = 0.25;

/// The weight of a kept card's later tricks against the trick at hand: when tricks cost (the
/// expert may still duck or throw the card away later) and when they pay (a sure winner kept
/// takes a richer trick later). Both tuned in self-play.
const LATER_WHEN_TRICKS_COST: f64 = 0.25;
const LATER_WHEN_TRICKS_PAY: f64 = 2.5;

/// The weight of the points another player takes, against the expert's own (divided among the
/// other players): giving points away is how the others fall behind.
const OTHERS_POINTS: f64 = 1.5;

/// A component held by the expert alone is chased or refused when at most this many of its
/// cards are still to be captured.
const ALL_OR_NOTHING_LEFT: usize = 2;

/// Cards are numbered `rank * 4 + suit`, as in [`super::cards::CardSet`].
const CARD_SLOTS: usize = (ACE as usize + 1) * 4;

fn slot(card: Card) -> usize {
    usize::from(card.rank) * 4 + card.suit as usize
}

/// What capturing a card or a trick costs the expert this round (negative: a gain).
#[derive(Debug, Clone, Copy)]
struct Points {
    trick: f64,
    suit: (Suit, f64),
    figure: (u8, f64),
    card: (Card, f64),
}

impl Points {
    fn of_round(g: &Bouillabaisse, me: Seat) -> Points {
        let r = rule(g.round);
        let sign = if r.negative { -1.0 } else { 1.0 };
        let weight = |scores: bool, points: i32| {
            if scores {
                sign * f64::from(points)
            } else {
                0.0
            }
        };
        let t = g.targets;
        let mut points = Points {
            trick: weight(r.tricks, TRICK_POINTS),
            suit: (t.suit(), weight(r.suit, SUIT_POINTS)),
            figure: (t.figure_rank(), weight(r.figure, FIGURE_POINTS)),
            card: (t.card, weight(r.card, CARD_POINTS)),
        };
        if g.options.todo_o_nada {
            points.all_or_nothing(g, me);
        }
        points
    }

    /// Flips each component the expert alone has captured so far when only a few of its cards
    /// remain: capturing the rest would flip its points.
    fn all_or_nothing(&mut self, g: &Bouillabaisse, me: Seat) {
        let theirs = |f: &dyn Fn(Card) -> bool| {
            Seat::all(g.players)
                .filter(|&s| s != me)
                .map(|s| g.taken[s].iter().filter(|&&c| f(c)).count())
                .sum::<usize>()
        };
        let mine = |f: &dyn Fn(Card) -> bool| g.taken[me].iter().filter(|&&c| f(c)).count();
        let in_play =
            |f: &dyn Fn(Card) -> bool| g.all_cards().into_iter().filter(|&c| f(c)).count();
        let flips = |f: &dyn Fn(Card) -> bool| {
            let captured = mine(f);
            theirs(f) == 0 && captured > 0 && in_play(f) - captured <= ALL_OR_NOTHING_LEFT
        };
        let (suit, figure) = (self.suit.0, self.figure.0);
        if flips(&|c: Card| c.suit == suit) {
            self.suit.1 = -self.suit.1;
        }
        if flips(&|c: Card| c.rank == figure) {
            self.figure.1 = -self.figure.1;
        }
        let tricks_left = g.hands[me].len();
        let all_tricks = Seat::all(g.players)
            .filter(|&s| s != me)
            .all(|s| g.tricks_taken[s] == 0);
        if all_tricks && g.tricks_taken[me] > 0 && tricks_left <= ALL_OR_NOTHING_LEFT {
            self.trick = -self.trick;
        }
    }

    fn of(&self, card: Card) -> f64 {
        let mut points = 0.0;
        if card.suit == self.suit.0 {
            points += self.suit.1;
        }
        if card.rank == self.figure.0 {
            points += self.figure.1;
        }
        if card == self.card.0 {
            points += self.card.1;
        }
        points
    }
}

/// The table as the expert's seat sees it.
struct Table<'a> {
    g: &'a Bouillabaisse,
    me: Seat,
    points: Points,
    /// Copies of each card in the other hands (every card not mine and not played).
    out: [u8; CARD_SLOTS],
    /// Per suit, the points of the cards out and how many there are.
    out_points: [f64; 4],
    out_count: [u32; 4],
    /// What a trick still to come costs on average.
    trick_worth: f64,
    /// The share of a trick's points the expert gains when another player takes them.
    others_share: f64,
}

impl<'a> Table<'a> {
    fn seen_by(g: &'a Bouillabaisse, me: Seat) -> Table<'a> {
        let points = Points::of_round(g, me);
        let mut out = [0u8; CARD_SLOTS];
        let mut out_points = [0.0; 4];
        let mut out_count = [0; 4];
        for seat in Seat::all(g.players).filter(|&s| s != me) {
            for &c in &g.hands[seat] {
                out[slot(c)] += 1;
                out_points[c.suit as usize] += points.of(c);
                out_count[c.suit as usize] += 1;
            }
        }
        let tricks_left = g.hands[me].len().max(1) as f64;
        let mine: f64 = g.hands[me].iter().map(|&c| points.of(c)).sum();
        let all_out: f64 = out_points.iter().sum();
        Table {
            g,
            me,
            points,
            out,
            out_points,
            out_count,
            trick_worth: points.trick + (all_out + mine) / tricks_left,
            others_share: OTHERS_POINTS / (g.players - 1) as f64,
        }
    }

    /// Copies out in `suit` ranked strictly below and strictly above `rank`.
    fn out_around(&self, suit: Suit, rank: u8) -> (u32, u32) {
        let mut below = 0;
        let mut above = 0;
        for r in 2..=ACE {
            let n = u32::from(self.out[usize::from(r) * 4 + suit as usize]);
            match r.cmp(&rank) {
                std::cmp::Ordering::Less => below += n,
                std::cmp::Ordering::Greater => above += n,
                std::cmp::Ordering::Equal => {}
            }
        }
        (below, above)
    }

    /// The card winning the trick so far.
    fn winning(&self) -> Option<Card> {
        let (_, first) = *self.g.trick.first()?;
        let best = self
            .g
            .trick
            .iter()
            .map(|&(_, c)| c)
            .filter(|c| c.suit == first.suit);
        best.max_by_key(|c| c.rank)
    }

    /// The seats still to play to this trick after the expert.
    fn later_seats(&self) -> impl Iterator<Item = Seat> + '_ {
        let n = self.g.players;
        let later = n - 1 - self.g.trick.len();
        (1..=later).map(move |k| Seat(((self.me.index() + k) % n) as u8))
    }

    /// What a player void in `led` is expected to throw on the trick: its worst card, from the
    /// cards out in the other suits (nothing when every card is worth taking).
    fn dump(&self, led: Suit) -> f64 {
        let mut worst: Vec<f64> = Vec::new();
        let mut pool = 0.0;
        for suit in Suit::ALL.into_iter().filter(|&s| s != led) {
            pool += f64::from(self.out_count[suit as usize]);
            for rank in 2..=ACE {
                let card = Card::new(rank, suit);
                let copies = self.out[slot(card)];
                let points = self.points.of(card);
                if points > 0.0 {
                    worst.extend(std::iter::repeat_n(points, usize::from(copies)));
                }
            }
        }
        if worst.is_empty() {
            return 0.0;
        }
        worst.sort_by(|a, b| b.total_cmp(a));
        // Each card is in a given hand with the odds of that hand's share of the pool; the
        // player throws the worst it holds.
        let hand = self.g.hands[self.me].len() as f64;
        let held = (hand / pool.max(1.0)).min(1.0);
        let mut none_worse = 1.0;
        let mut expected = 0.0;
        for points in worst {
            expected += points * held * none_worse;
            none_worse *= 1.0 - held;
        }
        expected
    }

    /// The points the players after the expert add to the trick, if `led` is led.
    fn later_points(&self, led: Suit) -> f64 {
        let suit = led as usize;
        let follow = self.out_points[suit] / f64::from(self.out_count[suit].max(1));
        let mut dump = None;
        self.later_seats()
            .map(|s| {
                if self.g.is_void(s, led) || self.out_count[suit] == 0 {
                    *dump.get_or_insert_with(|| self.dump(led))
                } else {
                    follow
                }
            })
            .sum()
    }

    /// The chance that `card`, now winning the trick led in its suit, is not beaten by a later
    /// player. Players duck under it when the trick costs (`costly`), else take it if they can.
    fn keeps_the_trick(&self, card: Card, costly: bool) -> f64 {
        let led = card.suit;
        let holders = Seat::all(self.g.players)
            .filter(|&s| s != self.me && !self.g.is_void(s, led))
            .count();
        if holders == 0 {
            return 1.0;
        }
        let (below, above) = self.out_around(led, card.rank);
        let elsewhere = 1.0 - 1.0 / holders as f64;
        let has_higher = 1.0 - elsewhere.powi(above as i32);
        let can_duck = 1.0 - elsewhere.powi(below as i32);
        let beats = if costly {
            has_higher * (1.0 - can_duck + can_duck * TAKES_WHEN_IT_COULD_DUCK)
        } else {
            has_higher
        };
        self.later_seats()
            .filter(|&s| !self.g.is_void(s, led))
            .fold(1.0, |keeps, _| keeps * (1.0 - beats))
    }

    /// How likely `card`, kept, takes a later trick: the share of the cards out in its suit
    /// that rank below it, squared (the middle cards usually slip under).
    fn takes_later(&self, card: Card) -> f64 {
        let (below, above) = self.out_around(card.suit, card.rank);
        if below + above == 0 {
            return if self.tricks_pay() {
                ALONE_IN_SUIT
            } else {
                0.0
            };
        }
        let share = f64::from(below) / f64::from(below + above);
        share * share
    }

    /// What keeping `card` would cost later; playing it now spares that.
    fn danger(&self, card: Card) -> f64 {
        let weight = if self.tricks_pay() {
            LATER_WHEN_TRICKS_PAY
        } else {
            LATER_WHEN_TRICKS_COST
        };
        self.takes_later(card) * weight * (self.trick_worth + self.points.of(card))
    }

    /// Whether the tricks still to come are worth taking (round 6).
    fn tricks_pay(&self) -> bool {
        self.trick_worth < 0.0
    }

    /// The cost of playing `card` now: lower is better.
    fn cost(&self, card: Card) -> f64 {
        let winning = self.winning();
        let led = winning.map_or(card.suit, |w| w.suit);
        let on_table: f64 = self.g.trick.iter().map(|&(_, c)| self.points.of(c)).sum();
        let worth = self.points.trick + on_table + self.points.of(card) + self.later_points(led);
        let beats = winning.is_none_or(|w| card.suit == w.suit && card.rank > w.rank);
        let takes = if beats {
            self.keeps_the_trick(card, worth > 0.0)
        } else {
            0.0
        };
        takes * worth - self.others_share * (1.0 - takes) * worth - self.danger(card)
    }
}

/// The expert's card for `seat`, or `None` when it is not its turn.
pub(super) fn choose(g: &Bouillabaisse, seat: Seat, rng: &mut GameRng) -> Option<Move> {
    let mut moves = g.legal_moves(seat);
    if moves.is_empty() {
        return None;
    }
    let table = Table::seen_by(g, seat);
    let costs: Vec<f64> = moves
        .iter()
        .map(|&Move::Play(card)| table.cost(card))
        .collect();
    let least = costs.iter().copied().fold(f64::INFINITY, f64::min);
    let tied: Vec<usize> = (0..moves.len())
        .filter(|&i| costs[i] <= least + 1e-9)
        .collect();
    Some(moves.swap_remove(tied[rng.below(tied.len())]))
}
