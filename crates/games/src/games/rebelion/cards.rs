//! Cards of La rebelión de los campesinos: the Spanish deck (levels 1–12), or the Tarot deck
//! (levels 1–14) and its 22 Major Arcana (`A0`…`A21`).

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
    /// A Major Arcana of the Tarot variant; its `level` is its Rider–Waite number (0–21).
    Arcana,
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
            Suit::Arcana => 'A',
        }
    }

    #[must_use]
    /// The suit of a letter `O C E B` (Arcana are written `A13`, not as a suit letter).
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
            Suit::Arcana => "Arcano",
        }
    }
}

/// Sota (Hero), Caballo (Cavalry) and Rey (Leader) levels of the Spanish deck.
pub const SOTA: u8 = 10;
pub const CABALLO: u8 = 11;
pub const REY: u8 = 12;
/// The highest Major Arcana number (El Mundo).
pub const LAST_ARCANA: u8 = 21;

/// A card: a level (1–9, or 10 Sota, 11 Caballo, 12 Rey; in the Tarot deck 1–10, 11 Sota,
/// 12 Caballo, 13 Reina, 14 Rey) and a suit; or a Major Arcana, numbered 0–21.
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

    /// The card's place in the order of cards (level, then suit): below 5 × 22 = 110.
    const fn index(self) -> u32 {
        self.level as u32 * 5 + self.suit as u32
    }

    /// The Major Arcana number `n` (0 El Loco … 21 El Mundo).
    #[must_use]
    pub const fn arcana(n: u8) -> Card {
        Card::new(n, Suit::Arcana)
    }

    #[must_use]
    pub const fn is_arcana(self) -> bool {
        matches!(self.suit, Suit::Arcana)
    }

    /// What the card is worth wherever cards are compared (side pick, El Juicio, final reveal):
    /// its level, and 0 for an Arcana (rules page, decision 12).
    #[must_use]
    pub const fn value(self) -> u8 {
        if self.is_arcana() {
            0
        } else {
            self.level
        }
    }

    /// The Spanish deck: `numbers` 1..=N plus the three figures; two copies of each troop card,
    /// one of each Oros and Copas card.
    #[must_use]
    pub fn deck(numbers: u8) -> Vec<Card> {
        Card::suits((1..=numbers).chain([SOTA, CABALLO, REY]))
    }

    /// The Tarot deck: 1–10, Sota 11, Caballo 12, Reina 13, Rey 14 in the same proportions,
    /// and the 22 Major Arcana once each (106 cards).
    #[must_use]
    pub fn tarot_deck() -> Vec<Card> {
        let mut deck = Card::suits(1..=14);
        deck.extend((0..=LAST_ARCANA).map(Card::arcana));
        deck
    }

    fn suits(levels: impl Iterator<Item = u8> + Clone) -> Vec<Card> {
        let mut deck = Vec::new();
        for suit in Suit::ALL {
            let copies = if suit.is_troop() { 2 } else { 1 };
            for level in levels.clone() {
                for _ in 0..copies {
                    deck.push(Card::new(level, suit));
                }
            }
        }
        deck
    }
}

/// The figures of the deck in play: which levels are Heroes, Cavalry and Leaders.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Ranks {
    pub tarot: bool,
}

impl Ranks {
    /// The Sota's level (Hero: Copas heal it double).
    #[must_use]
    pub const fn hero(self) -> u8 {
        if self.tarot {
            11
        } else {
            SOTA
        }
    }

    /// The Caballo's level (Cavalry: names its blocker).
    #[must_use]
    pub const fn cavalry(self) -> u8 {
        self.hero() + 1
    }

    /// A Rey, or in the Tarot deck a Reina or Rey (Leaders: change for purchases).
    #[must_use]
    pub const fn is_leader(self, c: Card) -> bool {
        !c.is_arcana() && c.level > self.cavalry()
    }

    /// Sota, Caballo, Reina or Rey: an army figure is never for sale.
    #[must_use]
    pub const fn is_figure(self, c: Card) -> bool {
        !c.is_arcana() && c.level >= self.hero()
    }

    /// The figure's name at this level, if it is one.
    #[must_use]
    pub fn figure(self, level: u8) -> Option<&'static str> {
        let names: &[&str] = if self.tarot {
            &["Sota", "Caballo", "Reina", "Rey"]
        } else {
            &["Sota", "Caballo", "Rey"]
        };
        level
            .checked_sub(self.hero())
            .and_then(|i| names.get(usize::from(i)).copied())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_arcana() {
            write!(f, "A{}", self.level)
        } else {
            write!(f, "{}{}", self.level, self.suit.char())
        }
    }
}

