//! Our edition of what the boards print (`shared/rules/burger-joint.md`, "Board data"): the
//! cubes, the cost of each column, the points of each space and the six bistros. Everything
//! printed lives here, so that a corrected edition is a change of this file only.

use super::cubes::{Colour, Cubes};

/// Cubes of each colour in the game; all of them start in the bag.
pub const CUBES_PER_COLOUR: u8 = 10;
/// Development tokens per player (the seed's 30 split evenly).
pub const TOKENS: u8 = 15;
/// Spaces of the basic-restaurant column.
pub const BASIC_SPACES: u8 = 6;
/// Steps of the advertising track.
pub const ADVERT_STEPS: u8 = 5;
/// Most cubes a player takes in one production, bistros and diners counted together.
pub const CAPACITY_LIMIT: u8 = 4;
/// Cubes a player may keep at the end of a turn.
pub const KEEP: u8 = 7;
/// Points that win, on the active player's own turn.
pub const WINNING_SCORE: u8 = 12;
/// Both players' score at the start.
pub const STARTING_SCORE: u8 = 2;
/// Points of a specialty diner.
pub const DINER_POINTS: u8 = 1;

/// Points the advertising marker shows, by step (index 0: off the track).
pub const ADVERT_POINTS: [u8; ADVERT_STEPS as usize + 1] = [0, 0, 1, 1, 2, 3];

/// Points of the basic-restaurant column by how many the player owns (0 to 6).
pub const BASIC_POINTS: [u8; BASIC_SPACES as usize + 1] = [0, 0, 0, 1, 1, 2, 3];

/// The two restaurants.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Burger,
    Pizza,
}

impl Side {
    /// The word of the options and the views.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Side::Burger => "burger",
            Side::Pizza => "pizza",
        }
    }

    /// What this side's board prints.
    #[must_use]
    pub const fn board(self) -> &'static Board {
        match self {
            Side::Burger => &BURGER,
            Side::Pizza => &PIZZA,
        }
    }
}

/// What one development board prints: the cost at the top of each column and the diners the
/// side starts with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Board {
    pub advert: Cubes,
    pub basic: Cubes,
    pub diner: Cubes,
    pub bistro: Cubes,
    /// The diners marked at setup (besides one basic restaurant).
    pub starting_diners: [Colour; 2],
}

use Colour::{Black, Brown, Green, Red, White, Yellow};

const BURGER: Board = Board {
    advert: Cubes::of(&[Black, Yellow, Brown]),
    basic: Cubes::of(&[Black, Yellow, White]),
    diner: Cubes::of(&[Black, Yellow, White, Red]),
    bistro: Cubes::of(&[Yellow, Yellow, Yellow, Brown, Brown, Brown]),
    starting_diners: [Black, Yellow],
};

const PIZZA: Board = Board {
    advert: Cubes::of(&[Green, Red, White]),
    basic: Cubes::of(&[Green, Red, Brown]),
    diner: Cubes::of(&[Green, Red, Brown, Yellow]),
    bistro: Cubes::of(&[Red, Red, Red, White, White, White]),
    starting_diners: [Green, Red],
};

/// What a bistro lets its owner do once in each of their turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ability {
    /// No ability (the three-point bistro).
    None,
    /// Return any number of own cubes, draw as many at random.
    Redraw,
    /// Return this many own cubes, take one cube of a chosen colour.
    Exchange(u8),
    /// Draw one random cube beyond the production limit.
    ExtraRandom,
    /// Take one cube of a chosen colour beyond the production limit.
    ExtraChosen,
}

/// One of the six deluxe bistros (the same on both boards).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bistro {
    pub letter: char,
    pub points: u8,
    pub ability: Ability,
}

/// The six bistros, A to F.
pub const BISTROS: [Bistro; 6] = [
    Bistro {
        letter: 'A',
        points: 3,
        ability: Ability::None,
    },
    Bistro {
        letter: 'B',
        points: 2,
        ability: Ability::Redraw,
    },
    Bistro {
        letter: 'C',
        points: 2,
        ability: Ability::Exchange(2),
    },
    Bistro {
        letter: 'D',
        points: 1,
        ability: Ability::Exchange(1),
    },
    Bistro {
        letter: 'E',
        points: 1,
        ability: Ability::ExtraRandom,
    },
    Bistro {
        letter: 'F',
        points: 0,
        ability: Ability::ExtraChosen,
    },
];

/// The index of bistro `letter` in [`BISTROS`].
#[must_use]
pub fn bistro_index(letter: char) -> Option<usize> {
    BISTROS.iter().position(|b| b.letter == letter)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cost_is_paid_in_colours_of_the_side() {
        assert_eq!(BURGER.advert.total(), 3);
        assert_eq!(BURGER.basic.total(), 3);
        assert_eq!(BURGER.diner.total(), 4);
        assert_eq!(BURGER.bistro.total(), 6);
        assert_eq!(PIZZA.advert.total(), 3);
        assert_eq!(PIZZA.basic.total(), 3);
        assert_eq!(PIZZA.diner.total(), 4);
        assert_eq!(PIZZA.bistro.total(), 6);
        assert_eq!(PIZZA.bistro.count(Red), 3);
    }

    #[test]
    fn bistros_are_worth_three_to_nothing_and_only_a_has_no_ability() {
        let points: Vec<u8> = BISTROS.iter().map(|b| b.points).collect();
        assert_eq!(points, [3, 2, 2, 1, 1, 0]);
        let without: Vec<char> = BISTROS
            .iter()
            .filter(|b| b.ability == Ability::None)
            .map(|b| b.letter)
            .collect();
        assert_eq!(without, ['A']);
    }
}
