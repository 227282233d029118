//! What the computer says while the match waits for someone else ([`Game::proposals`]): offers
//! to the active player for an action it values, and answers to the asks made to it.
//!
//! - **Offers.** For the current building (its action not done) and each building next to the
//!   tower that a deal could send it to, the computer values the action as its expert rules do
//!   ([`super::expert`]) and offers [`PRICE_SHARE`] of that worth in ducats (whole fives, at
//!   least 5, within its purse), so that a deal leaves both sides better off. With two players
//!   an offer must hold more than money: it adds the item it needs least, when that is worth
//!   little to it. It offers for the two spaces it values most and never for a space where its
//!   offer already stands. Saying nothing is always a choice: the search weighs it.
//! - **Answers.** An ask made to it is always answered: accepted when the action, with what it
//!   gets, is worth more than what it gives; else countered with its own offer for that space
//!   (when none of its offers stands there); else declined (`decline`: nothing to offer).
//!
//! [`Game::proposals`]: crate::engine::Game::proposals

use crate::engine::{Game, Proposals, Seat};

use super::board::Space;
use super::expert::Worth;
use super::items::{Deal, Terms};
use super::notation::Move;
use super::state::{Genova, Phase};

/// The share of an action's worth the computer offers for it.
pub(super) const PRICE_SHARE: f64 = 0.5;

/// Offers made at once, at most.
const OFFERS: usize = 2;

/// What `seat` may say now (see the module docs).
pub(super) fn proposals(g: &Genova, seat: Seat) -> Proposals<Move> {
    if seat == g.active || g.phase != Phase::Tower || g.turn.open.is_some() {
        return Proposals::default();
    }
    let worth = Worth::new(g, seat);
    let answers: Vec<Move> = g
        .turn
        .asks
        .iter()
        .filter(|o| o.seat == seat)
        .map(|ask| answer(g, seat, &worth, ask.space, &ask.deal))
        .collect();
    if !answers.is_empty() {
        return Proposals {
            moves: answers,
            silence: false,
        };
    }
    let mut offers: Vec<(f64, Move)> = spaces_for_a_deal(g)
        .into_iter()
        .filter(|&space| !has_offer(g, seat, space))
        .filter_map(|space| offer(g, seat, &worth, space))
        .collect();
    offers.sort_by(|a, b| b.0.total_cmp(&a.0));
    Proposals {
        moves: offers.into_iter().take(OFFERS).map(|(_, mv)| mv).collect(),
        silence: true,
    }
}

/// The buildings a deal could be struck for now: the current one, and those next to the tower.
fn spaces_for_a_deal(g: &Genova) -> Vec<Space> {
    let Some(here) = g.turn.tower else {
        return Vec::new();
    };
    std::iter::once(here)
        .chain(here.neighbours())
        .filter(|s| s.building().is_some() && g.acceptable(*s))
        .collect()
}

fn has_offer(g: &Genova, seat: Seat, space: Space) -> bool {
    g.turn
        .offers
        .iter()
        .any(|o| o.seat == seat && o.space == space)
}

/// The action at `space` to `worth`'s seat: nothing for a street.
fn action_worth(worth: &Worth<'_>, space: Space) -> f64 {
    space.building().map_or(0.0, |b| worth.action(b))
}

/// The computer's offer for `space` with the action's worth, if the action is worth an offer
/// and the rules allow it.
fn offer(g: &Genova, seat: Seat, worth: &Worth<'_>, space: Space) -> Option<(f64, Move)> {
    let value = action_worth(worth, space);
    let ducats = (value * PRICE_SHARE / 5.0).floor() as u32 * 5;
    let purse = g.players[seat].ducats;
    let ducats = ducats.min(purse / 5 * 5);
    if ducats < 5 {
        return None;
    }
    let mut gives = Terms {
        ducats,
        ..Terms::default()
    };
    if g.seats() == 2 {
        // The rules want something other than money with two players.
        let (item, cost) = worth.least_useful()?;
        if cost + f64::from(ducats) >= value {
            return None;
        }
        gives.items.push(item);
    }
    let mv = Move::Offer {
        space,
        deal: Deal {
            gives,
            gets: Terms::default(),
        },
    };
    g.check(seat, &mv).is_ok().then_some((value, mv))
}

