//! Why a move is refused. No reason names another player's money.

use thiserror::Error;

use crate::engine::Seat;

use super::board::{Building, Space};
use super::cards::{Card, Tile};
use super::items::{Item, Kind};

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Illegal {
    #[error("only the active player can do that")]
    NotActive,
    #[error("the active player deals, he does not offer")]
    ActiveOffers,
    #[error("that is not a step of this moment of the turn")]
    NotNow,
    #[error("you have no `{0}` tile")]
    NoTile(Tile),
    #[error("the tower cannot step to {0} from where it stands")]
    NotAdjacent(Space),
    #[error("{0} already holds a disc this turn")]
    Disc(Space),
    #[error("the tower has no moves left")]
    NoMovesLeft,
    #[error("an offer stands for {0}: act there or accept one of its offers first")]
    ActionOwed(Building),
    #[error("an action is open: the tower waits until it is closed")]
    ActionOpen,
    #[error("{0} has no action")]
    NoBuilding(Space),
    #[error("{0}'s action was already done this turn")]
    Done(Building),
    #[error("you have no action left this turn")]
    NoActionLeft,
    #[error("at a villa, choose `privilege` or a large order for it; elsewhere nothing")]
    VillaChoice,
    #[error("{0} is not a large order for this villa in your hand")]
    NotYourOrder(Card),
    #[error("you lack the goods of {0}")]
    MissingGoods(Card),
    #[error("you already delivered a large order at {0} this turn")]
    LargeDone(Building),
    #[error("no `{0}` tile is left in stock; name none")]
    RewardOutOfStock(Tile),
    #[error("a tile is in stock: name the one you take")]
    RewardMissing,
    #[error("seat {seat} has no offer for {space}")]
    NoSuchOffer { seat: Seat, space: Space },
    #[error("you were not asked about {0}")]
    NoSuchAsk(Space),
    #[error("the tower cannot go to {0} now")]
    NotAcceptable(Space),
    #[error("the offer cannot be paid now")]
    MakerCannotPay,
    #[error("you cannot pay these terms")]
    CannotPay,
    #[error("with two players an offer must include something that is not money")]
    MoneyOnly,
    #[error("ducats come in multiples of 5")]
    NotMultipleOfFive,
    #[error("{0}'s action does not yield `{1}`")]
    BadPromise(Space, Kind),
    #[error("the same offer already stands for {0}")]
    EqualOffer(Space),
    #[error("you already offer exactly that for {0}")]
    AlreadyOffered(Space),
    #[error("you already asked exactly that about {0}")]
    AlreadyAsked(Space),
    #[error("you made the most offers allowed for {0} this turn")]
    TooManyOffers(Space),
    #[error("there is no seat {0} to ask")]
    BadSeat(Seat),
    #[error("you have no open action")]
    NoOpenAction,
    #[error("act first")]
    ActFirst,
    #[error("no `{0}` is left in the supply")]
    OutOfStock(Kind),
    #[error("you do not hold `{0}`")]
    NotHeld(Item),
    #[error("{0} is not a small order you can deliver here now")]
    SmallNotHere(Card),
    #[error("a small order was already delivered at {0} this turn")]
    SmallDone(Building),
    #[error("you have no marker on {0}")]
    NotOwner(Building),
    #[error("it is not your turn to place markers")]
    NotYourMarkers,
    #[error("{0} is not a street cell the tower visited whose disc is still there")]
    NotAVisitedStreet(Space),
    #[error("{0} is not next to that street cell")]
    NotNextTo(Building),
    #[error("you already have a marker on {0}")]
    AlreadyOwner(Building),
    #[error("seat {1} has no marker on {0} to remove")]
    NothingToRemove(Building, Seat),
    #[error("you do not have that many markers")]
    NotEnoughMarkers,
    #[error("name at least one building to put a marker on")]
    NothingPlaced,
}
