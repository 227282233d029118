//! taberna's games: the contract every game implements (`engine`), the games (`games`) and the
//! recorded match that replays them (`replay`), pure and deterministic. This crate depends on no
//! async runtime, database or Discord crate, so that nothing of the bot's layers can reach into a
//! game; the bot (`taberna`) re-exports these modules.

pub mod engine;
pub mod games;
pub mod replay;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
