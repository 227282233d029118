//! What players hold and trade: ducats and items (goods, tiles, unplaced markers, cards), and
//! the terms of a deal.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::engine::notation::serde_as_notation;
use crate::engine::NotationError;

use super::cards::{Card, Deck, Good, Tile};

/// Something a player holds that is not money.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Item {
    Good(Good),
    Tile(Tile),
    /// An unplaced ownership marker.
    Marker,
    Card(Card),
}

impl fmt::Display for Item {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Item::Good(g) => write!(f, "{g}"),
            Item::Tile(t) => write!(f, "{t}"),
            Item::Marker => f.write_str("marker"),
            Item::Card(c) => write!(f, "{c}"),
        }
    }
}

impl FromStr for Item {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.eq_ignore_ascii_case("marker") {
            return Ok(Item::Marker);
        }
        s.parse()
            .map(Item::Good)
            .or_else(|_| s.parse().map(Item::Tile))
            .or_else(|_| s.parse().map(Item::Card))
            .map_err(|_| NotationError::BadCard(s.to_owned()))
    }
}

serde_as_notation!(Item);

/// A kind of thing taken from a supply: a good, a tile, a marker of one's colour, or the top
/// card of a deck. What a 1:1 trade takes, and what an offer promises from the bought action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    Good(Good),
    Tile(Tile),
    Marker,
    Deck(Deck),
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Kind::Good(g) => write!(f, "{g}"),
            Kind::Tile(t) => write!(f, "{t}"),
            Kind::Marker => f.write_str("marker"),
            Kind::Deck(d) => write!(f, "{d}"),
        }
    }
}

impl FromStr for Kind {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.eq_ignore_ascii_case("marker") {
            return Ok(Kind::Marker);
        }
        s.parse()
            .map(Kind::Good)
            .or_else(|_| s.parse().map(Kind::Tile))
            .or_else(|_| s.parse().map(Kind::Deck))
            .map_err(|_| NotationError::BadCard(s.to_owned()))
    }
}

serde_as_notation!(Kind);

/// One side of a deal: ducats, items, and (for the maker) what the bought action will yield.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Terms {
    pub ducats: u32,
    /// Sorted, so equal terms are written the same.
    pub items: Vec<Item>,
    /// Sorted; `+X` in the notation.
    pub promised: Vec<Kind>,
}

impl Terms {
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.ducats == 0 && self.items.is_empty() && self.promised.is_empty()
    }

    /// Puts the lists in their canonical order.
    #[must_use]
    pub fn sorted(mut self) -> Terms {
        self.items.sort();
        self.promised.sort();
        self
    }

    /// The tokens of the notation, money first.
    fn tokens(&self) -> Vec<String> {
        let mut v = Vec::new();
        if self.ducats > 0 {
            v.push(self.ducats.to_string());
        }
        v.extend(self.items.iter().map(ToString::to_string));
        v.extend(self.promised.iter().map(|k| format!("+{k}")));
        v
    }

    /// Reads tokens: numbers are ducats (added up), `+X` promised kinds, the rest items.
    fn read(tokens: &[&str]) -> Result<Terms, NotationError> {
        let mut t = Terms::default();
        for tok in tokens {
            if let Some(kind) = tok.strip_prefix('+') {
                t.promised.push(kind.parse()?);
            } else if let Ok(n) = tok.parse::<u32>() {
                t.ducats = t
                    .ducats
                    .checked_add(n)
                    .ok_or_else(|| NotationError::BadCard((*tok).to_owned()))?;
            } else {
                t.items.push(tok.parse()?);
            }
        }
        Ok(t.sorted())
    }
}

/// The terms of an offer or an ask: what the maker gives, and what the active player gives
/// back (`get …`, never promised items).
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Deal {
    pub gives: Terms,
    pub gets: Terms,
}

impl Deal {
    /// Reads `20 wheat +wheat get 10 silk`.
    ///
    /// # Errors
    /// A token that is not a number, an item or `+kind`, or a promise on the `get` side.
    pub fn read(tokens: &[&str]) -> Result<Deal, NotationError> {
        let at = tokens.iter().position(|t| t.eq_ignore_ascii_case("get"));
        let (gives, gets) = match at {
            Some(i) => (&tokens[..i], &tokens[i + 1..]),
            None => (tokens, &[][..]),
        };
        let deal = Deal {
            gives: Terms::read(gives)?,
            gets: Terms::read(gets)?,
        };
        if deal.gets.promised.is_empty() {
            Ok(deal)
        } else {
            Err(NotationError::BadArguments {
                verb: "get",
                expected: "ducats and items the active player holds, nothing promised",
            })
        }
    }
}