impl FromStr for Card {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if let Some(n) = s.strip_prefix(['A', 'a']) {
            let digits = !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit());
            return match n.parse::<u8>() {
                Ok(n) if digits && n <= LAST_ARCANA => Ok(Card::arcana(n)),
                _ => Err(NotationError::BadCard(s.to_owned())),
            };
        }
        // Levels up to the Tarot's Rey; a card not in the match's deck is refused as a move.
        let level = |l: &str| l.parse().ok().filter(|l| (1..=14).contains(l));
        let (level, suit) = parse_card(s, level, Suit::from_char)?;
        Ok(Card::new(level, suit))
    }
}

serde_as_notation!(Card);

/// A set of distinct cards, one bit each, walked in the order of cards (level, then suit):
/// the legal-move lists offer each card once, however many copies a hand holds, and a set of
/// bits is several times faster than sorting a copy (`engine::pile::distinct`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CardSet(u128);

impl CardSet {
    #[must_use]
    pub fn of(cards: &[Card]) -> CardSet {
        cards.iter().copied().collect()
    }

    /// The cards, in order.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let i = bits.trailing_zeros();
                bits &= bits - 1;
                let suit = match i % 5 {
                    0 => Suit::Oros,
                    1 => Suit::Copas,
                    2 => Suit::Espadas,
                    3 => Suit::Bastos,
                    _ => Suit::Arcana,
                };
                Card::new((i / 5) as u8, suit)
            })
        })
    }

    #[must_use]
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(cards: I) -> CardSet {
        CardSet(cards.into_iter().fold(0, |bits, c| bits | 1 << c.index()))
    }
}

/// Each card of `cards` once, in the order of cards.
#[must_use]
pub fn distinct(cards: &[Card]) -> Vec<Card> {
    let set = CardSet::of(cards);
    let mut out = Vec::with_capacity(set.len());
    out.extend(set.iter());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distinct_cards_are_those_of_a_sorted_copy() {
        let mut all: Vec<Card> = (0..=21)
            .flat_map(|level| {
                [
                    Suit::Oros,
                    Suit::Copas,
                    Suit::Espadas,
                    Suit::Bastos,
                    Suit::Arcana,
                ]
                .map(|suit| Card::new(level, suit))
            })
            .collect();
        // Shuffled copies, twice over, and a few slices of them.
        let mut rng = crate::engine::seeded(3);
        for _ in 0..50 {
            rng.shuffle(&mut all);
            let mut pile = all.clone();
            pile.extend_from_slice(&all[..40]);
            for n in [0, 1, 7, 40, pile.len()] {
                assert_eq!(
                    distinct(&pile[..n]),
                    crate::engine::pile::distinct(&pile[..n])
                );
            }
        }
    }

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
    fn tarot_deck_has_106_cards_with_22_arcana() {
        let deck = Card::tarot_deck();
        assert_eq!(deck.len(), 106);
        assert_eq!(deck.iter().filter(|c| c.is_arcana()).count(), 22);
        let copies = |c: Card| deck.iter().filter(|&&x| x == c).count();
        assert_eq!(copies(Card::new(14, Suit::Bastos)), 2);
        assert_eq!(copies(Card::new(13, Suit::Copas)), 1);
        assert_eq!(copies(Card::new(10, Suit::Espadas)), 2);
        let tarot = Ranks { tarot: true };
        assert_eq!((tarot.hero(), tarot.cavalry()), (11, 12));
        assert!(
            tarot.is_leader(Card::new(13, Suit::Bastos))
                && !tarot.is_figure(Card::new(10, Suit::Bastos))
        );
        let spanish = Ranks::default();
        assert!(
            spanish.is_leader(Card::new(12, Suit::Bastos))
                && spanish.is_figure(Card::new(10, Suit::Oros))
        );
        assert_eq!(tarot.figure(13), Some("Reina"));
        assert_eq!(spanish.figure(12), Some("Rey"));
        assert_eq!(Card::arcana(13).value(), 0);
    }

    #[test]
    fn card_notation_round_trips() {
        for c in Card::deck(9).into_iter().chain(Card::tarot_deck()) {
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        }
        assert_eq!("12e".parse::<Card>().unwrap(), Card::new(12, Suit::Espadas));
        for bad in ["15B", "0O", "B", "7X", "", "x7B", "A22", "A", "A-1", "13A"] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
    }
}
