//! Goods, special tiles and the four decks of our edition, as data tables: a corrected edition
//! is a change of these tables only.

use std::fmt;
use std::str::FromStr;

use crate::engine::notation::serde_as_notation;
use crate::engine::NotationError;

use super::board::Building::{self, *};

/// The eight goods, two per warehouse.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Good {
    Wheat,
    Rice,
    Silver,
    Copper,
    Silk,
    Linen,
    Salt,
    Pepper,
}

impl Good {
    pub const ALL: [Good; 8] = [
        Good::Wheat,
        Good::Rice,
        Good::Silver,
        Good::Copper,
        Good::Silk,
        Good::Linen,
        Good::Salt,
        Good::Pepper,
    ];

    /// The word of the notation.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Good::Wheat => "wheat",
            Good::Rice => "rice",
            Good::Silver => "silver",
            Good::Copper => "copper",
            Good::Silk => "silk",
            Good::Linen => "linen",
            Good::Salt => "salt",
            Good::Pepper => "pepper",
        }
    }

    /// The warehouse that stocks it.
    #[must_use]
    pub const fn warehouse(self) -> Building {
        match self {
            Good::Wheat | Good::Rice => Grains,
            Good::Silver | Good::Copper => Metals,
            Good::Silk | Good::Linen => Fabrics,
            Good::Salt | Good::Pepper => Spices,
        }
    }

    /// The goods a warehouse gives (none for other buildings).
    #[must_use]
    pub fn of_warehouse(b: Building) -> Vec<Good> {
        Good::ALL
            .into_iter()
            .filter(|g| g.warehouse() == b)
            .collect()
    }

    pub(super) const fn index(self) -> usize {
        self as usize
    }
}

/// The five kinds of special tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Tile {
    /// Any start space, instead of rolling (Coach House).
    Start,
    /// One of any good (Harbor).
    Ware,
    /// One further action (Park).
    Further,
    /// One building action at an owned building (Palace).
    Building,
    /// A 1:1 trade (Tavern, Restaurant).
    Trade,
}

impl Tile {
    pub const ALL: [Tile; 5] = [
        Tile::Start,
        Tile::Ware,
        Tile::Further,
        Tile::Building,
        Tile::Trade,
    ];

    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Tile::Start => "start",
            Tile::Ware => "ware",
            Tile::Further => "further",
            Tile::Building => "building",
            Tile::Trade => "trade",
        }
    }

    /// How many the game has.
    #[must_use]
    pub const fn stock(self) -> u8 {
        match self {
            Tile::Trade => 7,
            _ => 5,
        }
    }

    /// The tile a building gives as its action.
    #[must_use]
    pub const fn of_building(b: Building) -> Option<Tile> {
        match b {
            CoachHouse => Some(Tile::Start),
            Harbor => Some(Tile::Ware),
            Park => Some(Tile::Further),
            Palace => Some(Tile::Building),
            Tavern | Restaurant => Some(Tile::Trade),
            _ => None,
        }
    }

    pub(super) const fn index(self) -> usize {
        self as usize
    }
}

/// Goods of each kind in the game.
pub const GOODS_EACH: u8 = 5;
/// Ownership markers of each colour.
pub const MARKERS_EACH: u8 = 7;

/// The four decks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Deck {
    Large,
    Small,
    Message,
    Privilege,
}

impl Deck {
    pub const ALL: [Deck; 4] = [Deck::Large, Deck::Small, Deck::Message, Deck::Privilege];

    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Deck::Large => "large",
            Deck::Small => "small",
            Deck::Message => "message",
            Deck::Privilege => "privilege",
        }
    }

    /// Every card of the deck, in the order of the rules page.
    #[must_use]
    pub fn cards(self) -> Vec<Card> {
        let n = match self {
            Deck::Large => LARGE.len(),
            Deck::Small => SMALL.len(),
            Deck::Message => MESSAGES.len(),
            Deck::Privilege => RING.len(),
        };
        (0..n as u8)
            .map(|i| Card {
                deck: self,
                index: i,
            })
            .collect()
    }

    pub(super) const fn index(self) -> usize {
        self as usize
    }
}

/// Large orders: the villa and the three goods it wants.
pub const LARGE: [(Building, [Good; 3]); 16] = {
    use Good::*;
    [
        (Collini, [Wheat, Silk, Salt]),
        (Collini, [Wheat, Linen, Pepper]),
        (Collini, [Rice, Silk, Pepper]),
        (Collini, [Rice, Linen, Salt]),
        (Monetti, [Silver, Silk, Salt]),
        (Monetti, [Silver, Linen, Pepper]),
        (Monetti, [Copper, Silk, Pepper]),
        (Monetti, [Copper, Linen, Salt]),
        (Ricci, [Wheat, Silver, Salt]),
        (Ricci, [Wheat, Copper, Pepper]),
        (Ricci, [Rice, Silver, Pepper]),
        (Ricci, [Rice, Copper, Salt]),
        (Zasteri, [Wheat, Silver, Silk]),
        (Zasteri, [Wheat, Copper, Linen]),
        (Zasteri, [Rice, Silver, Linen]),
        (Zasteri, [Rice, Copper, Silk]),
    ]
};