impl fmt::Display for Deal {
    /// Nothing for an empty deal; else a leading space before each token.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for t in self.gives.tokens() {
            write!(f, " {t}")?;
        }
        let gets = self.gets.tokens();
        if !gets.is_empty() {
            f.write_str(" get")?;
            for t in gets {
                write!(f, " {t}")?;
            }
        }
        Ok(())
    }
}

/// Everything one player holds. Ducats are their secret; the rest is public except which
/// cards (their count per deck is public).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Holdings {
    pub ducats: u32,
    /// Per [`Good`], in `Good::ALL` order.
    pub goods: [u8; 8],
    /// Per [`Tile`], in `Tile::ALL` order.
    pub tiles: [u8; 5],
    /// Unplaced markers of the player's colour.
    pub markers: u8,
    /// Sorted.
    pub cards: Vec<Card>,
}

impl Holdings {
    #[must_use]
    pub fn new(ducats: u32) -> Holdings {
        Holdings {
            ducats,
            goods: [0; 8],
            tiles: [0; 5],
            markers: 0,
            cards: Vec::new(),
        }
    }

    /// How many of `item` are held.
    #[must_use]
    pub fn count(&self, item: Item) -> usize {
        match item {
            Item::Good(g) => usize::from(self.goods[g.index()]),
            Item::Tile(t) => usize::from(self.tiles[t.index()]),
            Item::Marker => usize::from(self.markers),
            Item::Card(c) => self.cards.iter().filter(|&&x| x == c).count(),
        }
    }

    /// Whether these terms (money and items, not promises) can be paid.
    #[must_use]
    pub fn can_pay(&self, terms: &Terms) -> bool {
        self.ducats >= terms.ducats
            && terms
                .items
                .iter()
                .all(|&i| terms.items.iter().filter(|&&x| x == i).count() <= self.count(i))
    }

    /// Adds one item.
    pub fn add(&mut self, item: Item) {
        match item {
            Item::Good(g) => self.goods[g.index()] += 1,
            Item::Tile(t) => self.tiles[t.index()] += 1,
            Item::Marker => self.markers += 1,
            Item::Card(c) => {
                self.cards.push(c);
                self.cards.sort();
            }
        }
    }

    /// Removes one item.
    ///
    /// # Panics
    /// If it is not held: moves are checked before they are applied.
    pub fn remove(&mut self, item: Item) {
        assert!(
            self.count(item) > 0,
            "a checked move gives only what is held"
        );
        match item {
            Item::Good(g) => self.goods[g.index()] -= 1,
            Item::Tile(t) => self.tiles[t.index()] -= 1,
            Item::Marker => self.markers -= 1,
            Item::Card(c) => {
                crate::engine::pile::take(&mut self.cards, c);
            }
        }
    }

    /// Every item held, once per copy, in order (for the tie-break and the trade menus).
    #[must_use]
    pub fn items(&self) -> Vec<Item> {
        let mut v = Vec::new();
        for g in Good::ALL {
            v.extend(std::iter::repeat_n(
                Item::Good(g),
                usize::from(self.goods[g.index()]),
            ));
        }
        for t in Tile::ALL {
            v.extend(std::iter::repeat_n(
                Item::Tile(t),
                usize::from(self.tiles[t.index()]),
            ));
        }
        v.extend(std::iter::repeat_n(Item::Marker, usize::from(self.markers)));
        v.extend(self.cards.iter().map(|&c| Item::Card(c)));
        v
    }

    /// Cards held per deck, in `Deck::ALL` order: what others may know of the hand.
    #[must_use]
    pub fn card_counts(&self) -> [u8; 4] {
        let mut n = [0; 4];
        for c in &self.cards {
            n[c.deck.index()] += 1;
        }
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deals_read_and_write_canonically() {
        let d = Deal::read(&["wheat", "20", "+wheat", "get", "silk", "10"]).unwrap();
        assert_eq!(d.to_string(), " 20 wheat +wheat get 10 silk");
        assert_eq!(Deal::read(&[]).unwrap().to_string(), "");
        assert!(Deal::read(&["get", "+wheat"]).is_err());
        assert!(Deal::read(&["gold"]).is_err());
        let d = Deal::read(&["marker", "L-VC1", "trade", "+small"]).unwrap();
        assert_eq!(d.to_string(), " trade marker L-VC1 +small");
    }

    #[test]
    fn holdings_pay_only_what_they_hold() {
        let mut h = Holdings::new(30);
        h.add(Item::Good(Good::Wheat));
        let t = |s: &[&str]| Deal::read(s).unwrap().gives;
        assert!(h.can_pay(&t(&["30", "wheat"])));
        assert!(!h.can_pay(&t(&["35"])));
        assert!(!h.can_pay(&t(&["wheat", "wheat"])));
        assert!(h.can_pay(&t(&["+marker"])));
    }
}
