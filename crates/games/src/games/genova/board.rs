//! The board of our edition (`shared/rules/genova.md`): an 8×8 grid of cells, grouped into
//! spaces (a building whatever its size, the market, each street cell), as data.

use std::fmt;
use std::str::FromStr;

use crate::engine::notation::serde_as_notation;
use crate::engine::NotationError;

/// The 18 buildings. Warehouses and villas are buildings too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Building {
    GuildHall,
    CityHall,
    PostOffice,
    Cathedral,
    Palace,
    Park,
    CoachHouse,
    Harbor,
    Tavern,
    Restaurant,
    Grains,
    Metals,
    Fabrics,
    Spices,
    Collini,
    Monetti,
    Ricci,
    Zasteri,
}

use Building::*;

impl Building {
    pub const ALL: [Building; 18] = [
        GuildHall, CityHall, PostOffice, Cathedral, Palace, Park, CoachHouse, Harbor, Tavern,
        Restaurant, Grains, Metals, Fabrics, Spices, Collini, Monetti, Ricci, Zasteri,
    ];

    /// The two-letter code of the notation and the board.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            GuildHall => "GH",
            CityHall => "CH",
            PostOffice => "PO",
            Cathedral => "CA",
            Palace => "PA",
            Park => "PK",
            CoachHouse => "CO",
            Harbor => "HA",
            Tavern => "TA",
            Restaurant => "RE",
            Grains => "GR",
            Metals => "ME",
            Fabrics => "FA",
            Spices => "SP",
            Collini => "VC",
            Monetti => "VM",
            Ricci => "VR",
            Zasteri => "VZ",
        }
    }

    /// The building of a code, in any case.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Building> {
        Building::ALL
            .into_iter()
            .find(|b| b.code().eq_ignore_ascii_case(code))
    }

    /// Whether this is one of the four villas (large orders, privileges).
    #[must_use]
    pub const fn is_villa(self) -> bool {
        matches!(self, Collini | Monetti | Ricci | Zasteri)
    }
}

impl fmt::Display for Building {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Building {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Building::from_code(s).ok_or_else(|| NotationError::BadCard(s.to_owned()))
    }
}

serde_as_notation!(Building);

/// A cell: row (the red die) and column (the blue die), both 1–8.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell {
    pub row: u8,
    pub col: u8,
}

impl Cell {
    #[must_use]
    pub const fn new(row: u8, col: u8) -> Cell {
        Cell { row, col }
    }

    /// The cells sharing a side with this one.
    fn neighbours(self) -> impl Iterator<Item = Cell> {
        let (r, c) = (i16::from(self.row), i16::from(self.col));
        [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
            .into_iter()
            .filter(|&(r, c)| (1..=8).contains(&r) && (1..=8).contains(&c))
            .map(|(r, c)| Cell::new(r as u8, c as u8))
    }
}

/// The spaces and who borders whom, worked out once from the cells: the tower's moves, the
/// deals and the computer's routes ask on every step.
struct Map {
    all: Vec<Space>,
    /// Per space of `all`, the spaces it borders, in the order of `all`.
    next: Vec<Vec<Space>>,
    /// Per cell (row and column from 1), its space's place in `all`, and the same per
    /// building: [`Space::index`] is asked at every step of the tower.
    by_cell: [[u8; 8]; 8],
    by_building: [u8; Building::ALL.len()],
    market: u8,
}

fn map() -> &'static Map {
    static MAP: std::sync::OnceLock<Map> = std::sync::OnceLock::new();
    MAP.get_or_init(|| {
        let all = Space::listed();
        let next = all
            .iter()
            .map(|&s| all.iter().copied().filter(|&o| s.borders(o)).collect())
            .collect();
        let place = |s: Space| {
            let i = all.binary_search(&s).expect("every space is on the board");
            u8::try_from(i).expect("a few dozen spaces")
        };
        let mut by_cell = [[0; 8]; 8];
        for c in all_cells() {
            by_cell[usize::from(c.row - 1)][usize::from(c.col - 1)] = place(Space::at(c));
        }
        let mut by_building = [0; Building::ALL.len()];
        for b in Building::ALL {
            by_building[b as usize] = place(Space::Building(b));
        }
        Map {
            market: place(Space::Market),
            all,
            next,
            by_cell,
            by_building,
        }
    })
}