/// Small orders: the building where it is delivered and the good.
pub const SMALL: [(Building, Good); 16] = {
    use Good::*;
    [
        (GuildHall, Wheat),
        (GuildHall, Silver),
        (PostOffice, Rice),
        (PostOffice, Silk),
        (Cathedral, Copper),
        (Cathedral, Salt),
        (Palace, Linen),
        (Palace, Pepper),
        (Park, Wheat),
        (Park, Linen),
        (CoachHouse, Silver),
        (CoachHouse, Pepper),
        (Harbor, Rice),
        (Harbor, Salt),
        (Tavern, Copper),
        (Restaurant, Silk),
    ]
};

/// Messages: the two buildings the tower must visit in one turn.
pub const MESSAGES: [(Building, Building); 14] = [
    (GuildHall, CityHall),
    (PostOffice, Cathedral),
    (Park, PostOffice),
    (CoachHouse, GuildHall),
    (Collini, Palace),
    (Metals, CityHall),
    (Spices, Harbor),
    (Zasteri, Cathedral),
    (Grains, Tavern),
    (Monetti, Restaurant),
    (Fabrics, Tavern),
    (Ricci, CoachHouse),
    (Park, Fabrics),
    (Metals, Spices),
];

/// Privileges: one per outer building, in ring order.
use super::board::RING;

/// What the cards pay.
pub const LARGE_PAY: u32 = 100;
pub const SMALL_PAY: u32 = 40;
pub const MESSAGE_PAY: u32 = 30;
/// Paid by the bank to each other owner when a building's action is performed, and at the end
/// per building owned.
pub const OWNER_PAY: u32 = 10;

/// A card: its deck and its place in that deck's table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    pub deck: Deck,
    pub index: u8,
}

/// What a card says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardFace {
    Large(Building, [Good; 3]),
    Small(Building, Good),
    Message(Building, Building),
    Privilege(Building),
}

impl Card {
    #[must_use]
    #[inline]
    pub fn face(self) -> CardFace {
        let i = usize::from(self.index);
        match self.deck {
            Deck::Large => CardFace::Large(LARGE[i].0, LARGE[i].1),
            Deck::Small => CardFace::Small(SMALL[i].0, SMALL[i].1),
            Deck::Message => CardFace::Message(MESSAGES[i].0, MESSAGES[i].1),
            Deck::Privilege => CardFace::Privilege(RING[i]),
        }
    }

    /// The number of this card among its deck's cards for the same building (`S-GH2` is 2).
    fn ordinal(self) -> usize {
        let i = usize::from(self.index);
        match self.deck {
            Deck::Large => LARGE[..=i].iter().filter(|l| l.0 == LARGE[i].0).count(),
            Deck::Small => SMALL[..=i].iter().filter(|s| s.0 == SMALL[i].0).count(),
            Deck::Message | Deck::Privilege => 1,
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.face() {
            CardFace::Large(villa, _) => write!(f, "L-{villa}{}", self.ordinal()),
            CardFace::Small(at, _) => write!(f, "S-{at}{}", self.ordinal()),
            CardFace::Message(a, b) => write!(f, "M-{a}-{b}"),
            CardFace::Privilege(b) => write!(f, "P-{b}"),
        }
    }
}

impl FromStr for Card {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Deck::ALL
            .into_iter()
            .flat_map(Deck::cards)
            .find(|c| c.to_string().eq_ignore_ascii_case(s))
            .ok_or_else(|| NotationError::BadCard(s.to_owned()))
    }
}

serde_as_notation!(Card);

macro_rules! words_notation {
    ($t:ty) => {
        impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.word())
            }
        }

        impl FromStr for $t {
            type Err = NotationError;

            fn from_str(s: &str) -> Result<Self, Self::Err> {
                <$t>::ALL
                    .into_iter()
                    .find(|x| x.word().eq_ignore_ascii_case(s))
                    .ok_or_else(|| NotationError::BadCard(s.to_owned()))
            }
        }

        serde_as_notation!($t);
    };
}

words_notation!(Good);
words_notation!(Tile);
words_notation!(Deck);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sixty_cards_with_ids_as_the_page_numbers_them() {
        let all: Vec<Card> = Deck::ALL.into_iter().flat_map(Deck::cards).collect();
        assert_eq!(all.len(), 60);
        let ids: Vec<String> = all.iter().map(ToString::to_string).collect();
        for id in [
            "L-VC1", "L-VZ4", "S-GH1", "S-GH2", "S-TA1", "S-RE1", "M-GH-CH", "P-VC",
        ] {
            assert!(ids.contains(&id.to_owned()), "{id}");
        }
        for c in all {
            assert_eq!(c.to_string().parse::<Card>(), Ok(c));
        }
    }

    #[test]
    fn large_orders_want_one_good_of_each_warehouse_but_the_villas_neighbour() {
        for (villa, goods) in LARGE {
            let mut houses: Vec<Building> = goods.iter().map(|g| g.warehouse()).collect();
            houses.sort();
            houses.dedup();
            assert_eq!(houses.len(), 3, "{villa}");
            let missing = [Grains, Metals, Fabrics, Spices]
                .into_iter()
                .find(|w| !houses.contains(w))
                .unwrap();
            assert!(
                super::super::board::ring_adjacent(villa, missing),
                "{villa}"
            );
        }
    }

    #[test]
    fn small_orders_two_per_building_one_for_tavern_and_restaurant() {
        for b in Building::ALL {
            let n = SMALL.iter().filter(|s| s.0 == b).count();
            let want = match b {
                Tavern | Restaurant => 1,
                b if b.is_villa() => 0,
                Grains | Metals | Fabrics | Spices | CityHall => 0,
                _ => 2,
            };
            assert_eq!(n, want, "{b}");
        }
    }
}