/// Accept, counter or decline the ask for `space` on `deal`'s terms.
fn answer(g: &Genova, seat: Seat, worth: &Worth<'_>, space: Space, deal: &Deal) -> Move {
    let net = action_worth(worth, space) + worth.gained(&deal.gets) - worth.given(&deal.gives);
    let accept = Move::Accept { from: None, space };
    if net > 0.0 && g.check(seat, &accept).is_ok() {
        return accept;
    }
    if !has_offer(g, seat, space) {
        if let Some((_, counter)) = offer(g, seat, worth, space) {
            return counter;
        }
    }
    Move::Decline(space)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;

    /// The tower just rolled to the Grains warehouse; every seat holds the first large order
    /// of a villa in deck order (each wants wheat, which Grains gives).
    fn at_grains(seats: usize) -> Genova {
        use super::super::cards::Deck;
        let ids = |d: Deck| -> Vec<String> { d.cards().iter().map(ToString::to_string).collect() };
        let setup = serde_json::json!({
            "first": 0,
            "decks": {
                "large": ids(Deck::Large), "small": ids(Deck::Small),
                "message": ids(Deck::Message), "privilege": ids(Deck::Privilege),
            },
            "rolls": [[8, 5]],
        });
        let setup = serde_json::from_value(setup).unwrap();
        let mut g = Genova::new(seats, &Default::default(), Some(&setup), 1).unwrap();
        g.play(Seat(0), &"roll".parse().unwrap()).unwrap();
        g
    }

    #[test]
    fn offers_are_priced_at_a_share_of_the_actions_worth() {
        let g = at_grains(3);
        let p = proposals(&g, Seat(1));
        assert!(p.silence);
        assert!(!p.moves.is_empty(), "wheat for its order is worth an offer");
        for mv in &p.moves {
            let Move::Offer { space, deal } = mv else {
                panic!("{mv} is an offer")
            };
            let value = action_worth(&Worth::new(&g, Seat(1)), *space);
            assert!(f64::from(deal.gives.ducats) <= value * PRICE_SHARE);
            assert_eq!(deal.gives.ducats % 5, 0);
            assert!(g.check(Seat(1), mv).is_ok());
        }
        // The active player does not talk this way.
        assert!(proposals(&g, Seat(0)).moves.is_empty());
    }

    #[test]
    fn an_ask_is_always_answered() {
        let mut g = at_grains(3);
        g.play(Seat(0), &"ask 1 GR 120".parse().unwrap()).unwrap();
        let p = proposals(&g, Seat(1));
        assert!(!p.silence);
        assert_eq!(p.moves.len(), 1);
        // 120 for the warehouse's action is too dear: a counter-offer or a decline.
        assert!(
            matches!(p.moves[0], Move::Offer { .. } | Move::Decline(_)),
            "{}",
            p.moves[0]
        );
        // An ask that pays it to act is accepted.
        let mut g = at_grains(3);
        g.play(Seat(0), &"ask 1 GR 0 get 20".parse().unwrap())
            .unwrap();
        assert_eq!(
            proposals(&g, Seat(1)).moves,
            vec![Move::Accept {
                from: None,
                space: "GR".parse().unwrap()
            }]
        );
    }

    #[test]
    fn the_computer_answers_an_empty_ask_at_every_level() {
        use crate::engine::ismcts::{talk, Budget, Level};
        let mut g = at_grains(3);
        g.play(Seat(0), &"ask 1 GR".parse().unwrap()).unwrap();
        for level in Level::ALL {
            let said = talk(&g, Seat(1), level, &Budget::iterations(30), 4);
            let said = said.unwrap_or_else(|| panic!("{level} answers"));
            assert!(g.check(Seat(1), &said).is_ok(), "{said}");
        }
    }

    #[test]
    fn with_two_players_an_offer_holds_more_than_money() {
        let g = at_grains(2);
        let moves = proposals(&g, Seat(1)).moves;
        assert!(!moves.is_empty());
        for mv in moves {
            let Move::Offer { deal, .. } = &mv else {
                panic!("{mv}")
            };
            assert_eq!(deal.gives.items.len(), 1, "{mv}");
            assert!(g.check(Seat(1), &mv).is_ok());
        }
    }
}
