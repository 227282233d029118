//! taberna's games: the contract every game implements (`engine`) and the games (`games`),
//! pure and deterministic. This crate depends on no async runtime, database or Discord crate,
//! so that nothing of the bot's layers can reach into a game; the bot (`taberna`) re-exports
//! both modules.

pub mod engine;
pub mod games;
