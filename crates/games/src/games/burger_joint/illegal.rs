//! Why a well-formed move is refused.

use thiserror::Error;

use super::cubes::{Colour, Cubes};

/// The step a player is at, to say what is expected instead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Pick,
    Trade,
    Build,
    Discard,
}

/// Why a move is illegal now. The state is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Illegal {
    #[error("this move does not belong to the current step ({0:?})")]
    WrongStep(Step),
    #[error("no {0} cube is there for you to pick")]
    NotPickable(Colour),
    #[error("your first pick cannot come from the other player's area ({0})")]
    OpponentsArea(Colour),
    #[error("you do not have {0}")]
    MissingCubes(Cubes),
    #[error("the bag has no {0} cube")]
    NotInBag(Colour),
    #[error("trades and abilities come before the first build of the turn")]
    AfterBuilding,
    #[error("you have no bistro {0}")]
    NoBistro(char),
    #[error("bistro {0}'s ability was already used this turn")]
    AbilityUsed(char),
    #[error("bistro {bistro} returns {expected} cube(s)")]
    WrongReturn { bistro: char, expected: u8 },
    #[error("the bag is empty")]
    EmptyBag,
    #[error("no development token left")]
    NoToken,
    #[error("every basic-restaurant space is taken")]
    BasicsFull,
    #[error("a diner is an upgrade of a basic restaurant, and you have none")]
    NoBasic,
    #[error("you already own the {0} diner")]
    DinerOwned(Colour),
    #[error("you own no {0} diner to upgrade")]
    NoDiner(Colour),
    #[error("bistro {0} was built already")]
    BistroBuilt(char),
    #[error("the advertising marker is at the end of its track")]
    TrackEnd,
    #[error("the first advertising of a turn is `build ad` or `build ad X`, later ones `build ad move` or `build ad steal X`")]
    AdvertForm { first: bool },
    #[error("the other player has no {0} cube to steal")]
    NothingToSteal(Colour),
    #[error("return exactly {0} cube(s)")]
    DiscardCount(u8),
}
