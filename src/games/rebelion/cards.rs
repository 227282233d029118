//! Cards of La rebelión de los campesinos: the Spanish deck, levels 1–12.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::engine::notation::{parse_card, serde_as_notation};
use crate::engine::NotationError;

/// A Spanish suit. Bastos are the peasants' troops, Espadas the militia's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Suit {
    Oros,
    Copas,
    Espadas,
    Bastos,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Oros, Suit::Copas, Suit::Espadas, Suit::Bastos];

    /// The notation letter: `O C E B`.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Suit::Oros => 'O',
            Suit::Copas => 'C',
            Suit::Espadas => 'E',
            Suit::Bastos => 'B',
        }
    }

    #[must_use]
    pub fn from_char(c: char) -> Option<Suit> {
        Suit::ALL
            .into_iter()
            .find(|s| s.char() == c.to_ascii_uppercase())
    }

    /// Whether cards of this suit are troops (armies).
    #[must_use]
    pub const fn is_troop(self) -> bool {
        matches!(self, Suit::Espadas | Suit::Bastos)
    }

    /// The other troop suit.
    #[must_use]
    pub const fn enemy(self) -> Suit {
        match self {
            Suit::Bastos => Suit::Espadas,
            _ => Suit::Bastos,
        }
    }

    /// The suit's name in Spanish, as players of the game call it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Suit::Oros => "Oros",
            Suit::Copas => "Copas",
            Suit::Espadas => "Espadas",
            Suit::Bastos => "Bastos",
        }
    }
}

/// Sota (Hero), Caballo (Cavalry) and Rey (Leader) levels.
pub const SOTA: u8 = 10;
pub const CABALLO: u8 = 11;
pub const REY: u8 = 12;

/// A card: a level (1–9, or 10 Sota, 11 Caballo, 12 Rey) and a suit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    pub level: u8,
    pub suit: Suit,
}

impl Card {
    #[must_use]
    pub const fn new(level: u8, suit: Suit) -> Card {
        Card { level, suit }
    }

    /// Sota, Caballo or Rey: never for sale.
    #[must_use]
    pub const fn is_figure(self) -> bool {
        self.level >= SOTA
    }

    /// The card as players say it: `6 de Bastos`, `Rey de Espadas`.
    #[must_use]
    pub fn pretty(self) -> String {
        let rank = match self.level {
            SOTA => "Sota".to_owned(),
            CABALLO => "Caballo".to_owned(),
            REY => "Rey".to_owned(),
            n => n.to_string(),
        };
        format!("{rank} de {}", self.suit.name())
    }

    /// The full deck: `numbers` 1..=N plus the three figures; two copies of each troop card,
    /// one of each Oros and Copas card.
    #[must_use]
    pub fn deck(numbers: u8) -> Vec<Card> {
        let levels: Vec<u8> = (1..=numbers).chain([SOTA, CABALLO, REY]).collect();
        let mut deck = Vec::new();
        for suit in Suit::ALL {
            let copies = if suit.is_troop() { 2 } else { 1 };
            for &level in &levels {
                for _ in 0..copies {
                    deck.push(Card::new(level, suit));
                }
            }
        }
        deck
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.level, self.suit.char())
    }
}

impl FromStr for Card {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let level = |l: &str| l.parse().ok().filter(|l| (1..=REY).contains(l));
        let (level, suit) = parse_card(s, level, Suit::from_char)?;
        Ok(Card::new(level, suit))
    }
}

serde_as_notation!(Card);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_of_72_and_deck_of_40_option() {
        let full = Card::deck(9);
        assert_eq!(full.len(), 72);
        let copies = |d: &[Card], c: Card| d.iter().filter(|&&x| x == c).count();
        assert_eq!(copies(&full, Card::new(7, Suit::Bastos)), 2);
        assert_eq!(copies(&full, Card::new(12, Suit::Espadas)), 2);
        assert_eq!(copies(&full, Card::new(7, Suit::Oros)), 1);
        assert_eq!(copies(&full, Card::new(10, Suit::Copas)), 1);
        let short = Card::deck(7);
        assert_eq!(short.len(), 60);
        assert_eq!(copies(&short, Card::new(8, Suit::Bastos)), 0);
    }

    #[test]
    fn card_notation_round_trips() {
        for c in Card::deck(9) {
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        }
        assert_eq!("12e".parse::<Card>().unwrap(), Card::new(12, Suit::Espadas));
        for bad in ["13B", "0O", "B", "7X", "", "x7B"] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
    }
}