/// One space the tower can stand on: a building, the market (4 cells) or one street cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Space {
    Building(Building),
    Market,
    Street(Cell),
}

/// What a cell of the grid holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Square {
    B(Building),
    Market,
    Street,
}

/// The grid, row 1 first, as the rules page draws it.
const GRID: [[Square; 8]; 8] = {
    use Square::{Market as MK, Street as S, B};
    [
        [
            B(Park),
            B(Park),
            B(CoachHouse),
            B(CoachHouse),
            B(Collini),
            B(Collini),
            B(Metals),
            B(Metals),
        ],
        [B(Ricci), B(Park), S, S, S, S, B(Metals), B(Palace)],
        [B(Ricci), S, S, B(GuildHall), B(GuildHall), S, S, B(Palace)],
        [
            B(Fabrics),
            S,
            B(PostOffice),
            MK,
            MK,
            B(CityHall),
            S,
            B(Spices),
        ],
        [
            B(Fabrics),
            S,
            B(PostOffice),
            MK,
            MK,
            B(CityHall),
            S,
            B(Spices),
        ],
        [
            B(Restaurant),
            S,
            S,
            B(Cathedral),
            B(Cathedral),
            S,
            S,
            B(Zasteri),
        ],
        [B(Restaurant), B(Tavern), S, S, S, S, B(Harbor), B(Zasteri)],
        [
            B(Tavern),
            B(Tavern),
            B(Monetti),
            B(Monetti),
            B(Grains),
            B(Grains),
            B(Harbor),
            B(Harbor),
        ],
    ]
};

/// The 14 outer buildings in ring order; neighbours in this ring are adjacent for privileges.
pub const RING: [Building; 14] = [
    Park, CoachHouse, Collini, Metals, Palace, Spices, Zasteri, Harbor, Grains, Monetti, Tavern,
    Restaurant, Fabrics, Ricci,
];

impl Space {
    /// The space a cell belongs to (where a roll puts the tower).
    #[must_use]
    pub fn at(cell: Cell) -> Space {
        match GRID[usize::from(cell.row - 1)][usize::from(cell.col - 1)] {
            Square::B(b) => Space::Building(b),
            Square::Market => Space::Market,
            Square::Street => Space::Street(cell),
        }
    }

    /// Every space of the board: 18 buildings, the market, 20 street cells.
    #[must_use]
    pub fn all() -> Vec<Space> {
        map().all.clone()
    }

    /// Every space in order, from the cells (see [`map`]).
    fn listed() -> Vec<Space> {
        let mut v: Vec<Space> = all_cells().map(Space::at).collect();
        v.sort();
        v.dedup();
        v
    }

    /// This space's place in [`Space::all`].
    fn index(self) -> usize {
        let map = map();
        let place = match self {
            Space::Building(b) => map.by_building[b as usize],
            Space::Market => map.market,
            Space::Street(c) => map.by_cell[usize::from(c.row - 1)][usize::from(c.col - 1)],
        };
        usize::from(place)
    }

    /// The cells of this space.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        all_cells().filter(move |&c| Space::at(c) == self)
    }

    /// Whether the tower can step from this space to `other` (their cells share a side).
    #[must_use]
    pub fn touches(self, other: Space) -> bool {
        map().next[self.index()].contains(&other)
    }

    /// Whether the cells of this space and `other` share a side, from the cells themselves.
    fn borders(self, other: Space) -> bool {
        self != other
            && self
                .cells()
                .any(|c| c.neighbours().any(|n| Space::at(n) == other))
    }

    /// The spaces the tower can step to from here, in the order of [`Space::all`].
    #[must_use]
    pub fn neighbours(self) -> Vec<Space> {
        map().next[self.index()].clone()
    }

    /// The building, if this space is one.
    #[must_use]
    pub const fn building(self) -> Option<Building> {
        match self {
            Space::Building(b) => Some(b),
            _ => None,
        }
    }

    /// The buildings next to a street cell: where markers go from it.
    #[must_use]
    pub fn buildings_next_to(self) -> Vec<Building> {
        let Space::Street(cell) = self else {
            return Vec::new();
        };
        let mut v: Vec<Building> = cell
            .neighbours()
            .filter_map(|n| Space::at(n).building())
            .collect();
        v.sort();
        v.dedup();
        v
    }

    /// Whether this is a street cell.
    #[must_use]
    pub const fn is_street(self) -> bool {
        matches!(self, Space::Street(_))
    }
}

