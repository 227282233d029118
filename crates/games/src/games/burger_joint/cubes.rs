//! Cube colours and heaps of cubes (the bag, an area, a player's store), counted by colour.

use std::fmt;
use std::str::FromStr;

use crate::engine::notation::serde_as_notation;
use crate::engine::{GameRng, NotationError};

/// A cube's colour. Notation: `W K Y G N R` (white, blacK, yellow, green, browN, red).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Colour {
    White,
    Black,
    Yellow,
    Green,
    Brown,
    Red,
}

impl Colour {
    /// Every colour, in notation order.
    pub const ALL: [Colour; 6] = [
        Colour::White,
        Colour::Black,
        Colour::Yellow,
        Colour::Green,
        Colour::Brown,
        Colour::Red,
    ];

    /// The notation letter.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Colour::White => 'W',
            Colour::Black => 'K',
            Colour::Yellow => 'Y',
            Colour::Green => 'G',
            Colour::Brown => 'N',
            Colour::Red => 'R',
        }
    }

    /// The colour of a notation letter.
    #[must_use]
    pub fn from_letter(c: char) -> Option<Colour> {
        Colour::ALL.into_iter().find(|k| k.letter() == c)
    }

    /// Index in [`Colour::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// A coloured square, for boards and buttons.
    #[must_use]
    pub const fn square(self) -> &'static str {
        match self {
            Colour::White => "⬜",
            Colour::Black => "⬛",
            Colour::Yellow => "🟨",
            Colour::Green => "🟩",
            Colour::Brown => "🟫",
            Colour::Red => "🟥",
        }
    }

    /// The word's message id in the Fluent files (`bj-colour-white`, …).
    #[must_use]
    pub const fn word_id(self) -> &'static str {
        match self {
            Colour::White => "bj-colour-white",
            Colour::Black => "bj-colour-black",
            Colour::Yellow => "bj-colour-yellow",
            Colour::Green => "bj-colour-green",
            Colour::Brown => "bj-colour-brown",
            Colour::Red => "bj-colour-red",
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl FromStr for Colour {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut chars = s.chars();
        match (chars.next().and_then(Colour::from_letter), chars.next()) {
            (Some(c), None) => Ok(c),
            _ => Err(NotationError::BadCard(s.to_owned())),
        }
    }
}

serde_as_notation!(Colour);
serde_as_notation!(Cubes);

/// Cubes counted by colour. Order does not matter anywhere a heap is used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Cubes([u8; 6]);

impl Cubes {
    /// The heap of these cubes.
    #[must_use]
    pub const fn of(colours: &[Colour]) -> Cubes {
        let mut counts = [0u8; 6];
        let mut i = 0;
        while i < colours.len() {
            counts[colours[i].index()] += 1;
            i += 1;
        }
        Cubes(counts)
    }

    /// `n` cubes of every colour.
    #[must_use]
    pub const fn each(n: u8) -> Cubes {
        Cubes([n; 6])
    }

    /// How many cubes of `colour`.
    #[must_use]
    pub const fn count(&self, colour: Colour) -> u8 {
        self.0[colour.index()]
    }

    /// How many cubes in all.
    #[must_use]
    pub fn total(&self) -> u8 {
        self.0.iter().sum()
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.total() == 0
    }

    /// Whether every cube of `other` is here.
    #[must_use]
    pub fn contains(&self, other: &Cubes) -> bool {
        self.0.iter().zip(other.0).all(|(have, want)| *have >= want)
    }

    pub fn add(&mut self, colour: Colour) {
        self.0[colour.index()] += 1;
    }

    /// Adds every cube of `other`.
    pub fn add_all(&mut self, other: &Cubes) {
        for (have, more) in self.0.iter_mut().zip(other.0) {
            *have += more;
        }
    }

    /// Takes one cube of `colour`.
    ///
    /// # Panics
    /// There is none: callers check first.
    pub fn remove(&mut self, colour: Colour) {
        self.0[colour.index()] = self.0[colour.index()]
            .checked_sub(1)
            .expect("a cube that is not there");
    }

