//! The contract every game implements, and the vocabulary they share.
//!
//! A game is a [`Game`]: a pure, deterministic state machine. Seats that owe a decision are
//! listed by [`Game::to_act`] — a list, because some games ask several players at once (a
//! secret pick by both players, a defender's answer in the middle of the attacker's turn).
//! Every move is made by one seat and travels as notation (`Display`/`FromStr`). Chance comes
//! only from the [`GameRng`] stored in the state, seeded per match. What a seat may see is a
//! separate type from what everybody may see.
//!
//! ```
//! use taberna::engine::{Game, Seat};
//! use taberna::games::burgueses::{Burgueses, Move};
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let mut game = Burgueses::new(2, &Default::default(), None, 7)?;
//! let first = game.to_act()[0];
//! game.play(first, &"buy".parse::<Move>()?)?;
//! // The bought card goes to the shop in a second step of the same turn.
//! assert_eq!(game.to_act(), vec![first]);
//! assert!(game.play(first.other(), &"buy".parse()?).is_err());
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
pub mod pile;
pub mod render;
mod rng;
pub mod scene;
mod seat;

pub use erased::{DynMatch, GameEntry, MoveError, Played, Reason, Typed};
pub(crate) use game::game_types;
pub use game::{Game, GameInfo, Outcome, PlayError, SetupError, Standing};
pub use lang::Lang;
pub use notation::{NotationError, SeatedMove};
pub use render::{Panel, Render, RenderCtx};
pub use rng::{seeded, GameRng};
pub use seat::{PerSeat, Seat};
