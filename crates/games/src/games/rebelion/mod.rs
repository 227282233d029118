//! La rebelión de los campesinos, a card game for two with the Spanish deck (seed 003), as
//! fixed by `shared/rules/rebelion.md`.
//!
//! ```
//! use taberna_games::engine::{Game, Seat};
//! use taberna_games::games::rebelion::Rebelion;
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let game = Rebelion::new(2, &Default::default(), None, 42)?;
//! // Both players pick a card in secret to decide the sides.
//! assert_eq!(game.to_act(), vec![Seat(0), Seat(1)]);
//! assert_eq!(game.seat_view(Seat(0)).hand.len(), 6);
//! assert_eq!(game.public_view().deck_left, 72 - 24);
//! # Ok(())
//! # }
//! ```
//!
//! # Rule decisions
//! The rules page fixes sides, the turn, attacks, combat, healing, camps, purchases and the
//! end of the deck. Where both the page and the blog post are silent:
//! - `discard X` ends the turn (the discard is "at the end of a turn"); `pass` ends it without.
//! - With `sides: chosen`, `"side": "B"|"E"` in the options is the challenger's (seat 0's)
//!   side, peasants by default; equal picks are redealt as in the default rule.
//! - A Caballo names its blocker in the attack itself: `attack 11B:5E 7B`, or `muster 11B:5E`.
//! - Big decisions are made in steps, so that each step lists few moves and every choice is
//!   reachable (`legal_moves` is the whole legal set; no list is capped):
//!   - attack: `muster 7B` sends one army, `attack` launches those mustered; the attack
//!     launches by itself once every army is in. `attack 7B 12B` does it all in one move.
//!   - blocks: the defender decides the attackers one at a time, in the order of the attack
//!     (sorted cards, Caballos that named their blocker left out): `block 7B:5E` for a blocker,
//!     `pass` for none, `block` alone for none of the rest. Naming a later attacker leaves the
//!     ones before it unblocked, so `block 7B:5E 12B:3E` is several steps in one move. The
//!     decision ends by itself when no attacker is left to decide or no army to block.
//!   - order: `order 7B` places the next combat; `order 7B 12B` several at once; the last
//!     one follows by itself. Where identical attackers face different blockers (two 11B
//!     that named their blockers), the step names the blocker too (`order 11B:7E`); a bare
//!     `order 11B` then means the first of them in the order the blocks were made.
//!   - healing: after each combat both owners are asked, the attacker first, whatever their
//!     hands hold (asking only those with Copas would tell the opponent who has none; the
//!     same holds for El Mago's target and La Justicia). `tend 5E with 2C` plays one Copas and
//!     goes on; `heal 5E with 2C 1C` plays its cards and ends the seat's healing, as does
//!     `pass`, or the army being fully healed. One card may heal past the damage (the rules
//!     do not forbid it), but not a card that the others make useless.
//!     When the last camp falls to an assault, the match ends at once, without healing.
//!   - purchases: `buy 5C` chooses the card (only one the hand's Oros can pay for), then
//!     `pay 7O` gives one Oros from the hand and `change 2O` (with a Rey) takes one from the
//!     pile, as long as the change stays within the overpayment; `buy` alone completes it once
//!     the price is paid. Overpaying without change is allowed. `buy 5C with 7O change 2O`
//!     does it all in one move.
//!   - `cancel` calls off an attack being mustered or a purchase under way (a misclicked
//!     step is not binding): nothing of it happened, and the turn's attack or purchase is
//!     still to come. The log says it was called off; a purchase's card stays unnamed.
//! - Unblocked attackers assault camps one at a time in the order of the attack notation
//!   (sorted cards); `camp N` is for the next one. Blocked combats come first.
//! - Change for a purchase (`change 2O`) comes from the pile as it was before paying.
//! - Endless play (the page's decision 10): after 20 idle turns in a row (both players'; a
//!   turn is idle when its player draws, plays, buys, empties, attacks and discards nothing), or
//!   at the end of turn 500, both reveal their best camp as at the end of the deck (higher
//!   level wins, equal levels: both lose). Combats, healing and purchases are progress.
//! - Equal camps at the final reveal: both lose (the seed's rule): no winners, a loss for each
//!   on the leaderboard.
//! - Equal side picks: only the hands go back into the deck; the camps stay (the page).
//! - Deck option `60` (ranks 1–7 and figures); `40`, its old name, is accepted.
//!   The end-of-deck check counts an army one could buy with Oros as one that can be fielded.
//! - Scores are the camps still standing.
//! - Damage received is counted beyond the army's level: Copas played on it reduce the damage
//!   (the seed: "reducen el daño recibido"), so 12 damage on a 10 healed by 4 leaves it at 2,
//!   not destroyed. A heal only matters while the damage is not yet healed.
//!
//! # The Tarot variant
//! Option `tarot: true` (decisions 11–20 of the page). Where the page is silent:
//! - The answer window is skipped, as while El Hierofante is in the pile, when the answerer is
//!   under El Sol: they could only allow, and the ban is public, so skipping reveals nothing.
//! - A combat's heal decision is also asked of a player with nothing to heal who could play La
//!   Justicia there, or, under La Fuerza in their turn, harm with a suit card; others are not
//!   asked (asking them would tell nothing but cost a click, and showing who is asked reveals
//!   only what the public El Sol / La Fuerza state and hand sizes already allow to guess).
//! - El Juicio goes to the pile when the picks are opened, with the two picked cards.
//! - Losing a camp (El Diablo, El Juicio) with one camp left needs no choice: it is lost at once
//!   and the match with it.
//! - El Carro makes one army Cavalry: where two identical cards are armies, either is the one.
//! - Refusals name a card by its code (`13B cannot be bought …`), the same for both decks; the
//!   board and hands name the figures of the deck in play (Tarot: Sota 11, Caballo 12, Reina
//!   13, Rey 14).
//! - English boards call an Arcana by its Spanish name ("El Mago", "Arcanum La Muerte"), as the
//!   rulebook does; what it does is said in the player's language.

crate::game_words!();

pub mod arcana;
mod arcana_effects;
mod arcana_play;
mod attack;
mod cards;
mod choices;
mod combat;
mod events;
pub(super) mod expert;
mod illegal;
mod known;
mod names;
mod notation;
mod purchase;
mod render;
mod rules;
mod scene;
mod state;
mod turn;
mod views;
mod words;

#[cfg(test)]
mod tests;
#[cfg(any(test, feature = "testing"))]
mod workloads;

pub use arcana::{arcana_name, Effect, Played, Target};
pub use arcana_effects::MAGICIAN_DAMAGE;
pub use cards::{Card, Ranks, Suit, CABALLO, REY, SOTA};
pub use events::{Event, Fate};
pub use illegal::{Illegal, Step};
pub use notation::{Attacker, Combat, Move};
pub use rules::INFO;
pub use state::{Options, Purchase, Rebelion, Setup, SidesRule, Wounds, IDLE_TURNS, TURN_LIMIT};
pub use views::{PublicView, SeatView};
#[cfg(any(test, feature = "testing"))]
pub use workloads::workloads;