    /// Takes every cube of `other`.
    ///
    /// # Panics
    /// Some are not there: callers check first.
    pub fn remove_all(&mut self, other: &Cubes) {
        assert!(self.contains(other), "cubes that are not there");
        for (have, less) in self.0.iter_mut().zip(other.0) {
            *have -= less;
        }
    }

    /// Empties the heap and returns what it held.
    pub fn take_all(&mut self) -> Cubes {
        std::mem::take(self)
    }

    /// The colours present, each once.
    pub fn colours(&self) -> impl Iterator<Item = Colour> + '_ {
        Colour::ALL.into_iter().filter(|c| self.count(*c) > 0)
    }

    /// Every cube, sorted by colour.
    #[must_use]
    pub fn list(&self) -> Vec<Colour> {
        Colour::ALL
            .into_iter()
            .flat_map(|c| std::iter::repeat_n(c, self.count(c) as usize))
            .collect()
    }

    /// One cube at random, each cube equally likely; `None` from an empty heap.
    pub fn draw(&mut self, rng: &mut GameRng) -> Option<Colour> {
        let total = self.total() as usize;
        if total == 0 {
            return None;
        }
        let mut at = rng.below(total);
        for c in Colour::ALL {
            let n = self.count(c) as usize;
            if at < n {
                self.remove(c);
                return Some(c);
            }
            at -= n;
        }
        unreachable!("a draw below the total falls on a colour")
    }

    /// Every sub-heap of `size` cubes (each once).
    #[must_use]
    pub fn subsets_of_size(&self, size: u8) -> Vec<Cubes> {
        let mut out = Vec::new();
        self.subsets_into(0, size, Cubes::default(), &mut out);
        out
    }

    /// Every non-empty sub-heap (each once).
    #[must_use]
    pub fn non_empty_subsets(&self) -> Vec<Cubes> {
        (1..=self.total())
            .flat_map(|n| self.subsets_of_size(n))
            .collect()
    }

    fn subsets_into(&self, from: usize, left: u8, acc: Cubes, out: &mut Vec<Cubes>) {
        if left == 0 {
            out.push(acc);
            return;
        }
        let Some(colour) = Colour::ALL.get(from).copied() else {
            return;
        };
        for n in (0..=self.count(colour).min(left)).rev() {
            let mut next = acc;
            next.0[from] = n;
            self.subsets_into(from + 1, left - n, next, out);
        }
    }
}

impl fmt::Display for Cubes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.list() {
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

impl FromStr for Cubes {
    type Err = NotationError;

    /// Letters, with or without spaces between them (`WWY`, `W W Y`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut cubes = Cubes::default();
        for c in s.chars().filter(|c| !c.is_whitespace()) {
            cubes.add(Colour::from_letter(c).ok_or_else(|| NotationError::BadCard(s.to_owned()))?);
        }
        Ok(cubes)
    }
}

impl FromIterator<Colour> for Cubes {
    fn from_iter<I: IntoIterator<Item = Colour>>(iter: I) -> Self {
        let mut cubes = Cubes::default();
        for c in iter {
            cubes.add(c);
        }
        cubes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_and_sorts() {
        let cubes: Cubes = "R W Y W".parse().unwrap();
        assert_eq!(cubes.to_string(), "WWYR");
        assert!("WX".parse::<Cubes>().is_err());
        assert_eq!("K".parse::<Colour>().unwrap(), Colour::Black);
        assert!("KK".parse::<Colour>().is_err());
    }

    #[test]
    fn subsets_are_each_listed_once() {
        let cubes: Cubes = "WWY".parse().unwrap();
        let two: Vec<String> = cubes
            .subsets_of_size(2)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(two, ["WW", "WY"]);
        assert_eq!(cubes.non_empty_subsets().len(), 5);
    }

    #[test]
    fn draws_take_every_cube_once() {
        let mut bag = Cubes::each(2);
        let mut rng = crate::engine::seeded(3);
        let drawn: Cubes = std::iter::from_fn(|| bag.draw(&mut rng)).collect();
        assert_eq!(drawn, Cubes::each(2));
        assert!(bag.is_empty());
    }
}
