//! Cards of Burgueses: fourteen goods and five king cards.

use std::fmt;
use std::str::FromStr;

use crate::engine::notation::{parse_card, serde_as_notation};
use crate::engine::NotationError;

/// A French suit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    Spades,
    Clubs,
    Hearts,
    Diamonds,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Clubs, Suit::Hearts, Suit::Diamonds];

    /// The notation letter: `S C H D`.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Suit::Spades => 'S',
            Suit::Clubs => 'C',
            Suit::Hearts => 'H',
            Suit::Diamonds => 'D',
        }
    }

    /// The suit of a notation letter, in either case.
    #[must_use]
    pub fn from_char(c: char) -> Option<Suit> {
        Suit::ALL
            .into_iter()
            .find(|s| s.char() == c.to_ascii_uppercase())
    }

    /// The symbol players know: ♠ ♣ ♥ ♦.
    #[must_use]
    pub const fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Clubs => '♣',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
        }
    }
}

/// A goods card: a value 2–5 and a suit. Only the fourteen cards of [`Card::DECK`] exist.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    pub value: u8,
    pub suit: Suit,
}

impl Card {
    /// The goods deck: 2–4 in every suit, 5 in hearts and diamonds.
    pub const DECK: [Card; 14] = [
        Card::new(2, Suit::Spades),
        Card::new(3, Suit::Spades),
        Card::new(4, Suit::Spades),
        Card::new(2, Suit::Clubs),
        Card::new(3, Suit::Clubs),
        Card::new(4, Suit::Clubs),
        Card::new(2, Suit::Hearts),
        Card::new(3, Suit::Hearts),
        Card::new(4, Suit::Hearts),
        Card::new(5, Suit::Hearts),
        Card::new(2, Suit::Diamonds),
        Card::new(3, Suit::Diamonds),
        Card::new(4, Suit::Diamonds),
        Card::new(5, Suit::Diamonds),
    ];

    #[must_use]
    pub const fn new(value: u8, suit: Suit) -> Card {
        Card { value, suit }
    }

    /// The card as players read it, e.g. `3♥`.
    #[must_use]
    pub fn pretty(self) -> String {
        format!("{}{}", self.value, self.suit.symbol())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.value, self.suit.char())
    }
}

impl FromStr for Card {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        // One digit: `02H` is not a card.
        let digit = |v: &str| v.parse().ok().filter(|_| v.len() == 1);
        let (value, suit) = parse_card(s, digit, Suit::from_char)?;
        Some(Card::new(value, suit))
            .filter(|c| Card::DECK.contains(c))
            .ok_or_else(|| NotationError::BadCard(s.to_owned()))
    }
}

/// One of the five cards of the king deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum King {
    /// K♠: the strictly highest ♠ sum pays one coin to the bank.
    Spades,
    /// K♣: any ♣ in the shop receives one coin.
    Clubs,
    /// K♥: the strictly highest ♥ sum receives one coin.
    Hearts,
    /// K♦: any ♦ receives one coin; otherwise discard a shop card.
    Diamonds,
    /// A♠: even shop sum receives one coin, odd pays one.
    AceOfSpades,
}

impl King {
    pub const DECK: [King; 5] = [
        King::Spades,
        King::Clubs,
        King::Hearts,
        King::Diamonds,
        King::AceOfSpades,
    ];

    /// The card as players read it, e.g. `K♦`.
    #[must_use]
    pub fn pretty(self) -> String {
        match self {
            King::AceOfSpades => "A♠".to_owned(),
            k => format!("K{}", k.suit().symbol()),
        }
    }

    #[must_use]
    pub const fn suit(self) -> Suit {
        match self {
            King::Spades | King::AceOfSpades => Suit::Spades,
            King::Clubs => Suit::Clubs,
            King::Hearts => Suit::Hearts,
            King::Diamonds => Suit::Diamonds,
        }
    }
}

impl fmt::Display for King {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rank = if *self == King::AceOfSpades { 'A' } else { 'K' };
        write!(f, "{rank}{}", self.suit().char())
    }
}

impl FromStr for King {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        King::DECK
            .into_iter()
            .find(|k| k.to_string().eq_ignore_ascii_case(s))
            .ok_or_else(|| NotationError::BadCard(s.to_owned()))
    }
}

serde_as_notation!(Card);
serde_as_notation!(King);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn components_fourteen_goods_with_fives_only_in_hearts_and_diamonds() {
        assert_eq!(Card::DECK.len(), 14);
        let fives: Vec<_> = Card::DECK.iter().filter(|c| c.value == 5).collect();
        assert_eq!(fives.len(), 2);
        for v in 2..=4 {
            assert_eq!(Card::DECK.iter().filter(|c| c.value == v).count(), 4);
        }
    }

    #[test]
    fn components_five_king_cards() {
        let names: Vec<String> = King::DECK.iter().map(ToString::to_string).collect();
        assert_eq!(names, ["KS", "KC", "KH", "KD", "AS"]);
    }

    #[test]
    fn card_notation_round_trips_and_rejects_cards_outside_the_deck() {
        for c in Card::DECK {
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        }
        assert_eq!("3h".parse::<Card>().unwrap(), Card::new(3, Suit::Hearts));
        assert!("5S".parse::<Card>().is_err());
        assert!("KS".parse::<Card>().is_err());
        assert!("10H".parse::<Card>().is_err());
        assert_eq!("as".parse::<King>().unwrap(), King::AceOfSpades);
    }
}
