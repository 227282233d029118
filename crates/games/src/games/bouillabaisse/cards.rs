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
#[derive(Debug, Clone, Copy, Eq, PartialOrd, Ord)]
pub struct Card {
    pub rank: u8,
    pub suit: Suit,
}

pub(super) fn rank_str(rank: u8) -> String {
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

    /// A number per card, 8–59, in the order of cards (rank, then suit).
    const fn index(self) -> u32 {
        self.rank as u32 * 4 + self.suit as u32
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

/// One comparison of the card's number rather than rank then suit: finding a card in a hand
/// is a third of applying a move, and the two branches of the derived comparison were most of
/// that (mispredicted).
impl PartialEq for Card {
    fn eq(&self, other: &Card) -> bool {
        self.index() == other.index()
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

/// A set of distinct cards, one bit per card in the order of cards (rank, then suit): the
/// legal plays of a hand, two decks' copies of a card being one choice. Made in one pass
/// without a branch per card (a hand is read on every move), and it iterates lowest first
/// knowing how many remain, so that a list collected from it is sized once.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CardSet(u64);

impl CardSet {
    /// Every card of `cards`, once.
    #[must_use]
    pub fn of(cards: &[Card]) -> CardSet {
        CardSet(cards.iter().fold(0, |bits, c| bits | 1 << c.index()))
    }

    /// The cards of this set in `suit`.
    #[must_use]
    pub const fn in_suit(self, suit: Suit) -> CardSet {
        // Bit `rank * 4 + suit` for every rank: every fourth bit from the suit's.
        CardSet(self.0 & (0x1111_1111_1111_1111 << suit as u32))
    }

    #[must_use]
    pub const fn contains(self, card: Card) -> bool {
        self.0 & 1 << card.index() != 0
    }

    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl Iterator for CardSet {
    type Item = Card;

    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Card {
            rank: (i / 4) as u8,
            suit: Suit::ALL[(i % 4) as usize],
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CardSet {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_set_holds_the_distinct_cards_of_a_sorted_copy() {
        let mut two_decks: Vec<Card> = Card::deck().into_iter().chain(Card::deck()).collect();
        let mut rng = crate::engine::seeded(5);
        for _ in 0..50 {
            rng.shuffle(&mut two_decks);
            for n in [0, 1, 9, 52, 104] {
                let hand = &two_decks[..n];
                let set = CardSet::of(hand);
                assert_eq!(set.len(), crate::engine::pile::distinct(hand).len());
                assert_eq!(set.collect::<Vec<_>>(), crate::engine::pile::distinct(hand));
                assert!(hand.iter().all(|&c| set.contains(c)));
                for suit in Suit::ALL {
                    let in_suit: Vec<Card> =
                        hand.iter().copied().filter(|c| c.suit == suit).collect();
                    assert_eq!(
                        set.in_suit(suit).collect::<Vec<_>>(),
                        crate::engine::pile::distinct(&in_suit)
                    );
                    assert_eq!(set.in_suit(suit).is_empty(), in_suit.is_empty());
                }
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
