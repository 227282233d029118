//! The contract every game implements, and the vocabulary they share.
//!
//! A game is a [`Game`]: a pure, deterministic state machine. Seats that owe a decision are
//! listed by [`Game::to_act`] — a list, because some games ask several players at once (a
//! secret pick by both players, a defender's answer in the middle of the attacker's turn).
//! Every move is made by one seat and travels as notation (`Display`/`FromStr`). Chance comes
//! only from the [`GameRng`] stored in the state, seeded per match. What a seat may see is a
//! separate type from what everybody may see.
//!
//! Through the registry a match of any game is played by notation:
//!
//! ```
//! use serde_json::Value;
//! use taberna_games::engine::{MoveError, Seat};
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let entry = &taberna_games::games::REGISTRY[0];
//! let mut game = (entry.create)(entry.info.min_seats, &Value::Null, &Value::Null, 7)?;
//! let seat = game.to_act()[0];
//! let first = game.legal_notations(seat)[0].clone();
//! game.play(seat, &first)?;
//! // A seat the table does not have is refused, and the match is unchanged.
//! let before = game.snapshot();
//! let stranger = Seat(9);
//! assert_eq!(game.play(stranger, &first), Err(MoveError::NoSuchSeat(stranger)));
//! assert_eq!(game.snapshot(), before);
//! # Ok(())
//! # }
//! ```

pub mod erased;
mod game;
#[cfg(test)]
pub(crate) mod golden;
pub mod ismcts;
mod lang;
pub mod notation;
pub mod opening;
pub mod pile;
pub mod render;
mod rng;
pub mod scene;
mod seat;
pub mod words;
#[cfg(any(test, feature = "testing"))]
pub mod workloads;

pub use erased::{DynMatch, GameEntry, MoveError, Played, Reason, Typed};
pub(crate) use game::game_types;
pub use game::{
    random_playout_move, Game, GameInfo, Outcome, PlayError, Proposals, SetupError, Standing,
};
pub use lang::Lang;
pub use notation::{NotationError, SeatedMove};
pub use render::{Panel, Render, RenderCtx};
pub use rng::{seeded, GameRng};
pub use seat::{PerSeat, Seat};