fn all_cells() -> impl Iterator<Item = Cell> {
    (1..=8).flat_map(|r| (1..=8).map(move |c| Cell::new(r, c)))
}

/// Whether two outer buildings are neighbours on the ring (privilege groups).
#[must_use]
pub fn ring_adjacent(a: Building, b: Building) -> bool {
    let pos = |x| RING.iter().position(|&r| r == x);
    match (pos(a), pos(b)) {
        (Some(i), Some(j)) => (i + 1) % RING.len() == j || (j + 1) % RING.len() == i,
        _ => false,
    }
}

impl fmt::Display for Space {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Space::Building(b) => f.write_str(b.code()),
            Space::Market => f.write_str("MK"),
            Space::Street(c) => write!(f, "{},{}", c.row, c.col),
        }
    }
}

impl FromStr for Space {
    type Err = NotationError;

    /// `GH`, `MK`, or a cell `r,c`; a cell of a building or the market names that space.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || NotationError::BadCard(s.to_owned());
        if s.eq_ignore_ascii_case("MK") {
            return Ok(Space::Market);
        }
        if let Some(b) = Building::from_code(s) {
            return Ok(Space::Building(b));
        }
        let (r, c) = s.split_once(',').ok_or_else(bad)?;
        let digit = |t: &str| t.parse::<u8>().ok().filter(|d| (1..=8).contains(d));
        let (Some(row), Some(col)) = (digit(r), digit(c)) else {
            return Err(bad());
        };
        Ok(Space::at(Cell::new(row, col)))
    }
}

serde_as_notation!(Space);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_has_18_buildings_20_streets_and_the_market() {
        let all = Space::all();
        let streets = all.iter().filter(|s| s.is_street()).count();
        let buildings = all.iter().filter(|s| s.building().is_some()).count();
        assert_eq!((buildings, streets, all.len()), (18, 20, 39));
        assert_eq!(Space::Market.cells().count(), 4);
    }

    #[test]
    fn every_street_cell_touches_exactly_two_buildings() {
        for s in Space::all().into_iter().filter(|s| s.is_street()) {
            assert_eq!(s.buildings_next_to().len(), 2, "{s}");
        }
        let cell: Space = "2,3".parse().unwrap();
        assert_eq!(cell.buildings_next_to(), [Park, CoachHouse]);
    }

    #[test]
    fn each_villa_is_next_to_one_warehouse() {
        let warehouses = [Grains, Metals, Fabrics, Spices];
        for villa in [Collini, Monetti, Ricci, Zasteri] {
            let next: Vec<_> = warehouses
                .into_iter()
                .filter(|&w| ring_adjacent(villa, w))
                .collect();
            assert_eq!(next.len(), 1, "{villa}");
        }
    }

    #[test]
    fn the_ring_and_the_inner_buildings() {
        assert!(ring_adjacent(Park, Ricci));
        assert!(ring_adjacent(CoachHouse, Park));
        assert!(!ring_adjacent(Park, Collini));
        for inner in [GuildHall, CityHall, PostOffice, Cathedral] {
            assert!(Building::ALL.iter().all(|&b| !ring_adjacent(inner, b)));
        }
        // The ring is the board's own adjacency of the outer buildings.
        for (i, &a) in RING.iter().enumerate() {
            let b = RING[(i + 1) % RING.len()];
            assert!(Space::Building(a).touches(Space::Building(b)), "{a}-{b}");
        }
    }

    #[test]
    fn spaces_read_and_write() {
        for s in Space::all() {
            assert_eq!(s.to_string().parse::<Space>(), Ok(s));
        }
        assert_eq!("4,5".parse::<Space>(), Ok(Space::Market));
        assert_eq!("1,1".parse::<Space>(), Ok(Space::Building(Park)));
        assert!("9,1".parse::<Space>().is_err());
        assert!("XX".parse::<Space>().is_err());
        let gh = Space::Building(GuildHall);
        assert!(gh.touches(Space::Market));
        assert!(gh.touches("2,4".parse().unwrap()));
        assert!(!gh.touches(Space::Building(Park)));
    }
}
