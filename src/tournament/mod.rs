//! Tournaments: who meets whom each round and how the standings are ordered, as pure
//! functions of the entrants and the results so far (the store and Discord only keep and show
//! what these decide).
//!
//! Entrants are numbered by seed: 0 is the top seed (the highest rating when the tournament
//! starts). A board puts one entrant in the first seat; a bye is a round won without a match.
//!
//! - [`round_robin`]: everyone meets everyone once, by the Berger tables (FIDE Handbook C.05,
//!   Annex 1), the first seat as the tables give it.
//! - [`knockout`]: a bracket seeded so that the top seeds meet last, byes to the top seeds.
//! - [`swiss`]: score groups paired top half against bottom half, never the same pair twice,
//!   the bye to the lowest-ranked entrant who has had none, the first seat balanced.
//! - [`tables`]: Swiss for games of more than two, at tables of the game's size made from
//!   the standings; a table counts as the games of every pair at it.
//! - [`standings`]: points, then Buchholz, then Sonneborn–Berger (FIDE C.07), then seed.

pub mod knockout;
pub mod round_robin;
pub mod standings;
pub mod swiss;
pub mod tables;

/// An entrant by seed: 0 is the top seed.
pub type Entrant = usize;

/// One round's place for an entrant: a match (the first entrant takes the first seat) or a
/// bye.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Board {
    Match { first: Entrant, second: Entrant },
    Bye(Entrant),
}

impl Board {
    /// Whether `e` is on this board.
    #[must_use]
    pub fn has(self, e: Entrant) -> bool {
        match self {
            Board::Match { first, second } => first == e || second == e,
            Board::Bye(b) => b == e,
        }
    }
}

/// How a match ended, for its first seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Result {
    FirstWon,
    Drawn,
    SecondWon,
}

/// A round played: each board with its result (a bye has none).
#[derive(Debug, Clone, PartialEq)]
pub struct Round {
    pub boards: Vec<(Board, Option<Result>)>,
}
