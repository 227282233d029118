//! French cards for Bouillabaisse: ranks 2–10, J, Q, K, A (high); one or two 52-card decks.

use std::fmt;
use std::str::FromStr;

use crate::engine::notation::{parse_card, serde_as_notation};
use crate::engine::NotationError;

/// A suit, in the order surplus cards are removed: ♣ ♦ ♥ ♠.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    #[must_use]
    pub fn from_char(c: char) -> Option<Suit> {
        Suit::ALL
            .into_iter()
            .find(|s| s.char() == c.to_ascii_uppercase())
    }

    #[must_use]
    pub const fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }
}

/// Jack, queen, king, ace.
pub const JACK: u8 = 11;
pub const QUEEN: u8 = 12;
pub const KING: u8 = 13;
pub const ACE: u8 = 14;

/// A card: rank 2–14 (ace high) and suit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    pub rank: u8,
    pub suit: Suit,
}

fn rank_str(rank: u8) -> String {
    match rank {
        JACK => "J".into(),
        QUEEN => "Q".into(),
        KING => "K".into(),
        ACE => "A".into(),
        n => n.to_string(),
    }
}

impl Card {
    #[must_use]
    pub const fn new(rank: u8, suit: Suit) -> Card {
        Card { rank, suit }
    }

    /// As players read it: `Q♥`.
    #[must_use]
    pub fn pretty(self) -> String {
        format!("{}{}", rank_str(self.rank), self.suit.symbol())
    }

    /// One 52-card deck.
    #[must_use]
    pub fn deck() -> Vec<Card> {
        Suit::ALL
            .iter()
            .flat_map(|&s| (2..=ACE).map(move |r| Card::new(r, s)))
            .collect()
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", rank_str(self.rank), self.suit.char())
    }
}

/// A rank as notation: `2`…`10`, `J`, `Q`, `K`, `A`.
pub fn parse_rank(s: &str) -> Option<u8> {
    match s.to_ascii_uppercase().as_str() {
        "J" => Some(JACK),
        "Q" => Some(QUEEN),
        "K" => Some(KING),
        "A" => Some(ACE),
        n => n.parse().ok().filter(|r| (2..=10).contains(r)),
    }
}

impl FromStr for Card {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (rank, suit) = parse_card(s, parse_rank, Suit::from_char)?;
        Ok(Card::new(rank, suit))
    }
}

serde_as_notation!(Card);

/// The cards in play for `players` with `decks` decks: the lowest surplus cards removed (all
/// 2s first in the order ♣ ♦ ♥ ♠, both copies of a card together, then the 3s…).
#[must_use]
pub fn cards_in_play(players: usize, decks: usize) -> Vec<Card> {
    // Made in the removal order (rank, then suit, the copies of one card adjacent), so that
    // the surplus is the front.
    let mut all: Vec<Card> = Vec::with_capacity(52 * decks);
    for rank in 2..=ACE {
        for suit in Suit::ALL {
            all.extend(std::iter::repeat_n(Card::new(rank, suit), decks));
        }
    }
    let keep = (52 * decks / players) * players;
    all.split_off(all.len() - keep)
}

/// Each card of `cards` that `keep` accepts, once, in the order of cards (rank, then suit):
/// the legal plays of a hand, two decks' copies of a card being one choice. A set of bits,
/// several times faster than sorting a copy on every legal-move list.
pub fn distinct_where(cards: &[Card], keep: impl Fn(&Card) -> bool) -> Vec<Card> {
    let index = |c: &Card| u32::from(c.rank) * 4 + c.suit as u32;
    let mut bits: u64 = cards
        .iter()
        .filter(|c| keep(c))
        .fold(0, |bits, c| bits | 1 << index(c));
    let mut out = Vec::with_capacity(bits.count_ones() as usize);
    while bits != 0 {
        let i = bits.trailing_zeros();
        bits &= bits - 1;
        out.push(Card {
            rank: (i / 4) as u8,
            suit: Suit::ALL[(i % 4) as usize],
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distinct_cards_are_those_of_a_sorted_copy() {
        let mut two_decks: Vec<Card> = Card::deck().into_iter().chain(Card::deck()).collect();
        let mut rng = crate::engine::seeded(5);
        for _ in 0..50 {
            rng.shuffle(&mut two_decks);
            for n in [0, 1, 9, 52, 104] {
                let hand = &two_decks[..n];
                assert_eq!(
                    distinct_where(hand, |_| true),
                    crate::engine::pile::distinct(hand)
                );
                let hearts: Vec<Card> = hand
                    .iter()
                    .copied()
                    .filter(|c| c.suit == Suit::Hearts)
                    .collect();
                assert_eq!(
                    distinct_where(hand, |c| c.suit == Suit::Hearts),
                    crate::engine::pile::distinct(&hearts)
                );
            }
        }
    }

    #[test]
    fn notation_round_trips() {
        for c in Card::deck() {
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        }
        assert_eq!("10h".parse::<Card>().unwrap(), Card::new(10, Suit::Hearts));
        for bad in ["1C", "11C", "ZC", "Q", "QX", ""] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
    }
}
